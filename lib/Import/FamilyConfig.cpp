//===- FamilyConfig.cpp - Mistral and Qwen configs ------------------------===//
//
// The fields by which Mistral, Qwen2, Qwen3 and Qwen3-MoE differ from Llama,
// read into the one decoder description (`DecoderLayout`). Every field that
// changes the computation is either computed or refused by name; defaults
// are transformers' (docs/import.md lists them).
//
//===----------------------------------------------------------------------===//

#include "ConfigFields.h"
#include "zero/Import/ModelConfig.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir::zero::import;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

/// Experts per MoE layer, as for Mixtral (HFConfig.cpp).
static constexpr int64_t kMaxExperts = 4096;

Error mlir::zero::import::setAttentionWindow(const FieldReader &reader,
                                             StringRef field,
                                             std::optional<int64_t> window,
                                             LlamaConfig &config) {
  if (!window)
    return Error::success();
  if (*window < 1)
    return reader.error(llvm::formatv("'{0}' is {1}; an attention window "
                                      "holds at least one token (or null "
                                      "for full causal attention)",
                                      field, *window)
                            .str());
  config.attentionWindow = *window;
  return Error::success();
}

Error mlir::zero::import::refusePartialWindow(const FieldReader &reader,
                                              StringRef field, int64_t window,
                                              StringRef which) {
  return reader.error(
      llvm::formatv("{0} {1} applies to {2} only; zero-import gives every "
                    "layer the same attention, so a window on some layers "
                    "is not supported (a window on every layer, or none, is)",
                    field, window, which)
          .str());
}

/// A window field: null is no window, absent `fallback` (transformers'
/// default).
static Expected<std::optional<int64_t>>
readWindow(const FieldReader &reader, const llvm::json::Object &object,
           int64_t fallback) {
  const llvm::json::Value *value = object.get("sliding_window");
  if (value && value->kind() == llvm::json::Value::Null)
    return std::nullopt;
  Expected<int64_t> window = reader.positiveOr("sliding_window", fallback);
  if (!window)
    return window.takeError();
  return *window;
}

/// Mistral's `sliding_window`: null is full causal attention; absent is
/// transformers' default, 4096.
static Error readMistralWindow(const FieldReader &reader,
                               const llvm::json::Object &object,
                               LlamaConfig &config) {
  Expected<std::optional<int64_t>> window = readWindow(reader, object, 4096);
  if (!window)
    return window.takeError();
  return setAttentionWindow(reader, "sliding_window", *window, config);
}

/// Qwen's window applies only with `use_sliding_window` (false by default,
/// and in the published configs), and then to the layers from
/// `max_window_layers` on, or to those `layer_types` names
/// "sliding_attention" (transformers' Qwen2Config and Qwen3Config).
static Error readQwenWindow(const FieldReader &reader,
                            const llvm::json::Object &object,
                            LlamaConfig &config) {
  int64_t numLayers = config.numLayers;
  // `layer_types`, where given, names each layer's attention, one entry per
  // layer (transformers checks the length whether or not a window is on).
  const llvm::json::Array *types = nullptr;
  int64_t sliding = 0;
  if (reader.has("layer_types")) {
    types = object.getArray("layer_types");
    if (!types)
      return reader.error("field 'layer_types' must be a list of strings");
    if (static_cast<int64_t>(types->size()) != numLayers)
      return reader.error(llvm::formatv(
          "'layer_types' names {0} layers, but 'num_hidden_layers' is {1}; "
          "give one entry per layer",
          types->size(), numLayers));
    for (const llvm::json::Value &type : *types) {
      std::optional<StringRef> name = type.getAsString();
      if (name && *name == "full_attention")
        continue;
      if (!name || *name != "sliding_attention")
        return reader.error("'layer_types' holds " + FieldReader::render(type) +
                            "; expected \"full_attention\" or "
                            "\"sliding_attention\"");
      ++sliding;
    }
  }
  Expected<bool> use = reader.booleanOr("use_sliding_window", false);
  if (!use)
    return use.takeError();
  if (!*use)
    return Error::success();
  Expected<std::optional<int64_t>> window = readWindow(reader, object, 4096);
  if (!window)
    return window.takeError();
  if (!*window)
    return Error::success();
  if (types) {
    if (sliding == 0)
      return Error::success();
    if (sliding == static_cast<int64_t>(types->size()))
      return setAttentionWindow(reader, "sliding_window", *window, config);
    return refusePartialWindow(
        reader, "sliding_window", **window,
        llvm::formatv("the {0} of {1} layers that layer_types names "
                      "\"sliding_attention\"",
                      sliding, types->size())
            .str());
  }
  Expected<int64_t> full = reader.nonNegativeOr("max_window_layers", 28);
  if (!full)
    return full.takeError();
  if (*full >= numLayers)
    return Error::success();
  // transformers' Qwen2 and Qwen3 window the layers from max_window_layers
  // on: all of them from 0.
  if (*full == 0)
    return setAttentionWindow(reader, "sliding_window", *window, config);
  return refusePartialWindow(
      reader, "sliding_window", **window,
      llvm::formatv("the layers from max_window_layers {0} on", *full).str());
}

/// Qwen3-MoE's experts and router (transformers' Qwen3MoeSparseMoeBlock).
static Error readQwen3Moe(const FieldReader &reader,
                          const llvm::json::Object &object,
                          LlamaConfig &config) {
  DecoderLayout &decoder = config.decoder;
  Expected<int64_t> experts = reader.positiveOr("num_experts", 128);
  if (!experts)
    return experts.takeError();
  Expected<int64_t> perToken = reader.positiveOr("num_experts_per_tok", 8);
  if (!perToken)
    return perToken.takeError();
  if (*perToken > *experts)
    return reader.error(llvm::formatv(
        "'num_experts_per_tok' ({0}) is more than 'num_experts' ({1}); a "
        "token is routed to at most every expert",
        *perToken, *experts));
  if (*experts > kMaxExperts)
    return reader.error(
        llvm::formatv("'num_experts' ({0}) is above the supported {1}",
                      *experts, kMaxExperts));
  Expected<int64_t> width = reader.positiveOr("moe_intermediate_size", 768);
  if (!width)
    return width.takeError();
  Expected<int64_t> step = reader.positiveOr("decoder_sparse_step", 1);
  if (!step)
    return step.takeError();
  Expected<bool> normalize = reader.booleanOr("norm_topk_prob", false);
  if (!normalize)
    return normalize.takeError();
  // The auxiliary load-balancing loss is added (times
  // `router_aux_loss_coef`) only when `output_router_logits` is true, so
  // the coefficient alone changes nothing.
  Expected<bool> routerLogits = reader.booleanOr("output_router_logits", false);
  if (!routerLogits)
    return routerLogits.takeError();
  // Unread, but a coefficient that is not a number (or null, which the
  // loss would not read either) is a config no model loads.
  if (!reader.isNull("router_aux_loss_coef"))
    if (Expected<double> coefficient =
            reader.nonNegativeNumberOr("router_aux_loss_coef", 0);
        !coefficient)
      return coefficient.takeError();
  if (*routerLogits)
    return reader.error("'output_router_logits' is true, which adds "
                        "'router_aux_loss_coef' times the auxiliary "
                        "load-balancing loss to the training loss; the step "
                        "computes the language-model loss only, so set it to "
                        "false");
  if (reader.has("mlp_only_layers")) {
    const llvm::json::Array *list = object.getArray("mlp_only_layers");
    if (!list)
      return reader.error("field 'mlp_only_layers' must be a list of layer "
                          "indices");
    for (const llvm::json::Value &entry : *list) {
      std::optional<int64_t> layer = entry.getAsInteger();
      if (!layer || *layer < 0 || *layer >= config.numLayers)
        return reader.error(llvm::formatv(
            "'mlp_only_layers' holds {0}, which is not a layer index (0 to "
            "{1}, 'num_hidden_layers' - 1)",
            FieldReader::render(entry), config.numLayers - 1));
      decoder.mlpOnlyLayers.push_back(*layer);
    }
    llvm::sort(decoder.mlpOnlyLayers);
    decoder.mlpOnlyLayers.erase(llvm::unique(decoder.mlpOnlyLayers),
                                decoder.mlpOnlyLayers.end());
  }
  config.numExperts = *experts;
  config.numLocalExperts = *experts;
  config.expertsPerToken = *perToken;
  decoder.expertWidth = *width;
  decoder.sparseStep = *step;
  decoder.normTopkProb = *normalize;
  // transformers' checkpoint names: mlp.gate, mlp.experts.E.gate_proj, ...
  decoder.expertsField = "num_experts";
  decoder.routerName = "mlp.gate";
  decoder.expertPrefix = "mlp.experts.";
  using Weight = DecoderLayout::ExpertWeight;
  decoder.expertWeights[0] = {"gate_proj", Weight::Gate};
  decoder.expertWeights[1] = {"up_proj", Weight::Up};
  decoder.expertWeights[2] = {"down_proj", Weight::Down};
  return Error::success();
}

Error mlir::zero::import::readFamilyConfig(const FieldReader &reader,
                                           const llvm::json::Object &object,
                                           ModelFamily family,
                                           LlamaConfig &config) {
  switch (family) {
  case ModelFamily::Llama:
  case ModelFamily::Mixtral:
  case ModelFamily::DeepSeekV2:
  case ModelFamily::DeepSeekV3:
    return Error::success();
  case ModelFamily::Mistral:
    return readMistralWindow(reader, object, config);
  case ModelFamily::Qwen2:
    // transformers' Qwen2Attention: q_proj, k_proj and v_proj with a bias,
    // o_proj without.
    config.decoder.qkvBias = true;
    return readQwenWindow(reader, object, config);
  case ModelFamily::Qwen3:
  case ModelFamily::Qwen3Moe:
    config.decoder.qkNorm = true;
    if (Error error = readQwenWindow(reader, object, config))
      return error;
    if (family == ModelFamily::Qwen3Moe)
      return readQwen3Moe(reader, object, config);
    return Error::success();
  }
  llvm_unreachable("every family is handled");
}
