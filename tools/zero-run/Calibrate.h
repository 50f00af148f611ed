//===- Calibrate.h - measure this machine for the step-time model -*- C++
//-*-===//
//
// `zero-run --calibrate=machine.json` measures what the step-time model of
// zero-report (MachineModel.h) needs, on the machine and with the code
// generation zero-run itself uses, and writes a "zero-machine/2"
// description:
//
//   - matmul FLOP/s for bf16, f16, f32 and f64: a linalg.matmul (bf16 and
//     f16 accumulating in f32, as imported steps do) JIT-compiled through
//     zero-lower-to-llvm at zero-run's -O level;
//   - vector FLOP/s: an elementwise chain of multiply-adds on a tensor that
//     stays in cache;
//   - memory bandwidth: an elementwise copy of tensors far larger than the
//     caches;
//   - collective latency and bandwidth: the runtime's all_reduce on one
//     element and on 32 MiB, across the ranks of the job.
//
// Every rank computes at the same time, as in a step; rank 0's timings are
// written. The ranks of one launch share a node, so the intra- and
// inter-node bandwidths are both the one measured.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_CALIBRATE_H
#define ZERO_RUN_CALIBRATE_H

#include "Console.h"

#include "mlir/IR/MLIRContext.h"

#include <string>

namespace zero_run {

/// Measures and writes the description to `outputPath` (rank 0). Fails,
/// with the reason printed, on a single rank (no collective to time), on a
/// kernel that does not compile, or when the file cannot be written.
mlir::LogicalResult calibrate(mlir::MLIRContext &context,
                              const std::string &outputPath, unsigned optLevel,
                              Console &console);

} // namespace zero_run

#endif // ZERO_RUN_CALIBRATE_H
