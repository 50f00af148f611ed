//===- AttentionMath.cpp - softmax attention as linalg ops ----------------===//

#include "zero/Import/AttentionMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::import;

/// In a generic over (b, k, g, s, t): whether query s sees key t. Without
/// a mask every key is visible; `causal` shows keys t <= s, and a `window`
/// W only the last W of them, s - W < t <= s (transformers' Mistral mask:
/// the causal mask and `kv_idx > q_idx - sliding_window`), written as
/// t + W > s so that no index goes negative.
static Value isVisible(BodyContext &c, bool causal,
                       std::optional<int64_t> window) {
  if (!causal)
    return arith::ConstantIntOp::create(c.b, c.loc, 1, 1);
  Value t = c.index('t'), s = c.index('s');
  Value visible =
      arith::CmpIOp::create(c.b, c.loc, arith::CmpIPredicate::ule, t, s);
  if (!window)
    return visible;
  Value width = arith::ConstantIndexOp::create(c.b, c.loc, *window);
  Value reach = arith::AddIOp::create(c.b, c.loc, t, width);
  Value inWindow =
      arith::CmpIOp::create(c.b, c.loc, arith::CmpIPredicate::ugt, reach, s);
  return arith::AndIOp::create(c.b, c.loc, visible, inWindow);
}

/// `window` where it hides a key from some query of `query` [B, S, ...],
/// that is W < S; a window of S or more masks as plain causal does, and
/// dropping it keeps t + W from wrapping for a huge W.
static std::optional<int64_t>
getEffectiveWindow(Value query, std::optional<int64_t> window) {
  int64_t queries = cast<ShapedType>(query.getType()).getDimSize(1);
  if (window && *window < queries)
    return window;
  return std::nullopt;
}

static Value select(BodyContext &c, Value condition, Value ifTrue,
                    Value ifFalse) {
  return arith::SelectOp::create(c.b, c.loc, condition, ifTrue, ifFalse);
}

SoftmaxAttention
zero::import::buildSoftmaxAttention(LinalgBuilder &l, Value query, Value key,
                                    Value value, double scale, bool causal,
                                    std::optional<int64_t> window,
                                    Type probsType, Type outputType) {
  SoftmaxAttention forward;
  window = getEffectiveWindow(query, window);
  // Raw scores q·k; the scale is applied inside the softmax (it is
  // positive, so the row maximum of the raw scores is still the maximum).
  // The scores stay f32: only the softmax reads them, and it computes in
  // f32 (as transformers upcasts them for the softmax).
  Value scores = l.contract("bskge,btke->bkgst", query, key);
  forward.rowMax =
      l.reduce("bkgst->bkgs", {scores}, -INFINITY, [&](BodyContext &c) {
        return select(c, isVisible(c, causal, window),
                      c.max(c.args[1], c.args[0]), c.args[1]);
      });
  auto shiftedExp = [scale](BodyContext &c, Value score, Value max) {
    return c.exp(c.mul(c.sub(score, max), c.constant(scale)));
  };
  forward.rowSum = l.reduce("bkgst,bkgs->bkgs", {scores, forward.rowMax}, 0.0,
                            [&](BodyContext &c) {
                              Value term = shiftedExp(c, c.args[0], c.args[1]);
                              return select(c, isVisible(c, causal, window),
                                            c.add(c.args[2], term), c.args[2]);
                            });
  forward.probs = l.map(
      "bkgst,bkgs,bkgs->bkgst", {scores, forward.rowMax, forward.rowSum},
      probsType, [&](BodyContext &c) {
        Value p = c.div(shiftedExp(c, c.args[0], c.args[1]), c.args[2]);
        return select(c, isVisible(c, causal, window), p, c.constant(0.0));
      });
  forward.output = l.contract("bkgst,btkv->bskgv", forward.probs, value,
                              Value(), outputType);
  return forward;
}

Value zero::import::buildLogSumExp(LinalgBuilder &l,
                                   const SoftmaxAttention &forward,
                                   double scale, Type elementType) {
  return l.map("bkgs,bkgs->bkgs", {forward.rowMax, forward.rowSum}, elementType,
               [&](BodyContext &c) {
                 Value logSum = math::LogOp::create(c.b, c.loc, c.args[1]);
                 return c.add(c.mul(c.args[0], c.constant(scale)), logSum);
               });
}

AttentionGradients zero::import::buildSoftmaxAttentionGradients(
    LinalgBuilder &l, Value query, Value key, Value value, Value output,
    Value logSumExp, Value outputGrad, double scale, bool causal,
    std::optional<int64_t> window, Type queryGradType, Type keyGradType,
    Type valueGradType) {
  window = getEffectiveWindow(query, window);
  // The probabilities again, from the scores and the forward's log-sum-exp:
  // no S x T tensor was kept between the forward and this op.
  Value scores = l.contract("bskge,btke->bkgst", query, key);
  Value probs = l.map(
      "bkgst,bkgs->bkgst", {scores, logSumExp}, l.f32(), [&](BodyContext &c) {
        Value z = c.mul(c.args[0], c.constant(scale));
        Value p = c.exp(c.sub(z, c.args[1]));
        return select(c, isVisible(c, causal, window), p, c.constant(0.0));
      });
  Value dProbs = l.contract("bskgv,btkv->bkgst", outputGrad, value);
  Value rowDot = l.reduce(
      "bskgv,bskgv->bkgs", {outputGrad, output}, 0.0, [](BodyContext &c) {
        return c.add(c.args[2], c.mul(c.args[0], c.args[1]));
      });
  Value dScores = l.map("bkgst,bkgst,bkgs->bkgst", {probs, dProbs, rowDot},
                        l.f32(), [&](BodyContext &c) {
                          Value ds =
                              c.mul(c.args[0], c.sub(c.args[1], c.args[2]));
                          return c.mul(ds, c.constant(scale));
                        });
  AttentionGradients grads;
  grads.value = l.contract("bkgst,bskgv->btkv", probs, outputGrad, Value(),
                           valueGradType);
  grads.query =
      l.contract("bkgst,btke->bskge", dScores, key, Value(), queryGradType);
  grads.key =
      l.contract("bkgst,bskge->btke", dScores, query, Value(), keyGradType);
  return grads;
}
