//===- zero-import.cpp - emit an annotated training step ------------------===//
//
// Turns a Hugging Face Llama `config.json`, or a parameter count for a
// synthetic MLP, into the single-device training step that zero-opt plans
// (DESIGN.md §2):
//
//   zero-import --hf-config llama3-8b.json [--batch B --seq S] -o step.mlir
//   zero-import --synthetic-params 7500000000 --layers 64 -o step.mlir
//
// The step (`func.func @train_step`, see TrainStep.h):
//   - arguments: per parameter its weight and optimizer states, marked with
//     `#zero.state`; then the data (Llama: `input_ids` and already shifted
//     `labels`, `tensor<BxSxi32>`; synthetic: `inputs` and `targets`,
//     `tensor<(B*S)xWIDTHxf32>`); then `step: tensor<f32>`, the AdamW step
//     count t (1 on the first step) for the bias corrections;
//   - forward, mean loss, full backward; each gradient annotated where it is
//     produced; AdamW (lr 3e-4, betas 0.9/0.95, eps 1e-8, weight decay 0.1)
//     as one elementwise generic per parameter;
//   - results: the updated states, marked like their inputs, then the loss.
//
// Defaults: --batch 1 --seq 2048 (one realistic sequence; activations never
// change the model-state figures) and --dtype mixed: bf16 weight and grad,
// f32 master, exp_avg, exp_avg_sq (2 + 2 + 12 bytes per parameter).
// --dtype f32 stores weight and grad in f32 and drops the master copy, which
// would equal the weight: f32 exp_avg and exp_avg_sq (4 + 4 + 8 bytes).
//
// Every input error is one message on stderr and exit code 1; the output
// file is written (atomically, via a temporary file) only after the module
// was built and verified, so a failed run never leaves a partial file.
//
// Limits, each far above any real model and each an error when exceeded:
// a config.json of at most 16 MiB nested at most 256 levels deep, and a
// step of at most 1,000,000 operations (`kMaxStepOperations`, about seven
// seconds to build; Llama 3.1 405B has 79 K).
//
//===----------------------------------------------------------------------===//

#include "zero/Import/Importers.h"
#include "zero/Import/ModelConfig.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>

using namespace mlir;
using namespace mlir::zero::import;
namespace cl = llvm::cl;

static cl::OptionCategory importCategory("zero-import options");

static cl::opt<std::string>
    hfConfig("hf-config",
             cl::desc("Hugging Face config.json of a Llama-family model"),
             cl::value_desc("file"), cl::cat(importCategory));

static cl::opt<int64_t> syntheticParams(
    "synthetic-params",
    cl::desc("Build a synthetic MLP with exactly this many parameters"),
    cl::value_desc("P"), cl::cat(importCategory));

static cl::opt<int64_t>
    numLayers("layers",
              cl::desc("Layers (gathering units) of the synthetic model "
                       "(default 32)"),
              cl::init(32), cl::value_desc("L"), cl::cat(importCategory));

static cl::opt<int64_t>
    batch("batch", cl::desc("Sequences per step, activations only (default 1)"),
          cl::init(1), cl::cat(importCategory));

static cl::opt<int64_t>
    seq("seq", cl::desc("Tokens per sequence, activations only (default 2048)"),
        cl::init(2048), cl::cat(importCategory));

namespace {
/// The parser of a closed set (`cl::values`) whose error lists the valid
/// values; the stock one says only "Cannot find option named 'x'!".
template <typename T> class ListingParser : public cl::parser<T> {
public:
  using cl::parser<T>::parser;

  bool parse(cl::Option &option, llvm::StringRef argName, llvm::StringRef arg,
             T &value) {
    std::string valid;
    for (unsigned i = 0, e = this->getNumOptions(); i != e; ++i) {
      if (this->getOption(i) == arg)
        return cl::parser<T>::parse(option, argName, arg, value);
      valid += (i == 0 ? "" : ", ") + this->getOption(i).str();
    }
    return option.error("'" + arg +
                        "' is not one of the valid values: " + valid);
  }
};
} // namespace

static cl::opt<Precision, false, ListingParser<Precision>> dtype(
    "dtype", cl::desc("Storage of the model states"),
    cl::values(clEnumValN(Precision::Mixed, "mixed",
                          "bf16 weights and grads; f32 master, exp_avg, "
                          "exp_avg_sq (16 bytes/param, default)"),
               clEnumValN(Precision::F32, "f32",
                          "f32 weights and grads; f32 exp_avg, exp_avg_sq, "
                          "no master copy (16 bytes/param)")),
    cl::init(Precision::Mixed), cl::cat(importCategory));

static cl::opt<std::string> outputFile("o",
                                       cl::desc("Output file ('-' = stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(importCategory));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "zero-import: error: " << message << "\n";
  return 1;
}

static int fail(llvm::Error error) {
  std::string message = llvm::toString(std::move(error));
  return fail(message);
}

static llvm::Error outputError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The error a stream recorded, cleared so that its destructor does not
/// abort the tool with "IO failure on output stream".
static std::string takeStreamError(llvm::raw_fd_ostream &os) {
  std::string message = os.error().message();
  os.clear_error();
  return message;
}

/// Prints the module with `print` to `path` ('-' = stdout). Every write and
/// the close are checked, so a full disk or /dev/full is an error rather
/// than a truncated file. A regular file is written to a temporary next to
/// it and renamed into place only when complete, so a failure leaves an
/// existing file as it was. Devices and FIFOs are written in place: a rename
/// would replace them with a regular file (as root, /dev/full itself).
static llvm::Error
writeOutput(llvm::StringRef path,
            llvm::function_ref<void(llvm::raw_ostream &)> print) {
  if (path == "-") {
    print(llvm::outs());
    llvm::outs().flush();
    if (llvm::outs().has_error())
      return outputError(
          "cannot write to standard output: " + takeStreamError(llvm::outs()) +
          "; redirect it elsewhere or give -o FILE");
    return llvm::Error::success();
  }
  auto cannotWrite = [&](const llvm::Twine &why) {
    return outputError("cannot write '" + path + "': " + why);
  };
  // What the system said, with what to check.
  auto systemError = [&](const llvm::Twine &message) {
    return cannotWrite(message + "; check that the path is writable and its "
                                 "disk has room");
  };
  if (path.empty())
    return outputError("-o needs a file name ('-' for standard output)");

  namespace fs = llvm::sys::fs;
  fs::file_status status;
  bool exists = !fs::status(path, status) && fs::exists(status);
  if (exists && fs::is_directory(status))
    return cannotWrite("it is a directory; give a file name such as '" + path +
                       "/step.mlir'");
  if (exists && !fs::is_regular_file(status)) {
    std::error_code error;
    llvm::raw_fd_ostream os(path, error);
    if (error)
      return systemError(error.message());
    print(os);
    os.close();
    if (os.has_error())
      return systemError(takeStreamError(os));
    return llvm::Error::success();
  }

  llvm::StringRef directory = llvm::sys::path::parent_path(path);
  if (!directory.empty() && !fs::is_directory(directory))
    return cannotWrite(fs::exists(directory)
                           ? "'" + directory + "' is not a directory"
                           : "directory '" + directory +
                                 "' does not exist; create it or choose "
                                 "another path");
  int fd = -1;
  llvm::SmallString<128> temporary;
  if (std::error_code error =
          fs::createUniqueFile(path + "-%%%%%%.tmp", fd, temporary))
    return systemError(error.message());
  // An interrupted run, or a failed one, leaves no temporary behind.
  llvm::sys::RemoveFileOnSignal(temporary);
  auto discard = [&] {
    fs::remove(temporary);
    llvm::sys::DontRemoveFileOnSignal(temporary);
  };
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    print(os);
    os.close();
    if (os.has_error()) {
      std::string message = takeStreamError(os);
      discard();
      return systemError(message);
    }
  }
  if (std::error_code error = fs::rename(temporary, path)) {
    discard();
    return systemError(error.message());
  }
  llvm::sys::DontRemoveFileOnSignal(temporary);
  return llvm::Error::success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
#ifdef SIGXFSZ
  // Past a file size limit (`ulimit -f`) a write then fails with EFBIG, which
  // `writeOutput` reports and cleans up after, instead of the signal killing
  // the tool with a partial temporary left behind.
  std::signal(SIGXFSZ, SIG_IGN);
#endif
  cl::HideUnrelatedOptions(importCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "zero-import: build the annotated training step zero-opt plans\n\n"
      "  zero-import --hf-config config.json [--batch B --seq S] "
      "[--dtype mixed|f32] -o step.mlir\n"
      "  zero-import --synthetic-params P --layers L -o step.mlir\n");

  bool fromConfig = hfConfig.getNumOccurrences() > 0;
  bool synthetic = syntheticParams.getNumOccurrences() > 0;
  if (fromConfig == synthetic)
    return fail("give exactly one of --hf-config FILE and "
                "--synthetic-params P");
  if (fromConfig && numLayers.getNumOccurrences() > 0)
    return fail("--layers applies to --synthetic-params only; the layer "
                "count of an HF model is its 'num_hidden_layers'");

  StepOptions options;
  options.batch = batch;
  options.seq = seq;
  options.precision = dtype;

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  if (fromConfig) {
    llvm::Expected<LlamaConfig> config = readHFConfig(hfConfig, options);
    if (!config)
      return fail(config.takeError());
    llvm::Expected<OwningOpRef<ModuleOp>> imported =
        importLlama(context, *config, options);
    if (!imported)
      return fail(hfConfig + ": " + llvm::toString(imported.takeError()));
    module = std::move(*imported);
  } else {
    llvm::Expected<SyntheticModel> model =
        planSyntheticModel(syntheticParams, numLayers, options);
    if (!model)
      return fail(model.takeError());
    llvm::Expected<OwningOpRef<ModuleOp>> imported =
        importSynthetic(context, *model, options);
    if (!imported)
      return fail(imported.takeError());
    module = std::move(*imported);
  }

  if (llvm::Error error = writeOutput(
          outputFile, [&](llvm::raw_ostream &os) { module->print(os); }))
    return fail(std::move(error));
  return 0;
}
