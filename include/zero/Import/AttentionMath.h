//===- AttentionMath.h - softmax attention as linalg ops -------*- C++ -*-===//
//
// The arithmetic of softmax attention written once, on `LinalgBuilder`, for
// the two places that spell it out as linalg ops: zero-import's eager
// attention (`--attention=eager`, which keeps the probabilities for its
// backward) and `zero-lower-attention`, the CPU lowering of the fused
// `zero.attention` / `zero.attention_grad` ops (docs/ZeroDialect.md).
// Sharing it makes the fused forward's output bit-identical to the eager
// one's: only what each keeps for the backward differs.
//
// Layouts are the ops' (grouped-query attention without copying keys):
// query [B, S, K, G, E], key [B, T, K, E], value [B, T, K, Ev], output
// [B, S, K, G, Ev]; scores, probabilities and their gradients
// [B, K, G, S, T]; row statistics [B, K, G, S]. Compute is f32; row
// statistics and scores are f32.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_ATTENTIONMATH_H
#define ZERO_IMPORT_ATTENTIONMATH_H

#include "zero/Import/LinalgBuilder.h"

#include <optional>

namespace mlir::zero::import {

/// What the forward computes.
struct SoftmaxAttention {
  /// Row maximum of the raw scores q·k over the visible keys, and the sum
  /// of exp(scale · (score - max)) over them: f32 [B, K, G, S].
  Value rowMax, rowSum;
  /// The masked softmax, stored as `probsType` (0 where masked).
  Value probs;
  /// probs · value, stored as `outputType`.
  Value output;
};

/// Softmax attention of `query`, `key` and `value`: scores `scale · q·k`,
/// with `causal` query s seeing keys t <= s only, and with a `window` W
/// (needs `causal`; Mistral's `sliding_window`) keys s - W < t <= s only.
/// The mask changes which scores count, not the S × T shape of the scores
/// and probabilities.
SoftmaxAttention buildSoftmaxAttention(LinalgBuilder &l, Value query, Value key,
                                       Value value, double scale, bool causal,
                                       std::optional<int64_t> window,
                                       Type probsType, Type outputType);

/// log Σ_t exp(scale · score) over the visible keys, from the forward's
/// row statistics: scale · rowMax + log(rowSum), stored as `elementType`.
Value buildLogSumExp(LinalgBuilder &l, const SoftmaxAttention &forward,
                     double scale, Type elementType);

/// The gradients of the forward's query, key and value from the output's
/// gradient `outputGrad`, recomputing the probabilities from the scores and
/// `logSumExp` (FlashAttention's backward; D = rowsum(dO ∘ O) replaces
/// rowsum(dP ∘ P), which it equals):
///   p = exp(scale · q·k - lse),  dv = pᵀ·dO,  dp = dO·vᵀ,
///   ds = p ∘ (dp - D) · scale,   dq = ds·k,   dk = dsᵀ·q.
/// `causal` and `window` mask as in the forward. Each gradient is stored as
/// its result type's element type.
struct AttentionGradients {
  Value query, key, value;
};
AttentionGradients buildSoftmaxAttentionGradients(
    LinalgBuilder &l, Value query, Value key, Value value, Value output,
    Value logSumExp, Value outputGrad, double scale, bool causal,
    std::optional<int64_t> window, Type queryGradType, Type keyGradType,
    Type valueGradType);

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_ATTENTIONMATH_H
