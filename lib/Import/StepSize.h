//===- StepSize.h - how big a step would be, before building it -*- C++ -*-===//
//
// The time and memory of an import grow with the number of operations of
// the step, not with its parameter count: tensors are only types in the IR,
// so Llama 3.1 405B imports in half a second, while 100,000 synthetic layers
// take half a minute and 100,000 Llama layers minutes and tens of GB. The
// importers therefore bound the operation count (`kMaxStepOperations`)
// before they build a step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_IMPORT_STEPSIZE_H
#define ZERO_LIB_IMPORT_STEPSIZE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <cstdint>

namespace mlir::zero::import {

/// The size of a step with `numLayers` layers.
struct StepSize {
  /// Operations of the whole module, nested ones included; saturates at
  /// UINT64_MAX.
  uint64_t operations = 0;
  /// The most layers whose step stays within `kMaxStepOperations`.
  int64_t maxLayers = 0;

  bool fits() const;
};

/// Measures the step of `numLayers` layers without building it. Every layer
/// after the first two adds the same operations (the importers emit one
/// identical op sequence per layer, and constants are shared), so the count
/// is extrapolated from steps of 2 and 3 layers, which `build(layers)` must
/// build from the same model with only the layer count changed. Counting
/// built steps, rather than keeping a per-layer constant here, keeps the
/// estimate exact whenever a builder changes. Fails if `build` does (it has
/// reported why).
FailureOr<StepSize>
measureStepSize(int64_t numLayers,
                llvm::function_ref<OwningOpRef<ModuleOp>(int64_t)> build);

/// Fails, before anything big is built, when the step of `numLayers` layers
/// (`build` as for `measureStepSize`) has more than `kMaxStepOperations`
/// operations. The message starts with `layersGiven` (where the layer count
/// comes from) and ends with `fix`, a format string whose `{0}` is the
/// largest layer count that fits.
llvm::Error
checkStepSize(int64_t numLayers, const llvm::Twine &layersGiven,
              const char *fix,
              llvm::function_ref<OwningOpRef<ModuleOp>(int64_t)> build);

} // namespace mlir::zero::import

#endif // ZERO_LIB_IMPORT_STEPSIZE_H
