//===- StepSize.cpp - how big a step would be, before building it ---------===//

#include "StepSize.h"

#include "zero/Import/Importers.h"
#include "zero/Import/TrainStep.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero::import;

bool StepSize::fits() const { return operations <= kMaxStepOperations; }

static uint64_t countOperations(ModuleOp module) {
  uint64_t count = 0;
  module->walk([&](Operation *) { ++count; });
  return count;
}

FailureOr<StepSize> mlir::zero::import::measureStepSize(
    int64_t numLayers,
    llvm::function_ref<OwningOpRef<ModuleOp>(int64_t)> build) {
  uint64_t counts[2];
  for (int64_t layers : {2, 3}) {
    OwningOpRef<ModuleOp> module = build(layers);
    if (!module)
      return failure();
    counts[layers - 2] = countOperations(*module);
  }
  uint64_t perLayer = counts[1] - counts[0];
  StepSize size;
  // A step of one layer has fewer operations than one of two.
  size.operations =
      numLayers <= 2
          ? counts[0]
          : llvm::SaturatingAdd(
                counts[0],
                llvm::SaturatingMultiply(uint64_t(numLayers - 2), perLayer));
  if (counts[0] > kMaxStepOperations)
    size.maxLayers = 0;
  else if (perLayer == 0)
    size.maxLayers = std::numeric_limits<int64_t>::max();
  else
    size.maxLayers = 2 + int64_t((kMaxStepOperations - counts[0]) / perLayer);
  return size;
}

llvm::Error mlir::zero::import::checkStepSize(
    int64_t numLayers, const llvm::Twine &layersGiven, const char *fix,
    llvm::function_ref<OwningOpRef<ModuleOp>(int64_t)> build) {
  // Steps of up to 3 layers are no larger than the probes themselves.
  if (numLayers <= 3)
    return llvm::Error::success();
  FailureOr<StepSize> size = measureStepSize(numLayers, build);
  if (failed(size))
    return importerBug("does not build");
  if (size->fits())
    return llvm::Error::success();
  std::string operations =
      size->operations == std::numeric_limits<uint64_t>::max()
          ? std::string("more than 2^64")
          : std::to_string(size->operations);
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      layersGiven + " would give a training step of " + operations +
          " operations, above the limit of " +
          std::to_string(kMaxStepOperations) +
          " that keeps an import within seconds; " +
          llvm::formatv(fix, size->maxLayers).str());
}
