//===- Targets.cpp - what zero-fuzz feeds its inputs to -------------------===//

#include "Targets.h"

#include "zero/Checkpoint/Manifest.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Import/ModelConfig.h"
#include "zero/InitAll.h"
#include "zero/Support/InputFile.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <fcntl.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::fuzz;
using llvm::StringRef;
namespace json = llvm::json;

/// Replaces `path` with `text`. The readers take paths, so the file
/// targets write each input to a file first.
static void writeInputFile(const std::string &path, StringRef text) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0)
    reportViolation("zero-fuzz cannot write " + path);
  const char *data = text.data();
  size_t left = text.size();
  while (left > 0) {
    ssize_t written = ::write(fd, data, left);
    if (written <= 0) {
      ::close(fd);
      reportViolation("zero-fuzz cannot write " + path);
    }
    data += written;
    left -= size_t(written);
  }
  ::close(fd);
}

/// Takes an `Expected`'s error, if any; true if there was none.
template <typename T> static bool accepted(llvm::Expected<T> &value) {
  if (value)
    return true;
  llvm::consumeError(value.takeError());
  return false;
}

//===----------------------------------------------------------------------===//
// json: the reader every input file goes through
//===----------------------------------------------------------------------===//

static bool runJson(StringRef text) {
  // A nesting limit small enough that the mutator's deep nests hit it
  // often, and the parser's recursion below it is cheap.
  static const InputFileLimits kLimits = {"a fuzzed JSON file", size_t(1) << 20,
                                          64};
  llvm::Expected<json::Value> value =
      parseJsonInput("fuzz.json", text, kLimits);
  if (!accepted(value))
    return false;
  // What the tools write is checked by parsing it back (checkWrittenJson);
  // a value read must therefore print as JSON that reads back the same.
  std::string printed;
  llvm::raw_string_ostream(printed) << llvm::formatv("{0:2}", *value);
  if (llvm::Error error = checkWrittenJson(printed))
    reportViolation("a parsed value prints as JSON that does not parse: " +
                    llvm::toString(std::move(error)));
  llvm::Expected<json::Value> again =
      parseJsonInput("printed.json", printed, kLimits);
  if (!again)
    reportViolation("a parsed value prints as JSON that does not read back: " +
                    llvm::toString(again.takeError()));
  if (*again != *value)
    reportViolation("a parsed value reads back as a different value");
  return true;
}

//===----------------------------------------------------------------------===//
// manifest: a checkpoint's manifest.json
//===----------------------------------------------------------------------===//

static bool runManifest(const std::string &dir, StringRef text) {
  std::string path = dir + "/" + checkpoint::kManifestFileName.str();
  writeInputFile(path, text);
  llvm::Expected<checkpoint::Manifest> manifest = checkpoint::readManifest(dir);
  if (!accepted(manifest))
    return false;
  // Whatever a reader accepts, zero-run writes back the same way when it
  // saves the next checkpoint; that must read back to the same states.
  std::string written;
  llvm::raw_string_ostream os(written);
  checkpoint::writeManifest(os, *manifest);
  writeInputFile(path, written);
  llvm::Expected<checkpoint::Manifest> again = checkpoint::readManifest(dir);
  if (!again)
    reportViolation("an accepted manifest, written again, is refused: " +
                    llvm::toString(again.takeError()));
  if (again->states.size() != manifest->states.size() ||
      again->fileBytes != manifest->fileBytes || again->step != manifest->step)
    reportViolation("an accepted manifest, written again, reads back "
                    "different states, files or step");
  for (const checkpoint::StateEntry &state : manifest->states)
    (void)state.getPaddingElements();
  return true;
}

//===----------------------------------------------------------------------===//
// machine: a machine description (docs/machines.md)
//===----------------------------------------------------------------------===//

static bool runMachine(StringRef text) {
  std::string error;
  std::optional<MachineModel> machine = parseMachineModel(text, error);
  if (!machine)
    return false;
  // zero-report and `--machine-out`-style dumps print the model; every
  // number in it must be finite JSON that parses back to a valid model.
  std::string printed;
  llvm::raw_string_ostream os(printed);
  printMachineModel(*machine, os);
  if (llvm::Error written = checkWrittenJson(printed))
    reportViolation("an accepted machine prints as invalid JSON: " +
                    llvm::toString(std::move(written)));
  if (!parseMachineModel(printed, error))
    reportViolation("an accepted machine, printed, is refused: " + error);
  return true;
}

//===----------------------------------------------------------------------===//
// config: zero-import's Hugging Face config.json
//===----------------------------------------------------------------------===//

static bool runConfig(const std::string &dir, StringRef text) {
  std::string path = dir + "/config.json";
  writeInputFile(path, text);
  import::StepOptions options;
  options.seq = 16;
  llvm::Expected<import::LlamaConfig> config =
      import::readHFConfig(path, options);
  if (!accepted(config))
    return false;
  // What zero-import computes from an accepted config next: these must
  // not trap either.
  (void)config->numParameters();
  (void)config->ropeInverseFrequencies();
  return true;
}

//===----------------------------------------------------------------------===//
// attr, ir: the zero dialect's attributes, types and operations
//===----------------------------------------------------------------------===//

namespace {
/// A context with the dialects zero-opt reads steps in. Diagnostics are
/// dropped: a rejection is an answer, not a finding.
class ParseContext {
public:
  ParseContext() {
    DialectRegistry registry;
    registerZeroDialects(registry);
    registry.insert<func::FuncDialect, tensor::TensorDialect,
                    arith::ArithDialect>();
    context = std::make_unique<MLIRContext>(registry);
    context->disableMultithreading();
    context->loadAllAvailableDialects();
    handler = std::make_unique<ScopedDiagnosticHandler>(
        context.get(), [](Diagnostic &) { return success(); });
  }
  /// Each input's attributes and strings stay uniqued in the context until
  /// it goes; a fresh one every few thousand inputs bounds the memory.
  MLIRContext &get() {
    if (++uses % 2000 == 0)
      *this = ParseContext();
    return *context;
  }
  ParseContext &operator=(ParseContext &&other) {
    handler = std::move(other.handler);
    context = std::move(other.context);
    return *this;
  }

private:
  std::unique_ptr<MLIRContext> context;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
  uint64_t uses = 0;
};
} // namespace

static bool isZeroAttrOrType(Attribute attr, Type type) {
  Dialect *dialect = attr   ? &attr.getDialect()
                     : type ? &type.getDialect()
                            : nullptr;
  return dialect && isa<ZeroDialect>(dialect);
}

/// What zero-opt and zero-run check before MLIR's parser sees a file: its
/// recursion overflows the stack on deep nests (docs/fuzzing.md).
static bool nestsTooDeep(StringRef text) {
  static const InputFileLimits kLimits = {"a fuzzed input", size_t(1) << 20, 0,
                                          false, kMaxMlirDepth};
  if (llvm::Error error = checkMlirNesting("fuzz.mlir", text, kLimits)) {
    llvm::consumeError(std::move(error));
    return true;
  }
  return false;
}

static bool runAttr(ParseContext &parseContext, StringRef text) {
  if (nestsTooDeep(text))
    return false;
  MLIRContext &context = parseContext.get();
  // `!` starts a type (`!zero.token`), anything else an attribute.
  bool isType = text.ltrim().starts_with("!");
  Attribute attr;
  Type type;
  if (isType)
    type = parseType(text, &context);
  else
    attr = parseAttribute(text, &context);
  if (!attr && !type)
    return false;
  // The dialect's attributes print in the form they are parsed from;
  // printing and parsing again must give the same (uniqued) attribute.
  if (!isZeroAttrOrType(attr, type))
    return true;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  if (attr)
    attr.print(os);
  else
    type.print(os);
  bool same = attr ? parseAttribute(printed, &context) == attr
                   : parseType(printed, &context) == type;
  if (!same)
    reportViolation("'" + printed + "' does not parse back to itself");
  return true;
}

static bool runIr(ParseContext &parseContext, StringRef text) {
  if (nestsTooDeep(text))
    return false;
  MLIRContext &context = parseContext.get();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  // zero-opt refuses to write what it could not read back (an empty symbol
  // name): such an input is rejected, as the tool rejects it.
  if (!module || failed(verify(*module)) ||
      failed(verifyPrintableSymbols(*module)))
    return false;
  // A verified step prints as text that reads back and verifies: what
  // zero-opt writes between the stages of a pipeline.
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  OwningOpRef<ModuleOp> again = parseSourceString<ModuleOp>(printed, &context);
  if (!again || failed(verify(*again)))
    reportViolation("a verified module, printed, does not read back:\n" +
                    printed);
  return true;
}

//===----------------------------------------------------------------------===//
// Self-tests: targets that fail on purpose, so that a test can check the
// harness reports what it should.
//===----------------------------------------------------------------------===//

static bool runSelfTestCrash(StringRef text) {
  if (text.contains("CRASH")) {
    volatile int *nowhere = nullptr;
    *nowhere = 1;
  }
  if (text.contains("HANG"))
    for (volatile bool forever = true; forever;)
      ;
  return text.size() % 2 == 0;
}

std::vector<Target> fuzz::createTargets(StringRef workDir) {
  std::string dir = workDir.str();
  auto parseContext = std::make_shared<ParseContext>();
  std::vector<Target> targets;
  targets.push_back({"json",
                     "the JSON reader of every input file (parseJsonInput)",
                     true,
                     true,
                     {"\"a\":", "\"\\\\\"", "1.5", "-0.0"},
                     runJson});
  targets.push_back(
      {"manifest",
       "a checkpoint's manifest.json (checkpoint::readManifest)",
       true,
       true,
       {"\"states\"", "\"slices\"", "\"slice_elements\"", "\"shape\"",
        "\"world_size\"", "\"files\"", "\"bytes\"", "\"offset\"", "\"step\"",
        "\"next_step\"", "\"dtype\"", "\"bf16\"", "\"f64\""},
       [dir](StringRef text) { return runManifest(dir, text); }});
  targets.push_back({"machine",
                     "a machine description (parseMachineModel)",
                     true,
                     true,
                     {"\"schema\"", "\"zero-machine/1\"", "\"zero-machine/2\"",
                      "\"memory_bandwidth\"", "\"devices_per_node\"",
                      "\"device_memory\"", "\"efficiency\"", "\"fusion\""},
                     runMachine});
  targets.push_back(
      {"config",
       "zero-import's Hugging Face config.json (import::readHFConfig)",
       true,
       true,
       {"\"hidden_size\"", "\"num_hidden_layers\"", "\"num_attention_heads\"",
        "\"num_key_value_heads\"", "\"intermediate_size\"", "\"vocab_size\"",
        "\"rope_scaling\"", "\"num_local_experts\"", "\"head_dim\"",
        "\"tie_word_embeddings\"", "\"model_type\"", "\"llama\"", "\"mixtral\"",
        // DeepSeek-V2 and V3 (lib/Import/DeepSeekConfig.cpp): latent
        // attention, the routers and multi-token prediction, so that
        // mutants reach past the family's first checks.
        "\"deepseek_v2\"", "\"deepseek_v3\"", "\"q_lora_rank\"",
        "\"kv_lora_rank\"", "\"qk_rope_head_dim\"", "\"qk_nope_head_dim\"",
        "\"v_head_dim\"", "\"n_routed_experts\"", "\"n_shared_experts\"",
        "\"num_experts_per_tok\"", "\"moe_intermediate_size\"",
        "\"first_k_dense_replace\"", "\"moe_layer_freq\"", "\"n_group\"",
        "\"topk_group\"", "\"topk_method\"", "\"greedy\"",
        "\"group_limited_greedy\"", "\"noaux_tc\"", "\"scoring_func\"",
        "\"softmax\"", "\"sigmoid\"", "\"routed_scaling_factor\"",
        "\"num_nextn_predict_layers\"", "\"rope_interleave\"", "\"yarn\"",
        "\"mscale_all_dim\"", "null"},
       [dir](StringRef text) { return runConfig(dir, text); }});
  targets.push_back(
      {"attr",
       "the zero dialect's attributes and types (mlir::parseAttribute)",
       false,
       true,
       {"#zero.state<", "#zero.plan<", "#zero.tier<", "!zero.token", "weight",
        "grad", "optimizer", "layer = ", "stage = ", "grid = @dp",
        "offload = nvme", "offload_params = true", "shard_group = ",
        "dp_axes = [", "reshard_threshold = ", "kept_peak_bytes = ",
        "reshard_after_forward = false", "host", "device"},
       [parseContext](StringRef text) {
         return runAttr(*parseContext, text);
       }});
  targets.push_back(
      {"ir",
       "steps using the zero dialect's operations (parse and verify)",
       false,
       true,
       {"zero.state",      "zero.plan",
        "zero.shard_of",   "zero.tier",
        "zero.all_gather", "zero.reduce_scatter",
        "zero.all_reduce", "tensor<",
        "xf32>",           "xbf16>",
        "shard.grid",      "func.func",
        "return",          "%arg0",
        "layer = ",        "zero.unit = \"root\"",
        "zero.persistent", "zero.reshard_after_forward = ",
        "false",           "true"},
       [parseContext](StringRef text) { return runIr(*parseContext, text); }});
  targets.push_back({"self-test-crash",
                     "crashes on CRASH and hangs on HANG (tests zero-fuzz)",
                     false,
                     false,
                     {"CRASH", "HANG"},
                     runSelfTestCrash});
  return targets;
}
