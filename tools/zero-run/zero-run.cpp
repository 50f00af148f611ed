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
// runtime counted them, the persistent model-state bytes, and per-state
// checksums. Other ranks stay quiet unless the runtime ends the job.
//
// Every user error (a missing file, an unsharded step, a step sharded for
// another N, a bad option) is one message from rank 0 and exit code 1.
//
//===----------------------------------------------------------------------===//

#include "CompiledStep.h"
#include "InitialValues.h"
#include "StepSignature.h"

#include "zero/InitAll.h"
#include "zero_rt/zero_rt.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"

#include <chrono>

using namespace mlir;
using namespace zero_run;
namespace cl = llvm::cl;

static cl::OptionCategory category("zero-run options");
static cl::opt<std::string>
    inputFile(cl::Positional, cl::Required, cl::cat(category),
              cl::desc("<step.mlir: a step zero-shard produced>"));
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
             "the rows of the weight named *embed_tokens.weight)"));
static cl::opt<unsigned> optLevel("O", cl::init(2), cl::Prefix,
                                  cl::cat(category),
                                  cl::desc("JIT optimization level, 0-3"));

namespace {

/// Rank 0 speaks for the job: every rank runs the same deterministic checks
/// and fails the same way, so one message is enough.
class Console {
public:
  explicit Console(int rank) : rank(rank) {}
  bool isRoot() const { return rank == 0; }
  LogicalResult error(const llvm::Twine &message) const {
    if (isRoot())
      llvm::errs() << message << "\n";
    return failure();
  }

private:
  int rank;
};

/// What the run produced, for the report; counters of every rank.
struct RunRecord {
  std::vector<double> losses;                 // per step, mean over ranks
  std::vector<std::vector<float>> rankLosses; // per step, per rank
  // Per rank, per step (rank-major): what the runtime counted.
  std::vector<uint64_t> sentBytes, peakBytes, residentBytes;
  std::vector<double> seconds;
  uint64_t stateBytes = 0;
  struct State {
    const StepArgument *argument;
    uint64_t checksum, offset, bytes;
  };
  std::vector<State> states;
  uint64_t checksum = 0xcbf29ce484222325ULL;
};

zero_rt_dtype getRuntimeType(Type type) {
  if (type.isF32())
    return ZERO_RT_F32;
  if (type.isF64())
    return ZERO_RT_F64;
  if (type.isBF16())
    return ZERO_RT_BF16;
  if (type.isF16())
    return ZERO_RT_F16;
  if (type.isSignlessInteger(32))
    return ZERO_RT_I32;
  return ZERO_RT_I64;
}

size_t getStorageBytes(const StepArgument &argument) {
  return argument.storageType.getNumElements() *
         getElementBytes(argument.storageType.getElementType());
}

std::string hex(uint64_t value) {
  return llvm::formatv("{0:x16}", value).str();
}

/// The rows of the token embedding: the range of token ids.
std::optional<int64_t> findTokenRange(const StepSignature &signature) {
  for (const StepArgument &argument : signature.arguments)
    if (argument.kind == ArgumentKind::State &&
        argument.role == zero::StateRole::Weight &&
        llvm::StringRef(argument.param).ends_with("embed_tokens.weight"))
      return argument.fullType.getDimSize(0);
  return std::nullopt;
}

/// Gathers one value per rank on every rank.
template <typename T>
std::vector<T> gatherFromRanks(const std::vector<T> &local, int size,
                               zero_rt_dtype dtype) {
  std::vector<T> all(local.size() * size);
  if (!local.empty())
    zero_rt_all_gather(local.data(), all.data(), local.size(), dtype);
  return all;
}

/// The final full tensor of `state` on every rank: this rank's copy, or
/// the concatenation of every rank's shard without the padding.
std::vector<char> gatherFullState(const StepArgument &state, void *buffer,
                                  int size) {
  size_t elementBytes = getElementBytes(state.storageType.getElementType());
  size_t fullBytes = state.fullType.getNumElements() * elementBytes;
  if (!state.isShard()) {
    const char *bytes = static_cast<const char *>(buffer);
    return std::vector<char>(bytes, bytes + fullBytes);
  }
  size_t shardElements = state.storageType.getNumElements();
  std::vector<char> padded(shardElements * size * elementBytes);
  zero_rt_all_gather(buffer, padded.data(), shardElements,
                     getRuntimeType(state.storageType.getElementType()));
  padded.resize(fullBytes);
  return padded;
}

/// Whether every rank succeeded: one rank's failure (say, rank 0 cannot
/// write its output) must stop all of them before the next collective.
bool allRanksSucceeded(bool succeeded) {
  int32_t failures = succeeded ? 0 : 1, total = 0;
  zero_rt_all_reduce(&failures, &total, 1, ZERO_RT_I32, ZERO_RT_SUM);
  return total == 0;
}

/// Parses a file (each in its own source manager, since the parser reads a
/// manager's main buffer; the diagnostic handler finds any file a location
/// names).
OwningOpRef<ModuleOp>
parseFile(const std::string &path, MLIRContext &context,
          std::vector<std::unique_ptr<llvm::SourceMgr>> &files,
          const Console &console) {
  std::string message;
  if (!openInputFile(path, &message)) {
    (void)console.error("zero-run: " + message);
    return nullptr;
  }
  files.push_back(std::make_unique<llvm::SourceMgr>());
  return parseSourceFile<ModuleOp>(path, *files.back(), ParserConfig(&context));
}

/// The range of token ids: --token-range, or the rows of the embedding.
FailureOr<int64_t> getTokenRange(const StepSignature &signature,
                                 const Console &console) {
  if (tokenRange < 0)
    return console.error("zero-run: --token-range must be positive, got " +
                         llvm::Twine(tokenRange.getValue()));
  bool hasTokens = llvm::any_of(signature.arguments, [](auto &argument) {
    return argument.kind == ArgumentKind::Data &&
           argument.storageType.getElementType().isInteger();
  });
  if (!hasTokens || tokenRange > 0)
    return tokenRange.getValue();
  std::optional<int64_t> rows = findTokenRange(signature);
  if (!rows)
    return console.error(
        "zero-run: the step takes token ids but has no weight named "
        "*embed_tokens.weight to size them; pass --token-range=N");
  return *rows;
}

/// Runs the steps, each on the states the previous one updated; rank 0
/// prints the losses.
LogicalResult trainSteps(CompiledStep &compiled, const StepSignature &signature,
                         std::vector<void *> &buffers, int64_t tokens,
                         const Console &console, int rank, int size,
                         RunRecord &record) {
  std::vector<uint64_t> sent, peak, resident;
  std::vector<double> seconds;
  for (int64_t t = 1; t <= numSteps; ++t) {
    for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments)) {
      if (argument.kind == ArgumentKind::State)
        continue;
      buffer = zero_rt_alloc(getStorageBytes(argument));
      if (argument.kind == ArgumentKind::StepCounter)
        *static_cast<float *>(buffer) = static_cast<float>(t);
      else
        fillData(argument, seed, t, rank, tokens, buffer);
    }
    // What the step sends and allocates, its inputs included.
    zero_rt_reset_counters();
    std::string error;
    auto start = std::chrono::steady_clock::now();
    FailureOr<float> loss = compiled.call(buffers, error);
    if (failed(loss))
      return console.error(error);
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    sent.push_back(zero_rt_bytes_sent());
    peak.push_back(zero_rt_peak_bytes_allocated());
    for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments))
      if (argument.kind != ArgumentKind::State) {
        zero_rt_free(buffer);
        buffer = nullptr;
      }
    resident.push_back(zero_rt_bytes_allocated());

    std::vector<float> all =
        gatherFromRanks(std::vector<float>{*loss}, size, ZERO_RT_F32);
    double mean = 0;
    for (float value : all)
      mean += value;
    mean /= size;
    record.losses.push_back(mean);
    record.rankLosses.push_back(all);
    if (console.isRoot())
      llvm::outs() << llvm::format("step %lld: loss %.9g\n", (long long)t,
                                   mean);
  }
  record.sentBytes = gatherFromRanks(sent, size, ZERO_RT_I64);
  record.peakBytes = gatherFromRanks(peak, size, ZERO_RT_I64);
  record.residentBytes = gatherFromRanks(resident, size, ZERO_RT_I64);
  record.seconds = gatherFromRanks(seconds, size, ZERO_RT_F64);
  return success();
}

/// Gathers the final full states, checksums them, writes them to `dump`
/// (rank 0, when asked) and frees this rank's buffers.
void collectFinalStates(const StepSignature &signature,
                        std::vector<void *> &buffers, int size,
                        llvm::ToolOutputFile *dump, RunRecord &record) {
  uint64_t offset = 0;
  for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments)) {
    if (argument.kind != ArgumentKind::State)
      continue;
    std::vector<char> full = gatherFullState(argument, buffer, size);
    uint64_t checksum = fnv1a(full.data(), full.size());
    record.checksum = fnv1a(&checksum, sizeof(checksum), record.checksum);
    record.states.push_back({&argument, checksum, offset, full.size()});
    offset += full.size();
    if (dump)
      dump->os().write(full.data(), full.size());
    zero_rt_free(buffer);
    buffer = nullptr;
  }
}

/// Rank 0's JSON (docs/zero-run.md).
void writeJson(llvm::raw_ostream &os, const StepSignature &signature, int size,
               const RunRecord &record) {
  llvm::json::OStream json(os, /*IndentSize=*/2);
  size_t steps = numSteps;
  auto perRank = [&](llvm::StringRef key, const auto &values) {
    json.attributeArray(key, [&] {
      for (int r = 0; r < size; ++r)
        json.array([&] {
          for (size_t t = 0; t < steps; ++t)
            json.value(values[r * steps + t]);
        });
    });
  };
  json.object([&] {
    json.attribute("schema", "zero-run/1");
    json.attribute("function", signature.functionName);
    json.attribute("stage", signature.stage);
    json.attribute("world_size", size);
    json.attribute("steps", numSteps.getValue());
    json.attribute("seed", static_cast<int64_t>(seed.getValue()));
    json.attribute("algorithm", zero_rt_get_algorithm() == ZERO_RT_ALGO_RING
                                    ? "ring"
                                    : "native");
    json.attributeArray("losses", [&] {
      for (double loss : record.losses)
        json.value(loss);
    });
    json.attributeArray("rank_losses", [&] {
      for (const std::vector<float> &step : record.rankLosses)
        json.array([&] {
          for (float loss : step)
            json.value(loss);
        });
    });
    perRank("sent_bytes", record.sentBytes);
    perRank("peak_bytes_allocated", record.peakBytes);
    perRank("resident_bytes_between_steps", record.residentBytes);
    perRank("step_seconds", record.seconds);
    json.attribute("model_state_bytes", record.stateBytes);
    json.attribute("checksum", hex(record.checksum));
    json.attributeArray("states", [&] {
      for (const RunRecord::State &state : record.states)
        json.object([&] {
          json.attribute("name", state.argument->getName());
          std::string type;
          llvm::raw_string_ostream(type) << state.argument->fullType;
          json.attribute("type", type);
          json.attribute("checksum", hex(state.checksum));
          json.attribute("offset", state.offset);
          json.attribute("bytes", state.bytes);
        });
    });
  });
  os << "\n";
}

LogicalResult run(const Console &console, int rank, int size) {
  if (numSteps < 1)
    return console.error("zero-run: --steps must be at least 1, got " +
                         llvm::Twine(numSteps.getValue()));
  if (optLevel > 3)
    return console.error("zero-run: -O must be 0, 1, 2 or 3, got " +
                         llvm::Twine(optLevel.getValue()));

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  zero::registerZeroDialects(registry);
  MLIRContext context(registry);
  // Diagnostics point at the source; the whole step would drown them.
  context.printOpOnDiagnostic(false);
  // Rank 0 prints the diagnostics; the others would only repeat them.
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<ScopedDiagnosticHandler> diagnostics;
  if (console.isRoot())
    diagnostics =
        std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, &context);
  else
    diagnostics = std::make_unique<ScopedDiagnosticHandler>(
        &context, [](Diagnostic &) { return success(); });

  // The step and what it takes; every rank checks the same.
  std::vector<std::unique_ptr<llvm::SourceMgr>> files;
  OwningOpRef<ModuleOp> step = parseFile(inputFile, context, files, console);
  if (!step)
    return failure();
  FailureOr<StepSignature> signature = readStepSignature(*step);
  if (failed(signature))
    return failure();
  if (signature->worldSize != size)
    return console.error(
        "zero-run: @" + signature->functionName + " was sharded for " +
        llvm::Twine(signature->worldSize) + " ranks but runs on " +
        llvm::Twine(size) + " MPI rank(s); launch it with mpirun -np " +
        llvm::Twine(signature->worldSize) + ", or shard it for " +
        llvm::Twine(size));
  FailureOr<int64_t> tokens = getTokenRange(*signature, console);
  if (failed(tokens))
    return failure();

  // Rank 0's outputs, opened before any work so that a bad path fails fast,
  // and on every rank at once.
  std::unique_ptr<llvm::ToolOutputFile> json, dump;
  bool opened = true;
  auto open = [&](const std::string &path,
                  std::unique_ptr<llvm::ToolOutputFile> &file) {
    if (!console.isRoot() || path.empty() || !opened)
      return;
    std::string message;
    file = openOutputFile(path, &message);
    if (!file)
      opened = succeeded(
          console.error("zero-run: cannot write '" + path + "': " + message));
  };
  open(jsonFile, json);
  open(statesFile, dump);
  if (!allRanksSucceeded(opened))
    return failure();

  // The code: lowered here, or ahead of time with --lowered.
  OwningOpRef<ModuleOp> code =
      loweredFile.empty() ? std::move(step)
                          : parseFile(loweredFile, context, files, console);
  if (!code)
    return failure();
  std::string error;
  FailureOr<CompiledStep> compiled =
      CompiledStep::compile(*code, *signature, optLevel, error);
  if (failed(compiled))
    return console.error(error);

  // The states, through the runtime so that they are counted.
  RunRecord record;
  std::vector<void *> buffers(signature->arguments.size(), nullptr);
  for (auto [buffer, argument] : llvm::zip(buffers, signature->arguments)) {
    if (argument.kind != ArgumentKind::State)
      continue;
    buffer = zero_rt_alloc(getStorageBytes(argument));
    fillState(argument, seed, rank, buffer);
    record.stateBytes += getStorageBytes(argument);
  }
  if (failed(trainSteps(*compiled, *signature, buffers, *tokens, console, rank,
                        size, record)))
    return failure();
  collectFinalStates(*signature, buffers, size, dump.get(), record);

  if (!console.isRoot())
    return success();
  llvm::outs() << "checksum of the final states: " << hex(record.checksum)
               << "\n";
  if (dump)
    dump->keep();
  if (json) {
    writeJson(json->os(), *signature, size, record);
    json->keep();
  }
  return success();
}

} // namespace

int main(int argc, char **argv) {
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
  if (zero_rt_init_with_config(&config) != ZERO_RT_SUCCESS) {
    llvm::errs() << "zero-run: cannot start the runtime: "
                 << zero_rt_last_error() << "\n";
    return 1;
  }
  Console console(zero_rt_rank());
  LogicalResult status = failure();
  if (configured != ZERO_RT_SUCCESS)
    (void)console.error("zero-run: " + configError);
  else if (requested != ZERO_RT_BACKEND_MPI)
    (void)console.error("zero-run: the step runs on the CPU, on host "
                        "buffers: it needs ZERO_RT_BACKEND=mpi");
  else
    status = run(console, zero_rt_rank(), zero_rt_size());
  zero_rt_finalize();
  return failed(status) ? 1 : 0;
}
