//===- Checkpoint.cpp - save and resume sharded states --------------------===//

#include "Checkpoint.h"

#include "InitialValues.h"
#include "Training.h"

#include "zero/Checkpoint/Storage.h"
#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "zero_rt/zero_rt.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <unistd.h>

using namespace mlir;
namespace ckpt = mlir::zero::checkpoint;

namespace zero_run {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

std::string joinPath(llvm::StringRef dir, llvm::StringRef name) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// How one state is stored in a checkpoint of this step: S elements per
/// slice at `offset` of every rank's file.
struct StoredState {
  const StepArgument *argument;
  /// A weight the step derives from its master copy (cast-on-gather): the
  /// master, whose cast is written; null otherwise.
  const StepArgument *castFrom = nullptr;
  uint64_t numElements, sliceElements, offset;
  unsigned elementBytes;
};

/// The states a checkpoint of this step stores, in the step's order. A
/// weight the step derives from its master (cast-on-gather) is stored too,
/// as that cast, just before the master, where the weight's own argument is
/// in the step without cast-on-gather: the checkpoint is then the one that
/// step writes of the same training, and either step resumes from it.
std::vector<StoredState> layOut(const StepSignature &signature) {
  std::vector<StoredState> states;
  uint64_t offset = 0;
  uint64_t n = signature.worldSize;
  auto add = [&](const StepArgument &argument, const StepArgument *castFrom) {
    StoredState state;
    state.argument = &argument;
    state.castFrom = castFrom;
    state.numElements = argument.fullType.getNumElements();
    // A shard is slice r as the step holds it; a replica is cut the same
    // way (docs/design.md §4: S = ceil(elements / N)), and so is a shard of
    // a hybrid step, which R ranks hold alike (slices of its shard group
    // would be written R times and lay the state out by G, not N).
    state.sliceElements = argument.isShard() && !signature.isHybrid()
                              ? argument.storageType.getNumElements()
                              : (state.numElements + n - 1) / n;
    state.elementBytes = getElementBytes(argument.storageType.getElementType());
    state.offset = offset;
    offset += state.sliceElements * state.elementBytes;
    states.push_back(state);
  };
  for (const StepArgument &argument : signature.arguments) {
    if (argument.kind != ArgumentKind::State)
      continue;
    if (argument.castWeight >= 0)
      add(signature.castWeights[argument.castWeight], &argument);
    add(argument, nullptr);
  }
  return states;
}

/// Gathers each rank's values on every rank (rank-major).
std::vector<uint64_t> gatherWords(const std::vector<uint64_t> &local,
                                  int size) {
  std::vector<uint64_t> all(local.size() * size);
  if (!local.empty())
    zero_rt_all_gather(local.data(), all.data(), local.size(), ZERO_RT_I64);
  return all;
}

std::vector<double> gatherSeconds(double local, int size) {
  std::vector<double> all(size);
  zero_rt_all_gather(&local, all.data(), 1, ZERO_RT_F64);
  return all;
}

/// A test hook: ZERO_RUN_TEST_KILL_IN_SAVE=K makes the last rank kill
/// itself (SIGKILL, as a node failure would) in the middle of writing its
/// file of checkpoint K, after its first state.
bool isKilledInSave(int64_t step, const Console &console) {
  const char *value = std::getenv("ZERO_RUN_TEST_KILL_IN_SAVE");
  return value && console.getRank() == console.getSize() - 1 &&
         std::to_string(step) == value;
}

/// Writes this rank's file into `into`: slice r of every state. Returns
/// the checksum of each slice. A hybrid step's shards are gathered within
/// their shard group first, a collective: every rank takes part in each
/// one even after its own write failed, so that none waits for it.
llvm::Expected<std::vector<uint64_t>> writeRankFile(
    llvm::Expected<ckpt::Directory> into, const StepSignature &signature,
    const std::vector<StoredState> &states, llvm::ArrayRef<void *> buffers,
    int64_t step, const Console &console) {
  std::optional<llvm::Error> problem;
  auto record = [&](llvm::Error error) {
    if (!error)
      return;
    if (problem)
      llvm::consumeError(std::move(error));
    else
      problem.emplace(std::move(error));
  };
  std::optional<ckpt::FileWriter> file;
  if (!into) {
    record(into.takeError());
  } else {
    llvm::Expected<ckpt::FileWriter> created =
        into->createFile(ckpt::Manifest::getRankFileName(console.getRank()));
    if (created)
      file.emplace(std::move(*created));
    else
      record(created.takeError());
  }
  uint64_t rank = console.getRank();
  std::vector<uint64_t> checksums;
  std::vector<char> zeros, cast, gathered, fromNvme;
  for (const StoredState &state : states) {
    // A cast weight's elements are read from its master's buffer (the
    // same position and layout) and cast piece by piece.
    const StepArgument &source =
        state.castFrom ? *state.castFrom : *state.argument;
    const char *buffer = static_cast<const char *>(buffers[source.position]);
    mlir::Type sourceType = source.storageType.getElementType();
    unsigned sourceBytes = getElementBytes(sourceType);
    // A state of the NVMe tier is read back from the runtime's file first.
    std::string readError;
    buffer = getStateBytes(source, buffer, fromNvme, readError);
    if (!buffer) {
      llvm::StringRef why(readError);
      why.consume_front("zero-run: ");
      record(llvm::createStringError(why));
      fromNvme.assign(getStorageBytes(source), 0);
      buffer = fromNvme.data();
    }
    bool isWhole = !state.argument->isShard();
    if (state.argument->isShard() && signature.isHybrid()) {
      uint64_t shardElements = source.storageType.getNumElements();
      gathered.resize(shardElements * signature.shardGroup * sourceBytes);
      zero_rt_set_axes(signature.getShardAxes());
      zero_rt_all_gather(buffer, gathered.data(), shardElements,
                         *mlir::zero::abi::getRuntimeDType(sourceType));
      zero_rt_set_axes(0);
      buffer = gathered.data();
      isWhole = true;
    }
    if (problem) {
      checksums.push_back(0);
      continue;
    }
    uint64_t first = rank * state.sliceElements;
    // A shard is written whole (its padding included); a whole state's
    // slice holds the elements it has there, then the zeros of the padding.
    uint64_t present =
        !isWhole ? state.sliceElements
                 : std::min(state.sliceElements, state.numElements > first
                                                     ? state.numElements - first
                                                     : 0);
    const char *data = !isWhole ? buffer : buffer + first * sourceBytes;
    // In pieces of 256 KiB, each checksummed just before it is written,
    // while it is in the cache.
    uint64_t sum = 0;
    uint64_t chunk = std::max<uint64_t>(1, (256u << 10) / state.elementBytes);
    for (uint64_t done = 0; done < present && !problem; done += chunk) {
      uint64_t count = std::min(chunk, present - done);
      const char *piece = data + done * sourceBytes;
      if (state.castFrom) {
        mlir::Type to = state.argument->storageType.getElementType();
        cast.resize(count * state.elementBytes);
        for (uint64_t i = 0; i < count; ++i)
          storeElement(to, cast.data(), i, loadElement(sourceType, piece, i));
        piece = cast.data();
      }
      sum += ckpt::checksumElements(piece, first + done, count,
                                    state.elementBytes);
      record(file->write(piece, count * state.elementBytes));
    }
    uint64_t padding = state.sliceElements - present;
    if (padding && !problem) {
      zeros.assign(padding * state.elementBytes, 0);
      sum += ckpt::checksumElements(zeros.data(), first + present, padding,
                                    state.elementBytes);
      record(file->write(zeros.data(), zeros.size()));
    }
    checksums.push_back(sum);
    if (isKilledInSave(step, console))
      ::kill(::getpid(), SIGKILL);
  }
  if (!problem)
    record(file->finish());
  if (problem)
    return std::move(*problem);
  return checksums;
}

} // namespace

int64_t getGlobalBatchRows(const StepSignature &signature) {
  for (const StepArgument &argument : signature.arguments)
    if (argument.kind == ArgumentKind::Data)
      return signature.worldSize * argument.storageType.getDimSize(0);
  return 0;
}

ckpt::Manifest Checkpointer::describe(int64_t step) const {
  ckpt::Manifest manifest;
  manifest.function = signature.functionName;
  manifest.stage = signature.stage;
  manifest.worldSize = signature.worldSize;
  manifest.gridName = signature.gridName;
  manifest.gridShape = signature.gridShape;
  manifest.step = step;
  manifest.data = start;
  manifest.data.nextStep = step + 1;
  manifest.data.globalBatchRows = getGlobalBatchRows(signature);
  manifest.data.samplesConsumed =
      start.samplesConsumed +
      (step - start.nextStep + 1) * manifest.data.globalBatchRows;
  for (const StepArgument &argument : signature.arguments)
    if (argument.kind == ArgumentKind::Data) {
      ckpt::DataEntry input;
      input.name = argument.getName();
      input.dtype = formatType(argument.storageType.getElementType());
      input.rankShape.assign(argument.storageType.getShape().begin(),
                             argument.storageType.getShape().end());
      manifest.dataInputs.push_back(input);
    }
  uint64_t fileBytes = 0;
  for (const StoredState &stored : layOut(signature)) {
    const StepArgument &argument = *stored.argument;
    ckpt::StateEntry state;
    state.name = argument.getName();
    state.param = argument.param;
    state.role = mlir::zero::stringifyStateRole(argument.role).str();
    state.roleIndex = argument.roleIndex;
    state.dtype = formatType(argument.fullType.getElementType());
    state.shape.assign(argument.fullType.getShape().begin(),
                       argument.fullType.getShape().end());
    state.heldAs = argument.isShard() ? "shard" : "replica";
    state.sliceElements = stored.sliceElements;
    uint64_t bytes = stored.sliceElements * stored.elementBytes;
    state.slices.assign(signature.worldSize, {stored.offset, bytes, 0});
    fileBytes = stored.offset + bytes;
    manifest.states.push_back(std::move(state));
  }
  manifest.fileBytes.assign(signature.worldSize, fileBytes);
  return manifest;
}

LogicalResult Checkpointer::checkTimeline() {
  std::string error;
  if (root) {
    llvm::Expected<std::vector<int64_t>> steps =
        root->dir.listCheckpoints(/*strict=*/true);
    if (!steps)
      error = "zero-run: cannot save checkpoints into '" + dir +
              "': " + toString(steps.takeError());
    else if (!steps->empty() && steps->back() >= start.nextStep)
      error =
          "zero-run: cannot save checkpoints into '" + dir + "': it holds " +
          ckpt::getStepDirName(steps->back()) + ", and this run saves steps " +
          std::to_string(start.nextStep) + " and later (" +
          (start.nextStep > 1
               ? "it resumes from step " + std::to_string(start.nextStep - 1)
               : std::string("it starts at step 1")) +
          "); a directory holds one timeline, so that 'latest' names its "
          "newest checkpoint: save into another directory, or move the "
          "checkpoints after step " +
          std::to_string(start.nextStep - 1) + " out of it";
  }
  return settle(error.empty(), error, console);
}

LogicalResult Checkpointer::save(int64_t step, llvm::ArrayRef<void *> buffers) {
  auto started = Clock::now();
  int size = console.getSize();
  std::string name = ckpt::getStepDirName(step);
  std::string finalDir = joinPath(dir, name);
  std::string temporary = name + ".tmp";
  auto fail = [&](llvm::Error error) {
    return "zero-run: cannot save the checkpoint of step " +
           std::to_string(step) + ": " + toString(std::move(error));
  };
  // What a failed save leaves: nothing of its own.
  auto removeTemporary = [&] {
    if (root)
      llvm::consumeError(root->dir.removeCheckpoint(temporary));
  };

  // Rank 0 makes the directory of the save; a temporary left by a save
  // that crashed goes first.
  std::string error;
  if (root) {
    llvm::Error problem = root->dir.removeCheckpoint(temporary);
    if (!problem)
      problem = root->dir.makeSubdirectory(temporary);
    if (problem)
      error = fail(std::move(problem));
  }
  if (failed(settle(error.empty(), error, console)))
    return failure();

  // Every rank writes its own file, in parallel, through the handle of the
  // directory rank 0 made (never a link put in its place).
  std::vector<StoredState> states = layOut(signature);
  auto writing = Clock::now();
  auto writeOwnFile = [&]() -> llvm::Expected<std::vector<uint64_t>> {
    llvm::Expected<ckpt::Directory> top = ckpt::Directory::open(dir);
    if (!top)
      return writeRankFile(top.takeError(), signature, states, buffers, step,
                           console);
    return writeRankFile(top->openSubdirectory(temporary), signature, states,
                         buffers, step, console);
  };
  llvm::Expected<std::vector<uint64_t>> checksums = writeOwnFile();
  double writeSeconds = secondsSince(writing);
  if (!checksums)
    error = fail(checksums.takeError());
  if (failed(settle(error.empty(), error, console))) {
    removeTemporary();
    return failure();
  }

  // Rank 0 records every rank's checksums and commits.
  std::vector<uint64_t> all = gatherWords(*checksums, size);
  std::vector<double> seconds = gatherSeconds(writeSeconds, size);
  ckpt::Manifest manifest = describe(step);
  for (int r = 0; r < size; ++r)
    for (size_t i = 0; i < states.size(); ++i)
      manifest.states[i].slices[r].checksum = all[r * states.size() + i];
  bool committed = false;
  if (root)
    if (llvm::Error problem =
            commitCheckpoint(manifest, root->dir, keep, committed))
      error = committed ? "zero-run: saved the checkpoint of step " +
                              std::to_string(step) + " ('" +
                              ckpt::kLatestFileName.str() +
                              "' names it), but cannot prune '" + dir +
                              "': " + toString(std::move(problem))
                        : fail(std::move(problem));
  if (failed(settle(error.empty(), error, console))) {
    removeTemporary();
    return failure();
  }
  CheckpointRecord record;
  record.step = step;
  record.path = finalDir;
  record.rankBytes = manifest.fileBytes;
  record.rankSeconds = seconds;
  record.seconds = secondsSince(started);
  records.push_back(record);
  if (console.isRoot())
    llvm::outs() << "saved checkpoint " << finalDir << "\n";
  return success();
}

namespace {

/// The first difference between the checkpoint and this step's states, or
/// nothing.
std::string compareStates(const ckpt::Manifest &manifest,
                          const StepSignature &signature) {
  unsigned found = 0;
  for (const StepArgument &argument : signature.arguments) {
    if (argument.kind != ArgumentKind::State)
      continue;
    std::string name = argument.getName();
    const ckpt::StateEntry *state = manifest.findState(name);
    if (!state)
      return "it has no state " + name + " (" + formatType(argument.fullType) +
             "; its " + std::to_string(manifest.states.size()) +
             " states start with " +
             (manifest.states.empty() ? std::string("none")
                                      : manifest.states.front().name) +
             ")";
    std::vector<int64_t> shape(argument.fullType.getShape().begin(),
                               argument.fullType.getShape().end());
    if (state->dtype != formatType(argument.fullType.getElementType()) ||
        state->shape != shape)
      return "state " + name + " is " + state->formatType() + " there, " +
             formatType(argument.fullType) + " here";
    ++found;
  }
  // A weight this step derives from its master copy (cast-on-gather) is the
  // cast of the master it loads, and is not read; but a checkpoint of this
  // training holds it (every checkpoint holds every state), and its
  // checksums are checked (`resumeFromCheckpoint`).
  for (const StepArgument &weight : signature.castWeights) {
    std::string name = weight.getName();
    const ckpt::StateEntry *state = manifest.findState(name);
    if (!state)
      return "it has no state " + name + " (" + formatType(weight.fullType) +
             ", the weight this step casts from its master copy; every "
             "checkpoint of this training holds it)";
    if (state->dtype != formatType(weight.fullType.getElementType()) ||
        !llvm::equal(state->shape, weight.fullType.getShape()))
      return "state " + name + " is " + state->formatType() + " there, " +
             formatType(weight.fullType) + " here";
    ++found;
  }
  if (found != manifest.states.size())
    for (const ckpt::StateEntry &state : manifest.states) {
      bool known = false;
      for (const StepArgument &argument : signature.arguments)
        known |= argument.kind == ArgumentKind::State &&
                 argument.getName() == state.name;
      for (const StepArgument &weight : signature.castWeights)
        known |= weight.getName() == state.name;
      if (!known)
        return "it holds state " + state.name + " (" + state.formatType() +
               "), which this step does not have";
    }
  return "";
}

/// The first difference between the checkpoint's data inputs and this
/// step's: the same inputs, of the same element types and sample shapes
/// (dimension 0, the rows of a micro-batch, may differ).
std::string compareDataInputs(const ckpt::Manifest &manifest,
                              const StepSignature &signature) {
  std::vector<const StepArgument *> inputs;
  for (const StepArgument &argument : signature.arguments)
    if (argument.kind == ArgumentKind::Data)
      inputs.push_back(&argument);
  if (inputs.size() != manifest.dataInputs.size())
    return "it was saved by a step of " +
           std::to_string(manifest.dataInputs.size()) +
           " data inputs, this step has " + std::to_string(inputs.size());
  for (auto [argument, input] : llvm::zip(inputs, manifest.dataInputs)) {
    llvm::ArrayRef<int64_t> shape = argument->storageType.getShape();
    if (input.dtype != formatType(argument->storageType.getElementType()) ||
        input.rankShape.size() != shape.size() ||
        !std::equal(shape.begin() + 1, shape.end(),
                    input.rankShape.begin() + 1))
      return "data input " + input.name + " has samples of another shape " +
             "or type there (" +
             ckpt::formatTensorType(input.rankShape, input.dtype) +
             " per rank) than here (" + formatType(argument->storageType) + ")";
  }
  return "";
}

} // namespace

FailureOr<ResumePoint>
resumeFromCheckpoint(const StepSignature &signature, const std::string &path,
                     std::optional<uint64_t> seed, int64_t tokenRange,
                     llvm::ArrayRef<void *> buffers, const Console &console) {
  auto started = Clock::now();
  int rank = console.getRank(), size = console.getSize();
  std::string error;
  auto settleWith = [&](const std::string &message) {
    return settle(message.empty(), message, console);
  };

  // The same file system on every rank: each resolves and reads the
  // manifest itself, and every check below fails alike on every rank.
  llvm::Expected<std::string> dir = ckpt::resolveCheckpoint(path);
  if (!dir)
    error = "zero-run: cannot resume from '" + path +
            "': " + toString(dir.takeError());
  if (failed(settleWith(error)))
    return failure();
  llvm::Expected<ckpt::Manifest> read = ckpt::readManifest(*dir);
  if (!read)
    error = "zero-run: cannot resume: " + toString(read.takeError());
  if (failed(settleWith(error)))
    return failure();
  const ckpt::Manifest &manifest = *read;
  std::string mismatch = compareStates(manifest, signature);
  if (mismatch.empty())
    mismatch = compareDataInputs(manifest, signature);
  if (!mismatch.empty())
    error = "zero-run: the checkpoint '" + *dir + "' (@" + manifest.function +
            ", stage " + std::to_string(manifest.stage) + ", " +
            std::to_string(manifest.worldSize) +
            " ranks) is not one of this step's model: " + mismatch;
  else if (seed && *seed != manifest.data.seed)
    error = "zero-run: --seed " + std::to_string(*seed) +
            " is not the seed of the checkpoint '" + *dir + "' (" +
            std::to_string(manifest.data.seed) +
            "), which draws its batches; drop --seed or pass --seed " +
            std::to_string(manifest.data.seed);
  else if (tokenRange != manifest.data.tokenRange && tokenRange == 0)
    error = "zero-run: the checkpoint '" + *dir + "' drew token ids from [0, " +
            std::to_string(manifest.data.tokenRange) +
            "), but this step takes none; it is not a checkpoint of this step";
  else if (tokenRange != manifest.data.tokenRange &&
           manifest.data.tokenRange == 0)
    error = "zero-run: the checkpoint '" + *dir +
            "' was written by a step without token ids, but this step draws "
            "them from [0, " +
            std::to_string(tokenRange) +
            "); it is not a checkpoint of this step";
  else if (tokenRange != manifest.data.tokenRange)
    // Both draw ids: the manifest's range is positive, so the suggestion
    // is one --token-range accepts.
    error = "zero-run: the checkpoint '" + *dir + "' drew token ids from [0, " +
            std::to_string(manifest.data.tokenRange) + "), this run from [0, " +
            std::to_string(tokenRange) +
            "); pass --token-range=" + std::to_string(manifest.data.tokenRange);
  if (failed(settleWith(error)))
    return failure();

  ckpt::RankFiles files(*dir, manifest);
  if (llvm::Error sizes = ckpt::checkFileSizes(files, manifest))
    error = "zero-run: cannot resume: " + toString(std::move(sizes));
  if (failed(settleWith(error)))
    return failure();
  // The saved weights a cast-on-gather step does not read are checked all
  // the same, each by one rank: a damaged checkpoint is damaged for every
  // step that might resume from it.
  for (auto [index, weight] : llvm::enumerate(signature.castWeights)) {
    if (static_cast<int64_t>(index % size) != rank || !error.empty())
      continue;
    if (llvm::Error problem =
            ckpt::verifyState(files, *manifest.findState(weight.getName())))
      error = "zero-run: cannot resume: " + toString(std::move(problem));
  }
  if (failed(settleWith(error)))
    return failure();

  // Each rank reads the elements of its own storage of every state: its
  // shard [s*S', (s+1)*S') of the padded tensor, s its place in its shard
  // group (r without shard groups), or the whole tensor for a replica. The
  // saved padding nobody's storage covers (fewer than N elements per state)
  // is read by the group's last rank, or by every rank for a replica, so
  // that every saved slice is checked whole, by every replica of a group.
  int64_t shardRanks = signature.isHybrid() ? signature.shardGroup : size;
  int64_t inGroup = rank % shardRanks;
  auto reading = Clock::now();
  uint64_t sourceRanks = manifest.worldSize;
  std::vector<const ckpt::StateEntry *> entries;
  std::vector<uint64_t> sums;
  std::vector<char> scratch;
  for (const StepArgument &argument : signature.arguments) {
    if (argument.kind != ArgumentKind::State || !error.empty())
      continue;
    const ckpt::StateEntry &state = *manifest.findState(argument.getName());
    entries.push_back(&state);
    std::vector<uint64_t> partial(sourceRanks, 0);
    uint64_t stored = state.sliceElements * sourceRanks;
    uint64_t first = 0, count = state.getNumElements(), covered = count;
    if (argument.isShard()) {
      count = argument.storageType.getNumElements();
      first = inGroup * count;
      covered = count * shardRanks;
    }
    // A state of the NVMe tier is read into memory, then written to its
    // range of the runtime's file.
    bool toNvme = argument.tier == zero::MemoryTier::Nvme;
    std::vector<char> forNvme(toNvme ? getStorageBytes(argument) : 0);
    void *buffer = toNvme ? forNvme.data() : buffers[argument.position];
    llvm::Error problem =
        ckpt::readStateRange(files, state, first, count, buffer, partial);
    if (!problem && toNvme &&
        zero_rt_nvme_write(buffers[argument.position], forNvme.data(),
                           forNvme.size()) != ZERO_RT_SUCCESS)
      problem =
          llvm::createStringError("cannot write " + argument.getName() +
                                  " to the nvme tier: " + zero_rt_last_error());
    bool coversRest = !argument.isShard() || inGroup == shardRanks - 1;
    if (!problem && coversRest && stored > covered) {
      scratch.resize((stored - covered) * state.getElementBytes());
      problem = ckpt::readStateRange(files, state, covered, stored - covered,
                                     scratch.data(), partial);
    }
    if (problem)
      error = "zero-run: cannot resume: " + toString(std::move(problem));
    sums.insert(sums.end(), partial.begin(), partial.end());
  }
  double readSeconds = secondsSince(reading);
  if (failed(settleWith(error)))
    return failure();

  // Every saved slice's checksum: a shard's pieces were read by the ranks
  // of a shard group and add up (in each group: every replica read it); a
  // replica was read whole by every rank.
  std::vector<uint64_t> all = gatherWords(sums, size);
  size_t index = 0;
  for (const StepArgument &argument : signature.arguments) {
    if (argument.kind != ArgumentKind::State)
      continue;
    const ckpt::StateEntry &state = *entries[index / sourceRanks];
    for (uint64_t q = 0; q < sourceRanks; ++q, ++index) {
      // The sum this rank's group read; every group's is checked.
      uint64_t sum = sums[index];
      for (int64_t group = 0; argument.isShard() && group < size;
           group += shardRanks) {
        sum = 0;
        for (int64_t r = group; r < group + shardRanks; ++r)
          sum += all[r * sums.size() + index];
        if (sum != state.slices[q].checksum)
          break;
      }
      if (sum != state.slices[q].checksum && error.empty())
        error = "zero-run: cannot resume: '" + files.getPath(q) + "': state " +
                state.name + " (slice " + std::to_string(q) +
                ") has checksum " + ckpt::formatChecksum(sum) +
                ", the manifest says " +
                ckpt::formatChecksum(state.slices[q].checksum) +
                "; the checkpoint is damaged (zero-ckpt verify " + *dir +
                " checks all of it)";
    }
  }
  if (failed(settleWith(error)))
    return failure();

  ResumePoint point;
  point.stage = manifest.stage;
  point.worldSize = manifest.worldSize;
  point.data = manifest.data;
  point.load.step = manifest.step;
  point.load.path = *dir;
  point.load.rankBytes =
      gatherWords(std::vector<uint64_t>{files.getBytesRead()}, size);
  point.load.rankSeconds = gatherSeconds(readSeconds, size);
  point.load.seconds = secondsSince(started);
  if (console.isRoot()) {
    llvm::outs() << "resumed from " << *dir << " (stage " << manifest.stage
                 << ", " << manifest.worldSize << " ranks) at step "
                 << manifest.data.nextStep << "\n";
    int64_t rows = getGlobalBatchRows(signature);
    if (rows != manifest.data.globalBatchRows)
      llvm::outs() << "note: the global batch changes from "
                   << manifest.data.globalBatchRows << " to " << rows
                   << " rows; each step draws its rows as an uninterrupted "
                      "run of "
                   << rows << " rows does\n";
  }
  return point;
}

void writeCheckpointRecord(llvm::json::OStream &json,
                           const CheckpointRecord &record) {
  json.object([&] {
    json.attribute("step", record.step);
    json.attribute("path", record.path);
    json.attributeArray("rank_bytes", [&] {
      for (uint64_t bytes : record.rankBytes)
        json.value(static_cast<int64_t>(bytes));
    });
    json.attributeArray("rank_seconds", [&] {
      for (double seconds : record.rankSeconds)
        json.value(seconds);
    });
    json.attribute("seconds", record.seconds);
  });
}

} // namespace zero_run
