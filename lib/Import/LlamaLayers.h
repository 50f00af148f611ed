//===- LlamaLayers.h - Llama blocks, forward and backward -----*- C++ -*-===//
//
// The building blocks of a Llama decoder and their hand-derived backward
// passes, as tensor compute on `LinalgBuilder`. Activations are
// `[batch, seq, ...]` tensors of the activation type (`getActivationType`:
// bf16 or f32, `StepOptions::activations`), and so are the activation
// gradients of the backward; weights come in their stored dtype. Compute is
// f32 throughout (LinalgBuilder widens every operand), and statistics stay
// f32 whatever the activation type: RMSNorm's rstd, the softmax's row
// maximum and sum, cross-entropy's logsumexp and the loss, as bf16 mixed
// precision keeps them. A contraction's f32 sum is stored in the activation
// type where it is kept or passed on (every projection, the attention
// context, the layer's gradients); one that the next generic reads at once
// (attention scores, the gradients of the probabilities, of the MLP's
// hidden, of q and k before the inverse RoPE) stays f32 and that generic
// stores its result in the activation type. Each forward function fills a
// `...Saved` struct with the activations its backward needs.
//
// Notation in comments: b batch, s/t query/key position, d hidden, n a
// projection's output, k KV head, g query head within its KV group, e head
// dimension, f MLP width, v vocabulary.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_IMPORT_LLAMALAYERS_H
#define ZERO_LIB_IMPORT_LLAMALAYERS_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Import/LinalgBuilder.h"
#include "zero/Import/ModelConfig.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::zero::import {

/// An integer comparison inside a linalg body: the index tests of the masks
/// and of the experts' routing.
inline Value compare(BodyContext &c, arith::CmpIPredicate predicate, Value lhs,
                     Value rhs) {
  return arith::CmpIOp::create(c.b, c.loc, predicate, lhs, rhs);
}

inline Value select(BodyContext &c, Value condition, Value ifTrue,
                    Value ifFalse) {
  return arith::SelectOp::create(c.b, c.loc, condition, ifTrue, ifFalse);
}

struct RmsNormSaved {
  /// x * rstd, before the weight: `[b, s, d]`.
  Value normalized;
  /// 1 / sqrt(mean(x^2) + eps): `[b, s]`, f32.
  Value rstd;
};

/// The projections, and the parts `DecoderLayout` makes optional (null when
/// absent): Qwen2's q/k/v biases, Qwen3's per-head q/k RMSNorm weights.
struct AttentionWeights {
  Value q, k, v, o;
  Value qBias, kBias, vBias, qNorm, kNorm;
};
struct AttentionGrads {
  Value q, k, v, o;
  Value qBias, kBias, vBias, qNorm, kNorm;
};
struct AttentionSaved {
  Value input;   // normalized x, [b, s, d]
  Value queries; // after RoPE, [b, s, k, g, e]
  Value keys;    // after RoPE, [b, t, k, e]
  Value values;  // [b, t, k, e]
  Value probs;   // eager: softmax, [b, k, g, s, t]
  /// Fused: `zero.attention`'s output [b, s, k, g, e] and log-sum-exp
  /// [b, k, g, s] (f32), all its gradient needs besides q, k and v.
  Value output, logsumexp;
  Value context; // the attention's output, flattened: [b, s, h*e]
  /// Qwen3: q_norm and k_norm over each head, on the heads flattened into
  /// the sequence ([b, s*h, e] and [b, s*k, e]).
  RmsNormSaved qNorm, kNorm;
};

struct MlpWeights {
  Value gate, up, down;
};
struct MlpGrads {
  Value gate, up, down;
};
struct MlpSaved {
  Value input;    // normalized x, [b, s, d]
  Value gate, up; // [b, s, f]
  Value hidden;   // silu(gate) * up, [b, s, f]
};

/// DeepSeek-V3's multi-head latent attention (LatentAttention.cpp). Without
/// a query rank (`q_lora_rank: null`) `qa` and `qaNorm` are null and `qb`
/// is q_proj.
struct LatentAttentionWeights {
  Value qa, qaNorm, qb, kva, kvaNorm, kvb, o;
};
struct LatentAttentionGrads {
  Value qa, qaNorm, qb, kva, kvaNorm, kvb, o;
};
struct LatentAttentionSaved {
  Value input; // normalized x, [b, s, d]
  /// q_a_layernorm and kv_a_layernorm, and their outputs (the inputs of
  /// q_b_proj and kv_b_proj).
  RmsNormSaved qaNorm, kvaNorm;
  Value qaNormOutput, kvaNormOutput;
  Value queries;           // [q_nope, rope(q_pe)], [b, s, h, 1, E]
  Value keys;              // [k_nope, rope(k_pe)], [b, t, h, E]
  Value values;            // [b, t, h, Ev]
  Value probs;             // eager: softmax, [b, h, 1, s, t]
  Value output, logsumexp; // fused: as AttentionSaved
  Value context;           // [b, s, h*Ev]
};

/// A mixture of experts (Mixtral; DeepSeekMoE with the fields marked): the
/// router and this device's experts (`LlamaConfig::firstExpert` on).
struct MoeWeights {
  Value router;
  SmallVector<MlpWeights> experts;
  /// DeepSeekMoE: the routing's correction bias `[E]` (a buffer, an input
  /// of the step), and the shared experts' MLP (null gate: none).
  Value bias;
  MlpWeights shared;
};
struct MoeGrads {
  Value router;
  SmallVector<MlpGrads> experts;
  MlpGrads shared;
};
struct MoeSaved {
  Value input;   // normalized x, [b, s, d]
  Value logits;  // router logits, [b, s, E], f32
  Value routing; // routing weight of each expert (0 unless chosen), f32
  /// Per local expert: its routing weight [b, s] (f32), its MLP's saved
  /// activations and its output [b, s, d] (f32).
  SmallVector<Value> weights;
  SmallVector<MlpSaved> experts;
  SmallVector<Value> outputs;
  /// Qwen3-MoE without norm_topk_prob: the softmax over all experts
  /// [b, s, E] (f32), of which `routing` keeps the chosen.
  /// DeepSeekMoE: the sigmoid scores [b, s, E] and, with norm_topk_prob,
  /// the sum of the chosen ones [b, s] (f32); the shared experts' MLP.
  Value scores, denominator;
  MlpSaved shared;
};

class LlamaLayers {
public:
  LlamaLayers(LinalgBuilder &l, const LlamaConfig &config,
              const StepOptions &options)
      : l(l), config(config), options(options) {}

  /// The element type of activations and activation gradients.
  Type getActivationType() {
    return options.hasBF16Activations() ? Type(l.getBuilder().getBF16Type())
                                        : l.f32();
  }

  /// Builds the RoPE cos/sin tables `[s, e]` used by every layer.
  void buildRopeTables();

  /// Gathers rows of `table` `[v, d]` for the token ids `[b, s]`.
  Value embed(Value ids, Value table);
  /// Scatter-adds the rows of `dx` `[b, s, d]` into `init` `[v, d]` at the
  /// token ids: the gradient of `embed` (plus `init`).
  Value embedBackward(Value ids, Value dx, Value init);

  /// weight * x / sqrt(mean(x^2) + eps) over the last dimension.
  Value rmsNorm(Value x, Value weight, RmsNormSaved &saved);
  /// Returns `residualGrad` + dL/dx (no residual when null) and sets
  /// `dweight`.
  Value rmsNormBackward(const RmsNormSaved &saved, Value weight, Value dy,
                        Value residualGrad, Value &dweight);

  /// `residual` + o_proj(causal GQA attention with RoPE of `x`), within
  /// `LlamaConfig::attentionWindow` where set.
  Value attention(Value x, const AttentionWeights &w, Value residual,
                  AttentionSaved &saved);
  /// dL/dx of `attention` for `dOut` (without the residual path).
  Value attentionBackward(const AttentionSaved &saved,
                          const AttentionWeights &w, Value dOut,
                          AttentionGrads &grads);

  /// `residual` + down_proj(silu(gate_proj x) * up_proj x).
  Value mlp(Value x, const MlpWeights &w, Value residual, MlpSaved &saved);
  Value mlpBackward(const MlpSaved &saved, const MlpWeights &w, Value dOut,
                    MlpGrads &grads);

  /// `residual` + sum over this device's experts e of p_e(x) expert_e(x),
  /// where p is the softmax of the router's logits over the
  /// `expertsPerToken` largest (0 for the others), as Mixtral routes; without
  /// `DecoderLayout::normTopkProb`, the softmax over all experts at the
  /// chosen ones (Qwen3-MoE's norm_topk_prob false).
  Value mixtureOfExperts(Value x, const MoeWeights &w, Value residual,
                         MoeSaved &saved);
  /// The fused attention's forward (causal, `scale`, and a sliding
  /// `window` where set: Mistral's `sliding_window`), its output stored as
  /// `outputType`, its log-sum-exp as f32; shared by Llama's attention and
  /// DeepSeek's latent attention.
  AttentionOp createAttention(RankedTensorType outputType, Value queries,
                              Value keys, Value values, double scale,
                              std::optional<int64_t> window);
  /// The fused attention's backward (the forward's `scale` and `window`)
  /// from what its forward saved.
  AttentionGradOp createAttentionGrad(Value queries, Value keys, Value values,
                                      Value output, Value logsumexp,
                                      Value dOutput, double scale,
                                      std::optional<int64_t> window);
  /// The routed experts' part of a MoE forward, shared by Mixtral's and
  /// DeepSeekMoE's: each local expert's MLP of `x`, weighted by its entry of
  /// `saved.routing`, summed in f32; saves each expert's weight, output and
  /// MLP activations in `saved`. Returns the sum.
  Value expertsForward(Value x, const MoeWeights &w, MoeSaved &saved);
  /// The routed experts' part of a MoE backward, shared by Mixtral's and
  /// DeepSeekMoE's: each expert's output scaled by its routing weight, back
  /// through its MLP, the input gradients summed onto `dx` (null: none
  /// yet), and per expert dw_e = <h_e, dOut> in `dRouting`. Returns `dx`.
  Value expertsBackward(const MoeSaved &saved, const MoeWeights &w, Value dOut,
                        MoeGrads &grads, Value dx,
                        SmallVectorImpl<Value> &dRouting);
  Value mixtureOfExpertsBackward(const MoeSaved &saved, const MoeWeights &w,
                                 Value dOut, MoeGrads &grads);

  /// DeepSeek-V3's attention (LatentAttention.cpp): `residual` +
  /// o_proj(causal attention of the latent queries, keys and values of x).
  Value latentAttention(Value x, const LatentAttentionWeights &w,
                        Value residual, LatentAttentionSaved &saved);
  Value latentAttentionBackward(const LatentAttentionSaved &saved,
                                const LatentAttentionWeights &w, Value dOut,
                                LatentAttentionGrads &grads);

  /// DeepSeekMoE (DeepSeekMoe.cpp): `residual` + the shared experts' MLP +
  /// sum over this device's routed experts of their routing weight times
  /// their output, routed by sigmoid scores, group-limited top-k.
  Value deepSeekMoe(Value x, const MoeWeights &w, Value residual,
                    MoeSaved &saved);
  Value deepSeekMoeBackward(const MoeSaved &saved, const MoeWeights &w,
                            Value dOut, MoeGrads &grads);

  /// Mean cross-entropy of `logits` `[b, s, v]` against `targets` `[b, s]`
  /// as a `tensor<f32>`, times `weight`; sets `dlogits`. Only positions
  /// s < `positions` (all when negative) count, still divided by b * s:
  /// a multi-token-prediction depth has no target for the last ones.
  Value crossEntropy(Value logits, Value targets, Value &dlogits,
                     double weight = 1.0, int64_t positions = -1);

  /// Sequence parallelism (`LlamaConfig::sequenceShards` T > 1): the
  /// one-device stand-ins of the tensor-parallel all-gather and
  /// reduce-scatter along the sequence (SequenceParallel.cpp).
  /// `[b, s/T, d]` -> `[b, s, d]`: T copies of the shard.
  Value gatherSequence(Value shard);
  /// `[b, s, d]` -> `init` `[b, s/T, d]` plus the sum of the T sequence
  /// chunks of `full`, stored in `init`'s type. Its adjoint is
  /// `gatherSequence`, and the other way round.
  Value reduceScatterSequence(Value full, Value init);
  /// The shape of a sequence shard, `[b, s/T, d]`.
  SmallVector<int64_t, 3> getSequenceShardShape() const;

private:
  /// Scores, masked softmax and context as linalg ops
  /// (`AttentionKind::Eager`), causal within `window` where set; returns the
  /// context `[b, s, k, g, e]`. The probabilities are [b, k, g, s, s] with
  /// or without a window: it masks more of them, it does not shrink them.
  Value eagerAttentionCore(AttentionSaved &saved,
                           std::optional<int64_t> window);
  /// The gradients of the queries `[b, s, k, g, e]` and keys (f32) and of
  /// the values of an eager attention core that kept `probs`, from the
  /// context's gradient `dContext`.
  void eagerAttentionCoreBackward(Value queries, Value keys, Value values,
                                  Value probs, double scale, Value dContext,
                                  Value &dQueries, Value &dKeys,
                                  Value &dValues);
  /// DeepSeek: RoPE on the last dimension from `offset` on (the rest passes
  /// through), on pairs (2i, 2i + 1) with `rope_interleave`; x is
  /// `[b, s, e]` or `[b, s, h, e]`.
  Value latentRope(Value x, int64_t offset, bool inverse);
  /// The softmax scale of latent attention.
  double latentScale() const;

  /// Rotates pairs (e, e + E/2) of the last dimension by the position's
  /// angle (`inverse`: by minus the angle, which is also the transpose, so
  /// it maps output gradients to input gradients).
  Value rope(Value x, bool inverse);
  /// A projection's output `[b, s, n]` from its f32 sum, with `bias` `[n]`
  /// added when there is one, stored in the activation type.
  Value project(Value x, Value weight, Value bias);
  /// Qwen3's per-head RMSNorm of `x` `[b, s, k, (g,) e]` over e.
  Value headNorm(Value x, Value weight, RmsNormSaved &saved);
  /// Its backward: the gradient of `x` in `x`'s shape, and `dweight`.
  Value headNormBackward(const RmsNormSaved &saved, Value weight, Value dy,
                         Value &dweight);

  LinalgBuilder &l;
  const LlamaConfig &config;
  const StepOptions &options;
  Value ropeCos, ropeSin;
};

} // namespace mlir::zero::import

#endif // ZERO_LIB_IMPORT_LLAMALAYERS_H
