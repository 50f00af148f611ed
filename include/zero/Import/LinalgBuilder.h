//===- LinalgBuilder.h - tensor compute in einsum notation ----*- C++ -*-===//
//
// The importers write a model's forward and backward pass as a sequence of
// `linalg.generic` ops on tensors. Spelling out indexing maps for each of
// them would bury the model under affine-map boilerplate, so this builder
// describes every generic in Einstein notation instead:
//
//   contract("bsd,nd->bsn", x, w)      // x @ w^T, summed over `d`
//   reduce("bsd->bs", {x}, 0.0, ...)   // a row reduction
//   map("bsd,d->bsd", {x, w}, f32, ...) // elementwise with a broadcast
//
// Each letter is one loop; letters of the output are parallel loops, the
// others are reductions. A letter's size comes from the first input that has
// it (or from `extraLoops` when no input has it, e.g. a gather).
//
// All compute is in f32, whatever the tensors store: a body sees every
// floating-point operand narrower than f32 (a bf16 weight or activation)
// extended to f32, and the f32 value it yields for a bf16 output is
// truncated, so mixed precision shows up only in the tensor types (bf16
// weights and gradients, and the activations zero-import stores in bf16).
// Contractions accumulate in f32 and convert their sum afterwards.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_LINALGBUILDER_H
#define ZERO_IMPORT_LINALGBUILDER_H

#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <utility>

namespace mlir::zero::import {

/// Sizes of loops that no input of a generic indexes, as (letter, size).
using ExtraLoops = ArrayRef<std::pair<char, int64_t>>;

/// The scalars a body reads, one per operand of the generic (inputs, then
/// outputs): a floating-point one narrower than f32 reads as f32. It is
/// extended where the body first reads it, so an output's argument that the
/// body never reads (a map's bf16 init) costs no operation.
class BodyArgs {
public:
  BodyArgs(OpBuilder &b, Location loc, ValueRange block)
      : b(b), loc(loc), block(block), widened(block.size()) {}

  Value operator[](size_t i) const;
  size_t size() const { return block.size(); }
  /// The last `n` arguments, widened as `operator[]` does.
  SmallVector<Value> take_back(size_t n) const;

private:
  OpBuilder &b;
  Location loc;
  ValueRange block;
  mutable SmallVector<Value> widened;
};

/// What the body callback of a generic sees: the builder positioned inside
/// the body, one f32 scalar per input (then the accumulator of a reduction,
/// or the outputs' current elements), and the loop indices by letter.
class LinalgBuilder;

class BodyContext {
public:
  BodyContext(LinalgBuilder &owner, OpBuilder &b, Location loc, ValueRange args,
              StringRef loops)
      : b(b), loc(loc), args(b, loc, args), owner(owner), loops(loops) {}

  OpBuilder &b;
  Location loc;
  BodyArgs args;

  /// The current iteration of loop `letter` (a `linalg.index`).
  Value index(char letter) const;
  /// `value` as f32 (extends bf16, passes f32 through): for what a body
  /// reads other than its arguments (a `tensor.extract`), which `args`
  /// already widens.
  Value f32(Value value) const;
  /// An f32 constant (hoisted to the function entry, see
  /// `LinalgBuilder::scalar`).
  Value constant(double value) const;

  // Scalar f32 arithmetic, so bodies read like the formulas they implement.
  Value add(Value lhs, Value rhs) const;
  Value sub(Value lhs, Value rhs) const;
  Value mul(Value lhs, Value rhs) const;
  Value div(Value lhs, Value rhs) const;
  Value neg(Value value) const;
  Value exp(Value value) const;
  Value max(Value lhs, Value rhs) const;
  /// The logistic function 1 / (1 + exp(-x)).
  Value sigmoid(Value value) const;

private:
  LinalgBuilder &owner;
  StringRef loops;
};

using BodyFn = function_ref<Value(BodyContext &)>;
using MultiBodyFn = function_ref<SmallVector<Value>(BodyContext &)>;

/// Builds tensor compute at the builder's insertion point.
class LinalgBuilder {
public:
  LinalgBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  OpBuilder &getBuilder() { return b; }
  Location getLoc() const { return loc; }
  Type f32() { return b.getF32Type(); }

  /// Creates scalar constants once, at the start of `block` (the function
  /// entry), where the canonicalizer would put them anyway; bodies capture
  /// them. Without a block, constants are created in place.
  void setConstantBlock(Block *block);
  /// A scalar constant of a float type.
  Value scalar(double value, Type elementType);

  /// `tensor.empty` + `linalg.fill`: a tensor of one value, without a dense
  /// constant that would spell out (or later materialize) every element.
  Value filled(ArrayRef<int64_t> shape, Type elementType, double value);
  Value zeros(ArrayRef<int64_t> shape, Type elementType) {
    return filled(shape, elementType, 0.0);
  }

  /// An all-parallel generic with one result of `elementType` (the body's
  /// f32 value is truncated for a bf16 result).
  Value map(StringRef spec, ValueRange inputs, Type elementType, BodyFn body,
            ExtraLoops extraLoops = {});
  /// An all-parallel generic with several results, all indexed like the
  /// output of `spec`.
  SmallVector<Value> mapMulti(StringRef spec, ValueRange inputs,
                              TypeRange elementTypes, MultiBodyFn body,
                              ExtraLoops extraLoops = {});
  /// An all-parallel generic that overwrites `outputs` (destination-passing
  /// style): the body sees the inputs' elements, then the outputs' current
  /// elements, and returns the new ones. Updates a state in place.
  SmallVector<Value> mapInto(StringRef spec, ValueRange inputs,
                             ValueRange outputs, MultiBodyFn body) {
    return build(spec, inputs, SmallVector<Value>(outputs), body);
  }
  /// A generic whose f32 result starts at `init` and which the body updates:
  /// the last body argument is the accumulator.
  Value reduce(StringRef spec, ValueRange inputs, double init, BodyFn body,
               ExtraLoops extraLoops = {});

  /// Sum of products in f32 as a `linalg.contract`, e.g.
  /// `contract("bsd,nd->bsn", x, w)` (bf16 operands are extended), stored as
  /// `elementType` (default: the accumulator's, else f32). With an
  /// `accumulator` of the result's shape the sum starts from it: an f32 one
  /// is the contraction's init, which fuses a residual add or a sum of
  /// matmuls; a bf16 one is added to the f32 sum by an elementwise generic,
  /// so that nothing accumulates in bf16. A bf16 result without a bf16
  /// accumulator is the f32 sum converted.
  Value contract(StringRef spec, Value lhs, Value rhs, Value accumulator = {},
                 Type elementType = {});
  /// Sum / maximum over the letters that `spec` drops.
  Value sum(StringRef spec, Value input);
  Value max(StringRef spec, Value input);

  // Elementwise f32 arithmetic on tensors of one shape.
  Value add(Value lhs, Value rhs);
  Value sub(Value lhs, Value rhs);
  Value mul(Value lhs, Value rhs);
  /// Converts every element to `elementType` (bf16 <-> f32) with an
  /// `arith.truncf`/`arith.extf` on the whole tensor.
  Value convert(Value input, Type elementType);

  /// `tensor.expand_shape` / `tensor.collapse_shape` with static shapes.
  Value expand(Value input, ArrayRef<int64_t> shape,
               ArrayRef<ReassociationIndices> groups);
  Value collapse(Value input, ArrayRef<ReassociationIndices> groups);
  /// `x[..., offset : offset + size]` of the last dimension (a view).
  Value sliceLast(Value x, int64_t offset, int64_t size);

  /// The einsum spec of an elementwise op on `numInputs` tensors of `rank`.
  static std::string elementwiseSpec(unsigned rank, unsigned numInputs);

private:
  SmallVector<Value> build(StringRef spec, ValueRange inputs,
                           ArrayRef<Value> inits, MultiBodyFn body);
  SmallVector<int64_t> outputShape(StringRef spec, ValueRange inputs,
                                   ExtraLoops extraLoops);

  OpBuilder &b;
  Location loc;
  /// Where hoisted constants go, and the ones made so far.
  Block *constantBlock = nullptr;
  DenseMap<std::pair<Type, uint64_t>, Value> constants;
};

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_LINALGBUILDER_H
