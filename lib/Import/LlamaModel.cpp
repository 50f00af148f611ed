//===- LlamaModel.cpp - the Llama training step ---------------------------===//
//
// Assembles `LlamaLayers` into the whole step, in the order a framework runs
// it: forward through the layers, loss, backward through the layers in
// reverse (each gradient annotated where it is produced), AdamW. A pipeline
// stage (LlamaConfig::hasEmbedding / hasHead) starts from the previous
// stage's activations or ends at the next stage's gradient instead.
//
//===----------------------------------------------------------------------===//

#include "LlamaStep.h"
#include "StepSize.h"
#include "zero/Import/Importers.h"
#include "zero/Import/TrainStep.h"

#include "mlir/IR/Verifier.h"
#include "llvm/Support/FormatVariadic.h"

#include <array>

using namespace mlir;
using namespace mlir::zero::import;

void LlamaStep::declare() {
  int64_t d = config.hiddenSize, f = config.intermediateSize,
          qWidth = config.numHeads * config.headDim,
          kvWidth = config.numKVHeads * config.headDim;
  // Hugging Face names and shapes (`[out_features, in_features]`). The
  // embedding, final norm and lm_head have no layer: each is its own unit.
  // A pipeline stage names its layers by their place in the whole model.
  if (config.hasEmbedding)
    embedTokens = step.addParam("model.embed_tokens.weight",
                                {config.vocabSize, d}, std::nullopt);
  for (int64_t i = 0; i < config.numLayers; ++i) {
    int64_t layer = config.firstLayer + i;
    if (config.isDeepSeek) {
      layerParams.push_back(declareDeepSeekLayer(layer));
      continue;
    }
    std::string prefix = "model.layers." + std::to_string(layer) + ".";
    auto add = [&](StringRef name, ArrayRef<int64_t> shape,
                   StringRef kind = "weight") {
      return step.addParam(prefix + name.str() + "." + kind.str(), shape,
                           layer);
    };
    // The one decoder layer of every family (DecoderLayout), its optional
    // parts where transformers lists them.
    const DecoderLayout &decoder = config.decoder;
    LayerParams p;
    p.q = add("self_attn.q_proj", {qWidth, d});
    if (decoder.qkvBias)
      p.qBias = add("self_attn.q_proj", {qWidth}, "bias");
    p.k = add("self_attn.k_proj", {kvWidth, d});
    if (decoder.qkvBias)
      p.kBias = add("self_attn.k_proj", {kvWidth}, "bias");
    p.v = add("self_attn.v_proj", {kvWidth, d});
    if (decoder.qkvBias)
      p.vBias = add("self_attn.v_proj", {kvWidth}, "bias");
    p.o = add("self_attn.o_proj", {d, qWidth});
    if (decoder.qkNorm) {
      p.qNorm = add("self_attn.q_norm", {config.headDim});
      p.kNorm = add("self_attn.k_norm", {config.headDim});
    }
    p.isMoe = config.isMoeLayer(layer);
    if (p.isMoe) {
      // The family's names (Mixtral's w1 the gate, w2 down, w3 up). A
      // device under expert parallelism holds its experts under their
      // global numbers.
      int64_t width = decoder.expertWidth;
      p.router = add(decoder.routerName, {config.numExperts, d});
      for (int64_t j = 0; j < config.numLocalExperts; ++j) {
        std::string expert =
            decoder.expertPrefix + std::to_string(config.firstExpert + j) + ".";
        std::array<unsigned, 3> params;
        for (auto [name, role] : decoder.expertWeights) {
          bool isDown = role == DecoderLayout::ExpertWeight::Down;
          unsigned param =
              add(expert + name, isDown ? SmallVector<int64_t>{d, width}
                                        : SmallVector<int64_t>{width, d});
          if (!config.expertDataParallelAxes.empty())
            step.setDataParallelAxes(param, config.expertDataParallelAxes);
          params[static_cast<int>(role)] = param;
        }
        p.experts.push_back(params);
      }
    } else {
      p.gate = add("mlp.gate_proj", {f, d});
      p.up = add("mlp.up_proj", {f, d});
      p.down = add("mlp.down_proj", {d, f});
    }
    p.inputNorm = add("input_layernorm", {d});
    p.postNorm = add("post_attention_layernorm", {d});
    layerParams.push_back(p);
  }
  if (hasMtp())
    declareMtp();
  if (config.hasHead) {
    finalNorm = step.addParam("model.norm.weight", {d}, std::nullopt);
    // A tied lm_head is the embedding itself, not a parameter of its own.
    lmHead = config.tieWordEmbeddings
                 ? embedTokens
                 : step.addParam("lm_head.weight", {config.vocabSize, d},
                                 std::nullopt);
  }

  auto tokens = RankedTensorType::get({options.batch, options.seq},
                                      step.getBuilder().getI32Type());
  // Pipeline stages send their sequence shards to each other.
  auto activations = RankedTensorType::get(
      {options.batch, options.seq / config.sequenceShards, d},
      layers.getActivationType());
  if (config.hasEmbedding)
    inputIds = step.addInput("input_ids", tokens);
  else
    hiddenStates = step.addInput("hidden_states", activations);
  if (config.hasHead) {
    labels = step.addInput("labels", tokens);
  } else {
    outputGrad = step.addInput("output_grad", activations);
    step.addOutput(activations); // this stage's output, to the next
  }
  if (!config.hasEmbedding)
    step.addOutput(activations); // the gradient of its input, to the previous
  declareMtpTransfers();
  // DeepSeek's correction biases are buffers that a rule updates between
  // steps, not parameters: inputs of the step, without optimizer states.
  // The multi-token-prediction layers follow the stage's last layer, so
  // their place in layerParams is their layer number too.
  for (LayerParams &p : layerParams)
    if (config.isDeepSeek && config.deepSeek.correctionBias && p.isMoe)
      p.bias = step.addInput(
          "model.layers." +
              std::to_string(config.firstLayer + (&p - layerParams.data())) +
              ".mlp.gate.e_score_correction_bias",
          RankedTensorType::get({config.numExperts},
                                step.getBuilder().getF32Type()));
}

LayerParams LlamaStep::declareDeepSeekLayer(int64_t layer) {
  const DeepSeekConfig &ds = config.deepSeek;
  int64_t d = config.hiddenSize, h = config.numHeads;
  std::string prefix = "model.layers." + std::to_string(layer) + ".";
  auto add = [&](StringRef name, ArrayRef<int64_t> shape) {
    return step.addParam(prefix + name.str() + ".weight", shape, layer);
  };
  // The names of DeepSeek-V3's checkpoint, in the order of its modelling
  // code's modules: transformers' DeepseekV3 up to the routed experts,
  // which transformers 5 stacks into mlp.experts.gate_up_proj and
  // mlp.experts.down_proj (expert parallelism would split those).
  LayerParams p;
  if (ds.qLoraRank) {
    p.qa = add("self_attn.q_a_proj", {ds.qLoraRank, d});
    p.qaNorm = add("self_attn.q_a_layernorm", {ds.qLoraRank});
    p.q = add("self_attn.q_b_proj", {h * ds.qkHeadDim(), ds.qLoraRank});
  } else {
    p.q = add("self_attn.q_proj", {h * ds.qkHeadDim(), d});
  }
  p.kva = add("self_attn.kv_a_proj_with_mqa",
              {ds.kvLoraRank + ds.qkRopeHeadDim, d});
  p.kvaNorm = add("self_attn.kv_a_layernorm", {ds.kvLoraRank});
  p.kvb = add("self_attn.kv_b_proj",
              {h * (ds.qkNopeHeadDim + ds.vHeadDim), ds.kvLoraRank});
  p.o = add("self_attn.o_proj", {d, h * ds.vHeadDim});
  p.isMoe = config.isMoeLayer(layer);
  auto addMlp = [&](const std::string &name,
                    int64_t width) -> std::array<unsigned, 3> {
    unsigned gate = add(name + "gate_proj", {width, d});
    unsigned up = add(name + "up_proj", {width, d});
    unsigned down = add(name + "down_proj", {d, width});
    return {gate, up, down};
  };
  if (!p.isMoe) {
    auto [gate, up, down] = addMlp("mlp.", config.intermediateSize);
    p.gate = gate;
    p.up = up;
    p.down = down;
  } else {
    // A device under expert parallelism holds its experts under their
    // global numbers, each with the data-parallel axes of its replicas.
    for (int64_t j = 0; j < config.numLocalExperts; ++j) {
      std::array<unsigned, 3> expert =
          addMlp("mlp.experts." + std::to_string(config.firstExpert + j) + ".",
                 ds.moeIntermediateSize);
      if (!config.expertDataParallelAxes.empty())
        for (unsigned param : expert)
          step.setDataParallelAxes(param, config.expertDataParallelAxes);
      p.experts.push_back(expert);
    }
    p.router = add("mlp.gate", {config.numExperts, d});
    if (ds.numSharedExperts) {
      p.hasShared = true;
      p.shared = addMlp("mlp.shared_experts.",
                        ds.moeIntermediateSize * ds.numSharedExperts);
    }
  }
  p.inputNorm = add("input_layernorm", {d});
  p.postNorm = add("post_attention_layernorm", {d});
  return p;
}

Value LlamaStep::layerForward(unsigned i, Value x) {
  const LayerParams &p = layerParams[i];
  LayerSaved &s = saved[i];
  Value normalized = layers.rmsNorm(x, weight(p.inputNorm), s.inputNorm);
  if (isSequenceParallel()) {
    // x and the norms are [b, s/T, d]; the projections read the gathered
    // sequence and the row-parallel outputs are reduce-scattered into the
    // residual.
    assert(!config.isMixtureOfExperts() &&
           "applyModelParallelism rejects experts with sequence parallelism");
    s.inputNormOutput = normalized;
    Value h =
        reduceScatter(layers.attention(gather(normalized), attentionWeights(p),
                                       Value(), s.attention),
                      x);
    s.postNormOutput = layers.rmsNorm(h, weight(p.postNorm), s.postNorm);
    return reduceScatter(
        layers.mlp(gather(s.postNormOutput), mlpWeights(p), Value(), s.mlp), h);
  }
  if (config.isDeepSeek) {
    Value h = layers.latentAttention(normalized, latentWeights(p), x, s.latent);
    normalized = layers.rmsNorm(h, weight(p.postNorm), s.postNorm);
    if (p.isMoe)
      return layers.deepSeekMoe(normalized, moeWeights(p), h, s.moe);
    return layers.mlp(normalized, mlpWeights(p), h, s.mlp);
  }
  Value h = layers.attention(normalized, attentionWeights(p), x, s.attention);
  normalized = layers.rmsNorm(h, weight(p.postNorm), s.postNorm);
  if (p.isMoe)
    return layers.mixtureOfExperts(normalized, moeWeights(p), h, s.moe);
  return layers.mlp(normalized, mlpWeights(p), h, s.mlp);
}

Value LlamaStep::layerBackward(unsigned i, Value dy) {
  const LayerParams &p = layerParams[i];
  LayerSaved &s = saved[i];
  // y = h + mlp(norm(h)), h = x + attention(norm(x)): each residual passes
  // the gradient through unchanged, added to the branch's.
  Value dNormalized;
  if (p.isMoe) {
    MoeGrads moeGrads;
    dNormalized =
        config.isDeepSeek
            ? layers.deepSeekMoeBackward(s.moe, moeWeights(p), dy, moeGrads)
            : layers.mixtureOfExpertsBackward(s.moe, moeWeights(p), dy,
                                              moeGrads);
    if (p.hasShared) {
      step.setGrad(p.shared[2], moeGrads.shared.down);
      step.setGrad(p.shared[0], moeGrads.shared.gate);
      step.setGrad(p.shared[1], moeGrads.shared.up);
    }
    for (auto [params, grads] : llvm::zip(p.experts, moeGrads.experts)) {
      auto [gate, up, down] = params;
      step.setGrad(down, grads.down);
      step.setGrad(gate, grads.gate);
      step.setGrad(up, grads.up);
    }
    step.setGrad(p.router, moeGrads.router);
  } else {
    // With sequence parallelism the reduce-scatter's adjoint, a gather,
    // brings dy to the whole sequence; the MLP's input is gathered again
    // for the weight gradients (as Megatron-LM's column-parallel linear
    // gathers its saved shard in the backward), and the input gradient is
    // reduce-scattered to the norm's shard.
    MlpSaved mlpSaved = s.mlp;
    if (isSequenceParallel())
      mlpSaved.input = gather(s.postNormOutput);
    MlpGrads mlpGrads;
    dNormalized = reduceScatter(
        layers.mlpBackward(mlpSaved, mlpWeights(p), gather(dy), mlpGrads));
    step.setGrad(p.down, mlpGrads.down);
    step.setGrad(p.gate, mlpGrads.gate);
    step.setGrad(p.up, mlpGrads.up);
  }
  Value dNorm;
  Value dh = layers.rmsNormBackward(s.postNorm, weight(p.postNorm), dNormalized,
                                    dy, dNorm);
  step.setGrad(p.postNorm, dNorm);

  if (config.isDeepSeek) {
    LatentAttentionGrads g;
    dNormalized =
        layers.latentAttentionBackward(s.latent, latentWeights(p), dh, g);
    step.setGrad(p.o, g.o);
    step.setGrad(p.kva, g.kva);
    step.setGrad(p.kvaNorm, g.kvaNorm);
    step.setGrad(p.kvb, g.kvb);
    if (config.deepSeek.qLoraRank) {
      step.setGrad(p.qa, g.qa);
      step.setGrad(p.qaNorm, g.qaNorm);
    }
    step.setGrad(p.q, g.qb);
    Value dx = layers.rmsNormBackward(s.inputNorm, weight(p.inputNorm),
                                      dNormalized, dh, dNorm);
    step.setGrad(p.inputNorm, dNorm);
    return dx;
  }

  AttentionSaved attentionSaved = s.attention;
  if (isSequenceParallel())
    attentionSaved.input = gather(s.inputNormOutput);
  AttentionGrads attentionGrads;
  dNormalized = reduceScatter(layers.attentionBackward(
      attentionSaved, attentionWeights(p), gather(dh), attentionGrads));
  step.setGrad(p.o, attentionGrads.o);
  step.setGrad(p.q, attentionGrads.q);
  step.setGrad(p.k, attentionGrads.k);
  step.setGrad(p.v, attentionGrads.v);
  if (config.decoder.qkNorm) {
    step.setGrad(p.qNorm, attentionGrads.qNorm);
    step.setGrad(p.kNorm, attentionGrads.kNorm);
  }
  if (config.decoder.qkvBias) {
    step.setGrad(p.qBias, attentionGrads.qBias);
    step.setGrad(p.kBias, attentionGrads.kBias);
    step.setGrad(p.vBias, attentionGrads.vBias);
  }
  Value dx = layers.rmsNormBackward(s.inputNorm, weight(p.inputNorm),
                                    dNormalized, dh, dNorm);
  step.setGrad(p.inputNorm, dNorm);
  return dx;
}

LogicalResult LlamaStep::buildStageBackward(Value output, Value embedded) {
  // A stage before the last returns ⟨output, g⟩ as its loss, with g the
  // gradient the next stage sends: d⟨y, g⟩/dy = g, so the backward below is
  // the one a pipeline runs when g arrives.
  LinalgBuilder &l = step.getLinalg();
  Value dy = step.getInput(outputGrad);
  auto dot = [&](Value a, Value b) {
    return l.reduce("bsd,bsd->", {a, b}, 0.0, [](BodyContext &c) {
      return c.add(c.args[2], c.mul(c.args[0], c.args[1]));
    });
  };
  Value loss = dot(output, dy);
  Value dx = dy;
  for (int64_t i = config.numLayers - 1; i >= 0; --i)
    dx = layerBackward(i, dx);
  SmallVector<Value, 2> outputs = {output};
  // The first stage also sends the embeddings to the last one's
  // multi-token prediction: ⟨embedded, g'⟩ more, with g' their gradient
  // that comes back, added to the embedding's.
  if (sendsMtpEmbeddings()) {
    Value dEmbedded = mtpEmbeddingsGradInput();
    loss = l.add(loss, dot(embedded, dEmbedded));
    dx = addActivations(dx, dEmbedded);
    outputs.push_back(embedded);
  }
  if (!config.hasEmbedding) {
    outputs.push_back(dx);
    return step.finish(loss, outputs);
  }
  step.setGrad(embedTokens,
               layers.embedBackward(
                   step.getInput(inputIds), gather(dx),
                   l.zeros({config.vocabSize, config.hiddenSize}, l.f32())));
  return step.finish(loss, outputs);
}

LogicalResult LlamaStep::build() {
  declare();
  step.begin();
  LinalgBuilder &l = step.getLinalg();
  Value ids = config.hasEmbedding ? step.getInput(inputIds) : Value();
  layers.buildRopeTables();

  // Forward.
  saved.resize(layerParams.size());
  // The vocabulary-parallel embedding's partial rows are reduce-scattered
  // to the sequence shard under sequence parallelism.
  Value embedded = config.hasEmbedding
                       ? reduceScatter(layers.embed(ids, weight(embedTokens)))
                       : Value();
  Value x = embedded ? embedded : step.getInput(hiddenStates);
  for (unsigned i = 0; i < config.numLayers; ++i)
    x = layerForward(i, x);
  if (!config.hasHead)
    return buildStageBackward(x, embedded);
  RmsNormSaved finalSaved;
  Value normalized = layers.rmsNorm(x, weight(finalNorm), finalSaved);
  Type act = layers.getActivationType();
  // The lm_head is column-parallel: under sequence parallelism it reads
  // the gathered sequence, gathered again for its weight gradient.
  // --logits-dtype f32 keeps the [b, s, vocab] logits, and so the
  // cross-entropy's gradient of them, in f32 (as torchtitan upcasts them
  // for the loss); here the lm_head writes its f32 sum as it is.
  Type logitsType = options.hasF32Logits() ? l.f32() : act;
  Value logits = l.contract("bsd,vd->bsv", gather(normalized), weight(lmHead),
                            Value(), logitsType);
  Value dLogits;
  Value loss = layers.crossEntropy(logits, step.getInput(labels), dLogits);
  if (hasMtp())
    loss = l.add(loss, mtpForward(normalized,
                                  embedded ? embedded : mtpEmbeddingsInput()));

  // Backward: the multi-token prediction's first (it ran last), whose
  // lm_head gradients the main one's adds to.
  Value dLmHead, dNormalizedMtp, dEmbedded;
  if (hasMtp())
    dNormalizedMtp = mtpBackward(dLmHead, dEmbedded);
  dLmHead = l.contract("bsv,bsd->vd", dLogits, gather(normalized), dLmHead);
  if (!config.tieWordEmbeddings)
    step.setGrad(lmHead, dLmHead);
  Value dNormalized = reduceScatter(
      l.contract("bsv,vd->bsd", dLogits, weight(lmHead), dNormalizedMtp, act));
  Value dNorm;
  Value dx = layers.rmsNormBackward(finalSaved, weight(finalNorm), dNormalized,
                                    Value(), dNorm);
  step.setGrad(finalNorm, dNorm);
  for (int64_t i = config.numLayers - 1; i >= 0; --i)
    dx = layerBackward(i, dx);
  // A later pipeline stage sends the gradient of its input back (and of
  // the embeddings its multi-token prediction read).
  if (!config.hasEmbedding) {
    if (hasMtp())
      return step.finish(loss, {dx, dEmbedded});
    return step.finish(loss, {dx});
  }
  if (hasMtp())
    dx = addActivations(dx, dEmbedded);
  // A tied embedding's gradient is the sum of its two uses': the scatter
  // starts from the lm_head's gradient instead of zeros.
  Value dEmbedInit =
      config.tieWordEmbeddings
          ? dLmHead
          : l.zeros({config.vocabSize, config.hiddenSize}, l.f32());
  step.setGrad(embedTokens, layers.embedBackward(ids, gather(dx), dEmbedInit));
  return step.finish(loss);
}

/// The step of `config`, unverified; null after a diagnostic if it could not
/// be built.
static OwningOpRef<ModuleOp> buildLlama(MLIRContext &context,
                                        const LlamaConfig &config,
                                        const StepOptions &options) {
  OwningOpRef<ModuleOp> module =
      ModuleOp::create(NameLoc::get(StringAttr::get(&context, "zero-import")));
  LlamaStep step(*module, config, options);
  if (failed(step.build()))
    return nullptr;
  return module;
}

llvm::Expected<OwningOpRef<ModuleOp>>
mlir::zero::import::importLlama(MLIRContext &context, const LlamaConfig &config,
                                const StepOptions &options) {
  loadImportDialects(context);
  if (config.attentionWindow && *config.attentionWindow < 1)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("the attention window ({0}) must be at least 1 (a "
                      "query always sees itself); give a positive window, "
                      "e.g. Mistral 7B v0.1's sliding_window of 4096",
                      *config.attentionWindow)
            .str());
  if (int64_t depths = config.deepSeek.mtpDepth; depths >= options.seq)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("--mtp-depth {0} predicts the token {1} ahead, which "
                      "no position of --seq {2} has; use --seq {1} or more",
                      depths, depths + 1, options.seq)
            .str());
  if (config.attentionWindow && config.isDeepSeek)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("a sliding attention window is not implemented for "
                      "DeepSeek-V{0}'s latent attention (DeepSeek-V{0} has "
                      "none); drop the window",
                      config.deepSeek.version)
            .str());
  if (int64_t shards = config.sequenceShards; options.seq % shards != 0)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("--sequence-parallel splits the {0} tokens of --seq "
                      "into {1} equal shards (--tensor-parallel {1}); use a "
                      "multiple of {1}, e.g. --seq {2}",
                      options.seq, shards, (options.seq / shards + 1) * shards)
            .str());
  // Every local expert is a few hundred operations in each MoE layer, so a
  // device holds fewer layers the more experts it holds.
  std::string fix =
      config.isMixtureOfExperts()
          ? "at most {0} layers fit with " +
                std::to_string(config.numLocalExperts) +
                " experts per layer on the device; split the experts over "
                "devices with --expert-parallel (and --mesh)"
          : "at most {0} layers fit (Llama 3.1 405B has 126)";
  if (llvm::Error error = checkStepSize(
          config.numLayers,
          "'num_hidden_layers' (" + llvm::Twine(config.numLayers) + ")",
          fix.c_str(), [&](int64_t layers) {
            LlamaConfig probe = config;
            probe.numLayers = layers;
            // DeepSeek's first layers are dense and far smaller than its
            // MoE layers: probing with MoE layers only counts every layer as
            // one, an upper bound.
            probe.deepSeek.firstDenseLayers = 0;
            return buildLlama(context, probe, options);
          }))
    return std::move(error);
  OwningOpRef<ModuleOp> module = buildLlama(context, config, options);
  if (!module || failed(verify(*module)))
    return importerBug("does not verify");
  return module;
}
