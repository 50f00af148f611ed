//===- ZeroUtils.h - sizes of model-state tensors -------------*- C++ -*-===//
//
// Byte arithmetic shared by the dialect's verifiers, the state table and the
// memory/traffic model. Every figure zero-opt reports is derived from element
// types in the IR through these functions, never from a constant.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROUTILS_H
#define ZERO_DIALECT_ZERO_IR_ZEROUTILS_H

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include <cstdint>
#include <optional>

namespace mlir::zero {

/// Bits of storage of one element, or nullopt for element types that have no
/// fixed size (index, opaque types).
std::optional<uint64_t> getElementBitWidth(Type elementType);

/// Number of elements of a statically shaped tensor, or nullopt when the
/// shape is dynamic or the count does not fit in 63 bits.
std::optional<uint64_t> getNumElements(ShapedType type);

/// Storage bytes of `numElements` elements of `elementType`, or nullopt on
/// overflow past INT64_MAX. An element narrower than a byte (i1, i4) takes a
/// whole byte, as the LLVM lowering and PyTorch's bool store it; a program
/// that packs them does so in a wider type (i8 holding eight flags).
std::optional<uint64_t> getByteSize(uint64_t numElements, Type elementType);

/// Storage bytes of a value of `type` as a buffer: those of a statically
/// shaped ranked tensor, 0 for anything else (a scalar, or a tensor whose
/// size the program does not fix), nullopt for a tensor too large to count
/// (more than 2^63 - 1 bytes, or elements without a size in bytes). An
/// `index` element counts as the 64 bits the lowering gives it (the data
/// layout's default), as the program's buffers hold it; a model state
/// cannot be one (verifyStateType), as its size would depend on the target.
std::optional<uint64_t> getStaticTensorBytes(Type type);

/// Checks that `type` can carry a `#zero.state`: a ranked tensor with a static
/// shape whose element type has a fixed size and whose byte count fits in 63
/// bits.
LogicalResult verifyStateType(Type type,
                              function_ref<InFlightDiagnostic()> emitError);

//===----------------------------------------------------------------------===//
// The shard layout: flat, row-major, padded (docs/design.md §4)
//===----------------------------------------------------------------------===//

/// The reassociation that folds every dimension of a `rank`-d shape into one
/// (none for a 0-d shape, which reshapes to and from 1 element).
SmallVector<ReassociationIndices> getFlatteningReassociation(int64_t rank);

/// `getFlatteningReassociation` as the attribute the reshape ops hold.
ArrayAttr getFlatteningReassociationAttr(Builder &builder, int64_t rank);

/// `tensor` as a 1-d tensor in row-major order (the order in which a shard
/// layout and every collective split it); a 1-d tensor is returned as is.
Value flattenTensor(OpBuilder &builder, Location loc, Value tensor);

/// The inits of a destination-style op on tensors, in result order: for a
/// linalg structured op its trailing operands, one per result, read without
/// `getDpsInitsMutable`, which rebuilds the operand segment sizes (an
/// attribute) on every call and dominated the analyses' time on big steps.
/// Empty for an op without results.
SmallVector<Value> getTensorInits(DestinationStyleOpInterface op);

/// Calls `read` with each value of `body` (the step's block) that an op
/// nested in the regions of `op`, a top-level op of it, reads: once per
/// read, in walk order. What a linalg.generic's body captures is read where
/// the op runs, as its operands are.
void forEachValueReadInRegions(Operation *op, Block &body,
                               function_ref<void(Value)> read);

/// Scalars and 0-d tensors (learning rate, step count): the same on every
/// rank, they pass into the sharded update as they are, and the ops on them
/// run whole on every rank.
bool isScalarLike(Type type);

/// The highest ZeRO stage that shards the parameter whose weight is argument
/// `index` of `function`: its `zero.max_stage`, at most 2 where it carries
/// `zero.persistent`, else 3 (the dialect has checked both). Every reader of
/// the caps in the IR asks this.
int64_t getArgumentMaxStage(FunctionOpInterface function, unsigned index);

/// Ops whose result only re-lays out (a part of) their first operand's
/// elements without computing: reshapes, casts, slices, bitcasts. Their
/// result can alias the operand's buffer.
bool isViewOp(Operation *op);

/// Reshapes that keep both the element count and the row-major order of the
/// elements (collapse, expand, cast): on a flat shard they are the identity.
bool isFlatOrderReshape(Operation *op);

/// The value a collective operand or a shard was laid out from: looks
/// through the flattening reshapes and the zero padding that the shard
/// layout adds.
Value stripShardLayout(Value value);

/// Where a diagnostic about a function as a whole goes: the location of the
/// module around it. The function's own location is the line of its
/// signature, which for an imported model lists every state (a megabyte of
/// text for Llama 3.1 405B): the diagnostic engine prints that line under
/// the message, and `emitError` on the function op prints the whole body.
Location getWholeFunctionLoc(Operation *function);

/// Where a diagnostic about a result of `function` goes. A result has no
/// location of its own; this is the return's (whose operands are the
/// results), or getWholeFunctionLoc for a function without a body or a
/// terminator.
Location getResultLoc(FunctionOpInterface function);

/// Checks that `step`, which carries no `#zero.plan`, carries none of the
/// marks zero-shard writes on the program it shards either: `zero.shard_of`
/// (a shard of a larger tensor) and `zero.tier` (a state off the device).
/// Read as a single-device step, such a program would be counted as if its
/// shards were whole tensors on the device. `reader` names the pass in the
/// errors, one at each marked argument or result.
LogicalResult checkNoShardingMarksWithoutPlan(FunctionOpInterface step,
                                              StringRef reader);

/// The argument and result attributes of a function, edited in bulk. Each
/// `setArgAttr` of FunctionOpInterface builds the function's whole array of
/// argument attributes anew, so one attribute set on each of thousands of
/// arguments (Llama 3.1 405B has 4,551) costs time quadratic in their
/// number. This reads them once; `commit` writes back what changed, once.
class FunctionAttrBatch {
public:
  explicit FunctionAttrBatch(FunctionOpInterface function);
  Attribute getArgAttr(unsigned index, StringRef name) const;
  void setArgAttr(unsigned index, StringRef name, Attribute value);
  void setResultAttr(unsigned index, StringRef name, Attribute value);
  /// Writes the edited arrays on the function. Call it before the function
  /// gains or loses arguments or results.
  void commit();

private:
  FunctionOpInterface function;
  SmallVector<NamedAttrList> args, results;
  bool argsChanged = false, resultsChanged = false;
};

/// Checks that every symbol under `root` can be printed and read back: an
/// op named `@""` or an attribute referring to `@""` verifies, but MLIR
/// prints the empty name as `@<<INVALID EMPTY SYMBOL>>`, which does not
/// parse. Emits an error at each such op.
LogicalResult verifyPrintableSymbols(Operation *root);

/// The largest data-parallel group zero-opt plans for: MPI and NCCL number
/// ranks with an `int`.
constexpr int64_t kMaxGroupSize = INT32_MAX;

/// The largest layer id a `#zero.state` takes: 2^62 - 1. The passes key
/// hash maps by layer, and `llvm::DenseMap` reserves the largest `int64_t`
/// values as its empty and tombstone keys; a bound far below them (and far
/// above any model's layer count) keeps every id an ordinary key.
constexpr int64_t kMaxLayer = (int64_t(1) << 62) - 1;

/// The number of ranks in the group that `axes` of `grid` span (every axis
/// when `axes` is empty). The one place that derives a group size: the
/// collectives' verifiers, zero-shard, the report, the lowering and zero-run
/// all ask here. Fails when an axis is out of range or listed twice, or a
/// spanned dimension is dynamic, below 1 or makes the product pass
/// `kMaxGroupSize`; says why through `emitError` when one is given.
FailureOr<int64_t>
getGroupSize(shard::GridOp grid, ArrayRef<int16_t> axes = {},
             function_ref<InFlightDiagnostic()> emitError = nullptr);

/// The index of the axis of `grid` that its `zero.axis_names` calls `name`.
/// Fails, saying why through `emitError`, when the grid names no axes or
/// has none of that name (the message lists the names it has).
FailureOr<int16_t> lookupGridAxis(shard::GridOp grid, StringRef name,
                                  function_ref<InFlightDiagnostic()> emitError);

/// The indices of the axes of `grid` that `names` names, in increasing
/// order; reports a name the grid lacks, or one named twice, through
/// `emitError`.
FailureOr<SmallVector<int16_t, 2>>
lookupGridAxes(shard::GridOp grid, ArrayRef<StringRef> names,
               function_ref<InFlightDiagnostic()> emitError);

/// `lookupGridAxes` of the strings of `names` (a `zero.dp_axes`).
FailureOr<SmallVector<int16_t, 2>>
lookupGridAxes(shard::GridOp grid, ArrayAttr names,
               function_ref<InFlightDiagnostic()> emitError);

/// "tp, pp, dp": the axis names of `grid`, or "" when it has none.
std::string describeGridAxisNames(shard::GridOp grid);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_IR_ZEROUTILS_H
