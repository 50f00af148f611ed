//===- ModelParallelism.cpp - one device's part of a Llama model ---------===//
//
// Tensor and pipeline parallelism divide the model before data parallelism
// sees it: zero-import --tensor-parallel / --pipeline-stage build the step
// of one device, whose states zero-shard dp-axis= then shards over the
// data-parallel axis of the mesh.
//
//===----------------------------------------------------------------------===//

#include "zero/Import/ModelConfig.h"

#include "llvm/Support/FormatVariadic.h"

#include <tuple>

using namespace mlir::zero::import;

std::pair<int64_t, int64_t>
mlir::zero::import::getPipelineStageLayers(int64_t numLayers, int64_t stages,
                                           int64_t stage) {
  int64_t base = numLayers / stages, extra = numLayers % stages;
  // The order in which stages take one of the `extra` layers: the middle
  // ones, then the last, then the first.
  auto rank = [&](int64_t s) {
    if (stages == 1)
      return int64_t{0};
    if (s == 0)
      return stages - 1;
    if (s == stages - 1)
      return stages - 2;
    return s - 1;
  };
  auto count = [&](int64_t s) { return base + (rank(s) < extra ? 1 : 0); };
  int64_t first = 0;
  for (int64_t s = 0; s < stage; ++s)
    first += count(s);
  return {first, count(stage)};
}

llvm::Expected<LlamaConfig>
mlir::zero::import::applyModelParallelism(const LlamaConfig &config,
                                          const ModelParallelism &parallelism) {
  auto error = [](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  LlamaConfig local = config;
  int64_t tp = parallelism.tensorParallel;
  if (tp < 1)
    return error("--tensor-parallel must be >= 1, got " + llvm::Twine(tp));
  if (tp > 1 && config.isDeepSeek)
    return error(llvm::formatv("--tensor-parallel {0} is not implemented for "
                               "DeepSeek-V{1}'s latent attention; use "
                               "--tensor-parallel 1 (and --expert-parallel, "
                               "--pipeline-stages)",
                               tp, config.deepSeek.version)
                     .str());
  // Column-parallel q/k/v, gate/up and a vocabulary-parallel embedding and
  // lm_head; row-parallel o and down take the matching input shards.
  for (auto [field, size] : {std::pair<const char *, int64_t *>{
                                 "num_attention_heads", &local.numHeads},
                             {"num_key_value_heads", &local.numKVHeads},
                             {"intermediate_size", &local.intermediateSize},
                             {"vocab_size", &local.vocabSize}}) {
    if (*size % tp != 0)
      return error(llvm::formatv("--tensor-parallel {0} does not divide "
                                 "'{1}' ({2}); each device must hold an "
                                 "equal share, so use a divisor of it",
                                 tp, field, *size)
                       .str());
    *size /= tp;
  }
  // An expert's MLP is split like the dense one (Mixtral's experts are
  // `intermediate_size` wide, split above).
  if (config.isMixtureOfExperts() && !config.isDeepSeek) {
    if (config.decoder.expertWidth % tp != 0)
      return error(llvm::formatv("--tensor-parallel {0} does not divide "
                                 "'moe_intermediate_size' ({1}); each device "
                                 "must hold an equal share, so use a divisor "
                                 "of it",
                                 tp, config.decoder.expertWidth)
                       .str());
    local.decoder.expertWidth /= tp;
  }
  int64_t stages = parallelism.pipelineStages,
          stage = parallelism.pipelineStage;
  if (stages < 1)
    return error("--pipeline-stages must be >= 1, got " + llvm::Twine(stages));
  if (stage < 0 || stage >= stages)
    return error(llvm::formatv("--pipeline-stage {0} is not one of the {1} "
                               "stages (0 to {2})",
                               stage, stages, stages - 1)
                     .str());
  if (stages > config.numLayers)
    return error(llvm::formatv("--pipeline-stages {0} is more than the {1} "
                               "layers ('num_hidden_layers'); every stage "
                               "needs at least one",
                               stages, config.numLayers)
                     .str());
  if (stages > 1 && config.tieWordEmbeddings)
    return error("'tie_word_embeddings' is true, so the embedding and the "
                 "lm_head are one weight, which pipeline stages cannot split "
                 "between the first and the last; use --pipeline-stages 1");
  std::tie(local.firstLayer, local.numLayers) =
      getPipelineStageLayers(config.numLayers, stages, stage);

  // Expert parallelism: an equal share of every MoE layer's experts.
  int64_t ep = parallelism.expertParallel, rank = parallelism.expertRank;
  if (ep < 1)
    return error("--expert-parallel must be >= 1, got " + llvm::Twine(ep));
  if (ep > 1 && !config.isMixtureOfExperts())
    // A dense model has no experts field of its own to name.
    return error(llvm::formatv("--expert-parallel {0} needs a mixture of "
                               "experts (Mixtral, Qwen3-MoE, DeepSeek-V2/V3), "
                               "but the model's MLP is dense; drop "
                               "--expert-parallel",
                               ep)
                     .str());
  if (ep > 1 && parallelism.expertDataParallelAxes.empty())
    return error("--mesh has no data-parallel axis besides tp, pp and ep, "
                 "so the experts would have no replicas to shard over; add "
                 "one (e.g. edp=2)");
  if (rank < 0 || rank >= ep)
    return error(llvm::formatv("--expert-rank {0} is not one of the {1} "
                               "expert-parallel ranks (0 to {2})",
                               rank, ep, ep - 1)
                     .str());
  if (config.isMixtureOfExperts()) {
    if (config.numExperts % ep != 0)
      return error(llvm::formatv("--expert-parallel {0} does not divide "
                                 "'{2}' ({1}); each device "
                                 "must hold an equal share, so use a divisor "
                                 "of it",
                                 ep, config.numExperts,
                                 config.isDeepSeek
                                     ? "n_routed_experts"
                                     : config.decoder.expertsField)
                       .str());
    local.numLocalExperts = config.numExperts / ep;
    local.firstExpert = rank * local.numLocalExperts;
    if (ep > 1)
      local.expertDataParallelAxes = parallelism.expertDataParallelAxes;
  }
  // Sequence parallelism splits the sequence over the same ranks as the
  // heads: it has no ranks of its own.
  if (parallelism.sequenceParallel) {
    if (tp == 1)
      return error("--sequence-parallel splits the sequence over the "
                   "tensor-parallel ranks, so it needs --tensor-parallel "
                   "T > 1; add --tensor-parallel or drop "
                   "--sequence-parallel");
    if (config.isMixtureOfExperts())
      return error("--sequence-parallel is implemented for a dense MLP, but "
                   "the model is a mixture of experts "
                   "('" +
                   llvm::Twine(config.decoder.expertsField) +
                   "'); drop --sequence-parallel");
    local.sequenceShards = tp;
  }
  local.hasEmbedding = stage == 0;
  local.hasHead = stage == stages - 1;
  return local;
}
