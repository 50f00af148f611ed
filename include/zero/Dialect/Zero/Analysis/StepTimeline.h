//===- StepTimeline.h - when a step's compute waits for its collectives -*-===//
//
// The exposed communication of a program, from a timeline of one rank with
// two streams, walked in program order:
//
//   - the compute stream runs each op for its roofline time (MachineModel's
//     `StepTimeModel::addCompute`), one after the other;
//   - the communication stream runs each collective for its ring time
//     (`getCollectiveSeconds` on the bytes the footprint counts for it),
//     one after the other, in the order the program issues them;
//   - a synchronous collective starts once the communication stream is
//     free and the compute before it has run (its inputs exist), and the
//     compute after it waits for it to finish;
//   - an asynchronous start (`zero.*_start`) is enqueued on the
//     communication stream when the compute stream reaches it, and compute
//     goes on; its `zero.wait` blocks compute until it has finished.
//
// The step ends when both streams are idle. Its exposed communication is
// step - compute: the time compute stood waiting, between 0 and the
// communication's total. Copies between memory tiers (`zero.transfer`) take
// no time here: the report adds their PCIe and NVMe seconds to the step,
// none of them hidden.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_STEPTIMELINE_H
#define ZERO_DIALECT_ZERO_ANALYSIS_STEPTIMELINE_H

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/ProgramOrder.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace mlir::zero {

/// The two streams of one rank (see the header). Times are seconds from
/// the start of the step.
class StepTimeline {
public:
  /// Runs `seconds` of compute.
  void compute(double seconds);
  /// A synchronous collective of `seconds`.
  void collective(double seconds);
  /// Starts a collective of `seconds` asynchronously; returns the time it
  /// finishes, which `wait` takes.
  double start(double seconds);
  /// Blocks compute until `finish` (a time `start` returned).
  void wait(double finish);

  /// The compute of the ops, the communication of the collectives, and the
  /// time both streams are done.
  double getComputeSeconds() const { return computeSeconds; }
  double getCommSeconds() const { return commSeconds; }
  double getStepSeconds() const { return std::max(computeClock, commClock); }
  /// `getStepSeconds() - getComputeSeconds()`, within [0, comm]: rounding
  /// cannot make it negative or larger than the communication.
  double getExposedCommSeconds() const;

private:
  /// When each stream is next free.
  double computeClock = 0;
  double commClock = 0;
  double computeSeconds = 0;
  double commSeconds = 0;
};

/// The seconds each op of a step takes on one machine, kept across the
/// timelines of several orders of the same step (the prefetch depths a
/// search prices): where an op runs does not change how long it takes.
class OpSecondsCache {
public:
  /// The seconds of `op` (a collective's: its ring time) on `machine`, the
  /// same machine at every call.
  FailureOr<double> get(Operation *op, const MachineModel &machine,
                        std::string &error, bool onHost = false);

private:
  llvm::DenseMap<Operation *, double> secondsOf;
};

/// The timeline of `step`, a program on `machine` whose collectives span
/// the groups they name. Fails with `error` set when the machine has no
/// peak for a type the step computes in, or a collective's bytes pass
/// 2^64. With `order`, a schedule planned on `step` (ProgramOrder.h), the
/// timeline of the program the order describes, as if it were written.
/// With `cache`, the ops' seconds are taken from it and added to it.
FailureOr<StepTimeline> computeStepTimeline(FunctionOpInterface step,
                                            const MachineModel &machine,
                                            std::string &error,
                                            const ProgramOrder *order = nullptr,
                                            OpSecondsCache *cache = nullptr);

/// The class a timed op of a step is estimated and measured under
/// (`zero-profile-ops`, zero-run --profile-ops): "collective" for a
/// collective or the wait of an asynchronous one, else MachineModel's class
/// of its cost ("matmul", "attention", "elementwise"); "" for an op that is
/// not timed (no bytes and no FLOPs: views, constants, `tensor.empty`, the
/// terminator).
StringRef getTimedOpClass(Operation *op);

/// The timed ops of `module`: those directly in the body of each of its
/// functions with a body, in function and program order. The timeline
/// walks the same ops, and zero-profile-ops numbers them in this order.
SmallVector<Operation *> collectTimedOps(ModuleOp module);

/// The seconds the collective `op` takes on `machine` over the group it
/// names (0 for an op that is not a collective); fails with `error` set
/// when its bytes pass 2^64.
FailureOr<double> estimateCollectiveSeconds(Operation *op,
                                            const MachineModel &machine,
                                            std::string &error);

/// The seconds the timed op `op` takes on its stream: a collective's
/// (above), 0 for a wait, the compute of any other op
/// (`getOpSeconds`; `priceHostOpCost` for an op `onHost` where the machine
/// gives the host's rate). Fails as `getOpSeconds` and
/// `estimateCollectiveSeconds` do.
FailureOr<double> estimateTimedOpSeconds(Operation *op,
                                         const MachineModel &machine,
                                         std::string &error,
                                         bool onHost = false);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_STEPTIMELINE_H
