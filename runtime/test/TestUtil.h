//===- TestUtil.h - helpers shared by the runtime's gtest suite -*- C++ -*-===//
//
// The tests run under mpirun: every rank executes every test, and each test
// calls the same collectives in the same order on all ranks. Data is a
// deterministic function of (rank, index), so each rank can compute the
// expected result of a collective on its own.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_TEST_TESTUTIL_H
#define ZERO_RT_TEST_TESTUTIL_H

#include "zero_rt/zero_rt.h"

#include "DType.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace zero_rt::test {

/// The C ABI's three collectives, for parameterized tests and their names.
enum class Kind {
  AllGather = ZERO_RT_ALL_GATHER,
  ReduceScatter = ZERO_RT_REDUCE_SCATTER,
  AllReduce = ZERO_RT_ALL_REDUCE
};

inline const char *kindName(Kind kind) {
  return zero_rt_collective_name(static_cast<zero_rt_collective>(kind));
}

constexpr zero_rt_dtype kAllDtypes[] = {ZERO_RT_F32, ZERO_RT_F64, ZERO_RT_BF16,
                                        ZERO_RT_F16, ZERO_RT_I8,  ZERO_RT_U8,
                                        ZERO_RT_I32, ZERO_RT_I64};

inline bool isUnsigned(zero_rt_dtype dtype) { return dtype == ZERO_RT_U8; }
inline bool isInteger(zero_rt_dtype dtype) {
  return dtype == ZERO_RT_I8 || dtype == ZERO_RT_U8 || dtype == ZERO_RT_I32 ||
         dtype == ZERO_RT_I64;
}

/// A small integer that depends on rank and index: in [-8, 8] ([0, 16] for
/// unsigned types). Sums over up to 4 ranks and their averages (quarters)
/// are exact in every dtype, so results compare bit for bit whatever order
/// the reduction takes.
inline double exactValue(int rank, size_t index, zero_rt_dtype dtype) {
  double value =
      static_cast<double>((static_cast<size_t>(rank) * 7 + index * 3) % 17);
  return isUnsigned(dtype) ? value : value - 8;
}

/// Stores `value` (exactly representable) as element `index` of `dtype`.
inline void storeValue(zero_rt_dtype dtype, void *base, size_t index,
                       double value) {
  switch (dtype) {
  case ZERO_RT_F32:
    static_cast<float *>(base)[index] = static_cast<float>(value);
    return;
  case ZERO_RT_F64:
    static_cast<double *>(base)[index] = value;
    return;
  case ZERO_RT_BF16:
    static_cast<uint16_t *>(base)[index] =
        floatToBf16(static_cast<float>(value));
    return;
  case ZERO_RT_F16:
    static_cast<uint16_t *>(base)[index] =
        floatToF16(static_cast<float>(value));
    return;
  case ZERO_RT_I8:
    static_cast<int8_t *>(base)[index] = static_cast<int8_t>(value);
    return;
  case ZERO_RT_U8:
    static_cast<uint8_t *>(base)[index] = static_cast<uint8_t>(value);
    return;
  case ZERO_RT_I32:
    static_cast<int32_t *>(base)[index] = static_cast<int32_t>(value);
    return;
  case ZERO_RT_I64:
    static_cast<int64_t *>(base)[index] = static_cast<int64_t>(value);
    return;
  }
}

/// A buffer of `count` elements of `dtype`.
class TypedBuffer {
public:
  TypedBuffer(zero_rt_dtype dtype, size_t count)
      : dtype_(dtype), count_(count), bytes_(count * dtypeSize(dtype) + 1) {}

  void *data() { return bytes_.data(); }
  const void *data() const { return bytes_.data(); }
  size_t count() const { return count_; }
  size_t byteSize() const { return count_ * dtypeSize(dtype_); }
  zero_rt_dtype dtype() const { return dtype_; }
  void set(size_t index, double value) {
    storeValue(dtype_, data(), index, value);
  }
  void fill(uint8_t byte) { std::memset(data(), byte, bytes_.size()); }

  /// Index of the first element whose bits differ, or -1.
  long firstDifference(const TypedBuffer &other) const {
    size_t elementBytes = dtypeSize(dtype_);
    for (size_t i = 0; i < count_ && i < other.count_; ++i)
      if (std::memcmp(bytes_.data() + i * elementBytes,
                      other.bytes_.data() + i * elementBytes, elementBytes))
        return static_cast<long>(i);
    return count_ == other.count_ ? -1 : static_cast<long>(count_);
  }

private:
  zero_rt_dtype dtype_;
  size_t count_;
  std::vector<uint8_t> bytes_; // One spare byte: data() is never null.
};

/// The reference of an average: truncating for integers, exact otherwise.
inline double averageOf(double sum, int ranks, zero_rt_dtype dtype) {
  double quotient = sum / ranks;
  return isInteger(dtype) ? std::trunc(quotient) : quotient;
}

inline const char *algorithmName(zero_rt_algorithm algorithm) {
  return algorithm == ZERO_RT_ALGO_NATIVE ? "native" : "ring";
}

/// Sets the algorithm for the scope of a test and restores the default.
class ScopedAlgorithm {
public:
  explicit ScopedAlgorithm(zero_rt_algorithm algorithm)
      : saved_(zero_rt_get_algorithm()) {
    EXPECT_EQ(zero_rt_set_algorithm(algorithm), ZERO_RT_SUCCESS);
  }
  ~ScopedAlgorithm() { zero_rt_set_algorithm(saved_); }

private:
  zero_rt_algorithm saved_;
};

/// Deterministic non-integer data (a linear congruential generator): sums
/// of these round, so they show whether the reduction order is fixed.
inline float noisyValue(int rank, size_t index) {
  uint64_t state = (static_cast<uint64_t>(rank) + 1) * 0x9e3779b97f4a7c15ull +
                   index * 0xbf58476d1ce4e5b9ull;
  state ^= state >> 31;
  state *= 0x94d049bb133111ebull;
  state ^= state >> 29;
  // A value in [-1, 1) with a spread of exponents.
  double unit = static_cast<double>(state >> 11) / 9007199254740992.0;
  return static_cast<float>((unit * 2 - 1) * std::ldexp(1.0, (state & 7)));
}

} // namespace zero_rt::test

#endif // ZERO_RT_TEST_TESTUTIL_H
