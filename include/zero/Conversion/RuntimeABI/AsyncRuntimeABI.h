//===- AsyncRuntimeABI.h - the runtime's async entry points ----*- C++ -*-===//
//
// The entry points compiled code calls for the asynchronous collectives
// (`zero.*_start` / `zero.wait`), declared in the runtime's
// <zero_rt/zero_rt_async.h>. A block of its own beside RuntimeABI.h, which
// owns the dtype table and the entry naming these reuse.
//
//   zero_rt_async_begin()                                   opens one
//   _mlir_ciface_zero_rt_<kind>_start_<dt>(in, out[, op])   one per tensor
//   zero_rt_async_end() -> i64                               starts it
//   _mlir_ciface_zero_rt_async_wait_<dt>(i64, in, out)       one per tensor
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_RUNTIMEABI_ASYNCRUNTIMEABI_H
#define ZERO_CONVERSION_RUNTIMEABI_ASYNCRUNTIMEABI_H

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

namespace mlir::zero::abi {

constexpr StringLiteral kAsyncBeginFunction = "zero_rt_async_begin";
constexpr StringLiteral kAsyncEndFunction = "zero_rt_async_end";

/// "zero_rt_<kind>_start_<dt>", or "" for an element type the runtime has
/// no entry point for. Its type is `getCollectiveEntryType(kind, ...)`.
std::string getAsyncStartEntryName(CollectiveKind kind, Type elementType);

/// "zero_rt_async_wait_<dt>", or "" as above.
std::string getAsyncWaitEntryName(Type elementType);
/// (i64 handle, memref in, memref out) -> ().
FunctionType getAsyncWaitEntryType(Type elementType);
/// () -> i64: the handle of the collective the end starts.
FunctionType getAsyncEndType(MLIRContext *context);

} // namespace mlir::zero::abi

#endif // ZERO_CONVERSION_RUNTIMEABI_ASYNCRUNTIMEABI_H
