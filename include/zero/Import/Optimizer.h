//===- Optimizer.h - the optimizer update of a training step ---*- C++ -*-===//
//
// The elementwise update that ends every training step zero-opt's front ends
// build: zero-import's steps and the zero-add-optimizer pass (for steps that
// come from another compiler, e.g. PyTorch through torch-mlir) both emit it
// from here, so that the two update parameters with the same operations.
//
// Every update is one all-parallel `linalg.generic` per parameter that reads
// the gradient and overwrites the parameter's states in place: each rank
// can apply it to its shard alone, which is what ZeRO needs of an optimizer.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_OPTIMIZER_H
#define ZERO_IMPORT_OPTIMIZER_H

#include "zero/Import/LinalgBuilder.h"
#include "zero/Import/ModelConfig.h"

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::zero::import {

/// The names of the states a parameter carries after its weight, in
/// argument order. `hasMaster`: the weight is narrower than f32 (mixed
/// precision), so an f32 master copy comes first and is what the optimizer
/// updates; the weight is then its rounded copy.
SmallVector<StringRef> getOptimizerStateNames(const OptimizerOptions &options,
                                              bool hasMaster);

/// The element type of the optimizer state `name` (one of
/// getOptimizerStateNames): the master copy is f32; the moments are f32,
/// or bf16 with `OptimizerOptions::bf16Moments`.
Type getOptimizerStateType(const OptimizerOptions &options, StringRef name,
                           MLIRContext *context);

/// Emits the updates at the insertion point of `linalg`'s builder.
class ParamUpdateBuilder {
public:
  ParamUpdateBuilder(LinalgBuilder &linalg, const OptimizerOptions &options)
      : linalg(linalg), options(options) {}

  /// The scalars of this step, computed once and captured by every
  /// parameter's update. `stepCounter` is the step number t (a 0-d f32
  /// tensor, 1 on the first step); null for an optimizer that needs none.
  void beginStep(Value stepCounter);

  /// The update of one parameter: `weight` and its `states` (as
  /// getOptimizerStateNames lists them) and the gradient, which has the
  /// weight's type. Returns the new weight and states in the same order
  /// (without a master, the weight is the first of them).
  SmallVector<Value> update(Value grad, Value weight, ValueRange states);

private:
  LinalgBuilder &linalg;
  const OptimizerOptions &options;
  /// AdamW: lr / (1 - beta1^t) and 1 / sqrt(1 - beta2^t).
  Value stepSize, invSqrtBiasCorrection2;
};

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_OPTIMIZER_H
