//===- LlamaLayers.cpp - Llama blocks, forward and backward ---------------===//
//
// Every backward formula below is derived in the comment above it; a later
// check compares the whole step against finite differences, so the
// derivations matter more than the code's brevity.
//
//===----------------------------------------------------------------------===//

#include "LlamaLayers.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Import/AttentionMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::import;

/// Scalar helpers for the bodies that index or compare.
static Value indexToF32(BodyContext &c, Value index) {
  Value i64 = arith::IndexCastOp::create(c.b, c.loc, c.b.getI64Type(), index);
  return arith::SIToFPOp::create(c.b, c.loc, c.b.getF32Type(), i64);
}

static Value toIndex(OpBuilder &b, Location loc, Value integer) {
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), integer);
}

//===----------------------------------------------------------------------===//
// Embedding
//===----------------------------------------------------------------------===//

Value LlamaLayers::embed(Value ids, Value table) {
  // x[b, s, d] = table[ids[b, s], d]: a gather, read inside the body.
  // A bf16 row element is stored as it is read.
  return l.map("bs->bsd", {ids}, getActivationType(),
               [&](BodyContext &c) {
                 Value row = toIndex(c.b, c.loc, c.args[0]);
                 Value element = tensor::ExtractOp::create(
                     c.b, c.loc, table, ValueRange{row, c.index('d')});
                 return c.f32(element);
               },
               {{'d', config.hiddenSize}});
}

Value LlamaLayers::embedBackward(Value ids, Value dx, Value init) {
  // dTable[v, :] = sum over tokens with id v of dx[token, :]. A loop over
  // the tokens adds each row into the row of its id; unlike a one-hot
  // matmul it costs O(tokens * d), not O(tokens * vocab * d).
  OpBuilder &b = l.getBuilder();
  Location loc = l.getLoc();
  int64_t tokens = options.batch * options.seq, d = config.hiddenSize;
  Value flatIds = l.collapse(ids, {{0, 1}});
  Value flatDx = l.collapse(dx, {{0, 1}, {2}});
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value count = arith::ConstantIndexOp::create(b, loc, tokens);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, ValueRange{init},
      [&](OpBuilder &nested, Location nestedLoc, Value token,
          ValueRange iterArgs) {
        LinalgBuilder inner(nested, nestedLoc);
        SmallVector<OpFoldResult> rowSize = {nested.getIndexAttr(1),
                                             nested.getIndexAttr(d)};
        SmallVector<OpFoldResult> unitStrides = {nested.getIndexAttr(1),
                                                 nested.getIndexAttr(1)};
        Value id = toIndex(
            nested, nestedLoc,
            tensor::ExtractOp::create(nested, nestedLoc, flatIds, token));
        auto rowType = RankedTensorType::get({1, d}, nested.getF32Type());
        auto gradRowType = RankedTensorType::get(
            {1, d}, getElementTypeOrSelf(flatDx.getType()));
        Value gradRow = tensor::ExtractSliceOp::create(
            nested, nestedLoc, gradRowType, flatDx,
            ArrayRef<OpFoldResult>{token, nested.getIndexAttr(0)}, rowSize,
            unitStrides);
        Value accumulated = iterArgs[0];
        SmallVector<OpFoldResult> target = {id, nested.getIndexAttr(0)};
        Value tableRow = tensor::ExtractSliceOp::create(
            nested, nestedLoc, rowType, accumulated, target, rowSize,
            unitStrides);
        Value sum = inner.add(tableRow, gradRow);
        Value updated = tensor::InsertSliceOp::create(
            nested, nestedLoc, sum, accumulated, target, rowSize, unitStrides);
        scf::YieldOp::create(nested, nestedLoc, updated);
      });
  return loop.getResult(0);
}

//===----------------------------------------------------------------------===//
// RMSNorm
//===----------------------------------------------------------------------===//

/// The normalized width of an RMSNorm input (hidden, or a DeepSeek latent).
static double inverseNormWidth(Value x) {
  return 1.0 / static_cast<double>(cast<ShapedType>(x.getType()).getDimSize(2));
}

Value LlamaLayers::rmsNorm(Value x, Value weight, RmsNormSaved &saved) {
  double inverseWidth = inverseNormWidth(x), eps = config.rmsNormEps;
  Value sumOfSquares = l.reduce("bsd->bs", {x}, 0.0, [](BodyContext &c) {
    return c.add(c.args[1], c.mul(c.args[0], c.args[0]));
  });
  saved.rstd = l.map("bs->bs", {sumOfSquares}, l.f32(), [&](BodyContext &c) {
    Value meanSquare = c.mul(c.args[0], c.constant(inverseWidth));
    return math::RsqrtOp::create(c.b, c.loc,
                                 c.add(meanSquare, c.constant(eps)));
  });
  SmallVector<Value> results =
      l.mapMulti("bsd,bs,d->bsd", {x, saved.rstd, weight},
                 {getActivationType(), getActivationType()},
                 [](BodyContext &c) -> SmallVector<Value> {
                   Value normalized = c.mul(c.args[0], c.args[1]);
                   return {normalized, c.mul(normalized, c.args[2])};
                 });
  saved.normalized = results[0];
  return results[1];
}

// With n = x * r, r = (mean(x^2) + eps)^-1/2 and y = w * n:
//   dw[d]  = sum_{b,s} dy * n
//   dn     = dy * w
//   dr/dx_j = -r^3 x_j / D, so
//   dx_j   = r dn_j - r^3 x_j / D * sum_i dn_i x_i
//          = r (dn_j - n_j * (sum_i dn_i n_i) / D).
Value LlamaLayers::rmsNormBackward(const RmsNormSaved &saved, Value weight,
                                   Value dy, Value residualGrad,
                                   Value &dweight) {
  double inverseWidth = inverseNormWidth(saved.normalized);
  dweight =
      l.reduce("bsd,bsd->d", {dy, saved.normalized}, 0.0, [](BodyContext &c) {
        return c.add(c.args[2], c.mul(c.args[0], c.args[1]));
      });
  Value dot = l.reduce("bsd,bsd,d->bs", {dy, saved.normalized, weight}, 0.0,
                       [](BodyContext &c) {
                         Value dn = c.mul(c.args[0], c.args[2]);
                         return c.add(c.args[3], c.mul(dn, c.args[1]));
                       });
  SmallVector<Value> inputs = {dy, saved.normalized, weight, saved.rstd, dot};
  std::string spec = "bsd,bsd,d,bs,bs";
  if (residualGrad) {
    inputs.push_back(residualGrad);
    spec += ",bsd";
  }
  return l.map(
      spec + "->bsd", inputs, getActivationType(), [&](BodyContext &c) {
        Value dn = c.mul(c.args[0], c.args[2]);
        Value meanDot = c.mul(c.args[4], c.constant(inverseWidth));
        Value dx = c.mul(c.args[3], c.sub(dn, c.mul(c.args[1], meanDot)));
        return residualGrad ? c.add(c.args[5], dx) : dx;
      });
}

//===----------------------------------------------------------------------===//
// RoPE
//===----------------------------------------------------------------------===//

void LlamaLayers::buildRopeTables() {
  // angle[s, e] = s * invFreq[e mod E/2] (transformers concatenates the
  // frequencies with themselves). The E frequencies are a small constant.
  // DeepSeek's interleaved RoPE rotates pairs (2i, 2i + 1) instead, so
  // dimension e has frequency e / 2.
  SmallVector<double> halves = config.ropeInverseFrequencies();
  bool interleave = config.isDeepSeek && config.deepSeek.ropeInterleave;
  SmallVector<float> frequencies;
  for (int64_t e = 0; e < config.headDim; ++e)
    frequencies.push_back(static_cast<float>(
        halves[interleave ? e / 2 : e % static_cast<int64_t>(halves.size())]));
  // YaRN scales cos and sin by its attention factor.
  double factor = config.ropeScaling.attentionFactor;
  OpBuilder &b = l.getBuilder();
  auto type = RankedTensorType::get({config.headDim}, b.getF32Type());
  Value table = arith::ConstantOp::create(
      b, l.getLoc(), DenseElementsAttr::get(type, ArrayRef(frequencies)));
  SmallVector<Value> tables = l.mapMulti(
      "e->se", {table}, {l.f32(), l.f32()},
      [&](BodyContext &c) -> SmallVector<Value> {
        Value angle = c.mul(indexToF32(c, c.index('s')), c.args[0]);
        Value cos = math::CosOp::create(c.b, c.loc, angle);
        Value sin = math::SinOp::create(c.b, c.loc, angle);
        if (factor == 1.0)
          return {cos, sin};
        return {c.mul(cos, c.constant(factor)), c.mul(sin, c.constant(factor))};
      },
      {{'s', options.seq}});
  ropeCos = tables[0];
  ropeSin = tables[1];
}

// transformers: y = x * cos + rotate_half(x) * sin, rotate_half(x) =
// concat(-x2, x1). Element e pairs with its partner p = e +- E/2:
//   y[e] = x[e] cos[e] + sign(e) x[p] sin[e],  sign = -1 for e < E/2.
// The map is a rotation by the angle in each (e, p) plane; its transpose is
// the rotation by minus the angle, so dx = rope(dy) with the sign flipped.
Value LlamaLayers::rope(Value x, bool inverse) {
  auto type = cast<RankedTensorType>(x.getType());
  // Positions are dimension 1 and head dimensions the last one.
  std::string letters = type.getRank() == 5 ? "bskge" : "bske";
  int64_t half = config.headDim / 2;
  return l.map(
      letters + ",se,se->" + letters, {x, ropeCos, ropeSin},
      getActivationType(), [&](BodyContext &c) {
        Value e = c.index('e');
        Value halfIndex = arith::ConstantIndexOp::create(c.b, c.loc, half);
        Value firstHalf = compare(c, arith::CmpIPredicate::ult, e, halfIndex);
        Value partnerIndex = select(
            c, firstHalf, arith::AddIOp::create(c.b, c.loc, e, halfIndex),
            arith::SubIOp::create(c.b, c.loc, e, halfIndex));
        SmallVector<Value> indices;
        for (char letter : letters)
          indices.push_back(letter == 'e' ? partnerIndex : c.index(letter));
        // Read inside the body, so widened here, not by `BodyArgs`.
        Value partner =
            c.f32(tensor::ExtractOp::create(c.b, c.loc, x, indices));
        // The first half rotates towards -partner.
        bool negateFirstHalf = !inverse;
        Value signedPartner =
            negateFirstHalf ? select(c, firstHalf, c.neg(partner), partner)
                            : select(c, firstHalf, partner, c.neg(partner));
        return c.add(c.mul(c.args[0], c.args[1]),
                     c.mul(signedPartner, c.args[2]));
      });
}

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

Value LlamaLayers::attention(Value x, const AttentionWeights &w, Value residual,
                             AttentionSaved &saved) {
  int64_t b = options.batch, s = options.seq, kv = config.numKVHeads,
          group = config.numHeads / config.numKVHeads, e = config.headDim;
  double scale = 1.0 / std::sqrt(static_cast<double>(e));
  Type act = getActivationType();
  saved.input = x;
  // Query head h = kv * group + g shares key/value head kv (transformers'
  // `repeat_kv`), so splitting n into (k, g, e) lines the heads up without
  // copying keys and values.
  // Every projection is stored in the activation type (RoPE then reads q
  // and k in it, as transformers does).
  Value q = l.expand(project(x, w.q, w.qBias), {b, s, kv, group, e},
                     {{0}, {1}, {2, 3, 4}});
  Value k =
      l.expand(project(x, w.k, w.kBias), {b, s, kv, e}, {{0}, {1}, {2, 3}});
  saved.values =
      l.expand(project(x, w.v, w.vBias), {b, s, kv, e}, {{0}, {1}, {2, 3}});
  // Qwen3 normalizes each head of q and k before RoPE.
  if (w.qNorm) {
    q = headNorm(q, w.qNorm, saved.qNorm);
    k = headNorm(k, w.kNorm, saved.kNorm);
  }
  saved.queries = rope(q, /*inverse=*/false);
  saved.keys = rope(k, /*inverse=*/false);

  Value context;
  if (options.attention == AttentionKind::Fused) {
    AttentionOp op = createAttention(
        RankedTensorType::get({b, s, kv, group, e}, act), saved.queries,
        saved.keys, saved.values, scale, config.attentionWindow);
    saved.output = op.getOutput();
    saved.logsumexp = op.getLogsumexp();
    context = saved.output;
  } else {
    context = eagerAttentionCore(saved, config.attentionWindow);
  }
  saved.context = l.collapse(context, {{0}, {1}, {2, 3, 4}});
  return l.contract("bsn,dn->bsd", saved.context, w.o, residual);
}

Value LlamaLayers::project(Value x, Value weight, Value bias) {
  Type act = getActivationType();
  if (!bias)
    return l.contract("bsd,nd->bsn", x, weight, Value(), act);
  // The bias is added to the f32 sum, which is stored once.
  return l.map("bsn,n->bsn", {l.contract("bsd,nd->bsn", x, weight), bias}, act,
               [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
}

/// The groups that flatten `[b, s, k, (g,) e]` to `[b, s*k*(g), e]`.
static SmallVector<ReassociationIndices> headGroups(Value x) {
  int64_t rank = cast<ShapedType>(x.getType()).getRank();
  SmallVector<ReassociationIndices> groups = {{0}, {}, {rank - 1}};
  for (int64_t i = 1; i < rank - 1; ++i)
    groups[1].push_back(i);
  return groups;
}

// RMSNorm over the last dimension only, so the heads flattened into the
// sequence are rows of `rmsNorm` (which normalizes over dimension 2).
Value LlamaLayers::headNorm(Value x, Value weight, RmsNormSaved &saved) {
  SmallVector<ReassociationIndices> groups = headGroups(x);
  Value normalized = rmsNorm(l.collapse(x, groups), weight, saved);
  return l.expand(normalized, cast<ShapedType>(x.getType()).getShape(), groups);
}

Value LlamaLayers::headNormBackward(const RmsNormSaved &saved, Value weight,
                                    Value dy, Value &dweight) {
  SmallVector<ReassociationIndices> groups = headGroups(dy);
  Value dx =
      rmsNormBackward(saved, weight, l.collapse(dy, groups), Value(), dweight);
  return l.expand(dx, cast<ShapedType>(dy.getType()).getShape(), groups);
}

Value LlamaLayers::eagerAttentionCore(AttentionSaved &saved,
                                      std::optional<int64_t> window) {
  double scale = 1.0 / std::sqrt(static_cast<double>(config.headDim));
  Type act = getActivationType();
  SoftmaxAttention forward =
      buildSoftmaxAttention(l, saved.queries, saved.keys, saved.values, scale,
                            /*causal=*/true, window, act, act);
  saved.probs = forward.probs;
  return forward.output;
}

// The window attribute is left out where there is none, so that a step
// without one prints as before.
static IntegerAttr getWindowAttr(OpBuilder &builder,
                                 std::optional<int64_t> window) {
  return window ? builder.getI64IntegerAttr(*window) : IntegerAttr();
}

zero::AttentionOp LlamaLayers::createAttention(RankedTensorType outputType,
                                               Value queries, Value keys,
                                               Value values, double scale,
                                               std::optional<int64_t> window) {
  OpBuilder &builder = l.getBuilder();
  auto queryType = cast<RankedTensorType>(queries.getType());
  // The log-sum-exp is [b, k, g, s] of the query [b, s, k, g, e].
  ArrayRef<int64_t> q = queryType.getShape();
  auto logsumexpType = RankedTensorType::get({q[0], q[2], q[3], q[1]}, l.f32());
  return AttentionOp::create(
      builder, l.getLoc(), outputType, logsumexpType, queries, keys, values,
      builder.getF64FloatAttr(scale), builder.getUnitAttr(),
      getWindowAttr(builder, window));
}

// The projections' backward around the attention core: the core's
// gradients are `zero.attention_grad`'s (fused) or
// `eagerAttentionCoreBackward`'s. q and k are post-RoPE; the inverse
// rotation maps their gradients back.
zero::AttentionGradOp
LlamaLayers::createAttentionGrad(Value queries, Value keys, Value values,
                                 Value output, Value logsumexp, Value dOutput,
                                 double scale, std::optional<int64_t> window) {
  OpBuilder &builder = l.getBuilder();
  return AttentionGradOp::create(
      builder, l.getLoc(),
      TypeRange{queries.getType(), keys.getType(), values.getType()}, queries,
      keys, values, builder.getF64FloatAttr(scale), builder.getUnitAttr(),
      getWindowAttr(builder, window), output, logsumexp, dOutput);
}

Value LlamaLayers::attentionBackward(const AttentionSaved &saved,
                                     const AttentionWeights &w, Value dOut,
                                     AttentionGrads &grads) {
  int64_t b = options.batch, s = options.seq, kv = config.numKVHeads,
          group = config.numHeads / config.numKVHeads, e = config.headDim;
  double scale = 1.0 / std::sqrt(static_cast<double>(e));
  Type act = getActivationType();
  // Weight gradients are f32 sums (TrainStepBuilder::setGrad stores them);
  // dProbs stays f32 for the two generics that read it at once.
  grads.o = l.contract("bsd,bsn->dn", dOut, saved.context);
  Value dContext = l.expand(l.contract("bsd,dn->bsn", dOut, w.o, Value(), act),
                            {b, s, kv, group, e}, {{0}, {1}, {2, 3, 4}});
  Value dQueries, dKeys, dValues;
  if (options.attention == AttentionKind::Fused) {
    AttentionGradOp op = createAttentionGrad(
        saved.queries, saved.keys, saved.values, saved.output, saved.logsumexp,
        dContext, scale, config.attentionWindow);
    dQueries = rope(op.getQueryGrad(), /*inverse=*/true);
    dKeys = rope(op.getKeyGrad(), /*inverse=*/true);
    dValues = op.getValueGrad();
  } else {
    eagerAttentionCoreBackward(saved.queries, saved.keys, saved.values,
                               saved.probs, scale, dContext, dQueries, dKeys,
                               dValues);
    dQueries = rope(dQueries, /*inverse=*/true);
    dKeys = rope(dKeys, /*inverse=*/true);
  }
  // Qwen3: back through each head's RMSNorm, which the forward applied
  // before RoPE.
  if (w.qNorm) {
    dQueries = headNormBackward(saved.qNorm, w.qNorm, dQueries, grads.qNorm);
    dKeys = headNormBackward(saved.kNorm, w.kNorm, dKeys, grads.kNorm);
  }
  Value dq = l.collapse(dQueries, {{0}, {1}, {2, 3, 4}});
  Value dk = l.collapse(dKeys, {{0}, {1}, {2, 3}});
  Value dv = l.collapse(dValues, {{0}, {1}, {2, 3}});
  // A bias's gradient is its output's, summed over the tokens.
  if (w.qBias) {
    grads.qBias = l.sum("bsn->n", dq);
    grads.kBias = l.sum("bsn->n", dk);
    grads.vBias = l.sum("bsn->n", dv);
  }
  grads.q = l.contract("bsn,bsd->nd", dq, saved.input);
  grads.k = l.contract("bsn,bsd->nd", dk, saved.input);
  grads.v = l.contract("bsn,bsd->nd", dv, saved.input);
  // The three products accumulate in f32; only their sum is stored.
  Value dx = l.contract("bsn,nd->bsd", dq, w.q);
  dx = l.contract("bsn,nd->bsd", dk, w.k, dx);
  return l.contract("bsn,nd->bsd", dv, w.v, dx, act);
}

// With scores z = scale * q.k, p = softmax_t(z) (masked), c = p @ v:
//   dp[s,t] = dc[s] . v[t],   dv[t] = sum_{g,s} p[s,t] dc[s]
//   dz      = p * (dp - sum_t dp * p)          (softmax; 0 where masked)
//   dq[s]   = scale * sum_t dz[s,t] k[t],  dk[t] = scale * sum_{g,s} dz q[s]
// Sums over g add the gradients of the query heads that share a KV head.
void LlamaLayers::eagerAttentionCoreBackward(Value queries, Value keys,
                                             Value values, Value probs,
                                             double scale, Value dContext,
                                             Value &dQueries, Value &dKeys,
                                             Value &dValues) {
  Type act = getActivationType();
  Value dProbs = l.contract("bskgv,btkv->bkgst", dContext, values);
  dValues = l.contract("bkgst,bskgv->btkv", probs, dContext, Value(), act);
  Value rowDot =
      l.reduce("bkgst,bkgst->bkgs", {dProbs, probs}, 0.0, [](BodyContext &c) {
        return c.add(c.args[2], c.mul(c.args[0], c.args[1]));
      });
  Value dScores = l.map("bkgst,bkgst,bkgs->bkgst", {probs, dProbs, rowDot}, act,
                        [&](BodyContext &c) {
                          Value dz =
                              c.mul(c.args[0], c.sub(c.args[1], c.args[2]));
                          return c.mul(dz, c.constant(scale));
                        });
  dQueries = l.contract("bkgst,btke->bskge", dScores, keys);
  dKeys = l.contract("bkgst,bskge->btke", dScores, queries);
}

//===----------------------------------------------------------------------===//
// SwiGLU MLP
//===----------------------------------------------------------------------===//

Value LlamaLayers::mlp(Value x, const MlpWeights &w, Value residual,
                       MlpSaved &saved) {
  Type act = getActivationType();
  saved.input = x;
  saved.gate = l.contract("bsd,fd->bsf", x, w.gate, Value(), act);
  saved.up = l.contract("bsd,fd->bsf", x, w.up, Value(), act);
  saved.hidden =
      l.map("bsf,bsf->bsf", {saved.gate, saved.up}, act, [](BodyContext &c) {
        Value silu = c.mul(c.args[0], c.sigmoid(c.args[0]));
        return c.mul(silu, c.args[1]);
      });
  return l.contract("bsf,df->bsd", saved.hidden, w.down, residual);
}

// h = silu(a) * u with silu(a) = a sig(a) and
// silu'(a) = sig(a) (1 + a (1 - sig(a))):
//   da = dh * u * silu'(a),  du = dh * silu(a).
Value LlamaLayers::mlpBackward(const MlpSaved &saved, const MlpWeights &w,
                               Value dOut, MlpGrads &grads) {
  Type act = getActivationType();
  grads.down = l.contract("bsd,bsf->df", dOut, saved.hidden);
  // dHidden stays f32 for the generic that reads it at once.
  Value dHidden = l.contract("bsd,df->bsf", dOut, w.down);
  SmallVector<Value> dGateUp = l.mapMulti(
      "bsf,bsf,bsf->bsf", {dHidden, saved.gate, saved.up}, {act, act},
      [](BodyContext &c) -> SmallVector<Value> {
        Value dh = c.args[0], a = c.args[1], u = c.args[2];
        Value sig = c.sigmoid(a);
        Value one = c.constant(1.0);
        Value dSilu = c.mul(sig, c.add(one, c.mul(a, c.sub(one, sig))));
        return {c.mul(c.mul(dh, u), dSilu), c.mul(dh, c.mul(a, sig))};
      });
  grads.gate = l.contract("bsf,bsd->fd", dGateUp[0], saved.input);
  grads.up = l.contract("bsf,bsd->fd", dGateUp[1], saved.input);
  Value dx = l.contract("bsf,fd->bsd", dGateUp[0], w.gate);
  return l.contract("bsf,fd->bsd", dGateUp[1], w.up, dx, act);
}

//===----------------------------------------------------------------------===//
// Loss
//===----------------------------------------------------------------------===//

// loss = mean over tokens of logsumexp(z) - z[target];
// dz = (softmax(z) - onehot(target)) / tokens, each times the weight, 0 at
// positions past the bound. The row statistics and the
// loss are f32 whatever the logits' type; dz has the logits' type.
Value LlamaLayers::crossEntropy(Value logits, Value targets, Value &dlogits,
                                double weight, int64_t positions) {
  double inverseTokens =
      weight / static_cast<double>(options.batch * options.seq);
  // Whether position s has a target, with a bound only: without one the
  // IR is the plain loss's.
  auto counts = [&](BodyContext &c) {
    Value bound = arith::ConstantIndexOp::create(c.b, c.loc, positions);
    return compare(c, arith::CmpIPredicate::slt, c.index('s'), bound);
  };
  auto isTarget = [&](BodyContext &c, Value target) {
    Value match = compare(c, arith::CmpIPredicate::eq, c.index('v'),
                          toIndex(c.b, c.loc, target));
    if (positions < 0)
      return match;
    return Value(arith::AndIOp::create(c.b, c.loc, match, counts(c)));
  };
  Value rowMax = l.max("bsv->bs", logits);
  Value sumExp =
      l.reduce("bsv,bs->bs", {logits, rowMax}, 0.0, [](BodyContext &c) {
        return c.add(c.args[2], c.exp(c.sub(c.args[0], c.args[1])));
      });
  Value targetLogit =
      l.reduce("bsv,bs->bs", {logits, targets}, 0.0, [&](BodyContext &c) {
        return select(c, isTarget(c, c.args[1]), c.add(c.args[2], c.args[0]),
                      c.args[2]);
      });
  Value logSumExp =
      l.map("bs,bs->bs", {sumExp, rowMax}, l.f32(), [](BodyContext &c) {
        return c.add(math::LogOp::create(c.b, c.loc, c.args[0]), c.args[1]);
      });
  Value loss =
      l.reduce("bs,bs->", {logSumExp, targetLogit}, 0.0, [&](BodyContext &c) {
        Value term = c.sub(c.args[0], c.args[1]);
        Value sum = c.add(c.args[2], c.mul(term, c.constant(inverseTokens)));
        return positions < 0 ? sum : select(c, counts(c), sum, c.args[2]);
      });
  if (options.crossEntropy == CrossEntropyKind::Eager) {
    // log_softmax's output, kept (f32, as log_softmax computes on the f32
    // logits) for its backward; nll_loss's dense gradient -onehot / tokens;
    // log_softmax's backward g - exp(logprobs) · Σ_v g. The loss is the
    // same -logprobs[target] / tokens summed.
    Value logProbs =
        l.map("bsv,bs->bsv", {logits, logSumExp}, l.f32(),
              [](BodyContext &c) { return c.sub(c.args[0], c.args[1]); });
    int64_t vocab = cast<ShapedType>(logits.getType()).getDimSize(2);
    Value nllGrad =
        l.map("bs->bsv", {targets}, l.f32(),
              [&](BodyContext &c) {
                return select(c, isTarget(c, c.args[0]),
                              c.constant(-inverseTokens), c.constant(0.0));
              },
              {{'v', vocab}});
    Value nllGradSum = l.sum("bsv->bs", nllGrad);
    dlogits =
        l.map("bsv,bsv,bs->bsv", {nllGrad, logProbs, nllGradSum},
              getElementTypeOrSelf(logits.getType()), [](BodyContext &c) {
                return c.sub(c.args[0], c.mul(c.exp(c.args[1]), c.args[2]));
              });
    return loss;
  }
  dlogits = l.map(
      "bsv,bs,bs->bsv", {logits, logSumExp, targets},
      getElementTypeOrSelf(logits.getType()), [&](BodyContext &c) {
        Value p = c.exp(c.sub(c.args[0], c.args[1]));
        Value onehot =
            select(c, isTarget(c, c.args[2]), c.constant(1.0), c.constant(0.0));
        Value grad = c.mul(c.sub(p, onehot), c.constant(inverseTokens));
        return positions < 0 ? grad
                             : select(c, counts(c), grad, c.constant(0.0));
      });
  return loss;
}
