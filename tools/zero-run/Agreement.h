//===- Agreement.h - ranks that check they run the same job ----*- C++ -*-===//
//
// Nothing in MPI makes the ranks of a job read the same step, take the same
// options or keep the same replicated states. When they do not, the job
// used to wait for the runtime's timeout (one rank's step sharded for
// another N, a truncated file) or, worse, finish with exit code 0 and states
// that differ from rank to rank (other seeds, a step that updates a
// replicated weight from this rank's micro-batch). zero-run therefore
// compares, with one all_gather of a few bytes per rank:
//
//  - at start-up, before anything can differ in what the ranks do next:
//    the step file's bytes (FNV-1a, length), its plan, the --lowered
//    file's bytes and every option that changes the run. A rank that cannot
//    read or parse its file still takes part, so no rank waits;
//  - after every --check-every K steps and after the last one: a digest of
//    each replicated state (the ones the stage keeps whole on every rank),
//    of the step number and of the mean loss; after the last step also of
//    every full state, sharded ones gathered.
//
// A difference is one message from rank 0 naming what differs and which
// ranks hold which value, and every rank fails.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_AGREEMENT_H
#define ZERO_RUN_AGREEMENT_H

#include "Console.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace zero_run {

/// One input file as a rank read it.
struct FileDigest {
  enum Status : int64_t { NotGiven = 0, Read = 1, Unreadable = 2 };
  int64_t status = NotGiven;
  uint64_t bytes = 0;
  uint64_t hash = 0;
  /// The path this rank was given and, for an unreadable file, why.
  char path[128] = {};
  char problem[96] = {};
};

/// A text option (a path) as a rank was given it: its first bytes, for
/// messages, and the FNV-1a hash of all of it, for the comparison.
struct OptionText {
  char text[128] = {};
  uint64_t hash = 0;
};
void describeOptionText(OptionText &option, const std::string &text);

/// What one rank was started with. Fixed size and free of pointers, so that
/// the ranks exchange it as bytes.
struct StartupRecord {
  FileDigest step;
  FileDigest lowered;
  /// The plan read from the step; -1 where it could not be read.
  int64_t stage = -1;
  int64_t worldSize = -1;
  /// 1 when the step file was read but is not a step zero-run can run.
  int64_t stepRejected = 0;
  // The options that change what runs.
  uint64_t seed = 0;
  int64_t steps = 0;
  int64_t tokenRange = 0;
  int64_t checkEvery = 0;
  int64_t optLevel = 0;
  /// --profile-ops: the ranks gather their op times, so they must time the
  /// same ops.
  int64_t profileOps = 0;
  /// --checkpoint and --resume as given (cut to fit; the hashes are of the
  /// whole paths), --checkpoint-every and --keep.
  OptionText checkpointDir;
  OptionText resumePath;
  int64_t checkpointEvery = 0;
  int64_t keepCheckpoints = 0;
};

/// Fills `digest` from the bytes of a file this rank read (or the reason it
/// could not).
void describeFile(FileDigest &digest, const std::string &path, const char *data,
                  size_t bytes);
void describeUnreadableFile(FileDigest &digest, const std::string &path,
                            const std::string &problem);

/// Exchanges `mine` with every rank (a collective: every rank must call it)
/// and fails, rank 0 naming each difference and the ranks on each side,
/// when any rank was started differently.
mlir::LogicalResult agreeOnStartup(const StartupRecord &mine,
                                   const Console &console);

/// A named 64-bit digest of something every rank must hold bit for bit.
struct Digest {
  std::string name;
  uint64_t value;
};

/// Exchanges `digests` (the same names, in the same order, on every rank;
/// a collective) and fails, rank 0 naming every entry whose value differs
/// across ranks and which ranks hold which value. `when` says at which
/// point of the run, e.g. "after step 3".
mlir::LogicalResult agreeOnDigests(llvm::ArrayRef<Digest> digests,
                                   const std::string &when,
                                   const Console &console);

} // namespace zero_run

#endif // ZERO_RUN_AGREEMENT_H
