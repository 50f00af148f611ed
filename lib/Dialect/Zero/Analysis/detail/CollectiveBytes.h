//===- CollectiveBytes.h - what a collective names and sends ----*- C++ -*-===//
//
// Helpers shared by the scheduled footprint (ScheduledFootprint.cpp) and
// CollectiveBytes.cpp, which reads what one collective of a sharded
// program names (its tensors, its grid axes) and sends. Private to the
// analysis library.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_ANALYSIS_DETAIL_COLLECTIVEBYTES_H
#define ZERO_LIB_ANALYSIS_DETAIL_COLLECTIVEBYTES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <utility>

namespace mlir::zero::detail {

/// `sum += value`; false when the sum leaves 64 bits.
[[nodiscard]] inline bool addChecked(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}

/// The tensors a collective produces: its results, less the token of an
/// asynchronous start (which `zero.wait` reads; it holds no bytes).
ValueRange getCollectiveTensors(Operation *collective);

/// The grid axes a collective names (as written: empty for the whole grid)
/// and the number of ranks along them. The op verifier has checked that the
/// grid resolves statically.
std::pair<SmallVector<int16_t>, int64_t> getCollectiveGroup(Operation *op);

/// The shape of the grid a collective names (resolved as the verifier
/// resolved it).
SmallVector<int64_t> getCollectiveGridShape(Operation *op);

} // namespace mlir::zero::detail

#endif // ZERO_LIB_ANALYSIS_DETAIL_COLLECTIVEBYTES_H
