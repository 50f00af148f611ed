//===- LatentAttention.cpp - DeepSeek-V3's attention, forward and backward ===//
//
// Multi-head latent attention as transformers' `DeepseekV3Attention`
// computes it. Queries come from a low-rank projection (q_a_proj, RMSNorm,
// q_b_proj) or from q_proj; keys and values from one shared latent
// (kv_a_proj_with_mqa's first kv_lora_rank outputs, RMSNorm, kv_b_proj),
// except the RoPE part of the key, k_pe, which kv_a_proj_with_mqa's last
// qk_rope_head_dim outputs give once for all heads. Per head
//   q = [q_nope, rope(q_pe)],  k = [k_nope, rope(k_pe)],  v,
// with E = qk_nope_head_dim + qk_rope_head_dim and Ev = v_head_dim; the
// attention core is the fused `zero.attention` (E != Ev is allowed) or the
// eager one, with G = 1 query head per key/value head.
//
//===----------------------------------------------------------------------===//

#include "LlamaLayers.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Import/AttentionMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::import;

/// `dest` with `x` written at `offset` of the last dimension.
static Value insertLast(LinalgBuilder &l, Value x, Value dest, int64_t offset) {
  OpBuilder &b = l.getBuilder();
  auto type = cast<RankedTensorType>(x.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)), sizes,
      strides(type.getRank(), b.getIndexAttr(1));
  offsets.back() = b.getIndexAttr(offset);
  for (int64_t dim : type.getShape())
    sizes.push_back(b.getIndexAttr(dim));
  // The destination may be wider (f32) than the piece (bf16).
  Type element = getElementTypeOrSelf(dest.getType());
  if (getElementTypeOrSelf(x.getType()) != element)
    x = l.convert(x, element);
  return tensor::InsertSliceOp::create(b, l.getLoc(), x, dest, offsets, sizes,
                                       strides);
}

/// [a, b] along the last dimension, in `elementType`.
static Value concatLast(LinalgBuilder &l, Value a, Value b, Type elementType) {
  auto type = cast<RankedTensorType>(a.getType());
  SmallVector<int64_t> shape(type.getShape());
  int64_t first = shape.back();
  shape.back() += cast<RankedTensorType>(b.getType()).getShape().back();
  Value dest = l.zeros(shape, elementType);
  return insertLast(l, b, insertLast(l, a, dest, 0), first);
}

double LlamaLayers::latentScale() const {
  // DeepSeek's scale: E^-1/2, times mscale(all_dim)^2 under YaRN.
  return config.ropeScaling.softmaxFactor /
         std::sqrt(static_cast<double>(config.deepSeek.qkHeadDim()));
}

// With j = e - offset and the pair (j, p) (p = j ^ 1 interleaved, j +- E/2
// otherwise), y[j] = x[j] cos[j] + sign(j) x[p] sin[j] with sign -1 for the
// pair's first element: a rotation in each pair's plane, whose transpose
// (the inverse) flips the sign. The tables are laid out to match
// (`buildRopeTables`).
Value LlamaLayers::latentRope(Value x, int64_t offset, bool inverse) {
  auto type = cast<RankedTensorType>(x.getType());
  std::string letters = type.getRank() == 4 ? "bshe" : "bse";
  int64_t half = config.headDim / 2;
  bool interleave = config.deepSeek.ropeInterleave;
  return l.map(
      letters + "->" + letters, {x}, getActivationType(), [&](BodyContext &c) {
        auto index = [&](int64_t value) -> Value {
          return arith::ConstantIndexOp::create(c.b, c.loc, value);
        };
        Value e = c.index('e');
        Value isRope = arith::CmpIOp::create(
            c.b, c.loc, arith::CmpIPredicate::uge, e, index(offset));
        // j, clamped to 0 where e passes through so that every
        // read is in bounds.
        Value j = arith::SelectOp::create(
            c.b, c.loc, isRope,
            arith::SubIOp::create(c.b, c.loc, e, index(offset)), index(0));
        Value first, partner;
        if (interleave) {
          Value odd = arith::RemUIOp::create(c.b, c.loc, j, index(2));
          first = arith::CmpIOp::create(c.b, c.loc, arith::CmpIPredicate::eq,
                                        odd, index(0));
          partner = arith::SelectOp::create(
              c.b, c.loc, first, arith::AddIOp::create(c.b, c.loc, j, index(1)),
              arith::SubIOp::create(c.b, c.loc, j, index(1)));
        } else {
          first = arith::CmpIOp::create(c.b, c.loc, arith::CmpIPredicate::ult,
                                        j, index(half));
          partner = arith::SelectOp::create(
              c.b, c.loc, first,
              arith::AddIOp::create(c.b, c.loc, j, index(half)),
              arith::SubIOp::create(c.b, c.loc, j, index(half)));
        }
        SmallVector<Value> indices;
        for (char letter : letters)
          indices.push_back(
              letter == 'e'
                  ? arith::AddIOp::create(c.b, c.loc, partner, index(offset))
                  : c.index(letter));
        Value other = c.f32(tensor::ExtractOp::create(c.b, c.loc, x, indices));
        Value cos = tensor::ExtractOp::create(c.b, c.loc, ropeCos,
                                              ValueRange{c.index('s'), j});
        Value sin = tensor::ExtractOp::create(c.b, c.loc, ropeSin,
                                              ValueRange{c.index('s'), j});
        Value negated = c.neg(other);
        Value signedOther =
            inverse
                ? arith::SelectOp::create(c.b, c.loc, first, other, negated)
                : arith::SelectOp::create(c.b, c.loc, first, negated, other);
        Value rotated = c.add(c.mul(c.args[0], cos), c.mul(signedOther, sin));
        return arith::SelectOp::create(c.b, c.loc, isRope, rotated, c.args[0]);
      });
}

Value LlamaLayers::latentAttention(Value x, const LatentAttentionWeights &w,
                                   Value residual,
                                   LatentAttentionSaved &saved) {
  const DeepSeekConfig &ds = config.deepSeek;
  int64_t b = options.batch, s = options.seq, h = config.numHeads,
          nope = ds.qkNopeHeadDim, ropeDim = ds.qkRopeHeadDim,
          e = ds.qkHeadDim(), ev = ds.vHeadDim, rank = ds.kvLoraRank;
  Type act = getActivationType();
  saved.input = x;
  Value q;
  if (w.qa) {
    Value qa = l.contract("bsd,rd->bsr", x, w.qa, Value(), act);
    saved.qaNormOutput = rmsNorm(qa, w.qaNorm, saved.qaNorm);
    q = l.contract("bsr,nr->bsn", saved.qaNormOutput, w.qb, Value(), act);
  } else {
    q = l.contract("bsd,nd->bsn", x, w.qb, Value(), act);
  }
  q = l.expand(q, {b, s, h, e}, {{0}, {1}, {2, 3}});
  saved.queries = l.expand(latentRope(q, nope, /*inverse=*/false),
                           {b, s, h, 1, e}, {{0}, {1}, {2}, {3, 4}});

  Value compressed = l.contract("bsd,nd->bsn", x, w.kva, Value(), act);
  saved.kvaNormOutput =
      rmsNorm(l.sliceLast(compressed, 0, rank), w.kvaNorm, saved.kvaNorm);
  Value keyRope = latentRope(l.sliceLast(compressed, rank, ropeDim), 0,
                             /*inverse=*/false);
  Value kv = l.expand(
      l.contract("bsr,nr->bsn", saved.kvaNormOutput, w.kvb, Value(), act),
      {b, s, h, nope + ev}, {{0}, {1}, {2, 3}});
  saved.values = l.sliceLast(kv, nope, ev);
  // k_pe is one for all heads: broadcast, then after k_nope.
  Value keyRopeHeads =
      l.map("bse->bshe", {keyRope}, act,
            [](BodyContext &c) { return c.args[0]; }, {{'h', h}});
  saved.keys = concatLast(l, l.sliceLast(kv, 0, nope), keyRopeHeads, act);

  double scale = latentScale();
  Value context;
  if (options.attention == AttentionKind::Fused) {
    // DeepSeek-V3 has no sliding window (importLlama refuses one).
    AttentionOp op =
        createAttention(RankedTensorType::get({b, s, h, 1, ev}, act),
                        saved.queries, saved.keys, saved.values, scale,
                        /*window=*/std::nullopt);
    saved.output = op.getOutput();
    saved.logsumexp = op.getLogsumexp();
    context = saved.output;
  } else {
    SoftmaxAttention forward = buildSoftmaxAttention(
        l, saved.queries, saved.keys, saved.values, scale,
        /*causal=*/true, /*window=*/std::nullopt, act, act);
    saved.probs = forward.probs;
    context = forward.output;
  }
  saved.context = l.collapse(context, {{0}, {1}, {2, 3, 4}});
  return l.contract("bsn,dn->bsd", saved.context, w.o, residual);
}

// Backward through the same graph: the core gives dq, dk, dv; the inverse
// rotation maps the RoPE parts back; k_pe's gradient is the sum over heads
// of theirs; the latent's gradient passes kv_b_proj and kv_a_layernorm, and
// with k_pe's forms kv_a_proj_with_mqa's output gradient.
Value LlamaLayers::latentAttentionBackward(const LatentAttentionSaved &saved,
                                           const LatentAttentionWeights &w,
                                           Value dOut,
                                           LatentAttentionGrads &grads) {
  const DeepSeekConfig &ds = config.deepSeek;
  int64_t b = options.batch, s = options.seq, h = config.numHeads,
          nope = ds.qkNopeHeadDim, ropeDim = ds.qkRopeHeadDim, ev = ds.vHeadDim;
  Type act = getActivationType();
  double scale = latentScale();
  grads.o = l.contract("bsd,bsn->dn", dOut, saved.context);
  Value dContext = l.expand(l.contract("bsd,dn->bsn", dOut, w.o, Value(), act),
                            {b, s, h, 1, ev}, {{0}, {1}, {2, 3, 4}});
  Value dQueries, dKeys, dValues;
  if (options.attention == AttentionKind::Fused) {
    AttentionGradOp op =
        createAttentionGrad(saved.queries, saved.keys, saved.values,
                            saved.output, saved.logsumexp, dContext, scale,
                            /*window=*/std::nullopt);
    dQueries = op.getQueryGrad();
    dKeys = op.getKeyGrad();
    dValues = op.getValueGrad();
  } else {
    eagerAttentionCoreBackward(saved.queries, saved.keys, saved.values,
                               saved.probs, scale, dContext, dQueries, dKeys,
                               dValues);
  }

  // Queries.
  Value dq = latentRope(l.collapse(dQueries, {{0}, {1}, {2}, {3, 4}}), nope,
                        /*inverse=*/true);
  dq = l.collapse(dq, {{0}, {1}, {2, 3}});
  Value dx;
  if (w.qa) {
    grads.qb = l.contract("bsn,bsr->nr", dq, saved.qaNormOutput);
    Value dqNorm = l.contract("bsn,nr->bsr", dq, w.qb, Value(), act);
    Value dqa =
        rmsNormBackward(saved.qaNorm, w.qaNorm, dqNorm, Value(), grads.qaNorm);
    grads.qa = l.contract("bsr,bsd->rd", dqa, saved.input);
    dx = l.contract("bsr,rd->bsd", dqa, w.qa);
  } else {
    grads.qb = l.contract("bsn,bsd->nd", dq, saved.input);
    dx = l.contract("bsn,nd->bsd", dq, w.qb);
  }

  // Keys and values: [dk_nope, dv] is kv_b_proj's output gradient.
  Value dkv =
      l.collapse(concatLast(l, l.sliceLast(dKeys, 0, nope), dValues, l.f32()),
                 {{0}, {1}, {2, 3}});
  grads.kvb = l.contract("bsn,bsr->nr", dkv, saved.kvaNormOutput);
  Value dLatentNorm = l.contract("bsn,nr->bsr", dkv, w.kvb, Value(), act);
  Value dLatent = rmsNormBackward(saved.kvaNorm, w.kvaNorm, dLatentNorm,
                                  Value(), grads.kvaNorm);
  Value dKeyRope =
      latentRope(l.sum("bshe->bse", l.sliceLast(dKeys, nope, ropeDim)), 0,
                 /*inverse=*/true);
  Value dCompressed = concatLast(l, dLatent, dKeyRope, act);
  grads.kva = l.contract("bsn,bsd->nd", dCompressed, saved.input);
  return l.contract("bsn,nd->bsd", dCompressed, w.kva, dx, act);
}
