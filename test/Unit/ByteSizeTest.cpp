//===- ByteSizeTest.cpp - memory sizes given as text ----------------------===//
//
// Checks `parseMemorySize` against the contract in ByteSize.h: every unit
// with its decimal or binary factor, whitespace, what fails, the upper bound
// and truncation of fractional bytes, quirks included, so that a change of
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
  // An A100's or H100's 80 GB.
  EXPECT_EQ(parseMemorySize("80GB"), bytes(uint64_t(80) * 1000 * 1000 * 1000));
}

// Binary units are powers of 1024.
TEST(ParseMemorySizeTest, BinaryUnitsArePowersOf1024) {
  EXPECT_EQ(parseMemorySize("1KiB"), bytes(kKiB));
  EXPECT_EQ(parseMemorySize("1MiB"), bytes(kMiB));
  EXPECT_EQ(parseMemorySize("1GiB"), bytes(kGiB));
  EXPECT_EQ(parseMemorySize("1TiB"), bytes(kTiB));
  // An H200's 141 GiB.
  EXPECT_EQ(parseMemorySize("141GiB"), bytes(141 * kGiB));
}

// The same number in the two systems differs by the factor's ratio.
TEST(ParseMemorySizeTest, DecimalAndBinaryDiffer) {
  EXPECT_NE(parseMemorySize("80GB"), parseMemorySize("80GiB"));
  EXPECT_EQ(parseMemorySize("2kB"), bytes(2000));
  EXPECT_EQ(parseMemorySize("2KiB"), bytes(2048));
}

// A number without a unit counts bytes, in any notation a double accepts.
TEST(ParseMemorySizeTest, BareNumberCountsBytes) {
  EXPECT_EQ(parseMemorySize("1234"), bytes(1234));
  EXPECT_EQ(parseMemorySize("1.5e10"), bytes(15000000000));
  EXPECT_EQ(parseMemorySize("8e10"), bytes(80000000000));
  EXPECT_EQ(parseMemorySize("1E3"), bytes(1000));
  EXPECT_EQ(parseMemorySize("5e+2"), bytes(500));
  EXPECT_EQ(parseMemorySize("+5"), bytes(5));
  EXPECT_EQ(parseMemorySize("5."), bytes(5));
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
  for (const char *text : {"1PB", "1PiB", "1 EiB", "1 EB", "1G", "1Ki", "1M",
                           "1bytes", "1 GBs", "1GB!"})
    EXPECT_FALSE(parseMemorySize(text)) << text;
}

// Zero and negative sizes fail: a device with no memory is a typo.
TEST(ParseMemorySizeTest, ZeroAndNegativeSizesFail) {
  for (const char *text :
       {"0", "0B", "0GB", "0.0", "-0", "-1", "-1GB", "-0.5GiB", "0e10"})
    EXPECT_FALSE(parseMemorySize(text)) << text;
}

// Text that is not a number fails, including what `strtod` would accept.
TEST(ParseMemorySizeTest, NonNumbersFail) {
  for (const char *text :
       {"", "   ", "GB", "kB", "nan", "NaN", "inf", "infGB", "-inf", "0x10",
        "1,5GB", "1--2", ".", "+", "e5", "E5GB", "1.2.3", "eighty GB"})
    EXPECT_FALSE(parseMemorySize(text)) << '"' << text << '"';
}

// A number too large or too small for a double fails: it reads as infinity
// or as zero.
TEST(ParseMemorySizeTest, OutOfRangeDoublesFail) {
  EXPECT_FALSE(parseMemorySize("1e400"));
  EXPECT_FALSE(parseMemorySize("1e400GB"));
  EXPECT_FALSE(parseMemorySize("1e-400"));
}

// Sizes of 2^64 bytes and more fail, in any unit; the cut-off is 1.8e19,
// slightly below 2^64 ≈ 1.845e19, so a few sizes just below 2^64 fail too.
TEST(ParseMemorySizeTest, SizesFromTwoToTheSixtyFourFail) {
  EXPECT_FALSE(parseMemorySize("18446744073709551616")); // 2^64
  EXPECT_FALSE(parseMemorySize("16777216TiB"));          // 2^24 · 2^40
  EXPECT_FALSE(parseMemorySize("18446744073709551615")); // 2^64 − 1
  EXPECT_FALSE(parseMemorySize("16777215TiB"));          // 2^64 − 2^40
  EXPECT_FALSE(parseMemorySize("1.8e19"));
  EXPECT_FALSE(parseMemorySize("18000000TB"));
  EXPECT_FALSE(parseMemorySize("1e300TiB"));
  // 1.79e19 is below the cut-off and exactly representable as a double.
  EXPECT_EQ(parseMemorySize("1.79e19"), bytes(17900000000000000000u));
}

// Fractional bytes are truncated towards zero, not rounded.
TEST(ParseMemorySizeTest, FractionalBytesAreTruncated) {
  EXPECT_EQ(parseMemorySize("1.5"), bytes(1));
  EXPECT_EQ(parseMemorySize("1.9B"), bytes(1));
  EXPECT_EQ(parseMemorySize("1.5kB"), bytes(1500));
  EXPECT_EQ(parseMemorySize("0.5KiB"), bytes(512));
  EXPECT_EQ(parseMemorySize("2.5GiB"), bytes(5 * kGiB / 2));
  // The double nearest 1.005 is 1.00499999999999989..., so 1.005 kB is one
  // byte short of 1005.
  EXPECT_EQ(parseMemorySize("1.005kB"), bytes(1004));
}

// A positive size below one byte truncates to 0 bytes and is accepted,
// although "0" fails (documented in ByteSize.h).
TEST(ParseMemorySizeTest, PositiveSizeBelowOneByteIsZeroBytes) {
  EXPECT_EQ(parseMemorySize("0.5"), bytes(0));
  EXPECT_EQ(parseMemorySize("0.5B"), bytes(0));
  EXPECT_EQ(parseMemorySize("1e-9"), bytes(0));
}

// Integers are exact up to 2^53 and rounded to the nearest double above.
TEST(ParseMemorySizeTest, LargeIntegersAreRoundedToDoublePrecision) {
  EXPECT_EQ(parseMemorySize("9007199254740992"), bytes(uint64_t(1) << 53));
  EXPECT_EQ(parseMemorySize("123456789012345678"),
            bytes(static_cast<uint64_t>(123456789012345678.0)));
  EXPECT_NE(parseMemorySize("123456789012345678"), bytes(123456789012345678u));
}

// An exponent marker without digits is no exponent, so "2EB" (exabytes,
// which is not a unit here) reads as 2 bytes rather than failing
// (documented in ByteSize.h).
TEST(ParseMemorySizeTest, ExponentMarkerWithoutDigitsIsIgnored) {
  EXPECT_EQ(parseMemorySize("1e"), bytes(1));
  EXPECT_EQ(parseMemorySize("2EB"), bytes(2));
  EXPECT_EQ(parseMemorySize("5eB"), bytes(5));
}

} // namespace
