//===- HostOps.h - the ops an offloaded step runs on the host ---*- C++ -*-===//
//
// See HostOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_ZEROTORUNTIME_HOSTOPS_H
#define ZERO_CONVERSION_ZEROTORUNTIME_HOSTOPS_H

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::zero {

/// Makes each op of `step` that runs on the host (TierPlacement.h) a
/// destination-passing op and marks it `zero_rt.on_host`, so that the new
/// buffers it writes are allocated in the host tier.
LogicalResult markOpsOnHost(FunctionOpInterface step);

} // namespace mlir::zero

#endif // ZERO_CONVERSION_ZEROTORUNTIME_HOSTOPS_H
