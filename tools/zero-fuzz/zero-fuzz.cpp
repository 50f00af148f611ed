//===- zero-fuzz.cpp - seeded mutational fuzzing of every input parser ----===//
//
//   zero-fuzz TARGET|all --corpus DIR [--runs N] [--seconds S] [--seed K]
//   zero-fuzz TARGET FILE...            (replays saved inputs)
//
// Mutates the checked-in corpus of each target (test/Fuzz/corpus/TARGET)
// and runs every mutant through the target's parser in this process
// (docs/fuzzing.md). An input the parser rejects with an error is fine; a
// crash, an abort, an LLVM fatal error, an input that runs longer than
// --timeout-ms or an accepted input whose printed form does not read back
// ends the run with exit 1, after printing the input (escaped), the target,
// the seed and the input's number, and saving the input to --crash-dir so
// that `zero-fuzz TARGET FILE` replays it.
//
//===----------------------------------------------------------------------===//

#include "Mutator.h"
#include "Targets.h"

#include "zero/Support/OptionsGivenOnce.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

using namespace mlir::zero::fuzz;
using llvm::StringRef;
namespace cl = llvm::cl;

static cl::opt<std::string> targetName(cl::Positional, cl::Required,
                                       cl::desc("<target|all>"));
static cl::list<std::string> replayFiles(cl::Positional,
                                         cl::desc("[input files to replay]"));
static cl::opt<std::string>
    corpusDir("corpus", cl::desc("The corpus: one subdirectory per target"),
              cl::value_desc("dir"));
static cl::opt<uint64_t> runs("runs", cl::desc("Mutants per target"),
                              cl::init(1000));
static cl::opt<double>
    seconds("seconds",
            cl::desc("Stop each target after this many seconds (0: no limit; "
                     "--runs still applies unless it is 0)"),
            cl::init(0));
static cl::opt<uint64_t> seed("seed", cl::desc("The mutations' seed"),
                              cl::init(1));
static cl::opt<unsigned>
    timeoutMs("timeout-ms",
              cl::desc("Longest time one input may take, in milliseconds"),
              cl::init(10000));
static cl::opt<unsigned> maxBytes("max-bytes",
                                  cl::desc("Longest mutant, in bytes"),
                                  cl::init(256 * 1024));
static cl::opt<unsigned> maxMemoryMb(
    "max-memory-mb",
    cl::desc("Address space limit in MiB; an input that needs more fails "
             "(0: no limit)"),
    cl::init(4096));
static cl::opt<std::string> crashDir("crash-dir",
                                     cl::desc("Where a failing input is saved"),
                                     cl::value_desc("dir"), cl::init("."));
static cl::opt<bool> listTargets("list", cl::desc("List the targets"));

//===----------------------------------------------------------------------===//
// Reporting a failing input, also from a signal handler
//===----------------------------------------------------------------------===//

namespace {
/// What the signal handlers print: set before each input, read only with
/// async-signal-safe calls.
struct CurrentInput {
  const char *data = nullptr;
  size_t size = 0;
  char target[64] = "";
  uint64_t seed = 0;
  uint64_t index = 0;
  /// "crash-dir/", with room for the file name after it.
  char directory[3072] = "";
} current;
} // namespace

static void writeAll(int fd, const char *data, size_t size) {
  while (size > 0) {
    ssize_t written = ::write(fd, data, size);
    if (written <= 0)
      return;
    data += written;
    size -= size_t(written);
  }
}
static void writeString(int fd, const char *text) {
  writeAll(fd, text, strlen(text));
}
static void writeNumber(int fd, uint64_t value) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = char('0' + value % 10);
    value /= 10;
  } while (value);
  char text[24];
  for (int i = 0; i < n; ++i)
    text[i] = digits[n - 1 - i];
  writeAll(fd, text, n);
}

/// Prints the input escaped (the first 4 KiB), saves it to
/// `crash-TARGET-SEED-INDEX` and says how to replay it. Async-signal-safe.
static void reportCurrentInput(const char *what) {
  const int err = 2;
  writeString(err, "zero-fuzz: ");
  writeString(err, current.target);
  writeString(err, ": input ");
  writeNumber(err, current.index);
  writeString(err, " (seed ");
  writeNumber(err, current.seed);
  writeString(err, ") ");
  writeString(err, what);
  writeString(err, "\nzero-fuzz: the input, ");
  writeNumber(err, current.size);
  writeString(err, " bytes: \"");
  static const char kHex[] = "0123456789abcdef";
  size_t shown = current.size < 4096 ? current.size : 4096;
  for (size_t i = 0; i < shown; ++i) {
    unsigned char c = static_cast<unsigned char>(current.data[i]);
    char escaped[4] = {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
    if (c == '\n')
      writeString(err, "\\n");
    else if (c == '"' || c == '\\')
      writeAll(err, escaped, 1), writeAll(err, reinterpret_cast<char *>(&c), 1);
    else if (c >= 0x20 && c < 0x7f)
      writeAll(err, reinterpret_cast<char *>(&c), 1);
    else
      writeAll(err, escaped, 4);
  }
  writeString(err, shown < current.size ? "\"...\n" : "\"\n");
  // The file's name: crash-TARGET-SEED-INDEX.
  char path[sizeof(current.directory) + 160];
  size_t length = 0;
  auto append = [&](const char *text) {
    for (; *text && length + 1 < sizeof(path); ++text)
      path[length++] = *text;
  };
  auto appendNumber = [&](uint64_t value) {
    char digits[24];
    int n = 0;
    do {
      digits[n++] = char('0' + value % 10);
      value /= 10;
    } while (value);
    while (n > 0 && length + 1 < sizeof(path))
      path[length++] = digits[--n];
  };
  append(current.directory);
  append("crash-");
  append(current.target);
  append("-");
  appendNumber(current.seed);
  append("-");
  appendNumber(current.index);
  path[length] = 0;
  int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) {
    writeAll(fd, current.data, current.size);
    ::close(fd);
    writeString(err, "zero-fuzz: saved as ");
    writeString(err, path);
    writeString(err, "; replay it with: zero-fuzz ");
    writeString(err, current.target);
    writeString(err, " ");
    writeString(err, path);
    writeString(err, "\n");
  } else {
    writeString(err, "zero-fuzz: cannot save the input as ");
    writeString(err, path);
    writeString(err, "\n");
  }
}

static void onSignal(int signal) {
  // Only the inputs are reported; a signal between inputs is the
  // harness's own.
  if (current.data) {
    if (signal == SIGALRM)
      reportCurrentInput("ran past the time limit (--timeout-ms)");
    else {
      const char *name = signal == SIGSEGV   ? "crashed (SIGSEGV)"
                         : signal == SIGBUS  ? "crashed (SIGBUS)"
                         : signal == SIGFPE  ? "crashed (SIGFPE)"
                         : signal == SIGILL  ? "crashed (SIGILL)"
                         : signal == SIGABRT ? "aborted (SIGABRT)"
                                             : "died of a signal";
      reportCurrentInput(name);
    }
  }
  ::_exit(1);
}

static void onFatalError(void *, const char *reason, bool) {
  writeString(2, "zero-fuzz: LLVM ERROR: ");
  writeString(2, reason);
  writeString(2, "\n");
  if (current.data)
    reportCurrentInput("hit an LLVM fatal error");
  ::_exit(1);
}

void mlir::zero::fuzz::reportViolation(const std::string &message) {
  std::string what = "broke a promise: " + message;
  reportCurrentInput(what.c_str());
  ::_exit(1);
}

/// Signal handlers on a stack of their own, so that a stack overflow (deep
/// recursion in a parser) is reported too.
static void installHandlers() {
  static std::vector<char> alternateStack(1 << 18);
  stack_t stack = {};
  stack.ss_sp = alternateStack.data();
  stack.ss_size = alternateStack.size();
  ::sigaltstack(&stack, nullptr);
  struct sigaction action = {};
  action.sa_handler = onSignal;
  action.sa_flags = SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGALRM})
    ::sigaction(signal, &action, nullptr);
  llvm::install_fatal_error_handler(onFatalError, nullptr);
}

static void setTimer(unsigned milliseconds) {
  itimerval timer = {};
  timer.it_value.tv_sec = milliseconds / 1000;
  timer.it_value.tv_usec = (milliseconds % 1000) * 1000;
  ::setitimer(ITIMER_REAL, &timer, nullptr);
}

/// Runs one input with the handlers armed; true if it was accepted.
static bool runOne(const Target &target, const std::string &input,
                   uint64_t index) {
  current.index = index;
  current.size = input.size();
  current.data = input.data();
  setTimer(timeoutMs);
  bool accepted = target.run(input);
  setTimer(0);
  current.data = nullptr;
  return accepted;
}

//===----------------------------------------------------------------------===//
// The corpus and the loop
//===----------------------------------------------------------------------===//

/// The files of `dir`, sorted by name so that a seed means the same
/// mutants wherever the corpus is checked out.
static std::vector<std::string> readCorpus(StringRef dir) {
  std::vector<std::string> paths;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    if (it->type() == llvm::sys::fs::file_type::regular_file)
      paths.push_back(it->path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> inputs;
  for (const std::string &path : paths)
    if (auto buffer = llvm::MemoryBuffer::getFile(path))
      inputs.push_back((*buffer)->getBuffer().str());
  return inputs;
}

static int fuzzTarget(const Target &target) {
  llvm::SmallString<256> dir(corpusDir);
  llvm::sys::path::append(dir, target.name);
  std::vector<std::string> pool = readCorpus(dir);
  if (pool.empty()) {
    llvm::errs() << "zero-fuzz: " << target.name << ": no corpus in '" << dir
                 << "'; give --corpus the directory that holds " << target.name
                 << "/ (test/Fuzz/corpus in the source tree)\n";
    return 1;
  }
  strncpy(current.target, target.name.c_str(), sizeof(current.target) - 1);
  current.seed = seed;
  size_t numSeeds = pool.size();
  uint64_t accepted = 0, index = 0;
  // The seeds first: each must run cleanly before any mutant does.
  for (const std::string &input : pool)
    accepted += runOne(target, input, index++);
  // Inputs the target accepts join the pool (up to a bound), so mutations
  // build on inputs that got past the first checks: a cheap stand-in for
  // the coverage feedback libFuzzer would give.
  constexpr size_t kMaxPool = 512;
  Mutator mutator(seed, target.dictionary, target.json, maxBytes);
  auto start = std::chrono::steady_clock::now();
  uint64_t mutants = 0;
  for (; runs == 0 || mutants < runs; ++mutants) {
    if (seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                .count() >= seconds)
      break;
    // Half of the mutants start from a seed: accepted mutants drift
    // towards the smallest inputs a parser accepts (an empty module).
    const std::string &base =
        pool[mutator.below(mutator.below(2) ? numSeeds : pool.size())];
    const std::string &other = pool[mutator.below(pool.size())];
    std::string input = mutator.mutate(base, other);
    if (runOne(target, input, index++)) {
      ++accepted;
      if (pool.size() < kMaxPool)
        pool.push_back(std::move(input));
      else
        pool[numSeeds + mutator.below(kMaxPool - numSeeds)] = std::move(input);
    }
  }
  double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  llvm::outs() << "zero-fuzz: " << target.name << ": " << numSeeds
               << " seeds and " << mutants << " mutants (seed " << seed << "), "
               << accepted << " accepted, " << index - accepted
               << " rejected, no failure, " << llvm::format("%.1f", elapsed)
               << " s\n";
  llvm::outs().flush();
  return 0;
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(
      argc, argv,
      "zero-fuzz: seeded mutational fuzzing of zero-opt's input parsers\n");
  if (std::optional<std::string> repeated = mlir::zero::findRepeatedOption()) {
    llvm::errs() << "zero-fuzz: " << *repeated << "\n";
    return 1;
  }
  // A private directory for the file readers' inputs.
  llvm::SmallString<128> workDir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("zero-fuzz", workDir)) {
    llvm::errs() << "zero-fuzz: cannot create a temporary directory: "
                 << ec.message() << "\n";
    return 1;
  }
  std::vector<Target> targets = createTargets(workDir);
  auto cleanUp = [&] {
    for (const char *name : {"manifest.json", "config.json"}) {
      llvm::SmallString<128> path(workDir);
      llvm::sys::path::append(path, name);
      llvm::sys::fs::remove(path);
    }
    llvm::sys::fs::remove(workDir);
  };
  if (listTargets) {
    for (const Target &target : targets)
      llvm::outs() << target.name << ": " << target.description << "\n";
    cleanUp();
    return 0;
  }
  std::vector<const Target *> chosen;
  for (const Target &target : targets)
    if (target.name == targetName || (targetName == "all" && target.inAll))
      chosen.push_back(&target);
  if (chosen.empty()) {
    llvm::errs() << "zero-fuzz: unknown target '" << targetName
                 << "': give all or one of";
    for (const Target &target : targets)
      llvm::errs() << " " << target.name;
    llvm::errs() << "\n";
    cleanUp();
    return 1;
  }
  if (!replayFiles.empty() && chosen.size() != 1) {
    llvm::errs() << "zero-fuzz: replaying files needs one target, not all\n";
    cleanUp();
    return 1;
  }
  if (replayFiles.empty() && corpusDir.empty()) {
    llvm::errs() << "zero-fuzz: give --corpus DIR (test/Fuzz/corpus in the "
                    "source tree) or input files to replay\n";
    cleanUp();
    return 1;
  }
  std::string directory = crashDir + "/";
  if (directory.size() >= sizeof(current.directory)) {
    llvm::errs() << "zero-fuzz: --crash-dir is too long\n";
    cleanUp();
    return 1;
  }
  strcpy(current.directory, directory.c_str());
  if (maxMemoryMb > 0) {
    rlimit limit = {rlim_t(maxMemoryMb) << 20, rlim_t(maxMemoryMb) << 20};
    ::setrlimit(RLIMIT_AS, &limit);
  }
  installHandlers();

  int status = 0;
  if (!replayFiles.empty()) {
    const Target &target = *chosen.front();
    strncpy(current.target, target.name.c_str(), sizeof(current.target) - 1);
    current.seed = 0;
    for (const std::string &path : replayFiles) {
      auto buffer = llvm::MemoryBuffer::getFile(path);
      if (!buffer) {
        llvm::errs() << "zero-fuzz: cannot read '" << path
                     << "': " << buffer.getError().message() << "\n";
        status = 1;
        continue;
      }
      std::string input = (*buffer)->getBuffer().str();
      bool accepted = runOne(target, input, 0);
      llvm::outs() << path << ": " << (accepted ? "accepted" : "rejected")
                   << "\n";
    }
  } else {
    for (const Target *target : chosen)
      status |= fuzzTarget(*target);
  }
  cleanUp();
  return status;
}
