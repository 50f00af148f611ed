//===- CApiMemory.cpp - the C entry points for memory and counters --------===//
//
// The entry points of zero_rt.h's "Memory and counters" section: allocations
// in the device, host and NVMe tiers, the NVMe file's reads, writes and
// labels, copies between neighbouring tiers, and the byte counters. Like
// those of CApi.cpp they validate their arguments and report one rank's
// failures as status codes. Split from CApi.cpp (life cycle, grids,
// collectives) along the header's sections, so that each file holds the
// entry points of one concern: moving data between ranks there, holding and
// moving it on one rank here.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"

#include "Grid.h"
#include "NvmeTier.h"
#include "Runtime.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using namespace zero_rt;

extern "C" {

void *zero_rt_alloc(size_t bytes) {
  if (!theRuntime) {
    fail(ZERO_RT_ERR_NOT_INITIALIZED,
         "zero_rt_alloc: the runtime is not initialized");
    return nullptr;
  }
  return theRuntime->allocate(bytes);
}

void *zero_rt_alloc_host(size_t bytes) {
  if (!theRuntime) {
    fail(ZERO_RT_ERR_NOT_INITIALIZED,
         "zero_rt_alloc_host: the runtime is not initialized");
    return nullptr;
  }
  return theRuntime->allocateHost(bytes);
}

uint64_t zero_rt_host_bytes_allocated(void) {
  return theRuntime ? theRuntime->hostBytesAllocated() : 0;
}

uint64_t zero_rt_host_peak_bytes_allocated(void) {
  return theRuntime ? theRuntime->hostPeakBytesAllocated() : 0;
}

void *zero_rt_alloc_nvme(size_t bytes) {
  if (!theRuntime) {
    fail(ZERO_RT_ERR_NOT_INITIALIZED,
         "zero_rt_alloc_nvme: the runtime is not initialized");
    return nullptr;
  }
  if (bytes == 0)
    return nullptr;
  std::string error;
  zero_rt::NvmeTier *tier = theRuntime->nvmeTier(error);
  void *ptr = tier ? tier->allocate(bytes, error) : nullptr;
  if (!ptr)
    fail(ZERO_RT_ERR_BACKEND, "zero_rt_alloc_nvme: " + error);
  return ptr;
}

/// The open NVMe tier holding `nvme`, else null with the error recorded.
static zero_rt::NvmeTier *nvmeTierOf(const char *entry, const void *nvme,
                                     int &status) {
  if (!theRuntime) {
    status = fail(ZERO_RT_ERR_NOT_INITIALIZED,
                  std::string(entry) + ": the runtime is not initialized");
    return nullptr;
  }
  zero_rt::NvmeTier *tier = theRuntime->openNvmeTier();
  if (!tier || !tier->contains(nvme)) {
    status = fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                  std::string(entry) + ": the pointer is not a tensor of the "
                                       "nvme tier (zero_rt_alloc_nvme)");
    return nullptr;
  }
  return tier;
}

int zero_rt_nvme_set_label(void *nvme, const char *label) {
  int status = ZERO_RT_SUCCESS;
  zero_rt::NvmeTier *tier = nvmeTierOf("zero_rt_nvme_set_label", nvme, status);
  if (tier && !tier->setLabel(nvme, label ? label : ""))
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_nvme_set_label: the pointer is inside the nvme tier "
                "but does not start one of its tensors");
  return status;
}

int zero_rt_nvme_write(void *nvme, const void *source, size_t bytes) {
  int status = ZERO_RT_SUCCESS;
  zero_rt::NvmeTier *tier = nvmeTierOf("zero_rt_nvme_write", nvme, status);
  if (!tier)
    return status;
  if (!source && bytes > 0)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_nvme_write: source is NULL");
  if (std::string wrong = tier->checkTransfer(nvme, source, bytes);
      !wrong.empty())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT, "zero_rt_nvme_write: " + wrong);
  std::string error = tier->write(nvme, source, bytes);
  if (!error.empty())
    return fail(ZERO_RT_ERR_BACKEND, "zero_rt_nvme_write: " + error);
  theRuntime->counters()
      .bytesTransferred[ZERO_RT_TIER_HOST][ZERO_RT_TIER_NVME] += bytes;
  return ZERO_RT_SUCCESS;
}

int zero_rt_nvme_read(void *target, const void *nvme, size_t bytes) {
  int status = ZERO_RT_SUCCESS;
  zero_rt::NvmeTier *tier = nvmeTierOf("zero_rt_nvme_read", nvme, status);
  if (!tier)
    return status;
  if (!target && bytes > 0)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_nvme_read: target is NULL");
  if (std::string wrong = tier->checkTransfer(nvme, target, bytes);
      !wrong.empty())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT, "zero_rt_nvme_read: " + wrong);
  std::string error = tier->read(target, nvme, bytes);
  if (!error.empty())
    return fail(ZERO_RT_ERR_BACKEND, "zero_rt_nvme_read: " + error);
  theRuntime->counters()
      .bytesTransferred[ZERO_RT_TIER_NVME][ZERO_RT_TIER_HOST] += bytes;
  return ZERO_RT_SUCCESS;
}

int zero_rt_transfer(void *target, const void *source, size_t bytes,
                     zero_rt_tier sourceTier, zero_rt_tier targetTier) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_transfer: the runtime is not initialized");
  auto isTier = [](zero_rt_tier tier) {
    return tier >= ZERO_RT_TIER_DEVICE && tier <= ZERO_RT_TIER_NVME;
  };
  if (!isTier(sourceTier) || !isTier(targetTier) ||
      (sourceTier - targetTier != 1 && targetTier - sourceTier != 1))
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_transfer: tiers " + std::to_string(sourceTier) +
                    " -> " + std::to_string(targetTier) +
                    " are not neighbouring zero_rt_tier codes");
  if ((!target || !source) && bytes > 0)
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT,
                "zero_rt_transfer: a buffer is NULL");
  if (targetTier == ZERO_RT_TIER_NVME)
    return zero_rt_nvme_write(target, source, bytes);
  if (sourceTier == ZERO_RT_TIER_NVME)
    return zero_rt_nvme_read(target, source, bytes);
  std::string why = theRuntime->backend().copyBetweenTiers(
      target, source, bytes, targetTier == ZERO_RT_TIER_HOST);
  if (!why.empty())
    return fail(ZERO_RT_ERR_INVALID_ARGUMENT, "zero_rt_transfer: " + why);
  theRuntime->counters().bytesTransferred[sourceTier][targetTier] += bytes;
  return ZERO_RT_SUCCESS;
}

int zero_rt_nvme_sync(void) {
  zero_rt::NvmeTier *tier = theRuntime ? theRuntime->openNvmeTier() : nullptr;
  if (!tier)
    return ZERO_RT_SUCCESS;
  std::string error = tier->sync();
  if (!error.empty())
    return fail(ZERO_RT_ERR_BACKEND, "zero_rt_nvme_sync: " + error);
  return ZERO_RT_SUCCESS;
}

uint64_t zero_rt_nvme_bytes_allocated(void) {
  zero_rt::NvmeTier *tier = theRuntime ? theRuntime->openNvmeTier() : nullptr;
  return tier ? tier->bytesAllocated() : 0;
}

int zero_rt_nvme_direct_io(void) {
  zero_rt::NvmeTier *tier = theRuntime ? theRuntime->openNvmeTier() : nullptr;
  return tier ? (tier->directIO() ? 1 : 0) : -1;
}

const char *zero_rt_nvme_path(void) {
  zero_rt::NvmeTier *tier = theRuntime ? theRuntime->openNvmeTier() : nullptr;
  return tier ? tier->path().c_str() : "";
}

int zero_rt_free(void *ptr) {
  if (!theRuntime)
    return fail(ZERO_RT_ERR_NOT_INITIALIZED,
                "zero_rt_free: the runtime is not initialized");
  return theRuntime->release(ptr);
}

uint64_t zero_rt_bytes_sent_on_axes(zero_rt_axes axes) {
  if (!theRuntime)
    return 0;
  const std::vector<int64_t> &grid = theRuntime->grid();
  if (axes != 0 && (grid.empty() || (axes & ~allAxes(grid.size())) != 0))
    return 0;
  uint32_t index = grid.empty() ? 0 : normalizeAxes(axes, grid.size());
  return theRuntime->counters().bytesSentByAxes[index].load();
}

uint64_t zero_rt_bytes_sent(void) {
  return theRuntime ? theRuntime->counters().bytesSent.load() : 0;
}

uint64_t zero_rt_bytes_allocated(void) {
  return theRuntime ? theRuntime->bytesAllocated() : 0;
}

uint64_t zero_rt_peak_bytes_allocated(void) {
  return theRuntime ? theRuntime->peakBytesAllocated() : 0;
}

uint64_t zero_rt_bytes_transferred(zero_rt_tier source, zero_rt_tier target) {
  auto inRange = [](zero_rt_tier tier) {
    return tier >= ZERO_RT_TIER_DEVICE && tier <= ZERO_RT_TIER_NVME;
  };
  if (!theRuntime || !inRange(source) || !inRange(target))
    return 0;
  return theRuntime->counters().bytesTransferred[source][target].load();
}

void zero_rt_reset_counters(void) {
  if (theRuntime)
    theRuntime->resetCounters();
}

} // extern "C"
