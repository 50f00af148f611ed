//===- Training.cpp - the steps and what the run counted ------------------===//

#include "Training.h"

#include "Agreement.h"
#include "InitialValues.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "zero_rt/zero_rt.h"
#include "zero_rt/zero_rt_async.h"
#include "zero_rt/zero_rt_profile.h"

#include "llvm/Support/Format.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <new>

#include <fcntl.h>
#include <unistd.h>

using namespace mlir;

namespace zero_run {

namespace {

/// The runtime's code for a state's elements; the step signature admits
/// only element types the runtime carries.
zero_rt_dtype getRuntimeType(Type type) {
  return *mlir::zero::abi::getRuntimeDType(type);
}

bool isNvme(const StepArgument &argument) {
  return argument.tier == zero::MemoryTier::Nvme;
}

/// The digests of what every rank must hold alike after step `t`: each
/// state the stage keeps whole (sharded ones are this rank's own), the step
/// number and every rank's loss as this rank gathered it.
std::vector<Digest> getReplicatedDigests(const StepSignature &signature,
                                         llvm::ArrayRef<void *> buffers,
                                         int64_t t, const RunRecord &record,
                                         std::string &error) {
  std::vector<Digest> digests;
  std::vector<char> scratch;
  for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments))
    if (argument.kind == ArgumentKind::State && !argument.isShard()) {
      const char *bytes = getStateBytes(argument, buffer, scratch, error);
      // A failed read still gives a digest, so that the ranks compare the
      // same number of them; the error is settled after.
      digests.push_back({"replicated state " + argument.getName(),
                         bytes ? fnv1a(bytes, getStorageBytes(argument)) : 0});
    }
  float step = static_cast<float>(t);
  digests.push_back({"step number", fnv1a(&step, sizeof(step))});
  const std::vector<float> &losses = record.rankLosses.back();
  digests.push_back({"gathered losses of step " + std::to_string(t),
                     fnv1a(losses.data(), losses.size() * sizeof(float))});
  return digests;
}

/// Rank 0 damages its NVMe file as ZERO_RUN_TEST_NVME_FAULT says, after
/// the step ZERO_RUN_TEST_NVME_FAULT_AFTER_STEP names; "" or the error.
std::string damageNvmeFile(const std::string &kind, const std::string &after,
                           int64_t step, const Console &console) {
  if (std::to_string(step) != after || !console.isRoot())
    return "";
  std::string path = zero_rt_nvme_path();
  if (path.empty())
    return "zero-run: ZERO_RUN_TEST_NVME_FAULT: the step has no nvme tier "
           "file to damage";
  // The tier's own file, never a link put in its place (as the tier
  // itself opens it: runtime/README.md, "The NVMe tier"); unlink removes
  // the entry, not what a link would point to.
  int done = -1;
  if (kind == "delete") {
    done = ::unlink(path.c_str());
  } else if (kind == "truncate" || kind == "flip") {
    int fd = ::open(path.c_str(), O_RDWR | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) {
      char byte = 0;
      if (kind == "truncate")
        done = ::ftruncate(fd, 0);
      else if (::pread(fd, &byte, 1, 0) == 1) {
        byte ^= 0x01;
        done = ::pwrite(fd, &byte, 1, 0) == 1 ? 0 : -1;
      }
      done |= ::close(fd);
    }
  }
  if (done != 0)
    return "zero-run: ZERO_RUN_TEST_NVME_FAULT=" + kind + " failed on '" +
           path + "' (truncate, delete or flip)";
  llvm::errs() << "zero-run: test hook: " << kind << " '" << path
               << "' after step " << step << "\n";
  return "";
}

/// The test hook of the NVMe fault tests: with
/// ZERO_RUN_TEST_NVME_FAULT=truncate|delete|flip and
/// ZERO_RUN_TEST_NVME_FAULT_AFTER_STEP=K, rank 0 damages its NVMe file after
/// step K, as a disk or another process could between two steps, so that
/// the next read of it must fail. Off unless both are set (on every rank:
/// the outcome is settled collectively).
LogicalResult injectNvmeFault(int64_t step, const Console &console) {
  const char *fault = std::getenv("ZERO_RUN_TEST_NVME_FAULT");
  const char *after = std::getenv("ZERO_RUN_TEST_NVME_FAULT_AFTER_STEP");
  if (!fault || !after)
    return success();
  std::string error = damageNvmeFile(fault, after, step, console);
  return settle(error.empty(), error, console);
}

} // namespace

/// The bytes of this rank's state `argument` in `buffer`: the buffer itself,
/// or for a state of the NVMe tier (whose buffer is an address of the
/// runtime's file, not memory) a copy read into `scratch`. Null, with
/// `error` set, when the read fails its checks.
const char *getStateBytes(const StepArgument &argument, const void *buffer,
                          std::vector<char> &scratch, std::string &error) {
  if (!isNvme(argument))
    return static_cast<const char *>(buffer);
  size_t bytes = getStorageBytes(argument);
  scratch.resize(bytes);
  if (zero_rt_nvme_read(scratch.data(), buffer, bytes) != ZERO_RT_SUCCESS) {
    error = "zero-run: cannot read the state " + argument.getName() +
            " back from the nvme tier: " + zero_rt_last_error();
    return nullptr;
  }
  return scratch.data();
}

LogicalResult settle(bool succeeded, const std::string &message,
                     const Console &console) {
  int32_t failures = succeeded ? 0 : 1, total = 0;
  zero_rt_all_reduce(&failures, &total, 1, ZERO_RT_I32, ZERO_RT_SUM);
  if (total == 0)
    return success();
  if (succeeded)
    return failure();
  if (total == console.getSize())
    return console.error(message);
  return console.rankError(message);
}

LogicalResult allocateStates(const StepSignature &signature,
                             const RunOptions &options, const Console &console,
                             std::vector<void *> &buffers, RunRecord &record) {
  buffers.assign(signature.arguments.size(), nullptr);
  std::string error;
  for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments)) {
    if (argument.kind != ArgumentKind::State)
      continue;
    size_t bytes = getStorageBytes(argument);
    // An offloaded state lives in the host tier or in the NVMe tier's
    // file, counted apart.
    buffer = argument.tier == zero::MemoryTier::Host ? zero_rt_alloc_host(bytes)
             : isNvme(argument)                      ? zero_rt_alloc_nvme(bytes)
                                                     : zero_rt_alloc(bytes);
    if (!buffer) {
      error = "zero-run: cannot allocate the state " + argument.getName() +
              " (" + formatType(argument.storageType) + ", " +
              std::to_string(bytes) + " bytes, with " +
              std::to_string(zero_rt_bytes_allocated()) +
              " bytes of states already allocated): " + zero_rt_last_error();
      break;
    }
    if (isNvme(argument)) {
      // Filled in memory, then written to the file (and checksummed).
      std::vector<char> initial(bytes);
      fillState(argument, options.seed,
                console.getRank() % signature.shardGroup, initial.data());
      zero_rt_nvme_set_label(buffer, argument.getName().c_str());
      if (zero_rt_nvme_write(buffer, initial.data(), bytes) !=
          ZERO_RT_SUCCESS) {
        error = "zero-run: cannot write the state " + argument.getName() +
                " to the nvme tier: " + zero_rt_last_error();
        break;
      }
    } else {
      fillState(argument, options.seed,
                console.getRank() % signature.shardGroup, buffer);
    }
    record.persistentBytes += bytes;
  }
  return settle(error.empty(), error, console);
}

LogicalResult trainSteps(CompiledStep &compiled, const StepSignature &signature,
                         const RunOptions &options,
                         std::vector<void *> &buffers, const Console &console,
                         RunRecord &record) {
  int rank = console.getRank(), size = console.getSize();
  std::vector<uint64_t> sent, peak, hostPeak, resident, toHost, toDevice,
      hostResident, nvmeRead, nvmeWritten, nvmeResident, asyncStarted,
      asyncCompleted;
  std::vector<double> seconds;
  // The runtime's per-group counters: the world, then every proper subset
  // of a hybrid grid's axes.
  record.countedAxes = {0};
  if (signature.isHybrid())
    for (uint32_t axes = 1; axes + 1 < (1u << signature.gridShape.size());
         ++axes)
      record.countedAxes.push_back(axes);
  std::vector<std::vector<uint64_t>> sentByAxes(record.countedAxes.size());
  for (int64_t t = options.firstStep; t <= options.getLastStep(); ++t) {
    std::string inputError;
    for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments)) {
      if (argument.kind == ArgumentKind::State)
        continue;
      buffer = zero_rt_alloc(getStorageBytes(argument));
      if (!buffer) {
        inputError = "zero-run: cannot allocate " + argument.getName() + " (" +
                     formatType(argument.storageType) + ", " +
                     std::to_string(getStorageBytes(argument)) +
                     " bytes) for step " + std::to_string(t) + ": " +
                     zero_rt_last_error();
        break;
      }
      if (argument.kind == ArgumentKind::StepCounter)
        *static_cast<float *>(buffer) = static_cast<float>(t);
      else
        fillData(argument, options.seed, t, rank, options.tokenRange, buffer);
    }
    if (failed(settle(inputError.empty(), inputError, console)))
      return failure();
    // What the step sends and allocates, its inputs included.
    zero_rt_reset_counters();
    // The async counters are not reset: the step's are the difference.
    const uint64_t startedBefore = zero_rt_async_collectives_started();
    const uint64_t completedBefore = zero_rt_async_collectives_completed();
    std::string error;
    auto start = std::chrono::steady_clock::now();
    FailureOr<float> loss = compiled.call(buffers, error);
    // The step's last writes to NVMe may still run in the background: they
    // belong to the step (its time and its failures).
    if (succeeded(loss) && zero_rt_nvme_sync() != ZERO_RT_SUCCESS) {
      error = std::string("zero-run: ") + zero_rt_last_error();
      loss = failure();
    }
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    // The op timers (zero-run --profile-ops), read per step; the first of
    // several steps is left out: it pays for first touches of memory and
    // the library's set-up.
    if (int64_t ops = zero_rt_profile_ops();
        ops > 0 && (t > options.firstStep || options.steps == 1)) {
      std::vector<double> &opSeconds = record.opSecondsByStep.emplace_back();
      std::vector<uint64_t> &opCalls = record.opCallsByStep.emplace_back();
      for (int64_t op = 0; op < ops; ++op) {
        opSeconds.push_back(zero_rt_profile_seconds(op));
        opCalls.push_back(zero_rt_profile_calls(op));
      }
    }
    zero_rt_profile_reset();
    // Read before zero-run's own collectives add to them.
    sent.push_back(zero_rt_bytes_sent());
    for (auto [axes, bytes] : llvm::zip(record.countedAxes, sentByAxes))
      bytes.push_back(zero_rt_bytes_sent_on_axes(axes));
    asyncStarted.push_back(zero_rt_async_collectives_started() - startedBefore);
    asyncCompleted.push_back(zero_rt_async_collectives_completed() -
                             completedBefore);
    peak.push_back(zero_rt_peak_bytes_allocated());
    hostPeak.push_back(zero_rt_host_peak_bytes_allocated());
    toHost.push_back(
        zero_rt_bytes_transferred(ZERO_RT_TIER_DEVICE, ZERO_RT_TIER_HOST));
    toDevice.push_back(
        zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_DEVICE));
    nvmeRead.push_back(
        zero_rt_bytes_transferred(ZERO_RT_TIER_NVME, ZERO_RT_TIER_HOST));
    nvmeWritten.push_back(
        zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_NVME));
    if (failed(settle(succeeded(loss), error, console)))
      return failure();
    for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments))
      if (argument.kind != ArgumentKind::State) {
        zero_rt_free(buffer);
        buffer = nullptr;
      }
    resident.push_back(zero_rt_bytes_allocated());
    hostResident.push_back(zero_rt_host_bytes_allocated());
    nvmeResident.push_back(zero_rt_nvme_bytes_allocated());
    if (failed(injectNvmeFault(t, console)))
      return failure();

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
    // The last step is checked with the final states.
    if (options.checkEvery > 0 && t % options.checkEvery == 0 &&
        t != options.getLastStep()) {
      std::string readError;
      std::vector<Digest> digests =
          getReplicatedDigests(signature, buffers, t, record, readError);
      if (failed(settle(readError.empty(), readError, console)) ||
          failed(agreeOnDigests(digests, "after step " + std::to_string(t),
                                console)))
        return failure();
      record.checkedSteps.push_back(t);
    }
    if (options.afterStep && failed(options.afterStep(t, buffers)))
      return failure();
  }
  record.sentBytes = gatherFromRanks(sent, size, ZERO_RT_I64);
  for (const std::vector<uint64_t> &bytes : sentByAxes)
    record.sentBytesByAxes.push_back(gatherFromRanks(bytes, size, ZERO_RT_I64));
  record.peakBytes = gatherFromRanks(peak, size, ZERO_RT_I64);
  record.hostPeakBytes = gatherFromRanks(hostPeak, size, ZERO_RT_I64);
  record.residentBytes = gatherFromRanks(resident, size, ZERO_RT_I64);
  record.pcieToHostBytes = gatherFromRanks(toHost, size, ZERO_RT_I64);
  record.pcieToDeviceBytes = gatherFromRanks(toDevice, size, ZERO_RT_I64);
  record.hostResidentBytes = gatherFromRanks(hostResident, size, ZERO_RT_I64);
  record.nvmeReadBytes = gatherFromRanks(nvmeRead, size, ZERO_RT_I64);
  record.nvmeWrittenBytes = gatherFromRanks(nvmeWritten, size, ZERO_RT_I64);
  record.nvmeResidentBytes = gatherFromRanks(nvmeResident, size, ZERO_RT_I64);
  record.seconds = gatherFromRanks(seconds, size, ZERO_RT_F64);
  record.asyncStarted = gatherFromRanks(asyncStarted, size, ZERO_RT_I64);
  record.asyncCompleted = gatherFromRanks(asyncCompleted, size, ZERO_RT_I64);
  return success();
}

LogicalResult collectFinalStates(const StepSignature &signature,
                                 const RunOptions &options,
                                 std::vector<void *> &buffers,
                                 mlir::zero::OutputFile *dump,
                                 const Console &console, RunRecord &record) {
  // A shard is gathered within its shard group: every replica rebuilds the
  // full state, and the digests below show that the replicas agree.
  const int shardRanks = static_cast<int>(signature.shardGroup);
  std::vector<Digest> digests;
  uint64_t offset = 0;
  for (auto [buffer, argument] : llvm::zip(buffers, signature.arguments)) {
    if (argument.kind != ArgumentKind::State)
      continue;
    size_t elementBytes =
        getElementBytes(argument.storageType.getElementType());
    size_t fullBytes = *getBufferBytes(argument.fullType);
    // A shard is gathered into the zero-padded full tensor, then the
    // padding is dropped; a replicated state is this rank's own copy.
    std::vector<char> scratch;
    std::string readError;
    const char *full = getStateBytes(argument, buffer, scratch, readError);
    if (failed(settle(full != nullptr, readError, console)))
      return failure();
    std::unique_ptr<char[]> gathered;
    if (argument.isShard()) {
      size_t shardElements = argument.storageType.getNumElements();
      size_t paddedBytes = shardElements * elementBytes * shardRanks;
      gathered.reset(new (std::nothrow) char[paddedBytes]);
      std::string message = "zero-run: cannot allocate " +
                            std::to_string(paddedBytes) +
                            " bytes to gather the final " + argument.getName() +
                            " (" + formatType(argument.fullType) + ")";
      if (failed(settle(gathered != nullptr, message, console)))
        return failure();
      zero_rt_set_axes(signature.getShardAxes());
      zero_rt_all_gather(full, gathered.get(), shardElements,
                         getRuntimeType(argument.storageType.getElementType()));
      zero_rt_set_axes(0);
      full = gathered.get();
    }
    auto addFinalState = [&](const StepArgument &state, const char *bytes,
                             size_t numBytes) {
      uint64_t checksum = fnv1a(bytes, numBytes);
      record.checksum = fnv1a(&checksum, sizeof(checksum), record.checksum);
      record.states.push_back({&state, checksum, offset, numBytes});
      digests.push_back({"final " + state.getName(), checksum});
      offset += numBytes;
      if (dump)
        dump->os().write(bytes, numBytes);
    };
    // A weight the step derives from this master copy: the cast each
    // gather applies (round to nearest even), of the full master.
    if (argument.castWeight >= 0) {
      const StepArgument &weight = signature.castWeights[argument.castWeight];
      Type weightElement = weight.fullType.getElementType();
      Type masterElement = argument.fullType.getElementType();
      std::vector<char> cast(*getBufferBytes(weight.fullType));
      for (int64_t i = 0, e = weight.fullType.getNumElements(); i < e; ++i)
        storeElement(weightElement, cast.data(), i,
                     loadElement(masterElement, full, i));
      addFinalState(weight, cast.data(), cast.size());
    }
    addFinalState(argument, full, fullBytes);
    zero_rt_free(buffer);
    buffer = nullptr;
  }
  int64_t last = options.getLastStep();
  float step = static_cast<float>(last);
  digests.push_back({"step number", fnv1a(&step, sizeof(step))});
  const std::vector<float> &losses = record.rankLosses.back();
  digests.push_back({"gathered losses of step " + std::to_string(last),
                     fnv1a(losses.data(), losses.size() * sizeof(float))});
  if (failed(agreeOnDigests(
          digests, "after the last step (" + std::to_string(last) + ")",
          console)))
    return failure();
  record.checkedSteps.push_back(last);
  return success();
}

} // namespace zero_run
