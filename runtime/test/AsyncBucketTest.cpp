//===- AsyncBucketTest.cpp - requests and buckets -------------------------===//
//
// Proves, for both algorithms:
//   - two async collectives in flight complete correctly when waited for in
//     the reverse order, and when ranks wait in different orders;
//   - zero_rt_test reports completion without blocking, and a blocking
//     collective can run while an async one is in flight;
//   - a bucket of tensors with mixed dtypes and sizes gives the bits of the
//     separate calls and sends the sum of their bytes, blocking and async.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

namespace zero_rt::test {
namespace {

class Async : public ::testing::TestWithParam<zero_rt_algorithm> {
protected:
  const int ranks = zero_rt_size();
  const int rank = zero_rt_rank();
  const size_t n = static_cast<size_t>(ranks);
};

/// all_gather input and the expected output for `count` f32 per rank.
struct GatherCase {
  GatherCase(int rank, int ranks, size_t count)
      : send(ZERO_RT_F32, count),
        recv(ZERO_RT_F32, static_cast<size_t>(ranks) * count),
        expected(ZERO_RT_F32, static_cast<size_t>(ranks) * count) {
    for (size_t i = 0; i < count; ++i)
      send.set(i, exactValue(rank, i, ZERO_RT_F32));
    for (int q = 0; q < ranks; ++q)
      for (size_t i = 0; i < count; ++i)
        expected.set(q * count + i, exactValue(q, i, ZERO_RT_F32));
  }
  TypedBuffer send, recv, expected;
};

/// all_reduce (sum) input and expected output for `count` elements.
struct ReduceCase {
  ReduceCase(int rank, int ranks, size_t count, zero_rt_dtype dtype)
      : send(dtype, count), recv(dtype, count), expected(dtype, count) {
    for (size_t i = 0; i < count; ++i) {
      send.set(i, exactValue(rank, i, dtype));
      double sum = 0;
      for (int q = 0; q < ranks; ++q)
        sum += exactValue(q, i, dtype);
      expected.set(i, sum);
    }
  }
  TypedBuffer send, recv, expected;
};

TEST_P(Async, TwoRequestsWaitedInReverseOrder) {
  ScopedAlgorithm scoped(GetParam());
  GatherCase gather(rank, ranks, 50001);
  ReduceCase reduce(rank, ranks, 70001, ZERO_RT_BF16);
  zero_rt_request first = nullptr, second = nullptr;
  uint64_t before = zero_rt_bytes_sent();
  ASSERT_EQ(zero_rt_all_gather_async(gather.send.data(), gather.recv.data(),
                                     50001, ZERO_RT_F32, &first),
            ZERO_RT_SUCCESS);
  ASSERT_EQ(zero_rt_all_reduce_async(reduce.send.data(), reduce.recv.data(),
                                     70001, ZERO_RT_BF16, ZERO_RT_SUM, &second),
            ZERO_RT_SUCCESS);
  ASSERT_EQ(zero_rt_wait(second), ZERO_RT_SUCCESS);
  ASSERT_EQ(zero_rt_wait(first), ZERO_RT_SUCCESS);
  EXPECT_EQ(gather.recv.firstDifference(gather.expected), -1);
  EXPECT_EQ(reduce.recv.firstDifference(reduce.expected), -1);
  const uint64_t chunk = (70001 + n - 1) / n;
  EXPECT_EQ(zero_rt_bytes_sent() - before,
            (n - 1) * 50001 * 4 + 2 * (n - 1) * chunk * 2);
  // A released request is unknown from then on.
  EXPECT_EQ(zero_rt_wait(first), ZERO_RT_ERR_INVALID_ARGUMENT);
}

TEST_P(Async, RanksWaitInDifferentOrders) {
  ScopedAlgorithm scoped(GetParam());
  ReduceCase a(rank, ranks, 30011, ZERO_RT_F32);
  ReduceCase b(rank, ranks, 40009, ZERO_RT_I64);
  zero_rt_request ra = nullptr, rb = nullptr;
  ASSERT_EQ(zero_rt_all_reduce_async(a.send.data(), a.recv.data(), 30011,
                                     ZERO_RT_F32, ZERO_RT_SUM, &ra),
            ZERO_RT_SUCCESS);
  ASSERT_EQ(zero_rt_all_reduce_async(b.send.data(), b.recv.data(), 40009,
                                     ZERO_RT_I64, ZERO_RT_SUM, &rb),
            ZERO_RT_SUCCESS);
  // Even ranks wait for a first, odd ranks for b: the progress loop
  // advances both either way, so this cannot deadlock.
  if (rank % 2 == 0) {
    ASSERT_EQ(zero_rt_wait(ra), ZERO_RT_SUCCESS);
    ASSERT_EQ(zero_rt_wait(rb), ZERO_RT_SUCCESS);
  } else {
    ASSERT_EQ(zero_rt_wait(rb), ZERO_RT_SUCCESS);
    ASSERT_EQ(zero_rt_wait(ra), ZERO_RT_SUCCESS);
  }
  EXPECT_EQ(a.recv.firstDifference(a.expected), -1);
  EXPECT_EQ(b.recv.firstDifference(b.expected), -1);
}

TEST_P(Async, TestPollsAndBlockingCallsRunAlongside) {
  ScopedAlgorithm scoped(GetParam());
  ReduceCase reduce(rank, ranks, 20011, ZERO_RT_F16);
  GatherCase gather(rank, ranks, 1234);
  zero_rt_request request = nullptr;
  ASSERT_EQ(zero_rt_all_reduce_async(reduce.send.data(), reduce.recv.data(),
                                     20011, ZERO_RT_F16, ZERO_RT_SUM, &request),
            ZERO_RT_SUCCESS);
  // A blocking collective while the async one is in flight.
  ASSERT_EQ(zero_rt_all_gather(gather.send.data(), gather.recv.data(), 1234,
                               ZERO_RT_F32),
            ZERO_RT_SUCCESS);
  EXPECT_EQ(gather.recv.firstDifference(gather.expected), -1);
  int done = 0;
  for (long polls = 0; !done; ++polls) {
    ASSERT_EQ(zero_rt_test(request, &done), ZERO_RT_SUCCESS);
    ASSERT_LT(polls, 100000000L) << "zero_rt_test never reported completion";
  }
  EXPECT_EQ(reduce.recv.firstDifference(reduce.expected), -1);
  ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS); // Releases it.
}

/// Three tensors of different dtypes and sizes, one of them empty.
struct BucketTensor {
  zero_rt_dtype dtype;
  size_t count;
};
constexpr BucketTensor kBucket[] = {
    {ZERO_RT_F32, 7}, {ZERO_RT_BF16, 1000}, {ZERO_RT_I64, 1}, {ZERO_RT_U8, 0}};

TEST_P(Async, BucketsMatchSeparateCalls) {
  ScopedAlgorithm scoped(GetParam());
  constexpr size_t kTensors = sizeof(kBucket) / sizeof(kBucket[0]);
  for (int kind = 0; kind < 3; ++kind) {
    for (bool async : {false, true}) {
      SCOPED_TRACE("kind " + std::to_string(kind) +
                   (async ? " async" : " blocking"));
      std::vector<TypedBuffer> sends, bucketOut, singleOut;
      std::vector<const void *> sendPtrs;
      std::vector<void *> recvPtrs;
      std::vector<size_t> counts;
      std::vector<zero_rt_dtype> dtypes;
      for (const BucketTensor &tensor : kBucket) {
        size_t sendCount = kind == 1 ? n * tensor.count : tensor.count;
        size_t recvCount = kind == 0 ? n * tensor.count : tensor.count;
        sends.emplace_back(tensor.dtype, sendCount);
        for (size_t i = 0; i < sendCount; ++i)
          sends.back().set(i, exactValue(rank, i + 5, tensor.dtype));
        bucketOut.emplace_back(tensor.dtype, recvCount);
        singleOut.emplace_back(tensor.dtype, recvCount);
        counts.push_back(tensor.count);
        dtypes.push_back(tensor.dtype);
      }
      for (size_t t = 0; t < kTensors; ++t) {
        sendPtrs.push_back(sends[t].data());
        recvPtrs.push_back(bucketOut[t].data());
      }

      uint64_t before = zero_rt_bytes_sent();
      zero_rt_request request = nullptr;
      zero_rt_request *maybeRequest = async ? &request : nullptr;
      int status = ZERO_RT_SUCCESS;
      if (kind == 0)
        status = async
                     ? zero_rt_all_gather_bucket_async(
                           kTensors, sendPtrs.data(), recvPtrs.data(),
                           counts.data(), dtypes.data(), maybeRequest)
                     : zero_rt_all_gather_bucket(kTensors, sendPtrs.data(),
                                                 recvPtrs.data(), counts.data(),
                                                 dtypes.data());
      else if (kind == 1)
        status =
            async
                ? zero_rt_reduce_scatter_bucket_async(
                      kTensors, sendPtrs.data(), recvPtrs.data(), counts.data(),
                      dtypes.data(), ZERO_RT_AVG, maybeRequest)
                : zero_rt_reduce_scatter_bucket(kTensors, sendPtrs.data(),
                                                recvPtrs.data(), counts.data(),
                                                dtypes.data(), ZERO_RT_AVG);
      else
        status =
            async ? zero_rt_all_reduce_bucket_async(
                        kTensors, sendPtrs.data(), recvPtrs.data(),
                        counts.data(), dtypes.data(), ZERO_RT_SUM, maybeRequest)
                  : zero_rt_all_reduce_bucket(kTensors, sendPtrs.data(),
                                              recvPtrs.data(), counts.data(),
                                              dtypes.data(), ZERO_RT_SUM);
      ASSERT_EQ(status, ZERO_RT_SUCCESS) << zero_rt_last_error();
      if (async) {
        ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS);
      }
      uint64_t bucketBytes = zero_rt_bytes_sent() - before;

      before = zero_rt_bytes_sent();
      for (size_t t = 0; t < kTensors; ++t) {
        if (kind == 0)
          status = zero_rt_all_gather(sends[t].data(), singleOut[t].data(),
                                      counts[t], dtypes[t]);
        else if (kind == 1)
          status = zero_rt_reduce_scatter(sends[t].data(), singleOut[t].data(),
                                          counts[t], dtypes[t], ZERO_RT_AVG);
        else
          status = zero_rt_all_reduce(sends[t].data(), singleOut[t].data(),
                                      counts[t], dtypes[t], ZERO_RT_SUM);
        ASSERT_EQ(status, ZERO_RT_SUCCESS) << zero_rt_last_error();
      }
      EXPECT_EQ(bucketBytes, zero_rt_bytes_sent() - before);
      for (size_t t = 0; t < kTensors; ++t)
        EXPECT_EQ(bucketOut[t].firstDifference(singleOut[t]), -1)
            << "tensor " << t;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Algorithms, Async,
                         ::testing::Values(ZERO_RT_ALGO_RING,
                                           ZERO_RT_ALGO_NATIVE),
                         [](const auto &paramInfo) {
                           return std::string(algorithmName(paramInfo.param));
                         });

} // namespace
} // namespace zero_rt::test
