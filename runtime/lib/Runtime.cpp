//===- Runtime.cpp - requests, the progress loop, allocations -------------===//
//
// Blocking collectives are async ones waited for at once, so there is one
// code path, one progress loop and one timeout.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"

#include "Fatal.h"
#include "Grid.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <sstream>
#include <thread>

#include <sched.h>

namespace zero_rt {

namespace {

thread_local std::string lastError;

std::string formatSeconds(double seconds) {
  std::ostringstream text;
  text << seconds;
  return text.str();
}

} // namespace

int fail(zero_rt_status status, std::string message) {
  lastError = std::move(message);
  return status;
}

const char *lastErrorText() { return lastError.c_str(); }

std::unique_ptr<Runtime> theRuntime;

Runtime::Runtime(const zero_rt_config &config, std::unique_ptr<Backend> backend,
                 std::unique_ptr<Counters> counters)
    : config_(config), counters_(std::move(counters)),
      backend_(std::move(backend)) {
  if (config.nvme_dir) {
    nvmeDir_ = config.nvme_dir;
    nvmeDirName_ = config.nvme_dir_name ? config.nvme_dir_name : "nvme_dir";
  }
  // The caller's strings are not kept: they may not outlive zero_rt_init.
  config_.nvme_dir = nullptr;
  config_.nvme_dir_name = nullptr;
}

Runtime::~Runtime() {
  // Requests the program never waited for still hold MPI requests into
  // its buffers: complete them while the buffers are (hopefully) alive.
  while (!pending_.empty()) {
    waitFor(pending_.front().get());
    pending_.erase(pending_.begin());
  }
  for (auto &[ptr, bytes] : allocations_)
    backend_->deallocate(ptr);
  for (auto &[ptr, bytes] : hostAllocations_)
    backend_->deallocateHost(ptr);
}

int Runtime::setGrid(const std::vector<int64_t> &shape) {
  if (!grid_.empty()) {
    if (shape == grid_)
      return ZERO_RT_SUCCESS;
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_set_grid: the grid is already " + formatGrid(grid_) +
                    " (a grid is set once per zero_rt_init), not " +
                    formatGrid(shape));
  }
  std::string problem = checkGrid(shape, backend_->size());
  if (!problem.empty())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT, "zero_rt_set_grid: " + problem);
  if (!pending_.empty())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_set_grid: " + std::to_string(pending_.size()) +
                    " collective(s) are still in flight; wait for them "
                    "first");
  backend_->buildGroups(shape);
  grid_ = shape;
  return ZERO_RT_SUCCESS;
}

int Runtime::setAxes(uint32_t axes) {
  if (axes != 0 && (grid_.empty() || (axes & ~allAxes(grid_.size())) != 0))
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_set_axes: axis mask " + std::to_string(axes) +
                    " names an axis " +
                    (grid_.empty()
                         ? std::string("but no grid is set (call "
                                       "zero_rt_set_grid first)")
                         : "the grid " + formatGrid(grid_) + " lacks (it has " +
                               std::to_string(grid_.size()) + " axes)"));
  axes_ = grid_.empty() ? 0 : normalizeAxes(axes, grid_.size());
  return ZERO_RT_SUCCESS;
}

int Runtime::groupRank(uint32_t axes) const {
  if (axes != 0 && (grid_.empty() || (axes & ~allAxes(grid_.size())) != 0))
    return -1;
  if (grid_.empty() || normalizeAxes(axes, grid_.size()) == 0)
    return backend_->rank();
  return gridGroupOf(grid_, axes, backend_->rank()).rank;
}

int Runtime::groupSize(uint32_t axes) const {
  if (axes != 0 && (grid_.empty() || (axes & ~allAxes(grid_.size())) != 0))
    return -1;
  int size = 1;
  for (size_t i = 0; i < grid_.size(); ++i)
    if (axes & (1u << i))
      size *= static_cast<int>(grid_[i]);
  return grid_.empty() || normalizeAxes(axes, grid_.size()) == 0
             ? backend_->size()
             : size;
}

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
  return std::find_if(
      pending_.begin(), pending_.end(),
      [request](const auto &owned) { return owned.get() == request; });
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
    double idleSeconds =
        std::chrono::duration<double>(now - lastAdvance).count();
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

void *Runtime::allocateHost(size_t bytes) {
  if (bytes == 0)
    return nullptr;
  void *ptr = backend_->allocateHost(bytes);
  if (!ptr) {
    fail(ZERO_RT_ERR_OUT_OF_MEMORY, "zero_rt_alloc_host: cannot allocate " +
                                        std::to_string(bytes) + " bytes");
    return nullptr;
  }
  hostAllocations_.emplace(ptr, bytes);
  hostBytesAllocated_ += bytes;
  hostPeakBytesAllocated_ =
      std::max(hostPeakBytesAllocated_, hostBytesAllocated_);
  return ptr;
}

NvmeTier *Runtime::nvmeTier(std::string &error) {
  // Opened again after a failure: the program may have fixed the variable
  // or the directory.
  if (!nvme_) {
    // Read where the tier opens, like ZERO_RT_NVME_DIR: 1 (the default)
    // tries O_DIRECT, 0 asks for buffered I/O; anything else ("false",
    // "off") is refused rather than read as the default.
    const char *direct = std::getenv("ZERO_RT_NVME_DIRECT_IO");
    if (direct && std::string(direct) != "0" && std::string(direct) != "1") {
      error = std::string("ZERO_RT_NVME_DIRECT_IO=") + direct +
              ": expected 1 (try O_DIRECT, the default) or 0 (buffered I/O)";
      return nullptr;
    }
    bool tryDirectIO = !(direct && std::string(direct) == "0");
    nvme_ = nvmeDir_ ? NvmeTier::open(nvmeDir_->c_str(), backend_->rank(),
                                      error, tryDirectIO, nvmeDirName_)
                     : NvmeTier::open(std::getenv("ZERO_RT_NVME_DIR"),
                                      backend_->rank(), error, tryDirectIO);
  }
  return nvme_.get();
}

int Runtime::release(void *ptr) {
  if (!ptr)
    return ZERO_RT_SUCCESS;
  if (nvme_ && nvme_->contains(ptr)) {
    if (!nvme_->release(ptr))
      return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  "zero_rt_free: pointer is inside the nvme tier but does "
                  "not start one of its tensors (or was already freed)");
    return ZERO_RT_SUCCESS;
  }
  if (auto host = hostAllocations_.find(ptr); host != hostAllocations_.end()) {
    hostBytesAllocated_ -= host->second;
    backend_->deallocateHost(ptr);
    hostAllocations_.erase(host);
    return ZERO_RT_SUCCESS;
  }
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

} // namespace zero_rt
