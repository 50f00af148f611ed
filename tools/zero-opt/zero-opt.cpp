//===- zero-opt.cpp - the zero-opt driver ---------------------------------===//
//
// mlir-opt with the zero dialect and passes, plus every upstream dialect and
// pass, so that a sharded step can be lowered to LLVM in one tool.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/InitAll.h"
#include "zero/Report/OutputFiles.h"
#include "zero/Support/InputFile.h"
#include "zero/Support/ShortDiagnostics.h"

#include "ZeroTestPasses.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"

#include <cstdio>

#include <unistd.h>

using namespace mlir;

/// Keeps diagnostics on imported models short (ShortDiagnostics.h), and
/// keeps them from reading a file that a location names unless it is a
/// regular file: once the zero or the func dialect is loaded into a
/// context, which parsing a step does, a handler joins the tool's own. It
/// must join after the tool's, to see each diagnostic first, so it waits
/// for a dialect that parsing loads rather than one every context holds.
/// Not when the diagnostics are being verified (`-verify-diagnostics`): the
/// verifier must see every diagnostic.
static void addShortDiagnostics(MLIRContext *context) {
  // One handler per context, whichever dialect loads first.
  static llvm::DenseSet<MLIRContext *> contexts;
  if (!contexts.insert(context).second)
    return;
  // Deliberately never freed: the handler must stay registered for the
  // context's last diagnostic, and the context lives until the tool exits.
  struct ShortDiagnostics {
    llvm::SourceMgr sourceMgr;
    zero::ShortDiagnosticHandler handler;
    explicit ShortDiagnostics(MLIRContext *context)
        : handler(sourceMgr, context) {}
  };
  new ShortDiagnostics(context);
}

static void keepDiagnosticsShort(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, zero::ZeroDialect *) {
    addShortDiagnostics(context);
  });
  registry.addExtension(+[](MLIRContext *context, func::FuncDialect *) {
    addShortDiagnostics(context);
  });
}

/// Checks the options given to the zero passes on the command line
/// (`--zero-shard="stage=3 world-size=8"`) before MLIR builds the pipeline.
/// MLIR reports an unknown option name as "<unknown>:0: error:
/// <Pass-Options-Parser>: no such option NAME", and follows an invalid
/// value (which llvm::cl has already explained, listing the valid values)
/// with an empty "<unknown>:0: error:" line. Here either one is a single
/// error naming the pass, followed by the pass's options and what each
/// takes. Returns false when an option is wrong. Options written inside
/// `--pass-pipeline` are left to MLIR's own message.
static bool checkZeroPassOptions(int argc, char **argv) {
  // Wide enough for the longest "--name=<type>" of the zero passes; a
  // narrower column makes llvm::cl pad with a wrapped-around width.
  constexpr size_t kHelpDescriptionColumn = 48;
  for (int i = 1; i < argc; ++i) {
    StringRef argument = StringRef(argv[i]).ltrim('-');
    auto [name, options] = argument.split('=');
    if (!name.starts_with("zero-") || name.size() == argument.size())
      continue;
    const PassInfo *pass = PassInfo::lookup(name);
    if (!pass)
      continue;
    OpPassManager scratch;
    bool wrong = false;
    (void)pass->addToPipeline(scratch, options, [&](const Twine &message) {
      wrong = true;
      std::string text = message.str();
      StringRef why = StringRef(text).trim();
      why.consume_front("<Pass-Options-Parser>:");
      why = why.trim();
      std::string reworded;
      if (why.consume_front("no such option "))
        why = reworded = ("unknown option '" + why + "'").str();
      llvm::errs() << "zero-opt: error: --" << name << ": "
                   << (why.empty() ? StringRef("invalid option value (above)")
                                   : why)
                   << "; its options are:\n";
      // printHelpStr writes to stdout, where zero-opt writes its output;
      // the list belongs with the error.
      llvm::outs().flush();
      int savedStdout = ::dup(STDOUT_FILENO);
      ::dup2(STDERR_FILENO, STDOUT_FILENO);
      pass->printHelpStr(/*indent=*/2, /*descIndent=*/kHelpDescriptionColumn);
      llvm::outs().flush();
      ::dup2(savedStdout, STDOUT_FILENO);
      ::close(savedStdout);
      return failure();
    });
    if (wrong)
      return false;
  }
  return true;
}

namespace {
/// The last pass of every zero-opt run: refuses to write a module that MLIR
/// prints but cannot read back (a symbol named @"", which verifies and
/// prints as @<<INVALID EMPTY SYMBOL>>), so that exit 0 always comes with
/// an output another tool can read (docs/fuzzing.md).
struct CheckOutputPass : public PassWrapper<CheckOutputPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckOutputPass)
  StringRef getArgument() const override { return "zero-opt-check-output"; }
  StringRef getName() const override { return "ZeroOptCheckOutput"; }
  StringRef getDescription() const override {
    return "Refuses output that MLIR cannot read back";
  }
  void runOnOperation() override {
    if (failed(zero::verifyPrintableSymbols(getOperation())))
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace

/// What `MlirOptMain(argc, argv, ...)` does, except that the input is read
/// as every input file is (zero/Support/InputFile.h): a regular file (or
/// "-", the standard input) of at most 1 GiB (zero-import writes Llama 3.1
/// 405B's step in 6.6 MB). MLIR's own reader maps
/// whatever the path names: /dev/zero until "LLVM ERROR: out of memory", a
/// FIFO until a writer comes.
static int readAndRun(int argc, char **argv, StringRef inputFilename,
                      StringRef outputFilename, DialectRegistry &registry,
                      const MlirOptMainConfig &config) {
  llvm::InitLLVM init(argc, argv);
  if (inputFilename == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(reading the input from stdin; end it with ctrl-d or "
                    "stop with ctrl-c)\n";
  static const zero::InputFileLimits kInputLimits = {
      "an MLIR file", size_t(1) << 30, /*maxJsonDepth=*/0,
      /*allowStdin=*/true, zero::kMaxMlirDepth};
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> input =
      zero::readInputFileBuffer(inputFilename, kInputLimits);
  if (!input) {
    std::string message = llvm::toString(input.takeError());
    StringRef reason(message);
    reason.consume_front(("cannot read '" + inputFilename + "': ").str());
    llvm::errs() << "zero-opt: error: cannot open input file '" << inputFilename
                 << "': " << reason << "\n";
    return EXIT_FAILURE;
  }
  // The output goes through a temporary beside it (zero/Report/
  // OutputFiles.h): a run that fails leaves the file that was there as it
  // was, and a write that fails (a full disk) is an error naming the file,
  // not "LLVM ERROR: IO failure on output stream".
  // A path that cannot name the output is refused before any pass runs.
  if (std::optional<std::string> problem =
          zero::checkOutputPath(outputFilename, "out.mlir")) {
    llvm::errs() << "zero-opt: error: cannot write '" << outputFilename
                 << "': " << *problem << "\n";
    return EXIT_FAILURE;
  }
  std::string error;
  std::unique_ptr<zero::OutputFile> output =
      zero::OutputFile::open(outputFilename, error);
  if (!output) {
    llvm::errs() << "zero-opt: error: cannot open output file '"
                 << outputFilename << "': " << error << "\n";
    return EXIT_FAILURE;
  }
  if (failed(MlirOptMain(output->os(), std::move(*input), registry, config)))
    return EXIT_FAILURE;
  if (failed(output->finish(error)) || failed(output->keep(error))) {
    llvm::errs() << "zero-opt: error: cannot write '" << outputFilename
                 << "': " << error << "\n";
    return EXIT_FAILURE;
  }
  return EXIT_SUCCESS;
}

int main(int argc, char **argv) {
  registerAllPasses();
  zero::registerAllZeroPasses();
  zero::test::registerZeroTestPasses();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  zero::registerZeroDialects(registry);

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "zero-opt: ZeRO sharding planner for MLIR\n", registry);
  if (!checkZeroPassOptions(argc, argv))
    return EXIT_FAILURE;
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // The pipeline the command line gives, then the output check.
  MlirOptMainConfig commandLine = config;
  config.setPassPipelineSetupFn([commandLine](PassManager &pm) {
    if (failed(commandLine.setupPassPipeline(pm)))
      return failure();
    pm.addPass(std::make_unique<CheckOutputPass>());
    return success();
  });
  if (!config.shouldVerifyDiagnostics())
    keepDiagnosticsShort(registry);
  // Listing dialects or passes reads no input.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  return readAndRun(argc, argv, inputFilename, outputFilename, registry,
                    config);
}
