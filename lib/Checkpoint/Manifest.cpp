//===- Manifest.cpp - what a sharded checkpoint holds and where -----------===//

#include "zero/Checkpoint/Manifest.h"
#include "zero/Checkpoint/Directory.h"
#include "zero/Support/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <climits>
#include <cstring>

using llvm::Error;
using llvm::Expected;
using llvm::StringRef;
namespace json = llvm::json;

namespace mlir::zero::checkpoint {

uint64_t StateEntry::getNumElements() const {
  uint64_t count = 1;
  for (int64_t dim : shape)
    count *= static_cast<uint64_t>(dim);
  return count;
}

unsigned StateEntry::getElementBytes() const {
  if (dtype == "f32")
    return 4;
  if (dtype == "f64")
    return 8;
  if (dtype == "bf16" || dtype == "f16")
    return 2;
  return 0;
}

std::string formatTensorType(const std::vector<int64_t> &shape,
                             StringRef dtype) {
  std::string text = "tensor<";
  for (int64_t dim : shape)
    text += std::to_string(dim) + "x";
  return text + dtype.str() + ">";
}

std::string StateEntry::formatType() const {
  return formatTensorType(shape, dtype);
}

std::string Manifest::getRankFileName(int64_t rank) {
  return "rank-" + std::to_string(rank) + ".bin";
}

const StateEntry *Manifest::findState(StringRef name) const {
  for (const StateEntry &state : states)
    if (state.name == name)
      return &state;
  return nullptr;
}

std::string formatChecksum(uint64_t checksum) {
  return llvm::formatv("{0:x16}", checksum).str();
}

void writeManifest(llvm::raw_ostream &os, const Manifest &manifest) {
  json::OStream out(os, /*IndentSize=*/2);
  auto intArray = [&](StringRef key, const std::vector<int64_t> &values) {
    out.attributeArray(key, [&] {
      for (int64_t value : values)
        out.value(value);
    });
  };
  out.object([&] {
    out.attribute("format", kFormatName);
    out.attribute("version", manifest.version);
    out.attribute("function", manifest.function);
    out.attribute("stage", manifest.stage);
    out.attribute("world_size", manifest.worldSize);
    out.attributeObject("grid", [&] {
      out.attribute("name", manifest.gridName);
      intArray("shape", manifest.gridShape);
    });
    out.attribute("step", manifest.step);
    out.attributeObject("data_position", [&] {
      const DataPosition &data = manifest.data;
      out.attribute("next_step", data.nextStep);
      // A string: a 64-bit seed does not survive a JSON reader's double.
      out.attribute("seed", std::to_string(data.seed));
      out.attribute("token_range", data.tokenRange);
      out.attribute("global_batch_rows", data.globalBatchRows);
      out.attribute("samples_consumed", data.samplesConsumed);
    });
    out.attributeArray("data_inputs", [&] {
      for (const DataEntry &input : manifest.dataInputs)
        out.object([&] {
          out.attribute("name", input.name);
          out.attribute("dtype", input.dtype);
          intArray("rank_shape", input.rankShape);
        });
    });
    out.attribute("checksum", kChecksumName);
    out.attributeArray("files", [&] {
      for (size_t r = 0; r < manifest.fileBytes.size(); ++r)
        out.object([&] {
          out.attribute("name", Manifest::getRankFileName(r));
          out.attribute("bytes", static_cast<int64_t>(manifest.fileBytes[r]));
        });
    });
    out.attributeArray("states", [&] {
      for (const StateEntry &state : manifest.states)
        out.object([&] {
          out.attribute("name", state.name);
          out.attribute("param", state.param);
          out.attribute("role", state.role);
          out.attribute("role_index", state.roleIndex);
          out.attribute("dtype", state.dtype);
          intArray("shape", state.shape);
          out.attribute("held_as", state.heldAs);
          out.attribute("slice_elements",
                        static_cast<int64_t>(state.sliceElements));
          out.attribute("padding_elements",
                        static_cast<int64_t>(state.getPaddingElements()));
          out.attributeArray("slices", [&] {
            for (size_t r = 0; r < state.slices.size(); ++r)
              out.object([&] {
                const Slice &slice = state.slices[r];
                out.attribute("file", Manifest::getRankFileName(r));
                out.attribute("offset", static_cast<int64_t>(slice.offset));
                out.attribute("bytes", static_cast<int64_t>(slice.bytes));
                out.attribute("checksum", formatChecksum(slice.checksum));
              });
          });
        });
    });
  });
  os << "\n";
}

namespace {

/// `a + b` and `a * b` into `result`; true if they wrap.
bool checkedAdd(uint64_t a, uint64_t b, uint64_t &result) {
  return __builtin_add_overflow(a, b, &result);
}
bool checkedMul(uint64_t a, uint64_t b, uint64_t &result) {
  return __builtin_mul_overflow(a, b, &result);
}

/// Reads fields of one JSON object, remembering the first problem with the
/// path to the field ("states[3].shape").
class FieldReader {
public:
  FieldReader(const json::Object *object, std::string where,
              std::string &problem)
      : object(object), where(std::move(where)), problem(problem) {}

  bool ok() const { return problem.empty(); }

  const json::Value *get(StringRef key) {
    if (!ok())
      return nullptr;
    const json::Value *value = object ? object->get(key) : nullptr;
    if (!value)
      problem = "missing field '" + qualify(key) + "'";
    return value;
  }
  std::string getString(StringRef key) {
    const json::Value *value = get(key);
    if (!value)
      return "";
    if (std::optional<StringRef> text = value->getAsString())
      return text->str();
    problem = "'" + qualify(key) + "' is not a string";
    return "";
  }
  int64_t getInt(StringRef key, int64_t minimum = 0) {
    const json::Value *value = get(key);
    if (!value)
      return 0;
    std::optional<int64_t> number = value->getAsInteger();
    if (!number || *number < minimum) {
      problem = "'" + qualify(key) +
                "' is not an integer >= " + std::to_string(minimum);
      return 0;
    }
    return *number;
  }
  std::vector<int64_t> getIntArray(StringRef key, int64_t minimum = 0) {
    std::vector<int64_t> values;
    const json::Value *value = get(key);
    if (!value)
      return values;
    const json::Array *array = value->getAsArray();
    if (!array) {
      problem = "'" + qualify(key) + "' is not an array";
      return values;
    }
    for (const json::Value &element : *array) {
      std::optional<int64_t> number = element.getAsInteger();
      if (!number || *number < minimum) {
        problem = "'" + qualify(key) + "' holds something other than " +
                  "integers >= " + std::to_string(minimum);
        return {};
      }
      values.push_back(*number);
    }
    return values;
  }
  const json::Array *getArray(StringRef key) {
    const json::Value *value = get(key);
    if (!value)
      return nullptr;
    if (const json::Array *array = value->getAsArray())
      return array;
    problem = "'" + qualify(key) + "' is not an array";
    return nullptr;
  }
  FieldReader getObject(StringRef key) {
    const json::Value *value = get(key);
    const json::Object *inner = value ? value->getAsObject() : nullptr;
    if (value && !inner)
      problem = "'" + qualify(key) + "' is not an object";
    return FieldReader(inner, qualify(key), problem);
  }
  FieldReader element(const json::Array &array, size_t index,
                      StringRef arrayKey) {
    std::string name = qualify(arrayKey) + "[" + std::to_string(index) + "]";
    const json::Object *inner = array[index].getAsObject();
    if (!inner && ok())
      problem = "'" + name + "' is not an object";
    return FieldReader(inner, name, problem);
  }
  void fail(const std::string &message) {
    if (ok())
      problem = message;
  }
  std::string qualify(StringRef key) const {
    return where.empty() ? key.str() : where + "." + key.str();
  }

private:
  const json::Object *object;
  std::string where;
  std::string &problem;
};

Error manifestError(StringRef path, const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "'" + path + "': " + message);
}

} // namespace

Expected<Manifest> readManifest(StringRef dir) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, kManifestFileName);
  // A manifest lists each state in a few hundred bytes and nests five
  // levels: 64 MiB holds some 100,000 states.
  // Not through a link: the manifest is a file zero-run wrote.
  static const mlir::zero::InputFileLimits kManifestLimits = [] {
    mlir::zero::InputFileLimits limits = {"a checkpoint manifest", size_t(64)
                                                                       << 20};
    limits.followLinks = false;
    return limits;
  }();
  Expected<json::Value> parsed =
      mlir::zero::readJsonInputFile(path, kManifestLimits);
  if (!parsed)
    return parsed.takeError();
  std::string problem;
  FieldReader top(parsed->getAsObject(), "", problem);
  if (!parsed->getAsObject())
    return manifestError(path, "not a JSON object");
  std::string format = top.getString("format");
  if (top.ok() && format != kFormatName)
    return manifestError(path, "not a zero-run checkpoint (format '" + format +
                                   "', expected '" + kFormatName + "')");
  Manifest manifest;
  manifest.version = top.getInt("version", 1);
  if (top.ok() && manifest.version != kFormatVersion)
    return manifestError(path, "format version " +
                                   llvm::Twine(manifest.version) +
                                   " is not one this tool reads (version " +
                                   llvm::Twine(kFormatVersion) + ")");
  manifest.function = top.getString("function");
  manifest.stage = top.getInt("stage");
  manifest.worldSize = top.getInt("world_size", 1);
  FieldReader grid = top.getObject("grid");
  manifest.gridName = grid.getString("name");
  manifest.gridShape = grid.getIntArray("shape", 1);
  manifest.step = top.getInt("step");
  // What the run that resumes reports and checks: a stage zero-shard
  // writes, a grid of the world's ranks, and the step of the directory
  // the manifest is in (the directory's name is what `latest` and
  // --keep read).
  if (top.ok() && (manifest.stage < 0 || manifest.stage > 3))
    top.fail("'stage' is " + std::to_string(manifest.stage) +
             ", not a ZeRO stage (0 to 3)");
  if (grid.ok()) {
    uint64_t ranks = 1;
    bool wraps = false;
    for (int64_t size : manifest.gridShape)
      wraps |= size < 1 || checkedMul(ranks, uint64_t(size), ranks);
    if (wraps || ranks != uint64_t(manifest.worldSize))
      grid.fail("'grid.shape' does not multiply out to world_size " +
                std::to_string(manifest.worldSize));
  }
  int64_t dirStep = parseStepDirName(llvm::sys::path::filename(dir));
  if (top.ok() && dirStep >= 0 && manifest.step != dirStep)
    top.fail("'step' is " + std::to_string(manifest.step) +
             ", but the manifest is in " +
             llvm::sys::path::filename(dir).str());
  FieldReader data = top.getObject("data_position");
  manifest.data.nextStep = data.getInt("next_step", 1);
  std::string seed = data.getString("seed");
  if (data.ok() && !llvm::to_integer(seed, manifest.data.seed, 10))
    data.fail("'data_position.seed' is not a decimal integer");
  // The step the run continues at follows the saved one; a step near 2^63
  // would run steps whose numbers wrap.
  if (data.ok() && (manifest.step == INT64_MAX ||
                    manifest.data.nextStep != manifest.step + 1))
    data.fail("'data_position.next_step' is " +
              std::to_string(manifest.data.nextStep) + ", not step + 1 (" +
              (manifest.step == INT64_MAX
                   ? std::string("step is the largest integer")
                   : std::to_string(manifest.step + 1)) +
              ")");
  manifest.data.tokenRange = data.getInt("token_range");
  manifest.data.globalBatchRows = data.getInt("global_batch_rows");
  manifest.data.samplesConsumed = data.getInt("samples_consumed");
  if (const json::Array *inputs = top.getArray("data_inputs"))
    for (size_t i = 0; i < inputs->size(); ++i) {
      FieldReader input = top.element(*inputs, i, "data_inputs");
      DataEntry entry;
      entry.name = input.getString("name");
      entry.dtype = input.getString("dtype");
      entry.rankShape = input.getIntArray("rank_shape");
      manifest.dataInputs.push_back(entry);
    }
  std::string checksum = top.getString("checksum");
  if (top.ok() && checksum != kChecksumName)
    top.fail("checksum '" + checksum + "' is not " + kChecksumName.str());
  if (const json::Array *files = top.getArray("files")) {
    if (top.ok() && files->size() != size_t(manifest.worldSize))
      top.fail("'files' lists " + std::to_string(files->size()) +
               " files for " + std::to_string(manifest.worldSize) + " ranks");
    for (size_t r = 0; r < files->size() && top.ok(); ++r) {
      FieldReader file = top.element(*files, r, "files");
      if (file.getString("name") != Manifest::getRankFileName(r))
        file.fail("'files[" + std::to_string(r) + "].name' is not " +
                  Manifest::getRankFileName(r));
      manifest.fileBytes.push_back(file.getInt("bytes"));
    }
    // Every size below is bounded by the files' total, which must itself
    // be a size (an int64 file offset).
    uint64_t total = 0;
    for (uint64_t bytes : manifest.fileBytes)
      if (top.ok() &&
          (checkedAdd(total, bytes, total) || total > uint64_t(INT64_MAX)))
        top.fail("'files' add up to more than 2^63 - 1 bytes");
  }
  llvm::StringSet<> names;
  // Per rank, where the previous state's slice ends: slices follow each
  // other in state order, as zero-run writes them, never overlapping.
  std::vector<uint64_t> previousEnd(manifest.fileBytes.size(), 0);
  if (const json::Array *states = top.getArray("states"))
    for (size_t i = 0; i < states->size() && top.ok(); ++i) {
      FieldReader state = top.element(*states, i, "states");
      StateEntry entry;
      entry.name = state.getString("name");
      entry.param = state.getString("param");
      entry.role = state.getString("role");
      entry.roleIndex = state.getInt("role_index");
      entry.dtype = state.getString("dtype");
      entry.shape = state.getIntArray("shape");
      entry.heldAs = state.getString("held_as");
      if (state.ok() && entry.heldAs != "shard" && entry.heldAs != "replica")
        state.fail("state " + entry.name + " is held as '" + entry.heldAs +
                   "', not 'shard' or 'replica'");
      entry.sliceElements = state.getInt("slice_elements");
      // The name is what a step's state is looked up by, the param what
      // an export names the tensor: they must say the same thing.
      if (state.ok() && entry.role != "weight" && entry.role != "grad" &&
          entry.role != "optimizer")
        state.fail("state " + entry.name + " has role '" + entry.role +
                   "', not weight, grad or optimizer");
      std::string expectedName = entry.param + "/" + entry.role + "." +
                                 std::to_string(entry.roleIndex);
      if (state.ok() && entry.name != expectedName)
        state.fail("state " + entry.name + " has param '" + entry.param +
                   "', role '" + entry.role + "' and role_index " +
                   std::to_string(entry.roleIndex) + ", which name '" +
                   expectedName + "'");
      if (state.ok() && !names.insert(entry.name).second)
        state.fail("state " + entry.name + " is listed twice");
      if (state.ok() && !entry.getElementBytes())
        state.fail("state " + entry.name + " has dtype '" + entry.dtype +
                   "', not one of f32, f64, bf16, f16");
      // Every product of these numbers is checked before it sizes a
      // buffer, a loop or a file offset: none may wrap.
      uint64_t elements = 1, stored = 0, sliceBytes = 0, tensorBytes = 0;
      bool wraps = false;
      for (int64_t dim : entry.shape)
        wraps |= checkedMul(elements, uint64_t(dim), elements);
      wraps |= checkedMul(elements, entry.getElementBytes(), tensorBytes);
      if (state.ok() && (wraps || tensorBytes > uint64_t(INT64_MAX)))
        state.fail("state " + entry.name + ": shape " + entry.formatType() +
                   " has more than 2^63 - 1 bytes");
      if (state.ok() && (checkedMul(entry.sliceElements,
                                    uint64_t(manifest.worldSize), stored) ||
                         checkedMul(entry.sliceElements,
                                    entry.getElementBytes(), sliceBytes) ||
                         sliceBytes > uint64_t(INT64_MAX)))
        state.fail("state " + entry.name + ": " +
                   std::to_string(manifest.worldSize) + " slices of " +
                   std::to_string(entry.sliceElements) +
                   " elements have more than 2^63 - 1 bytes");
      if (state.ok() && stored < elements)
        state.fail("state " + entry.name + ": " +
                   std::to_string(manifest.worldSize) + " slices of " +
                   std::to_string(entry.sliceElements) +
                   " elements cannot hold " + entry.formatType());
      if (state.ok() &&
          uint64_t(state.getInt("padding_elements")) != stored - elements)
        state.fail("state " + entry.name + " has padding_elements " +
                   std::to_string(state.getInt("padding_elements")) +
                   ", not the " + std::to_string(stored - elements) + " that " +
                   std::to_string(manifest.worldSize) + " slices of " +
                   std::to_string(entry.sliceElements) + " elements leave");
      const json::Array *slices = state.getArray("slices");
      if (slices && state.ok() && slices->size() != size_t(manifest.worldSize))
        state.fail("state " + entry.name + " has " +
                   std::to_string(slices->size()) + " slices for " +
                   std::to_string(manifest.worldSize) + " ranks");
      for (size_t r = 0; slices && r < slices->size() && state.ok(); ++r) {
        FieldReader slice = state.element(*slices, r, "slices");
        Slice record;
        std::string file = slice.getString("file");
        if (slice.ok() && file != Manifest::getRankFileName(r))
          slice.fail("state " + entry.name + " slice " + std::to_string(r) +
                     " names file '" + file + "', not " +
                     Manifest::getRankFileName(r));
        record.offset = slice.getInt("offset");
        record.bytes = slice.getInt("bytes");
        std::string sum = slice.getString("checksum");
        StringRef digits(sum);
        if (slice.ok() && (!digits.consume_front("0x") || digits.size() != 16 ||
                           digits.getAsInteger(16, record.checksum)))
          slice.fail("state " + entry.name + " slice " + std::to_string(r) +
                     ": checksum '" + sum + "' is not 0x and hex digits");
        if (slice.ok() &&
            record.bytes != entry.sliceElements * entry.getElementBytes())
          slice.fail("state " + entry.name + " slice " + std::to_string(r) +
                     " has " + std::to_string(record.bytes) +
                     " bytes, not slice_elements x element bytes");
        uint64_t end = 0;
        if (slice.ok() && r < manifest.fileBytes.size() &&
            (checkedAdd(record.offset, record.bytes, end) ||
             end > manifest.fileBytes[r]))
          slice.fail("state " + entry.name + " slice " + std::to_string(r) +
                     " ends past the end of " + Manifest::getRankFileName(r));
        if (slice.ok() && r < previousEnd.size()) {
          if (record.offset < previousEnd[r])
            slice.fail("state " + entry.name + " slice " + std::to_string(r) +
                       " overlaps the previous state's slice in " +
                       Manifest::getRankFileName(r));
          previousEnd[r] = end;
        }
        entry.slices.push_back(record);
      }
      manifest.states.push_back(std::move(entry));
    }
  if (!problem.empty())
    return manifestError(path, problem);
  return manifest;
}

} // namespace mlir::zero::checkpoint
