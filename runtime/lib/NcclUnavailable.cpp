//===- NcclUnavailable.cpp - the nccl backend in a build without it -------===//
//
// Compiled instead of NcclBackend.cpp and NcclMemory.cpp when CMake did not
// find CUDA and NCCL (or ZERO_RT_ENABLE_NCCL is OFF): ZERO_RT_BACKEND=nccl
// then fails with the reason CMake printed at configure time.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

#ifndef ZERO_RT_NCCL_MISSING_REASON
#define ZERO_RT_NCCL_MISSING_REASON "not configured"
#endif

namespace zero_rt {

std::string ncclBackendMissingReason() { return ZERO_RT_NCCL_MISSING_REASON; }

std::unique_ptr<Backend> createNcclBackend(const BackendOptions &, Counters &,
                                           std::string &error) {
  error = std::string("the nccl backend is not built: ") +
          ZERO_RT_NCCL_MISSING_REASON;
  return nullptr;
}

} // namespace zero_rt
