//===- Storage.h - checkpoint directories that survive a crash --*- C++ -*-===//
//
// The file-system half of the checkpoint format (docs/checkpoint-format.md):
// a checkpoint is written into `step-K.tmp/`, every file and the directory
// are fsync'ed, it is renamed to `step-K/`, and only then does the `latest`
// pointer (a one-line file, itself written to a temporary, fsync'ed and
// renamed) name it. A crash at any point leaves the previous checkpoint and
// a pointer to a complete one. Reading is by byte range (`pread`), so that
// a loader reads only the bytes of its own shards.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CHECKPOINT_STORAGE_H
#define ZERO_CHECKPOINT_STORAGE_H

#include "zero/Checkpoint/Manifest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mlir::zero::checkpoint {

/// "step-K".
std::string getStepDirName(int64_t step);

/// The complete checkpoints in `dir` (`step-K/` directories, not links,
/// holding a manifest), by step.
std::vector<int64_t> listCheckpoints(llvm::StringRef dir);

/// The checkpoint a path names: a `step-K` directory itself, or the one
/// `dir/latest` names, or, without a `latest` (a crash before the first
/// pointer was written), the highest complete `step-K`. Errors say what was
/// looked for.
llvm::Expected<std::string> resolveCheckpoint(llvm::StringRef path);

/// fsync of a directory, so that the names created or renamed in it last.
llvm::Error syncDirectory(llvm::StringRef dir);

/// A file written from start to end, every write checked and fsync'ed at
/// `finish`.
class FileWriter {
public:
  /// Creates or truncates `path`, never through a link at its last
  /// component (the unit tests; the tools create through a Directory).
  static llvm::Expected<FileWriter> create(llvm::StringRef path);
  /// A writer of the open descriptor `fd` (a file created through a
  /// Directory), which it closes.
  static FileWriter adopt(std::string path, int fd) {
    return FileWriter(std::move(path), fd);
  }
  FileWriter(FileWriter &&other);
  ~FileWriter();
  llvm::Error write(const void *data, uint64_t bytes);
  /// fsync and close.
  llvm::Error finish();

private:
  FileWriter(std::string path, int fd) : path(std::move(path)), fd(fd) {}
  std::string path;
  int fd = -1;
};

/// The rank files of one checkpoint, opened on first use and read by byte
/// range.
class RankFiles {
public:
  RankFiles(std::string dir, const Manifest &manifest)
      : dir(std::move(dir)), manifest(manifest) {}
  ~RankFiles();
  RankFiles(const RankFiles &) = delete;
  RankFiles &operator=(const RankFiles &) = delete;

  std::string getPath(int64_t rank) const;
  /// Reads `bytes` bytes at `offset` of rank `rank`'s file; an error names
  /// the file, the range and what the system said (a short file is
  /// "truncated").
  llvm::Error read(int64_t rank, uint64_t offset, uint64_t bytes, void *into);
  /// Bytes read so far, all files together.
  uint64_t getBytesRead() const { return bytesRead; }
  /// The size of rank `rank`'s file, as opened for reading: a regular file,
  /// never through a symbolic link (a FIFO or device is refused unread).
  llvm::Expected<uint64_t> getFileBytes(int64_t rank);

private:
  llvm::Expected<int> open(int64_t rank);
  std::string dir;
  const Manifest &manifest;
  std::map<int64_t, int> descriptors;
  uint64_t bytesRead = 0;
};

/// Reads elements [first, first + count) of the zero-padded flattened
/// `state` into `into` (`count` elements of its dtype), from the slices
/// that hold them: exactly those bytes, nothing else. Elements past the
/// stored N x S are zero (the padding of a larger layout). For every slice
/// q it reads from, adds the checksum of the piece it read to
/// `partialSums[q]` (sized to the number of slices).
llvm::Error readStateRange(RankFiles &files, const StateEntry &state,
                           uint64_t first, uint64_t count, void *into,
                           std::vector<uint64_t> &partialSums);

/// Checks every slice of `state` against its checksum, reading it whole.
/// The error names the file, the state and both checksums.
llvm::Error verifyState(RankFiles &files, const StateEntry &state);

/// Checks each rank file's size against the manifest (a truncated or
/// extended file), naming the file and the first state it cuts.
llvm::Error checkFileSizes(RankFiles &files, const Manifest &manifest);

} // namespace mlir::zero::checkpoint

#endif // ZERO_CHECKPOINT_STORAGE_H
