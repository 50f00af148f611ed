//===- ConfigFields.h - typed fields of a config.json ---------*- C++ -*-===//
//
// The reader HFConfig.cpp and DeepSeekConfig.cpp take a config's fields
// with: each error names the file and the field.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_IMPORT_CONFIGFIELDS_H
#define ZERO_LIB_IMPORT_CONFIGFIELDS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>

namespace mlir::zero::import {

/// The positive numbers an f32 holds without becoming 0 or infinity: the
/// normal range. A hyperparameter the step computes with (an epsilon, a
/// scale) outside it would silently be 0 or inf in the written step.
inline constexpr const char *kF32Range = "1.2e-38 to 3.4e38";
inline bool fitsInF32(double number) {
  double magnitude = std::fabs(number);
  return number == 0 ||
         (magnitude >= double(std::numeric_limits<float>::min()) &&
          magnitude <= double(std::numeric_limits<float>::max()));
}

/// The longest JSON value quoted in a message.
inline constexpr size_t kMaxRenderedChars = 64;

/// What a field given as null (Python's None) means to the model's code.
enum class NullMeans {
  /// Not the default: transformers' code fails on None, or reads it as
  /// something else. A null field is an error naming it.
  Error,
  /// The default: transformers' config replaces None by it (`head_dim`,
  /// `num_key_value_heads`, the YaRN fields read with `.get`).
  Default,
};

/// Typed access to the fields of the config object, each error naming the
/// file and the field.
class FieldReader {
public:
  FieldReader(llvm::StringRef path, const llvm::json::Object &object,
              std::string prefix = "")
      : path(path), object(object), prefix(std::move(prefix)) {}

  /// A reader for the nested object `inner`, naming its fields `field.x`.
  FieldReader nested(const llvm::json::Object &inner,
                     llvm::StringRef field) const {
    FieldReader reader(path, inner, prefix + field.str() + ".");
    reader.model = model;
    return reader;
  }

  /// Names the model whose config this is in the messages about a missing
  /// field (its architecture, e.g. "MixtralForCausalLM").
  void setModel(llvm::StringRef name) { model = name.str(); }

  llvm::Error error(const llvm::Twine &message) const {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": " + message);
  }

  bool has(llvm::StringRef field) const {
    const llvm::json::Value *value = object.get(field);
    return value && value->kind() != llvm::json::Value::Null;
  }

  /// Whether `field` is given as null (Python's None). Readers take null as
  /// absent; a field whose default the model's code would not take in
  /// place of None checks this first.
  bool isNull(llvm::StringRef field) const {
    const llvm::json::Value *value = object.get(field);
    return value && value->kind() == llvm::json::Value::Null;
  }

  /// A required integer > 0.
  llvm::Expected<int64_t> positive(llvm::StringRef field) const {
    if (isNull(field))
      return error("field '" + prefix + field + "' is null; a " + model +
                   " config.json must give it as a positive integer");
    if (!has(field))
      return error("missing field '" + prefix + field + "'; a " + model +
                   " config.json must give it as a positive integer");
    return positiveOr(field, 0);
  }

  /// An optional integer > 0, `fallback` when absent (and when null, if
  /// `null` says so).
  llvm::Expected<int64_t> positiveOr(llvm::StringRef field, int64_t fallback,
                                     NullMeans null = NullMeans::Error) const {
    return integerOr(field, fallback, /*allowZero=*/false, null);
  }

  /// An optional integer >= 0, `fallback` when absent (and when null, if
  /// `null` says so).
  llvm::Expected<int64_t>
  nonNegativeOr(llvm::StringRef field, int64_t fallback,
                NullMeans null = NullMeans::Error) const {
    return integerOr(field, fallback, /*allowZero=*/true, null);
  }

  /// An optional number > 0, `fallback` when absent (and when null, if
  /// `null` says so).
  llvm::Expected<double>
  positiveNumberOr(llvm::StringRef field, double fallback,
                   NullMeans null = NullMeans::Error) const {
    if (llvm::Error refused = refuseNull(field, "a positive number",
                                         renderNumber(fallback), null))
      return std::move(refused);
    if (!has(field))
      return fallback;
    const llvm::json::Value &value = *object.get(field);
    std::optional<double> number = value.getAsNumber();
    if (!number || !std::isfinite(*number) || *number <= 0)
      return error(llvm::formatv("field '{0}{1}' must be a positive number, "
                                 "got {2}",
                                 prefix, field, render(value))
                       .str());
    if (!fitsInF32(*number))
      return error(llvm::formatv("field '{0}{1}' is {2}, which f32 does not "
                                 "hold ({3}); the step computes in f32",
                                 prefix, field, render(value), kF32Range)
                       .str());
    return *number;
  }

  /// An optional number >= 0, `fallback` when absent.
  llvm::Expected<double> nonNegativeNumberOr(llvm::StringRef field,
                                             double fallback) const {
    if (llvm::Error refused = refuseNull(
            field, "a number >= 0", renderNumber(fallback), NullMeans::Error))
      return std::move(refused);
    if (!has(field))
      return fallback;
    const llvm::json::Value &value = *object.get(field);
    std::optional<double> number = value.getAsNumber();
    if (!number || !std::isfinite(*number) || *number < 0)
      return error(llvm::formatv("field '{0}{1}' must be a number >= 0, "
                                 "got {2}",
                                 prefix, field, render(value))
                       .str());
    if (!fitsInF32(*number))
      return error(llvm::formatv("field '{0}{1}' is {2}, which f32 does not "
                                 "hold (0, or {3}); the step computes in f32",
                                 prefix, field, render(value), kF32Range)
                       .str());
    return *number;
  }

  /// An optional string, `fallback` when absent.
  llvm::Expected<llvm::StringRef> stringOr(llvm::StringRef field,
                                           llvm::StringRef fallback) const {
    if (llvm::Error refused = refuseNull(
            field, "a string", "\"" + fallback.str() + "\"", NullMeans::Error))
      return std::move(refused);
    if (!has(field))
      return fallback;
    std::optional<llvm::StringRef> text = object.get(field)->getAsString();
    if (!text)
      return error("field '" + prefix + field + "' must be a string, got " +
                   render(*object.get(field)));
    return *text;
  }

  /// An optional boolean, `fallback` when absent. Null is false wherever
  /// transformers tests the field (`if config.x:`), so it reads as false
  /// where that is the default, and is an error where the default is true.
  llvm::Expected<bool> booleanOr(llvm::StringRef field, bool fallback) const {
    if (fallback)
      if (llvm::Error refused =
              refuseNull(field, "true or false", "true", NullMeans::Error))
        return std::move(refused);
    if (!has(field))
      return fallback;
    std::optional<bool> flag = object.get(field)->getAsBoolean();
    if (!flag)
      return error("field '" + prefix + field +
                   "' must be true or false, got " +
                   render(*object.get(field)));
    return *flag;
  }

  /// The error for `field` given as null where `null` says that is one:
  /// what to give instead (`kind`), and the default a field left out takes.
  llvm::Error refuseNull(llvm::StringRef field, llvm::StringRef kind,
                         const llvm::Twine &fallback,
                         NullMeans null = NullMeans::Error) const {
    if (null == NullMeans::Default || !isNull(field))
      return llvm::Error::success();
    return error("field '" + prefix + field +
                 "' is null, which the model's code does not read as the "
                 "default; give it as " +
                 kind + ", or leave it out for the default (" + fallback + ")");
  }

  /// `value` in the fewest digits that read back as it (1e-06, not
  /// 9.9999999999999995e-07).
  static std::string renderNumber(double value) {
    std::string text;
    if (value == std::floor(value) && std::fabs(value) < 1e15)
      return llvm::formatv("{0}", static_cast<int64_t>(value)).str();
    for (int digits = 1; digits <= 17; ++digits) {
      text.clear();
      llvm::raw_string_ostream os(text);
      os << llvm::format("%.*g", digits, value);
      os.flush();
      if (std::strtod(text.c_str(), nullptr) == value)
        break;
    }
    return text;
  }

  /// `value` as JSON for a message, cut to `kMaxRenderedChars`: a hostile
  /// config can put megabytes where a number belongs.
  static std::string render(const llvm::json::Value &value) {
    std::string text = llvm::formatv("{0}", value).str();
    if (text.size() > kMaxRenderedChars)
      text = text.substr(0, kMaxRenderedChars - 3) + "...";
    return text;
  }

private:
  /// An optional integer > 0 (>= 0 with `allowZero`), `fallback` when
  /// absent.
  llvm::Expected<int64_t> integerOr(llvm::StringRef field, int64_t fallback,
                                    bool allowZero, NullMeans null) const {
    if (llvm::Error refused = refuseNull(
            field, allowZero ? "an integer >= 0" : "a positive integer",
            llvm::Twine(fallback), null))
      return std::move(refused);
    if (!has(field))
      return fallback;
    const llvm::json::Value &value = *object.get(field);
    std::optional<int64_t> integer = value.getAsInteger();
    if (!integer)
      return error(llvm::formatv("field '{0}{1}' must be an integer that "
                                 "fits in 64 bits, got {2}",
                                 prefix, field, render(value))
                       .str());
    if (*integer < 0 || (*integer == 0 && !allowZero))
      return error(llvm::formatv("field '{0}{1}' must be {2}, got {3}", prefix,
                                 field, allowZero ? "0 or more" : "positive",
                                 *integer)
                       .str());
    return *integer;
  }

  llvm::StringRef path;
  const llvm::json::Object &object;
  /// "rope_scaling." for the fields of a nested object.
  std::string prefix;
  /// The model the config describes, as `setModel` names it.
  std::string model = "Llama";
};

struct LlamaConfig;

/// The model families zero-import reads (`model_type`).
enum class ModelFamily {
  Llama,
  Mistral,
  Mixtral,
  Qwen2,
  Qwen3,
  Qwen3Moe,
  DeepSeekV2,
  DeepSeekV3
};

/// Reads the fields by which Mistral, Qwen2, Qwen3 and Qwen3-MoE differ
/// from Llama (FamilyConfig.cpp) into `config.decoder` (and, for
/// Qwen3-MoE, the experts), and refuses what the step does not compute.
/// `config`'s Llama fields are read.
llvm::Error readFamilyConfig(const FieldReader &reader,
                             const llvm::json::Object &object,
                             ModelFamily family, LlamaConfig &config);

/// Every layer attends within the last `window` tokens read from `field`
/// (none: full causal attention): sets `config.attentionWindow`, which
/// zero.attention and the eager mask take (transformers' Mistral mask).
llvm::Error setAttentionWindow(const FieldReader &reader, llvm::StringRef field,
                               std::optional<int64_t> window,
                               LlamaConfig &config);

/// The error for a window of `window` tokens that only some layers have
/// (`which` names them): the step gives every layer the same attention.
llvm::Error refusePartialWindow(const FieldReader &reader,
                                llvm::StringRef field, int64_t window,
                                llvm::StringRef which);

/// Reads the fields of a DeepSeek-V2 or DeepSeek-V3 config
/// (DeepSeekConfig.cpp; `family` is one of the two) into `config`, whose
/// Llama fields are read: latent attention, DeepSeekMoE (`numExperts` and
/// `expertsPerToken` among them) and YaRN.
llvm::Error readDeepSeekConfig(const FieldReader &reader,
                               const llvm::json::Object &object,
                               ModelFamily family, LlamaConfig &config);
/// Ψ of a DeepSeek-V2 or -V3 config (or of one device's part of it).
uint64_t countDeepSeekParameters(const LlamaConfig &config);

} // namespace mlir::zero::import

#endif // ZERO_LIB_IMPORT_CONFIGFIELDS_H
