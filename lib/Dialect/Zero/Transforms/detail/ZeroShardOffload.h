//===- ZeroShardOffload.h - zero-shard: memory tiers ------------*- C++ -*-===//
//
// `zero-shard offload=cpu|nvme` (ZeRO-Offload, ZeRO-Infinity): the program
// the stage's rewrite produced gets its optimizer update placed on the host
// and its states in host memory or NVMe files, with every copy a
// `zero.transfer`. What goes where is the placement's to say
// (Plan/TierLowering.h, which the search's model of the rewrite records
// too); this file writes it into the IR.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDOFFLOAD_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDOFFLOAD_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::zero {

/// What the placement inserted.
struct OffloadStatistics {
  unsigned transfers = 0;
};

/// Places the optimizer update of `step`, the program the stage's rewrite
/// produced (or the single-device step, on one rank), and its states in the
/// tiers `offload` names (not `None`), as TierLowering.h describes. Fails
/// with a diagnostic when the step has no optimizer state to offload.
LogicalResult placeInTiers(FunctionOpInterface step, OffloadTarget offload,
                           bool offloadParams, OffloadStatistics &statistics);

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDOFFLOAD_H
