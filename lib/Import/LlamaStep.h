//===- LlamaStep.h - the Llama training step's builder --------*- C++ -*-===//
//
// The builder of the whole step (LlamaModel.cpp), shared with the parts of
// it that live in files of their own: DeepSeek-V3's multi-token prediction
// (MultiTokenPrediction.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_IMPORT_LLAMASTEP_H
#define ZERO_LIB_IMPORT_LLAMASTEP_H

#include "LlamaLayers.h"
#include "zero/Import/TrainStep.h"

#include <array>
#include <vector>

namespace mlir::zero::import {
/// Parameter handles of one decoder layer, in the order transformers lists
/// them in a state dict.
struct LayerParams {
  unsigned q, k, v, o, gate, up, down, inputNorm, postNorm;
  /// The optional parts of `DecoderLayout`: q/k/v biases (Qwen2) and the
  /// per-head q/k norms (Qwen3); 0 when absent.
  unsigned qBias = 0, kBias = 0, vBias = 0, qNorm = 0, kNorm = 0;
  /// A mixture of experts in place of the MLP: the router, and the gate,
  /// up and down weights of each local expert.
  unsigned router = 0;
  SmallVector<std::array<unsigned, 3>> experts;
  /// DeepSeek-V3: latent attention's weights (qa, qaNorm 0 without a query
  /// rank, qb then q_proj), the shared experts' gate, up and down (none:
  /// `hasShared` false) and the router's correction bias, an input.
  unsigned qa = 0, qaNorm = 0, kva = 0, kvaNorm = 0, kvb = 0;
  bool hasShared = false;
  std::array<unsigned, 3> shared = {0, 0, 0};
  unsigned bias = 0;
  bool isMoe = false;
};

/// Forward activations of one decoder layer kept for its backward.
struct LayerSaved {
  RmsNormSaved inputNorm, postNorm;
  /// With sequence parallelism, the norms' outputs `[b, s/T, d]`: the
  /// projections' inputs are gathered from them in the forward and again
  /// in the backward, so that the gathered `[b, s, d]` is never kept.
  Value inputNormOutput, postNormOutput;
  AttentionSaved attention;
  LatentAttentionSaved latent;
  MlpSaved mlp;
  MoeSaved moe;
};

class LlamaStep {
public:
  LlamaStep(ModuleOp module, const LlamaConfig &config,
            const StepOptions &options)
      : config(config), options(options), step(module, options),
        layers(step.getLinalg(), config, options) {}

  LogicalResult build();

private:
  void declare();
  /// Runs decoder layer `i` on `x` and returns its output.
  Value layerForward(unsigned i, Value x);
  /// Maps the gradient of layer `i`'s output to that of its input.
  Value layerBackward(unsigned i, Value dy);
  /// a + b, two `[b, s, d]` activation gradients, in the activation type.
  Value addActivations(Value a, Value b) {
    return step.getLinalg().map(
        "bsd,bsd->bsd", {a, b}, layers.getActivationType(),
        [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
  }
  /// The end of a pipeline stage before the last, from its layers' output
  /// `output` (and the embedding's, `embedded`, on the first): the
  /// backward from the next stage's gradient, and the step's results.
  LogicalResult buildStageBackward(Value output, Value embedded);
  Value weight(unsigned param) { return step.getWeight(param); }
  /// Sequence parallelism (SequenceParallel.cpp): whether it is on, and
  /// the stand-ins of its collectives; without it each is the identity.
  bool isSequenceParallel() const { return config.sequenceShards > 1; }
  Value gather(Value shard) {
    return isSequenceParallel() ? layers.gatherSequence(shard) : shard;
  }
  /// The sequence shard of a row-parallel output `full` plus `init` (zeros
  /// of the activation type when null).
  Value reduceScatter(Value full, Value init = {}) {
    if (!isSequenceParallel())
      return full;
    if (!init)
      init = step.getLinalg().zeros(layers.getSequenceShardShape(),
                                    layers.getActivationType());
    return layers.reduceScatterSequence(full, init);
  }
  AttentionWeights attentionWeights(const LayerParams &p) {
    AttentionWeights w{weight(p.q), weight(p.k), weight(p.v), weight(p.o)};
    if (config.decoder.qkvBias) {
      w.qBias = weight(p.qBias);
      w.kBias = weight(p.kBias);
      w.vBias = weight(p.vBias);
    }
    if (config.decoder.qkNorm) {
      w.qNorm = weight(p.qNorm);
      w.kNorm = weight(p.kNorm);
    }
    return w;
  }
  MlpWeights mlpWeights(const LayerParams &p) {
    return {weight(p.gate), weight(p.up), weight(p.down)};
  }
  MoeWeights moeWeights(const LayerParams &p) {
    MoeWeights w{weight(p.router), {}};
    for (auto [gate, up, down] : p.experts)
      w.experts.push_back({weight(gate), weight(up), weight(down)});
    if (config.isDeepSeek && config.deepSeek.correctionBias)
      w.bias = step.getInput(p.bias);
    if (p.hasShared)
      w.shared = {weight(p.shared[0]), weight(p.shared[1]),
                  weight(p.shared[2])};
    return w;
  }
  LatentAttentionWeights latentWeights(const LayerParams &p) {
    LatentAttentionWeights w;
    if (config.deepSeek.qLoraRank) {
      w.qa = weight(p.qa);
      w.qaNorm = weight(p.qaNorm);
    }
    w.qb = weight(p.q);
    w.kva = weight(p.kva);
    w.kvaNorm = weight(p.kvaNorm);
    w.kvb = weight(p.kvb);
    w.o = weight(p.o);
    return w;
  }
  /// Declares DeepSeek-V3's layer `layer` (DeepSeek's names).
  LayerParams declareDeepSeekLayer(int64_t layer);

  /// DeepSeek-V3's multi-token prediction (MultiTokenPrediction.cpp):
  /// whether this stage builds its depths (the last) or sends the
  /// embedding's output to the stage that does (the first of several).
  bool hasMtp() const { return config.deepSeek.mtpDepth > 0 && config.hasHead; }
  bool sendsMtpEmbeddings() const {
    return config.deepSeek.mtpDepth > 0 && config.hasEmbedding &&
           !config.hasHead;
  }
  /// Declares each depth's parameters (after the main layers) and, under
  /// pipeline stages, the embeddings' inputs and outputs between the first
  /// stage and the last.
  void declareMtp();
  void declareMtpTransfers();
  /// The depths' forward from the main model's normalized output `h0` and
  /// the embedding's output `embedded` `[b, s, d]`; returns their weighted
  /// loss.
  Value mtpForward(Value h0, Value embedded);
  /// Their backward: adds the lm_head's gradients to `dLmHead` (f32) and
  /// returns the gradient of `h0`; sets `dEmbedded`, that of `embedded`.
  Value mtpBackward(Value &dLmHead, Value &dEmbedded);
  /// The input `embedded` of the last stage (null on one stage alone).
  Value mtpEmbeddingsInput();
  /// The gradient the first stage gets back for the embeddings it sent.
  Value mtpEmbeddingsGradInput();

  /// One depth's own parameters (its decoder layer is
  /// `layerParams[numLayers + k - 1]`) and what its backward needs.
  struct MtpDepth {
    unsigned enorm = 0, hnorm = 0, ehProj = 0, headNorm = 0;
    RmsNormSaved enormSaved, hnormSaved, headNormSaved;
    Value projected, headInput, dLogits;
  };
  std::vector<MtpDepth> mtp;
  /// Pipeline stages: the last stage's input of the embeddings, the first
  /// stage's input of their gradient.
  unsigned mtpEmbeddings = 0, mtpEmbeddingsGrad = 0;

  const LlamaConfig &config;
  const StepOptions &options;
  TrainStepBuilder step;
  LlamaLayers layers;
  unsigned embedTokens = 0, finalNorm = 0, lmHead = 0;
  /// The first stage's token ids, or a later stage's input activations.
  unsigned inputIds = 0, hiddenStates = 0;
  /// The last stage's labels, or an earlier stage's incoming gradient.
  unsigned labels = 0, outputGrad = 0;
  std::vector<LayerParams> layerParams;
  std::vector<LayerSaved> saved;
};
} // namespace mlir::zero::import

#endif // ZERO_LIB_IMPORT_LLAMASTEP_H
