//===- Checksum.h - zero-sum64, the checkpoint's checksum ------*- C++ -*-===//
//
// zero-sum64 (docs/checkpoint-format.md) is a sum, modulo 2^64, of one
// 64-bit term per element, computed from the element's bits and its index
// in the flattened state. A sum of per-element terms can be computed in
// pieces by different ranks and added up, which is what lets a loader at
// another world size check a slice it reads only part of.
//
// Two implementations compute the same function: a portable one, and one
// for x86-64 CPUs with AVX-512 (DQ), whose 64-bit vector multiplication
// computes eight terms at once. `checksumElements` picks the fastest the
// CPU has; the others are here so that tests can hold them to each other.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CHECKPOINT_CHECKSUM_H
#define ZERO_CHECKPOINT_CHECKSUM_H

#include <cstdint>

namespace mlir::zero::checkpoint {

/// The checksum of elements [first, first + count) of a state, `data`
/// holding them: the sum, modulo 2^64, of a 64-bit term of each element's
/// bits and its index in the flattened state. Since the term is a
/// bijection of the bits for a given index, changing any single element
/// always changes the sum. `elementBytes` is 2, 4 or 8; any other size is
/// checksummed byte by byte (count * elementBytes terms).
uint64_t checksumElements(const void *data, uint64_t first, uint64_t count,
                          unsigned elementBytes);

/// The same function, one element at a time on any CPU.
uint64_t checksumElementsPortable(const void *data, uint64_t first,
                                  uint64_t count, unsigned elementBytes);

/// Whether this build and this CPU have the AVX-512 implementation.
bool hasVectorChecksum();

/// The same function with AVX-512; only when `hasVectorChecksum()`.
uint64_t checksumElementsVector(const void *data, uint64_t first,
                                uint64_t count, unsigned elementBytes);

} // namespace mlir::zero::checkpoint

#endif // ZERO_CHECKPOINT_CHECKSUM_H
