//===- MpiBackend.cpp - the MPI backend and its shared helpers ------------===//

#include "MpiBackend.h"

#include "DType.h"
#include "Fatal.h"
#include "Grid.h"

#include <climits>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include <sys/sysinfo.h>

namespace zero_rt::mpi {

int payloadTag(uint64_t sequence) {
  return 1 + static_cast<int>(sequence % 32000);
}

void checkMpi(int rc, const char *what, const CollectiveCall &call) {
  if (rc == MPI_SUCCESS)
    return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(rc, text, &length);
  fatal(ZERO_RT_ABORT_MPI_ERROR, describeCall(call) + " failed: " + what +
                                     " returned " + std::string(text, length));
}

MPI_Datatype mpiDatatype(zero_rt_dtype dtype) {
  switch (dtype) {
  case ZERO_RT_F32:
    return MPI_FLOAT;
  case ZERO_RT_F64:
    return MPI_DOUBLE;
  case ZERO_RT_BF16:
  case ZERO_RT_F16:
    return MPI_UINT16_T;
  case ZERO_RT_I8:
    return MPI_INT8_T;
  case ZERO_RT_U8:
    return MPI_UINT8_T;
  case ZERO_RT_I32:
    return MPI_INT32_T;
  case ZERO_RT_I64:
    return MPI_INT64_T;
  }
  return MPI_DATATYPE_NULL;
}

//===----------------------------------------------------------------------===//
// RequestSet
//===----------------------------------------------------------------------===//

void RequestSet::postRecv(const MpiContext &context, const CollectiveCall &call,
                          void *buffer, size_t bytes, int peer, int tag) {
  auto *cursor = static_cast<std::byte *>(buffer);
  do {
    size_t piece = bytes < kMaxMessageBytes ? bytes : kMaxMessageBytes;
    MPI_Request request;
    checkMpi(MPI_Irecv(cursor, static_cast<int>(piece), MPI_BYTE, peer, tag,
                       context.comm, &request),
             "MPI_Irecv", call);
    requests_.push_back(request);
    entries_.push_back(
        Entry{context.worldRank(peer), piece, /*isRecv=*/true, nullptr});
    ++outstanding_;
    cursor += piece;
    bytes -= piece;
  } while (bytes > 0);
}

void RequestSet::postSend(const MpiContext &context, const CollectiveCall &call,
                          const void *buffer, size_t bytes, int peer, int tag,
                          bool countBytes) {
  // Counted here, where the bytes leave: zero_rt_bytes_sent is a
  // measurement of the sends, not a copy of the formula.
  if (countBytes)
    context.counters->countSent(context.axes, bytes);
  const auto *cursor = static_cast<const std::byte *>(buffer);
  do {
    size_t piece = bytes < kMaxMessageBytes ? bytes : kMaxMessageBytes;
    MPI_Request request;
    checkMpi(MPI_Isend(cursor, static_cast<int>(piece), MPI_BYTE, peer, tag,
                       context.comm, &request),
             "MPI_Isend", call);
    requests_.push_back(request);
    entries_.push_back(
        Entry{context.worldRank(peer), 0, /*isRecv=*/false, nullptr});
    ++outstanding_;
    cursor += piece;
    bytes -= piece;
  } while (bytes > 0);
}

void RequestSet::addCollective(MPI_Request request, const char *label) {
  requests_.push_back(request);
  entries_.push_back(Entry{-1, 0, /*isRecv=*/false, label});
  ++outstanding_;
}

bool RequestSet::testSome(const CollectiveCall &call) {
  if (outstanding_ == 0)
    return false;
  completedIndices_.resize(requests_.size());
  statuses_.resize(requests_.size());
  int completed = 0;
  int rc = MPI_Testsome(static_cast<int>(requests_.size()), requests_.data(),
                        &completed, completedIndices_.data(), statuses_.data());
  if (rc == MPI_ERR_IN_STATUS) {
    for (int i = 0; i < completed; ++i)
      checkMpi(statuses_[i].MPI_ERROR, "a nonblocking request", call);
  }
  checkMpi(rc, "MPI_Testsome", call);
  if (completed == MPI_UNDEFINED || completed == 0)
    return false;

  for (int i = 0; i < completed; ++i) {
    const Entry &entry = entries_[completedIndices_[i]];
    if (!entry.isRecv)
      continue;
    // The agreement check makes this impossible between correct ranks;
    // checking costs nothing and turns a logic error into a clear stop.
    int received = 0;
    MPI_Get_count(&statuses_[i], MPI_BYTE, &received);
    if (static_cast<size_t>(received) != entry.expectedBytes)
      fatal(ZERO_RT_ABORT_MISMATCH,
            describeCall(call) + " received " + std::to_string(received) +
                " bytes from rank " + std::to_string(entry.peer) +
                ", expected " + std::to_string(entry.expectedBytes));
  }
  outstanding_ -= static_cast<size_t>(completed);
  return true;
}

void RequestSet::clear() {
  requests_.clear();
  entries_.clear();
  outstanding_ = 0;
}

std::string RequestSet::waitingFor() const {
  const Entry *firstSend = nullptr;
  for (size_t i = 0; i < requests_.size(); ++i) {
    if (requests_[i] == MPI_REQUEST_NULL)
      continue;
    const Entry &entry = entries_[i];
    if (entry.label)
      return entry.label;
    if (entry.isRecv)
      return "rank " + std::to_string(entry.peer);
    if (!firstSend)
      firstSend = &entry;
  }
  if (firstSend)
    return "rank " + std::to_string(firstSend->peer) + " to receive";
  return "nothing (completed)";
}

//===----------------------------------------------------------------------===//
// AgreementCheck
//===----------------------------------------------------------------------===//

namespace {

constexpr uint32_t kHeaderMagic = 0x5a525431; // "ZRT1"
static_assert(sizeof(CallHeader) == 64, "README.md gives the header's size");

CallHeader makeHeader(const CollectiveCall &call, bool blocking) {
  CallHeader header{};
  header.magic = kHeaderMagic;
  header.kind = static_cast<uint32_t>(call.kind);
  // all_gather has no reduce op; do not let an unused argument differ.
  header.op = call.kind == CollectiveKind::AllGather
                  ? 0
                  : static_cast<uint32_t>(call.op);
  header.algorithm = static_cast<uint32_t>(call.algorithm);
  header.sequence = call.sequence;
  header.tensorCount = call.tensors.size();
  header.firstCount = call.tensors.empty() ? 0 : call.tensors[0].count;
  header.firstDtype =
      call.tensors.empty() ? 0 : static_cast<uint32_t>(call.tensors[0].dtype);
  header.flags = call.bucket ? kHeaderBucket : 0;
  if (blocking && call.algorithm == ZERO_RT_ALGO_NATIVE)
    header.flags |= kHeaderNativeBlocking;
  uint64_t digest = 1469598103934665603ull;
  auto mix = [&digest](uint64_t value) {
    for (int byte = 0; byte < 8; ++byte) {
      digest ^= (value >> (8 * byte)) & 0xff;
      digest *= 1099511628211ull;
    }
  };
  for (const TensorArg &tensor : call.tensors) {
    header.totalElements += tensor.count;
    mix(tensor.count);
    mix(static_cast<uint64_t>(tensor.dtype));
  }
  header.digest = digest;
  return header;
}

const char *opName(uint32_t op) { return op == ZERO_RT_AVG ? "avg" : "sum"; }
const char *algorithmName(uint32_t algorithm) {
  return algorithm == ZERO_RT_ALGO_NATIVE ? "native" : "ring";
}

std::string describeHeader(const CallHeader &header) {
  if (header.magic != kHeaderMagic)
    return "something that is not a zero_rt collective";
  std::ostringstream text;
  auto kind = static_cast<CollectiveKind>(header.kind);
  text << collectiveName(kind);
  const char *dtype =
      isValidDtype(static_cast<int>(header.firstDtype))
          ? dtypeName(static_cast<zero_rt_dtype>(header.firstDtype))
          : "?";
  if (header.tensorCount == 1 && !(header.flags & kHeaderBucket))
    text << " of " << header.firstCount << " x " << dtype;
  else
    text << " bucket of " << header.tensorCount << " tensors (first "
         << header.firstCount << " x " << dtype << ", " << header.totalElements
         << " elements in all)";
  if (kind != CollectiveKind::AllReduce)
    text << " per rank";
  return text.str();
}

} // namespace

void AgreementCheck::start(const MpiContext &context,
                           const CollectiveCall &call, bool blocking) {
  if (context.size == 1)
    return;
  mine_ = makeHeader(call, blocking);
  requests_.postRecv(context, call, &left_, sizeof(left_), context.left(),
                     kHeaderTag);
  requests_.postSend(context, call, &mine_, sizeof(mine_), context.right(),
                     kHeaderTag, /*countBytes=*/false);
}

bool AgreementCheck::progress(const MpiContext &context,
                              const CollectiveCall &call, bool &advanced) {
  if (requests_.allDone())
    return true;
  if (requests_.testSome(call))
    advanced = true;
  if (!requests_.allDone())
    return false;
  if (std::memcmp(&mine_, &left_, sizeof(CallHeader)) == 0)
    return true;

  // Say what differs; the two descriptions alone may read the same.
  std::string mine = describeHeader(mine_);
  std::string theirs = describeHeader(left_);
  std::string leftRank =
      "rank " + std::to_string(context.worldRank(context.left()));
  std::string message = describeCall(call) + " does not match " + leftRank +
                        ", which calls " + theirs;
  if (mine == theirs) {
    if (mine_.op != left_.op)
      message += std::string(" (reduce op: ") + opName(mine_.op) + " here, " +
                 opName(left_.op) + " on " + leftRank + ")";
    else if (mine_.algorithm != left_.algorithm)
      message += std::string(" (algorithm: ") + algorithmName(mine_.algorithm) +
                 " here, " + algorithmName(left_.algorithm) + " on " +
                 leftRank + ")";
    else if ((mine_.flags ^ left_.flags) & kHeaderNativeBlocking)
      message += std::string(" (") +
                 (mine_.flags & kHeaderNativeBlocking ? "blocking" : "async") +
                 " here, " +
                 (left_.flags & kHeaderNativeBlocking ? "blocking" : "async") +
                 " on " + leftRank +
                 ": MPI does not match blocking and nonblocking "
                 "collectives)";
    else if (mine_.sequence != left_.sequence)
      message += " (this is collective #" + std::to_string(mine_.sequence) +
                 " here, #" + std::to_string(left_.sequence) + " on " +
                 leftRank + ")";
    else
      message += " (the tensors' sizes or dtypes differ)";
  }
  fatal(ZERO_RT_ABORT_MISMATCH, message);
}

//===----------------------------------------------------------------------===//
// ScratchPool
//===----------------------------------------------------------------------===//

ScratchPool::Buffer &ScratchPool::Buffer::operator=(Buffer &&other) noexcept {
  if (this != &other) {
    release();
    pool_ = other.pool_;
    storage_ = std::move(other.storage_);
    capacity_ = other.capacity_;
    other.pool_ = nullptr;
    other.capacity_ = 0;
  }
  return *this;
}

void ScratchPool::Buffer::release() {
  if (pool_ && storage_)
    pool_->giveBack(std::move(storage_), capacity_);
  pool_ = nullptr;
  storage_.reset();
  capacity_ = 0;
}

ScratchPool::Buffer ScratchPool::acquire(size_t bytes) {
  Buffer buffer;
  buffer.pool_ = this;
  // Best fit, but never waste more than half of a cached buffer.
  auto it = free_.lower_bound(bytes);
  if (it != free_.end() && it->first / 2 <= bytes) {
    buffer.capacity_ = it->first;
    buffer.storage_ = std::move(it->second);
    cachedBytes_ -= it->first;
    free_.erase(it);
    return buffer;
  }
  // `new std::byte[n]` leaves the bytes uninitialized: the callers write
  // before they read, and zeroing would touch every page twice.
  buffer.capacity_ = bytes;
  buffer.storage_.reset(new std::byte[bytes == 0 ? 1 : bytes]);
  return buffer;
}

void ScratchPool::giveBack(std::unique_ptr<std::byte[]> storage,
                           size_t capacity) {
  if (cachedBytes_ + capacity > kMaxCachedBytes)
    return; // `storage` frees itself.
  cachedBytes_ += capacity;
  free_.emplace(capacity, std::move(storage));
}

//===----------------------------------------------------------------------===//
// MpiBackend
//===----------------------------------------------------------------------===//

namespace {

void sumBf16(void *in, void *inout, int *length, MPI_Datatype *) {
  addElements(ZERO_RT_BF16, inout, inout, in, static_cast<size_t>(*length));
}

void sumF16(void *in, void *inout, int *length, MPI_Datatype *) {
  addElements(ZERO_RT_F16, inout, inout, in, static_cast<size_t>(*length));
}

class MpiBackend final : public Backend {
public:
  MpiBackend() = default;
  ~MpiBackend() override;

  bool initialize(const BackendOptions &options, Counters &counters,
                  std::string &error);

  const char *name() const override { return "mpi"; }
  int rank() const override { return context_.rank; }
  int size() const override { return context_.size; }
  bool sharesCores() const override { return sharesCores_; }

  std::string checkSupported(const CollectiveCall &call) const override {
    if (call.algorithm == ZERO_RT_ALGO_NATIVE)
      return nativeUnsupportedReason(call);
    return "";
  }

  void buildGroups(const std::vector<int64_t> &shape) override {
    for (uint32_t axes : subGroupAxes(shape.size()))
      groups_.emplace(axes, splitContext(context_, shape, axes));
  }

  std::unique_ptr<PendingCollective> start(CollectiveCall call,
                                           bool blocking) override {
    // The runtime only names axes whose group buildGroups made.
    const MpiContext &context =
        call.axes == 0 ? context_ : groups_.at(call.axes);
    if (call.algorithm == ZERO_RT_ALGO_NATIVE)
      return startNative(context, std::move(call), blocking);
    return startRing(context, std::move(call));
  }

  void *allocate(size_t bytes) override {
    void *ptr = nullptr;
    // 64 bytes: a cache line, and what vector loads like.
    if (posix_memalign(&ptr, 64, bytes) != 0)
      return nullptr;
    return ptr;
  }
  void deallocate(void *ptr) override { std::free(ptr); }
  // The "device" of the mpi backend is host memory too: the two tiers are
  // the same kind of memory, counted apart by the runtime.
  void *allocateHost(size_t bytes) override { return allocate(bytes); }
  void deallocateHost(void *ptr) override { deallocate(ptr); }

private:
  bool ownsMpi_ = false;
  bool sharesCores_ = false;
  MpiContext context_;
  /// The grid's groups by axes (a map: pending collectives hold references).
  std::map<uint32_t, MpiContext> groups_;
  std::unique_ptr<Watchdog> watchdog_;
  ScratchPool scratch_;
  NativeLaunchOrder nativeOrder_;
};

bool MpiBackend::initialize(const BackendOptions &options, Counters &counters,
                            std::string &error) {
  if (!joinMpi(context_, ownsMpi_, error))
    return false;

  // Ranks on this node (those that can share memory) against its cores.
  MPI_Comm node = MPI_COMM_NULL;
  int nodeRanks = 1;
  if (MPI_Comm_split_type(context_.comm, MPI_COMM_TYPE_SHARED, context_.rank,
                          MPI_INFO_NULL, &node) == MPI_SUCCESS) {
    MPI_Comm_size(node, &nodeRanks);
    MPI_Comm_free(&node);
  }
  sharesCores_ = nodeRanks > static_cast<int>(get_nprocs());

  MPI_Op_create(&sumBf16, /*commute=*/1, &context_.bf16Sum);
  MPI_Op_create(&sumF16, /*commute=*/1, &context_.f16Sum);

  watchdog_ = std::make_unique<Watchdog>(options.timeoutSeconds);
  context_.counters = &counters;
  context_.watchdog = watchdog_.get();
  context_.scratch = &scratch_;
  context_.nativeOrder = &nativeOrder_;
  return true;
}

MpiBackend::~MpiBackend() {
  watchdog_.reset(); // Stop the thread before MPI goes away.
  freeSplitContexts(groups_);
  leaveMpi(context_, ownsMpi_);
}

} // namespace

bool joinMpi(MpiContext &context, bool &ownsMpi, std::string &error) {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (finalized) {
    error = "MPI is already finalized in this process";
    return false;
  }
  if (!initialized) {
    // MULTIPLE because the watchdog thread may call MPI_Abort while the main
    // thread blocks in a collective.
    int provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided) !=
        MPI_SUCCESS) {
      error = "MPI_Init_thread failed";
      return false;
    }
    ownsMpi = true;
  }
  if (MPI_Comm_dup(MPI_COMM_WORLD, &context.comm) != MPI_SUCCESS) {
    error = "MPI_Comm_dup failed";
    return false;
  }
  MPI_Comm_set_errhandler(context.comm, MPI_ERRORS_RETURN);
  MPI_Comm_rank(context.comm, &context.rank);
  MPI_Comm_size(context.comm, &context.size);
  setFatalIdentity(context.rank, context.size);
  return true;
}

MpiContext splitContext(const MpiContext &world,
                        const std::vector<int64_t> &shape, uint32_t axes) {
  GridGroup group = gridGroupOf(shape, axes, world.rank);
  MpiContext context = world;
  context.comm = MPI_COMM_NULL;
  int rc = MPI_Comm_split(world.comm, group.color, group.rank, &context.comm);
  if (rc != MPI_SUCCESS) {
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(rc, text, &length);
    fatal(ZERO_RT_ABORT_MPI_ERROR,
          "zero_rt_set_grid: MPI_Comm_split for the group" +
              describeAxes(axes) + " of " + formatGrid(shape) + " returned " +
              std::string(text, length));
  }
  MPI_Comm_set_errhandler(context.comm, MPI_ERRORS_RETURN);
  MPI_Comm_rank(context.comm, &context.rank);
  MPI_Comm_size(context.comm, &context.size);
  // MPI_Comm_split orders by key: the group rank is the grid's.
  if (context.rank != group.rank || context.size != group.size)
    fatal(ZERO_RT_ABORT_MPI_ERROR,
          "zero_rt_set_grid: MPI_Comm_split made rank " +
              std::to_string(context.rank) + " of " +
              std::to_string(context.size) + " where the grid " +
              formatGrid(shape) + " has rank " + std::to_string(group.rank) +
              " of " + std::to_string(group.size));
  context.axes = axes;
  context.worldRanks = std::move(group.worldRanks);
  return context;
}

void freeSplitContexts(std::map<uint32_t, MpiContext> &groups) {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    for (auto &[axes, context] : groups)
      if (context.comm != MPI_COMM_NULL)
        MPI_Comm_free(&context.comm);
  groups.clear();
}

void leaveMpi(MpiContext &context, bool ownsMpi) {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (finalized)
    return;
  if (context.bf16Sum != MPI_OP_NULL)
    MPI_Op_free(&context.bf16Sum);
  if (context.f16Sum != MPI_OP_NULL)
    MPI_Op_free(&context.f16Sum);
  if (context.comm != MPI_COMM_NULL)
    MPI_Comm_free(&context.comm);
  if (ownsMpi)
    MPI_Finalize();
}

} // namespace zero_rt::mpi

namespace zero_rt {

std::unique_ptr<Backend> createMpiBackend(const BackendOptions &options,
                                          Counters &counters,
                                          std::string &error) {
  auto backend = std::make_unique<mpi::MpiBackend>();
  if (!backend->initialize(options, counters, error))
    return nullptr;
  return backend;
}

} // namespace zero_rt
