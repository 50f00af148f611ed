//===- AddOptimizer.cpp - a training step from loss and gradients --------===//
//
// `zero-add-optimizer` takes a function that computes a loss and the
// gradients of the marked weights (what a front end such as torch-mlir
// emits for PyTorch's joint forward+backward graph) and makes it the
// training step zero-opt's passes take: it adds each weight's optimizer
// states as arguments, the elementwise update (Optimizer.h, shared with
// zero-import) and the #zero.state marks. Everything it rejects is found
// before the function is changed.
//
//===----------------------------------------------------------------------===//

#include "zero/Import/Passes.h"

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Import/LinalgBuilder.h"
#include "zero/Import/Optimizer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROADDOPTIMIZER
#include "zero/Import/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::import;

namespace {

/// A marked weight argument and the result that is its gradient.
struct MarkedWeight {
  unsigned argument;
  StateAttr state;
  RankedTensorType type;
  std::optional<unsigned> gradResult;
};

/// The float type `param-dtype` names; nullptr for `auto`.
FailureOr<Type> parseStorageType(MLIRContext *context, StringRef name) {
  if (name == "auto")
    return Type();
  if (name == "bf16")
    return Type(BFloat16Type::get(context));
  if (name == "f16")
    return Type(Float16Type::get(context));
  if (name == "f32")
    return Type(Float32Type::get(context));
  return failure();
}

struct ZeroAddOptimizerPass
    : public zero::impl::ZeroAddOptimizerBase<ZeroAddOptimizerPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  FailureOr<OptimizerOptions> getOptimizerOptions(Location loc);
  /// The weights and their gradients, checked against the contract; the
  /// loss result's index in `loss`.
  FailureOr<SmallVector<MarkedWeight>>
  collect(func::FuncOp function, Type storageType, unsigned &loss);
};

FailureOr<OptimizerOptions>
ZeroAddOptimizerPass::getOptimizerOptions(Location loc) {
  OptimizerOptions options;
  auto number = [](double value) { return llvm::formatv("{0}", value).str(); };
  auto fail = [&](const Twine &message) {
    emitError(loc) << "zero-add-optimizer: " << message;
    return failure();
  };
  if (optimizer == "adamw")
    options.kind = OptimizerKind::AdamW;
  else if (optimizer == "sgd")
    options.kind = OptimizerKind::SGD;
  else
    return fail("unknown optimizer '" + optimizer +
                "'; use optimizer=adamw or optimizer=sgd");
  bool adamw = options.kind == OptimizerKind::AdamW;
  if (!adamw && (betas.hasValue() || eps.hasValue()))
    return fail("betas and eps are AdamW's; sgd takes lr, weight-decay and "
                "momentum");
  if (adamw && momentum.hasValue())
    return fail("momentum is SGD's; AdamW's moments are set by betas");
  if (!(lr > 0) || !std::isfinite(lr))
    return fail("lr must be a positive number, got " + number(lr));
  if (!(weightDecay >= 0) || !std::isfinite(weightDecay))
    return fail("weight-decay must be 0 or more, got " + number(weightDecay));
  options.lr = lr;
  options.weightDecay = weightDecay;
  if (adamw) {
    if (betas.hasValue()) {
      if (betas.size() != 2)
        return fail("betas takes two values, beta1,beta2 (e.g. "
                    "betas=0.9,0.95), got " +
                    Twine(betas.size()));
      options.beta1 = betas[0];
      options.beta2 = betas[1];
    }
    for (double beta : {options.beta1, options.beta2})
      if (!(beta >= 0 && beta < 1))
        return fail("each of betas must be in [0, 1), got " + number(beta));
    if (!(eps > 0) || !std::isfinite(eps))
      return fail("eps must be a positive number, got " + number(eps));
    options.eps = eps;
  } else {
    if (!(momentum >= 0 && momentum < 1))
      return fail("momentum must be in [0, 1), got " + number(momentum));
    options.momentum = momentum;
  }
  if (momentDType == "bf16")
    options.bf16Moments = true;
  else if (momentDType != "f32")
    return fail("unknown moment-dtype '" + momentDType + "'; use f32 or bf16");
  if (!adamw && options.momentum == 0.0 && options.bf16Moments)
    return fail("moment-dtype=bf16 stores moments, but sgd without momentum "
                "keeps none; give momentum or drop moment-dtype");
  return options;
}

FailureOr<SmallVector<MarkedWeight>>
ZeroAddOptimizerPass::collect(func::FuncOp function, Type storageType,
                              unsigned &loss) {
  auto stateOf = [](DictionaryAttr attrs) -> StateAttr {
    return attrs ? dyn_cast_or_null<StateAttr>(
                       attrs.get(ZeroDialect::kStateAttrName))
                 : StateAttr();
  };
  auto alreadyAStep = [&](Location loc) {
    emitError(loc) << "zero-add-optimizer: '" << function.getName()
                   << "' already has model states other than weights and "
                      "gradients: it is a training step, which the zero "
                      "passes take as it is";
    return failure();
  };

  SmallVector<MarkedWeight> weights;
  llvm::StringMap<unsigned> weightByName;
  for (BlockArgument argument : function.getArguments()) {
    StateAttr state = stateOf(function.getArgAttrDict(argument.getArgNumber()));
    if (!state)
      continue;
    if (state.getRole() != StateRole::Weight)
      return alreadyAStep(argument.getLoc());
    auto [it, inserted] =
        weightByName.try_emplace(state.getParam(), weights.size());
    if (!inserted) {
      InFlightDiagnostic diag =
          emitError(argument.getLoc())
          << "zero-add-optimizer: two weights are named \"" << state.getParam()
          << "\"; each parameter needs a name of its own";
      diag.attachNote(
          function.getArgument(weights[it->second].argument).getLoc())
          << "the first";
      return failure();
    }
    weights.push_back({argument.getArgNumber(), state,
                       cast<RankedTensorType>(argument.getType()),
                       std::nullopt});
  }
  if (weights.empty()) {
    emitError(function.getLoc())
        << "zero-add-optimizer: '" << function.getName()
        << "' has no weight argument; mark each with #zero.state<weight, "
           "\"name\", layer = i>";
    return failure();
  }

  if (!function.getBody().hasOneBlock()) {
    emitError(function.getLoc())
        << "zero-add-optimizer: '" << function.getName() << "' has "
        << function.getBody().getBlocks().size()
        << " blocks; the forward+backward function must be one block "
           "(structured control flow, as front ends emit it)";
    return failure();
  }
  auto returnOp = cast<func::ReturnOp>(function.getBody().front().back());
  std::optional<unsigned> lossResult;
  for (unsigned result = 0, e = function.getNumResults(); result < e;
       ++result) {
    Location loc = returnOp.getOperand(result).getLoc();
    StateAttr state = stateOf(function.getResultAttrDict(result));
    if (!state) {
      if (lossResult) {
        emitError(loc) << "zero-add-optimizer: results #" << *lossResult
                       << " and #" << result
                       << " are both unmarked; the function returns one "
                          "loss and the marked gradients";
        return failure();
      }
      lossResult = result;
      continue;
    }
    if (state.getRole() != StateRole::Grad)
      return alreadyAStep(loc);
    auto it = weightByName.find(state.getParam());
    if (it == weightByName.end()) {
      emitError(loc) << "zero-add-optimizer: result #" << result
                     << " is the gradient of \"" << state.getParam()
                     << "\", which no weight argument is named";
      return failure();
    }
    MarkedWeight &weight = weights[it->second];
    if (weight.gradResult) {
      emitError(loc) << "zero-add-optimizer: \"" << state.getParam()
                     << "\" has two gradients, results #" << *weight.gradResult
                     << " and #" << result;
      return failure();
    }
    if (function.getResultTypes()[result] != weight.type) {
      emitError(loc) << "zero-add-optimizer: the gradient of \""
                     << state.getParam() << "\" is "
                     << function.getResultTypes()[result]
                     << "; it must have its weight's type, " << weight.type;
      return failure();
    }
    weight.gradResult = result;
  }
  for (const MarkedWeight &weight : weights)
    if (!weight.gradResult) {
      emitError(function.getArgument(weight.argument).getLoc())
          << "zero-add-optimizer: weight \"" << weight.state.getParam()
          << "\" has no gradient; return it marked #zero.state<grad, \""
          << weight.state.getParam() << "\">";
      return failure();
    }
  auto lossType =
      lossResult
          ? dyn_cast<RankedTensorType>(function.getResultTypes()[*lossResult])
          : RankedTensorType();
  if (!lossType || lossType.getRank() != 0 ||
      !lossType.getElementType().isF32()) {
    emitError(lossResult ? returnOp.getOperand(*lossResult).getLoc()
                         : returnOp.getLoc())
        << "zero-add-optimizer: the loss must be one unmarked result of "
           "type tensor<f32>"
        << (lossResult ? ", got " : "")
        << (lossResult ? function.getResultTypes()[*lossResult] : Type());
    return failure();
  }
  loss = *lossResult;

  if (storageType)
    for (const MarkedWeight &weight : weights) {
      Type element = weight.type.getElementType();
      if (element == storageType || element.isF32())
        continue;
      emitError(function.getArgument(weight.argument).getLoc())
          << "zero-add-optimizer: weight \"" << weight.state.getParam()
          << "\" is stored as " << element << "; param-dtype=" << paramDType
          << " converts f32 weights only: export the model in f32, or say "
             "param-dtype=auto to keep its types";
      return failure();
    }
  return weights;
}

/// Stores `weight` (an f32 argument) as `storageType`: the argument takes
/// the narrow type and every op that read it reads an extension made right
/// before it (so that zero-shard still sees each use where it is, and at
/// stage 3 gathers the weight there); its gradient is rounded where it is
/// computed.
void narrowWeight(func::FuncOp function, const MarkedWeight &weight,
                  Type storageType, Value &grad) {
  BlockArgument argument = function.getArgument(weight.argument);
  auto narrow = RankedTensorType::get(weight.type.getShape(), storageType);
  argument.setType(narrow);
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : argument.getUses())
    uses.push_back(&use);
  OpBuilder builder(function.getContext());
  DenseMap<Operation *, Value> extended;
  for (OpOperand *use : uses) {
    Operation *user = use->getOwner();
    Value &wide = extended[user];
    if (!wide) {
      builder.setInsertionPoint(user);
      wide = arith::ExtFOp::create(builder, argument.getLoc(), weight.type,
                                   argument);
    }
    use->set(wide);
  }
  builder.setInsertionPointAfterValue(grad);
  grad = arith::TruncFOp::create(builder, grad.getLoc(), narrow, grad);
}

void ZeroAddOptimizerPass::runOnOperation() {
  ModuleOp module = getOperation();
  MLIRContext *context = &getContext();
  FailureOr<OptimizerOptions> options = getOptimizerOptions(module.getLoc());
  if (failed(options))
    return signalPassFailure();
  FailureOr<Type> storageType = parseStorageType(context, paramDType);
  if (failed(storageType)) {
    emitError(module.getLoc()) << "zero-add-optimizer: unknown param-dtype '"
                               << paramDType << "'; use auto, bf16, f16 or f32";
    return signalPassFailure();
  }
  if (master != "f32") {
    emitError(module.getLoc())
        << "zero-add-optimizer: master=" << master
        << " is not supported; the update computes in f32 and keeps an f32 "
           "master copy of narrower weights (master=f32)";
    return signalPassFailure();
  }
  FailureOr<FunctionOpInterface> found =
      StateTable::findTrainingStep(module, functionName);
  if (failed(found))
    return signalPassFailure();
  auto function = dyn_cast<func::FuncOp>(found->getOperation());
  if (!function) {
    found->emitError() << "zero-add-optimizer: the forward+backward function "
                          "must be a func.func";
    return signalPassFailure();
  }
  unsigned lossResult = 0;
  FailureOr<SmallVector<MarkedWeight>> weights =
      collect(function, *storageType, lossResult);
  if (failed(weights))
    return signalPassFailure();

  // From here on nothing fails: the function is rewritten.
  Block &body = function.getBody().front();
  auto returnOp = cast<func::ReturnOp>(body.back());
  SmallVector<Value> grads;
  for (MarkedWeight &weight : *weights) {
    Value grad = returnOp.getOperand(*weight.gradResult);
    if (*storageType && weight.type.getElementType() != *storageType) {
      narrowWeight(function, weight, *storageType, grad);
      weight.type = cast<RankedTensorType>(
          function.getArgument(weight.argument).getType());
    }
    // The mark goes right after the gradient is computed: zero-shard
    // reduces it there, not at the end of the backward.
    OpBuilder builder(context);
    builder.setInsertionPointAfterValue(grad);
    auto gradState = StateAttr::get(context, StateRole::Grad,
                                    weight.state.getParam(), std::nullopt);
    grads.push_back(AnnotateOp::create(builder, grad.getLoc(), grad.getType(),
                                       grad, gradState));
  }

  // The optimizer states, right after each weight; AdamW's step number
  // last.
  SmallVector<unsigned> positions;
  SmallVector<Type> types;
  SmallVector<DictionaryAttr> attrs;
  SmallVector<Location> locs;
  auto marked = [&](StateAttr state) {
    return DictionaryAttr::get(
        context, {NamedAttribute(ZeroDialect::kStateAttrName, state)});
  };
  Type f32 = Float32Type::get(context);
  SmallVector<unsigned> numStates;
  for (const MarkedWeight &weight : *weights) {
    bool hasMaster = !weight.type.getElementType().isF32();
    SmallVector<StringRef> names = getOptimizerStateNames(*options, hasMaster);
    numStates.push_back(names.size());
    auto state = StateAttr::get(context, StateRole::Optimizer,
                                weight.state.getParam(), std::nullopt);
    for (StringRef name : names) {
      positions.push_back(weight.argument + 1);
      types.push_back(RankedTensorType::get(
          weight.type.getShape(),
          getOptimizerStateType(*options, name, context)));
      attrs.push_back(marked(state));
      locs.push_back(NameLoc::get(
          StringAttr::get(context, weight.state.getParam() + "." + name)));
    }
  }
  unsigned originalArguments = function.getNumArguments();
  if (options->needsStepCounter()) {
    positions.push_back(originalArguments);
    types.push_back(RankedTensorType::get({}, f32));
    attrs.push_back(DictionaryAttr::get(context));
    locs.push_back(NameLoc::get(StringAttr::get(context, "step")));
  }
  if (failed(function.insertArguments(positions, types, attrs, locs))) {
    function.emitError() << "zero-add-optimizer: adding the optimizer "
                            "states failed (a bug)";
    return signalPassFailure();
  }

  // The updates, before the return, in argument order. Argument numbers
  // moved by the insertions before each weight.
  OpBuilder builder(returnOp);
  LinalgBuilder linalg(builder, returnOp.getLoc());
  linalg.setConstantBlock(&body);
  ParamUpdateBuilder updates(linalg, *options);
  updates.beginStep(options->needsStepCounter() ? body.getArguments().back()
                                                : Value());
  SmallVector<Value> results;
  SmallVector<DictionaryAttr> resultAttrs;
  unsigned inserted = 0;
  for (auto [index, weight] : llvm::enumerate(*weights)) {
    unsigned position = weight.argument + inserted;
    Value weightArgument = body.getArgument(position);
    ValueRange states =
        body.getArguments().slice(position + 1, numStates[index]);
    SmallVector<Value> next =
        updates.update(grads[index], weightArgument, states);
    for (unsigned i = 0; i < next.size(); ++i)
      resultAttrs.push_back(function.getArgAttrDict(position + i));
    llvm::append_range(results, next);
    inserted += numStates[index];
  }
  results.push_back(returnOp.getOperand(lossResult));
  resultAttrs.push_back(DictionaryAttr::get(context));
  func::ReturnOp::create(builder, returnOp.getLoc(), results);
  returnOp.erase();

  function.setFunctionType(FunctionType::get(context, body.getArgumentTypes(),
                                             ValueRange(results).getTypes()));
  function.setAllResultAttrs(resultAttrs);
  numParameters = weights->size();
  numStatesAdded = inserted;
}

} // namespace
