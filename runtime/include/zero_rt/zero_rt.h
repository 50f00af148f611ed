/*
 * zero_rt.h - the C ABI of the zero runtime (libzero_rt).
 *
 * The zero-opt compiler rewrites a training step into the per-rank program of
 * N-way data parallelism; the collectives it inserts end up as calls into this
 * library. Host programs (tests, benchmarks, zero-run) call it directly.
 *
 * ABI rules
 *   - Every symbol is `extern "C"` and prefixed `zero_rt_`. Enum values and the
 *     layout of `zero_rt_config` are fixed; new values and fields are only ever
 *     appended (the config carries its own size, see below).
 *   - Functions that can fail return a `zero_rt_status` (0 = success) and leave
 *     a one-line explanation in `zero_rt_last_error()`. Failures that concern
 *     one rank only (a null pointer, an unknown dtype, calling before init) are
 *     reported this way and change nothing.
 *   - Failures that concern the whole job are FATAL and never return: an error
 *     reported by MPI (or, under the nccl backend, by CUDA or NCCL, including
 *     NCCL's asynchronous errors), ranks that disagree about a collective
 *     (different collective, count, dtype, reduce op or algorithm), and a
 *     timeout. The runtime prints one line to stderr, e.g.
 *       zero_rt: rank 1/4: reduce_scatter of 1048576 x bf16 per rank timed out
 *       after 5 s waiting for rank 0
 *     and calls MPI_Abort(MPI_COMM_WORLD, code) with the codes below, which
 *     ends every rank of the job. A job never hangs in the runtime. Under
 *     OpenMPI's `mpirun --enable-recovery`, which ignores MPI_Abort and exit
 *     statuses, the runtime also sends SIGTERM to the launcher, so that the
 *     job still ends with a non-zero status.
 *   - The runtime is not thread-safe: call it from one thread at a time.
 *   - Collectives are matched by order: every rank must start the same
 *     collectives, with the same sizes, dtypes and ops, in the same order.
 *
 * Configuration (read by zero_rt_init and zero_rt_config_from_env)
 *   ZERO_RT_BACKEND  = mpi (default) | nccl (GPU buffers; built where CMake
 *                      found CUDA and NCCL, see runtime/README.md)
 *   ZERO_RT_ALGO     = ring (default) | native (mpi backend only; the nccl
 *                      backend uses NCCL's own algorithms)
 *   ZERO_RT_DEVICE   = CUDA device ordinal for the nccl backend; default:
 *                      the local rank (OMPI_COMM_WORLD_LOCAL_RANK,
 *                      MPI_LOCALRANKID, SLURM_LOCALID, else the rank among
 *                      the MPI processes of the node) modulo the number of
 *                      visible devices
 *   ZERO_RT_TIMEOUT  = seconds a rank may wait without progress before the job
 *                      is aborted: a number greater than 0 and at most 1e9;
 *                      default 30; `none` disables the timeout (0, inf,
 *                      negative and non-numeric values are refused). A
 *                      blocking native call sits inside MPI where progress
 *                      cannot be seen: it may take this long in total.
 *
 * Bytes sent (zero_rt_bytes_sent) - counted at the sends, payload only
 *   With N ranks and e the element size in bytes:
 *     all_gather(count_per_rank)   (N-1) * count_per_rank * e
 *     reduce_scatter(recv_count)   (N-1) * recv_count * e
 *     all_reduce(count)            2 * (N-1) * ceil(count / N) * e
 *   A bucket sends the sum over its tensors. The all_reduce pads the buffer
 *   to N * ceil(count / N) elements and sends the padding too; these are the
 *   figures the compiler's static report predicts. The small header the
 *   runtime exchanges before each collective to check that the ranks agree is
 *   control traffic and is not counted. Under ZERO_RT_ALGO=native the bytes
 *   are counted with the same formulas: what MPI sends inside its own
 *   collectives is opaque to the runtime. The nccl backend counts the same
 *   formulas when it enqueues the NCCL calls.
 */
#ifndef ZERO_RT_ZERO_RT_H
#define ZERO_RT_ZERO_RT_H

#include <stddef.h>
#include <stdint.h>

/* Marks the exported symbols: the library hides everything else. */
#if defined(__GNUC__)
#define ZERO_RT_API __attribute__((visibility("default")))
#else
#define ZERO_RT_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* -------------------------------------------------------------------------
 * Status codes, data types, reduce ops, configuration
 * ------------------------------------------------------------------------- */

typedef enum zero_rt_status {
  ZERO_RT_SUCCESS = 0,
  ZERO_RT_ERR_INVALID_ARGUMENT = 1, /* null pointer, unknown enum, bad size */
  ZERO_RT_ERR_NOT_INITIALIZED = 2,  /* called before zero_rt_init */
  ZERO_RT_ERR_ALREADY_INITIALIZED = 3,
  ZERO_RT_ERR_UNSUPPORTED = 4, /* e.g. a backend that is not built */
  ZERO_RT_ERR_OUT_OF_MEMORY = 5,
  ZERO_RT_ERR_BACKEND = 6 /* the backend failed to start */
} zero_rt_status;

/* Exit codes passed to MPI_Abort by the fatal paths. */
enum {
  ZERO_RT_ABORT_MPI_ERROR = 70,    /* MPI returned an error */
  ZERO_RT_ABORT_MISMATCH = 71,     /* ranks disagree about a collective */
  ZERO_RT_ABORT_TIMEOUT = 72,      /* no progress for ZERO_RT_TIMEOUT seconds */
  ZERO_RT_ABORT_MISUSE = 73,       /* a memref wrapper got inconsistent sizes */
  ZERO_RT_ABORT_DEVICE_ERROR = 74, /* CUDA or NCCL returned an error (nccl) */
  ZERO_RT_ABORT_OUT_OF_MEMORY = 75, /* compiled code's allocation failed */
  ZERO_RT_ABORT_NVME_ERROR = 76,    /* the nvme tier's file failed a check */
  ZERO_RT_ABORT_LAUNCHER_GONE = 77, /* the launcher (mpirun, orted) died */
  ZERO_RT_ABORT_OUT_OF_BOUNDS = 78  /* a slice or index left its tensor */
};

/* Element types. bf16 and f16 are passed as their 16-bit storage. */
typedef enum zero_rt_dtype {
  ZERO_RT_F32 = 0,
  ZERO_RT_F64 = 1,
  ZERO_RT_BF16 = 2,
  ZERO_RT_F16 = 3,
  ZERO_RT_I8 = 4,
  ZERO_RT_U8 = 5,
  ZERO_RT_I32 = 6,
  ZERO_RT_I64 = 7
} zero_rt_dtype;

/*
 * Reduce ops of reduce_scatter and all_reduce.
 *   SUM: floats add in their own precision; bf16 and f16 add by widening both
 *        operands to f32, adding, and rounding to nearest-even back, at every
 *        step; integers add with two's-complement wrap-around.
 *   AVG: the SUM, then divided by N once at the end (integers: truncating
 *        division; bf16/f16: widened to f32, divided, rounded back).
 * Under the nccl backend the reductions are NCCL's (ncclSum, ncclAvg), in
 * NCCL's order: integers and the SUM of floats as above; the AVG of floats
 * multiplies each contribution by 1/N before summing, which differs from
 * SUM/N in the last bit when N is not a power of two.
 */
typedef enum zero_rt_reduce_op {
  ZERO_RT_SUM = 0,
  ZERO_RT_AVG = 1
} zero_rt_reduce_op;

typedef enum zero_rt_backend {
  ZERO_RT_BACKEND_MPI = 0, /* host buffers, OpenMPI */
  ZERO_RT_BACKEND_NCCL = 1 /* device buffers, NCCL, bootstrapped over MPI */
} zero_rt_backend;

/*
 * Algorithms of the MPI backend.
 *   RING:   point-to-point ring with a reduction order fixed by rank numbers
 *           alone, so results are bit-identical from run to run, and a
 *           reduce_scatter followed by an all_gather gives exactly the bits of
 *           the all_reduce of the same (padded) data. The order: the partial
 *           sum of chunk c starts at rank c+1 and travels right, each rank
 *           adding its own contribution, so chunk c of the result is
 *           (((x[c+1] + x[c+2]) + ...) + x[c-1]) + x[c] with indices mod N.
 *   NATIVE: MPI_Allgather / MPI_Reduce_scatter_block / MPI_Allreduce (their
 *           nonblocking forms for the _async calls). bf16 and f16 reduce with
 *           a user-defined MPI_Op over 16-bit words that widens to f32, adds
 *           and rounds back, so the data travels at its own width. The
 *           reduction order is MPI's and may change with the run.
 */
typedef enum zero_rt_algorithm {
  ZERO_RT_ALGO_RING = 0,
  ZERO_RT_ALGO_NATIVE = 1
} zero_rt_algorithm;

/*
 * Runtime configuration. Fill it with zero_rt_config_from_env (defaults, then
 * the ZERO_RT_* environment variables), change what you want, then call
 * zero_rt_init_with_config. `struct_size` must be sizeof(zero_rt_config) of
 * the header the caller was compiled with; it lets later versions append
 * fields without breaking old callers.
 */
typedef struct zero_rt_config {
  size_t struct_size;
  zero_rt_backend backend;
  zero_rt_algorithm algorithm;
  double timeout_seconds; /* 0 disables the timeout (ZERO_RT_TIMEOUT=none);
                             negative, NaN, infinite or above 1e9 is refused
                             by zero_rt_init_with_config */
  /* Appended for the nccl backend (ignored by mpi). A caller compiled
   * before they existed passes a smaller struct_size and gets the defaults. */
  int device;           /* CUDA device ordinal; -1 (default): local rank
                           modulo the device count (ZERO_RT_DEVICE) */
  void *compute_stream; /* cudaStream_t the program computes on; NULL
                           (default): the legacy default stream. Every
                           collective waits for the work enqueued there
                           before the call, then runs on the runtime's own
                           stream, so later compute overlaps it. */
  /* Appended for the NVMe tier. A caller compiled before they existed gets
   * the defaults. The strings are copied by zero_rt_init_with_config. */
  const char *nvme_dir;      /* the tier's directory; NULL (default): the
                                value of ZERO_RT_NVME_DIR when the tier is
                                first used */
  const char *nvme_dir_name; /* what the tier's messages call nvme_dir, e.g.
                                a tool's "--nvme-dir"; NULL (default):
                                "nvme_dir" */
} zero_rt_config;

/* -------------------------------------------------------------------------
 * Life cycle
 * ------------------------------------------------------------------------- */

/* Fills `config` with the defaults overridden by the ZERO_RT_* variables.
 * Fails (and leaves defaults) if a variable holds an unknown value. */
ZERO_RT_API int zero_rt_config_from_env(zero_rt_config *config);

/* Initializes the runtime from the environment: zero_rt_config_from_env,
 * then zero_rt_init_with_config. */
ZERO_RT_API int zero_rt_init(void);

/* Initializes the runtime with an explicit configuration. Initializes MPI
 * (MPI_THREAD_MULTIPLE requested, for the timeout watchdog) unless the
 * program already did; in that case the program also finalizes it. The
 * runtime communicates on a duplicate of MPI_COMM_WORLD. */
ZERO_RT_API int zero_rt_init_with_config(const zero_rt_config *config);

/* Completes outstanding requests, frees the runtime's resources and, if
 * zero_rt_init initialized MPI, finalizes it (after which MPI and therefore
 * the runtime cannot be initialized again in this process). */
ZERO_RT_API int zero_rt_finalize(void);

/* zero_rt_finalize for a process that is about to exit with `exit_status`.
 * A failed rank must fail the job, but OpenMPI's `mpirun --enable-recovery`
 * exits 0 whatever its ranks' statuses (even after MPI_Abort); under it, a
 * non-zero `exit_status` also sends SIGTERM to the launcher (mpirun, or the
 * node's orted), which then ends the job and exits non-zero. The fatal
 * paths do the same before MPI_Abort. Flush your output first. Returns
 * zero_rt_finalize's status. */
ZERO_RT_API int zero_rt_finalize_with_status(int exit_status);

/* 1 between zero_rt_init and zero_rt_finalize, else 0. */
ZERO_RT_API int zero_rt_initialized(void);

/* Does nothing with `address`. Compiled code calls it where a program
 * releases a buffer that nothing reads, so that the buffer lives until
 * there (zero-to-runtime, RuntimeABI.h's kHoldFunction). Needs no init. */
ZERO_RT_API void zero_rt_hold(uintptr_t address);

/* This process's rank and the number of ranks; -1 before init. */
ZERO_RT_API int zero_rt_rank(void);
ZERO_RT_API int zero_rt_size(void);

/* Switches the algorithm between collectives (all ranks must agree; the
 * runtime checks). Used by tests and benchmarks to compare the two. */
ZERO_RT_API int zero_rt_set_algorithm(zero_rt_algorithm algorithm);
ZERO_RT_API zero_rt_algorithm zero_rt_get_algorithm(void);

/* -------------------------------------------------------------------------
 * Grids and groups (hybrid sharding: shard within a group, replicate across)
 *
 * By default every collective runs over every rank of the job (the world).
 * A program sharded over a grid - `shard.grid @dp(shape = RxG)` of
 * zero-shard's shard-group=G - lays the N ranks out as a row-major grid
 * (rank = replica * G + s, the numbering of shard.process_linear_index) and
 * runs each collective along some of its axes. zero_rt_set_grid declares
 * that grid once; it then builds, with MPI_Comm_split (mpi) or
 * ncclCommSplit (nccl), one communicator for every non-empty proper subset
 * of the axes, so no collective pays for one. The group of axes A holding a
 * rank is every rank with the same coordinates on the other axes; inside
 * it the ranks are numbered row-major by their coordinates on A, and that
 * number is the rank's chunk in an all_gather or reduce_scatter on A (the
 * `rank` of the buffer rules below). The ring's order and its bit-for-bit
 * guarantees hold inside each group, with the group's size for N.
 *
 * A group is named by a `zero_rt_axes` bitmask, bit i for axis i. 0, and
 * the mask of every axis, both mean the world: a program that never sets a
 * grid or an axis mask behaves exactly as before. The axes are state, like
 * the algorithm: zero_rt_set_axes names the group of every collective that
 * follows - single, bucket and _async - until it is called again; a
 * started collective keeps the group it started on. Every rank must name
 * the same axes for the same collective (the ranks of different groups
 * cannot see each other's calls: a rank that names other axes than its
 * peers waits for them until the timeout names whom it waited for).
 * ------------------------------------------------------------------------- */

/* The most axes a grid may have (15 sub-communicators at most). */
#define ZERO_RT_MAX_GRID_AXES 4

/* A set of grid axes: bit i is axis i; 0 is the world. */
typedef uint32_t zero_rt_axes;

/* Declares the grid of `ndims` axes of sizes shape[0..ndims) (row-major,
 * axis 0 outermost) and builds its communicators. Collective over the
 * world: every rank calls it with the same shape, with no collective in
 * flight. Fails with ZERO_RT_ERR_INVALID_ARGUMENT, changing nothing, when
 * ndims is not 1..ZERO_RT_MAX_GRID_AXES, an axis is not 1..N, or the
 * product of the shape differs from the number of ranks (the message names
 * both); and when a different grid is already set (a grid is set once per
 * init; setting the same one again is a no-op). */
ZERO_RT_API int zero_rt_set_grid(int ndims, const int64_t *shape);

/* The number of axes of the grid; 0 when none is set (or before init). */
ZERO_RT_API int zero_rt_grid_ndims(void);

/* Names the group of the collectives that follow. Fails with
 * ZERO_RT_ERR_INVALID_ARGUMENT for a bit beyond the grid's axes (any bit
 * when no grid is set), with ZERO_RT_ERR_UNSUPPORTED while a bucket of
 * compiled code is open (zero_rt_bucket_begin .. zero_rt_bucket_end). */
ZERO_RT_API int zero_rt_set_axes(zero_rt_axes axes);

/* The axes the next collective runs on (0: the world). */
ZERO_RT_API zero_rt_axes zero_rt_get_axes(void);

/* This rank's number in the group of `axes`, and the group's size; -1 for
 * axes the grid does not have or before init. zero_rt_group_size(0) is
 * zero_rt_size(). */
ZERO_RT_API int zero_rt_group_rank(zero_rt_axes axes);
ZERO_RT_API int zero_rt_group_size(zero_rt_axes axes);

/* The last error of a call that returned a non-zero status on this thread;
 * "" if there was none. The text stays valid until the next failing call. */
ZERO_RT_API const char *zero_rt_last_error(void);

/* The three collectives. One numbering for the runtime, its tests and
 * benchmarks, and the compiler (RuntimeABI checks its own against it). */
typedef enum zero_rt_collective {
  ZERO_RT_ALL_GATHER = 0,
  ZERO_RT_REDUCE_SCATTER = 1,
  ZERO_RT_ALL_REDUCE = 2
} zero_rt_collective;

/* "all_gather", "reduce_scatter", "all_reduce"; NULL for an unknown value. */
ZERO_RT_API const char *zero_rt_collective_name(zero_rt_collective kind);

/* Name ("f32", "bf16", ...) and size in bytes of a dtype; NULL and 0 for an
 * unknown value. */
ZERO_RT_API const char *zero_rt_dtype_name(zero_rt_dtype dtype);
ZERO_RT_API size_t zero_rt_dtype_size(zero_rt_dtype dtype);

/* -------------------------------------------------------------------------
 * Collectives on host buffers (mpi) or device buffers (nccl)
 *
 * Counts are in elements. Buffers must not overlap, except where stated.
 * A count of 0 is allowed and moves nothing. Under the nccl backend every
 * buffer must be device memory of the rank's device (zero_rt_alloc, or
 * cudaMalloc/managed memory there); a host pointer is refused with
 * ZERO_RT_ERR_UNSUPPORTED before anything moves.
 * ------------------------------------------------------------------------- */

/* recv[r*count_per_rank .. (r+1)*count_per_rank) = rank r's send.
 * `send` may equal recv + rank * count_per_rank (in place). */
ZERO_RT_API int zero_rt_all_gather(const void *send, void *recv,
                                   size_t count_per_rank, zero_rt_dtype dtype);

/* send holds N * recv_count elements; rank r receives the reduction of
 * every rank's elements [r*recv_count, (r+1)*recv_count). */
ZERO_RT_API int zero_rt_reduce_scatter(const void *send, void *recv,
                                       size_t recv_count, zero_rt_dtype dtype,
                                       zero_rt_reduce_op op);

/* recv = the reduction of every rank's send. `send` may equal `recv`. */
ZERO_RT_API int zero_rt_all_reduce(const void *send, void *recv, size_t count,
                                   zero_rt_dtype dtype, zero_rt_reduce_op op);

/* Buckets: one call moves `n` tensors (a layer's parameters) together.
 * sends[i], recvs[i], counts[i], dtypes[i] describe tensor i exactly as in
 * the single-tensor calls; counts are per rank for all_gather, the receive
 * count for reduce_scatter and the full count for all_reduce. The arrays are
 * read during the call only. */
ZERO_RT_API int zero_rt_all_gather_bucket(size_t n, const void *const *sends,
                                          void *const *recvs,
                                          const size_t *counts,
                                          const zero_rt_dtype *dtypes);
ZERO_RT_API int zero_rt_reduce_scatter_bucket(
    size_t n, const void *const *sends, void *const *recvs,
    const size_t *counts, const zero_rt_dtype *dtypes, zero_rt_reduce_op op);
ZERO_RT_API int zero_rt_all_reduce_bucket(size_t n, const void *const *sends,
                                          void *const *recvs,
                                          const size_t *counts,
                                          const zero_rt_dtype *dtypes,
                                          zero_rt_reduce_op op);

/* -------------------------------------------------------------------------
 * Asynchronous collectives
 *
 * The _async calls start the collective and store a request in *request.
 * Data buffers must stay valid and untouched until the request completes;
 * the pointer arrays of the bucket forms are copied at the start. Work
 * progresses inside zero_rt_test, zero_rt_wait and every other collective of
 * the runtime (each of which advances all outstanding requests, so waiting
 * in a different order on different ranks cannot deadlock). The timeout
 * counts while a call waits and nothing advances.
 * ------------------------------------------------------------------------- */

typedef struct zero_rt_request_impl *zero_rt_request;

ZERO_RT_API int zero_rt_all_gather_async(const void *send, void *recv,
                                         size_t count_per_rank,
                                         zero_rt_dtype dtype,
                                         zero_rt_request *request);
ZERO_RT_API int zero_rt_reduce_scatter_async(const void *send, void *recv,
                                             size_t recv_count,
                                             zero_rt_dtype dtype,
                                             zero_rt_reduce_op op,
                                             zero_rt_request *request);
ZERO_RT_API int zero_rt_all_reduce_async(const void *send, void *recv,
                                         size_t count, zero_rt_dtype dtype,
                                         zero_rt_reduce_op op,
                                         zero_rt_request *request);
ZERO_RT_API int zero_rt_all_gather_bucket_async(size_t n,
                                                const void *const *sends,
                                                void *const *recvs,
                                                const size_t *counts,
                                                const zero_rt_dtype *dtypes,
                                                zero_rt_request *request);
ZERO_RT_API int zero_rt_reduce_scatter_bucket_async(
    size_t n, const void *const *sends, void *const *recvs,
    const size_t *counts, const zero_rt_dtype *dtypes, zero_rt_reduce_op op,
    zero_rt_request *request);
ZERO_RT_API int
zero_rt_all_reduce_bucket_async(size_t n, const void *const *sends,
                                void *const *recvs, const size_t *counts,
                                const zero_rt_dtype *dtypes,
                                zero_rt_reduce_op op, zero_rt_request *request);

/* Blocks until the request completes, then releases it. */
ZERO_RT_API int zero_rt_wait(zero_rt_request request);

/* Advances outstanding work without blocking; *done = 1 once the request
 * has completed. The request stays valid: release it with zero_rt_wait,
 * which returns at once for a completed request. */
ZERO_RT_API int zero_rt_test(zero_rt_request request, int *done);

/* -------------------------------------------------------------------------
 * Memory and counters
 * ------------------------------------------------------------------------- */

/* Allocates `bytes` of memory the backend's collectives accept (host memory
 * aligned to 64 bytes for MPI; device memory from cudaMalloc on the rank's
 * device for NCCL, never managed memory). Returns NULL for 0 bytes and on
 * failure (then see zero_rt_last_error). Counted in zero_rt_bytes_allocated. */
ZERO_RT_API void *zero_rt_alloc(size_t bytes);

/* Allocates `bytes` of host memory for the host tier of an offloaded step
 * (zero-shard offload=cpu): pinned memory (cudaMallocHost) for NCCL, so that
 * the device reaches it by DMA; aligned host memory for MPI. Counted apart,
 * in zero_rt_host_bytes_allocated, not in zero_rt_bytes_allocated. Freed
 * with zero_rt_free. NULL for 0 bytes and on failure. */
ZERO_RT_API void *zero_rt_alloc_host(size_t bytes);

/* Bytes currently allocated through zero_rt_alloc_host, and the highest
 * value since init or the last reset. */
ZERO_RT_API uint64_t zero_rt_host_bytes_allocated(void);
ZERO_RT_API uint64_t zero_rt_host_peak_bytes_allocated(void);

/* Frees memory from zero_rt_alloc or zero_rt_alloc_host; NULL is a no-op. A
 * pointer the runtime did not allocate is an error
 * (ZERO_RT_ERR_INVALID_ARGUMENT). */
ZERO_RT_API int zero_rt_free(void *ptr);

/* Payload bytes this rank has sent since init or the last reset (see the
 * formulas at the top of this file). */
ZERO_RT_API uint64_t zero_rt_bytes_sent(void);

/* The part of zero_rt_bytes_sent sent by collectives on the group of
 * `axes` (0 and the mask of every axis: the world), counted at the sends as
 * zero_rt_bytes_sent is, with N the group's size in the formulas at the top
 * of this file. The counters of all axis sets add up to zero_rt_bytes_sent.
 * 0 for axes the grid does not have. */
ZERO_RT_API uint64_t zero_rt_bytes_sent_on_axes(zero_rt_axes axes);

/* Bytes currently allocated through zero_rt_alloc, and the highest value
 * since init or the last reset. The runtime's own scratch buffers (the
 * ring's staging, the padding of all_reduce) are not included. */
ZERO_RT_API uint64_t zero_rt_bytes_allocated(void);
ZERO_RT_API uint64_t zero_rt_peak_bytes_allocated(void);

/* Memory tiers of an offloaded step (zero-shard offload=): the codes of the
 * zero dialect's #zero.tier. */
typedef enum {
  ZERO_RT_TIER_DEVICE = 0,
  ZERO_RT_TIER_HOST = 1,
  ZERO_RT_TIER_NVME = 2
} zero_rt_tier;

/* Bytes the transfer entry points (_mlir_ciface_zero_rt_transfer_<dt>) have
 * copied from tier `source` to tier `target` since init or the last reset;
 * 0 for tiers out of range. */
ZERO_RT_API uint64_t zero_rt_bytes_transferred(zero_rt_tier source,
                                               zero_rt_tier target);

/* Copies `bytes` from `source` in tier `source_tier` to `target` in tier
 * `target_tier` - neighbours: device <-> host, host <-> nvme - and counts
 * them in zero_rt_bytes_transferred. Device <-> host under nccl copies
 * between device memory and host memory (zero_rt_alloc_host: pinned) on
 * the backend's copy stream, ordered after the work enqueued on the compute
 * and communication streams, and returns once the copy is done; under mpi
 * both are host memory. Host <-> nvme is zero_rt_nvme_write/read. Returns
 * ZERO_RT_ERR_INVALID_ARGUMENT for tiers that are not neighbours or
 * buffers of the wrong kind. */
ZERO_RT_API int zero_rt_transfer(void *target, const void *source, size_t bytes,
                                 zero_rt_tier source_tier,
                                 zero_rt_tier target_tier);

/* The NVMe tier (zero-shard offload=nvme): one file per rank,
 * NVME_DIR/zero-rt-rank<R>.nvme, where NVME_DIR is the config's nvme_dir or
 * else $ZERO_RT_NVME_DIR, created on first use and deleted
 * by zero_rt_finalize. zero_rt_alloc_nvme places `bytes` in the file and
 * returns the tensor's address: it names the tensor for the calls below and
 * for the transfer entry points, but it is not memory (reading or writing
 * it directly faults). NULL for 0 bytes and on failure: the directory
 * unset, missing, not a directory or not writable, the disk full (the
 * message names the directory and the bytes). Freed with zero_rt_free.
 * Counted in zero_rt_nvme_bytes_allocated. */
ZERO_RT_API void *zero_rt_alloc_nvme(size_t bytes);

/* Names the NVMe tensor at `nvme` (e.g. a state) in later error messages;
 * ZERO_RT_ERR_INVALID_ARGUMENT when `nvme` does not start one. */
ZERO_RT_API int zero_rt_nvme_set_label(void *nvme, const char *label);

/* Write `bytes` of host memory to the NVMe tensor at `nvme` (recording a
 * checksum), or read them back into host memory. A read must name exactly a
 * range that was written, and is checked: a file deleted, replaced,
 * truncated or altered since the write is an error naming the file, the
 * tensor and its offset (ZERO_RT_ERR_BACKEND), never zeros. A range past
 * the end of its tensor, or a host buffer that is itself an address of the
 * nvme tier, is ZERO_RT_ERR_INVALID_ARGUMENT before any byte is copied, and
 * changes nothing. Counted in zero_rt_bytes_transferred(HOST, NVME) and
 * (NVME, HOST). */
ZERO_RT_API int zero_rt_nvme_write(void *nvme, const void *source,
                                   size_t bytes);
ZERO_RT_API int zero_rt_nvme_read(void *target, const void *nvme, size_t bytes);

/* Waits for every NVMe read and write compiled code started (transfers
 * to and from nvme run on the tier's I/O thread); ZERO_RT_ERR_BACKEND with
 * the message if one failed. A no-op without an NVMe tier. */
ZERO_RT_API int zero_rt_nvme_sync(void);

/* Bytes currently placed in the NVMe tier. */
ZERO_RT_API uint64_t zero_rt_nvme_bytes_allocated(void);

/* 1 if the NVMe tier's file takes O_DIRECT I/O (aligned tensors bypass the
 * page cache), 0 if the filesystem refused it and I/O is buffered (tmpfs),
 * -1 before the tier is opened. */
ZERO_RT_API int zero_rt_nvme_direct_io(void);

/* The path of this rank's NVMe file, or "" before the tier is opened. */
ZERO_RT_API const char *zero_rt_nvme_path(void);

/* Sets bytes sent and transferred to 0 and each peak (zero_rt_alloc's and
 * zero_rt_alloc_host's) to the current allocation. */
ZERO_RT_API void zero_rt_reset_counters(void);

/* -------------------------------------------------------------------------
 * Entry points for MLIR-compiled code
 *
 * For a declaration
 *   func.func private @zero_rt_all_gather_f32(memref<?xf32, strided<[?],
 * offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) attributes
 * {llvm.emit_c_interface} the lowered code calls
 * `_mlir_ciface_zero_rt_all_gather_f32` with pointers to 1-D memref
 * descriptors. They are declared, with MLIR's StridedMemRefType, in
 * <zero_rt/zero_rt_memref.h>:
 *
 *   _mlir_ciface_zero_rt_all_gather_<dt>(in, out)
 *   _mlir_ciface_zero_rt_reduce_scatter_<dt>(in, out, int32_t op)
 *   _mlir_ciface_zero_rt_all_reduce_<dt>(in, out, int32_t op)
 *   _mlir_ciface_zero_rt_transfer_<dt>(in, out, int32_t source,
 *                                      int32_t target)
 *
 * for <dt> in f32, f64, bf16, f16, i32, i64. They honour each descriptor's
 * offset and stride, take the sizes from the descriptors (out must have N
 * times the elements of in for all_gather, in N times those of out for
 * reduce_scatter, as many for all_reduce), use the current algorithm, and
 * return nothing: compiled code has no error path, so any error - including
 * inconsistent sizes or calling before zero_rt_init - is fatal
 * (ZERO_RT_ABORT_MISUSE).
 *
 * Several tensors travel as one bucket collective (the _bucket calls above)
 * through
 *
 *   zero_rt_bucket_begin()
 *   _mlir_ciface_zero_rt_bucket_all_gather_<dt>(in, out)    one per tensor
 *   _mlir_ciface_zero_rt_bucket_reduce_scatter_<dt>(in, out, int32_t op)
 *   _mlir_ciface_zero_rt_bucket_all_reduce_<dt>(in, out, int32_t op)
 *   zero_rt_bucket_end()                                     starts it
 *   _mlir_ciface_zero_rt_bucket_wait_<dt>(in, out)           one per tensor,
 *                                                            in enqueue order
 *
 * whose contract zero_rt_memref.h states; misuse is fatal in the same way.
 *
 * A step on a grid of several axes (hybrid sharding) names the group of
 * each collective first, and asks for its coordinates on the grid, with
 *
 *   zero_rt_use_axes(int32_t axes)         zero_rt_set_axes, fatal on misuse
 *   zero_rt_grid_index(int32_t axis)       this rank's coordinate on axis
 *
 * (zero_rt_memref.h). The host sets the step's grid (zero_rt_set_grid, the
 * lowered step's `zero_rt.grid` attribute) before calling it; the step
 * leaves the axes of its last collective set, so a host that runs
 * collectives of its own afterwards sets them back (zero_rt_set_axes(0)).
 *
 * A transfer (zero.transfer of an offloaded step) copies in to out, which
 * have the same number of elements, and counts the bytes from tier `source`
 * to tier `target` (zero_rt_tier codes, neighbours: device <-> host). The
 * mpi backend's device and host memory are both host memory, so the copy is
 * a memcpy and the counters are what the e2e tests compare with the
 * report; under nccl they take contiguous memrefs of device and pinned
 * host memory and copy as zero_rt_transfer does. Transfers host <-> nvme
 * are zero_rt_nvme_write/read: the nvme
 * side must be a tensor of the NVMe tier, which compiled code allocates
 * with
 *
 *   _mlir_ciface_zero_rt_alloc_nvme_<dt>(StridedMemRefType<T, 1> *result,
 *                                        int64_t size)
 *
 * (a contiguous memref of `size` elements at an NVMe address, freed by
 * _mlir_memref_to_llvm_free). Transfers to and from nvme run on the tier's
 * I/O thread, overlapping what the step computes next: a write copies its
 * input first; a read must be completed, before its output is used, by
 *
 *   _mlir_ciface_zero_rt_transfer_wait_<dt>(StridedMemRefType<T, 1> *out)
 *
 * which zero-to-runtime puts before the output's first use. The host copy a
 * transfer to the host writes is allocated in the host tier, with
 *
 *   _mlir_ciface_zero_rt_alloc_host_<dt>(StridedMemRefType<T, 1> *result,
 *                                        int64_t size)
 *
 * (zero_rt_alloc_host's memory as a contiguous memref of `size` elements,
 * NULL for none, freed by _mlir_memref_to_llvm_free; counted in
 * zero_rt_host_bytes_allocated and its peak). An NVMe read
 * or write that fails ends the job with ZERO_RT_ABORT_NVME_ERROR and the
 * tier's message (at the wait, or at the next transfer for a write).
 * ------------------------------------------------------------------------- */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RT_ZERO_RT_H */
