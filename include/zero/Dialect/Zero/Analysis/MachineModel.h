//===- MachineModel.h - the machine a step's time is estimated on -*- C++
//-*-===//
//
// What the step-time estimate needs to know about one device and its links,
// read from a JSON description (schema "zero-machine/1", docs/machines.md)
// or taken from a preset for a current GPU, and the estimate itself:
//
//   compute  = sum over ops of max(FLOPs / peak FLOP/s, bytes / memory
//              bandwidth), the peak of matrix units for contractions and of
//              the vector units for the rest (a roofline per op);
//   comm     = sum over collectives of (N - 1)·latency + bytes sent / link
//              bandwidth (the ring model whose bytes MemoryModel counts);
//              the link is within a node when the group fits in one;
//   exposed  = the part of comm the schedule does not hide behind compute:
//              all of it where the step waits for each collective where it
//              issues it; with asynchronous collectives (zero-prefetch),
//              what a timeline of one compute and one communication stream
//              leaves of it (StepTimeline.h);
//   step     = compute + exposed.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_MACHINEMODEL_H
#define ZERO_DIALECT_ZERO_ANALYSIS_MACHINEMODEL_H

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::zero {

/// The element types a machine description gives peaks for.
constexpr std::array<StringLiteral, 4> kMachineDTypes = {"bf16", "f16", "f32",
                                                         "f64"};

struct MachineModel {
  std::string name;
  /// Where the figures come from (a datasheet, or "measured by ...").
  std::string source;
  /// Peak FLOP/s of contractions (matmuls), by element type ("bf16", ...).
  llvm::StringMap<double> matmulFlops;
  /// Peak FLOP/s of the other float ops, by element type.
  llvm::StringMap<double> vectorFlops;
  /// Bytes per second between a device and its memory.
  double memoryBandwidth = 0;
  /// Bytes per second one device sends to the next in a ring, within a node
  /// and across nodes.
  double intraNodeBandwidth = 0;
  double interNodeBandwidth = 0;
  /// Seconds per step of a ring collective, independent of its size.
  double collectiveLatency = 0;
  int64_t devicesPerNode = 1;
  /// Bytes of memory of one device; 0 when the description gives none.
  uint64_t deviceMemory = 0;
  /// Bytes per second between one device and host memory over PCIe, each
  /// direction; 0 when unknown.
  double pcieBandwidth = 0;
  /// Bytes per second one rank reads or writes its NVMe file, reads and
  /// writes together; 0 when unknown (it depends on the drives, not the
  /// device, so no preset gives it).
  double nvmeBandwidth = 0;

  /// The link bandwidth a ring over `worldSize` devices runs at.
  double getRingBandwidth(int64_t worldSize) const {
    return worldSize <= devicesPerNode ? intraNodeBandwidth
                                       : interNodeBandwidth;
  }
};

/// The names of the presets: "h100-sxm", "h200", "b200", "a100-80gb".
ArrayRef<StringLiteral> getMachinePresetNames();

/// The preset called `name`, or nullopt.
std::optional<MachineModel> getMachinePreset(StringRef name);

/// Parses a "zero-machine/1" JSON description. On failure returns nullopt
/// and sets `error` to a message naming the field and what it must be.
std::optional<MachineModel> parseMachineModel(StringRef json,
                                              std::string &error);

/// A preset name or a JSON file's path: what `machine=` takes.
std::optional<MachineModel> loadMachineModel(StringRef nameOrPath,
                                             std::string &error);

/// Writes `machine` as "zero-machine/1" JSON (what `parseMachineModel`
/// reads back).
void printMachineModel(const MachineModel &machine, raw_ostream &os);

/// The estimate of one rank's step time, in seconds.
struct StepTimeEstimate {
  double compute = 0;
  double comm = 0;
  double exposedComm = 0;
  double step = 0;
  /// `comm` by collective, indexed by CollectiveKind.
  std::array<double, kNumCollectiveKinds> commByKind = {};
  /// Offload: seconds of PCIe copies (the busier direction; the two run at
  /// once) and of NVMe reads and writes; part of `step`, none of it
  /// hidden. Null when the program copies that way but the machine does not
  /// give the bandwidth (`step` then leaves it out).
  std::optional<double> pcie;
  std::optional<double> nvme;
  /// Whether the program copies over PCIe, and to or from NVMe.
  bool copiesOverPcie = false;
  bool copiesToNvme = false;
};

/// Seconds of the PCIe copies of `moved` on `machine` (its busier
/// direction at `pcieBandwidth`, which must be > 0).
double getPcieSeconds(const MachineModel &machine, const TierTraffic &moved);
/// Seconds of the NVMe reads and writes of `moved` (at `nvmeBandwidth`,
/// which must be > 0).
double getNvmeSeconds(const MachineModel &machine, const TierTraffic &moved);

/// Seconds of `calls` ring collectives of `kind` over `groupRanks` ranks
/// that send `sentBytes` per rank in all: (N - 1)·latency per call (twice
/// for an all-reduce) + bytes / the ring's link bandwidth. Zero on one rank.
double getCollectiveSeconds(const MachineModel &machine, CollectiveKind kind,
                            int64_t groupRanks, uint64_t calls,
                            uint64_t sentBytes);

/// Accumulates a step time from ops and collectives.
class StepTimeModel {
public:
  StepTimeModel(const MachineModel &machine, int64_t worldSize)
      : machine(machine), worldSize(worldSize) {}

  /// Adds one op's compute. Fails with `error` set when the machine gives
  /// no peak for the element type the op computes in.
  LogicalResult addCompute(const OpCost &cost, std::string &error);
  /// Adds `calls` collectives of `kind` that send `sentBytes` per rank in
  /// all.
  void addCollectives(CollectiveKind kind, uint64_t calls, uint64_t sentBytes);

  StepTimeEstimate getEstimate() const;

private:
  const MachineModel &machine;
  int64_t worldSize;
  StepTimeEstimate estimate;
};

/// Compute seconds of each phase of `step` on `machine`: the roofline of
/// every op, summed by the phase `phases` gives it. Fails with `error` set
/// when the machine has no peak for a type the step computes in.
FailureOr<std::array<double, kNumStepPhases>>
estimatePhaseSeconds(FunctionOpInterface step,
                     const llvm::DenseMap<Operation *, StepPhase> &phases,
                     const MachineModel &machine, std::string &error);

/// The estimate of a step whose phases take `phaseSeconds` (the optimizer's
/// multiplied by `optimizerScale`: 1/N for the formula rows of stages 1-3
/// on an unsharded step, whose update each rank runs on its shard only),
/// which issues `collectives` over `worldSize` ranks and copies `moved`
/// between memory tiers.
StepTimeEstimate
estimateStepTime(const MachineModel &machine, int64_t worldSize,
                 const std::array<double, kNumStepPhases> &phaseSeconds,
                 double optimizerScale, ArrayRef<CollectiveTraffic> collectives,
                 const TierTraffic &moved = {});

/// The step time of a sharded program with its collectives scheduled by
/// `zero-prefetch` at `depth` (StepTimeline.h prices the overlap).
struct PrefetchEstimate {
  /// 0: every collective waited for where it starts, nothing hidden.
  int64_t depth = 0;
  double exposedComm = 0;
  /// compute + exposedComm + the copies between memory tiers.
  double step = 0;
};

/// What the report shows of the time model.
struct StepTimeReport {
  const MachineModel *machine = nullptr;
  /// Indexed by stage: the formula rows.
  std::array<std::optional<StepTimeEstimate>, kNumZeroStages> stages;
  /// The program of a sharded step, as written: with asynchronous
  /// collectives, its `exposedComm` and `step` come from its timeline.
  std::optional<StepTimeEstimate> scheduled;
  /// Whether the program as written starts collectives asynchronously.
  bool scheduledIsAsync = false;
  /// With `scheduled`: depth 0 (the program without prefetching) and, for
  /// a program with no asynchronous collective, what zero-prefetch at the
  /// depths of `kReportedPrefetchDepths` would make of it, in that order.
  SmallVector<PrefetchEstimate, 3> prefetch;
};

/// The depths at which the report times zero-prefetch's schedule of a
/// synchronous program, besides depth 0.
constexpr std::array<int64_t, 2> kReportedPrefetchDepths = {1, 2};

/// The dtype key of a float type ("bf16", "f16", "f32", "f64"), or "" for
/// other types.
StringRef getMachineDTypeName(Type type);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_MACHINEMODEL_H
