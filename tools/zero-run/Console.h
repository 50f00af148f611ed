//===- Console.h - who tells the user what went wrong ----------*- C++ -*-===//
//
// Every rank of a zero-run job runs the same checks. A failure that every
// rank finds alike (an option, the step, a disagreement they all see) is
// said once, by rank 0; a failure of one rank (it cannot allocate, cannot
// read its file) is said by that rank, naming itself. Diagnostics of the
// MLIR parser and passes are collected on every rank, so that the ones of a
// rank that failed alone can still be shown.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUN_CONSOLE_H
#define ZERO_RUN_CONSOLE_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace zero_run {

class Console {
public:
  Console(int rank, int size) : rank(rank), size(size) {}

  bool isRoot() const { return rank == 0; }
  int getRank() const { return rank; }
  int getSize() const { return size; }

  /// A failure every rank found alike: rank 0 reports `message` (which
  /// starts with "zero-run: ").
  mlir::LogicalResult error(const llvm::Twine &message) const;

  /// A failure of this rank alone: it reports `message` (which starts with
  /// "zero-run: ") as "zero-run: rank R: ...".
  mlir::LogicalResult rankError(const llvm::Twine &message) const;

  /// Where the MLIR diagnostics of this rank are collected.
  llvm::raw_ostream &diagnostics() { return diagnosticStream; }

  /// Prints the collected diagnostics: from rank 0 when every rank failed
  /// alike (`everyRank`), else from this rank, prefixed with its number.
  /// Forgets them in either case.
  void flushDiagnostics(bool everyRank);

private:
  int rank, size;
  std::string collected;
  llvm::raw_string_ostream diagnosticStream{collected};
};

} // namespace zero_run

#endif // ZERO_RUN_CONSOLE_H
