//===- ScheduledCollectives.h - a sharded step's collectives ----*- C++ -*-===//
//
// The collectives part of the scheduled footprint (ScheduledFootprint.cpp):
// the bytes each kind of collective sends per rank, by the grid axes it
// spans; the gathered weights' buffers; and which units the program
// gathers once, never, or keeps gathered. Private to the analysis library.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_ANALYSIS_DETAIL_SCHEDULEDCOLLECTIVES_H
#define ZERO_LIB_ANALYSIS_DETAIL_SCHEDULEDCOLLECTIVES_H

#include "zero/Dialect/Zero/Analysis/BufferSchedule.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "mlir/Support/LLVM.h"

namespace mlir::zero::detail {

/// The fix for a byte count of the program that leaves 64 bits.
inline constexpr StringLiteral kFootprintTooLarge =
    "the scheduled footprint counts bytes in 64 bits; check the tensor "
    "shapes";

/// Counts the collectives of `ops` (the top level of the step's body, in
/// program order) into `footprint`: their number and bytes sent by kind and by
/// grid axes, the largest gather, and, where the program gathers weights for
/// their uses, the units gathered once, never, or kept gathered and why. An
/// all-gather for which `continuesReduction` holds is a step of a gradient's
/// reduction; every other gathers weights, and each such buffer is marked in
/// `schedule`, where `idOf` numbers the body's values. Fails, with an error at
/// the op, when a sum leaves 64 bits.
LogicalResult countScheduledCollectives(
    const StateTable &table, function_ref<bool(Operation *)> continuesReduction,
    ArrayRef<Operation *> ops, function_ref<unsigned(Value)> idOf,
    BufferSchedule &schedule, ScheduledFootprint &footprint);

} // namespace mlir::zero::detail

#endif // ZERO_LIB_ANALYSIS_DETAIL_SCHEDULEDCOLLECTIVES_H
