//===- ByteSizeTest.cpp - memory sizes given as text ----------------------===//
//
// Checks `parseMemorySize` against the contract in ByteSize.h: every unit
// with its decimal or binary factor, whitespace, what fails, exactness, the
// bounds and the rounding of fractional bytes, so that a change of
// behaviour shows here before it shows in `zero-shard device-memory=`.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/ByteSize.h"

#include "gtest/gtest.h"

#include <cstdint>

using namespace mlir;
using namespace mlir::zero;

namespace {

constexpr uint64_t kKiB = 1024;
constexpr uint64_t kMiB = kKiB * 1024;
constexpr uint64_t kGiB = kMiB * 1024;
constexpr uint64_t kTiB = kGiB * 1024;

std::optional<uint64_t> bytes(uint64_t value) { return value; }

// Decimal units are powers of 1000; "KB" is another spelling of "kB".
TEST(ParseMemorySizeTest, DecimalUnitsArePowersOfAThousand) {
  EXPECT_EQ(parseMemorySize("1B"), bytes(1));
  EXPECT_EQ(parseMemorySize("1kB"), bytes(1000));
  EXPECT_EQ(parseMemorySize("1KB"), bytes(1000));
  EXPECT_EQ(parseMemorySize("1MB"), bytes(1000 * 1000));
  EXPECT_EQ(parseMemorySize("1GB"), bytes(uint64_t(1000) * 1000 * 1000));
  EXPECT_EQ(parseMemorySize("1TB"), bytes(uint64_t(1000) * 1000 * 1000 * 1000));
  EXPECT_EQ(parseMemorySize("1PB"),
            bytes(uint64_t(1000) * 1000 * 1000 * 1000 * 1000));
  // An A100's or H100's 80 GB.
  EXPECT_EQ(parseMemorySize("80GB"), bytes(uint64_t(80) * 1000 * 1000 * 1000));
}

// Binary units are powers of 1024.
TEST(ParseMemorySizeTest, BinaryUnitsArePowersOf1024) {
  EXPECT_EQ(parseMemorySize("1KiB"), bytes(kKiB));
  EXPECT_EQ(parseMemorySize("1MiB"), bytes(kMiB));
  EXPECT_EQ(parseMemorySize("1GiB"), bytes(kGiB));
  EXPECT_EQ(parseMemorySize("1TiB"), bytes(kTiB));
  EXPECT_EQ(parseMemorySize("1PiB"), bytes(kTiB * kKiB));
  // An H200's 141 GiB.
  EXPECT_EQ(parseMemorySize("141GiB"), bytes(141 * kGiB));
}

// The same number in the two systems differs by the factor's ratio.
TEST(ParseMemorySizeTest, DecimalAndBinaryDiffer) {
  EXPECT_NE(parseMemorySize("80GB"), parseMemorySize("80GiB"));
  EXPECT_EQ(parseMemorySize("2kB"), bytes(2000));
  EXPECT_EQ(parseMemorySize("2KiB"), bytes(2048));
}

// A number without a unit counts bytes; fractions and exponents are read
// exactly.
TEST(ParseMemorySizeTest, BareNumberCountsBytes) {
  EXPECT_EQ(parseMemorySize("1234"), bytes(1234));
  EXPECT_EQ(parseMemorySize("1.5e10"), bytes(15000000000));
  EXPECT_EQ(parseMemorySize("8e10"), bytes(80000000000));
  EXPECT_EQ(parseMemorySize("1E3"), bytes(1000));
  EXPECT_EQ(parseMemorySize("5e+2"), bytes(500));
  EXPECT_EQ(parseMemorySize("5."), bytes(5));
  EXPECT_EQ(parseMemorySize("0005"), bytes(5));
}

// Exponents and units combine.
TEST(ParseMemorySizeTest, ExponentsCombineWithUnits) {
  EXPECT_EQ(parseMemorySize("1E3kB"), bytes(1000 * 1000));
  EXPECT_EQ(parseMemorySize("5e-1kB"), bytes(500));
  EXPECT_EQ(parseMemorySize(".5GB"), bytes(500 * 1000 * 1000));
}

// Whitespace around the text and between number and unit is ignored; inside
// the number or the unit it is an error.
TEST(ParseMemorySizeTest, WhitespaceAroundAndBetweenIsIgnored) {
  EXPECT_EQ(parseMemorySize(" 80GB "), parseMemorySize("80GB"));
  EXPECT_EQ(parseMemorySize("\t80 GB\n"), parseMemorySize("80GB"));
  EXPECT_EQ(parseMemorySize("80  GiB"), parseMemorySize("80GiB"));
  EXPECT_EQ(parseMemorySize("3 B"), bytes(3));
  EXPECT_FALSE(parseMemorySize("8 0GB"));
  EXPECT_FALSE(parseMemorySize("80 G B"));
  EXPECT_FALSE(parseMemorySize("1 B B"));
}

// Units are case-sensitive: a lower-case "b" would mean bits elsewhere.
TEST(ParseMemorySizeTest, UnitsAreCaseSensitive) {
  for (const char *text :
       {"1gb", "1Gb", "1gB", "1kb", "1Kb", "1kib", "1KIB", "1gib", "1b", "1mb"})
    EXPECT_FALSE(parseMemorySize(text)) << text;
}

// Units outside the list fail rather than being read as bytes.
TEST(ParseMemorySizeTest, UnknownUnitsFail) {
  for (const char *text : {"1EiB", "1 EiB", "1 EB", "2EB", "1G", "1Ki", "1M",
                           "1bytes", "1 GBs", "1GB!"})
    EXPECT_FALSE(parseMemorySize(text)) << text;
}

// Zero and negative sizes fail: a device with no memory is a typo.
TEST(ParseMemorySizeTest, ZeroAndNegativeSizesFail) {
  for (const char *text :
       {"0", "0B", "0GB", "0.0", "-0", "-1", "-1GB", "-0.5GiB", "0e10"})
    EXPECT_FALSE(parseMemorySize(text)) << text;
}

// Text that is not a number fails, including what `strtod` would accept
// (signs, nan, inf, hexadecimal) and an exponent marker without digits.
TEST(ParseMemorySizeTest, NonNumbersFail) {
  for (const char *text :
       {"",     "   ",   "GB",        "kB",   "nan", "NaN", "inf",  "infGB",
        "-inf", "0x10",  "1,5GB",     "1--2", ".",   "+",   "+5",   "e5",
        "E5GB", "1.2.3", "eighty GB", "1e",   "5eB", "1e+", "1e-GB"})
    EXPECT_FALSE(parseMemorySize(text)) << '"' << text << '"';
}

// Exponents far out of range fail rather than overflowing.
TEST(ParseMemorySizeTest, OutOfRangeExponentsFail) {
  EXPECT_FALSE(parseMemorySize("1e400"));
  EXPECT_FALSE(parseMemorySize("1e400GB"));
  EXPECT_FALSE(parseMemorySize("1e-400"));
  EXPECT_FALSE(parseMemorySize("1e99999"));
}

// Sizes of 2^64 bytes and more fail, in any unit; 2^64 − 1 itself and the
// sizes just below it are exact.
TEST(ParseMemorySizeTest, SizesFromTwoToTheSixtyFourFail) {
  EXPECT_FALSE(parseMemorySize("18446744073709551616")); // 2^64
  EXPECT_FALSE(parseMemorySize("16777216TiB"));          // 2^24 · 2^40
  EXPECT_FALSE(parseMemorySize("1.9e19"));
  EXPECT_FALSE(parseMemorySize("1e300TiB"));
  EXPECT_FALSE(parseMemorySize("100000000000000000000000")); // 10^23
  EXPECT_EQ(parseMemorySize("18446744073709551615"), bytes(UINT64_MAX));
  EXPECT_EQ(parseMemorySize("16777215TiB"), bytes(UINT64_MAX - kTiB + 1));
  EXPECT_EQ(parseMemorySize("1.8e19"), bytes(18000000000000000000u));
}

// Fractional bytes round to the nearest byte, half up, from the exact
// decimal value (no binary floating point in between).
TEST(ParseMemorySizeTest, FractionalBytesRoundToNearest) {
  EXPECT_EQ(parseMemorySize("1.4"), bytes(1));
  EXPECT_EQ(parseMemorySize("1.5"), bytes(2));
  EXPECT_EQ(parseMemorySize("1.9B"), bytes(2));
  EXPECT_EQ(parseMemorySize("1.5kB"), bytes(1500));
  EXPECT_EQ(parseMemorySize("0.5KiB"), bytes(512));
  EXPECT_EQ(parseMemorySize("2.5GiB"), bytes(5 * kGiB / 2));
  // Exactly 1005: a double would read 1.005 as 1.00499999... and give 1004.
  EXPECT_EQ(parseMemorySize("1.005kB"), bytes(1005));
  // Digits far below a byte change nothing.
  EXPECT_EQ(parseMemorySize("1.000000000000000000000000001GB"),
            bytes(1000000000));
}

// Sizes that round to no byte at all fail, as zero does.
TEST(ParseMemorySizeTest, SizesBelowHalfAByteFail) {
  EXPECT_FALSE(parseMemorySize("0.4"));
  EXPECT_FALSE(parseMemorySize("0.4B"));
  EXPECT_FALSE(parseMemorySize("1e-9"));
  EXPECT_EQ(parseMemorySize("0.5"), bytes(1));
}

// Integers are exact to the last digit, past 2^53.
TEST(ParseMemorySizeTest, LargeIntegersAreExact) {
  EXPECT_EQ(parseMemorySize("9007199254740993"),
            bytes((uint64_t(1) << 53) + 1));
  EXPECT_EQ(parseMemorySize("123456789012345678"), bytes(123456789012345678u));
}

} // namespace
