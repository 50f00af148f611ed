//===- TrainStep.h - the annotated training-step function -----*- C++ -*-===//
//
// Builds the `func.func @train_step` that every importer emits, in the form
// of the input contract (docs/design.md §2):
//
//   - per parameter, in declaration order, the arguments
//       weight      {zero.state = #zero.state<weight, "NAME"[, layer = i]>}
//       master      {zero.state = #zero.state<optimizer, "NAME"...>} (mixed
//       only) exp_avg     {zero.state = #zero.state<optimizer, "NAME"...>}
//       exp_avg_sq  {zero.state = #zero.state<optimizer, "NAME"...>}
//   - then the model's data inputs (unmarked), then `%step: tensor<f32>`, the
//     AdamW step count t (1 on the first step);
//   - each gradient, as soon as the backward pass produces it, wrapped in
//     `zero.annotate ... as <grad, "NAME">` in the gradient dtype (the
//     weight's, or f32 with --grad-dtype f32);
//   - AdamW on every parameter, one elementwise `linalg.generic` each;
//   - results: the updated states in argument order, each marked like its
//     input, then the loss (`tensor<f32>`), then any unmarked outputs (a
//     pipeline stage's activations and input gradient).
//
// The model importers (Llama, synthetic) only declare parameters and inputs,
// compute the loss and hand over f32 gradients.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_TRAINSTEP_H
#define ZERO_IMPORT_TRAINSTEP_H

#include "zero/Import/LinalgBuilder.h"
#include "zero/Import/ModelConfig.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>
#include <string>

namespace mlir::zero::import {

/// Registers every dialect the importers emit.
void loadImportDialects(MLIRContext &context);

/// The error for an importer that built a step it should not have: `what`
/// says what went wrong ("does not verify").
llvm::Error importerBug(const llvm::Twine &what);

class TrainStepBuilder {
public:
  TrainStepBuilder(ModuleOp module, const StepOptions &options);

  /// Declares a parameter; returns its handle for `getWeight`/`setGrad`.
  unsigned addParam(StringRef name, ArrayRef<int64_t> shape,
                    std::optional<int64_t> layer);
  /// Gives `param` data-parallel axes of its own (its weight argument's
  /// `zero.dp_axes`): a local expert under expert parallelism, whose
  /// replicas lie along fewer axes than the dense parameters'.
  void setDataParallelAxes(unsigned param, ArrayRef<std::string> axes);
  /// Declares an unmarked data input; returns its handle for `getInput`.
  unsigned addInput(StringRef name, RankedTensorType type);
  /// Declares an unmarked result after the loss (what a pipeline stage
  /// sends on: its output activations, the gradient of its input).
  void addOutput(RankedTensorType type);

  /// Creates the function from the declarations and points the builder at
  /// its body. Call once, after all declarations.
  void begin();

  OpBuilder &getBuilder() { return builder; }
  LinalgBuilder &getLinalg() { return linalg; }
  Value getWeight(unsigned param);
  Value getInput(unsigned input);
  /// The element type of weights (bf16 or f32).
  Type getWeightType() const;
  /// The element type of gradients (`StepOptions::hasF32Grads`).
  Type getGradType() const;

  /// Records the f32 gradient of `param`: converts it to the gradient dtype
  /// and marks it with `zero.annotate` right here, where the backward pass
  /// produced it (stage 2 reduce-scatters it from this point on).
  void setGrad(unsigned param, Value gradF32);

  /// Emits AdamW for every parameter and returns the updated states,
  /// `loss` and `outputs` (one per `addOutput`, in order). Fails (with a
  /// diagnostic) if a parameter has no gradient.
  LogicalResult finish(Value loss, ValueRange outputs = {});

private:
  struct Param {
    std::string name;
    SmallVector<int64_t> shape;
    std::optional<int64_t> layer;
    SmallVector<std::string, 2> dataParallelAxes;
    unsigned firstArg = 0;
    Value grad;
  };
  struct Input {
    std::string name;
    RankedTensorType type;
    unsigned arg = 0;
  };

  /// Master (mixed only), exp_avg, exp_avg_sq.
  unsigned numOptimizerStates() const;
  RankedTensorType weightTensorType(const Param &param) const;

  ModuleOp module;
  StepOptions options;
  OpBuilder builder;
  LinalgBuilder linalg;
  SmallVector<Param> params;
  SmallVector<Input> inputs;
  SmallVector<Type> outputTypes;
  unsigned stepArg = 0;
  func::FuncOp function;
};

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_TRAINSTEP_H
