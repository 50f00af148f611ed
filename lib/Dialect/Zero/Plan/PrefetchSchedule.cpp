//===- PrefetchSchedule.cpp - where each collective starts and waits ------===//
//
// The schedule is decided on a list that stands for the body: one node per
// top-level op, two (start, wait) per collective, one per piece of a
// release. Moves of the schedule move nodes; the body is read, never
// changed. `applyPrefetch` then writes the list's order into the body.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

using Kind = ProgramEntry::Kind;

//===----------------------------------------------------------------------===//
// What the schedule reads from the body
//===----------------------------------------------------------------------===//

/// The cast that zero-shard's cast-on-gather puts just before a gather of a
/// weight it derives from the master copy, when `operand` is one and the
/// gather alone reads it: the cast moves with the gather's start, so that
/// a prefetched gather casts where it starts.
arith::TruncFOp getCastOnGather(Value operand) {
  auto cast = operand.getDefiningOp<arith::TruncFOp>();
  if (!cast || !cast->hasOneUse())
    return {};
  return cast;
}

/// What a gather's `operand` gathers: the weight shard, or the master copy
/// a cast-on-gather casts.
Value getGatheredState(Value operand) {
  if (arith::TruncFOp cast = getCastOnGather(operand))
    return cast.getIn();
  return operand;
}

/// The values whose buffer a collective in flight reads: its inputs and
/// what they are views of.
llvm::SmallPtrSet<Value, 8> getInFlightBuffers(Operation *collective) {
  llvm::SmallPtrSet<Value, 8> buffers;
  for (Value input : collective->getOperands())
    for (Value value = input; value;) {
      if (!buffers.insert(value).second)
        break;
      Operation *def = value.getDefiningOp();
      value = def && isViewOp(def) && def->getNumOperands() > 0
                  ? def->getOperand(0)
                  : Value();
    }
  return buffers;
}

bool isCollective(Operation &op) {
  return isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op);
}

//===----------------------------------------------------------------------===//
// The list that stands for the body
//===----------------------------------------------------------------------===//

/// The body as a doubly linked list of nodes in program order, with an
/// order key per node. Keys start 2^32 apart and a moved or new node takes
/// the midpoint of its neighbours'; the list is renumbered only when a gap
/// is used up. (MLIR's own order index renumbers the whole block as soon
/// as moves fill a gap, which made scheduling a large step quadratic.)
class ScheduleList {
public:
  using Node = int;
  static constexpr Node kNone = -1;

  /// One node per top-level op of `body`; a collective as its start
  /// immediately followed by its wait.
  explicit ScheduleList(Block &body);

  Node getStart(Operation *collective) const { return nodeOf.at(collective); }
  Node getWait(Operation *collective) const { return waitOf.at(collective); }
  /// The node that stands for the top-level op `op`: a collective's start,
  /// or a release's own piece (which may be gone: kNone).
  Node getNode(Operation *op) const {
    auto it = nodeOf.find(op);
    return it == nodeOf.end() ? kNone : it->second;
  }
  /// The node that holds the value of `value` once the body has run to it:
  /// the wait of the collective that defines it, or the top-level op that
  /// defines it (kNone: a block argument).
  Node getDefinition(Value value) const;
  /// The collectives, in program order.
  ArrayRef<Operation *> getCollectives() const { return collectives; }
  /// The release pieces that still free `value`.
  SmallVector<Node, 2> getReleasesOf(Value value) const;

  Node getFirst() const { return head; }
  Node getLast() const { return tail; }
  Node getNext(Node node) const { return nodes[node].next; }
  Operation *getOp(Node node) const { return nodes[node].op; }
  bool isBefore(Node a, Node b) const { return nodes[a].key < nodes[b].key; }

  /// Moves `node` right before `target`.
  void moveBefore(Node node, Node target);
  /// A new piece of the release `release` freeing `tensors`, right before
  /// `target`.
  Node insertReleaseBefore(Operation *release, ArrayRef<Value> tensors,
                           Node target);
  /// The tensors a release piece frees; changing them changes the piece.
  SmallVector<Value, 2> &getReleased(Node node) { return nodes[node].tensors; }
  /// Takes a release piece out of the list.
  void remove(Node node);

  /// The order, as the schedule leaves it.
  ProgramOrder getOrder() const;

private:
  struct NodeData {
    Kind kind;
    Operation *op;
    SmallVector<Value, 2> tensors;
    bool isOwnRelease = true;
    Node prev = kNone, next = kNone;
    uint64_t key = 0;
  };
  static constexpr uint64_t kStride = uint64_t(1) << 32;

  Node append(Kind kind, Operation *op);
  void unlink(Node node);
  void linkBefore(Node node, Node target);
  /// Gives `node`, just linked, its key.
  void place(Node node);
  void renumber();

  Block &body;
  std::vector<NodeData> nodes;
  Node head = kNone, tail = kNone;
  /// Each op's node (a collective's start), and each collective's wait.
  llvm::DenseMap<Operation *, Node> nodeOf, waitOf;
  /// The pieces of each release, its own first.
  llvm::DenseMap<Operation *, SmallVector<Node, 1>> piecesOf;
  SmallVector<Operation *> collectives;
};

ScheduleList::ScheduleList(Block &body) : body(body) {
  for (Operation &op : body) {
    if (isCollective(op)) {
      nodeOf[&op] = append(Kind::Start, &op);
      waitOf[&op] = append(Kind::Wait, &op);
      collectives.push_back(&op);
      continue;
    }
    if (auto release = dyn_cast<ReleaseOp>(op)) {
      Node node = append(Kind::Release, &op);
      nodes[node].tensors.assign(release.getTensors().begin(),
                                 release.getTensors().end());
      nodeOf[&op] = node;
      piecesOf[&op].push_back(node);
      continue;
    }
    nodeOf[&op] = append(Kind::Op, &op);
  }
  renumber();
}

ScheduleList::Node ScheduleList::append(Kind kind, Operation *op) {
  Node node = static_cast<Node>(nodes.size());
  nodes.push_back({kind, op, {}, true, tail, kNone, 0});
  if (tail != kNone)
    nodes[tail].next = node;
  else
    head = node;
  tail = node;
  return node;
}

ScheduleList::Node ScheduleList::getDefinition(Value value) const {
  Operation *def = value.getDefiningOp();
  if (!def)
    return kNone;
  // A value a collective delivers holds it only after the wait.
  if (auto it = waitOf.find(def); it != waitOf.end())
    return it->second;
  Operation *top = body.findAncestorOpInBlock(*def);
  return top ? getNode(top) : kNone;
}

SmallVector<ScheduleList::Node, 2>
ScheduleList::getReleasesOf(Value value) const {
  SmallVector<Node, 2> pieces;
  for (Operation *user : value.getUsers()) {
    auto it = piecesOf.find(user);
    if (it == piecesOf.end())
      continue;
    // A removed piece frees nothing (`remove`).
    for (Node piece : it->second)
      if (llvm::is_contained(nodes[piece].tensors, value) &&
          !llvm::is_contained(pieces, piece))
        pieces.push_back(piece);
  }
  return pieces;
}

void ScheduleList::unlink(Node node) {
  NodeData &data = nodes[node];
  (data.prev != kNone ? nodes[data.prev].next : head) = data.next;
  (data.next != kNone ? nodes[data.next].prev : tail) = data.prev;
  data.prev = data.next = kNone;
}

void ScheduleList::linkBefore(Node node, Node target) {
  NodeData &data = nodes[node];
  data.next = target;
  data.prev = nodes[target].prev;
  (data.prev != kNone ? nodes[data.prev].next : head) = node;
  nodes[target].prev = node;
}

void ScheduleList::moveBefore(Node node, Node target) {
  if (node == target)
    return;
  unlink(node);
  linkBefore(node, target);
  place(node);
}

ScheduleList::Node ScheduleList::insertReleaseBefore(Operation *release,
                                                     ArrayRef<Value> tensors,
                                                     Node target) {
  Node node = static_cast<Node>(nodes.size());
  nodes.push_back({Kind::Release, release,
                   SmallVector<Value, 2>(tensors.begin(), tensors.end()),
                   /*isOwnRelease=*/false, kNone, kNone, 0});
  linkBefore(node, target);
  place(node);
  piecesOf[release].push_back(node);
  return node;
}

void ScheduleList::remove(Node node) {
  unlink(node);
  nodes[node].tensors.clear();
  if (nodes[node].isOwnRelease)
    nodeOf.erase(nodes[node].op);
}

void ScheduleList::place(Node node) {
  Node previous = nodes[node].prev, next = nodes[node].next;
  uint64_t low = previous != kNone ? nodes[previous].key : 0;
  uint64_t high = next != kNone ? nodes[next].key : low + 2 * kStride;
  if (high - low < 2)
    return renumber();
  nodes[node].key = low + (high - low) / 2;
}

void ScheduleList::renumber() {
  uint64_t key = kStride;
  for (Node node = head; node != kNone; node = nodes[node].next) {
    nodes[node].key = key;
    key += kStride;
  }
}

ProgramOrder ScheduleList::getOrder() const {
  ProgramOrder order;
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

//===----------------------------------------------------------------------===//
// The schedule's moves
//===----------------------------------------------------------------------===//

class Scheduler {
public:
  Scheduler(Block &body) : list(body) {}

  PrefetchSchedule run(int64_t depth);

private:
  using Node = ScheduleList::Node;
  static constexpr Node kNone = ScheduleList::kNone;

  Node laterOf(Node a, Node b) const {
    if (a == kNone)
      return b;
    if (b == kNone)
      return a;
    return list.isBefore(a, b) ? b : a;
  }
  /// The node after which `collective` may start at the earliest: the last
  /// that defines one of its operands (kNone: the start of the body), or
  /// the input of a cast that moves with it (`getCastOnGather`).
  Node getLatestOperandDef(Operation *collective) const;
  /// Moves the start of `collective` up to right after `after` (the start
  /// of the body when kNone) if that is above it; returns whether it moved.
  bool hoistTo(Operation *collective, Node after);
  /// `hoistTo` for a gather, whose casts move with its start, just before it.
  bool hoistGatherTo(Operation *gather, Node after);
  /// The first node after the start of `collective` that reads one of its
  /// results (kNone if none).
  Node getFirstUser(Operation *collective) const;
  /// The last release piece that frees a result of `collective` (kNone if
  /// none).
  Node getLastRelease(Operation *collective) const;
  /// Moves the wait of `collective` down to just before `before`. A release
  /// on the way that frees a buffer the collective reads frees it just
  /// after the wait instead; the other tensors it names (a gradient a pad
  /// copied into the collective's input, say) stay released where they
  /// were, so that prefetching keeps alive only what the collective reads.
  void sinkWait(Operation *collective, Node before);

  ScheduleList list;
};

ScheduleList::Node Scheduler::getLatestOperandDef(Operation *collective) const {
  Node latest = kNone;
  for (Value operand : collective->getOperands())
    latest = laterOf(latest, list.getDefinition(getGatheredState(operand)));
  return latest;
}

bool Scheduler::hoistTo(Operation *collective, Node after) {
  Node start = list.getStart(collective);
  Node target = after != kNone ? list.getNext(after) : list.getFirst();
  if (target == start || (after != kNone && !list.isBefore(after, start)))
    return false;
  list.moveBefore(start, target);
  return true;
}

bool Scheduler::hoistGatherTo(Operation *gather, Node after) {
  bool moved = hoistTo(gather, after);
  for (Value operand : gather->getOperands())
    if (arith::TruncFOp cast = getCastOnGather(operand))
      list.moveBefore(list.getNode(cast), list.getStart(gather));
  return moved;
}

ScheduleList::Node Scheduler::getFirstUser(Operation *collective) const {
  Block &body = *collective->getBlock();
  Node first = kNone;
  auto earlierOf = [&](Node node) {
    if (node != kNone && (first == kNone || list.isBefore(node, first)))
      first = node;
  };
  for (Value result : collective->getResults())
    for (Operation *user : result.getUsers()) {
      if (isa<ReleaseOp>(user) && user->getBlock() == &body)
        continue;
      if (Operation *top = body.findAncestorOpInBlock(*user))
        earlierOf(list.getNode(top));
    }
  for (Value result : collective->getResults())
    for (Node piece : list.getReleasesOf(result))
      earlierOf(piece);
  return first;
}

ScheduleList::Node Scheduler::getLastRelease(Operation *collective) const {
  Node last = kNone;
  for (Value result : collective->getResults())
    for (Node piece : list.getReleasesOf(result))
      last = laterOf(last, piece);
  return last;
}

void Scheduler::sinkWait(Operation *collective, Node before) {
  Node wait = list.getWait(collective);
  if (before == wait || list.isBefore(before, wait))
    return;
  llvm::SmallPtrSet<Value, 8> buffers = getInFlightBuffers(collective);
  auto inFlight = [&](Value tensor) { return buffers.contains(tensor); };
  SmallVector<Node> releases;
  for (Node node = list.getNext(wait); node != kNone && node != before;
       node = list.getNext(node))
    if (isa<ReleaseOp>(list.getOp(node)) &&
        llvm::any_of(list.getReleased(node), inFlight))
      releases.push_back(node);
  list.moveBefore(wait, before);
  Node after = list.getNext(wait);
  for (Node release : releases) {
    SmallVector<Value, 2> &tensors = list.getReleased(release);
    SmallVector<Value, 2> moved, kept;
    for (Value tensor : tensors)
      (inFlight(tensor) ? moved : kept).push_back(tensor);
    list.insertReleaseBefore(list.getOp(release), moved, after);
    if (kept.empty())
      list.remove(release);
    else
      tensors = std::move(kept);
  }
}

PrefetchSchedule Scheduler::run(int64_t depth) {
  PrefetchSchedule schedule;
  ArrayRef<Operation *> collectives = list.getCollectives();
  schedule.statistics.asyncCollectives = collectives.size();
  if (depth == 0) {
    schedule.order = list.getOrder();
    return schedule;
  }
  unsigned &hoisted = schedule.statistics.hoistedStarts;

  SmallVector<Operation *> gathers, reductions;
  for (Operation *collective : collectives)
    (isa<AllGatherOp>(collective) ? gathers : reductions).push_back(collective);

  // Gathers: unit j starts after the wait of unit j-K, never above the
  // ops that define its inputs, and never while the same weights' previous
  // gather is still held (a backward gather waits for the release of the
  // forward's: two full copies of one layer would buy no overlap). Earlier
  // gathers are placed first, so the wait of j-K is where it stays.
  for (auto [index, gather] : llvm::enumerate(gathers)) {
    Node after = index >= static_cast<size_t>(depth)
                     ? list.getWait(gathers[index - depth])
                     : kNone;
    after = laterOf(after, getLatestOperandDef(gather));
    // Starts keep the order of their waits: on one communication stream
    // (NCCL's) a collective started earlier completes earlier.
    if (index > 0)
      after = laterOf(after, list.getStart(gathers[index - 1]));
    for (Operation *earlier : ArrayRef(gathers).take_front(index))
      if (llvm::equal(llvm::map_range(earlier->getOperands(), getGatheredState),
                      llvm::map_range(gather->getOperands(), getGatheredState)))
        after = laterOf(after, getLastRelease(earlier));
    hoisted += hoistGatherTo(gather, after);
  }

  // Reductions: each starts after the ops that define its inputs ...
  for (Operation *reduction : reductions)
    hoisted += hoistTo(reduction, getLatestOperandDef(reduction));
  llvm::stable_sort(reductions, [&](Operation *a, Operation *b) {
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
  schedule.order = list.getOrder();
  return schedule;
}

/// The asynchronous form of `op`, with its operands, attributes and result
/// types, created before `op`.
Operation *createStart(OpBuilder &builder, Operation *op) {
  Location loc = op->getLoc();
  Type token = TokenType::get(op->getContext());
  if (auto gather = dyn_cast<AllGatherOp>(op))
    return AllGatherStartOp::create(
        builder, loc, gather.getResultTypes(), token, gather.getGridAttr(),
        gather.getGridAxesAttr(), gather.getInputs());
  if (auto scatter = dyn_cast<ReduceScatterOp>(op))
    return ReduceScatterStartOp::create(
        builder, loc, scatter.getResultTypes(), token, scatter.getGridAttr(),
        scatter.getGridAxesAttr(), scatter.getReductionAttr(),
        scatter.getInputs());
  auto reduce = cast<AllReduceOp>(op);
  return AllReduceStartOp::create(
      builder, loc, reduce.getResultTypes(), token, reduce.getGridAttr(),
      reduce.getGridAxesAttr(), reduce.getReductionAttr(), reduce.getInputs());
}

} // namespace

PrefetchSchedule zero::planPrefetch(Block &body, int64_t depth) {
  return Scheduler(body).run(depth);
}

void zero::applyPrefetch(Block &body, const PrefetchSchedule &schedule) {
  const ProgramOrder &order = schedule.order;
  // Each collective the order runs asynchronously becomes a start and its
  // wait; the collective itself is erased last, once nothing is placed
  // (new ops may not take the address of an erased one while the order's
  // entries still name it).
  llvm::DenseMap<Operation *, std::pair<Operation *, Operation *>> asyncOf;
  SmallVector<Operation *> erased;
  for (Operation &op : body) {
    if (!order.isAsync(&op))
      continue;
    OpBuilder builder(&op);
    Operation *start = createStart(builder, &op);
    for (auto [old, replacement] :
         llvm::zip_equal(op.getResults(), start->getResults().drop_back()))
      old.replaceAllUsesWith(replacement);
    auto wait =
        WaitOp::create(builder, op.getLoc(), start->getResults().back());
    asyncOf[&op] = {start, wait};
    erased.push_back(&op);
  }
  // The releases: an own piece is the op with the tensors it keeps; another
  // piece is a new release where it stands. A release with no own piece
  // left has given all its tensors to others.
  llvm::DenseSet<Operation *> keptReleases;
  for (const ProgramEntry &entry : order.getEntries())
    if (entry.kind == Kind::Release && entry.isOwnRelease)
      keptReleases.insert(entry.op);
  for (Operation &op : body)
    if (isa<ReleaseOp>(op) && !keptReleases.contains(&op))
      erased.push_back(&op);
  // The order names the values of the step as planned: a collective's
  // result is now its start's.
  auto getReleased = [&](const ProgramEntry &entry) {
    SmallVector<Value, 2> tensors;
    for (Value tensor : order.getReleased(entry)) {
      auto result = dyn_cast<OpResult>(tensor);
      auto it = result ? asyncOf.find(result.getOwner()) : asyncOf.end();
      tensors.push_back(it == asyncOf.end() ? tensor
                                            : it->second.first->getResult(
                                                  result.getResultNumber()));
    }
    return tensors;
  };
  // Every op the order places moves to the end of the body in its turn;
  // what is left before them is erased.
  OpBuilder builder = OpBuilder::atBlockEnd(&body);
  for (const ProgramEntry &entry : order.getEntries()) {
    Operation *placed = entry.op;
    switch (entry.kind) {
    case Kind::Start:
      placed = asyncOf.at(entry.op).first;
      break;
    case Kind::Wait:
      placed = asyncOf.at(entry.op).second;
      break;
    case Kind::Release:
      if (entry.isOwnRelease) {
        cast<ReleaseOp>(placed).getTensorsMutable().assign(getReleased(entry));
      } else {
        placed =
            ReleaseOp::create(builder, entry.op->getLoc(), getReleased(entry));
      }
      break;
    case Kind::Op:
      break;
    }
    placed->moveBefore(&body, body.end());
  }
  // The order places every op of the body but those it replaces: the
  // collectives it runs asynchronously and the releases it moved whole.
  assert(order.getEntries().size() + erased.size() ==
             body.getOperations().size() &&
         "the order was planned on another body");
  for (Operation *op : erased)
    op->erase();
}

PrefetchStatistics zero::schedulePrefetch(Block &body, int64_t depth) {
  PrefetchSchedule schedule = planPrefetch(body, depth);
  applyPrefetch(body, schedule);
  return schedule.statistics;
}
