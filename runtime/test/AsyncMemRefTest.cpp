//===- AsyncMemRefTest.cpp - the async entry points of compiled code ------===//
//
// Proves, under both algorithms, that the entry points zero-async-to-runtime
// calls (zero_rt_async.h) give, byte for byte, what the synchronous
// single-tensor entry points give - every output, the inputs untouched, the
// bytes sent - with several collectives of every kind in flight at once,
// compute and a blocking collective between start and wait, and the waits
// in another order than the starts (and in a different order on each
// rank). Each start is counted once when it starts and once when its last
// wait completes it. Their misuse is tested by
// test/Runtime/memref-async-misuse.test.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "zero_rt/zero_rt_async.h"
#include "zero_rt/zero_rt_memref.h"

#include <algorithm>
#include <vector>

namespace zero_rt::test {
namespace {

/// A contiguous 1-D memref at `offset` elements inside bytes the test owns.
struct Spec {
  uint8_t *data = nullptr;
  int64_t offset = 0, size = 0;
};

template <typename T> StridedMemRefType<T, 1> typedRef(const Spec &spec) {
  StridedMemRefType<T, 1> memref;
  memref.basePtr = memref.data = reinterpret_cast<T *>(spec.data);
  memref.offset = spec.offset;
  memref.sizes[0] = spec.size;
  memref.strides[0] = 1;
  return memref;
}

enum class Call { Sync, Start, Wait };

/// Calls the entry point of `call` for `kind` and `dtype` on `in`, `out`.
void callEntry(Call call, Kind kind, zero_rt_dtype dtype, const Spec &in,
               const Spec &out, int32_t op, int64_t handle = 0) {
  switch (dtype) {
#define ZERO_RT_TEST_CALL_ASYNC(DT, T, DTYPE)                                  \
  case DTYPE: {                                                                \
    StridedMemRefType<T, 1> inRef = typedRef<T>(in),                           \
                            outRef = typedRef<T>(out);                         \
    if (call == Call::Wait)                                                    \
      return _mlir_ciface_zero_rt_async_wait_##DT(handle, &inRef, &outRef);    \
    const bool start = call == Call::Start;                                    \
    switch (kind) {                                                            \
    case Kind::AllGather:                                                      \
      return start                                                             \
                 ? _mlir_ciface_zero_rt_all_gather_start_##DT(&inRef, &outRef) \
                 : _mlir_ciface_zero_rt_all_gather_##DT(&inRef, &outRef);      \
    case Kind::ReduceScatter:                                                  \
      return start ? _mlir_ciface_zero_rt_reduce_scatter_start_##DT(           \
                         &inRef, &outRef, op)                                  \
                   : _mlir_ciface_zero_rt_reduce_scatter_##DT(&inRef, &outRef, \
                                                              op);             \
    case Kind::AllReduce:                                                      \
      return start                                                             \
                 ? _mlir_ciface_zero_rt_all_reduce_start_##DT(&inRef, &outRef, \
                                                              op)              \
                 : _mlir_ciface_zero_rt_all_reduce_##DT(&inRef, &outRef, op);  \
    }                                                                          \
    return;                                                                    \
  }
    ZERO_RT_TEST_CALL_ASYNC(f32, float, ZERO_RT_F32)
    ZERO_RT_TEST_CALL_ASYNC(f64, double, ZERO_RT_F64)
    ZERO_RT_TEST_CALL_ASYNC(bf16, uint16_t, ZERO_RT_BF16)
    ZERO_RT_TEST_CALL_ASYNC(f16, uint16_t, ZERO_RT_F16)
    ZERO_RT_TEST_CALL_ASYNC(i32, int32_t, ZERO_RT_I32)
    ZERO_RT_TEST_CALL_ASYNC(i64, int64_t, ZERO_RT_I64)
#undef ZERO_RT_TEST_CALL_ASYNC
  default:
    ADD_FAILURE() << "no async entry point for " << zero_rt_dtype_name(dtype);
  }
}

/// One tensor of a collective: its dtype and C ABI count (per rank for a
/// gather, the shard for a reduce-scatter, the whole for an all-reduce).
struct TensorShape {
  zero_rt_dtype dtype;
  int64_t count;
};

/// Input and output of one tensor, 2 elements into byte vectors filled with
/// a sentinel (0xa5 bytes) that no result equals.
struct TensorStorage {
  static constexpr uint8_t kSentinel = 0xa5;
  static constexpr int64_t kOffset = 2;

  TensorStorage(const TensorShape &shape, Kind kind, int rank, int64_t ranks,
                bool noisy)
      : shape(shape) {
    int64_t inSize = shape.count, outSize = shape.count;
    if (kind == Kind::AllGather)
      outSize *= ranks;
    if (kind == Kind::ReduceScatter)
      inSize *= ranks;
    const size_t elementBytes = zero_rt_dtype_size(shape.dtype);
    inBytes.assign((kOffset + inSize + 1) * elementBytes, kSentinel);
    outBytes.assign((kOffset + outSize + 1) * elementBytes, kSentinel);
    in = {inBytes.data(), kOffset, inSize};
    out = {outBytes.data(), kOffset, outSize};
    for (int64_t i = 0; i < inSize; ++i) {
      double value =
          noisy && !isInteger(shape.dtype)
              ? noisyValue(rank, static_cast<size_t>(i))
              : exactValue(rank, static_cast<size_t>(i), shape.dtype);
      storeValue(shape.dtype, inBytes.data(), static_cast<size_t>(kOffset + i),
                 value);
    }
  }

  TensorShape shape;
  std::vector<uint8_t> inBytes, outBytes;
  Spec in, out;
};

/// One collective over several tensors, run twice on the same data: once
/// through the synchronous entry points, once started asynchronously.
struct CollectiveCase {
  CollectiveCase(Kind kind, int32_t op, const std::vector<TensorShape> &shapes,
                 int rank, int64_t ranks, bool noisy)
      : kind(kind), op(op) {
    for (const TensorShape &shape : shapes) {
      sync.emplace_back(shape, kind, rank, ranks, noisy);
      async.emplace_back(shape, kind, rank, ranks, noisy);
    }
  }

  /// Runs the synchronous calls; returns the bytes they sent.
  uint64_t runSync() {
    const uint64_t before = zero_rt_bytes_sent();
    for (TensorStorage &tensor : sync)
      callEntry(Call::Sync, kind, tensor.shape.dtype, tensor.in, tensor.out,
                op);
    return zero_rt_bytes_sent() - before;
  }

  /// Begins, records every tensor and ends: the collective is in flight.
  void start() {
    zero_rt_async_begin();
    for (TensorStorage &tensor : async)
      callEntry(Call::Start, kind, tensor.shape.dtype, tensor.in, tensor.out,
                op);
    handle = zero_rt_async_end();
  }

  void wait() {
    for (TensorStorage &tensor : async)
      callEntry(Call::Wait, kind, tensor.shape.dtype, tensor.in, tensor.out, op,
                handle);
  }

  void expectSameBytes() const {
    for (size_t t = 0; t < sync.size(); ++t) {
      SCOPED_TRACE(std::string(kindName(kind)) + " tensor " +
                   std::to_string(t) + " (" +
                   zero_rt_dtype_name(sync[t].shape.dtype) + ")");
      EXPECT_TRUE(sync[t].inBytes == async[t].inBytes)
          << "the async collective changed its input";
      EXPECT_TRUE(sync[t].outBytes == async[t].outBytes)
          << "the async collective's output differs from the synchronous "
             "call's";
    }
  }

  Kind kind;
  int32_t op;
  std::vector<TensorStorage> sync, async;
  int64_t handle = 0;
};

class AsyncMemRef : public ::testing::TestWithParam<zero_rt_algorithm> {
protected:
  /// The ring's order is fixed, so rounding data must give equal bits;
  /// MPI's own collectives may change the order between calls.
  bool noisy() const { return GetParam() == ZERO_RT_ALGO_RING; }

  const int rank = zero_rt_rank();
  const int64_t ranks = zero_rt_size();
};

TEST_P(AsyncMemRef, ThreeInFlightEqualTheSynchronousCalls) {
  ScopedAlgorithm scoped(GetParam());
  CollectiveCase gather(Kind::AllGather, ZERO_RT_SUM,
                        {{ZERO_RT_F32, 11}, {ZERO_RT_BF16, 7}}, rank, ranks,
                        noisy());
  CollectiveCase scatter(Kind::ReduceScatter, ZERO_RT_AVG,
                         {{ZERO_RT_BF16, 9}, {ZERO_RT_F64, 3}}, rank, ranks,
                         noisy());
  CollectiveCase reduce(
      Kind::AllReduce, ZERO_RT_SUM,
      {{ZERO_RT_I32, 13}, {ZERO_RT_F16, 4097}, {ZERO_RT_I64, 5}}, rank, ranks,
      noisy());
  const uint64_t syncBytes =
      gather.runSync() + scatter.runSync() + reduce.runSync();

  const uint64_t started = zero_rt_async_collectives_started();
  const uint64_t completed = zero_rt_async_collectives_completed();
  const uint64_t bytesBefore = zero_rt_bytes_sent();
  gather.start();
  scatter.start();
  reduce.start();
  EXPECT_GT(gather.handle, 0);
  EXPECT_NE(gather.handle, scatter.handle);
  EXPECT_NE(scatter.handle, reduce.handle);
  EXPECT_EQ(zero_rt_async_collectives_started() - started, 3u);
  EXPECT_EQ(zero_rt_async_collectives_completed(), completed)
      << "a collective counted as completed before its wait";
  EXPECT_GE(zero_rt_async_max_in_flight(), 3u);

  // What the step does in between: compute, and a blocking collective.
  std::vector<float> blockingIn(100, static_cast<float>(rank)),
      blockingOut(100);
  ASSERT_EQ(zero_rt_all_reduce(blockingIn.data(), blockingOut.data(), 100,
                               ZERO_RT_F32, ZERO_RT_SUM),
            ZERO_RT_SUCCESS);
  EXPECT_EQ(blockingOut[99], static_cast<float>(ranks * (ranks - 1) / 2));

  // The waits in reverse order.
  reduce.wait();
  EXPECT_EQ(zero_rt_async_collectives_completed() - completed, 1u);
  scatter.wait();
  gather.wait();
  EXPECT_EQ(zero_rt_async_collectives_completed() - completed, 3u);

  gather.expectSameBytes();
  scatter.expectSameBytes();
  reduce.expectSameBytes();
  // The blocking all_reduce of 100 f32 sends what it sends alone.
  std::vector<float> again(100);
  const uint64_t beforeAlone = zero_rt_bytes_sent();
  ASSERT_EQ(zero_rt_all_reduce(blockingIn.data(), again.data(), 100,
                               ZERO_RT_F32, ZERO_RT_SUM),
            ZERO_RT_SUCCESS);
  const uint64_t aloneBytes = zero_rt_bytes_sent() - beforeAlone;
  EXPECT_EQ(zero_rt_bytes_sent() - bytesBefore - 2 * aloneBytes, syncBytes)
      << "the async collectives sent other bytes than the synchronous calls";
}

TEST_P(AsyncMemRef, RanksWaitInDifferentOrders) {
  ScopedAlgorithm scoped(GetParam());
  CollectiveCase first(Kind::AllReduce, ZERO_RT_AVG, {{ZERO_RT_F32, 5000}},
                       rank, ranks, noisy());
  CollectiveCase second(Kind::AllGather, ZERO_RT_SUM, {{ZERO_RT_BF16, 3000}},
                        rank, ranks, noisy());
  first.runSync();
  second.runSync();
  first.start();
  second.start();
  if (rank % 2 == 0) {
    first.wait();
    second.wait();
  } else {
    second.wait();
    first.wait();
  }
  first.expectSameBytes();
  second.expectSameBytes();
}

TEST_P(AsyncMemRef, HandlesAreNotReused) {
  ScopedAlgorithm scoped(GetParam());
  CollectiveCase one(Kind::AllGather, ZERO_RT_SUM, {{ZERO_RT_I64, 1}}, rank,
                     ranks, noisy());
  CollectiveCase two(Kind::AllGather, ZERO_RT_SUM, {{ZERO_RT_I64, 1}}, rank,
                     ranks, noisy());
  one.runSync();
  two.runSync();
  one.start();
  one.wait();
  two.start();
  two.wait();
  EXPECT_GT(two.handle, one.handle);
  one.expectSameBytes();
  two.expectSameBytes();
}

INSTANTIATE_TEST_SUITE_P(Algorithms, AsyncMemRef,
                         ::testing::Values(ZERO_RT_ALGO_RING,
                                           ZERO_RT_ALGO_NATIVE),
                         [](const auto &info) {
                           return std::string(algorithmName(info.param));
                         });

} // namespace
} // namespace zero_rt::test
