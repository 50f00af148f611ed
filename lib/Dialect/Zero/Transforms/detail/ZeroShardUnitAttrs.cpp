//===- ZeroShardUnitAttrs.cpp - zero-shard's decisions in the IR ---------===//
//
// The options that zero-shard turns into per-parameter decisions written on
// the weight arguments before it shards (`zero.unit`, `zero.reshard_after_
// forward`, `zero.persistent`, `zero.max_stage`, `zero.on_device`), so that
// the IR shows them and every later reader of the step (the rewrite, its
// model, zero-remat, the report) sees the same ones (docs/design.md §4).
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/TierLowering.h"
#include "zero/Support/ByteSize.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::zero;

/// Writes `value` as the argument attribute `name` on the weight argument
/// of `param`; a weight computed in the step has no argument to carry it,
/// which is an error naming `option`, the option that asked for it.
static LogicalResult writeOnWeightArgument(FunctionAttrBatch &attrs,
                                           const ParamStates &param,
                                           StringRef name, Attribute value,
                                           StringRef option, StringRef remedy) {
  auto argument = dyn_cast<BlockArgument>(param.weight.value);
  if (!argument)
    return emitError(param.weight.loc)
           << "zero-shard: " << option
           << " on the weight argument, and the weight of \"" << param.name
           << "\" is computed in the step; pass it as an argument, or "
           << remedy;
  attrs.setArgAttr(argument.getArgNumber(), name, value);
  return success();
}

FailureOr<std::pair<FunctionOpInterface, StateTable>>
ShardPlanner::findStepToAnnotate(ModuleOp module) {
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  FailureOr<StateTable> table = StateTable::build(found->first);
  if (failed(table))
    return failure();
  return std::make_pair(found->first, std::move(*table));
}

LogicalResult ShardPlanner::nameRootUnit(ModuleOp module) {
  if (!rootUnit)
    return success();
  FailureOr<std::pair<FunctionOpInterface, StateTable>> found =
      findStepToAnnotate(module);
  if (failed(found))
    return failure();
  auto &[step, table] = *found;
  auto root = StringAttr::get(module.getContext(), "root");
  FunctionAttrBatch argumentAttrs(step);
  bool named = false;
  for (const ParamStates &param : table.getParams()) {
    if (param.layer || !param.unit.empty())
      continue;
    if (failed(writeOnWeightArgument(
            argumentAttrs, param, ZeroDialect::kUnitAttrName, root,
            "root-unit=true names the unit", "drop root-unit=true")))
      return failure();
    named = true;
  }
  argumentAttrs.commit();
  if (named) {
    // The step's table was built before the parameters had a unit.
    analyses.nest(step).clear();
    rewroteStep = true;
  }
  return success();
}

/// The position in `body` of the first operation that reads a weight of
/// `unit`, or nullopt when none does.
static std::optional<unsigned>
getFirstUse(const StateTable &table, const GatheringUnit &unit, Block &body,
            const llvm::DenseMap<Operation *, unsigned> &position) {
  std::optional<unsigned> first;
  for (unsigned param : unit.params)
    for (Operation *user : table.getParams()[param].weight.value.getUsers())
      if (Operation *top = body.findAncestorOpInBlock(*user)) {
        unsigned at = position.lookup(top);
        first = first ? std::min(*first, at) : at;
      }
  return first;
}

LogicalResult ShardPlanner::writeReshardDecisions(ModuleOp module) {
  if (reshardAfterForward != ShardReshardOption::AllButLast)
    return success();
  FailureOr<std::pair<FunctionOpInterface, StateTable>> found =
      findStepToAnnotate(module);
  if (failed(found))
    return failure();
  auto &[step, table] = *found;
  SmallVector<GatheringUnit> units = computeGatheringUnits(table);
  // torchtitan's `reshard_after_forward=int(layer_id) < n_layers - 1`:
  // the last block's backward follows its forward right after the loss,
  // so freeing it would gather it again at once. "Last" is in the order
  // the forward runs the layers, read from where their weights are first
  // used, not from their layer numbers.
  Block &body = step.getFunctionBody().front();
  llvm::DenseMap<Operation *, unsigned> position;
  for (Operation &op : body)
    position[&op] = position.size();
  std::optional<unsigned> lastLayer;
  std::optional<unsigned> lastFirstUse;
  for (auto [index, unit] : llvm::enumerate(units)) {
    if (!unit.layer)
      continue;
    std::optional<unsigned> first = getFirstUse(table, unit, body, position);
    if (first && (!lastFirstUse || *first > *lastFirstUse)) {
      lastFirstUse = first;
      lastLayer = index;
    }
  }
  bool wrote = false;
  unsigned freedLayers = 0, keptOutside = 0, standing = 0;
  FunctionAttrBatch argumentAttrs(step);
  for (auto [index, unit] : llvm::enumerate(units)) {
    // A decision the IR already carries stands, as it does against every
    // other policy.
    if (getWrittenResharding(table, unit)) {
      ++standing;
      continue;
    }
    // The units outside the layers stay gathered, as FSDP2 never reshards
    // the root module that `fully_shard(model)` wraps.
    bool reshards = unit.layer && lastLayer != index;
    freedLayers += reshards;
    keptOutside += !unit.layer;
    for (unsigned param : unit.params) {
      if (failed(writeOnWeightArgument(
              argumentAttrs, table.getParams()[param],
              ZeroDialect::kReshardAfterForwardAttrName,
              BoolAttr::get(module.getContext(), reshards),
              "reshard-after-forward=all-but-last writes its decision",
              "choose another reshard-after-forward")))
        return failure();
      wrote = true;
    }
  }
  argumentAttrs.commit();
  if (!wrote)
    return success();
  // The step's table was built before the parameters had a decision.
  analyses.nest(step).clear();
  rewroteStep = true;
  // Which layer counts as the last is read from the program: say it.
  auto plural = [](unsigned count, StringRef noun) {
    return std::to_string(count) + " " + noun.str() + (count == 1 ? "" : "s");
  };
  InFlightDiagnostic remark = emitRemark(getWholeFunctionLoc(step));
  remark << "zero-shard: reshard-after-forward=all-but-last wrote '"
         << ZeroDialect::kReshardAfterForwardAttrName << "': true on "
         << plural(freedLayers, "layer") << ", false on ";
  if (lastLayer && !getWrittenResharding(table, units[*lastLayer]))
    remark << "layer " << *units[*lastLayer].layer
           << " (the last in forward order) and ";
  remark << plural(keptOutside, "unit") << " outside the layers";
  if (standing)
    remark << "; " << plural(standing, "unit")
           << " kept the decision written before";
  return success();
}

LogicalResult ShardPlanner::writePersistentWeights(ModuleOp module) {
  if (StringRef(persistenceThreshold).trim().empty())
    return success();
  // 0 keeps no weight whole, though it is not a memory size.
  std::optional<uint64_t> threshold =
      StringRef(persistenceThreshold).trim() == "0"
          ? std::optional<uint64_t>(0)
          : parseMemorySize(persistenceThreshold);
  if (!threshold)
    return emitError(module.getLoc())
           << "zero-shard: persistence-threshold must be a number of bytes "
              "such as 64KiB, 100kB or 0, got '"
           << persistenceThreshold << "'";
  FailureOr<std::pair<FunctionOpInterface, StateTable>> found =
      findStepToAnnotate(module);
  if (failed(found))
    return failure();
  auto &[step, table] = *found;
  unsigned written = 0, before = 0;
  uint64_t writtenBytes = 0;
  FunctionAttrBatch argumentAttrs(step);
  for (const ParamStates &param : table.getParams()) {
    if (param.persistent) {
      ++before;
      continue;
    }
    // A weight the step computes is whole on every rank already (stage 3
    // refuses to shard it, and says so).
    auto argument = dyn_cast<BlockArgument>(param.weight.value);
    if (!argument || param.weight.bytes > *threshold)
      continue;
    argumentAttrs.setArgAttr(argument.getArgNumber(),
                             ZeroDialect::kPersistentAttrName,
                             UnitAttr::get(module.getContext()));
    ++written;
    writtenBytes += param.weight.bytes;
  }
  argumentAttrs.commit();
  InFlightDiagnostic remark = emitRemark(getWholeFunctionLoc(step));
  remark << "zero-shard: persistence-threshold=" << persistenceThreshold
         << " wrote '" << ZeroDialect::kPersistentAttrName << "' on " << written
         << " weight" << (written == 1 ? "" : "s") << " of at most "
         << *threshold << " bytes (" << writtenBytes << " bytes in all)";
  if (before)
    remark << "; " << before << " carried it before";
  if (!written)
    return success();
  // The step's table was built before the weights were persistent.
  analyses.nest(step).clear();
  rewroteStep = true;
  return success();
}

namespace {
/// One entry of an option that names parameters by regular expressions
/// (`max-stage=`, `on-device=`): the entry as given, its pattern anchored
/// to match a whole name, as FSDP names the parameters it ignores, how
/// many parameters it decided (the first entry that matches a name decides
/// it) and how many it matches.
struct NamePattern {
  std::string entry;
  llvm::Regex regex;
  unsigned decided = 0;
  unsigned matched = 0;
};
} // namespace

/// The entries of `list`, split at the commas outside brackets, braces and
/// parentheses (and not escaped), so that a pattern may hold `{1,2}` or
/// `(a|b)`; each trimmed.
static SmallVector<StringRef> splitEntries(StringRef list) {
  SmallVector<StringRef> entries;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0, e = list.size(); i < e; ++i) {
    char c = list[i];
    if (c == '\\') {
      ++i;
      continue;
    }
    if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if ((c == ')' || c == ']' || c == '}') && depth > 0)
      --depth;
    else if (c == ',' && depth == 0) {
      entries.push_back(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  entries.push_back(list.drop_front(start).trim());
  return entries;
}

/// `pattern`, from `entry` of option `option`, as a NamePattern; an error
/// naming the option where it is not a regular expression.
static FailureOr<NamePattern> parseNamePattern(ModuleOp module,
                                               StringRef option,
                                               StringRef entry,
                                               StringRef pattern) {
  llvm::Regex regex(("^(" + pattern + ")$").str());
  std::string why;
  if (!regex.isValid(why))
    return emitError(module.getLoc())
           << "zero-shard: " << option << ": '" << pattern
           << "' is not a regular expression (" << why << ")";
  return NamePattern{entry.str(), std::move(regex)};
}

/// The first of `patterns` that matches `name` whole, null if none; every
/// pattern that matches it counts it.
static NamePattern *matchName(MutableArrayRef<NamePattern> patterns,
                              StringRef name) {
  NamePattern *first = nullptr;
  for (NamePattern &pattern : patterns)
    if (pattern.regex.match(name)) {
      ++pattern.matched;
      if (!first)
        first = &pattern;
    }
  if (first)
    ++first->decided;
  return first;
}

/// A pattern that matches no parameter is a mistake (a typo, or a name
/// from another model), not a choice: an error naming it. So is one that
/// decides none where the entries decide differently (`decides`), each
/// parameter it matches taken by an earlier entry.
static LogicalResult checkEveryPatternMatched(ModuleOp module, StringRef option,
                                              ArrayRef<NamePattern> patterns,
                                              FunctionOpInterface step,
                                              const StateTable &table,
                                              bool decides) {
  for (const NamePattern &pattern : patterns) {
    if (pattern.matched && (pattern.decided || !decides))
      continue;
    InFlightDiagnostic error = emitError(module.getLoc());
    error << "zero-shard: " << option << "=" << pattern.entry;
    if (pattern.matched) {
      error << " decides no parameter: each of the " << pattern.matched
            << " it matches is decided by an earlier entry; drop it or put "
               "it first";
      return error;
    }
    error << " matches no parameter of @" << step.getName();
    if (!table.getParams().empty())
      error << " (a pattern matches a whole name, such as \""
            << table.getParams().front().name << "\")";
    error << "; fix the pattern";
    return error;
  }
  return success();
}

/// The remark of an option that wrote `attrName` on the parameters its
/// patterns matched: how many each entry decided (`decides`), or matched.
static void remarkWritten(FunctionOpInterface step, StringRef option,
                          StringRef attrName, ArrayRef<NamePattern> patterns,
                          bool decides) {
  InFlightDiagnostic remark = emitRemark(getWholeFunctionLoc(step));
  remark << "zero-shard: " << option << " wrote '" << attrName << "' on";
  for (auto [index, pattern] : llvm::enumerate(patterns)) {
    unsigned count = decides ? pattern.decided : pattern.matched;
    remark << (index ? "; " : " ") << count << " parameter"
           << (count == 1 ? "" : "s") << " (" << pattern.entry << ")";
  }
}

/// Writes on `step` (`table` its states) what `write` decides for each
/// parameter one of `patterns` matches, given the first that does; then
/// checks that every pattern matched (`decides`: and decided) and remarks
/// what option `option` wrote as `attrName`. Nothing is written on failure.
static LogicalResult writeMatchedParams(
    ModuleOp module, FunctionOpInterface step, const StateTable &table,
    StringRef option, StringRef attrName, MutableArrayRef<NamePattern> patterns,
    bool decides,
    function_ref<LogicalResult(FunctionAttrBatch &, const ParamStates &,
                               const NamePattern &)>
        write) {
  FunctionAttrBatch argumentAttrs(step);
  for (const ParamStates &param : table.getParams())
    if (NamePattern *pattern = matchName(patterns, param.name))
      if (failed(write(argumentAttrs, param, *pattern)))
        return failure();
  if (failed(checkEveryPatternMatched(module, option, patterns, step, table,
                                      decides)))
    return failure();
  argumentAttrs.commit();
  remarkWritten(step, option, attrName, patterns, decides);
  return success();
}

LogicalResult ShardPlanner::writeStageCaps(ModuleOp module) {
  if (StringRef(maxStage).trim().empty())
    return success();
  SmallVector<NamePattern> caps;
  SmallVector<int64_t> stageOfCap;
  for (StringRef entry : splitEntries(maxStage)) {
    auto [pattern, stageText] = entry.rsplit(':');
    int64_t stage = -1;
    if (pattern == entry || pattern.empty() ||
        stageText.getAsInteger(10, stage) || stage < 0 || stage > 3)
      return emitError(module.getLoc())
             << "zero-shard: max-stage takes PATTERN:K entries separated by "
                "commas, K a stage from 0 to 3 (such as "
                "model.embed_tokens.weight:0), got '"
             << entry << "'";
    FailureOr<NamePattern> cap =
        parseNamePattern(module, "max-stage", entry, pattern);
    if (failed(cap))
      return failure();
    caps.push_back(std::move(*cap));
    stageOfCap.push_back(stage);
  }
  FailureOr<std::pair<FunctionOpInterface, StateTable>> found =
      findStepToAnnotate(module);
  if (failed(found))
    return failure();
  // Named, not bound: the lambda below captures the step.
  FunctionOpInterface step = found->first;
  const StateTable &table = found->second;
  MLIRContext *context = module.getContext();
  auto writeCap = [&](FunctionAttrBatch &argumentAttrs,
                      const ParamStates &param,
                      const NamePattern &cap) -> LogicalResult {
    int64_t stage = stageOfCap[&cap - caps.begin()];
    // A cap the step carries already is the user's: a different one asked
    // for here is a conflict, not a choice to make silently.
    if (auto argument = dyn_cast<BlockArgument>(param.weight.value))
      if (auto carried = step.getArgAttrOfType<IntegerAttr>(
              argument.getArgNumber(), ZeroDialect::kMaxStageAttrName);
          carried && carried.getInt() != stage)
        return emitError(param.weight.loc)
               << "zero-shard: max-stage=" << cap.entry << " caps \""
               << param.name << "\" at stage " << stage
               << ", but its weight argument carries '"
               << ZeroDialect::kMaxStageAttrName << " = " << carried.getInt()
               << "'; drop one of the two";
    return writeOnWeightArgument(
        argumentAttrs, param, ZeroDialect::kMaxStageAttrName,
        IntegerAttr::get(IntegerType::get(context, 64), stage),
        "max-stage writes its cap", "leave it out of max-stage");
  };
  if (failed(writeMatchedParams(module, step, table, "max-stage",
                                ZeroDialect::kMaxStageAttrName, caps,
                                /*decides=*/true, writeCap)))
    return failure();
  // The step's table was built before the caps were written.
  analyses.nest(step).clear();
  rewroteStep = true;
  return success();
}

LogicalResult ShardPlanner::writeDeviceParams(ModuleOp module) {
  if (StringRef(onDevice).trim().empty())
    return success();
  SmallVector<NamePattern> patterns;
  bool searched = false;
  for (StringRef entry : splitEntries(onDevice)) {
    // The search's, not a pattern (ZeroShardPlanOptions.cpp).
    if (entry == "auto") {
      if (searched)
        return emitError(module.getLoc())
               << "zero-shard: on-device names auto twice in '" << onDevice
               << "'; give it once";
      searched = true;
      continue;
    }
    if (entry.empty())
      return emitError(module.getLoc())
             << "zero-shard: on-device takes regular expressions separated "
                "by commas (such as model.embed_tokens.weight,lm_head.weight), "
                "and auto for the search, got an empty one in '"
             << onDevice << "'";
    FailureOr<NamePattern> pattern =
        parseNamePattern(module, "on-device", entry, entry);
    if (failed(pattern))
      return failure();
    patterns.push_back(std::move(*pattern));
  }
  if (patterns.empty())
    return success();
  FailureOr<std::pair<FunctionOpInterface, StateTable>> found =
      findStepToAnnotate(module);
  if (failed(found))
    return failure();
  auto &[step, table] = *found;
  auto writeMark = [&](FunctionAttrBatch &argumentAttrs,
                       const ParamStates &param, const NamePattern &) {
    return writeOnWeightArgument(
        argumentAttrs, param, ZeroDialect::kOnDeviceAttrName,
        UnitAttr::get(module.getContext()), "on-device writes its mark",
        "leave it out of on-device");
  };
  if (failed(writeMatchedParams(module, step, table, "on-device",
                                ZeroDialect::kOnDeviceAttrName, patterns,
                                /*decides=*/false, writeMark)))
    return failure();
  // The step's table was built before the marks were written.
  analyses.nest(step).clear();
  rewroteStep = true;
  return success();
}

bool ShardPlanner::asksKeptOnDeviceSearch() const {
  return llvm::is_contained(splitEntries(onDevice), "auto");
}

void ShardPlanner::writeKeptOnDevice(FunctionOpInterface step, int64_t count,
                                     bool applied) {
  if (count <= 0)
    return;
  SmallVector<StringRef> order = getOffloadKeepOrder(step);
  assert(static_cast<size_t>(count) < order.size() &&
         "the search keeps fewer parameters than an offload moves");
  llvm::StringSet<> kept;
  for (StringRef param : ArrayRef(order).take_front(count))
    kept.insert(param);
  FunctionAttrBatch argumentAttrs(step);
  UnitAttr mark = UnitAttr::get(step.getContext());
  for (unsigned index = 0, e = step.getNumArguments(); index < e; ++index)
    if (auto state = step.getArgAttrOfType<StateAttr>(
            index, ZeroDialect::kStateAttrName);
        state && state.getRole() == StateRole::Weight &&
        kept.contains(state.getParam()))
      argumentAttrs.setArgAttr(index, ZeroDialect::kOnDeviceAttrName, mark);
  argumentAttrs.commit();
  // The step's table was built before the marks were written.
  if (applied)
    analyses.nest(step).clear();
}
