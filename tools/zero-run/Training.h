//===- Training.h - the steps and what the run counted ----------*- C++ -*-===//
//
// The part of zero-run that runs: this rank's states allocated and filled
// (InitialValues.h), the steps called one after the other on them, the
// runtime's counters read around each call, the replicated states compared
// across ranks every --check-every steps, and the final full states
// gathered, checksummed, compared and dumped. Every outcome that can differ
// from rank to rank (an allocation) is settled collectively, so that no
// rank is left waiting in a collective for the runtime's timeout.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_TRAINING_H
#define ZERO_RUN_TRAINING_H

#include "CompiledStep.h"
#include "Console.h"
#include "StepSignature.h"
#include "zero/Report/OutputFiles.h"
#include "zero_rt/zero_rt.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace zero_run {

/// The options that decide what runs (every rank has the same ones: the
/// start-up agreement checked).
struct RunOptions {
  int64_t steps = 1;
  uint64_t seed = 0;
  /// Compare the replicated states every this many steps (0: only after
  /// the last one, which is always checked).
  int64_t checkEvery = 0;
  /// Integer inputs are drawn from [0, tokenRange).
  int64_t tokenRange = 0;
  /// The number of the first step: 1, or the step after the checkpoint a
  /// run resumes from. Steps firstStep .. getLastStep() run.
  int64_t firstStep = 1;
  int64_t getLastStep() const { return firstStep + steps - 1; }
  /// Called on every rank after each step with its number and the states
  /// (a collective, e.g. saving a checkpoint); a failure ends the run.
  std::function<mlir::LogicalResult(int64_t step, llvm::ArrayRef<void *>)>
      afterStep;
};

/// What the run produced, for the report; counters of every rank.
struct RunRecord {
  std::vector<double> losses;                 // per step, mean over ranks
  std::vector<std::vector<float>> rankLosses; // per step, per rank
  // Per rank, per step (rank-major): what the runtime counted.
  std::vector<uint64_t> sentBytes, peakBytes, residentBytes;
  /// The part of sentBytes on each group the runtime counts apart
  /// (zero_rt_bytes_sent_on_axes of countedAxes[i]; 0 is the world).
  std::vector<uint32_t> countedAxes;
  std::vector<std::vector<uint64_t>> sentBytesByAxes;
  /// Asynchronous collectives (zero-prefetch's starts) each step started
  /// and completed: zero without async collectives in the program.
  std::vector<uint64_t> asyncStarted, asyncCompleted;
  /// Per step and rank: bytes the step copied over PCIe each way (an
  /// offloaded step's zero.transfer), as the runtime counted them.
  std::vector<uint64_t> pcieToHostBytes, pcieToDeviceBytes;
  /// Per step and rank: bytes allocated in the runtime's host tier after
  /// the step (the offloaded states).
  std::vector<uint64_t> hostResidentBytes;
  /// Per rank, per step: the peak of the host tier's bytes during the step
  /// (its host-tier states included).
  std::vector<uint64_t> hostPeakBytes;
  /// Per step and rank: bytes the step read from and wrote to the NVMe
  /// tier, and the bytes placed there after the step (the NVMe states).
  std::vector<uint64_t> nvmeReadBytes, nvmeWrittenBytes, nvmeResidentBytes;
  std::vector<double> seconds;
  /// This rank's op timers (zero_rt_profile.h, zero-run --profile-ops):
  /// per measured step (every step after the first, a warm-up, or the only
  /// one), each op's seconds and calls in that step; empty without timed
  /// ops.
  std::vector<std::vector<double>> opSecondsByStep;
  std::vector<std::vector<uint64_t>> opCallsByStep;
  /// Bytes of the state arguments this rank holds between steps.
  uint64_t persistentBytes = 0;
  /// The steps after which the ranks compared their replicated states.
  std::vector<int64_t> checkedSteps;
  struct State {
    const StepArgument *argument;
    uint64_t checksum, offset, bytes;
  };
  std::vector<State> states;
  uint64_t checksum = 0xcbf29ce484222325ULL;
};

/// Gathers every rank's `local` values on every rank, rank-major (a
/// collective: every rank passes as many values).
template <typename T>
std::vector<T> gatherFromRanks(const std::vector<T> &local, int size,
                               zero_rt_dtype dtype) {
  std::vector<T> all(local.size() * size);
  if (!local.empty())
    zero_rt_all_gather(local.data(), all.data(), local.size(), dtype);
  return all;
}

/// Settles an outcome that may differ across ranks (a collective: every
/// rank must call it). Fails on every rank if any rank failed: the message
/// (which starts with "zero-run: ") comes once from rank 0 when every rank
/// failed, else from each rank that failed, naming it. Without this, the
/// ranks that succeeded would wait for the others in the next collective
/// until the runtime's timeout.
mlir::LogicalResult settle(bool succeeded, const std::string &message,
                           const Console &console);

/// The bytes of this rank's state `argument` in `buffer`: the buffer itself,
/// or for a state of the NVMe tier (whose buffer is an address of the
/// runtime's file, not memory) a copy read into `scratch`, which the runtime
/// checks is what it wrote. Null, with `error` set, when that read fails.
const char *getStateBytes(const StepArgument &argument, const void *buffer,
                          std::vector<char> &scratch, std::string &error);

/// Allocates this rank's states through the runtime (so that they are
/// counted) into `buffers` and fills them. A state too large for this
/// rank's memory is an error naming it and its bytes, never a write through
/// a null buffer.
mlir::LogicalResult allocateStates(const StepSignature &signature,
                                   const RunOptions &options,
                                   const Console &console,
                                   std::vector<void *> &buffers,
                                   RunRecord &record);

/// Runs the steps, each on the states the previous one updated; rank 0
/// prints the losses.
mlir::LogicalResult trainSteps(CompiledStep &compiled,
                               const StepSignature &signature,
                               const RunOptions &options,
                               std::vector<void *> &buffers,
                               const Console &console, RunRecord &record);

/// Gathers the final full states (every rank gets every full tensor),
/// checksums them, writes them to `dump` (rank 0, when asked), frees this
/// rank's buffers, and checks that every rank holds the same final states.
mlir::LogicalResult
collectFinalStates(const StepSignature &signature, const RunOptions &options,
                   std::vector<void *> &buffers, mlir::zero::OutputFile *dump,
                   const Console &console, RunRecord &record);

} // namespace zero_run

#endif // ZERO_RUN_TRAINING_H
