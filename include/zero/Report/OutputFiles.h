//===- OutputFiles.h - outputs that are complete or absent ------*- C++ -*-===//
//
// The tools' outputs (a report's table, JSON and SVG; an imported step; the
// states zero-run dumps) are written so that a failure never passes for
// success and never leaves a partial file: every write and close is checked;
// a regular file goes through a temporary next to it; devices and FIFOs,
// which a rename would replace by a regular file (as root, /dev/full
// itself), are written in place, then standard output; only when all of
// them were written are the temporaries renamed over the regular files.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_REPORT_OUTPUTFILES_H
#define ZERO_REPORT_OUTPUTFILES_H

#include "mlir/Support/LLVM.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir::zero {

/// One output written as a stream (zero-run's dumped states, written as they
/// are gathered): `open`, write to `os()`, then `finish` (every byte and the
/// close checked) and `keep` (the rename into place). Destroyed before
/// `keep`, it leaves no temporary and the target as it was.
class OutputFile {
public:
  /// Opens `path` ('-' = standard output); on failure sets `reason` to what
  /// the system said and returns null.
  static std::unique_ptr<OutputFile> open(StringRef path, std::string &reason);
  ~OutputFile();

  llvm::raw_ostream &os() { return *stream; }
  StringRef getPath() const { return path; }
  /// Whether the file goes through a temporary renamed by `keep`.
  bool isRenamed() const { return !temporary.empty(); }

  /// Flushes and closes, checking that nothing was lost.
  LogicalResult finish(std::string &reason);
  /// Renames a regular file's temporary over the target (nothing to do for
  /// a device or standard output). Only after `finish`.
  LogicalResult keep(std::string &reason);

private:
  OutputFile() = default;
  std::string path;
  /// A regular file's temporary, next to it; empty otherwise.
  std::string temporary;
  std::unique_ptr<llvm::raw_fd_ostream> ownedStream;
  llvm::raw_fd_ostream *stream = nullptr;
};

/// One output of `writeOutputs`: where it goes ('-' = standard output) and
/// what prints it.
struct Output {
  std::string path;
  function_ref<void(llvm::raw_ostream &)> print;
};

/// Why an output could not be written.
struct OutputFailure {
  /// The output, as an index into the list given to `writeOutputs`.
  unsigned index = 0;
  /// What the system said, e.g. "No space left on device".
  std::string reason;
};

/// Whether `path` is written in place rather than through a temporary:
/// standard output, and existing files that are neither regular nor a
/// directory (devices, FIFOs).
bool isWrittenInPlace(StringRef path);

/// Checks, before any work, that `path` can name an output file: not empty,
/// not a directory, in a directory that exists. Returns why not, ending in
/// the fix; `fileNameExample` is the file name suggested for a directory.
/// Whether the directory is writable shows only when the file is written.
std::optional<std::string> checkOutputPath(StringRef path,
                                           StringRef fileNameExample);

/// Writes every output (see the file comment). On a failure, removes the
/// temporaries, leaves existing files as they were (unless a later rename
/// fails, which does not happen within one directory in practice) and says
/// which output failed and why.
std::optional<OutputFailure> writeOutputs(ArrayRef<Output> outputs);

} // namespace mlir::zero

#endif // ZERO_REPORT_OUTPUTFILES_H
