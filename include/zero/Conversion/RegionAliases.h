//===- RegionAliases.h - values that carry a buffer across regions -*- C++
//-*-===//
//
// Before bufferization, a tensor that enters or leaves a region (an
// `scf.yield` of it, an `scf.for` iteration argument) may end up in the same
// buffer as what it becomes on the other side. zero-donate-states places a
// donation after every read of such a value, and zero-confine-writes keeps
// an argument's buffer from being written through one; both find them with
// `walkBufferSharers`.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_REGIONALIASES_H
#define ZERO_CONVERSION_REGIONALIASES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::zero {

/// Appends to `shared` the values that may share `operand`'s buffer across
/// a region boundary: what an `scf.yield` operand becomes (the tied result
/// of its `scf.if`, `scf.for`, `scf.execute_region` or `scf.index_switch`,
/// and the loop's iteration argument), or what an `scf.for` initial value
/// becomes (its iteration argument and result). For any other op with
/// regions, or terminator of one, all of its results and region arguments,
/// as nothing says which. Nothing for a function's return or an operand of
/// an op without regions.
void appendRegionAliases(OpOperand &operand, SmallVectorImpl<Value> &shared);

/// Visits `value` and every value that may share its buffer before
/// bufferization, each once: views of it (`isBufferView`), what carries it
/// into or out of a region (`appendRegionAliases`), and, with
/// `throughInits`, the results of the destination-passing ops whose
/// destination it is (a destination that enters regions, `scf.forall`'s
/// shared outputs, is followed into them either way). `onValue` sees each such
/// value as it is found (with or without uses); `onUse`, when given, each use
/// of each of them with the value used.
void walkBufferSharers(Value value, bool throughInits,
                       function_ref<void(Value)> onValue,
                       function_ref<void(OpOperand &, Value)> onUse = nullptr);

} // namespace mlir::zero

#endif // ZERO_CONVERSION_REGIONALIASES_H
