//===- PrefetchScheduler.h - zero-prefetch's moves, on any program -*- C++ -*-//
//
// The decisions of zero-prefetch's schedule (PrefetchSchedule.h), written
// once for two readers of a program: the written body (PrefetchSchedule.cpp)
// and zero-shard's model of a program it has not written (the replay,
// ShardedStepModel.h), so that the search prices a prefetch depth without a
// sharded copy (docs/design.md §10, "The prefetch schedule as data").
//
// The schedule is decided on a list that stands for the body: one node per
// top-level op, two (start, wait) per collective, one per piece of a
// release. Moves of the schedule move nodes; the program is read, never
// changed.
//
// `Program` names ops and values by `Program::OpRef` and `Program::
// ValueRef` (both hashable, compared by ==) and answers:
//
//   void forEachOp(F)                  the top-level ops, in program order
//   bool isCollective(OpRef)           a collective, run whole
//   bool isGather(OpRef)               a collective that is an all-gather
//   bool isRelease(OpRef)              a `zero.release`
//   SmallVector<ValueRef> getOperands(OpRef)   (a release: its tensors)
//   SmallVector<ValueRef> getResults(OpRef)
//   std::optional<OpRef> getTopDefiningOp(ValueRef)
//       the top-level op that defines a value (none for an argument)
//   std::optional<OpRef> getSingleUseCast(ValueRef)
//       the `arith.truncf` that defines a value read only once (zero-shard's
//       cast-on-gather puts one before a gather; the update's cast of a new
//       master before the gather of the updated weight)
//   ValueRef getCastInput(OpRef cast)
//   std::optional<ValueRef> getViewSource(ValueRef)
//       the value a view (`isViewOp`) defining it reads
//   void forEachUser(ValueRef, F)      each top-level op that reads a value,
//                                      directly or in its regions
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_PREFETCHSCHEDULER_H
#define ZERO_DIALECT_ZERO_PLAN_PREFETCHSCHEDULER_H

#include "zero/Dialect/Zero/Analysis/ProgramOrder.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mlir::zero::detail {

/// The body as a doubly linked list of nodes in program order, with an
/// order key per node. Keys start 2^32 apart and a moved or new node takes
/// the midpoint of its neighbours'; the list is renumbered only when a gap
/// is used up. (MLIR's own order index renumbers the whole block as soon
/// as moves fill a gap, which made scheduling a large step quadratic.)
template <typename Program> class ScheduleList {
public:
  using OpRef = typename Program::OpRef;
  using ValueRef = typename Program::ValueRef;
  using Kind = ProgramEntryKind;
  using Node = int;
  static constexpr Node kNone = -1;

  /// One node per top-level op of `program`; a collective as its start
  /// immediately followed by its wait.
  explicit ScheduleList(const Program &program) : program(program) {
    program.forEachOp([&](OpRef op) {
      if (program.isCollective(op)) {
        nodeOf[op] = append(Kind::Start, op);
        waitOf[op] = append(Kind::Wait, op);
        collectives.push_back(op);
        return;
      }
      if (program.isRelease(op)) {
        Node node = append(Kind::Release, op);
        nodes[node].tensors = program.getOperands(op);
        nodeOf[op] = node;
        piecesOf[op].push_back(node);
        return;
      }
      nodeOf[op] = append(Kind::Op, op);
    });
    renumber();
  }

  Node getStart(OpRef collective) const { return nodeOf.at(collective); }
  Node getWait(OpRef collective) const { return waitOf.at(collective); }
  /// The node that stands for the top-level op `op`: a collective's start,
  /// or a release's own piece (which may be gone: kNone).
  Node getNode(OpRef op) const {
    auto it = nodeOf.find(op);
    return it == nodeOf.end() ? kNone : it->second;
  }
  /// The node that holds `value` once the program has run to it: the wait
  /// of the collective that defines it, or the top-level op that defines it
  /// (kNone: an argument).
  Node getDefinition(ValueRef value) const {
    std::optional<OpRef> def = program.getTopDefiningOp(value);
    if (!def)
      return kNone;
    // A value a collective delivers holds it only after the wait.
    if (auto it = waitOf.find(*def); it != waitOf.end())
      return it->second;
    return getNode(*def);
  }
  /// The collectives, in program order.
  ArrayRef<OpRef> getCollectives() const { return collectives; }
  /// The release pieces that still free `value`.
  SmallVector<Node, 2> getReleasesOf(ValueRef value) const {
    SmallVector<Node, 2> pieces;
    program.forEachUser(value, [&](OpRef user) {
      auto it = piecesOf.find(user);
      if (it == piecesOf.end())
        return;
      // A removed piece frees nothing (`remove`).
      for (Node piece : it->second)
        if (llvm::is_contained(nodes[piece].tensors, value) &&
            !llvm::is_contained(pieces, piece))
          pieces.push_back(piece);
    });
    return pieces;
  }

  Node getFirst() const { return head; }
  Node getLast() const { return tail; }
  Node getNext(Node node) const { return nodes[node].next; }
  OpRef getOp(Node node) const { return nodes[node].op; }
  bool isReleasePiece(Node node) const {
    return nodes[node].kind == Kind::Release;
  }
  bool isBefore(Node a, Node b) const { return nodes[a].key < nodes[b].key; }

  /// Moves `node` right before `target`.
  void moveBefore(Node node, Node target) {
    if (node == target)
      return;
    unlink(node);
    linkBefore(node, target);
    place(node);
  }
  /// A new piece of the release `release` freeing `tensors`, right before
  /// `target`.
  Node insertReleaseBefore(OpRef release, ArrayRef<ValueRef> tensors,
                           Node target) {
    Node node = static_cast<Node>(nodes.size());
    nodes.push_back({Kind::Release, release,
                     SmallVector<ValueRef, 2>(tensors.begin(), tensors.end()),
                     /*isOwnRelease=*/false, kNone, kNone, 0});
    linkBefore(node, target);
    place(node);
    piecesOf[release].push_back(node);
    return node;
  }
  /// The tensors a release piece frees, valid until the next insertion
  /// (which may move the nodes).
  ArrayRef<ValueRef> getReleased(Node node) const {
    return nodes[node].tensors;
  }
  /// Makes the release piece `node` free `tensors` instead.
  void setReleased(Node node, SmallVector<ValueRef, 2> tensors) {
    nodes[node].tensors = std::move(tensors);
  }
  /// Takes a release piece out of the list.
  void remove(Node node) {
    unlink(node);
    nodes[node].tensors.clear();
    if (nodes[node].isOwnRelease)
      nodeOf.erase(nodes[node].op);
  }

  /// The order, as the schedule leaves it.
  template <typename Order> Order getOrder() const {
    Order order;
    for (Node node = head; node != kNone; node = nodes[node].next) {
      const NodeData &data = nodes[node];
      switch (data.kind) {
      case Kind::Release:
        order.appendRelease(data.op, data.tensors, data.isOwnRelease);
        break;
      case Kind::Start:
        order.markAsync(data.op);
        [[fallthrough]];
      default:
        order.append({data.kind, data.op});
      }
    }
    return order;
  }

private:
  struct NodeData {
    Kind kind;
    OpRef op;
    SmallVector<ValueRef, 2> tensors;
    bool isOwnRelease = true;
    Node prev = kNone, next = kNone;
    uint64_t key = 0;
  };
  static constexpr uint64_t kStride = uint64_t(1) << 32;

  Node append(Kind kind, OpRef op) {
    Node node = static_cast<Node>(nodes.size());
    nodes.push_back({kind, op, {}, true, tail, kNone, 0});
    if (tail != kNone)
      nodes[tail].next = node;
    else
      head = node;
    tail = node;
    return node;
  }
  void unlink(Node node) {
    NodeData &data = nodes[node];
    (data.prev != kNone ? nodes[data.prev].next : head) = data.next;
    (data.next != kNone ? nodes[data.next].prev : tail) = data.prev;
    data.prev = data.next = kNone;
  }
  void linkBefore(Node node, Node target) {
    NodeData &data = nodes[node];
    data.next = target;
    data.prev = nodes[target].prev;
    (data.prev != kNone ? nodes[data.prev].next : head) = node;
    nodes[target].prev = node;
  }
  /// Gives `node`, just linked, its key.
  void place(Node node) {
    Node previous = nodes[node].prev, next = nodes[node].next;
    uint64_t low = previous != kNone ? nodes[previous].key : 0;
    uint64_t high = next != kNone ? nodes[next].key : low + 2 * kStride;
    if (high - low < 2)
      return renumber();
    nodes[node].key = low + (high - low) / 2;
  }
  void renumber() {
    uint64_t key = kStride;
    for (Node node = head; node != kNone; node = nodes[node].next) {
      nodes[node].key = key;
      key += kStride;
    }
  }

  const Program &program;
  std::vector<NodeData> nodes;
  Node head = kNone, tail = kNone;
  /// Each op's node (a collective's start), and each collective's wait.
  llvm::DenseMap<OpRef, Node> nodeOf, waitOf;
  /// The pieces of each release, its own first.
  llvm::DenseMap<OpRef, SmallVector<Node, 1>> piecesOf;
  SmallVector<OpRef> collectives;
};

/// The schedule's moves on `Program`; `run` returns the order as `Order`
/// (a `BasicProgramOrder` over the program's refs).
template <typename Program, typename Order> class Scheduler {
public:
  using OpRef = typename Program::OpRef;
  using ValueRef = typename Program::ValueRef;

  explicit Scheduler(const Program &program)
      : program(program), list(program) {}

  /// The order at `depth`, and the statistics of its moves.
  std::pair<Order, PrefetchStatistics> run(int64_t depth);

private:
  using Node = typename ScheduleList<Program>::Node;
  static constexpr Node kNone = ScheduleList<Program>::kNone;

  Node laterOf(Node a, Node b) const {
    if (a == kNone)
      return b;
    if (b == kNone)
      return a;
    return list.isBefore(a, b) ? b : a;
  }
  /// What a gather's `operand` gathers: the weight shard, or the master
  /// copy the cast before it casts.
  ValueRef getGatheredState(ValueRef operand) const {
    if (std::optional<OpRef> cast = program.getSingleUseCast(operand))
      return program.getCastInput(*cast);
    return operand;
  }
  /// The node after which `collective` may start at the earliest: the last
  /// that defines one of its operands (kNone: the start of the body), or
  /// the input of a cast that moves with it (`getSingleUseCast`).
  Node getLatestOperandDef(OpRef collective) const {
    Node latest = kNone;
    for (ValueRef operand : program.getOperands(collective))
      latest = laterOf(latest, list.getDefinition(getGatheredState(operand)));
    return latest;
  }
  /// Moves the start of `collective` up to right after `after` (the start
  /// of the body when kNone) if that is above it; returns whether it moved.
  bool hoistTo(OpRef collective, Node after) {
    Node start = list.getStart(collective);
    Node target = after != kNone ? list.getNext(after) : list.getFirst();
    if (target == start || (after != kNone && !list.isBefore(after, start)))
      return false;
    list.moveBefore(start, target);
    return true;
  }
  /// `hoistTo` for a gather, whose casts move with its start, just before
  /// it.
  bool hoistGatherTo(OpRef gather, Node after) {
    bool moved = hoistTo(gather, after);
    for (ValueRef operand : program.getOperands(gather))
      if (std::optional<OpRef> cast = program.getSingleUseCast(operand))
        list.moveBefore(list.getNode(*cast), list.getStart(gather));
    return moved;
  }
  /// The first node after the start of `collective` that reads one of its
  /// results (kNone if none).
  Node getFirstUser(OpRef collective) const {
    Node first = kNone;
    auto earlierOf = [&](Node node) {
      if (node != kNone && (first == kNone || list.isBefore(node, first)))
        first = node;
    };
    for (ValueRef result : program.getResults(collective))
      program.forEachUser(result, [&](OpRef user) {
        if (!program.isRelease(user))
          earlierOf(list.getNode(user));
      });
    for (ValueRef result : program.getResults(collective))
      for (Node piece : list.getReleasesOf(result))
        earlierOf(piece);
    return first;
  }
  /// The last release piece that frees a result of `collective` (kNone if
  /// none).
  Node getLastRelease(OpRef collective) const {
    Node last = kNone;
    for (ValueRef result : program.getResults(collective))
      for (Node piece : list.getReleasesOf(result))
        last = laterOf(last, piece);
    return last;
  }
  /// The values whose buffer a collective in flight reads: its inputs and
  /// what they are views of.
  llvm::SmallDenseSet<ValueRef, 8> getInFlightBuffers(OpRef collective) const {
    llvm::SmallDenseSet<ValueRef, 8> buffers;
    for (ValueRef input : program.getOperands(collective))
      for (std::optional<ValueRef> value = input; value;
           value = program.getViewSource(*value))
        if (!buffers.insert(*value).second)
          break;
    return buffers;
  }
  /// Moves the wait of `collective` down to just before `before`. A release
  /// on the way that frees a buffer the collective reads frees it just
  /// after the wait instead; the other tensors it names (a gradient a pad
  /// copied into the collective's input, say) stay released where they
  /// were, so that prefetching keeps alive only what the collective reads.
  void sinkWait(OpRef collective, Node before);

  const Program &program;
  ScheduleList<Program> list;
};

template <typename Program, typename Order>
void Scheduler<Program, Order>::sinkWait(OpRef collective, Node before) {
  Node wait = list.getWait(collective);
  if (before == wait || list.isBefore(before, wait))
    return;
  llvm::SmallDenseSet<ValueRef, 8> buffers = getInFlightBuffers(collective);
  auto inFlight = [&](ValueRef tensor) { return buffers.contains(tensor); };
  SmallVector<Node> releases;
  for (Node node = list.getNext(wait); node != kNone && node != before;
       node = list.getNext(node))
    if (program.isRelease(list.getOp(node)) &&
        llvm::any_of(list.getReleased(node), inFlight))
      releases.push_back(node);
  list.moveBefore(wait, before);
  Node after = list.getNext(wait);
  for (Node release : releases) {
    SmallVector<ValueRef, 2> moved, kept;
    for (ValueRef tensor : list.getReleased(release))
      (inFlight(tensor) ? moved : kept).push_back(tensor);
    // The new piece may move the list's nodes: nothing of `release` is
    // held across it.
    list.insertReleaseBefore(list.getOp(release), moved, after);
    if (kept.empty())
      list.remove(release);
    else
      list.setReleased(release, std::move(kept));
  }
}

template <typename Program, typename Order>
std::pair<Order, PrefetchStatistics>
Scheduler<Program, Order>::run(int64_t depth) {
  PrefetchStatistics statistics;
  ArrayRef<OpRef> collectives = list.getCollectives();
  statistics.asyncCollectives = collectives.size();
  if (depth == 0)
    return {list.template getOrder<Order>(), statistics};
  unsigned &hoisted = statistics.hoistedStarts;

  SmallVector<OpRef> gathers, reductions;
  for (OpRef collective : collectives)
    (program.isGather(collective) ? gathers : reductions).push_back(collective);

  // Gathers: unit j starts after the wait of unit j-K, never above the
  // ops that define its inputs, and never while the same weights' previous
  // gather is still held (a backward gather waits for the release of the
  // forward's: two full copies of one layer would buy no overlap). Earlier
  // gathers are placed first, so the wait of j-K is where it stays.
  SmallVector<SmallVector<ValueRef, 2>> gatheredStates;
  for (OpRef gather : gathers) {
    SmallVector<ValueRef, 2> &states = gatheredStates.emplace_back();
    for (ValueRef operand : program.getOperands(gather))
      states.push_back(getGatheredState(operand));
  }
  for (auto [index, gather] : llvm::enumerate(gathers)) {
    Node after = index >= static_cast<size_t>(depth)
                     ? list.getWait(gathers[index - depth])
                     : kNone;
    after = laterOf(after, getLatestOperandDef(gather));
    // Starts keep the order of their waits: on one communication stream
    // (NCCL's) a collective started earlier completes earlier.
    if (index > 0)
      after = laterOf(after, list.getStart(gathers[index - 1]));
    for (size_t earlier = 0; earlier < index; ++earlier)
      if (gatheredStates[earlier] == gatheredStates[index])
        after = laterOf(after, getLastRelease(gathers[earlier]));
    hoisted += hoistGatherTo(gather, after);
  }

  // Reductions: each starts after the ops that define its inputs ...
  for (OpRef reduction : reductions)
    hoisted += hoistTo(reduction, getLatestOperandDef(reduction));
  llvm::stable_sort(reductions, [&](OpRef a, OpRef b) {
    return list.isBefore(list.getStart(a), list.getStart(b));
  });
  // ... and waits before its first use, or before the start of the K-th
  // next reduction, or at the end of the body.
  for (auto [index, reduction] : llvm::enumerate(reductions)) {
    Node before = list.getLast(); // the terminator
    if (Node user = getFirstUser(reduction); user != kNone)
      before = user;
    if (index + depth < reductions.size()) {
      Node next = list.getStart(reductions[index + depth]);
      if (list.isBefore(next, before))
        before = next;
    }
    sinkWait(reduction, before);
  }
  return {list.template getOrder<Order>(), statistics};
}

} // namespace mlir::zero::detail

#endif // ZERO_DIALECT_ZERO_PLAN_PREFETCHSCHEDULER_H
