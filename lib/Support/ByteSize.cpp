//===- ByteSize.cpp - sizes in bytes given as text ------------------------===//
//
// Parsed exactly, in integers: the number's digits and exponent and the
// unit's factor are multiplied and divided in 128 bits and rounded once, so
// "1.005kB" is 1005 bytes and every integer up to 2^64 − 1 is itself (a
// `double` would make the first 1004 and round the others above 2^53).
//
//===----------------------------------------------------------------------===//

#include "zero/Support/ByteSize.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

namespace {
using uint128 = unsigned __int128;

/// A mantissa takes no further digit once it reaches 10^19, so it stays
/// below 10^20, past 2^64: more integer digits make too large a size, more
/// fraction digits change no byte of a size that fits.
constexpr uint64_t kMantissaLimit = 10'000'000'000'000'000'000u;

/// Bytes in one `unit`, or 0 for a text that is not a unit.
uint64_t getUnitFactor(StringRef unit) {
  constexpr uint64_t kKiB = 1024;
  return llvm::StringSwitch<uint64_t>(unit)
      .Cases({"", "B"}, 1)
      .Cases({"kB", "KB"}, 1'000)
      .Case("MB", 1'000'000)
      .Case("GB", 1'000'000'000)
      .Case("TB", 1'000'000'000'000)
      .Case("PB", 1'000'000'000'000'000)
      .Case("KiB", kKiB)
      .Case("MiB", kKiB * kKiB)
      .Case("GiB", kKiB * kKiB * kKiB)
      .Case("TiB", kKiB * kKiB * kKiB * kKiB)
      .Case("PiB", kKiB * kKiB * kKiB * kKiB * kKiB)
      .Default(0);
}
} // namespace

std::optional<uint64_t> zero::parseMemorySize(StringRef text) {
  text = text.trim();

  // The number: digits, an optional fraction, an optional exponent.
  uint128 mantissa = 0;
  int scaleOfTen = 0; // The value is mantissa · 10^scaleOfTen.
  bool anyDigit = false, inFraction = false;
  size_t i = 0;
  for (; i < text.size(); ++i) {
    char c = text[i];
    if (c == '.' && !inFraction) {
      inFraction = true;
      continue;
    }
    if (!llvm::isDigit(c))
      break;
    anyDigit = true;
    if (mantissa >= kMantissaLimit) {
      if (!inFraction)
        return std::nullopt; // 10^20 bytes or more.
      continue;              // Digits far below a byte.
    }
    mantissa = mantissa * 10 + (c - '0');
    if (inFraction)
      --scaleOfTen;
  }
  if (!anyDigit)
    return std::nullopt;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool negative = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '+' || text[i] == '-'))
      ++i;
    size_t first = i;
    int exponent = 0;
    for (; i < text.size() && llvm::isDigit(text[i]); ++i) {
      if (i - first >= 3)
        return std::nullopt; // |exponent| >= 1000: far out of range.
      exponent = exponent * 10 + (text[i] - '0');
    }
    if (i == first)
      return std::nullopt; // "2EB", "1e": a marker without digits.
    scaleOfTen += negative ? -exponent : exponent;
  }

  uint64_t factor = getUnitFactor(text.substr(i).ltrim());
  if (factor == 0)
    return std::nullopt;

  // mantissa < 10^20 < 2^67 and factor <= 2^50: the product fits in 128
  // bits. Powers of ten then scale it up or, rounding half up, down.
  uint128 bytes = mantissa * factor;
  constexpr uint128 kMax = UINT64_MAX;
  for (; scaleOfTen > 0 && bytes != 0; --scaleOfTen) {
    if (bytes > kMax)
      return std::nullopt;
    bytes *= 10;
  }
  if (scaleOfTen < 0) {
    if (scaleOfTen < -38)
      return std::nullopt; // Below one byte: bytes < 2^117 < 10^38.
    uint128 divisor = 1;
    for (; scaleOfTen < 0; ++scaleOfTen)
      divisor *= 10;
    bytes = (bytes + divisor / 2) / divisor;
  }
  if (bytes == 0 || bytes > kMax)
    return std::nullopt;
  return static_cast<uint64_t>(bytes);
}
