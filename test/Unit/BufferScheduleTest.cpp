//===- BufferScheduleTest.cpp - the liveness sweep of a step --------------===//
//
// Checks `BufferSchedule` (BufferSchedule.h) on programs of a few values:
// the peak of what is live at once, and when a destination-passing result
// shares its init's buffer (only where the op reads the init last, as
// one-shot bufferization writes in place).
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/BufferSchedule.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The peak bytes of `schedule`, or ~0 when it fails.
uint64_t peakOf(const BufferSchedule &schedule) {
  MLIRContext context;
  auto peak = schedule.computePeak(
      [&](unsigned) -> Location { return UnknownLoc::get(&context); });
  return succeeded(peak) ? peak->first.total() : ~uint64_t(0);
}

// x (100 B) is an argument; op 0 defines y (100 B) into x's buffer and reads
// x last: one buffer, so 100 B at the peak.
TEST(BufferScheduleTest, InitReadLastIsWrittenInPlace) {
  BufferSchedule schedule;
  unsigned x = schedule.addArgument(100);
  schedule.beginOp();
  unsigned y = schedule.addResult(100);
  schedule.addUse(x);
  schedule.beginOp(); // Reads y.
  schedule.addUse(y);
  EXPECT_TRUE(schedule.shareInitBuffer(y, x));
  EXPECT_EQ(peakOf(schedule), 100u);
}

// The same, but op 1 still reads x: the result needs a buffer of its own
// (bufferization copies x), so x and y are live together, 200 B.
TEST(BufferScheduleTest, InitReadLaterGetsACopy) {
  BufferSchedule schedule;
  unsigned x = schedule.addArgument(100);
  schedule.beginOp();
  unsigned y = schedule.addResult(100);
  schedule.addUse(x);
  schedule.beginOp(); // Reads x again, and y.
  schedule.addUse(x);
  schedule.addUse(y);
  EXPECT_FALSE(schedule.shareInitBuffer(y, x));
  EXPECT_EQ(peakOf(schedule), 200u);
}

// Op 0 writes two results into the same init (`outs(%x, %x)`), and both
// live on: one takes x's buffer, the other needs its own, as bufferization
// allocates it: 200 B, not the 100 B of one shared buffer.
TEST(BufferScheduleTest, OneInitServesOneResult) {
  BufferSchedule schedule;
  unsigned x = schedule.addArgument(100);
  schedule.beginOp();
  unsigned y = schedule.addResult(100);
  unsigned z = schedule.addResult(100);
  schedule.addUse(x);
  schedule.beginOp(); // Reads both results.
  schedule.addUse(y);
  schedule.addUse(z);
  EXPECT_TRUE(schedule.shareInitBuffer(y, x));
  EXPECT_FALSE(schedule.shareInitBuffer(z, x));
  EXPECT_EQ(peakOf(schedule), 200u);
}

} // namespace
