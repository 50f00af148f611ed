//===- ZeroAttrs.td - zero dialect attributes --------------*- tablegen -*-===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROATTRS_TD
#define ZERO_DIALECT_ZERO_IR_ZEROATTRS_TD

include "zero/Dialect/Zero/IR/ZeroBase.td"

def Zero_StateAttr : AttrDef<Zero_Dialect, "State"> {
  let mnemonic = "state";
  let summary = "marks a tensor as a weight, gradient or optimizer state";
  let description = [{
    Names the role a tensor plays in training and the parameter it belongs
    to. Several tensors share one parameter name: its weight, its gradient
    and its optimizer states (for mixed-precision AdamW: the fp32 master
    copy, `exp_avg` and `exp_avg_sq`).

    `layer` names the gathering unit of ZeRO stage 3 (FSDP's "unit",
    DeepSpeed's module): all weights of one layer are gathered by one
    collective. A parameter without a layer is a unit of its own.

    ```mlir
    func.func @step(
        %w: tensor<4096x4096xbf16> {zero.state = #zero.state<weight, "layers.0.wq", layer = 0>},
        %p: tensor<4096x4096xf32>  {zero.state = #zero.state<optimizer, "layers.0.wq">})
    ```

    **Constraints:**
    - The parameter name is not empty.
    - `layer`, when given, is from 0 to 2^62 - 1.
    - Attached to a value, it marks a statically shaped ranked tensor
      (checked where it is attached).
  }];
  let parameters = (ins
    EnumParameter<Zero_StateRole>:$role,
    StringRefParameter<"name of the parameter the state belongs to">:$param,
    OptionalParameter<"std::optional<int64_t>", "gathering unit">:$layer
  );
  let assemblyFormat = "`<` $role `,` $param (`,` `layer` `=` $layer^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The layer, or -1 for a parameter that is a unit of its own.
    int64_t getLayerOr(int64_t fallback) const {
      return getLayer().value_or(fallback);
    }
  }];
}

/// `offload` of `#zero.plan`: printed only when it is not `none`.
def Zero_OffloadParameter : EnumParameter<Zero_OffloadTarget> {
  let defaultValue = "::mlir::zero::OffloadTarget::None";
}

/// `remat` of `#zero.plan`: printed only when it is not `none`.
def Zero_RematParameter : EnumParameter<Zero_RematPolicy> {
  let defaultValue = "::mlir::zero::RematPolicy::None";
}

// A list of grid axes written `[1, 2]`; empty (the default) is not printed.
def Zero_GridAxesParameter : ArrayRefParameter<"int64_t", "grid axes"> {
  let parser = "::mlir::zero::parseGridAxisList($_parser)";
  let printer = "::mlir::zero::printGridAxisList($_printer, $_self)";
  let defaultValue = "::llvm::SmallVector<int64_t>()";
  let comparator = "::llvm::ArrayRef<int64_t>($_lhs) == ::llvm::ArrayRef<int64_t>($_rhs)";
}

def Zero_TierAttr : EnumAttr<Zero_Dialect, Zero_MemoryTier, "tier"> {
  let summary = "the memory tier a model state lives in";
  let description = [{
    Attached by `zero-shard` with `offload=cpu|nvme` to the state arguments
    and results it moved off the device, as the argument/result attribute
    `zero.tier`: `host` for pinned host memory, `nvme` for this rank's file
    in the NVMe directory. A state without it lives on the device. Values
    inside the step move between tiers only through `zero.transfer`.

    ```mlir
    func.func @step(
        %m: tensor<2048xf32> {zero.state = #zero.state<optimizer, "w">,
                              zero.shard_of = tensor<64x64xf32>,
                              zero.tier = #zero.tier<host>})
    ```

    **Constraints:**
    - Attached to a function argument or result that carries a
      `#zero.state` (checked where it is attached); `device` is the default
      and is not written.
  }];
  // The enum's own attribute class, `MemoryTierAttr`, is the plain keyword
  // form `zero.transfer` uses.
  let cppClassName = "TierAttr";
  let assemblyFormat = "`<` $value `>`";
}

def Zero_PlanAttr : AttrDef<Zero_Dialect, "Plan"> {
  let mnemonic = "plan";
  let summary = "records the ZeRO plan a training step was sharded with";
  let description = [{
    Attached by `zero-shard` to the per-rank training step it produces, as
    the function attribute `zero.plan`: the stage, the data-parallel group
    (a `shard.grid` symbol), whether stage 3 frees a layer's gathered
    weights between its forward and backward uses, where the optimizer
    states and update were offloaded to (`offload`, default `none`),
    whether stage 3 offloads the weight shards too (`offload_params`), and,
    for hybrid sharding (HSDP), the ranks of one shard group
    (`shard_group = G`): the grid is then `R x G`, its axis 1 the G ranks
    that shard one copy of the states, its axis 0 the R = N/G copies
    (replicas). Unset (0), the states are sharded over the whole grid.
    On a step that other parallelism already partitioned (an N-d mesh
    whose axes `zero.axis_names` names), `dp_axes = [k, ...]` says that
    ZeRO's group is those axes of the grid only: N is the product of their
    sizes, and every collective names them in `grid_axes`. A parameter
    whose weight argument carries `zero.dp_axes` (a subset of them, e.g. a
    routed expert under expert parallelism) is sharded and reduced over its
    own axes instead. Unset (empty), the group is the whole grid. With
    both, the groups are axes of the mesh: the last of `dp_axes`, whose
    sizes multiply to `shard_group`, shard the states, and the ones before
    them hold the replicas.
    `reshard_after_forward` is the policy of the units whose weight
    arguments carry no `zero.reshard_after_forward`; a unit whose weights
    carry one (written by hand, by another compiler, or by
    `reshard-after-forward=all-but-last`) follows it. With `reshard-after-forward=threshold`, `reshard_threshold` is the
    size in bytes up to which a unit stayed gathered (the root units always
    do), and `kept_peak_bytes` how much that raised the scheduled peak
    against resharding every unit, as zero-shard measured it.
    `remat` is the recomputation policy zero-shard applied to the step
    before sharding it (`remat=layer|selective|op`, or the one `remat=auto`
    chose; default `none`: zero-shard recomputed nothing, though an earlier
    `--zero-remat` may have). `cast_on_gather = true` says that stage 3
    gathers each weight it could as the cast of its master copy's shard
    (`cast-on-gather=true`). The world size is the grid's (or, with
    `dp_axes`, the product of those axes' sizes).

    ```mlir
    func.func @train_step(...) attributes {
        zero.plan = #zero.plan<stage = 3, grid = @dp, reshard_after_forward = true,
                               offload = nvme, offload_params = true>}
    // HSDP: 16 ranks as 2 replicas of shard groups of 8.
    shard.grid @dp(shape = 2x8)
    func.func @train_step(...) attributes {
        zero.plan = #zero.plan<stage = 3, grid = @dp, shard_group = 8>}
    // ZeRO-1 over the dp axis of a TP x PP x DP mesh.
    shard.grid @mesh(shape = 8x16x128) {zero.axis_names = ["tp", "pp", "dp"]}
    func.func @train_step(...) attributes {
        zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [2]>}
    // HSDP on a TP x replicas x shards mesh: states sharded over axis 2,
    // replicated over axis 1.
    shard.grid @mesh(shape = 8x4x32) {zero.axis_names = ["tp", "rep", "shard"]}
    func.func @train_step(...) attributes {
        zero.plan = #zero.plan<stage = 3, grid = @mesh, shard_group = 32,
                               dp_axes = [1, 2]>}
    // Stage 3 with layer recomputation, gathering casts of the masters.
    func.func @train_step(...) attributes {
        zero.plan = #zero.plan<stage = 3, grid = @dp, remat = layer,
                               cast_on_gather = true>}
    ```

    **Constraints:**
    - `stage` is 0, 1, 2 or 3.
    - `offload` other than `none` needs a stage from 1 on.
    - `offload_params` needs stage 3 and an `offload` other than `none`.
    - `shard_group` is 0 (the whole grid) or at least 1; that the grid is
      `R x shard_group` is checked by the passes that read the plan.
    - `reshard_threshold` is -1 (not `auto`) or at least 0, and only with
      stage 3 and `reshard_after_forward = true`.
    - `dp_axes` are distinct axis indices (>= 0) in increasing order.
      That the axes are in the grid is checked by the passes that read the
      plan, and, with `shard_group`, that it is the product of the sizes of
      the last of them (the axes that shard; the others replicate).
    - `cast_on_gather` needs stage 3 and `offload = none`.
    - Attached to a function, or to a module (checked where it is
      attached).

    On a module, written by hand or by another compiler, it is the plan
    `zero-shard` is asked to apply: each field pins the option of the same
    name (`stage`, `grid`, `remat`, `offload`, `offload_params`,
    `shard_group`, `reshard_after_forward`, `reshard_threshold` as
    `reshard-after-forward=threshold` with that threshold, `cast_on_gather`, and
    `dp_axes` as `dp-axis=` with the names the grid's `zero.axis_names`
    gives those axes; a plan without `dp_axes` pins the whole grid), an
    option given with another value is an error naming both, and the
    module's attribute is replaced by the step's. `kept_peak_bytes` is what
    zero-shard measured and is not read.

    ```mlir
    module attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, remat = layer>} {
      // zero-opt --zero-shard="world-size=8" shards it as
      // --zero-shard="stage=3 remat=layer world-size=8" would.
    }
    ```
  }];
  let parameters = (ins
    "int64_t":$stage,
    "FlatSymbolRefAttr":$grid,
    DefaultValuedParameter<"bool", "true">:$reshard_after_forward,
    Zero_OffloadParameter:$offload,
    DefaultValuedParameter<"bool", "false">:$offload_params,
    DefaultValuedParameter<"int64_t", "0">:$shard_group,
    Zero_GridAxesParameter:$dp_axes,
    DefaultValuedParameter<"int64_t", "-1">:$reshard_threshold,
    DefaultValuedParameter<"int64_t", "0">:$kept_peak_bytes,
    Zero_RematParameter:$remat,
    DefaultValuedParameter<"bool", "false">:$cast_on_gather
  );
  let builders = [
    AttrBuilder<(ins "int64_t":$stage, "FlatSymbolRefAttr":$grid,
                     "bool":$reshard_after_forward), [{
      return $_get($_ctxt, stage, grid, reshard_after_forward,
                   ::mlir::zero::OffloadTarget::None, false, 0,
                   ::llvm::ArrayRef<int64_t>(), -1, 0,
                   ::mlir::zero::RematPolicy::None, false);
    }]>,
    AttrBuilder<(ins "int64_t":$stage, "FlatSymbolRefAttr":$grid,
                     "bool":$reshard_after_forward,
                     "::mlir::zero::OffloadTarget":$offload,
                     "bool":$offload_params), [{
      return $_get($_ctxt, stage, grid, reshard_after_forward, offload,
                   offload_params, 0, ::llvm::ArrayRef<int64_t>(), -1, 0,
                   ::mlir::zero::RematPolicy::None, false);
    }]>
  ];
  // Keys in any order; those at their default are not printed.
  let assemblyFormat = [{
    `<` struct($stage, $grid, $reshard_after_forward, $offload,
               $offload_params, $shard_group, $dp_axes, $reshard_threshold,
               $kept_peak_bytes, $remat, $cast_on_gather) `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// `dp_axes` as the `grid_axes` the collectives name (empty: the whole
    /// grid).
    ::llvm::SmallVector<int16_t, 2> getDpGridAxes() const {
      return ::llvm::SmallVector<int16_t, 2>(getDpAxes().begin(),
                                             getDpAxes().end());
    }
  }];
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROATTRS_TD
