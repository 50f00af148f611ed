//===- Backend.h - what every communication backend implements -*- C++ -*-===//
//
// The runtime (Runtime.cpp) owns the C ABI, the counters, the requests and
// the timeout; a backend only moves data. The split is what lets the NCCL
// backend slot in beside MPI:
//
//   MPI  - `start` posts nonblocking point-to-point messages (ring) or MPI's
//          own collectives (native); `progress` tests them.
//   NCCL - `start` enqueues ncclAllGather/ncclReduceScatter/ncclAllReduce
//          for every tensor of the bucket between ncclGroupStart/End on the
//          backend's stream and records a CUDA event; `progress` queries the
//          event and ncclCommGetAsyncError; `allocate` is cudaMalloc
//          (NcclBackend.cpp, NcclMemory.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_BACKEND_H
#define ZERO_RT_LIB_BACKEND_H

#include "Collective.h"

#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace zero_rt {

/// Counters the backend updates where the data moves.
struct Counters {
  std::atomic<uint64_t> bytesSent{0};
  /// The part of bytesSent sent on each group, by its normalized axis mask
  /// (Grid.h; 0 is the world).
  std::atomic<uint64_t> bytesSentByAxes[1u << ZERO_RT_MAX_GRID_AXES] = {};

  /// Counts `bytes` sent by a collective on the group of `axes`.
  void countSent(uint32_t axes, uint64_t bytes) {
    bytesSent += bytes;
    bytesSentByAxes[axes] += bytes;
  }
  /// Bytes copied between memory tiers, by [source][target] tier.
  std::atomic<uint64_t> bytesTransferred[3][3] = {};
};

/// A started collective. The runtime calls `progress` on every pending
/// collective, in start order, whenever it waits for any of them.
class PendingCollective {
public:
  explicit PendingCollective(CollectiveCall call) : call_(std::move(call)) {}
  virtual ~PendingCollective() = default;
  PendingCollective(const PendingCollective &) = delete;
  PendingCollective &operator=(const PendingCollective &) = delete;

  /// Advances without blocking for long and returns true once the
  /// collective is complete (then it is not called again). Sets `advanced`
  /// when something moved - a message went out or came in - which is what
  /// resets the runtime's timeout. Errors that concern the job are fatal.
  virtual bool progress(bool &advanced) = 0;

  /// Whom the collective waits for, for the timeout message: "rank 3",
  /// "MPI_Iallgather".
  virtual std::string waitingFor() const = 0;

  const CollectiveCall &call() const { return call_; }

protected:
  CollectiveCall call_;
};

class Backend {
public:
  virtual ~Backend() = default;

  virtual const char *name() const = 0;
  virtual int rank() const = 0;
  virtual int size() const = 0;

  /// True when this node runs more ranks than it has cores; the runtime
  /// then yields the core while it waits instead of polling.
  virtual bool sharesCores() const = 0;

  /// Returns an empty string if the backend can execute `call`, else why not
  /// (e.g. a count beyond what MPI's int counts can express).
  virtual std::string checkSupported(const CollectiveCall &call) const = 0;

  /// Builds the communicators of every non-empty proper subset of the axes
  /// of `shape` (Grid.h; checked by the runtime), collectively over the
  /// world; afterwards `start` runs a call on the group of its `axes`.
  /// Called at most once. Failures end the job (the ranks are mid-way
  /// through a collective step).
  virtual void buildGroups(const std::vector<int64_t> &shape) = 0;

  /// Starts `call`. `blocking` says that the caller will wait for it at once,
  /// which lets a backend use a blocking primitive inside `progress`.
  virtual std::unique_ptr<PendingCollective> start(CollectiveCall call,
                                                   bool blocking) = 0;

  /// Memory the backend's collectives accept; nullptr on failure.
  virtual void *allocate(size_t bytes) = 0;
  virtual void deallocate(void *ptr) = 0;
  /// Host memory for the host tier of an offloaded step: pinned
  /// (cudaMallocHost) under nccl, so that copies to and from the device run
  /// at PCIe speed; ordinary aligned memory under mpi. nullptr on failure.
  virtual void *allocateHost(size_t bytes) = 0;
  virtual void deallocateHost(void *ptr) = 0;

  /// Copies `bytes` between the device tier and the host tier (`toHost`:
  /// from device memory `source` to host memory `target`) and returns when
  /// the copy is complete, so that the caller may read the host buffer or
  /// reuse it. Returns "" or why the buffers cannot take the copy. Under
  /// mpi both tiers are host memory; nccl copies on a copy stream of its
  /// own, ordered by events after the work already enqueued on the compute
  /// and communication streams and before later compute.
  virtual std::string copyBetweenTiers(void *target, const void *source,
                                       size_t bytes, bool /*toHost*/) {
    std::memcpy(target, source, bytes);
    return "";
  }
};

struct BackendOptions {
  double timeoutSeconds = 30;
  /// NCCL only: the CUDA device (-1: local rank modulo the device count)
  /// and the cudaStream_t the program computes on (null: legacy default).
  int device = -1;
  void *computeStream = nullptr;
};

/// Creates the MPI backend, initializing MPI if the program has not. On
/// failure returns nullptr and sets `error`.
std::unique_ptr<Backend> createMpiBackend(const BackendOptions &options,
                                          Counters &counters,
                                          std::string &error);

/// Creates the NCCL backend: picks the device, initializes MPI if needed and
/// bootstraps the communicator over it. Returns nullptr and sets `error`
/// ("no CUDA device visible: ..." when there is none) for failures that
/// concern this rank alone; failures during the bootstrap end the job. In a
/// build without NCCL the error says why it is missing.
std::unique_ptr<Backend> createNcclBackend(const BackendOptions &options,
                                           Counters &counters,
                                           std::string &error);

/// "" when the NCCL backend is built into the library, else why it is not
/// (what CMake found missing).
std::string ncclBackendMissingReason();

} // namespace zero_rt

#endif // ZERO_RT_LIB_BACKEND_H
