//===- PrefetchSchedule.cpp - where each collective starts and waits ------===//
//
// The schedule's moves (PrefetchScheduler.h) read the written body here;
// `applyPrefetch` then writes the order they decide into the body.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PrefetchScheduler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

using Kind = ProgramEntry::Kind;

/// The written body, as the schedule reads it (PrefetchScheduler.h).
class WrittenBody {
public:
  using OpRef = Operation *;
  using ValueRef = Value;

  explicit WrittenBody(Block &body) : body(body) {}

  template <typename F> void forEachOp(F callback) const {
    for (Operation &op : body)
      callback(&op);
  }
  bool isCollective(Operation *op) const {
    return isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op);
  }
  bool isGather(Operation *op) const { return isa<AllGatherOp>(op); }
  bool isRelease(Operation *op) const { return isa<ReleaseOp>(op); }
  SmallVector<Value, 2> getOperands(Operation *op) const {
    return SmallVector<Value, 2>(op->getOperands());
  }
  SmallVector<Value, 2> getResults(Operation *op) const {
    return SmallVector<Value, 2>(op->getResults());
  }
  std::optional<Operation *> getTopDefiningOp(Value value) const {
    Operation *def = value.getDefiningOp();
    Operation *top = def ? body.findAncestorOpInBlock(*def) : nullptr;
    if (!top)
      return std::nullopt;
    return top;
  }
  std::optional<Operation *> getSingleUseCast(Value value) const {
    auto cast = value.getDefiningOp<arith::TruncFOp>();
    if (!cast || !cast->hasOneUse())
      return std::nullopt;
    return cast.getOperation();
  }
  Value getCastInput(Operation *cast) const { return cast->getOperand(0); }
  std::optional<Value> getViewSource(Value value) const {
    Operation *def = value.getDefiningOp();
    if (!def || !isViewOp(def) || def->getNumOperands() == 0)
      return std::nullopt;
    return def->getOperand(0);
  }
  template <typename F> void forEachUser(Value value, F callback) const {
    for (Operation *user : value.getUsers())
      if (Operation *top = body.findAncestorOpInBlock(*user))
        callback(top);
  }

private:
  Block &body;
};

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
  WrittenBody program(body);
  auto [order, statistics] =
      detail::Scheduler<WrittenBody, ProgramOrder>(program).run(depth);
  return {std::move(order), statistics};
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
