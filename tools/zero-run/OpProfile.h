//===- OpProfile.h - each op's time in the steps zero-run ran ---*- C++ -*-===//
//
// `zero-run --profile-ops` lowers the step with `zero-profile-ops`, which
// brackets every op the step-time model prices with the runtime's timers
// (zero_rt_profile.h) and lists those ops on the module. This reads that
// list, gathers every rank's times and writes them to the JSON
// (`op_profile`, docs/zero-run.md), by op and by the model's op class, so
// that a measured step can be set against its estimate op by op.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RUN_OPPROFILE_H
#define ZERO_RUN_OPPROFILE_H

#include "Training.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace zero_run {

struct OpProfile {
  struct Op {
    /// The step-time model's class ("matmul", "attention", "elementwise")
    /// or "collective".
    std::string opClass;
    /// The op's name and location in the step zero-run was given.
    std::string name, location;
  };
  std::vector<Op> ops;
  /// The steps the times are the median of: every step after the first
  /// (a warm-up), or the only one.
  int64_t steps = 0;
  /// The classes of the ops, in the order an op of each first appears.
  std::vector<std::string> classes;
  /// Per op, then per rank: the median over the steps of the op's seconds
  /// in a step, and its calls in a step.
  std::vector<double> seconds;
  std::vector<uint64_t> calls;
  /// Per class, then per rank: the median over the steps of the class's
  /// seconds in a step.
  std::vector<double> classSeconds;
  /// Per rank: the median over the steps of all timed ops' seconds in a
  /// step (at most the step's own time, which also holds the untimed ops).
  std::vector<double> timedSeconds;
  /// With zero-run --machine: each op's estimated seconds on it, in the
  /// order of the ops; empty without.
  std::vector<double> estimates;
};

/// Each op zero-profile-ops will time in `module` (a step on tensors),
/// estimated on `machine` (a preset name or a zero-machine file), in the
/// order of the op numbers. Fails (setting `error`) for a module already
/// lowered, a machine that does not load, or an op the model cannot price.
mlir::FailureOr<std::vector<double>>
estimateProfiledOps(mlir::ModuleOp module, llvm::StringRef machine,
                    std::string &error);

/// The ops `zero-profile-ops` listed on `module`, in the order of their
/// numbers; fails (setting `error`) when the list is missing or malformed.
mlir::FailureOr<std::vector<OpProfile::Op>>
readProfiledOps(mlir::ModuleOp module, std::string &error);

/// Takes this rank's medians of the op times `record` holds and gathers
/// every rank's (a collective: every rank calls it with the same ops).
void gatherOpTimes(OpProfile &profile, const RunRecord &record, int size);

/// Writes `op_profile`'s value: the steps, each class's seconds per step
/// by rank, and each op's.
void writeOpProfile(llvm::json::OStream &json, const OpProfile &profile,
                    int size);

} // namespace zero_run

#endif // ZERO_RUN_OPPROFILE_H
