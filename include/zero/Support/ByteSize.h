//===- ByteSize.h - sizes in bytes given as text ----------------*- C++ -*-===//
//
// The memory of one device as the user writes it on a pass option
// (`zero-shard`'s `device-memory=80GB`). Parsed once, here, so that every
// option and tool that takes a size accepts the same spellings.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_BYTESIZE_H
#define ZERO_SUPPORT_BYTESIZE_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::zero {

/// Parses a memory size: a number with an optional unit, decimal (B, kB, MB,
/// GB, TB) or binary (KiB, MiB, GiB, TiB): "80GB", "141GiB", "1.5e10".
///
/// The exact contract, which test/Unit/ByteSizeTest.cpp pins down:
/// - Whitespace around the text and between the number and the unit is
///   ignored; inside either it is not ("8 0GB" fails).
/// - Units are case-sensitive. "KB" is accepted as a spelling of "kB" and is
///   decimal (1000 bytes), not 1024; "kb", "gb", "KIB" fail.
/// - The number is read as a `double`, so it may carry a fraction, a sign
///   and an exponent ("+5", ".5GB", "5e-1kB"), and integers beyond 2^53 are
///   rounded to the nearest `double` ("123456789012345678" is
///   123456789012345680 bytes).
/// - The byte count is truncated towards zero, not rounded: "1.5" is 1
///   byte, and "1.005kB" is 1004 bytes because the `double` nearest 1.005
///   lies just below it. A positive size below one byte ("0.5", "1e-9") is
///   therefore accepted as 0 bytes, although "0" itself fails.
/// - A number that is zero, negative, not a number at all ("nan", "inf",
///   "0x10"), or whose underflow makes it zero fails, as do an empty text and
///   an unknown unit.
/// - Sizes of 1.8e19 bytes or more fail (slightly below 2^64 ≈ 1.845e19, so
///   that the conversion to `uint64_t` never overflows).
/// - An exponent marker with no digits is read as no exponent: "1e" is 1
///   byte, and "2EB" (exabytes, which is not a unit here) is 2 bytes with
///   unit "B" rather than a failure.
std::optional<uint64_t> parseMemorySize(StringRef text);

} // namespace mlir::zero

#endif // ZERO_SUPPORT_BYTESIZE_H
