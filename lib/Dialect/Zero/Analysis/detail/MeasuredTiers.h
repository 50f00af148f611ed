//===- MeasuredTiers.h - where the values of a program live -----*- C++ -*-===//
//
// The tiers part of the scheduled footprint (ScheduledFootprint.cpp).
// Private to the analysis library.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_ANALYSIS_DETAIL_MEASUREDTIERS_H
#define ZERO_LIB_ANALYSIS_DETAIL_MEASUREDTIERS_H

#include "zero/Dialect/Zero/Analysis/BufferSchedule.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

namespace mlir::zero::detail {

/// Places each value of `function`, a per-rank program, in its memory tier
/// (`placeValuesInTiers`, TierPlacement.h). Adds the bytes each transfer
/// moves and the state bytes of each tier to `footprint`, and marks every
/// value off the device in `schedule`, where `idOf` numbers the body's
/// values. Fails, with an error at the op, on what the rule cannot count
/// truly: a transfer from a tier its input is not in, inside a region, or
/// of a tensor of unknown size; an op other than a transfer reading NVMe;
/// a collective reading host memory; an op on the host reading the device
/// without a transfer; a returned value not in its result's tier; a sum
/// past 2^64.
LogicalResult measureTiers(FunctionOpInterface function,
                           function_ref<unsigned(Value)> idOf,
                           BufferSchedule &schedule,
                           ScheduledFootprint &footprint);

} // namespace mlir::zero::detail

#endif // ZERO_LIB_ANALYSIS_DETAIL_MEASUREDTIERS_H
