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
    - `layer`, when given, is not negative.
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

def Zero_PlanAttr : AttrDef<Zero_Dialect, "Plan"> {
  let mnemonic = "plan";
  let summary = "records the ZeRO plan a training step was sharded with";
  let description = [{
    Attached by `zero-shard` to the per-rank training step it produces, as
    the function attribute `zero.plan`: the stage, the data-parallel group
    (a `shard.grid` symbol) and whether stage 3 frees a layer's gathered
    weights between its forward and backward uses.

    ```mlir
    func.func @train_step(...) attributes {
        zero.plan = #zero.plan<stage = 3, grid = @dp, reshard_after_forward = true>}
    ```

    **Constraints:**
    - `stage` is 0, 1, 2 or 3.
    - Attached to a function (checked where it is attached).
  }];
  let parameters = (ins
    "int64_t":$stage,
    "FlatSymbolRefAttr":$grid,
    DefaultValuedParameter<"bool", "true">:$reshard_after_forward
  );
  let assemblyFormat = [{
    `<` `stage` `=` $stage `,` `grid` `=` $grid
    (`,` `reshard_after_forward` `=` $reshard_after_forward^)? `>`
  }];
  let genVerifyDecl = 1;
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROATTRS_TD
