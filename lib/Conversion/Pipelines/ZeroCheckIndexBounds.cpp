//===- ZeroCheckIndexBounds.cpp - run-time bounds of computed indices -----===//
//
// See the pass's description in Passes.td. The file reads top-down: the
// interval arithmetic that proves an index in range, where a check goes,
// and the entry point that inserts the checks.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "BoundsChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"

#include <limits>
#include <optional>

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROCHECKINDEXBOUNDS
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

constexpr llvm::StringLiteral kFailure = "zero_rt_index_out_of_bounds";

//===----------------------------------------------------------------------===//
// Interval arithmetic over index computations
//===----------------------------------------------------------------------===//

/// The values an integer or index may take, as an inclusive interval of
/// mathematical integers; none where nothing is known.
struct Interval {
  int64_t lo, hi;
};
using MaybeInterval = std::optional<Interval>;

constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

/// What holds at the access, learned from a `select`'s condition, an
/// enclosing `scf.if` or a preceding `cf.assert`: value `v` lies in the
/// interval.
using Facts = SmallVector<std::pair<Value, Interval>, 4>;

/// The deepest chain of definitions the analysis follows; deeper chains
/// are unknown (and checked).
constexpr unsigned kMaxDepth = 24;

MaybeInterval add(Interval a, Interval b) {
  Interval r;
  if (__builtin_add_overflow(a.lo, b.lo, &r.lo) ||
      __builtin_add_overflow(a.hi, b.hi, &r.hi))
    return std::nullopt;
  return r;
}

MaybeInterval sub(Interval a, Interval b) {
  Interval r;
  if (__builtin_sub_overflow(a.lo, b.hi, &r.lo) ||
      __builtin_sub_overflow(a.hi, b.lo, &r.hi))
    return std::nullopt;
  return r;
}

MaybeInterval mul(Interval a, Interval b) {
  int64_t products[4];
  if (__builtin_mul_overflow(a.lo, b.lo, &products[0]) ||
      __builtin_mul_overflow(a.lo, b.hi, &products[1]) ||
      __builtin_mul_overflow(a.hi, b.lo, &products[2]) ||
      __builtin_mul_overflow(a.hi, b.hi, &products[3]))
    return std::nullopt;
  return Interval{*std::min_element(products, products + 4),
                  *std::max_element(products, products + 4)};
}

/// The interval of `v` with its bit width's limits where nothing tighter
/// is known, so that a comparison can narrow it.
Interval widthLimits(Value v) {
  unsigned width =
      v.getType().isIndex()
          ? 64
          : getElementTypeOrSelf(v.getType()).getIntOrFloatBitWidth();
  if (width >= 64)
    return {kMin, kMax};
  if (width == 1)
    return {0, 1};
  return {-(int64_t(1) << (width - 1)), (int64_t(1) << (width - 1)) - 1};
}

class IntervalAnalysis {
public:
  /// The interval of `v` where `facts` hold.
  MaybeInterval get(Value v, const Facts &facts) {
    budget = kBudget;
    return interval(v, facts, 0);
  }

  /// Adds to `facts` what `condition` being `holds` says about the values
  /// it compares.
  void learn(Value condition, bool holds, Facts &facts) {
    budget = kBudget;
    assume(condition, holds, facts, 0);
  }

private:
  /// The definitions one question may visit; past it, values are unknown
  /// (and checked), so that a long chain of selects cannot take
  /// exponential time.
  static constexpr unsigned kBudget = 4096;
  unsigned budget = kBudget;
  /// Intervals asked for without facts. An unknown one may stand for a
  /// question that ran out of depth or budget: that only adds a check.
  llvm::DenseMap<Value, MaybeInterval> cache;

  MaybeInterval interval(Value v, const Facts &facts, unsigned depth) {
    // Without facts an interval is the same wherever it is asked for.
    if (facts.empty()) {
      if (auto it = cache.find(v); it != cache.end())
        return it->second;
    }
    MaybeInterval computed = std::nullopt;
    if (depth <= kMaxDepth && budget > 0) {
      --budget;
      computed = compute(v, facts, depth + 1);
    }
    if (facts.empty()) {
      cache[v] = computed;
      return computed;
    }
    for (const auto &[value, known] : facts) {
      if (value != v)
        continue;
      Interval base = computed ? *computed : widthLimits(v);
      // An empty intersection is a branch that never runs: anything is
      // true there, and the fact itself is as good as any.
      Interval narrowed = {std::max(base.lo, known.lo),
                           std::min(base.hi, known.hi)};
      computed = narrowed.lo <= narrowed.hi ? narrowed : known;
    }
    return computed;
  }

  void assume(Value condition, bool holds, Facts &facts, unsigned depth) {
    if (depth > kMaxDepth)
      return;
    Operation *def = condition.getDefiningOp();
    if (!def)
      return;
    // Both parts of a true `and`, both of a false `or`.
    if ((isa<arith::AndIOp>(def) && holds) ||
        (isa<arith::OrIOp>(def) && !holds)) {
      assume(def->getOperand(0), holds, facts, depth + 1);
      assume(def->getOperand(1), holds, facts, depth + 1);
      return;
    }
    auto cmp = dyn_cast<arith::CmpIOp>(def);
    if (!cmp)
      return;
    using P = arith::CmpIPredicate;
    P predicate =
        holds ? cmp.getPredicate() : arith::invertPredicate(cmp.getPredicate());
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    Interval l = interval(lhs, facts, depth + 1).value_or(widthLimits(lhs));
    Interval r = interval(rhs, facts, depth + 1).value_or(widthLimits(rhs));
    // An unsigned comparison is the signed one when both sides are known
    // non-negative; `x <u n` with n non-negative also says x >= 0.
    bool nonNegative = l.lo >= 0 && r.lo >= 0;
    switch (predicate) {
    case P::ult:
    case P::ule:
      if (r.lo < 0)
        return;
      l.lo = std::max<int64_t>(l.lo, 0);
      predicate = predicate == P::ult ? P::slt : P::sle;
      break;
    case P::ugt:
    case P::uge:
      if (!nonNegative)
        return;
      predicate = predicate == P::ugt ? P::sgt : P::sge;
      break;
    default:
      break;
    }
    auto narrow = [&](Value v, Interval i) {
      if (i.lo <= i.hi)
        facts.push_back({v, i});
    };
    switch (predicate) {
    case P::slt:
      if (r.hi > kMin)
        narrow(lhs, {l.lo, std::min(l.hi, r.hi - 1)});
      if (l.lo < kMax)
        narrow(rhs, {std::max(r.lo, l.lo + 1), r.hi});
      break;
    case P::sle:
      narrow(lhs, {l.lo, std::min(l.hi, r.hi)});
      narrow(rhs, {std::max(r.lo, l.lo), r.hi});
      break;
    case P::sgt:
      if (r.lo < kMax)
        narrow(lhs, {std::max(l.lo, r.lo + 1), l.hi});
      if (l.hi > kMin)
        narrow(rhs, {r.lo, std::min(r.hi, l.hi - 1)});
      break;
    case P::sge:
      narrow(lhs, {std::max(l.lo, r.lo), l.hi});
      narrow(rhs, {r.lo, std::min(r.hi, l.hi)});
      break;
    case P::eq: {
      Interval both = {std::max(l.lo, r.lo), std::min(l.hi, r.hi)};
      narrow(lhs, both);
      narrow(rhs, both);
      learnRemainder(lhs, rhs, /*equal=*/true, facts, depth);
      break;
    }
    case P::ne:
      learnRemainder(lhs, rhs, /*equal=*/false, facts, depth);
      break;
    default:
      break;
    }
  }

  /// `x rem c == k` (or `!= k` with c = 2, the other parity) for a
  /// non-negative x and constants c, k: x's ends move to the nearest values
  /// with that remainder. This is what proves the interleaved rotary
  /// embedding's partner index `even(j) ? j + 1 : j - 1` in range.
  void learnRemainder(Value lhs, Value rhs, bool equal, Facts &facts,
                      unsigned depth) {
    Operation *def = lhs.getDefiningOp();
    if (!def || !isa<arith::RemUIOp, arith::RemSIOp>(def))
      return;
    Value x = def->getOperand(0);
    MaybeInterval xi = interval(x, facts, depth + 1);
    MaybeInterval ci = interval(def->getOperand(1), facts, depth + 1);
    MaybeInterval ki = interval(rhs, facts, depth + 1);
    if (!xi || !ci || !ki || xi->lo < 0 || ci->lo != ci->hi || ci->lo < 1 ||
        ki->lo != ki->hi || ki->lo < 0 || ki->lo >= ci->lo)
      return;
    int64_t c = ci->lo, k = ki->lo;
    if (!equal) {
      if (c != 2)
        return;
      k = 1 - k;
    }
    int64_t lo = xi->lo + ((k - xi->lo % c) % c + c) % c;
    int64_t hi = xi->hi - ((xi->hi % c - k) % c + c) % c;
    if (lo <= hi)
      facts.push_back({x, {lo, hi}});
  }

  MaybeInterval compute(Value v, const Facts &facts, unsigned depth) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      // A loop's induction variable lies in [lower, upper) for a positive
      // step.
      auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
      if (!loop || arg != loop.getInductionVar())
        return std::nullopt;
      MaybeInterval lower = interval(loop.getLowerBound(), facts, depth);
      MaybeInterval upper = interval(loop.getUpperBound(), facts, depth);
      MaybeInterval step = interval(loop.getStep(), facts, depth);
      if (!lower || !upper || !step || step->lo < 1 || upper->hi == kMin)
        return std::nullopt;
      return Interval{lower->lo, upper->hi - 1};
    }
    Operation *def = v.getDefiningOp();
    if (auto constant = dyn_cast<arith::ConstantOp>(def)) {
      if (auto integer = dyn_cast<IntegerAttr>(constant.getValue())) {
        if (integer.getType().isInteger(1)) {
          int64_t bit = integer.getValue().isOne() ? 1 : 0;
          return Interval{bit, bit};
        }
        if (integer.getValue().getSignificantBits() <= 64)
          return Interval{integer.getValue().getSExtValue(),
                          integer.getValue().getSExtValue()};
      }
      return std::nullopt;
    }
    // `linalg.index d` counts over the op's static loop range d.
    if (auto index = dyn_cast<linalg::IndexOp>(def)) {
      auto op = dyn_cast<linalg::LinalgOp>(def->getParentOp());
      if (!op)
        return std::nullopt;
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      int64_t extent = ranges[index.getDim()];
      if (ShapedType::isDynamic(extent) || extent < 1)
        return std::nullopt;
      return Interval{0, extent - 1};
    }
    auto operand = [&](unsigned i) {
      return interval(def->getOperand(i), facts, depth);
    };
    // Casts keep the value when it fits the result's width.
    if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(def) ||
        (isa<arith::IndexCastUIOp, arith::ExtUIOp>(def))) {
      MaybeInterval in = operand(0);
      Interval limits = widthLimits(v);
      bool unsignedCast = isa<arith::IndexCastUIOp, arith::ExtUIOp>(def);
      if (!in || in->lo < limits.lo || in->hi > limits.hi ||
          (unsignedCast && in->lo < 0))
        return std::nullopt;
      return in;
    }
    if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::MinSIOp,
            arith::MaxSIOp, arith::MinUIOp, arith::MaxUIOp, arith::RemUIOp,
            arith::RemSIOp, arith::DivUIOp, arith::DivSIOp, arith::AndIOp>(
            def)) {
      MaybeInterval a = operand(0), b = operand(1);
      bool bothNonNegative = a && b && a->lo >= 0 && b->lo >= 0;
      // `x & m` for a non-negative m lies in [0, m] whatever x is.
      if (isa<arith::AndIOp>(def)) {
        if (b && b->lo >= 0)
          return Interval{0, b->hi};
        if (a && a->lo >= 0)
          return Interval{0, a->hi};
        return std::nullopt;
      }
      // A signed clamp bounds its result whatever the other side is.
      if (isa<arith::MinSIOp, arith::MaxSIOp>(def) && (a || b)) {
        Interval l = a.value_or(widthLimits(v)), r = b.value_or(widthLimits(v));
        if (isa<arith::MinSIOp>(def))
          return Interval{std::min(l.lo, r.lo), std::min(l.hi, r.hi)};
        return Interval{std::max(l.lo, r.lo), std::max(l.hi, r.hi)};
      }
      // An unsigned minimum with a non-negative bound is at most the bound.
      if (isa<arith::MinUIOp>(def)) {
        if (a && b && bothNonNegative)
          return Interval{std::min(a->lo, b->lo), std::min(a->hi, b->hi)};
        if (b && b->lo >= 0)
          return Interval{0, b->hi};
        if (a && a->lo >= 0)
          return Interval{0, a->hi};
        return std::nullopt;
      }
      if (!a || !b)
        return std::nullopt;
      if (isa<arith::AddIOp>(def))
        return add(*a, *b);
      if (isa<arith::SubIOp>(def))
        return sub(*a, *b);
      if (isa<arith::MulIOp>(def))
        return mul(*a, *b);
      if (isa<arith::MaxUIOp>(def) && bothNonNegative)
        return Interval{std::max(a->lo, b->lo), std::max(a->hi, b->hi)};
      // Division and remainder of a non-negative value by a positive one.
      if (a->lo < 0 || b->lo < 1)
        return std::nullopt;
      if (isa<arith::RemUIOp, arith::RemSIOp>(def))
        return Interval{0, std::min(a->hi, b->hi - 1)};
      if (isa<arith::DivUIOp, arith::DivSIOp>(def))
        return Interval{a->lo / b->hi, a->hi / b->lo};
      return std::nullopt;
    }
    // Each side of a `select` is taken only where its condition says so.
    if (auto select = dyn_cast<arith::SelectOp>(def)) {
      Facts whenTrue = facts, whenFalse = facts;
      assume(select.getCondition(), true, whenTrue, depth);
      assume(select.getCondition(), false, whenFalse, depth);
      MaybeInterval a = interval(select.getTrueValue(), whenTrue, depth);
      MaybeInterval b = interval(select.getFalseValue(), whenFalse, depth);
      if (!a || !b)
        return std::nullopt;
      return Interval{std::min(a->lo, b->lo), std::max(a->hi, b->hi)};
    }
    return std::nullopt;
  }
};

//===----------------------------------------------------------------------===//
// Where an access's check goes
//===----------------------------------------------------------------------===//

/// What holds where `access` runs: the conditions of the `scf.if` regions
/// around it and of the `cf.assert`s before it in its blocks (a failed
/// assert ends the program before the access).
Facts factsAt(Operation *access, IntervalAnalysis &analysis) {
  Facts facts;
  for (Operation *op = access; op && !isa<func::FuncOp>(op);
       op = op->getParentOp()) {
    for (Operation *before = op->getPrevNode(); before;
         before = before->getPrevNode())
      if (auto assertion = dyn_cast<cf::AssertOp>(before))
        analysis.learn(assertion.getArg(), true, facts);
    Operation *parent = op->getParentOp();
    if (auto branch = dyn_cast_or_null<scf::IfOp>(parent))
      analysis.learn(branch.getCondition(),
                     op->getParentRegion() == &branch.getThenRegion(), facts);
  }
  return facts;
}

/// Whether `op`'s body runs at least once: a `scf.for` with a non-empty
/// range, a linalg op with non-empty static loop ranges.
bool runsAtLeastOnce(Operation *op, IntervalAnalysis &analysis) {
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    MaybeInterval lower = analysis.get(loop.getLowerBound(), {});
    MaybeInterval upper = analysis.get(loop.getUpperBound(), {});
    return lower && upper && lower->hi < upper->lo;
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return llvm::all_of(linalgOp.getStaticLoopRanges(),
                        [](int64_t extent) { return extent >= 1; });
  return false;
}

/// The op before which to check `values`, the index (and the buffer whose
/// size bounds it) of `access`: out of every loop whose body runs the
/// access on each iteration and that does not define a value, so that an
/// index computed once is checked once, not once per element.
Operation *checkPoint(Operation *access, ArrayRef<Value> values,
                      IntervalAnalysis &analysis) {
  Operation *point = access;
  while (Operation *parent = point->getParentOp()) {
    if (!isa<scf::ForOp, linalg::LinalgOp>(parent) ||
        !runsAtLeastOnce(parent, analysis))
      break;
    bool definedInside = llvm::any_of(values, [&](Value value) {
      return parent->isAncestor(value.getParentBlock()->getParentOp());
    });
    if (definedInside)
      break;
    point = parent;
  }
  return point;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ZeroCheckIndexBoundsPass
    : public zero::impl::ZeroCheckIndexBoundsBase<ZeroCheckIndexBoundsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> accesses;
    module.walk([&](Operation *op) {
      if (isa<memref::LoadOp, memref::StoreOp, memref::AtomicRMWOp>(op))
        accesses.push_back(op);
    });

    MLIRContext *context = module.getContext();
    Type i64 = IntegerType::get(context, 64);
    SymbolTable symbols(module);
    IntervalAnalysis analysis;
    bool declared = false;
    unsigned count = 0;
    // The checks made so far, by index and bound (the buffer for a
    // dynamic extent, the extent for a static one): an access whose index
    // a check before it already bounds needs none.
    DominanceInfo dominance(module);
    llvm::DenseMap<std::tuple<Value, Value, int64_t>, SmallVector<Operation *>>
        checks;
    for (Operation *access : accesses) {
      Value buffer;
      ValueRange indices;
      StringRef what = "read";
      if (auto load = dyn_cast<memref::LoadOp>(access)) {
        buffer = load.getMemRef();
        indices = load.getIndices();
      } else if (auto store = dyn_cast<memref::StoreOp>(access)) {
        buffer = store.getMemRef();
        indices = store.getIndices();
        what = "write";
      } else {
        auto rmw = cast<memref::AtomicRMWOp>(access);
        buffer = rmw.getMemref();
        indices = rmw.getIndices();
        what = "atomic update";
      }
      auto type = cast<MemRefType>(buffer.getType());
      Facts facts = factsAt(access, analysis);
      memref::GlobalOp global;
      for (auto [dim, index] : llvm::enumerate(indices)) {
        // In range when its every value is: [0, extent - 1] for a static
        // extent. A dynamic extent is only known at run time.
        if (!type.isDynamicDim(dim)) {
          MaybeInterval range = analysis.get(index, facts);
          if (range && range->lo >= 0 && range->hi < type.getDimSize(dim))
            continue;
        }
        SmallVector<Value, 2> needed = {index};
        if (type.isDynamicDim(dim))
          needed.push_back(buffer);
        Operation *point = checkPoint(access, needed, analysis);
        auto key = type.isDynamicDim(dim)
                       ? std::make_tuple(index, buffer, int64_t(dim))
                       : std::make_tuple(index, Value(), type.getDimSize(dim));
        SmallVector<Operation *> &earlier = checks[key];
        if (llvm::any_of(earlier, [&](Operation *check) {
              return dominance.properlyDominates(check, point);
            }))
          continue;
        if (!declared) {
          declareFailureFunction(
              module, kFailure,
              FunctionType::get(context,
                                {getMessageType(context), i64, i64, i64}, {}));
          declared = true;
        }
        if (!global)
          global = createMessageGlobal(
              module, symbols, "__zero_index_" + std::to_string(count++),
              ("the " + what + " at " + describePlace(access->getLoc())).str(),
              access->getLoc());

        // One unsigned comparison covers both ends: a negative index is
        // a huge unsigned one.
        OpBuilder b(point);
        Location loc = access->getLoc();
        Value extent =
            type.isDynamicDim(dim)
                ? memref::DimOp::create(b, loc, buffer, dim).getResult()
                : arith::ConstantIndexOp::create(b, loc, type.getDimSize(dim))
                      .getResult();
        Value bad = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                          index, extent);
        auto check = scf::IfOp::create(b, loc, bad, /*withElseRegion=*/false);
        earlier.push_back(check);
        OpBuilder then = check.getThenBodyBuilder();
        auto toI64 = [&](Value value) {
          return arith::IndexCastOp::create(then, loc, i64, value).getResult();
        };
        func::CallOp::create(
            then, loc, kFailure, TypeRange{},
            ValueRange{readMessage(then, loc, global),
                       arith::ConstantIntOp::create(then, loc, i64, dim),
                       toI64(index), toI64(extent)});
        ++numCheckedIndices;
      }
    }
  }
};

} // namespace
