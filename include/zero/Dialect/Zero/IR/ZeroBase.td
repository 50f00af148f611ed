//===- ZeroBase.td - zero dialect definition ---------------*- tablegen -*-===//
//
// The `zero` dialect marks the model states of a training step (weights,
// gradients, optimizer states) and carries the collectives that ZeRO sharding
// inserts between data-parallel ranks.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROBASE_TD
#define ZERO_DIALECT_ZERO_IR_ZEROBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Zero_Dialect : Dialect {
  let name = "zero";
  let cppNamespace = "::mlir::zero";
  let summary = "ZeRO model-state annotations and data-parallel collectives";
  let description = [{
    The `zero` dialect describes a data-parallel training step in the terms of
    ZeRO (Rajbhandari et al., SC 2020): which tensors are weights, gradients
    and optimizer states (`#zero.state`), and which collectives move them
    between the ranks of a data-parallel group (`zero.all_gather`,
    `zero.reduce_scatter`, `zero.all_reduce`, `zero.release`), and, for
    ZeRO-Offload and ZeRO-Infinity, which memory tier a state lives in
    (`#zero.tier`) and the copies between tiers (`zero.transfer`).

    The group is an upstream `shard.grid`; collectives name it by symbol and
    may restrict themselves to some of its axes (hybrid sharding).

    A stage-3 step that `zero-shard` wrote with `cast-on-gather=true` holds
    no low-precision weight for a parameter with a wider master copy: the
    master's argument carries `zero.weight_cast = {state = #zero.state<
    weight, "p", layer = i>, type = tensor<...xbf16>}` (the weight's mark
    and full type), the step takes and returns no weight of "p", and each
    gather of "p" gathers `arith.truncf` of the master's shard. The state
    table reads the weight from that mark.

    Each collective has an asynchronous form for overlapping communication
    with compute (`zero-prefetch`): `zero.all_gather_start`,
    `zero.reduce_scatter_start` and `zero.all_reduce_start` take what the
    collective takes (grid and `grid_axes` included) and return its results
    and a `!zero.token`, which one `zero.wait` completes. The design: the
    results come from the start, typed and named there, and the wait is a
    barrier - rather than a wait that returns a pending value - so that every
    analysis reads a start as it reads the collective, and a schedule moves
    two ops without rewriting uses. Start and wait match in kind and types by
    construction (the wait has no types of its own and must take a start's
    token); what the verifiers check instead is that the wait is the token's
    only use, in the start's block, that every use of a result comes after
    it, and that no `zero.release` frees an input of the collective (or a
    tensor it is a view of) before it.
  }];
  let dependentDialects = ["::mlir::shard::ShardDialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute name under which `#zero.state` is attached
    /// to function arguments and results (like `sdy.sharding` in shardy).
    static constexpr ::llvm::StringLiteral kStateAttrName = "zero.state";
    /// On a function argument/result that `zero-shard` turned into this
    /// rank's flattened, padded shard: the type of the full tensor.
    static constexpr ::llvm::StringLiteral kShardOfAttrName = "zero.shard_of";
    /// On a function that `zero-shard` produced: its `#zero.plan`.
    static constexpr ::llvm::StringLiteral kPlanAttrName = "zero.plan";
    /// A unit attribute on an op `zero-remat` cloned into the backward:
    /// the report counts its FLOPs as recompute.
    static constexpr ::llvm::StringLiteral kRecomputeAttrName =
        "zero.recompute";
    /// On a state argument/result that `zero-shard` offloaded: the
    /// `#zero.tier` of memory it lives in (absent: the device's).
    static constexpr ::llvm::StringLiteral kTierAttrName = "zero.tier";
    /// On the master-copy argument of a parameter whose weight the step does
    /// not hold (`zero-shard` stage 3 with `cast-on-gather`): a dictionary
    /// `{state = #zero.state<weight, ...>, type = <full weight type>}`. The
    /// weight is this state cast to the weight's element type; every gather
    /// of it casts this rank's shard first.
    static constexpr ::llvm::StringLiteral kWeightCastAttrName =
        "zero.weight_cast";
    /// On a `shard.grid`: one name per axis (`["tp", "pp", "dp"]`), so
    /// that `zero-shard dp-axis=NAME` can find ZeRO's axis of a mesh that
    /// other parallelism already uses (upstream grids have no axis names).
    static constexpr ::llvm::StringLiteral kAxisNamesAttrName =
        "zero.axis_names";
    /// On the weight argument of a parameter whose data-parallel group is
    /// not ZeRO's whole group (a routed expert under expert parallelism):
    /// the names of the mesh axes (`["edp"]`) its states are sharded and
    /// its gradient reduced over, a subset of `zero-shard`'s `dp-axis`.
    static constexpr ::llvm::StringLiteral kDpAxesAttrName = "zero.dp_axes";
    /// On the weight argument of a parameter outside every layer: the name
    /// of the gathering unit it belongs to. Parameters naming the same unit
    /// are gathered and reduced together, as FSDP2 groups the parameters
    /// that `fully_shard(model)` leaves to the root (`zero-shard
    /// root-unit=true` names them "root"). Unset, the parameter is a unit
    /// of its own. Written before `zero-shard` runs, it is part of the plan.
    static constexpr ::llvm::StringLiteral kUnitAttrName = "zero.unit";
    /// On the weight argument of a parameter: whether stage 3 frees its
    /// unit's gathered weights between the forward and backward uses
    /// (`true`) or keeps them gathered from the first use to the last
    /// (`false`), as FSDP2's `fully_shard(module, reshard_after_forward=...)`
    /// decides per module. Every parameter of one gathering unit carries the
    /// same value, or none; present, it decides for that unit instead of
    /// `zero-shard`'s `reshard-after-forward` (docs/design.md §4).
    static constexpr ::llvm::StringLiteral kReshardAfterForwardAttrName =
        "zero.reshard_after_forward";
    /// On the weight argument of a parameter: its weight stays whole on
    /// every rank at every stage, as DeepSpeed keeps its persistent
    /// parameters (`stage3_param_persistence_threshold`). Stage 3 neither
    /// shards nor gathers it for its uses; its gradient and optimizer states
    /// are sharded as the stage says, and the rank's updated slice is
    /// gathered back after the update, as at stages 1-2. Small weights
    /// (norms, biases) gathered per use cost a latency-bound collective each
    /// for a few bytes saved. Written by hand, by another compiler or by
    /// `zero-shard persistence-threshold=`; part of the plan (docs/design.md §4).
    static constexpr ::llvm::StringLiteral kPersistentAttrName =
        "zero.persistent";
    /// On the weight argument of a parameter: the highest ZeRO stage that
    /// shards it. The parameter is sharded as the plan's stage shards it,
    /// capped at this one: `0` keeps all its states whole on every rank and
    /// all-reduces its gradient (PyTorch FSDP's `ignored_params`, left to
    /// DDP), `1` shards only its optimizer states, `2` also its gradient
    /// (a persistent weight, `zero.persistent`, is capped at 2 too). The
    /// other parameters of the step are not affected: a per-parameter
    /// decision of the plan (docs/design.md §4).
    static constexpr ::llvm::StringLiteral kMaxStageAttrName =
        "zero.max_stage";
    /// On the weight argument of a parameter: under a plan that offloads
    /// (`offload=cpu|nvme`), this parameter's states and its optimizer
    /// update stay on the device, as a module that PyTorch FSDP2 wraps
    /// without an offload policy keeps them while other modules offload
    /// theirs, or as DeepSpeed's partial offload (ZeRO-Offload++ `ratio`)
    /// updates part of the model on the GPU. Its gradient is not copied to
    /// the host. Written by hand, by another compiler or by `zero-shard
    /// on-device=`; part of the plan (docs/design.md §4).
    static constexpr ::llvm::StringLiteral kOnDeviceAttrName =
        "zero.on_device";
    /// A unit attribute on a weight argument: stage 3 gathers this
    /// parameter's weight as the cast of its master copy's shard and holds
    /// no weight shard, as `cast-on-gather=true` does for every parameter
    /// it can (`#zero.plan`'s `cast_on_gather`). Written by hand or by
    /// another compiler; part of the plan (docs/design.md §4). Below stage
    /// 3 or under offload it changes nothing, which zero-shard says.
    static constexpr ::llvm::StringLiteral kCastOnGatherAttrName =
        "zero.cast_on_gather";
  }];
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Zero_StateRole : I32EnumAttr<"StateRole", "role of a model state", [
    I32EnumAttrCase<"Weight", 0, "weight">,
    I32EnumAttrCase<"Grad", 1, "grad">,
    I32EnumAttrCase<"Optimizer", 2, "optimizer">
  ]> {
  let cppNamespace = "::mlir::zero";
  let genSpecializedAttr = 0;
}

def Zero_ReduceKindAttr : I32EnumAttr<"ReduceKind", "reduction of a collective", [
    I32EnumAttrCase<"Sum", 0, "sum">,
    I32EnumAttrCase<"Avg", 1, "avg">
  ]> {
  let cppNamespace = "::mlir::zero";
}

/// Where a tensor lives: the accelerator's memory, (pinned) host memory, or
/// a file on an NVMe drive. Ordered by distance from the device: a copy moves
/// between neighbours only (device <-> host over PCIe, host <-> NVMe).
def Zero_MemoryTier : I32EnumAttr<"MemoryTier", "memory tier of a tensor", [
    I32EnumAttrCase<"Device", 0, "device">,
    I32EnumAttrCase<"Host", 1, "host">,
    I32EnumAttrCase<"Nvme", 2, "nvme">
  ]> {
  let cppNamespace = "::mlir::zero";
}

/// Where `zero-shard` puts the optimizer update and its states: `none` (the
/// device), `cpu` (ZeRO-Offload: states and update in host memory) or `nvme`
/// (ZeRO-Infinity: the update on the host, the states in NVMe files).
def Zero_OffloadTarget : I32EnumAttr<"OffloadTarget",
    "where the optimizer states are offloaded to", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Cpu", 1, "cpu">,
    I32EnumAttrCase<"Nvme", 2, "nvme">
  ]> {
  let cppNamespace = "::mlir::zero";
  let genSpecializedAttr = 0;
}

/// The recomputation policy `zero-shard remat=` applied before sharding, as
/// `#zero.plan` records it: what a layer keeps from its forward for its
/// backward (zero-remat's `policy`, docs/ZeroPasses.md).
def Zero_RematPolicy : I32EnumAttr<"RematPolicy",
    "what a layer keeps from its forward for its backward", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Layer", 1, "layer">,
    I32EnumAttrCase<"Selective", 2, "selective">,
    I32EnumAttrCase<"Op", 3, "op">
  ]> {
  let cppNamespace = "::mlir::zero";
  let genSpecializedAttr = 0;
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROBASE_TD
