//===- AnalysesTest.cpp - the model and the footprint as MLIR analyses ----===//
//
// `MemoryModelAnalysis` and `ScheduledFootprintAnalysis` (Analysis/) are what
// the passes share through the analysis manager. Checked here: they give
// what the functions they wrap compute, each figure once (a second request
// returns the same object, and a failure is reported once), and they live
// exactly as long as the preserved set says: with their own type and the
// state table's preserved, and not otherwise.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/AnalysisManager.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Two parameters in two layers, SGD on the weights; the gradients are the
/// step's arguments, annotated, so the step needs no other dialect.
constexpr const char *kStep = R"mlir(
func.func @step(
    %w0: tensor<6x4xf32> {zero.state = #zero.state<weight, "w0", layer = 0>},
    %m0: tensor<6x4xf32> {zero.state = #zero.state<optimizer, "w0">},
    %w1: tensor<3xf32> {zero.state = #zero.state<weight, "w1", layer = 1>},
    %m1: tensor<3xf32> {zero.state = #zero.state<optimizer, "w1">},
    %dw0: tensor<6x4xf32>, %dw1: tensor<3xf32>) {
  %g0 = zero.annotate %dw0 as <grad, "w0"> : tensor<6x4xf32>
  %g1 = zero.annotate %dw1 as <grad, "w1"> : tensor<3xf32>
  return
}
)mlir";

/// Four states of 2^62 bytes: the model-state bytes of one rank at stage 0
/// pass 2^64.
constexpr const char *kTooLarge = R"mlir(
func.func @step(
    %w: tensor<1152921504606846976xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<1152921504606846976xf32> {zero.state = #zero.state<optimizer, "w">},
    %v: tensor<1152921504606846976xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<1152921504606846976xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<1152921504606846976xf32>
  return
}
)mlir";

class AnalysesTest : public ::testing::Test {
protected:
  AnalysesTest() {
    context.loadDialect<func::FuncDialect, ZeroDialect, shard::ShardDialect,
                        tensor::TensorDialect>();
    // Diagnostics are counted, not printed.
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &context, [this](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
            ++errors;
          return success();
        });
  }

  void parse(const char *source) {
    module = parseSourceString<ModuleOp>(source, &context);
    ASSERT_TRUE(module);
    manager = std::make_unique<ModuleAnalysisManager>(*module, nullptr);
    step = &module->getBody()->front();
  }
  AnalysisManager getManager() { return *manager; }

  MLIRContext context;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
  unsigned errors = 0;
  OwningOpRef<ModuleOp> module;
  std::unique_ptr<ModuleAnalysisManager> manager;
  Operation *step = nullptr;
};

// The report is `computeMemoryReport`'s, built once per world size.
TEST_F(AnalysesTest, MemoryModelGivesTheReportOncePerWorldSize) {
  parse(kStep);
  AnalysisManager am = getManager();
  auto &model = am.getChildAnalysis<MemoryModelAnalysis>(step);
  ASSERT_FALSE(model.failed());
  FailureOr<const MemoryReport *> report = model.getReport(4);
  ASSERT_TRUE(succeeded(report));
  FailureOr<MemoryReport> expected = computeMemoryReport(model.getTable(), 4);
  ASSERT_TRUE(succeeded(expected));
  for (int stage = 0; stage < kNumZeroStages; ++stage) {
    EXPECT_EQ((*report)->stages[stage].memoryPerRank.total,
              expected->stages[stage].memoryPerRank.total);
    EXPECT_EQ((*report)->stages[stage].sentBytesPerRank,
              expected->stages[stage].sentBytesPerRank);
  }
  // Layer 0 (24 floats) and layer 1 (3 floats, padded to 4) at stage 3 on 4
  // ranks: 6 + 1 elements of weight, grad and momentum, 4 bytes each.
  EXPECT_EQ((*report)->stages[3].memoryPerRank.total, 3u * 7u * 4u);
  EXPECT_EQ(*model.getReport(4), *report);
  EXPECT_NE(*model.getReport(2), *report);

  FailureOr<const StageFootprint *> footprint = model.getFootprint(4, 3);
  ASSERT_TRUE(succeeded(footprint));
  EXPECT_EQ((*footprint)->memoryPerRank.total,
            (*report)->stages[3].memoryPerRank.total);
  EXPECT_EQ(*model.getFootprint(4, 3), *footprint);
  EXPECT_EQ(errors, 0u);
}

// The model uses the step's state table analysis rather than its own.
TEST_F(AnalysesTest, MemoryModelSharesTheStateTable) {
  parse(kStep);
  AnalysisManager am = getManager();
  auto &states = am.getChildAnalysis<StateTableAnalysis>(step);
  auto &model = am.getChildAnalysis<MemoryModelAnalysis>(step);
  EXPECT_EQ(&model.getTable(), &states.getTable());
}

// Preserved with the table, it survives; without either, it goes.
TEST_F(AnalysesTest, MemoryModelLivesWhileItAndTheTableArePreserved) {
  parse(kStep);
  AnalysisManager am = getManager();
  auto isCached = [&] {
    return am.nest(step).getCachedAnalysis<MemoryModelAnalysis>().has_value();
  };
  am.getChildAnalysis<MemoryModelAnalysis>(step);

  AnalysisManager::PreservedAnalyses both;
  both.preserve<StateTableAnalysis, MemoryModelAnalysis>();
  am.invalidate(both);
  EXPECT_TRUE(isCached());

  AnalysisManager::PreservedAnalyses tableOnly;
  tableOnly.preserve<StateTableAnalysis>();
  am.invalidate(tableOnly);
  EXPECT_FALSE(isCached());
  EXPECT_TRUE(
      am.nest(step).getCachedAnalysis<StateTableAnalysis>().has_value());

  am.getChildAnalysis<MemoryModelAnalysis>(step);
  AnalysisManager::PreservedAnalyses modelOnly;
  modelOnly.preserve<MemoryModelAnalysis>();
  am.invalidate(modelOnly);
  EXPECT_FALSE(isCached());
  EXPECT_FALSE(
      am.nest(step).getCachedAnalysis<StateTableAnalysis>().has_value());

  am.getChildAnalysis<MemoryModelAnalysis>(step);
  am.invalidate(AnalysisManager::PreservedAnalyses());
  EXPECT_FALSE(isCached());
}

// An overflow is reported the first time and fails every time.
TEST_F(AnalysesTest, MemoryModelReportsAnOverflowOnce) {
  parse(kTooLarge);
  AnalysisManager am = getManager();
  auto &model = am.getChildAnalysis<MemoryModelAnalysis>(step);
  ASSERT_FALSE(model.failed());
  EXPECT_TRUE(failed(model.getReport(1)));
  EXPECT_EQ(errors, 1u);
  EXPECT_TRUE(failed(model.getReport(1)));
  EXPECT_EQ(errors, 1u);
}

// A table that fails makes the model fail, without a second report.
TEST_F(AnalysesTest, MemoryModelFailsWithItsTable) {
  parse(R"mlir(
func.func @step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) {
  return
}
)mlir");
  AnalysisManager am = getManager();
  EXPECT_TRUE(am.getChildAnalysis<StateTableAnalysis>(step).failed());
  unsigned reported = errors;
  EXPECT_GT(reported, 0u);
  EXPECT_TRUE(am.getChildAnalysis<MemoryModelAnalysis>(step).failed());
  EXPECT_EQ(errors, reported);
}

// The footprint is `computeScheduledFootprint`'s (an unsharded step is the
// stage-0 program of one rank), measured once, and goes with the table.
TEST_F(AnalysesTest, ScheduledFootprintIsMeasuredOnceAndGoesWithTheTable) {
  parse(kStep);
  AnalysisManager am = getManager();
  auto &analysis = am.getChildAnalysis<ScheduledFootprintAnalysis>(step);
  ASSERT_FALSE(analysis.failed());
  FailureOr<const ScheduledFootprint *> footprint = analysis.getFootprint(1);
  ASSERT_TRUE(succeeded(footprint));
  FailureOr<ScheduledFootprint> expected = computeScheduledFootprint(
      am.getChildAnalysis<StateTableAnalysis>(step).getTable(), 1);
  ASSERT_TRUE(succeeded(expected));
  EXPECT_EQ((*footprint)->peak, expected->peak);
  EXPECT_EQ((*footprint)->modelStates.total, expected->modelStates.total);
  // At the first op: the states, live the whole step (24 + 24 + 3 + 3
  // floats), and the gradients, live until annotated (24 + 3).
  EXPECT_EQ((*footprint)->getPeakBytes(), (54u + 27u) * 4u);
  EXPECT_EQ(*analysis.getFootprint(1), *footprint);

  AnalysisManager::PreservedAnalyses footprintOnly;
  footprintOnly.preserve<ScheduledFootprintAnalysis>();
  am.invalidate(footprintOnly);
  EXPECT_FALSE(am.nest(step)
                   .getCachedAnalysis<ScheduledFootprintAnalysis>()
                   .has_value());
}

} // namespace
