//===- BoundsChecks.h - what the run-time bounds checks share ---*- C++ -*-===//
//
// `zero-check-slice-bounds` and `zero-check-index-bounds` both end a failed
// check with a call into libzero_rt that names the op's place in the step
// (docs/ZeroConversionPasses.md). The place travels as the bytes of a
// constant global; these helpers build it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_PIPELINES_BOUNDSCHECKS_H
#define ZERO_LIB_CONVERSION_PIPELINES_BOUNDSCHECKS_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include <string>

namespace mlir::zero {

/// "FILE:LINE:COL" of the first file location inside `loc` (a fused or
/// named location holds one), else its printed form.
std::string describePlace(Location loc);

/// The type every failure function takes the message as: memref<?xi8>.
MemRefType getMessageType(MLIRContext *context);

/// Declares the runtime's failure function `name` in `module` (private,
/// no body) unless it is there already.
void declareFailureFunction(ModuleOp module, StringRef name, FunctionType type);

/// A private constant global of `text`'s bytes at the start of `module`,
/// named `name` (renamed by `symbols` if the module has one of that name).
memref::GlobalOp createMessageGlobal(ModuleOp module, SymbolTable &symbols,
                                     StringRef name, StringRef text,
                                     Location loc);

/// The message `global` holds, read at `builder`'s insertion point as the
/// memref<?xi8> the failure functions take.
Value readMessage(OpBuilder &builder, Location loc, memref::GlobalOp global);

} // namespace mlir::zero

#endif // ZERO_LIB_CONVERSION_PIPELINES_BOUNDSCHECKS_H
