//===- zero-run.cpp - run a sharded step on the calling MPI rank ----------===//
//
//   mpirun -np N zero-run step.mlir --steps K [--seed S] [--json FILE]
//
// JIT-compiles the step that `zero-shard` produced (through
// `zero-lower-to-llvm`, or takes `--lowered` LLVM-dialect code of it), starts
// the runtime, builds this rank's initial states and micro-batches
// (InitialValues.h: the same full tensors whatever N), and runs K steps,
// feeding each step the states the previous one updated in place. Rank 0
// prints each step's loss (the mean over the ranks' micro-batches) and the
// checksum of the final full states, and writes JSON (docs/zero-run.md):
// losses, bytes sent and peak bytes allocated per rank and step as the
// runtime counted them, the model-state bytes, and per-state checksums.
// Other ranks stay quiet unless they fail alone or the runtime ends the job.
//
// The ranks check that they run the same job (Agreement.h): the same step,
// code and options at start-up, the same replicated states every
// --check-every steps and the same final states at the end. Every error is
// a message (from rank 0 when every rank has it, else from the rank that
// has it) and a non-zero exit status for the job, never a crash or a wait
// for the runtime's timeout.
//
//===----------------------------------------------------------------------===//

#include "Agreement.h"
#include "Calibrate.h"
#include "Checkpoint.h"
#include "CompiledStep.h"
#include "Console.h"
#include "InitialValues.h"
#include "OpProfile.h"
#include "RunJson.h"
#include "StepSignature.h"
#include "Training.h"

#include "zero/InitAll.h"
#include "zero/Report/OutputFiles.h"
#include "zero/Support/InputFile.h"
#include "zero/Support/OptionsGivenOnce.h"
#include "zero/Support/ShortDiagnostics.h"

#include "zero_rt/zero_rt.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdlib>
#include <cstring>
#include <limits>
#include <malloc.h>

using namespace mlir;
using namespace zero_run;
namespace cl = llvm::cl;

static cl::OptionCategory category("zero-run options");
static cl::opt<std::string>
    inputFile(cl::Positional, cl::cat(category),
              cl::desc("<step.mlir: a step zero-shard produced>"));
static cl::opt<std::string> calibrateFile(
    "calibrate", cl::cat(category), cl::value_desc("machine.json"),
    cl::desc("Instead of running a step, measure this machine (JIT matmul "
             "and elementwise FLOP/s, memory bandwidth, the runtime's "
             "collectives) and write a zero-machine/2 description for "
             "zero-report's machine= (rank 0; needs 2 or more ranks)"));
static cl::opt<int64_t> numSteps("steps", cl::init(1), cl::cat(category),
                                 cl::desc("Training steps to run (>= 1)"));
static cl::opt<uint64_t>
    seed("seed", cl::init(0), cl::cat(category),
         cl::desc("Seed of the initial states and the batches (default 0)"));
static cl::opt<std::string>
    jsonFile("json", cl::cat(category), cl::value_desc("file"),
             cl::desc("Write losses, counters and checksums as JSON (rank "
                      "0; '-' = stdout)"));
static cl::opt<std::string> statesFile(
    "dump-states", cl::cat(category), cl::value_desc("file"),
    cl::desc("Write the final full states, raw little-endian in argument "
             "order, to this file (rank 0; offsets in the JSON)"));
static cl::opt<std::string> loweredFile(
    "lowered", cl::cat(category), cl::value_desc("file"),
    cl::desc("Run this LLVM-dialect module (zero-opt --zero-lower-to-llvm of "
             "the same step) instead of lowering the step"));
static cl::opt<int64_t> tokenRange(
    "token-range", cl::init(0), cl::cat(category),
    cl::desc("Integer inputs (token ids) are drawn from [0, N) (default: "
             "the bound the step's indexing puts on them, e.g. the rows of "
             "the embedding they index)"));
static cl::opt<int64_t> checkEvery(
    "check-every", cl::init(0), cl::cat(category), cl::value_desc("K"),
    cl::desc("Also check every K steps that the ranks hold bit-identical "
             "replicated states (they are always checked after the last "
             "step; default 0: only then)"));
static cl::opt<std::string> checkpointDir(
    "checkpoint", cl::cat(category), cl::value_desc("dir"),
    cl::desc("Save sharded checkpoints into this directory (every rank its "
             "slices, rank 0 the manifest; docs/checkpoint-format.md): after "
             "the last step and every --checkpoint-every steps"));
static cl::opt<int64_t> checkpointEvery(
    "checkpoint-every", cl::init(0), cl::cat(category), cl::value_desc("K"),
    cl::desc("With --checkpoint, also save after every K-th step (default "
             "0: after the last step only)"));
static cl::opt<int64_t> keepCheckpoints(
    "keep", cl::init(0), cl::cat(category), cl::value_desc("M"),
    cl::desc("With --checkpoint, keep the last M checkpoints (default 0: "
             "all)"));
static cl::opt<std::string> nvmeDir(
    "nvme-dir", cl::cat(category), cl::value_desc("dir"),
    cl::desc("Keep the NVMe tier of an offload=nvme step in this directory, "
             "one file per rank (zero-rt-rank<R>.nvme); the default is "
             "$ZERO_RT_NVME_DIR"));
static cl::opt<std::string> resumePath(
    "resume", cl::cat(category), cl::value_desc("dir[/step-K]"),
    cl::desc("Load the states from this checkpoint (written at any stage "
             "and N) and continue at its next step and data position; a "
             "directory of checkpoints resumes from its 'latest'"));
static cl::opt<bool> profileOps(
    "profile-ops", cl::init(false), cl::cat(category),
    cl::desc("Time every op the step-time model prices (zero-profile-ops) "
             "and write each op's and each class's seconds per step to the "
             "JSON (`op_profile`; the first step is left out when there are "
             "several)"));
static cl::opt<std::string> profileMachine(
    "machine", cl::cat(category), cl::value_desc("preset|machine.json"),
    cl::desc("With --profile-ops, also write each op's estimated seconds "
             "on this machine (what zero-report's machine= takes), so that "
             "the JSON sets the model against the measurement op by op"));
static cl::opt<unsigned> optLevel("O", cl::init(2), cl::Prefix,
                                  cl::cat(category),
                                  cl::desc("JIT optimization level, 0-3"));

namespace {

/// Rank 0's outputs go through zero/Report/OutputFiles.h: complete files or
/// none, every write checked. These say which file failed.
std::unique_ptr<zero::OutputFile> openOutput(const std::string &path,
                                             std::string &error) {
  std::string reason;
  std::unique_ptr<zero::OutputFile> file = zero::OutputFile::open(path, reason);
  if (!file)
    error = "zero-run: cannot write '" + path + "': " + reason;
  return file;
}

LogicalResult commitOutput(zero::OutputFile &file, std::string &error) {
  std::string reason;
  if (succeeded(file.finish(reason)) && succeeded(file.keep(reason)))
    return success();
  error = "zero-run: cannot write '" + file.getPath().str() + "': " + reason;
  return failure();
}

/// Flushes standard output and fails with a message if anything written to
/// it was lost (a full disk, a closed pipe).
LogicalResult checkStandardOutput(std::string &error) {
  llvm::outs().flush();
  if (std::error_code code = llvm::outs().error()) {
    llvm::outs().clear_error();
    error = "zero-run: cannot write the standard output: " + code.message();
    return failure();
  }
  return success();
}

/// Reads a whole input file, describing it for the start-up agreement.
/// The step and the lowered code must be regular files (or "-", the
/// standard input) of at most 1 GiB: zero-import writes Llama 3.1 405B's
/// step in 6.6 MB of text, and the limit keeps a wrong path (/dev/zero, a
/// FIFO) from exhausting memory or hanging every rank.
std::unique_ptr<llvm::MemoryBuffer> readInput(const std::string &path,
                                              FileDigest &digest) {
  static const mlir::zero::InputFileLimits kStepLimits = {
      "a step to run", size_t(1) << 30, /*maxJsonDepth=*/0,
      /*allowStdin=*/true, mlir::zero::kMaxMlirDepth};
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      mlir::zero::readInputFileBuffer(path, kStepLimits);
  if (!buffer) {
    // The digest says "'PATH' cannot be read (PROBLEM)": the reason alone.
    std::string problem = llvm::toString(buffer.takeError());
    StringRef reason(problem);
    reason.consume_front("cannot read '" + path + "': ");
    describeUnreadableFile(digest, path, reason.str());
    return nullptr;
  }
  describeFile(digest, path, (*buffer)->getBufferStart(),
               (*buffer)->getBufferSize());
  return std::move(*buffer);
}

/// Parses a file read by `readInput` (each in its own source manager,
/// since the parser reads a manager's main buffer; the diagnostic handler
/// finds any file a location names).
OwningOpRef<ModuleOp>
parseInput(std::unique_ptr<llvm::MemoryBuffer> buffer, MLIRContext &context,
           std::vector<std::unique_ptr<llvm::SourceMgr>> &files) {
  files.push_back(std::make_unique<llvm::SourceMgr>());
  files.back()->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(*files.back(), ParserConfig(&context));
}

/// Checks the options, once every rank is known to have the same ones.
LogicalResult checkOptions(const Console &console) {
  if (numSteps < 1)
    return console.error("zero-run: --steps must be at least 1, got " +
                         llvm::Twine(numSteps.getValue()));
  if (optLevel > 3)
    return console.error("zero-run: -O must be 0, 1, 2 or 3, got " +
                         llvm::Twine(optLevel.getValue()));
  if (checkEvery < 0)
    return console.error(
        "zero-run: --check-every must be 0 (after the last step only) or a "
        "number of steps, got " +
        llvm::Twine(checkEvery.getValue()));
  if (tokenRange.getNumOccurrences() && tokenRange <= 0)
    return console.error("zero-run: --token-range must be positive, got " +
                         llvm::Twine(tokenRange.getValue()));
  if (checkpointEvery < 0)
    return console.error("zero-run: --checkpoint-every must be 0 (after the "
                         "last step only) or a number of steps, got " +
                         llvm::Twine(checkpointEvery.getValue()));
  if (keepCheckpoints < 0)
    return console.error("zero-run: --keep must be 0 (keep all) or a number "
                         "of checkpoints, got " +
                         llvm::Twine(keepCheckpoints.getValue()));
  if (profileMachine.getNumOccurrences() && !profileOps)
    return console.error("zero-run: --machine estimates the ops "
                         "--profile-ops times; add --profile-ops");
  if (profileMachine.getNumOccurrences() && profileMachine.empty())
    return console.error("zero-run: --machine was given an empty name; name "
                         "a preset or a zero-machine file");
  // An empty path given is a mistake (an unset shell variable), never a
  // request to run without saving or resuming.
  for (const cl::opt<std::string> *path :
       {&checkpointDir, &resumePath, &nvmeDir})
    if (path->getNumOccurrences() && path->empty())
      return console.error("zero-run: --" + path->ArgStr +
                           " was given an empty path; name a directory, or "
                           "leave the option out");
  if (checkpointDir.empty() && (checkpointEvery.getNumOccurrences() ||
                                keepCheckpoints.getNumOccurrences()))
    return console.error("zero-run: --checkpoint-every and --keep need "
                         "--checkpoint DIR, the directory to save into");
  if (!checkpointDir.empty() && !resumePath.empty())
    if (std::string inside =
            checkSavesOutsideResumed(checkpointDir, resumePath);
        !inside.empty())
      return console.error("zero-run: " + inside);
  return success();
}

/// Every buffer zero-run passes must have a size that fits in memory's
/// address space; a shape whose bytes overflow is refused before anything
/// is allocated.
LogicalResult checkBufferSizes(const StepSignature &signature,
                               const Console &console) {
  for (const StepArgument &argument : signature.arguments)
    if (!getBufferBytes(argument.storageType))
      return console.error("zero-run: " + argument.getName() + " (" +
                           formatType(argument.storageType) +
                           ") has more bytes than this machine can address");
  return success();
}

/// The range of integer inputs (token ids): --token-range, or the tightest
/// bound the step's indexing puts on them; 0 for a step without them. A range
/// past that bound would make the step read and write outside a tensor.
FailureOr<int64_t> getTokenRange(const StepSignature &signature,
                                 const Console &console) {
  const StepArgument *tightest = nullptr;
  std::vector<std::string> integerInputs;
  for (const StepArgument &argument : signature.arguments) {
    if (argument.kind != ArgumentKind::Data ||
        !argument.storageType.getElementType().isInteger())
      continue;
    integerInputs.push_back(argument.getName());
    if (argument.indexBound &&
        (!tightest || argument.indexBound->limit < tightest->indexBound->limit))
      tightest = &argument;
  }
  // A step without integer inputs draws no ids: its range is 0 whatever
  // --token-range says, so that a checkpoint it writes and a resume with
  // or without the option agree (a resume with --token-range=5 used to be
  // told to pass --token-range=0, which is refused).
  if (integerInputs.empty())
    return 0;
  if (!tokenRange.getNumOccurrences()) {
    if (!tightest)
      return console.error(
          "zero-run: the step takes integer inputs (" +
          llvm::join(integerInputs, ", ") +
          ") but uses none of their values as an index, so nothing bounds "
          "them; pass --token-range=N to draw them from [0, N)");
    return tightest->indexBound->limit;
  }
  int64_t range = tokenRange.getValue();
  if (tightest && range > tightest->indexBound->limit)
    return console.error("zero-run: --token-range=" + llvm::Twine(range) +
                         " is too large: " + tightest->getName() +
                         " (argument #" + llvm::Twine(tightest->position) +
                         ") indexes " + tightest->indexBound->indexed +
                         ", so its values must be below " +
                         llvm::Twine(tightest->indexBound->limit) +
                         "; pass at most --token-range=" +
                         llvm::Twine(tightest->indexBound->limit));
  for (const StepArgument &argument : signature.arguments) {
    Type element = argument.storageType.getElementType();
    if (argument.kind == ArgumentKind::Data && element.isInteger() &&
        element.getIntOrFloatBitWidth() < 64 &&
        range - 1 > int64_t(llvm::maxIntN(element.getIntOrFloatBitWidth())))
      return console.error("zero-run: --token-range=" + llvm::Twine(range) +
                           " does not fit the " + formatType(element) +
                           " values of " + argument.getName());
  }
  return range;
}

LogicalResult run(Console &console) {
  int size = console.getSize();
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  zero::registerZeroDialects(registry);
  MLIRContext context(registry);
  // Diagnostics point at the source; the whole step would drown them.
  context.printOpOnDiagnostic(false);
  // Every rank collects its diagnostics; the console decides who prints.
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context,
                                         console.diagnostics());
  // Registered after, so it sees each diagnostic first: one whose location
  // names /dev/zero or a FIFO is printed without reading it, and megabyte
  // source lines are left out (ShortDiagnostics.h).
  llvm::SourceMgr shortSourceMgr;
  zero::ShortDiagnosticHandler shortDiagnostics(shortSourceMgr, &context,
                                                console.diagnostics());

  if (!calibrateFile.empty()) {
    if (!inputFile.empty())
      return console.error("zero-run: --calibrate measures the machine and "
                           "runs no step; drop '" +
                           inputFile + "' or --calibrate");
    if (optLevel > 3)
      return console.error("zero-run: -O must be 0-3, got " +
                           llvm::Twine(optLevel.getValue()));
    return calibrate(context, calibrateFile, optLevel, console);
  }
  if (inputFile.empty())
    return console.error("zero-run: no step given: zero-run step.mlir "
                         "--steps K, or zero-run --calibrate=machine.json");

  // What this rank was given: read, parsed and described before anything
  // can fail, so that every rank reaches the agreement below.
  StartupRecord mine;
  mine.seed = seed;
  mine.steps = numSteps;
  mine.tokenRange = tokenRange.getNumOccurrences() ? tokenRange.getValue() : 0;
  mine.checkEvery = checkEvery;
  mine.optLevel = optLevel;
  mine.profileOps = profileOps;
  describeOptionText(mine.checkpointDir, checkpointDir);
  describeOptionText(mine.resumePath, resumePath);
  mine.checkpointEvery = checkpointEvery;
  mine.keepCheckpoints = keepCheckpoints;
  std::unique_ptr<llvm::MemoryBuffer> stepText =
      readInput(inputFile, mine.step);
  std::unique_ptr<llvm::MemoryBuffer> loweredText;
  if (!loweredFile.empty())
    loweredText = readInput(loweredFile, mine.lowered);
  std::vector<std::unique_ptr<llvm::SourceMgr>> files;
  OwningOpRef<ModuleOp> step;
  FailureOr<StepSignature> signature = failure();
  if (stepText) {
    step = parseInput(std::move(stepText), context, files);
    if (step)
      signature = readStepSignature(*step);
    mine.stepRejected = failed(signature);
    if (succeeded(signature)) {
      mine.stage = signature->stage;
      mine.worldSize = signature->worldSize;
    }
  }
  if (failed(agreeOnStartup(mine, console))) {
    // The summary names the ranks; a rank whose step did not parse adds
    // why, naming itself.
    console.flushDiagnostics(/*everyRank=*/false);
    return failure();
  }

  // From here on every rank holds the same bytes and options, and every
  // check fails alike: rank 0 speaks.
  if (mine.step.status == FileDigest::Unreadable)
    return console.error("zero-run: cannot open input file '" + inputFile +
                         "': " + mine.step.problem);
  if (failed(signature)) {
    console.flushDiagnostics(/*everyRank=*/true);
    return failure();
  }
  if (mine.lowered.status == FileDigest::Unreadable)
    return console.error("zero-run: cannot open --lowered file '" +
                         loweredFile + "': " + mine.lowered.problem);
  if (failed(checkOptions(console)))
    return failure();
  std::string gridText;
  if (signature->isHybrid()) {
    gridText = " (the grid @" + signature->gridName + " of ";
    for (auto [i, dim] : llvm::enumerate(signature->gridShape))
      gridText += (i ? "x" : "") + std::to_string(dim);
    gridText += ")";
  }
  if (signature->worldSize != size)
    return console.error("zero-run: @" + signature->functionName +
                         " was sharded for " +
                         llvm::Twine(signature->worldSize) + " ranks" +
                         gridText + " but runs on " + llvm::Twine(size) +
                         " MPI rank(s); launch it with mpirun -np " +
                         llvm::Twine(signature->worldSize) +
                         ", or shard it for " + llvm::Twine(size));
  if (failed(checkBufferSizes(*signature, console)))
    return failure();
  FailureOr<int64_t> tokens = getTokenRange(*signature, console);
  if (failed(tokens))
    return failure();

  // Rank 0's outputs, opened before any work so that a bad path fails fast.
  std::unique_ptr<zero::OutputFile> json, dump;
  std::unique_ptr<CheckpointDirectory> checkpointRoot;
  std::string openError;
  if (console.isRoot()) {
    if (!jsonFile.empty())
      json = openOutput(jsonFile, openError);
    if (openError.empty() && !statesFile.empty())
      dump = openOutput(statesFile, openError);
    if (openError.empty() && !checkpointDir.empty())
      checkpointRoot = prepareCheckpointDirectory(checkpointDir, openError);
  }
  if (failed(settle(openError.empty(), openError, console)))
    return failure();

  // The code: lowered here, or ahead of time with --lowered.
  OwningOpRef<ModuleOp> code =
      loweredText ? parseInput(std::move(loweredText), context, files)
                  : std::move(step);
  if (!code) {
    console.flushDiagnostics(/*everyRank=*/true);
    return failure();
  }
  std::string error;
  // The estimates are taken on the step as the model sees it, before it is
  // lowered.
  std::vector<double> estimates;
  if (!profileMachine.empty()) {
    FailureOr<std::vector<double>> estimated =
        estimateProfiledOps(*code, profileMachine, error);
    if (failed(settle(succeeded(estimated), error, console)))
      return failure();
    estimates = std::move(*estimated);
  }
  FailureOr<CompiledStep> compiled =
      CompiledStep::compile(*code, *signature, optLevel, profileOps, error);
  if (failed(settle(succeeded(compiled), error, console))) {
    console.flushDiagnostics(/*everyRank=*/true);
    return failure();
  }
  std::optional<OpProfile> profile;
  if (profileOps) {
    FailureOr<std::vector<OpProfile::Op>> ops = readProfiledOps(*code, error);
    if (failed(settle(succeeded(ops), error, console)))
      return failure();
    if (!estimates.empty() && estimates.size() != ops->size()) {
      error = "zero-run: --machine: the model estimated " +
              std::to_string(estimates.size()) + " ops but " +
              std::to_string(ops->size()) + " were timed (a bug)";
    }
    if (failed(settle(error.empty(), error, console)))
      return failure();
    profile.emplace();
    profile->ops = std::move(*ops);
    profile->estimates = std::move(estimates);
  }

  // A hybrid step's collectives run on the groups of its grid's axes.
  if (signature->isHybrid()) {
    int status = zero_rt_set_grid(static_cast<int>(signature->gridShape.size()),
                                  signature->gridShape.data());
    std::string gridError =
        status == ZERO_RT_SUCCESS
            ? ""
            : std::string("zero-run: ") + zero_rt_last_error();
    if (failed(settle(gridError.empty(), gridError, console)))
      return failure();
  }

  // The states, the steps, the final states.
  RunOptions options;
  options.steps = numSteps;
  options.seed = seed;
  options.checkEvery = checkEvery;
  options.tokenRange = *tokens;
  RunRecord record;
  std::vector<void *> buffers;
  if (failed(allocateStates(*signature, options, console, buffers, record)))
    return failure();
  // A resumed run starts from the checkpoint's states, step and data.
  std::optional<ResumePoint> resumed;
  if (!resumePath.empty()) {
    FailureOr<ResumePoint> point = resumeFromCheckpoint(
        *signature, resumePath,
        seed.getNumOccurrences() ? std::optional<uint64_t>(seed) : std::nullopt,
        options.tokenRange, buffers, console);
    if (failed(point))
      return failure();
    resumed = *point;
    // The step numbers and the rows drawn must not wrap: a manifest's
    // numbers are the user's input like any other.
    int64_t lastStep = 0, rows = 0, samples = 0;
    if (__builtin_add_overflow(resumed->data.nextStep, numSteps - 1,
                               &lastStep) ||
        __builtin_mul_overflow(getGlobalBatchRows(*signature),
                               static_cast<int64_t>(numSteps), &rows) ||
        __builtin_add_overflow(resumed->data.samplesConsumed, rows, &samples))
      return console.error(
          "zero-run: cannot resume from '" + resumed->load.path + "' for " +
          llvm::Twine(numSteps.getValue()) + " more steps: its next step " +
          llvm::Twine(resumed->data.nextStep) + " (" +
          llvm::Twine(resumed->data.samplesConsumed) +
          " rows drawn) would take the step count or the rows drawn past "
          "2^63 - 1");
    options.firstStep = resumed->data.nextStep;
    options.seed = resumed->data.seed;
  }
  std::unique_ptr<Checkpointer> checkpointer;
  if (!checkpointDir.empty()) {
    DataPosition start;
    start.nextStep = options.firstStep;
    start.seed = options.seed;
    start.tokenRange = options.tokenRange;
    start.samplesConsumed = resumed ? resumed->data.samplesConsumed : 0;
    checkpointer = std::make_unique<Checkpointer>(
        *signature, console, checkpointDir, checkpointRoot.get(),
        keepCheckpoints, start);
    if (failed(checkpointer->checkTimeline()))
      return failure();
    options.afterStep = [&](int64_t step, llvm::ArrayRef<void *> states) {
      bool due = (checkpointEvery > 0 && step % checkpointEvery == 0) ||
                 step == options.getLastStep();
      return due ? checkpointer->save(step, states) : success();
    };
  }
  if (failed(trainSteps(*compiled, *signature, options, buffers, console,
                        record)) ||
      failed(collectFinalStates(*signature, options, buffers, dump.get(),
                                console, record)))
    return failure();
  if (profile)
    gatherOpTimes(*profile, record, size);

  // Rank 0's outputs: complete files or none, and a failed write fails the
  // job.
  std::string writeError;
  if (console.isRoot()) {
    llvm::outs() << "checksum of the final states: "
                 << formatChecksum(record.checksum) << "\n";
    if (dump && failed(commitOutput(*dump, writeError)))
      json.reset();
    if (json) {
      // Checked before it is written: a loss that is not finite (a
      // diverged run) would print as `nan`, which no JSON reader accepts.
      std::string text;
      llvm::raw_string_ostream os(text);
      writeRunJson(os, *signature, size, numSteps, options, record,
                   resumed ? &*resumed : nullptr, checkpointer.get(),
                   profile ? &*profile : nullptr);
      if (llvm::Error error = zero::checkWrittenJson(text)) {
        writeError = "zero-run: cannot write '" + jsonFile +
                     "': " + llvm::toString(std::move(error));
        json.reset();
      } else {
        json->os() << text;
        (void)commitOutput(*json, writeError);
      }
    }
    if (writeError.empty())
      (void)checkStandardOutput(writeError);
  }
  return settle(writeError.empty(), writeError, console);
}

} // namespace

int main(int argc, char **argv) {
  // Freed buffers stay in this process's heap for the next step. By
  // default glibc maps each buffer above its mmap threshold (128 KiB to
  // 32 MiB) afresh and unmaps it when freed, and trims the heap's free top,
  // so every step would fault its large buffers' pages in again (the kernel
  // zeroes each one): the 21 M-parameter Llama's step took 0.95-1.00 s with
  // this and 1.02-1.04 s without on a quiet 2-core machine, 2.3-2.6 s and
  // 3.9-4.1 s when the machine was shared (bench/step_time.md). The
  // runtime still counts live bytes only.
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "zero-run: run a sharded training step on this MPI rank\n\n"
      "  mpirun -np N zero-run step.mlir --steps K [--seed S] [--json "
      "FILE]\n\n"
      "step.mlir is a step zero-shard produced for N ranks (zero-opt "
      "--zero-shard=\"stage=S world-size=N\"). The runtime is configured by "
      "ZERO_RT_ALGO (ring | native) and ZERO_RT_TIMEOUT.\n");

  // The compiled step runs on the CPU and allocates through the runtime:
  // host memory, the mpi backend. Start that one in any case, so that rank
  // 0 alone can refuse another backend.
  zero_rt_config config;
  config.struct_size = sizeof(config);
  int configured = zero_rt_config_from_env(&config);
  std::string configError = configured ? zero_rt_last_error() : "";
  zero_rt_backend requested = config.backend;
  config.backend = ZERO_RT_BACKEND_MPI;
  // The tier's messages then name the option, not the variable.
  if (!nvmeDir.empty()) {
    config.nvme_dir = nvmeDir.c_str();
    config.nvme_dir_name = "--nvme-dir";
  }
  if (zero_rt_init_with_config(&config) != ZERO_RT_SUCCESS) {
    llvm::errs() << "zero-run: cannot start the runtime: "
                 << zero_rt_last_error() << "\n";
    return 1;
  }
  Console console(zero_rt_rank(), zero_rt_size());
  LogicalResult status = failure();
  std::optional<std::string> repeated = zero::findRepeatedOption();
  if (repeated)
    (void)console.error("zero-run: " + *repeated);
  else if (configured != ZERO_RT_SUCCESS)
    (void)console.error("zero-run: " + configError);
  else if (requested != ZERO_RT_BACKEND_MPI)
    (void)console.error("zero-run: the step runs on the CPU, on host "
                        "buffers: it needs ZERO_RT_BACKEND=mpi");
  else
    status = run(console);
  // A failure must fail the job, even under a launcher that ignores exit
  // statuses (zero_rt.h); the output goes first, as the launcher may end
  // this process.
  int exitStatus = failed(status) ? 1 : 0;
  llvm::outs().flush();
  llvm::outs().clear_error();
  llvm::errs().flush();
  zero_rt_finalize_with_status(exitStatus);
  return exitStatus;
}
