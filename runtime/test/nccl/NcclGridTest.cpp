//===- NcclGridTest.cpp - the nccl backend on the groups of a grid --------===//
//
// Proves: under nccl, zero_rt_set_grid splits the communicator
// (ncclCommSplit) so that a collective on one axis of the grid (N/2)x2
// (2x2 on 4 ranks) moves exactly its group's data on device buffers, a
// bucket and an async call included, and the per-axis counters grow by the
// formula with the group's size.
//
//===----------------------------------------------------------------------===//

#include "NcclTestUtil.h"

#include <vector>

namespace zero_rt::test::nccl {
namespace {

constexpr zero_rt_axes kReplicaAxis = 1, kShardAxis = 2;

std::vector<int64_t> testGrid() {
  const int ranks = zero_rt_size();
  if (ranks % 2 == 0)
    return {ranks / 2, 2};
  return {1, ranks};
}

/// The job's rank of member k of this rank's group on `axes`.
int memberOf(zero_rt_axes axes, int k) {
  const int64_t g = testGrid()[1];
  const int rank = zero_rt_rank();
  if (axes == kShardAxis)
    return static_cast<int>((rank / g) * g + k);
  return static_cast<int>(k * g + rank % g);
}

TEST_F(NcclTest, GridGroupsMoveTheirGroupsData) {
  std::vector<int64_t> grid = testGrid();
  ASSERT_EQ(zero_rt_set_grid(2, grid.data()), ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  const size_t count = 5;
  for (zero_rt_axes axes : {kShardAxis, kReplicaAxis}) {
    SCOPED_TRACE("axes " + std::to_string(axes));
    ASSERT_EQ(zero_rt_set_axes(axes), ZERO_RT_SUCCESS);
    const int n = zero_rt_group_size(axes);
    const size_t un = static_cast<size_t>(n);
    const uint64_t axesBefore = zero_rt_bytes_sent_on_axes(axes);
    const uint64_t worldBefore = zero_rt_bytes_sent_on_axes(0);

    TypedBuffer mine(ZERO_RT_I32, count), gathered(ZERO_RT_I32, un * count),
        expected(ZERO_RT_I32, un * count);
    for (size_t i = 0; i < count; ++i)
      mine.set(i, exactValue(rank(), i, ZERO_RT_I32));
    for (int k = 0; k < n; ++k)
      for (size_t i = 0; i < count; ++i)
        expected.set(k * count + i,
                     exactValue(memberOf(axes, k), i, ZERO_RT_I32));
    DeviceBuffer send(ZERO_RT_I32, count), recv(ZERO_RT_I32, un * count),
        recv2(ZERO_RT_I32, un * count), reduced(ZERO_RT_I32, count);
    ASSERT_CUDA(send.upload(mine));

    // A bucket of two all_gathers.
    const void *sends[] = {send.data(), send.data()};
    void *recvs[] = {recv.data(), recv2.data()};
    const size_t counts[] = {count, count};
    const zero_rt_dtype dtypes[] = {ZERO_RT_I32, ZERO_RT_I32};
    ASSERT_EQ(zero_rt_all_gather_bucket(2, sends, recvs, counts, dtypes),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    ASSERT_CUDA(recv.download(gathered));
    EXPECT_EQ(gathered.firstDifference(expected), -1);
    ASSERT_CUDA(recv2.download(gathered));
    EXPECT_EQ(gathered.firstDifference(expected), -1);

    // An async all_reduce keeps its group when the axes change.
    zero_rt_request request = nullptr;
    ASSERT_EQ(zero_rt_all_reduce_async(send.data(), reduced.data(), count,
                                       ZERO_RT_I32, ZERO_RT_SUM, &request),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    ASSERT_EQ(zero_rt_set_axes(0), ZERO_RT_SUCCESS);
    ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS);
    TypedBuffer sum(ZERO_RT_I32, count), sumExpected(ZERO_RT_I32, count);
    for (size_t i = 0; i < count; ++i) {
      double total = 0;
      for (int k = 0; k < n; ++k)
        total += exactValue(memberOf(axes, k), i, ZERO_RT_I32);
      sumExpected.set(i, total);
    }
    ASSERT_CUDA(reduced.download(sum));
    EXPECT_EQ(sum.firstDifference(sumExpected), -1);

    const uint64_t chunk = (count + un - 1) / un;
    EXPECT_EQ(zero_rt_bytes_sent_on_axes(axes) - axesBefore,
              (2 * (un - 1) * count + 2 * (un - 1) * chunk) * 4);
    EXPECT_EQ(zero_rt_bytes_sent_on_axes(0), worldBefore);
  }
}

} // namespace
} // namespace zero_rt::test::nccl
