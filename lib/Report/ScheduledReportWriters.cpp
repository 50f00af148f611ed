//===- ScheduledReportWriters.cpp - the scheduled view of a report --------===//
//
// Text and JSON for the second view of the report: what the program
// `zero-shard` produced holds and sends, next to the formula of its stage.
// Every difference between the two is printed with its reason, so that a
// reader never has to wonder which one to trust.
//
//===----------------------------------------------------------------------===//

#include "zero/Report/ReportWriters.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::zero;

/// "2 reduce_scatter + 4 all_gather", from the program's collectives.
static std::string describeCollectives(const ScheduledFootprint &scheduled) {
  std::string text;
  for (CollectiveKind kind :
       {CollectiveKind::AllReduce, CollectiveKind::ReduceScatter,
        CollectiveKind::AllGather}) {
    uint64_t count = scheduled.collectives[static_cast<int>(kind)].count;
    if (count == 0)
      continue;
    if (!text.empty())
      text += " + ";
    text += std::to_string(count) + " " + getCollectiveName(kind).str();
  }
  return text.empty() ? "none" : text;
}

/// Why the scheduled traffic differs from the formula, or an empty string.
/// Each reason is read from the program: how often each unit is gathered,
/// how many ops read what one gather brings, and the plan. The formula
/// already gathers the units the step keeps gathered (`zero.reshard_after_
/// forward = false`, `formulaKept`) once: those are no reason.
static std::string explainTraffic(const ScheduledFootprint &scheduled,
                                  uint64_t formulaBytes,
                                  ArrayRef<std::string> formulaKept) {
  if (scheduled.sentBytesPerRank == formulaBytes)
    return "";
  auto list = [](ArrayRef<std::string> names) {
    std::string text;
    for (const std::string &name : names)
      text += (text.empty() ? "" : ", ") + name;
    return text + (names.size() == 1 ? " is" : " are");
  };
  SmallVector<std::string> reasons;
  // The units gathered once that the formula gathers twice, and of those
  // the ones a single op reads (gathered once whatever decides).
  auto notKept = [&](ArrayRef<std::string> names) {
    SmallVector<std::string> left;
    for (const std::string &name : names)
      if (!llvm::is_contained(formulaKept, name))
        left.push_back(name);
    return left;
  };
  SmallVector<std::string> byPlan = notKept(scheduled.unitsGatheredOnce);
  SmallVector<std::string> readByOneOp = notKept(scheduled.unitsReadByOneOp);
  if (!scheduled.reshardAfterForward && !byPlan.empty())
    reasons.push_back(list(byPlan) +
                      " gathered once, since the plan keeps each unit "
                      "gathered from its first use to its last "
                      "(reshard-after-forward=false)");
  if (scheduled.reshardAfterForward) {
    SmallVector<std::string> kept, betweenUses;
    for (const std::string &name : byPlan)
      if (llvm::is_contained(scheduled.unitsKeptGathered, name))
        kept.push_back(name);
      else if (!llvm::is_contained(scheduled.unitsReadByOneOp, name))
        betweenUses.push_back(name);
    if (!kept.empty())
      reasons.push_back(list(kept) +
                        " gathered once, since reshard-after-forward=threshold "
                        "keeps the root units and the small ones gathered "
                        "from their first use to their last");
    if (!readByOneOp.empty())
      reasons.push_back(
          list(readByOneOp) + " gathered once, since a single op reads " +
          (readByOneOp.size() == 1 ? "its" : "each one's") + " weights");
    if (!betweenUses.empty())
      reasons.push_back(list(betweenUses) +
                        " gathered once, since no other unit's weight is "
                        "read between its uses");
  }
  if (!scheduled.unitsNeverGathered.empty())
    reasons.push_back(list(scheduled.unitsNeverGathered) +
                      " never gathered, since only the optimizer update (on "
                      "the shard) reads the weights");
  if (reasons.empty())
    return "differs from the formula";
  return (formulaKept.empty() ? "below the formula's two gathers per unit: "
                              : "below the formula's gathers (two per unit, "
                                "one per unit kept gathered): ") +
         llvm::join(reasons, "; ");
}

void zero::printScheduledTable(const MemoryReport &report,
                               const ReportView &view,
                               const ScheduledFootprint &scheduled,
                               ByteUnit unit, llvm::raw_ostream &os) {
  const StageFootprint &formula = report.stages[scheduled.stage];
  StringRef unitName = getByteUnitName(unit);
  os << "  this program: stage " << scheduled.stage << " on "
     << scheduled.worldSize
     << " ranks, measured on the program itself (per rank), beside the "
        "formula\n";
  auto row = [&](StringRef label, uint64_t measured, uint64_t expected,
                 StringRef note) {
    os << "    " << llvm::left_justify(label, 22)
       << llvm::right_justify(formatBytesIn(measured, unit), 12) << "  "
       << llvm::right_justify(formatBytesIn(expected, unit), 12);
    if (measured == expected)
      os << "  = formula";
    else if (!note.empty())
      os << "  " << note;
    os << "\n";
  };
  os << "    " << llvm::left_justify("", 22)
     << llvm::right_justify("program", 12) << "  "
     << llvm::right_justify("formula", 12) << "\n";
  std::string unitSuffix = (" [" + unitName + "]").str();
  row("weights" + unitSuffix, scheduled.modelStates.weights,
      formula.memoryPerRank.weights, "differs from the formula");
  row("grads" + unitSuffix, scheduled.modelStates.grads,
      formula.memoryPerRank.grads, "differs from the formula");
  row("optimizer" + unitSuffix, scheduled.modelStates.optimizer,
      formula.memoryPerRank.optimizer, "differs from the formula");
  row("model states" + unitSuffix, scheduled.modelStates.total,
      formula.memoryPerRank.total, "differs from the formula");
  row("sent/step" + unitSuffix, scheduled.sentBytesPerRank,
      formula.sentBytesPerRank,
      explainTraffic(scheduled, formula.sentBytesPerRank,
                     report.unitsKeptGathered));
  os << "    " << llvm::left_justify("collectives/step", 22)
     << describeCollectives(scheduled) << "\n";
  if (view.showsTrafficByAxis(report))
    os << "    " << llvm::left_justify("sent by axis, link", 22)
       << describeTrafficByAxis(scheduled.sentBytesByAxes, scheduled.gridShape,
                                view, unit)
       << "\n";
  if (!scheduled.unitsKeptByAttribute.empty())
    os << "    " << llvm::left_justify("kept gathered", 22)
       << llvm::join(scheduled.unitsKeptByAttribute, ", ")
       << " (zero.reshard_after_forward = false on the weights)\n";
  if (scheduled.reshardThreshold) {
    os << "    " << llvm::left_justify("kept gathered", 22);
    for (const std::string &name : scheduled.unitsKeptGathered)
      os << (&name == &scheduled.unitsKeptGathered.front() ? "" : ", ") << name;
    if (scheduled.unitsKeptGathered.empty())
      os << "none";
    os << " (reshard-after-forward=threshold: the root units and those of at "
          "most "
       << *scheduled.reshardThreshold << " B); peak "
       << (scheduled.keptPeakBytes >= 0 ? "+" : "") << scheduled.keptPeakBytes
       << " B against resharding every unit (measured by zero-shard)\n";
  }

  const LiveBytes &peak = scheduled.peak;
  os << "    " << llvm::left_justify("peak live" + unitSuffix, 22)
     << llvm::right_justify(formatBytesIn(peak.total(), unit), 12);
  if (scheduled.peakOp)
    os << "  at '" << scheduled.peakOp->getName() << "' "
       << scheduled.peakOp->getLoc();
  os << "\n";
  auto part = [&](StringRef label, uint64_t bytes, StringRef note) {
    os << "      " << llvm::left_justify(label, 20)
       << llvm::right_justify(formatBytesIn(bytes, unit), 12);
    if (!note.empty())
      os << "  " << note;
    os << "\n";
  };
  part("model states", peak.modelStates, "");
  std::string largest;
  if (scheduled.largestGatherBytes)
    largest = "largest gather: " + scheduled.largestGatherName + ", " +
              formatBytesIn(scheduled.largestGatherBytes, unit) + " " +
              unitName.str();
  part("gathered weights", peak.gatheredWeights, largest);
  part("gradient buckets", peak.gradientBuckets,
       "full gradients not yet reduced, padding");
  part("activations", peak.activations, "everything else the step computes");
  // What a GPU needs besides: the allocator's pool, the context, NCCL.
  if (const std::optional<DeviceRequirement> &device = view.device) {
    auto figure = [&](StringRef label, uint64_t bytes, StringRef note) {
      os << "    " << llvm::left_justify((label + unitSuffix).str(), 22)
         << llvm::right_justify(formatBytesIn(bytes, unit), 12) << "  " << note
         << "\n";
    };
    auto pool = [&](AllocationStream stream) {
      return formatBytesIn(
          device->reservedByStream[static_cast<unsigned>(stream)], unit);
    };
    figure("reserved estimate", device->reserved,
           "the caching allocator's pools: peak live + " +
               formatBytesIn(device->getAllocatorReserve(), unit) +
               " (rounding, fragmentation, a pool per stream)");
    os << "      " << llvm::left_justify("by stream", 20) << "compute "
       << pool(AllocationStream::Compute) << ", all-gather "
       << pool(AllocationStream::AllGather) << ", reduce-scatter "
       << pool(AllocationStream::ReduceScatter) << "\n";
    figure("device required", device->required,
           "reserved + CUDA context " +
               formatBytesIn(device->cudaContext, unit) + " + NCCL buffers " +
               formatBytesIn(device->ncclBuffers, unit) + " (" +
               std::to_string(device->communicators) +
               (device->communicators == 1 ? " communicator)"
                                           : " communicators)"));
  }
  if (scheduled.offload == OffloadTarget::None)
    return;
  // Offload: where the bytes live, and what crosses PCIe and NVMe.
  os << "    offload=" << stringifyOffloadTarget(scheduled.offload)
     << (scheduled.offloadParams ? " offload-params" : "")
     << ": the peak above is device memory only\n";
  part("device peak", peak.total(), "");
  part("host peak", scheduled.hostPeakBytes,
       "states in host memory, copies the update reads and writes");
  part("NVMe", scheduled.nvmeBytes, "this rank's file");
  const TierTraffic &moved = scheduled.tierTraffic;
  part("PCIe to host/step", moved.toHost, "gradient shards, update inputs");
  part("PCIe to device/step", moved.toDevice, "updated weight shards");
  part("NVMe read/step", moved.nvmeRead, "");
  part("NVMe written/step", moved.nvmeWritten, "");
}

void zero::writeScheduledJson(llvm::json::OStream &json,
                              const MemoryReport &report,
                              const ReportView &view) {
  const ScheduledFootprint &scheduled = *view.scheduled;
  const StageFootprint &formula = report.stages[scheduled.stage];
  json.object([&] {
    json.attribute("stage", scheduled.stage);
    json.attribute("world_size", scheduled.worldSize);
    json.attributeObject("memory_bytes", [&] {
      json.attribute("weights", scheduled.modelStates.weights);
      json.attribute("grads", scheduled.modelStates.grads);
      json.attribute("optimizer", scheduled.modelStates.optimizer);
      json.attribute("total", scheduled.modelStates.total);
    });
    json.attribute(
        "memory_equals_formula",
        scheduled.modelStates.total == formula.memoryPerRank.total &&
            scheduled.modelStates.weights == formula.memoryPerRank.weights &&
            scheduled.modelStates.grads == formula.memoryPerRank.grads);
    json.attribute("sent_bytes", scheduled.sentBytesPerRank);
    json.attribute("sent_equals_formula",
                   scheduled.sentBytesPerRank == formula.sentBytesPerRank);
    json.attributeObject("collectives", [&] {
      for (CollectiveKind kind :
           {CollectiveKind::AllReduce, CollectiveKind::ReduceScatter,
            CollectiveKind::AllGather}) {
        const CollectiveTraffic &traffic =
            scheduled.collectives[static_cast<int>(kind)];
        json.attributeObject(getCollectiveName(kind), [&] {
          json.attribute("count", traffic.count);
          json.attribute("sent_bytes", traffic.sentBytes);
        });
      }
    });
    if (view.showsTrafficByAxis(report))
      writeTrafficByAxisJson(json, scheduled.sentBytesByAxes,
                             scheduled.gridShape, view);
    json.attributeArray("units_gathered_once", [&] {
      for (const std::string &name : scheduled.unitsGatheredOnce)
        json.value(name);
    });
    json.attributeArray("units_read_by_one_op", [&] {
      for (const std::string &name : scheduled.unitsReadByOneOp)
        json.value(name);
    });
    json.attribute("reshard_after_forward", scheduled.reshardAfterForward);
    json.attributeArray("units_kept_by_attribute", [&] {
      for (const std::string &name : scheduled.unitsKeptByAttribute)
        json.value(name);
    });
    if (scheduled.reshardThreshold)
      json.attributeObject("reshard_auto", [&] {
        json.attribute("threshold_bytes", *scheduled.reshardThreshold);
        json.attributeArray("kept_units", [&] {
          for (const std::string &name : scheduled.unitsKeptGathered)
            json.value(name);
        });
        json.attribute("kept_peak_bytes", scheduled.keptPeakBytes);
      });
    json.attributeArray("units_never_gathered", [&] {
      for (const std::string &name : scheduled.unitsNeverGathered)
        json.value(name);
    });
    json.attributeObject("peak_bytes", [&] {
      json.attribute("total", scheduled.peak.total());
      json.attribute("model_states", scheduled.peak.modelStates);
      json.attribute("gathered_weights", scheduled.peak.gatheredWeights);
      json.attribute("gradient_buckets", scheduled.peak.gradientBuckets);
      json.attribute("activations", scheduled.peak.activations);
      if (view.device) {
        json.attribute("reserved_estimate", view.device->reserved);
        json.attribute("device_required", view.device->required);
      }
    });
    if (const std::optional<DeviceRequirement> &device = view.device)
      json.attributeObject("device_memory_bytes", [&] {
        json.attribute("allocated", device->allocated);
        json.attribute("reserved_estimate", device->reserved);
        json.attributeObject("reserved_by_stream", [&] {
          auto pool = [&](AllocationStream stream) {
            return device->reservedByStream[static_cast<unsigned>(stream)];
          };
          json.attribute("compute", pool(AllocationStream::Compute));
          json.attribute("all_gather", pool(AllocationStream::AllGather));
          json.attribute("reduce_scatter",
                         pool(AllocationStream::ReduceScatter));
        });
        json.attribute("cuda_context", device->cudaContext);
        json.attribute("nccl_buffers", device->ncclBuffers);
        json.attribute("nccl_communicators", device->communicators);
        json.attribute("device_required", device->required);
      });
    json.attribute("largest_gather_bytes", scheduled.largestGatherBytes);
    json.attribute("largest_gather", scheduled.largestGatherName);
    json.attribute("offload", stringifyOffloadTarget(scheduled.offload));
    json.attribute("offload_params", scheduled.offloadParams);
    json.attributeObject("memory_bytes_by_tier", [&] {
      json.attribute("device", scheduled.peak.total());
      json.attribute("host", scheduled.hostPeakBytes);
      json.attribute("nvme", scheduled.nvmeBytes);
    });
    json.attributeObject("state_bytes_by_tier", [&] {
      for (MemoryTier tier :
           {MemoryTier::Device, MemoryTier::Host, MemoryTier::Nvme})
        json.attribute(stringifyMemoryTier(tier),
                       scheduled.stateBytesByTier[static_cast<int>(tier)]);
    });
    json.attributeObject("pcie_bytes", [&] {
      json.attribute("to_host", scheduled.tierTraffic.toHost);
      json.attribute("to_device", scheduled.tierTraffic.toDevice);
    });
    json.attributeObject("nvme_bytes", [&] {
      json.attribute("read", scheduled.tierTraffic.nvmeRead);
      json.attribute("written", scheduled.tierTraffic.nvmeWritten);
    });
    // The step as given is this program: the same FLOPs as at the top.
    if (view.cost)
      writeFlopsJson(json, *view.cost);
    if (view.time && view.time->scheduled)
      writeTimeJson(json, *view.time->scheduled, view.time);
    else if (view.transferTime)
      json.attributeObject(
          "time_s", [&] { writeTransferSeconds(json, *view.transferTime); });
  });
}
