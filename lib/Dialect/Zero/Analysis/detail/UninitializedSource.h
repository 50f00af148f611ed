//===- UninitializedSource.h - undefined state results ----------*- C++ -*-===//
//
// Whether a value a training step returns as a state was written at all:
// the state table (StateTable.cpp) rejects a state result created without
// being written (a `tensor.empty`, an `alloc_tensor` without `copy`, a
// matmul accumulating into one) or written only in part by insert_slices.
// Private to the state table; a file of its own because the walk back
// through views, linalg ops and slice chains is a question apart from
// matching marks to results.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_ANALYSIS_DETAIL_UNINITIALIZEDSOURCE_H
#define ZERO_LIB_ANALYSIS_DETAIL_UNINITIALIZEDSOURCE_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

namespace mlir::zero::detail {

/// A state result written only in part: `insert` (the last of the
/// insert_slices into an unwritten destination) leaves `total - written`
/// of its `total` elements undefined.
struct PartialWrite {
  Operation *insert = nullptr;
  int64_t written = 0;
  int64_t total = 0;
  /// `written` is an upper bound: the slices' sizes are known, not where
  /// they go.
  bool atMost = false;
};

/// The op that created `value` without writing it, if `value` is such a
/// value, a view of one, or the result of a linalg op that accumulates
/// into one (a `linalg.matmul` into a `tensor.empty` never filled): the
/// roots are `tensor.empty` and `bufferization.alloc_tensor` without
/// `copy`. Their contents are undefined, so a state stored from them
/// differs between runs and between stages (each lowers the step to
/// different buffers). `reader` is set to the first linalg op on the way
/// that reads the undefined value.
Operation *getUninitializedSource(Value value, Operation *&reader,
                                  PartialWrite &partial);

} // namespace mlir::zero::detail

#endif // ZERO_LIB_ANALYSIS_DETAIL_UNINITIALIZEDSOURCE_H
