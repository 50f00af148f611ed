//===- MpiBackend.h - shared pieces of the MPI backend ----------*- C++ -*-===//
//
// The MPI backend (MpiBackend.cpp) owns the communicator; its two algorithms,
// the ring (MpiRing.cpp) and the native collectives (MpiNative.cpp), are
// `PendingCollective`s built from the helpers declared here:
//
//   RequestSet      nonblocking requests, tested together, each knowing which
//                   rank it waits for (that is what the timeout message names)
//   AgreementCheck  the header every collective exchanges first, so that
//                   ranks calling different collectives or sizes stop with a
//                   message instead of corrupting memory or hanging
//   ScratchPool     staging buffers kept across calls: a training step repeats
//                   the same sizes, and fresh pages cost more than the copy
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_MPIBACKEND_H
#define ZERO_RT_LIB_MPIBACKEND_H

#include "Backend.h"
#include "Collective.h"
#include "Watchdog.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <mpi.h>

namespace zero_rt::mpi {

class ScratchPool;

/// MPI requires every rank to start its collectives in the same order. The
/// native path starts an MPI collective only after the agreement check,
/// which completes in different orders on different ranks when several
/// async collectives are in flight; tickets restore the program order.
struct NativeLaunchOrder {
  uint64_t issued = 0;   // Tickets handed out, one per native collective.
  uint64_t launched = 0; // Ticket of the next collective allowed to start.
};

/// What every MPI collective needs from the backend.
struct MpiContext {
  MPI_Comm comm = MPI_COMM_NULL;
  int rank = 0;
  int size = 1;
  Counters *counters = nullptr;
  Watchdog *watchdog = nullptr;
  ScratchPool *scratch = nullptr;
  NativeLaunchOrder *nativeOrder = nullptr;
  /// Sums of 16-bit floats for the native path (MPI has no bf16/f16).
  MPI_Op bf16Sum = MPI_OP_NULL;
  MPI_Op f16Sum = MPI_OP_NULL;

  /// The group's axes (Grid.h): 0 for the world, whose ranks are the job's.
  uint32_t axes = 0;
  /// A group's members by group rank, as ranks of the job: messages name
  /// peers by the rank a user knows. Empty for the world.
  std::vector<int> worldRanks;

  int left() const { return (rank + size - 1) % size; }
  int right() const { return (rank + 1) % size; }
  /// The job's rank of group rank `peer`.
  int worldRank(int peer) const {
    return worldRanks.empty() ? peer : worldRanks[static_cast<size_t>(peer)];
  }
};

/// The context of the group of `axes` of `shape` holding this rank: a
/// communicator split from `world`'s (MPI_Comm_split: collective over the
/// world), sharing everything else with it. Fatal on an MPI error.
MpiContext splitContext(const MpiContext &world,
                        const std::vector<int64_t> &shape, uint32_t axes);

/// Frees the communicators of contexts made by `splitContext`.
void freeSplitContexts(std::map<uint32_t, MpiContext> &groups);

/// Joins MPI for a backend: initializes it unless the program already did
/// (then `ownsMpi` is set and the backend finalizes it in `leaveMpi`), and
/// gives `context` a private duplicate of MPI_COMM_WORLD that returns errors
/// instead of aborting, so the runtime's messages never match the program's
/// own and every failure can be reported by name.
bool joinMpi(MpiContext &context, bool &ownsMpi, std::string &error);

/// Frees what `joinMpi` (and the native path's reduction ops) created in
/// `context`, and finalizes MPI if `ownsMpi`. Nothing happens once MPI is
/// finalized.
void leaveMpi(MpiContext &context, bool ownsMpi);

/// Tag of the agreement headers. Headers from one neighbour match the
/// receives in posting order (MPI does not let messages with the same
/// source, tag and communicator overtake each other), so the k-th header
/// received belongs to the k-th collective.
constexpr int kHeaderTag = 0;

/// Payload tags cycle through [1, 32000]: MPI guarantees tags up to 32767,
/// and distinct tags keep the messages of concurrent async collectives apart.
int payloadTag(uint64_t sequence);

/// Messages above 1 GiB are split, because MPI counts are `int`.
constexpr size_t kMaxMessageBytes = size_t(1) << 30;

/// Aborts the job if `rc` is an MPI error, naming `call` and `what`.
void checkMpi(int rc, const char *what, const CollectiveCall &call);

/// The MPI datatype that carries `dtype` (bf16/f16 travel as 16-bit words).
MPI_Datatype mpiDatatype(zero_rt_dtype dtype);

//===----------------------------------------------------------------------===//
// RequestSet
//===----------------------------------------------------------------------===//

class RequestSet {
public:
  /// Posts a receive of `bytes` from `peer` (split into <= 1 GiB messages).
  void postRecv(const MpiContext &context, const CollectiveCall &call,
                void *buffer, size_t bytes, int peer, int tag);
  /// Posts a send of `bytes` to `peer`; adds them to the bytes-sent counter
  /// unless `countBytes` is false (control messages).
  void postSend(const MpiContext &context, const CollectiveCall &call,
                const void *buffer, size_t bytes, int peer, int tag,
                bool countBytes = true);
  /// Adds a request of an MPI collective; `label` names it in messages.
  void addCollective(MPI_Request request, const char *label);

  /// Tests every outstanding request; returns true if any completed.
  /// Errors and receives of the wrong size are fatal.
  bool testSome(const CollectiveCall &call);
  bool allDone() const { return outstanding_ == 0; }
  /// Forgets completed requests; call between steps.
  void clear();

  /// "rank 3" for the first outstanding request (receives first: a send
  /// usually waits for the same stalled peer further along the ring).
  std::string waitingFor() const;

private:
  struct Entry {
    int peer = -1;            // -1 for a collective.
    size_t expectedBytes = 0; // For receives: the size to verify.
    bool isRecv = false;
    const char *label = nullptr;
  };
  std::vector<MPI_Request> requests_;
  std::vector<Entry> entries_;
  std::vector<int> completedIndices_;
  std::vector<MPI_Status> statuses_;
  size_t outstanding_ = 0;
};

//===----------------------------------------------------------------------===//
// AgreementCheck
//===----------------------------------------------------------------------===//

/// What a rank says about the collective it is starting. Fixed size, plain
/// integers: it travels as bytes between identical builds.
struct CallHeader {
  uint32_t magic;
  uint32_t kind;
  uint32_t op;
  uint32_t algorithm;
  uint64_t sequence;
  uint64_t tensorCount;
  uint64_t firstCount;
  uint32_t firstDtype;
  uint32_t flags; // kHeaderBucket | kHeaderNativeBlocking
  uint64_t totalElements;
  uint64_t digest; // FNV-1a over every tensor's (count, dtype).
};

/// Entered through a _bucket function (only changes the description).
constexpr uint32_t kHeaderBucket = 1;
/// A blocking call of the native algorithm. MPI never matches a blocking
/// collective with a nonblocking one, so all ranks must agree on this too.
constexpr uint32_t kHeaderNativeBlocking = 2;

/// Each rank sends its header to the right and compares the one from the
/// left: if all neighbours agree, all ranks agree. A mismatch is fatal on
/// the rank that sees it, which ends the job.
class AgreementCheck {
public:
  /// Posts the exchange (nothing to do on one rank). `blocking` matters
  /// only for the native algorithm.
  void start(const MpiContext &context, const CollectiveCall &call,
             bool blocking);
  /// True once the headers are exchanged and equal.
  bool progress(const MpiContext &context, const CollectiveCall &call,
                bool &advanced);
  std::string waitingFor() const { return requests_.waitingFor(); }

private:
  CallHeader mine_{};
  CallHeader left_{};
  RequestSet requests_;
};

//===----------------------------------------------------------------------===//
// ScratchPool
//===----------------------------------------------------------------------===//

class ScratchPool {
public:
  /// A buffer on loan; returns to the pool when destroyed.
  class Buffer {
  public:
    Buffer() = default;
    Buffer(Buffer &&other) noexcept { *this = std::move(other); }
    Buffer &operator=(Buffer &&other) noexcept;
    ~Buffer() { release(); }
    std::byte *data() const { return storage_.get(); }

  private:
    void release();

    friend class ScratchPool;
    ScratchPool *pool_ = nullptr;
    std::unique_ptr<std::byte[]> storage_;
    size_t capacity_ = 0;
  };

  /// An uninitialized buffer of at least `bytes`.
  Buffer acquire(size_t bytes);

private:
  void giveBack(std::unique_ptr<std::byte[]> storage, size_t capacity);

  /// Free buffers beyond this total are released to the system at once.
  static constexpr size_t kMaxCachedBytes = size_t(1) << 30;
  std::multimap<size_t, std::unique_ptr<std::byte[]>> free_;
  size_t cachedBytes_ = 0;
};

//===----------------------------------------------------------------------===//
// The algorithms
//===----------------------------------------------------------------------===//

std::unique_ptr<PendingCollective> startRing(const MpiContext &context,
                                             CollectiveCall call);
std::unique_ptr<PendingCollective>
startNative(const MpiContext &context, CollectiveCall call, bool blocking);

/// Why the native path cannot run `call` ("" if it can).
std::string nativeUnsupportedReason(const CollectiveCall &call);

} // namespace zero_rt::mpi

#endif // ZERO_RT_LIB_MPIBACKEND_H
