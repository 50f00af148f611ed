//===- CApi.cpp - the C entry points and their argument checks ------------===//
//
// Every entry point validates its arguments here: failures that concern one
// rank come back as status codes and change nothing. A valid call becomes
// one `CollectiveCall` for the runtime (Runtime.h).
//
// This file holds the life cycle, grids and groups, and the collectives,
// blocking and asynchronous; the entry points of zero_rt.h's "Memory and
// counters" section (allocations in each tier, the NVMe file, transfers
// between tiers, the byte counters) are in CApiMemory.cpp.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"

#include "DType.h"
#include "Fatal.h"
#include "Grid.h"
#include "Launcher.h"
#include "Runtime.h"

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace zero_rt {
namespace {

//===----------------------------------------------------------------------===//
// Argument checks
//===----------------------------------------------------------------------===//

bool rangesOverlap(const void *a, size_t aBytes, const void *b, size_t bBytes) {
  auto begin = [](const void *p) { return reinterpret_cast<uintptr_t>(p); };
  return aBytes && bBytes && begin(a) < begin(b) + bBytes &&
         begin(b) < begin(a) + aBytes;
}

/// Validates the arguments of a collective entry point and runs it.
/// `request` is null for blocking calls. Messages are built only on failure:
/// this runs on every collective.
int collective(const char *entry, CollectiveKind kind, size_t n,
               const void *const *sends, void *const *recvs,
               const size_t *counts, const zero_rt_dtype *dtypes,
               zero_rt_reduce_op op, bool bucket, zero_rt_request *request) {
  auto reject = [entry](zero_rt_status status, const std::string &why) {
    return fail(status, std::string(entry) + ": " + why);
  };
  if (!theRuntime)
    return reject(ZERO_RT_ERR_NOT_INITIALIZED,
                  "the runtime is not initialized (call zero_rt_init)");
  if (n == 0)
    return reject(ZERO_RT_ERR_INVALID_ARGUMENT,
                  "a bucket needs at least one tensor");
  if (!sends || !recvs || !counts || !dtypes)
    return reject(ZERO_RT_ERR_INVALID_ARGUMENT,
                  "the sends, recvs, counts and dtypes arrays must not be "
                  "NULL");
  if (kind != CollectiveKind::AllGather && op != ZERO_RT_SUM &&
      op != ZERO_RT_AVG)
    return reject(ZERO_RT_ERR_INVALID_ARGUMENT,
                  "unknown reduce op " + std::to_string(static_cast<int>(op)));

  Runtime &runtime = *theRuntime;
  // The buffers' layout is the group's: N is its size, `rank` the chunk.
  const size_t ranks = static_cast<size_t>(runtime.groupSize(runtime.axes()));
  const size_t rank = static_cast<size_t>(runtime.groupRank(runtime.axes()));
  CollectiveCall call;
  call.kind = kind;
  call.axes = runtime.axes();
  call.op = kind == CollectiveKind::AllGather ? ZERO_RT_SUM : op;
  call.algorithm = runtime.algorithm();
  call.bucket = bucket;
  // Not reserved up front: `n` is the caller's word, and a wrong one
  // would ask for any amount of memory before a single tensor is checked.
  call.tensors.reserve(std::min<size_t>(n, 64));
  for (size_t i = 0; i < n; ++i) {
    auto rejectTensor = [&](const std::string &why) {
      return reject(ZERO_RT_ERR_INVALID_ARGUMENT,
                    bucket ? "tensor " + std::to_string(i) + ": " + why : why);
    };
    if (!isValidDtype(static_cast<int>(dtypes[i])))
      return rejectTensor("unknown dtype " +
                          std::to_string(static_cast<int>(dtypes[i])));
    TensorArg tensor{sends[i], recvs[i], counts[i], dtypes[i]};
    const size_t elementBytes = dtypeSize(tensor.dtype);
    // The largest buffer is N times the count (the gathered or the padded
    // tensor); refuse counts whose byte sizes do not fit in size_t.
    if (tensor.count > SIZE_MAX / elementBytes / (ranks + 1))
      return rejectTensor("count " + std::to_string(tensor.count) +
                          " is too large");
    if (tensor.count > 0 && (!tensor.send || !tensor.recv))
      return rejectTensor("send and recv must not be NULL");

    const size_t bytes = tensor.count * elementBytes;
    size_t sendBytes = bytes, recvBytes = bytes;
    bool inPlace = false;
    switch (kind) {
    case CollectiveKind::AllGather:
      recvBytes = ranks * bytes;
      inPlace =
          tensor.send == static_cast<const char *>(tensor.recv) + rank * bytes;
      break;
    case CollectiveKind::ReduceScatter:
      sendBytes = ranks * bytes;
      break;
    case CollectiveKind::AllReduce:
      inPlace = tensor.send == tensor.recv;
      break;
    }
    if (!inPlace &&
        rangesOverlap(tensor.send, sendBytes, tensor.recv, recvBytes))
      return rejectTensor("send and recv overlap (in place is allowed only "
                          "as send == recv for all_reduce and send == recv + "
                          "rank * count for all_gather)");
    call.tensors.push_back(tensor);
  }
  return runtime.run(std::move(call), request);
}

int collectiveOne(const char *entry, CollectiveKind kind, const void *send,
                  void *recv, size_t count, zero_rt_dtype dtype,
                  zero_rt_reduce_op op, zero_rt_request *request) {
  return collective(entry, kind, 1, &send, &recv, &count, &dtype, op,
                    /*bucket=*/false, request);
}

//===----------------------------------------------------------------------===//
// Configuration
//===----------------------------------------------------------------------===//

constexpr double kDefaultTimeoutSeconds = 30;
/// The longest timeout: deadlines are kept in the steady clock's 64-bit
/// nanoseconds, which a longer one (or infinity) would overflow.
constexpr double kMaxTimeoutSeconds = 1e9;

/// The shortest timeout: deadlines count whole nanoseconds, so a shorter
/// one would be a wait of 0 reported as a timeout after that many seconds.
constexpr double kMinTimeoutSeconds = 1e-9;

/// 0 (no timeout) or a finite number of seconds from a nanosecond up to
/// the maximum.
bool isValidTimeout(double seconds) {
  return seconds == 0 ||
         (seconds >= kMinTimeoutSeconds && seconds <= kMaxTimeoutSeconds);
}

int parseEnvironment(zero_rt_config &config) {
  if (const char *value = std::getenv("ZERO_RT_BACKEND")) {
    if (std::strcmp(value, "mpi") == 0)
      config.backend = ZERO_RT_BACKEND_MPI;
    else if (std::strcmp(value, "nccl") == 0)
      config.backend = ZERO_RT_BACKEND_NCCL;
    else
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  std::string("ZERO_RT_BACKEND=") + value +
                      ": expected mpi or nccl");
  }
  if (const char *value = std::getenv("ZERO_RT_ALGO")) {
    if (std::strcmp(value, "ring") == 0)
      config.algorithm = ZERO_RT_ALGO_RING;
    else if (std::strcmp(value, "native") == 0)
      config.algorithm = ZERO_RT_ALGO_NATIVE;
    else
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  std::string("ZERO_RT_ALGO=") + value +
                      ": expected ring or native");
  }
  if (const char *value = std::getenv("ZERO_RT_DEVICE")) {
    char *end = nullptr;
    long device = std::strtol(value, &end, 10);
    if (end == value || *end != '\0' || device < 0 || device > INT_MAX)
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  std::string("ZERO_RT_DEVICE=") + value +
                      ": expected a CUDA device ordinal from 0 to " +
                      std::to_string(INT_MAX));
    config.device = static_cast<int>(device);
  }
  if (const char *value = std::getenv("ZERO_RT_TIMEOUT")) {
    // Waiting forever must be asked for by name: a 0 or an `inf` that
    // strtod happens to accept used to switch off the one guard against a
    // hung job without a word.
    if (std::strcmp(value, "none") == 0) {
      config.timeout_seconds = 0;
    } else {
      char *end = nullptr;
      double seconds = std::strtod(value, &end);
      if (end == value || *end != '\0' || !isValidTimeout(seconds) ||
          seconds == 0)
        return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                    std::string("ZERO_RT_TIMEOUT=") + value +
                        ": expected a number of seconds from 1e-9 to 1e9 "
                        "(default 30), or none to wait forever");
      config.timeout_seconds = seconds;
    }
  }
  return ZERO_RT_SUCCESS;
}

} // namespace
} // namespace zero_rt

using namespace zero_rt;

//===----------------------------------------------------------------------===//
// C ABI
//===----------------------------------------------------------------------===//

extern "C" {

int zero_rt_config_from_env(zero_rt_config *config) {
  if (!config)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_config_from_env: config is NULL");
  zero_rt_config defaults{};
  defaults.struct_size = sizeof(zero_rt_config);
  defaults.backend = ZERO_RT_BACKEND_MPI;
  defaults.algorithm = ZERO_RT_ALGO_RING;
  defaults.timeout_seconds = kDefaultTimeoutSeconds;
  defaults.device = -1;
  defaults.compute_stream = nullptr;
  defaults.nvme_dir = nullptr;
  defaults.nvme_dir_name = nullptr;
  *config = defaults;
  zero_rt_config fromEnvironment = defaults;
  int status = parseEnvironment(fromEnvironment);
  if (status == ZERO_RT_SUCCESS)
    *config = fromEnvironment;
  return status;
}

int zero_rt_init(void) {
  zero_rt_config config;
  int status = zero_rt_config_from_env(&config);
  if (status != ZERO_RT_SUCCESS)
    return status;
  return zero_rt_init_with_config(&config);
}

int zero_rt_init_with_config(const zero_rt_config *config) {
  // Callers compiled before `device` was appended pass the smaller size.
  constexpr size_t kFirstConfigSize = offsetof(zero_rt_config, device);
  if (!config || config->struct_size < kFirstConfigSize)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: fill the config with "
                "zero_rt_config_from_env first (struct_size is too small)");
  zero_rt_config kept{};
  kept.device = -1;
  std::memcpy(&kept, config, std::min(config->struct_size, sizeof(kept)));
  kept.struct_size = sizeof(zero_rt_config);
  config = &kept;
  if (config->algorithm != ZERO_RT_ALGO_RING &&
      config->algorithm != ZERO_RT_ALGO_NATIVE)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: unknown algorithm");
  if (config->backend != ZERO_RT_BACKEND_MPI &&
      config->backend != ZERO_RT_BACKEND_NCCL)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: unknown backend");
  if (!isValidTimeout(config->timeout_seconds))
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: timeout_seconds " +
                    std::to_string(config->timeout_seconds) +
                    " is not 0 (no timeout) or a number of seconds from "
                    "1e-9 to 1e9");
  // After the checks of the configuration, so that a bad one is reported
  // as such even by a program that is already running.
  if (theRuntime)
    return fail(ZERO_RT_ERR_ALREADY_INITIALIZED,
                "zero_rt_init: the runtime is already initialized");
  if (config->backend == ZERO_RT_BACKEND_NCCL) {
    std::string missing = ncclBackendMissingReason();
    if (!missing.empty())
      return fail(ZERO_RT_ERR_UNSUPPORTED,
                  "zero_rt_init: this libzero_rt was built without the nccl "
                  "backend (" +
                      missing + "); use ZERO_RT_BACKEND=mpi");
  }

  BackendOptions options;
  options.timeoutSeconds = config->timeout_seconds;
  options.device = config->device;
  options.computeStream = config->compute_stream;
  auto counters = std::make_unique<Counters>();
  std::string error;
  std::unique_ptr<Backend> backend =
      config->backend == ZERO_RT_BACKEND_NCCL
          ? createNcclBackend(options, *counters, error)
          : createMpiBackend(options, *counters, error);
  if (!backend)
    return fail(ZERO_RT_ERR_BACKEND, "zero_rt_init: " + error);
  theRuntime =
      std::make_unique<Runtime>(kept, std::move(backend), std::move(counters));
  // From here until the process ends (past zero_rt_finalize, where MPI no
  // longer links the rank to its launcher), a rank whose launcher dies
  // ends itself: no rank outlives its job.
  watchLauncher();
  return ZERO_RT_SUCCESS;
}

int zero_rt_finalize(void) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_finalize: the runtime is not initialized");
  theRuntime.reset();
  return ZERO_RT_SUCCESS;
}

int zero_rt_finalize_with_status(int exit_status) {
  int status = zero_rt_finalize();
  if (exit_status != 0)
    endLauncherIfItIgnoresExitStatus();
  return status;
}

int zero_rt_initialized(void) { return theRuntime ? 1 : 0; }

void zero_rt_hold(uintptr_t) {}

int zero_rt_rank(void) {
  return theRuntime ? theRuntime->backend().rank() : -1;
}

int zero_rt_size(void) {
  return theRuntime ? theRuntime->backend().size() : -1;
}

int zero_rt_set_grid(int ndims, const int64_t *shape) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_set_grid: the runtime is not initialized (call "
                "zero_rt_init)");
  if (ndims < 1 || ndims > ZERO_RT_MAX_GRID_AXES || !shape)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_set_grid: a grid has 1 to " +
                    std::to_string(ZERO_RT_MAX_GRID_AXES) +
                    " axes and a non-NULL shape, got " + std::to_string(ndims) +
                    (shape ? "" : " and NULL"));
  return theRuntime->setGrid(std::vector<int64_t>(shape, shape + ndims));
}

int zero_rt_grid_ndims(void) {
  return theRuntime ? static_cast<int>(theRuntime->grid().size()) : 0;
}

int zero_rt_set_axes(zero_rt_axes axes) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_set_axes: the runtime is not initialized (call "
                "zero_rt_init)");
  if (memrefBucketOpen())
    return fail(ZERO_RT_ERR_UNSUPPORTED,
                "zero_rt_set_axes: a bucket is open (zero_rt_bucket_begin); "
                "its tensors share one group: set the axes before the "
                "bucket begins");
  return theRuntime->setAxes(axes);
}

zero_rt_axes zero_rt_get_axes(void) {
  return theRuntime ? theRuntime->axes() : 0;
}

int zero_rt_group_rank(zero_rt_axes axes) {
  return theRuntime ? theRuntime->groupRank(axes) : -1;
}

int zero_rt_group_size(zero_rt_axes axes) {
  return theRuntime ? theRuntime->groupSize(axes) : -1;
}

int zero_rt_set_algorithm(zero_rt_algorithm algorithm) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_set_algorithm: the runtime is not initialized");
  if (algorithm != ZERO_RT_ALGO_RING && algorithm != ZERO_RT_ALGO_NATIVE)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_set_algorithm: unknown algorithm " +
                    std::to_string(static_cast<int>(algorithm)));
  theRuntime->setAlgorithm(algorithm);
  return ZERO_RT_SUCCESS;
}

zero_rt_algorithm zero_rt_get_algorithm(void) {
  return theRuntime ? theRuntime->algorithm() : ZERO_RT_ALGO_RING;
}

const char *zero_rt_last_error(void) { return lastErrorText(); }

const char *zero_rt_collective_name(zero_rt_collective kind) {
  switch (kind) {
  case ZERO_RT_ALL_GATHER:
    return "all_gather";
  case ZERO_RT_REDUCE_SCATTER:
    return "reduce_scatter";
  case ZERO_RT_ALL_REDUCE:
    return "all_reduce";
  }
  return nullptr;
}

const char *zero_rt_dtype_name(zero_rt_dtype dtype) {
  return isValidDtype(static_cast<int>(dtype)) ? dtypeName(dtype) : nullptr;
}

size_t zero_rt_dtype_size(zero_rt_dtype dtype) {
  return isValidDtype(static_cast<int>(dtype)) ? dtypeSize(dtype) : 0;
}

int zero_rt_all_gather(const void *send, void *recv, size_t count_per_rank,
                       zero_rt_dtype dtype) {
  return collectiveOne("zero_rt_all_gather", CollectiveKind::AllGather, send,
                       recv, count_per_rank, dtype, ZERO_RT_SUM, nullptr);
}

int zero_rt_reduce_scatter(const void *send, void *recv, size_t recv_count,
                           zero_rt_dtype dtype, zero_rt_reduce_op op) {
  return collectiveOne("zero_rt_reduce_scatter", CollectiveKind::ReduceScatter,
                       send, recv, recv_count, dtype, op, nullptr);
}

int zero_rt_all_reduce(const void *send, void *recv, size_t count,
                       zero_rt_dtype dtype, zero_rt_reduce_op op) {
  return collectiveOne("zero_rt_all_reduce", CollectiveKind::AllReduce, send,
                       recv, count, dtype, op, nullptr);
}

int zero_rt_all_gather_bucket(size_t n, const void *const *sends,
                              void *const *recvs, const size_t *counts,
                              const zero_rt_dtype *dtypes) {
  return collective("zero_rt_all_gather_bucket", CollectiveKind::AllGather, n,
                    sends, recvs, counts, dtypes, ZERO_RT_SUM, true, nullptr);
}

int zero_rt_reduce_scatter_bucket(size_t n, const void *const *sends,
                                  void *const *recvs, const size_t *counts,
                                  const zero_rt_dtype *dtypes,
                                  zero_rt_reduce_op op) {
  return collective("zero_rt_reduce_scatter_bucket",
                    CollectiveKind::ReduceScatter, n, sends, recvs, counts,
                    dtypes, op, true, nullptr);
}

int zero_rt_all_reduce_bucket(size_t n, const void *const *sends,
                              void *const *recvs, const size_t *counts,
                              const zero_rt_dtype *dtypes,
                              zero_rt_reduce_op op) {
  return collective("zero_rt_all_reduce_bucket", CollectiveKind::AllReduce, n,
                    sends, recvs, counts, dtypes, op, true, nullptr);
}

#define ZERO_RT_REQUIRE_REQUEST(entry)                                         \
  if (!request)                                                                \
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT, entry ": request is NULL");

int zero_rt_all_gather_async(const void *send, void *recv,
                             size_t count_per_rank, zero_rt_dtype dtype,
                             zero_rt_request *request) {
  ZERO_RT_REQUIRE_REQUEST("zero_rt_all_gather_async")
  return collectiveOne("zero_rt_all_gather_async", CollectiveKind::AllGather,
                       send, recv, count_per_rank, dtype, ZERO_RT_SUM, request);
}

int zero_rt_reduce_scatter_async(const void *send, void *recv,
                                 size_t recv_count, zero_rt_dtype dtype,
                                 zero_rt_reduce_op op,
                                 zero_rt_request *request) {
  ZERO_RT_REQUIRE_REQUEST("zero_rt_reduce_scatter_async")
  return collectiveOne("zero_rt_reduce_scatter_async",
                       CollectiveKind::ReduceScatter, send, recv, recv_count,
                       dtype, op, request);
}

int zero_rt_all_reduce_async(const void *send, void *recv, size_t count,
                             zero_rt_dtype dtype, zero_rt_reduce_op op,
                             zero_rt_request *request) {
  ZERO_RT_REQUIRE_REQUEST("zero_rt_all_reduce_async")
  return collectiveOne("zero_rt_all_reduce_async", CollectiveKind::AllReduce,
                       send, recv, count, dtype, op, request);
}

int zero_rt_all_gather_bucket_async(size_t n, const void *const *sends,
                                    void *const *recvs, const size_t *counts,
                                    const zero_rt_dtype *dtypes,
                                    zero_rt_request *request) {
  ZERO_RT_REQUIRE_REQUEST("zero_rt_all_gather_bucket_async")
  return collective("zero_rt_all_gather_bucket_async",
                    CollectiveKind::AllGather, n, sends, recvs, counts, dtypes,
                    ZERO_RT_SUM, true, request);
}

int zero_rt_reduce_scatter_bucket_async(size_t n, const void *const *sends,
                                        void *const *recvs,
                                        const size_t *counts,
                                        const zero_rt_dtype *dtypes,
                                        zero_rt_reduce_op op,
                                        zero_rt_request *request) {
  ZERO_RT_REQUIRE_REQUEST("zero_rt_reduce_scatter_bucket_async")
  return collective("zero_rt_reduce_scatter_bucket_async",
                    CollectiveKind::ReduceScatter, n, sends, recvs, counts,
                    dtypes, op, true, request);
}

int zero_rt_all_reduce_bucket_async(size_t n, const void *const *sends,
                                    void *const *recvs, const size_t *counts,
                                    const zero_rt_dtype *dtypes,
                                    zero_rt_reduce_op op,
                                    zero_rt_request *request) {
  ZERO_RT_REQUIRE_REQUEST("zero_rt_all_reduce_bucket_async")
  return collective("zero_rt_all_reduce_bucket_async",
                    CollectiveKind::AllReduce, n, sends, recvs, counts, dtypes,
                    op, true, request);
}

#undef ZERO_RT_REQUIRE_REQUEST

int zero_rt_wait(zero_rt_request request) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_wait: the runtime is not initialized");
  return theRuntime->wait(request);
}

int zero_rt_test(zero_rt_request request, int *done) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_test: the runtime is not initialized");
  return theRuntime->test(request, done);
}

} // extern "C"
