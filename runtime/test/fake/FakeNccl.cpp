//===- FakeNccl.cpp - a CPU stand-in for libnccl.so.2 ---------------------===//
//
// Test-only, with FakeCudart.cpp (see there). The collectives run on the
// stream they are given, as host functions (cudaLaunchHostFunc), over MPI
// on a communicator of their own: every contribution is exchanged
// (MPI_Allgather / MPI_Alltoall), then reduced in rank order with the
// runtime's own kernels. ncclAvg behaves like NCCL's: floats are multiplied
// by 1/N (rounded to the dtype) before the sum, integers are summed, then
// divided with truncation.
//
// Fault injection: ZERO_RT_FAKE_NCCL_FAIL_AFTER=K makes every collective
// after the K-th set the communicator's asynchronous error to
// ncclRemoteError and hang (like a kernel waiting for a dead peer) until
// ncclCommAbort.
//
// Groups: ZERO_RT_FAKE_NCCL_TRACE_GROUPS=1 makes every outermost
// ncclGroupEnd print "fake nccl: rank R: group of K collective(s)" to stderr,
// so that a test can count how many NCCL launches a bucket became.
//
//===----------------------------------------------------------------------===//

#include "DType.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <atomic>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <mpi.h>
#include <unistd.h>

struct ncclComm {
  int rank = 0;
  int size = 1;
  MPI_Comm mpi = MPI_COMM_NULL;
  std::atomic<int> asyncError{ncclSuccess};
  std::atomic<bool> aborted{false};
  std::atomic<int> collectives{0};
  int failAfter = -1;
};

namespace {

bool dtypeOf(ncclDataType_t type, zero_rt_dtype &dtype) {
  switch (type) {
  case ncclFloat32:
    dtype = ZERO_RT_F32;
    return true;
  case ncclFloat64:
    dtype = ZERO_RT_F64;
    return true;
  case ncclBfloat16:
    dtype = ZERO_RT_BF16;
    return true;
  case ncclFloat16:
    dtype = ZERO_RT_F16;
    return true;
  case ncclInt8:
    dtype = ZERO_RT_I8;
    return true;
  case ncclUint8:
    dtype = ZERO_RT_U8;
    return true;
  case ncclInt32:
    dtype = ZERO_RT_I32;
    return true;
  case ncclInt64:
    dtype = ZERO_RT_I64;
    return true;
  default:
    return false;
  }
}

bool isFloat(zero_rt_dtype dtype) {
  return dtype == ZERO_RT_F32 || dtype == ZERO_RT_F64 ||
         dtype == ZERO_RT_BF16 || dtype == ZERO_RT_F16;
}

/// data[i] *= 1/ranks, rounded to the dtype first as NCCL's PreMulSum does.
void preMultiply(zero_rt_dtype dtype, void *data, size_t count, int ranks) {
  const double inverse = 1.0 / ranks;
  switch (dtype) {
  case ZERO_RT_F32: {
    float scale = static_cast<float>(inverse);
    for (size_t i = 0; i < count; ++i)
      static_cast<float *>(data)[i] *= scale;
    return;
  }
  case ZERO_RT_F64:
    for (size_t i = 0; i < count; ++i)
      static_cast<double *>(data)[i] *= inverse;
    return;
  case ZERO_RT_BF16: {
    float scale =
        zero_rt::bf16ToFloat(zero_rt::floatToBf16(static_cast<float>(inverse)));
    auto *words = static_cast<uint16_t *>(data);
    for (size_t i = 0; i < count; ++i)
      words[i] = zero_rt::floatToBf16(zero_rt::bf16ToFloat(words[i]) * scale);
    return;
  }
  case ZERO_RT_F16: {
    float scale =
        zero_rt::f16ToFloat(zero_rt::floatToF16(static_cast<float>(inverse)));
    auto *words = static_cast<uint16_t *>(data);
    for (size_t i = 0; i < count; ++i)
      words[i] = zero_rt::floatToF16(zero_rt::f16ToFloat(words[i]) * scale);
    return;
  }
  default:
    return;
  }
}

/// out = the reduction of `ranks` contributions of `count` elements laid
/// out one after another in `contributions` (which it may modify).
void reduce(zero_rt_dtype dtype, ncclRedOp_t op, int ranks,
            std::vector<char> &contributions, void *out, size_t count) {
  const size_t bytes = count * zero_rt::dtypeSize(dtype);
  const bool preMul = op == ncclAvg && isFloat(dtype);
  char *base = contributions.data();
  if (preMul)
    for (int r = 0; r < ranks; ++r)
      preMultiply(dtype, base + r * bytes, count, ranks);
  for (int r = 1; r < ranks; ++r)
    zero_rt::addElements(dtype, base, base, base + r * bytes, count);
  if (op == ncclAvg && !preMul)
    zero_rt::divideElements(dtype, base, count, ranks);
  std::memcpy(out, base, bytes);
}

/// The group being built: its nesting depth and the collectives enqueued in
/// it. NCCL keeps this per thread; the runtime starts collectives from one.
thread_local int groupDepth = 0;
thread_local int groupCollectives = 0;

/// Counts a collective into the open group, if any.
void countCollective() {
  if (groupDepth > 0)
    ++groupCollectives;
}

/// What nccl-fake.test counts: one line per outermost group.
void traceGroup() {
  const char *trace = std::getenv("ZERO_RT_FAKE_NCCL_TRACE_GROUPS");
  if (!trace || std::strcmp(trace, "1") != 0)
    return;
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::string line = "fake nccl: rank " + std::to_string(rank) + ": group of " +
                     std::to_string(groupCollectives) + " collective(s)\n";
  ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
}

/// Hangs the calling stream until the communicator is aborted, as a kernel
/// waiting for a peer that never sends does.
void hangUntilAborted(ncclComm_t comm) {
  while (!comm->aborted)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

/// Runs `work` on `stream` in order with the rest of its work. `work`
/// returns an MPI status: ranks that disagree about a collective make MPI
/// fail (truncation), where NCCL's kernels would hang - so does the fake.
ncclResult_t enqueue(ncclComm_t comm, cudaStream_t stream,
                     std::function<int()> work) {
  auto *closure = new std::function<void()>([comm, work = std::move(work)] {
    if (comm->aborted)
      return;
    int number = ++comm->collectives;
    if (comm->failAfter >= 0 && number > comm->failAfter) {
      comm->asyncError = ncclRemoteError;
      hangUntilAborted(comm);
      return;
    }
    if (work() != MPI_SUCCESS)
      hangUntilAborted(comm);
  });
  cudaError_t rc = cudaLaunchHostFunc(
      stream,
      [](void *data) {
        auto *function = static_cast<std::function<void()> *>(data);
        (*function)();
        delete function;
      },
      closure);
  return rc == cudaSuccess ? ncclSuccess : ncclUnhandledCudaError;
}

} // namespace

extern "C" {

const char *ncclGetErrorString(ncclResult_t result) {
  switch (result) {
  case ncclSuccess:
    return "no error";
  case ncclInvalidArgument:
    return "invalid argument (fake NCCL)";
  case ncclInvalidUsage:
    return "invalid usage (fake NCCL)";
  case ncclRemoteError:
    return "remote process exited or there was a network error (fake NCCL)";
  case ncclInProgress:
    return "NCCL operation in progress";
  default:
    return "unhandled error (fake NCCL)";
  }
}

const char *ncclGetLastError(ncclComm_t comm) {
  return comm && comm->asyncError != ncclSuccess
             ? "fault injected by ZERO_RT_FAKE_NCCL_FAIL_AFTER"
             : "";
}

ncclResult_t ncclGetUniqueId(ncclUniqueId *id) {
  std::memset(id, 0, sizeof(*id));
  std::strcpy(id->internal, "fake NCCL unique id");
  return ncclSuccess;
}

ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id,
                              int rank) {
  int initialized = 0, worldSize = 0, worldRank = 0;
  MPI_Initialized(&initialized);
  if (!initialized || std::strcmp(id.internal, "fake NCCL unique id") != 0)
    return ncclInvalidUsage;
  MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  if (nranks != worldSize || rank != worldRank)
    return ncclInvalidArgument;
  auto *created = new ncclComm;
  created->rank = rank;
  created->size = nranks;
  MPI_Comm_dup(MPI_COMM_WORLD, &created->mpi);
  MPI_Comm_set_errhandler(created->mpi, MPI_ERRORS_RETURN);
  if (const char *after = std::getenv("ZERO_RT_FAKE_NCCL_FAIL_AFTER"))
    created->failAfter = std::atoi(after);
  *comm = created;
  return ncclSuccess;
}

// As NCCL's: collective over `comm`; the ranks of one color form the new
// communicator, numbered by key. The fake keeps no config.
ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key,
                           ncclComm_t *newcomm, ncclConfig_t *) {
  if (!comm || !newcomm || color < 0)
    return ncclInvalidArgument;
  auto *created = new ncclComm;
  if (MPI_Comm_split(comm->mpi, color, key, &created->mpi) != MPI_SUCCESS) {
    delete created;
    return ncclSystemError;
  }
  MPI_Comm_set_errhandler(created->mpi, MPI_ERRORS_RETURN);
  MPI_Comm_rank(created->mpi, &created->rank);
  MPI_Comm_size(created->mpi, &created->size);
  created->failAfter = comm->failAfter;
  *newcomm = created;
  return ncclSuccess;
}

ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *error) {
  *error = static_cast<ncclResult_t>(comm->asyncError.load());
  return ncclSuccess;
}

ncclResult_t ncclCommAbort(ncclComm_t comm) {
  comm->aborted = true;
  // What nccl-fake.test looks for: the runtime aborted the communicator.
  std::string line =
      "fake nccl: ncclCommAbort on rank " + std::to_string(comm->rank) + "\n";
  ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
  return ncclSuccess;
}

ncclResult_t ncclCommFinalize(ncclComm_t) { return ncclSuccess; }

ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    MPI_Comm_free(&comm->mpi);
  delete comm;
  return ncclSuccess;
}

ncclResult_t ncclGroupStart() {
  if (groupDepth++ == 0)
    groupCollectives = 0;
  return ncclSuccess;
}

ncclResult_t ncclGroupEnd() {
  if (groupDepth == 0)
    return ncclInvalidUsage;
  if (--groupDepth == 0)
    traceGroup();
  return ncclSuccess;
}

ncclResult_t ncclAllGather(const void *send, void *recv, size_t count,
                           ncclDataType_t type, ncclComm_t comm,
                           cudaStream_t stream) {
  zero_rt_dtype dtype;
  if (!dtypeOf(type, dtype))
    return ncclInvalidArgument;
  const size_t bytes = count * zero_rt::dtypeSize(dtype);
  if (bytes > INT_MAX)
    return ncclInvalidArgument;
  countCollective();
  return enqueue(comm, stream, [=] {
    std::vector<char> mine(static_cast<const char *>(send),
                           static_cast<const char *>(send) + bytes);
    return MPI_Allgather(mine.data(), static_cast<int>(bytes), MPI_BYTE, recv,
                         static_cast<int>(bytes), MPI_BYTE, comm->mpi);
  });
}

ncclResult_t ncclReduceScatter(const void *send, void *recv, size_t count,
                               ncclDataType_t type, ncclRedOp_t op,
                               ncclComm_t comm, cudaStream_t stream) {
  zero_rt_dtype dtype;
  if (!dtypeOf(type, dtype))
    return ncclInvalidArgument;
  const size_t bytes = count * zero_rt::dtypeSize(dtype);
  if (bytes > INT_MAX)
    return ncclInvalidArgument;
  countCollective();
  return enqueue(comm, stream, [=] {
    std::vector<char> contributions(bytes * comm->size);
    int rc = MPI_Alltoall(send, static_cast<int>(bytes), MPI_BYTE,
                          contributions.data(), static_cast<int>(bytes),
                          MPI_BYTE, comm->mpi);
    if (rc == MPI_SUCCESS)
      reduce(dtype, op, comm->size, contributions, recv, count);
    return rc;
  });
}

ncclResult_t ncclAllReduce(const void *send, void *recv, size_t count,
                           ncclDataType_t type, ncclRedOp_t op, ncclComm_t comm,
                           cudaStream_t stream) {
  zero_rt_dtype dtype;
  if (!dtypeOf(type, dtype))
    return ncclInvalidArgument;
  const size_t bytes = count * zero_rt::dtypeSize(dtype);
  if (bytes > INT_MAX)
    return ncclInvalidArgument;
  countCollective();
  return enqueue(comm, stream, [=] {
    std::vector<char> contributions(bytes * comm->size);
    int rc = MPI_Allgather(send, static_cast<int>(bytes), MPI_BYTE,
                           contributions.data(), static_cast<int>(bytes),
                           MPI_BYTE, comm->mpi);
    if (rc == MPI_SUCCESS)
      reduce(dtype, op, comm->size, contributions, recv, count);
    return rc;
  });
}

} // extern "C"
