//===- Optimizer.cpp - the optimizer update of a training step -----------===//

#include "zero/Import/Optimizer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::zero::import;

SmallVector<StringRef>
mlir::zero::import::getOptimizerStateNames(const OptimizerOptions &options,
                                           bool hasMaster) {
  SmallVector<StringRef> names;
  if (hasMaster)
    names.push_back("master");
  switch (options.kind) {
  case OptimizerKind::AdamW:
    names.append({"exp_avg", "exp_avg_sq"});
    break;
  case OptimizerKind::SGD:
    if (options.momentum != 0.0)
      names.push_back("momentum_buffer");
    break;
  }
  return names;
}

Type mlir::zero::import::getOptimizerStateType(const OptimizerOptions &options,
                                               StringRef name,
                                               MLIRContext *context) {
  if (name != "master" && options.bf16Moments)
    return BFloat16Type::get(context);
  return Float32Type::get(context);
}

void ParamUpdateBuilder::beginStep(Value stepCounter) {
  if (!options.needsStepCounter())
    return;
  assert(stepCounter && "AdamW reads the step counter");
  OpBuilder &builder = linalg.getBuilder();
  Location loc = linalg.getLoc();
  auto scalar = [&](double value) {
    return linalg.scalar(value, builder.getF32Type());
  };
  // Bias corrections depend on the step count t only, so they are computed
  // once, as scalars.
  Value step =
      tensor::ExtractOp::create(builder, loc, stepCounter, ValueRange{});
  Value biasCorrection1 = arith::SubFOp::create(
      builder, loc, scalar(1.0),
      math::PowFOp::create(builder, loc, scalar(options.beta1), step));
  Value biasCorrection2 = arith::SubFOp::create(
      builder, loc, scalar(1.0),
      math::PowFOp::create(builder, loc, scalar(options.beta2), step));
  stepSize =
      arith::DivFOp::create(builder, loc, scalar(options.lr), biasCorrection1);
  invSqrtBiasCorrection2 = math::RsqrtOp::create(builder, loc, biasCorrection2);
}

SmallVector<Value> ParamUpdateBuilder::update(Value grad, Value weight,
                                              ValueRange states) {
  OpBuilder &builder = linalg.getBuilder();
  auto weightType = cast<RankedTensorType>(weight.getType());
  bool hasMaster = !weightType.getElementType().isF32();
  assert(states.size() == getOptimizerStateNames(options, hasMaster).size() &&
         "one value per optimizer state");
  // The f32 tensors the optimizer updates, the parameter's first: the master
  // in mixed precision, else the weight itself. They are the generic's
  // outputs, updated in place; the rounded weight of mixed precision is a
  // fresh tensor.
  SmallVector<Value> updated;
  if (!hasMaster)
    updated.push_back(weight);
  llvm::append_range(updated, states);
  SmallVector<Value> outputs;
  if (hasMaster)
    outputs.push_back(tensor::EmptyOp::create(builder, linalg.getLoc(),
                                              weightType.getShape(),
                                              weightType.getElementType()));
  llvm::append_range(outputs, updated);

  std::string spec = LinalgBuilder::elementwiseSpec(weightType.getRank(), 1);
  size_t numUpdated = updated.size();
  return linalg.mapInto(
      spec, {grad}, outputs, [&](BodyContext &c) -> SmallVector<Value> {
        // Body arguments: the gradient, then the outputs' current values.
        Value g = c.args[0];
        SmallVector<Value> current = c.args.take_back(numUpdated);
        // Moments stored in bf16 are read into f32 and rounded back where
        // they are stored: the arithmetic is f32 whatever the storage.
        Type f32 = c.b.getF32Type();
        auto widen = [&](Value stored) -> Value {
          if (stored.getType() == f32)
            return stored;
          return arith::ExtFOp::create(c.b, c.loc, f32, stored);
        };
        auto store = [&](Value value, Value stored) -> Value {
          if (stored.getType() == value.getType())
            return value;
          return arith::TruncFOp::create(c.b, c.loc, stored.getType(), value);
        };
        SmallVector<Value> next;
        Value p = current[0];
        switch (options.kind) {
        case OptimizerKind::AdamW: {
          // torch.optim.AdamW (decoupled weight decay).
          Value m = widen(current[1]), v = widen(current[2]);
          Value newM = c.add(c.mul(c.constant(options.beta1), m),
                             c.mul(c.constant(1 - options.beta1), g));
          Value newV = c.add(c.mul(c.constant(options.beta2), v),
                             c.mul(c.constant(1 - options.beta2), c.mul(g, g)));
          Value decayed =
              c.mul(p, c.constant(1 - options.lr * options.weightDecay));
          Value root = math::SqrtOp::create(c.b, c.loc, newV);
          Value denom = c.add(c.mul(root, invSqrtBiasCorrection2),
                              c.constant(options.eps));
          Value newP = c.sub(decayed, c.mul(stepSize, c.div(newM, denom)));
          next = {newP, store(newM, current[1]), store(newV, current[2])};
          break;
        }
        case OptimizerKind::SGD: {
          // torch.optim.SGD without dampening or Nesterov: the decay is
          // added to the gradient, the buffer starts at the first gradient
          // (momentum * 0 + g).
          Value direction = g;
          if (options.weightDecay != 0.0)
            direction =
                c.add(direction, c.mul(c.constant(options.weightDecay), p));
          Value newBuffer;
          if (options.momentum != 0.0) {
            newBuffer =
                c.add(c.mul(c.constant(options.momentum), widen(current[1])),
                      direction);
            direction = newBuffer;
          }
          Value newP = c.sub(p, c.mul(c.constant(options.lr), direction));
          next = {newP};
          if (newBuffer)
            next.push_back(store(newBuffer, current[1]));
          break;
        }
        }
        if (hasMaster)
          next.insert(next.begin(),
                      arith::TruncFOp::create(
                          c.b, c.loc, weightType.getElementType(), next[0]));
        return next;
      });
}
