//===- StepTimelineTest.cpp - the two streams of one rank
//------------------===//
//
// The timeline of one compute and one communication stream (StepTimeline.h).
// Every duration is a small binary fraction, so each expected time is exact.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/StepTimeline.h"

#include "gtest/gtest.h"

using namespace mlir::zero;

namespace {

TEST(StepTimelineTest, SynchronousCollectivesAreAllExposed) {
  // compute 1 | all_gather 2 | compute 3 | reduce_scatter 0.5: nothing runs
  // beside a synchronous collective, so the step is the sum.
  StepTimeline timeline;
  timeline.compute(1);
  timeline.collective(2);
  timeline.compute(3);
  timeline.collective(0.5);
  EXPECT_EQ(timeline.getComputeSeconds(), 4);
  EXPECT_EQ(timeline.getCommSeconds(), 2.5);
  EXPECT_EQ(timeline.getStepSeconds(), 6.5);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 2.5);
}

TEST(StepTimelineTest, AStartHidesBehindTheComputeBeforeItsWait) {
  // A gather of 2 s started at 0 under 3 s of compute: waited for at 3,
  // long done.
  StepTimeline timeline;
  double finish = timeline.start(2);
  EXPECT_EQ(finish, 2);
  timeline.compute(3);
  timeline.wait(finish);
  EXPECT_EQ(timeline.getStepSeconds(), 3);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 0);
}

TEST(StepTimelineTest, AWaitExposesWhatTheComputeDidNotCover) {
  // compute 1; start 4 s (runs 1..5); compute 2 (to 3); wait (to 5);
  // compute 1 (to 6): 2 of the 4 s are exposed.
  StepTimeline timeline;
  timeline.compute(1);
  double finish = timeline.start(4);
  EXPECT_EQ(finish, 5);
  timeline.compute(2);
  timeline.wait(finish);
  timeline.compute(1);
  EXPECT_EQ(timeline.getComputeSeconds(), 4);
  EXPECT_EQ(timeline.getStepSeconds(), 6);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 2);
}

TEST(StepTimelineTest, OneCommunicationStreamRunsStartsInOrder) {
  // Two 2 s starts at 0 share the stream: 0..2 and 2..4. Compute 1, wait
  // for the first (to 2), compute 1 (to 3), wait for the second (to 4).
  StepTimeline timeline;
  double first = timeline.start(2);
  double second = timeline.start(2);
  EXPECT_EQ(first, 2);
  EXPECT_EQ(second, 4);
  timeline.compute(1);
  timeline.wait(first);
  timeline.compute(1);
  timeline.wait(second);
  EXPECT_EQ(timeline.getStepSeconds(), 4);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 2);
}

TEST(StepTimelineTest, ASynchronousCollectiveQueuesBehindAStart) {
  // A 3 s start at 0, then a synchronous 1 s collective: it runs 3..4 and
  // compute waits for it; the start's wait after it costs nothing.
  StepTimeline timeline;
  double started = timeline.start(3);
  timeline.collective(1);
  timeline.wait(started);
  timeline.compute(1);
  EXPECT_EQ(timeline.getStepSeconds(), 5);
  EXPECT_EQ(timeline.getComputeSeconds(), 1);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 4);
}

TEST(StepTimelineTest, TheStepEndsWhenBothStreamsAreIdle) {
  // A 5 s start never waited for inside the walk still ends the step at 5,
  // and a wait for a time already past changes nothing.
  StepTimeline timeline;
  timeline.start(5);
  timeline.compute(1);
  timeline.wait(0.5);
  EXPECT_EQ(timeline.getStepSeconds(), 5);
  EXPECT_EQ(timeline.getExposedCommSeconds(), 4);
}

} // namespace
