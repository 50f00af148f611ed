//===- BufferSchedule.h - the liveness model of a step ---------*- C++ -*-===//
//
// The peak of a scheduled footprint (ScheduledFootprint.h) is found on a
// plain description of the step: values with their bytes, the ops in
// program order that define and read them, and which values share one
// buffer (views, destination-passing results, donated results). The
// description is built from a program's IR (`computeScheduledFootprint`) or,
// for `stage=auto`, from zero-shard's model of the program it would write
// for a stage (Plan/ShardedStepModel.h); both then share this one sweep, so
// that they can differ only in what they describe.
//
// A buffer lives from the first op that defines one of its values (the
// start of the step, for arguments) to the last op that reads one; a
// persistent buffer (a model state the step receives) lives the whole
// step. Its size is the largest of its values'.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_BUFFERSCHEDULE_H
#define ZERO_DIALECT_ZERO_ANALYSIS_BUFFERSCHEDULE_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <utility>

namespace mlir::zero {

/// One figure per memory tier, indexed by `MemoryTier`.
using TierBytes = std::array<uint64_t, 3>;

/// Bytes live in device memory at one point of the program, by what they
/// are.
struct LiveBytes {
  /// Weight, gradient and optimizer buffers the stage keeps.
  uint64_t modelStates = 0;
  /// Full weights gathered for use (stage 3).
  uint64_t gatheredWeights = 0;
  /// Full gradients not yet reduced, their padded copies, and reduced
  /// gradients beyond what the stage keeps.
  uint64_t gradientBuckets = 0;
  /// Everything else the model computes (and its inputs).
  uint64_t activations = 0;

  uint64_t total() const {
    return modelStates + gatheredWeights + gradientBuckets + activations;
  }
  bool operator==(const LiveBytes &other) const {
    return modelStates == other.modelStates &&
           gatheredWeights == other.gatheredWeights &&
           gradientBuckets == other.gradientBuckets &&
           activations == other.activations;
  }
};

/// What a buffer holds, for the breakdown of the peak. When values of
/// several kinds share a buffer, the first kind in this order wins: a model
/// state stays one whatever else is stored in it, and a gathered weight is
/// not a gradient bucket.
enum class BufferKind : uint8_t {
  ModelState,
  GatheredWeight,
  GradientBucket,
  Activation
};

/// The stream a GPU framework allocates a buffer on. PyTorch's caching
/// allocator keeps the blocks of each stream in a pool of their own: a
/// block freed on one stream is never handed to a request on another, so
/// each stream's pool grows to its own peak (DeviceMemory.h).
enum class AllocationStream : uint8_t { Compute, AllGather, ReduceScatter };
constexpr unsigned kNumAllocationStreams = 3;

class BufferSchedule {
public:
  /// A value the step receives, live from its start; returns its number.
  unsigned addArgument(uint64_t bytes);
  /// Starts the next op in program order.
  void beginOp() { ++numOps; }
  /// A value of `bytes` that the current op defines; returns its number.
  unsigned addResult(uint64_t bytes);
  /// The current op reads `value` (as an operand or from a nested region).
  void addUse(unsigned value);
  /// `a` and `b` are stored in one buffer.
  void shareBuffer(unsigned a, unsigned b);
  /// The op that defines `result` writes it into the buffer of its init
  /// (destination-passing style) where it is the init's last reader, as
  /// one-shot bufferization does; where a later op still reads the init
  /// (a residual that a recomputation reads again), the result gets a buffer
  /// of its own, the copy bufferization makes. One init is the buffer of
  /// one result at most: an op whose inits are the same tensor twice
  /// (`outs(%e, %e)`) writes its second result elsewhere. Call after every
  /// use is added. Returns whether the two share.
  bool shareInitBuffer(unsigned result, unsigned init);
  /// The buffer of `value` holds `kind` (see `BufferKind` for ties).
  void markKind(unsigned value, BufferKind kind);
  /// The buffer of `value` lives the whole step.
  void markPersistent(unsigned value);
  /// The persistent buffer of `value` does not exist before the first
  /// step: the framework creates it when the step first needs it, as
  /// PyTorch's optimizers create their moments at the start of the first
  /// `optimizer.step()` (`torch.optim.Adam`'s `_init_group`: zeros like
  /// each parameter, in parameter order, when the state is empty). Only the
  /// allocator replay sees the difference (`getDeviceAllocations`): the
  /// peak counts the buffer the whole step.
  void markCreatedAtFirstUse(unsigned value);
  /// The buffer of `value` is allocated on `stream` (the compute stream
  /// unless marked): the stream of the value that starts the buffer counts.
  /// A persistent buffer exists before the step, on the compute stream.
  void markStream(unsigned value, AllocationStream stream);
  /// A device buffer of `bytes` on `stream` that holds no value of the
  /// program: a copy a GPU framework makes for the current op (a
  /// collective's flat send or receive buffer, DeviceMemory.h). It is
  /// allocated at the current op and freed after it, or, with
  /// `heldUntilNext`, once the next staging buffer of its stream has been
  /// allocated (or at the end of the step). Only the allocator replay
  /// (`getDeviceAllocations`) sees it; the scheduled peak counts what the
  /// program itself allocates.
  void addStagingBuffer(uint64_t bytes, AllocationStream stream,
                        bool heldUntilNext);
  /// `value` is stored in `tier` (the device's unless marked). A buffer
  /// shared by values of several tiers is in the one farthest from the
  /// device: an init the host's update writes into is allocated there.
  void markTier(unsigned value, MemoryTier tier);

  unsigned getNumOps() const { return numOps; }
  unsigned getNumValues() const { return values.size(); }
  uint64_t getBytes(unsigned value) const { return values[value].bytes; }

  /// Sweeps the ops in order: at each, the buffers that start there become
  /// live, the total is compared with the peak so far, and the buffers it
  /// reads last are freed. Position `getNumOps()` is the end of the step.
  /// Returns the peak of device memory and the first position that reaches
  /// it (0 when nothing is ever live); with `tierPeaks`, also sets the peak
  /// of each tier on its own (the device's is the returned total). Fails
  /// with a diagnostic at `locationOf(position)` when the bytes live pass
  /// 2^64.
  FailureOr<std::pair<LiveBytes, unsigned>>
  computePeak(function_ref<Location(unsigned)> locationOf,
              TierBytes *tierPeaks = nullptr) const;

  /// One allocation or free of a device buffer (DeviceMemory.h replays
  /// them through a caching allocator).
  struct DeviceEvent {
    /// The buffer's number among `DeviceAllocations::bytes`.
    unsigned buffer;
    bool isFree;
  };
  /// The device buffers of the step in the order a program allocates and
  /// frees them, as the sweep of `computePeak` sees them: the persistent
  /// buffers (allocated before the step, never freed), then at each
  /// position the buffers that start there, in the order their first
  /// values were numbered, then those it reads last. A staging buffer is
  /// allocated at its op before the buffers that start there and freed
  /// before those that end there. Host and NVMe buffers and empty ones are
  /// left out.
  struct DeviceAllocations {
    SmallVector<uint64_t> bytes;
    /// The stream of each buffer (parallel to `bytes`).
    SmallVector<AllocationStream> streams;
    SmallVector<unsigned> persistent;
    SmallVector<DeviceEvent> step;
    /// Persistent buffers created in the first step (`markCreatedAtFirstUse`),
    /// in the order of their values, and the number of `step` events before
    /// them: all are created together where the first of them is first read.
    SmallVector<unsigned> createdInFirstStep;
    unsigned createdAfterEvents = 0;
  };
  DeviceAllocations getDeviceAllocations() const;

  /// One buffer: a class of values.
  struct Buffer {
    uint64_t bytes = 0;
    unsigned first = ~0u;
    unsigned last = 0;
    BufferKind kind = BufferKind::Activation;
    MemoryTier tier = MemoryTier::Device;
    AllocationStream stream = AllocationStream::Compute;
    bool persistent = false;
    /// Persistent, and created where the first step first reads it.
    bool createdAtFirstUse = false;
    /// The first op that reads one of its values (~0u: none).
    unsigned firstUse = ~0u;
  };

private:
  /// The buffers, numbered in the order of their first value; persistent
  /// ones span the whole step.
  SmallVector<Buffer> getBuffers() const;

  struct ValueInfo {
    uint64_t bytes;
    unsigned first;
    unsigned last;
    unsigned parent;
    BufferKind kind = BufferKind::Activation;
    MemoryTier tier = MemoryTier::Device;
    AllocationStream stream = AllocationStream::Compute;
    bool persistent = false;
    bool createdAtFirstUse = false;
    /// The first op that reads it (~0u: none yet).
    unsigned firstUse = ~0u;
    /// A result already writes into this value's buffer as its init.
    bool initTaken = false;
  };
  unsigned find(unsigned value) const;

  /// Union-find over `ValueInfo::parent`; `find` halves paths as it goes.
  mutable SmallVector<ValueInfo> values;
  /// A staging buffer: allocated at `op`, freed at `freedAt` (after the
  /// staging allocations there).
  struct Staging {
    uint64_t bytes;
    unsigned op;
    unsigned freedAt;
    AllocationStream stream;
  };
  SmallVector<Staging> stagings;
  /// Per stream, the staging buffer held until the next one (~0u: none).
  std::array<unsigned, kNumAllocationStreams> heldStaging = {~0u, ~0u, ~0u};
  unsigned numOps = 0;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_BUFFERSCHEDULE_H
