//===- zero-ckpt.cpp - inspect, verify and export sharded checkpoints -----===//
//
//   zero-ckpt inspect DIR[/step-K]
//   zero-ckpt verify DIR[/step-K]
//   zero-ckpt export DIR[/step-K] --format safetensors -o FILE [--states all]
//
// Reads the checkpoints zero-run --checkpoint writes
// (docs/checkpoint-format.md) without MPI and without the step: `inspect`
// prints what the manifest says, `verify` reads every slice and checks its
// checksum, `export` joins the slices of each weight into one file of full
// tensors that Hugging Face's safetensors loads. Every error names the file
// (and the state) and exits 1.
//
//===----------------------------------------------------------------------===//

#include "zero/Checkpoint/Directory.h"
#include "zero/Checkpoint/Manifest.h"
#include "zero/Checkpoint/Storage.h"
#include "zero/Report/OutputFiles.h"
#include "zero/Support/OptionsGivenOnce.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

using namespace mlir::zero::checkpoint;
namespace cl = llvm::cl;

static cl::SubCommand inspectCommand("inspect",
                                     "Print the states, bytes, stage and N");
static cl::SubCommand verifyCommand("verify",
                                    "Read every slice and check its checksum");
static cl::SubCommand
    exportCommand("export", "Write the full weights to one file (safetensors)");

static cl::opt<std::string> inputPath(cl::Positional, cl::Required,
                                      cl::desc("<checkpoint dir[/step-K]>"),
                                      cl::sub(inspectCommand),
                                      cl::sub(verifyCommand),
                                      cl::sub(exportCommand));

enum class ExportFormat { Safetensors };
static cl::opt<ExportFormat>
    exportFormat("format", cl::desc("Output format"), cl::Required,
                 cl::sub(exportCommand),
                 cl::values(clEnumValN(ExportFormat::Safetensors, "safetensors",
                                       "8-byte header length, JSON header, raw "
                                       "little-endian tensors")));
static cl::opt<std::string> outputPath("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::Required,
                                       cl::sub(exportCommand));
enum class ExportedStates { Weights, All };
static cl::opt<ExportedStates> exportedStates(
    "states", cl::desc("Which states to export"),
    cl::init(ExportedStates::Weights), cl::sub(exportCommand),
    cl::values(clEnumValN(ExportedStates::Weights, "weights",
                          "the weights, named after their parameters "
                          "(default)"),
               clEnumValN(ExportedStates::All, "all",
                          "every state, named param/role.index")));

namespace {

int fail(const llvm::Twine &message) {
  llvm::errs() << "zero-ckpt: " << message << "\n";
  return 1;
}

/// The checkpoint the path names and its manifest.
struct Opened {
  std::string dir;
  Manifest manifest;
};

llvm::Expected<Opened> open(llvm::StringRef path) {
  llvm::Expected<std::string> dir = resolveCheckpoint(path);
  if (!dir)
    return dir.takeError();
  llvm::Expected<Manifest> manifest = readManifest(*dir);
  if (!manifest)
    return manifest.takeError();
  return Opened{*dir, std::move(*manifest)};
}

std::string formatShape(const std::vector<int64_t> &shape) {
  std::string text;
  for (int64_t dim : shape)
    text += (text.empty() ? "" : "x") + std::to_string(dim);
  return text.empty() ? "scalar" : text;
}

int inspect(const Opened &opened) {
  const Manifest &m = opened.manifest;
  llvm::raw_ostream &os = llvm::outs();
  std::vector<std::string> grid;
  for (int64_t dim : m.gridShape)
    grid.push_back(std::to_string(dim));
  os << "checkpoint " << opened.dir << " (format version " << m.version
     << ")\n";
  os << "  @" << m.function << ", stage " << m.stage << ", N = " << m.worldSize
     << " (grid @" << m.gridName << " = " << llvm::join(grid, "x")
     << "), after step " << m.step << "\n";
  os << "  data: next step " << m.data.nextStep << ", seed " << m.data.seed
     << ", global batch " << m.data.globalBatchRows << " rows, "
     << m.data.samplesConsumed << " rows consumed\n";
  uint64_t tensorBytes = 0, paddingBytes = 0, fileBytes = 0;
  size_t nameWidth = 5;
  for (const StateEntry &state : m.states)
    nameWidth = std::max(nameWidth, state.name.size());
  os << llvm::format("  %-*s  %-9s  %-5s  %-12s  %-7s  %12s  %8s\n",
                     int(nameWidth), "state", "role", "dtype", "shape",
                     "held as", "bytes", "padding");
  for (const StateEntry &state : m.states) {
    uint64_t bytes = state.getNumElements() * state.getElementBytes();
    uint64_t padding = state.getPaddingElements() * state.getElementBytes();
    tensorBytes += bytes;
    paddingBytes += padding;
    os << llvm::format("  %-*s  %-9s  %-5s  %-12s  %-7s  %12llu  %8llu\n",
                       int(nameWidth), state.name.c_str(), state.role.c_str(),
                       state.dtype.c_str(), formatShape(state.shape).c_str(),
                       state.heldAs.c_str(), (unsigned long long)bytes,
                       (unsigned long long)padding);
  }
  for (uint64_t bytes : m.fileBytes)
    fileBytes += bytes;
  os << "  " << m.states.size() << " states: " << tensorBytes
     << " bytes of tensors + " << paddingBytes
     << " bytes of padding = " << fileBytes << " bytes in "
     << m.fileBytes.size() << " files of "
     << (m.fileBytes.empty() ? 0 : m.fileBytes.front()) << " bytes\n";
  return 0;
}

int verify(const Opened &opened) {
  RankFiles files(opened.dir, opened.manifest);
  if (llvm::Error error = checkFileSizes(files, opened.manifest))
    return fail(toString(std::move(error)));
  for (const StateEntry &state : opened.manifest.states)
    if (llvm::Error error = verifyState(files, state))
      return fail(toString(std::move(error)));
  llvm::outs() << "verified " << opened.dir << ": "
               << opened.manifest.states.size() << " states in "
               << opened.manifest.fileBytes.size() << " files, "
               << files.getBytesRead()
               << " bytes read, every checksum matches\n";
  return 0;
}

/// The safetensors dtype of a checkpoint dtype (docs/checkpoint-format.md).
llvm::StringRef getSafetensorsType(llvm::StringRef dtype) {
  return llvm::StringSwitch<llvm::StringRef>(dtype)
      .Case("f32", "F32")
      .Case("f64", "F64")
      .Case("bf16", "BF16")
      .Case("f16", "F16")
      .Default("");
}

/// Whether `a` and `b` name the same directory (by device and inode).
bool isSameDirectory(llvm::StringRef a, llvm::StringRef b) {
  llvm::sys::fs::UniqueID first, second;
  return !llvm::sys::fs::getUniqueID(a.empty() ? "." : a, first) &&
         !llvm::sys::fs::getUniqueID(b.empty() ? "." : b, second) &&
         first == second;
}

/// Why `-o path` would write into the checkpoint being read, or "": any
/// file inside the checkpoint's own directory, and the names a checkpoint
/// directory uses (`latest`, `step-*`, its lock) in the directory that
/// holds it. The output's own links are resolved first.
std::string checkOutsideCheckpoint(llvm::StringRef checkpoint,
                                   llvm::StringRef path) {
  llvm::SmallString<256> output(path);
  llvm::SmallString<256> resolved;
  if (llvm::sys::fs::exists(path) && !llvm::sys::fs::real_path(path, resolved))
    output = resolved;
  llvm::StringRef parent = llvm::sys::path::parent_path(output);
  llvm::StringRef name = llvm::sys::path::filename(output);
  if (isSameDirectory(parent, checkpoint))
    return "it is inside the checkpoint '" + checkpoint.str() + "'";
  llvm::StringRef holder = llvm::sys::path::parent_path(checkpoint);
  if (isSameDirectory(parent, holder) &&
      (name == kLatestFileName ||
       name.starts_with(kLatestFileName.str() + ".") ||
       name.starts_with("step-") || name == kLockFileName))
    return "'" + name.str() + "' is a name of the checkpoint directory '" +
           (holder.empty() ? std::string(".") : holder.str()) + "'";
  return "";
}

int exportSafetensors(const Opened &opened) {
  const Manifest &m = opened.manifest;
  if (outputPath != "-") {
    std::string inside = checkOutsideCheckpoint(opened.dir, outputPath);
    if (!inside.empty())
      return fail("cannot write '" + outputPath + "': " + inside +
                  ", which the export reads and must not change; write it "
                  "elsewhere");
  }
  std::vector<const StateEntry *> exported;
  for (const StateEntry &state : m.states)
    if (exportedStates == ExportedStates::All || state.role == "weight")
      exported.push_back(&state);
  if (exported.empty())
    return fail("'" + opened.dir + "' holds no weights to export");
  auto tensorName = [&](const StateEntry &state) {
    return exportedStates == ExportedStates::All ? state.name : state.param;
  };

  // The header: every tensor's dtype, shape and byte range in the data.
  std::string header;
  {
    llvm::raw_string_ostream os(header);
    llvm::json::OStream json(os);
    uint64_t offset = 0;
    json.object([&] {
      json.attributeObject("__metadata__", [&] {
        json.attribute("format", "pt");
        json.attribute("source", "zero-checkpoint");
        json.attribute("step", std::to_string(m.step));
      });
      for (const StateEntry *state : exported) {
        uint64_t bytes = state->getNumElements() * state->getElementBytes();
        json.attributeObject(tensorName(*state), [&] {
          json.attribute("dtype", getSafetensorsType(state->dtype));
          json.attributeArray("shape", [&] {
            for (int64_t dim : state->shape)
              json.value(dim);
          });
          json.attributeArray("data_offsets", [&] {
            json.value(static_cast<int64_t>(offset));
            json.value(static_cast<int64_t>(offset + bytes));
          });
        });
        offset += bytes;
      }
    });
  }
  // The data starts 8-byte aligned: the header is padded with spaces.
  header.append((8 - header.size() % 8) % 8, ' ');

  std::string reason;
  std::unique_ptr<mlir::zero::OutputFile> out =
      mlir::zero::OutputFile::open(outputPath, reason);
  if (!out)
    return fail("cannot write '" + outputPath + "': " + reason);
  uint64_t length = header.size();
  char lengthBytes[8];
  for (int i = 0; i < 8; ++i)
    lengthBytes[i] = static_cast<char>((length >> (8 * i)) & 0xff);
  out->os().write(lengthBytes, 8);
  out->os() << header;

  // Each state whole, its saved padding included so that every slice's
  // checksum is checked, then written without the padding.
  RankFiles files(opened.dir, m);
  if (llvm::Error error = checkFileSizes(files, m))
    return fail(toString(std::move(error)));
  for (const StateEntry *state : exported) {
    uint64_t stored = state->sliceElements * state->slices.size();
    std::unique_ptr<char[]> data(
        new char[std::max<uint64_t>(1, stored * state->getElementBytes())]);
    std::vector<uint64_t> sums(state->slices.size(), 0);
    if (llvm::Error error =
            readStateRange(files, *state, 0, stored, data.get(), sums))
      return fail(toString(std::move(error)));
    for (size_t q = 0; q < sums.size(); ++q)
      if (sums[q] != state->slices[q].checksum)
        return fail("'" + files.getPath(q) + "': state " + state->name +
                    " (slice " + llvm::Twine(q) + ") has checksum " +
                    formatChecksum(sums[q]) + ", the manifest says " +
                    formatChecksum(state->slices[q].checksum));
    out->os().write(data.get(),
                    state->getNumElements() * state->getElementBytes());
  }
  if (mlir::failed(out->finish(reason)) || mlir::failed(out->keep(reason)))
    return fail("cannot write '" + outputPath + "': " + reason);
  llvm::outs() << "exported " << exported.size() << " tensors of " << opened.dir
               << " (step " << m.step << ") to " << outputPath << "\n";
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(
      argc, argv,
      "zero-ckpt: inspect, verify and export zero-run's sharded checkpoints "
      "(docs/checkpoint-format.md)\n");
  if (std::optional<std::string> repeated = mlir::zero::findRepeatedOption())
    return fail(*repeated);
  if (!inspectCommand && !verifyCommand && !exportCommand)
    return fail("give a command: inspect, verify or export (zero-ckpt "
                "--help)");
  llvm::Expected<Opened> opened = open(inputPath);
  if (!opened)
    return fail(toString(opened.takeError()));
  int status = inspectCommand  ? inspect(*opened)
               : verifyCommand ? verify(*opened)
                               : exportSafetensors(*opened);
  llvm::outs().flush();
  if (llvm::outs().has_error()) {
    llvm::outs().clear_error();
    return fail("cannot write the standard output");
  }
  return status;
}
