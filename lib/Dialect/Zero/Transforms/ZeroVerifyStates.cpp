//===- ZeroVerifyStates.cpp - check the model-state table -----------------===//
//
// `zero-verify-states` builds the state table of the training step and
// reports everything that would stop ZeRO from partitioning it. The checks
// live in `StateTable::build`, which every other zero pass runs too; this
// pass exists so that a front end can validate its annotations on their own.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/StateTable.h"
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
    if (failed(step))
      return signalPassFailure();
    FailureOr<StateTable> table = StateTable::build(*step);
    if (failed(table))
      return signalPassFailure();
    numParameters = table->getNumParameters();
    numStates = table->getNumStates();
    markAllAnalysesPreserved();
  }
};
} // namespace
