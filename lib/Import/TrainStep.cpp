//===- TrainStep.cpp - the annotated training-step function ---------------===//

#include "zero/Import/TrainStep.h"
#include "zero/Import/Optimizer.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::import;

void mlir::zero::import::loadImportDialects(MLIRContext &context) {
  context.loadDialect<ZeroDialect, func::FuncDialect, arith::ArithDialect,
                      math::MathDialect, tensor::TensorDialect,
                      linalg::LinalgDialect, scf::SCFDialect>();
}

llvm::Error mlir::zero::import::importerBug(const llvm::Twine &what) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "the imported training step " + what +
          "; this is a bug in zero-import, please report it with the "
          "command line");
}

TrainStepBuilder::TrainStepBuilder(ModuleOp module, const StepOptions &options)
    : module(module), options(options), builder(module.getContext()),
      linalg(builder,
             NameLoc::get(StringAttr::get(module.getContext(), "train_step"))) {
}

unsigned TrainStepBuilder::addParam(StringRef name, ArrayRef<int64_t> shape,
                                    std::optional<int64_t> layer) {
  assert(!function && "declare parameters before begin()");
  params.push_back({name.str(), SmallVector<int64_t>(shape), layer});
  return params.size() - 1;
}

void TrainStepBuilder::setDataParallelAxes(unsigned param,
                                           ArrayRef<std::string> axes) {
  assert(!function && "declare parameters before begin()");
  params[param].dataParallelAxes.assign(axes.begin(), axes.end());
}

unsigned TrainStepBuilder::addInput(StringRef name, RankedTensorType type) {
  assert(!function && "declare inputs before begin()");
  inputs.push_back({name.str(), type});
  return inputs.size() - 1;
}

void TrainStepBuilder::addOutput(RankedTensorType type) {
  assert(!function && "declare outputs before begin()");
  outputTypes.push_back(type);
}

unsigned TrainStepBuilder::numOptimizerStates() const {
  return getOptimizerStateNames(options.optimizer,
                                options.precision == Precision::Mixed)
      .size();
}

Type TrainStepBuilder::getWeightType() const {
  MLIRContext *ctx = module->getContext();
  return options.precision == Precision::Mixed ? Type(BFloat16Type::get(ctx))
                                               : Type(Float32Type::get(ctx));
}

Type TrainStepBuilder::getGradType() const {
  MLIRContext *ctx = module->getContext();
  return options.hasF32Grads() ? Type(Float32Type::get(ctx))
                               : Type(BFloat16Type::get(ctx));
}

RankedTensorType TrainStepBuilder::weightTensorType(const Param &param) const {
  return RankedTensorType::get(param.shape, getWeightType());
}

void TrainStepBuilder::begin() {
  MLIRContext *ctx = module.getContext();
  Type f32 = Float32Type::get(ctx);
  auto loss = RankedTensorType::get({}, f32);
  SmallVector<Type> argTypes, resultTypes;
  SmallVector<Location> argLocs;
  SmallVector<DictionaryAttr> argAttrs, resultAttrs;
  auto marked = [&](StateAttr state) {
    return DictionaryAttr::get(
        ctx, {NamedAttribute(ZeroDialect::kStateAttrName, state)});
  };
  // The suffixes only name the argument locations, for diagnostics.
  SmallVector<StringRef> optimizerNames = getOptimizerStateNames(
      options.optimizer, options.precision == Precision::Mixed);

  for (Param &param : params) {
    param.firstArg = argTypes.size();
    auto weightState =
        StateAttr::get(ctx, StateRole::Weight, param.name, param.layer);
    auto optimizerState =
        StateAttr::get(ctx, StateRole::Optimizer, param.name, std::nullopt);
    argTypes.push_back(weightTensorType(param));
    argLocs.push_back(NameLoc::get(StringAttr::get(ctx, param.name)));
    argAttrs.push_back(marked(weightState));
    if (!param.dataParallelAxes.empty()) {
      SmallVector<Attribute> axes;
      for (const std::string &axis : param.dataParallelAxes)
        axes.push_back(StringAttr::get(ctx, axis));
      argAttrs.back() = DictionaryAttr::get(
          ctx, {NamedAttribute(ZeroDialect::kStateAttrName, weightState),
                NamedAttribute(ZeroDialect::kDpAxesAttrName,
                               ArrayAttr::get(ctx, axes))});
    }
    for (StringRef suffix : optimizerNames) {
      argTypes.push_back(RankedTensorType::get(
          param.shape, getOptimizerStateType(options.optimizer, suffix, ctx)));
      argLocs.push_back(
          NameLoc::get(StringAttr::get(ctx, param.name + "." + suffix)));
      argAttrs.push_back(marked(optimizerState));
    }
  }
  for (Input &input : inputs) {
    input.arg = argTypes.size();
    argTypes.push_back(input.type);
    argLocs.push_back(NameLoc::get(StringAttr::get(ctx, input.name)));
    argAttrs.push_back(DictionaryAttr::get(ctx));
  }
  stepArg = argTypes.size();
  argTypes.push_back(loss);
  argLocs.push_back(NameLoc::get(StringAttr::get(ctx, "step")));
  argAttrs.push_back(DictionaryAttr::get(ctx));

  // Every marked input comes back updated, with its mark (the group of a
  // parameter is said once, on its weight argument).
  for (unsigned i = 0, e = stepArg - inputs.size(); i < e; ++i) {
    resultTypes.push_back(argTypes[i]);
    resultAttrs.push_back(
        marked(argAttrs[i].getAs<StateAttr>(ZeroDialect::kStateAttrName)));
  }
  resultTypes.push_back(loss);
  resultAttrs.push_back(DictionaryAttr::get(ctx));
  for (Type output : outputTypes) {
    resultTypes.push_back(output);
    resultAttrs.push_back(DictionaryAttr::get(ctx));
  }

  builder.setInsertionPointToEnd(module.getBody());
  function =
      func::FuncOp::create(builder, linalg.getLoc(), "train_step",
                           builder.getFunctionType(argTypes, resultTypes));
  function.setAllArgAttrs(argAttrs);
  function.setAllResultAttrs(resultAttrs);
  Block *body = function.addEntryBlock();
  for (auto [argument, loc] : llvm::zip(body->getArguments(), argLocs))
    argument.setLoc(loc);
  builder.setInsertionPointToEnd(body);
  linalg.setConstantBlock(body);
}

Value TrainStepBuilder::getWeight(unsigned param) {
  return function.getArgument(params[param].firstArg);
}

Value TrainStepBuilder::getInput(unsigned input) {
  return function.getArgument(inputs[input].arg);
}

void TrainStepBuilder::setGrad(unsigned index, Value gradF32) {
  Param &param = params[index];
  assert(!param.grad && "a parameter has one gradient");
  assert(cast<RankedTensorType>(gradF32.getType()).getShape() ==
             ArrayRef<int64_t>(param.shape) &&
         "gradient shape differs from its weight");
  // The gradient is accumulated in f32 and stored (and communicated) in
  // the gradient type: bf16 like the weight under mixed precision, or f32
  // (--grad-dtype f32, FSDP2's reduce_dtype=float32).
  Value grad = linalg.convert(gradF32, getGradType());
  auto state = StateAttr::get(builder.getContext(), StateRole::Grad, param.name,
                              std::nullopt);
  param.grad =
      AnnotateOp::create(builder, linalg.getLoc(), grad.getType(), grad, state);
}

LogicalResult TrainStepBuilder::finish(Value loss, ValueRange outputs) {
  assert(outputs.size() == outputTypes.size() && "one value per output");
  for (const Param &param : params)
    if (!param.grad)
      return emitError(linalg.getLoc())
             << "internal error: no gradient for \"" << param.name << "\"";
  Location loc = linalg.getLoc();
  Block &body = function.getBody().front();
  ParamUpdateBuilder updates(linalg, options.optimizer);
  updates.beginStep(function.getArgument(stepArg));
  SmallVector<Value> results;
  for (const Param &param : params) {
    Value weight = body.getArgument(param.firstArg);
    ValueRange states =
        body.getArguments().slice(param.firstArg + 1, numOptimizerStates());
    llvm::append_range(results, updates.update(param.grad, weight, states));
  }
  results.push_back(loss);
  llvm::append_range(results, outputs);
  func::ReturnOp::create(builder, loc, results);
  return success();
}
