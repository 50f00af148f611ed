//===- NcclMemory.cpp - the nccl backend's buffers ------------------------===//
//
// What the nccl backend does with memory rather than communicators: device
// buffers for zero_rt_alloc (cudaMalloc on the rank's device, recorded so
// that a collective's buffers are checked without a driver call), pinned host
// buffers for the host tier (cudaMallocHost), the copies between the two on
// a copy stream of their own, and `whyNotUsable`, the check that a pointer
// is device memory of this rank that a collective or a copy may use.
//
// Split from NcclBackend.cpp (setup, teardown, collectives), which is about
// the communicators; both share the class and status checks of
// NcclBackend.h.
//
//===----------------------------------------------------------------------===//

#include "NcclBackend.h"

#include <iterator>

namespace zero_rt::nccl {

std::string NcclBackend::whyNotUsable(const void *ptr, size_t bytes) const {
  const auto address = reinterpret_cast<uintptr_t>(ptr);
  auto next = allocations_.upper_bound(address);
  if (next != allocations_.begin()) {
    auto owner = std::prev(next);
    if (address < owner->first + owner->second) {
      if (bytes > owner->first + owner->second - address)
        return "runs " +
               std::to_string(bytes -
                              (owner->first + owner->second - address)) +
               " bytes past the end of its zero_rt_alloc buffer";
      return "";
    }
  }
  // Not ours: ask the driver (cudaMalloc'd elsewhere, managed, or host).
  cudaPointerAttributes attributes;
  cudaError_t rc = cudaPointerGetAttributes(&attributes, ptr);
  if (rc != cudaSuccess) {
    (void)cudaGetLastError();
    return "is not memory CUDA knows (cudaPointerGetAttributes returned " +
           cudaText(rc) + ")";
  }
  switch (attributes.type) {
  case cudaMemoryTypeDevice:
    if (attributes.device != device_)
      return "is on device " + std::to_string(attributes.device) +
             ", but this rank uses device " + std::to_string(device_);
    return "";
  case cudaMemoryTypeManaged:
    return "";
  case cudaMemoryTypeHost:
  case cudaMemoryTypeUnregistered:
  default:
    return "is host memory; the nccl backend needs device memory on device " +
           std::to_string(device_) + " (zero_rt_alloc)";
  }
}

void *NcclBackend::allocate(size_t bytes) {
  // cudaMalloc allocates on the calling thread's current device, which the
  // program may have changed since zero_rt_init: allocate on the rank's
  // device and leave the program's choice as it was.
  const Where where{nullptr, "zero_rt_alloc", device_};
  int current = device_;
  CHECK_CUDA(cudaGetDevice(&current), where);
  if (current != device_)
    CHECK_CUDA(cudaSetDevice(device_), where);
  void *ptr = nullptr;
  cudaError_t rc = cudaMalloc(&ptr, bytes);
  if (current != device_)
    CHECK_CUDA(cudaSetDevice(current), where);
  if (rc == cudaErrorMemoryAllocation) {
    (void)cudaGetLastError(); // Out of memory is not sticky: NULL, no abort.
    return nullptr;
  }
  if (rc != cudaSuccess) // A sticky error from earlier work: the job is over.
    cudaFailed(rc, "cudaMalloc", where);
  allocations_.emplace(reinterpret_cast<uintptr_t>(ptr), bytes);
  return ptr;
}

void NcclBackend::deallocate(void *ptr) {
  allocations_.erase(reinterpret_cast<uintptr_t>(ptr));
  CHECK_CUDA(cudaFree(ptr), (Where{nullptr, "zero_rt_free", device_}));
}

void *NcclBackend::allocateHost(size_t bytes) {
  // Pinned, so that the device reaches it by DMA at PCIe speed.
  void *ptr = nullptr;
  cudaError_t rc = cudaMallocHost(&ptr, bytes);
  if (rc == cudaErrorMemoryAllocation) {
    (void)cudaGetLastError();
    return nullptr;
  }
  if (rc != cudaSuccess)
    cudaFailed(rc, "cudaMallocHost",
               Where{nullptr, "zero_rt_alloc_host", device_});
  return ptr;
}

void NcclBackend::deallocateHost(void *ptr) {
  CHECK_CUDA(cudaFreeHost(ptr), (Where{nullptr, "zero_rt_free", device_}));
}

std::string NcclBackend::copyBetweenTiers(void *target, const void *source,
                                          size_t bytes, bool toHost) {
  const void *device = toHost ? source : target;
  const void *host = toHost ? target : source;
  if (std::string why = whyNotUsable(device, bytes); !why.empty())
    return std::string("the device side of the copy: ") + why;
  if (whyNotUsable(host, 1).empty())
    return "the host side of the copy is device memory; the host tier is "
           "host memory (zero_rt_alloc_host: pinned)";
  if (bytes == 0)
    return "";
  const Where where{nullptr,
                    toHost ? "zero_rt_transfer (device to host)"
                           : "zero_rt_transfer (host to device)",
                    device_};
  if (!copyStream_) {
    CHECK_CUDA(cudaStreamCreateWithFlags(&copyStream_, cudaStreamNonBlocking),
               where);
    for (cudaEvent_t *event : {&copyAfterCompute_, &copyAfterComm_, &copyDone_})
      CHECK_CUDA(cudaEventCreateWithFlags(event, cudaEventDisableTiming),
                 where);
  }
  // After what the program computed and what the collectives wrote (a
  // reduce-scatter's gradient shard) or still read (a weight shard about
  // to be overwritten), on the GPU: the host does not wait for them.
  CHECK_CUDA(cudaEventRecord(copyAfterCompute_, computeStream_), where);
  CHECK_CUDA(cudaStreamWaitEvent(copyStream_, copyAfterCompute_, 0), where);
  CHECK_CUDA(cudaEventRecord(copyAfterComm_, commStream_), where);
  CHECK_CUDA(cudaStreamWaitEvent(copyStream_, copyAfterComm_, 0), where);
  CHECK_CUDA(
      cudaMemcpyAsync(target, source, bytes,
                      toHost ? cudaMemcpyDeviceToHost : cudaMemcpyHostToDevice,
                      copyStream_),
      where);
  CHECK_CUDA(cudaEventRecord(copyDone_, copyStream_), where);
  // Later compute sees the copied bytes; the host may read the target (to
  // the host) or reuse the source (to the device) once this returns.
  CHECK_CUDA(cudaStreamWaitEvent(computeStream_, copyDone_, 0), where);
  CHECK_CUDA(cudaEventSynchronize(copyDone_), where);
  return "";
}

} // namespace zero_rt::nccl
