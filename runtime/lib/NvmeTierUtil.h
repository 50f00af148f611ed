//===- NvmeTierUtil.h - what the NVMe tier's two files share ----*- C++ -*-===//
//
// The block size, the bounce buffer's size and the small helpers that
// NvmeTier.cpp (placing, freeing) and NvmeTierIO.cpp (the I/O thread and
// the transfers) both use.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_NVMETIERUTIL_H
#define ZERO_RT_LIB_NVMETIERUTIL_H

#include <cstdint>
#include <cstring>
#include <string>

namespace zero_rt::nvme_detail {

/// O_DIRECT wants buffers, offsets and lengths aligned to the device's
/// logical block; 4 KiB covers every NVMe drive.
constexpr uint64_t kBlock = 4096;
/// The bounce buffer: large enough for full-speed requests, small enough
/// not to matter next to the tensors.
constexpr uint64_t kBounceBytes = 1 << 20;
inline uint64_t roundUp(uint64_t bytes) {
  return (bytes + kBlock - 1) / kBlock * kBlock;
}

/// FNV-1a over 8-byte words, then the tail: a change of any byte changes
/// it, at memory speed.
inline uint64_t checksum(const char *data, uint64_t bytes) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  uint64_t i = 0;
  for (; i + 8 <= bytes; i += 8) {
    uint64_t word;
    std::memcpy(&word, data + i, 8);
    hash = (hash ^ word) * 0x100000001b3ULL;
  }
  for (; i < bytes; ++i)
    hash = (hash ^ static_cast<unsigned char>(data[i])) * 0x100000001b3ULL;
  return hash;
}

inline std::string hex(uint64_t value) {
  char text[32];
  std::snprintf(text, sizeof(text), "0x%016llx",
                static_cast<unsigned long long>(value));
  return text;
}

inline std::string errnoText(int error) { return std::strerror(error); }

} // namespace zero_rt::nvme_detail

#endif // ZERO_RT_LIB_NVMETIERUTIL_H
