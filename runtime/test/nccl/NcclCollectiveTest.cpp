//===- NcclCollectiveTest.cpp - every collective x dtype x size on GPUs ---===//
//
// Proves, on device buffers under the nccl backend: each collective, for
// every dtype the runtime accepts (all eight map to an NCCL type), at sizes
// 1, 7 and 1000003 (none a multiple of the rank count), gives the host
// reference for sum and avg - bit for bit, except avg of floats where N is
// not a power of two (NCCL pre-multiplies by 1/N; see averageTolerance) -
// and zero_rt_bytes_sent grows by exactly the formula of zero_rt.h.
//
//===----------------------------------------------------------------------===//

#include "NcclTestUtil.h"

#include <tuple>

namespace zero_rt::test::nccl {
namespace {

using CaseParam = std::tuple<Kind, zero_rt_dtype, size_t>;

class NcclCollectiveCorrectness : public NcclParamTest<CaseParam> {};

TEST_P(NcclCollectiveCorrectness, MatchesHostReferenceAndByteFormula) {
  auto [kind, dtype, count] = GetParam();
  const int ranks = this->ranks(), rank = this->rank();
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
    DeviceBuffer deviceSend(dtype, count), deviceRecv(dtype, n * count);
    ASSERT_CUDA(deviceSend.upload(send));
    ASSERT_CUDA(deviceRecv.fillBytes(0xab));
    uint64_t before = zero_rt_bytes_sent();
    ASSERT_EQ(
        zero_rt_all_gather(deviceSend.data(), deviceRecv.data(), count, dtype),
        ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    EXPECT_EQ(zero_rt_bytes_sent() - before, (n - 1) * count * elementBytes);
    ASSERT_CUDA(deviceRecv.download(recv));
    EXPECT_EQ(recv.firstDifference(expected), -1);
    return;
  }

  for (zero_rt_reduce_op op : {ZERO_RT_SUM, ZERO_RT_AVG}) {
    SCOPED_TRACE(op == ZERO_RT_SUM ? "sum" : "avg");
    const double tolerance =
        op == ZERO_RT_SUM ? 0 : averageTolerance(dtype, ranks);
    auto finish = [&](double sum) {
      return op == ZERO_RT_SUM ? sum : averageOf(sum, ranks, dtype);
    };
    const bool scatter = kind == Kind::ReduceScatter;
    const size_t sendCount = scatter ? n * count : count;
    TypedBuffer send(dtype, sendCount), recv(dtype, count),
        expected(dtype, count);
    for (size_t j = 0; j < sendCount; ++j)
      send.set(j, exactValue(rank, j, dtype));
    for (size_t i = 0; i < count; ++i) {
      const size_t source = scatter ? rank * count + i : i;
      double sum = 0;
      for (int q = 0; q < ranks; ++q)
        sum += exactValue(q, source, dtype);
      expected.set(i, finish(sum));
    }
    DeviceBuffer deviceSend(dtype, sendCount), deviceRecv(dtype, count);
    ASSERT_CUDA(deviceSend.upload(send));
    ASSERT_CUDA(deviceRecv.fillBytes(0xab));
    uint64_t before = zero_rt_bytes_sent();
    if (scatter) {
      ASSERT_EQ(zero_rt_reduce_scatter(deviceSend.data(), deviceRecv.data(),
                                       count, dtype, op),
                ZERO_RT_SUCCESS)
          << zero_rt_last_error();
      EXPECT_EQ(zero_rt_bytes_sent() - before, (n - 1) * count * elementBytes);
    } else {
      ASSERT_EQ(zero_rt_all_reduce(deviceSend.data(), deviceRecv.data(), count,
                                   dtype, op),
                ZERO_RT_SUCCESS)
          << zero_rt_last_error();
      const uint64_t chunk = (count + n - 1) / n;
      EXPECT_EQ(zero_rt_bytes_sent() - before,
                2 * (n - 1) * chunk * elementBytes);
    }
    ASSERT_CUDA(deviceRecv.download(recv));
    EXPECT_EQ(firstMismatch(recv, expected, tolerance), -1);
  }
}

std::string caseName(const ::testing::TestParamInfo<CaseParam> &info) {
  auto [kind, dtype, count] = info.param;
  return std::string(kindName(kind)) + "_" + dtypeName(dtype) + "_" +
         std::to_string(count);
}

INSTANTIATE_TEST_SUITE_P(
    AllCases, NcclCollectiveCorrectness,
    ::testing::Combine(::testing::Values(Kind::AllGather, Kind::ReduceScatter,
                                         Kind::AllReduce),
                       ::testing::ValuesIn(kAllDtypes),
                       ::testing::Values(size_t(1), size_t(7),
                                         size_t(1000003))),
    caseName);

/// In place: all_gather from the rank's own slot of the output, all_reduce
/// with send == recv (NCCL's in-place forms).
TEST_F(NcclTest, InPlace) {
  const int ranks = this->ranks(), rank = this->rank();
  const size_t n = static_cast<size_t>(ranks), count = 1001;
  TypedBuffer full(ZERO_RT_F32, n * count), expected(ZERO_RT_F32, n * count);
  for (int q = 0; q < ranks; ++q)
    for (size_t i = 0; i < count; ++i) {
      full.set(q * count + i, q == rank ? exactValue(q, i, ZERO_RT_F32) : 99);
      expected.set(q * count + i, exactValue(q, i, ZERO_RT_F32));
    }
  DeviceBuffer gathered(ZERO_RT_F32, n * count);
  ASSERT_CUDA(gathered.upload(full));
  ASSERT_EQ(zero_rt_all_gather(gathered.at(rank * count), gathered.data(),
                               count, ZERO_RT_F32),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_CUDA(gathered.download(full));
  EXPECT_EQ(full.firstDifference(expected), -1);

  TypedBuffer data(ZERO_RT_I32, count), sums(ZERO_RT_I32, count);
  for (size_t i = 0; i < count; ++i) {
    data.set(i, exactValue(rank, i, ZERO_RT_I32));
    double sum = 0;
    for (int q = 0; q < ranks; ++q)
      sum += exactValue(q, i, ZERO_RT_I32);
    sums.set(i, sum);
  }
  DeviceBuffer reduced(ZERO_RT_I32, count);
  ASSERT_CUDA(reduced.upload(data));
  ASSERT_EQ(zero_rt_all_reduce(reduced.data(), reduced.data(), count,
                               ZERO_RT_I32, ZERO_RT_SUM),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_CUDA(reduced.download(data));
  EXPECT_EQ(data.firstDifference(sums), -1);
}

/// Zero elements move nothing, send nothing and need no buffers.
TEST_F(NcclTest, ZeroCounts) {
  uint64_t before = zero_rt_bytes_sent();
  EXPECT_EQ(zero_rt_all_gather(nullptr, nullptr, 0, ZERO_RT_F32),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  EXPECT_EQ(
      zero_rt_reduce_scatter(nullptr, nullptr, 0, ZERO_RT_BF16, ZERO_RT_AVG),
      ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  EXPECT_EQ(zero_rt_all_reduce(nullptr, nullptr, 0, ZERO_RT_I64, ZERO_RT_SUM),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  EXPECT_EQ(zero_rt_bytes_sent(), before);
}

} // namespace
} // namespace zero_rt::test::nccl
