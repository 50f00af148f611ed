//===- InitialValues.h - the same tensors on every world size -*- C++ -*-===//
//
// zero-run's runs must be comparable across stages and world sizes, so
// every value it feeds a step is a pure function of the seed and of the
// value's place in the *full* tensor, never of the rank or of N:
//
// - element k of a state's full, flattened tensor comes from a counter-based
//   hash of (seed, the state's name, k); rank r copies elements
//   [r*S, (r+1)*S) of the zero-padded tensor, exactly as `zero-shard` lays
//   its shard out (docs/design.md §4);
// - element g of step t's *global* batch of data input j comes from
//   (seed, j, t, g), with the global batch N times the per-rank batch along
//   dimension 0; rank r takes the r-th slice. A single process running the
//   same model with an N times larger batch sees the same global batch.
//
// Weights start as small uniform values scaled by 1/sqrt(fan_in) (fan_in =
// the last dimension), 1-d weights (norms' scales, biases: the IR does not
// tell them apart) uniform in 1 +- 0.1; a master copy equals its weight
// before rounding; other optimizer states and gradients start at 0 (AdamW's
// moments). Token ids (integer data) are uniform in [0, tokenRange).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_INITIALVALUES_H
#define ZERO_RUN_INITIALVALUES_H

#include "StepSignature.h"

#include <cstdint>
#include <string>

namespace zero_run {

/// Writes this rank's storage of `state`: shard `shardIndex` (the rank's
/// place in its shard group), or the whole tensor.
void fillState(const StepArgument &state, uint64_t seed, int64_t shardIndex,
               void *buffer);

/// Writes this rank's micro-batch of data input `data` for 1-based `step`:
/// slice `rank` of the global batch along dimension 0.
void fillData(const StepArgument &data, uint64_t seed, int64_t step,
              int64_t rank, int64_t tokenRange, void *buffer);

/// Stores `value` as element `index` of a buffer of `elementType` (f32,
/// f64, bf16, f16 rounded to nearest even; i32, i64 truncated).
void storeElement(mlir::Type elementType, void *buffer, size_t index,
                  double value);

/// Reads element `index` of a buffer of a float `elementType`.
double loadElement(mlir::Type elementType, const void *buffer, size_t index);

/// FNV-1a, 64 bits, over `bytes` bytes.
uint64_t fnv1a(const void *data, size_t bytes,
               uint64_t hash = 0xcbf29ce484222325ULL);

/// A checksum as zero-run prints it: "0x" and 16 hex digits.
std::string formatChecksum(uint64_t checksum);

} // namespace zero_run

#endif // ZERO_RUN_INITIALVALUES_H
