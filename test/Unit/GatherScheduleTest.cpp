//===- GatherScheduleTest.cpp - ZeRO-3 gather intervals -------------------===//
//
// Checks `deriveGatherIntervals` on hand-made use lists against its contract
// (GatherSchedule.h): a unit is gathered from a use to the last use before
// another unit's weight is used in between; without resharding after the
// forward, from its first use to its last; units without uses get nothing;
// the result is sorted by first position, then unit. A randomized check
// holds every derived schedule to the same contract.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>
#include <tuple>
#include <vector>

using namespace mlir;
using namespace mlir::zero;

namespace {

using UseLists = SmallVector<SmallVector<unsigned>>;
/// (unit, first, last), which gtest can compare and print.
using Interval = std::tuple<unsigned, unsigned, unsigned>;

std::vector<Interval> derive(const UseLists &uses, bool reshardAfterForward) {
  std::vector<Interval> result;
  for (const GatherInterval &interval : deriveGatherIntervals(
           uses, SmallVector<bool>(uses.size(), reshardAfterForward)))
    result.emplace_back(interval.unit, interval.first, interval.last);
  return result;
}

// A unit used once is gathered for that one operation.
TEST(GatherIntervalsTest, UnitUsedOnceIsGatheredForThatUse) {
  EXPECT_EQ(derive({{5}}, true), (std::vector<Interval>{{0, 5, 5}}));
  EXPECT_EQ(derive({{5}}, false), (std::vector<Interval>{{0, 5, 5}}));
}

// A B A B: each use of A has a use of B in between and the other way round,
// so nothing can stay gathered across: four intervals of one use each.
TEST(GatherIntervalsTest, InterleavedUnitsAreGatheredPerUse) {
  UseLists uses = {{0, 2}, {1, 3}};
  EXPECT_EQ(
      derive(uses, true),
      (std::vector<Interval>{{0, 0, 0}, {1, 1, 1}, {0, 2, 2}, {1, 3, 3}}));
}

// Consecutive uses of one unit with no other unit's use between them share
// one gather, even where operations that use no weight lie in between.
TEST(GatherIntervalsTest, UsesWithNoOtherUnitBetweenMerge) {
  EXPECT_EQ(derive({{0, 1, 2}, {3}}, true),
            (std::vector<Interval>{{0, 0, 2}, {1, 3, 3}}));
  EXPECT_EQ(derive({{0, 5, 9}, {10}}, true),
            (std::vector<Interval>{{0, 0, 9}, {1, 10, 10}}));
}

// The step the header describes: layers 0 and 1 in the forward (0, 1), an
// untied head just before and after the loss (2, 4; the loss at 3 uses no
// weight), the layers again in the backward (5, 6). Each layer is gathered
// twice; the head once, across the loss.
TEST(GatherIntervalsTest, ForwardAndBackwardGatherEachLayerTwice) {
  UseLists uses = {/*layer 0=*/{0, 6}, /*layer 1=*/{1, 5}, /*head=*/{2, 4}};
  EXPECT_EQ(derive(uses, true),
            (std::vector<Interval>{
                {0, 0, 0}, {1, 1, 1}, {2, 2, 4}, {1, 5, 5}, {0, 6, 6}}));
}

// A MoE layer split in two parts (attention over one group, experts over
// another): attention at 0 and 2, experts at 1 in the forward; the same in
// the backward at 5, 4, 6 (reversed), another layer at 3. As one family,
// a read of the other part does not end an interval: each part is gathered
// once for the forward and once for the backward. As strangers, the
// attention part would be gathered twice in each.
TEST(GatherIntervalsTest, PartsOfOneLayerDoNotSplitEachOther) {
  UseLists uses = {/*attention=*/{0, 2, 4, 6}, /*experts=*/{1, 5},
                   /*other layer=*/{3}};
  SmallVector<bool> reshards(3, true);
  auto intervals = [&](ArrayRef<unsigned> families) {
    std::vector<Interval> result;
    for (const GatherInterval &interval :
         deriveGatherIntervals(uses, reshards, families))
      result.emplace_back(interval.unit, interval.first, interval.last);
    return result;
  };
  EXPECT_EQ(intervals({0, 0, 2}),
            (std::vector<Interval>{
                {0, 0, 2}, {1, 1, 1}, {2, 3, 3}, {0, 4, 6}, {1, 5, 5}}));
  EXPECT_EQ(intervals({}), (std::vector<Interval>{{0, 0, 0},
                                                  {1, 1, 1},
                                                  {0, 2, 2},
                                                  {2, 3, 3},
                                                  {0, 4, 4},
                                                  {1, 5, 5},
                                                  {0, 6, 6}}));
  // The families of units: one per layer, one per unit without a layer.
  SmallVector<GatheringUnit> units = {
      {0, {0}}, {0, {1}}, {std::nullopt, {2}}, {1, {3}}, {std::nullopt, {4}}};
  EXPECT_EQ(getUnitFamilies(units), (SmallVector<unsigned>{0, 0, 2, 3, 4}));
}

// Without resharding after the forward, a unit stays gathered from its first
// use to its last, whatever is used in between.
TEST(GatherIntervalsTest, NoReshardAfterForwardKeepsOneIntervalPerUnit) {
  UseLists uses = {{0, 6}, {1, 5}, {2, 4}};
  EXPECT_EQ(derive(uses, false),
            (std::vector<Interval>{{0, 0, 6}, {1, 1, 5}, {2, 2, 4}}));
  EXPECT_EQ(derive({{0, 2}, {1, 3}}, false),
            (std::vector<Interval>{{0, 0, 2}, {1, 1, 3}}));
}

// A unit that is never used is never gathered, and the other units keep
// their own indices.
TEST(GatherIntervalsTest, UnitWithoutUsesGetsNoInterval) {
  EXPECT_EQ(derive({{}, {3}, {}}, true), (std::vector<Interval>{{1, 3, 3}}));
  EXPECT_EQ(derive({{}, {3}, {}}, false), (std::vector<Interval>{{1, 3, 3}}));
  EXPECT_TRUE(derive({{}, {}}, true).empty());
  EXPECT_TRUE(derive({}, true).empty());
}

// Uses may come in any order and repeat (an op that reads two weights of
// one layer is listed twice); neither changes the schedule.
TEST(GatherIntervalsTest, UnsortedAndRepeatedUsesAreNormalized) {
  EXPECT_EQ(derive({{4, 0, 4, 0}, {2}}, true),
            (std::vector<Interval>{{0, 0, 0}, {1, 2, 2}, {0, 4, 4}}));
  EXPECT_EQ(derive({{3, 3, 3}}, true), (std::vector<Interval>{{0, 3, 3}}));
  EXPECT_EQ(derive({{9, 1, 5}}, false), (std::vector<Interval>{{0, 1, 9}}));
}

// An operation that uses two units at once splits neither: only a use
// strictly between two of a unit's uses ends its interval.
TEST(GatherIntervalsTest, SharedPositionDoesNotSplitEitherUnit) {
  EXPECT_EQ(derive({{0, 1}, {1, 2}}, true),
            (std::vector<Interval>{{0, 0, 1}, {1, 1, 2}}));
}

// The result is in program order: by first position, and by unit where two
// units are gathered for the same operation, whatever the unit numbering.
TEST(GatherIntervalsTest, IntervalsComeOutInProgramOrderThenUnit) {
  EXPECT_EQ(
      derive({{7}, {5}, {5}, {0}}, true),
      (std::vector<Interval>{{3, 0, 0}, {1, 5, 5}, {2, 5, 5}, {0, 7, 7}}));
}

//===----------------------------------------------------------------------===//
// The contract, on random schedules
//===----------------------------------------------------------------------===//

/// Whether some unit other than `unit` is used strictly between `low` and
/// `high`.
bool otherUnitUsedBetween(const UseLists &uses, unsigned unit, unsigned low,
                          unsigned high) {
  for (unsigned other = 0; other < uses.size(); ++other) {
    if (other == unit)
      continue;
    for (unsigned position : uses[other])
      if (position > low && position < high)
        return true;
  }
  return false;
}

/// Checks the header's contract on one schedule, from the use lists alone.
void checkContract(const UseLists &uses, bool reshardAfterForward) {
  SmallVector<GatherInterval> intervals = deriveGatherIntervals(
      uses, SmallVector<bool>(uses.size(), reshardAfterForward));

  // Sorted by first position, then unit, with no two alike.
  for (size_t i = 1; i < intervals.size(); ++i)
    EXPECT_LT(std::tie(intervals[i - 1].first, intervals[i - 1].unit),
              std::tie(intervals[i].first, intervals[i].unit))
        << "interval " << i << " is out of order";

  for (unsigned unit = 0; unit < uses.size(); ++unit) {
    SCOPED_TRACE(testing::Message() << "unit " << unit);
    SmallVector<unsigned> sorted(uses[unit]);
    llvm::sort(sorted);
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    std::vector<GatherInterval> own;
    for (const GatherInterval &interval : intervals)
      if (interval.unit == unit)
        own.push_back(interval);

    if (sorted.empty()) {
      EXPECT_TRUE(own.empty());
      continue;
    }
    if (!reshardAfterForward) {
      ASSERT_EQ(own.size(), 1u);
      EXPECT_EQ(own[0].first, sorted.front());
      EXPECT_EQ(own[0].last, sorted.back());
      continue;
    }

    // Each use lies in exactly one interval, and intervals start and end at
    // uses, so together they are a partition of the sorted uses.
    size_t next = 0;
    for (const GatherInterval &interval : own) {
      ASSERT_LT(next, sorted.size());
      EXPECT_EQ(interval.first, sorted[next]);
      size_t end = next;
      while (end + 1 < sorted.size() && sorted[end + 1] <= interval.last)
        ++end;
      EXPECT_EQ(interval.last, sorted[end]);
      // Inside an interval no other unit is used between two uses...
      for (size_t i = next; i < end; ++i)
        EXPECT_FALSE(otherUnitUsedBetween(uses, unit, sorted[i], sorted[i + 1]))
            << "the interval [" << interval.first << ", " << interval.last
            << "] holds the unit across another unit's use";
      // ...and it ends only where one is.
      if (end + 1 < sorted.size()) {
        EXPECT_TRUE(
            otherUnitUsedBetween(uses, unit, sorted[end], sorted[end + 1]))
            << "the interval ending at " << interval.last
            << " should have continued to " << sorted[end + 1];
      }
      next = end + 1;
    }
    EXPECT_EQ(next, sorted.size()) << "some uses are in no interval";
  }
}

// Random use lists (fixed seed, so a failure reproduces) of up to 6 units
// over up to 40 positions, some units unused, uses repeated and unsorted.
TEST(GatherIntervalsTest, RandomSchedulesKeepTheContract) {
  std::mt19937 random(20240607);
  for (int trial = 0; trial < 300; ++trial) {
    unsigned numUnits = 1 + random() % 6;
    unsigned numPositions = 1 + random() % 40;
    UseLists uses(numUnits);
    for (SmallVector<unsigned> &unitUses : uses) {
      unsigned numUses = random() % 6;
      for (unsigned i = 0; i < numUses; ++i)
        unitUses.push_back(random() % numPositions);
    }
    for (bool reshard : {true, false}) {
      SCOPED_TRACE(testing::Message()
                   << "trial " << trial << " reshard=" << reshard);
      checkContract(uses, reshard);
    }
  }
}

} // namespace
