//===- MemRef.cpp - entry points for MLIR-compiled code -------------------===//
//
// `_mlir_ciface_zero_rt_*` wrappers over the C ABI. A memref may carry an
// offset and a non-unit stride (a subview, a column); the collectives want
// contiguous buffers, so strided memrefs are packed into a temporary and
// unpacked afterwards. Compiled code has no error path, so every error here
// ends the job (ZERO_RT_ABORT_MISUSE) with the runtime's explanation.
//
// Buckets. A variadic collective of compiled code (a layer's tensors) is one
// bucket collective of the C ABI: `zero_rt_bucket_begin`, one enqueue per
// tensor (`_mlir_ciface_zero_rt_bucket_all_gather_f32`, ...), which checks
// the tensor as the single-tensor entry point would and records it,
// `zero_rt_bucket_end`, which starts one `zero_rt_*_bucket_async` over all
// of them (one ncclGroupStart/End under nccl), and one
// `_mlir_ciface_zero_rt_bucket_wait_<dt>` per tensor, in enqueue order,
// with the memrefs it was enqueued with. Taking the memrefs again is what
// keeps the buffers alive: compiled code frees a buffer after its last use,
// and the wait is that use, so neither the input the collective reads nor
// the output it writes is freed while the runtime holds its pointer. The
// waits check that they name what was recorded; the first one completes the
// collective, each one unpacks its own strided output.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"
#include "zero_rt/zero_rt_memref.h"

#include "Collective.h"

#include "DType.h"
#include "Fatal.h"
#include "NvmeTier.h"
#include "Runtime.h"

#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace zero_rt {
namespace {

using Kind = CollectiveKind;

/// A 1-D memref descriptor with its element type erased: what the entry
/// points check, pack and, for a bucket, record.
struct MemRefView {
  char *data = nullptr; // The descriptor's aligned pointer.
  int64_t offset = 0, size = 0, stride = 0;
  size_t elementBytes = 0;

  char *first() const {
    return data + offset * static_cast<int64_t>(elementBytes);
  }
  bool isStrided() const { return stride != 1 && size > 1; }
  bool operator==(const MemRefView &other) const {
    return data == other.data && offset == other.offset && size == other.size &&
           stride == other.stride && elementBytes == other.elementBytes;
  }
};

template <typename T>
MemRefView viewOf(const char *entry, StridedMemRefType<T, 1> *memref) {
  if (!memref)
    misuse(entry, "memref descriptor is NULL");
  return {reinterpret_cast<char *>(memref->data), memref->offset,
          memref->sizes[0], memref->strides[0], sizeof(T)};
}

/// A contiguous buffer holding a memref's elements: the memref's own memory
/// when its stride is 1, else a packed copy that this object owns. It may
/// be moved (a bucket keeps one per tensor); `data` stays the same.
class ContiguousBuffer {
public:
  ContiguousBuffer(const MemRefView &view, bool isInput) : view_(view) {
    if (!view.isStrided())
      return;
    packed_.resize(size() * view.elementBytes);
    if (isInput)
      for (size_t i = 0; i < size(); ++i)
        std::memcpy(&packed_[i * view.elementBytes], element(i),
                    view.elementBytes);
  }

  void *data() { return view_.isStrided() ? packed_.data() : view_.first(); }
  size_t size() const { return static_cast<size_t>(view_.size); }

  /// Copies a packed output back into the strided memref.
  void unpack() const {
    if (!view_.isStrided())
      return;
    for (size_t i = 0; i < size(); ++i)
      std::memcpy(element(i), &packed_[i * view_.elementBytes],
                  view_.elementBytes);
  }

private:
  char *element(size_t i) const {
    return view_.first() + static_cast<int64_t>(i) * view_.stride *
                               static_cast<int64_t>(view_.elementBytes);
  }

  MemRefView view_;
  std::vector<char> packed_;
};

/// Ends the job unless `in` and `out` fit a `kind` collective on this many
/// ranks and the backend can take them.
void checkBuffers(const char *entry, Kind kind, const MemRefView &in,
                  const MemRefView &out) {
  if (in.size < 0 || out.size < 0)
    misuse(entry, "negative memref size");
  checkSizesForGroup(entry, kind, in.size, out.size);

  // Packing reads and writes the elements on the host, which device memory
  // (the nccl backend's buffers) does not allow.
  if ((in.isStrided() || out.isStrided()) && theRuntime &&
      std::strcmp(theRuntime->backend().name(), "nccl") == 0)
    misuse(entry, "strided memrefs are packed on the host, which device "
                  "memory does not allow: under the nccl backend pass "
                  "contiguous (stride 1) memrefs");
}

/// The C ABI's count of a tensor: per rank for all_gather, the received
/// shard for reduce_scatter, the whole tensor for all_reduce.
size_t countOf(Kind kind, const MemRefView &in, const MemRefView &out) {
  return static_cast<size_t>(kind == Kind::AllGather ? in.size : out.size);
}

void runCollective(const char *entry, Kind kind, zero_rt_dtype dtype,
                   const MemRefView &in, const MemRefView &out, int32_t op) {
  checkBuffers(entry, kind, in, out);
  ContiguousBuffer input(in, /*isInput=*/true);
  ContiguousBuffer output(out, /*isInput=*/false);
  const size_t count = countOf(kind, in, out);
  int status = ZERO_RT_SUCCESS;
  auto reduceOp = static_cast<zero_rt_reduce_op>(op);
  switch (kind) {
  case Kind::AllGather:
    status = zero_rt_all_gather(input.data(), output.data(), count, dtype);
    break;
  case Kind::ReduceScatter:
    status = zero_rt_reduce_scatter(input.data(), output.data(), count, dtype,
                                    reduceOp);
    break;
  case Kind::AllReduce:
    status =
        zero_rt_all_reduce(input.data(), output.data(), count, dtype, reduceOp);
    break;
  }
  if (status != ZERO_RT_SUCCESS)
    misuse(entry, zero_rt_last_error());
  output.unpack();
}

//===----------------------------------------------------------------------===//
// Buckets
//===----------------------------------------------------------------------===//

/// "sum (0)", "avg (1)": a reduce code as compiled code passes it.
std::string reduceOpName(int32_t op) {
  const char *name = op == ZERO_RT_SUM   ? "sum"
                     : op == ZERO_RT_AVG ? "avg"
                                         : "unknown";
  return std::string(name) + " (" + std::to_string(op) + ")";
}

/// The bucket compiled code is building or waiting for: one at a time, as
/// the runtime is used from one thread and compiled code never nests
/// buckets. `enqueue` and `wait` expect their entry point to have checked
/// that the runtime is initialized (before reading the descriptors).
class Bucket {
public:
  void begin(const char *entry) {
    requireRuntime(entry);
    if (phase_ == Phase::Open)
      misuse(entry, "a bucket is already open (buckets do not nest; end it "
                    "with zero_rt_bucket_end first)");
    if (phase_ == Phase::Started)
      misuse(entry, "the previous bucket still has " + pendingWaits() +
                        " to wait for");
    phase_ = Phase::Open;
    tensors_.clear();
    waited_ = 0;
  }

  void enqueue(const char *entry, Kind kind, zero_rt_dtype dtype,
               const MemRefView &in, const MemRefView &out, int32_t op) {
    if (phase_ == Phase::Closed)
      misuse(entry, "no bucket is open (call zero_rt_bucket_begin first)");
    if (phase_ == Phase::Started)
      misuse(entry, "the bucket has been started by zero_rt_bucket_end; "
                    "wait for its tensors and begin a new one");
    if (!tensors_.empty() && kind != kind_)
      misuse(entry, std::string("the bucket's collective is ") +
                        collectiveName(kind_) +
                        ", one for all its tensors; this tensor's is " +
                        collectiveName(kind));
    if (!tensors_.empty() && kind != Kind::AllGather && op != op_)
      misuse(entry, "reduce op " + reduceOpName(op) +
                        " differs from the bucket's reduce op " +
                        reduceOpName(op_) + ", one for all its tensors");
    checkBuffers(entry, kind, in, out);
    kind_ = kind;
    op_ = kind == Kind::AllGather ? ZERO_RT_SUM : op;
    tensors_.push_back(Tensor{dtype, in, out,
                              ContiguousBuffer(in, /*isInput=*/true),
                              ContiguousBuffer(out, /*isInput=*/false)});
  }

  void end(const char *entry) {
    requireRuntime(entry);
    if (phase_ == Phase::Closed)
      misuse(entry, "no bucket is open (call zero_rt_bucket_begin first)");
    if (phase_ == Phase::Started)
      misuse(entry, "the bucket has already been ended");
    if (tensors_.empty())
      misuse(entry, "the bucket is empty: enqueue its tensors between "
                    "zero_rt_bucket_begin and zero_rt_bucket_end");
    std::vector<const void *> sends;
    std::vector<void *> recvs;
    std::vector<size_t> counts;
    std::vector<zero_rt_dtype> dtypes;
    for (Tensor &tensor : tensors_) {
      sends.push_back(tensor.input.data());
      recvs.push_back(tensor.output.data());
      counts.push_back(countOf(kind_, tensor.in, tensor.out));
      dtypes.push_back(tensor.dtype);
    }
    const size_t n = tensors_.size();
    auto op = static_cast<zero_rt_reduce_op>(op_);
    int status = ZERO_RT_SUCCESS;
    switch (kind_) {
    case Kind::AllGather:
      status = zero_rt_all_gather_bucket_async(n, sends.data(), recvs.data(),
                                               counts.data(), dtypes.data(),
                                               &request_);
      break;
    case Kind::ReduceScatter:
      status = zero_rt_reduce_scatter_bucket_async(
          n, sends.data(), recvs.data(), counts.data(), dtypes.data(), op,
          &request_);
      break;
    case Kind::AllReduce:
      status = zero_rt_all_reduce_bucket_async(n, sends.data(), recvs.data(),
                                               counts.data(), dtypes.data(), op,
                                               &request_);
      break;
    }
    if (status != ZERO_RT_SUCCESS)
      misuse(entry, zero_rt_last_error());
    phase_ = Phase::Started;
  }

  void wait(const char *entry, zero_rt_dtype dtype, const MemRefView &in,
            const MemRefView &out) {
    if (phase_ == Phase::Closed)
      misuse(entry, "no bucket is waiting (none was started, or every "
                    "tensor of the last one has been waited for)");
    if (phase_ == Phase::Open)
      misuse(entry, "the bucket has not been started (call "
                    "zero_rt_bucket_end before waiting)");
    Tensor &tensor = tensors_[waited_];
    const std::string which =
        "tensor " + std::to_string(waited_) + " of the bucket";
    if (dtype != tensor.dtype)
      misuse(entry, which + " is " + dtypeName(tensor.dtype) + ", not " +
                        dtypeName(dtype) +
                        " (wait for the tensors in enqueue order)");
    if (!(in == tensor.in) || !(out == tensor.out))
      misuse(entry, which + " was enqueued with other memrefs (wait for the "
                            "tensors in enqueue order, with the memrefs "
                            "they were enqueued with)");
    if (waited_ == 0 && zero_rt_wait(request_) != ZERO_RT_SUCCESS)
      misuse(entry, zero_rt_last_error());
    tensor.output.unpack();
    if (++waited_ == tensors_.size()) {
      phase_ = Phase::Closed;
      tensors_.clear(); // Frees the packed copies.
    }
  }

  bool isOpen() const { return phase_ == Phase::Open; }

private:
  enum class Phase { Closed, Open, Started };
  struct Tensor {
    zero_rt_dtype dtype;
    MemRefView in, out;
    ContiguousBuffer input, output;
  };

  std::string pendingWaits() const {
    return std::to_string(tensors_.size() - waited_) + " of its " +
           std::to_string(tensors_.size()) + " tensors";
  }

  Phase phase_ = Phase::Closed;
  Kind kind_ = Kind::AllGather;
  int32_t op_ = ZERO_RT_SUM;
  std::vector<Tensor> tensors_;
  size_t waited_ = 0;
  zero_rt_request request_ = nullptr;
};

Bucket theBucket;

} // namespace

bool memrefBucketOpen() { return theBucket.isOpen(); }

namespace {

/// Reads from NVMe that compiled code started and has not waited for, by
/// their host buffer: `_mlir_ciface_zero_rt_transfer_wait_<dt>` waits.
std::map<const void *, uint64_t> pendingNvmeReads;

/// The NVMe tier, or the end of the job when it cannot be opened.
NvmeTier &nvmeTierOrDie(const char *entry) {
  std::string error;
  NvmeTier *tier = theRuntime->nvmeTier(error);
  if (!tier)
    fatal(ZERO_RT_ABORT_NVME_ERROR, std::string(entry) + ": " + error);
  return *tier;
}

/// Moves a host tensor to or from the NVMe tier (a contiguous range of
/// the rank's file, named by its address) on the tier's I/O thread, so
/// that the I/O overlaps what compiled code does next. A write takes a
/// copy of its input and runs in the background; a read runs until the
/// step waits for its output (zero_rt_transfer_wait_<dt>, before the
/// output's first use). A failure of the file - deleted, truncated,
/// altered, full - ends the job at the wait, or at the next transfer.
void runNvmeTransfer(const char *entry, const MemRefView &in,
                     const MemRefView &out, bool toNvme) {
  if (in.isStrided() || out.isStrided())
    misuse(entry, "a transfer to or from the nvme tier takes contiguous "
                  "(stride 1) memrefs");
  NvmeTier &tier = nvmeTierOrDie(entry);
  const MemRefView &nvme = toNvme ? out : in;
  if (!tier.contains(nvme.first()))
    misuse(entry, std::string("the ") + (toNvme ? "output" : "input") +
                      " of a transfer " + (toNvme ? "to" : "from") +
                      " nvme is not a tensor of the nvme tier (allocate it "
                      "with zero_rt_alloc_nvme_<dt>)");
  if (std::string error = tier.failedWrite(); !error.empty())
    fatal(ZERO_RT_ABORT_NVME_ERROR, std::string(entry) + ": " + error);
  const size_t bytes = static_cast<size_t>(in.size) * in.elementBytes;
  if (std::string error =
          tier.checkTransfer(nvme.first(), (toNvme ? in : out).first(), bytes);
      !error.empty())
    misuse(entry, error);
  if (toNvme) {
    tier.submitWrite(out.first(), in.first(), bytes);
    return;
  }
  if (pendingNvmeReads.count(out.first()))
    misuse(entry, "a read from nvme into this buffer is already pending "
                  "(wait for it with zero_rt_transfer_wait_<dt> first)");
  pendingNvmeReads[out.first()] =
      tier.submitRead(out.first(), in.first(), bytes);
}

/// Completes the read from NVMe into `out` that a transfer started.
void waitForNvmeRead(const char *entry, const MemRefView &out) {
  auto pending = pendingNvmeReads.find(out.first());
  if (pending == pendingNvmeReads.end())
    misuse(entry, "no read from nvme into this memref is pending (a "
                  "transfer from nvme, then one wait for its output)");
  uint64_t ticket = pending->second;
  pendingNvmeReads.erase(pending);
  std::string error = nvmeTierOrDie(entry).wait(ticket);
  if (!error.empty())
    fatal(ZERO_RT_ABORT_NVME_ERROR, std::string(entry) + ": " + error);
}

/// Copies `in` to `out` between memory tiers and counts the bytes. Under
/// mpi the device and host tiers are both host memory; under nccl the
/// backend copies device <-> pinned host memory on its copy stream; host
/// <-> nvme is file I/O on any backend (the host tier is host memory on
/// both).
void runTransfer(const char *entry, const MemRefView &in, const MemRefView &out,
                 int32_t source, int32_t target) {
  auto isTier = [](int32_t tier) {
    return tier >= ZERO_RT_TIER_DEVICE && tier <= ZERO_RT_TIER_NVME;
  };
  if (!isTier(source) || !isTier(target) || source == target ||
      (source - target != 1 && target - source != 1))
    misuse(entry, "tiers " + std::to_string(source) + " -> " +
                      std::to_string(target) +
                      " are not neighbouring zero_rt_tier codes");
  if (in.size != out.size || in.size < 0)
    misuse(entry, "input has " + std::to_string(in.size) +
                      " elements, output " + std::to_string(out.size) +
                      "; a transfer copies a tensor as it is");
  if (source == ZERO_RT_TIER_NVME || target == ZERO_RT_TIER_NVME) {
    runNvmeTransfer(entry, in, out, target == ZERO_RT_TIER_NVME);
  } else if (std::strcmp(theRuntime->backend().name(), "mpi") != 0) {
    // Device memory: the backend copies (nccl: on its copy stream).
    if (in.isStrided() || out.isStrided())
      misuse(entry, std::string("a transfer between the device and host "
                                "tiers under the ") +
                        theRuntime->backend().name() +
                        " backend takes contiguous (stride 1) memrefs");
    std::string why = theRuntime->backend().copyBetweenTiers(
        out.first(), in.first(), static_cast<size_t>(in.size) * in.elementBytes,
        target == ZERO_RT_TIER_HOST);
    if (!why.empty())
      misuse(entry, why);
  } else {
    for (int64_t i = 0; i < in.size; ++i)
      std::memcpy(
          out.first() + i * out.stride * static_cast<int64_t>(out.elementBytes),
          in.first() + i * in.stride * static_cast<int64_t>(in.elementBytes),
          in.elementBytes);
  }
  theRuntime->counters().bytesTransferred[source][target] +=
      static_cast<uint64_t>(in.size) * in.elementBytes;
}

/// The bytes of `size` elements of T that compiled code asks a tier for;
/// a missing result, a negative size or one whose bytes overflow is misuse.
template <typename T>
size_t getAllocationBytes(const char *entry, StridedMemRefType<T, 1> *result,
                          int64_t size) {
  if (!result)
    misuse(entry, "result descriptor is NULL");
  if (size < 0)
    misuse(entry, "negative size " + std::to_string(size));
  if (static_cast<uint64_t>(size) > SIZE_MAX / sizeof(T))
    misuse(entry, std::to_string(size) + " elements of " +
                      std::to_string(sizeof(T)) +
                      " bytes overflow the address space");
  return static_cast<size_t>(size) * sizeof(T);
}

/// Makes `result` the contiguous 1-d memref of `size` elements at `ptr`.
template <typename T>
void describeAllocation(StridedMemRefType<T, 1> *result, void *ptr,
                        int64_t size) {
  result->basePtr = result->data = static_cast<T *>(ptr);
  result->offset = 0;
  result->sizes[0] = size;
  result->strides[0] = 1;
}

/// A tensor of `size` elements in the NVMe tier, as a memref for compiled
/// code; any failure (ZERO_RT_NVME_DIR, a full disk) ends the job.
template <typename T>
void allocateNvme(const char *entry, StridedMemRefType<T, 1> *result,
                  int64_t size) {
  size_t bytes = getAllocationBytes(entry, result, size);
  std::string error;
  // A tensor of no elements still gets an address, so that its free finds
  // it.
  void *ptr = nvmeTierOrDie(entry).allocate(bytes, error);
  if (!ptr)
    fatal(ZERO_RT_ABORT_NVME_ERROR, std::string(entry) + ": " + error);
  describeAllocation(result, ptr, size);
}

/// A buffer of `size` elements in the host tier (zero_rt_alloc_host), as a
/// memref for compiled code; NULL for none; running out of memory ends the
/// job as any allocation of compiled code does.
template <typename T>
void allocateHostTier(const char *entry, StridedMemRefType<T, 1> *result,
                      int64_t size) {
  size_t bytes = getAllocationBytes(entry, result, size);
  void *ptr = zero_rt_alloc_host(bytes);
  if (!ptr && bytes > 0)
    fatal(ZERO_RT_ABORT_OUT_OF_MEMORY,
          "out of memory: compiled code asked for " + std::to_string(bytes) +
              " bytes of host memory (" + entry + ") while this rank held " +
              std::to_string(zero_rt_host_bytes_allocated()) +
              " bytes of it: " + zero_rt_last_error());
  describeAllocation(result, ptr, size);
}

} // namespace
} // namespace zero_rt

#define ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(DT, T, DTYPE)                       \
  void _mlir_ciface_zero_rt_all_gather_##DT(StridedMemRefType<T, 1> *in,       \
                                            StridedMemRefType<T, 1> *out) {    \
    const char *entry = "zero_rt_all_gather_" #DT;                             \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::runCollective(entry, zero_rt::Kind::AllGather, DTYPE,             \
                           zero_rt::viewOf(entry, in),                         \
                           zero_rt::viewOf(entry, out), ZERO_RT_SUM);          \
  }                                                                            \
  void _mlir_ciface_zero_rt_reduce_scatter_##DT(                               \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    const char *entry = "zero_rt_reduce_scatter_" #DT;                         \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::runCollective(entry, zero_rt::Kind::ReduceScatter, DTYPE,         \
                           zero_rt::viewOf(entry, in),                         \
                           zero_rt::viewOf(entry, out), op);                   \
  }                                                                            \
  void _mlir_ciface_zero_rt_all_reduce_##DT(                                   \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    const char *entry = "zero_rt_all_reduce_" #DT;                             \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::runCollective(entry, zero_rt::Kind::AllReduce, DTYPE,             \
                           zero_rt::viewOf(entry, in),                         \
                           zero_rt::viewOf(entry, out), op);                   \
  }                                                                            \
  void _mlir_ciface_zero_rt_bucket_all_gather_##DT(                            \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out) {             \
    const char *entry = "zero_rt_bucket_all_gather_" #DT;                      \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::theBucket.enqueue(entry, zero_rt::Kind::AllGather, DTYPE,         \
                               zero_rt::viewOf(entry, in),                     \
                               zero_rt::viewOf(entry, out), ZERO_RT_SUM);      \
  }                                                                            \
  void _mlir_ciface_zero_rt_bucket_reduce_scatter_##DT(                        \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    const char *entry = "zero_rt_bucket_reduce_scatter_" #DT;                  \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::theBucket.enqueue(entry, zero_rt::Kind::ReduceScatter, DTYPE,     \
                               zero_rt::viewOf(entry, in),                     \
                               zero_rt::viewOf(entry, out), op);               \
  }                                                                            \
  void _mlir_ciface_zero_rt_bucket_all_reduce_##DT(                            \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    const char *entry = "zero_rt_bucket_all_reduce_" #DT;                      \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::theBucket.enqueue(entry, zero_rt::Kind::AllReduce, DTYPE,         \
                               zero_rt::viewOf(entry, in),                     \
                               zero_rt::viewOf(entry, out), op);               \
  }                                                                            \
  void _mlir_ciface_zero_rt_bucket_wait_##DT(StridedMemRefType<T, 1> *in,      \
                                             StridedMemRefType<T, 1> *out) {   \
    const char *entry = "zero_rt_bucket_wait_" #DT;                            \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::theBucket.wait(entry, DTYPE, zero_rt::viewOf(entry, in),          \
                            zero_rt::viewOf(entry, out));                      \
  }                                                                            \
  void _mlir_ciface_zero_rt_transfer_##DT(StridedMemRefType<T, 1> *in,         \
                                          StridedMemRefType<T, 1> *out,        \
                                          int32_t source, int32_t target) {    \
    const char *entry = "zero_rt_transfer_" #DT;                               \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::runTransfer(entry, zero_rt::viewOf(entry, in),                    \
                         zero_rt::viewOf(entry, out), source, target);         \
  }                                                                            \
  void _mlir_ciface_zero_rt_transfer_wait_##DT(StridedMemRefType<T, 1> *out) { \
    const char *entry = "zero_rt_transfer_wait_" #DT;                          \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::waitForNvmeRead(entry, zero_rt::viewOf(entry, out));              \
  }                                                                            \
  void _mlir_ciface_zero_rt_alloc_nvme_##DT(StridedMemRefType<T, 1> *result,   \
                                            int64_t size) {                    \
    const char *entry = "zero_rt_alloc_nvme_" #DT;                             \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::allocateNvme(entry, result, size);                                \
  }                                                                            \
  void _mlir_ciface_zero_rt_alloc_host_##DT(StridedMemRefType<T, 1> *result,   \
                                            int64_t size) {                    \
    const char *entry = "zero_rt_alloc_host_" #DT;                             \
    zero_rt::requireRuntime(entry);                                            \
    zero_rt::allocateHostTier(entry, result, size);                            \
  }

extern "C" {
void zero_rt_bucket_begin(void) {
  zero_rt::theBucket.begin("zero_rt_bucket_begin");
}
void zero_rt_bucket_end(void) { zero_rt::theBucket.end("zero_rt_bucket_end"); }

int32_t zero_rt_grid_index(int32_t axis) {
  const char *entry = "zero_rt_grid_index";
  zero_rt::requireRuntime(entry);
  const int ndims = zero_rt_grid_ndims();
  if (axis < 0 || axis >= ndims)
    zero_rt::misuse(entry, "axis " + std::to_string(axis) + " of a grid of " +
                               std::to_string(ndims) +
                               " axes (the host sets the step's grid with "
                               "zero_rt_set_grid before calling it)");
  return zero_rt_group_rank(zero_rt_axes(1) << axis);
}

void zero_rt_use_axes(int32_t axes) {
  const char *entry = "zero_rt_use_axes";
  zero_rt::requireRuntime(entry);
  if (axes < 0 ||
      zero_rt_set_axes(static_cast<zero_rt_axes>(axes)) != ZERO_RT_SUCCESS)
    zero_rt::misuse(entry, axes < 0
                               ? "negative axis mask " + std::to_string(axes)
                               : std::string(zero_rt_last_error()));
}

ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(f32, float, ZERO_RT_F32)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(f64, double, ZERO_RT_F64)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(bf16, uint16_t, ZERO_RT_BF16)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(f16, uint16_t, ZERO_RT_F16)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(i32, int32_t, ZERO_RT_I32)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(i64, int64_t, ZERO_RT_I64)
}
