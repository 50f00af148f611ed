//===- Passes.td - front-end passes ------------------------*- tablegen -*-===//

#ifndef ZERO_IMPORT_PASSES_TD
#define ZERO_IMPORT_PASSES_TD

include "mlir/Pass/PassBase.td"

def ZeroAddOptimizer : Pass<"zero-add-optimizer", "ModuleOp"> {
  let summary = "Turns a forward+backward function into a training step by adding the optimizer";
  let description = [{
    A front end that can emit a model's loss and its gradients (PyTorch's
    joint graph through torch-mlir, a JAX `value_and_grad`, hand-written IR)
    marks them and this pass builds the rest of the training step that the
    zero passes take (the input contract): the optimizer states, the
    elementwise update and the `#zero.state` marks of every state.

    The input is one function whose arguments include the weights, each
    marked `#zero.state<weight, "name", layer = i>` (the layer names the
    gathering unit, as a `fully_shard` wrap would), and whose results are
    the gradients, each marked `#zero.state<grad, "name">` with the type of
    its weight, and one unmarked result, the loss (a 0-d f32 tensor).
    Other arguments are data (inputs, targets), left as they are.

    ```
    zero-opt fwd_bwd.mlir --zero-add-optimizer="optimizer=adamw lr=3e-4 param-dtype=bf16" \
      --zero-shard="stage=3 world-size=8"
    ```

    The output is the contract's training step: after each weight come its
    f32 optimizer states as new arguments, marked `#zero.state<optimizer,
    "name">` (a master copy first when the weight is narrower than f32,
    then AdamW's `exp_avg` and `exp_avg_sq`, or SGD's `momentum_buffer`
    when `momentum` is not 0); AdamW adds the step number t as a last
    `tensor<f32>` argument (1 on the first step). Each gradient is marked
    with `zero.annotate` and feeds one all-parallel `linalg.generic` that
    updates its parameter's states in place (torch.optim's AdamW, decoupled
    weight decay; or SGD, L2 decay, no dampening). The results are every
    state, updated, in argument order, then the loss. zero-import builds
    its steps' updates with the same code, so the two front ends agree.

    `param-dtype` is the type weights and gradients are stored and sent in.
    `auto` keeps the function's. `bf16` or `f16` on an f32 function makes
    it mixed precision: the weight arguments become bf16 (each is extended
    to f32 where the function read it, so the model still computes in f32)
    and the gradients are rounded to bf16; the f32 master copy is what the
    optimizer updates. `master` names the master copy's type; f32 is the
    one zero-opt's update computes in. `moment-dtype=bf16` stores the
    moments in bf16 (DeepSeek-V3's precision: FP32 master weights, BF16
    AdamW moments): the update extends them to f32, computes, and rounds
    what it stores, so the optimizer states take 4 + 2 + 2 bytes per
    parameter instead of 12.

    Errors (the pass fails and changes nothing): no function with weight
    marks, or several; a weight without a gradient result or with two; a
    gradient whose type differs from its weight's or that names no weight;
    not exactly one unmarked result, or a loss that is not a 0-d f32 tensor;
    a function that already has optimizer states (it is a training step);
    a weight of another type than `param-dtype` that is not f32 (export in
    f32, or say `param-dtype=auto`); hyper-parameters out of range (lr and eps > 0,
    betas and momentum in [0, 1), weight decay >= 0), options of the
    other optimizer (`betas` or `eps` with sgd, `momentum` with adamw), and
    `moment-dtype` other than f32 or bf16, or bf16 with an sgd that keeps
    no moment.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect",
    "::mlir::zero::ZeroDialect"
  ];
  let options = [
    Option<"optimizer", "optimizer", "std::string", /*default=*/"\"adamw\"",
           "The update: adamw (torch.optim.AdamW) or sgd (torch.optim.SGD)">,
    Option<"lr", "lr", "double", /*default=*/"3e-4", "Learning rate">,
    ListOption<"betas", "betas", "double",
               "AdamW's beta1,beta2 (default 0.9,0.95)">,
    Option<"eps", "eps", "double", /*default=*/"1e-8", "AdamW's epsilon">,
    Option<"weightDecay", "weight-decay", "double", /*default=*/"0.1",
           "Weight decay: decoupled for adamw, L2 for sgd">,
    Option<"momentum", "momentum", "double", /*default=*/"0",
           "SGD's momentum (0: no momentum buffer)">,
    Option<"paramDType", "param-dtype", "std::string", /*default=*/"\"auto\"",
           "Storage type of weights and gradients: auto (the function's), "
           "bf16, f16 or f32">,
    Option<"master", "master", "std::string", /*default=*/"\"f32\"",
           "Type of the master copy of weights narrower than it: f32">,
    Option<"momentDType", "moment-dtype", "std::string",
           /*default=*/"\"f32\"",
           "Storage type of the moments (AdamW's exp_avg and exp_avg_sq, "
           "SGD's momentum buffer): f32, or bf16 as DeepSeek-V3 trains; the "
           "update computes in f32 either way">,
    Option<"functionName", "func", "std::string", /*default=*/"\"\"",
           "Name of the forward+backward function (default: the one "
           "function with #zero.state marks)">,
  ];
  let statistics = [
    Statistic<"numParameters", "parameters", "Weights given an optimizer">,
    Statistic<"numStatesAdded", "states-added", "Optimizer states added as arguments">,
  ];
}

#endif // ZERO_IMPORT_PASSES_TD
