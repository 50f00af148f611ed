//===- StepCost.cpp - FLOPs and bytes of a training step ------------------===//

#include "zero/Dialect/Zero/Analysis/StepCost.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::zero;

StringRef zero::getStepPhaseName(StepPhase phase) {
  switch (phase) {
  case StepPhase::Forward:
    return "forward";
  case StepPhase::Backward:
    return "backward";
  case StepPhase::Recompute:
    return "recompute";
  case StepPhase::Optimizer:
    return "optimizer";
  }
  llvm_unreachable("unknown step phase");
}

uint64_t StepCost::getTotalFlops() const {
  uint64_t total = 0;
  for (uint64_t phaseFlops : flops)
    total = llvm::SaturatingAdd(total, phaseFlops);
  return total;
}

//===----------------------------------------------------------------------===//
// One op
//===----------------------------------------------------------------------===//

/// An arith or math op computing a float: see the header for what counts.
static bool isFloatingPointOp(Operation *op) {
  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()))
    return false;
  if (isa<arith::ConstantOp, arith::SelectOp, CastOpInterface>(op))
    return false;
  return llvm::any_of(op->getResultTypes(), [](Type type) {
    return isa<FloatType>(getElementTypeOrSelf(type));
  });
}

/// A floating-point op that is a transcendental function (see the header):
/// a call into the math library on a CPU, the special-function unit on a
/// GPU.
static bool isTranscendentalOp(Operation *op) {
  return isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp,
             math::Log2Op, math::Log10Op, math::Log1pOp, math::TanhOp,
             math::ErfOp, math::SinOp, math::CosOp, math::TanOp, math::AtanOp,
             math::Atan2Op, math::PowFOp, math::SinhOp, math::CoshOp,
             math::AsinOp, math::AcosOp>(op) &&
         isFloatingPointOp(op);
}

/// The first float element type among `op`'s operands, or null.
static Type getFirstFloatOperandType(Operation *op) {
  for (Type type : op->getOperandTypes())
    if (auto element = dyn_cast<FloatType>(getElementTypeOrSelf(type)))
      return element;
  return {};
}

/// Bytes of a statically shaped tensor; 0 for anything else, which no op of
/// a step the state table accepts moves.
static uint64_t getTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return 0;
  std::optional<uint64_t> elements = getNumElements(tensor);
  if (!elements)
    return 0;
  return getByteSize(*elements, tensor.getElementType()).value_or(0);
}

/// The static trip count of each loop of `linalgOp`, read off the operand
/// shapes where an indexing map sends a loop straight to a dimension (every
/// loop of the ops a front end emits). Linalg's own `getStaticLoopRanges`
/// gives the same numbers by inverting and composing affine maps, which
/// uniques new affine expressions for every op: on a 10,000-layer step that
/// was a third of the report's time. It remains the answer for a loop that
/// only appears inside a compound expression.
static SmallVector<int64_t> getLoopTripCounts(linalg::LinalgOp linalgOp) {
  // A fill's loops are its output's dimensions; its indexing maps are built
  // anew on every query.
  if (auto fill = dyn_cast<linalg::FillOp>(linalgOp.getOperation()))
    if (auto output = dyn_cast<RankedTensorType>(fill.result().getType()))
      return llvm::to_vector(output.getShape());
  SmallVector<int64_t> tripCounts(linalgOp.getNumLoops(), ShapedType::kDynamic);
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  for (auto [operand, map] : llvm::zip(linalgOp->getOperands(), maps)) {
    auto shaped = dyn_cast<ShapedType>(operand.getType());
    if (!shaped || !shaped.hasRank())
      continue;
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      auto loop = dyn_cast<AffineDimExpr>(expr);
      if (loop && ShapedType::isDynamic(tripCounts[loop.getPosition()]))
        tripCounts[loop.getPosition()] = shaped.getDimSize(dim);
    }
  }
  if (llvm::any_of(tripCounts, ShapedType::isDynamic))
    return linalgOp.getStaticLoopRanges();
  return tripCounts;
}

/// Bytes of one element of `type` in memory (an i1 is a byte, as a bool
/// tensor stores it); 0 for a type that is neither an integer nor a float.
static uint64_t getElementBytes(Type type) {
  if (!type.isIntOrFloat())
    return 0;
  return (type.getIntOrFloatBitWidth() + 7) / 8;
}

/// `OpCost::unfusedBytes` of a linalg op that runs `iterations` times and
/// moves `fusedBytes` as one kernel (see StepCost.h).
static uint64_t getUnfusedBytes(linalg::LinalgOp linalgOp, uint64_t iterations,
                                uint64_t fusedBytes) {
  Block *body = linalgOp.getBlock();
  // The ops eager PyTorch runs as kernels: the arithmetic on elements
  // (selects included: each is a kernel there too), not index computations
  // or constants, and not the widening of a bf16 or f16 operand to f32 or
  // the narrowing of the result: PyTorch's elementwise kernels compute a
  // reduced-precision tensor in f32 registers (ATen's `opmath_type`) and
  // read and write it in its own type, in the same kernel.
  auto isCast = [](Operation *op) {
    return isa<arith::ExtFOp, arith::TruncFOp>(op);
  };
  llvm::SmallPtrSet<Operation *, 8> kernels;
  for (Operation &op : body->without_terminator())
    if (isa<arith::ArithDialect, math::MathDialect>(op.getDialect()) &&
        !isa<arith::ConstantOp>(op) && !isCast(&op) &&
        op.getNumResults() == 1 &&
        getElementBytes(op.getResult(0).getType()) > 0)
      kernels.insert(&op);
  if (kernels.size() < 2)
    return fusedBytes;
  // What a value is before the casts of the body: a kernel reads the
  // tensor or the earlier kernel's result it was widened from.
  auto throughCasts = [&](Value value) {
    while (Operation *def = value.getDefiningOp()) {
      if (def->getBlock() != body || !isCast(def))
        break;
      value = def->getOperand(0);
    }
    return value;
  };
  Operation *yield = body->getTerminator();
  ValueRange inits = linalgOp.getDpsInits();
  uint64_t total = 0;
  auto add = [&](uint64_t bytes) { total = llvm::SaturatingAdd(total, bytes); };
  for (Operation &op : body->without_terminator()) {
    if (!kernels.contains(&op))
      continue;
    // A kernel reads each distinct operand once (`x * x` reads x once).
    llvm::SmallPtrSet<void *, 4> read;
    for (Value operand : op.getOperands()) {
      Value source = throughCasts(operand);
      if (!read.insert(source.getAsOpaquePointer()).second)
        continue;
      if (auto arg = dyn_cast<BlockArgument>(source)) {
        if (arg.getOwner() == body)
          add(getTensorBytes(
              linalgOp->getOperand(arg.getArgNumber()).getType()));
      } else if (kernels.contains(source.getDefiningOp())) {
        add(llvm::SaturatingMultiply(iterations,
                                     getElementBytes(source.getType())));
      }
    }
    // It writes the linalg op's result where its value (or its narrowed
    // copy) is yielded, else its own tensor of the iteration space.
    bool yielded = false;
    SmallVector<Value> worklist = {op.getResult(0)};
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      for (OpOperand &use : value.getUses()) {
        if (use.getOwner() == yield) {
          add(getTensorBytes(inits[use.getOperandNumber()].getType()));
          yielded = true;
        } else if (use.getOwner()->getBlock() == body &&
                   isCast(use.getOwner())) {
          worklist.push_back(use.getOwner()->getResult(0));
        }
      }
    }
    if (!yielded)
      add(llvm::SaturatingMultiply(iterations,
                                   getElementBytes(op.getResult(0).getType())));
  }
  return total;
}

static OpCost getLinalgCost(linalg::LinalgOp linalgOp) {
  OpCost cost;
  uint64_t iterations = 1;
  bool overflow = false;
  SmallVector<int64_t> tripCounts = getLoopTripCounts(linalgOp);
  for (int64_t range : tripCounts) {
    if (ShapedType::isDynamic(range))
      return cost; // A step the state table accepts has static shapes.
    bool stepOverflow = false;
    iterations = llvm::SaturatingMultiply(
        iterations, static_cast<uint64_t>(range), &stepOverflow);
    overflow |= stepOverflow;
  }
  uint64_t bodyFlops = 0, bodyTranscendentals = 0;
  bool multiplies = false;
  Type arithmeticType;
  for (Operation &bodyOp : linalgOp.getBlock()->without_terminator()) {
    if (!isFloatingPointOp(&bodyOp))
      continue;
    ++bodyFlops;
    bodyTranscendentals += isTranscendentalOp(&bodyOp);
    multiplies |= isa<arith::MulFOp>(bodyOp);
    if (!arithmeticType)
      arithmeticType = bodyOp.getResult(0).getType();
  }
  cost.flops =
      overflow ? UINT64_MAX : llvm::SaturatingMultiply(iterations, bodyFlops);
  cost.transcendentals =
      overflow ? UINT64_MAX
               : llvm::SaturatingMultiply(iterations, bodyTranscendentals);
  cost.isContraction = multiplies && linalgOp.getNumReductionLoops() > 0;
  // A contraction runs at the rate of its operands' type (bf16 inputs with
  // an f32 accumulator are a bf16 matmul to a GPU's matrix units); any
  // other body computes in the type of its arithmetic, which is f32 where it
  // extends bf16 inputs first (an AdamW update reading a bf16 gradient).
  if (bodyFlops)
    cost.computeType = cost.isContraction ? getFirstFloatOperandType(linalgOp)
                                          : arithmeticType;
  // A product of two float types: one input is converted before the
  // product (StepCost.h's `convertedElements`).
  if (cost.isContraction && linalgOp.getNumDpsInputs() == 2) {
    auto a = dyn_cast<RankedTensorType>(linalgOp->getOperand(0).getType());
    auto b = dyn_cast<RankedTensorType>(linalgOp->getOperand(1).getType());
    if (a && b && isa<FloatType>(a.getElementType()) &&
        isa<FloatType>(b.getElementType()) &&
        a.getElementType() != b.getElementType()) {
      RankedTensorType narrow =
          a.getElementType().getIntOrFloatBitWidth() <
                  b.getElementType().getIntOrFloatBitWidth()
              ? a
              : b;
      cost.convertedElements = getNumElements(narrow).value_or(0);
    }
  }

  // Bytes read: every input, and an init only where the payload reads it
  // (an accumulator; a fill's or an elementwise op's init is only written).
  // The inits are the trailing operands: on tensors one per result (as
  // `getTensorInits` reads them, without rebuilding the operand segments,
  // an attribute, on every query), on buffers as many as the op declares.
  unsigned numInits = linalgOp.hasPureTensorSemantics()
                          ? linalgOp->getNumResults()
                          : linalgOp.getNumDpsInits();
  unsigned firstInit = linalgOp->getNumOperands() - numInits;
  for (OpOperand &operand : linalgOp->getOpOperands()) {
    if (operand.getOperandNumber() >= firstInit &&
        !linalgOp.payloadUsesValueFromOperand(&operand))
      continue;
    cost.bytes = llvm::SaturatingAdd(cost.bytes,
                                     getTensorBytes(operand.get().getType()));
  }
  for (Type result : linalgOp->getResultTypes())
    cost.bytes = llvm::SaturatingAdd(cost.bytes, getTensorBytes(result));
  // Results whose init the body does not read are written over memory the
  // op has not read.
  if (linalgOp.hasPureTensorSemantics())
    for (auto [index, result] : llvm::enumerate(linalgOp->getResults()))
      if (!linalgOp.payloadUsesValueFromOperand(
              &linalgOp->getOpOperand(firstInit + index)))
        cost.freshWriteBytes = llvm::SaturatingAdd(
            cost.freshWriteBytes, getTensorBytes(result.getType()));

  if (cost.isContraction) {
    // The GEMM the contraction is: its batch, M, N and K loops.
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(linalgOp);
    if (succeeded(dims) && !dims->m.empty() && !dims->n.empty() &&
        !dims->k.empty()) {
      auto product = [&](ArrayRef<unsigned> loops) {
        uint64_t result = 1;
        for (unsigned loop : loops)
          result = llvm::SaturatingMultiply(
              result, static_cast<uint64_t>(tripCounts[loop]));
        return result;
      };
      cost.gemmBatch = product(dims->batch);
      cost.gemmM = product(dims->m);
      cost.gemmN = product(dims->n);
      cost.gemmK = product(dims->k);
    }
    cost.unfusedBytes = cost.bytes;
  } else {
    cost.unfusedBytes = getUnfusedBytes(
        linalgOp, overflow ? UINT64_MAX : iterations, cost.bytes);
  }
  return cost;
}

/// Fused attention (docs/ZeroDialect.md): the FLOPs of its matmuls over
/// the visible query-key pairs, `2·pairs·(E + Ev)` forward (scores and
/// context) and `2·pairs·(3E + 2Ev)` backward (the scores recomputed, the
/// gradients of the value, of the probabilities, of the query and of the
/// key); the softmax's few operations per pair are not counted, as
/// FlashAttention's benchmarks do not count them. Its bytes are its
/// operands and results: the scores never reach memory.
static OpCost getAttentionCost(Operation *op, uint64_t pairs, Value query,
                               Value value, bool isGradient) {
  OpCost cost;
  cost.isFusedAttention = true;
  cost.isAttentionBackward = isGradient;
  auto headDim =
      static_cast<uint64_t>(cast<ShapedType>(query.getType()).getDimSize(4));
  auto valueDim =
      static_cast<uint64_t>(cast<ShapedType>(value.getType()).getDimSize(3));
  uint64_t perPair =
      isGradient ? 2 * (3 * headDim + 2 * valueDim) : 2 * (headDim + valueDim);
  cost.flops = llvm::SaturatingMultiply(pairs, perPair);
  cost.attentionPairs = pairs;
  // The query is [batch, sequence, key-value heads, group, head dim].
  auto queryType = cast<ShapedType>(query.getType());
  cost.attentionRows = 1;
  for (int64_t dim : queryType.getShape().drop_back())
    cost.attentionRows = llvm::SaturatingMultiply(cost.attentionRows,
                                                  static_cast<uint64_t>(dim));
  cost.computeType = getElementTypeOrSelf(query.getType());
  for (Type type : op->getOperandTypes())
    cost.bytes = llvm::SaturatingAdd(cost.bytes, getTensorBytes(type));
  for (Type type : op->getResultTypes())
    cost.bytes = llvm::SaturatingAdd(cost.bytes, getTensorBytes(type));
  return cost;
}

OpCost zero::getTensorCopyCost(TypeRange operands, TypeRange results) {
  OpCost cost;
  for (Type operand : operands)
    cost.bytes = llvm::SaturatingAdd(cost.bytes, getTensorBytes(operand));
  for (Type result : results) {
    cost.bytes = llvm::SaturatingAdd(cost.bytes, getTensorBytes(result));
    // A tensor op's result is a new tensor, written without being read.
    cost.freshWriteBytes =
        llvm::SaturatingAdd(cost.freshWriteBytes, getTensorBytes(result));
  }
  cost.unfusedBytes = cost.bytes;
  return cost;
}

OpCost zero::getFillCost(Type result) {
  // A linalg op's rule (`getLinalgCost`) for a fill: its input is a scalar,
  // its body reads neither the input's memory nor the init, and it does no
  // arithmetic.
  return getTensorCopyCost(TypeRange(), ArrayRef<Type>(result));
}

OpCost zero::getOpCost(Operation *op) {
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return getFillCost(fill.result().getType());
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return getLinalgCost(linalgOp);
  if (auto attention = dyn_cast<AttentionOp>(op))
    return getAttentionCost(op, attention.getNumScorePairs(),
                            attention.getQuery(), attention.getValue(),
                            /*isGradient=*/false);
  if (auto gradient = dyn_cast<AttentionGradOp>(op))
    return getAttentionCost(op, gradient.getNumScorePairs(),
                            gradient.getQuery(), gradient.getValue(),
                            /*isGradient=*/true);
  // Moves nothing: marks, collectives (their time is communication),
  // views, fresh tensors, constants, the return.
  if (isa<ZeroDialect>(op->getDialect()) || isBufferView(op) ||
      isa<tensor::EmptyOp, arith::ConstantOp>(op) ||
      op->hasTrait<OpTrait::IsTerminator>())
    return OpCost();
  OpCost cost = getTensorCopyCost(op->getOperandTypes(), op->getResultTypes());
  if (isFloatingPointOp(op)) {
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    std::optional<uint64_t> elements =
        resultType ? getNumElements(resultType) : std::optional<uint64_t>(1);
    cost.flops = elements.value_or(0);
    cost.computeType = getFirstFloatOperandType(op);
    if (isTranscendentalOp(op))
      cost.transcendentals = cost.flops;
  }
  cost.unfusedBytes = cost.bytes;
  return cost;
}

//===----------------------------------------------------------------------===//
// Phases
//===----------------------------------------------------------------------===//

/// Marks every op of `body` that `roots` depend on (through operands, and
/// through the values a nested region uses from above) with `phase`,
/// without overwriting a phase already set.
static void markDependencies(Block &body, ArrayRef<Value> roots,
                             StepPhase phase,
                             llvm::DenseMap<Operation *, StepPhase> &phases) {
  // The worklist holds top-level ops of `body`; a producer nested elsewhere
  // is replaced by its top-level ancestor before it is pushed.
  SmallVector<Operation *> worklist;
  llvm::DenseSet<Operation *> visited;
  visited.reserve(body.getOperations().size());
  auto push = [&](Value value, Operation *reader) {
    Operation *producer = value.getDefiningOp();
    if (!producer)
      return;
    if (producer->getBlock() != &body) {
      if (reader && reader->isAncestor(producer))
        return; // Defined inside the reading op itself.
      producer = body.findAncestorOpInBlock(*producer);
      if (!producer)
        return;
    }
    if (visited.insert(producer).second)
      worklist.push_back(producer);
  };
  for (Value root : roots)
    push(root, /*reader=*/nullptr);
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val();
    phases.try_emplace(def, phase);
    for (Value operand : def->getOperands())
      push(operand, def);
    if (def->getNumRegions() == 0)
      continue;
    def->walk([&](Operation *nested) {
      if (nested != def)
        for (Value operand : nested->getOperands())
          push(operand, def);
    });
  }
}

llvm::DenseMap<Operation *, StepPhase>
zero::computeStepPhases(FunctionOpInterface step, const StateTable &table) {
  llvm::DenseMap<Operation *, StepPhase> phases;
  Block &body = step.getFunctionBody().front();
  phases.reserve(body.getOperations().size());
  for (Operation &op : body)
    if (op.hasAttr(ZeroDialect::kRecomputeAttrName))
      phases[&op] = StepPhase::Recompute;

  // The loss: the first returned value that is not a model state (the
  // input contract puts it after the updated states).
  Operation *terminator = body.getTerminator();
  SmallVector<Value> updated, others;
  std::optional<Value> loss;
  for (unsigned index = 0, e = step.getNumResults(); index < e; ++index) {
    if (step.getResultAttr(index, ZeroDialect::kStateAttrName)) {
      updated.push_back(terminator->getOperand(index));
      continue;
    }
    if (!loss)
      loss = terminator->getOperand(index);
    else
      others.push_back(terminator->getOperand(index));
  }
  if (loss)
    markDependencies(body, {*loss}, StepPhase::Forward, phases);

  SmallVector<Value> gradients;
  for (const ParamStates &param : table.getParams())
    if (param.grad.value)
      gradients.push_back(param.grad.value);
  markDependencies(body, gradients, StepPhase::Backward, phases);

  // Any other result (a metric, a pipeline stage's activations or the
  // gradient of its input): backward if it is computed from the backward,
  // forward otherwise.
  for (Value other : others) {
    llvm::DenseMap<Operation *, StepPhase> reached;
    markDependencies(body, {other}, StepPhase::Forward, reached);
    bool fromBackward = llvm::any_of(reached, [&](auto &entry) {
      auto known = phases.find(entry.first);
      return known != phases.end() && known->second == StepPhase::Backward;
    });
    for (auto &entry : reached)
      phases.try_emplace(entry.first, fromBackward ? StepPhase::Backward
                                                   : StepPhase::Forward);
  }

  // The update: what the updated states depend on beyond the forward and
  // the backward.
  markDependencies(body, updated, StepPhase::Optimizer, phases);

  // What no result depends on (a copy zero-remat stores only to hold its
  // memory until a release, a release itself) runs where it stands: in the
  // phase of the op before it. It is not part of the update, which each
  // rank runs on its shard from stage 1 on.
  StepPhase previous = StepPhase::Forward;
  for (Operation &op : body)
    previous = phases.try_emplace(&op, previous).first->second;
  return phases;
}

llvm::DenseSet<Operation *> zero::findUpdateOpsRunWhole(
    FunctionOpInterface step, const StateTable &table,
    const llvm::DenseMap<Operation *, StepPhase> &phases) {
  Block &body = step.getFunctionBody().front();
  SmallVector<Value> roots;
  for (const ParamStates &param : table.getParams())
    if (param.maxStage == 0)
      for (const StateResult &result : param.results)
        roots.push_back(body.getTerminator()->getOperand(result.resultIndex));
  llvm::DenseSet<Operation *> whole;
  if (roots.empty())
    return whole;
  llvm::DenseMap<Operation *, StepPhase> reached;
  markDependencies(body, roots, StepPhase::Optimizer, reached);
  for (auto &entry : reached)
    if (phases.lookup(entry.first) == StepPhase::Optimizer)
      whole.insert(entry.first);
  return whole;
}

StepCost zero::computeStepCost(FunctionOpInterface step,
                               const StateTable &table) {
  return computeStepCost(step, computeStepPhases(step, table));
}

StepCost
zero::computeStepCost(FunctionOpInterface step,
                      const llvm::DenseMap<Operation *, StepPhase> &phases) {
  StepCost cost;
  for (Operation &op : step.getFunctionBody().front()) {
    OpCost opCost = getOpCost(&op);
    int phase = static_cast<int>(phases.lookup(&op));
    cost.flops[phase] = llvm::SaturatingAdd(cost.flops[phase], opCost.flops);
    cost.bytes[phase] = llvm::SaturatingAdd(cost.bytes[phase], opCost.bytes);
  }
  return cost;
}

uint64_t zero::computeRecomputeFlops(FunctionOpInterface step) {
  uint64_t flops = 0;
  for (Operation &op : step.getFunctionBody().front())
    if (op.hasAttr(ZeroDialect::kRecomputeAttrName))
      flops = llvm::SaturatingAdd(flops, getOpCost(&op).flops);
  return flops;
}
