//===- zero_rt_async.h - async collectives for compiled code ---*- C++ -*-===//
//
// The entry points of `zero.*_start` / `zero.wait` (zero-prefetch), lowered
// by zero-async-to-runtime. Several collectives may be in flight at once,
// each named by the handle its end returns:
//
//   zero_rt_async_begin();
//   _mlir_ciface_zero_rt_all_gather_start_bf16(&in0, &out0);   // records
//   _mlir_ciface_zero_rt_all_gather_start_f32(&in1, &out1);    // records
//   int64_t h = zero_rt_async_end();          // starts one bucket collective
//   ...                                       // compute; other collectives
//   _mlir_ciface_zero_rt_async_wait_bf16(h, &in0, &out0);  // completes it
//   _mlir_ciface_zero_rt_async_wait_f32(h, &in1, &out1);   // checks
//
// The collective is one zero_rt_*_bucket_async over the recorded tensors
// (one ncclGroupStart/End on the communication stream under nccl, ordered
// after the compute stream by an event; the ring's or MPI's nonblocking
// collectives under mpi), so it progresses while the step computes, inside
// every later call of the runtime. Memrefs must be contiguous (stride 1):
// the buffers are handed to the backend as they are, with no packed copy.
// The waits of a handle come in record order with the buffers recorded
// (same addresses and sizes); the first completes the collective. Any
// departure - an unknown or finished handle, a wait out of order, another
// buffer, a strided memref - ends the job (ZERO_RT_ABORT_MISUSE).
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_ZERO_RT_ASYNC_H
#define ZERO_RT_ZERO_RT_ASYNC_H

#include <cstdint>

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "zero_rt/zero_rt.h"

#define ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(DT, T)                              \
  ZERO_RT_API void _mlir_ciface_zero_rt_all_gather_start_##DT(                 \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out);              \
  ZERO_RT_API void _mlir_ciface_zero_rt_reduce_scatter_start_##DT(             \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);  \
  ZERO_RT_API void _mlir_ciface_zero_rt_all_reduce_start_##DT(                 \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);  \
  ZERO_RT_API void _mlir_ciface_zero_rt_async_wait_##DT(                       \
      int64_t handle, StridedMemRefType<T, 1> *in,                             \
      StridedMemRefType<T, 1> *out);

extern "C" {
/* Opens the next asynchronous collective; its end starts it and returns
 * its handle (> 0). */
ZERO_RT_API void zero_rt_async_begin(void);
ZERO_RT_API int64_t zero_rt_async_end(void);

/* Asynchronous collectives compiled code started and completed since init
 * (not reset by zero_rt_reset_counters: read them before and after). */
ZERO_RT_API uint64_t zero_rt_async_collectives_started(void);
ZERO_RT_API uint64_t zero_rt_async_collectives_completed(void);
/* The most that were in flight at once. */
ZERO_RT_API uint64_t zero_rt_async_max_in_flight(void);

ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(f32, float)
ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(f64, double)
ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(bf16, uint16_t)
ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(f16, uint16_t)
ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(i32, int32_t)
ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS(i64, int64_t)
}

#undef ZERO_RT_DECLARE_ASYNC_ENTRY_POINTS

#endif // ZERO_RT_ZERO_RT_ASYNC_H
