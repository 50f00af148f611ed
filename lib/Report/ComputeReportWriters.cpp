//===- ComputeReportWriters.cpp - FLOPs and step time in a report ---------===//
//
// Text and JSON for the compute side of the report: the FLOPs one rank does
// per step by phase (StepCost.h) and, when a machine is given, the
// estimated step time of each stage (MachineModel.h). Only formatting; the
// figures come from the analyses.
//
//===----------------------------------------------------------------------===//

#include "zero/Report/ReportWriters.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::zero;

static constexpr StepPhase kPhasesInOrder[] = {
    StepPhase::Forward, StepPhase::Backward, StepPhase::Recompute,
    StepPhase::Optimizer};

std::string zero::formatFlops(uint64_t flops) {
  if (flops < 1000000)
    return formatWithSeparators(flops);
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.4g", double(flops));
  return text;
}

std::string zero::formatSeconds(double seconds) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.4g", seconds);
  return text;
}

void zero::printComputeTable(const ReportView &view, llvm::raw_ostream &os) {
  if (!view.cost)
    return;
  const StepCost &cost = *view.cost;
  os << "\n  FLOPs per rank per step (counted from the IR): "
     << formatFlops(cost.getTotalFlops()) << "\n   ";
  for (StepPhase phase : kPhasesInOrder)
    os << " " << getStepPhaseName(phase) << " "
       << formatFlops(cost.getFlops(phase))
       << (phase == StepPhase::Optimizer ? "\n" : ",");
  printTransferTimes(view, os);
  if (!view.time || !view.time->machine)
    return;
  const StepTimeReport &time = *view.time;
  const MachineModel &machine = *time.machine;
  os << "\n  estimated step time on " << machine.name
     << " (compute per op at its class's rate + ring communication; "
     << (time.scheduled ? "a collective overlaps compute between its start "
                          "and its wait"
                        : "none overlapped")
     << "):\n";
  os << llvm::format("    %-18s %12s %12s %12s %12s\n", "", "compute [s]",
                     "comm [s]", "exposed [s]", "step [s]");
  auto row = [&](StringRef label, const StepTimeEstimate &estimate) {
    os << llvm::format("    %-18s %12s %12s %12s %12s\n", label.str().c_str(),
                       formatSeconds(estimate.compute).c_str(),
                       formatSeconds(estimate.comm).c_str(),
                       formatSeconds(estimate.exposedComm).c_str(),
                       formatSeconds(estimate.step).c_str());
  };
  if (time.scheduled && view.scheduled) {
    row(("this program (" + std::to_string(view.scheduled->stage) + ")"),
        *time.scheduled);
    // The same compute and communication, with the communication hidden
    // as each schedule lets it be.
    for (const PrefetchEstimate &estimate : time.prefetch) {
      StepTimeEstimate variant = *time.scheduled;
      variant.exposedComm = estimate.exposedComm;
      variant.step = estimate.step;
      row(estimate.depth == 0
              ? "  without prefetch"
              : "  prefetch depth=" + std::to_string(estimate.depth),
          variant);
    }
  }
  for (int stage : view.stages)
    if (time.stages[stage])
      row("stage " + std::to_string(stage) + " (formula)", *time.stages[stage]);
  // A copy of unknown time is left out of `step`, which is then a lower
  // bound; said here, under the numbers, not only in the lines above.
  if (time.scheduled) {
    auto leftOut = [&](bool copies, const std::optional<double> &seconds,
                       StringRef what, StringRef option) {
      if (copies && !seconds)
        os << "    (the steps of this program above leave out the " << what
           << ", of unknown time: pass " << option << "=BYTES_PER_S)\n";
    };
    leftOut(time.scheduled->copiesOverPcie, time.scheduled->pcie,
            "copies over PCIe", "pcie-bandwidth");
    leftOut(time.scheduled->copiesToNvme, time.scheduled->nvme,
            "NVMe reads and writes", "nvme-bandwidth");
  }

  // Where the compute goes, and the rates it was priced at.
  os << llvm::format("\n    %-18s %12s %15s %15s\n", "compute by class",
                     "matmul [s]", "attention [s]", "elementwise [s]");
  auto classRow = [&](StringRef label, const StepTimeEstimate &estimate) {
    os << llvm::format("    %-18s %12s %15s %15s\n", label.str().c_str(),
                       formatSeconds(estimate.computeByClass[0]).c_str(),
                       formatSeconds(estimate.computeByClass[1]).c_str(),
                       formatSeconds(estimate.computeByClass[2]).c_str());
  };
  if (time.scheduled && view.scheduled)
    classRow("this program (" + std::to_string(view.scheduled->stage) + ")",
             *time.scheduled);
  for (int stage : view.stages)
    if (time.stages[stage])
      classRow("stage " + std::to_string(stage) + " (formula)",
               *time.stages[stage]);
  const MachineEfficiency &efficiency = machine.efficiency;
  auto percent = [](double fraction) {
    std::string text;
    llvm::raw_string_ostream(text) << llvm::format("%.3g%%", fraction * 100);
    return text;
  };
  os << "    rates: matmul " << percent(efficiency.matmul) << " of peak";
  if (machine.smCount > 0)
    os << " x GEMM shape (" << machine.smCount << " SMs)";
  os << ", attention " << percent(efficiency.attentionForward) << " forward / "
     << percent(efficiency.attentionBackward)
     << " backward of the matmul peak, memory " << percent(efficiency.memory)
     << " of " << formatSeconds(machine.memoryBandwidth / 1e12)
     << " TB/s; fusion=" << getFusionModeName(machine.fusion)
     << (machine.fusion == FusionMode::None
             ? " (eager: each arithmetic op a kernel)"
             : " (each linalg op a kernel)")
     << "; across nodes " << machine.nicsPerNode << " NIC"
     << (machine.nicsPerNode == 1 ? "" : "s") << " x "
     << formatSeconds(machine.nicBandwidth / 1e9) << " GB/s per node\n";
}

void zero::printTransferTimes(const ReportView &view, llvm::raw_ostream &os) {
  const StepTimeEstimate *time = nullptr;
  if (view.time && view.time->scheduled)
    time = &*view.time->scheduled;
  else if (view.transferTime)
    time = &*view.transferTime;
  if (!time || !(time->copiesOverPcie || time->copiesToNvme))
    return;
  os << "\n  transfer time per step between memory tiers (part of the "
        "step, not overlapped):\n";
  auto line = [&](StringRef label, bool copies, std::optional<double> seconds,
                  StringRef option) {
    if (!copies)
      return;
    os << "    " << label << ": ";
    if (seconds)
      os << formatSeconds(*seconds) << " s\n";
    else
      os << "unknown: the machine gives no bandwidth; pass " << option
         << "=BYTES_PER_S\n";
  };
  line("PCIe (the busier direction)", time->copiesOverPcie, time->pcie,
       "pcie-bandwidth");
  line("NVMe (reads + writes)", time->copiesToNvme, time->nvme,
       "nvme-bandwidth");
  // The update the program runs on the host is part of its compute.
  const MachineModel *machine = view.time ? view.time->machine : nullptr;
  if (!machine || !view.scheduled ||
      view.scheduled->offload == OffloadTarget::None)
    return;
  os << "    the update on the host, in the compute: ";
  if (machine->hostMemoryBandwidth > 0)
    os << "its bytes at "
       << llvm::format("%.4g", machine->hostMemoryBandwidth / 1e9)
       << " GB/s, this rank's share of the host's memory bandwidth\n";
  else
    os << "timed at the device's rates, the machine gives no host memory "
          "bandwidth (pass host-bandwidth=BYTES_PER_S)\n";
}

void zero::writeFlopsJson(llvm::json::OStream &json, const StepCost &cost) {
  json.attributeObject("flops", [&] {
    for (StepPhase phase : kPhasesInOrder)
      json.attribute(getStepPhaseName(phase), cost.getFlops(phase));
    json.attribute("total", cost.getTotalFlops());
  });
}

/// Seconds with 15 significant digits, as the other derived numbers.
static void writeSeconds(llvm::json::OStream &json, StringRef key,
                         double seconds) {
  json.attributeBegin(key);
  json.rawValue(
      [&](llvm::raw_ostream &os) { os << llvm::format("%.15g", seconds); });
  json.attributeEnd();
}

void zero::writeTimeJson(llvm::json::OStream &json,
                         const StepTimeEstimate &time,
                         const StepTimeReport *program) {
  json.attributeObject("time_s", [&] {
    writeSeconds(json, "compute", time.compute);
    writeSeconds(json, "comm", time.comm);
    writeSeconds(json, "exposed_comm", time.exposedComm);
    writeSeconds(json, "step", time.step);
    json.attributeObject("compute_by_class", [&] {
      for (OpClass opClass :
           {OpClass::Matmul, OpClass::Attention, OpClass::Elementwise})
        writeSeconds(json, getOpClassName(opClass),
                     time.computeByClass[static_cast<int>(opClass)]);
    });
    json.attributeObject("comm_by_kind", [&] {
      for (CollectiveKind kind :
           {CollectiveKind::AllReduce, CollectiveKind::ReduceScatter,
            CollectiveKind::AllGather})
        writeSeconds(json, getCollectiveName(kind),
                     time.commByKind[static_cast<int>(kind)]);
    });
    writeTransferSeconds(json, time);
    // What `step` leaves out, so that a reader of the JSON alone does not
    // take it for the whole step.
    bool pcieLeftOut = time.copiesOverPcie && !time.pcie;
    bool nvmeLeftOut = time.copiesToNvme && !time.nvme;
    if (pcieLeftOut || nvmeLeftOut)
      json.attributeArray("step_leaves_out", [&] {
        if (pcieLeftOut)
          json.value("pcie");
        if (nvmeLeftOut)
          json.value("nvme");
      });
    if (!program)
      return;
    // The same program with every collective waited for where it starts
    // (depth 0) and, for a synchronous one, as zero-prefetch would
    // schedule it.
    json.attribute("async_collectives", program->scheduledIsAsync);
    json.attributeArray("prefetch", [&] {
      for (const PrefetchEstimate &estimate : program->prefetch)
        json.object([&] {
          json.attribute("depth", estimate.depth);
          writeSeconds(json, "exposed_comm", estimate.exposedComm);
          writeSeconds(json, "step", estimate.step);
        });
    });
  });
}

void zero::writeTransferSeconds(llvm::json::OStream &json,
                                const StepTimeEstimate &time) {
  // Only for a program that copies between tiers; null where the machine
  // does not give the bandwidth (and `step` leaves the copies out).
  auto write = [&](StringRef key, bool copies,
                   const std::optional<double> &seconds) {
    if (!copies)
      return;
    if (seconds)
      writeSeconds(json, key, *seconds);
    else
      json.attribute(key, nullptr);
  };
  write("pcie", time.copiesOverPcie, time.pcie);
  write("nvme", time.copiesToNvme, time.nvme);
}

void zero::writeMachineJson(llvm::json::OStream &json,
                            const MachineModel &machine) {
  json.attribute("machine", machine.name);
  json.attributeObject("machine_model", [&] {
    json.attribute("fusion", getFusionModeName(machine.fusion));
    json.attribute("sm_count", machine.smCount);
    json.attributeObject("efficiency", [&] {
      writeSeconds(json, "matmul", machine.efficiency.matmul);
      writeSeconds(json, "attention_forward",
                   machine.efficiency.attentionForward);
      writeSeconds(json, "attention_backward",
                   machine.efficiency.attentionBackward);
      writeSeconds(json, "memory", machine.efficiency.memory);
    });
    writeSeconds(json, "memory_bandwidth", machine.memoryBandwidth);
    writeSeconds(json, "intra_node_bandwidth", machine.intraNodeBandwidth);
    json.attribute("nics_per_node", machine.nicsPerNode);
    writeSeconds(json, "nic_bandwidth", machine.nicBandwidth);
    json.attribute("devices_per_node", machine.devicesPerNode);
    if (machine.hostMemoryBandwidth > 0)
      writeSeconds(json, "host_memory_bandwidth", machine.hostMemoryBandwidth);
    // After any pcie-bandwidth= / nvme-bandwidth=: what `time_s.pcie` and
    // `time_s.nvme` were priced at.
    if (machine.pcieBandwidth > 0)
      writeSeconds(json, "pcie_bandwidth", machine.pcieBandwidth);
    if (machine.nvmeBandwidth > 0)
      writeSeconds(json, "nvme_bandwidth", machine.nvmeBandwidth);
  });
}
