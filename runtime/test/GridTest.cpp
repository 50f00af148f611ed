//===- GridTest.cpp - collectives on the groups of a grid's axes ----------===//
//
// Proves: zero_rt_set_grid refuses a grid whose product is not the world
// size, naming both; on the grid (N/2)x2 (2x2 on 4 ranks, 1x2 on 2, 1x1 on
// 1 for a single rank's 1x1), each collective on one axis moves exactly the
// data of that axis's group, under both algorithms, single, bucket, async
// and through the memref entry points (zero_rt_use_axes); the per-axis
// counters grow by the formula with the group's size and add up to
// zero_rt_bytes_sent; and the layout of the groups (Grid.h) is row-major.
//
// The grid is set once per init, so the tests that need it set it first and
// the others do not depend on it (axes 0, the world, stays the default).
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "Grid.h"

#include "zero_rt/zero_rt_memref.h"

#include <algorithm>

namespace zero_rt::test {
namespace {

constexpr zero_rt_axes kReplicaAxis = 1; // axis 0, R = N / G ranks
constexpr zero_rt_axes kShardAxis = 2;   // axis 1, G ranks

/// The grid every test of this file uses: shard groups of 2 where the job
/// has an even number of ranks.
std::vector<int64_t> testGrid() {
  const int ranks = zero_rt_size();
  if (ranks % 2 == 0)
    return {ranks / 2, 2};
  return {1, ranks};
}

/// Sets the test grid (a no-op after the first time).
void setTestGrid() {
  std::vector<int64_t> grid = testGrid();
  ASSERT_EQ(zero_rt_set_grid(2, grid.data()), ZERO_RT_SUCCESS)
      << zero_rt_last_error();
}

/// Restores the world as the group of the collectives that follow.
class ScopedAxes {
public:
  explicit ScopedAxes(zero_rt_axes axes) {
    EXPECT_EQ(zero_rt_set_axes(axes), ZERO_RT_SUCCESS) << zero_rt_last_error();
  }
  ~ScopedAxes() { zero_rt_set_axes(0); }
};

/// The job's rank of member k of this rank's group on `axes`, for the
/// (R x G) grid: rank = replica * G + s.
int memberOf(zero_rt_axes axes, int k) {
  const int64_t g = testGrid()[1];
  const int rank = zero_rt_rank();
  if (axes == kShardAxis)
    return static_cast<int>((rank / g) * g + k);
  return static_cast<int>(k * g + rank % g);
}

TEST(Grid, LaysOutGroupsRowMajor) {
  // 2 x 3 x 2: rank 7 has coordinates (1, 0, 1).
  std::vector<int64_t> shape = {2, 3, 2};
  GridGroup middle = gridGroupOf(shape, /*axes=*/0b010, 7);
  EXPECT_EQ(middle.size, 3);
  EXPECT_EQ(middle.rank, 0);
  EXPECT_EQ(middle.worldRanks, (std::vector<int>{7, 9, 11}));
  GridGroup outer = gridGroupOf(shape, /*axes=*/0b101, 7);
  EXPECT_EQ(outer.size, 4);
  EXPECT_EQ(outer.rank, 3); // (1, 1) on axes 0 and 2.
  EXPECT_EQ(outer.worldRanks, (std::vector<int>{0, 1, 6, 7}));
  // Ranks of one group share a color; other groups have other colors.
  EXPECT_EQ(gridGroupOf(shape, 0b010, 9).color, middle.color);
  EXPECT_NE(gridGroupOf(shape, 0b010, 8).color, middle.color);
  EXPECT_EQ(subGroupAxes(2), (std::vector<uint32_t>{1, 2}));
  EXPECT_EQ(normalizeAxes(0b11, 2), 0u);
}

TEST(Grid, RefusesAGridOfAnotherSize) {
  const int ranks = zero_rt_size();
  std::vector<int64_t> tooMany = {ranks, 2};
  EXPECT_EQ(zero_rt_set_grid(2, tooMany.data()), ZERO_RT_ERR_INVALID_ARGUMENT);
  std::string message = zero_rt_last_error();
  EXPECT_NE(message.find("the grid " + std::to_string(ranks) + "x2 has " +
                         std::to_string(2 * ranks) + " ranks but the job has " +
                         std::to_string(ranks)),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("mpirun -np"), std::string::npos) << message;
  std::vector<int64_t> zero = {0};
  EXPECT_EQ(zero_rt_set_grid(1, zero.data()), ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(zero_rt_set_grid(0, zero.data()), ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(zero_rt_set_grid(5, zero.data()), ZERO_RT_ERR_INVALID_ARGUMENT);
}

TEST(Grid, GroupsHaveTheGridsRanksAndSizes) {
  setTestGrid();
  const std::vector<int64_t> grid = testGrid();
  const int rank = zero_rt_rank();
  EXPECT_EQ(zero_rt_grid_ndims(), 2);
  EXPECT_EQ(zero_rt_group_size(0), zero_rt_size());
  EXPECT_EQ(zero_rt_group_size(0b11), zero_rt_size());
  EXPECT_EQ(zero_rt_group_size(kShardAxis), grid[1]);
  EXPECT_EQ(zero_rt_group_size(kReplicaAxis), grid[0]);
  EXPECT_EQ(zero_rt_group_rank(kShardAxis), rank % grid[1]);
  EXPECT_EQ(zero_rt_group_rank(kReplicaAxis), rank / grid[1]);
  EXPECT_EQ(zero_rt_group_rank(0b100), -1);

  // The same grid again is a no-op; another is refused.
  std::vector<int64_t> same = grid;
  EXPECT_EQ(zero_rt_set_grid(2, same.data()), ZERO_RT_SUCCESS);
  std::vector<int64_t> flat = {zero_rt_size()};
  EXPECT_EQ(zero_rt_set_grid(1, flat.data()), ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("already"),
            std::string::npos);

  // An axis the grid lacks.
  EXPECT_EQ(zero_rt_set_axes(0b100), ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("lacks"), std::string::npos);
  EXPECT_EQ(zero_rt_get_axes(), 0u);
  // Every axis is the world.
  EXPECT_EQ(zero_rt_set_axes(0b11), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_get_axes(), 0u);
}

class GridCollectives : public ::testing::TestWithParam<zero_rt_algorithm> {};

TEST_P(GridCollectives, MoveTheirGroupsDataAndCountItPerAxis) {
  setTestGrid();
  ScopedAlgorithm scoped(GetParam());
  const zero_rt_dtype dtype = ZERO_RT_F32;
  const size_t count = 7;
  for (zero_rt_axes axes : {kShardAxis, kReplicaAxis}) {
    SCOPED_TRACE("axes " + std::to_string(axes));
    ScopedAxes on(axes);
    const int n = zero_rt_group_size(axes);
    const int me = zero_rt_group_rank(axes);
    const size_t un = static_cast<size_t>(n);
    const uint64_t totalBefore = zero_rt_bytes_sent();
    const uint64_t axesBefore = zero_rt_bytes_sent_on_axes(axes);
    const uint64_t worldBefore = zero_rt_bytes_sent_on_axes(0);

    // all_gather: member k's data at chunk k.
    TypedBuffer send(dtype, count), gathered(dtype, un * count),
        expected(dtype, un * count);
    for (size_t i = 0; i < count; ++i)
      send.set(i, exactValue(zero_rt_rank(), i, dtype));
    for (int k = 0; k < n; ++k)
      for (size_t i = 0; i < count; ++i)
        expected.set(k * count + i, exactValue(memberOf(axes, k), i, dtype));
    ASSERT_EQ(zero_rt_all_gather(send.data(), gathered.data(), count, dtype),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    EXPECT_EQ(gathered.firstDifference(expected), -1);

    // reduce_scatter: this rank's chunk summed over the group.
    TypedBuffer full(dtype, un * count), shard(dtype, count),
        shardExpected(dtype, count);
    for (size_t j = 0; j < un * count; ++j)
      full.set(j, exactValue(zero_rt_rank(), j, dtype));
    for (size_t i = 0; i < count; ++i) {
      double sum = 0;
      for (int k = 0; k < n; ++k)
        sum += exactValue(memberOf(axes, k), me * count + i, dtype);
      shardExpected.set(i, sum);
    }
    ASSERT_EQ(zero_rt_reduce_scatter(full.data(), shard.data(), count, dtype,
                                     ZERO_RT_SUM),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    EXPECT_EQ(shard.firstDifference(shardExpected), -1);

    // all_reduce, async: the group's sum.
    TypedBuffer reduced(dtype, count), reducedExpected(dtype, count);
    for (size_t i = 0; i < count; ++i) {
      double sum = 0;
      for (int k = 0; k < n; ++k)
        sum += exactValue(memberOf(axes, k), i, dtype);
      reducedExpected.set(i, sum);
    }
    zero_rt_request request = nullptr;
    ASSERT_EQ(zero_rt_all_reduce_async(send.data(), reduced.data(), count,
                                       dtype, ZERO_RT_SUM, &request),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    // A started collective keeps its group.
    EXPECT_EQ(zero_rt_set_axes(0), ZERO_RT_SUCCESS);
    ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS);
    EXPECT_EQ(reduced.firstDifference(reducedExpected), -1);
    EXPECT_EQ(zero_rt_set_axes(axes), ZERO_RT_SUCCESS);

    // A bucket of two all_gathers.
    TypedBuffer gathered2(dtype, un * count);
    const void *sends[] = {send.data(), send.data()};
    void *recvs[] = {gathered.data(), gathered2.data()};
    const size_t counts[] = {count, count};
    const zero_rt_dtype dtypes[] = {dtype, dtype};
    ASSERT_EQ(zero_rt_all_gather_bucket(2, sends, recvs, counts, dtypes),
              ZERO_RT_SUCCESS)
        << zero_rt_last_error();
    EXPECT_EQ(gathered.firstDifference(expected), -1);
    EXPECT_EQ(gathered2.firstDifference(expected), -1);

    // Bytes: three all_gathers, one reduce_scatter and one all_reduce of
    // the group's size, all on `axes`.
    const uint64_t e = dtypeSize(dtype);
    const uint64_t chunk = (count + un - 1) / un;
    const uint64_t formula = 3 * (un - 1) * count * e + (un - 1) * count * e +
                             2 * (un - 1) * chunk * e;
    EXPECT_EQ(zero_rt_bytes_sent_on_axes(axes) - axesBefore, formula);
    EXPECT_EQ(zero_rt_bytes_sent() - totalBefore, formula);
    EXPECT_EQ(zero_rt_bytes_sent_on_axes(0), worldBefore);
  }

  // The world after a grid is set: counted under 0, as ever.
  const uint64_t worldBefore = zero_rt_bytes_sent_on_axes(0);
  const uint64_t shardBefore = zero_rt_bytes_sent_on_axes(kShardAxis);
  TypedBuffer one(ZERO_RT_F32, 4), all(ZERO_RT_F32, 4);
  one.fill(0);
  ASSERT_EQ(
      zero_rt_all_reduce(one.data(), all.data(), 4, ZERO_RT_F32, ZERO_RT_SUM),
      ZERO_RT_SUCCESS);
  const uint64_t n = static_cast<uint64_t>(zero_rt_size());
  EXPECT_EQ(zero_rt_bytes_sent_on_axes(0) - worldBefore,
            2 * (n - 1) * ((4 + n - 1) / n) * 4);
  EXPECT_EQ(zero_rt_bytes_sent_on_axes(0b11), zero_rt_bytes_sent_on_axes(0));
  EXPECT_EQ(zero_rt_bytes_sent_on_axes(kShardAxis), shardBefore);
  EXPECT_EQ(zero_rt_bytes_sent_on_axes(0b100), 0u);
}

INSTANTIATE_TEST_SUITE_P(Algorithms, GridCollectives,
                         ::testing::Values(ZERO_RT_ALGO_RING,
                                           ZERO_RT_ALGO_NATIVE),
                         [](const auto &info) {
                           return std::string(algorithmName(info.param));
                         });

TEST(Grid, MemRefEntryPointsRunOnTheAxesCompiledCodeNames) {
  setTestGrid();
  const int g = zero_rt_group_size(kShardAxis);
  std::vector<float> in = {static_cast<float>(zero_rt_rank())};
  std::vector<float> out(static_cast<size_t>(g), -1.f);
  auto view = [](std::vector<float> &storage) {
    StridedMemRefType<float, 1> memref;
    memref.basePtr = memref.data = storage.data();
    memref.offset = 0;
    memref.sizes[0] = static_cast<int64_t>(storage.size());
    memref.strides[0] = 1;
    return memref;
  };
  StridedMemRefType<float, 1> inView = view(in), outView = view(out);
  zero_rt_use_axes(kShardAxis);
  _mlir_ciface_zero_rt_all_gather_f32(&inView, &outView);
  zero_rt_use_axes(0);
  for (int k = 0; k < g; ++k)
    EXPECT_EQ(out[static_cast<size_t>(k)],
              static_cast<float>(memberOf(kShardAxis, k)));

  // A bucket on the shard group; its group cannot change while it is open.
  std::fill(out.begin(), out.end(), -1.f);
  zero_rt_use_axes(kShardAxis);
  zero_rt_bucket_begin();
  EXPECT_EQ(zero_rt_set_axes(0), ZERO_RT_ERR_UNSUPPORTED);
  _mlir_ciface_zero_rt_bucket_all_gather_f32(&inView, &outView);
  zero_rt_bucket_end();
  _mlir_ciface_zero_rt_bucket_wait_f32(&inView, &outView);
  EXPECT_EQ(zero_rt_get_axes(), kShardAxis);
  zero_rt_use_axes(0);
  for (int k = 0; k < g; ++k)
    EXPECT_EQ(out[static_cast<size_t>(k)],
              static_cast<float>(memberOf(kShardAxis, k)));
}

} // namespace
} // namespace zero_rt::test
