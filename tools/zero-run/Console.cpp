//===- Console.cpp - who tells the user what went wrong -------------------===//

#include "Console.h"

#include "llvm/ADT/StringRef.h"

using namespace mlir;

namespace zero_run {

/// One write for the whole text: other ranks write to the same stream, and
/// lines that interleave cannot be read.
static void writeAtOnce(const std::string &text) {
  // What was printed before the error comes before it on a terminal.
  llvm::outs().flush();
  llvm::errs() << text;
  llvm::errs().flush();
}

LogicalResult Console::error(const llvm::Twine &message) const {
  if (isRoot())
    writeAtOnce(message.str() + "\n");
  return failure();
}

LogicalResult Console::rankError(const llvm::Twine &message) const {
  std::string text = message.str();
  llvm::StringRef what = llvm::StringRef(text);
  what.consume_front("zero-run: ");
  writeAtOnce(
      ("zero-run: rank " + llvm::Twine(rank) + ": " + what + "\n").str());
  return failure();
}

void Console::flushDiagnostics(bool everyRank) {
  if (!collected.empty()) {
    if (everyRank) {
      if (isRoot())
        writeAtOnce(collected);
    } else {
      // Each line says whose it is; the echoed source lines and carets are
      // left out, as several ranks may print at once.
      std::string text;
      llvm::SmallVector<llvm::StringRef> lines;
      llvm::StringRef(collected).rtrim('\n').split(lines, '\n');
      for (llvm::StringRef line : lines)
        if (line.contains(": error: ") || line.contains(": note: ") ||
            line.contains(": warning: "))
          text += ("zero-run: rank " + llvm::Twine(rank) + ": " + line + "\n")
                      .str();
      writeAtOnce(text);
    }
  }
  collected.clear();
}

} // namespace zero_run
