//===- DeterminismTest.cpp - the ring's fixed reduction order -------------===//
//
// Proves, on data whose sums round (so the order of additions shows in the
// bits), for the ring algorithm:
//   - all_reduce gives the same bits on every run and on every rank;
//   - reduce_scatter of the zero-padded data followed by all_gather of the
//     shards gives exactly the bits of all_reduce (sum and avg) - what lets
//     ZeRO stages 0-3 agree bit for bit;
//   - reduce_scatter follows the order documented in zero_rt.h.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

namespace zero_rt::test {
namespace {

constexpr zero_rt_dtype kFloatDtypes[] = {ZERO_RT_F32, ZERO_RT_F64,
                                          ZERO_RT_BF16, ZERO_RT_F16};

void fillNoisy(TypedBuffer &buffer, int rank, size_t offset = 0) {
  for (size_t i = 0; i < buffer.count(); ++i) {
    float value = noisyValue(rank, offset + i);
    switch (buffer.dtype()) {
    case ZERO_RT_F64:
      // A double that is not a float, so f64 sums round too.
      static_cast<double *>(buffer.data())[i] =
          static_cast<double>(value) * (1 + 0x1p-40);
      break;
    default:
      storeValue(buffer.dtype(), buffer.data(), i, value);
    }
  }
}

class RingDeterminism : public ::testing::TestWithParam<zero_rt_dtype> {
protected:
  const int ranks = zero_rt_size();
  const int rank = zero_rt_rank();
  ScopedAlgorithm ring{ZERO_RT_ALGO_RING};
};

TEST_P(RingDeterminism, AllReduceIsBitIdenticalAcrossRunsAndRanks) {
  const zero_rt_dtype dtype = GetParam();
  const size_t count = 100003;
  TypedBuffer send(dtype, count), first(dtype, count), second(dtype, count);
  fillNoisy(send, rank);
  ASSERT_EQ(
      zero_rt_all_reduce(send.data(), first.data(), count, dtype, ZERO_RT_SUM),
      ZERO_RT_SUCCESS);
  ASSERT_EQ(
      zero_rt_all_reduce(send.data(), second.data(), count, dtype, ZERO_RT_SUM),
      ZERO_RT_SUCCESS);
  EXPECT_EQ(first.firstDifference(second), -1) << "run to run";

  // Every rank must hold the same bits: gather everyone's result as bytes.
  const size_t bytes = first.byteSize();
  std::vector<uint8_t> all(bytes * static_cast<size_t>(ranks));
  ASSERT_EQ(zero_rt_all_gather(first.data(), all.data(), bytes, ZERO_RT_U8),
            ZERO_RT_SUCCESS);
  for (int q = 0; q < ranks; ++q)
    EXPECT_EQ(std::memcmp(all.data() + q * bytes, first.data(), bytes), 0)
        << "rank " << q << " holds different bits";
}

TEST_P(RingDeterminism, ReduceScatterThenAllGatherEqualsAllReduce) {
  const zero_rt_dtype dtype = GetParam();
  const size_t n = static_cast<size_t>(ranks);
  for (size_t count : {size_t(7), size_t(100003)}) {
    for (zero_rt_reduce_op op : {ZERO_RT_SUM, ZERO_RT_AVG}) {
      SCOPED_TRACE("count " + std::to_string(count) +
                   (op == ZERO_RT_SUM ? " sum" : " avg"));
      TypedBuffer data(dtype, count), reduced(dtype, count);
      fillNoisy(data, rank);
      uint64_t before = zero_rt_bytes_sent();
      ASSERT_EQ(
          zero_rt_all_reduce(data.data(), reduced.data(), count, dtype, op),
          ZERO_RT_SUCCESS);
      uint64_t allReduceBytes = zero_rt_bytes_sent() - before;

      // What the compiler emits for a sharded gradient: pad to N*S with
      // zeros, reduce_scatter S elements to each rank, all_gather them.
      const size_t shard = (count + n - 1) / n;
      TypedBuffer padded(dtype, n * shard), mine(dtype, shard),
          gathered(dtype, n * shard);
      padded.fill(0);
      std::memcpy(padded.data(), data.data(), data.byteSize());
      before = zero_rt_bytes_sent();
      ASSERT_EQ(
          zero_rt_reduce_scatter(padded.data(), mine.data(), shard, dtype, op),
          ZERO_RT_SUCCESS);
      ASSERT_EQ(zero_rt_all_gather(mine.data(), gathered.data(), shard, dtype),
                ZERO_RT_SUCCESS);
      EXPECT_EQ(zero_rt_bytes_sent() - before, allReduceBytes);
      EXPECT_EQ(
          std::memcmp(gathered.data(), reduced.data(), reduced.byteSize()), 0);
    }
  }
}

TEST_P(RingDeterminism, ReduceScatterFollowsTheDocumentedOrder) {
  const zero_rt_dtype dtype = GetParam();
  const size_t n = static_cast<size_t>(ranks);
  const size_t shard = 1001;
  TypedBuffer send(dtype, n * shard), result(dtype, shard);
  fillNoisy(send, rank);
  ASSERT_EQ(zero_rt_reduce_scatter(send.data(), result.data(), shard, dtype,
                                   ZERO_RT_SUM),
            ZERO_RT_SUCCESS);

  // Chunk r = (((x[r+1] + x[r+2]) + ...) + x[r-1]) + x[r], indices mod N,
  // with x[q] rank q's elements [r*S, (r+1)*S).
  TypedBuffer expected(dtype, shard), term(dtype, shard);
  fillNoisy(expected, (rank + 1) % ranks, rank * shard);
  for (int k = 2; k <= ranks; ++k) {
    fillNoisy(term, (rank + k) % ranks, rank * shard);
    addElements(dtype, expected.data(), expected.data(), term.data(), shard);
  }
  EXPECT_EQ(result.firstDifference(expected), -1);
}

INSTANTIATE_TEST_SUITE_P(FloatTypes, RingDeterminism,
                         ::testing::ValuesIn(kFloatDtypes),
                         [](const auto &paramInfo) {
                           return std::string(dtypeName(paramInfo.param));
                         });

} // namespace
} // namespace zero_rt::test
