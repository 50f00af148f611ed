//===- Checkpoint.h - save and resume sharded states ------------*- C++ -*-===//
//
// zero-run's side of the checkpoint format (zero/Checkpoint/Manifest.h,
// docs/checkpoint-format.md):
//
//  - Saving (`--checkpoint DIR`): after every `--checkpoint-every K` steps
//    and after the last one, each rank writes its slice of every state to
//    `DIR/step-K.tmp/rank-R.bin` in parallel (a shard as the step holds
//    it; a replica's slice r, so that nothing is written twice) and fsyncs
//    it; rank 0 writes the manifest with every rank's checksums, fsyncs the
//    directory, renames it to `step-K/`, points `latest` at it and keeps the
//    last `--keep M`.
//  - Resuming (`--resume DIR[/step-K]`): every rank checks the manifest
//    against its step (names, dtypes, shapes, data inputs, seed), reads
//    exactly the byte ranges of the saved slices that make up its own
//    storage of each state, whatever stage and N wrote them, and the ranks
//    check every saved slice's checksum together, each adding the checksum
//    of the pieces it read. The run continues at the saved step + 1 with the
//    saved data position.
//
// Every step of both is settled across ranks, so a failure on one rank is
// an error on every rank, never a wait for the runtime's timeout.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_CHECKPOINT_H
#define ZERO_RUN_CHECKPOINT_H

#include "Console.h"
#include "StepSignature.h"

#include "zero/Checkpoint/Directory.h"
#include "zero/Checkpoint/Manifest.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace zero_run {

/// Where a run stands in its data stream: the manifest's data position.
using DataPosition = mlir::zero::checkpoint::DataPosition;

/// The rows of the step's global batch: N x dimension 0 of its first data
/// input (0 for a step without data inputs).
int64_t getGlobalBatchRows(const StepSignature &signature);

/// Rank 0's hold on the directory checkpoints go to, for the whole job: an
/// open handle, through which every name in it is created, renamed and
/// removed, and the directory's lock, so that a second job is refused
/// (docs/checkpoint-format.md, "Directories and locks").
struct CheckpointDirectory {
  mlir::zero::checkpoint::Directory dir;
  mlir::zero::checkpoint::DirectoryLock lock;
};

/// Creates and locks the directory checkpoints go to (rank 0, before any
/// step runs, so that a bad path or a second job fails fast); an entry
/// named like a checkpoint that zero-run did not make (a symbolic link) is
/// refused here too. On failure sets `error`.
std::unique_ptr<CheckpointDirectory>
prepareCheckpointDirectory(const std::string &dir, std::string &error);

/// Why `--checkpoint checkpointDir` would write into the checkpoint that
/// `--resume resumePath` reads (its step-K directory, or a directory inside
/// it), or "". Links are resolved; a directory not made yet is placed by
/// the nearest one that exists. Saving into the directory that holds the
/// step-K directory continues the same timeline and is fine.
std::string checkSavesOutsideResumed(const std::string &checkpointDir,
                                     const std::string &resumePath);

/// Rank 0's part of a save once every rank file is in `step-K.tmp/` of
/// `root`: the manifest, the renames that make the checkpoint visible and
/// `latest`, then the pruning to the last `keep` (0: all) and of leftover
/// temporaries. `committed` says whether the checkpoint and `latest` were
/// in place when it failed (a failure of pruning).
llvm::Error commitCheckpoint(const mlir::zero::checkpoint::Manifest &manifest,
                             const mlir::zero::checkpoint::Directory &root,
                             int64_t keep, bool &committed);

/// What one save or the resume measured, for the JSON.
struct CheckpointRecord {
  int64_t step = 0;
  std::string path;
  /// Per rank: bytes written or read, and the seconds its own file took.
  std::vector<uint64_t> rankBytes;
  std::vector<double> rankSeconds;
  /// The whole save or load on rank 0, collectives and renames included.
  double seconds = 0;
};

/// Saves checkpoints of one run into a directory.
class Checkpointer {
public:
  /// `start` is where the run starts in the data stream (its first step,
  /// the samples consumed before it).
  /// `root` is rank 0's hold on `dir` (null on the other ranks).
  Checkpointer(const StepSignature &signature, const Console &console,
               std::string dir, const CheckpointDirectory *root, int64_t keep,
               DataPosition start)
      : signature(signature), console(console), dir(std::move(dir)), root(root),
        keep(keep), start(start) {}

  /// Refuses (a collective) a directory that holds a checkpoint of a step
  /// this run would save or pass: one directory holds one timeline, so that
  /// `latest` always names its newest complete checkpoint.
  mlir::LogicalResult checkTimeline();

  /// Saves the states after step `step` (a collective).
  mlir::LogicalResult save(int64_t step, llvm::ArrayRef<void *> buffers);

  const std::vector<CheckpointRecord> &getRecords() const { return records; }

private:
  mlir::zero::checkpoint::Manifest describe(int64_t step) const;
  const StepSignature &signature;
  const Console &console;
  std::string dir;
  const CheckpointDirectory *root;
  int64_t keep;
  DataPosition start;
  std::vector<CheckpointRecord> records;
};

/// What a run resumes from.
struct ResumePoint {
  CheckpointRecord load;
  int64_t stage = 0, worldSize = 0;
  /// The manifest's data position: the run continues at its next step.
  DataPosition data;
};

/// Resumes: reads this rank's states in `buffers` (allocated for
/// `signature`) from the checkpoint `path` names (a collective). `seed` is
/// the --seed the user gave, if any; `tokenRange` the range this run draws
/// token ids from: both must be the checkpoint's, or the batches would not
/// continue its run.
mlir::FailureOr<ResumePoint>
resumeFromCheckpoint(const StepSignature &signature, const std::string &path,
                     std::optional<uint64_t> seed, int64_t tokenRange,
                     llvm::ArrayRef<void *> buffers, const Console &console);

/// The JSON of a checkpoint record.
void writeCheckpointRecord(llvm::json::OStream &json,
                           const CheckpointRecord &record);

} // namespace zero_run

#endif // ZERO_RUN_CHECKPOINT_H
