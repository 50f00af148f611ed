//===- StepTimeModel.cpp - a step's time on a machine ---------------------===//
//
// The estimate of MachineModel.h: each op at the rate its class achieves,
// each collective over NCCL's ring, and their sums by phase and stage.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/TierPlacement.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero;

StringRef zero::getMachineDTypeName(Type type) {
  if (type.isBF16())
    return "bf16";
  if (type.isF16())
    return "f16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  return "";
}

StringRef zero::getOpClassName(OpClass opClass) {
  switch (opClass) {
  case OpClass::Matmul:
    return "matmul";
  case OpClass::Attention:
    return "attention";
  case OpClass::Elementwise:
    return "elementwise";
  }
  llvm_unreachable("unknown op class");
}

OpClass zero::getOpClass(const OpCost &cost) {
  if (cost.isFusedAttention)
    return OpClass::Attention;
  if (cost.isContraction)
    return OpClass::Matmul;
  return OpClass::Elementwise;
}

double zero::getGemmShapeEfficiency(int64_t smCount, uint64_t batch, uint64_t m,
                                    uint64_t n) {
  if (smCount <= 0 || batch == 0 || m == 0 || n == 0)
    return 1;
  // The output tiles cuBLAS and CUTLASS use for large BF16 GEMMs on these
  // GPUs; a GEMM runs in whole waves of one tile per SM, and a partial tile
  // or wave costs as much as a full one (NVIDIA's "Matrix Multiplication
  // Background User's Guide": tile and wave quantization). The library
  // picks the tile; the best of these stands for its choice.
  static constexpr std::pair<double, double> kTiles[] = {
      {128, 128}, {128, 256}, {256, 128}};
  double sms = static_cast<double>(smCount);
  double outputs = static_cast<double>(batch) * static_cast<double>(m) *
                   static_cast<double>(n);
  double best = 0;
  for (auto [tileM, tileN] : kTiles) {
    double tiles = static_cast<double>(batch) *
                   std::ceil(static_cast<double>(m) / tileM) *
                   std::ceil(static_cast<double>(n) / tileN);
    double waves = std::ceil(tiles / sms);
    best = std::max(best, outputs / (waves * sms * tileM * tileN));
  }
  return std::min(best, 1.0);
}

FailureOr<double> zero::getOpSeconds(const MachineModel &machine,
                                     const OpCost &cost, std::string &error) {
  const MachineEfficiency &efficiency = machine.efficiency;
  double memoryRate = machine.memoryBandwidth * efficiency.memory;
  OpClass opClass = getOpClass(cost);
  // Eager execution runs each arithmetic op of a body as its own kernel,
  // through memory; matmuls and fused attention are one kernel either way.
  uint64_t bytes = cost.bytes;
  if (opClass == OpClass::Elementwise && machine.fusion == FusionMode::None &&
      cost.unfusedBytes)
    bytes = cost.unfusedBytes;
  double seconds = static_cast<double>(bytes) / memoryRate;
  // Write-allocate: each fresh line is read before it is written.
  if (machine.writeAllocate)
    seconds += static_cast<double>(cost.freshWriteBytes) / memoryRate;
  if (!cost.flops)
    return seconds;
  StringRef dtype = getMachineDTypeName(cost.computeType);
  const llvm::StringMap<double> &peaks = opClass == OpClass::Elementwise
                                             ? machine.vectorFlops
                                             : machine.matmulFlops;
  auto peak = peaks.find(dtype);
  if (dtype.empty() || peak == peaks.end()) {
    std::string typeName;
    llvm::raw_string_ostream(typeName) << cost.computeType;
    error = "the machine model has no peak FLOP/s for " + typeName +
            "; it knows " + llvm::join(kMachineDTypes, ", ");
    return failure();
  }
  double rate = peak->second;
  if (opClass == OpClass::Matmul)
    rate *= efficiency.matmul * getGemmShapeEfficiency(machine.smCount,
                                                       cost.gemmBatch,
                                                       cost.gemmM, cost.gemmN);
  else if (opClass == OpClass::Attention)
    rate *= cost.isAttentionBackward ? efficiency.attentionBackward
                                     : efficiency.attentionForward;
  double flops = static_cast<double>(cost.flops);
  double computeSeconds = flops / rate;
  // Transcendental functions run on their own units (a GPU's special
  // functions) or as math-library calls (a CPU), at their own rate.
  if (opClass == OpClass::Elementwise && machine.transcendentalRate > 0 &&
      cost.transcendentals > 0) {
    double transcendentals =
        std::min(static_cast<double>(cost.transcendentals), flops);
    computeSeconds = (flops - transcendentals) / rate +
                     transcendentals / machine.transcendentalRate;
  }
  // Fused attention's softmax work per pair and per row, where the machine
  // gives them.
  if (opClass == OpClass::Attention)
    computeSeconds +=
        static_cast<double>(cost.attentionPairs) *
            (cost.isAttentionBackward ? machine.attentionBackwardPairSeconds
                                      : machine.attentionForwardPairSeconds) +
        static_cast<double>(cost.attentionRows) *
            (cost.isAttentionBackward ? machine.attentionBackwardRowSeconds
                                      : machine.attentionForwardRowSeconds);
  // Each call into the matrix library costs its set-up, before the
  // product streams: one call per matrix of a batch where the runtime loops
  // over the batch (docs/machines.md).
  double callSeconds = 0;
  if (opClass == OpClass::Matmul && machine.matmulCallSeconds > 0)
    callSeconds = machine.matmulCallSeconds *
                  static_cast<double>(std::max<uint64_t>(cost.gemmBatch, 1));
  // The library copies B (k x n) into its kernel's layout on each call, in
  // the type it multiplies: f32 after a mixed product's widening.
  if (opClass == OpClass::Matmul && machine.matmulPackSecondsPerByte > 0 &&
      cost.gemmK && cost.gemmN) {
    double elementBytes =
        cost.convertedElements > 0
            ? 4.0
            : std::max<double>(1, cost.computeType.getIntOrFloatBitWidth() / 8);
    callSeconds += machine.matmulPackSecondsPerByte * elementBytes *
                   static_cast<double>(std::max<uint64_t>(cost.gemmBatch, 1)) *
                   static_cast<double>(cost.gemmK) *
                   static_cast<double>(cost.gemmN);
  }
  // A product of a bf16 and an f32 input first widens the bf16 one through
  // memory (2 bytes read, 4 written per element), then reads the wide copy
  // (2 bytes more per element than the narrow input the product's bytes
  // count).
  double convertSeconds = 0;
  if (opClass == OpClass::Matmul && cost.convertedElements > 0) {
    double elements = static_cast<double>(cost.convertedElements);
    // The wide copy is fresh memory: with write-allocate its lines are
    // read before they are written.
    convertSeconds =
        elements * (2 + 4 + (machine.writeAllocate ? 4 : 0)) / memoryRate;
    seconds += elements * 2 / memoryRate;
  }
  return convertSeconds + std::max(seconds, computeSeconds) + callSeconds;
}

LogicalResult StepTimeModel::addCompute(const OpCost &cost,
                                        std::string &error) {
  FailureOr<double> seconds = getOpSeconds(machine, cost, error);
  if (failed(seconds))
    return failure();
  estimate.compute += *seconds;
  estimate.computeByClass[static_cast<int>(getOpClass(cost))] += *seconds;
  return success();
}

std::optional<std::string>
zero::explainUnestimatedStepTime(StringRef meshName, int64_t ranks,
                                 int64_t shardRanks, int64_t devicesPerNode,
                                 bool paramGroups) {
  if (!meshName.empty())
    return ("ZeRO's group is some axes of the mesh @" + meshName +
            ", whose other axes' traffic (tensor or pipeline parallelism) "
            "the step does not show and the time model does not count; it "
            "estimates a mesh whose every axis is ZeRO's")
        .str();
  if (paramGroups)
    return "some parameters have data-parallel groups of their own "
           "(zero.dp_axes), whose collectives run on some of ZeRO's axes, "
           "which the time model does not place";
  if (shardRanks != ranks)
    if (std::optional<std::string> misaligned = checkNodeAlignment(
            ArrayRef<int64_t>{ranks / shardRanks, shardRanks}, devicesPerNode))
      return "on the machine's nodes of " + std::to_string(devicesPerNode) +
             " devices: " + *misaligned;
  return std::nullopt;
}

double zero::getCollectiveSeconds(const MachineModel &machine,
                                  CollectiveKind kind,
                                  const RankGroupPlacement &placed,
                                  uint64_t calls, uint64_t sentBytes) {
  if (placed.ranks <= 1 || calls == 0)
    return 0;
  // A ring all-reduce is a reduce-scatter then an all-gather: twice the
  // steps.
  double steps = static_cast<double>(placed.ranks - 1) *
                 (kind == CollectiveKind::AllReduce ? 2 : 1);
  if (kind == CollectiveKind::AllReduce && placed.nodes > 1) {
    // Across nodes NCCL can run an all-reduce as a double binary tree over
    // the nodes, a chain within each: the same bandwidth as the ring and a
    // latency logarithmic in the nodes ("Massively Scale Your Deep Learning
    // Training with NCCL 2.4", NVIDIA developer blog). It picks the faster,
    // which differs from the ring only in its steps: down and up the chain
    // of the group's ranks in a node and the tree's depth.
    double treeSteps =
        2.0 * static_cast<double>(placed.ranksPerNode - 1 +
                                  llvm::Log2_64_Ceil(placed.nodes));
    steps = std::min(steps, treeSteps);
  }
  double latency =
      static_cast<double>(calls) * steps * machine.collectiveLatency;
  double bytes = static_cast<double>(sentBytes);
  if (placed.nodes <= 1)
    return latency + bytes / machine.intraNodeBandwidth;
  // Across nodes: NCCL splits a group's bytes over one ring per NIC, and
  // each ring leaves a node once, so the node's NICs together carry what
  // one rank sends for each group with ranks on the node. Every group runs
  // the same collective at once (the ranks run one program), so a node
  // whose K devices hold K / ranksPerNode groups (a strided group, one rank
  // per node: K of them) shares its NICs among them. Every rank still
  // forwards the bytes over NVLink to its neighbour in the node, where the
  // group has one.
  double groupsPerNode =
      std::max<double>(1, static_cast<double>(machine.devicesPerNode) /
                              static_cast<double>(placed.ranksPerNode));
  double acrossNodes =
      bytes * groupsPerNode /
      (static_cast<double>(machine.nicsPerNode) * machine.nicBandwidth);
  double withinNode =
      placed.ranksPerNode > 1 ? bytes / machine.intraNodeBandwidth : 0;
  return latency + std::max(acrossNodes, withinNode);
}

std::optional<RankGroupPlacement>
zero::placeCollective(const MachineModel &machine, ArrayRef<int64_t> gridShape,
                      ArrayRef<int16_t> axes, std::string &error) {
  int64_t ranks = 1;
  for (int64_t size : gridShape)
    ranks *= size;
  bool wholeGrid =
      axes.empty() ||
      llvm::all_of(llvm::seq<int64_t>(0, gridShape.size()), [&](int64_t axis) {
        return gridShape[axis] == 1 || llvm::is_contained(axes, axis);
      });
  if (wholeGrid)
    return placeConsecutiveRanks(ranks, machine.devicesPerNode);
  std::optional<RankGroupPlacement> placed =
      placeGridGroup(gridShape, axes, machine.devicesPerNode);
  if (!placed) {
    std::optional<std::string> why =
        checkNodeAlignment(gridShape, machine.devicesPerNode);
    error = "the groups of the grid do not lie alike on the machine's nodes "
            "of " +
            std::to_string(machine.devicesPerNode) + " devices" +
            (why ? ": " + *why : std::string());
  }
  return placed;
}

std::optional<ZeroGridView>
zero::viewZeroMeshAsGrid(ArrayRef<int64_t> meshShape, ArrayRef<int16_t> dpAxes,
                         int64_t shardRanks, ArrayRef<AxisTraffic> byAxes) {
  if (dpAxes.size() != meshShape.size())
    return std::nullopt;
  int64_t ranks = 1;
  for (int64_t size : meshShape)
    ranks *= size;
  ZeroGridView view;
  ArrayRef<int16_t> shardAxes = dpAxes, replicaAxes;
  if (shardRanks > 0 && shardRanks < ranks) {
    std::optional<size_t> first =
        findShardAxesOnMesh(meshShape, dpAxes, shardRanks);
    if (!first)
      return std::nullopt;
    shardAxes = dpAxes.drop_front(*first);
    replicaAxes = dpAxes.take_front(*first);
    view.shape = {ranks / shardRanks, shardRanks};
  } else {
    view.shape = {ranks};
  }
  for (const AxisTraffic &traffic : byAxes) {
    AxisTraffic &moved = view.byAxes.emplace_back(traffic);
    ArrayRef<int16_t> axes = traffic.axes;
    if (axes.empty() || axes == dpAxes)
      moved.axes.clear();
    else if (view.shape.size() == 2 && axes == shardAxes)
      moved.axes = {1};
    else if (view.shape.size() == 2 && axes == replicaAxes)
      moved.axes = {0};
    else
      return std::nullopt;
  }
  return view;
}

CollectivePlacements zero::placeOnOneGroup(const MachineModel &machine,
                                           int64_t worldSize) {
  CollectivePlacements placements;
  placements.fill(placeConsecutiveRanks(worldSize, machine.devicesPerNode));
  return placements;
}

std::optional<CollectivePlacements>
zero::placeCollectiveKinds(const MachineModel &machine,
                           ArrayRef<int64_t> gridShape,
                           ArrayRef<CollectiveTraffic> collectives,
                           ArrayRef<AxisTraffic> byAxes, std::string &error) {
  int64_t ranks = 1;
  for (int64_t size : gridShape)
    ranks *= size;
  if (gridShape.size() <= 1)
    return placeOnOneGroup(machine, ranks);
  if (gridShape.size() != 2) {
    error = "the time model places the collectives of one group or of R x G "
            "shard groups, not of a grid of " +
            std::to_string(gridShape.size()) + " axes";
    return std::nullopt;
  }
  // The split by kind must be the program's: the all-reduces' bytes are
  // those sent across the replicas, the others' those sent in the groups.
  uint64_t acrossReplicas = 0, inGroups = 0;
  for (const AxisTraffic &axis : byAxes) {
    if (axis.axes == ArrayRef<int16_t>{0})
      acrossReplicas += axis.sentBytes;
    else if (axis.axes == ArrayRef<int16_t>{1})
      inGroups += axis.sentBytes;
    else if (axis.sentBytes != 0) {
      error = "the program sends bytes over both axes of its shard groups at "
              "once, which the time model does not place";
      return std::nullopt;
    }
  }
  auto bytesOf = [&](CollectiveKind kind) {
    return collectives[static_cast<int>(kind)].sentBytes;
  };
  if (acrossReplicas != bytesOf(CollectiveKind::AllReduce) ||
      inGroups != bytesOf(CollectiveKind::ReduceScatter) +
                      bytesOf(CollectiveKind::AllGather)) {
    error = "the program's collectives do not split as hybrid sharding's "
            "(all-reduces across the replicas, the others within a group)";
    return std::nullopt;
  }
  std::optional<RankGroupPlacement> replicas =
      placeCollective(machine, gridShape, {0}, error);
  std::optional<RankGroupPlacement> group =
      placeCollective(machine, gridShape, {1}, error);
  if (!replicas || !group)
    return std::nullopt;
  CollectivePlacements placements;
  placements[static_cast<int>(CollectiveKind::AllReduce)] = *replicas;
  placements[static_cast<int>(CollectiveKind::ReduceScatter)] = *group;
  placements[static_cast<int>(CollectiveKind::AllGather)] = *group;
  return placements;
}

void StepTimeModel::addCollectives(CollectiveKind kind, uint64_t calls,
                                   uint64_t sentBytes) {
  const RankGroupPlacement &placed = placements[static_cast<int>(kind)];
  if (placed.ranks <= 1 || calls == 0)
    return;
  double seconds =
      getCollectiveSeconds(machine, kind, placed, calls, sentBytes);
  estimate.commByKind[static_cast<int>(kind)] += seconds;
  estimate.comm += seconds;
}

StepTimeEstimate StepTimeModel::getEstimate() const {
  StepTimeEstimate result = estimate;
  // Each collective is waited for before its results are used, and nothing
  // else runs meanwhile: none of it is hidden.
  result.exposedComm = result.comm;
  result.step = result.compute + result.exposedComm;
  return result;
}

/// The seconds of `op` on `machine`, and its class.
FailureOr<OpSeconds> zero::priceOpCost(const MachineModel &machine,
                                       const OpCost &cost, std::string &error) {
  FailureOr<double> seconds = getOpSeconds(machine, cost, error);
  if (failed(seconds))
    return failure();
  return OpSeconds{*seconds, getOpClass(cost)};
}

OpSeconds zero::priceHostOpCost(const MachineModel &machine,
                                const OpCost &cost) {
  assert(machine.hostMemoryBandwidth > 0 && "the host's rate is unknown");
  return OpSeconds{static_cast<double>(cost.bytes) /
                       machine.hostMemoryBandwidth,
                   OpClass::Elementwise};
}

llvm::DenseSet<Operation *> zero::findOpsOnHost(FunctionOpInterface step) {
  // The measurement's placement (TierPlacement.h), told to collect the ops
  // on the host and to place an op reading NVMe there too: the measurement
  // refuses such a program before it is timed.
  struct CollectHostOps {
    llvm::DenseSet<Operation *> onHost;
    bool onTransfer(Operation *, TransferTiers, MemoryTier) { return true; }
    bool onNvmeRead(Operation *) { return true; }
    bool onHostOp(Operation *op) {
      onHost.insert(op);
      return true;
    }
  } collect;
  StepTierProgram program(step);
  if (program.hasTiers())
    (void)placeValuesInTiers(program, collect);
  return std::move(collect.onHost);
}

/// The seconds of `op` on `machine`, on its host where `hostOps` holds it
/// and the machine gives the host's rate.
static FailureOr<OpSeconds>
priceOp(Operation *op, const MachineModel &machine, std::string &error,
        const llvm::DenseSet<Operation *> &hostOps = {}) {
  OpCost cost = getOpCost(op);
  if (machine.hostMemoryBandwidth > 0 && hostOps.contains(op))
    return priceHostOpCost(machine, cost);
  return priceOpCost(machine, cost, error);
}

/// Sums the seconds `secondsOf` gives each op of `step` by phase and class;
/// `runWhole` (may be null) as `estimatePhaseSeconds` says.
static FailureOr<PhaseSeconds>
sumPhaseSeconds(FunctionOpInterface step,
                const llvm::DenseMap<Operation *, StepPhase> &phases,
                function_ref<FailureOr<OpSeconds>(Operation *)> secondsOf,
                const llvm::DenseSet<Operation *> *runWhole) {
  PhaseSeconds seconds;
  for (Operation &op : step.getFunctionBody().front()) {
    FailureOr<OpSeconds> opSeconds = secondsOf(&op);
    if (failed(opSeconds))
      return failure();
    StepPhase phase = phases.lookup(&op);
    int opClass = static_cast<int>(opSeconds->opClass);
    seconds.byPhase[static_cast<int>(phase)][opClass] += opSeconds->seconds;
    if (phase == StepPhase::Optimizer &&
        (llvm::all_of(op.getResultTypes(), isScalarLike) ||
         (runWhole && runWhole->contains(&op))))
      seconds.wholeOnEveryRank[opClass] += opSeconds->seconds;
  }
  return seconds;
}

FailureOr<PhaseSeconds>
zero::estimatePhaseSeconds(FunctionOpInterface step,
                           const llvm::DenseMap<Operation *, StepPhase> &phases,
                           const MachineModel &machine, std::string &error,
                           PricedOps *priced,
                           const llvm::DenseSet<Operation *> *runWhole) {
  llvm::DenseSet<Operation *> hostOps = findOpsOnHost(step);
  return sumPhaseSeconds(
      step, phases,
      [&](Operation *op) -> FailureOr<OpSeconds> {
        FailureOr<OpSeconds> seconds = priceOp(op, machine, error, hostOps);
        if (succeeded(seconds) && priced)
          priced->try_emplace(op, *seconds);
        return seconds;
      },
      runWhole);
}

FailureOr<PhaseSeconds>
zero::estimatePhaseSeconds(FunctionOpInterface step,
                           const llvm::DenseMap<Operation *, StepPhase> &phases,
                           const MachineModel &machine, std::string &error,
                           const PricedOps &priced,
                           function_ref<Operation *(Operation *)> originalOf,
                           const llvm::DenseSet<Operation *> *runWhole) {
  // An op on the host is priced there, not as its original on the device.
  llvm::DenseSet<Operation *> hostOps = findOpsOnHost(step);
  return sumPhaseSeconds(
      step, phases,
      [&](Operation *op) -> FailureOr<OpSeconds> {
        if (Operation *original = originalOf(op);
            original && !hostOps.contains(op))
          if (auto found = priced.find(original); found != priced.end())
            return found->second;
        return priceOp(op, machine, error, hostOps);
      },
      runWhole);
}

FailureOr<ProgramSeconds>
zero::estimateProgramSeconds(FunctionOpInterface step,
                             const MachineModel &machine, std::string &error) {
  llvm::DenseSet<Operation *> hostOps = findOpsOnHost(step);
  ProgramSeconds program;
  for (Operation &op : step.getFunctionBody().front()) {
    FailureOr<OpSeconds> seconds = priceOp(&op, machine, error, hostOps);
    if (failed(seconds))
      return failure();
    program.byClass[static_cast<int>(seconds->opClass)] += seconds->seconds;
    if (hostOps.contains(&op))
      program.onHost += seconds->seconds;
  }
  return program;
}

StepTimeEstimate zero::estimateStepTime(const MachineModel &machine,
                                        int64_t worldSize,
                                        const RankCompute &compute,
                                        ArrayRef<CollectiveTraffic> collectives,
                                        const TierTraffic &moved) {
  return estimateStepTime(machine, placeOnOneGroup(machine, worldSize), compute,
                          collectives, moved);
}

/// Adds the seconds each rank computes in `compute` to `estimate`.
static void addRankCompute(const RankCompute &compute,
                           StepTimeEstimate &estimate) {
  if (!compute.phases) {
    // A program written for the rank: its ops' own seconds.
    for (auto [opClass, seconds] : llvm::enumerate(compute.byClass)) {
      estimate.compute += seconds;
      estimate.computeByClass[opClass] += seconds;
    }
    return;
  }
  const PhaseSeconds &phaseSeconds = *compute.phases;
  for (auto [index, byClass] : llvm::enumerate(phaseSeconds.byPhase)) {
    bool update = index == static_cast<size_t>(StepPhase::Optimizer);
    for (auto [opClass, seconds] : llvm::enumerate(byClass)) {
      // Each rank updates its shard of the states (`optimizerScale` of
      // them), and runs the update's ops on scalars whole.
      double perRank = seconds;
      if (update) {
        double whole = phaseSeconds.wholeOnEveryRank[opClass];
        perRank = (seconds - whole) * compute.optimizerScale + whole;
      }
      estimate.compute += perRank;
      estimate.computeByClass[opClass] += perRank;
    }
  }
}

StepTimeEstimate zero::estimateStepTime(const MachineModel &machine,
                                        const CollectivePlacements &placements,
                                        const RankCompute &compute,
                                        ArrayRef<CollectiveTraffic> collectives,
                                        const TierTraffic &moved) {
  StepTimeModel model(machine, placements);
  for (auto [index, traffic] : llvm::enumerate(collectives))
    model.addCollectives(static_cast<CollectiveKind>(index), traffic.count,
                         traffic.sentBytes);
  StepTimeEstimate estimate = model.getEstimate();
  addRankCompute(compute, estimate);
  estimate.step = estimate.compute + estimate.exposedComm;
  estimate.copiesOverPcie = moved.toHost || moved.toDevice;
  estimate.copiesToNvme = moved.nvmeRead || moved.nvmeWritten;
  if (estimate.copiesOverPcie && machine.pcieBandwidth > 0)
    estimate.pcie = getPcieSeconds(machine, moved);
  if (estimate.copiesToNvme && machine.nvmeBandwidth > 0)
    estimate.nvme = getNvmeSeconds(machine, moved);
  estimate.step += estimate.pcie.value_or(0) + estimate.nvme.value_or(0);
  return estimate;
}

double zero::getPcieSeconds(const MachineModel &machine,
                            const TierTraffic &moved) {
  return static_cast<double>(std::max(moved.toHost, moved.toDevice)) /
         machine.pcieBandwidth;
}

double zero::getNvmeSeconds(const MachineModel &machine,
                            const TierTraffic &moved) {
  return static_cast<double>(moved.nvmeRead + moved.nvmeWritten) /
         machine.nvmeBandwidth;
}

std::optional<StepTimeEstimate> zero::estimateStepTimeOnGrid(
    const MachineModel &machine, ArrayRef<int64_t> gridShape,
    const RankCompute &compute, ArrayRef<CollectiveTraffic> collectives,
    ArrayRef<AxisTraffic> byAxes, std::string &error,
    const TierTraffic &moved) {
  std::optional<CollectivePlacements> placed =
      placeCollectiveKinds(machine, gridShape, collectives, byAxes, error);
  if (!placed)
    return std::nullopt;
  return estimateStepTime(machine, *placed, compute, collectives, moved);
}
