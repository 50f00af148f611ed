//===- Directory.h - a checkpoint directory as a capability -----*- C++ -*-===//
//
// Every name a checkpoint writer creates, renames or deletes is resolved
// through an open handle of the directory it lives in (`openat`,
// `mkdirat`, `renameat`, `unlinkat`), never through a path, and never
// through a symbolic link: an entry someone else planted in the directory
// (a link named `latest.tmp`, `step-K.tmp` or `step-K` pointing at their
// files) is an error naming it, not a way to make the job write or delete
// outside the directory the user named (docs/checkpoint-format.md,
// "Directories and locks"). Only the directory the user named is opened by
// its path, following it as the user did.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CHECKPOINT_DIRECTORY_H
#define ZERO_CHECKPOINT_DIRECTORY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::zero::checkpoint {

class FileWriter;

/// What a name in a directory is, without following it.
enum class EntryKind { Missing, File, Directory, Other };

/// An open directory (a file descriptor); moves, does not copy.
class Directory {
public:
  /// Opens the directory at `path`.
  static llvm::Expected<Directory> open(llvm::StringRef path);
  Directory(Directory &&other);
  Directory &operator=(Directory &&other);
  ~Directory();

  const std::string &getPath() const { return path; }
  /// `path`/`name`, for messages.
  std::string getPathOf(llvm::StringRef name) const;
  int getDescriptor() const { return fd; }

  /// What `name` is, a symbolic link being `Other`.
  llvm::Expected<EntryKind> getKind(llvm::StringRef name) const;
  /// Opens the subdirectory `name`; a symbolic link or anything but a
  /// directory is an error naming it.
  llvm::Expected<Directory> openSubdirectory(llvm::StringRef name) const;
  /// Creates the subdirectory `name`; an existing entry is an error.
  llvm::Error makeSubdirectory(llvm::StringRef name) const;
  /// Creates the file `name` exclusively: an existing entry (a link
  /// included) is an error naming it, never truncated or followed.
  llvm::Expected<FileWriter> createFile(llvm::StringRef name) const;
  /// Renames `from` to `to` within this directory.
  llvm::Error rename(llvm::StringRef from, llvm::StringRef to) const;
  /// Removes `name` if it is a regular file; a missing one is success,
  /// anything else an error naming it.
  llvm::Error removeFile(llvm::StringRef name) const;
  /// Removes the checkpoint directory `name` (complete or a leftover
  /// `.tmp`): only if it is a directory (not a link) holding nothing but a
  /// manifest and rank files, each a regular file. Anything else is an
  /// error naming what it found, and nothing is removed.
  llvm::Error removeCheckpoint(llvm::StringRef name) const;
  /// Writes `contents` to `name` through `name`.tmp (created exclusively,
  /// a leftover regular file removed first), fsync'ed, renamed over `name`,
  /// and the directory fsync'ed.
  llvm::Error writeFileAtomically(llvm::StringRef name,
                                  llvm::StringRef contents) const;
  /// fsync, so that the names created or renamed in it last.
  llvm::Error sync() const;
  /// The names in the directory, sorted ("." and ".." left out).
  llvm::Expected<std::vector<std::string>> list() const;

  /// The complete checkpoints (`step-K/` directories holding a manifest)
  /// by step. With `strict`, an entry named like a checkpoint
  /// (`step-K`, `step-K.tmp`, `step-K.old`) that is a symbolic link or not
  /// a directory is an error naming it (a writer about to save, prune or
  /// clean up there); otherwise it is skipped (a reader).
  llvm::Expected<std::vector<int64_t>> listCheckpoints(bool strict) const;

private:
  Directory(std::string path, int fd) : path(std::move(path)), fd(fd) {}
  std::string path;
  int fd = -1;
};

/// An exclusive lock on a directory, held while the object lives: `flock`
/// on the file `name` in it (created through the handle, never through a
/// link), holding the pid of the process that holds it. A second process
/// is refused at once, with a message naming the directory and the holder.
/// The lock file is removed when the lock is released.
class DirectoryLock {
public:
  /// `what` says what the directory is for, in the refusal ("saving
  /// checkpoints").
  static llvm::Expected<DirectoryLock>
  acquire(const Directory &dir, llvm::StringRef name, llvm::StringRef what);
  DirectoryLock(DirectoryLock &&other);
  ~DirectoryLock();

private:
  DirectoryLock(int dirFd, std::string name, int fd)
      : dirFd(dirFd), name(std::move(name)), fd(fd) {}
  int dirFd = -1;
  std::string name;
  int fd = -1;
};

/// The lock file of a checkpoint directory.
constexpr llvm::StringLiteral kLockFileName = ".zero-run.lock";

/// The K of a name "step-K" (a complete checkpoint's directory), or -1.
int64_t parseStepDirName(llvm::StringRef name);

} // namespace mlir::zero::checkpoint

#endif // ZERO_CHECKPOINT_DIRECTORY_H
