//===- Profile.cpp - the time of each op of a compiled step ---------------===//
//
// zero_rt_profile.h. A stack of the ops being timed (brackets may nest),
// and a total time and count per op number. Compiled code runs on one thread
// per rank, so nothing here is shared between threads.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt_profile.h"

#include "Fatal.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct OpTotals {
  std::vector<double> seconds;
  std::vector<uint64_t> calls;
  /// The ops begun and not ended, innermost last, with their start times.
  std::vector<std::pair<int64_t, Clock::time_point>> open;
};

OpTotals &totals() {
  static OpTotals instance;
  return instance;
}

} // namespace

ZERO_RT_API void zero_rt_profile_begin(int64_t op) {
  if (op < 0 || op >= ZERO_RT_PROFILE_MAX_OPS)
    zero_rt::misuse("zero_rt_profile_begin",
                    "op number " + std::to_string(op) + " is outside [0, " +
                        std::to_string(ZERO_RT_PROFILE_MAX_OPS) + ")");
  OpTotals &state = totals();
  if (static_cast<size_t>(op) >= state.seconds.size()) {
    state.seconds.resize(op + 1, 0.0);
    state.calls.resize(op + 1, 0);
  }
  state.open.emplace_back(op, Clock::now());
}

ZERO_RT_API void zero_rt_profile_end(int64_t op) {
  Clock::time_point now = Clock::now();
  OpTotals &state = totals();
  if (state.open.empty() || state.open.back().first != op)
    zero_rt::misuse("zero_rt_profile_end",
                    "op " + std::to_string(op) + " ends, but " +
                        (state.open.empty()
                             ? std::string("no op is being timed")
                             : "op " + std::to_string(state.open.back().first) +
                                   " is the one being timed"));
  state.seconds[op] +=
      std::chrono::duration<double>(now - state.open.back().second).count();
  ++state.calls[op];
  state.open.pop_back();
}

ZERO_RT_API void zero_rt_profile_reset(void) {
  OpTotals &state = totals();
  if (!state.open.empty())
    zero_rt::misuse("zero_rt_profile_reset",
                    "op " + std::to_string(state.open.back().first) +
                        " is still being timed");
  std::fill(state.seconds.begin(), state.seconds.end(), 0.0);
  std::fill(state.calls.begin(), state.calls.end(), 0);
}

ZERO_RT_API int64_t zero_rt_profile_ops(void) {
  return static_cast<int64_t>(totals().seconds.size());
}

ZERO_RT_API double zero_rt_profile_seconds(int64_t op) {
  const OpTotals &state = totals();
  if (op < 0 || static_cast<size_t>(op) >= state.seconds.size())
    return 0;
  return state.seconds[op];
}

ZERO_RT_API uint64_t zero_rt_profile_calls(int64_t op) {
  const OpTotals &state = totals();
  if (op < 0 || static_cast<size_t>(op) >= state.calls.size())
    return 0;
  return state.calls[op];
}
