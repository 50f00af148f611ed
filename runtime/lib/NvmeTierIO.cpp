//===- NvmeTierIO.cpp - the NVMe tier's transfers and I/O thread ---------===//
//
// The transfers of the tier (NvmeTier.h): their checks, the queue of the
// I/O thread and its jobs, and the reads and writes of the file. Placing
// and freeing tensors is NvmeTier.cpp.
//
//===----------------------------------------------------------------------===//

#include "NvmeTier.h"
#include "NvmeTierUtil.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace zero_rt {

using namespace nvme_detail;

std::string NvmeTier::transfer(bool toFile, uint64_t offset, char *host,
                               uint64_t bytes, bool padsOnlyFreeBytes) {
  auto failed = [&](ssize_t done, uint64_t at) {
    if (done < 0)
      return std::string(toFile ? "pwrite" : "pread") + " at offset " +
             std::to_string(at) + ": " + errnoText(errno) +
             (errno == ENOSPC
                  ? " (" + setting_ + "='" + directory_ + "' needs " +
                        std::to_string(bytes) + " more bytes)"
                  : "");
    return std::string(toFile ? "short pwrite" : "short pread") +
           " at offset " + std::to_string(at) + ": " + std::to_string(done) +
           " bytes moved";
  };
  // O_DIRECT needs aligned offsets; whole tensors start on a block.
  if (directFd_ >= 0 && offset % kBlock == 0 &&
      (!toFile || padsOnlyFreeBytes)) {
    for (uint64_t done = 0; done < bytes;) {
      uint64_t piece = std::min(kBounceBytes, bytes - done);
      uint64_t aligned = roundUp(piece);
      if (toFile) {
        std::memcpy(bounce_, host + done, piece);
        std::memset(bounce_ + piece, 0, aligned - piece);
      }
      ssize_t moved = toFile
                          ? ::pwrite(directFd_, bounce_, aligned, offset + done)
                          : ::pread(directFd_, bounce_, aligned, offset + done);
      if (moved < 0 && errno == EINVAL && done == 0) {
        // The filesystem took O_DIRECT at open but not for I/O.
        ::close(directFd_);
        directFd_ = -1;
        return transfer(toFile, offset, host, bytes, padsOnlyFreeBytes);
      }
      if (moved < static_cast<ssize_t>(piece))
        return failed(moved, offset + done);
      if (!toFile)
        std::memcpy(host + done, bounce_, piece);
      done += piece;
    }
    return "";
  }
  for (uint64_t done = 0; done < bytes;) {
    ssize_t moved =
        toFile ? ::pwrite(fd_, host + done, bytes - done, offset + done)
               : ::pread(fd_, host + done, bytes - done, offset + done);
    if (moved <= 0)
      return failed(moved, offset + done);
    done += moved;
  }
  return "";
}

std::string NvmeTier::write(const void *target, const void *source,
                            size_t bytes) {
  return wait(submitWrite(target, source, bytes));
}

std::string NvmeTier::read(void *target, const void *source, size_t bytes) {
  return wait(submitRead(target, source, bytes));
}

std::string NvmeTier::checkTransfer(const void *nvme, const void *host,
                                    size_t bytes) {
  std::lock_guard<std::mutex> lock(state_);
  uint64_t offset = 0, start = 0;
  Allocation *allocation = findAllocation(nvme, &offset, &start);
  if (!allocation)
    return "the nvme pointer is not a tensor of the nvme tier "
           "(zero_rt_alloc_nvme)";
  if (allocation->released)
    return describe(*allocation, start, start, allocation->bytes) +
           " was freed: it takes no new transfer";
  // `findAllocation` puts `offset` inside the allocation, so the room left
  // after it does not wrap.
  uint64_t room = allocation->bytes - (offset - start);
  if (bytes > room)
    return std::to_string(bytes) + " bytes at offset " +
           std::to_string(offset - start) + " overrun " +
           describe(*allocation, start, start, allocation->bytes);
  // Any byte of the host buffer inside the tier's addresses (they are
  // reserved, not memory) would fault or overwrite a tensor.
  auto first = reinterpret_cast<uintptr_t>(host);
  auto tierStart = reinterpret_cast<uintptr_t>(base_);
  if (bytes > 0 && first < tierStart + reservedAddresses_ &&
      (first >= tierStart || tierStart - first < bytes))
    return "the host buffer is an address of the nvme tier, not host memory";
  return "";
}

uint64_t NvmeTier::submitWrite(const void *target, const void *source,
                               size_t bytes) {
  Job job;
  job.toFile = true;
  job.nvme = target;
  job.bytes = bytes;
  // Refused before the source is copied: `bytes` may be more than it holds.
  job.refused = checkTransfer(target, source, bytes);
  if (job.refused.empty())
    job.staging.assign(static_cast<const char *>(source),
                       static_cast<const char *>(source) + bytes);
  return submit(std::move(job));
}

uint64_t NvmeTier::submitRead(void *target, const void *source, size_t bytes) {
  Job job;
  job.nvme = source;
  job.host = target;
  job.bytes = bytes;
  job.refused = checkTransfer(source, target, bytes);
  return submit(std::move(job));
}

uint64_t NvmeTier::submit(Job job) {
  // The job's ticket is recorded on its tensor, so that freeing the tensor
  // waits for it; `state_` is taken before the queue's lock.
  std::lock_guard<std::mutex> state(state_);
  uint64_t offset = 0, start = 0;
  Allocation *allocation =
      job.refused.empty() ? findAllocation(job.nvme, &offset, &start) : nullptr;
  std::lock_guard<std::mutex> lock(queueMutex_);
  if (!worker_.joinable())
    worker_ = std::thread([this] { runJobs(); });
  job.ticket = ++submitted_;
  if (allocation)
    allocation->lastJob = job.ticket;
  jobs_.push_back(std::move(job));
  queueChanged_.notify_all();
  return submitted_;
}

void NvmeTier::runJobs() {
  std::unique_lock<std::mutex> lock(queueMutex_);
  while (true) {
    queueChanged_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
    if (jobs_.empty())
      return; // Stopping, with nothing left to do.
    Job job = std::move(jobs_.front());
    jobs_.pop_front();
    lock.unlock();
    std::string error = job.refused;
    if (error.empty())
      error = job.toFile ? writeNow(job.nvme, job.staging.data(), job.bytes)
                         : readNow(job.host, job.nvme, job.bytes);
    {
      // Before the job counts as done: whoever waits for it finds the
      // tensors freed behind it given back.
      std::lock_guard<std::mutex> state(state_);
      finishedJob_ = job.ticket;
      freeReleased();
    }
    lock.lock();
    // A write that failed in the file leaves the file in doubt: every later
    // job reports it. A refused transfer or a failed read is its own.
    if (!error.empty() && job.toFile && job.refused.empty() &&
        failedWrite_.empty())
      failedWrite_ = error;
    else if (!error.empty())
      failedJobs_[job.ticket] = error;
    completed_ = job.ticket;
    queueChanged_.notify_all();
  }
}

std::string NvmeTier::wait(uint64_t ticket) {
  std::unique_lock<std::mutex> lock(queueMutex_);
  queueChanged_.wait(lock, [&] { return completed_ >= ticket; });
  if (!failedWrite_.empty())
    return failedWrite_;
  auto failed = failedJobs_.find(ticket);
  if (failed == failedJobs_.end())
    return "";
  std::string error = failed->second;
  failedJobs_.erase(failed);
  return error;
}

std::string NvmeTier::failedWrite() {
  std::lock_guard<std::mutex> lock(queueMutex_);
  return failedWrite_;
}

std::string NvmeTier::sync() {
  std::unique_lock<std::mutex> lock(queueMutex_);
  queueChanged_.wait(lock, [&] { return completed_ >= submitted_; });
  if (!failedWrite_.empty() || failedJobs_.empty())
    return failedWrite_;
  // Left for the ticket's own `wait` too.
  return failedJobs_.begin()->second;
}

// The I/O thread's halves of a transfer. The tier's state is read and
// updated under `state_`, the file is read or written without it, so that
// the compute thread can place, free and submit meanwhile: the tensor
// stays placed while its job runs (`release` leaves it to this thread).

std::string NvmeTier::writeNow(const void *target, const void *source,
                               size_t bytes) {
  uint64_t offset = 0, start = 0;
  std::string what;
  bool padsOnlyFreeBytes = true;
  {
    std::lock_guard<std::mutex> lock(state_);
    Allocation *allocation = findAllocation(target, &offset, &start);
    if (!allocation)
      return "the target is not a tensor of the nvme tier "
             "(zero_rt_alloc_nvme)";
    // `checkTransfer` refused a longer write when it was submitted; this
    // holds if the tensor was freed and its range placed again since.
    if (bytes > allocation->bytes - (offset - start))
      return "writing " + std::to_string(bytes) + " bytes at offset " +
             std::to_string(offset - start) + " overruns " +
             describe(*allocation, start, start, allocation->bytes);
    what = describe(*allocation, start, offset, bytes);
    // Past the tensor's last byte, its range is padding of its own.
    padsOnlyFreeBytes =
        bytes % kBlock == 0 || offset + bytes == start + allocation->bytes;
    if (std::string problem = checkFile(); !problem.empty())
      return "cannot write " + what + ": " + problem;
  }
  if (std::string problem = transfer(
          /*toFile=*/true, offset,
          const_cast<char *>(static_cast<const char *>(source)), bytes,
          padsOnlyFreeBytes);
      !problem.empty())
    return "cannot write " + what + ": " + problem;
  uint64_t sum = checksum(static_cast<const char *>(source), bytes);
  std::lock_guard<std::mutex> lock(state_);
  Allocation *allocation = findAllocation(target, &offset, &start);
  // A write replaces every range it overlaps.
  auto &written = allocation->written;
  for (auto range = written.begin(); range != written.end();) {
    bool overlaps = range->first < offset + bytes &&
                    offset < range->first + range->second.first;
    range = overlaps ? written.erase(range) : std::next(range);
  }
  written[offset] = {bytes, sum};
  return "";
}

std::string NvmeTier::readNow(void *target, const void *source, size_t bytes) {
  uint64_t offset = 0, start = 0, expected = 0;
  std::string what;
  {
    std::lock_guard<std::mutex> lock(state_);
    Allocation *allocation = findAllocation(source, &offset, &start);
    if (!allocation)
      return "the source is not a tensor of the nvme tier "
             "(zero_rt_alloc_nvme)";
    what = describe(*allocation, start, offset, bytes);
    auto range = allocation->written.find(offset);
    if (range == allocation->written.end() || range->second.first != bytes)
      return "cannot read " + what +
             ": those bytes were never written as one range (the tier reads "
             "back only what was written, never the file's zeros)";
    expected = range->second.second;
    if (std::string problem = checkFile(); !problem.empty())
      return "cannot read " + what + ": " + problem;
  }
  if (std::string problem = transfer(/*toFile=*/false, offset,
                                     static_cast<char *>(target), bytes);
      !problem.empty())
    return "cannot read " + what + ": " + problem;
  uint64_t found = checksum(static_cast<const char *>(target), bytes);
  if (found != expected)
    return "cannot read " + what + ": the bytes read have checksum " +
           hex(found) + ", not the " + hex(expected) +
           " written: the file was altered";
  return "";
}

} // namespace zero_rt
