//===- NcclBackend.h - the nccl backend and its status checks ---*- C++ -*-===//
//
// What NcclBackend.cpp (setup, teardown and the collectives) and
// NcclMemory.cpp (the buffers: device and pinned host allocations, copies
// between the tiers, which pointers a collective may use) share: the
// backend's class and the CUDA and NCCL status checks (CHECK_CUDA,
// CHECK_NCCL), which end the job naming the call that failed. Compiled only
// where CMake found CUDA and NCCL (runtime/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RT_LIB_NCCLBACKEND_H
#define ZERO_RT_LIB_NCCLBACKEND_H

#include "Backend.h"

#include "Fatal.h"
#include "MpiBackend.h"
#include "Watchdog.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace zero_rt::nccl {

//===----------------------------------------------------------------------===//
// Status checks
//===----------------------------------------------------------------------===//

/// Where a status is checked: a collective, or a named step of setup and
/// teardown. Cheap to pass; the text is only built on failure.
struct Where {
  const CollectiveCall *call = nullptr;
  const char *step = nullptr;
  int device = -1;

  std::string text() const {
    std::string text = call ? describeCall(*call) : std::string(step);
    if (device >= 0)
      text += " on device " + std::to_string(device);
    return text;
  }
};

/// "cudaEventRecord" from "cudaEventRecord(event, stream)".
inline std::string callName(const char *expression) {
  const char *paren = std::strchr(expression, '(');
  return paren ? std::string(expression, paren) : std::string(expression);
}

inline std::string cudaText(cudaError_t rc) {
  return std::string(cudaGetErrorName(rc)) + " (" + cudaGetErrorString(rc) +
         ")";
}

inline std::string ncclText(ncclResult_t rc, ncclComm_t comm) {
  std::string text = ncclGetErrorString(rc);
  const char *detail = ncclGetLastError(comm);
  if (detail && *detail)
    text += std::string(": ") + detail;
  return text;
}

[[noreturn]] inline void cudaFailed(cudaError_t rc, const char *expression,
                                    const Where &where) {
  fatal(ZERO_RT_ABORT_DEVICE_ERROR, where.text() +
                                        " failed: " + callName(expression) +
                                        " returned " + cudaText(rc));
}

[[noreturn]] inline void ncclFailed(ncclResult_t rc, const char *expression,
                                    const Where &where, ncclComm_t comm) {
  fatal(ZERO_RT_ABORT_DEVICE_ERROR, where.text() +
                                        " failed: " + callName(expression) +
                                        " returned " + ncclText(rc, comm));
}

#define CHECK_CUDA(expression, where)                                          \
  do {                                                                         \
    cudaError_t checkedStatus = (expression);                                  \
    if (checkedStatus != cudaSuccess)                                          \
      cudaFailed(checkedStatus, #expression, where);                           \
  } while (false)

#define CHECK_NCCL(expression, where, comm)                                    \
  do {                                                                         \
    ncclResult_t checkedStatus = (expression);                                 \
    if (checkedStatus != ncclSuccess)                                          \
      ncclFailed(checkedStatus, #expression, where, comm);                     \
  } while (false)

//===----------------------------------------------------------------------===//
// NcclBackend
//===----------------------------------------------------------------------===//

class NcclBackend final : public Backend {
public:
  NcclBackend() = default;
  ~NcclBackend() override;

  /// Returns false with `error` for failures that concern this rank alone
  /// (no device); everything after MPI is up ends the job on failure.
  bool initialize(const BackendOptions &options, Counters &counters,
                  std::string &error);

  const char *name() const override { return "nccl"; }
  int rank() const override { return mpi_.rank; }
  int size() const override { return mpi_.size; }
  bool sharesCores() const override { return sharesCores_; }

  std::string checkSupported(const CollectiveCall &call) const override;
  std::unique_ptr<PendingCollective> start(CollectiveCall call,
                                           bool blocking) override;

  void *allocate(size_t bytes) override;
  void deallocate(void *ptr) override;
  void *allocateHost(size_t bytes) override;
  void deallocateHost(void *ptr) override;
  std::string copyBetweenTiers(void *target, const void *source, size_t bytes,
                               bool toHost) override;

  // For the pending collectives.
  /// The MPI context (agreement headers) of the group of `axes`.
  const mpi::MpiContext &mpiContext(uint32_t axes) const {
    return axes == 0 ? mpi_ : groups_.at(axes).mpi;
  }
  /// The NCCL communicator of the group of `axes`.
  ncclComm_t commOf(uint32_t axes) const {
    return axes == 0 ? comm_ : groups_.at(axes).comm;
  }
  void buildGroups(const std::vector<int64_t> &shape) override;
  int device() const { return device_; }
  /// Enqueues `call` on the communication stream; returns the event that
  /// completes with it.
  cudaEvent_t enqueue(const CollectiveCall &call);
  void releaseEvent(cudaEvent_t event) { freeEvents_.push_back(event); }
  /// Ends the job if NCCL reported an asynchronous error.
  void checkAsyncError(const CollectiveCall &call);

private:
  bool initializeMpi(std::string &error);
  void bootstrap();
  /// Why `ptr` (the start of `bytes`) cannot be a buffer of this backend's
  /// collectives; "" if it can.
  std::string whyNotUsable(const void *ptr, size_t bytes) const;
  static void abortCommunicator(void *self);

  bool ownsMpi_ = false;
  bool sharesCores_ = false;
  mpi::MpiContext mpi_;
  Counters *counters_ = nullptr;
  std::unique_ptr<Watchdog> watchdog_;
  int device_ = -1;
  ncclComm_t comm_ = nullptr;
  /// The grid's groups (zero_rt_set_grid): for each set of axes, the
  /// agreement's MPI communicator and the NCCL communicator split from
  /// comm_ (a map: pending collectives hold references into it).
  struct Group {
    mpi::MpiContext mpi;
    ncclComm_t comm = nullptr;
  };
  std::map<uint32_t, Group> groups_;
  cudaStream_t commStream_ = nullptr;
  cudaStream_t computeStream_ = nullptr; // null: the legacy default stream.
  cudaEvent_t computeReady_ = nullptr;
  /// Completion events, reused: one per collective in flight.
  std::vector<cudaEvent_t> freeEvents_;
  std::vector<cudaEvent_t> allEvents_;
  /// zero_rt_alloc's buffers (start -> bytes): checked without a driver call.
  std::map<uintptr_t, size_t> allocations_;
  /// The copy stream of copies between the device and host tiers, created
  /// with its events by the first copy.
  cudaStream_t copyStream_ = nullptr;
  cudaEvent_t copyAfterCompute_ = nullptr, copyAfterComm_ = nullptr,
              copyDone_ = nullptr;
};

} // namespace zero_rt::nccl

#endif // ZERO_RT_LIB_NCCLBACKEND_H
