//===- MachineModel.h - the machine a step's time is estimated on -*- C++
//-*-===//
//
// What the step-time estimate needs to know about one device and its links,
// read from a JSON description (schema "zero-machine/2", or the older
// "zero-machine/1"; docs/machines.md) or taken from a preset for a current
// GPU, and the estimate itself:
//
//   compute  = sum over ops of max(FLOPs / rate, bytes / (memory bandwidth
//              x memory efficiency)), a roofline per op at the rate its
//              class achieves: a matmul at its type's peak x the matmul
//              efficiency x the shape factor of its GEMM (tile and wave
//              quantization on the device's SMs); fused attention at the
//              matmul peak x the attention efficiency of its direction;
//              every other op at the vector peak. With `fusion=none`
//              (eager PyTorch) each arithmetic op of a linalg body is its
//              own kernel that reads its operands from memory and writes
//              its result there;
//   comm     = sum over collectives of (N - 1)·latency (for an all-reduce
//              across nodes, NCCL's tree's steps where fewer) + the bytes each
//              rank sends over the slowest stage of NCCL's ring: NVLink
//              within a node, and across nodes the node's NICs, which carry
//              one ring per NIC and so the whole of a rank's bytes at
//              nics x per-NIC bandwidth;
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

/// How the framework runs the elementwise ops of a step (docs/machines.md).
enum class FusionMode {
  /// Eager PyTorch: each arithmetic op of a linalg body is a kernel of its
  /// own that reads its operands from device memory and writes its result.
  None,
  /// torch.compile / XLA: each linalg op is one kernel, as the IR writes it.
  Elementwise,
};

/// "none", "elementwise".
StringRef getFusionModeName(FusionMode mode);
/// The mode called `name`, or nullopt.
std::optional<FusionMode> parseFusionMode(StringRef name);

/// The fractions of a peak that each class of op achieves (each in
/// [kMinEfficiency, 1]; 1 for a rate that was measured, not taken from a
/// datasheet).
struct MachineEfficiency {
  /// Of `matmulFlops`, for large GEMMs (before the shape factor).
  double matmul = 1;
  /// Of `matmulFlops`, for fused attention, forward and backward.
  double attentionForward = 1;
  double attentionBackward = 1;
  /// Of `memoryBandwidth`, for streaming reads and writes.
  double memory = 1;
};

/// The smallest efficiency a description may give: below it a rate is not
/// a model of a machine, and times could overflow. A calibrated CPU's fused
/// attention, lowered to loops and timed against its matrix unit's rate,
/// is a few hundredths (docs/machines.md).
constexpr double kMinEfficiency = 0.001;

/// The classes of compute the report splits the time into.
enum class OpClass { Matmul = 0, Attention = 1, Elementwise = 2 };
constexpr int kNumOpClasses = 3;
/// "matmul", "attention", "elementwise": the JSON keys.
StringRef getOpClassName(OpClass opClass);
/// Seconds by OpClass.
using ClassSeconds = std::array<double, kNumOpClasses>;
/// What the ops of a program written for one rank compute: their seconds
/// by class, and the part of them its ops on the host take (an offloaded
/// update, `findOpsOnHost`), which is in `byClass` too. The search bounds
/// what keeping parameters on the device can save by it.
struct ProgramSeconds {
  ClassSeconds byClass = {};
  double onHost = 0;
};
/// Compute seconds of a step by phase, then by class.
struct PhaseSeconds {
  std::array<ClassSeconds, kNumStepPhases> byPhase = {};
  /// Of the optimizer phase, the seconds of its ops on scalars only (the
  /// bias correction of a step count) and of the updates of parameters
  /// capped at stage 0: sharding the states divides none of them, so every
  /// rank runs them whole.
  ClassSeconds wholeOnEveryRank = {};
};

struct MachineModel {
  std::string name;
  /// Where the figures come from (a datasheet, or "measured by ...").
  std::string source;
  /// Peak FLOP/s of contractions (matmuls), by element type ("bf16", ...).
  llvm::StringMap<double> matmulFlops;
  /// Peak FLOP/s of the other float ops, by element type.
  llvm::StringMap<double> vectorFlops;
  /// Transcendental functions (OpCost::transcendentals) per second: a
  /// GPU's special-function units, a CPU's math-library calls. 0 when the
  /// description gives none: they are then priced as other FLOPs.
  double transcendentalRate = 0;
  /// Seconds each call into the matrix library costs beyond its FLOPs (a
  /// calibrated CPU: zero-run calls it once per matrix of a batch); 0 when
  /// the description gives none, as for the GPU presets, whose kernel
  /// launches are asynchronous and overlap the kernel before.
  double matmulCallSeconds = 0;
  /// Seconds per byte of a product's B operand (k x n, in the type the
  /// library multiplies) that each call spends copying it into the blocked
  /// layout its kernel reads: a calibrated CPU's library (oneDNN) does so on
  /// every call, a cost of the weight's size that does not shrink with the
  /// rows. 0 when the description gives none, as for the GPU presets,
  /// whose libraries read the operands where they lie.
  double matmulPackSecondsPerByte = 0;
  /// Seconds fused attention spends per query-key pair beyond its FLOPs at
  /// its efficiency, forward and backward: the softmax's work per pair
  /// (exponentials, maximum, scaling, the mask), which does not grow with
  /// the head dimension as the FLOPs do. 0 when the description gives none,
  /// as for the GPU presets, whose efficiencies were measured on whole
  /// FlashAttention kernels that overlap the softmax with the matmuls.
  double attentionForwardPairSeconds = 0;
  double attentionBackwardPairSeconds = 0;
  /// Seconds fused attention spends per query row beyond its pairs and
  /// FLOPs, forward and backward: the loops' set-up and the softmax's
  /// normalization, once per row however many keys it sees. 0 when the
  /// description gives none, as for the GPU presets (see the pairs).
  double attentionForwardRowSeconds = 0;
  double attentionBackwardRowSeconds = 0;
  /// Bytes per second between a device and its memory.
  double memoryBandwidth = 0;
  /// Bytes per second one device sends to the next in a ring within a node
  /// (NVLink, per direction).
  double intraNodeBandwidth = 0;
  /// The NICs of a node and the bytes per second each sends (per
  /// direction): a node's bandwidth to the other nodes is their product.
  int64_t nicsPerNode = 1;
  double nicBandwidth = 0;
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
  /// Bytes per second of host memory one rank's offloaded optimizer update
  /// streams through: its share of the node's DRAM bandwidth (the ranks of
  /// a node update at once). 0 when unknown: an op on the host is then
  /// timed at the device's rates.
  double hostMemoryBandwidth = 0;
  /// Streaming multiprocessors of one device, for the GEMM shape factor; 0
  /// when unknown (no shape factor).
  int64_t smCount = 0;
  MachineEfficiency efficiency;
  FusionMode fusion = FusionMode::None;
  /// Whether a store to memory the op has not read first reads the line
  /// before it writes it (a CPU's write-back, write-allocate cache), so that
  /// such writes (OpCost::freshWriteBytes) cost twice their bytes. False
  /// for the GPU presets: a GPU's L2 merges partial writes without reading
  /// memory.
  bool writeAllocate = false;
};

/// The names of the presets: "h100-sxm", "h200", "b200", "a100-80gb",
/// "h100-hbm2e-96gb".
ArrayRef<StringLiteral> getMachinePresetNames();

/// The preset called `name`, or nullopt.
std::optional<MachineModel> getMachinePreset(StringRef name);

/// Parses a "zero-machine/2" (or "zero-machine/1") JSON description. On failure
/// returns nullopt and sets `error` to a message naming the field and what it
/// must be.
std::optional<MachineModel> parseMachineModel(StringRef json,
                                              std::string &error);

/// A preset name or a JSON file's path: what `machine=` takes.
std::optional<MachineModel> loadMachineModel(StringRef nameOrPath,
                                             std::string &error);

/// The value of a bandwidth option that replaces a machine's figure
/// (`pcie-bandwidth=`, `nvme-bandwidth=`, `host-bandwidth=` of zero-report
/// and zero-shard): a size per second as `parseMemorySize` reads one,
/// rounded to a whole byte, from 1 to 1e18 (the bound a machine
/// description's rates have); nullopt for anything else (the errors say
/// `kBandwidthOptionForm`).
std::optional<double> parseBandwidthOption(StringRef text);
inline constexpr llvm::StringLiteral kBandwidthOptionForm =
    "a number of bytes per second from 1 to 1e18, rounded to a whole byte, "
    "such as 12GB or 3.2e10";

/// Writes `machine` as "zero-machine/2" JSON (what `parseMachineModel`
/// reads back).
void printMachineModel(const MachineModel &machine, raw_ostream &os);

/// The estimate of one rank's step time, in seconds.
struct StepTimeEstimate {
  double compute = 0;
  double comm = 0;
  double exposedComm = 0;
  double step = 0;
  /// `compute` by OpClass.
  ClassSeconds computeByClass = {};
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

/// The fraction of the large-GEMM rate a GEMM of `batch` x (`m` x `n`)
/// outputs achieves on `smCount` SMs: its useful work over the work of the
/// whole waves of output tiles it launches, for the best of the tiles
/// 128x128, 128x256 and 256x128 (docs/machines.md). 1 when `smCount` is 0
/// or the shape is unknown (a dimension 0).
double getGemmShapeEfficiency(int64_t smCount, uint64_t batch, uint64_t m,
                              uint64_t n);

/// The class `cost` is priced as.
OpClass getOpClass(const OpCost &cost);

/// Seconds of one op on `machine` (see the header); fails with `error`
/// set when the machine gives no peak for its element type.
FailureOr<double> getOpSeconds(const MachineModel &machine, const OpCost &cost,
                               std::string &error);

/// Seconds of `calls` ring collectives of `kind` over the group `placed`
/// that send `sentBytes` per rank in all: (ranks - 1)·latency per call
/// (twice for an all-reduce, or across nodes the steps of NCCL's tree
/// all-reduce where fewer; docs/machines.md) + the bytes over the ring's
/// slowest stage. A group within a node sends them over NVLink. One across
/// nodes also sends them over NVLink inside each node where it has several
/// ranks there and, across the node's boundary, over its NICs: NCCL runs a
/// ring per NIC and each ring of a group crosses the boundary once, so a
/// node's crossing carries `sentBytes` for each group of the collective
/// that has ranks on it (K / ranksPerNode of them, all running the same
/// collective at once), at nics x per-NIC bandwidth. Zero on one rank. The
/// only place a collective is priced: the formula rows and StepTimeline use
/// it.
double getCollectiveSeconds(const MachineModel &machine, CollectiveKind kind,
                            const RankGroupPlacement &placed, uint64_t calls,
                            uint64_t sentBytes);

/// Where a collective along `axes` (empty: all) of a grid of `gridShape`
/// lies on `machine`'s nodes: the whole grid is consecutive ranks; an axis
/// of a grid of several lies as `placeGridGroup` places it. Nullopt (with
/// `error` set) where the grid's groups and the nodes do not nest.
std::optional<RankGroupPlacement> placeCollective(const MachineModel &machine,
                                                  ArrayRef<int64_t> gridShape,
                                                  ArrayRef<int16_t> axes,
                                                  std::string &error);

/// Why the step time of ZeRO's group cannot be estimated, or std::nullopt
/// when it can. The time model prices each collective on the ring of its
/// group as the group lies on the machine's nodes of `devicesPerNode`
/// (`getCollectiveSeconds`): one group of N ranks, or hybrid shard groups
/// of `shardRanks` < `ranks` (within a group and across the replicas) where
/// they nest with the nodes; a mesh whose every axis is ZeRO's as the grid
/// it stands for (`viewZeroMeshAsGrid`). A group on some axes of the mesh
/// `meshName` (beside traffic of its other axes that the step does not
/// show; callers name a mesh only then), or shard groups that do not nest
/// with the nodes, are not priced. zero-report and zero-shard's choice
/// both ask here, so they refuse the same steps.
/// `paramGroups`: some parameters have data-parallel groups of their own
/// (`zero.dp_axes`), whose collectives run on some of ZeRO's axes, which
/// the time model does not place either.
std::optional<std::string> explainUnestimatedStepTime(StringRef meshName,
                                                      int64_t ranks,
                                                      int64_t shardRanks,
                                                      int64_t devicesPerNode,
                                                      bool paramGroups = false);

/// A program on a mesh whose every axis is ZeRO's (`dpAxes` all of
/// `meshShape`'s axes; zero-shard's `dp-axis=` naming them all) seen as
/// the grid of its own it stands for: {N}, or R x G with its shard axes
/// (`findShardAxesOnMesh`, for `shardRanks` < N) as axis 1 and the
/// replicas' as axis 0, and `byAxes` moved onto that grid's axes. The
/// ranks are numbered alike (row-major, the shard axes innermost), so every
/// group lies on the nodes as on that grid, and the time model prices it
/// so. None where the mesh has other axes, whose traffic the step does not
/// show, or bytes go over axes that are none of ZeRO's groups.
struct ZeroGridView {
  SmallVector<int64_t, 2> shape;
  SmallVector<AxisTraffic> byAxes;
};
std::optional<ZeroGridView> viewZeroMeshAsGrid(ArrayRef<int64_t> meshShape,
                                               ArrayRef<int16_t> dpAxes,
                                               int64_t shardRanks,
                                               ArrayRef<AxisTraffic> byAxes);

/// Where each kind of ZeRO's collectives runs, indexed by `CollectiveKind`.
using CollectivePlacements =
    std::array<RankGroupPlacement, kNumCollectiveKinds>;

/// Every kind on one group of `worldSize` consecutive ranks.
CollectivePlacements placeOnOneGroup(const MachineModel &machine,
                                     int64_t worldSize);

/// Where each kind of the collectives of a program on a grid of
/// `gridShape` runs: on a grid of one axis (one group of N), every kind on
/// the N ranks; on R x G hybrid shard groups, the all-reduces across the
/// replicas (axis 0) and the reduce-scatters and all-gathers within a shard
/// group (axis 1), as zero-shard writes them (docs/design.md). That split is
/// checked against `byAxes`, the bytes the program sends by axes (the
/// measured or priced `sentBytesByAxes`): nullopt, with `error` set, where
/// they disagree or the groups do not nest with the machine's nodes.
std::optional<CollectivePlacements>
placeCollectiveKinds(const MachineModel &machine, ArrayRef<int64_t> gridShape,
                     ArrayRef<CollectiveTraffic> collectives,
                     ArrayRef<AxisTraffic> byAxes, std::string &error);

/// Accumulates a step time from ops and collectives.
class StepTimeModel {
public:
  StepTimeModel(const MachineModel &machine, int64_t worldSize)
      : machine(machine), placements(placeOnOneGroup(machine, worldSize)) {}
  StepTimeModel(const MachineModel &machine,
                const CollectivePlacements &placements)
      : machine(machine), placements(placements) {}

  /// Adds one op's compute. Fails with `error` set when the machine gives
  /// no peak for the element type the op computes in.
  LogicalResult addCompute(const OpCost &cost, std::string &error);
  /// Adds `calls` collectives of `kind` that send `sentBytes` per rank in
  /// all.
  void addCollectives(CollectiveKind kind, uint64_t calls, uint64_t sentBytes);

  StepTimeEstimate getEstimate() const;

private:
  const MachineModel &machine;
  CollectivePlacements placements;
  StepTimeEstimate estimate;
};

/// The seconds one op takes on a machine (`getOpSeconds`) and its class.
struct OpSeconds {
  double seconds = 0;
  OpClass opClass = OpClass::Elementwise;
};
/// The seconds of an op that costs `cost` on `machine`, and its class;
/// fails as `getOpSeconds` does.
FailureOr<OpSeconds> priceOpCost(const MachineModel &machine,
                                 const OpCost &cost, std::string &error);
/// The seconds of an op that costs `cost` computed on the host of
/// `machine` (hostMemoryBandwidth > 0): the bytes it streams at the host's
/// memory bandwidth. The ops an offloaded program runs there are the
/// optimizer's update, a few FLOPs per element against the 20 or more
/// bytes it reads and writes, so memory bounds them (as DeepSpeed's CPU
/// Adam, which vectorizes the FLOPs); the class is elementwise.
OpSeconds priceHostOpCost(const MachineModel &machine, const OpCost &cost);
/// The ops of `step`, a program whose offloaded states carry `zero.tier`,
/// that compute on the host: those reading a tensor in host memory (an
/// argument placed there, or what a `zero.transfer` to the host delivers),
/// directly or in a region, and what they compute, by the rule the
/// measurement places them with (`placeValuesInTiers`, TierPlacement.h).
/// Empty without a tier.
llvm::DenseSet<Operation *> findOpsOnHost(FunctionOpInterface step);
/// Ops priced on one machine, kept for steps that are clones of the step
/// priced (the copies remat=auto compares): a clone costs what its original
/// costs, since `getOpCost` reads only the op itself (its types, attributes
/// and body), never its operands' producers or its users.
using PricedOps = llvm::DenseMap<Operation *, OpSeconds>;

/// Compute seconds of each phase of `step` on `machine`: the roofline of
/// every op, summed by the phase `phases` gives it. Fails with `error` set
/// when the machine has no peak for a type the step computes in. With
/// `priced`, adds every op of `step` to it. The update's ops in `runWhole`
/// (`findUpdateOpsRunWhole`) count as run whole on every rank, as its ops
/// on scalars do.
FailureOr<PhaseSeconds>
estimatePhaseSeconds(FunctionOpInterface step,
                     const llvm::DenseMap<Operation *, StepPhase> &phases,
                     const MachineModel &machine, std::string &error,
                     PricedOps *priced = nullptr,
                     const llvm::DenseSet<Operation *> *runWhole = nullptr);
/// The same for a step whose ops `originalOf` maps to the ops they are
/// clones of (null for an op that clones none), priced on `machine` in
/// `priced`: an op whose original is there is not priced again. The sums
/// are those of the overload above.
FailureOr<PhaseSeconds>
estimatePhaseSeconds(FunctionOpInterface step,
                     const llvm::DenseMap<Operation *, StepPhase> &phases,
                     const MachineModel &machine, std::string &error,
                     const PricedOps &priced,
                     function_ref<Operation *(Operation *)> originalOf,
                     const llvm::DenseSet<Operation *> *runWhole = nullptr);

/// The seconds the ops of `step`, a program written for one rank, compute
/// on `machine`, by class: the sums of `estimatePhaseSeconds` without the
/// phases, and the part of them on the host. Fails as it does.
FailureOr<ProgramSeconds> estimateProgramSeconds(FunctionOpInterface step,
                                                 const MachineModel &machine,
                                                 std::string &error);

/// What one rank computes in a step, as `estimateStepTime` takes it: either
/// the phases of an unsharded step, of whose update each rank runs
/// `optimizerScale` (1/G for the formula rows of stages 1-3 and for the
/// search's lower bound of a plan: each rank updates its shard of the
/// states; 1 for a program already sharded, priced as written), or the
/// seconds of the ops of a program written for the rank, by class (the
/// search's price of a plan, from the model's record of its program: its
/// update on the rank's shards, padding included, and the ops the rewrite
/// adds, such as cast-on-gather's casts).
struct RankCompute {
  static RankCompute ofPhases(const PhaseSeconds &phases,
                              double optimizerScale) {
    RankCompute compute;
    compute.phases = &phases;
    compute.optimizerScale = optimizerScale;
    return compute;
  }
  static RankCompute ofProgram(const ClassSeconds &byClass) {
    RankCompute compute;
    compute.byClass = byClass;
    return compute;
  }
  /// Null for a program's own seconds (`byClass`).
  const PhaseSeconds *phases = nullptr;
  double optimizerScale = 1.0;
  ClassSeconds byClass = {};
};

/// The estimate of a step in which each rank computes `compute`, issues
/// `collectives` over `worldSize` ranks and copies `moved` between memory
/// tiers.
StepTimeEstimate estimateStepTime(const MachineModel &machine,
                                  int64_t worldSize, const RankCompute &compute,
                                  ArrayRef<CollectiveTraffic> collectives,
                                  const TierTraffic &moved = {});
/// The same with each kind of collective where `placements` puts it.
StepTimeEstimate estimateStepTime(const MachineModel &machine,
                                  const CollectivePlacements &placements,
                                  const RankCompute &compute,
                                  ArrayRef<CollectiveTraffic> collectives,
                                  const TierTraffic &moved = {});
/// The same for a program on a grid of `gridShape` whose collectives send
/// `byAxes` by grid axes: each kind where `placeCollectiveKinds` puts it.
/// Nullopt, with `error` set, where it cannot.
std::optional<StepTimeEstimate>
estimateStepTimeOnGrid(const MachineModel &machine, ArrayRef<int64_t> gridShape,
                       const RankCompute &compute,
                       ArrayRef<CollectiveTraffic> collectives,
                       ArrayRef<AxisTraffic> byAxes, std::string &error,
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
