//===- BufferSchedule.cpp - the liveness model of a step ------------------===//

#include "zero/Dialect/Zero/Analysis/BufferSchedule.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;

unsigned BufferSchedule::addArgument(uint64_t bytes) {
  auto id = static_cast<unsigned>(values.size());
  values.push_back({bytes, /*first=*/0, /*last=*/0, id});
  return id;
}

unsigned BufferSchedule::addResult(uint64_t bytes) {
  assert(numOps > 0 && "a result needs an op");
  auto id = static_cast<unsigned>(values.size());
  values.push_back({bytes, numOps - 1, numOps - 1, id});
  return id;
}

void BufferSchedule::addUse(unsigned value) {
  assert(numOps > 0 && "a use needs an op");
  values[value].last = std::max(values[value].last, numOps - 1);
  values[value].firstUse = std::min(values[value].firstUse, numOps - 1);
}

unsigned BufferSchedule::find(unsigned value) const {
  while (values[value].parent != value) {
    values[value].parent = values[values[value].parent].parent;
    value = values[value].parent;
  }
  return value;
}

void BufferSchedule::shareBuffer(unsigned a, unsigned b) {
  unsigned rootA = find(a), rootB = find(b);
  if (rootA != rootB)
    values[rootA].parent = rootB;
}

bool BufferSchedule::shareInitBuffer(unsigned result, unsigned init) {
  if (values[init].last > values[result].first || values[init].initTaken)
    return false;
  values[init].initTaken = true;
  shareBuffer(result, init);
  return true;
}

void BufferSchedule::markKind(unsigned value, BufferKind kind) {
  values[value].kind = std::min(values[value].kind, kind);
}

void BufferSchedule::markPersistent(unsigned value) {
  values[value].persistent = true;
}

void BufferSchedule::markCreatedAtFirstUse(unsigned value) {
  values[value].createdAtFirstUse = true;
}

void BufferSchedule::markStream(unsigned value, AllocationStream stream) {
  values[value].stream = stream;
}

void BufferSchedule::addStagingBuffer(uint64_t bytes, AllocationStream stream,
                                      bool heldUntilNext) {
  assert(numOps > 0 && "a staging buffer needs an op");
  unsigned op = numOps - 1;
  unsigned &held = heldStaging[static_cast<unsigned>(stream)];
  if (held != ~0u)
    stagings[held].freedAt = op;
  held = ~0u;
  // Freed at the end of the step unless a later staging buffer of its
  // stream frees it first.
  stagings.push_back({bytes, op, heldUntilNext ? ~0u : op, stream});
  if (heldUntilNext)
    held = stagings.size() - 1;
}

void BufferSchedule::markTier(unsigned value, MemoryTier tier) {
  values[value].tier = std::max(values[value].tier, tier);
}

namespace {
using Buffer = BufferSchedule::Buffer;

/// The bytes of `live` that `buffer` counts toward.
uint64_t &bucketOf(LiveBytes &live, const Buffer &buffer) {
  switch (buffer.kind) {
  case BufferKind::ModelState:
    return live.modelStates;
  case BufferKind::GatheredWeight:
    return live.gatheredWeights;
  case BufferKind::GradientBucket:
    return live.gradientBuckets;
  case BufferKind::Activation:
    return live.activations;
  }
  llvm_unreachable("unknown buffer kind");
}

/// `sum += value`; false when the sum leaves 64 bits.
[[nodiscard]] bool addChecked(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}
} // namespace

SmallVector<BufferSchedule::Buffer> BufferSchedule::getBuffers() const {
  // One buffer per class, indexed through its root.
  SmallVector<unsigned> bufferOfRoot(values.size(), ~0u);
  SmallVector<Buffer> buffers;
  for (unsigned id = 0, e = values.size(); id < e; ++id) {
    unsigned &index = bufferOfRoot[find(id)];
    if (index == ~0u) {
      index = buffers.size();
      buffers.emplace_back();
    }
    Buffer &buffer = buffers[index];
    const ValueInfo &value = values[id];
    buffer.bytes = std::max(buffer.bytes, value.bytes);
    // The value that starts the buffer allocates it, on its stream.
    if (value.first < buffer.first ||
        (value.first == buffer.first &&
         value.stream != AllocationStream::Compute))
      buffer.stream = value.stream;
    buffer.first = std::min(buffer.first, value.first);
    buffer.last = std::max(buffer.last, value.last);
    buffer.kind = std::min(buffer.kind, value.kind);
    buffer.tier = std::max(buffer.tier, value.tier);
    buffer.persistent |= value.persistent;
    buffer.createdAtFirstUse |= value.createdAtFirstUse;
    buffer.firstUse = std::min(buffer.firstUse, value.firstUse);
  }
  for (Buffer &buffer : buffers)
    if (buffer.persistent) {
      buffer.first = 0;
      buffer.last = numOps;
      buffer.stream = AllocationStream::Compute;
    }
  return buffers;
}

namespace {
/// Numbers grouped by the position they were added at, each group in the
/// order they were added: a counting sort (positions are dense). The
/// sweeps group buffers by where they start and end.
class PositionGroups {
public:
  explicit PositionGroups(unsigned numPositions)
      : offsets(numPositions + 1, 0) {}
  void add(unsigned position, unsigned number) {
    added.push_back({position, number});
  }
  /// Sorts what was added; call once, before `at`.
  void group() {
    for (auto [position, number] : added)
      ++offsets[position + 1];
    for (unsigned position = 1; position < offsets.size(); ++position)
      offsets[position] += offsets[position - 1];
    numbers.resize(added.size());
    SmallVector<unsigned> next(offsets);
    for (auto [position, number] : added)
      numbers[next[position]++] = number;
  }
  ArrayRef<unsigned> at(unsigned position) const {
    return ArrayRef<unsigned>(numbers).slice(
        offsets[position], offsets[position + 1] - offsets[position]);
  }

private:
  SmallVector<std::pair<unsigned, unsigned>> added;
  SmallVector<unsigned> offsets, numbers;
};
} // namespace

BufferSchedule::DeviceAllocations BufferSchedule::getDeviceAllocations() const {
  SmallVector<Buffer> buffers = getBuffers();
  DeviceAllocations allocations;
  // Buffers by the position they start and end at, in their order; the
  // staging buffers apart, since they are allocated and freed first.
  PositionGroups startsAt(numOps + 1), endsAt(numOps + 1), stagedAt(numOps + 1),
      unstagedAt(numOps + 1);
  auto add = [&](uint64_t bytes, AllocationStream stream) {
    auto id = static_cast<unsigned>(allocations.bytes.size());
    allocations.bytes.push_back(bytes);
    allocations.streams.push_back(stream);
    return id;
  };
  // Where the buffers created in the first step are created: the first
  // op that reads one of them.
  unsigned createdAt = numOps;
  for (const Buffer &buffer : buffers) {
    if (buffer.bytes == 0 || buffer.tier != MemoryTier::Device)
      continue;
    unsigned id = add(buffer.bytes, buffer.stream);
    if (buffer.persistent && buffer.createdAtFirstUse) {
      allocations.createdInFirstStep.push_back(id);
      createdAt = std::min(createdAt, buffer.firstUse);
      continue;
    }
    if (buffer.persistent) {
      allocations.persistent.push_back(id);
      continue;
    }
    startsAt.add(buffer.first, id);
    endsAt.add(buffer.last, id);
  }
  for (const Staging &staging : stagings) {
    if (staging.bytes == 0)
      continue;
    unsigned id = add(staging.bytes, staging.stream);
    stagedAt.add(staging.op, id);
    unstagedAt.add(std::min(staging.freedAt, numOps), id);
  }
  for (PositionGroups *groups : {&startsAt, &endsAt, &stagedAt, &unstagedAt})
    groups->group();
  allocations.step.reserve(2 * (allocations.bytes.size() -
                                allocations.persistent.size() -
                                allocations.createdInFirstStep.size()));
  for (unsigned at = 0; at <= numOps; ++at) {
    // Created before the op allocates anything of its own: PyTorch's
    // optimizer creates its moments before its update runs.
    if (at == createdAt)
      allocations.createdAfterEvents = allocations.step.size();
    for (unsigned id : stagedAt.at(at))
      allocations.step.push_back({id, /*isFree=*/false});
    for (unsigned id : startsAt.at(at))
      allocations.step.push_back({id, /*isFree=*/false});
    for (unsigned id : unstagedAt.at(at))
      allocations.step.push_back({id, /*isFree=*/true});
    for (unsigned id : endsAt.at(at))
      allocations.step.push_back({id, /*isFree=*/true});
  }
  return allocations;
}

FailureOr<std::pair<LiveBytes, unsigned>>
BufferSchedule::computePeak(function_ref<Location(unsigned)> locationOf,
                            TierBytes *tierPeaks) const {
  SmallVector<Buffer> buffers = getBuffers();

  // Buffers by where they start and end.
  PositionGroups startsAt(numOps + 1), endsAt(numOps + 1);
  for (auto [index, buffer] : llvm::enumerate(buffers)) {
    if (buffer.bytes == 0)
      continue;
    startsAt.add(buffer.first, index);
    endsAt.add(buffer.last, index);
  }
  startsAt.group();
  endsAt.group();

  LiveBytes live, peak;
  unsigned peakPosition = 0;
  // The host and NVMe tiers: what lives there is not device memory.
  TierBytes tierLive = {}, tierPeak = {};
  for (unsigned at = 0; at <= numOps; ++at) {
    for (unsigned index : startsAt.at(at)) {
      const Buffer &buffer = buffers[index];
      if (buffer.tier != MemoryTier::Device) {
        uint64_t &tierTotal = tierLive[static_cast<int>(buffer.tier)];
        if (!addChecked(tierTotal, buffer.bytes))
          return emitError(locationOf(at))
                 << "the bytes live per rank in "
                 << stringifyMemoryTier(buffer.tier)
                 << " memory here pass 2^64; check the tensor shapes";
        continue;
      }
      // Each part is at most the total, so checking the total is enough.
      uint64_t total = live.total();
      if (!addChecked(bucketOf(live, buffer), buffer.bytes) ||
          !addChecked(total, buffer.bytes))
        return emitError(locationOf(at))
               << "the bytes live per rank here pass 2^64; the scheduled "
                  "footprint counts bytes in 64 bits; check the tensor shapes";
    }
    if (live.total() > peak.total()) {
      peak = live;
      peakPosition = at;
    }
    for (unsigned tier = 1; tier < tierLive.size(); ++tier)
      tierPeak[tier] = std::max(tierPeak[tier], tierLive[tier]);
    // A buffer whose last use is this op is free after it.
    for (unsigned index : endsAt.at(at)) {
      const Buffer &buffer = buffers[index];
      if (buffer.tier != MemoryTier::Device)
        tierLive[static_cast<int>(buffer.tier)] -= buffer.bytes;
      else
        bucketOf(live, buffer) -= buffer.bytes;
    }
  }
  if (tierPeaks) {
    *tierPeaks = tierPeak;
    (*tierPeaks)[static_cast<int>(MemoryTier::Device)] = peak.total();
  }
  return std::make_pair(peak, peakPosition);
}
