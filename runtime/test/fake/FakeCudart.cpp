//===- FakeCudart.cpp - a CPU stand-in for libcudart.so.13 ----------------===//
//
// Test-only. Lets the NCCL backend's suite run on machines without a GPU
// (test/Runtime/nccl-fake.test) by replacing the CUDA runtime with host
// code behind the same ABI (soname libcudart.so.13, symbol version
// libcudart.so.13; picked up through LD_LIBRARY_PATH):
//   - "device" memory is host memory from cudaMalloc, registered so that
//     cudaPointerGetAttributes tells it from host memory;
//   - a stream is a worker thread running its queue in order; the legacy
//     default stream (NULL) is one more; events complete when the stream
//     reaches them, and cudaStreamWaitEvent makes a stream wait for that;
//   - cudaMemcpy/cudaMemset are synchronous on the legacy stream;
//     cudaMemcpyAsync runs in its stream's order, and cudaEventSynchronize
//     waits for the event's most recent record.
// It proves the runtime's use of streams, events and pointers - not what a
// GPU or the real CUDA runtime does (implicit synchronization of the legacy
// stream with blocking streams, for one, is not modelled).
//
// Environment: CUDA_VISIBLE_DEVICES=-1 (or empty) hides the devices;
// ZERO_RT_FAKE_CUDA_DEVICES sets how many there are (default 4).
//
//===----------------------------------------------------------------------===//

#include <cuda_runtime.h>

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace {

thread_local cudaError_t lastError = cudaSuccess;
thread_local int currentDevice = 0;

cudaError_t fail(cudaError_t error) {
  lastError = error;
  return error;
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

/// One in-order queue with its worker. Never destroyed while work is queued:
/// a destroyed stream's worker drains the queue, then frees the stream.
struct Stream {
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::function<void()>> queue;
  uint64_t enqueued = 0, completed = 0;
  bool destroyed = false;

  Stream() {
    std::thread([this] { run(); }).detach();
  }

  void run() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      changed.wait(lock, [this] { return !queue.empty() || destroyed; });
      if (queue.empty()) // destroyed and drained
        break;
      std::function<void()> work = std::move(queue.front());
      queue.pop_front();
      lock.unlock();
      work();
      lock.lock();
      ++completed;
      changed.notify_all();
    }
    lock.unlock();
    delete this;
  }

  uint64_t push(std::function<void()> work) {
    std::lock_guard<std::mutex> lock(mutex);
    queue.push_back(std::move(work));
    changed.notify_all();
    return ++enqueued;
  }

  bool idle() {
    std::lock_guard<std::mutex> lock(mutex);
    return completed == enqueued;
  }

  void waitIdle() {
    std::unique_lock<std::mutex> lock(mutex);
    uint64_t target = enqueued;
    changed.wait(lock, [&] { return completed >= target; });
  }
};

std::mutex streamsMutex;
std::map<cudaStream_t, Stream *> &streams() {
  static auto *all = new std::map<cudaStream_t, Stream *>; // Never freed.
  return *all;
}

Stream *legacyStream() {
  static Stream *legacy = new Stream;
  return legacy;
}

Stream *streamOf(cudaStream_t stream) {
  if (stream == nullptr || stream == cudaStreamLegacy ||
      stream == cudaStreamPerThread)
    return legacyStream();
  std::lock_guard<std::mutex> lock(streamsMutex);
  auto it = streams().find(stream);
  return it == streams().end() ? nullptr : it->second;
}

/// Event state, all under one lock: recorded and completed generations.
struct Event {
  uint64_t recorded = 0, completed = 0;
};
std::mutex eventsMutex;
std::condition_variable eventsChanged;

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

std::mutex memoryMutex;
struct Allocation {
  size_t bytes;
  int device;
};
std::map<uintptr_t, Allocation> &allocations() {
  static auto *all = new std::map<uintptr_t, Allocation>;
  return *all;
}

/// The device of the allocation holding `ptr`, -1 for host memory.
int deviceOf(const void *ptr) {
  auto address = reinterpret_cast<uintptr_t>(ptr);
  std::lock_guard<std::mutex> lock(memoryMutex);
  auto next = allocations().upper_bound(address);
  if (next == allocations().begin())
    return -1;
  auto owner = std::prev(next);
  bool inside =
      address < owner->first + std::max<size_t>(owner->second.bytes, 1);
  return inside ? owner->second.device : -1;
}

void synchronizeDevice() {
  legacyStream()->waitIdle();
  std::vector<Stream *> all;
  {
    std::lock_guard<std::mutex> lock(streamsMutex);
    for (auto &[handle, stream] : streams())
      all.push_back(stream);
  }
  for (Stream *stream : all)
    stream->waitIdle();
}

} // namespace

extern "C" {

cudaError_t cudaGetDeviceCount(int *count) {
  *count = 0;
  const char *visible = std::getenv("CUDA_VISIBLE_DEVICES");
  if (visible && (*visible == '\0' || std::strcmp(visible, "-1") == 0))
    return fail(cudaErrorNoDevice);
  const char *fake = std::getenv("ZERO_RT_FAKE_CUDA_DEVICES");
  *count = fake ? std::atoi(fake) : 4;
  return *count > 0 ? cudaSuccess : fail(cudaErrorNoDevice);
}

cudaError_t cudaSetDevice(int device) {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || device < 0 ||
      device >= count)
    return fail(cudaErrorInvalidDevice);
  currentDevice = device;
  return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device) {
  *device = currentDevice;
  return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *properties, int device) {
  std::memset(properties, 0, sizeof(*properties));
  std::snprintf(properties->name, sizeof(properties->name),
                "fake CUDA device %d (host memory)", device);
  return cudaSuccess;
}

cudaError_t cudaGetLastError(void) {
  cudaError_t error = lastError;
  lastError = cudaSuccess;
  return error;
}

const char *cudaGetErrorName(cudaError_t error) {
  switch (error) {
  case cudaSuccess:
    return "cudaSuccess";
  case cudaErrorInvalidValue:
    return "cudaErrorInvalidValue";
  case cudaErrorMemoryAllocation:
    return "cudaErrorMemoryAllocation";
  case cudaErrorNoDevice:
    return "cudaErrorNoDevice";
  case cudaErrorInvalidDevice:
    return "cudaErrorInvalidDevice";
  case cudaErrorNotReady:
    return "cudaErrorNotReady";
  case cudaErrorInvalidResourceHandle:
    return "cudaErrorInvalidResourceHandle";
  default:
    return "cudaErrorUnknown";
  }
}

const char *cudaGetErrorString(cudaError_t error) {
  switch (error) {
  case cudaSuccess:
    return "no error";
  case cudaErrorNoDevice:
    return "no CUDA-capable device is detected (fake CUDA)";
  case cudaErrorNotReady:
    return "device not ready";
  default:
    return "fake CUDA error";
  }
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned) {
  auto *created = new Stream;
  *stream = reinterpret_cast<cudaStream_t>(created);
  std::lock_guard<std::mutex> lock(streamsMutex);
  streams()[*stream] = created;
  return cudaSuccess;
}

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  Stream *target = nullptr;
  {
    std::lock_guard<std::mutex> lock(streamsMutex);
    auto it = streams().find(stream);
    if (it == streams().end())
      return fail(cudaErrorInvalidResourceHandle);
    target = it->second;
    streams().erase(it);
  }
  std::lock_guard<std::mutex> lock(target->mutex);
  target->destroyed = true;
  target->changed.notify_all();
  return cudaSuccess;
}

cudaError_t cudaStreamQuery(cudaStream_t stream) {
  Stream *target = streamOf(stream);
  if (!target)
    return fail(cudaErrorInvalidResourceHandle);
  return target->idle() ? cudaSuccess : cudaErrorNotReady;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  Stream *target = streamOf(stream);
  if (!target)
    return fail(cudaErrorInvalidResourceHandle);
  target->waitIdle();
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) {
  synchronizeDevice();
  return cudaSuccess;
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn,
                               void *userData) {
  Stream *target = streamOf(stream);
  if (!target)
    return fail(cudaErrorInvalidResourceHandle);
  target->push([fn, userData] { fn(userData); });
  return cudaSuccess;
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned) {
  *event = reinterpret_cast<cudaEvent_t>(new Event);
  return cudaSuccess;
}

cudaError_t cudaEventDestroy(cudaEvent_t) {
  // Leaked on purpose: work still queued may refer to it, as CUDA allows.
  return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  Stream *target = streamOf(stream);
  if (!target || !event)
    return fail(cudaErrorInvalidResourceHandle);
  auto *state = reinterpret_cast<Event *>(event);
  uint64_t generation;
  {
    std::lock_guard<std::mutex> lock(eventsMutex);
    generation = ++state->recorded;
  }
  target->push([state, generation] {
    std::lock_guard<std::mutex> lock(eventsMutex);
    state->completed = std::max(state->completed, generation);
    eventsChanged.notify_all();
  });
  return cudaSuccess;
}

cudaError_t cudaEventQuery(cudaEvent_t event) {
  auto *state = reinterpret_cast<Event *>(event);
  std::lock_guard<std::mutex> lock(eventsMutex);
  return state->completed >= state->recorded ? cudaSuccess : cudaErrorNotReady;
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                unsigned) {
  Stream *target = streamOf(stream);
  if (!target || !event)
    return fail(cudaErrorInvalidResourceHandle);
  auto *state = reinterpret_cast<Event *>(event);
  uint64_t generation;
  {
    std::lock_guard<std::mutex> lock(eventsMutex);
    generation = state->recorded; // The most recent record, as CUDA does.
  }
  target->push([state, generation] {
    std::unique_lock<std::mutex> lock(eventsMutex);
    eventsChanged.wait(lock, [&] { return state->completed >= generation; });
  });
  return cudaSuccess;
}

cudaError_t cudaMalloc(void **ptr, size_t bytes) {
  *ptr = nullptr;
  void *memory = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (!memory)
    return fail(cudaErrorMemoryAllocation);
  std::lock_guard<std::mutex> lock(memoryMutex);
  allocations()[reinterpret_cast<uintptr_t>(memory)] = {bytes, currentDevice};
  *ptr = memory;
  return cudaSuccess;
}

cudaError_t cudaFree(void *ptr) {
  if (!ptr)
    return cudaSuccess;
  synchronizeDevice(); // As cudaFree does.
  {
    std::lock_guard<std::mutex> lock(memoryMutex);
    if (allocations().erase(reinterpret_cast<uintptr_t>(ptr)) == 0)
      return fail(cudaErrorInvalidValue);
  }
  std::free(ptr);
  return cudaSuccess;
}

// Pinned host memory is host memory: not registered as a device's, so that
// cudaPointerGetAttributes does not take it for device memory.
cudaError_t cudaMallocHost(void **ptr, size_t bytes) {
  *ptr = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  return *ptr ? cudaSuccess : fail(cudaErrorMemoryAllocation);
}

cudaError_t cudaFreeHost(void *ptr) {
  std::free(ptr);
  return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *attributes,
                                     const void *ptr) {
  std::memset(attributes, 0, sizeof(*attributes));
  int device = deviceOf(ptr);
  if (device >= 0) {
    attributes->type = cudaMemoryTypeDevice;
    attributes->device = device;
    attributes->devicePointer = const_cast<void *>(ptr);
  } else {
    attributes->type = cudaMemoryTypeUnregistered;
    attributes->device = -2;
    attributes->hostPointer = const_cast<void *>(ptr);
  }
  return cudaSuccess;
}

cudaError_t cudaMemsetAsync(void *ptr, int value, size_t bytes,
                            cudaStream_t stream) {
  Stream *target = streamOf(stream);
  if (!target)
    return fail(cudaErrorInvalidResourceHandle);
  target->push([=] { std::memset(ptr, value, bytes); });
  return cudaSuccess;
}

cudaError_t cudaMemset(void *ptr, int value, size_t bytes) {
  cudaError_t rc = cudaMemsetAsync(ptr, value, bytes, nullptr);
  if (rc == cudaSuccess)
    legacyStream()->waitIdle();
  return rc;
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes,
                            cudaMemcpyKind, cudaStream_t stream) {
  Stream *target = streamOf(stream);
  if (!target)
    return fail(cudaErrorInvalidResourceHandle);
  target->push([=] { std::memmove(dst, src, bytes); });
  return cudaSuccess;
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  if (!event)
    return fail(cudaErrorInvalidResourceHandle);
  auto *state = reinterpret_cast<Event *>(event);
  std::unique_lock<std::mutex> lock(eventsMutex);
  uint64_t generation = state->recorded;
  eventsChanged.wait(lock, [&] { return state->completed >= generation; });
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes,
                       cudaMemcpyKind) {
  legacyStream()->push([=] { std::memmove(dst, src, bytes); });
  legacyStream()->waitIdle();
  return cudaSuccess;
}

} // extern "C"
