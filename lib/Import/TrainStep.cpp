//===- TrainStep.cpp - the annotated training-step function ---------------===//

#include "zero/Import/TrainStep.h"

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

unsigned TrainStepBuilder::addInput(StringRef name, RankedTensorType type) {
  assert(!function && "declare inputs before begin()");
  inputs.push_back({name.str(), type});
  return inputs.size() - 1;
}

unsigned TrainStepBuilder::numOptimizerStates() const {
  return options.precision == Precision::Mixed ? 3 : 2;
}

Type TrainStepBuilder::getWeightType() const {
  MLIRContext *ctx = module->getContext();
  return options.precision == Precision::Mixed ? Type(BFloat16Type::get(ctx))
                                               : Type(Float32Type::get(ctx));
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
  SmallVector<StringRef> optimizerNames = {"exp_avg", "exp_avg_sq"};
  if (options.precision == Precision::Mixed)
    optimizerNames.insert(optimizerNames.begin(), "master");

  for (Param &param : params) {
    param.firstArg = argTypes.size();
    auto weightState =
        StateAttr::get(ctx, StateRole::Weight, param.name, param.layer);
    auto optimizerState =
        StateAttr::get(ctx, StateRole::Optimizer, param.name, std::nullopt);
    argTypes.push_back(weightTensorType(param));
    argLocs.push_back(NameLoc::get(StringAttr::get(ctx, param.name)));
    argAttrs.push_back(marked(weightState));
    for (StringRef suffix : optimizerNames) {
      argTypes.push_back(RankedTensorType::get(param.shape, f32));
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

  // Every marked input comes back updated, with its mark.
  for (unsigned i = 0, e = stepArg - inputs.size(); i < e; ++i) {
    resultTypes.push_back(argTypes[i]);
    resultAttrs.push_back(argAttrs[i]);
  }
  resultTypes.push_back(loss);
  resultAttrs.push_back(DictionaryAttr::get(ctx));

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
  // Mixed precision: the gradient is accumulated in f32 and stored (and
  // communicated) in bf16, like the weight.
  Value grad = linalg.convert(gradF32, getWeightType());
  auto state = StateAttr::get(builder.getContext(), StateRole::Grad, param.name,
                              std::nullopt);
  param.grad =
      AnnotateOp::create(builder, linalg.getLoc(), grad.getType(), grad, state);
}

SmallVector<Value> TrainStepBuilder::emitAdamW(const Param &param,
                                               Value stepSize,
                                               Value invSqrtBiasCorrection2) {
  const AdamWOptions &adamw = options.adamw;
  bool mixed = options.precision == Precision::Mixed;
  Block &body = function.getBody().front();
  // The f32 copy AdamW updates: the master in mixed precision, else the
  // weight itself.
  Value master = body.getArgument(param.firstArg + (mixed ? 1 : 0));
  Value expAvg = body.getArgument(param.firstArg + (mixed ? 2 : 1));
  Value expAvgSq = body.getArgument(param.firstArg + (mixed ? 3 : 2));
  // The states are updated in place (they are the generic's outputs); the
  // new bf16 weight of mixed precision is a fresh tensor.
  SmallVector<Value> outputs;
  if (mixed)
    outputs.push_back(tensor::EmptyOp::create(builder, linalg.getLoc(),
                                              param.shape, getWeightType()));
  outputs.append({master, expAvg, expAvgSq});

  // torch.optim.AdamW (decoupled weight decay), written elementwise so that
  // each rank can apply it to its shard alone.
  std::string spec = LinalgBuilder::elementwiseSpec(param.shape.size(), 1);
  return linalg.mapInto(
      spec, {param.grad}, outputs, [&](BodyContext &c) -> SmallVector<Value> {
        // Body arguments: the gradient, then the outputs' current values.
        Value g = c.args[0];
        ValueRange states = c.args.take_back(3);
        Value p = states[0], m = states[1], v = states[2];
        Value newM = c.add(c.mul(c.constant(adamw.beta1), m),
                           c.mul(c.constant(1 - adamw.beta1), g));
        Value newV = c.add(c.mul(c.constant(adamw.beta2), v),
                           c.mul(c.constant(1 - adamw.beta2), c.mul(g, g)));
        Value decayed = c.mul(p, c.constant(1 - adamw.lr * adamw.weightDecay));
        Value root = math::SqrtOp::create(c.b, c.loc, newV);
        Value denom =
            c.add(c.mul(root, invSqrtBiasCorrection2), c.constant(adamw.eps));
        Value newP = c.sub(decayed, c.mul(stepSize, c.div(newM, denom)));
        if (!mixed)
          return {newP, newM, newV};
        Value newW = arith::TruncFOp::create(c.b, c.loc, getWeightType(), newP);
        return {newW, newP, newM, newV};
      });
}

LogicalResult TrainStepBuilder::finish(Value loss) {
  for (const Param &param : params)
    if (!param.grad)
      return emitError(linalg.getLoc())
             << "internal error: no gradient for \"" << param.name << "\"";
  Location loc = linalg.getLoc();
  const AdamWOptions &adamw = options.adamw;
  auto scalar = [&](double value) {
    return linalg.scalar(value, builder.getF32Type());
  };
  // Bias corrections depend on the step count t only, so they are computed
  // once, as scalars, and captured by every parameter's update.
  Value step = tensor::ExtractOp::create(
      builder, loc, function.getArgument(stepArg), ValueRange{});
  Value biasCorrection1 = arith::SubFOp::create(
      builder, loc, scalar(1.0),
      math::PowFOp::create(builder, loc, scalar(adamw.beta1), step));
  Value biasCorrection2 = arith::SubFOp::create(
      builder, loc, scalar(1.0),
      math::PowFOp::create(builder, loc, scalar(adamw.beta2), step));
  Value stepSize =
      arith::DivFOp::create(builder, loc, scalar(adamw.lr), biasCorrection1);
  Value invSqrtBiasCorrection2 =
      math::RsqrtOp::create(builder, loc, biasCorrection2);

  SmallVector<Value> results;
  for (const Param &param : params)
    llvm::append_range(results,
                       emitAdamW(param, stepSize, invSqrtBiasCorrection2));
  results.push_back(loss);
  func::ReturnOp::create(builder, loc, results);
  return success();
}
