/*
 * zero_rt_matmul.h - host matrix products for compiled steps.
 *
 * `zero-library-matmul` (part of zero-lower-to-llvm) replaces each
 * contraction of a step that is a batch of matrix products over f32 or bf16
 * operands with an f32 result by one call to zero_rt_matmul. The runtime
 * computes it with oneDNN's matmul primitive (Debian's libdnnl), which uses
 * the widest matrix unit the CPU has (AMX, AVX-512 BF16, AVX-512, AVX2).
 *
 * Bits. A product accumulates its terms in the order the library's kernel
 * chooses for that shape, those strides and this CPU, not in the order of
 * the contraction's loops: the results are not those of the loop lowering.
 * They are the same on every call with the same shapes and strides, on every
 * rank of a job on one kind of CPU, and at every ZeRO stage (a stage changes
 * where states live and what the collectives move, not the products' shapes),
 * because the library runs on one thread (the caller's) and picks its kernel
 * from the shape, the strides and the CPU only.
 *
 * Memory. The library's workspace (packed blocks of the operands, and the
 * widened copy of a bf16 input multiplied by an f32 one) is owned by the
 * runtime, grown to the largest a product needed and kept; it is not one of the
 * compiled step's counted allocations. zero_rt_matmul_workspace_bytes reports
 * its size.
 */
#ifndef ZERO_RT_ZERO_RT_MATMUL_H
#define ZERO_RT_ZERO_RT_MATMUL_H

#include "zero_rt/zero_rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * C[i][r][c] += sum over t of A[i][r][t] * B[i][t][c], for i < batch,
 * r < m, c < n, t < k, in f32. A holds `a_dtype` elements and B `b_dtype`
 * ones (ZERO_RT_F32 or ZERO_RT_BF16 each), C f32. Inputs of two types: the
 * bf16 one is first widened (exactly) into an f32 copy in the workspace. Each
 * operand is given as its buffer's address, an offset in elements and a stride
 * in elements for each of its three dimensions (batch, rows, columns: A is m x
 * k, B k x n, C m x n); one of the two matrix strides of A and of B must be 1,
 * C's column stride must be 1 (compiled code only calls with such layouts).
 * Sizes must be non-negative; a product with a zero size changes nothing. Any
 * other argument is misuse and ends the job (ZERO_RT_ABORT_MISUSE), as does a
 * layout the library refuses.
 */
ZERO_RT_API void zero_rt_matmul(int32_t a_dtype, int32_t b_dtype, int64_t batch,
                                int64_t m, int64_t n, int64_t k, uintptr_t a,
                                int64_t a_offset, int64_t a_batch_stride,
                                int64_t a_row_stride, int64_t a_col_stride,
                                uintptr_t b, int64_t b_offset,
                                int64_t b_batch_stride, int64_t b_row_stride,
                                int64_t b_col_stride, uintptr_t c,
                                int64_t c_offset, int64_t c_batch_stride,
                                int64_t c_row_stride, int64_t c_col_stride);

/* The size in bytes of the library's workspace (see above): the largest any
 * product of this process has needed so far. */
ZERO_RT_API uint64_t zero_rt_matmul_workspace_bytes(void);

/* How many products zero_rt_matmul has computed in this process. */
ZERO_RT_API uint64_t zero_rt_matmul_calls(void);

/* The library's kernel for the last product, e.g. "brg:avx512_core_amx_bf16"
 * (a static string; "" before the first product). */
ZERO_RT_API const char *zero_rt_matmul_kernel(void);

#ifdef __cplusplus
}
#endif

#endif /* ZERO_RT_ZERO_RT_MATMUL_H */
