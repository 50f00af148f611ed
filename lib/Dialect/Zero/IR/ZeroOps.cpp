//===- ZeroOps.cpp - zero dialect operations ------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero;

#define GET_OP_CLASSES
#include "zero/Dialect/Zero/IR/ZeroOps.cpp.inc"

//===----------------------------------------------------------------------===//
// AnnotateOp
//===----------------------------------------------------------------------===//

LogicalResult AnnotateOp::verify() {
  return verifyStateType(getInput().getType(), [&]() { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

namespace {
/// How the leading dimension of a result relates to its input's.
enum class LeadingDim { Same, ResultIsNTimes, InputIsNTimes };
} // namespace

/// Op-local checks shared by the collectives: operand/result pairing, element
/// types, ranks and the non-leading dimensions.
static LogicalResult verifyCollectivePairs(Operation *op, ValueRange inputs,
                                           ValueRange results,
                                           LeadingDim leading) {
  if (inputs.empty())
    return op->emitOpError("needs at least one tensor");
  if (inputs.size() != results.size())
    return op->emitOpError()
           << "has " << inputs.size() << " inputs but " << results.size()
           << " results; each input yields one result";
  for (auto [index, pair] : llvm::enumerate(llvm::zip(inputs, results))) {
    auto inputType = cast<RankedTensorType>(std::get<0>(pair).getType());
    auto resultType = cast<RankedTensorType>(std::get<1>(pair).getType());
    if (inputType.getElementType() != resultType.getElementType())
      return op->emitOpError()
             << "tensor #" << index << ": element type "
             << resultType.getElementType() << " of the result differs from "
             << inputType.getElementType() << " of the input";
    if (inputType.getRank() != resultType.getRank())
      return op->emitOpError()
             << "tensor #" << index << ": result rank " << resultType.getRank()
             << " differs from input rank " << inputType.getRank();
    if (inputType.getRank() == 0 && leading != LeadingDim::Same)
      return op->emitOpError() << "tensor #" << index
                               << ": a collective cannot split a 0-d tensor";
    int64_t firstDim = leading == LeadingDim::Same ? 0 : 1;
    for (int64_t dim = firstDim; dim < inputType.getRank(); ++dim) {
      int64_t in = inputType.getDimSize(dim), out = resultType.getDimSize(dim);
      if (ShapedType::isStatic(in) && ShapedType::isStatic(out) && in != out)
        return op->emitOpError() << "tensor #" << index << ": dimension " << dim
                                 << " of the result (" << out
                                 << ") differs from the input (" << in << ")";
    }
  }
  return success();
}

/// Resolves the group size of a collective on `grid` over `axes`, reporting
/// what is wrong when it cannot.
static FailureOr<int64_t> resolveGroupSize(Operation *op,
                                           FlatSymbolRefAttr gridName,
                                           ArrayRef<int16_t> axes,
                                           SymbolTableCollection &symbolTable,
                                           bool emitErrors) {
  auto grid = shard::getGridOrNull(op, gridName, symbolTable);
  if (!grid) {
    if (emitErrors)
      op->emitOpError() << "refers to " << gridName
                        << ", which is not a 'shard.grid' in scope; declare "
                           "it, e.g. 'shard.grid "
                        << gridName << "(shape = 8)'";
    return failure();
  }
  return getGroupSize(grid, axes, [&]() -> InFlightDiagnostic {
    if (emitErrors)
      return op->emitOpError();
    return InFlightDiagnostic();
  });
}

/// Checks the leading dimensions of every pair against the group size.
static LogicalResult verifyLeadingDims(Operation *op, ValueRange inputs,
                                       ValueRange results, LeadingDim leading,
                                       int64_t groupSize) {
  if (leading == LeadingDim::Same)
    return success();
  for (auto [index, pair] : llvm::enumerate(llvm::zip(inputs, results))) {
    int64_t in =
        cast<RankedTensorType>(std::get<0>(pair).getType()).getDimSize(0);
    int64_t out =
        cast<RankedTensorType>(std::get<1>(pair).getType()).getDimSize(0);
    if (ShapedType::isDynamic(in) || ShapedType::isDynamic(out))
      continue;
    int64_t shard = leading == LeadingDim::ResultIsNTimes ? in : out;
    int64_t full = leading == LeadingDim::ResultIsNTimes ? out : in;
    // A product past 2^63 matches no dimension (and must not wrap into one).
    int64_t groupDim;
    if (__builtin_mul_overflow(shard, groupSize, &groupDim) || groupDim != full)
      return op->emitOpError()
             << "tensor #" << index << ": the full dimension 0 (" << full
             << ") must be " << groupSize
             << " (the group size) times the shard's (" << shard << ")";
  }
  return success();
}

/// The group's checks and size, shared by every collective and its start.
#define ZERO_COLLECTIVE_GROUP(OpTy, Leading)                                   \
  LogicalResult OpTy::verifySymbolUses(SymbolTableCollection &symbolTable) {   \
    FailureOr<int64_t> size =                                                  \
        resolveGroupSize(*this, getGridAttr(), getGridAxes(), symbolTable,     \
                         /*emitErrors=*/true);                                 \
    if (failed(size))                                                          \
      return failure();                                                        \
    return verifyLeadingDims(*this, getInputs(), getResults(), Leading,        \
                             *size);                                           \
  }                                                                            \
  FailureOr<int64_t> OpTy::getGroupSize(SymbolTableCollection &symbolTable) {  \
    return resolveGroupSize(*this, getGridAttr(), getGridAxes(), symbolTable,  \
                            /*emitErrors=*/false);                             \
  }

#define ZERO_COLLECTIVE_COMMON(OpTy, Leading)                                  \
  LogicalResult OpTy::verify() {                                               \
    return verifyCollectivePairs(*this, getInputs(), getResults(), Leading);   \
  }                                                                            \
  ZERO_COLLECTIVE_GROUP(OpTy, Leading)

ZERO_COLLECTIVE_COMMON(AllGatherOp, LeadingDim::ResultIsNTimes)
ZERO_COLLECTIVE_COMMON(ReduceScatterOp, LeadingDim::InputIsNTimes)
ZERO_COLLECTIVE_COMMON(AllReduceOp, LeadingDim::Same)

//===----------------------------------------------------------------------===//
// Asynchronous collectives
//===----------------------------------------------------------------------===//

/// The pairing of a start with its wait: one wait in the start's block, no
/// read of a result before it, no release of an input or a result between
/// the two.
static LogicalResult verifyAsyncStart(Operation *start, Value token,
                                      ValueRange inputs, ValueRange results) {
  if (!token.hasOneUse()) {
    auto diag = start->emitOpError()
                << "has " << std::distance(token.use_begin(), token.use_end())
                << " uses of its token; a start has exactly one zero.wait";
    for (Operation *user : token.getUsers())
      diag.attachNote(user->getLoc()) << "used here";
    return diag;
  }
  Operation *wait = *token.getUsers().begin();
  if (!isa<WaitOp>(wait))
    return start->emitOpError()
               .append("has its token used by '", wait->getName(),
                       "'; only a zero.wait may take it")
               .attachNote(wait->getLoc())
           << "used here";
  Block *block = start->getBlock();
  if (wait->getBlock() != block)
    return start->emitOpError()
               .append("is completed by a zero.wait in another block; put "
                       "the wait in the start's block")
               .attachNote(wait->getLoc())
           << "the wait";
  for (auto [index, result] : llvm::enumerate(results))
    for (Operation *user : result.getUsers()) {
      Operation *inBlock = block->findAncestorOpInBlock(*user);
      if (inBlock && inBlock != wait && wait->isBeforeInBlock(inBlock))
        continue;
      return user->emitOpError()
                 .append("uses result #", index, " of a '", start->getName(),
                         "' before its zero.wait; the result holds its value "
                         "only after the wait")
                 .attachNote(wait->getLoc())
             << "the wait";
    }
  // The buffers the runtime reads until the wait: the inputs and what they
  // are views of (a release of the unflattened gradient frees them too).
  llvm::SmallPtrSet<Value, 8> inFlight;
  for (Value input : inputs)
    for (Value value = input; value && inFlight.insert(value).second;) {
      Operation *def = value.getDefiningOp();
      value = def && isViewOp(def) && def->getNumOperands() > 0
                  ? def->getOperand(0)
                  : Value();
    }
  for (Operation *op = start->getNextNode(); op && op != wait;
       op = op->getNextNode()) {
    auto release = dyn_cast<ReleaseOp>(op);
    if (!release)
      continue;
    for (Value tensor : release.getTensors())
      if (inFlight.contains(tensor))
        return release->emitOpError()
                   .append("releases an input of a '", start->getName(),
                           "' before its zero.wait; the runtime reads it "
                           "until the wait, so release it after")
                   .attachNote(wait->getLoc())
               << "the wait";
  }
  return success();
}

#define ZERO_COLLECTIVE_START(OpTy, Leading)                                   \
  LogicalResult OpTy::verify() {                                               \
    if (failed(                                                                \
            verifyCollectivePairs(*this, getInputs(), getResults(), Leading))) \
      return failure();                                                        \
    return verifyAsyncStart(*this, getToken(), getInputs(), getResults());     \
  }                                                                            \
  ZERO_COLLECTIVE_GROUP(OpTy, Leading)

ZERO_COLLECTIVE_START(AllGatherStartOp, LeadingDim::ResultIsNTimes)
ZERO_COLLECTIVE_START(ReduceScatterStartOp, LeadingDim::InputIsNTimes)
ZERO_COLLECTIVE_START(AllReduceStartOp, LeadingDim::Same)

#undef ZERO_COLLECTIVE_START
#undef ZERO_COLLECTIVE_COMMON
#undef ZERO_COLLECTIVE_GROUP

LogicalResult WaitOp::verify() {
  Operation *start = getStart();
  if (!start ||
      !isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(start))
    return emitOpError("waits for a token that no zero.*_start in this "
                       "block returned; a token cannot cross a block or a "
                       "function boundary");
  return success();
}

//===----------------------------------------------------------------------===//
// Result names: what a reader of a sharded step should see
//===----------------------------------------------------------------------===//

/// The parameter a collective's input belongs to: a marked function argument
/// (a weight shard) or a marked gradient, looking through the reshapes and
/// padding that lay it out flat.
static std::optional<StringRef> getParamName(Value value) {
  value = stripShardLayout(value);
  // A copy between tiers, or what a collective delivered, belongs to the
  // parameter of what went in.
  if (auto transfer = value.getDefiningOp<TransferOp>())
    return getParamName(transfer.getInput());
  // A weight cast from its master copy (cast-on-gather) is the master's.
  if (auto cast = value.getDefiningOp<arith::TruncFOp>())
    return getParamName(cast.getIn());
  if (auto result = dyn_cast<OpResult>(value))
    if (isa<ReduceScatterOp, AllReduceOp, AllGatherOp, ReduceScatterStartOp,
            AllReduceStartOp, AllGatherStartOp>(result.getOwner()))
      return getParamName(
          result.getOwner()->getOperand(result.getResultNumber()));
  if (auto annotate = value.getDefiningOp<AnnotateOp>())
    return annotate.getState().getParam();
  auto argument = dyn_cast<BlockArgument>(value);
  if (!argument)
    return std::nullopt;
  auto function =
      dyn_cast<FunctionOpInterface>(argument.getOwner()->getParentOp());
  if (!function)
    return std::nullopt;
  if (auto state = function.getArgAttrOfType<StateAttr>(
          argument.getArgNumber(), ZeroDialect::kStateAttrName))
    return state.getParam();
  return std::nullopt;
}

/// Names each result after its input's parameter ("%layers.0.wq.full"), so
/// that the printed program shows which weights a gather brings in and which
/// gradients a reduction delivers.
static void nameResults(Operation *op, StringRef suffix,
                        OpAsmSetValueNameFn setNameFn) {
  for (auto [input, result] : llvm::zip(op->getOperands(), op->getResults()))
    if (std::optional<StringRef> param = getParamName(input))
      setNameFn(result, (*param + suffix).str());
}

void AnnotateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), (getState().getParam() + "." +
                          stringifyStateRole(getState().getRole()))
                             .str());
}
void AllGatherOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameResults(*this, ".full", setNameFn);
}
/// The parameter of a value the training step returns as a marked state.
static std::optional<StringRef> getReturnedParamName(Value value) {
  for (OpOperand &use : value.getUses()) {
    Operation *owner = use.getOwner();
    auto function = dyn_cast<FunctionOpInterface>(owner->getParentOp());
    if (!function || !owner->hasTrait<OpTrait::IsTerminator>())
      continue;
    if (auto state = function.getResultAttrOfType<StateAttr>(
            use.getOperandNumber(), ZeroDialect::kStateAttrName))
      return state.getParam();
  }
  return std::nullopt;
}

void TransferOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // "%layers.0.w.host": the parameter, and the tier its copy is now in. An
  // updated state on its way back is named after the result it becomes.
  std::optional<StringRef> param = getParamName(getInput());
  if (!param)
    param = getReturnedParamName(getResult());
  if (param)
    setNameFn(getResult(),
              (*param + "." + stringifyMemoryTier(getTarget())).str());
}
void ReduceScatterOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameResults(*this, ".grad_shard", setNameFn);
}
void AllReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameResults(*this, ".grad_avg", setNameFn);
}

/// The results as the synchronous op names them; the token after the
/// first tensor's parameter ("%layers.0.w.gather"), so that the wait says
/// what it completes.
static void nameAsyncResults(Operation *op, StringRef suffix,
                             StringRef tokenName, Value token,
                             OpAsmSetValueNameFn setNameFn) {
  nameResults(op, suffix, setNameFn);
  if (op->getNumOperands() == 0)
    return;
  if (std::optional<StringRef> param = getParamName(op->getOperand(0)))
    setNameFn(token, (*param + tokenName).str());
}
void AllGatherStartOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameAsyncResults(*this, ".full", ".gather", getToken(), setNameFn);
}
void ReduceScatterStartOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameAsyncResults(*this, ".grad_shard", ".reduce", getToken(), setNameFn);
}
void AllReduceStartOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameAsyncResults(*this, ".grad_avg", ".reduce", getToken(), setNameFn);
}

//===----------------------------------------------------------------------===//
// TransferOp
//===----------------------------------------------------------------------===//

LogicalResult TransferOp::verify() {
  MemoryTier source = getSource(), target = getTarget();
  if (source == target)
    return emitOpError() << "copies from " << stringifyMemoryTier(source)
                         << " to itself; a transfer moves a tensor to "
                            "another tier";
  auto distance = std::abs(static_cast<int>(source) - static_cast<int>(target));
  if (distance != 1)
    return emitOpError() << "copies from " << stringifyMemoryTier(source)
                         << " to " << stringifyMemoryTier(target)
                         << " directly; NVMe and the device are not "
                            "connected, so go through the host with two "
                            "transfers";
  return success();
}

//===----------------------------------------------------------------------===//
// ReleaseOp
//===----------------------------------------------------------------------===//

/// Whether `block` can be reached from `from` by following successors
/// (not counting `from` itself unless a path comes back to it).
static bool isBlockReachable(Block *from, Block *block) {
  SmallVector<Block *> work(from->getSuccessors().begin(),
                            from->getSuccessors().end());
  llvm::SmallPtrSet<Block *, 8> seen;
  while (!work.empty()) {
    Block *next = work.pop_back_val();
    if (next == block)
      return true;
    if (seen.insert(next).second)
      work.append(next->getSuccessors().begin(), next->getSuccessors().end());
  }
  return false;
}

/// Whether `user` may run after `release`: later in its block or in a
/// block reached from it, later in the block of an op around it (a use
/// after the `scf.if` that releases), or in another region of an op around
/// it that is not an exclusive alternative (the `do` region of an
/// `scf.while` whose `before` region releases).
static bool mayRunAfter(Operation *user, Operation *release) {
  for (Operation *anchor = release; anchor && anchor->getBlock();
       anchor = anchor->getParentOp()) {
    Block *block = anchor->getBlock();
    if (Operation *userInBlock = block->findAncestorOpInBlock(*user)) {
      if (userInBlock != anchor)
        return anchor->isBeforeInBlock(userInBlock);
      // The use is nested in `anchor`, beside the release's region.
      return anchor != release &&
             !insideMutuallyExclusiveRegions(user, release);
    }
    Region *region = block->getParent();
    if (Operation *userInRegion = region->findAncestorOpInRegion(*user))
      return isBlockReachable(block, userInRegion->getBlock());
    if (isa_and_nonnull<FunctionOpInterface>(anchor->getParentOp()))
      return false;
  }
  return false;
}

/// The first op that reads `tensor`, or a view of it (`isViewOp`, which
/// shares its buffer), and may run after `release`; null if none. `view` is
/// set to the view read, or null when the op reads `tensor` itself.
static Operation *findUseAfterRelease(Operation *release, Value tensor,
                                      Operation *&view) {
  SmallVector<std::pair<Value, Operation *>> aliases = {{tensor, nullptr}};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!aliases.empty()) {
    auto [alias, aliasView] = aliases.pop_back_val();
    for (Operation *user : alias.getUsers()) {
      if (user == release)
        continue;
      if (mayRunAfter(user, release)) {
        view = aliasView;
        return user;
      }
      if (isViewOp(user) && seen.insert(user).second)
        aliases.push_back({user->getResult(0), user});
    }
  }
  return nullptr;
}

LogicalResult ReleaseOp::verify() {
  if (getTensors().empty())
    return emitOpError("needs at least one tensor to release");
  llvm::SmallPtrSet<Value, 8> seen;
  for (auto [index, tensor] : llvm::enumerate(getTensors()))
    if (!seen.insert(tensor).second)
      return emitOpError() << "releases tensor #" << index
                           << " twice; list each tensor once";
  // A released tensor is dead: its buffer may be freed at the release, so
  // nothing that runs after it may read it.
  for (auto [index, tensor] : llvm::enumerate(getTensors())) {
    Operation *view = nullptr;
    if (Operation *user = findUseAfterRelease(getOperation(), tensor, view)) {
      InFlightDiagnostic diagnostic = emitOpError().append(
          "releases tensor #", index,
          view ? ", a view of which a later op uses"
               : ", which a later op uses",
          "; a released buffer may already be freed, so release it after its "
          "last use");
      diagnostic.attachNote(user->getLoc()) << "used here, after the release";
      if (view)
        diagnostic.attachNote(view->getLoc())
            << "the view it reads, which shares the released buffer";
      return diagnostic;
    }
    // In a loop, the release runs on every iteration: a tensor made
    // before the loop would be released again, and read after its release.
    if (auto loop = (*this)->getParentOfType<LoopLikeOpInterface>()) {
      Operation *owner = tensor.getDefiningOp();
      if (!owner)
        owner = cast<BlockArgument>(tensor).getOwner()->getParentOp();
      if (!loop->isAncestor(owner))
        return emitOpError()
                   .append("releases tensor #", index,
                           " inside a loop that does not make it: the "
                           "release runs on every iteration; release it "
                           "after the loop")
                   .attachNote(loop->getLoc())
               << "the loop";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Fused attention
//===----------------------------------------------------------------------===//

/// The dimensions of a fused attention (the layouts of `zero.attention`'s
/// description), read off its operands.
namespace {
struct AttentionDims {
  int64_t batch, queries, kvHeads, groupHeads, headDim, keys, valueDim;
};
} // namespace

/// A statically shaped tensor of floats of `rank`, or an error naming
/// `what`.
static FailureOr<RankedTensorType>
getAttentionTensor(Operation *op, Value value, int64_t rank, StringRef what) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() ||
      !isa<FloatType>(type.getElementType()) || type.getRank() != rank)
    return op->emitOpError()
           << what << " must be a statically shaped tensor "
           << "of floats of rank " << rank << ", not " << value.getType();
  return type;
}

/// The checks `zero.attention` and `zero.attention_grad` share: operand
/// layouts, `output` and `logsumexp` shapes, `scale`, `causal`, `window`.
static LogicalResult verifyAttention(Operation *op, Value query, Value key,
                                     Value value, Value output, Value logsumexp,
                                     double scale, bool causal,
                                     IntegerAttr window) {
  FailureOr<RankedTensorType> q = getAttentionTensor(op, query, 5, "query");
  if (failed(q))
    return failure();
  FailureOr<RankedTensorType> k = getAttentionTensor(op, key, 4, "key");
  if (failed(k))
    return failure();
  FailureOr<RankedTensorType> v = getAttentionTensor(op, value, 4, "value");
  if (failed(v))
    return failure();
  AttentionDims dims{q->getDimSize(0), q->getDimSize(1), q->getDimSize(2),
                     q->getDimSize(3), q->getDimSize(4), k->getDimSize(1),
                     v->getDimSize(3)};
  ArrayRef<int64_t> kShape = k->getShape(), vShape = v->getShape();
  if (kShape[0] != dims.batch || kShape[2] != dims.kvHeads ||
      kShape[3] != dims.headDim)
    return op->emitOpError()
           << "key " << *k << " must be [B, T, K, E] = [" << dims.batch
           << ", T, " << dims.kvHeads << ", " << dims.headDim << "] for query "
           << *q << " ([B, S, K, G, E])";
  if (vShape[0] != dims.batch || vShape[1] != dims.keys ||
      vShape[2] != dims.kvHeads)
    return op->emitOpError()
           << "value " << *v << " must be [B, T, K, Ev] = [" << dims.batch
           << ", " << dims.keys << ", " << dims.kvHeads << ", Ev]";
  if (!(scale > 0) || !std::isfinite(scale))
    return op->emitOpError()
           << "scale must be positive and finite, not " << scale;
  if (causal && dims.queries != dims.keys)
    return op->emitOpError()
           << "causal attention needs as many queries as keys (S == T), not "
           << dims.queries << " and " << dims.keys;
  // The window is read as signed: a negative one printed as i64 must be
  // refused, not read as a huge unsigned window.
  if (window && window.getInt() < 1)
    return op->emitOpError() << "window must be at least 1 (the query sees "
                                "itself), not "
                             << window.getInt();
  if (window && !causal)
    return op->emitOpError()
           << "window " << window.getInt()
           << " needs causal: a sliding window narrows the causal mask "
              "(query s sees keys s - window < t <= s)";
  FailureOr<RankedTensorType> o = getAttentionTensor(op, output, 5, "output");
  if (failed(o))
    return failure();
  SmallVector<int64_t> outputShape{dims.batch, dims.queries, dims.kvHeads,
                                   dims.groupHeads, dims.valueDim};
  if (o->getShape() != ArrayRef<int64_t>(outputShape))
    return op->emitOpError()
           << "output " << *o << " must be [B, S, K, G, Ev] = ["
           << llvm::join(
                  llvm::map_range(outputShape,
                                  [](int64_t d) { return std::to_string(d); }),
                  ", ")
           << "]";
  FailureOr<RankedTensorType> lse =
      getAttentionTensor(op, logsumexp, 4, "logsumexp");
  if (failed(lse))
    return failure();
  SmallVector<int64_t> lseShape{dims.batch, dims.kvHeads, dims.groupHeads,
                                dims.queries};
  if (lse->getShape() != ArrayRef<int64_t>(lseShape))
    return op->emitOpError()
           << "logsumexp " << *lse << " must be [B, K, G, S] = ["
           << llvm::join(
                  llvm::map_range(lseShape,
                                  [](int64_t d) { return std::to_string(d); }),
                  ", ")
           << "]";
  return success();
}

uint64_t zero::getCausalScorePairs(uint64_t tokens,
                                   std::optional<uint64_t> window) {
  // Both forms are a product with one even factor; halving that factor
  // first keeps the product exact up to saturation.
  auto halfProduct = [](uint64_t a, uint64_t b) {
    return a % 2 == 0 ? llvm::SaturatingMultiply(a / 2, b)
                      : llvm::SaturatingMultiply(a, b / 2);
  };
  if (!window || *window >= tokens)
    return halfProduct(tokens, tokens + 1);
  // The first W queries see 1, ..., W keys, the other S - W queries W
  // each: W(W + 1)/2 + (S - W)·W = W(2S - W + 1)/2. W < S, so 2S - W + 1
  // does not wrap for S < 2^63 (a tensor dimension).
  uint64_t w = *window;
  return halfProduct(w, 2 * tokens - w + 1);
}

/// B·K·G·S·T score pairs, or the visible ones when causal (the lower
/// triangle with the diagonal, within `window` of it where set), of a
/// verified op's `query` [B, S, K, G, E] and `key` [B, T, K, E]; saturating.
static uint64_t countScorePairs(Value query, Value key, bool causal,
                                std::optional<uint64_t> window) {
  ArrayRef<int64_t> q = cast<ShapedType>(query.getType()).getShape();
  auto queries = static_cast<uint64_t>(q[1]);
  auto keys =
      static_cast<uint64_t>(cast<ShapedType>(key.getType()).getDimSize(1));
  uint64_t pairs = causal ? getCausalScorePairs(queries, window)
                          : llvm::SaturatingMultiply(queries, keys);
  for (int64_t factor : {q[0], q[2], q[3]})
    pairs = llvm::SaturatingMultiply(pairs, static_cast<uint64_t>(factor));
  return pairs;
}

LogicalResult AttentionOp::verify() {
  return verifyAttention(*this, getQuery(), getKey(), getValue(), getOutput(),
                         getLogsumexp(), getScale().convertToDouble(),
                         getCausal(), getWindowAttr());
}

uint64_t AttentionOp::getNumScorePairs() {
  return countScorePairs(getQuery(), getKey(), getCausal(), getWindow());
}

LogicalResult AttentionGradOp::verify() {
  if (failed(verifyAttention(
          *this, getQuery(), getKey(), getValue(), getOutput(), getLogsumexp(),
          getScale().convertToDouble(), getCausal(), getWindowAttr())))
    return failure();
  auto sameShape = [&](Value of, Value as, StringRef ofName,
                       StringRef asName) -> LogicalResult {
    auto ofType = cast<ShapedType>(of.getType());
    auto asType = cast<ShapedType>(as.getType());
    if (!isa<FloatType>(ofType.getElementType()) ||
        ofType.getShape() != asType.getShape())
      return emitOpError() << ofName << " " << of.getType()
                           << " must be a tensor of floats shaped like "
                           << asName << " " << as.getType();
    return success();
  };
  if (failed(
          sameShape(getOutputGrad(), getOutput(), "output_grad", "output")) ||
      failed(sameShape(getQueryGrad(), getQuery(), "query_grad", "query")) ||
      failed(sameShape(getKeyGrad(), getKey(), "key_grad", "key")) ||
      failed(sameShape(getValueGrad(), getValue(), "value_grad", "value")))
    return failure();
  return success();
}

uint64_t AttentionGradOp::getNumScorePairs() {
  return countScorePairs(getQuery(), getKey(), getCausal(), getWindow());
}
