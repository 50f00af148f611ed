//===- Passes.h - front-end passes ----------------------------*- C++ -*-===//
//
// `zero-add-optimizer`: what a front end that emits loss and gradients
// needs to produce zero-opt's training step (see Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_PASSES_H
#define ZERO_IMPORT_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

namespace mlir::zero {

#define GEN_PASS_DECL
#include "zero/Import/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "zero/Import/Passes.h.inc"

} // namespace mlir::zero

#endif // ZERO_IMPORT_PASSES_H
