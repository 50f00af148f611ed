//===- MemoryModelTest.cpp - shard layout and traffic formulas ------------===//
//
// Checks `getShardLayout`, `getBytesSentPerRank`, `isShardedAtStage` and
// the collectives each stage's preset implies (Plan/StagePreset.h) against
// the definitions they implement (MemoryModel.h, docs/design.md §4–5):
// S = ceil(n / N) elements per rank, padding N·bytes(S) − bytes(n), and
// the nccl-tests ring formulas. Expected values are computed from those
// definitions in the test, never copied from a run.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

#include <array>
#include <cstdint>
#include <limits>

using namespace mlir;
using namespace mlir::zero;

namespace {

constexpr uint64_t kUint64Max = std::numeric_limits<uint64_t>::max();
constexpr uint64_t kInt64Max = std::numeric_limits<int64_t>::max();

/// Builtin element types need a context but no dialect.
class ShardLayoutTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder builder{&context};
};

//===----------------------------------------------------------------------===//
// getShardLayout
//===----------------------------------------------------------------------===//

// Fewer elements than ranks: every rank still owns one element, and all but
// `n` of the N slots are padding.
TEST_F(ShardLayoutTest, FewerElementsThanRanksGiveOneElementPerRank) {
  std::optional<ShardLayout> layout =
      getShardLayout(/*numElements=*/3, builder.getF32Type(), /*worldSize=*/8);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->numElements, 3u);
  EXPECT_EQ(layout->shardElements, 1u);
  EXPECT_EQ(layout->shardBytes, 4u);
  // Five of the eight one-element slots hold no element: 5 × 4 bytes.
  EXPECT_EQ(layout->paddingBytes, 5u * 4u);
}

// As many elements as ranks: one each, no padding.
TEST_F(ShardLayoutTest, ElementsEqualToRanksNeedNoPadding) {
  std::optional<ShardLayout> layout =
      getShardLayout(8, builder.getF32Type(), 8);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardElements, 1u);
  EXPECT_EQ(layout->shardBytes, 4u);
  EXPECT_EQ(layout->paddingBytes, 0u);
}

// One element past a multiple of N: S rounds up to 2, so N·2 − (N+1) = N−1
// elements are padding.
TEST_F(ShardLayoutTest, OneElementPastAMultipleOfRanksPadsAllButOne) {
  const int64_t ranks = 8;
  std::optional<ShardLayout> layout =
      getShardLayout(ranks + 1, builder.getF32Type(), ranks);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardElements, 2u);
  EXPECT_EQ(layout->shardBytes, 2u * 4u);
  EXPECT_EQ(layout->paddingBytes, (ranks - 1) * 4u);
}

// A one-element tensor (a scalar gain) lives on the first rank only; every
// other rank holds one element of padding.
TEST_F(ShardLayoutTest, SingleElementIsPaddedOnEveryOtherRank) {
  std::optional<ShardLayout> layout =
      getShardLayout(1, builder.getBF16Type(), 4);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardElements, 1u);
  EXPECT_EQ(layout->shardBytes, 2u);
  EXPECT_EQ(layout->paddingBytes, 3u * 2u);
}

// One rank is the whole group: its shard is the tensor.
TEST_F(ShardLayoutTest, SingleRankHoldsTheWholeTensorUnpadded) {
  std::optional<ShardLayout> layout =
      getShardLayout(1000, builder.getF32Type(), 1);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardElements, 1000u);
  EXPECT_EQ(layout->shardBytes, 4000u);
  EXPECT_EQ(layout->paddingBytes, 0u);
}

// An empty tensor has empty shards and nothing to pad.
TEST_F(ShardLayoutTest, EmptyTensorHasEmptyShards) {
  std::optional<ShardLayout> layout =
      getShardLayout(0, builder.getF32Type(), 4);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardElements, 0u);
  EXPECT_EQ(layout->shardBytes, 0u);
  EXPECT_EQ(layout->paddingBytes, 0u);
}

// For whole-byte types the layout is the definition itself, for every small
// n and N: S = ceil(n/N), bytes = S·w, padding = (N·S − n)·w.
TEST_F(ShardLayoutTest, WholeByteTypesFollowTheDefinitionForSmallSizes) {
  Type types[] = {builder.getF32Type(), builder.getBF16Type(),
                  builder.getF64Type(), builder.getI8Type()};
  for (Type type : types) {
    uint64_t width = type.getIntOrFloatBitWidth() / 8;
    for (uint64_t n = 0; n <= 40; ++n) {
      for (int64_t ranks = 1; ranks <= 9; ++ranks) {
        SCOPED_TRACE(testing::Message()
                     << "n=" << n << " N=" << ranks << " width=" << width);
        std::optional<ShardLayout> layout = getShardLayout(n, type, ranks);
        ASSERT_TRUE(layout);
        uint64_t shard = (n + ranks - 1) / ranks;
        EXPECT_EQ(layout->numElements, n);
        EXPECT_EQ(layout->shardElements, shard);
        EXPECT_EQ(layout->shardBytes, shard * width);
        EXPECT_EQ(layout->paddingBytes, (ranks * shard - n) * width);
      }
    }
  }
}

// An i1 element takes a whole byte, as the LLVM lowering and PyTorch's bool
// store it (packing bits would undercount every buffer the runtime
// allocates): 20 elements over 2 ranks are two 10-byte shards of a 20-byte
// tensor, and the group adds nothing.
TEST_F(ShardLayoutTest, BoolElementsTakeAByteEach) {
  std::optional<ShardLayout> layout =
      getShardLayout(20, builder.getI1Type(), 2);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardElements, 10u);
  EXPECT_EQ(layout->shardBytes, 10u);
  EXPECT_EQ(layout->paddingBytes, 0u);
}

// So does an i4 element: 5 elements over 2 ranks are 3-element (3-byte)
// shards of a 5-byte tensor, one byte of padding.
TEST_F(ShardLayoutTest, NibbleElementsTakeAByteEach) {
  Type i4 = builder.getIntegerType(4);
  std::optional<ShardLayout> odd = getShardLayout(5, i4, 2);
  ASSERT_TRUE(odd);
  EXPECT_EQ(odd->shardElements, 3u);
  EXPECT_EQ(odd->shardBytes, 3u);
  EXPECT_EQ(odd->paddingBytes, 1u);

  std::optional<ShardLayout> even = getShardLayout(4, i4, 2);
  ASSERT_TRUE(even);
  EXPECT_EQ(even->shardBytes, 2u);
  EXPECT_EQ(even->paddingBytes, 0u);
}

// Sub-byte elements are sized as bytes everywhere: the shard and padding
// are those of i8.
TEST_F(ShardLayoutTest, SubByteElementsAreSizedAsBytes) {
  Type i8 = builder.getI8Type();
  for (unsigned bits : {1u, 2u, 4u}) {
    Type type = builder.getIntegerType(bits);
    for (uint64_t n = 0; n <= 70; ++n) {
      for (int64_t ranks = 1; ranks <= 9; ++ranks) {
        SCOPED_TRACE(testing::Message()
                     << "i" << bits << " n=" << n << " N=" << ranks);
        std::optional<ShardLayout> layout = getShardLayout(n, type, ranks);
        std::optional<ShardLayout> bytes = getShardLayout(n, i8, ranks);
        ASSERT_TRUE(layout && bytes);
        EXPECT_EQ(layout->shardBytes, bytes->shardBytes);
        EXPECT_EQ(layout->paddingBytes, bytes->paddingBytes);
      }
    }
  }
}

// Byte counts are capped where `getByteSize` caps them, at INT64_MAX (the
// largest size MLIR's signed shapes can describe): INT64_MAX bytes of i8 lay
// out; one more element does not.
TEST_F(ShardLayoutTest, ByteCountsAboveInt64MaxAreRejected) {
  Type i8 = builder.getI8Type();
  std::optional<ShardLayout> largest = getShardLayout(kInt64Max, i8, 1);
  ASSERT_TRUE(largest);
  EXPECT_EQ(largest->shardBytes, kInt64Max);
  EXPECT_EQ(largest->paddingBytes, 0u);

  EXPECT_FALSE(getShardLayout(kInt64Max + 1, i8, 1));
  // 2^62 f32 elements are 2^64 bytes, which would wrap to 0 in 64 bits.
  EXPECT_FALSE(getShardLayout(uint64_t(1) << 62, builder.getF32Type(), 4));
  EXPECT_FALSE(getShardLayout(kUint64Max, builder.getF32Type(), 1));
}

// An i1 element is a byte, so 2^63 − 1 of them lay out and 2^64 − 1 do not;
// halving the elements halves the bytes exactly.
TEST_F(ShardLayoutTest, BoolCountsStopWhereByteCountsDo) {
  Type i1 = builder.getI1Type();
  std::optional<ShardLayout> whole = getShardLayout(kInt64Max, i1, 1);
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->shardBytes, kInt64Max);
  EXPECT_FALSE(getShardLayout(kUint64Max, i1, 1));

  std::optional<ShardLayout> halves = getShardLayout(uint64_t(1) << 62, i1, 2);
  ASSERT_TRUE(halves);
  EXPECT_EQ(halves->shardElements, uint64_t(1) << 61);
  EXPECT_EQ(halves->shardBytes, uint64_t(1) << 61);
  EXPECT_EQ(halves->paddingBytes, 0u);
}

// The group's bytes, N·bytes(S), can overflow even when each shard fits: one
// f64 padded to 2^61 ranks is 2^64 bytes, while 2^61 − 1 ranks need
// 2^64 − 8 bytes, of which all but the element's 8 are padding.
TEST_F(ShardLayoutTest, PaddingToAHugeGroupOverflowsAtTwoToTheSixtyFour) {
  Type f64 = builder.getF64Type();
  int64_t ranksOverflowing = int64_t(1) << 61;
  EXPECT_FALSE(getShardLayout(1, f64, ranksOverflowing));

  std::optional<ShardLayout> layout =
      getShardLayout(1, f64, ranksOverflowing - 1);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->shardBytes, 8u);
  EXPECT_EQ(layout->paddingBytes, 8 * uint64_t(ranksOverflowing - 1) - 8);

  EXPECT_FALSE(getShardLayout(1, f64, std::numeric_limits<int64_t>::max()));
}

// Element types without a size (index) have no layout rather than a wrong
// one.
TEST_F(ShardLayoutTest, IndexElementsHaveNoLayout) {
  EXPECT_FALSE(getShardLayout(16, builder.getIndexType(), 2));
}

//===----------------------------------------------------------------------===//
// getBytesSentPerRank
//===----------------------------------------------------------------------===//

// The nccl-tests formulas, checked for a spread of group and shard sizes:
// all_reduce sends 2(N−1) shards, reduce_scatter and all_gather N−1.
TEST(BytesSentPerRankTest, MatchesTheRingFormulas) {
  for (int64_t ranks : {2, 3, 4, 8, 64, 1000}) {
    for (uint64_t shardBytes :
         {uint64_t(1), uint64_t(4096), uint64_t(123457)}) {
      SCOPED_TRACE(testing::Message()
                   << "N=" << ranks << " shardBytes=" << shardBytes);
      uint64_t steps = static_cast<uint64_t>(ranks - 1);
      EXPECT_EQ(
          getBytesSentPerRank(CollectiveKind::AllReduce, shardBytes, ranks),
          std::optional<uint64_t>(2 * steps * shardBytes));
      EXPECT_EQ(
          getBytesSentPerRank(CollectiveKind::ReduceScatter, shardBytes, ranks),
          std::optional<uint64_t>(steps * shardBytes));
      EXPECT_EQ(
          getBytesSentPerRank(CollectiveKind::AllGather, shardBytes, ranks),
          std::optional<uint64_t>(steps * shardBytes));
    }
  }
}

// A ring all_reduce is a reduce_scatter followed by an all_gather, so it
// sends exactly what the two send together.
TEST(BytesSentPerRankTest, AllReduceIsReduceScatterPlusAllGather) {
  for (int64_t ranks : {2, 5, 16}) {
    std::optional<uint64_t> allReduce =
        getBytesSentPerRank(CollectiveKind::AllReduce, 1536, ranks);
    std::optional<uint64_t> reduceScatter =
        getBytesSentPerRank(CollectiveKind::ReduceScatter, 1536, ranks);
    std::optional<uint64_t> allGather =
        getBytesSentPerRank(CollectiveKind::AllGather, 1536, ranks);
    ASSERT_TRUE(allReduce && reduceScatter && allGather);
    EXPECT_EQ(*allReduce, *reduceScatter + *allGather);
  }
}

// One rank has no one to send to, whatever the shard size; the largest
// shard must not overflow a product with zero steps.
TEST(BytesSentPerRankTest, SingleRankSendsNothing) {
  for (CollectiveKind kind :
       {CollectiveKind::AllReduce, CollectiveKind::ReduceScatter,
        CollectiveKind::AllGather}) {
    EXPECT_EQ(getBytesSentPerRank(kind, 4096, 1), std::optional<uint64_t>(0));
    EXPECT_EQ(getBytesSentPerRank(kind, kUint64Max, 1),
              std::optional<uint64_t>(0));
  }
}

// Empty shards send nothing even over a large group.
TEST(BytesSentPerRankTest, EmptyShardsSendNothing) {
  EXPECT_EQ(getBytesSentPerRank(CollectiveKind::AllReduce, 0, 1 << 20),
            std::optional<uint64_t>(0));
  EXPECT_EQ(getBytesSentPerRank(CollectiveKind::AllGather, 0, 1 << 20),
            std::optional<uint64_t>(0));
}

// Sums up to 2^64 − 1 are exact; one past is nullopt, never a wrapped count.
TEST(BytesSentPerRankTest, OverflowIsNulloptNotWrapped) {
  // (N−1)·S with N = 2 is S itself, up to the largest value.
  EXPECT_EQ(getBytesSentPerRank(CollectiveKind::ReduceScatter, kUint64Max, 2),
            std::optional<uint64_t>(kUint64Max));
  EXPECT_FALSE(
      getBytesSentPerRank(CollectiveKind::ReduceScatter, kUint64Max, 3));
  EXPECT_FALSE(getBytesSentPerRank(CollectiveKind::AllGather, kUint64Max, 3));

  // 2·(N−1)·S with N = 2: 2·(2^63 − 1) fits, 2·2^63 does not.
  EXPECT_EQ(getBytesSentPerRank(CollectiveKind::AllReduce, kInt64Max, 2),
            std::optional<uint64_t>(2 * kInt64Max));
  EXPECT_FALSE(
      getBytesSentPerRank(CollectiveKind::AllReduce, kInt64Max + 1, 2));

  // The largest group: 2·(N−1) itself is 2^64 − 4, so one byte fits and two
  // bytes overflow.
  const int64_t largest = std::numeric_limits<int64_t>::max();
  EXPECT_EQ(getBytesSentPerRank(CollectiveKind::AllReduce, 1, largest),
            std::optional<uint64_t>(2 * (kInt64Max - 1)));
  EXPECT_FALSE(getBytesSentPerRank(CollectiveKind::AllReduce, 2, largest));
  EXPECT_EQ(getBytesSentPerRank(CollectiveKind::AllGather, 2, largest),
            std::optional<uint64_t>(2 * (kInt64Max - 1)));
  EXPECT_FALSE(getBytesSentPerRank(CollectiveKind::AllGather, 3, largest));
}

// The names are the keys of the report's JSON (docs/report-schema.md).
TEST(CollectiveNameTest, NamesAreTheReportKeys) {
  EXPECT_EQ(getCollectiveName(CollectiveKind::AllReduce), "all_reduce");
  EXPECT_EQ(getCollectiveName(CollectiveKind::ReduceScatter), "reduce_scatter");
  EXPECT_EQ(getCollectiveName(CollectiveKind::AllGather), "all_gather");
}

//===----------------------------------------------------------------------===//
// isShardedAtStage
//===----------------------------------------------------------------------===//

// The ZeRO paper's stages: P_os (1) shards the optimizer states, P_os+g (2)
// also the gradients, P_os+g+p (3) also the weights; stage 0 is DDP.
TEST(ShardedAtStageTest, EveryRoleAtEveryStage) {
  struct Expected {
    StateRole role;
    std::array<bool, kNumZeroStages> sharded;
  };
  const Expected table[] = {
      {StateRole::Optimizer, {false, true, true, true}},
      {StateRole::Grad, {false, false, true, true}},
      {StateRole::Weight, {false, false, false, true}},
  };
  for (const Expected &row : table)
    for (int stage = 0; stage < kNumZeroStages; ++stage)
      EXPECT_EQ(isShardedAtStage(row.role, stage), row.sharded[stage])
          << stringifyStateRole(row.role).str() << " at stage " << stage;
}

// The collectives of each stage (docs/ZeroPasses.md, zero-shard): stage 0
// all-reduces the gradients and gathers no weights; stage 1 reduce-scatters
// the full gradients after the backward and all-gathers the updated
// weights; stage 2 reduce-scatters each gradient as it is produced and
// all-gathers the updated weights; stage 3 gathers the sharded weights for
// their uses instead.
TEST(StagePresetTest, CollectivesOfEveryStage) {
  struct Expected {
    bool reduceScatters, afterBackward, gathersUpdated, gathersWeights;
  };
  const std::array<Expected, kNumZeroStages> table = {{
      {false, false, false, false},
      {true, true, true, true},
      {true, false, true, true},
      {true, false, false, true},
  }};
  for (int stage = 0; stage < kNumZeroStages; ++stage) {
    StageDecisions decisions = getStagePreset(stage);
    EXPECT_EQ(decisions.reduceScattersGradients(), table[stage].reduceScatters)
        << "stage " << stage;
    EXPECT_EQ(decisions.reducesGradientsAfterBackward(),
              table[stage].afterBackward)
        << "stage " << stage;
    EXPECT_EQ(decisions.gathersUpdatedWeights(), table[stage].gathersUpdated)
        << "stage " << stage;
    EXPECT_EQ(decisions.gathersWeights(), table[stage].gathersWeights)
        << "stage " << stage;
  }
}

} // namespace
