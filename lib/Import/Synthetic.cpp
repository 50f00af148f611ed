//===- Synthetic.cpp - an MLP with an exact parameter count ---------------===//
//
// Benchmarks and the ZeRO paper's figures need a model of exactly P
// parameters in L gathering units, whatever P is. A plain MLP provides it:
// layer 0 maps IN features to W, layers 1..L-2 map W to W and layer L-1 maps
// W to OUT with a bias, so
//
//   P = W IN + (L - 2) W^2 + OUT (W + 1).
//
// Since W + 1 = 1 (mod W), choosing OUT = P (mod W) (taking W for 0) makes
// P - OUT (W + 1) - (L - 2) W^2 a multiple of W, and IN follows. W is the
// largest width for which IN >= 1 is guaranteed, so the layers are as square
// as the count allows. Only the output layer has a bias: a bias per layer
// would double the tensors (and the IR) of a 10,000-layer benchmark.
//
//===----------------------------------------------------------------------===//

#include "StepSize.h"
#include "zero/Import/Importers.h"
#include "zero/Import/ModelConfig.h"
#include "zero/Import/TrainStep.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::import;

using llvm::Error;
using llvm::Expected;
using llvm::Twine;

/// Wide enough for products of two counts below 2^63.
using Wide = unsigned __int128;

int64_t SyntheticModel::layerInputs(int64_t i) const {
  return i == 0 ? inputWidth : width;
}

int64_t SyntheticModel::layerOutputs(int64_t i) const {
  return i == numLayers - 1 ? outputWidth : width;
}

uint64_t SyntheticModel::numParameters() const {
  // In closed form rather than summed layer by layer: `planSyntheticModel`
  // calls this before the layer count is known to be buildable.
  if (numLayers == 1)
    return static_cast<uint64_t>(Wide(outputWidth) * (inputWidth + 1));
  Wide total = Wide(width) * inputWidth + Wide(numLayers - 2) * width * width +
               Wide(outputWidth) * (width + 1);
  return static_cast<uint64_t>(total);
}

uint64_t mlir::zero::import::minSyntheticParameters(int64_t numLayers) {
  // Width 1, IN = OUT = 1: one weight element per layer plus the bias.
  return static_cast<uint64_t>(numLayers) + 1;
}

/// The parameters of a model of width `w` with IN = 1 and OUT = W, the most
/// a choice of OUT can need: (L - 1) W^2 + 2 W.
static Wide neededForWidth(Wide w, Wide layers) {
  return (layers - 1) * w * w + 2 * w;
}

Expected<SyntheticModel>
mlir::zero::import::planSyntheticModel(int64_t numParameters, int64_t numLayers,
                                       const StepOptions &options) {
  auto failure = [](const Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  if (Error error = checkStepOptions(options))
    return std::move(error);
  if (numLayers <= 0)
    return failure("--layers must be at least 1");
  // The same bound as for Llama configs: 16 bytes of model states per
  // parameter must be countable in 63 bits.
  if (numParameters <= 0 || uint64_t(numParameters) > (uint64_t(1) << 59))
    return failure(llvm::formatv("--synthetic-params must be between 1 and "
                                 "2^59, got {0}",
                                 numParameters));
  if (uint64_t(numParameters) < minSyntheticParameters(numLayers))
    return failure(llvm::formatv(
        "--synthetic-params {0} is too small for {1} layers: every layer "
        "needs a weight and the last one a bias, so the minimum is layers + "
        "1 = {2}; raise --synthetic-params or lower --layers",
        numParameters, numLayers, minSyntheticParameters(numLayers)));

  SyntheticModel model;
  model.numLayers = numLayers;
  Wide p = numParameters, layers = numLayers;
  if (numLayers == 1) {
    // OUT (IN + 1) = P: the largest divisor of P up to sqrt(P) makes the
    // layer square-ish; a prime P gives one output.
    int64_t out = 1;
    int64_t root = static_cast<int64_t>(std::sqrt(double(numParameters)));
    for (int64_t c = root, tries = 0; c > 1 && tries < (1 << 20); --c, ++tries)
      if (numParameters % c == 0 && numParameters / c >= 2) {
        out = c;
        break;
      }
    model.outputWidth = out;
    model.inputWidth = numParameters / out - 1;
    model.width = out;
  } else {
    Wide w = static_cast<Wide>(
        std::sqrt(double(numParameters) / double(numLayers - 1)));
    w = std::max<Wide>(w, 1);
    while (w > 1 && neededForWidth(w, layers) > p)
      --w;
    while (neededForWidth(w + 1, layers) <= p)
      ++w;
    Wide out = p % w == 0 ? w : p % w;
    Wide rest = p - out * (w + 1) - (layers - 2) * w * w;
    model.width = static_cast<int64_t>(w);
    model.outputWidth = static_cast<int64_t>(out);
    model.inputWidth = static_cast<int64_t>(rest / w);
  }
  if (model.numParameters() != uint64_t(numParameters))
    return failure(llvm::formatv("internal error: the synthetic shapes give "
                                 "{0} parameters instead of {1}",
                                 model.numParameters(), numParameters));

  // Activations are [batch * seq, width] in f32.
  int64_t rows = 0, bytes = 0;
  for (int64_t width : {model.inputWidth, model.width, model.outputWidth})
    if (llvm::MulOverflow(options.batch, options.seq, rows) ||
        llvm::MulOverflow(rows, width, bytes) ||
        llvm::MulOverflow(bytes, int64_t(4), bytes))
      return failure(llvm::formatv(
          "the synthetic model's activations ({0} x {1} x {2} f32) would take "
          "more than 2^63 bytes; lower --batch or --seq",
          options.batch, options.seq, width));
  return model;
}

namespace {
class SyntheticStep {
public:
  SyntheticStep(ModuleOp module, const SyntheticModel &model,
                const StepOptions &options)
      : model(model), step(module, options), rows(options.batch * options.seq) {
  }

  LogicalResult build();

private:
  const SyntheticModel &model;
  TrainStepBuilder step;
  int64_t rows;
  SmallVector<unsigned> weights;
  unsigned outputBias = 0;
};
} // namespace

LogicalResult SyntheticStep::build() {
  for (int64_t i = 0; i < model.numLayers; ++i) {
    std::string prefix = "layers." + std::to_string(i) + ".";
    int64_t in = model.layerInputs(i), out = model.layerOutputs(i);
    weights.push_back(step.addParam(prefix + "weight", {out, in}, i));
    if (model.hasBias(i))
      outputBias = step.addParam(prefix + "bias", {out}, i);
  }
  Type f32 = step.getBuilder().getF32Type();
  unsigned inputs = step.addInput(
      "inputs", RankedTensorType::get({rows, model.inputWidth}, f32));
  unsigned targets = step.addInput(
      "targets", RankedTensorType::get({rows, model.outputWidth}, f32));
  step.begin();
  LinalgBuilder &l = step.getLinalg();
  auto isHidden = [&](int64_t i) { return i + 1 < model.numLayers; };

  // Forward: a_{i+1} = tanh(a_i W_i^T), the last layer linear with a bias.
  SmallVector<Value> activations = {step.getInput(inputs)};
  for (int64_t i = 0; i < model.numLayers; ++i) {
    Value z =
        l.contract("ti,oi->to", activations.back(), step.getWeight(weights[i]));
    if (isHidden(i))
      activations.push_back(l.map("to->to", {z}, f32, [](BodyContext &c) {
        return math::TanhOp::create(c.b, c.loc, c.args[0]).getResult();
      }));
    else
      activations.push_back(
          l.map("to,o->to", {z, step.getWeight(outputBias)}, f32,
                [](BodyContext &c) { return c.add(c.args[0], c.args[1]); }));
  }

  // loss = mean over all outputs of 0.5 (y - target)^2, so
  // dL/dy = (y - target) / count.
  double inverseCount = 1.0 / (double(rows) * double(model.outputWidth));
  Value y = activations.back(), target = step.getInput(targets);
  Value loss = l.reduce("to,to->", {y, target}, 0.0, [&](BodyContext &c) {
    Value error = c.sub(c.args[0], c.args[1]);
    Value term = c.mul(c.mul(error, error), c.constant(0.5 * inverseCount));
    return c.add(c.args[2], term);
  });
  Value dy = l.map("to,to->to", {y, target}, f32, [&](BodyContext &c) {
    return c.mul(c.sub(c.args[0], c.args[1]), c.constant(inverseCount));
  });

  // Backward: tanh' = 1 - tanh^2, read off the saved output.
  for (int64_t i = model.numLayers - 1; i >= 0; --i) {
    Value dz = dy;
    if (isHidden(i))
      dz =
          l.map("to,to->to", {dy, activations[i + 1]}, f32, [](BodyContext &c) {
            Value a = c.args[1];
            return c.mul(c.args[0], c.sub(c.constant(1.0), c.mul(a, a)));
          });
    step.setGrad(weights[i], l.contract("to,ti->oi", dz, activations[i]));
    if (model.hasBias(i))
      step.setGrad(outputBias, l.sum("to->o", dz));
    if (i > 0)
      dy = l.contract("to,oi->ti", dz, step.getWeight(weights[i]));
  }
  return step.finish(loss);
}

/// The step of `model`, unverified; null after a diagnostic if it could not
/// be built.
static OwningOpRef<ModuleOp> buildSynthetic(MLIRContext &context,
                                            const SyntheticModel &model,
                                            const StepOptions &options) {
  OwningOpRef<ModuleOp> module =
      ModuleOp::create(NameLoc::get(StringAttr::get(&context, "zero-import")));
  SyntheticStep step(*module, model, options);
  if (failed(step.build()))
    return nullptr;
  return module;
}

llvm::Expected<OwningOpRef<ModuleOp>>
mlir::zero::import::importSynthetic(MLIRContext &context,
                                    const SyntheticModel &model,
                                    const StepOptions &options) {
  loadImportDialects(context);
  if (llvm::Error error = checkStepSize(
          model.numLayers, "--layers " + llvm::Twine(model.numLayers),
          "use --layers {0} or fewer", [&](int64_t layers) {
            // The same widths; only the number of hidden layers changes.
            SyntheticModel probe = model;
            probe.numLayers = layers;
            return buildSynthetic(context, probe, options);
          }))
    return std::move(error);
  OwningOpRef<ModuleOp> module = buildSynthetic(context, model, options);
  if (!module || failed(verify(*module)))
    return importerBug("does not verify");
  return module;
}
