//===- StateTable.cpp - model states of a training step -------------------===//

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "detail/UninitializedSource.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

unsigned StateTable::getNumStates() const {
  unsigned count = 0;
  for (const ParamStates &param : params)
    count += (param.weight.isHeld() ? 2 : 1) + param.optimizer.size();
  return count;
}

static StateAttr getArgState(FunctionOpInterface function, unsigned index) {
  return function.getArgAttrOfType<StateAttr>(index,
                                              ZeroDialect::kStateAttrName);
}

static StateAttr getResultState(FunctionOpInterface function, unsigned index) {
  return function.getResultAttrOfType<StateAttr>(index,
                                                 ZeroDialect::kStateAttrName);
}

static bool hasStateMarks(FunctionOpInterface function) {
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    if (getArgState(function, i))
      return true;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    if (getResultState(function, i))
      return true;
  bool found = false;
  function->walk([&](AnnotateOp) {
    found = true;
    return WalkResult::interrupt();
  });
  return found;
}

void zero::forEachFunction(Operation *root,
                           function_ref<void(FunctionOpInterface)> callback) {
  // Functions hold no functions, so their bodies (nearly every op of a
  // module) need not be visited.
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    auto function = dyn_cast<FunctionOpInterface>(op);
    if (!function)
      return WalkResult::advance();
    callback(function);
    return WalkResult::skip();
  });
}

FailureOr<FunctionOpInterface> StateTable::findTrainingStep(ModuleOp module,
                                                            StringRef name) {
  if (!name.empty()) {
    auto function = dyn_cast_or_null<FunctionOpInterface>(
        SymbolTable::lookupSymbolIn(module, name));
    if (!function) {
      emitError(module.getLoc()) << "no function named '" << name
                                 << "' in the module; check the 'func' option";
      return failure();
    }
    if (function.isExternal()) {
      function.emitError() << "the training step '" << name << "' has no body";
      return failure();
    }
    return function;
  }
  SmallVector<FunctionOpInterface> marked;
  forEachFunction(module, [&](FunctionOpInterface function) {
    if (!function.isExternal() && hasStateMarks(function))
      marked.push_back(function);
  });
  if (marked.empty()) {
    emitError(module.getLoc())
        << "no function carries a #zero.state mark; mark the training "
           "step's weights, gradients and optimizer states, e.g. "
           "'%w: tensor<4096x4096xbf16> {zero.state = #zero.state<weight, "
           "\"layers.0.wq\", layer = 0>}'";
    return failure();
  }
  if (marked.size() > 1) {
    InFlightDiagnostic diag = emitError(module.getLoc())
                              << marked.size()
                              << " functions carry #zero.state marks; choose "
                                 "the training step with the 'func' option";
    for (FunctionOpInterface function : marked)
      diag.attachNote(function.getLoc())
          << "candidate '" << function.getName() << "'";
    return failure();
  }
  return marked.front();
}

namespace {
/// Collects the marks of one function and checks them, reporting every
/// violation before failing.
class TableBuilder {
public:
  explicit TableBuilder(FunctionOpInterface function) : function(function) {}

  FailureOr<StateTable> build(std::vector<ParamStates> &params,
                              llvm::StringMap<unsigned> &indexByName,
                              uint64_t &numParameters);

private:
  /// The states of one parameter as found, before the per-role checks.
  struct Collected {
    SmallVector<StateValue, 1> weights, grads;
    SmallVector<StateValue, 3> optimizer;
  };

  void collectInputs();
  /// The weight that `zero.weight_cast` on `source`, an optimizer state
  /// just added, says is derived from it.
  void addCastWeight(BlockArgument source, StateAttr sourceState,
                     DictionaryAttr weightCast);
  void addState(Value value, StateAttr state, LocationAttr loc,
                RankedTensorType fullType = {});
  void checkParam(StringRef name, Collected &collected, ParamStates &param);
  void matchResults();
  void checkReshardDecisions();

  InFlightDiagnostic error(LocationAttr loc) {
    hadError = true;
    return emitError(Location(loc));
  }

  FunctionOpInterface function;
  bool hadError = false;
  /// Parameter names in order of first appearance, and their states.
  SmallVector<std::string> order;
  llvm::StringMap<Collected> collected;
  /// The location of the mark on each underlying value, to reject a second.
  llvm::DenseMap<Value, LocationAttr> markedValues;
  std::vector<ParamStates> *params = nullptr;
  llvm::StringMap<unsigned> *indexByName = nullptr;
};
} // namespace

static StringRef roleName(StateRole role) { return stringifyStateRole(role); }

/// The value a mark is really about: `zero.annotate` is transparent.
static Value getMarkedRoot(Value value) {
  while (auto annotate = value.getDefiningOp<AnnotateOp>())
    value = annotate.getInput();
  return value;
}

void TableBuilder::addState(Value value, StateAttr state, LocationAttr loc,
                            RankedTensorType fullType) {
  // A shard stands for its full tensor: the table checks shapes and counts
  // elements of the full tensor and remembers the shard beside it.
  RankedTensorType shardType;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (fullType) {
    shardType = type;
    type = fullType;
  }
  if (!type || failed(verifyStateType(type, [&]() { return error(loc); })))
    return;
  Value root = getMarkedRoot(value);
  auto [it, inserted] = markedValues.try_emplace(root, loc);
  if (!inserted) {
    (error(loc) << "this value is already marked as a model state; mark "
                   "each tensor once")
            .attachNote(Location(it->second))
        << "first marked here";
    return;
  }
  uint64_t numElements = *getNumElements(type);
  StateValue stateValue{
      value,    state,       loc,
      type,     numElements, *getByteSize(numElements, type.getElementType()),
      shardType};
  StringRef name = state.getParam();
  auto [entry, isNew] = collected.try_emplace(name);
  if (isNew)
    order.push_back(name.str());
  switch (state.getRole()) {
  case StateRole::Weight:
    entry->second.weights.push_back(stateValue);
    break;
  case StateRole::Grad:
    entry->second.grads.push_back(stateValue);
    break;
  case StateRole::Optimizer:
    entry->second.optimizer.push_back(stateValue);
    break;
  }
}

void TableBuilder::addCastWeight(BlockArgument source, StateAttr sourceState,
                                 DictionaryAttr weightCast) {
  // The dialect verified the dictionary's shape against the argument.
  auto state = weightCast.getAs<StateAttr>("state");
  auto type =
      cast<RankedTensorType>(weightCast.getAs<TypeAttr>("type").getValue());
  LocationAttr loc = source.getLoc();
  if (failed(verifyStateType(type, [&]() { return error(loc); })))
    return;
  Collected &states = collected[sourceState.getParam()];
  // The source was added just before: its index among the optimizer states.
  auto castFrom = static_cast<unsigned>(states.optimizer.size() - 1);
  RankedTensorType shardType;
  if (states.optimizer.back().isShard())
    shardType =
        RankedTensorType::get({states.optimizer.back().shardType.getDimSize(0)},
                              type.getElementType());
  uint64_t numElements = *getNumElements(type);
  StateValue weight{
      source,    state,       loc,
      type,      numElements, *getByteSize(numElements, type.getElementType()),
      shardType, castFrom};
  states.weights.push_back(weight);
}

void TableBuilder::collectInputs() {
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    if (StateAttr state = getArgState(function, i)) {
      BlockArgument argument = function.getArgument(i);
      RankedTensorType fullType;
      if (auto shardOf = function.getArgAttrOfType<TypeAttr>(
              i, ZeroDialect::kShardOfAttrName))
        fullType = dyn_cast<RankedTensorType>(shardOf.getValue());
      size_t before = markedValues.size();
      addState(argument, state, argument.getLoc(), fullType);
      if (auto weightCast = function.getArgAttrOfType<DictionaryAttr>(
              i, ZeroDialect::kWeightCastAttrName);
          weightCast && markedValues.size() > before)
        addCastWeight(argument, state, weightCast);
    }
  // The body is one block (checked before). Only ops with regions are
  // walked, for annotations misplaced inside them: most of a step's ops
  // are the bodies of linalg ops, and walking each costs more than a loop.
  for (Operation &op : function.getFunctionBody().front()) {
    if (op.getNumRegions() != 0)
      op.walk([&](AnnotateOp nested) {
        error(nested.getLoc())
            << "'zero.annotate' must be at the top level of the training "
               "step, not inside a nested region; annotate the value the "
               "region yields instead";
      });
    if (auto annotate = dyn_cast<AnnotateOp>(op))
      addState(annotate.getResult(), annotate.getState(), annotate.getLoc());
  }
}

void TableBuilder::checkParam(StringRef name, Collected &states,
                              ParamStates &param) {
  param.name = name.str();
  if (states.weights.empty()) {
    const StateValue &orphan =
        states.grads.empty() ? states.optimizer.front() : states.grads.front();
    error(orphan.loc) << roleName(orphan.state.getRole()) << " of parameter \""
                      << name
                      << "\" has no weight; mark the parameter's weight with "
                         "#zero.state<weight, \""
                      << name << "\">";
    return;
  }
  const StateValue &weight = states.weights.front();
  for (const StateValue &duplicate : llvm::drop_begin(states.weights))
    (error(duplicate.loc) << "parameter name \"" << name
                          << "\" names two weights; names must be unique")
            .attachNote(Location(weight.loc))
        << "the other weight \"" << name << "\"";
  param.weight = weight;
  if (auto argument = dyn_cast<BlockArgument>(weight.value)) {
    param.dpAxisNames = function.getArgAttrOfType<ArrayAttr>(
        argument.getArgNumber(), ZeroDialect::kDpAxesAttrName);
    if (auto unit = function.getArgAttrOfType<StringAttr>(
            argument.getArgNumber(), ZeroDialect::kUnitAttrName))
      param.unit = unit.getValue().str();
    if (auto reshard = function.getArgAttrOfType<BoolAttr>(
            argument.getArgNumber(), ZeroDialect::kReshardAfterForwardAttrName))
      param.reshardAfterForward = reshard.getValue();
    param.persistent =
        function.getArgAttr(argument.getArgNumber(),
                            ZeroDialect::kPersistentAttrName) != nullptr;
    param.maxStage = getArgumentMaxStage(function, argument.getArgNumber());
    param.onDevice =
        function.getArgAttr(argument.getArgNumber(),
                            ZeroDialect::kOnDeviceAttrName) != nullptr;
    param.castOnGather =
        function.getArgAttr(argument.getArgNumber(),
                            ZeroDialect::kCastOnGatherAttrName) != nullptr;
  }

  if (states.grads.empty())
    error(weight.loc) << "weight \"" << name
                      << "\" has no gradient; annotate the value the backward "
                         "pass computes for it with 'zero.annotate %dw as "
                         "<grad, \""
                      << name << "\">'";
  for (const StateValue &duplicate :
       llvm::drop_begin(states.grads, states.grads.empty() ? 0 : 1))
    (
        error(duplicate.loc)
        << "parameter \"" << name
        << "\" has a second gradient; a weight has exactly one")
            .attachNote(Location(states.grads.front().loc))
        << "the first gradient";
  if (!states.grads.empty()) {
    const StateValue &grad = states.grads.front();
    if (grad.type.getShape() != weight.type.getShape())
      (error(grad.loc) << "gradient of \"" << name << "\" has shape "
                       << grad.type << " but its weight has " << weight.type)
              .attachNote(Location(weight.loc))
          << "the weight";
    param.grad = grad;
  }

  for (const StateValue &state : states.optimizer)
    if (state.numElements != weight.numElements)
      (error(state.loc) << "optimizer state of \"" << name << "\" has "
                        << state.numElements << " elements (" << state.type
                        << ") but its weight has " << weight.numElements << " ("
                        << weight.type << ")")
              .attachNote(Location(weight.loc))
          << "the weight";
  param.optimizer.assign(states.optimizer.begin(), states.optimizer.end());

  // Every state that names a layer must name the same one.
  const StateValue *layerSource = nullptr;
  auto checkLayer = [&](const StateValue &state) {
    std::optional<int64_t> layer = state.state.getLayer();
    if (!layer)
      return;
    if (!layerSource) {
      layerSource = &state;
      param.layer = layer;
      return;
    }
    if (*layer != *param.layer)
      (error(state.loc) << roleName(state.state.getRole()) << " of \"" << name
                        << "\" is in layer " << *layer << " but its "
                        << roleName(layerSource->state.getRole())
                        << " is in layer " << *param.layer)
              .attachNote(Location(layerSource->loc))
          << "layer " << *param.layer << " given here";
  };
  checkLayer(weight);
  for (const StateValue &state : states.grads)
    checkLayer(state);
  for (const StateValue &state : states.optimizer)
    checkLayer(state);
  // A layer is one unit already: a second grouping would make the
  // parameter's collectives ambiguous.
  if (param.layer && !param.unit.empty())
    (error(weight.loc) << "weight \"" << name << "\" is in layer "
                       << *param.layer << " and names the unit \"" << param.unit
                       << "\" ('" << ZeroDialect::kUnitAttrName
                       << "'); a layer's parameters are one unit already, "
                          "so drop '"
                       << ZeroDialect::kUnitAttrName
                       << "' (it groups parameters outside the layers)")
            .attachNote(Location((layerSource ? layerSource : &weight)->loc))
        << "layer " << *param.layer << " given here";
}

void TableBuilder::matchResults() {
  // The values the step returns, one per result (the body is one block).
  Operation *terminator =
      function.getFunctionBody().front().mightHaveTerminator()
          ? function.getFunctionBody().front().getTerminator()
          : nullptr;
  bool returnsResults =
      terminator && terminator->getNumOperands() == function.getNumResults();
  // The k-th result marked (role, param) updates the k-th input so marked.
  llvm::StringMap<SmallVector<unsigned, 3>> seen;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i) {
    StateAttr state = getResultState(function, i);
    if (!state)
      continue;
    LocationAttr loc = getResultLoc(function);
    // A state result is stored in place of the state; one the step never
    // writes would store undefined memory, with exit 0. Reported at the
    // return, with a note at the value's creation.
    Operation *reader = nullptr;
    PartialWrite partial;
    Operation *source =
        returnsResults
            ? getUninitializedSource(terminator->getOperand(i), reader, partial)
            : nullptr;
    if (source && partial.insert) {
      InFlightDiagnostic diag =
          error(loc)
          << "result #" << i << " is marked as " << roleName(state.getRole())
          << " of \"" << state.getParam() << "\" but the step writes "
          << (partial.atMost ? "at most " : "only ") << partial.written
          << " of its " << partial.total << " elements (slices inserted into '"
          << source->getName()
          << "'; the others hold undefined data); write every element, "
             "e.g. insert into the state argument or a filled tensor";
      diag.attachNote(source->getLoc()) << "the unwritten value";
      diag.attachNote(partial.insert->getLoc())
          << "the last slice inserted into it";
    } else if (source) {
      InFlightDiagnostic diag =
          error(loc)
          << "result #" << i << " is marked as " << roleName(state.getRole())
          << " of \"" << state.getParam() << "\" but returns a value the "
          << "step never writes ('" << source->getName()
          << "' and views of it hold undefined data)"
          << (reader ? ", or computes from one" : "")
          << "; return the updated state, or the state argument if the "
             "step leaves it unchanged";
      diag.attachNote(source->getLoc()) << "the unwritten value";
      if (reader)
        diag.attachNote(reader->getLoc())
            << "reads it as the initial value of its result";
    }
    auto it = indexByName->find(state.getParam());
    if (it == indexByName->end()) {
      error(loc) << "result #" << i << " is marked as "
                 << roleName(state.getRole()) << " of \"" << state.getParam()
                 << "\", but no input of the step holds that parameter";
      continue;
    }
    ParamStates &param = (*params)[it->second];
    SmallVector<StateValue *, 3> inputs;
    switch (state.getRole()) {
    case StateRole::Weight:
      inputs.push_back(&param.weight);
      break;
    case StateRole::Grad:
      if (param.grad.value)
        inputs.push_back(&param.grad);
      break;
    case StateRole::Optimizer:
      for (StateValue &value : param.optimizer)
        inputs.push_back(&value);
      break;
    }
    auto &counts = seen[state.getParam()];
    counts.resize(3, 0);
    unsigned &k = counts[static_cast<unsigned>(state.getRole())];
    if (k >= inputs.size()) {
      error(loc) << "result #" << i << " is " << roleName(state.getRole())
                 << " state " << (k + 1) << " of \"" << state.getParam()
                 << "\" but the step takes only " << inputs.size()
                 << "; every marked result must update a marked input";
      continue;
    }
    StateValue &input = *inputs[k];
    Type resultType = function.getResultTypes()[i];
    // A weight cast from its master copy is computed by every gather;
    // the step stores only the master back.
    if (input.castFrom) {
      (error(loc) << "result #" << i << " is marked as the weight of \""
                  << state.getParam()
                  << "\", but the step derives that weight from its "
                     "optimizer state by a cast ('"
                  << ZeroDialect::kWeightCastAttrName
                  << "') and holds no weight to update; drop the mark or the "
                     "'"
                  << ZeroDialect::kWeightCastAttrName << "'")
              .attachNote(Location(input.loc))
          << "the optimizer state the weight is cast from";
      ++k;
      continue;
    }
    // A marked result is stored back in place of the state argument it
    // updates; a state the step computes (a gradient, say) has no place.
    if (!isa<BlockArgument>(input.value)) {
      (error(loc) << "result #" << i << " is marked as the "
                  << roleName(state.getRole()) << " of \"" << state.getParam()
                  << "\", but the step computes that "
                  << roleName(state.getRole())
                  << " instead of taking it as an argument; a marked result "
                     "is stored back in place of a state argument, so take "
                     "the "
                  << roleName(state.getRole())
                  << " as a marked argument or, if the result is the updated "
                     "weight, mark it #zero.state<weight, \""
                  << state.getParam() << "\">")
              .attachNote(Location(input.loc))
          << "the " << roleName(state.getRole()) << " the step computes";
      param.results.push_back({i, state, k});
      ++k;
      continue;
    }
    if (auto shardOf = function.getResultAttrOfType<TypeAttr>(
            i, ZeroDialect::kShardOfAttrName))
      if (shardOf.getValue() != input.type)
        (error(loc) << "result #" << i << " is a shard of "
                    << shardOf.getValue() << " but updates a state of type "
                    << input.type)
                .attachNote(Location(input.loc))
            << "the input it updates";
    if (resultType != input.getStorageType())
      (error(loc) << "result #" << i << " (" << resultType << ") updates "
                  << roleName(state.getRole()) << " of \"" << state.getParam()
                  << "\" but has a different type than "
                  << input.getStorageType())
              .attachNote(Location(input.loc))
          << "the input it updates";
    if (state.getLayer() && state.getLayer() != param.layer)
      (error(loc) << "result #" << i << " puts \"" << state.getParam()
                  << "\" in layer " << *state.getLayer()
                  << ", which differs from its inputs")
              .attachNote(Location(input.loc))
          << "the input it updates";
    param.results.push_back({i, state, k});
    ++k;
  }
}

/// How a parameter's `zero.reshard_after_forward` reads in a diagnostic.
static std::string describeReshard(const ParamStates &param) {
  if (!param.reshardAfterForward)
    return "none";
  return *param.reshardAfterForward ? "true" : "false";
}

/// Where a weight's `zero.reshard_after_forward` sits: its argument (the
/// master copy's under cast-on-gather).
static std::string describeWeightArgument(const ParamStates &param) {
  auto argument = dyn_cast<BlockArgument>(param.weight.value);
  return argument ? "argument #" + std::to_string(argument.getArgNumber())
                  : std::string("a value computed in the step");
}

void TableBuilder::checkReshardDecisions() {
  // One gathering unit is gathered and freed as a whole
  // (GatherSchedule.h), so its parameters must not disagree on when.
  llvm::DenseMap<int64_t, unsigned> firstOfLayer;
  llvm::StringMap<unsigned> firstOfUnit;
  for (auto [index, param] : llvm::enumerate(*params)) {
    unsigned at = index;
    if (param.layer)
      at = firstOfLayer.try_emplace(*param.layer, index).first->second;
    else if (!param.unit.empty())
      at = firstOfUnit.try_emplace(param.unit, index).first->second;
    const ParamStates &first = (*params)[at];
    if (at == index || first.reshardAfterForward == param.reshardAfterForward)
      continue;
    std::string unit = param.layer ? "layer " + std::to_string(*param.layer)
                                   : "unit \"" + param.unit + "\"";
    (error(param.weight.loc)
     << "'" << ZeroDialect::kReshardAfterForwardAttrName << "' of \""
     << param.name << "\" (" << describeWeightArgument(param) << ") is "
     << describeReshard(param) << " but that of \"" << first.name << "\" ("
     << describeWeightArgument(first) << "), in the same " << unit << ", is "
     << describeReshard(first)
     << "; the parameters of one gathering unit are freed together, so "
        "give them all the same value (or none)")
            .attachNote(Location(first.weight.loc))
        << "\"" << first.name << "\" here";
  }
}

FailureOr<StateTable> TableBuilder::build(std::vector<ParamStates> &outParams,
                                          llvm::StringMap<unsigned> &outIndex,
                                          uint64_t &numParameters) {
  params = &outParams;
  indexByName = &outIndex;
  // Every pass reads the step in program order and finds its results at the
  // one return: a branch would leave states with no order and results with
  // several returns (and the terminator of the first block need not be one).
  if (!function.getFunctionBody().hasOneBlock()) {
    emitError(getWholeFunctionLoc(function))
        << "the training step '" << function.getName()
        << "' must be one block (structured control flow only) so that its "
           "states have one program order and one return; replace its "
           "branches with scf.if / scf.for";
    return failure();
  }
  collectInputs();
  for (const std::string &name : order) {
    ParamStates param;
    checkParam(name, collected[name], param);
    if (!param.weight.value)
      continue;
    outIndex[name] = outParams.size();
    if (__builtin_add_overflow(numParameters, param.weight.numElements,
                               &numParameters))
      error(param.weight.loc) << "the parameter count passes 2^64 with \""
                              << name << "\"; check the shapes of the weights";
    outParams.push_back(std::move(param));
  }
  matchResults();
  checkReshardDecisions();
  if (hadError)
    return failure();
  if (outParams.empty()) {
    emitError(getWholeFunctionLoc(function))
        << "the training step marks no weight; mark each parameter's weight "
           "with #zero.state<weight, \"name\">";
    return failure();
  }
  return StateTable();
}

FailureOr<StateTable> StateTable::build(FunctionOpInterface function) {
  StateTable table;
  table.function = function;
  TableBuilder builder(function);
  if (failed(
          builder.build(table.params, table.indexByName, table.numParameters)))
    return failure();
  return table;
}

StateTableAnalysis::StateTableAnalysis(Operation *function) {
  FailureOr<StateTable> built =
      StateTable::build(cast<FunctionOpInterface>(function));
  if (succeeded(built))
    table = std::move(*built);
}

/// The value the step computes as the weight it returns as `written`:
/// under the views that restore the weight's shape (a sharded program keeps
/// its states flat), and, in a program that gathers its updated weight
/// shards back (stages 1-2 on more than one rank), under the all_gather (or
/// its asynchronous start) of the shard.
static Value getComputedWeight(Value written) {
  auto stripViews = [](Value value) {
    while (Operation *def = value.getDefiningOp()) {
      if (!isViewOp(def) || def->getNumOperands() == 0)
        break;
      value = def->getOperand(0);
    }
    return value;
  };
  Value value = stripViews(written);
  auto result = dyn_cast<OpResult>(value);
  if (!result || !isa<AllGatherOp, AllGatherStartOp>(result.getOwner()))
    return value;
  return stripViews(result.getOwner()->getOperand(result.getResultNumber()));
}

std::optional<MasterCopy> zero::findMasterCopy(const ParamStates &param,
                                               Operation *terminator) {
  const StateResult *weightResult = nullptr;
  for (const StateResult &result : param.results)
    if (result.state.getRole() == StateRole::Weight)
      weightResult = &result;
  if (!weightResult)
    return std::nullopt;
  // The optimizer state whose updated value the step returns as `value`.
  auto returnedOptimizerState = [&](Value value) -> std::optional<unsigned> {
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Optimizer &&
          terminator->getOperand(result.resultIndex) == value)
        return result.matchedIndex;
    return std::nullopt;
  };
  Value written =
      getComputedWeight(terminator->getOperand(weightResult->resultIndex));
  if (auto truncation = written.getDefiningOp<arith::TruncFOp>()) {
    if (std::optional<unsigned> master =
            returnedOptimizerState(truncation.getIn()))
      return MasterCopy{*master, truncation};
    return std::nullopt;
  }
  auto generic = written.getDefiningOp<linalg::GenericOp>();
  if (!generic)
    return std::nullopt;
  Operation *yield = generic.getBody()->getTerminator();
  unsigned index = cast<OpResult>(written).getResultNumber();
  auto truncation = yield->getOperand(index).getDefiningOp<arith::TruncFOp>();
  if (!truncation)
    return std::nullopt;
  for (auto [yielded, result] :
       llvm::zip(yield->getOperands(), generic->getResults()))
    if (yielded == truncation.getIn())
      if (std::optional<unsigned> master = returnedOptimizerState(result))
        return MasterCopy{*master, truncation};
  return std::nullopt;
}
