//===- ZeroVerifyStates.cpp - check the model-state table -----------------===//
//
// `zero-verify-states` builds the state table of the training step and
// reports everything that would stop ZeRO from partitioning it. The checks
// live in `StateTable::build`, which every other zero pass runs too; this
// pass exists so that a front end can validate its annotations on their own.
// The table is an analysis (`StateTableAnalysis`) that this pass preserves,
// so a `zero-report` after it reuses it.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROVERIFYSTATES
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {
struct ZeroVerifyStatesPass
    : public zero::impl::ZeroVerifyStatesBase<ZeroVerifyStatesPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<FunctionOpInterface> step =
        StateTable::findTrainingStep(getOperation(), functionName);
    if (failed(step) ||
        failed(checkNoShardingMarksWithoutPlan(*step, "zero-verify-states")))
      return signalPassFailure();
    auto &analysis = getChildAnalysis<StateTableAnalysis>(*step);
    if (analysis.failed())
      return signalPassFailure();
    numParameters = analysis.getTable().getNumParameters();
    numStates = analysis.getTable().getNumStates();
    // The IR is unchanged: the table stays valid for the passes after this.
    markAllAnalysesPreserved();
  }
};
} // namespace
