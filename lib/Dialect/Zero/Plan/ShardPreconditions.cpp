//===- ShardPreconditions.cpp - can the step be sharded? ------------------===//
//
// `checkShardable` (ShardPreconditions.h): every reason a stage's rewrite
// cannot shard a step, reported before anything is rewritten. A file apart
// from the rewrite because it only reads the state table and emits
// diagnostics; the rewrite calls it first, and the replay of the rewrite
// for `stage=auto` (ShardedStepModel.cpp) calls it too.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/ShardPreconditions.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::zero;

/// Each gradient is reduced at one point: once the last gradient of its
/// gathering unit is computed, or, where the gradients are reduced after
/// the backward (stage 1), once the last gradient of the step is. The update
/// reads the reduced gradient in place of the local one, so an op that reads
/// a gradient before that point (an optimizer applied inside the backward,
/// one parameter at a time) would read a value that does not exist yet.
/// Reports the first such read of each parameter. Units are taken whole:
/// a unit whose parameters are reduced in different groups is reduced in
/// parts, each part no later than the whole.
static LogicalResult
checkGradientReadsAfterReduction(const StateTable &table,
                                 const StageDecisions &decisions) {
  Block &body = table.getFunction().getFunctionBody().front();
  // The op of the step's block that computes `value`; null for an argument.
  auto getTopDefiningOp = [&](Value value) -> Operation * {
    Operation *def = value ? value.getDefiningOp() : nullptr;
    return def ? body.findAncestorOpInBlock(*def) : nullptr;
  };
  auto getLater = [](Operation *a, Operation *b) {
    if (!a || !b)
      return a ? a : b;
    return a->isBeforeInBlock(b) ? b : a;
  };
  Operation *endOfBackward = nullptr;
  for (const ParamStates &param : table.getParams())
    endOfBackward = getLater(endOfBackward, getTopDefiningOp(param.grad.value));
  bool hadError = false;
  for (const GatheringUnit &unit : computeGatheringUnits(table)) {
    Operation *endOfUnit = nullptr;
    for (unsigned index : unit.params)
      endOfUnit = getLater(
          endOfUnit, getTopDefiningOp(table.getParams()[index].grad.value));
    for (unsigned index : unit.params) {
      const ParamStates &param = table.getParams()[index];
      bool afterBackward =
          decisions.forParam(param.maxStage).reducesGradientsAfterBackward();
      Operation *point = afterBackward ? endOfBackward : endOfUnit;
      if (!point || !param.grad.value)
        continue;
      for (Operation *user : param.grad.value.getUsers()) {
        Operation *top = body.findAncestorOpInBlock(*user);
        if (!top || top == point || !top->isBeforeInBlock(point))
          continue;
        hadError = true;
        InFlightDiagnostic diag = emitError(user->getLoc())
                                  << "reads the gradient of \"" << param.name
                                  << "\" before it is reduced: ";
        // Reduced after the backward by its own cap, at a higher stage.
        bool byCap =
            afterBackward && !decisions.reducesGradientsAfterBackward();
        if (byCap)
          diag << "its 'zero.max_stage' caps it at stage " << param.maxStage
               << ", where gradients are reduced once the backward is done, "
                  "after the last gradient of the step";
        else if (afterBackward)
          diag << "at stage 1 every gradient is reduced once the backward "
                  "is done, after the last gradient of the step";
        else
          diag << "the gradients of " << getGatheringUnitName(param)
               << " are reduced together once the last of them is computed";
        diag << "; update the parameters after "
             << (afterBackward ? "the backward" : "that gradient");
        if (byCap)
          diag << ", or raise the cap to 2 or 3, which reduce each unit's "
                  "gradients as soon as they are computed";
        else if (afterBackward)
          diag << ", or shard at stage 2 or 3, which reduce each unit's "
                  "gradients as soon as they are computed";
        diag.attachNote(point->getLoc())
            << (afterBackward ? "the last gradient of the step"
                              : "the last gradient of the unit");
        break;
      }
    }
  }
  return failure(hadError);
}

/// Reports every reason this stage cannot shard the step: 0-d parameters,
/// returned gradients, element types without a zero or a reduction, and
/// sharded states that leave the step through an unmarked result (which
/// would silently turn from the full tensor into this rank's shard, since no
/// gather reaches a result).
LogicalResult zero::checkShardable(const StateTable &table, int stage,
                                   int64_t worldSize) {
  Operation *terminator =
      table.getFunction().getFunctionBody().front().getTerminator();
  StageDecisions decisions = getStagePreset(stage);
  bool hadError = false;
  // Each check asks what the plan does to the parameter: the stage, capped
  // at the parameter's own (`zero.max_stage`).
  auto shardsOptimizerStates = [&](const ParamStates &param) {
    return decisions.forParam(param.maxStage).shardOptimizerStates;
  };
  // The stage that applies to a parameter, which the messages name.
  auto stageOf = [&](const ParamStates &param) {
    return std::min<int64_t>(stage, param.maxStage);
  };
  // A 0-d state cannot be told apart from the scalar hyperparameters its
  // update reads, so it is not sharded silently as a 1-element tensor.
  for (const ParamStates &param : table.getParams())
    if (shardsOptimizerStates(param) && param.weight.type.getRank() == 0) {
      hadError = true;
      emitError(Location(param.weight.loc))
          << "parameter \"" << param.name << "\" is a 0-d tensor, which stage "
          << stageOf(param)
          << " cannot shard; give it shape [1] in the front end";
    }
  // A returned gradient (accumulated across calls) would have to come back
  // reduced and, from stage 2, sharded, which the rewrite does not do yet.
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results)
      if (shardsOptimizerStates(param) &&
          result.state.getRole() == StateRole::Grad) {
        hadError = true;
        (terminator->emitOpError()
         << "returns the gradient of \"" << param.name << "\" as result #"
         << result.resultIndex << "; stage " << stageOf(param)
         << " reduces gradients inside the step and cannot return one "
            "(gradient accumulation across calls); accumulate inside the "
            "step, or shard at stage 0")
                .attachNote(Location(param.grad.loc))
            << "the gradient";
      }
  // Shards are padded with a zero constant and reduced by the runtime, both
  // of which exist for integer and floating-point elements only.
  for (const ParamStates &param : table.getParams()) {
    Type elementType = param.weight.getElementType();
    if (shardsOptimizerStates(param) && !elementType.isIntOrFloat()) {
      hadError = true;
      emitError(Location(param.weight.loc))
          << "parameter \"" << param.name << "\" has elements of type "
          << elementType << ", which stage " << stageOf(param)
          << " cannot shard: shards are padded with zeros and reduced by "
             "the runtime, for integer and floating-point elements only";
    }
  }
  // Every state a stage from 1 on touches is padded to N·S elements, which
  // must still be a tensor size.
  for (const ParamStates &param : table.getParams()) {
    if (!shardsOptimizerStates(param))
      continue;
    auto checkPadded = [&](const StateValue &state) {
      if (getPaddedElements(state.numElements, state.getElementType(),
                            worldSize))
        return true;
      hadError = true;
      emitError(Location(state.loc))
          << "the " << stringifyStateRole(state.state.getRole()) << " of \""
          << param.name << "\" (" << state.type << ") padded to a multiple "
          << "of world-size " << worldSize
          << " has more than 2^63 - 1 elements or bytes; use a smaller "
             "world-size or split the parameter";
      return false;
    };
    if (checkPadded(param.weight) && checkPadded(param.grad))
      for (const StateValue &state : param.optimizer)
        if (!checkPadded(state))
          break;
  }
  // Stage 3 shards each weight where the step receives it and gathers it
  // before use; a weight the step computes (marked with `zero.annotate`)
  // exists in full on every rank, so there is nothing to gather.
  for (const ParamStates &param : table.getParams())
    if (decisions.forParam(param.maxStage).shardWeights &&
        !isa<BlockArgument>(param.weight.value)) {
      hadError = true;
      emitError(Location(param.weight.loc))
          << "the weight of \"" << param.name
          << "\" is computed inside the step, but stage 3 shards each "
             "weight where the step takes it as an argument; pass the "
             "weight in as a marked argument, or shard at stage 0, 1 or 2";
    }
  for (const ParamStates &param : table.getParams()) {
    StageDecisions ofParam = decisions.forParam(param.maxStage);
    auto check = [&](const StateValue &state) {
      if (!isa<BlockArgument>(state.value) ||
          !ofParam.shards(state.state.getRole()))
        return;
      for (OpOperand &use : state.value.getUses()) {
        if (use.getOwner() != terminator)
          continue;
        unsigned index = use.getOperandNumber();
        bool marked = llvm::any_of(param.results, [&](const StateResult &r) {
          return r.resultIndex == index &&
                 r.state.getRole() == state.state.getRole();
        });
        if (marked)
          continue;
        hadError = true;
        (terminator->emitOpError()
         << "returns the " << stringifyStateRole(state.state.getRole())
         << " of \"" << param.name << "\" as unmarked result #" << index
         << ", but at stage " << stageOf(param)
         << " a rank holds only its shard and no gather reaches a result; "
            "mark the result with #zero.state<"
         << stringifyStateRole(state.state.getRole()) << ", \"" << param.name
         << "\"> to return the shard, or return a value the step computes "
            "from it")
                .attachNote(Location(state.loc))
            << "the state";
      }
    };
    check(param.weight);
    for (const StateValue &state : param.optimizer)
      check(state);
  }
  if (failed(checkGradientReadsAfterReduction(table, decisions)))
    hadError = true;
  return failure(hadError);
}
