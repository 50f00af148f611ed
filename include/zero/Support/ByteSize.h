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

/// Parses a memory size: a number with an optional unit, decimal (B, kB,
/// MB, GB, TB, PB) or binary (KiB, MiB, GiB, TiB, PiB): "80GB", "141GiB",
/// "1.5e10". Returns the exact number of bytes, rounded to the nearest byte
/// (half up), or nullopt when the text is not such a size.
///
/// The contract, which test/Unit/ByteSizeTest.cpp pins down:
/// - The number is digits with an optional fraction (".5", "5.") and an
///   optional exponent whose marker has digits ("1.5e10", "5e-1kB"); no
///   sign, no "nan", "inf" or hexadecimal.
/// - Whitespace around the text and between the number and the unit is
///   ignored; inside either it is not ("8 0GB" fails).
/// - Units are case-sensitive ("kb" fails: a lower-case b means bits
///   elsewhere). "KB" is another spelling of "kB", decimal.
/// - The size is exact: "1.005kB" is 1005 bytes, every integer up to
///   2^64 − 1 is itself.
/// - A size that rounds to 0 bytes (0, "0.4"), or that is 2^64 bytes or
///   more, fails; so does an unknown unit ("2EB": exabytes are not a unit).
std::optional<uint64_t> parseMemorySize(StringRef text);

} // namespace mlir::zero

#endif // ZERO_SUPPORT_BYTESIZE_H
