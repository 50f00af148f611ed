//===- CollectiveTest.cpp - every collective x dtype x algorithm x size ---===//
//
// Proves: each collective, for every dtype, under both algorithms, at sizes
// 1, 7 and 1000003 (none a multiple of the rank count, so all_reduce pads),
// produces exactly the bits of a host reference each rank computes from the
// other ranks' (deterministic) data, for sum and avg; and that
// zero_rt_bytes_sent grows by exactly the documented formula.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include <tuple>

namespace zero_rt::test {
namespace {

using CaseParam = std::tuple<Kind, zero_rt_dtype, zero_rt_algorithm, size_t>;

class CollectiveCorrectness : public ::testing::TestWithParam<CaseParam> {
protected:
  const int ranks = zero_rt_size();
  const int rank = zero_rt_rank();
};

TEST_P(CollectiveCorrectness, MatchesHostReferenceAndByteFormula) {
  auto [kind, dtype, algorithm, count] = GetParam();
  ScopedAlgorithm scoped(algorithm);
  const size_t n = static_cast<size_t>(ranks);
  const uint64_t elementBytes = dtypeSize(dtype);

  if (kind == Kind::AllGather) {
    TypedBuffer send(dtype, count), recv(dtype, n * count),
        expected(dtype, n * count);
    for (size_t i = 0; i < count; ++i)
      send.set(i, exactValue(rank, i, dtype));
    for (int q = 0; q < ranks; ++q)
      for (size_t i = 0; i < count; ++i)
        expected.set(q * count + i, exactValue(q, i, dtype));
    recv.fill(0xab);
    uint64_t before = zero_rt_bytes_sent();
    ASSERT_EQ(zero_rt_all_gather(send.data(), recv.data(), count, dtype),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    EXPECT_EQ(zero_rt_bytes_sent() - before, (n - 1) * count * elementBytes);
    EXPECT_EQ(recv.firstDifference(expected), -1);
    return;
  }

  for (zero_rt_reduce_op op : {ZERO_RT_SUM, ZERO_RT_AVG}) {
    SCOPED_TRACE(op == ZERO_RT_SUM ? "sum" : "avg");
    auto finish = [&](double sum) {
      return op == ZERO_RT_SUM ? sum : averageOf(sum, ranks, dtype);
    };
    uint64_t before = zero_rt_bytes_sent();
    if (kind == Kind::ReduceScatter) {
      TypedBuffer send(dtype, n * count), recv(dtype, count),
          expected(dtype, count);
      for (size_t j = 0; j < n * count; ++j)
        send.set(j, exactValue(rank, j, dtype));
      for (size_t i = 0; i < count; ++i) {
        double sum = 0;
        for (int q = 0; q < ranks; ++q)
          sum += exactValue(q, rank * count + i, dtype);
        expected.set(i, finish(sum));
      }
      ASSERT_EQ(
          zero_rt_reduce_scatter(send.data(), recv.data(), count, dtype, op),
          ZERO_RT_SUCCESS)
          << zero_rt_last_error();
      EXPECT_EQ(zero_rt_bytes_sent() - before, (n - 1) * count * elementBytes);
      EXPECT_EQ(recv.firstDifference(expected), -1);
    } else {
      TypedBuffer send(dtype, count), recv(dtype, count),
          expected(dtype, count);
      for (size_t i = 0; i < count; ++i) {
        send.set(i, exactValue(rank, i, dtype));
        double sum = 0;
        for (int q = 0; q < ranks; ++q)
          sum += exactValue(q, i, dtype);
        expected.set(i, finish(sum));
      }
      ASSERT_EQ(zero_rt_all_reduce(send.data(), recv.data(), count, dtype, op),
                ZERO_RT_SUCCESS)
          << zero_rt_last_error();
      const uint64_t chunk = (count + n - 1) / n;
      EXPECT_EQ(zero_rt_bytes_sent() - before,
                2 * (n - 1) * chunk * elementBytes);
      EXPECT_EQ(recv.firstDifference(expected), -1);
    }
  }
}

std::string caseName(const ::testing::TestParamInfo<CaseParam> &info) {
  auto [kind, dtype, algorithm, count] = info.param;
  return std::string(algorithmName(algorithm)) + "_" + kindName(kind) + "_" +
         dtypeName(dtype) + "_" + std::to_string(count);
}

INSTANTIATE_TEST_SUITE_P(
    AllCases, CollectiveCorrectness,
    ::testing::Combine(
        ::testing::Values(Kind::AllGather, Kind::ReduceScatter,
                          Kind::AllReduce),
        ::testing::ValuesIn(kAllDtypes),
        ::testing::Values(ZERO_RT_ALGO_RING, ZERO_RT_ALGO_NATIVE),
        ::testing::Values(size_t(1), size_t(7), size_t(1000003))),
    caseName);

} // namespace
} // namespace zero_rt::test
