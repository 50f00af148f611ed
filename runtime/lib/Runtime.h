//===- Runtime.h - the runtime's state behind the C ABI ---------*- C++ -*-===//
//
// One `Runtime` exists between zero_rt_init and zero_rt_finalize. It owns the
// backend, the pending requests (and the progress loop that drives them,
// with the timeout), the allocations and the counters. CApi.cpp and
// CApiMemory.cpp check the arguments of every entry point and call into it.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_RUNTIME_H
#define ZERO_RT_LIB_RUNTIME_H

#include "zero_rt/zero_rt.h"

#include "Backend.h"
#include "NvmeTier.h"

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

/// The object behind a `zero_rt_request` handle.
struct zero_rt_request_impl {
  std::unique_ptr<zero_rt::PendingCollective> collective;
  bool done = false;
};

namespace zero_rt {

/// Records `message` as this thread's zero_rt_last_error and returns
/// `status`.
int fail(zero_rt_status status, std::string message);
const char *lastErrorText();

class Runtime {
public:
  Runtime(const zero_rt_config &config, std::unique_ptr<Backend> backend,
          std::unique_ptr<Counters> counters);

  ~Runtime();
  Runtime(const Runtime &) = delete;
  Runtime &operator=(const Runtime &) = delete;

  Backend &backend() { return *backend_; }
  Counters &counters() { return *counters_; }
  zero_rt_algorithm algorithm() const { return config_.algorithm; }
  void setAlgorithm(zero_rt_algorithm algorithm) {
    config_.algorithm = algorithm;
  }

  /// The grid of zero_rt_set_grid (empty: none) and the axes the next
  /// collective runs on (normalized: 0 is the world).
  const std::vector<int64_t> &grid() const { return grid_; }
  uint32_t axes() const { return axes_; }
  /// zero_rt_set_grid and zero_rt_set_axes; a status and the message.
  int setGrid(const std::vector<int64_t> &shape);
  int setAxes(uint32_t axes);
  /// This rank's number in, and the size of, the group of `axes`; -1 for
  /// axes the grid does not have.
  int groupRank(uint32_t axes) const;
  int groupSize(uint32_t axes) const;

  /// Starts `call`; blocking calls also wait for it. `request` receives the
  /// handle of an async call.
  int run(CollectiveCall call, zero_rt_request *request);

  int wait(zero_rt_request request);
  int test(zero_rt_request request, int *done);

  void *allocate(size_t bytes);
  /// Host-tier memory, counted apart from `allocate`'s (zero_rt_alloc_host).
  void *allocateHost(size_t bytes);
  uint64_t hostBytesAllocated() const { return hostBytesAllocated_; }
  int release(void *ptr);
  /// The NVMe tier, opened on first use in the config's nvme_dir, else in
  /// $ZERO_RT_NVME_DIR; null with `error` set when it cannot be.
  NvmeTier *nvmeTier(std::string &error);
  /// The NVMe tier if it is open, else null.
  NvmeTier *openNvmeTier() { return nvme_.get(); }
  uint64_t bytesAllocated() const { return bytesAllocated_; }
  uint64_t peakBytesAllocated() const { return peakBytesAllocated_; }
  uint64_t hostPeakBytesAllocated() const { return hostPeakBytesAllocated_; }
  void resetCounters() {
    counters_->bytesSent = 0;
    for (auto &bytes : counters_->bytesSentByAxes)
      bytes = 0;
    for (auto &fromTier : counters_->bytesTransferred)
      for (auto &bytes : fromTier)
        bytes = 0;
    peakBytesAllocated_ = bytesAllocated_;
    hostPeakBytesAllocated_ = hostBytesAllocated_;
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
  std::vector<int64_t> grid_;
  uint32_t axes_ = 0;
  std::vector<std::unique_ptr<zero_rt_request_impl>> pending_;
  std::unordered_map<void *, size_t> allocations_;
  uint64_t bytesAllocated_ = 0;
  std::unordered_map<void *, size_t> hostAllocations_;
  uint64_t hostBytesAllocated_ = 0;
  uint64_t peakBytesAllocated_ = 0;
  uint64_t hostPeakBytesAllocated_ = 0;
  std::unique_ptr<NvmeTier> nvme_;
  /// The config's nvme_dir and what to call it, copied (the caller's
  /// strings need not outlive zero_rt_init); unset: ZERO_RT_NVME_DIR.
  std::optional<std::string> nvmeDir_;
  std::string nvmeDirName_;
};

/// Whether compiled code has a bucket open (MemRef.cpp): between
/// zero_rt_bucket_begin and zero_rt_bucket_end the group cannot change.
bool memrefBucketOpen();

/// The runtime between zero_rt_init and zero_rt_finalize, else null.
extern std::unique_ptr<Runtime> theRuntime;

} // namespace zero_rt

#endif // ZERO_RT_LIB_RUNTIME_H
