//===- StateTable.h - model states of a training step -----------*- C++ -*-===//
//
// The state table maps every parameter of a training step to the tensors that
// hold its weight, gradient and optimizer states, as marked with
// `#zero.state`. Every later stage of zero-opt (report, sharding, lowering)
// reads the step through this table.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_STATETABLE_H
#define ZERO_DIALECT_ZERO_ANALYSIS_STATETABLE_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"

#include <optional>

namespace mlir::zero {

/// Calls `callback` on every function in `root`, without visiting their
/// bodies.
void forEachFunction(Operation *root,
                     function_ref<void(FunctionOpInterface)> callback);

/// One tensor of the step marked with a `#zero.state`.
struct StateValue {
  /// The marked value: a function argument or the result of `zero.annotate`.
  Value value;
  StateAttr state;
  /// Where the mark is: the argument's location or the `zero.annotate` op.
  LocationAttr loc;
  /// The type of the whole (logical, unsharded) tensor.
  RankedTensorType type;
  uint64_t numElements = 0;
  /// Storage bytes of the whole (unsharded) tensor.
  uint64_t bytes = 0;
  /// In a program `zero-shard` produced: the flat, padded shard this rank
  /// holds instead (the value's type in the IR), marked `zero.shard_of`.
  RankedTensorType shardType;
  /// A weight the step does not hold (`zero.weight_cast`, zero-shard's
  /// cast-on-gather): the cast of the parameter's optimizer state of this
  /// index, whose argument `value` is. Its bytes are what a gather of it
  /// sends; no argument, result or persistent buffer holds it.
  std::optional<unsigned> castFrom;

  Type getElementType() const { return type.getElementType(); }
  /// Whether the step holds this state in a value of its own: every state
  /// but a weight derived from its master copy.
  bool isHeld() const { return !castFrom; }
  bool isShard() const { return static_cast<bool>(shardType); }
  /// The type of the value in the IR: the shard, or the whole tensor.
  RankedTensorType getStorageType() const {
    return shardType ? shardType : type;
  }
};

/// A function result marked with a `#zero.state`: the updated version of a
/// marked input (`matched`) that the step returns.
struct StateResult {
  unsigned resultIndex;
  StateAttr state;
  /// The input state this result updates (an index into the role's list).
  unsigned matchedIndex;
};

/// All model states of one parameter.
struct ParamStates {
  std::string name;
  /// The gathering unit: `layer = i` of its states; nullopt makes the
  /// parameter a unit of its own, or of the one `unit` names.
  std::optional<int64_t> layer;
  /// The named unit of a parameter outside every layer (its weight
  /// argument's `zero.unit`, e.g. "root"); empty when it has none.
  std::string unit;
  /// Whether stage 3 frees this parameter's unit after the forward (its
  /// weight argument's `zero.reshard_after_forward`); nullopt leaves it to
  /// zero-shard's `reshard-after-forward`. Every parameter of one unit
  /// agrees (the table checks it).
  std::optional<bool> reshardAfterForward;
  /// Whether the weight stays whole on every rank at every stage (its
  /// weight argument's `zero.persistent`): stage 3 then treats it as
  /// stages 1-2 do (StageDecisions::forParam).
  bool persistent = false;
  /// The highest stage that shards this parameter: its weight argument's
  /// `zero.max_stage`, at most 2 for a persistent weight, else 3. The plan's
  /// stage is capped at it for this parameter (StageDecisions::forParam).
  int64_t maxStage = 3;
  /// Whether the parameter's states and update stay on the device under a
  /// plan that offloads (its weight argument's `zero.on_device`).
  bool onDevice = false;
  /// Whether stage 3 gathers the weight as the cast of its master copy even
  /// when the plan does not cast every weight (its weight argument's
  /// `zero.cast_on_gather`).
  bool castOnGather = false;
  StateValue weight;
  StateValue grad;
  /// In order of appearance (e.g. master, exp_avg, exp_avg_sq).
  SmallVector<StateValue, 3> optimizer;
  SmallVector<StateResult, 4> results;
  /// The mesh axes of this parameter's own data-parallel group (its weight
  /// argument's `zero.dp_axes`); null when it has ZeRO's group.
  ArrayAttr dpAxisNames;

  uint64_t getNumElements() const { return weight.numElements; }
  /// Whether the weight stays whole on every rank at every stage: stage 3
  /// neither shards nor gathers it (a persistent weight, or a parameter
  /// capped below stage 3).
  bool keepsWeightWhole() const { return maxStage < 3; }
  /// The marked input that `result` is the updated version of.
  const StateValue &getUpdatedInput(const StateResult &result) const {
    switch (result.state.getRole()) {
    case StateRole::Weight:
      return weight;
    case StateRole::Grad:
      return grad;
    case StateRole::Optimizer:
      return optimizer[result.matchedIndex];
    }
    llvm_unreachable("unknown state role");
  }
};

/// The master copy of a parameter: the optimizer state whose updated value
/// the step writes, cast, as the parameter's new weight.
struct MasterCopy {
  /// Its index among the parameter's optimizer states.
  unsigned index;
  /// The update's cast (`arith.truncf`), whose rounding mode and fast-math
  /// flags a copy of the cast must repeat to yield the same bits.
  arith::TruncFOp cast;
};

/// `param`'s master copy in the step whose return is `terminator`: the
/// weight's result is `arith.truncf` of a value returned as an updated
/// optimizer state, as a tensor op or as one result of the
/// `linalg.generic` that yields both; in a program that gathers the updated
/// weights back (`zero-shard` stages 1-2), the weight's result is that cast
/// gathered and reshaped. nullopt when it is not (the weight is
/// in the master's precision, or the step does not return it); a step that
/// holds no weight (cast-on-gather) names the master in `StateValue::
/// castFrom` instead.
std::optional<MasterCopy> findMasterCopy(const ParamStates &param,
                                         Operation *terminator);

/// The state table of one training-step function.
class StateTable {
public:
  /// Collects and checks the states of `function`. Every violation is
  /// reported as a diagnostic at its location (with a note at the related
  /// one); returns failure if there was any.
  static FailureOr<StateTable> build(FunctionOpInterface function);

  /// Finds the training step of `module`: the function named `name`, or when
  /// `name` is empty the one function that carries `#zero.state` marks.
  /// Reports a diagnostic and fails when there is none or several.
  static FailureOr<FunctionOpInterface> findTrainingStep(ModuleOp module,
                                                         StringRef name);

  FunctionOpInterface getFunction() const { return function; }

  /// Parameters in order of their weight's first appearance.
  ArrayRef<ParamStates> getParams() const { return params; }
  /// Whether some parameter names data-parallel axes of its own
  /// (`zero.dp_axes`: a routed expert's replicas under expert parallelism).
  bool hasParamGroups() const {
    return llvm::any_of(params, [](const ParamStates &param) {
      return static_cast<bool>(param.dpAxisNames);
    });
  }

  /// The parameter count Ψ: elements of all weights.
  uint64_t getNumParameters() const { return numParameters; }
  /// Number of marked tensors (inputs, not results).
  unsigned getNumStates() const;

private:
  FunctionOpInterface function;
  std::vector<ParamStates> params;
  llvm::StringMap<unsigned> indexByName;
  uint64_t numParameters = 0;
};

/// The state table of a training-step function as an MLIR analysis, so that
/// the passes that keep the step as it is (zero-verify-states, zero-report)
/// build it once: `getChildAnalysis<StateTableAnalysis>(step)` from a module
/// pass. Building reports every inconsistency as a diagnostic, once; a pass
/// that finds the analysis failed fails too.
class StateTableAnalysis {
public:
  explicit StateTableAnalysis(Operation *function);

  bool failed() const { return !table; }
  /// The table; only when the analysis did not fail.
  const StateTable &getTable() const { return *table; }

private:
  std::optional<StateTable> table;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_STATETABLE_H
