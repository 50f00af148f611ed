//===- HFConfig.cpp - read a Hugging Face Llama config.json ---------------===//
//
// Reads the fields of `LlamaConfig` (transformers' `LlamaConfig`) and rejects
// everything the Llama importer cannot build faithfully. Defaults of optional
// fields are transformers' defaults, so a config means what it means there.
//
//===----------------------------------------------------------------------===//

#include "ConfigFields.h"
#include "zero/Import/ModelConfig.h"
#include "zero/Support/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir::zero::import;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

static constexpr int64_t kMaxHeadDim = 65536;
/// Experts per MoE layer: each is a set of parameters in the IR (Mixtral
/// has 8, the largest public MoE models a few hundred).
static constexpr int64_t kMaxExperts = 4096;
/// The largest config.json read. Real ones are a few KB; the limit only keeps
/// a wrong path (weights, /dev/zero) from being read into memory whole.
static constexpr size_t kMaxConfigBytes = size_t(16) << 20;
/// The deepest nesting of JSON arrays and objects accepted. Hugging Face
/// configs nest two or three levels; the limit keeps the recursive parser far
/// from the end of the stack (zero/Support/InputFile.h checks it).
static constexpr unsigned kMaxJsonDepth = 256;
/// The most arrays and objects accepted: real configs hold under ten (a
/// `rope_scaling`, a `quantization_config`); each costs the parser about
/// 6 KB (zero/Support/InputFile.h).
static constexpr size_t kMaxJsonContainers = 10000;

/// An error whose message is `message`; the caller prefixes the tool name.
static Error failure(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Loads `path` and parses it as a JSON object.
static Expected<llvm::json::Value> loadJSON(StringRef path) {
  mlir::zero::InputFileLimits limits = {"a Hugging Face config.json",
                                        kMaxConfigBytes, kMaxJsonDepth};
  limits.maxJsonContainers = kMaxJsonContainers;
  Expected<std::string> text = mlir::zero::readInputFile(path, limits);
  if (!text)
    return failure(llvm::toString(text.takeError()) +
                   "; pass the path of a Hugging Face config.json");
  Expected<llvm::json::Value> json =
      mlir::zero::parseJsonInput(path, *text, limits);
  if (!json)
    return failure(llvm::toString(json.takeError()) +
                   "; fix the file or download it again");
  if (!json->getAsObject())
    return failure(path + ": expected a JSON object at the top level, as in "
                          "a Hugging Face config.json");
  return json;
}

namespace {
/// A `model_type` the importer builds and the architecture its config must
/// name.
struct Family {
  ModelFamily family;
  StringRef modelType, architecture;
};
} // namespace

static constexpr Family kFamilies[] = {
    {ModelFamily::Llama, "llama", "LlamaForCausalLM"},
    {ModelFamily::Mistral, "mistral", "MistralForCausalLM"},
    {ModelFamily::Mixtral, "mixtral", "MixtralForCausalLM"},
    {ModelFamily::Qwen2, "qwen2", "Qwen2ForCausalLM"},
    {ModelFamily::Qwen3, "qwen3", "Qwen3ForCausalLM"},
    {ModelFamily::Qwen3Moe, "qwen3_moe", "Qwen3MoeForCausalLM"},
    {ModelFamily::DeepSeekV2, "deepseek_v2", "DeepseekV2ForCausalLM"},
    {ModelFamily::DeepSeekV3, "deepseek_v3", "DeepseekV3ForCausalLM"},
};

/// Only the architectures the importer builds are accepted: a look-alike
/// with another `model_type` (Gemma's norms, Phi's partial RoPE) would be
/// imported silently wrong.
static Error checkArchitecture(const FieldReader &reader,
                               const llvm::json::Object &object,
                               ModelFamily &family) {
  std::string supported = "supported: model_type";
  for (const Family &entry : kFamilies)
    supported += llvm::formatv("{0} \"{1}\" with \"{2}\"",
                               &entry == kFamilies ? "" : ",", entry.modelType,
                               entry.architecture);
  // Without `model_type` the architecture alone names the family.
  std::optional<StringRef> type = object.getString("model_type");
  const Family *match = &kFamilies[0];
  for (const Family &entry : kFamilies)
    if (type && *type == entry.modelType)
      match = &entry;
  family = match->family;
  if (!reader.has("model_type") && !reader.has("architectures"))
    return reader.error(
        llvm::Twine("missing field 'model_type'; this importer reads Llama "
                    "configs (") +
        supported + ")");
  if (reader.has("model_type") && (!type || *type != match->modelType))
    return reader.error(llvm::Twine("unsupported model_type ") +
                        FieldReader::render(*object.get("model_type")) + " (" +
                        supported + ")");
  if (reader.has("architectures")) {
    const llvm::json::Array *list = object.getArray("architectures");
    if (!list)
      return reader.error("field 'architectures' must be a list of strings");
    for (const llvm::json::Value &entry : *list) {
      std::optional<StringRef> name = entry.getAsString();
      if (!name || *name != match->architecture)
        return reader.error(llvm::Twine("unsupported architecture ") +
                            FieldReader::render(entry) + " (" + supported +
                            ")");
    }
  }
  if (Error refused = reader.refuseNull("hidden_act", "\"silu\"", "\"silu\""))
    return refused;
  if (reader.has("hidden_act")) {
    std::optional<StringRef> act = object.getString("hidden_act");
    if (!act || *act != "silu")
      return reader.error("unsupported hidden_act " +
                          FieldReader::render(*object.get("hidden_act")) +
                          "; the Llama MLP is SwiGLU (\"silu\")");
  }
  // Qwen2's q/k/v biases are part of its architecture, whatever
  // 'attention_bias' says (transformers' Qwen2 does not read it).
  for (StringRef bias : {"attention_bias", "mlp_bias"}) {
    if (bias == "attention_bias" && family == ModelFamily::Qwen2)
      continue;
    Expected<bool> flag = reader.booleanOr(bias, false);
    if (!flag)
      return flag.takeError();
    if (*flag && family == ModelFamily::Llama)
      return reader.error("'" + bias +
                          "' is true, but biases are not supported; Llama "
                          "models have none");
    if (*flag)
      return reader.error("'" + bias +
                          "' is true, but the import builds the projections "
                          "without biases; set it to false, as the "
                          "published configs do");
  }
  // Dropout makes the step random; the import's is deterministic.
  Expected<double> dropout = reader.nonNegativeNumberOr("attention_dropout", 0);
  if (!dropout)
    return dropout.takeError();
  if (*dropout != 0)
    return reader.error("'attention_dropout' is " +
                        FieldReader::render(*object.get("attention_dropout")) +
                        ", but the step computes attention without dropout; "
                        "set it to 0.0");
  return Error::success();
}

/// Mixtral's experts and router. What the step does not compute is refused
/// rather than left out: the auxiliary load-balancing loss
/// (`output_router_logits`), router noise, sliding-window attention.
static Error readMixtureOfExperts(const FieldReader &reader,
                                  const llvm::json::Object &object,
                                  LlamaConfig &config) {
  Expected<int64_t> experts = reader.positive("num_local_experts");
  if (!experts)
    return experts.takeError();
  Expected<int64_t> perToken = reader.positive("num_experts_per_tok");
  if (!perToken)
    return perToken.takeError();
  if (*perToken > *experts)
    return reader.error(llvm::formatv(
        "'num_experts_per_tok' ({0}) is more than 'num_local_experts' ({1}); "
        "a token is routed to at most every expert",
        *perToken, *experts));
  if (*experts > kMaxExperts)
    return reader.error(
        llvm::formatv("'num_local_experts' ({0}) is above the supported {1}",
                      *experts, kMaxExperts));
  config.numExperts = *experts;
  config.expertsPerToken = *perToken;
  config.numLocalExperts = *experts;
  // Mixtral's window is off by default (null).
  if (reader.has("sliding_window")) {
    Expected<int64_t> window = reader.positiveOr("sliding_window", 0);
    if (!window)
      return window.takeError();
    if (Error error =
            setAttentionWindow(reader, "sliding_window", *window, config))
      return error;
  }
  Expected<bool> routerLogits = reader.booleanOr("output_router_logits", false);
  if (!routerLogits)
    return routerLogits.takeError();
  if (*routerLogits)
    return reader.error("'output_router_logits' is true, which adds the "
                        "auxiliary load-balancing loss to the training loss; "
                        "the step computes the language-model loss only, so "
                        "set it to false");
  if (Error refused = reader.refuseNull("router_jitter_noise", "0", "0"))
    return refused;
  if (reader.has("router_jitter_noise")) {
    std::optional<double> noise =
        object.get("router_jitter_noise")->getAsNumber();
    if (!noise || *noise != 0)
      return reader.error("'router_jitter_noise' must be 0: the step's "
                          "routing is deterministic");
  }
  return Error::success();
}

static Error readRopeScaling(const FieldReader &reader,
                             const llvm::json::Object &object,
                             RopeScaling &scaling) {
  if (!reader.has("rope_scaling"))
    return Error::success();
  const llvm::json::Object *rope = object.getObject("rope_scaling");
  if (!rope)
    return reader.error("field 'rope_scaling' must be an object or null");
  // `type` is the name before transformers 4.45.
  auto given = [&](StringRef field) {
    const llvm::json::Value *value = rope->get(field);
    return value && value->kind() != llvm::json::Value::Null ? value : nullptr;
  };
  StringRef typeField = given("rope_type") ? "rope_type" : "type";
  const llvm::json::Value *typeValue = given(typeField);
  if (!typeValue)
    return reader.error("missing field 'rope_scaling.rope_type'; give "
                        "\"llama3\", \"linear\" or \"default\", or set "
                        "'rope_scaling' to null");
  std::optional<StringRef> type = typeValue->getAsString();
  if (!type)
    return reader.error("field 'rope_scaling." + typeField +
                        "' must be a string, got " +
                        FieldReader::render(*typeValue));
  FieldReader fields = reader.nested(*rope, "rope_scaling");
  auto number = [&](StringRef field, double fallback) {
    return fields.positiveNumberOr(field, fallback);
  };
  if (*type == "default")
    return Error::success();
  if (*type != "linear" && *type != "llama3")
    return reader.error("unsupported rope_scaling." + typeField + " " +
                        FieldReader::render(*typeValue) +
                        " (supported: \"default\", \"linear\", \"llama3\")");
  if (!fields.has("factor"))
    return reader.error((fields.isNull("factor")
                             ? "field 'rope_scaling.factor' is null; \""
                             : "missing field 'rope_scaling.factor'; \"") +
                        *type + "\" scaling needs it as a positive number");
  Expected<double> factor = number("factor", 0.0);
  if (!factor)
    return factor.takeError();
  scaling.factor = *factor;
  if (*type == "linear") {
    scaling.kind = RopeScaling::Kind::Linear;
    return Error::success();
  }
  scaling.kind = RopeScaling::Kind::Llama3;
  Expected<double> low = number("low_freq_factor", 1.0);
  if (!low)
    return low.takeError();
  Expected<double> high = number("high_freq_factor", 4.0);
  if (!high)
    return high.takeError();
  // A position count, so an integer: a fraction or 1e300 would otherwise be
  // truncated (or overflow) silently on the way to `int64_t`.
  Expected<int64_t> original =
      fields.positiveOr("original_max_position_embeddings", 8192);
  if (!original)
    return original.takeError();
  if (*high <= *low)
    return reader.error("'rope_scaling.high_freq_factor' must be greater "
                        "than 'rope_scaling.low_freq_factor'");
  scaling.lowFreqFactor = *low;
  scaling.highFreqFactor = *high;
  scaling.originalMaxPositions = *original;
  return Error::success();
}

namespace {
/// One tensor of the step, for the size check: its name and its dimensions
/// with the option or field each one comes from.
struct SizedTensor {
  std::string name;
  llvm::SmallVector<std::pair<const char *, int64_t>> dims;
};
} // namespace

/// Every tensor must have a byte size (in f32, the widest type the step
/// uses) that fits in 63 bits: MLIR shapes are int64_t and zero-opt sums
/// bytes in 64 bits.
static Error checkSizes(StringRef path, llvm::ArrayRef<SizedTensor> tensors) {
  for (const SizedTensor &tensor : tensors) {
    int64_t bytes = 4;
    bool overflow = false;
    for (auto [field, size] : tensor.dims)
      overflow = overflow || llvm::MulOverflow(bytes, size, bytes);
    if (!overflow)
      continue;
    std::string shape, fields;
    for (auto [field, size] : tensor.dims) {
      shape += (shape.empty() ? "" : "x") + std::to_string(size);
      fields += (fields.empty() ? "" : " x ") + std::string(field);
    }
    return failure(llvm::formatv("{0}: the tensor '{1}' of shape {2} ({3}) "
                                 "would take more than 2^63 bytes; reduce "
                                 "these sizes",
                                 path, tensor.name, shape, fields)
                       .str());
  }
  return Error::success();
}

Expected<LlamaConfig>
mlir::zero::import::readHFConfig(StringRef path, const StepOptions &options) {
  if (Error error = checkStepOptions(options))
    return std::move(error);
  Expected<llvm::json::Value> json = loadJSON(path);
  if (!json)
    return json.takeError();
  const llvm::json::Object &object = *json->getAsObject();
  FieldReader reader(path, object);
  ModelFamily family = ModelFamily::Llama;
  if (Error error = checkArchitecture(reader, object, family))
    return std::move(error);
  for (const Family &entry : kFamilies)
    if (entry.family == family)
      reader.setModel(entry.architecture);
  bool mixtureOfExperts = family == ModelFamily::Mixtral,
       deepSeek = family == ModelFamily::DeepSeekV2 ||
                  family == ModelFamily::DeepSeekV3;

  LlamaConfig config;
  if (mixtureOfExperts)
    if (Error error = readMixtureOfExperts(reader, object, config))
      return std::move(error);
  struct Required {
    const char *field;
    int64_t *target;
  } required[] = {{"vocab_size", &config.vocabSize},
                  {"hidden_size", &config.hiddenSize},
                  {"intermediate_size", &config.intermediateSize},
                  {"num_hidden_layers", &config.numLayers},
                  {"num_attention_heads", &config.numHeads}};
  for (Required &entry : required) {
    Expected<int64_t> value = reader.positive(entry.field);
    if (!value)
      return value.takeError();
    *entry.target = *value;
  }
  // transformers' configs replace a null head count by the query heads'.
  Expected<int64_t> kvHeads = reader.positiveOr(
      "num_key_value_heads", config.numHeads, NullMeans::Default);
  if (!kvHeads)
    return kvHeads.takeError();
  config.numKVHeads = *kvHeads;

  // Mixtral's experts are as wide as the dense MLP would be.
  config.decoder.expertWidth = config.intermediateSize;
  // Qwen3's head dimension is 128 unless the config says otherwise.
  int64_t defaultHeadDim =
      family == ModelFamily::Qwen3 ? 128 : config.hiddenSize / config.numHeads;
  if (deepSeek) {
    if (Error error = readDeepSeekConfig(reader, object, family, config))
      return std::move(error);
  } else if (Error error = readFamilyConfig(reader, object, family, config)) {
    return std::move(error);
  } else if (!reader.has("head_dim") && family != ModelFamily::Qwen3 &&
             config.hiddenSize % config.numHeads != 0) {
    // Without `head_dim`, heads split the hidden size evenly.
    return reader.error(llvm::formatv(
        "'num_attention_heads' ({0}) does not divide 'hidden_size' ({1}); "
        "use a head count that divides the hidden size or give 'head_dim'",
        config.numHeads, config.hiddenSize));
  }
  if (!deepSeek) {
    // Llama's, Mistral's and Mixtral's configs replace a null `head_dim` by
    // hidden_size / num_attention_heads; Qwen's attention reads the None.
    bool qwen = family == ModelFamily::Qwen2 || family == ModelFamily::Qwen3 ||
                family == ModelFamily::Qwen3Moe;
    Expected<int64_t> headDim =
        reader.positiveOr("head_dim", defaultHeadDim,
                          qwen ? NullMeans::Error : NullMeans::Default);
    if (!headDim)
      return headDim.takeError();
    config.headDim = *headDim;
  }
  // A cap that keeps the constant of head_dim / 2 RoPE frequencies small;
  // the layer count is bounded by `importLlama`, through the size of the
  // step it would build.
  if (config.headDim > kMaxHeadDim)
    return reader.error(llvm::formatv(
        "the head dimension ({0}) is above the supported {1}; check "
        "'hidden_size', 'num_attention_heads' and 'head_dim'",
        config.headDim, kMaxHeadDim));
  if (config.headDim % 2 != 0)
    return reader.error(llvm::formatv(
        "the head dimension ({0}) is odd; RoPE rotates pairs of dimensions",
        config.headDim));
  if (config.numHeads % config.numKVHeads != 0)
    return reader.error(llvm::formatv(
        "'num_key_value_heads' ({0}) does not divide 'num_attention_heads' "
        "({1}); grouped-query attention shares each key/value head among an "
        "equal number of query heads",
        config.numKVHeads, config.numHeads));

  Expected<double> eps = reader.positiveNumberOr("rms_norm_eps", 1e-6);
  if (!eps)
    return eps.takeError();
  config.rmsNormEps = *eps;
  Expected<double> theta = reader.positiveNumberOr("rope_theta", 10000.0);
  if (!theta)
    return theta.takeError();
  config.ropeTheta = *theta;
  // DeepSeek's YaRN scaling is read with its other fields.
  if (!deepSeek)
    if (Error error = readRopeScaling(reader, object, config.ropeScaling))
      return std::move(error);
  // The frequencies become an f32 constant; a tiny `rope_theta` or
  // `rope_scaling.factor` makes them overflow to infinity, and every angle
  // NaN.
  for (double frequency : config.ropeInverseFrequencies())
    if (!std::isfinite(frequency) ||
        frequency > std::numeric_limits<float>::max())
      return reader.error("the RoPE frequencies of 'rope_theta' (" +
                          FieldReader::render(config.ropeTheta) +
                          ") and 'rope_scaling.factor' (" +
                          FieldReader::render(config.ropeScaling.factor) +
                          ") do not fit in f32 (one is " +
                          FieldReader::render(frequency) +
                          "); check both fields");
  Expected<bool> tied = reader.booleanOr("tie_word_embeddings", false);
  if (!tied)
    return tied.takeError();
  config.tieWordEmbeddings = *tied;

  int64_t b = options.batch, s = options.seq, d = config.hiddenSize,
          v = config.vocabSize, f = config.intermediateSize,
          h = config.numHeads, kv = config.numKVHeads, hd = config.headDim;
  if (deepSeek) {
    // The widest head (query/key or value) and MLP (dense, shared or
    // routed) bound every DeepSeek tensor of these shapes.
    const DeepSeekConfig &ds = config.deepSeek;
    hd = std::max(ds.qkHeadDim(), ds.vHeadDim);
    f = std::max({f, ds.moeIntermediateSize,
                  ds.moeIntermediateSize * ds.numSharedExperts});
  }
  f = std::max(f, config.decoder.expertWidth);
  std::vector<SizedTensor> tensors = {
      {"model.embed_tokens.weight", {{"vocab_size", v}, {"hidden_size", d}}},
      {"q_proj.weight",
       {{"num_attention_heads", h}, {"head_dim", hd}, {"hidden_size", d}}},
      {"k_proj.weight",
       {{"num_key_value_heads", kv}, {"head_dim", hd}, {"hidden_size", d}}},
      {"mlp.gate_proj.weight", {{"intermediate_size", f}, {"hidden_size", d}}},
      {"logits", {{"--batch", b}, {"--seq", s}, {"vocab_size", v}}},
      {"attention scores",
       {{"--batch", b},
        {"num_attention_heads", h},
        {"--seq", s},
        {"--seq", s}}},
      {"hidden states", {{"--batch", b}, {"--seq", s}, {"hidden_size", d}}},
      {"queries",
       {{"--batch", b},
        {"--seq", s},
        {"num_attention_heads", h},
        {"head_dim", hd}}},
      {"MLP activations",
       {{"--batch", b}, {"--seq", s}, {"intermediate_size", f}}},
  };
  if (Error error = checkSizes(path, tensors))
    return std::move(error);
  // Four model states of 4 bytes (or bf16 + grad + 3 x f32) per parameter
  // must be countable too; 16 bytes per parameter bounds both.
  uint64_t params = config.numParameters();
  if (params == 0 || params > (uint64_t(1) << 59))
    return reader.error("the model has more than 2^59 parameters (or the "
                        "count overflows); check 'num_hidden_layers' and the "
                        "sizes");
  return config;
}

uint64_t LlamaConfig::numParameters() const {
  // Saturating arithmetic: `readHFConfig` rejects the saturated result.
  auto mul = [](uint64_t a, uint64_t b) {
    return llvm::SaturatingMultiply(a, b);
  };
  auto add = [](uint64_t a, uint64_t b) { return llvm::SaturatingAdd(a, b); };
  if (isDeepSeek)
    return countDeepSeekParameters(*this);
  uint64_t d = hiddenSize, hd = headDim;
  uint64_t attention =
      add(mul(mul(2 * numHeads, hd), d), mul(mul(2 * numKVHeads, hd), d));
  // Qwen2's q/k/v biases; Qwen3's q_norm and k_norm of one head each.
  if (decoder.qkvBias)
    attention = add(attention, mul(numHeads + 2 * numKVHeads, hd));
  if (decoder.qkNorm)
    attention = add(attention, 2 * hd);
  // A mixture of experts holds its local experts and the router (a logit
  // per expert, for every expert).
  uint64_t dense = mul(mul(3, intermediateSize), d);
  uint64_t moe = add(mul(mul(mul(3, numLocalExperts), decoder.expertWidth), d),
                     mul(numExperts, d));
  uint64_t moeLayers = countMoeLayers(firstLayer, numLayers);
  uint64_t layers =
      add(mul(numLayers, add(attention, mul(2, d))),
          add(mul(moeLayers, moe), mul(numLayers - moeLayers, dense)));
  // A tied lm_head is the embedding; the last stage has the final norm.
  uint64_t tables =
      (hasEmbedding ? 1 : 0) + (hasHead && !tieWordEmbeddings ? 1 : 0);
  uint64_t embeddings = mul(tables, mul(vocabSize, d));
  return add(add(layers, embeddings), hasHead ? d : 0);
}

int64_t LlamaConfig::countMoeLayers(int64_t first, int64_t count) const {
  if (!isMixtureOfExperts())
    return 0;
  if (isDeepSeek)
    return std::clamp(first + count - deepSeek.firstDenseLayers, int64_t{0},
                      count);
  // The layers i with (i + 1) a multiple of the step, counted without a
  // loop over the layers (a hostile config may give 2^62 of them), less the
  // MLP-only ones among them.
  int64_t step = decoder.sparseStep;
  int64_t moe = (first + count) / step - first / step;
  for (int64_t layer : decoder.mlpOnlyLayers)
    if (layer >= first && layer < first + count && (layer + 1) % step == 0)
      --moe;
  return moe;
}

llvm::SmallVector<double> LlamaConfig::ropeInverseFrequencies() const {
  llvm::SmallVector<double> frequencies;
  for (int64_t i = 0; i < headDim / 2; ++i)
    frequencies.push_back(
        1.0 / std::pow(ropeTheta, static_cast<double>(2 * i) / headDim));
  switch (ropeScaling.kind) {
  case RopeScaling::Kind::None:
    break;
  case RopeScaling::Kind::Linear:
    for (double &frequency : frequencies)
      frequency /= ropeScaling.factor;
    break;
  case RopeScaling::Kind::Llama3: {
    // transformers' `_compute_llama3_parameters`: long wavelengths are
    // slowed down by `factor`, short ones kept, and the band in between
    // interpolated.
    const RopeScaling &r = ropeScaling;
    double lowFreqWavelen = r.originalMaxPositions / r.lowFreqFactor;
    double highFreqWavelen = r.originalMaxPositions / r.highFreqFactor;
    for (double &frequency : frequencies) {
      double wavelen = 2 * M_PI / frequency;
      if (wavelen < highFreqWavelen)
        continue;
      if (wavelen > lowFreqWavelen) {
        frequency /= r.factor;
        continue;
      }
      double smooth = (r.originalMaxPositions / wavelen - r.lowFreqFactor) /
                      (r.highFreqFactor - r.lowFreqFactor);
      frequency = (1 - smooth) * frequency / r.factor + smooth * frequency;
    }
    break;
  }
  case RopeScaling::Kind::Yarn: {
    // transformers' `_compute_yarn_parameters`: the pair i rotating fewer
    // than beta_slow times over the original context is interpolated
    // (divided by `factor`), more than beta_fast times kept, and a linear
    // ramp over the pair indices in between.
    const RopeScaling &r = ropeScaling;
    double dim = static_cast<double>(headDim);
    auto correctionDim = [&](double rotations) {
      return dim * std::log(r.originalMaxPositions / (rotations * 2 * M_PI)) /
             (2 * std::log(ropeTheta));
    };
    double low = correctionDim(r.betaFast), high = correctionDim(r.betaSlow);
    if (r.truncate) {
      low = std::floor(low);
      high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, dim - 1);
    if (low == high)
      high += 0.001;
    for (auto [i, frequency] : llvm::enumerate(frequencies)) {
      double ramp = std::clamp((double(i) - low) / (high - low), 0.0, 1.0);
      frequency = frequency / r.factor * ramp + frequency * (1 - ramp);
    }
    break;
  }
  }
  return frequencies;
}

Error mlir::zero::import::checkStepOptions(const StepOptions &options) {
  if (options.batch <= 0)
    return failure("--batch must be at least 1");
  if (options.seq <= 0)
    return failure("--seq must be at least 1");
  // A gradient narrower than its weight is no framework's setting, and a
  // logit narrower than the activations it is computed from neither.
  if (options.grads == GradPrecision::BF16 &&
      options.precision == Precision::F32)
    return failure("--grad-dtype bf16 needs bf16 weights, but --dtype f32 "
                   "stores them in f32 (and their gradients with them); use "
                   "--dtype mixed, or drop --grad-dtype");
  if (options.logits == LogitsPrecision::BF16 && !options.hasBF16Activations())
    return failure("--logits-dtype bf16 needs bf16 activations, but they are "
                   "f32 here (--dtype f32 or --activations f32); use "
                   "--activations bf16, or drop --logits-dtype");
  return Error::success();
}
