//===- ModelConfig.h - what zero-import builds ----------------*- C++ -*-===//
//
// The validated descriptions the importers build a training step from: a
// Llama-family model read from a Hugging Face `config.json`, or a synthetic
// MLP sized to an exact parameter count, plus the options every step shares
// (activation shape, precision, AdamW hyper-parameters).
//
// Everything is checked here, before any IR exists, so that a bad input is
// one clear error and never a half-built module or an assertion. The one
// check that needs IR, the number of operations of the step, is made by
// the importers (Importers.h) before they build the whole step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_MODELCONFIG_H
#define ZERO_IMPORT_MODELCONFIG_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::zero::import {

/// How model states are stored.
enum class Precision {
  /// bf16 weights and gradients; f32 master weight, exp_avg and exp_avg_sq.
  Mixed,
  /// f32 weights and gradients; f32 exp_avg and exp_avg_sq. There is no
  /// master copy: the weight itself is the f32 master.
  F32,
};

/// How activations (and the activation gradients of the backward) are
/// stored. Compute is f32 either way; statistics (RMSNorm's rstd, softmax and
/// cross-entropy rows, the loss) are always f32.
enum class ActivationPrecision {
  /// bf16 with `Precision::Mixed`, f32 with `Precision::F32`.
  Auto,
  /// bf16 tensors, as PyTorch's bf16 autocast or FSDP's bf16 mixed precision
  /// keep them.
  BF16,
  /// f32 tensors.
  F32,
};

/// How the Llama step computes attention.
enum class AttentionKind {
  /// One `zero.attention` op forward and one `zero.attention_grad` backward,
  /// as FlashAttention and PyTorch's SDPA run it on GPUs: no S × T tensor
  /// is stored, the backward recomputes the scores from the log-sum-exp.
  Fused,
  /// The scores, the softmax and the context as separate linalg ops, the
  /// probabilities kept for the backward (eager PyTorch's math path).
  Eager,
};

/// How gradients are stored and reduced (`--grad-dtype`).
enum class GradPrecision {
  /// The weight's type: bf16 with `Precision::Mixed`, f32 with `F32`.
  Auto,
  /// bf16 (with bf16 weights only).
  BF16,
  /// f32: FSDP2's MixedPrecisionPolicy(param_dtype=bfloat16,
  /// reduce_dtype=float32), an f32 gradient beside a bf16 weight.
  F32,
};

/// How the Llama step's lm_head logits and their gradient are stored
/// (`--logits-dtype`).
enum class LogitsPrecision {
  /// The activation type.
  Auto,
  /// f32, as torchtitan upcasts the logits for the loss.
  F32,
  /// bf16 (with bf16 activations only).
  BF16,
};

/// How the Llama step computes its cross-entropy loss and its gradient.
enum class CrossEntropyKind {
  /// One pass for the loss (row log-sum-exp) and one for the gradient of the
  /// logits, softmax - onehot: what a fused loss kernel or torch.compile
  /// keeps.
  Fused,
  /// As eager PyTorch's `F.cross_entropy` runs it: `log_softmax`, whose
  /// [b, s, vocab] output is saved for its backward, then `nll_loss`, whose
  /// backward writes a dense [b, s, vocab] gradient that `log_softmax`'s
  /// backward turns into the logits' gradient.
  Eager,
};

/// torch.optim.AdamW's defaults, except a learning rate typical of LLM
/// pre-training.
/// The optimizer update that ends a step (see Optimizer.h).
enum class OptimizerKind { AdamW, SGD };

/// Hyper-parameters, with torch.optim's meaning.
struct OptimizerOptions {
  OptimizerKind kind = OptimizerKind::AdamW;
  double lr = 3e-4;
  /// AdamW only.
  double beta1 = 0.9;
  double beta2 = 0.95;
  double eps = 1e-8;
  /// AdamW: decoupled (the parameter shrinks by lr * weight_decay); SGD:
  /// added to the gradient (L2), as torch.optim.SGD does.
  double weightDecay = 0.1;
  /// SGD only; 0 keeps no momentum buffer.
  double momentum = 0.0;
  /// The moments (AdamW's exp_avg and exp_avg_sq, SGD's momentum buffer)
  /// are stored in bf16 instead of f32, as DeepSeek-V3 trains (FP32 master
  /// weights and gradients, BF16 AdamW moments); the update reads them
  /// into f32, computes in f32 and rounds what it stores.
  bool bf16Moments = false;

  /// Whether the update reads the step counter (AdamW's bias corrections).
  bool needsStepCounter() const { return kind == OptimizerKind::AdamW; }
};

/// Options shared by every imported step.
struct StepOptions {
  /// Sequences per step and tokens per sequence. They shape only the
  /// activations, never a model state.
  int64_t batch = 1;
  int64_t seq = 2048;
  Precision precision = Precision::Mixed;
  /// The Llama step's activations; the synthetic MLP's are always f32.
  ActivationPrecision activations = ActivationPrecision::Auto;
  /// The Llama step's attention.
  AttentionKind attention = AttentionKind::Fused;
  /// The Llama step's loss.
  CrossEntropyKind crossEntropy = CrossEntropyKind::Fused;
  /// The gradients' type (`Auto`: the weight's).
  GradPrecision grads = GradPrecision::Auto;
  /// The Llama step's logits (`Auto`: the activation type).
  LogitsPrecision logits = LogitsPrecision::Auto;
  /// The update at the end of the step (AdamW by default).
  OptimizerOptions optimizer;

  /// Whether activations are bf16, with `Auto` resolved from `precision`.
  bool hasBF16Activations() const {
    if (activations == ActivationPrecision::Auto)
      return precision == Precision::Mixed;
    return activations == ActivationPrecision::BF16;
  }
  /// Whether gradients are f32, with `Auto` resolved from `precision`.
  bool hasF32Grads() const {
    if (grads == GradPrecision::Auto)
      return precision == Precision::F32;
    return grads == GradPrecision::F32;
  }
  /// Whether the logits are f32, with `Auto` resolved from the activations.
  bool hasF32Logits() const {
    if (logits == LogitsPrecision::Auto)
      return !hasBF16Activations();
    return logits == LogitsPrecision::F32;
  }
};

/// How RoPE frequencies are adjusted (`rope_scaling` in the config).
struct RopeScaling {
  enum class Kind { None, Linear, Llama3, Yarn } kind = Kind::None;
  double factor = 1.0;
  double lowFreqFactor = 1.0;
  double highFreqFactor = 4.0;
  int64_t originalMaxPositions = 8192;
  /// YaRN (DeepSeek-V3): the frequencies between `betaSlow` and `betaFast`
  /// rotations over the original context are interpolated, the rest kept
  /// (fast) or divided by `factor` (slow); `truncate` rounds the band's
  /// ends to whole dimensions. cos and sin are multiplied by
  /// `attentionFactor`; DeepSeek's softmax scale by `softmaxFactor`
  /// (yarn_get_mscale(factor, mscale_all_dim)^2, 1 without it).
  double betaFast = 32.0;
  double betaSlow = 1.0;
  bool truncate = true;
  double attentionFactor = 1.0;
  double softmaxFactor = 1.0;
};

/// DeepSeek-V3's multi-head latent attention and DeepSeekMoE
/// (`model_type` "deepseek_v3"; DeepSeekConfig.cpp reads them).
struct DeepSeekConfig {
  /// The rank of the query's low-rank projection (q_a_proj, q_a_layernorm,
  /// q_b_proj); 0: one q_proj, as `q_lora_rank: null`.
  int64_t qLoraRank = 0;
  /// The rank of the shared key/value latent (kv_a_proj_with_mqa,
  /// kv_a_layernorm, kv_b_proj).
  int64_t kvLoraRank = 0;
  /// Per head: the query/key dimensions without RoPE, with RoPE (the key's
  /// RoPE part is one for all heads) and the value's.
  int64_t qkNopeHeadDim = 0;
  int64_t qkRopeHeadDim = 0;
  int64_t vHeadDim = 0;
  /// RoPE on interleaved pairs (2i, 2i + 1), as DeepSeek's checkpoints
  /// store the rows (`rope_interleave`, true by default); false: pairs
  /// (i, i + E/2) as Llama.
  bool ropeInterleave = true;
  /// The first `firstDenseLayers` layers have a dense MLP of width
  /// `intermediate_size`; the others `numSharedExperts` always-on experts
  /// (one MLP of width numSharedExperts * moeIntermediateSize) and the
  /// routed experts (LlamaConfig::numExperts) of width moeIntermediateSize.
  int64_t firstDenseLayers = 0;
  int64_t moeIntermediateSize = 0;
  int64_t numSharedExperts = 0;
  /// Group-limited routing: the experts form `numGroups` groups, a token
  /// keeps the `topkGroups` groups of largest top-2 score sum and chooses
  /// LlamaConfig::expertsPerToken experts in them.
  int64_t numGroups = 1;
  int64_t topkGroups = 1;
  /// The router of the family. DeepSeek-V3 ("noaux_tc"): sigmoid scores, a
  /// correction bias added for the choice only, a group scored by the sum
  /// of its 2 best biased scores. DeepSeek-V2 ("greedy",
  /// "group_limited_greedy"): softmax scores over all routed experts, no
  /// bias, a group scored by its best score (one group for "greedy").
  bool softmaxScores = false;
  bool correctionBias = true;
  int64_t groupScoreExperts = 2;
  /// The DeepSeek version the config names (2 or 3), for messages.
  int64_t version = 3;
  bool normTopkProb = true;
  double routedScalingFactor = 1.0;
  /// `num_nextn_predict_layers`: the multi-token-prediction depths the
  /// model defines (DeepSeek-V3: 1, DeepSeek-V2: 0), which transformers
  /// does not build.
  int64_t nextNPredictLayers = 1;
  /// Multi-token prediction as the step builds it (zero-import
  /// --mtp-depth, MultiTokenPrediction.cpp): `mtpDepth` depths, 0 off (the
  /// default, as transformers), each one more decoder layer after the last
  /// with its own enorm, hnorm, eh_proj and shared_head.norm, the
  /// embedding and the lm_head shared with the main model. The loss adds
  /// mtpLossWeight / mtpDepth times the sum of the depths' losses.
  int64_t mtpDepth = 0;
  double mtpLossWeight = 0.3;

  /// The query and key head dimension, with and without RoPE.
  int64_t qkHeadDim() const { return qkNopeHeadDim + qkRopeHeadDim; }
};

/// One description of a decoder layer, which every family but DeepSeek-V3
/// fills from its config (HFConfig.cpp) and one builder reads
/// (LlamaModel.cpp): RMSNorm, causal GQA attention with RoPE and a SwiGLU
/// MLP or a mixture of SwiGLU experts, each around a residual. Llama has
/// the defaults; Mistral is Llama with an explicit `head_dim`; Qwen2 adds
/// q/k/v biases; Qwen3 per-head q/k RMSNorm; Mixtral and Qwen3-MoE replace
/// the MLP of their MoE layers (`LlamaConfig::isMoeLayer`) with routed
/// experts. docs/import.md lists which config field sets what.
struct DecoderLayout {
  /// q_proj, k_proj and v_proj add a bias (Qwen2); o_proj never does here.
  bool qkvBias = false;
  /// An RMSNorm over each head's `head_dim` of the queries and the keys,
  /// after the projection and before RoPE (Qwen3's q_norm and k_norm).
  bool qkNorm = false;

  /// What an expert's three weights compute.
  enum class ExpertWeight { Gate, Up, Down };
  /// The config field that counts the experts (for messages), the router's
  /// name and the experts' prefix in the layer, and each expert's weights
  /// in the order they are declared: Mixtral's by default.
  const char *expertsField = "num_local_experts";
  const char *routerName = "block_sparse_moe.gate";
  const char *expertPrefix = "block_sparse_moe.experts.";
  std::pair<const char *, ExpertWeight> expertWeights[3] = {
      {"w1", ExpertWeight::Gate},
      {"w2", ExpertWeight::Down},
      {"w3", ExpertWeight::Up}};
  /// An expert's MLP width (Mixtral: `intermediate_size`, Qwen3-MoE:
  /// `moe_intermediate_size`); a dense layer's is `intermediate_size`.
  int64_t expertWidth = 0;
  /// Whether the chosen experts' softmax weights are renormalised to sum to
  /// 1 (Mixtral always; Qwen3-MoE's `norm_topk_prob`) or kept as the
  /// softmax over all experts.
  bool normTopkProb = true;
  /// Layer i is a MoE layer when (i + 1) is a multiple of `sparseStep` and i
  /// is not one of `mlpOnlyLayers` (Qwen3-MoE's `decoder_sparse_step` and
  /// `mlp_only_layers`; every layer for Mixtral).
  int64_t sparseStep = 1;
  llvm::SmallVector<int64_t> mlpOnlyLayers;
};

/// A validated Llama-family configuration.
struct LlamaConfig {
  int64_t vocabSize = 0;
  int64_t hiddenSize = 0;
  int64_t intermediateSize = 0;
  int64_t numLayers = 0;
  int64_t numHeads = 0;
  int64_t numKVHeads = 0;
  int64_t headDim = 0;
  double rmsNormEps = 1e-5;
  double ropeTheta = 10000.0;
  RopeScaling ropeScaling;
  bool tieWordEmbeddings = false;
  /// A mixture of experts (Mixtral, `num_local_experts`): each layer's MLP
  /// is `numExperts` SwiGLU experts of width `intermediateSize` and a
  /// router (`block_sparse_moe.gate`) that sends every token to the
  /// `expertsPerToken` of highest logit, weighted by the softmax of their
  /// logits. 0: a dense MLP.
  int64_t numExperts = 0;
  int64_t expertsPerToken = 0;
  /// The experts this device holds under expert parallelism: experts
  /// `firstExpert` to `firstExpert + numLocalExperts - 1` (all of them by
  /// default). Tokens reach the other experts on other devices through an
  /// all-to-all that is not part of the step.
  int64_t firstExpert = 0;
  int64_t numLocalExperts = 0;
  /// The mesh axes a local expert's data-parallel replicas lie along (its
  /// weights' `zero.dp_axes`); empty without expert parallelism.
  llvm::SmallVector<std::string, 2> expertDataParallelAxes;
  bool isMixtureOfExperts() const { return numExperts > 0; }
  /// The decoder layer's parts (every family but DeepSeek-V3).
  DecoderLayout decoder;
  /// DeepSeek-V3 (`model_type` "deepseek_v3"): multi-head latent attention
  /// and DeepSeekMoE. `headDim` is then the RoPE part, qk_rope_head_dim.
  bool isDeepSeek = false;
  DeepSeekConfig deepSeek;
  /// Whether layer `layer` (of the whole model) is a mixture of experts.
  bool isMoeLayer(int64_t layer) const {
    if (!isMixtureOfExperts())
      return false;
    if (isDeepSeek)
      return layer >= deepSeek.firstDenseLayers;
    return (layer + 1) % decoder.sparseStep == 0 &&
           !llvm::is_contained(decoder.mlpOnlyLayers, layer);
  }
  /// How many of layers [first, first + count) are MoE layers.
  int64_t countMoeLayers(int64_t first, int64_t count) const;
  /// The part of the model one device holds under tensor and pipeline
  /// parallelism (`applyModelParallelism`); by default all of it. With
  /// tensor parallelism the head counts, `intermediateSize` and
  /// `vocabSize` above are the device's; `numLayers` are the layers of its
  /// pipeline stage, the first of them layer `firstLayer` of the model.
  int64_t firstLayer = 0;
  /// The first pipeline stage embeds the tokens; the others take the
  /// previous stage's activations.
  bool hasEmbedding = true;
  /// The last pipeline stage has the final norm, the lm_head and the loss;
  /// the others take the next stage's gradient.
  bool hasHead = true;
  /// Sequence parallelism over the tensor-parallel ranks (Megatron-LM's
  /// `--sequence-parallel`): the residual stream, the norms and the
  /// embedding's output hold this device's `1 / sequenceShards` of the
  /// sequence, and the projections read the whole sequence, gathered
  /// (SequenceParallel.cpp). 1 without it; the tensor-parallel degree with.
  int64_t sequenceShards = 1;

  /// A sliding attention window (Mistral's `sliding_window`): query s
  /// attends to keys s - W < t <= s only, itself and the W - 1 before it,
  /// as transformers' Mistral mask does. None: plain causal attention; a
  /// window of `--seq` or more masks the same. zero-import's
  /// `--attention-window` sets it; latent attention (DeepSeek) has none.
  std::optional<int64_t> attentionWindow;

  /// Sum of the elements of all weights (Ψ).
  uint64_t numParameters() const;
  /// The RoPE inverse frequencies, one per pair of head dimensions, with
  /// `rope_scaling` applied.
  llvm::SmallVector<double> ropeInverseFrequencies() const;
};

/// How the model is split across devices by parallelism other than data
/// parallelism: Megatron-style tensor parallelism over `tensorParallel`
/// devices, and pipeline stage `pipelineStage` of `pipelineStages`.
struct ModelParallelism {
  int64_t tensorParallel = 1;
  int64_t pipelineStages = 1;
  int64_t pipelineStage = 0;
  /// Expert parallelism: the experts split over `expertParallel` devices,
  /// the step being that of the `expertRank`-th, whose experts' replicas
  /// lie along `expertDataParallelAxes`.
  int64_t expertParallel = 1;
  int64_t expertRank = 0;
  llvm::SmallVector<std::string, 2> expertDataParallelAxes;
  /// Sequence parallelism over the `tensorParallel` ranks (needs
  /// `tensorParallel` > 1 and a dense MLP).
  bool sequenceParallel = false;
};

/// The layers of stage `stage` of `stages` for a model of `numLayers`:
/// each stage holds floor(L/P) layers and the L mod P left over go one each
/// to the middle stages first (1, 2, ...), then to the last and the first,
/// which also hold the embedding and the head (Llama 3 405B: 126 layers on
/// 16 stages, 7 on the first and last, 8 on each other). Returns the first
/// layer and the count.
std::pair<int64_t, int64_t>
getPipelineStageLayers(int64_t numLayers, int64_t stages, int64_t stage);

/// The part of `config` one device holds under `parallelism`: its head,
/// MLP and vocabulary shards (the norms are replicated) and its pipeline
/// stage's layers. Errors name the option and the field that do not fit
/// (a size that does not split evenly, a stage past the last, a stage
/// without layers, tied embeddings split across stages, sequence
/// parallelism without tensor parallelism or with experts). Whether the
/// sequence splits evenly is checked by `importLlama`, which knows it.
llvm::Expected<LlamaConfig>
applyModelParallelism(const LlamaConfig &config,
                      const ModelParallelism &parallelism);

/// Turns on DeepSeek-V3's multi-token prediction in `config` (the whole
/// model's, before `applyModelParallelism`): `depth` depths (0 leaves it
/// off) with loss weight `lossWeight` (lambda of the DeepSeek-V3 report,
/// §2.2). Errors name the option and the field: a model that is not
/// DeepSeek-V3, more depths than `num_nextn_predict_layers`, a weight that
/// is not positive.
llvm::Error setMultiTokenPrediction(LlamaConfig &config, int64_t depth,
                                    double lossWeight);

/// Reads and validates a Hugging Face `config.json` of the Llama family.
/// Also checks that every tensor of the step (with `options`' batch and
/// sequence) has a byte size that fits in 63 bits. Errors name `path`, the
/// field and the fix.
llvm::Expected<LlamaConfig> readHFConfig(llvm::StringRef path,
                                         const StepOptions &options);

/// The shape of the synthetic MLP: layer 0 maps `inputWidth` features to
/// `width`, layers 1..L-2 map `width` to `width`, and layer L-1 maps `width`
/// to `outputWidth` (a single layer maps `inputWidth` to `outputWidth`).
/// Hidden layers are bias-free (like Llama's projections); the output layer
/// has a bias, which is what makes every count reachable:
///   P = width*inputWidth + (L-2)*width^2 + outputWidth*(width+1)
/// hits any P >= L+1 exactly because gcd(width, width+1) = 1.
struct SyntheticModel {
  int64_t numLayers = 0;
  int64_t inputWidth = 0;
  int64_t width = 0;
  int64_t outputWidth = 0;

  /// Input and output features of layer `i`.
  int64_t layerInputs(int64_t i) const;
  int64_t layerOutputs(int64_t i) const;
  bool hasBias(int64_t i) const { return i == numLayers - 1; }
  uint64_t numParameters() const;
};

/// The smallest parameter count `planSyntheticModel` accepts for `numLayers`.
uint64_t minSyntheticParameters(int64_t numLayers);

/// Sizes a synthetic MLP with exactly `numParameters` parameters in
/// `numLayers` layers, as square as possible.
llvm::Expected<SyntheticModel> planSyntheticModel(int64_t numParameters,
                                                  int64_t numLayers,
                                                  const StepOptions &options);

/// Checks that a step's activation shape is usable and that its precision
/// options go together (bf16 gradients need bf16 weights, bf16 logits bf16
/// activations).
llvm::Error checkStepOptions(const StepOptions &options);

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_MODELCONFIG_H
