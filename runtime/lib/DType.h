//===- DType.h - element types and the reduction kernels --------*- C++ -*-===//
//
// Everything the runtime knows about element types: sizes and names, the
// bf16/f16 <-> f32 conversions, and the elementwise kernels the reductions run.
// Backends use these kernels so that the ring, the native MPI path's
// user-defined ops and the tests' references all round the same way.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_DTYPE_H
#define ZERO_RT_LIB_DTYPE_H

#include "zero_rt/zero_rt.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace zero_rt {

/// True for the values of `zero_rt_dtype`; the C ABI receives plain ints.
bool isValidDtype(int dtype);

/// Bytes per element, 0 for an invalid dtype.
size_t dtypeSize(zero_rt_dtype dtype);

/// "f32", "bf16", ...; "?" for an invalid dtype.
const char *dtypeName(zero_rt_dtype dtype);

//===----------------------------------------------------------------------===//
// 16-bit floats
//===----------------------------------------------------------------------===//

inline uint32_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

inline float floatFromBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// bf16 is the upper half of an f32, so widening is a shift.
inline float bf16ToFloat(uint16_t value) {
  return floatFromBits(static_cast<uint32_t>(value) << 16);
}

/// Rounds to nearest, ties to even; NaNs stay NaNs (quieted) rather than
/// rounding into infinity.
inline uint16_t floatToBf16(float value) {
  uint32_t bits = floatBits(value);
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    return static_cast<uint16_t>((bits >> 16) | 0x0040u);
  // Adding 0x7fff plus the lowest kept bit rounds half-way cases to even; a
  // carry out of the mantissa correctly bumps the exponent (up to infinity).
  uint32_t roundingBias = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<uint16_t>((bits + roundingBias) >> 16);
}

float f16ToFloat(uint16_t value);
uint16_t floatToF16(float value);

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

/// dst[i] = a[i] + b[i] for `count` elements of `dtype`; `dst` may alias `a`
/// or `b`. bf16/f16 widen to f32 and round back; integers wrap.
void addElements(zero_rt_dtype dtype, void *dst, const void *a, const void *b,
                 size_t count);

/// data[i] = data[i] / divisor: the final step of an average. Integers
/// truncate; bf16/f16 divide in f32 and round back.
void divideElements(zero_rt_dtype dtype, void *data, size_t count, int divisor);

} // namespace zero_rt

#endif // ZERO_RT_LIB_DTYPE_H
