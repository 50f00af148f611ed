//===- MemRefTest.cpp - the _mlir_ciface_ entry points --------------------===//
//
// Proves that the memref entry points compiled code calls honour a non-zero
// offset and a non-unit stride on input and output (results land at
// offset + i * stride and the elements in between are untouched), derive the
// counts from the descriptors, pass the reduce op through, and work in place.
// Their fatal errors are tested by test/Runtime/memref-misuse.test.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "zero_rt/zero_rt_memref.h"

namespace zero_rt::test {
namespace {

/// A 1-D memref over `storage` as MLIR lays it out for a strided layout.
template <typename T>
StridedMemRefType<T, 1> viewOf(std::vector<T> &storage, int64_t offset,
                               int64_t size, int64_t stride) {
  StridedMemRefType<T, 1> memref;
  memref.basePtr = storage.data();
  memref.data = storage.data();
  memref.offset = offset;
  memref.sizes[0] = size;
  memref.strides[0] = stride;
  return memref;
}

template <typename T> T elementOf(double value, zero_rt_dtype dtype) {
  T element;
  storeValue(dtype, &element, 0, value);
  return element;
}

class MemRef : public ::testing::Test {
protected:
  const int ranks = zero_rt_size();
  const int rank = zero_rt_rank();
  const int64_t n = zero_rt_size();
};

TEST_F(MemRef, AllGatherF32WithOffsetsAndStrides) {
  const int64_t count = 11;
  const float sentinel = -1234.5f;
  std::vector<float> in(3 + 2 * count, sentinel),
      out(5 + 3 * n * count, sentinel);
  for (int64_t i = 0; i < count; ++i)
    in[3 + 2 * i] = static_cast<float>(exactValue(rank, i, ZERO_RT_F32));
  auto inRef = viewOf(in, 3, count, 2);
  auto outRef = viewOf(out, 5, n * count, 3);
  _mlir_ciface_zero_rt_all_gather_f32(&inRef, &outRef);

  for (size_t j = 0; j < out.size(); ++j) {
    bool isElement = j >= 5 && (j - 5) % 3 == 0;
    if (!isElement) {
      EXPECT_EQ(out[j], sentinel) << "gap " << j << " was written";
      continue;
    }
    int64_t flat = static_cast<int64_t>(j - 5) / 3;
    EXPECT_EQ(out[j], exactValue(static_cast<int>(flat / count), flat % count,
                                 ZERO_RT_F32))
        << "element " << flat;
  }
}

TEST_F(MemRef, ReduceScatterBf16AvgIntoStridedOutput) {
  const int64_t shard = 9;
  const uint16_t sentinel = 0x7fc1;
  std::vector<uint16_t> in(4 + n * shard), out(1 + 2 * shard, sentinel);
  for (int64_t j = 0; j < n * shard; ++j)
    in[4 + j] =
        elementOf<uint16_t>(exactValue(rank, j, ZERO_RT_BF16), ZERO_RT_BF16);
  auto inRef = viewOf(in, 4, n * shard, 1);
  auto outRef = viewOf(out, 1, shard, 2);
  _mlir_ciface_zero_rt_reduce_scatter_bf16(&inRef, &outRef, ZERO_RT_AVG);

  EXPECT_EQ(out[0], sentinel);
  for (int64_t i = 0; i < shard; ++i) {
    double sum = 0;
    for (int q = 0; q < ranks; ++q)
      sum += exactValue(q, rank * shard + i, ZERO_RT_BF16);
    EXPECT_EQ(out[1 + 2 * i], elementOf<uint16_t>(sum / ranks, ZERO_RT_BF16))
        << "element " << i;
    EXPECT_EQ(out[2 + 2 * i], sentinel);
  }
}

TEST_F(MemRef, AllReduceI64InPlace) {
  const int64_t count = 13;
  std::vector<int64_t> data(2 + count, -99);
  for (int64_t i = 0; i < count; ++i)
    data[2 + i] = static_cast<int64_t>(exactValue(rank, i, ZERO_RT_I64));
  auto ref = viewOf(data, 2, count, 1);
  _mlir_ciface_zero_rt_all_reduce_i64(&ref, &ref, ZERO_RT_SUM);
  EXPECT_EQ(data[0], -99);
  EXPECT_EQ(data[1], -99);
  for (int64_t i = 0; i < count; ++i) {
    double sum = 0;
    for (int q = 0; q < ranks; ++q)
      sum += exactValue(q, i, ZERO_RT_I64);
    EXPECT_EQ(data[2 + i], static_cast<int64_t>(sum)) << "element " << i;
  }
}

TEST_F(MemRef, OtherDtypesReachTheirCollectives) {
  // f16 all_reduce from a stride-3 input; f64 all_gather; i32 all_reduce.
  const int64_t count = 5;
  std::vector<uint16_t> halfIn(3 * count), halfOut(count);
  for (int64_t i = 0; i < count; ++i)
    halfIn[3 * i] =
        elementOf<uint16_t>(exactValue(rank, i, ZERO_RT_F16), ZERO_RT_F16);
  auto halfInRef = viewOf(halfIn, 0, count, 3);
  auto halfOutRef = viewOf(halfOut, 0, count, 1);
  _mlir_ciface_zero_rt_all_reduce_f16(&halfInRef, &halfOutRef, ZERO_RT_SUM);

  std::vector<double> doubleIn(count), doubleOut(n * count);
  for (int64_t i = 0; i < count; ++i)
    doubleIn[i] = exactValue(rank, i, ZERO_RT_F64);
  auto doubleInRef = viewOf(doubleIn, 0, count, 1);
  auto doubleOutRef = viewOf(doubleOut, 0, n * count, 1);
  _mlir_ciface_zero_rt_all_gather_f64(&doubleInRef, &doubleOutRef);

  std::vector<int32_t> intIn(count), intOut(count);
  for (int64_t i = 0; i < count; ++i)
    intIn[i] = static_cast<int32_t>(exactValue(rank, i, ZERO_RT_I32));
  auto intInRef = viewOf(intIn, 0, count, 1);
  auto intOutRef = viewOf(intOut, 0, count, 1);
  _mlir_ciface_zero_rt_all_reduce_i32(&intInRef, &intOutRef, ZERO_RT_AVG);

  for (int64_t i = 0; i < count; ++i) {
    double sum = 0;
    for (int q = 0; q < ranks; ++q)
      sum += exactValue(q, i, ZERO_RT_F16);
    EXPECT_EQ(halfOut[i], elementOf<uint16_t>(sum, ZERO_RT_F16));
    EXPECT_EQ(intOut[i],
              static_cast<int32_t>(averageOf(sum, ranks, ZERO_RT_I32)));
  }
  for (int64_t j = 0; j < n * count; ++j)
    EXPECT_EQ(doubleOut[j],
              exactValue(static_cast<int>(j / count), j % count, ZERO_RT_F64));
}

} // namespace
} // namespace zero_rt::test
