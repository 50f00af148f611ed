//===- DeviceMemory.h - what a GPU needs beyond the bytes allocated -*- C++
//-*-//
//
// The scheduled footprint (ScheduledFootprint.h) counts the bytes a rank
// has allocated at its peak, exactly: what the CPU runtime's counters
// measure. A GPU needs more before it can run the step:
//
// - the caching allocator's pool: PyTorch's CUDA caching allocator rounds
//   every request, carves small ones from 2 MiB segments and mid-sized ones
//   from 20 MiB segments, caches the blocks freed instead of returning them
//   to CUDA, and cannot use a free block that is too small for the next
//   request. `reserved_estimate` replays the step's allocations and frees
//   in program order through a model of that allocator and counts the
//   segments it has to create (the figure `torch.cuda.max_memory_reserved()`
//   reports);
// - the CUDA context (driver state and the kernels loaded), which no
//   allocator counts;
// - NCCL's communication buffers, per communicator the plan's collectives
//   use.
//
// `device_required` is the sum: what `device-memory=` is compared with.
// docs/report-schema.md describes the figures and cites each constant.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_DEVICEMEMORY_H
#define ZERO_DIALECT_ZERO_ANALYSIS_DEVICEMEMORY_H

#include "zero/Dialect/Zero/Analysis/BufferSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace mlir::zero {

struct ScheduledFootprint;

/// The constants of PyTorch's CUDA caching allocator, named as in its
/// source (`CUDACachingAllocator`; the PyTorch documentation's "CUDA memory
/// management" notes describe the caching; docs/report-schema.md, "Device
/// memory"), with its defaults: no `max_split_size_mb`, no
/// `expandable_segments`, no power-of-two rounding.
namespace caching_allocator {
/// Every block is a multiple of this (`kMinBlockSize`).
constexpr uint64_t kMinBlockSize = 512;
/// Requests up to this size come from the small pool (`kSmallSize`).
constexpr uint64_t kSmallSize = 1 << 20;
/// The small pool's segments (`kSmallBuffer`).
constexpr uint64_t kSmallBuffer = 2 << 20;
/// Larger requests below `kMinLargeAlloc` get a segment of this size
/// (`kLargeBuffer`).
constexpr uint64_t kLargeBuffer = 20 << 20;
constexpr uint64_t kMinLargeAlloc = 10 << 20;
/// Requests from `kMinLargeAlloc` on get a segment of their size rounded
/// up to this (`kRoundLarge`).
constexpr uint64_t kRoundLarge = 2 << 20;
} // namespace caching_allocator

/// A model of PyTorch's CUDA caching allocator on one stream: best fit
/// among the cached free blocks of the request's pool (the smallest block
/// that is large enough, the lowest address on a tie), a block split when
/// what remains is worth keeping (at least 512 B in the small pool, more
/// than 1 MiB in the large one), freed blocks merged with free neighbours
/// of their segment and kept, and a new segment from CUDA only when no
/// cached block fits. Segments are never released (`empty_cache` is not
/// called, and the step does not run out of memory). Segments are laid end
/// to end in the order they are created, so an address orders blocks as
/// (segment, offset) does.
class CachingAllocatorModel {
public:
  /// The bytes of the block a request of `bytes` asks for (a multiple of
  /// 512 B, at least 512 B); nullopt when that passes 2^64.
  static std::optional<uint64_t> roundRequest(uint64_t bytes);
  /// The size of the segment a rounded request that no cached block fits
  /// gets from CUDA; nullopt when that passes 2^64.
  static std::optional<uint64_t> getSegmentSize(uint64_t roundedBytes);

  /// Allocates `bytes`; returns the block's handle, or nullopt when a size
  /// passes 2^64.
  std::optional<unsigned> allocate(uint64_t bytes);
  /// Frees the block `handle` that `allocate` returned.
  void free(unsigned handle);

  /// The bytes of all segments: what the allocator holds from CUDA.
  uint64_t getReservedBytes() const { return reservedBytes; }
  /// The bytes of the blocks allocated now, and their peak (as
  /// `torch.cuda.memory_allocated()` counts them: whole blocks).
  uint64_t getAllocatedBytes() const { return allocatedBytes; }
  uint64_t getPeakAllocatedBytes() const { return peakAllocatedBytes; }
  unsigned getNumSegments() const { return numSegments; }
  /// The size of the block behind `handle`.
  uint64_t getBlockBytes(unsigned handle) const { return blocks[handle].bytes; }

  /// Appends the layout of every segment to `layout`, in address order:
  /// each block's size and `ownerOf(handle)` for an allocated block (~0
  /// for a free one). Two models with the same layout, whose owners free
  /// and request the same blocks from here on, do the same from here on.
  void appendLayout(llvm::SmallVectorImpl<uint64_t> &layout,
                    llvm::function_ref<uint64_t(unsigned)> ownerOf) const;

private:
  struct Block {
    uint64_t bytes;
    /// Where the block starts: its segment's start (the bytes of the
    /// segments created before it) plus its offset in the segment.
    uint64_t address;
    /// Neighbours in the segment (~0u: none).
    unsigned prev = ~0u, next = ~0u;
    bool small;
    bool free = true;
  };
  /// A pool's free blocks, found by size, then address: one class per
  /// size that has free blocks, the classes sorted by size, each class's
  /// blocks sorted by address from the highest down. Best fit takes the
  /// last block of the first class large enough, which moves nothing. A
  /// step has few distinct sizes (a layer's tensors repeat) and many blocks
  /// of each; the replay spends most of its time here.
  class FreeBlocks {
  public:
    /// The block best fit takes for a request of `bytes` (the smallest
    /// free block at least as large, the lowest address among those);
    /// ~0u when none is.
    unsigned findBestFit(uint64_t bytes) const;
    void insert(uint64_t bytes, uint64_t address, unsigned id);
    /// Removes the free block of `bytes` at `address`, which is there.
    void erase(uint64_t bytes, uint64_t address);

  private:
    struct Entry {
      uint64_t address;
      unsigned id;
    };
    struct SizeClass {
      /// Highest address first.
      llvm::SmallVector<Entry, 4> blocks;
    };
    /// A size that has free blocks, and its class in `classes`.
    struct Size {
      uint64_t bytes;
      unsigned index;
    };
    /// Sorted by bytes; only sizes with a free block.
    llvm::SmallVector<Size> sizes;
    /// Every class made so far, found by size (a class that empties is
    /// kept, with its storage, for the next block of that size).
    llvm::DenseMap<uint64_t, unsigned> classOf;
    std::vector<SizeClass> classes;
  };
  FreeBlocks &poolOf(const Block &block) {
    return block.small ? smallPool : largePool;
  }
  /// A block number that no block uses (reusing those merged away).
  unsigned newBlock(const Block &block);
  void insertFree(unsigned id) {
    const Block &block = blocks[id];
    poolOf(block).insert(block.bytes, block.address, id);
  }
  void eraseFree(unsigned id) {
    const Block &block = blocks[id];
    poolOf(block).erase(block.bytes, block.address);
  }

  llvm::SmallVector<Block> blocks;
  llvm::SmallVector<unsigned> unusedBlocks;
  /// The first block of each segment, in the order they were created (the
  /// first block keeps its number: a split or merge keeps the lower one's).
  llvm::SmallVector<unsigned> segmentHeads;
  FreeBlocks smallPool, largePool;
  uint64_t reservedBytes = 0;
  uint64_t allocatedBytes = 0;
  uint64_t peakAllocatedBytes = 0;
  unsigned numSegments = 0;
};

/// The most steps `estimateReservedBytes` replays before it stops.
constexpr unsigned kMaxReplayedSteps = 8;

/// The caching allocator's pools for `schedule`'s step on the device, one
/// per stream (`AllocationStream`: blocks freed on one stream are not
/// reused on another): its persistent buffers allocated first (the states
/// exist before the first step) but those the first step creates
/// (`BufferSchedule::markCreatedAtFirstUse`: an optimizer's moments, created
/// in that step where it first reads one), then the step's allocations and
/// frees in
/// program order, each in its stream's pool, replayed until a step creates
/// no segment (from then on every step is the same: the step frees all it
/// allocates, so each starts from the same pools), at most
/// `kMaxReplayedSteps` times. Returns the bytes of the segments each pool
/// created, or nullopt when a size passes 2^64.
///
/// A step that reaches the layout the step before it had at the same event
/// stops there: the rest would repeat the step before, and create no
/// segment (DeviceMemory.cpp says why). `stopWhereStepsRepeat=false`
/// replays every step to its end, for the tests that compare the two;
/// `eventsReplayed`, when given, is set to the events replayed.
using StreamBytes = std::array<uint64_t, kNumAllocationStreams>;
std::optional<StreamBytes>
estimateReservedPools(const BufferSchedule &schedule,
                      bool stopWhereStepsRepeat = true,
                      uint64_t *eventsReplayed = nullptr);
/// The bytes of all `pools`; nullopt when they pass 2^64.
std::optional<uint64_t> sumReservedPools(const StreamBytes &pools);
/// The sum of `estimateReservedPools`; nullopt when it passes 2^64.
std::optional<uint64_t> estimateReservedBytes(const BufferSchedule &schedule);

/// Records on `schedule` the buffers a GPU framework adds to the collective
/// at its current op, as PyTorch's FSDP2 runs collectives
/// (docs/report-schema.md, "Device memory"): an all-gather receives into
/// one flat buffer on the all-gather stream and copies each tensor out to
/// the compute stream, and holds the flat buffer until the next all-gather
/// has been issued (FSDP2's forward frees it after the next copy-out); a
/// reduce-scatter copies its inputs into one flat buffer on the
/// reduce-scatter stream, allocates its results there and frees the flat
/// buffer when it is done. An all-reduce runs in place (as DDP's buckets
/// do) and adds nothing. `operands` and `results` are the collective's
/// tensors' numbers in `schedule`.
void recordCollectiveBuffers(BufferSchedule &schedule, CollectiveKind kind,
                             ArrayRef<unsigned> operands,
                             ArrayRef<unsigned> results);

/// What a device needs besides the tensors of the program, with defaults
/// from public sources (docs/report-schema.md, "Device memory").
struct DeviceRuntimeOverheads {
  /// A GPU under PyTorch's caching allocator (`runtime=cuda`, the
  /// default); false for the CPU runtime (`runtime=cpu`: zero-run
  /// allocates each buffer as it is, with no context and no NCCL), where
  /// the device requirement is the scheduled peak and the figures below
  /// are 0.
  bool cachingAllocator = true;
  /// The CUDA context: about 400 MB with CUDA >= 11.7 and lazy module
  /// loading (PyTorch's default since 1.13), said by an NVIDIA engineer
  /// on the PyTorch tracker (pytorch/pytorch#109888); PyTorch's own
  /// measurement when it turned lazy loading on was 287,047,680 B of
  /// device memory used after one small tensor (pytorch/pytorch#86509),
  /// eager loading 666,632,192 B. It grows with the kernels a step loads
  /// and depends on the GPU and CUDA version (`cuda-context=`).
  uint64_t cudaContextBytes = 400'000'000;
  /// NCCL_BUFFSIZE: 4194304 B (4 MiB) by default, per NCCL's documentation
  /// of its environment variables (`nccl-buffsize=`).
  uint64_t ncclBufferBytes = 4 << 20;
  /// The channels NCCL runs a collective on: it picks them by topology, up
  /// to 32 from NCCL 2.5 on (NCCL_MIN_NCHANNELS in NCCL's environment-
  /// variable documentation). The most it uses, so an upper bound where
  /// it picks fewer (`nccl-channels=`).
  unsigned ncclChannels = 32;
  /// The peer connections one rank of a ring keeps per channel: to the
  /// previous rank and to the next.
  static constexpr unsigned kRingPeers = 2;

  /// NCCL's buffers for one communicator of `ranks` ranks: none for one
  /// rank, else channels x ring peers x NCCL_BUFFSIZE.
  uint64_t getCommunicatorBytes(int64_t ranks) const;
};

/// Parses the overheads that the passes take as options: `runtime=cpu`
/// (`cuda` false) has none; with `cuda`, `cuda-context` and
/// `nccl-buffsize` are sizes as `parseMemorySize` reads them, or 0, and
/// `nccl-channels` a count from 0 to 65536; empty ones take the
/// defaults. Sets `error` and returns nullopt when one is not valid or is
/// given with `runtime=cpu`.
std::optional<DeviceRuntimeOverheads>
parseDeviceRuntimeOverheads(bool cuda, StringRef cudaContext,
                            StringRef ncclBuffSize, StringRef ncclChannels,
                            std::string &error);

/// What one rank of a program needs on a GPU.
struct DeviceRequirement {
  /// The scheduled peak (`peak_bytes.total`).
  uint64_t allocated = 0;
  /// The caching allocator's pools at their largest (>= `allocated`).
  uint64_t reserved = 0;
  /// `reserved` by the stream whose pool holds it (all on the compute
  /// stream without the caching allocator).
  StreamBytes reservedByStream = {};
  uint64_t cudaContext = 0;
  uint64_t ncclBuffers = 0;
  /// The communicators the program's collectives use (one per group of
  /// axes with more than one rank).
  unsigned communicators = 0;
  /// reserved + cudaContext + ncclBuffers.
  uint64_t required = 0;

  /// The reserve the allocator holds beyond the bytes allocated.
  uint64_t getAllocatorReserve() const { return reserved - allocated; }
};

/// `footprint`'s device requirement under `overheads` with every sum
/// saturated at 2^64 - 1: what fits in no device, each part as large as it
/// is (the search ranks such a plan as not fitting, and its line shows the
/// parts that add up to the total).
DeviceRequirement
computeSaturatedDeviceRequirement(const ScheduledFootprint &footprint,
                                  const DeviceRuntimeOverheads &overheads);

/// `footprint`'s device requirement under `overheads`; nullopt when the
/// sum passes 2^64.
std::optional<DeviceRequirement>
computeDeviceRequirement(const ScheduledFootprint &footprint,
                         const DeviceRuntimeOverheads &overheads);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_DEVICEMEMORY_H
