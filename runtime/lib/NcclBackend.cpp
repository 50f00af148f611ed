//===- NcclBackend.cpp - collectives on device buffers through NCCL -------===//
//
// ZERO_RT_BACKEND=nccl: one NCCL communicator per process, on one device
// chosen from the local rank, bootstrapped over MPI (rank 0 makes the
// ncclUniqueId, MPI_Bcast hands it to the others).
//
// A collective, blocking or not, is enqueued at once:
//   1. the communication stream waits (on the GPU, through an event) for the
//      work the program enqueued on its compute stream before the call, so
//      the inputs are ready (no event when that stream is already idle);
//   2. one ncclGroupStart/ncclGroupEnd encloses the NCCL call of every
//      tensor of the bucket, on the communication stream. That stream is
//      created non-blocking, so it never waits for the compute stream
//      implicitly: compute enqueued after the call overlaps the collective;
//   3. an event recorded after the group says when it is done. `progress`
//      queries it (never blocks) and, while it is pending, polls
//      ncclCommGetAsyncError.
// Meanwhile the ranks exchange the MPI backend's agreement header over MPI.
// The kernels are not held back for it - that would put a host round trip in
// front of every collective and stop async calls from starting before the
// program waits - so a mismatch is caught after launch: the job ends with
// the same line as under MPI (code 71) instead of hanging inside NCCL.
//
// Errors: every CUDA and NCCL status is checked (CHECK_CUDA and CHECK_NCCL
// name the call). A failure, an asynchronous NCCL error or the runtime's
// timeout ends the job through `fatal`, whose hook aborts the communicator
// (ncclCommAbort) before MPI_Abort. Steps that can block inside NCCL or MPI
// until a peer shows up (the bootstrap, ncclGroupEnd, which connects peers
// on first use, the teardown) run under the watchdog.
//
// The files: this one sets the backend up, tears it down and runs the
// collectives; NcclMemory.cpp holds what concerns buffers rather than
// communicators (allocations, copies between tiers, which pointers a
// collective may use); NcclBackend.h the class and the status checks both
// use.
//
//===----------------------------------------------------------------------===//

#include "NcclBackend.h"

#include "DType.h"
#include "Grid.h"

#include <cstdlib>
#include <iterator>

#include <sys/sysinfo.h>

namespace zero_rt::nccl {
namespace {

//===----------------------------------------------------------------------===//
// Types and placement
//===----------------------------------------------------------------------===//

/// Every zero_rt dtype has an NCCL type (NCCL's u32, u64 and fp8 types have
/// no zero_rt counterpart). False only for a value outside the enum.
bool ncclTypeOf(zero_rt_dtype dtype, ncclDataType_t &type) {
  switch (dtype) {
  case ZERO_RT_F32:
    type = ncclFloat32;
    return true;
  case ZERO_RT_F64:
    type = ncclFloat64;
    return true;
  case ZERO_RT_BF16:
    type = ncclBfloat16;
    return true;
  case ZERO_RT_F16:
    type = ncclFloat16;
    return true;
  case ZERO_RT_I8:
    type = ncclInt8;
    return true;
  case ZERO_RT_U8:
    type = ncclUint8;
    return true;
  case ZERO_RT_I32:
    type = ncclInt32;
    return true;
  case ZERO_RT_I64:
    type = ncclInt64;
    return true;
  }
  return false;
}

/// The node-local rank as the launcher reports it: OpenMPI's mpirun, MPICH's
/// Hydra, MVAPICH, then Slurm's srun. OpenMPI's variable comes before
/// SLURM_LOCALID because an mpirun inside an sbatch job inherits the batch
/// step's SLURM_LOCALID (0 for every rank). -1 when none is set.
int launcherLocalRank() {
  for (const char *name : {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID",
                           "MV2_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID"}) {
    const char *value = std::getenv(name);
    if (!value)
      continue;
    char *end = nullptr;
    long rank = std::strtol(value, &end, 10);
    if (end != value && *end == '\0' && rank >= 0 && rank < (1L << 30))
      return static_cast<int>(rank);
  }
  return -1;
}

class NcclCollective final : public PendingCollective {
public:
  NcclCollective(NcclBackend &backend, CollectiveCall call)
      : PendingCollective(std::move(call)), backend_(backend) {}
  ~NcclCollective() override {
    if (done_)
      backend_.releaseEvent(done_);
  }

  /// Starts the agreement check and enqueues the kernels.
  void launch() {
    agreement_.start(backend_.mpiContext(call_.axes), call_,
                     /*blocking=*/false);
    done_ = backend_.enqueue(call_);
  }

  bool progress(bool &advanced) override {
    if (!agreed_)
      agreed_ =
          agreement_.progress(backend_.mpiContext(call_.axes), call_, advanced);
    if (done_) {
      cudaError_t rc = cudaEventQuery(done_);
      if (rc == cudaSuccess) {
        backend_.releaseEvent(done_);
        done_ = nullptr;
        advanced = true;
        backend_.checkAsyncError(call_);
      } else if (rc != cudaErrorNotReady) {
        cudaFailed(rc, "cudaEventQuery",
                   Where{&call_, nullptr, backend_.device()});
      } else if (polls_++ % kPollsPerAsyncErrorCheck == 0) {
        backend_.checkAsyncError(call_);
      }
    }
    return agreed_ && !done_;
  }

  std::string waitingFor() const override {
    if (!agreed_)
      return agreement_.waitingFor();
    return "the NCCL kernels on device " + std::to_string(backend_.device()) +
           " (every rank has started this collective: a peer's GPU, the "
           "network or this rank's compute stream holds it up)";
  }

private:
  /// ncclCommGetAsyncError is cheap but not free; the blocking path polls
  /// the event in a tight loop.
  static constexpr unsigned kPollsPerAsyncErrorCheck = 64;

  NcclBackend &backend_;
  mpi::AgreementCheck agreement_;
  bool agreed_ = false;
  cudaEvent_t done_ = nullptr; // Null once the kernels have completed.
  unsigned polls_ = 0;
};

} // namespace

bool NcclBackend::initialize(const BackendOptions &options, Counters &counters,
                             std::string &error) {
  counters_ = &counters;
  int devices = 0;
  cudaError_t rc = cudaGetDeviceCount(&devices);
  if (rc != cudaSuccess || devices == 0) {
    (void)cudaGetLastError(); // Not sticky; leave no trace for the program.
    error = "no CUDA device visible: ";
    error += rc != cudaSuccess ? "cudaGetDeviceCount returned " + cudaText(rc)
                               : "cudaGetDeviceCount found 0 devices";
    if (const char *visible = std::getenv("CUDA_VISIBLE_DEVICES"))
      error += std::string(" (CUDA_VISIBLE_DEVICES=\"") + visible + "\")";
    return false;
  }
  if (options.device >= devices) {
    error = "device " + std::to_string(options.device) +
            " requested (ZERO_RT_DEVICE or zero_rt_config.device), but " +
            std::to_string(devices) + " CUDA device(s) are visible";
    return false;
  }
  if (!initializeMpi(error))
    return false;

  // From here on the other ranks take part: failures end the job.
  int localRank = launcherLocalRank();
  MPI_Comm node = MPI_COMM_NULL;
  int nodeRanks = 1, nodeRank = 0;
  if (MPI_Comm_split_type(mpi_.comm, MPI_COMM_TYPE_SHARED, mpi_.rank,
                          MPI_INFO_NULL, &node) == MPI_SUCCESS) {
    MPI_Comm_size(node, &nodeRanks);
    MPI_Comm_rank(node, &nodeRank);
    MPI_Comm_free(&node);
  }
  sharesCores_ = nodeRanks > static_cast<int>(get_nprocs());
  if (localRank < 0)
    localRank = nodeRank;
  device_ = options.device >= 0 ? options.device : localRank % devices;

  const Where setup{nullptr, "nccl backend setup", device_};
  CHECK_CUDA(cudaSetDevice(device_), setup);
  CHECK_CUDA(cudaStreamCreateWithFlags(&commStream_, cudaStreamNonBlocking),
             setup);
  CHECK_CUDA(cudaEventCreateWithFlags(&computeReady_, cudaEventDisableTiming),
             setup);
  computeStream_ = static_cast<cudaStream_t>(options.computeStream);
  watchdog_ = std::make_unique<Watchdog>(options.timeoutSeconds);
  mpi_.counters = &counters;
  mpi_.watchdog = watchdog_.get();
  bootstrap();
  setFatalHook(&NcclBackend::abortCommunicator, this);
  return true;
}

bool NcclBackend::initializeMpi(std::string &error) {
  // MPI carries the bootstrap and the agreement headers.
  return mpi::joinMpi(mpi_, ownsMpi_, error);
}

void NcclBackend::bootstrap() {
  const Where where{nullptr, "nccl bootstrap", device_};
  ncclUniqueId id;
  std::memset(&id, 0, sizeof(id));
  if (mpi_.rank == 0)
    CHECK_NCCL(ncclGetUniqueId(&id), where, nullptr);
  {
    const std::string step =
        "nccl bootstrap: MPI_Bcast of the ncclUniqueId from rank 0";
    Watchdog::Scope watched(*watchdog_, step);
    int rc = MPI_Bcast(&id, sizeof(id), MPI_BYTE, 0, mpi_.comm);
    if (rc != MPI_SUCCESS)
      fatal(ZERO_RT_ABORT_MPI_ERROR, where.text() + " failed: MPI_Bcast of "
                                                    "the ncclUniqueId failed");
  }
  {
    const std::string step =
        "nccl bootstrap: ncclCommInitRank of " + std::to_string(mpi_.size) +
        " ranks on device " + std::to_string(device_) +
        " (does every rank use ZERO_RT_BACKEND=nccl, with a device of its "
        "own?)";
    Watchdog::Scope watched(*watchdog_, step);
    CHECK_NCCL(ncclCommInitRank(&comm_, mpi_.size, id, mpi_.rank), where,
               nullptr);
  }
}

void NcclBackend::buildGroups(const std::vector<int64_t> &shape) {
  for (uint32_t axes : subGroupAxes(shape.size())) {
    Group group;
    group.mpi = mpi::splitContext(mpi_, shape, axes);
    const Where where{nullptr, "zero_rt_set_grid", device_};
    const std::string step = "zero_rt_set_grid: ncclCommSplit for the group" +
                             describeAxes(axes) + " of " + formatGrid(shape);
    Watchdog::Scope watched(*watchdog_, step);
    // Color and key as for MPI_Comm_split: the group ranks are the grid's.
    GridGroup place = gridGroupOf(shape, axes, mpi_.rank);
    CHECK_NCCL(ncclCommSplit(comm_, place.color, place.rank, &group.comm,
                             /*config=*/nullptr),
               where, comm_);
    groups_.emplace(axes, std::move(group));
  }
}

void NcclBackend::abortCommunicator(void *self) {
  auto *backend = static_cast<NcclBackend *>(self);
  for (auto &[axes, group] : backend->groups_)
    if (group.comm)
      ncclCommAbort(group.comm);
  if (backend->comm_)
    ncclCommAbort(backend->comm_); // The job ends anyway: status irrelevant.
}

NcclBackend::~NcclBackend() {
  const Where teardown{nullptr, "nccl teardown", device_};
  for (auto &[axes, group] : groups_) {
    if (!group.comm)
      continue;
    {
      Watchdog::Scope watched(*watchdog_,
                              std::string("nccl teardown: ncclCommFinalize of "
                                          "the group") +
                                  describeAxes(axes));
      CHECK_NCCL(ncclCommFinalize(group.comm), teardown, group.comm);
    }
    CHECK_NCCL(ncclCommDestroy(group.comm), teardown, nullptr);
    group.comm = nullptr;
  }
  if (comm_) {
    // The runtime has completed every request; finalize flushes NCCL's own
    // outstanding work, which a dead peer could hold up.
    const std::string step = "nccl teardown: ncclCommFinalize";
    {
      Watchdog::Scope watched(*watchdog_, step);
      CHECK_NCCL(ncclCommFinalize(comm_), teardown, comm_);
    }
    setFatalHook(nullptr, nullptr);
    CHECK_NCCL(ncclCommDestroy(comm_), teardown, nullptr);
  }
  for (cudaEvent_t event : allEvents_)
    CHECK_CUDA(cudaEventDestroy(event), teardown);
  if (computeReady_)
    CHECK_CUDA(cudaEventDestroy(computeReady_), teardown);
  for (cudaEvent_t event : {copyAfterCompute_, copyAfterComm_, copyDone_})
    if (event)
      CHECK_CUDA(cudaEventDestroy(event), teardown);
  if (copyStream_)
    CHECK_CUDA(cudaStreamDestroy(copyStream_), teardown);
  if (commStream_)
    CHECK_CUDA(cudaStreamDestroy(commStream_), teardown);
  watchdog_.reset(); // Stop the thread before MPI goes away.

  {
    std::map<uint32_t, mpi::MpiContext> agreementComms;
    for (auto &[axes, group] : groups_)
      agreementComms.emplace(axes, group.mpi);
    mpi::freeSplitContexts(agreementComms);
    groups_.clear();
  }
  mpi::leaveMpi(mpi_, ownsMpi_);
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

std::string NcclBackend::checkSupported(const CollectiveCall &call) const {
  const size_t ranks = static_cast<size_t>(mpiContext(call.axes).size);
  for (size_t i = 0; i < call.tensors.size(); ++i) {
    const TensorArg &tensor = call.tensors[i];
    auto reject = [&](const std::string &why) {
      std::string which =
          call.tensors.size() > 1 ? "tensor " + std::to_string(i) + " " : "";
      return describeCall(call) + ": " + which + why;
    };
    ncclDataType_t type;
    if (!ncclTypeOf(tensor.dtype, type))
      return reject("has a dtype NCCL does not support");
    if (tensor.count == 0)
      continue;
    const size_t bytes = tensor.count * dtypeSize(tensor.dtype);
    const size_t sendBytes =
        call.kind == CollectiveKind::ReduceScatter ? ranks * bytes : bytes;
    const size_t recvBytes =
        call.kind == CollectiveKind::AllGather ? ranks * bytes : bytes;
    std::string why = whyNotUsable(tensor.send, sendBytes);
    if (!why.empty())
      return reject("send buffer " + why);
    why = whyNotUsable(tensor.recv, recvBytes);
    if (!why.empty())
      return reject("recv buffer " + why);
  }
  return "";
}

std::unique_ptr<PendingCollective> NcclBackend::start(CollectiveCall call,
                                                      bool /*blocking*/) {
  // The MPI algorithms mean nothing here; keep the agreement headers of
  // ranks with different ZERO_RT_ALGO settings equal.
  call.algorithm = ZERO_RT_ALGO_RING;
  auto pending = std::make_unique<NcclCollective>(*this, std::move(call));
  pending->launch();
  return pending;
}

cudaEvent_t NcclBackend::enqueue(const CollectiveCall &call) {
  const Where where{&call, nullptr, device_};
  ncclComm_t comm = commOf(call.axes);
  // The inputs are whatever the compute stream has produced up to now. If
  // it is idle, all of that is done and the event (host calls and a
  // dependency for the GPU to resolve) can be left out.
  cudaError_t computeState = cudaStreamQuery(computeStream_);
  if (computeState == cudaErrorNotReady) {
    CHECK_CUDA(cudaEventRecord(computeReady_, computeStream_), where);
    CHECK_CUDA(cudaStreamWaitEvent(commStream_, computeReady_, 0), where);
  } else if (computeState != cudaSuccess) {
    cudaFailed(computeState, "cudaStreamQuery", where);
  }
  {
    // ncclGroupEnd launches the kernels; on a communicator's first use of
    // an algorithm it also connects to the peers and waits for them.
    Watchdog::Scope watched(*watchdog_, call, "ncclGroupEnd");
    CHECK_NCCL(ncclGroupStart(), where, comm);
    for (const TensorArg &tensor : call.tensors) {
      if (tensor.count == 0)
        continue;
      ncclDataType_t type = ncclFloat32;
      ncclTypeOf(tensor.dtype, type); // checkSupported has vouched for it.
      const ncclRedOp_t op = call.op == ZERO_RT_AVG ? ncclAvg : ncclSum;
      switch (call.kind) {
      case CollectiveKind::AllGather:
        CHECK_NCCL(ncclAllGather(tensor.send, tensor.recv, tensor.count, type,
                                 comm, commStream_),
                   where, comm);
        break;
      case CollectiveKind::ReduceScatter:
        CHECK_NCCL(ncclReduceScatter(tensor.send, tensor.recv, tensor.count,
                                     type, op, comm, commStream_),
                   where, comm);
        break;
      case CollectiveKind::AllReduce:
        CHECK_NCCL(ncclAllReduce(tensor.send, tensor.recv, tensor.count, type,
                                 op, comm, commStream_),
                   where, comm);
        break;
      }
    }
    CHECK_NCCL(ncclGroupEnd(), where, comm);
  }
  // The formulas of zero_rt.h, counted when the sends are committed to the
  // GPU: what NCCL moves inside its kernels is opaque to the host.
  counters_->countSent(call.axes,
                       payloadBytesSent(call, mpiContext(call.axes).size));

  cudaEvent_t done = nullptr;
  if (freeEvents_.empty()) {
    CHECK_CUDA(cudaEventCreateWithFlags(&done, cudaEventDisableTiming), where);
    allEvents_.push_back(done);
  } else {
    done = freeEvents_.back();
    freeEvents_.pop_back();
  }
  CHECK_CUDA(cudaEventRecord(done, commStream_), where);
  return done;
}

void NcclBackend::checkAsyncError(const CollectiveCall &call) {
  ncclResult_t state = ncclSuccess;
  ncclComm_t comm = commOf(call.axes);
  CHECK_NCCL(ncclCommGetAsyncError(comm, &state),
             (Where{&call, nullptr, device_}), comm);
  if (state != ncclSuccess && state != ncclInProgress)
    fatal(ZERO_RT_ABORT_DEVICE_ERROR,
          Where{&call, nullptr, device_}.text() +
              " failed: NCCL reported an asynchronous error: " +
              ncclText(state, comm));
}

} // namespace zero_rt::nccl

namespace zero_rt {

std::string ncclBackendMissingReason() { return ""; }

std::unique_ptr<Backend> createNcclBackend(const BackendOptions &options,
                                           Counters &counters,
                                           std::string &error) {
  auto backend = std::make_unique<nccl::NcclBackend>();
  if (!backend->initialize(options, counters, error))
    return nullptr;
  return backend;
}

} // namespace zero_rt
