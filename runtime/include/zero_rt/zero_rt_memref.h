//===- zero_rt_memref.h - memref entry points of the runtime ---*- C++ -*-===//
//
// The functions MLIR-compiled code calls for `func.func private` declarations
// marked `llvm.emit_c_interface` (see the last section of zero_rt.h for the
// contract). They take MLIR's 1-D memref descriptor, StridedMemRefType<T, 1>
// from the header-only <mlir/ExecutionEngine/CRunnerUtils.h>; the runtime does
// not link MLIR.
//
// bf16 and f16 memrefs are passed as their 16-bit storage (uint16_t), which is
// how MLIR lays them out.
//
// A bucket (several tensors, one collective; one NCCL group under nccl):
//
//   zero_rt_bucket_begin();
//   _mlir_ciface_zero_rt_bucket_all_gather_bf16(&in0, &out0); // records
//   _mlir_ciface_zero_rt_bucket_all_gather_f32(&in1, &out1);  // records
//   zero_rt_bucket_end();                                     // starts
//   _mlir_ciface_zero_rt_bucket_wait_bf16(&in0, &out0); // completes, checks
//   _mlir_ciface_zero_rt_bucket_wait_f32(&in1, &out1);  // checks
//
// Every tensor of a bucket is the same collective (and reduce op); dtypes
// and sizes may differ. An enqueue checks its memrefs as the single-tensor
// entry point does. The buffers must stay valid and untouched from the
// enqueue until the tensor's wait, which must come in enqueue order with
// the same memrefs (so compiled code cannot free them earlier); its output
// is complete when the wait returns. Any departure from this order is fatal
// (ZERO_RT_ABORT_MISUSE), with the entry point's name.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_ZERO_RT_MEMREF_H
#define ZERO_RT_ZERO_RT_MEMREF_H

#include <cstdint>

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "zero_rt/zero_rt.h"

#define ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(DT, T)                             \
  ZERO_RT_API void _mlir_ciface_zero_rt_all_gather_##DT(                       \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out);              \
  ZERO_RT_API void _mlir_ciface_zero_rt_reduce_scatter_##DT(                   \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);  \
  ZERO_RT_API void _mlir_ciface_zero_rt_all_reduce_##DT(                       \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);  \
  ZERO_RT_API void _mlir_ciface_zero_rt_bucket_all_gather_##DT(                \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out);              \
  ZERO_RT_API void _mlir_ciface_zero_rt_bucket_reduce_scatter_##DT(            \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);  \
  ZERO_RT_API void _mlir_ciface_zero_rt_bucket_all_reduce_##DT(                \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);  \
  ZERO_RT_API void _mlir_ciface_zero_rt_bucket_wait_##DT(                      \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out);              \
  ZERO_RT_API void _mlir_ciface_zero_rt_transfer_##DT(                         \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out,               \
      int32_t source, int32_t target);                                         \
  ZERO_RT_API void _mlir_ciface_zero_rt_transfer_wait_##DT(                    \
      StridedMemRefType<T, 1> *out);                                           \
  ZERO_RT_API void _mlir_ciface_zero_rt_alloc_nvme_##DT(                       \
      StridedMemRefType<T, 1> *result, int64_t size);                          \
  ZERO_RT_API void _mlir_ciface_zero_rt_alloc_host_##DT(                       \
      StridedMemRefType<T, 1> *result, int64_t size);

extern "C" {
/* Open and start a bucket (see above); plain C, no memrefs. */
ZERO_RT_API void zero_rt_bucket_begin(void);
ZERO_RT_API void zero_rt_bucket_end(void);

/* zero_rt_set_axes for compiled code, which calls it before every
 * collective of a step on a grid of several axes: misuse (an axis the grid
 * lacks, no grid set, a bucket open) is fatal (ZERO_RT_ABORT_MISUSE). */
ZERO_RT_API void zero_rt_use_axes(int32_t axes);

/* This rank's coordinate along grid axis `axis` (shard.process_multi_index
 * of compiled code: the shard a rank holds in its shard group). Fatal
 * (ZERO_RT_ABORT_MISUSE) when no grid is set or the grid lacks the axis. */
ZERO_RT_API int32_t zero_rt_grid_index(int32_t axis);

ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(f32, float)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(f64, double)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(bf16, uint16_t)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(f16, uint16_t)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(i32, int32_t)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(i64, int64_t)
}

#undef ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS

#endif // ZERO_RT_ZERO_RT_MEMREF_H
