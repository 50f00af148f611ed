//===- HostOps.cpp - the ops an offloaded step runs on the host ----------===//
//
// Under offload=cpu|nvme the step computes part of its update on the host,
// and the report counts what those ops allocate in the host tier
// (TierPlacement.h's rule). The lowering allocates it there too: before
// `zero-to-runtime` converts the step, each op the rule places on the host
// is made a destination-passing op (an elementwise op on tensors becomes
// the `linalg.generic` that `convert-elementwise-to-linalg` would make of
// it later) and marked `zero_rt.on_host`. Bufferization keeps the mark on
// the op it writes; `zero-place-tier-tensors` then allocates in the host
// tier every new buffer a marked op writes (its destination's
// `memref.alloc`). A destination that is an argument (an update computed
// in place) allocates nothing.
//
//===----------------------------------------------------------------------===//

#include "HostOps.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::zero;

LogicalResult zero::markOpsOnHost(FunctionOpInterface step) {
  // The time model's set of them: the same placement rule.
  llvm::DenseSet<Operation *> onHost = findOpsOnHost(step);
  if (onHost.empty())
    return success();
  // Elementwise ops on tensors first become linalg ops, which have a
  // destination to allocate in the host tier.
  SmallVector<Operation *> elementwise;
  for (Operation *op : onHost)
    if (OpTrait::hasElementwiseMappableTraits(op) &&
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
      elementwise.push_back(op);
  if (!elementwise.empty()) {
    RewritePatternSet patterns(step.getContext());
    linalg::populateElementwiseToLinalgConversionPatterns(patterns);
    // Only those ops, rewritten as convert-elementwise-to-linalg would:
    // nothing folded or merged on the way.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    if (failed(
            applyOpPatternsGreedily(elementwise, std::move(patterns), config)))
      return step.emitError()
             << "could not make the ops it runs on the host destination-"
                "passing (linalg)";
    onHost = findOpsOnHost(step);
  }
  UnitAttr mark = UnitAttr::get(step.getContext());
  for (Operation *op : onHost)
    if (isa<DestinationStyleOpInterface>(op))
      op->setAttr(abi::kOnHostAttrName, mark);
  return success();
}
