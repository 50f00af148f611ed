//===- Watchdog.h - a deadline for calls that block inside MPI --*- C++ -*-===//
//
// The native path calls MPI's blocking collectives (the nonblocking ones are
// several times slower in OpenMPI for messages of a few MiB), and a blocking
// call cannot poll a deadline. The watchdog thread does it instead: while a
// `Watchdog::Scope` is alive, the thread aborts the job if the scope lives
// longer than the timeout. Arming and disarming only take an uncontended
// mutex, so a watched call costs tens of nanoseconds.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_WATCHDOG_H
#define ZERO_RT_LIB_WATCHDOG_H

#include "Collective.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace zero_rt {

class Watchdog {
public:
  /// `timeoutSeconds` <= 0 disables the watchdog (no thread is started).
  explicit Watchdog(double timeoutSeconds);
  ~Watchdog();
  Watchdog(const Watchdog &) = delete;
  Watchdog &operator=(const Watchdog &) = delete;

  /// Watches the enclosing block. On expiry the job ends with
  /// "<call> timed out after T s inside <primitive>". `call` must outlive
  /// the scope; `primitive` is a string literal.
  class Scope {
  public:
    Scope(Watchdog &watchdog, const CollectiveCall &call,
          const char *primitive);
    /// Watches a step that is not a collective (the NCCL bootstrap, a
    /// communicator's teardown). On expiry the job ends with
    /// "<step> timed out after T s"; `step` must outlive the scope.
    Scope(Watchdog &watchdog, const std::string &step);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    Watchdog &watchdog_;
  };

private:
  using Clock = std::chrono::steady_clock;

  void run();

  double timeoutSeconds_;
  std::mutex mutex_;
  std::condition_variable wakeUp_; // Only used to stop the thread.
  bool stopping_ = false;
  bool armed_ = false;
  Clock::time_point deadline_;
  const CollectiveCall *call_ = nullptr;
  const char *primitive_ = nullptr;
  const std::string *step_ = nullptr; // Instead of call_ and primitive_.
  std::thread thread_;
};

} // namespace zero_rt

#endif // ZERO_RT_LIB_WATCHDOG_H
