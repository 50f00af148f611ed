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

std::optional<unsigned> CachingAllocatorModel::allocate(uint64_t bytes) {
  std::optional<uint64_t> rounded = roundRequest(bytes);
  if (!rounded)
    return std::nullopt;
  bool small = *rounded <= kSmallSize;
  FreePool &pool = small ? smallPool : largePool;
  // Best fit: the smallest cached block at least as large, the lowest
  // address among those.
  unsigned id;
  // The tree node of the block taken, reused for the rest of it if split.
  FreePool::node_type node;
  auto fit = pool.lower_bound(keyFor(*rounded, 0, 0));
  if (fit != pool.end()) {
    id = fit->id;
    node = pool.extract(fit);
  } else {
    // The new segment starts where the ones before it end.
    std::optional<uint64_t> segment = getSegmentSize(*rounded);
    uint64_t start = reservedBytes;
    if (!segment ||
        __builtin_add_overflow(reservedBytes, *segment, &reservedBytes))
      return std::nullopt;
    ++numSegments;
    id = newBlock(Block{*segment, start, ~0u, ~0u, small});
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
    insertFree(pool, rest, std::move(node));
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
  // pool first: their keys change): `into` takes `other`, the block after
  // it, whose number is freed.
  auto absorb = [&](unsigned into, unsigned other) {
    blocks[into].bytes += blocks[other].bytes;
    blocks[into].next = blocks[other].next;
    if (blocks[other].next != ~0u)
      blocks[blocks[other].next].prev = into;
    unusedBlocks.push_back(other);
  };
  // A neighbour's tree node is reused for the merged block.
  FreePool &pool = poolOf(blocks[handle]);
  FreePool::node_type node;
  unsigned id = handle;
  if (unsigned next = blocks[id].next; next != ~0u && blocks[next].free) {
    node = pool.extract(keyOf(next));
    absorb(id, next);
  }
  if (unsigned prev = blocks[id].prev; prev != ~0u && blocks[prev].free) {
    FreePool::node_type prevNode = pool.extract(keyOf(prev));
    if (!node)
      node = std::move(prevNode);
    absorb(prev, id);
    id = prev;
  }
  insertFree(pool, id, std::move(node));
}

void CachingAllocatorModel::insertFree(FreePool &pool, unsigned id,
                                       FreePool::node_type node) {
  if (!node) {
    pool.insert(keyOf(id));
    return;
  }
  node.value() = keyOf(id);
  pool.insert(std::move(node));
}

std::optional<StreamBytes>
zero::estimateReservedPools(const BufferSchedule &schedule) {
  BufferSchedule::DeviceAllocations allocations =
      schedule.getDeviceAllocations();
  std::array<CachingAllocatorModel, kNumAllocationStreams> pools;
  auto poolOf = [&](unsigned buffer) -> CachingAllocatorModel & {
    return pools[static_cast<unsigned>(allocations.streams[buffer])];
  };
  for (unsigned buffer : allocations.persistent)
    if (!poolOf(buffer).allocate(allocations.bytes[buffer]))
      return std::nullopt;
  auto countSegments = [&] {
    unsigned segments = 0;
    for (const CachingAllocatorModel &pool : pools)
      segments += pool.getNumSegments();
    return segments;
  };
  auto allocateCreatedInFirstStep = [&] {
    for (unsigned buffer : allocations.createdInFirstStep)
      if (!poolOf(buffer).allocate(allocations.bytes[buffer]))
        return false;
    return true;
  };
  SmallVector<unsigned> handles(allocations.bytes.size(), ~0u);
  for (unsigned step = 0; step < kMaxReplayedSteps; ++step) {
    unsigned segments = countSegments();
    for (auto [index, event] : llvm::enumerate(allocations.step)) {
      // The first step creates the buffers that do not exist before it
      // (an optimizer's moments) where it first reads them; they carve
      // their blocks from what the step has freed so far, and stay.
      if (step == 0 && index == allocations.createdAfterEvents &&
          !allocateCreatedInFirstStep())
        return std::nullopt;
      if (event.isFree) {
        poolOf(event.buffer).free(handles[event.buffer]);
        continue;
      }
      std::optional<unsigned> handle =
          poolOf(event.buffer).allocate(allocations.bytes[event.buffer]);
      if (!handle)
        return std::nullopt;
      handles[event.buffer] = *handle;
    }
    if (step == 0 &&
        allocations.createdAfterEvents == allocations.step.size() &&
        !allocateCreatedInFirstStep())
      return std::nullopt;
    if (countSegments() == segments)
      break;
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
                                  StringRef ncclBuffSize, int64_t ncclChannels,
                                  std::string &error) {
  DeviceRuntimeOverheads overheads;
  if (!cuda) {
    StringRef given = !cudaContext.empty()    ? "cuda-context"
                      : !ncclBuffSize.empty() ? "nccl-buffsize"
                      : ncclChannels != -1    ? "nccl-channels"
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
  if (ncclChannels == -1)
    return overheads;
  // Far more than any GPU has multiprocessors to run channels on.
  if (ncclChannels < 0 || ncclChannels > 65536) {
    error = "nccl-channels must be between 0 and 65536 (NCCL uses up to 32 "
            "by default), got " +
            std::to_string(ncclChannels);
    return std::nullopt;
  }
  overheads.ncclChannels = static_cast<unsigned>(ncclChannels);
  return overheads;
}

std::optional<DeviceRequirement>
zero::computeDeviceRequirement(const ScheduledFootprint &footprint,
                               const DeviceRuntimeOverheads &overheads) {
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
    if (__builtin_add_overflow(device.ncclBuffers,
                               overheads.getCommunicatorBytes(axes.ranks),
                               &device.ncclBuffers))
      return std::nullopt;
  }
  if (__builtin_add_overflow(device.reserved, device.cudaContext,
                             &device.required) ||
      __builtin_add_overflow(device.required, device.ncclBuffers,
                             &device.required))
    return std::nullopt;
  return device;
}
