//===- InitAll.h - register zero-opt's dialects and passes -------*- C++
//-*-===//
//
// One call for an embedding compiler (or zero-opt itself) to make the zero
// dialect and passes available.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_INITALL_H
#define ZERO_INITALL_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::zero {

/// Adds the zero dialect and the dialects its passes create to `registry`.
inline void registerZeroDialects(DialectRegistry &registry) {
  registry.insert<ZeroDialect, shard::ShardDialect>();
}

/// Registers every zero pass (and pipeline) with the global pass registry.
inline void registerAllZeroPasses() { registerZeroPasses(); }

} // namespace mlir::zero

#endif // ZERO_INITALL_H
