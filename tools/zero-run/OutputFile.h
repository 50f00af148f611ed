//===- OutputFile.h - outputs that are complete or absent ------*- C++ -*-===//
//
// zero-run's results (the JSON, the dumped states) are what other tools
// compare, so a file must never be left half written, nor a failed write be
// taken for success. A regular file (or a path that does not exist yet) is
// written to a temporary file in the same directory and renamed over the
// target once every byte is written and the file is closed; a device, a
// pipe or "-" (standard output) is written directly, and every write and
// the close are checked.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_OUTPUTFILE_H
#define ZERO_RUN_OUTPUTFILE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>
#include <string>

namespace zero_run {

class OutputFile {
public:
  /// Opens `path` for writing ("-" is standard output). On failure sets
  /// `error` to a message naming the file and returns null.
  static std::unique_ptr<OutputFile> open(const std::string &path,
                                          std::string &error);
  /// Removes the temporary file of an output that was not committed.
  ~OutputFile();

  llvm::raw_ostream &os() { return *stream; }
  const std::string &getPath() const { return path; }

  /// Flushes and closes the file and, for a regular file, renames it into
  /// place. Fails with a message naming the file if any write, the close or
  /// the rename failed; the target is then left as it was.
  mlir::LogicalResult commit(std::string &error);

private:
  OutputFile() = default;

  std::string path;
  /// Set for a regular file: written here, renamed to `path` on commit.
  std::optional<llvm::sys::fs::TempFile> temporary;
  std::unique_ptr<llvm::raw_fd_ostream> ownedStream;
  llvm::raw_fd_ostream *stream = nullptr;
};

/// Flushes standard output and fails with a message if anything written to
/// it was lost (a full disk, a closed pipe).
mlir::LogicalResult checkStandardOutput(std::string &error);

} // namespace zero_run

#endif // ZERO_RUN_OUTPUTFILE_H
