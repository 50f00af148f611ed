//===- CachingAllocatorReplayTest.cpp - the allocator model, differentially
//===//
//
// Two differential checks of the caching-allocator model (DeviceMemory.h) on
// random inputs, where the hand-made cases of DeviceMemoryTest.cpp cannot
// reach every path:
//
// - the model against a plain reference written from the rules the header
//   states (every block in one address-ordered list, best fit by a scan of
//   all of them): after every request and free, the two hold the same
//   segments, the same blocks in the same places and the same counters.
//   The model keeps its free blocks in per-size classes, so what it finds
//   must be what the scan finds;
// - the replay of a step that stops where a step repeats the layout of the
//   step before (`estimateReservedPools`) against the replay of every step
//   to its end: the same pools, on schedules whose pools take three steps
//   and more to settle, and fewer events replayed on some of them.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"

#include "gtest/gtest.h"

#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::caching_allocator;

namespace {

constexpr uint64_t KiB = 1024, MiB = 1024 * 1024;
constexpr uint64_t kFree = ~uint64_t(0);

/// The allocator the header describes, as plainly as it can be written.
/// A block is named by its address, which an allocated block keeps.
class ReferenceAllocator {
public:
  uint64_t allocate(uint64_t bytes) {
    uint64_t rounded = *CachingAllocatorModel::roundRequest(bytes);
    bool small = rounded <= kSmallSize;
    size_t fit = blocks.size();
    for (size_t i = 0; i < blocks.size(); ++i) {
      const Block &block = blocks[i];
      if (!block.free || block.small != small || block.bytes < rounded)
        continue;
      if (fit == blocks.size() || block.bytes < blocks[fit].bytes ||
          (block.bytes == blocks[fit].bytes &&
           block.address < blocks[fit].address))
        fit = i;
    }
    if (fit == blocks.size()) {
      uint64_t segment = *CachingAllocatorModel::getSegmentSize(rounded);
      blocks.push_back({segment, reserved, numSegments++, small, true});
      reserved += segment;
    }
    uint64_t remaining = blocks[fit].bytes - rounded;
    if (small ? remaining >= kMinBlockSize : remaining > kSmallSize) {
      Block rest = blocks[fit];
      rest.bytes = remaining;
      rest.address += rounded;
      blocks[fit].bytes = rounded;
      blocks.insert(blocks.begin() + fit + 1, rest);
    }
    blocks[fit].free = false;
    allocated += blocks[fit].bytes;
    peak = std::max(peak, allocated);
    return blocks[fit].address;
  }

  void free(uint64_t address) {
    size_t i = 0;
    while (blocks[i].address != address)
      ++i;
    blocks[i].free = true;
    allocated -= blocks[i].bytes;
    auto mergesWithNext = [&](size_t at) {
      return at + 1 < blocks.size() && blocks[at].free && blocks[at + 1].free &&
             blocks[at].segment == blocks[at + 1].segment;
    };
    if (mergesWithNext(i)) {
      blocks[i].bytes += blocks[i + 1].bytes;
      blocks.erase(blocks.begin() + i + 1);
    }
    if (i > 0 && mergesWithNext(i - 1)) {
      blocks[i - 1].bytes += blocks[i].bytes;
      blocks.erase(blocks.begin() + i);
    }
  }

  /// As `CachingAllocatorModel::appendLayout` writes it, owners being
  /// addresses.
  std::vector<uint64_t> getLayout() const {
    std::vector<uint64_t> layout;
    for (size_t i = 0; i < blocks.size(); ++i) {
      layout.push_back(blocks[i].bytes);
      layout.push_back(blocks[i].free ? kFree : blocks[i].address);
      if (i + 1 == blocks.size() || blocks[i + 1].segment != blocks[i].segment)
        layout.push_back(0);
    }
    return layout;
  }

  uint64_t reserved = 0, allocated = 0, peak = 0;
  unsigned numSegments = 0;

private:
  struct Block {
    uint64_t bytes, address;
    unsigned segment;
    bool small, free;
  };
  /// By address: segments are laid end to end.
  std::vector<Block> blocks;
};

// Requests of a few sizes that repeat (as a layer's tensors do) and of
// sizes drawn at random, small and large, with frees of random live blocks
// between them: 20,000 operations per seed.
TEST(CachingAllocatorReplayTest, ModelMatchesAPlainReference) {
  const uint64_t repeated[] = {512,      3 * KiB, 700 * KiB, 1 * MiB,
                               2 * MiB,  6 * MiB, 12 * MiB,  13 * MiB + 512,
                               40 * MiB, 64 * MiB};
  for (unsigned seed = 1; seed <= 4; ++seed) {
    std::mt19937_64 random(seed);
    CachingAllocatorModel model;
    ReferenceAllocator reference;
    // Live blocks: the model's handle and the reference's address.
    std::vector<std::pair<unsigned, uint64_t>> live;
    std::vector<uint64_t> addressOf;
    for (unsigned step = 0; step < 20000; ++step) {
      bool frees = !live.empty() && random() % 100 < 48;
      if (frees) {
        size_t pick = random() % live.size();
        auto [handle, address] = live[pick];
        live[pick] = live.back();
        live.pop_back();
        model.free(handle);
        reference.free(address);
      } else {
        uint64_t bytes = random() % 3 == 0
                             ? 1 + random() % (48 * MiB)
                             : repeated[random() % std::size(repeated)];
        std::optional<unsigned> handle = model.allocate(bytes);
        ASSERT_TRUE(handle.has_value());
        uint64_t address = reference.allocate(bytes);
        live.push_back({*handle, address});
        if (*handle >= addressOf.size())
          addressOf.resize(*handle + 1);
        addressOf[*handle] = address;
      }
      ASSERT_EQ(model.getReservedBytes(), reference.reserved)
          << "seed " << seed << ", operation " << step;
      ASSERT_EQ(model.getNumSegments(), reference.numSegments);
      ASSERT_EQ(model.getAllocatedBytes(), reference.allocated);
      ASSERT_EQ(model.getPeakAllocatedBytes(), reference.peak);
      if (step % 97 == 0 || step + 1 == 20000) {
        SmallVector<uint64_t> layout;
        model.appendLayout(layout,
                           [&](unsigned handle) { return addressOf[handle]; });
        ASSERT_EQ(std::vector<uint64_t>(layout.begin(), layout.end()),
                  reference.getLayout())
            << "seed " << seed << ", operation " << step;
      }
    }
  }
}

/// The random steps of one corpus.
struct StepShape {
  /// Sizes that repeat; one value in `randomSizeOneIn` has a size drawn
  /// at random instead (0: none does).
  std::vector<uint64_t> sizes;
  unsigned randomSizeOneIn;
  unsigned minOps, maxOps;
  /// A value is read by ops up to this far after it.
  unsigned readDistance;
};

/// A step at random: each op defines a value, read by one to three later
/// ops; some arguments are persistent, some of them created in the first
/// step (an optimizer's moments, read by the last ops), and some ops
/// gather or reduce-scatter.
BufferSchedule buildRandomStep(std::mt19937_64 &random,
                               const StepShape &shape) {
  auto size = [&] {
    if (shape.randomSizeOneIn && random() % shape.randomSizeOneIn == 0)
      return 1 + random() % (40 * MiB);
    return shape.sizes[random() % shape.sizes.size()];
  };
  unsigned numOps = shape.minOps + random() % (shape.maxOps - shape.minOps + 1);
  BufferSchedule schedule;
  std::vector<unsigned> moments;
  for (unsigned i = 0, e = 2 + random() % 4; i < e; ++i) {
    unsigned state = schedule.addArgument(size());
    schedule.markPersistent(state);
    if (random() % 2 == 0) {
      schedule.markCreatedAtFirstUse(state);
      moments.push_back(state);
    }
  }
  // The values each op reads: values are read after they are defined.
  std::vector<std::vector<unsigned>> readsAt(numOps + 1);
  for (unsigned op = 0; op < numOps; ++op) {
    schedule.beginOp();
    for (unsigned value : readsAt[op])
      schedule.addUse(value);
    if (op + 3 >= numOps)
      for (unsigned moment : moments)
        schedule.addUse(moment);
    unsigned value = schedule.addResult(size());
    switch (random() % 8) {
    case 0:
      recordCollectiveBuffers(schedule, CollectiveKind::AllGather, {}, {value});
      break;
    case 1:
      schedule.markStream(value, AllocationStream::ReduceScatter);
      break;
    default:
      break;
    }
    for (unsigned i = 0, e = 1 + random() % 3; i < e; ++i) {
      unsigned reader = op + 1 + random() % shape.readDistance;
      readsAt[std::min(reader, numOps)].push_back(value);
    }
  }
  schedule.beginOp();
  for (unsigned value : readsAt[numOps])
    schedule.addUse(value);
  return schedule;
}

/// Replays `seeds` random steps of `shape` both ways; returns how many
/// the stop shortened.
unsigned compareReplays(const StepShape &shape, unsigned seeds) {
  unsigned shortened = 0;
  for (unsigned seed = 1; seed <= seeds; ++seed) {
    std::mt19937_64 random(seed);
    BufferSchedule schedule = buildRandomStep(random, shape);
    uint64_t stoppedEvents = 0, fullEvents = 0;
    std::optional<StreamBytes> stopped = estimateReservedPools(
        schedule, /*stopWhereStepsRepeat=*/true, &stoppedEvents);
    std::optional<StreamBytes> full = estimateReservedPools(
        schedule, /*stopWhereStepsRepeat=*/false, &fullEvents);
    EXPECT_TRUE(stopped.has_value() && full.has_value());
    if (!stopped || !full)
      continue;
    EXPECT_EQ(*stopped, *full) << "seed " << seed;
    EXPECT_LE(stoppedEvents, fullEvents) << "seed " << seed;
    if (stoppedEvents < fullEvents)
      ++shortened;
  }
  return shortened;
}

// Steps of many sizes, small and large, some at random.
TEST(CachingAllocatorReplayTest, StoppingWhereStepsRepeatChangesNothing) {
  StepShape varied{{2 * KiB, 600 * KiB, 4 * MiB, 12 * MiB, 30 * MiB},
                   /*randomSizeOneIn=*/4,
                   /*minOps=*/40,
                   /*maxOps=*/200,
                   /*readDistance=*/12};
  // The corpus reaches the stop: steps that settle only after a second
  // step created segments.
  EXPECT_GT(compareReplays(varied, 300), 20u);
}

// Short steps of three large sizes: blocks of one size are often held by
// different buffers in two steps with otherwise the same layout, which a
// stop that compared sizes alone would take for a repeat (and then get
// the pools wrong on some of these seeds).
TEST(CachingAllocatorReplayTest, LayoutsCompareWhoHoldsEachBlock) {
  StepShape narrow{{12 * MiB, 24 * MiB, 12 * MiB, 36 * MiB},
                   /*randomSizeOneIn=*/0,
                   /*minOps=*/10,
                   /*maxOps=*/40,
                   /*readDistance=*/4};
  EXPECT_GT(compareReplays(narrow, 4000), 20u);
}

} // namespace
