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
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op);

extern "C" {
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(f32, float)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(f64, double)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(bf16, uint16_t)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(f16, uint16_t)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(i32, int32_t)
ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS(i64, int64_t)
}

#undef ZERO_RT_DECLARE_MEMREF_ENTRY_POINTS

#endif // ZERO_RT_ZERO_RT_MEMREF_H
