//===- DeviceMemoryTest.cpp - the caching allocator's pool ----------------===//
//
// Checks the model of PyTorch's CUDA caching allocator (DeviceMemory.h) on
// sequences of allocations and frees replayed by hand: the rounding of
// requests and segments, small blocks carved from one 2 MiB segment, blocks
// cached and reused after a free, best fit, splitting, merging, the
// fragmentation that makes the pool exceed the bytes allocated, and a step
// replayed until its pool stops growing. Then the device requirement:
// context and NCCL buffers per communicator.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

constexpr uint64_t KiB = 1024, MiB = 1024 * 1024;

// Requests are rounded up to 512 B, and 512 B at least.
TEST(CachingAllocatorTest, RoundsRequestsTo512Bytes) {
  EXPECT_EQ(CachingAllocatorModel::roundRequest(1), 512u);
  EXPECT_EQ(CachingAllocatorModel::roundRequest(512), 512u);
  EXPECT_EQ(CachingAllocatorModel::roundRequest(513), 1024u);
  EXPECT_EQ(CachingAllocatorModel::roundRequest(3 * MiB + 1), 3 * MiB + 512);
  EXPECT_EQ(CachingAllocatorModel::roundRequest(UINT64_MAX), std::nullopt);
}

// Segments: 2 MiB up to 1 MiB, 20 MiB below 10 MiB, else the request
// rounded up to 2 MiB.
TEST(CachingAllocatorTest, SegmentSizes) {
  EXPECT_EQ(CachingAllocatorModel::getSegmentSize(512), 2 * MiB);
  EXPECT_EQ(CachingAllocatorModel::getSegmentSize(1 * MiB), 2 * MiB);
  EXPECT_EQ(CachingAllocatorModel::getSegmentSize(1 * MiB + 512), 20 * MiB);
  EXPECT_EQ(CachingAllocatorModel::getSegmentSize(10 * MiB - 512), 20 * MiB);
  EXPECT_EQ(CachingAllocatorModel::getSegmentSize(10 * MiB), 10 * MiB);
  EXPECT_EQ(CachingAllocatorModel::getSegmentSize(10 * MiB + 512), 12 * MiB);
}

// 1000 B takes a 1024 B block of a new 2 MiB segment; 3000 B a 3072 B block
// of what remains of it: one segment, 4096 B allocated.
TEST(CachingAllocatorTest, SmallRequestsShareASegment) {
  CachingAllocatorModel allocator;
  std::optional<unsigned> a = allocator.allocate(1000);
  std::optional<unsigned> b = allocator.allocate(3000);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(allocator.getBlockBytes(*a), 1024u);
  EXPECT_EQ(allocator.getBlockBytes(*b), 3072u);
  EXPECT_EQ(allocator.getNumSegments(), 1u);
  EXPECT_EQ(allocator.getReservedBytes(), 2 * MiB);
  EXPECT_EQ(allocator.getAllocatedBytes(), 4096u);
}

// A 2 MiB segment holds four 512 KiB blocks (the fourth takes what remains
// whole); the fifth needs a second segment.
TEST(CachingAllocatorTest, FullSmallSegmentGetsASecond) {
  CachingAllocatorModel allocator;
  for (int i = 0; i < 4; ++i)
    ASSERT_TRUE(allocator.allocate(512 * KiB));
  EXPECT_EQ(allocator.getReservedBytes(), 2 * MiB);
  ASSERT_TRUE(allocator.allocate(512 * KiB));
  EXPECT_EQ(allocator.getNumSegments(), 2u);
  EXPECT_EQ(allocator.getReservedBytes(), 4 * MiB);
}

// Four 512 KiB blocks freed out of order merge back into one 2 MiB block:
// two 1 MiB requests then fit in it without a new segment. (Unmerged, no
// 512 KiB block could hold 1 MiB.)
TEST(CachingAllocatorTest, FreedNeighboursMerge) {
  CachingAllocatorModel allocator;
  unsigned blocks[4];
  for (unsigned &block : blocks)
    block = *allocator.allocate(512 * KiB);
  for (int i : {1, 3, 2, 0})
    allocator.free(blocks[i]);
  EXPECT_EQ(allocator.getAllocatedBytes(), 0u);
  ASSERT_TRUE(allocator.allocate(1 * MiB));
  ASSERT_TRUE(allocator.allocate(1 * MiB));
  EXPECT_EQ(allocator.getNumSegments(), 1u);
  EXPECT_EQ(allocator.getReservedBytes(), 2 * MiB);
}

// 8 MiB gets a 20 MiB segment (8 MiB taken, 12 MiB cached); freed, the
// block is cached, not returned: the next 8 MiB reuses it.
TEST(CachingAllocatorTest, FreedBlocksAreCached) {
  CachingAllocatorModel allocator;
  unsigned a = *allocator.allocate(8 * MiB);
  EXPECT_EQ(allocator.getReservedBytes(), 20 * MiB);
  allocator.free(a);
  EXPECT_EQ(allocator.getReservedBytes(), 20 * MiB);
  ASSERT_TRUE(allocator.allocate(8 * MiB));
  EXPECT_EQ(allocator.getNumSegments(), 1u);
  EXPECT_EQ(allocator.getReservedBytes(), 20 * MiB);
}

// Fragmentation: A and B of 12 MiB each get a segment of exactly 12 MiB.
// With A freed, C of 14 MiB fits in no cached block and gets a third
// segment: 38 MiB reserved for at most 26 MiB (B + C) allocated.
TEST(CachingAllocatorTest, FragmentationGrowsThePool) {
  CachingAllocatorModel allocator;
  unsigned a = *allocator.allocate(12 * MiB);
  ASSERT_TRUE(allocator.allocate(12 * MiB));
  allocator.free(a);
  ASSERT_TRUE(allocator.allocate(14 * MiB));
  EXPECT_EQ(allocator.getNumSegments(), 3u);
  EXPECT_EQ(allocator.getReservedBytes(), 38 * MiB);
  EXPECT_EQ(allocator.getPeakAllocatedBytes(), 26 * MiB);
}

// 11 MiB gets a 12 MiB segment; the 1 MiB left is not more than 1 MiB, so
// the block is not split and the request holds all 12 MiB. A later 1.5 MiB
// (a large-pool request) finds nothing cached and gets a 20 MiB segment.
TEST(CachingAllocatorTest, LargeBlocksSplitOnlyPastOneMiB) {
  CachingAllocatorModel allocator;
  unsigned a = *allocator.allocate(11 * MiB);
  EXPECT_EQ(allocator.getBlockBytes(a), 12 * MiB);
  ASSERT_TRUE(allocator.allocate(3 * MiB / 2));
  EXPECT_EQ(allocator.getReservedBytes(), 32 * MiB);
  EXPECT_EQ(allocator.getAllocatedBytes(), 12 * MiB + 3 * MiB / 2);
}

// Best fit: in one 20 MiB segment X = 2 MiB at 0, Y = 4 MiB at 2, Z = 3 MiB
// at 6, 11 MiB free at 9. Freeing X caches 2 MiB at 0; freeing Z merges it
// with the free tail into 14 MiB at 6. A 1.5 MiB request takes the smaller
// cached block, X's 2 MiB, whole (0.5 MiB left is not worth a split).
TEST(CachingAllocatorTest, BestFitTakesTheSmallestBlock) {
  CachingAllocatorModel allocator;
  unsigned x = *allocator.allocate(2 * MiB);
  ASSERT_TRUE(allocator.allocate(4 * MiB));
  unsigned z = *allocator.allocate(3 * MiB);
  allocator.free(x);
  allocator.free(z);
  unsigned w = *allocator.allocate(3 * MiB / 2);
  EXPECT_EQ(allocator.getBlockBytes(w), 2 * MiB);
  EXPECT_EQ(allocator.getNumSegments(), 1u);
  EXPECT_EQ(allocator.getAllocatedBytes(), 6 * MiB);
  // The 14 MiB block is whole: 14 MiB fits without a new segment.
  ASSERT_TRUE(allocator.allocate(14 * MiB));
  EXPECT_EQ(allocator.getNumSegments(), 1u);
}

// A step replayed until its pool stops growing. p (3 MiB) persists; op 0
// defines a (12 MiB); op 1 reads a and defines b (12 MiB); op 2 reads b and
// defines c (14 MiB); op 3 reads c. Allocated at most p + b + c = 29 MiB.
//
// Before the step: p takes 3 MiB of a 20 MiB segment S0; 17 MiB cached.
// Step 1: a takes [3, 15) of S0 (5 MiB cached after it); b fits nowhere:
//   segment S1 of 12 MiB; a freed merges into 17 MiB at 3 of S0; c takes
//   [3, 17) of S0; b freed; c freed. Pool: S0 17 MiB free at 3, S1 12 MiB.
// Step 2: a takes S1 whole (the best fit); b takes [3, 15) of S0; a freed;
//   c (14 MiB) fits neither 5 MiB nor 12 MiB: segment S2 of 14 MiB.
// Step 3: a takes S1; b takes 12 of S2's 14 MiB; a freed; c takes [3, 17)
//   of S0: no new segment, so every later step is this one.
// Reserved: S0 + S1 + S2 = 20 + 12 + 14 = 46 MiB.
TEST(CachingAllocatorTest, StepReplayedUntilThePoolIsSteady) {
  BufferSchedule schedule;
  unsigned p = schedule.addArgument(3 * MiB);
  schedule.markPersistent(p);
  schedule.beginOp();
  unsigned a = schedule.addResult(12 * MiB);
  schedule.beginOp();
  schedule.addUse(a);
  unsigned b = schedule.addResult(12 * MiB);
  schedule.beginOp();
  schedule.addUse(b);
  unsigned c = schedule.addResult(14 * MiB);
  schedule.beginOp();
  schedule.addUse(c);
  EXPECT_EQ(estimateReservedBytes(schedule), 46 * MiB);
}

// A buffer in host memory is not the device's: the same step with c on the
// host never needs S2. Step 1 as above but c: S0 and S1; step 2: a in S1,
// b in S0; no new segment. Reserved 32 MiB.
TEST(CachingAllocatorTest, HostBuffersAreNotReplayed) {
  BufferSchedule schedule;
  unsigned p = schedule.addArgument(3 * MiB);
  schedule.markPersistent(p);
  schedule.beginOp();
  unsigned a = schedule.addResult(12 * MiB);
  schedule.beginOp();
  schedule.addUse(a);
  unsigned b = schedule.addResult(12 * MiB);
  schedule.beginOp();
  schedule.addUse(b);
  unsigned c = schedule.addResult(14 * MiB);
  schedule.markTier(c, MemoryTier::Host);
  schedule.beginOp();
  schedule.addUse(c);
  EXPECT_EQ(estimateReservedBytes(schedule), 32 * MiB);
}

// An optimizer's moment does not exist before the first step: PyTorch's
// optimizers create it at the start of the first `step()`, from blocks the
// step has freed by then. Here an activation a (40 MiB) is freed after op 1
// and the update (op 2) first reads the moment m (12 MiB).
// Created in the first step: m takes 12 MiB of a's 40 MiB segment, so in
// the second step a finds 28 MiB free and gets a segment of its own; from
// then on every step is the same: 40 + 40 = 80 MiB.
// Allocated before the step (a job that loaded its moments): m has a 12 MiB
// segment and a its 40 MiB one: 52 MiB.
TEST(CachingAllocatorTest, MomentsCreatedInTheFirstStepCarveFreedBlocks) {
  auto build = [](bool createdInStep, unsigned *moment) {
    BufferSchedule schedule;
    unsigned m = schedule.addArgument(12 * MiB);
    schedule.markPersistent(m);
    if (createdInStep)
      schedule.markCreatedAtFirstUse(m);
    schedule.beginOp();
    unsigned a = schedule.addResult(40 * MiB);
    schedule.beginOp();
    schedule.addUse(a);
    schedule.beginOp();
    schedule.addUse(m);
    *moment = m;
    return schedule;
  };
  unsigned m;
  BufferSchedule lazy = build(/*createdInStep=*/true, &m);
  BufferSchedule::DeviceAllocations allocations = lazy.getDeviceAllocations();
  EXPECT_TRUE(allocations.persistent.empty());
  ASSERT_EQ(allocations.createdInFirstStep.size(), 1u);
  EXPECT_EQ(allocations.bytes[allocations.createdInFirstStep[0]], 12 * MiB);
  // After a's allocation and its free: the update's op comes after both.
  EXPECT_EQ(allocations.createdAfterEvents, 2u);
  EXPECT_EQ(estimateReservedBytes(lazy), 80 * MiB);
  EXPECT_EQ(estimateReservedBytes(build(/*createdInStep=*/false, &m)),
            52 * MiB);
}

// A tensor near 2^64 bytes cannot be rounded: the replay says so.
TEST(CachingAllocatorTest, OverflowIsReported) {
  BufferSchedule schedule;
  schedule.addArgument(UINT64_MAX - 10);
  EXPECT_EQ(estimateReservedBytes(schedule), std::nullopt);
}

// A pool per stream: a 12 MiB block freed on the compute stream is not
// handed to a 12 MiB request on the reduce-scatter stream, which opens a
// segment of its own (requests from 10 MiB on get a segment of their size
// rounded up to 2 MiB: 12 MiB). Reserved: 12 + 12 = 24 MiB, where one pool
// would have reused the block: 12 MiB.
TEST(CachingAllocatorTest, StreamsDoNotShareBlocks) {
  BufferSchedule schedule;
  schedule.beginOp();
  unsigned a = schedule.addResult(12 * MiB);
  schedule.beginOp();
  schedule.addUse(a);
  schedule.beginOp();
  unsigned b = schedule.addResult(12 * MiB);
  schedule.markStream(b, AllocationStream::ReduceScatter);
  schedule.beginOp();
  schedule.addUse(b);
  std::optional<StreamBytes> pools = estimateReservedPools(schedule);
  ASSERT_TRUE(pools.has_value());
  EXPECT_EQ((*pools)[static_cast<unsigned>(AllocationStream::Compute)],
            12 * MiB);
  EXPECT_EQ((*pools)[static_cast<unsigned>(AllocationStream::ReduceScatter)],
            12 * MiB);
  EXPECT_EQ(estimateReservedBytes(schedule), 24 * MiB);
}

// Two all-gathers of 12 MiB each, as FSDP2 runs them: each receives into a
// flat 12 MiB buffer on the all-gather stream, held until the next gather
// has allocated its own, so two are in flight: two 12 MiB segments. The
// gathered copies on the compute stream live one op each: the second reuses
// the first's segment, 12 MiB. Step 2 reuses every segment. Reserved:
// 24 + 12 = 36 MiB.
TEST(CachingAllocatorTest, AllGatherFlatBuffersOverlapByOne) {
  BufferSchedule schedule;
  unsigned shard1 = schedule.addArgument(6 * MiB);
  unsigned shard2 = schedule.addArgument(6 * MiB);
  schedule.markPersistent(shard1);
  schedule.markPersistent(shard2);
  for (unsigned shard : {shard1, shard2}) {
    schedule.beginOp();
    schedule.addUse(shard);
    unsigned gathered = schedule.addResult(12 * MiB);
    recordCollectiveBuffers(schedule, CollectiveKind::AllGather, {shard},
                            {gathered});
    schedule.beginOp();
    schedule.addUse(gathered);
  }
  std::optional<StreamBytes> pools = estimateReservedPools(schedule);
  ASSERT_TRUE(pools.has_value());
  EXPECT_EQ((*pools)[static_cast<unsigned>(AllocationStream::AllGather)],
            24 * MiB);
  // The shards (a 20 MiB segment: 6 MiB < 10 MiB, both in it) and a
  // gathered copy at a time (12 MiB).
  EXPECT_EQ((*pools)[static_cast<unsigned>(AllocationStream::Compute)],
            32 * MiB);
  EXPECT_EQ(estimateReservedBytes(schedule), 56 * MiB);
}

// A reduce-scatter of a 12 MiB gradient to a 6 MiB shard: the flat 12 MiB
// input on the reduce-scatter stream takes a 12 MiB segment whole, so the
// shard, allocated while it is held, opens a 20 MiB one (6 MiB < 10 MiB);
// then the input is freed. The gradient itself is the compute stream's
// (12 MiB). Step 2 reuses all three. Reserved: 12 + 12 + 20 = 44 MiB.
TEST(CachingAllocatorTest, ReduceScatterFlatInputAndShard) {
  BufferSchedule schedule;
  schedule.beginOp();
  unsigned grad = schedule.addResult(12 * MiB);
  schedule.beginOp();
  schedule.addUse(grad);
  unsigned shard = schedule.addResult(6 * MiB);
  recordCollectiveBuffers(schedule, CollectiveKind::ReduceScatter, {grad},
                          {shard});
  schedule.beginOp();
  schedule.addUse(shard);
  std::optional<StreamBytes> pools = estimateReservedPools(schedule);
  ASSERT_TRUE(pools.has_value());
  EXPECT_EQ((*pools)[static_cast<unsigned>(AllocationStream::ReduceScatter)],
            32 * MiB);
  EXPECT_EQ((*pools)[static_cast<unsigned>(AllocationStream::Compute)],
            12 * MiB);
  EXPECT_EQ(estimateReservedBytes(schedule), 44 * MiB);
}

// device_required = reserved + context + per communicator of more than one
// rank 32 channels x 2 ring peers x 4 MiB = 256 MiB. With shard groups
// (2 x 4) the program uses two communicators: 512 MiB.
TEST(DeviceRequirementTest, AddsContextAndNcclBuffers) {
  ScheduledFootprint footprint;
  footprint.peak.activations = 70 * MiB;
  footprint.reservedBytes = 80 * MiB;
  footprint.sentBytesByAxes = {AxisTraffic{{1}, 4, 100},
                               AxisTraffic{{0}, 2, 100}};
  DeviceRuntimeOverheads overheads;
  std::optional<DeviceRequirement> device =
      computeDeviceRequirement(footprint, overheads);
  ASSERT_TRUE(device);
  EXPECT_EQ(device->allocated, 70 * MiB);
  EXPECT_EQ(device->getAllocatorReserve(), 10 * MiB);
  EXPECT_EQ(device->communicators, 2u);
  EXPECT_EQ(device->ncclBuffers, 512 * MiB);
  EXPECT_EQ(device->required, 80 * MiB + 400'000'000 + 512 * MiB);
}

// One rank has no communicator: no NCCL buffers.
TEST(DeviceRequirementTest, OneRankHasNoNcclBuffers) {
  DeviceRuntimeOverheads overheads;
  EXPECT_EQ(overheads.getCommunicatorBytes(1), 0u);
  EXPECT_EQ(overheads.getCommunicatorBytes(2), 256 * MiB);
}

// runtime=cpu: the bytes allocated are all there is.
TEST(DeviceRequirementTest, CpuRuntimeIsTheAllocatedPeak) {
  std::string error;
  std::optional<DeviceRuntimeOverheads> cpu =
      parseDeviceRuntimeOverheads(/*cuda=*/false, "", "", "", error);
  ASSERT_TRUE(cpu);
  ScheduledFootprint footprint;
  footprint.peak.activations = 70 * MiB;
  footprint.reservedBytes = 80 * MiB;
  footprint.sentBytesByAxes = {AxisTraffic{{}, 8, 100}};
  std::optional<DeviceRequirement> device =
      computeDeviceRequirement(footprint, *cpu);
  ASSERT_TRUE(device);
  EXPECT_EQ(device->required, 70 * MiB);
  EXPECT_EQ(device->communicators, 0u);
}

// The options: sizes, 0, defaults; a bad size, a channel count out of
// range, and a GPU figure given with runtime=cpu are errors naming the
// option.
TEST(DeviceRequirementTest, ParsesTheOptions) {
  std::string error;
  std::optional<DeviceRuntimeOverheads> given =
      parseDeviceRuntimeOverheads(true, "0", "1MiB", "8", error);
  ASSERT_TRUE(given);
  EXPECT_EQ(given->cudaContextBytes, 0u);
  EXPECT_EQ(given->getCommunicatorBytes(16), 8 * 2 * MiB);
  std::optional<DeviceRuntimeOverheads> defaults =
      parseDeviceRuntimeOverheads(true, "", "", "", error);
  ASSERT_TRUE(defaults);
  EXPECT_EQ(defaults->cudaContextBytes, 400'000'000u);
  EXPECT_EQ(defaults->ncclChannels, 32u);
  EXPECT_FALSE(parseDeviceRuntimeOverheads(true, "lots", "", "", error));
  EXPECT_NE(error.find("cuda-context must be a size"), std::string::npos);
  EXPECT_FALSE(parseDeviceRuntimeOverheads(true, "", "", "70000", error));
  EXPECT_NE(error.find("nccl-channels must be a count from 0 to 65536"),
            std::string::npos);
  // -1 is not a count either (it was taken for the default, 32).
  EXPECT_FALSE(parseDeviceRuntimeOverheads(true, "", "", "-1", error));
  EXPECT_NE(error.find("got '-1'"), std::string::npos);
  EXPECT_FALSE(parseDeviceRuntimeOverheads(false, "", "2MiB", "", error));
  EXPECT_NE(error.find("nccl-buffsize is a figure of a GPU"),
            std::string::npos);
}

} // namespace
