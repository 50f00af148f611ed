//===- MemRefTest.cpp - the _mlir_ciface_ entry points --------------------===//
//
// Proves that the memref entry points compiled code calls honour a non-zero
// offset and a non-unit stride on input and output (results land at
// offset + i * stride and the elements in between are untouched), derive the
// counts from the descriptors, pass the reduce op through, and work in place.
// Their fatal errors are tested by test/Runtime/memref-misuse.test.
//
// The bucket entry points (begin, one enqueue per tensor, end, one wait per
// tensor) give, byte for byte, what the single-tensor entry points give -
// every element of every output, the gaps of strided memrefs, the inputs
// and the bytes sent - for buckets of mixed dtypes and sizes, strided,
// empty and in-place tensors, under both algorithms (ring on data whose
// sums round, native on exact data), and one bucket after another. Their
// misuse is tested by test/Runtime/memref-bucket-misuse.test.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "zero_rt/zero_rt_memref.h"

#include <cstring>
#include <vector>

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

TEST_F(MemRef, TransferCopiesStridedAndCountsEachDirection) {
  zero_rt_reset_counters();
  const int64_t count = 7;
  const float sentinel = -1234.5f;
  std::vector<float> device(2 + 3 * count, sentinel),
      host(1 + 2 * count, sentinel);
  for (int64_t i = 0; i < count; ++i)
    device[2 + 3 * i] = static_cast<float>(exactValue(rank, i, ZERO_RT_F32));
  auto deviceRef = viewOf(device, 2, count, 3);
  auto hostRef = viewOf(host, 1, count, 2);
  _mlir_ciface_zero_rt_transfer_f32(&deviceRef, &hostRef, ZERO_RT_TIER_DEVICE,
                                    ZERO_RT_TIER_HOST);
  for (size_t j = 0; j < host.size(); ++j) {
    bool isElement = j >= 1 && (j - 1) % 2 == 0;
    EXPECT_EQ(host[j], isElement ? device[2 + 3 * ((j - 1) / 2)] : sentinel)
        << "host element " << j;
  }
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_DEVICE, ZERO_RT_TIER_HOST),
            count * sizeof(float));
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_DEVICE),
            0u);
  // bf16 back to the device: 2 bytes an element, counted the other way.
  std::vector<uint16_t> in(count, 0x3f80), out(count, 0);
  auto inRef = viewOf(in, 0, count, 1);
  auto outRef = viewOf(out, 0, count, 1);
  _mlir_ciface_zero_rt_transfer_bf16(&inRef, &outRef, ZERO_RT_TIER_HOST,
                                     ZERO_RT_TIER_DEVICE);
  EXPECT_EQ(out, in);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_DEVICE),
            count * sizeof(uint16_t));
  EXPECT_EQ(zero_rt_bytes_transferred(static_cast<zero_rt_tier>(7),
                                      ZERO_RT_TIER_HOST),
            0u);
  zero_rt_reset_counters();
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_DEVICE, ZERO_RT_TIER_HOST),
            0u);
}

// The host copy a transfer to the host writes is allocated in the host
// tier by compiled code (zero-place-tier-tensors): counted there and in
// the host tier's peak, not in the device's; none for no elements.
TEST_F(MemRef, HostTierAllocationIsCountedThere) {
  zero_rt_reset_counters();
  const uint64_t device = zero_rt_bytes_allocated();
  const uint64_t host = zero_rt_host_bytes_allocated();
  EXPECT_EQ(zero_rt_host_peak_bytes_allocated(), host);
  StridedMemRefType<double, 1> copy{};
  _mlir_ciface_zero_rt_alloc_host_f64(&copy, 25);
  ASSERT_NE(copy.data, nullptr) << zero_rt_last_error();
  EXPECT_EQ(copy.basePtr, copy.data);
  EXPECT_EQ(copy.offset, 0);
  EXPECT_EQ(copy.sizes[0], 25);
  EXPECT_EQ(copy.strides[0], 1);
  copy.data[24] = 1.5; // Memory the step can write.
  EXPECT_EQ(zero_rt_host_bytes_allocated(), host + 200);
  EXPECT_EQ(zero_rt_bytes_allocated(), device);
  EXPECT_EQ(zero_rt_free(copy.basePtr), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_host_bytes_allocated(), host);
  EXPECT_EQ(zero_rt_host_peak_bytes_allocated(), host + 200);
  zero_rt_reset_counters();
  EXPECT_EQ(zero_rt_host_peak_bytes_allocated(), host);
  StridedMemRefType<float, 1> empty{};
  _mlir_ciface_zero_rt_alloc_host_f32(&empty, 0);
  EXPECT_EQ(empty.data, nullptr);
  EXPECT_EQ(empty.sizes[0], 0);
  EXPECT_EQ(zero_rt_free(empty.basePtr), ZERO_RT_SUCCESS);
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

//===----------------------------------------------------------------------===//
// Buckets
//===----------------------------------------------------------------------===//

/// A 1-D memref over bytes the test owns, whatever its element type.
struct MemRefSpec {
  uint8_t *data = nullptr;
  int64_t offset = 0, size = 0, stride = 1;
};

template <typename T> StridedMemRefType<T, 1> typed(const MemRefSpec &spec) {
  StridedMemRefType<T, 1> memref;
  memref.basePtr = memref.data = reinterpret_cast<T *>(spec.data);
  memref.offset = spec.offset;
  memref.sizes[0] = spec.size;
  memref.strides[0] = spec.stride;
  return memref;
}

enum class Call { Single, Enqueue, Wait };

/// Calls the entry point of `call`, `kind` and `dtype` on `in` and `out`.
void callEntry(Call call, Kind kind, zero_rt_dtype dtype, const MemRefSpec &in,
               const MemRefSpec &out, int32_t op) {
  switch (dtype) {
#define ZERO_RT_TEST_CALL_ENTRY(DT, T, DTYPE)                                  \
  case DTYPE: {                                                                \
    StridedMemRefType<T, 1> inRef = typed<T>(in), outRef = typed<T>(out);      \
    const bool bucket = call == Call::Enqueue;                                 \
    if (call == Call::Wait)                                                    \
      return _mlir_ciface_zero_rt_bucket_wait_##DT(&inRef, &outRef);           \
    switch (kind) {                                                            \
    case Kind::AllGather:                                                      \
      return bucket ? _mlir_ciface_zero_rt_bucket_all_gather_##DT(&inRef,      \
                                                                  &outRef)     \
                    : _mlir_ciface_zero_rt_all_gather_##DT(&inRef, &outRef);   \
    case Kind::ReduceScatter:                                                  \
      return bucket ? _mlir_ciface_zero_rt_bucket_reduce_scatter_##DT(         \
                          &inRef, &outRef, op)                                 \
                    : _mlir_ciface_zero_rt_reduce_scatter_##DT(&inRef,         \
                                                               &outRef, op);   \
    case Kind::AllReduce:                                                      \
      return bucket                                                            \
                 ? _mlir_ciface_zero_rt_bucket_all_reduce_##DT(&inRef,         \
                                                               &outRef, op)    \
                 : _mlir_ciface_zero_rt_all_reduce_##DT(&inRef, &outRef, op);  \
    }                                                                          \
    return;                                                                    \
  }
    ZERO_RT_TEST_CALL_ENTRY(f32, float, ZERO_RT_F32)
    ZERO_RT_TEST_CALL_ENTRY(f64, double, ZERO_RT_F64)
    ZERO_RT_TEST_CALL_ENTRY(bf16, uint16_t, ZERO_RT_BF16)
    ZERO_RT_TEST_CALL_ENTRY(f16, uint16_t, ZERO_RT_F16)
    ZERO_RT_TEST_CALL_ENTRY(i32, int32_t, ZERO_RT_I32)
    ZERO_RT_TEST_CALL_ENTRY(i64, int64_t, ZERO_RT_I64)
#undef ZERO_RT_TEST_CALL_ENTRY
  default:
    ADD_FAILURE() << "no memref entry point for " << zero_rt_dtype_name(dtype);
  }
}

/// The layout of one tensor of a bucket: its C ABI count, the strides of
/// its input and output memrefs (1: contiguous), whether it is an in-place
/// all_reduce.
struct TensorShape {
  zero_rt_dtype dtype;
  int64_t count;
  int64_t inStride = 1, outStride = 1;
  bool inPlace = false;
};

/// One tensor's storage: input and output memrefs at an offset of 3
/// elements inside byte vectors pre-filled with a sentinel that no result
/// can equal (0xa5 bytes: tiny negative floats, large negative integers).
struct TensorStorage {
  static constexpr uint8_t kSentinel = 0xa5;
  static constexpr int64_t kOffset = 3;

  TensorStorage(const TensorShape &shape, Kind kind, int rank, int64_t ranks,
                bool noisy)
      : shape(shape) {
    int64_t inSize = shape.count, outSize = shape.count;
    if (kind == Kind::AllGather)
      outSize *= ranks;
    if (kind == Kind::ReduceScatter)
      inSize *= ranks;
    const size_t elementBytes = zero_rt_dtype_size(shape.dtype);
    auto allocate = [&](std::vector<uint8_t> &bytes, MemRefSpec &spec,
                        int64_t size, int64_t stride) {
      bytes.assign((kOffset + std::max<int64_t>(size, 1) * stride) *
                       elementBytes,
                   kSentinel);
      spec = {bytes.data(), kOffset, size, stride};
    };
    allocate(inBytes, in, inSize, shape.inStride);
    for (int64_t i = 0; i < inSize; ++i) {
      double value =
          noisy && !isInteger(shape.dtype)
              ? noisyValue(rank, static_cast<size_t>(i))
              : exactValue(rank, static_cast<size_t>(i), shape.dtype);
      storeValue(shape.dtype, inBytes.data(),
                 static_cast<size_t>(kOffset + i * shape.inStride), value);
    }
    if (shape.inPlace)
      out = in;
    else
      allocate(outBytes, out, outSize, shape.outStride);
  }

  /// Whether an element of the output still holds the sentinel.
  bool outputHasSentinel() const {
    const size_t elementBytes = zero_rt_dtype_size(shape.dtype);
    std::vector<uint8_t> sentinel(elementBytes, kSentinel);
    for (int64_t i = 0; i < out.size; ++i)
      if (!std::memcmp(out.data + (out.offset + i * out.stride) * elementBytes,
                       sentinel.data(), elementBytes))
        return true;
    return false;
  }

  TensorShape shape;
  std::vector<uint8_t> inBytes, outBytes;
  MemRefSpec in, out;
};

class MemRefBucket : public ::testing::TestWithParam<zero_rt_algorithm> {
protected:
  /// Runs `shapes` once through the single-tensor entry points and once as
  /// one bucket, on the same data, and expects the same bytes everywhere
  /// and the same bytes sent.
  void expectBucketEqualsSingleCalls(Kind kind, int32_t op,
                                     const std::vector<TensorShape> &shapes) {
    ScopedAlgorithm scoped(GetParam());
    // The ring's order is fixed, so rounding data must give equal bits;
    // MPI's own collectives may change the order between calls.
    const bool noisy = GetParam() == ZERO_RT_ALGO_RING;
    // Reserved: an in-place tensor's `out` points into its own `inBytes`.
    std::vector<TensorStorage> single, bucket;
    single.reserve(shapes.size());
    bucket.reserve(shapes.size());
    for (const TensorShape &shape : shapes) {
      single.emplace_back(shape, kind, rank, ranks, noisy);
      bucket.emplace_back(shape, kind, rank, ranks, noisy);
    }

    uint64_t before = zero_rt_bytes_sent();
    for (TensorStorage &tensor : single)
      callEntry(Call::Single, kind, tensor.shape.dtype, tensor.in, tensor.out,
                op);
    const uint64_t singleBytes = zero_rt_bytes_sent() - before;

    before = zero_rt_bytes_sent();
    zero_rt_bucket_begin();
    for (TensorStorage &tensor : bucket)
      callEntry(Call::Enqueue, kind, tensor.shape.dtype, tensor.in, tensor.out,
                op);
    zero_rt_bucket_end();
    for (TensorStorage &tensor : bucket)
      callEntry(Call::Wait, kind, tensor.shape.dtype, tensor.in, tensor.out,
                op);
    EXPECT_EQ(zero_rt_bytes_sent() - before, singleBytes);

    for (size_t t = 0; t < shapes.size(); ++t) {
      SCOPED_TRACE("tensor " + std::to_string(t) + " (" +
                   zero_rt_dtype_name(shapes[t].dtype) + ")");
      EXPECT_FALSE(single[t].outputHasSentinel())
          << "the single-tensor entry point left an element unwritten";
      EXPECT_TRUE(single[t].inBytes == bucket[t].inBytes);
      EXPECT_TRUE(single[t].outBytes == bucket[t].outBytes)
          << "the bucket's output differs from the single call's";
    }
  }

  const int rank = zero_rt_rank();
  const int64_t ranks = zero_rt_size();
};

TEST_P(MemRefBucket, AllGatherOfMixedDtypes) {
  expectBucketEqualsSingleCalls(Kind::AllGather, ZERO_RT_SUM,
                                {{ZERO_RT_F32, 11, 2, 3},
                                 {ZERO_RT_BF16, 7},
                                 {ZERO_RT_I64, 0},
                                 {ZERO_RT_F16, 1, 1, 2},
                                 {ZERO_RT_F64, 5}});
}

TEST_P(MemRefBucket, ReduceScatterAvgOfMixedDtypes) {
  expectBucketEqualsSingleCalls(Kind::ReduceScatter, ZERO_RT_AVG,
                                {{ZERO_RT_BF16, 9},
                                 {ZERO_RT_F32, 5, 1, 2},
                                 {ZERO_RT_I32, 4},
                                 {ZERO_RT_F64, 3, 3, 1}});
}

TEST_P(MemRefBucket, AllReduceSumWithAnInPlaceTensor) {
  expectBucketEqualsSingleCalls(Kind::AllReduce, ZERO_RT_SUM,
                                {{ZERO_RT_I32, 13, 1, 1, /*inPlace=*/true},
                                 {ZERO_RT_BF16, 1000, 2, 1},
                                 {ZERO_RT_F16, 3},
                                 {ZERO_RT_F32, 4097}});
}

TEST_P(MemRefBucket, OneBucketAfterAnother) {
  // A bucket of one tensor, then one of two: the runtime's bucket state
  // starts over after the last wait.
  expectBucketEqualsSingleCalls(Kind::AllReduce, ZERO_RT_AVG,
                                {{ZERO_RT_F32, 6}});
  expectBucketEqualsSingleCalls(Kind::AllGather, ZERO_RT_SUM,
                                {{ZERO_RT_BF16, 2}, {ZERO_RT_BF16, 3}});
}

INSTANTIATE_TEST_SUITE_P(Algorithms, MemRefBucket,
                         ::testing::Values(ZERO_RT_ALGO_RING,
                                           ZERO_RT_ALGO_NATIVE),
                         [](const auto &info) {
                           return std::string(algorithmName(info.param));
                         });

} // namespace
} // namespace zero_rt::test
