//===- IndexBounds.h - how large an integer input may be -------*- C++ -*-===//
//
// zero-run draws integer inputs (token ids) itself, and a value the step
// uses as an index must stay inside the tensor it indexes: an id past the
// embedding read and wrote outside the buffer (a segfault, or a corrupted
// heap and a hang). The bound is read from the step's IR, not from names:
// the values of the input are followed through the ops that carry them
// unchanged to the ops that use them as an index.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_INDEXBOUNDS_H
#define ZERO_RUN_INDEXBOUNDS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <optional>
#include <string>

namespace zero_run {

/// Every value of an integer input must be below `limit`.
struct IndexBound {
  int64_t limit = 0;
  /// What it indexes, for messages: "dimension 0 (256) of
  /// model.embed_tokens.weight, a tensor<256x64xbf16>".
  std::string indexed;
};

/// Follows the values of `input`, an integer tensor argument of the step,
/// through reshapes, slices and casts of its tensor, `tensor.extract` of an
/// element, linalg block arguments and index casts or extensions, to every
/// use as an index: an index of `tensor.extract`/`tensor.insert`, an offset
/// of `tensor.extract_slice`/`tensor.insert_slice`. Returns the smallest
/// bound those uses put on a value (the size of the indexed dimension,
/// less the slice size plus one), or nullopt when no value of the input is
/// used as an index with a static bound. `nameOf` names a function argument
/// (a model state) the indexed tensor comes from, if it can.
std::optional<IndexBound> findIndexBound(
    mlir::BlockArgument input,
    llvm::function_ref<std::optional<std::string>(mlir::BlockArgument)> nameOf);

} // namespace zero_run

#endif // ZERO_RUN_INDEXBOUNDS_H
