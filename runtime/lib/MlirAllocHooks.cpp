//===- MlirAllocHooks.cpp - MLIR's generic allocation functions -----------===//
//
// `finalize-memref-to-llvm{use-generic-functions=1}` lowers `memref.alloc`
// and `memref.dealloc` to calls of three functions that a program must
// define:
//
//   void *_mlir_memref_to_llvm_alloc(size_t bytes);
//   void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t bytes);
//   void _mlir_memref_to_llvm_free(void *ptr);
//
// Defined here, every buffer of a step that zero-opt's `zero-lower-to-llvm`
// pipeline compiled comes from `zero_rt_alloc` and is counted in
// `zero_rt_bytes_allocated` / `zero_rt_peak_bytes_allocated`, exactly as the
// host's own `zero_rt_alloc` calls are. Compiled code has no error path and
// would write through the null pointer, so a failed allocation ends the job
// with a line naming the size and what this rank already holds
// (ZERO_RT_ABORT_OUT_OF_MEMORY; ZERO_RT_ABORT_MISUSE when the runtime is not
// initialized).
//
// They are for code compiled for the CPU, under the mpi backend: under nccl,
// zero_rt_alloc returns device memory (zero-run insists on mpi).
//
// zero_rt_alloc aligns to 64 bytes, which covers every alignment the memref
// lowering asks for (it asks for the element size, or `alignment` on
// `memref.alloc`, 64 by default in one-shot-bufferize).
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"

#include "Fatal.h"

#include <string>

namespace {
constexpr size_t kRuntimeAlignment = 64;

void *allocateOrDie(const char *entry, size_t bytes) {
  void *ptr = zero_rt_alloc(bytes);
  if (ptr || bytes == 0)
    return ptr;
  if (!zero_rt_initialized())
    zero_rt::fatal(ZERO_RT_ABORT_MISUSE, std::string(entry) +
                                             ": cannot allocate " +
                                             std::to_string(bytes) +
                                             " bytes: " + zero_rt_last_error());
  zero_rt::fatal(ZERO_RT_ABORT_OUT_OF_MEMORY,
                 "out of memory: compiled code asked for " +
                     std::to_string(bytes) + " bytes (" + entry +
                     ") while this rank held " +
                     std::to_string(zero_rt_bytes_allocated()) +
                     " bytes allocated through the runtime; the step needs "
                     "more memory than this rank has");
}
} // namespace

extern "C" {

ZERO_RT_API void *_mlir_memref_to_llvm_alloc(size_t bytes) {
  return allocateOrDie("_mlir_memref_to_llvm_alloc", bytes);
}

ZERO_RT_API void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                     size_t bytes) {
  if (alignment > kRuntimeAlignment || (alignment & (alignment - 1)) != 0)
    zero_rt::fatal(ZERO_RT_ABORT_MISUSE,
                   "_mlir_memref_to_llvm_aligned_alloc: alignment " +
                       std::to_string(alignment) +
                       " is not a power of two up to 64, which is what "
                       "zero_rt_alloc provides");
  return allocateOrDie("_mlir_memref_to_llvm_aligned_alloc", bytes);
}

ZERO_RT_API void _mlir_memref_to_llvm_free(void *ptr) {
  if (zero_rt_free(ptr) != ZERO_RT_SUCCESS)
    zero_rt::fatal(ZERO_RT_ABORT_MISUSE,
                   std::string("_mlir_memref_to_llvm_free: ") +
                       zero_rt_last_error());
}

} // extern "C"

// The bounds check `zero-check-slice-bounds` puts before each slice whose
// offset, size or stride is known only at run time (a hand-edited step can
// hold one that is out of range; compiled code would then read or write
// past its buffer). `where` is a memref<?xi8> holding the slice's place in
// the step and its op (passed as MLIR passes a memref: allocated and
// aligned pointers, offset, size, stride); the rest are the failing
// dimension's values. Ends the job (ZERO_RT_ABORT_OUT_OF_BOUNDS).
extern "C" ZERO_RT_API void
zero_rt_slice_out_of_bounds(const char *allocated, const char *aligned,
                            int64_t whereOffset, int64_t whereSize,
                            int64_t whereStride, int64_t dim, int64_t offset,
                            int64_t size, int64_t stride, int64_t extent) {
  (void)allocated;
  (void)whereStride;
  std::string where(aligned + whereOffset, static_cast<size_t>(whereSize));
  zero_rt::fatal(ZERO_RT_ABORT_OUT_OF_BOUNDS,
                 where + " is out of bounds in dimension " +
                     std::to_string(dim) + ": offset " +
                     std::to_string(offset) + ", size " + std::to_string(size) +
                     ", stride " + std::to_string(stride) +
                     " in a dimension of " + std::to_string(extent) +
                     " (an offset or size the step computes at run time; "
                     "check the step's index arithmetic)");
}

// The bounds check `zero-check-index-bounds` puts before each element read
// or write whose index it cannot prove in range (an index computed from
// the data, such as a token id). `where` is as above ("the read at
// step.mlir:54:23"); `dim`, `index` and `extent` are the failing
// dimension's values. Ends the job (ZERO_RT_ABORT_OUT_OF_BOUNDS).
extern "C" ZERO_RT_API void
zero_rt_index_out_of_bounds(const char *allocated, const char *aligned,
                            int64_t whereOffset, int64_t whereSize,
                            int64_t whereStride, int64_t dim, int64_t index,
                            int64_t extent) {
  (void)allocated;
  (void)whereStride;
  std::string where(aligned + whereOffset, static_cast<size_t>(whereSize));
  zero_rt::fatal(ZERO_RT_ABORT_OUT_OF_BOUNDS,
                 where + " is out of bounds in dimension " +
                     std::to_string(dim) + ": index " + std::to_string(index) +
                     " in a dimension of " + std::to_string(extent) +
                     " (an index the step computes at run time; check the "
                     "step's index arithmetic and the values it reads "
                     "indices from, such as token ids)");
}
