//===- InitAll.h - register zero-opt's dialects and passes ----*- C++ -*-===//
//
// One call for an embedding compiler (or zero-opt itself) to make the zero
// dialect and passes available.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_INITALL_H
#define ZERO_INITALL_H

#include "zero/Conversion/Passes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Import/Passes.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::zero {

/// Adds the zero dialect and the dialects its passes create to `registry`.
inline void registerZeroDialects(DialectRegistry &registry) {
  registry.insert<ZeroDialect, shard::ShardDialect>();
}

/// Registers every zero pass and pipeline with the global pass registry:
/// front-end support (zero-add-optimizer), planning (zero-verify-states,
/// zero-remat, zero-report, zero-shard) and lowering (zero-to-runtime,
/// zero-drop-donated-results, zero-lower-to-llvm).
inline void registerAllZeroPasses() {
  registerZeroImportPasses();
  registerZeroPasses();
  registerZeroConversionPasses();
  registerZeroLowerToLLVMPipeline();
}

} // namespace mlir::zero

#endif // ZERO_INITALL_H
