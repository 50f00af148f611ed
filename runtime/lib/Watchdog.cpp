//===- Watchdog.cpp - a deadline for calls that block inside MPI ----------===//

#include "Watchdog.h"

#include "Fatal.h"

#include "zero_rt/zero_rt.h"

#include <algorithm>
#include <sstream>

namespace zero_rt {

Watchdog::Watchdog(double timeoutSeconds) : timeoutSeconds_(timeoutSeconds) {
  if (timeoutSeconds_ > 0)
    thread_ = std::thread([this] { run(); });
}

Watchdog::~Watchdog() {
  if (!thread_.joinable())
    return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wakeUp_.notify_one();
  thread_.join();
}

Watchdog::Scope::Scope(Watchdog &watchdog, const CollectiveCall &call,
                       const char *primitive)
    : watchdog_(watchdog) {
  if (!watchdog_.thread_.joinable())
    return;
  // No notify: the thread polls (see run), so arming never wakes it up.
  std::lock_guard<std::mutex> lock(watchdog_.mutex_);
  watchdog_.armed_ = true;
  watchdog_.deadline_ =
      Clock::now() +
      std::chrono::duration_cast<Clock::duration>(
          std::chrono::duration<double>(watchdog_.timeoutSeconds_));
  watchdog_.call_ = &call;
  watchdog_.primitive_ = primitive;
}

Watchdog::Scope::Scope(Watchdog &watchdog, const std::string &step)
    : watchdog_(watchdog) {
  if (!watchdog_.thread_.joinable())
    return;
  std::lock_guard<std::mutex> lock(watchdog_.mutex_);
  watchdog_.armed_ = true;
  watchdog_.deadline_ =
      Clock::now() +
      std::chrono::duration_cast<Clock::duration>(
          std::chrono::duration<double>(watchdog_.timeoutSeconds_));
  watchdog_.step_ = &step;
}

Watchdog::Scope::~Scope() {
  if (!watchdog_.thread_.joinable())
    return;
  std::lock_guard<std::mutex> lock(watchdog_.mutex_);
  watchdog_.armed_ = false;
  watchdog_.call_ = nullptr;
  watchdog_.step_ = nullptr;
}

void Watchdog::run() {
  // Poll a few times per timeout: the abort comes at most a quarter of the
  // timeout (and at most 250 ms) late, and an idle thread costs nothing.
  auto period = std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(std::min(timeoutSeconds_ / 4, 0.25)));
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    wakeUp_.wait_for(lock, period);
    if (stopping_ || !armed_ || Clock::now() < deadline_)
      continue;
    std::ostringstream message;
    if (step_)
      message << *step_ << " timed out after " << timeoutSeconds_ << " s";
    else
      message << describeCall(*call_) << " timed out after " << timeoutSeconds_
              << " s inside " << primitive_;
    fatal(ZERO_RT_ABORT_TIMEOUT, message.str()); // Holds the lock: fine.
  }
}

} // namespace zero_rt
