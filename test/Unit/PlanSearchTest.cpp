//===- PlanSearchTest.cpp - zero-shard's comparator and candidates --------===//
//
// Checks the one comparator of zero-shard's search against the order
// PlanSearch.h states (fits, offload level, step time, inter-node bytes,
// bytes sent, recompute, host/NVMe bytes, stage, prefetch depth, shard
// group, then the candidate enumerated first), the product of the searched
// fields, and the
// round trip of the table through `zero.plan_search`.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/PlanSearch.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <vector>

using namespace mlir;
using namespace mlir::zero;

namespace {

/// A priced candidate at `stage` that fits, sending `sent` bytes.
PlanCandidate makeCandidate(int stage, uint64_t sent) {
  PlanCandidate candidate;
  candidate.plan.stage = stage;
  candidate.plan.remat = RematPolicy::None;
  candidate.shardRanks = 4;
  candidate.priced = true;
  candidate.fits = true;
  candidate.sentBytes = sent;
  return candidate;
}

TEST(PlanSearchTest, FittingBeatsEverythingElse) {
  PlanCandidate fits = makeCandidate(3, 1000);
  PlanCandidate tooBig = makeCandidate(0, 10);
  tooBig.fits = false;
  EXPECT_TRUE(isBetterPlan(fits, tooBig));
  EXPECT_FALSE(isBetterPlan(tooBig, fits));
  // Only candidates that fit are chosen: index 1, though it sends more.
  std::vector<PlanCandidate> table = {tooBig, fits};
  EXPECT_EQ(pickBestPlan(table), std::optional<size_t>(1));
  table = {tooBig};
  EXPECT_EQ(pickBestPlan(table), std::nullopt);
}

TEST(PlanSearchTest, UnpricedCandidatesAreNeverChosen) {
  PlanCandidate unpriced = makeCandidate(0, 0);
  unpriced.priced = false;
  PlanCandidate priced = makeCandidate(3, 500);
  std::vector<PlanCandidate> table = {unpriced, priced};
  EXPECT_EQ(pickBestPlan(table), std::optional<size_t>(1));
}

TEST(PlanSearchTest, LessOffloadFirst) {
  PlanCandidate device = makeCandidate(3, 900);
  PlanCandidate cpu = makeCandidate(2, 100);
  cpu.plan.offload = {OffloadTarget::Cpu, false};
  PlanCandidate cpuParams = makeCandidate(3, 100);
  cpuParams.plan.offload = {OffloadTarget::Cpu, true};
  PlanCandidate nvme = makeCandidate(1, 10);
  nvme.plan.offload = {OffloadTarget::Nvme, false};
  EXPECT_TRUE(isBetterPlan(device, cpu));
  EXPECT_TRUE(isBetterPlan(cpu, cpuParams));
  EXPECT_TRUE(isBetterPlan(cpuParams, nvme));
  EXPECT_EQ(getOffloadRank({OffloadTarget::Nvme, true}), 4);
}

TEST(PlanSearchTest, TimeThenInterNodeThenSent) {
  PlanCandidate fast = makeCandidate(3, 900);
  fast.stepSeconds = 1.0;
  PlanCandidate slow = makeCandidate(0, 100);
  slow.stepSeconds = 2.0;
  EXPECT_TRUE(isBetterPlan(fast, slow));
  // Without times, the bytes across nodes come before the bytes sent.
  PlanCandidate local = makeCandidate(0, 120);
  local.interNodeBytes = 40;
  PlanCandidate spread = makeCandidate(0, 100);
  spread.interNodeBytes = 100;
  EXPECT_TRUE(isBetterPlan(local, spread));
  EXPECT_TRUE(isBetterPlan(makeCandidate(3, 100), makeCandidate(0, 120)));
}

TEST(PlanSearchTest, RecomputeThenTierThenStageThenGroupThenPeak) {
  PlanCandidate less = makeCandidate(3, 100);
  less.recomputeFlops = 10;
  PlanCandidate more = makeCandidate(0, 100);
  more.recomputeFlops = 20;
  EXPECT_TRUE(isBetterPlan(less, more));
  PlanCandidate fewTier = makeCandidate(3, 100);
  fewTier.tierBytes = 40;
  PlanCandidate manyTier = makeCandidate(2, 100);
  manyTier.tierBytes = 80;
  EXPECT_TRUE(isBetterPlan(fewTier, manyTier));
  EXPECT_TRUE(isBetterPlan(makeCandidate(1, 100), makeCandidate(2, 100)));
  // The shallower prefetch, whatever the group: a deeper one holds more
  // for the same step.
  PlanCandidate shallow = makeCandidate(1, 100);
  shallow.stepSeconds = 1.0;
  PlanCandidate deep = makeCandidate(1, 100);
  deep.stepSeconds = 1.0;
  deep.prefetch = 2;
  deep.shardRanks = 8;
  EXPECT_TRUE(isBetterPlan(shallow, deep));
  EXPECT_FALSE(isBetterPlan(deep, shallow));
  // A faster step wins whatever the depth.
  deep.stepSeconds = 0.5;
  EXPECT_TRUE(isBetterPlan(deep, shallow));
  PlanCandidate wide = makeCandidate(1, 100);
  wide.shardRanks = 8;
  EXPECT_TRUE(isBetterPlan(wide, makeCandidate(1, 100)));
  // Then the smaller device requirement (cast-on-gather's program beside
  // the same stage without it), but not before the group.
  PlanCandidate small = makeCandidate(3, 100);
  small.peakBytes = 75;
  PlanCandidate large = makeCandidate(3, 100);
  large.peakBytes = 77;
  EXPECT_TRUE(isBetterPlan(small, large));
  EXPECT_FALSE(isBetterPlan(large, small));
  EXPECT_EQ(pickBestPlan({large, small}), std::optional<size_t>(1));
  large.shardRanks = 8;
  EXPECT_TRUE(isBetterPlan(large, small));
  // A full tie keeps the candidate enumerated first.
  std::vector<PlanCandidate> table = {makeCandidate(1, 100),
                                      makeCandidate(1, 100)};
  EXPECT_FALSE(isBetterPlan(table[1], table[0]));
  EXPECT_EQ(pickBestPlan(table), std::optional<size_t>(0));
}

// Keeping parameters on the device takes at most the host's compute and the
// copies between tiers off a step; prefetching may hide at most all of the
// communication, and the step is never shorter than it.
TEST(PlanSearchTest, TheBoundOfKeepingOnTheDevice) {
  PlanCandidate row;
  row.stepSeconds = 10.0;
  row.exposedCommSeconds = 3.0;
  row.hostComputeSeconds = 2.0;
  row.tierCopySeconds = 1.0;
  EXPECT_NEAR(getStepBoundIfKept(row, /*everyDepth=*/false), 7.0, 1e-6);
  EXPECT_NEAR(getStepBoundIfKept(row, /*everyDepth=*/true), 4.0, 1e-6);
  EXPECT_LT(getStepBoundIfKept(row, false), 7.0);
  row.exposedCommSeconds = 6.0;
  EXPECT_NEAR(getStepBoundIfKept(row, /*everyDepth=*/true), 6.0, 1e-6);
}

TEST(PlanSearchTest, EnumeratesTheProductOfTheSearchedFields) {
  ShardPlan requested;
  requested.remat = RematPolicy::Layer;
  PlanSpace space;
  space.stages = {0, 1, 2, 3};
  space.shardGroups = {1, 2, 4};
  std::vector<ShardPlan> plans = enumeratePlans(requested, space, 4);
  // 4 stages x 3 groups, the pinned policy kept; G = N is written as 0.
  ASSERT_EQ(plans.size(), 12u);
  EXPECT_EQ(*plans[0].stage, 0);
  EXPECT_EQ(plans[0].shardGroup, 1);
  EXPECT_EQ(plans[2].shardGroup, 0);
  EXPECT_EQ(*plans[3].stage, 1);
  EXPECT_EQ(*plans[11].remat, RematPolicy::Layer);
  // Offload needs stage >= 1, offload-params stage 3: of 4 stages x 2
  // levels, 3 + 1 remain.
  space = PlanSpace();
  space.stages = {0, 1, 2, 3};
  space.offloads = {{OffloadTarget::Cpu, false}, {OffloadTarget::Cpu, true}};
  plans = enumeratePlans(requested, space, 4);
  ASSERT_EQ(plans.size(), 4u);
  EXPECT_EQ(*plans[0].stage, 1);
  EXPECT_TRUE(plans[3].offload.params);
  EXPECT_EQ(*plans[3].stage, 3);
}

TEST(PlanSearchTest, TheRemarkShowsAtMostLimitCandidates) {
  // Five candidates and a note; a limit of 3 shows the first 2 and the
  // chosen one (index 4), keeps the note, and counts the other 2.
  std::string lines = "\n  stage 0: a\n  stage 1: b\n  (a note)"
                      "\n  stage 2: c\n  stage 3: d\n  stage 3: e";
  EXPECT_EQ(limitCandidateLines(lines, 4, 3),
            "\n  stage 0: a\n  stage 1: b\n  (a note)\n  stage 3: e"
            "\n  (2 more candidates not shown; zero-report's plan_search "
            "lists every one)");
  // The chosen one among the first: the next ones fill the limit.
  EXPECT_EQ(limitCandidateLines(lines, 0, 3),
            "\n  stage 0: a\n  stage 1: b\n  (a note)\n  stage 2: c"
            "\n  (2 more candidates not shown; zero-report's plan_search "
            "lists every one)");
  // Within the limit nothing changes.
  EXPECT_EQ(limitCandidateLines(lines, 4, 5), lines);
}

TEST(PlanSearchTest, TheTableRoundTripsThroughItsAttribute) {
  MLIRContext context;
  context.getOrLoadDialect<ZeroDialect>();
  PlanCandidate chosen = makeCandidate(2, 120);
  chosen.peakBytes = 460;
  chosen.interNodeBytes = 40;
  chosen.stepSeconds = 0.25;
  PlanCandidate excluded = makeCandidate(0, 0);
  excluded.priced = false;
  excluded.fits = false;
  excluded.peakBytes = UINT64_MAX;
  excluded.reason = "not priced";
  std::vector<PlanCandidate> table = {excluded, chosen};
  DictionaryAttr attr = buildPlanSearchAttr(&context, table, 1);
  std::string error;
  std::optional<PlanSearchTable> read = readPlanSearchAttr(attr, error);
  ASSERT_TRUE(read) << error;
  EXPECT_EQ(read->chosen, 1);
  ASSERT_EQ(read->candidates.size(), 2u);
  EXPECT_FALSE(read->candidates[0].priced);
  EXPECT_EQ(read->candidates[0].reason, "not priced");
  EXPECT_EQ(read->candidates[1].stage, 2);
  EXPECT_EQ(read->candidates[1].peakBytes, 460u);
  EXPECT_EQ(read->candidates[1].interNodeBytes, 40u);
  EXPECT_EQ(read->candidates[1].stepSeconds, std::optional<double>(0.25));
  EXPECT_EQ(read->candidates[1].remat, "none");
  EXPECT_EQ(read->candidates[1].offload, "none");
  EXPECT_EQ(read->candidates[1].reshardAfterForward, "true");
  EXPECT_EQ(read->candidates[1].shardGroup, 4);
  // An index past the table is refused.
  DictionaryAttr bad = buildPlanSearchAttr(&context, table, 2);
  EXPECT_FALSE(readPlanSearchAttr(bad, error));
  EXPECT_NE(error.find("is not one of the 2 candidates"), std::string::npos);
}

} // namespace

// The bound that leaves a candidate unpriced (PlanBound.cpp), derived by
// hand: a bf16 weight of 10 elements (20 B), its two f32 optimizer states
// (40 B each), a bf16 gradient argument (left out) and an i32 input of 3
// (12 B). Sharded states hold floor(n / G) elements: 2 of 10 at G = 4.
TEST(PlanSearchTest, TheArgumentBoundShardsAsTheStageDoes) {
  MLIRContext context;
  context.loadDialect<func::FuncDialect, ZeroDialect>();
  const char *source = R"mlir(
    func.func @step(
        %w: tensor<10xbf16> {zero.state = #zero.state<weight, "w", layer = 0>},
        %m: tensor<10xf32> {zero.state = #zero.state<optimizer, "w">},
        %v: tensor<10xf32> {zero.state = #zero.state<optimizer, "w">},
        %g: tensor<10xbf16> {zero.state = #zero.state<grad, "w", layer = 0>},
        %x: tensor<3xi32>) {
      return
    })mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(module);
  auto step = cast<FunctionOpInterface>(module->getBody()->front());
  auto bound = [&](int stage, int64_t ranks, OffloadLevel offload = {},
                   bool castOnGather = false) {
    ShardPlan plan;
    plan.stage = stage;
    plan.offload = offload;
    plan.castOnGather = castOnGather;
    return getResidentArgumentBytes(step, plan, ranks);
  };
  // Stage 0 holds everything but the gradient: 20 + 80 + 12.
  EXPECT_EQ(bound(0, 4), 112u);
  // Stages 1-2 shard the optimizer states: 2 of 10 f32 each.
  EXPECT_EQ(bound(1, 4), 20u + 2 * 8 + 12);
  EXPECT_EQ(bound(2, 4), 20u + 2 * 8 + 12);
  // Stage 3 shards the weight too: 2 of 10 bf16.
  EXPECT_EQ(bound(3, 4), 4u + 2 * 8 + 12);
  // G = 1 shards nothing.
  EXPECT_EQ(bound(3, 1), 112u);
  // Offload moves the optimizer states off the device, offload-params the
  // weight shard too; cast-on-gather drops the weight argument.
  EXPECT_EQ(bound(3, 4, {OffloadTarget::Cpu, false}), 4u + 12);
  EXPECT_EQ(bound(3, 4, {OffloadTarget::Nvme, true}), 12u);
  EXPECT_EQ(bound(3, 4, {}, /*castOnGather=*/true), 2u * 8 + 12);
  // A parameter with its own dp axes has no bound here.
  step.setArgAttr(0, ZeroDialect::kDpAxesAttrName,
                  ArrayAttr::get(&context, {}));
  EXPECT_EQ(bound(3, 4), std::nullopt);
}
