//===- ShortDiagnostics.h - diagnostics that fit on a screen ---*- C++ -*-===//
//
// MLIR prints the source line of every location under a diagnostic. In an
// imported model the function's signature and its return are single lines
// that list every state: a megabyte of text for Llama 3.1 405B, printed
// under any message that points at an argument or a result. This handler,
// registered after the tool's own, takes the diagnostics that would print
// such a line (or that carry a message line longer than the limit, or more
// lines than a screen, such as the generic form of a huge op under "see
// current operation") and prints them without those source lines and with
// long messages cut, saying how much was cut. So does a diagnostic whose
// location names a path that is not a regular file of at most 1 GiB
// (/dev/zero, a FIFO): the tool's handler would read it whole to print a
// line of it. Every other diagnostic goes to the tool's handler unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_SHORTDIAGNOSTICS_H
#define ZERO_SUPPORT_SHORTDIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "zero/Support/InputFile.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"

#include <string>

namespace mlir::zero {

class ShortDiagnosticHandler : public SourceMgrDiagnosticHandler {
public:
  /// The longest source or message line printed in full.
  static constexpr size_t kMaxLineLength = 1000;
  /// The most lines of one message (or note) printed; MLIR's "see current
  /// operation" note prints a failing function or module whole.
  static constexpr size_t kMaxMessageLines = 40;

  /// Registers on `context`; `sourceMgr` must outlive the handler (files are
  /// read into it as diagnostics name them).
  ShortDiagnosticHandler(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                         llvm::raw_ostream &os = llvm::errs())
      : SourceMgrDiagnosticHandler(sourceMgr, context, os) {
    setHandler([this](Diagnostic &diag) -> LogicalResult {
      if (!isTooLong(diag))
        return failure(); // The tool's own handler prints it.
      print(diag);
      return success();
    });
  }

  /// The largest source file read to print a line of it.
  static constexpr size_t kMaxSourceBytes = size_t(1) << 30;

private:
  /// The buffer of `filename` in `mgr`, read there first through the reader
  /// of every input file (InputFile.h); null when there is no such file.
  /// A location may name any path, and printing a line of /dev/zero or a
  /// FIFO would exhaust memory or hang. A path that exists but cannot be
  /// read that way is recorded in `unreadable`.
  const llvm::MemoryBuffer *loadSource(StringRef filename) {
    for (unsigned id = 1, e = mgr.getNumBuffers(); id <= e; ++id)
      if (mgr.getMemoryBuffer(id)->getBufferIdentifier() == filename)
        return mgr.getMemoryBuffer(id);
    if (unreadable.contains(filename) || !llvm::sys::fs::exists(filename))
      return nullptr;
    static const InputFileLimits kSourceLimits = {"a source file",
                                                  kMaxSourceBytes};
    llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        readInputFileBuffer(filename, kSourceLimits);
    if (!buffer) {
      llvm::consumeError(buffer.takeError());
      unreadable.insert(filename);
      return nullptr;
    }
    unsigned id = mgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
    return mgr.getMemoryBuffer(id);
  }

  /// Whether `loc` names a file that exists but is not a regular file of
  /// at most `kMaxSourceBytes`. Such a diagnostic is printed here without
  /// source lines, so that the tool's handler, which would read the file
  /// whole, never sees it.
  bool namesUnreadableFile(Location loc) {
    bool found = false;
    loc->walk([&](Location nested) {
      if (auto fileLoc = dyn_cast<FileLineColLoc>(nested)) {
        loadSource(fileLoc.getFilename());
        found = unreadable.contains(fileLoc.getFilename());
      }
      return found ? WalkResult::interrupt() : WalkResult::advance();
    });
    return found;
  }

  /// The length of the source line `loc` points at, or 0 when it is not in
  /// a readable file. The source manager's line table finds the line, so a
  /// run with many diagnostics on a large file does not rescan it for each.
  size_t getSourceLineLength(Location loc) {
    size_t length = 0;
    loc->walk([&](Location nested) {
      auto fileLoc = dyn_cast<FileLineColLoc>(nested);
      if (!fileLoc)
        return WalkResult::advance();
      const llvm::MemoryBuffer *buffer = loadSource(fileLoc.getFilename());
      if (!buffer)
        return WalkResult::advance();
      unsigned bufferId = 0;
      for (unsigned id = 1, e = mgr.getNumBuffers(); id <= e; ++id)
        if (mgr.getMemoryBuffer(id) == buffer)
          bufferId = id;
      SMLoc start =
          bufferId ? mgr.FindLocForLineAndColumn(bufferId, fileLoc.getLine(), 1)
                   : SMLoc();
      if (!start.isValid())
        return WalkResult::interrupt();
      StringRef rest = buffer->getBuffer().drop_front(start.getPointer() -
                                                      buffer->getBufferStart());
      length = rest.find('\n');
      if (length == StringRef::npos)
        length = rest.size();
      return WalkResult::interrupt();
    });
    return length;
  }

  static bool hasLongLine(StringRef message) {
    size_t lines = 0;
    while (!message.empty()) {
      auto [line, rest] = message.split('\n');
      if (line.size() > kMaxLineLength || ++lines > kMaxMessageLines)
        return true;
      message = rest;
    }
    return false;
  }

  bool isTooLong(Location loc, StringRef message) {
    return hasLongLine(message) || namesUnreadableFile(loc) ||
           getSourceLineLength(loc) > kMaxLineLength;
  }

  bool isTooLong(Diagnostic &diag) {
    if (isTooLong(diag.getLocation(), diag.str()))
      return true;
    for (Diagnostic &note : diag.getNotes())
      if (isTooLong(note.getLocation(), note.str()))
        return true;
    return false;
  }

  /// `line` cut to the limit, saying how much was cut.
  static std::string cutLine(StringRef line) {
    if (line.size() <= kMaxLineLength)
      return line.str();
    return (line.take_front(kMaxLineLength) + " ... (" +
            llvm::Twine(line.size() - kMaxLineLength) + " more characters)")
        .str();
  }

  /// `message` with every line longer than the limit cut to it, and the
  /// lines past the limit left out but the last: a long list ends with its
  /// conclusion (zero-shard's candidate lists end with the advice).
  static std::string cutLongLines(StringRef message) {
    std::string result;
    for (size_t lines = 1;; ++lines) {
      if (lines > kMaxMessageLines && message.contains('\n')) {
        auto [skipped, last] = message.rsplit('\n');
        result += ("... (" + llvm::Twine(skipped.count('\n') + 1) +
                   " more lines)\n" + cutLine(last))
                      .str();
        break;
      }
      auto [line, rest] = message.split('\n');
      result += cutLine(line);
      if (rest.empty() && !message.contains('\n'))
        break;
      result += '\n';
      message = rest;
    }
    return result;
  }

  void printOne(Location loc, StringRef message, DiagnosticSeverity severity) {
    emitDiagnostic(loc, cutLongLines(message), severity,
                   /*displaySourceLine=*/!namesUnreadableFile(loc) &&
                       getSourceLineLength(loc) <= kMaxLineLength);
  }

  void print(Diagnostic &diag) {
    printOne(diag.getLocation(), diag.str(), diag.getSeverity());
    for (Diagnostic &note : diag.getNotes())
      printOne(note.getLocation(), note.str(), note.getSeverity());
  }

  /// Paths named by locations that exist but are not readable source.
  llvm::StringSet<> unreadable;
};

} // namespace mlir::zero

#endif // ZERO_SUPPORT_SHORTDIAGNOSTICS_H
