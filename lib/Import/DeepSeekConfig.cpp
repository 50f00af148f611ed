//===- DeepSeekConfig.cpp - read a DeepSeek-V2/V3 config.json -------------===//
//
// The fields of transformers' `DeepseekV3Config` and `DeepseekV2Config`
// beyond Llama's: multi-head latent attention, DeepSeekMoE and YaRN. The
// two families share the reader; what differs (the defaults of absent
// fields and the router) is the data of `kFamilies` below. The step is the
// one `DeepseekV3ForCausalLM` (or `DeepseekV2ForCausalLM`) computes; what
// the DeepSeek checkpoints' own modelling code adds on top of it (an
// auxiliary balance loss, other routing methods) is refused by name rather
// than left out silently (docs/import.md, "DeepSeek-V2 and DeepSeek-V3").
//
//===----------------------------------------------------------------------===//

#include "ConfigFields.h"
#include "zero/Import/ModelConfig.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir::zero::import;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

/// Bounds that keep every count below far from 64 bits: a head dimension
/// or rank is at most this (DeepSeek-V3's largest is 1536).
static constexpr int64_t kMaxLatentDim = 65536;
/// Routed experts per layer (DeepSeek-V3 has 256).
static constexpr int64_t kMaxRoutedExperts = 4096;

namespace {
/// What DeepSeek-V2 and DeepSeek-V3 configs differ in: transformers'
/// defaults of absent fields (`DeepseekV2Config`, `DeepseekV3Config`) and
/// the router methods the step computes.
struct DeepSeekFamily {
  int64_t version;
  int64_t qLoraRank, firstDenseLayers, sharedExperts, groups, keptGroups;
  bool normTopkProb;
  double routedScalingFactor;
  /// The `scoring_func` and `topk_method` values the step computes (the
  /// family's own), the first of each the default.
  const char *scoring;
  const char *methods[2];
  int64_t nextNPredictLayers;
};
} // namespace

static const DeepSeekFamily kDeepSeekV3 = {
    /*version=*/3,
    /*qLoraRank=*/1536,
    /*firstDenseLayers=*/3,
    /*sharedExperts=*/1,
    /*groups=*/8,
    /*keptGroups=*/4,
    /*normTopkProb=*/true,
    /*routedScalingFactor=*/2.5,
    /*scoring=*/"sigmoid",
    /*methods=*/{"noaux_tc", nullptr},
    /*nextNPredictLayers=*/1};
// DeepseekV2Config has no n_group or topk_group default ("greedy" does not
// read them): one group, kept. Its routers: "greedy" (top-k of all
// experts) and "group_limited_greedy".
static const DeepSeekFamily kDeepSeekV2 = {
    /*version=*/2,
    /*qLoraRank=*/1536,
    /*firstDenseLayers=*/0,
    /*sharedExperts=*/2,
    /*groups=*/1,
    /*keptGroups=*/1,
    /*normTopkProb=*/false,
    /*routedScalingFactor=*/1.0,
    /*scoring=*/"softmax",
    /*methods=*/{"greedy", "group_limited_greedy"},
    /*nextNPredictLayers=*/0};

/// DeepSeek's `yarn_get_mscale`: 0.1 * mscale * ln(factor) + 1 above a
/// factor of 1, 1 otherwise.
static double yarnMscale(double factor, double mscale) {
  return factor <= 1.0 ? 1.0 : 0.1 * mscale * std::log(factor) + 1.0;
}

/// `rope_scaling` of a DeepSeek config: null, "default" or "yarn" (named
/// `type` in DeepSeek's own configs, `rope_type` in transformers').
static Error readYarn(const FieldReader &reader,
                      const llvm::json::Object &object, LlamaConfig &config) {
  if (!reader.has("rope_scaling"))
    return Error::success();
  const llvm::json::Object *rope = object.getObject("rope_scaling");
  if (!rope)
    return reader.error("field 'rope_scaling' must be an object or null");
  FieldReader fields = reader.nested(*rope, "rope_scaling");
  StringRef typeField = fields.has("rope_type") ? "rope_type" : "type";
  Expected<StringRef> type = fields.stringOr(typeField, "");
  if (!type)
    return type.takeError();
  if (type->empty())
    return reader.error("missing field 'rope_scaling.type'; give \"yarn\" "
                        "or set 'rope_scaling' to null");
  if (*type == "default")
    return Error::success();
  if (*type != "yarn")
    return reader.error(
        llvm::formatv("unsupported rope_scaling.{0} \"{1}\" for DeepSeek-V{2} "
                      "(supported: \"yarn\", \"default\")",
                      typeField, *type, config.deepSeek.version)
            .str());
  RopeScaling &scaling = config.ropeScaling;
  scaling.kind = RopeScaling::Kind::Yarn;
  if (!fields.has("factor"))
    return reader.error(
        std::string(fields.isNull("factor")
                        ? "field 'rope_scaling.factor' is null"
                        : "missing field 'rope_scaling.factor'") +
        "; \"yarn\" scaling needs it as a positive number");
  Expected<double> factor = fields.positiveNumberOr("factor", 0.0);
  if (!factor)
    return factor.takeError();
  scaling.factor = *factor;
  Expected<int64_t> maxPositions = reader.positiveOr("max_position_embeddings",
                                                     /*fallback=*/4096);
  if (!maxPositions)
    return maxPositions.takeError();
  // transformers' YaRN reads the optional fields with `.get(...) or
  // default`: null is the default.
  Expected<int64_t> original =
      fields.positiveOr("original_max_position_embeddings",
                        /*fallback=*/*maxPositions, NullMeans::Default);
  if (!original)
    return original.takeError();
  scaling.originalMaxPositions = *original;
  // transformers takes the factor from the two lengths when the original
  // one is given, DeepSeek's code from `factor`: they must agree for the
  // step to be either's.
  if (fields.has("original_max_position_embeddings") &&
      std::abs(double(*maxPositions) / double(*original) - *factor) >
          1e-9 * *factor)
    return reader.error(llvm::formatv(
        "'max_position_embeddings' / 'rope_scaling.original_max_position_"
        "embeddings' ({0} / {1}) is not 'rope_scaling.factor' ({2}); "
        "transformers uses the ratio and DeepSeek's code the factor, so "
        "make them agree",
        *maxPositions, *original, *factor));
  Expected<double> betaFast =
      fields.positiveNumberOr("beta_fast", 32.0, NullMeans::Default);
  if (!betaFast)
    return betaFast.takeError();
  Expected<double> betaSlow =
      fields.positiveNumberOr("beta_slow", 1.0, NullMeans::Default);
  if (!betaSlow)
    return betaSlow.takeError();
  if (*betaSlow >= *betaFast)
    return reader.error("'rope_scaling.beta_slow' must be less than "
                        "'rope_scaling.beta_fast'");
  scaling.betaFast = *betaFast;
  scaling.betaSlow = *betaSlow;
  Expected<bool> truncate = fields.booleanOr("truncate", true);
  if (!truncate)
    return truncate.takeError();
  scaling.truncate = *truncate;
  // 0 (or absent) turns each mscale off, as in transformers.
  auto nonNegative = [&](StringRef field) -> Expected<double> {
    if (!fields.has(field))
      return 0.0;
    std::optional<double> value = rope->get(field)->getAsNumber();
    if (!value || !std::isfinite(*value) || *value < 0)
      return fields.error("field 'rope_scaling." + field +
                          "' must be a number >= 0, got " +
                          FieldReader::render(*rope->get(field)));
    return *value;
  };
  Expected<double> mscale = nonNegative("mscale");
  if (!mscale)
    return mscale.takeError();
  Expected<double> mscaleAllDim = nonNegative("mscale_all_dim");
  if (!mscaleAllDim)
    return mscaleAllDim.takeError();
  // cos and sin are scaled by the attention factor (transformers'
  // `_compute_yarn_parameters`), the softmax by mscale(all_dim)^2
  // (`DeepseekV3Attention`).
  if (fields.has("attention_factor")) {
    Expected<double> given = fields.positiveNumberOr("attention_factor", 1.0);
    if (!given)
      return given.takeError();
    scaling.attentionFactor = *given;
  } else if (*mscale != 0 && *mscaleAllDim != 0) {
    scaling.attentionFactor =
        yarnMscale(*factor, *mscale) / yarnMscale(*factor, *mscaleAllDim);
  } else {
    scaling.attentionFactor = yarnMscale(*factor, 1.0);
  }
  if (*mscaleAllDim != 0) {
    double m = yarnMscale(*factor, *mscaleAllDim);
    scaling.softmaxFactor = m * m;
  }
  return Error::success();
}

Error mlir::zero::import::readDeepSeekConfig(const FieldReader &reader,
                                             const llvm::json::Object &object,
                                             ModelFamily family,
                                             LlamaConfig &config) {
  const DeepSeekFamily &defaults =
      family == ModelFamily::DeepSeekV2 ? kDeepSeekV2 : kDeepSeekV3;
  std::string name = llvm::formatv("DeepSeek-V{0}", defaults.version).str();
  config.isDeepSeek = true;
  DeepSeekConfig &ds = config.deepSeek;
  ds.version = defaults.version;
  auto positive = [&](StringRef field, int64_t &target,
                      int64_t limit) -> Error {
    if (!reader.has(field))
      return reader.error("missing field '" + field + "'; a " + name +
                          " config.json must give it as a positive integer");
    Expected<int64_t> value = reader.positive(field);
    if (!value)
      return value.takeError();
    if (*value > limit)
      return reader.error(llvm::formatv("'{0}' ({1}) is above the supported "
                                        "{2}",
                                        field, *value, limit));
    target = *value;
    return Error::success();
  };
  // Absent fields take transformers' defaults (DeepseekV3Config's, which
  // are DeepSeek-V3's values, or DeepseekV2Config's), as for Llama;
  // `q_lora_rank: null` means one q_proj, an absent one transformers' 1536.
  Expected<int64_t> qLora = reader.positiveOr(
      "q_lora_rank", object.get("q_lora_rank") ? 0 : defaults.qLoraRank,
      NullMeans::Default);
  if (!qLora)
    return qLora.takeError();
  if (*qLora > kMaxLatentDim)
    return reader.error(
        llvm::formatv("'q_lora_rank' ({0}) is above the supported {1}", *qLora,
                      kMaxLatentDim));
  ds.qLoraRank = *qLora;
  struct Field {
    const char *name;
    int64_t *target;
    int64_t limit;
  } fields[] = {
      {"kv_lora_rank", &ds.kvLoraRank, kMaxLatentDim},
      {"qk_nope_head_dim", &ds.qkNopeHeadDim, kMaxLatentDim},
      {"qk_rope_head_dim", &ds.qkRopeHeadDim, kMaxLatentDim},
      {"v_head_dim", &ds.vHeadDim, kMaxLatentDim},
      {"n_routed_experts", &config.numExperts, kMaxRoutedExperts},
      {"num_experts_per_tok", &config.expertsPerToken, kMaxRoutedExperts},
      {"moe_intermediate_size", &ds.moeIntermediateSize, int64_t(1) << 40},
  };
  for (const Field &field : fields)
    if (Error error = positive(field.name, *field.target, field.limit))
      return error;
  config.numLocalExperts = config.numExperts;
  if (ds.qkRopeHeadDim % 2 != 0)
    return reader.error(llvm::formatv("'qk_rope_head_dim' ({0}) is odd; RoPE "
                                      "rotates pairs of dimensions",
                                      ds.qkRopeHeadDim));
  // RoPE runs on the qk_rope_head_dim part only; transformers sets its
  // `head_dim` to it.
  Expected<int64_t> headDim =
      reader.positiveOr("head_dim", ds.qkRopeHeadDim, NullMeans::Default);
  if (!headDim)
    return headDim.takeError();
  if (*headDim != ds.qkRopeHeadDim)
    return reader.error(
        llvm::formatv("'head_dim' ({0}) is not 'qk_rope_head_dim' ({1}); {2}'s "
                      "RoPE dimension is qk_rope_head_dim, so drop 'head_dim'",
                      *headDim, ds.qkRopeHeadDim, name));
  config.headDim = ds.qkRopeHeadDim;
  // Every head has its own keys and values from kv_b_proj; transformers'
  // attention would repeat them again for a smaller
  // num_key_value_heads, which does not compute.
  if (config.numKVHeads != config.numHeads)
    return reader.error(llvm::formatv(
        "'num_key_value_heads' ({0}) is not 'num_attention_heads' ({1}); "
        "latent attention gives every head its own keys and values, so set "
        "them equal",
        config.numKVHeads, config.numHeads));

  Expected<int64_t> shared =
      reader.positiveOr("n_shared_experts", defaults.sharedExperts);
  if (!shared)
    return shared.takeError();
  if (*shared > kMaxRoutedExperts)
    return reader.error(
        llvm::formatv("'n_shared_experts' ({0}) is above the supported {1}",
                      *shared, kMaxRoutedExperts));
  ds.numSharedExperts = *shared;
  ds.firstDenseLayers = defaults.firstDenseLayers;
  if (Error refused =
          reader.refuseNull("first_k_dense_replace", "an integer >= 0",
                            llvm::Twine(ds.firstDenseLayers)))
    return refused;
  if (reader.has("first_k_dense_replace")) {
    std::optional<int64_t> first =
        object.get("first_k_dense_replace")->getAsInteger();
    if (!first || *first < 0)
      return reader.error(
          "field 'first_k_dense_replace' must be an integer "
          ">= 0, got " +
          FieldReader::render(*object.get("first_k_dense_replace")));
    ds.firstDenseLayers = *first;
  }
  Expected<int64_t> layerFreq = reader.positiveOr("moe_layer_freq", 1);
  if (!layerFreq)
    return layerFreq.takeError();
  if (*layerFreq != 1)
    return reader.error(llvm::formatv(
        "'moe_layer_freq' is {0}, but transformers' {1} makes every "
        "layer after 'first_k_dense_replace' a mixture of experts; set it to "
        "1",
        *layerFreq, name));

  // The router. DeepSeek-V3's ("noaux_tc"): sigmoid scores, the
  // correction bias for the choice only, groups scored by their 2 best.
  // DeepSeek-V2's: softmax scores, no bias, "greedy" (the top k of all
  // experts) or "group_limited_greedy" (groups scored by their best).
  std::string arch = llvm::formatv("DeepseekV{0}ForCausalLM", ds.version);
  Expected<StringRef> scoring =
      reader.stringOr("scoring_func", defaults.scoring);
  if (!scoring)
    return scoring.takeError();
  if (*scoring != defaults.scoring)
    return reader.error(llvm::formatv("unsupported scoring_func \"{0}\" for "
                                      "{1} (supported: \"{2}\", the one "
                                      "transformers' {3} computes)",
                                      *scoring, name, defaults.scoring, arch)
                            .str());
  Expected<StringRef> method =
      reader.stringOr("topk_method", defaults.methods[0]);
  if (!method)
    return method.takeError();
  if (*method != defaults.methods[0] &&
      (!defaults.methods[1] || *method != defaults.methods[1]))
    return reader.error(
        ds.version == 3 ? "unsupported topk_method \"" + *method +
                              "\" for DeepSeek-V3 (supported: \"noaux_tc\", "
                              "group-limited routing with a correction bias)"
                        : "unsupported topk_method \"" + *method +
                              "\" for DeepSeek-V2 (supported: \"greedy\", "
                              "\"group_limited_greedy\")");
  bool greedy = *method == "greedy";
  ds.softmaxScores = ds.version == 2;
  ds.correctionBias = ds.version == 3;
  ds.groupScoreExperts = ds.version == 3 ? 2 : 1;

  // A group-limited router reads both group fields. transformers'
  // DeepseekV2Config has no default for them; DeepseekV3Config's defaults
  // apply to a field left out, but one given as null is None in the
  // model's code, which cannot route with it: no default is guessed.
  if (!greedy)
    for (StringRef field : {"n_group", "topk_group"}) {
      if (reader.isNull(field))
        return reader.error(
            "field '" + field + "' is null; topk_method \"" + *method +
            "\" groups the experts, so give it as a positive "
            "integer" +
            (ds.version == 3 ? " (or leave it out for transformers' "
                               "default, " +
                                   std::to_string(field == "n_group"
                                                      ? defaults.groups
                                                      : defaults.keptGroups) +
                                   ")"
                             : ""));
      if (ds.version == 2 && !reader.has(field))
        return reader.error("missing field '" + field +
                            "'; topk_method \"group_limited_greedy\" needs "
                            "it as a positive integer");
    }
  // "greedy" does not read the group fields, null or not.
  NullMeans unread = greedy ? NullMeans::Default : NullMeans::Error;
  Expected<int64_t> groups =
      reader.positiveOr("n_group", defaults.groups, unread);
  if (!groups)
    return groups.takeError();
  Expected<int64_t> topkGroups =
      reader.positiveOr("topk_group", defaults.keptGroups, unread);
  if (!topkGroups)
    return topkGroups.takeError();
  if (greedy) {
    // "greedy" does not read the group fields; DeepSeek-V2-Lite gives one
    // group, kept. Fewer kept groups than groups would limit the choice,
    // which "greedy" does not do.
    if (*topkGroups < *groups)
      return reader.error(llvm::formatv(
          "'topk_group' ({0}) is less than 'n_group' ({1}), but topk_method "
          "\"greedy\" chooses among all experts; use \"group_limited_greedy\" "
          "or set them equal",
          *topkGroups, *groups));
    ds.numGroups = ds.topkGroups = 1;
  } else {
    ds.numGroups = *groups;
    ds.topkGroups = *topkGroups;
  }
  if (config.numExperts % ds.numGroups != 0)
    return reader.error(llvm::formatv(
        "'n_group' ({0}) does not divide 'n_routed_experts' ({1}); the "
        "experts form groups of equal size",
        ds.numGroups, config.numExperts));
  int64_t groupSize = config.numExperts / ds.numGroups;
  if (groupSize < ds.groupScoreExperts)
    return reader.error(llvm::formatv(
        "'n_routed_experts' / 'n_group' ({0} / {1}) is below 2; a group's "
        "score is the sum of its 2 best experts' scores",
        config.numExperts, ds.numGroups));
  if (ds.topkGroups > ds.numGroups)
    return reader.error(
        llvm::formatv("'topk_group' ({0}) is more than 'n_group' ({1})",
                      ds.topkGroups, ds.numGroups));
  if (config.expertsPerToken > ds.topkGroups * groupSize)
    return reader.error(llvm::formatv(
        "'num_experts_per_tok' ({0}) is more than the {1} experts of the "
        "'topk_group' ({2}) groups a token keeps",
        config.expertsPerToken, ds.topkGroups * groupSize, ds.topkGroups));
  Expected<bool> norm =
      reader.booleanOr("norm_topk_prob", defaults.normTopkProb);
  if (!norm)
    return norm.takeError();
  // transformers' DeepseekV2TopkRouter never normalizes the chosen weights;
  // DeepSeek-V2's own code does, and then leaves routed_scaling_factor
  // out. The two models differ, so neither is chosen silently.
  if (ds.version == 2 && *norm)
    return reader.error(
        "'norm_topk_prob' is true, but transformers' DeepseekV2ForCausalLM "
        "does not normalize the routing weights (DeepSeek-V2's own code "
        "does, without 'routed_scaling_factor'); the step computes "
        "transformers' model, so set it to false as DeepSeek-V2's configs do");
  ds.normTopkProb = *norm;
  Expected<double> scaling = reader.positiveNumberOr(
      "routed_scaling_factor", defaults.routedScalingFactor);
  if (!scaling)
    return scaling.takeError();
  ds.routedScalingFactor = *scaling;
  Expected<bool> interleave = reader.booleanOr("rope_interleave", true);
  if (!interleave)
    return interleave.takeError();
  // transformers' DeepseekV2Attention always rotates interleaved pairs (a
  // complex view of the RoPE part).
  if (ds.version == 2 && !*interleave)
    return reader.error("'rope_interleave' is false, but transformers' "
                        "DeepseekV2ForCausalLM always rotates interleaved "
                        "pairs; drop the field");
  ds.ropeInterleave = *interleave;

  // The balance loss of DeepSeek's own code (sequence-wise with `seq_aux`)
  // is in neither transformers' DeepseekV2ForCausalLM nor
  // DeepseekV3ForCausalLM, whose loss is the language model's only; the
  // step computes that loss too.
  // Null is no balance loss too (transformers reads neither field).
  if (reader.has("aux_loss_alpha")) {
    std::optional<double> alpha = object.get("aux_loss_alpha")->getAsNumber();
    if (!alpha || *alpha != 0)
      return reader.error(
          "'aux_loss_alpha' is " +
          FieldReader::render(*object.get("aux_loss_alpha")) +
          ", which adds DeepSeek's balance loss to the training loss; "
          "transformers' " +
          arch +
          " computes the language-model loss only, and so does the step: to "
          "import the model as transformers trains it, set 'aux_loss_alpha' "
          "to 0");
  }
  // `seq_aux` chooses how that loss is averaged: with no balance loss it
  // changes nothing, but it must be a boolean.
  if (!reader.isNull("seq_aux"))
    if (Expected<bool> seqAux = reader.booleanOr("seq_aux", true); !seqAux)
      return seqAux.takeError();
  if (reader.has("quantization_config"))
    return reader.error("'quantization_config' is set (FP8 weights), but the "
                        "step stores weights in --dtype; remove the field");
  // Multi-token prediction layers (`num_nextn_predict_layers`) are not
  // part of transformers' model, which does not build them; the step builds
  // them with --mtp-depth only (setMultiTokenPrediction), at most this many.
  // DeepSeek-V2 has none: transformers' DeepseekV2Config has no such field.
  if (ds.version == 2 && reader.has("num_nextn_predict_layers"))
    return reader.error("'num_nextn_predict_layers' is a DeepSeek-V3 field "
                        "(multi-token prediction), which DeepSeek-V2 does "
                        "not define; drop it");
  ds.nextNPredictLayers = defaults.nextNPredictLayers;
  if (ds.version == 3) {
    Expected<int64_t> nextN = reader.positiveOr("num_nextn_predict_layers",
                                                defaults.nextNPredictLayers);
    if (!nextN)
      return nextN.takeError();
    ds.nextNPredictLayers = *nextN;
  }
  // transformers 5 writes RoPE as `rope_parameters` (its theta inside);
  // the step reads `rope_theta` and `rope_scaling`, as DeepSeek publishes
  // them.
  if (reader.has("rope_parameters"))
    return reader.error("'rope_parameters' is not read; give 'rope_theta' "
                        "and 'rope_scaling' instead, as " +
                        name + "'s published config.json does");
  return readYarn(reader, object, config);
}

uint64_t
mlir::zero::import::countDeepSeekParameters(const LlamaConfig &config) {
  auto mul = [](uint64_t a, uint64_t b) {
    return llvm::SaturatingMultiply(a, b);
  };
  auto add = [](uint64_t a, uint64_t b) { return llvm::SaturatingAdd(a, b); };
  const DeepSeekConfig &ds = config.deepSeek;
  uint64_t d = config.hiddenSize, h = config.numHeads;
  uint64_t qk = ds.qkHeadDim();
  // q_a_proj, q_a_layernorm and q_b_proj, or q_proj.
  uint64_t query = ds.qLoraRank ? add(add(mul(ds.qLoraRank, d), ds.qLoraRank),
                                      mul(mul(h, qk), ds.qLoraRank))
                                : mul(mul(h, qk), d);
  // kv_a_proj_with_mqa, kv_a_layernorm, kv_b_proj and o_proj.
  uint64_t keyValue =
      add(add(mul(ds.kvLoraRank + ds.qkRopeHeadDim, d), ds.kvLoraRank),
          mul(mul(h, ds.qkNopeHeadDim + ds.vHeadDim), ds.kvLoraRank));
  uint64_t output = mul(d, mul(h, ds.vHeadDim));
  uint64_t attention = add(add(query, keyValue), output);
  uint64_t denseMlp = mul(mul(3, config.intermediateSize), d);
  // Local routed experts, the shared experts' one MLP and the router.
  uint64_t moe = add(
      add(mul(mul(mul(3, config.numLocalExperts), ds.moeIntermediateSize), d),
          mul(mul(mul(3, ds.numSharedExperts), ds.moeIntermediateSize), d)),
      mul(config.numExperts, d));
  // The layers from firstLayer on, of which those from firstDenseLayers on
  // are mixtures of experts.
  int64_t end = config.firstLayer + config.numLayers;
  int64_t moeLayers = std::max<int64_t>(
      0, end - std::max(config.firstLayer, ds.firstDenseLayers));
  uint64_t norms = mul(2, d);
  uint64_t total = add(
      mul(config.numLayers, add(attention, norms)),
      add(mul(moeLayers, moe), mul(config.numLayers - moeLayers, denseMlp)));
  // Multi-token prediction, on the stage with the head: per depth a decoder
  // layer after the last (a MoE layer past first_k_dense_replace), enorm,
  // hnorm, shared_head.norm and eh_proj [d, 2d]. The embedding and the
  // head are the main model's, not counted again.
  if (config.hasHead)
    for (int64_t k = 1; k <= ds.mtpDepth; ++k) {
      int64_t layer = config.firstLayer + config.numLayers + k - 1;
      uint64_t mlp = layer >= ds.firstDenseLayers ? moe : denseMlp;
      total = add(total, add(add(attention, norms), mlp));
      total = add(total, add(mul(3, d), mul(2, mul(d, d))));
    }
  uint64_t tables = (config.hasEmbedding ? 1 : 0) +
                    (config.hasHead && !config.tieWordEmbeddings ? 1 : 0);
  return add(add(total, mul(tables, mul(config.vocabSize, d))),
             config.hasHead ? d : 0);
}

llvm::Error mlir::zero::import::setMultiTokenPrediction(LlamaConfig &config,
                                                        int64_t depth,
                                                        double lossWeight) {
  auto error = [](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  if (depth < 0)
    return error(llvm::formatv("--mtp-depth must be >= 0 (0 leaves "
                               "multi-token prediction off), got {0}",
                               depth)
                     .str());
  if (depth == 0)
    return Error::success();
  if (!config.isDeepSeek || config.deepSeek.version != 3)
    return error(llvm::formatv("--mtp-depth {0} builds DeepSeek-V3's "
                               "multi-token prediction, which needs "
                               "'model_type' \"deepseek_v3\" and its "
                               "'num_nextn_predict_layers'; drop --mtp-depth",
                               depth)
                     .str());
  if (depth > config.deepSeek.nextNPredictLayers)
    return error(
        llvm::formatv("--mtp-depth {0} is more than "
                      "'num_nextn_predict_layers' ({1}), the multi-token-"
                      "prediction depths the model defines; use --mtp-depth "
                      "{1} or less",
                      depth, config.deepSeek.nextNPredictLayers)
            .str());
  if (!std::isfinite(lossWeight) || lossWeight <= 0)
    return error(llvm::formatv("--mtp-loss-weight must be a positive number "
                               "(DeepSeek-V3 trained with 0.3, then 0.1), "
                               "got {0}",
                               lossWeight)
                     .str());
  if (!fitsInF32(lossWeight))
    return error(llvm::formatv("--mtp-loss-weight {0:e} is not a number f32 "
                               "holds ({1}); the step computes in f32",
                               lossWeight, kF32Range)
                     .str());
  config.deepSeek.mtpDepth = depth;
  config.deepSeek.mtpLossWeight = lossWeight;
  return Error::success();
}
