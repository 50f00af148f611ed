/*
 * zero_rt_profile.h - the time a compiled step spends in each of its ops.
 *
 * `zero-profile-ops` (zero-run --profile-ops) numbers the ops of a step that
 * the step-time model prices (docs/machines.md) and brackets each with
 * zero_rt_profile_begin / zero_rt_profile_end, so that the measured time of
 * each op, and of each class of op, can be set against the model's estimate
 * of the same op. What bufferization adds for an op (its result's allocation,
 * a copy into its destination) runs inside the bracket and counts as the op's.
 *
 * The clock is the monotonic clock (std::chrono::steady_clock); one bracket
 * costs two reads of it, tens of nanoseconds. Brackets may nest (an op inside
 * a region of another); each op's time includes the ops it holds.
 */
#ifndef ZERO_RT_ZERO_RT_PROFILE_H
#define ZERO_RT_ZERO_RT_PROFILE_H

#include "zero_rt/zero_rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The most ops one process can profile; a larger number is misuse. */
#define ZERO_RT_PROFILE_MAX_OPS (1 << 24)

/* Starts timing op `op` (0 <= op < ZERO_RT_PROFILE_MAX_OPS). */
ZERO_RT_API void zero_rt_profile_begin(int64_t op);

/* Stops timing op `op`, which must be the op most recently begun and not yet
 * ended (anything else is misuse and ends the job: ZERO_RT_ABORT_MISUSE),
 * and adds the time since its begin to the op's total. */
ZERO_RT_API void zero_rt_profile_end(int64_t op);

/* Sets every op's total time and count to zero (between a warm-up step and
 * the measured ones); an op still being timed must not be pending. */
ZERO_RT_API void zero_rt_profile_reset(void);

/* One more than the largest op number begun since the process started: the
 * ops whose totals can be read. */
ZERO_RT_API int64_t zero_rt_profile_ops(void);

/* The total seconds op `op` has run since the last reset (0 for an op never
 * begun or out of range). */
ZERO_RT_API double zero_rt_profile_seconds(int64_t op);

/* How many times op `op` has ended since the last reset. */
ZERO_RT_API uint64_t zero_rt_profile_calls(int64_t op);

#ifdef __cplusplus
}
#endif

#endif /* ZERO_RT_ZERO_RT_PROFILE_H */
