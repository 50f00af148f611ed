//===- DType.cpp - element types and the reduction kernels ----------------===//

#include "DType.h"

#include <type_traits>

namespace zero_rt {

bool isValidDtype(int dtype) {
  return dtype >= ZERO_RT_F32 && dtype <= ZERO_RT_I64;
}

size_t dtypeSize(zero_rt_dtype dtype) {
  switch (dtype) {
  case ZERO_RT_F32:
  case ZERO_RT_I32:
    return 4;
  case ZERO_RT_F64:
  case ZERO_RT_I64:
    return 8;
  case ZERO_RT_BF16:
  case ZERO_RT_F16:
    return 2;
  case ZERO_RT_I8:
  case ZERO_RT_U8:
    return 1;
  }
  return 0;
}

const char *dtypeName(zero_rt_dtype dtype) {
  switch (dtype) {
  case ZERO_RT_F32:
    return "f32";
  case ZERO_RT_F64:
    return "f64";
  case ZERO_RT_BF16:
    return "bf16";
  case ZERO_RT_F16:
    return "f16";
  case ZERO_RT_I8:
    return "i8";
  case ZERO_RT_U8:
    return "u8";
  case ZERO_RT_I32:
    return "i32";
  case ZERO_RT_I64:
    return "i64";
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// IEEE binary16
//===----------------------------------------------------------------------===//

float f16ToFloat(uint16_t value) {
  uint32_t sign = static_cast<uint32_t>(value & 0x8000u) << 16;
  uint32_t exponent = (value >> 10) & 0x1fu;
  uint32_t mantissa = value & 0x3ffu;
  if (exponent == 0) {
    // Zero or subnormal: mantissa * 2^-24, exact in f32.
    float magnitude = static_cast<float>(mantissa) * 0x1p-24f;
    return floatFromBits(floatBits(magnitude) | sign);
  }
  if (exponent == 0x1f) // Infinity or NaN; the NaN payload is kept.
    return floatFromBits(sign | 0x7f800000u | (mantissa << 13));
  return floatFromBits(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

uint16_t floatToF16(float value) {
  uint32_t bits = floatBits(value);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  uint32_t magnitude = bits & 0x7fffffffu;

  if (magnitude >= 0x7f800000u) { // Infinity, or NaN kept quiet.
    if (magnitude == 0x7f800000u)
      return sign | 0x7c00u;
    return sign | 0x7e00u | static_cast<uint16_t>((magnitude >> 13) & 0x3ffu);
  }
  // 65520 is half-way between the largest f16 (65504, odd mantissa) and
  // 65536; ties go to even, which is infinity.
  if (magnitude >= 0x477ff000u)
    return sign | 0x7c00u;

  if (magnitude < 0x38800000u) {
    // Below the smallest normal f16 (2^-14): the result is a subnormal
    // m * 2^-24. Up to and including 2^-25 (a tie with 0) it rounds to zero.
    if (magnitude <= 0x33000000u)
      return sign;
    uint32_t exponent = magnitude >> 23;
    uint32_t significand = (magnitude & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - exponent; // 14..24
    uint32_t result = significand >> shift;
    uint32_t remainder = significand & ((1u << shift) - 1);
    uint32_t half = 1u << (shift - 1);
    if (remainder > half || (remainder == half && (result & 1u)))
      ++result; // May become 0x400, the smallest normal: still correct.
    return sign | static_cast<uint16_t>(result);
  }

  // Normal: rebias the exponent, keep 10 mantissa bits, round the other 13.
  uint32_t exponent = (magnitude >> 23) - 127 + 15;
  uint32_t mantissa = magnitude & 0x7fffffu;
  uint32_t result = (exponent << 10) | (mantissa >> 13);
  uint32_t remainder = mantissa & 0x1fffu;
  if (remainder > 0x1000u || (remainder == 0x1000u && (result & 1u)))
    ++result; // A carry into the exponent is the correct rounding.
  return sign | static_cast<uint16_t>(result);
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

namespace {

template <typename T>
void addTyped(void *dst, const void *a, const void *b, size_t count) {
  T *out = static_cast<T *>(dst);
  const T *lhs = static_cast<const T *>(a);
  const T *rhs = static_cast<const T *>(b);
  for (size_t i = 0; i < count; ++i) {
    if constexpr (std::is_integral_v<T>) {
      // Unsigned arithmetic wraps instead of overflowing (undefined for
      // signed types); the bit pattern is the two's-complement sum.
      using U = std::make_unsigned_t<T>;
      out[i] = static_cast<T>(static_cast<U>(lhs[i]) + static_cast<U>(rhs[i]));
    } else {
      out[i] = lhs[i] + rhs[i];
    }
  }
}

template <float (*Widen)(uint16_t), uint16_t (*Narrow)(float)>
void addHalf(void *dst, const void *a, const void *b, size_t count) {
  uint16_t *out = static_cast<uint16_t *>(dst);
  const uint16_t *lhs = static_cast<const uint16_t *>(a);
  const uint16_t *rhs = static_cast<const uint16_t *>(b);
  for (size_t i = 0; i < count; ++i)
    out[i] = Narrow(Widen(lhs[i]) + Widen(rhs[i]));
}

template <typename T> void divideTyped(void *data, size_t count, int divisor) {
  T *values = static_cast<T *>(data);
  const T typedDivisor = static_cast<T>(divisor);
  for (size_t i = 0; i < count; ++i)
    values[i] = static_cast<T>(values[i] / typedDivisor);
}

template <float (*Widen)(uint16_t), uint16_t (*Narrow)(float)>
void divideHalf(void *data, size_t count, int divisor) {
  uint16_t *values = static_cast<uint16_t *>(data);
  const float floatDivisor = static_cast<float>(divisor);
  for (size_t i = 0; i < count; ++i)
    values[i] = Narrow(Widen(values[i]) / floatDivisor);
}

} // namespace

void addElements(zero_rt_dtype dtype, void *dst, const void *a, const void *b,
                 size_t count) {
  switch (dtype) {
  case ZERO_RT_F32:
    return addTyped<float>(dst, a, b, count);
  case ZERO_RT_F64:
    return addTyped<double>(dst, a, b, count);
  case ZERO_RT_BF16:
    return addHalf<bf16ToFloat, floatToBf16>(dst, a, b, count);
  case ZERO_RT_F16:
    return addHalf<f16ToFloat, floatToF16>(dst, a, b, count);
  case ZERO_RT_I8:
    return addTyped<int8_t>(dst, a, b, count);
  case ZERO_RT_U8:
    return addTyped<uint8_t>(dst, a, b, count);
  case ZERO_RT_I32:
    return addTyped<int32_t>(dst, a, b, count);
  case ZERO_RT_I64:
    return addTyped<int64_t>(dst, a, b, count);
  }
}

void divideElements(zero_rt_dtype dtype, void *data, size_t count,
                    int divisor) {
  switch (dtype) {
  case ZERO_RT_F32:
    return divideTyped<float>(data, count, divisor);
  case ZERO_RT_F64:
    return divideTyped<double>(data, count, divisor);
  case ZERO_RT_BF16:
    return divideHalf<bf16ToFloat, floatToBf16>(data, count, divisor);
  case ZERO_RT_F16:
    return divideHalf<f16ToFloat, floatToF16>(data, count, divisor);
  case ZERO_RT_I8:
    return divideTyped<int8_t>(data, count, divisor);
  case ZERO_RT_U8:
    return divideTyped<uint8_t>(data, count, divisor);
  case ZERO_RT_I32:
    return divideTyped<int32_t>(data, count, divisor);
  case ZERO_RT_I64:
    return divideTyped<int64_t>(data, count, divisor);
  }
}

} // namespace zero_rt
