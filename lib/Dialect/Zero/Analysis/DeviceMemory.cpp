//===- DeviceMemory.cpp - what a GPU needs beyond the bytes allocated -----===//

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Support/ByteSize.h"

#include "llvm/ADT/StringExtras.h"

#include <cassert>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::caching_allocator;

/// `bytes` rounded up to a multiple of `step`; nullopt past 2^64.
static std::optional<uint64_t> roundUp(uint64_t bytes, uint64_t step) {
  uint64_t rounded;
  if (__builtin_add_overflow(bytes, step - 1, &rounded))
    return std::nullopt;
  return rounded / step * step;
}

//===----------------------------------------------------------------------===//
// The caching allocator
//===----------------------------------------------------------------------===//

std::optional<uint64_t> CachingAllocatorModel::roundRequest(uint64_t bytes) {
  if (bytes < kMinBlockSize)
    return kMinBlockSize;
  return roundUp(bytes, kMinBlockSize);
}

std::optional<uint64_t>
CachingAllocatorModel::getSegmentSize(uint64_t roundedBytes) {
  if (roundedBytes <= kSmallSize)
    return kSmallBuffer;
  if (roundedBytes < kMinLargeAlloc)
    return kLargeBuffer;
  return roundUp(roundedBytes, kRoundLarge);
}

unsigned CachingAllocatorModel::newBlock(const Block &block) {
  if (!unusedBlocks.empty()) {
    unsigned id = unusedBlocks.pop_back_val();
    blocks[id] = block;
    return id;
  }
  blocks.push_back(block);
  return blocks.size() - 1;
}

unsigned CachingAllocatorModel::FreeBlocks::findBestFit(uint64_t bytes) const {
  const Size *fit =
      llvm::lower_bound(sizes, bytes, [](const Size &size, uint64_t bytes) {
        return size.bytes < bytes;
      });
  if (fit == sizes.end())
    return ~0u;
  return classes[fit->index].blocks.back().id;
}

void CachingAllocatorModel::FreeBlocks::insert(uint64_t bytes, uint64_t address,
                                               unsigned id) {
  auto [found, isNew] = classOf.try_emplace(bytes, classes.size());
  if (isNew)
    classes.emplace_back();
  unsigned index = found->second;
  SmallVector<Entry, 4> &entries = classes[index].blocks;
  if (entries.empty()) {
    const Size *at =
        llvm::lower_bound(sizes, bytes, [](const Size &size, uint64_t bytes) {
          return size.bytes < bytes;
        });
    sizes.insert(sizes.begin() + (at - sizes.begin()), Size{bytes, index});
  }
  // Highest address first: the insertion point is past every higher one.
  const Entry *at = llvm::partition_point(
      entries, [&](const Entry &entry) { return entry.address > address; });
  entries.insert(entries.begin() + (at - entries.begin()), Entry{address, id});
}

void CachingAllocatorModel::FreeBlocks::erase(uint64_t bytes,
                                              uint64_t address) {
  unsigned index = classOf.find(bytes)->second;
  SmallVector<Entry, 4> &entries = classes[index].blocks;
  const Entry *at = llvm::partition_point(
      entries, [&](const Entry &entry) { return entry.address > address; });
  assert(at != entries.end() && at->address == address &&
         "the block is not free");
  entries.erase(entries.begin() + (at - entries.begin()));
  if (!entries.empty())
    return;
  const Size *size =
      llvm::lower_bound(sizes, bytes, [](const Size &size, uint64_t bytes) {
        return size.bytes < bytes;
      });
  sizes.erase(sizes.begin() + (size - sizes.begin()));
}

std::optional<unsigned> CachingAllocatorModel::allocate(uint64_t bytes) {
  std::optional<uint64_t> rounded = roundRequest(bytes);
  if (!rounded)
    return std::nullopt;
  bool small = *rounded <= kSmallSize;
  FreeBlocks &pool = small ? smallPool : largePool;
  // Best fit: the smallest cached block at least as large, the lowest
  // address among those.
  unsigned id = pool.findBestFit(*rounded);
  if (id != ~0u) {
    eraseFree(id);
  } else {
    // The new segment starts where the ones before it end.
    std::optional<uint64_t> segment = getSegmentSize(*rounded);
    uint64_t start = reservedBytes;
    if (!segment ||
        __builtin_add_overflow(reservedBytes, *segment, &reservedBytes))
      return std::nullopt;
    ++numSegments;
    id = newBlock(Block{*segment, start, ~0u, ~0u, small});
    segmentHeads.push_back(id);
  }
  // Split off what remains when it is worth keeping as a block of its own;
  // otherwise the request takes the whole block.
  Block block = blocks[id];
  uint64_t remaining = block.bytes - *rounded;
  if (small ? remaining >= kMinBlockSize : remaining > kSmallSize) {
    unsigned rest = newBlock(
        Block{remaining, block.address + *rounded, id, block.next, small});
    if (block.next != ~0u)
      blocks[block.next].prev = rest;
    blocks[id].next = rest;
    blocks[id].bytes = *rounded;
    insertFree(rest);
  }
  blocks[id].free = false;
  allocatedBytes += blocks[id].bytes;
  peakAllocatedBytes = std::max(peakAllocatedBytes, allocatedBytes);
  return id;
}

void CachingAllocatorModel::free(unsigned handle) {
  assert(!blocks[handle].free && "the block is not allocated");
  allocatedBytes -= blocks[handle].bytes;
  blocks[handle].free = true;
  // Merge with the free neighbours of the segment (taken out of their
  // pool first: their sizes change): `into` takes `other`, the block after
  // it, whose number is freed.
  auto absorb = [&](unsigned into, unsigned other) {
    blocks[into].bytes += blocks[other].bytes;
    blocks[into].next = blocks[other].next;
    if (blocks[other].next != ~0u)
      blocks[blocks[other].next].prev = into;
    unusedBlocks.push_back(other);
  };
  unsigned id = handle;
  if (unsigned next = blocks[id].next; next != ~0u && blocks[next].free) {
    eraseFree(next);
    absorb(id, next);
  }
  if (unsigned prev = blocks[id].prev; prev != ~0u && blocks[prev].free) {
    eraseFree(prev);
    absorb(prev, id);
    id = prev;
  }
  insertFree(id);
}

void CachingAllocatorModel::appendLayout(
    SmallVectorImpl<uint64_t> &layout,
    function_ref<uint64_t(unsigned)> ownerOf) const {
  for (unsigned head : segmentHeads) {
    for (unsigned id = head; id != ~0u; id = blocks[id].next) {
      layout.push_back(blocks[id].bytes);
      layout.push_back(blocks[id].free ? ~uint64_t(0) : ownerOf(id));
    }
    // A size no block has: the segment ends (its blocks merge only with
    // each other).
    layout.push_back(0);
  }
}

/// What owns an allocated block in a layout (`appendLayout`): a step
/// buffer's number, or this for a block that is never freed.
static constexpr uint64_t kKeptBlock = ~uint64_t(1);

/// How many times a replayed step compares the pools' layout with the step
/// before it (`estimateReservedPools`).
static constexpr unsigned kLayoutCheckpoints = 16;

std::optional<StreamBytes>
zero::estimateReservedPools(const BufferSchedule &schedule,
                            bool stopWhereStepsRepeat,
                            uint64_t *eventsReplayed) {
  BufferSchedule::DeviceAllocations allocations =
      schedule.getDeviceAllocations();
  std::array<CachingAllocatorModel, kNumAllocationStreams> pools;
  // The buffer that holds each allocated block, by stream and handle.
  std::array<SmallVector<uint64_t>, kNumAllocationStreams> owners;
  auto allocate = [&](unsigned buffer,
                      uint64_t owner) -> std::optional<unsigned> {
    unsigned stream = static_cast<unsigned>(allocations.streams[buffer]);
    std::optional<unsigned> handle =
        pools[stream].allocate(allocations.bytes[buffer]);
    if (!handle)
      return std::nullopt;
    if (*handle >= owners[stream].size())
      owners[stream].resize(*handle + 1);
    owners[stream][*handle] = owner;
    return handle;
  };
  for (unsigned buffer : allocations.persistent)
    if (!allocate(buffer, kKeptBlock))
      return std::nullopt;
  auto countSegments = [&] {
    unsigned segments = 0;
    for (const CachingAllocatorModel &pool : pools)
      segments += pool.getNumSegments();
    return segments;
  };
  auto allocateCreatedInFirstStep = [&] {
    for (unsigned buffer : allocations.createdInFirstStep)
      if (!allocate(buffer, kKeptBlock))
        return false;
    return true;
  };
  auto takeLayout = [&](SmallVectorImpl<uint64_t> &layout) {
    layout.clear();
    for (unsigned stream = 0; stream < kNumAllocationStreams; ++stream) {
      pools[stream].appendLayout(
          layout, [&](unsigned handle) { return owners[stream][handle]; });
      // Where a size would be: no block has this one.
      layout.push_back(~uint64_t(0));
    }
  };
  // From the second step on, every step runs the same events from the same
  // kind of start. Where a step's pools are laid out as the step before's
  // were at the same event, each block in the same place and held by the
  // same buffer, the rest of the step repeats the rest of the step before
  // (the allocator is deterministic) and so creates no segment: the step
  // before created none from there on (this step holds all it created,
  // and as many segments), and this one none up to there. The replay
  // stops there, with what a replay to the end finds.
  size_t numEvents = allocations.step.size();
  auto checkpointAt = [&](unsigned checkpoint) {
    return numEvents * checkpoint / kLayoutCheckpoints;
  };
  SmallVector<SmallVector<uint64_t>> before(kLayoutCheckpoints),
      now(kLayoutCheckpoints);
  SmallVector<unsigned> handles(allocations.bytes.size(), ~0u);
  if (eventsReplayed)
    *eventsReplayed = 0;
  bool repeats = false;
  for (unsigned step = 0; step < kMaxReplayedSteps && !repeats; ++step) {
    unsigned segments = countSegments();
    unsigned checkpoint = 0;
    for (auto [index, event] : llvm::enumerate(allocations.step)) {
      for (;
           stopWhereStepsRepeat && step >= 1 &&
           checkpoint < kLayoutCheckpoints && checkpointAt(checkpoint) == index;
           ++checkpoint) {
        takeLayout(now[checkpoint]);
        if (step >= 2 && now[checkpoint] == before[checkpoint])
          repeats = true;
      }
      if (repeats)
        break;
      if (eventsReplayed)
        ++*eventsReplayed;
      // The first step creates the buffers that do not exist before it
      // (an optimizer's moments) where it first reads them; they carve
      // their blocks from what the step has freed so far, and stay.
      if (step == 0 && index == allocations.createdAfterEvents &&
          !allocateCreatedInFirstStep())
        return std::nullopt;
      if (event.isFree) {
        pools[static_cast<unsigned>(allocations.streams[event.buffer])].free(
            handles[event.buffer]);
        continue;
      }
      std::optional<unsigned> handle = allocate(event.buffer, event.buffer);
      if (!handle)
        return std::nullopt;
      handles[event.buffer] = *handle;
    }
    if (step == 0 && allocations.createdAfterEvents == numEvents &&
        !allocateCreatedInFirstStep())
      return std::nullopt;
    if (countSegments() == segments)
      break;
    std::swap(before, now);
  }
  StreamBytes reserved;
  for (unsigned stream = 0; stream < kNumAllocationStreams; ++stream)
    reserved[stream] = pools[stream].getReservedBytes();
  return reserved;
}

std::optional<uint64_t> zero::sumReservedPools(const StreamBytes &pools) {
  uint64_t total = 0;
  for (uint64_t bytes : pools)
    if (__builtin_add_overflow(total, bytes, &total))
      return std::nullopt;
  return total;
}

std::optional<uint64_t>
zero::estimateReservedBytes(const BufferSchedule &schedule) {
  std::optional<StreamBytes> pools = estimateReservedPools(schedule);
  if (!pools)
    return std::nullopt;
  return sumReservedPools(*pools);
}

void zero::recordCollectiveBuffers(BufferSchedule &schedule,
                                   CollectiveKind kind,
                                   ArrayRef<unsigned> operands,
                                   ArrayRef<unsigned> results) {
  // The flat buffer holds every tensor of the collective; a sum past 2^64
  // saturates, and the replay then reports the overflow.
  auto sumOf = [&](ArrayRef<unsigned> tensors) {
    uint64_t total = 0;
    for (unsigned tensor : tensors)
      if (__builtin_add_overflow(total, schedule.getBytes(tensor), &total))
        return UINT64_MAX;
    return total;
  };
  switch (kind) {
  case CollectiveKind::AllGather:
    schedule.addStagingBuffer(sumOf(results), AllocationStream::AllGather,
                              /*heldUntilNext=*/true);
    return;
  case CollectiveKind::ReduceScatter:
    schedule.addStagingBuffer(sumOf(operands), AllocationStream::ReduceScatter,
                              /*heldUntilNext=*/false);
    for (unsigned result : results)
      schedule.markStream(result, AllocationStream::ReduceScatter);
    return;
  case CollectiveKind::AllReduce:
    return;
  }
}

//===----------------------------------------------------------------------===//
// The device requirement
//===----------------------------------------------------------------------===//

uint64_t DeviceRuntimeOverheads::getCommunicatorBytes(int64_t ranks) const {
  if (ranks <= 1)
    return 0;
  uint64_t bytes;
  if (__builtin_mul_overflow(ncclBufferBytes,
                             static_cast<uint64_t>(ncclChannels) * kRingPeers,
                             &bytes))
    return UINT64_MAX;
  return bytes;
}

std::optional<DeviceRuntimeOverheads>
zero::parseDeviceRuntimeOverheads(bool cuda, StringRef cudaContext,
                                  StringRef ncclBuffSize,
                                  StringRef ncclChannels, std::string &error) {
  DeviceRuntimeOverheads overheads;
  if (!cuda) {
    StringRef given = !cudaContext.empty()    ? "cuda-context"
                      : !ncclBuffSize.empty() ? "nccl-buffsize"
                      : !ncclChannels.empty() ? "nccl-channels"
                                              : "";
    if (!given.empty()) {
      error = (given + " is a figure of a GPU, but runtime=cpu has no CUDA "
                       "context and no NCCL; drop it or use runtime=cuda")
                  .str();
      return std::nullopt;
    }
    overheads.cachingAllocator = false;
    overheads.cudaContextBytes = 0;
    overheads.ncclBufferBytes = 0;
    overheads.ncclChannels = 0;
    return overheads;
  }
  // A size, or 0 for none (which `parseMemorySize` refuses); empty keeps
  // the default.
  auto parseSize = [&](StringRef option, StringRef text,
                       uint64_t &bytes) -> bool {
    if (text.empty())
      return true;
    if (text.trim() == "0") {
      bytes = 0;
      return true;
    }
    if (std::optional<uint64_t> parsed = parseMemorySize(text)) {
      bytes = *parsed;
      return true;
    }
    error = (option + " must be a size such as 400MB or 4MiB, or 0, got '" +
             text + "'")
                .str();
    return false;
  };
  if (!parseSize("cuda-context", cudaContext, overheads.cudaContextBytes) ||
      !parseSize("nccl-buffsize", ncclBuffSize, overheads.ncclBufferBytes))
    return std::nullopt;
  if (ncclChannels.empty())
    return overheads;
  // Far more than any GPU has multiprocessors to run channels on.
  unsigned channels;
  if (ncclChannels.trim().getAsInteger(10, channels) || channels > 65536) {
    error = ("nccl-channels must be a count from 0 to 65536 (NCCL uses up "
             "to 32 by default), got '" +
             ncclChannels + "'")
                .str();
    return std::nullopt;
  }
  overheads.ncclChannels = channels;
  return overheads;
}

DeviceRequirement zero::computeSaturatedDeviceRequirement(
    const ScheduledFootprint &footprint,
    const DeviceRuntimeOverheads &overheads) {
  auto addSaturated = [](uint64_t a, uint64_t b) {
    uint64_t sum;
    return __builtin_add_overflow(a, b, &sum) ? UINT64_MAX : sum;
  };
  DeviceRequirement device;
  device.allocated = footprint.peak.total();
  // Without the caching allocator each buffer is allocated as it is.
  device.reserved = overheads.cachingAllocator
                        ? std::max(footprint.reservedBytes, device.allocated)
                        : device.allocated;
  // Each stream's pool; without the caching allocator (or for a footprint
  // with no replay) all of it is the compute stream's.
  if (overheads.cachingAllocator && device.reserved == footprint.reservedBytes)
    device.reservedByStream = footprint.reservedByStream;
  else
    device.reservedByStream[static_cast<unsigned>(AllocationStream::Compute)] =
        device.reserved;
  device.cudaContext = overheads.cudaContextBytes;
  // One communicator per group of axes the collectives span (the whole
  // grid; or, with shard groups, the group and the replicas).
  for (const AxisTraffic &axes : footprint.sentBytesByAxes) {
    if (axes.ranks <= 1 || !overheads.cachingAllocator)
      continue;
    ++device.communicators;
    device.ncclBuffers = addSaturated(
        device.ncclBuffers, overheads.getCommunicatorBytes(axes.ranks));
  }
  device.required = addSaturated(
      addSaturated(device.reserved, device.cudaContext), device.ncclBuffers);
  return device;
}

std::optional<DeviceRequirement>
zero::computeDeviceRequirement(const ScheduledFootprint &footprint,
                               const DeviceRuntimeOverheads &overheads) {
  DeviceRequirement device =
      computeSaturatedDeviceRequirement(footprint, overheads);
  // A part at 2^64 - 1 is one that passed it (no footprint counts that
  // many bytes).
  if (device.required == UINT64_MAX)
    return std::nullopt;
  return device;
}
