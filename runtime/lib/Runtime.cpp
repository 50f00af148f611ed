//===- Runtime.cpp - the C ABI: validation, requests, counters ------------===//
//
// Every entry point validates its arguments here (failures that concern one
// rank come back as status codes), turns the call into a `CollectiveCall`
// and hands it to the backend. Blocking calls are async calls waited for at
// once, so there is one code path, one progress loop and one timeout.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"

#include "Backend.h"
#include "DType.h"
#include "Fatal.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include <sched.h>

/// The object behind a `zero_rt_request` handle.
struct zero_rt_request_impl {
  std::unique_ptr<zero_rt::PendingCollective> collective;
  bool done = false;
};

namespace zero_rt {
namespace {

thread_local std::string lastError;

int fail(zero_rt_status status, std::string message) {
  lastError = std::move(message);
  return status;
}

std::string formatSeconds(double seconds) {
  std::ostringstream text;
  text << seconds;
  return text.str();
}

//===----------------------------------------------------------------------===//
// Runtime state
//===----------------------------------------------------------------------===//

class Runtime {
public:
  Runtime(const zero_rt_config &config, std::unique_ptr<Backend> backend,
          std::unique_ptr<Counters> counters)
      : config_(config), counters_(std::move(counters)),
        backend_(std::move(backend)) {}

  ~Runtime() {
    // Requests the program never waited for still hold MPI requests into
    // its buffers: complete them while the buffers are (hopefully) alive.
    while (!pending_.empty()) {
      waitFor(pending_.front().get());
      pending_.erase(pending_.begin());
    }
    for (auto &[ptr, bytes] : allocations_)
      backend_->deallocate(ptr);
  }

  Backend &backend() { return *backend_; }
  Counters &counters() { return *counters_; }
  zero_rt_algorithm algorithm() const { return config_.algorithm; }
  void setAlgorithm(zero_rt_algorithm algorithm) {
    config_.algorithm = algorithm;
  }

  /// Starts `call`; blocking calls also wait for it. `request` receives the
  /// handle of an async call.
  int run(CollectiveCall call, zero_rt_request *request);

  int wait(zero_rt_request request);
  int test(zero_rt_request request, int *done);

  void *allocate(size_t bytes);
  int release(void *ptr);
  uint64_t bytesAllocated() const { return bytesAllocated_; }
  uint64_t peakBytesAllocated() const { return peakBytesAllocated_; }
  void resetCounters() {
    counters_->bytesSent = 0;
    peakBytesAllocated_ = bytesAllocated_;
  }

private:
  /// Advances every pending collective in start order; true if any moved.
  bool progressAll();
  /// Drives all pending collectives until `target` completes, aborting the
  /// job after `timeout_seconds` without progress.
  void waitFor(zero_rt_request_impl *target);
  std::vector<std::unique_ptr<zero_rt_request_impl>>::iterator
  find(zero_rt_request request);

  zero_rt_config config_;
  std::unique_ptr<Counters> counters_;
  std::unique_ptr<Backend> backend_;
  uint64_t nextSequence_ = 0;
  std::vector<std::unique_ptr<zero_rt_request_impl>> pending_;
  std::unordered_map<void *, size_t> allocations_;
  uint64_t bytesAllocated_ = 0;
  uint64_t peakBytesAllocated_ = 0;
};

std::unique_ptr<Runtime> theRuntime;

int Runtime::run(CollectiveCall call, zero_rt_request *request) {
  std::string unsupported = backend_->checkSupported(call);
  if (!unsupported.empty())
    return fail(ZERO_RT_ERR_UNSUPPORTED, unsupported);
  // Numbered only once accepted: a rejected call must not shift the
  // numbering that the ranks compare.
  call.sequence = nextSequence_++;
  const bool blocking = request == nullptr;
  auto started = std::make_unique<zero_rt_request_impl>();
  started->collective = backend_->start(std::move(call), blocking);
  zero_rt_request_impl *handle = started.get();
  pending_.push_back(std::move(started));
  if (!blocking) {
    *request = handle;
    return ZERO_RT_SUCCESS;
  }
  waitFor(handle);
  pending_.erase(find(handle));
  return ZERO_RT_SUCCESS;
}

std::vector<std::unique_ptr<zero_rt_request_impl>>::iterator
Runtime::find(zero_rt_request request) {
  return std::find_if(pending_.begin(), pending_.end(),
                      [request](const auto &owned) {
                        return owned.get() == request;
                      });
}

int Runtime::wait(zero_rt_request request) {
  auto it = find(request);
  if (it == pending_.end())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_wait: unknown or already released request");
  waitFor(request);
  pending_.erase(find(request));
  return ZERO_RT_SUCCESS;
}

int Runtime::test(zero_rt_request request, int *done) {
  if (!done)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT, "zero_rt_test: done is NULL");
  if (find(request) == pending_.end())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_test: unknown or already released request");
  progressAll();
  *done = request->done ? 1 : 0;
  return ZERO_RT_SUCCESS;
}

bool Runtime::progressAll() {
  bool advanced = false;
  for (auto &request : pending_)
    if (!request->done)
      request->done = request->collective->progress(advanced);
  return advanced;
}

void Runtime::waitFor(zero_rt_request_impl *target) {
  using Clock = std::chrono::steady_clock;
  const double timeout = config_.timeout_seconds;
  // How long to poll before giving the core away. A rank with a core of its
  // own polls like MPI's blocking calls do: yielding to another process
  // costs a scheduler time slice (milliseconds) that a transfer of a few
  // MiB does not take. Ranks that share cores yield almost at once, or the
  // peer they wait for could not run.
  const double spinSeconds = backend_->sharesCores() ? 2e-6 : 1e-3;
  Clock::time_point lastAdvance = Clock::now();
  while (!target->done) {
    bool advanced = progressAll();
    if (target->done)
      return;
    Clock::time_point now = Clock::now();
    if (advanced) {
      lastAdvance = now;
      continue;
    }
    double idleSeconds = std::chrono::duration<double>(now - lastAdvance).count();
    if (timeout > 0 && idleSeconds > timeout)
      fatal(ZERO_RT_ABORT_TIMEOUT,
            describeCall(target->collective->call()) + " timed out after " +
                formatSeconds(timeout) + " s waiting for " +
                target->collective->waitingFor());
    // Past the spin, yield; past 10 ms, sleep, so that a long wait for a
    // slow peer does not burn a CPU that others need.
    if (idleSeconds < spinSeconds)
      continue;
    if (idleSeconds < 0.01)
      sched_yield();
    else
      std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
}

void *Runtime::allocate(size_t bytes) {
  if (bytes == 0)
    return nullptr;
  void *ptr = backend_->allocate(bytes);
  if (!ptr) {
    fail(ZERO_RT_ERR_OUT_OF_MEMORY,
         "zero_rt_alloc: cannot allocate " + std::to_string(bytes) + " bytes");
    return nullptr;
  }
  allocations_.emplace(ptr, bytes);
  bytesAllocated_ += bytes;
  peakBytesAllocated_ = std::max(peakBytesAllocated_, bytesAllocated_);
  return ptr;
}

int Runtime::release(void *ptr) {
  if (!ptr)
    return ZERO_RT_SUCCESS;
  auto it = allocations_.find(ptr);
  if (it == allocations_.end())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_free: pointer was not allocated by zero_rt_alloc "
                "(or was already freed)");
  bytesAllocated_ -= it->second;
  backend_->deallocate(ptr);
  allocations_.erase(it);
  return ZERO_RT_SUCCESS;
}

//===----------------------------------------------------------------------===//
// Argument checks
//===----------------------------------------------------------------------===//

bool rangesOverlap(const void *a, size_t aBytes, const void *b, size_t bBytes) {
  auto begin = [](const void *p) { return reinterpret_cast<uintptr_t>(p); };
  return aBytes && bBytes && begin(a) < begin(b) + bBytes &&
         begin(b) < begin(a) + aBytes;
}

/// Validates the arguments of a collective entry point and runs it.
/// `request` is null for blocking calls.
int collective(const char *entry, CollectiveKind kind, size_t n,
               const void *const *sends, void *const *recvs,
               const size_t *counts, const zero_rt_dtype *dtypes,
               zero_rt_reduce_op op, bool bucket, zero_rt_request *request) {
  std::string where = std::string(entry) + ": ";
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                where + "the runtime is not initialized (call zero_rt_init)");
  if (n == 0)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                where + "a bucket needs at least one tensor");
  if (!sends || !recvs || !counts || !dtypes)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                where + "the sends, recvs, counts and dtypes arrays must not "
                        "be NULL");
  if (kind != CollectiveKind::AllGather && op != ZERO_RT_SUM &&
      op != ZERO_RT_AVG)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                where + "unknown reduce op " +
                    std::to_string(static_cast<int>(op)));

  Runtime &runtime = *theRuntime;
  const size_t ranks = static_cast<size_t>(runtime.backend().size());
  const size_t rank = static_cast<size_t>(runtime.backend().rank());
  CollectiveCall call;
  call.kind = kind;
  call.op = kind == CollectiveKind::AllGather ? ZERO_RT_SUM : op;
  call.algorithm = runtime.algorithm();
  call.bucket = bucket;
  call.tensors.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    std::string tensorWhere =
        bucket ? where + "tensor " + std::to_string(i) + ": " : where;
    if (!isValidDtype(static_cast<int>(dtypes[i])))
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  tensorWhere + "unknown dtype " +
                      std::to_string(static_cast<int>(dtypes[i])));
    TensorArg tensor{sends[i], recvs[i], counts[i], dtypes[i]};
    const size_t elementBytes = dtypeSize(tensor.dtype);
    // The largest buffer is N times the count (the gathered or the padded
    // tensor); refuse counts whose byte sizes do not fit in size_t.
    if (tensor.count > SIZE_MAX / elementBytes / (ranks + 1))
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  tensorWhere + "count " + std::to_string(tensor.count) +
                      " is too large");
    if (tensor.count > 0 && (!tensor.send || !tensor.recv))
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  tensorWhere + "send and recv must not be NULL");

    const size_t bytes = tensor.count * elementBytes;
    size_t sendBytes = bytes, recvBytes = bytes;
    bool inPlace = false;
    switch (kind) {
    case CollectiveKind::AllGather:
      recvBytes = ranks * bytes;
      inPlace = tensor.send ==
                static_cast<const char *>(tensor.recv) + rank * bytes;
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
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  tensorWhere +
                      "send and recv overlap (in place is allowed only as "
                      "send == recv for all_reduce and send == recv + rank * "
                      "count for all_gather)");
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
  if (const char *value = std::getenv("ZERO_RT_TIMEOUT")) {
    char *end = nullptr;
    double seconds = std::strtod(value, &end);
    if (end == value || *end != '\0' || !(seconds >= 0))
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  std::string("ZERO_RT_TIMEOUT=") + value +
                      ": expected a number of seconds >= 0");
    config.timeout_seconds = seconds;
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
  if (theRuntime)
    return fail(ZERO_RT_ERR_ALREADY_INITIALIZED,
                "zero_rt_init: the runtime is already initialized");
  if (!config || config->struct_size < sizeof(zero_rt_config))
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: fill the config with "
                "zero_rt_config_from_env first (struct_size is too small)");
  if (config->algorithm != ZERO_RT_ALGO_RING &&
      config->algorithm != ZERO_RT_ALGO_NATIVE)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: unknown algorithm");
  if (config->backend == ZERO_RT_BACKEND_NCCL)
    return fail(ZERO_RT_ERR_UNSUPPORTED,
                "zero_rt_init: the nccl backend is not built yet; use "
                "ZERO_RT_BACKEND=mpi");
  if (config->backend != ZERO_RT_BACKEND_MPI)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_init_with_config: unknown backend");

  BackendOptions options;
  options.timeoutSeconds = config->timeout_seconds;
  auto counters = std::make_unique<Counters>();
  std::string error;
  std::unique_ptr<Backend> backend =
      createMpiBackend(options, *counters, error);
  if (!backend)
    return fail(ZERO_RT_ERR_BACKEND, "zero_rt_init: " + error);
  zero_rt_config kept = *config;
  kept.struct_size = sizeof(zero_rt_config);
  theRuntime = std::make_unique<Runtime>(kept, std::move(backend),
                                         std::move(counters));
  return ZERO_RT_SUCCESS;
}

int zero_rt_finalize(void) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_finalize: the runtime is not initialized");
  theRuntime.reset();
  return ZERO_RT_SUCCESS;
}

int zero_rt_initialized(void) { return theRuntime ? 1 : 0; }

int zero_rt_rank(void) { return theRuntime ? theRuntime->backend().rank() : -1; }

int zero_rt_size(void) { return theRuntime ? theRuntime->backend().size() : -1; }

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

const char *zero_rt_last_error(void) { return lastError.c_str(); }

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

void *zero_rt_alloc(size_t bytes) {
  if (!theRuntime) {
    fail(ZERO_RT_ERR_NOT_INITIALIZED,
         "zero_rt_alloc: the runtime is not initialized");
    return nullptr;
  }
  return theRuntime->allocate(bytes);
}

int zero_rt_free(void *ptr) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_free: the runtime is not initialized");
  return theRuntime->release(ptr);
}

uint64_t zero_rt_bytes_sent(void) {
  return theRuntime ? theRuntime->counters().bytesSent.load() : 0;
}

uint64_t zero_rt_bytes_allocated(void) {
  return theRuntime ? theRuntime->bytesAllocated() : 0;
}

uint64_t zero_rt_peak_bytes_allocated(void) {
  return theRuntime ? theRuntime->peakBytesAllocated() : 0;
}

void zero_rt_reset_counters(void) {
  if (theRuntime)
    theRuntime->resetCounters();
}

} // extern "C"
