//===- DTypeTest.cpp - conversions and kernels, on one rank ---------------===//
//
// Proves that the bf16/f16 conversions round to nearest-even and keep
// infinities and NaNs (f16 against the compiler's IEEE _Float16 over every
// f16 value and a sweep of f32 bit patterns; bf16 against a reference built
// from double arithmetic), and that the kernels add in f32 and wrap
// integers. These kernels define the numerics of every reduction.
//
//===----------------------------------------------------------------------===//

#include "DType.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace zero_rt::test {
namespace {

TEST(DType, F16ToFloatIsExactForEveryValue) {
#ifdef __FLT16_MAX__
  for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
    uint16_t half = static_cast<uint16_t>(bits);
    _Float16 reference;
    std::memcpy(&reference, &half, sizeof(half));
    float expected = static_cast<float>(reference);
    float actual = f16ToFloat(half);
    if (std::isnan(expected))
      EXPECT_TRUE(std::isnan(actual)) << std::hex << bits;
    else
      ASSERT_EQ(floatBits(actual), floatBits(expected)) << std::hex << bits;
  }
#else
  GTEST_SKIP() << "the compiler has no _Float16 to compare against";
#endif
}

TEST(DType, FloatToF16RoundsLikeIeee) {
#ifdef __FLT16_MAX__
  // A prime stride visits every exponent and many mantissa patterns; the
  // explicit values are the edges (ties, overflow, subnormals).
  auto check = [](uint32_t bits) {
    float value = floatFromBits(bits);
    _Float16 reference = static_cast<_Float16>(value);
    uint16_t expected;
    std::memcpy(&expected, &reference, sizeof(expected));
    uint16_t actual = floatToF16(value);
    if (std::isnan(value))
      EXPECT_TRUE((actual & 0x7c00) == 0x7c00 && (actual & 0x3ff))
          << std::hex << bits;
    else
      ASSERT_EQ(actual, expected) << std::hex << bits;
  };
  for (uint64_t bits = 0; bits <= 0xffffffffull; bits += 65521)
    check(static_cast<uint32_t>(bits));
  for (float value :
       {65504.0f, 65519.0f, 65520.0f, 65536.0f, 0x1p-14f, 0x1p-24f, 0x1p-25f,
        0x1.8p-25f, 0x1p-26f, 0x1.004p-14f, 1.0f + 0x1p-11f, 1.0f + 0x3p-11f,
        -0.0f, std::numeric_limits<float>::infinity()})
    check(floatBits(value));
#else
  GTEST_SKIP() << "the compiler has no _Float16 to compare against";
#endif
}

/// Reference bf16 rounding: pick the nearer of the two neighbours in double
/// arithmetic, ties to the even one.
uint16_t referenceBf16(float value) {
  uint32_t bits = floatBits(value);
  uint16_t down = static_cast<uint16_t>(bits >> 16);
  uint16_t up = static_cast<uint16_t>(down + 1);
  double exact = value;
  double low = bf16ToFloat(down), high = bf16ToFloat(up);
  if (std::isinf(high) && (bits & 0xffff) == 0)
    return down;
  double toLow = std::fabs(exact - low), toHigh = std::fabs(high - exact);
  if (toLow < toHigh)
    return down;
  if (toHigh < toLow)
    return up;
  return (down & 1) ? up : down;
}

TEST(DType, FloatToBf16RoundsToNearestEven) {
  for (uint64_t bits = 0; bits <= 0xffffffffull; bits += 65521) {
    float value = floatFromBits(static_cast<uint32_t>(bits));
    if (std::isnan(value) || std::isinf(value))
      continue;
    // Values that round past the largest bf16 become infinity.
    if (std::fabs(value) >= 0x1.ffp127f)
      continue;
    ASSERT_EQ(floatToBf16(value), referenceBf16(value)) << std::hex << bits;
  }
  EXPECT_EQ(floatToBf16(1.0f), 0x3f80);
  EXPECT_EQ(floatToBf16(1.0f + 0x1p-8f), 0x3f80) << "tie to even (down)";
  EXPECT_EQ(floatToBf16(1.0f + 0x3p-8f), 0x3f82) << "tie to even (up)";
  EXPECT_EQ(floatToBf16(std::numeric_limits<float>::max()), 0x7f80)
      << "rounds to infinity";
  uint16_t nan = floatToBf16(std::numeric_limits<float>::quiet_NaN());
  EXPECT_TRUE(std::isnan(bf16ToFloat(nan)));
  uint16_t signalling =
      floatToBf16(floatFromBits(0x7f800001u)); // Payload only in low bits.
  EXPECT_TRUE(std::isnan(bf16ToFloat(signalling))) << "must not become inf";
}

TEST(DType, HalfKernelsAddInFloatAndRoundOnce) {
  // 256 + 1 is not a bf16 (8 bits of mantissa): the tie rounds to even 256;
  // 256 + 3 rounds up to 260.
  uint16_t a[2] = {floatToBf16(256.0f), floatToBf16(256.0f)};
  uint16_t b[2] = {floatToBf16(1.0f), floatToBf16(3.0f)};
  uint16_t sum[2];
  addElements(ZERO_RT_BF16, sum, a, b, 2);
  EXPECT_EQ(bf16ToFloat(sum[0]), 256.0f);
  EXPECT_EQ(bf16ToFloat(sum[1]), 260.0f);

  uint16_t half[1] = {floatToF16(2048.0f)}, one[1] = {floatToF16(1.0f)};
  addElements(ZERO_RT_F16, half, half, one, 1);
  EXPECT_EQ(f16ToFloat(half[0]), 2048.0f) << "f16 tie to even";

  uint16_t seven[1] = {floatToBf16(7.0f)};
  divideElements(ZERO_RT_BF16, seven, 1, 2);
  EXPECT_EQ(bf16ToFloat(seven[0]), 3.5f);
}

TEST(DType, IntegerKernelsWrapAndTruncate) {
  int8_t a[2] = {120, -7}, b[2] = {10, 0};
  addElements(ZERO_RT_I8, a, a, b, 2);
  EXPECT_EQ(a[0], static_cast<int8_t>(-126)) << "130 wraps";
  divideElements(ZERO_RT_I8, a, 2, 4);
  EXPECT_EQ(a[0], -31) << "-126 / 4 truncates toward zero";
  EXPECT_EQ(a[1], -1);

  int64_t big[1] = {std::numeric_limits<int64_t>::max()}, one[1] = {1};
  addElements(ZERO_RT_I64, big, big, one, 1);
  EXPECT_EQ(big[0], std::numeric_limits<int64_t>::min());

  uint8_t u[1] = {250}, v[1] = {10};
  addElements(ZERO_RT_U8, u, u, v, 1);
  EXPECT_EQ(u[0], 4);
}

} // namespace
} // namespace zero_rt::test
