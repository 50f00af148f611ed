//===- ZeroShardOffload.h - zero-shard: memory tiers ------------*- C++ -*-===//
//
// `zero-shard offload=cpu|nvme` (ZeRO-Offload, ZeRO-Infinity): after the
// stage's rewrite, the optimizer update of the per-rank program runs on the
// host and its states live in host memory (`cpu`) or in NVMe files
// (`nvme`); with `offload-params` at stage 3 the weight shards do too. This
// file places the states in their tier (`zero.tier` on the arguments and
// results) and inserts every copy as a `zero.transfer`:
//
// - each gradient (the shard its reduce-scatter delivers, or the full
//   gradient on one rank) goes device -> host right after it is produced;
//   with `nvme` it is written to NVMe there and read back for its update;
// - everything else the update reads from the device (a weight shard, a
//   slice of the full weight, a hyperparameter) goes device -> host before
//   its first host reader;
// - an updated weight shard goes host -> device right after it is computed
//   (the gather of stages 1-2 reads it there), or stays in its tier with
//   `offload-params`; updated optimizer states stay on the host (`cpu`) or
//   are written back to NVMe (`nvme`) right after they are computed;
// - an offloaded stage-3 weight shard comes to the device (through the host
//   from NVMe) right before each op on the device that reads it, its gathers.
//
// NVMe reads are double-buffered: the reads of a unit's states are placed
// before the update of the unit before it, so that one unit's I/O overlaps
// the previous unit's update and two units' states are on the host at once.
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
/// tiers `offload` names (not `None`), as described above. Fails with a
/// diagnostic when the step has no optimizer state to offload.
LogicalResult placeInTiers(FunctionOpInterface step, OffloadTarget offload,
                           bool offloadParams, OffloadStatistics &statistics);

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDOFFLOAD_H
