//===- RunJson.cpp - rank 0's JSON of a run -------------------------------===//

#include "RunJson.h"

#include "InitialValues.h"

#include "zero_rt/zero_rt.h"
#include "zero_rt/zero_rt_matmul.h"

#include "llvm/Support/JSON.h"

using namespace mlir;

namespace zero_run {

void writeRunJson(llvm::raw_ostream &os, const StepSignature &signature,
                  int size, int64_t numSteps, const RunOptions &options,
                  const RunRecord &record, const ResumePoint *resumed,
                  const Checkpointer *checkpointer, const OpProfile *profile) {
  llvm::json::OStream json(os, /*IndentSize=*/2);
  size_t steps = numSteps;
  auto perRank = [&](llvm::StringRef key, const auto &values) {
    json.attributeArray(key, [&] {
      for (int r = 0; r < size; ++r)
        json.array([&] {
          for (size_t t = 0; t < steps; ++t)
            json.value(values[r * steps + t]);
        });
    });
  };
  json.object([&] {
    json.attribute("schema", "zero-run/2");
    json.attribute("function", signature.functionName);
    json.attribute("stage", signature.stage);
    json.attribute("world_size", size);
    json.attribute("steps", numSteps);
    json.attribute("seed", static_cast<int64_t>(options.seed));
    json.attribute("first_step", options.firstStep);
    json.attribute("algorithm", zero_rt_get_algorithm() == ZERO_RT_ALGO_RING
                                    ? "ring"
                                    : "native");
    json.attributeArray("losses", [&] {
      for (double loss : record.losses)
        json.value(loss);
    });
    json.attributeArray("rank_losses", [&] {
      for (const std::vector<float> &step : record.rankLosses)
        json.array([&] {
          for (float loss : step)
            json.value(loss);
        });
    });
    perRank("sent_bytes", record.sentBytes);
    // The same bytes by the group they were sent on: the world (grid_axes
    // []), and on a hybrid grid each proper subset of its axes.
    json.attributeArray("sent_bytes_by_axis", [&] {
      for (auto [axes, bytes] :
           llvm::zip(record.countedAxes, record.sentBytesByAxes))
        json.object([&] {
          json.attributeArray("grid_axes", [&] {
            for (int axis = 0; axis < 32; ++axis)
              if (axes & (1u << axis))
                json.value(axis);
          });
          json.attribute("ranks", zero_rt_group_size(axes));
          perRank("sent_bytes", bytes);
        });
    });
    perRank("peak_bytes_allocated", record.peakBytes);
    perRank("async_collectives_started", record.asyncStarted);
    perRank("async_collectives_completed", record.asyncCompleted);
    perRank("resident_bytes_between_steps", record.residentBytes);
    perRank("pcie_bytes_to_host", record.pcieToHostBytes);
    perRank("pcie_bytes_to_device", record.pcieToDeviceBytes);
    perRank("host_resident_bytes_between_steps", record.hostResidentBytes);
    perRank("host_peak_bytes_allocated", record.hostPeakBytes);
    perRank("nvme_bytes_read", record.nvmeReadBytes);
    perRank("nvme_bytes_written", record.nvmeWrittenBytes);
    perRank("nvme_resident_bytes_between_steps", record.nvmeResidentBytes);
    // Whether this rank's NVMe file took O_DIRECT (null without one).
    if (int direct = zero_rt_nvme_direct_io(); direct >= 0)
      json.attribute("nvme_direct_io", direct == 1);
    else
      json.attribute("nvme_direct_io", nullptr);
    perRank("step_seconds", record.seconds);
    // Rank 0's matrix products through the runtime's library
    // (zero_rt_matmul.h): none where the step was lowered with
    // library-matmul=false.
    json.attributeObject("matmul_library", [&] {
      json.attribute("calls", static_cast<int64_t>(zero_rt_matmul_calls()));
      json.attribute("kernel", zero_rt_matmul_kernel());
      json.attribute("workspace_bytes",
                     static_cast<int64_t>(zero_rt_matmul_workspace_bytes()));
    });
    // Each op's time, with --profile-ops (null without).
    json.attributeBegin("op_profile");
    if (profile)
      writeOpProfile(json, *profile, size);
    else
      json.value(nullptr);
    json.attributeEnd();
    // The report's name and definition (docs/report-schema.md): the model
    // states one rank holds at this stage, grads included.
    const zero::RoleBytes &model = signature.modelStates;
    json.attributeObject("memory_bytes", [&] {
      json.attribute("weights", model.weights);
      json.attribute("grads", model.grads);
      json.attribute("optimizer", model.optimizer);
      json.attribute("total", model.total);
    });
    json.attribute("persistent_state_bytes", record.persistentBytes);
    json.attributeArray("replicas_checked_after_steps", [&] {
      for (int64_t step : record.checkedSteps)
        json.value(step);
    });
    if (resumed) {
      json.attributeBegin("resumed_from");
      writeCheckpointRecord(json, resumed->load);
      json.attributeEnd();
    }
    if (checkpointer)
      json.attributeArray("checkpoints", [&] {
        for (const CheckpointRecord &saved : checkpointer->getRecords())
          writeCheckpointRecord(json, saved);
      });
    json.attribute("checksum", formatChecksum(record.checksum));
    json.attributeArray("states", [&] {
      for (const RunRecord::State &state : record.states)
        json.object([&] {
          json.attribute("name", state.argument->getName());
          json.attribute("type", formatType(state.argument->fullType));
          json.attribute("checksum", formatChecksum(state.checksum));
          json.attribute("offset", state.offset);
          json.attribute("bytes", state.bytes);
        });
    });
  });
  os << "\n";
}

} // namespace zero_run
