//===- ProgramOrder.h - a step's body in another order, as data -*- C++ -*-===//
//
// The program a schedule would write, described over the body it would
// rewrite: which op runs at each position, each collective either whole
// or as a start and a wait at two positions, and each `zero.release` as
// the pieces the schedule splits it into. zero-prefetch's schedule
// (Plan/PrefetchSchedule.h) produces one; the footprint
// (`computeScheduledFootprint`) and the timeline (`computeStepTimeline`)
// price it as they price the program it describes, so a search can price a
// prefetch depth without copying or rewriting the step, and the pass
// materializes the same order (docs/design.md §10, "The prefetch schedule
// as data").
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_PROGRAMORDER_H
#define ZERO_DIALECT_ZERO_ANALYSIS_PROGRAMORDER_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace mlir::zero {

/// What one position of a program order runs.
enum class ProgramEntryKind : uint8_t {
  /// `op` as it is in the body.
  Op,
  /// The start of the collective `op`: it allocates and defines the
  /// results and begins reading the inputs.
  Start,
  /// The wait of the collective `op`: its inputs are read until here.
  Wait,
  /// A piece of the `zero.release` `op`, freeing `getReleased` of this
  /// entry (the op's own tensors when unsplit).
  Release,
};

/// One position of a program order over ops named by `OpRef`.
template <typename OpRef> struct BasicProgramEntry {
  using Kind = ProgramEntryKind;
  Kind kind;
  OpRef op;
  /// Kind::Release: the index of its tensors in the order's pieces.
  unsigned piece = 0;
  /// Kind::Release: whether this piece is the op itself (its remaining
  /// tensors) rather than a release the schedule creates.
  bool isOwnRelease = true;
};

/// A body's ops in the order a schedule runs them (see the header). Every
/// top-level op of the body appears once as `Op`, or, for a collective run
/// asynchronously, once as `Start` and once later as `Wait`; a release
/// appears as `Release` pieces, none when the schedule moved all of its
/// tensors elsewhere. The ops and values are named by `OpRef` and
/// `ValueRef`: the IR's own for a written body (`ProgramOrder`), numbers
/// for the search's model of a program it has not written
/// (Plan/ShardedStepModel.h).
template <typename OpRef, typename ValueRef> class BasicProgramOrder {
public:
  using Entry = BasicProgramEntry<OpRef>;

  ArrayRef<Entry> getEntries() const { return entries; }
  /// The tensors a `Release` entry frees.
  ArrayRef<ValueRef> getReleased(const Entry &entry) const {
    return pieces[entry.piece];
  }
  /// Whether the collective `op` runs as a start and a wait.
  bool isAsync(OpRef op) const { return async.contains(op); }

  void append(Entry entry) { entries.push_back(entry); }
  /// Appends a `Release` piece of `release` freeing `tensors`.
  void appendRelease(OpRef release, ArrayRef<ValueRef> tensors,
                     bool isOwnRelease) {
    pieces.emplace_back(tensors.begin(), tensors.end());
    entries.push_back({ProgramEntryKind::Release, release,
                       static_cast<unsigned>(pieces.size() - 1), isOwnRelease});
  }
  void markAsync(OpRef op) { async.insert(op); }

private:
  std::vector<Entry> entries;
  std::vector<SmallVector<ValueRef, 2>> pieces;
  llvm::DenseSet<OpRef> async;
};

/// A position of a written body's order.
using ProgramEntry = BasicProgramEntry<Operation *>;

/// The order of a written body.
class ProgramOrder : public BasicProgramOrder<Operation *, Value> {
public:
  /// The program `body` is as written: one `Op` entry per op.
  static ProgramOrder asWritten(Block &body) {
    ProgramOrder order;
    for (Operation &op : body)
      order.append({ProgramEntryKind::Op, &op});
    return order;
  }
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_PROGRAMORDER_H
