//===- AsyncMemRef.cpp - async collectives for compiled code --------------===//
//
// The entry points of <zero_rt/zero_rt_async.h>. Each begin/end pair
// becomes one `zero_rt_*_bucket_async` of the C ABI, kept in a table by
// handle until its waits; several are in flight at once (zero-prefetch
// starts the next layers' gathers while a layer computes and a reduction
// is still running). The runtime advances every outstanding request in
// each of its calls, so ranks never deadlock on the order of the waits.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"
#include "zero_rt/zero_rt_async.h"

#include "Collective.h"
#include "DType.h"
#include "Fatal.h"

#include <map>
#include <string>
#include <vector>

namespace zero_rt {
namespace {

using Kind = CollectiveKind;

/// One contiguous 1-d buffer, as recorded at the start.
struct Buffer {
  void *data = nullptr;
  int64_t size = 0;
  bool operator==(const Buffer &other) const {
    return data == other.data && size == other.size;
  }
};

template <typename T>
Buffer bufferOf(const char *entry, const char *which,
                StridedMemRefType<T, 1> *memref) {
  if (!memref)
    misuse(entry, std::string(which) + " memref descriptor is NULL");
  if (memref->sizes[0] < 0)
    misuse(entry, std::string(which) + " memref has a negative size");
  if (memref->strides[0] != 1 && memref->sizes[0] > 1)
    misuse(entry, std::string(which) + " memref has stride " +
                      std::to_string(memref->strides[0]) +
                      "; an asynchronous collective takes contiguous "
                      "buffers (stride 1)");
  return {memref->data + memref->offset, memref->sizes[0]};
}

struct Tensor {
  zero_rt_dtype dtype;
  Buffer in, out;
};

/// A collective between its begin and its last wait.
struct AsyncCollective {
  Kind kind = Kind::AllGather;
  int32_t op = ZERO_RT_SUM;
  std::vector<Tensor> tensors;
  zero_rt_request request = nullptr;
  size_t waited = 0;
};

/// The collective being recorded (between begin and end), if any.
bool recording = false;
AsyncCollective recorded;
/// The collectives started and not yet waited for, by handle.
std::map<int64_t, AsyncCollective> inFlight;
int64_t nextHandle = 1;
uint64_t numStarted = 0, numCompleted = 0, maxInFlight = 0;

void record(const char *entry, Kind kind, zero_rt_dtype dtype, Buffer in,
            Buffer out, int32_t op) {
  requireRuntime(entry);
  if (!recording)
    misuse(entry, "no asynchronous collective is open (call "
                  "zero_rt_async_begin first)");
  if (!recorded.tensors.empty() && kind != recorded.kind)
    misuse(entry, std::string("the collective being recorded is ") +
                      collectiveName(recorded.kind) + ", this tensor's is " +
                      collectiveName(kind));
  if (kind != Kind::AllGather && op != ZERO_RT_SUM && op != ZERO_RT_AVG)
    misuse(entry, "unknown reduce op " + std::to_string(op));
  if (!recorded.tensors.empty() && kind != Kind::AllGather && op != recorded.op)
    misuse(entry, "reduce op " + std::to_string(op) +
                      " differs from the collective's " +
                      std::to_string(recorded.op));
  checkSizesForGroup(entry, kind, in.size, out.size);
  recorded.kind = kind;
  recorded.op = kind == Kind::AllGather ? ZERO_RT_SUM : op;
  recorded.tensors.push_back({dtype, in, out});
}

int64_t start(const char *entry) {
  requireRuntime(entry);
  if (!recording)
    misuse(entry, "no asynchronous collective is open (call "
                  "zero_rt_async_begin first)");
  if (recorded.tensors.empty())
    misuse(entry, "the collective has no tensors: record them between "
                  "zero_rt_async_begin and zero_rt_async_end");
  std::vector<const void *> sends;
  std::vector<void *> recvs;
  std::vector<size_t> counts;
  std::vector<zero_rt_dtype> dtypes;
  for (const Tensor &tensor : recorded.tensors) {
    sends.push_back(tensor.in.data);
    recvs.push_back(tensor.out.data);
    // Per rank for all_gather, the shard for reduce_scatter, the whole
    // tensor for all_reduce (the C ABI's counts).
    counts.push_back(static_cast<size_t>(
        recorded.kind == Kind::AllGather ? tensor.in.size : tensor.out.size));
    dtypes.push_back(tensor.dtype);
  }
  const size_t n = recorded.tensors.size();
  auto op = static_cast<zero_rt_reduce_op>(recorded.op);
  int status = ZERO_RT_SUCCESS;
  switch (recorded.kind) {
  case Kind::AllGather:
    status = zero_rt_all_gather_bucket_async(n, sends.data(), recvs.data(),
                                             counts.data(), dtypes.data(),
                                             &recorded.request);
    break;
  case Kind::ReduceScatter:
    status = zero_rt_reduce_scatter_bucket_async(n, sends.data(), recvs.data(),
                                                 counts.data(), dtypes.data(),
                                                 op, &recorded.request);
    break;
  case Kind::AllReduce:
    status = zero_rt_all_reduce_bucket_async(n, sends.data(), recvs.data(),
                                             counts.data(), dtypes.data(), op,
                                             &recorded.request);
    break;
  }
  if (status != ZERO_RT_SUCCESS)
    misuse(entry, zero_rt_last_error());
  recording = false;
  const int64_t handle = nextHandle++;
  inFlight.emplace(handle, std::move(recorded));
  recorded = AsyncCollective();
  ++numStarted;
  if (inFlight.size() > maxInFlight)
    maxInFlight = inFlight.size();
  return handle;
}

void wait(const char *entry, int64_t handle, zero_rt_dtype dtype, Buffer in,
          Buffer out) {
  requireRuntime(entry);
  auto found = inFlight.find(handle);
  if (found == inFlight.end())
    misuse(entry, "handle " + std::to_string(handle) +
                      " names no asynchronous collective in flight (never "
                      "started, or every tensor already waited for)");
  AsyncCollective &collective = found->second;
  const Tensor &tensor = collective.tensors[collective.waited];
  const std::string which = "tensor " + std::to_string(collective.waited) +
                            " of collective " + std::to_string(handle);
  if (dtype != tensor.dtype)
    misuse(entry, which + " is " + dtypeName(tensor.dtype) + ", not " +
                      dtypeName(dtype) +
                      " (wait for the tensors in record order)");
  if (!(in == tensor.in) || !(out == tensor.out))
    misuse(entry, which + " was started with other buffers (wait with the "
                          "buffers the start recorded, in record order)");
  if (collective.waited == 0 &&
      zero_rt_wait(collective.request) != ZERO_RT_SUCCESS)
    misuse(entry, zero_rt_last_error());
  if (++collective.waited == collective.tensors.size()) {
    inFlight.erase(found);
    ++numCompleted;
  }
}

} // namespace
} // namespace zero_rt

#define ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(DT, T, DTYPE)                        \
  void _mlir_ciface_zero_rt_all_gather_start_##DT(                             \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out) {             \
    const char *entry = "zero_rt_all_gather_start_" #DT;                       \
    zero_rt::record(entry, zero_rt::Kind::AllGather, DTYPE,                    \
                    zero_rt::bufferOf(entry, "input", in),                     \
                    zero_rt::bufferOf(entry, "output", out), ZERO_RT_SUM);     \
  }                                                                            \
  void _mlir_ciface_zero_rt_reduce_scatter_start_##DT(                         \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    const char *entry = "zero_rt_reduce_scatter_start_" #DT;                   \
    zero_rt::record(entry, zero_rt::Kind::ReduceScatter, DTYPE,                \
                    zero_rt::bufferOf(entry, "input", in),                     \
                    zero_rt::bufferOf(entry, "output", out), op);              \
  }                                                                            \
  void _mlir_ciface_zero_rt_all_reduce_start_##DT(                             \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    const char *entry = "zero_rt_all_reduce_start_" #DT;                       \
    zero_rt::record(entry, zero_rt::Kind::AllReduce, DTYPE,                    \
                    zero_rt::bufferOf(entry, "input", in),                     \
                    zero_rt::bufferOf(entry, "output", out), op);              \
  }                                                                            \
  void _mlir_ciface_zero_rt_async_wait_##DT(int64_t handle,                    \
                                            StridedMemRefType<T, 1> *in,       \
                                            StridedMemRefType<T, 1> *out) {    \
    const char *entry = "zero_rt_async_wait_" #DT;                             \
    zero_rt::wait(entry, handle, DTYPE, zero_rt::bufferOf(entry, "input", in), \
                  zero_rt::bufferOf(entry, "output", out));                    \
  }

extern "C" {
void zero_rt_async_begin(void) {
  const char *entry = "zero_rt_async_begin";
  zero_rt::requireRuntime(entry);
  if (zero_rt::recording)
    zero_rt::misuse(entry, "an asynchronous collective is already being "
                           "recorded (end it with zero_rt_async_end first)");
  zero_rt::recording = true;
}
int64_t zero_rt_async_end(void) { return zero_rt::start("zero_rt_async_end"); }
uint64_t zero_rt_async_collectives_started(void) { return zero_rt::numStarted; }
uint64_t zero_rt_async_collectives_completed(void) {
  return zero_rt::numCompleted;
}
uint64_t zero_rt_async_max_in_flight(void) { return zero_rt::maxInFlight; }

ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(f32, float, ZERO_RT_F32)
ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(f64, double, ZERO_RT_F64)
ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(bf16, uint16_t, ZERO_RT_BF16)
ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(f16, uint16_t, ZERO_RT_F16)
ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(i32, int32_t, ZERO_RT_I32)
ZERO_RT_DEFINE_ASYNC_ENTRY_POINTS(i64, int64_t, ZERO_RT_I64)
}
