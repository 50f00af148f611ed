//===- ProfileTest.cpp - zero_rt_profile, the op timers -------------------===//
//
// zero_rt_profile.h: each end adds its op's elapsed time and one call,
// nested brackets time the outer op across the inner one, a reset zeroes
// every total, and reads outside the ops seen give 0. Misuse (an end that
// does not match, an op number out of range) ends the job and is tested by
// test/Runtime/memref-misuse.test.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt_profile.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace {

void sleepMilliseconds(int ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

TEST(Profile, NestedBracketsAddTimeAndCalls) {
  zero_rt_profile_reset();
  zero_rt_profile_begin(5);
  sleepMilliseconds(2);
  zero_rt_profile_begin(2);
  sleepMilliseconds(5);
  zero_rt_profile_end(2);
  zero_rt_profile_end(5);
  zero_rt_profile_begin(2);
  sleepMilliseconds(1);
  zero_rt_profile_end(2);

  EXPECT_GE(zero_rt_profile_ops(), 6);
  EXPECT_EQ(zero_rt_profile_calls(5), 1u);
  EXPECT_EQ(zero_rt_profile_calls(2), 2u);
  EXPECT_EQ(zero_rt_profile_calls(3), 0u);
  // Op 2 slept 6 ms over two brackets; op 5 holds op 2's first 5 ms and its
  // own 2 ms. A sleep is never shorter than asked.
  EXPECT_GE(zero_rt_profile_seconds(2), 0.006);
  EXPECT_GE(zero_rt_profile_seconds(5), 0.007);
  EXPECT_EQ(zero_rt_profile_seconds(3), 0.0);

  zero_rt_profile_reset();
  EXPECT_EQ(zero_rt_profile_seconds(2), 0.0);
  EXPECT_EQ(zero_rt_profile_calls(5), 0u);
  EXPECT_EQ(zero_rt_profile_seconds(-1), 0.0);
  EXPECT_EQ(zero_rt_profile_seconds(1 << 30), 0.0);
}

} // namespace
