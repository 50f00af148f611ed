//===- NcclTestUtil.h - helpers of the NCCL backend's suite -----*- C++ -*-===//
//
// The suite runs under mpirun, one rank per GPU, with the runtime on the
// nccl backend. Host data comes from TestUtil.h (exactly representable
// values that depend on rank and index), travels to device buffers from
// zero_rt_alloc, and comes back to be compared with a host reference.
//
// Where no CUDA device is visible the runtime cannot start; main records
// why, and every test skips with that message (GTEST_SKIP), so gtest and
// the summary line report them as skipped, never as passed.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_TEST_NCCL_NCCLTESTUTIL_H
#define ZERO_RT_TEST_NCCL_NCCLTESTUTIL_H

#include "TestUtil.h"

#include <cuda_runtime.h>

#include <cmath>
#include <string>

namespace zero_rt::test::nccl {

/// "" when the runtime is up on a GPU, else why every test is skipped.
extern std::string skipReason;

#define ZERO_RT_SKIP_WITHOUT_DEVICE()                                          \
  do {                                                                         \
    if (!::zero_rt::test::nccl::skipReason.empty())                            \
      GTEST_SKIP() << ::zero_rt::test::nccl::skipReason;                       \
  } while (false)

class NcclTest : public ::testing::Test {
protected:
  void SetUp() override { ZERO_RT_SKIP_WITHOUT_DEVICE(); }
  int ranks() const { return zero_rt_size(); }
  int rank() const { return zero_rt_rank(); }
};

template <typename Param>
class NcclParamTest : public ::testing::TestWithParam<Param> {
protected:
  void SetUp() override { ZERO_RT_SKIP_WITHOUT_DEVICE(); }
  int ranks() const { return zero_rt_size(); }
  int rank() const { return zero_rt_rank(); }
};

#define ASSERT_CUDA(expression)                                                \
  ASSERT_EQ((expression), cudaSuccess)                                         \
      << #expression << ": " << cudaGetErrorString(cudaGetLastError())

/// `count` elements of `dtype` in device memory from zero_rt_alloc.
class DeviceBuffer {
public:
  DeviceBuffer(zero_rt_dtype dtype, size_t count)
      : dtype_(dtype), count_(count),
        ptr_(zero_rt_alloc(count * dtypeSize(dtype))) {}
  ~DeviceBuffer() { zero_rt_free(ptr_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;

  void *data() const { return ptr_; }
  size_t count() const { return count_; }
  size_t byteSize() const { return count_ * dtypeSize(dtype_); }
  /// Element `index`'s address.
  void *at(size_t index) const {
    return static_cast<char *>(ptr_) + index * dtypeSize(dtype_);
  }

  /// Synchronous copies on the legacy default stream (the runtime's default
  /// compute stream, so they are ordered with the collectives).
  cudaError_t upload(const TypedBuffer &host) const {
    return cudaMemcpy(ptr_, host.data(), byteSize(), cudaMemcpyHostToDevice);
  }
  cudaError_t download(TypedBuffer &host) const {
    return cudaMemcpy(host.data(), ptr_, byteSize(), cudaMemcpyDeviceToHost);
  }
  cudaError_t fillBytes(int byte) const {
    return cudaMemset(ptr_, byte, byteSize());
  }

private:
  zero_rt_dtype dtype_;
  size_t count_;
  void *ptr_;
};

/// Element `index` of `dtype` at `base`, as a double.
inline double loadValue(zero_rt_dtype dtype, const void *base, size_t index) {
  switch (dtype) {
  case ZERO_RT_F32:
    return static_cast<const float *>(base)[index];
  case ZERO_RT_F64:
    return static_cast<const double *>(base)[index];
  case ZERO_RT_BF16:
    return bf16ToFloat(static_cast<const uint16_t *>(base)[index]);
  case ZERO_RT_F16:
    return f16ToFloat(static_cast<const uint16_t *>(base)[index]);
  case ZERO_RT_I8:
    return static_cast<const int8_t *>(base)[index];
  case ZERO_RT_U8:
    return static_cast<const uint8_t *>(base)[index];
  case ZERO_RT_I32:
    return static_cast<const int32_t *>(base)[index];
  case ZERO_RT_I64:
    return static_cast<double>(static_cast<const int64_t *>(base)[index]);
  }
  return NAN;
}

/// Machine epsilon of the float dtypes; 0 for integers.
inline double epsilonOf(zero_rt_dtype dtype) {
  switch (dtype) {
  case ZERO_RT_F32:
    return std::ldexp(1.0, -23);
  case ZERO_RT_F64:
    return std::ldexp(1.0, -52);
  case ZERO_RT_BF16:
    return std::ldexp(1.0, -7);
  case ZERO_RT_F16:
    return std::ldexp(1.0, -10);
  default:
    return 0;
  }
}

/// How far an average may be from the reference. NCCL's ncclAvg on floats
/// multiplies every contribution by 1/N (rounded to the dtype) before it
/// sums; with N a power of two that is exact on the suite's data, otherwise
/// each of the N terms (|x| <= 8) may be off by a few ulps.
inline double averageTolerance(zero_rt_dtype dtype, int ranks) {
  if (isInteger(dtype) || (ranks & (ranks - 1)) == 0)
    return 0;
  return 2.0 * ranks * 8.0 * epsilonOf(dtype);
}

/// Index of the first element of `got` that differs from `expected`: in its
/// bits when `tolerance` is 0, else by more than `tolerance`. -1 if none.
inline long firstMismatch(const TypedBuffer &got, const TypedBuffer &expected,
                          double tolerance) {
  if (tolerance == 0)
    return got.firstDifference(expected);
  for (size_t i = 0; i < got.count(); ++i)
    if (!(std::fabs(loadValue(got.dtype(), got.data(), i) -
                    loadValue(expected.dtype(), expected.data(), i)) <=
          tolerance))
      return static_cast<long>(i);
  return -1;
}

} // namespace zero_rt::test::nccl

#endif // ZERO_RT_TEST_NCCL_NCCLTESTUTIL_H
