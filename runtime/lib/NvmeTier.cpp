//===- NvmeTier.cpp - the NVMe tier: one file per rank --------------------===//

#include "NvmeTier.h"
#include "NvmeTierUtil.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace zero_rt {

namespace {

/// Virtual addresses reserved for NVMe tensors (no memory behind them);
/// halved until the kernel grants it.
constexpr uint64_t kMaxReservedAddresses = uint64_t(1) << 40;
constexpr uint64_t kMinReservedAddresses = uint64_t(1) << 30;

} // namespace

using namespace nvme_detail;

/// Why the file open at `fd` cannot be a lock file the tier made, or "":
/// a lock file is a regular file with one name, holding the decimal pid of
/// the job that made it, with or without its newline, or what a job killed
/// while writing it, or a crash of the machine, can leave instead: nothing,
/// or zero bytes (a file system may persist the size before the data).
static std::string checkLockFile(int fd) {
  struct stat info;
  if (::fstat(fd, &info) != 0)
    return "cannot be examined: " + errnoText(errno);
  if (!S_ISREG(info.st_mode))
    return "is not a regular file";
  if (info.st_nlink != 1)
    return "is one of " + std::to_string(info.st_nlink) +
           " names of one file (a hard link)";
  constexpr off_t kLongestPidLine = 21;
  if (info.st_size == 0)
    return "";
  char text[kLongestPidLine + 1] = {0};
  ssize_t got =
      info.st_size <= kLongestPidLine ? ::pread(fd, text, info.st_size, 0) : -1;
  bool isPid = got == info.st_size, isZeros = got == info.st_size;
  ssize_t digits = got > 0 && text[got - 1] == '\n' ? got - 1 : got;
  for (ssize_t i = 0; i < got; ++i) {
    isPid = isPid && (i >= digits || (text[i] >= '0' && text[i] <= '9'));
    isZeros = isZeros && text[i] == '\0';
  }
  if (!isPid && !isZeros)
    return "holds " + std::to_string(info.st_size) +
           " bytes that are not a process id";
  return "";
}

std::unique_ptr<NvmeTier> NvmeTier::open(const char *directory, int rank,
                                         std::string &error, bool tryDirectIO,
                                         const std::string &setting) {
  if (!directory || !*directory) {
    error = setting +
            " is not set: the nvme tier keeps one file per "
            "rank in that directory; set it to a directory on an NVMe disk";
    return nullptr;
  }
  std::string dir = directory;
  struct stat info;
  if (::stat(directory, &info) != 0) {
    error = setting + "='" + dir + "': " + errnoText(errno) +
            "; create the directory or point " + setting + " at one";
    return nullptr;
  }
  if (!S_ISDIR(info.st_mode)) {
    error = setting + "='" + dir + "' is not a directory; point " + setting +
            " at a directory";
    return nullptr;
  }
  std::unique_ptr<NvmeTier> tier(new NvmeTier());
  tier->directory_ = dir;
  tier->setting_ = setting;
  // Every name below is resolved through this handle and never through a
  // symbolic link: a link planted in the directory cannot make the tier
  // write or delete elsewhere.
  tier->dirFd_ = ::open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (tier->dirFd_ < 0) {
    error = setting + "='" + dir + "': " + errnoText(errno) + "; point " +
            setting + " at a directory this process can open";
    return nullptr;
  }
  // One job per directory: each rank locks its own lock file before it
  // creates anything, so that the ranks of one job never refuse each other
  // and a second job is refused before it touches the first one's files.
  std::string suffix = "zero-rt-rank" + std::to_string(rank);
  tier->lockName_ = suffix + ".lock";
  std::string lockPath = dir + "/" + tier->lockName_;
  // O_NONBLOCK: a FIFO planted at the name must not block the open.
  tier->lockFd_ =
      ::openat(tier->dirFd_, tier->lockName_.c_str(),
               O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
  if (tier->lockFd_ < 0) {
    error = errno == ELOOP
                ? "'" + lockPath +
                      "' is a symbolic link: the nvme tier never follows "
                      "one; remove it, or point " +
                      setting +
                      " at another "
                      "directory"
                : "cannot create the nvme tier's lock file '" + lockPath +
                      "': " + errnoText(errno) + "; " + setting +
                      " must be a writable directory";
    return nullptr;
  }
  // The lock is written below: only a file of its own, never another name
  // of a user's file (a hard link) or a device.
  if (std::string problem = checkLockFile(tier->lockFd_); !problem.empty()) {
    error = "'" + lockPath + "' " + problem +
            ": it is not a lock file the nvme tier made, so it is never "
            "written or removed; remove it yourself, or point " +
            setting + " at another directory";
    ::close(tier->lockFd_);
    tier->lockFd_ = -1;
    return nullptr;
  }
  if (::flock(tier->lockFd_, LOCK_EX | LOCK_NB) != 0) {
    char text[32] = {0};
    ssize_t got = ::pread(tier->lockFd_, text, sizeof(text) - 1, 0);
    long pid = got > 0 ? std::strtol(text, nullptr, 10) : 0;
    error = setting + "='" + dir + "' is in use by " +
            (pid > 0 ? "process " + std::to_string(pid)
                     : std::string("another process")) +
            " (it holds '" + lockPath + "'); give each job its own " + setting;
    ::close(tier->lockFd_);
    tier->lockFd_ = -1;
    return nullptr;
  }
  struct stat held, named;
  if (::fstat(tier->lockFd_, &held) != 0 ||
      ::fstatat(tier->dirFd_, tier->lockName_.c_str(), &named,
                AT_SYMLINK_NOFOLLOW) != 0 ||
      held.st_dev != named.st_dev || held.st_ino != named.st_ino) {
    // The holder before us removed the file between our open and our lock.
    error = "'" + lockPath +
            "' changed while this job locked it: another job is starting in " +
            setting + "='" + dir + "'; give each job its own directory";
    ::close(tier->lockFd_);
    tier->lockFd_ = -1;
    return nullptr;
  }
  std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(tier->lockFd_, 0) != 0 ||
      ::pwrite(tier->lockFd_, pid.data(), pid.size(), 0) !=
          static_cast<ssize_t>(pid.size())) {
    error = "cannot write the nvme tier's lock file '" + lockPath +
            "': " + errnoText(errno);
    return nullptr;
  }
  // The file is created afresh: an existing one (a link, or a file a job
  // that was killed left) is never followed, truncated or removed.
  tier->name_ = suffix + ".nvme";
  tier->path_ = dir + "/" + tier->name_;
  tier->fd_ =
      ::openat(tier->dirFd_, tier->name_.c_str(),
               O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (tier->fd_ < 0) {
    error = errno == EEXIST
                ? "the nvme tier's file '" + tier->path_ +
                      "' exists already (a job that was killed left it, or "
                      "it is not the tier's); the tier creates its file "
                      "afresh and never overwrites one: remove it if no job "
                      "uses it, or point " +
                      setting +
                      " at another "
                      "directory"
                : "cannot create the nvme tier's file '" + tier->path_ +
                      "': " + errnoText(errno) + "; " + setting +
                      " must be a writable directory";
    return nullptr;
  }
  struct stat file;
  ::fstat(tier->fd_, &file);
  tier->device_ = file.st_dev;
  tier->inode_ = file.st_ino;
  // tmpfs before Linux 6.6 and some network filesystems refuse O_DIRECT:
  // buffered I/O.
  if (tryDirectIO) {
    tier->directFd_ = ::openat(tier->dirFd_, tier->name_.c_str(),
                               O_RDWR | O_DIRECT | O_NOFOLLOW | O_CLOEXEC);
    // The same file, not one put in its place since.
    struct stat direct;
    if (tier->directFd_ >= 0 &&
        (::fstat(tier->directFd_, &direct) != 0 ||
         direct.st_dev != file.st_dev || direct.st_ino != file.st_ino)) {
      ::close(tier->directFd_);
      tier->directFd_ = -1;
    }
  }
  if (tier->directFd_ >= 0 &&
      posix_memalign(reinterpret_cast<void **>(&tier->bounce_), kBlock,
                     kBounceBytes) != 0) {
    ::close(tier->directFd_);
    tier->directFd_ = -1;
    tier->bounce_ = nullptr;
  }
  for (uint64_t bytes = kMaxReservedAddresses; bytes >= kMinReservedAddresses;
       bytes /= 2) {
    void *base = ::mmap(nullptr, bytes, PROT_NONE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base != MAP_FAILED) {
      tier->base_ = static_cast<char *>(base);
      tier->reservedAddresses_ = bytes;
      break;
    }
  }
  if (!tier->base_) {
    error = "the nvme tier cannot reserve " +
            std::to_string(kMinReservedAddresses) +
            " bytes of address space for its tensors: " + errnoText(errno);
    return nullptr;
  }
  tier->free_.emplace(0, tier->reservedAddresses_);
  return tier;
}

NvmeTier::~NvmeTier() {
  if (worker_.joinable()) {
    {
      std::lock_guard<std::mutex> lock(queueMutex_);
      stopping_ = true;
    }
    queueChanged_.notify_all();
    worker_.join();
  }
  if (base_)
    ::munmap(base_, reservedAddresses_);
  if (directFd_ >= 0)
    ::close(directFd_);
  if (fd_ >= 0) {
    // The file holds nothing once the runtime is gone; delete it only if
    // it is still ours.
    struct stat info;
    if (::fstatat(dirFd_, name_.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0 &&
        info.st_dev == device_ && info.st_ino == inode_)
      ::unlinkat(dirFd_, name_.c_str(), 0);
    ::close(fd_);
  }
  if (lockFd_ >= 0) {
    // The lock file goes while it is still locked, if it is still ours, so
    // that the next job creates its own.
    struct stat held, named;
    if (::fstat(lockFd_, &held) == 0 &&
        ::fstatat(dirFd_, lockName_.c_str(), &named, AT_SYMLINK_NOFOLLOW) ==
            0 &&
        held.st_dev == named.st_dev && held.st_ino == named.st_ino)
      ::unlinkat(dirFd_, lockName_.c_str(), 0);
    ::close(lockFd_);
  }
  if (dirFd_ >= 0)
    ::close(dirFd_);
  std::free(bounce_);
}

void *NvmeTier::allocate(size_t bytes, std::string &error) {
  std::unique_lock<std::mutex> lock(state_);
  uint64_t reserved = roundUp(std::max<uint64_t>(bytes, 1));
  auto findRoom = [&] {
    return std::find_if(free_.begin(), free_.end(), [&](const auto &entry) {
      return entry.second >= reserved;
    });
  };
  // Tensors freed while their transfers were queued give their ranges back
  // once those are done: wait for them before saying there is no room, in
  // the addresses or on the disk (a range given back has its disk space).
  auto waitForReleases = [&] {
    if (releasedWithJobs_.empty())
      return false;
    lock.unlock();
    (void)sync();
    lock.lock();
    return true;
  };
  auto range = findRoom();
  if (range == free_.end() && waitForReleases())
    range = findRoom();
  if (range == free_.end()) {
    error = "the nvme tier has no room for " + std::to_string(bytes) +
            " more bytes: its " + std::to_string(reservedAddresses_) +
            " bytes of addresses hold " + std::to_string(bytesAllocated_) +
            " bytes of tensors";
    return nullptr;
  }
  uint64_t offset = range->first;
  if (std::string problem = checkFile(); !problem.empty()) {
    error = "cannot place " + std::to_string(bytes) + " bytes: " + problem;
    return nullptr;
  }
  int status = ::posix_fallocate(fd_, static_cast<off_t>(offset),
                                 static_cast<off_t>(reserved));
  if (status == ENOSPC && waitForReleases()) {
    // Every freed range is back now: place the tensor again from the start.
    lock.unlock();
    return allocate(bytes, error);
  }
  if (status != 0) {
    error = "cannot place " + std::to_string(bytes) + " bytes in '" + path_ +
            "' (" + setting_ + "='" + directory_ + "', " +
            std::to_string(bytesAllocated_) +
            " bytes already placed): " + errnoText(status) +
            (status == ENOSPC ? "; free space on that disk or point " +
                                    setting_ + " at a larger one"
                              : std::string());
    return nullptr;
  }
  uint64_t rest = range->second - reserved;
  free_.erase(range);
  if (rest > 0)
    free_.emplace(offset + reserved, rest);
  fileBytes_ = std::max(fileBytes_, offset + reserved);
  Allocation &allocation = allocations_[offset];
  allocation.bytes = bytes;
  allocation.reserved = reserved;
  bytesAllocated_ += bytes;
  return base_ + offset;
}

bool NvmeTier::contains(const void *ptr) const {
  const char *address = static_cast<const char *>(ptr);
  return base_ && address >= base_ && address < base_ + reservedAddresses_;
}

bool NvmeTier::release(void *ptr) {
  if (!contains(ptr))
    return false;
  std::lock_guard<std::mutex> lock(state_);
  uint64_t offset = static_cast<char *>(ptr) - base_;
  auto found = allocations_.find(offset);
  if (found == allocations_.end() || found->second.released)
    return false;
  // A job still queued on the range reads or writes it: the range is given
  // back when the I/O thread has done that job.
  if (found->second.lastJob > finishedJob_) {
    found->second.released = true;
    releasedWithJobs_.push_back(offset);
    return true;
  }
  freeRange(offset);
  return true;
}

void NvmeTier::freeRange(uint64_t offset) {
  auto found = allocations_.find(offset);
  uint64_t length = found->second.reserved;
  bytesAllocated_ -= found->second.bytes;
  allocations_.erase(found);
  // Coalesce with the free ranges on either side.
  auto next = free_.lower_bound(offset);
  if (next != free_.end() && next->first == offset + length) {
    length += next->second;
    next = free_.erase(next);
  }
  if (next != free_.begin()) {
    auto previous = std::prev(next);
    if (previous->first + previous->second == offset) {
      previous->second += length;
      return;
    }
  }
  free_.emplace(offset, length);
}

void NvmeTier::freeReleased() {
  for (size_t i = 0; i < releasedWithJobs_.size();) {
    uint64_t offset = releasedWithJobs_[i];
    if (allocations_.at(offset).lastJob > finishedJob_) {
      ++i;
      continue;
    }
    freeRange(offset);
    releasedWithJobs_[i] = releasedWithJobs_.back();
    releasedWithJobs_.pop_back();
  }
}

uint64_t NvmeTier::bytesAllocated() const {
  std::lock_guard<std::mutex> lock(state_);
  return bytesAllocated_;
}

bool NvmeTier::setLabel(void *ptr, std::string label) {
  if (!contains(ptr))
    return false;
  std::lock_guard<std::mutex> lock(state_);
  auto found = allocations_.find(static_cast<char *>(ptr) - base_);
  if (found == allocations_.end() || found->second.released)
    return false;
  found->second.label = std::move(label);
  return true;
}

NvmeTier::Allocation *NvmeTier::findAllocation(const void *address,
                                               uint64_t *offset,
                                               uint64_t *start) {
  if (!contains(address))
    return nullptr;
  *offset = static_cast<const char *>(address) - base_;
  auto after = allocations_.upper_bound(*offset);
  if (after == allocations_.begin())
    return nullptr;
  auto found = std::prev(after);
  if (*offset >= found->first + std::max<uint64_t>(found->second.bytes, 1))
    return nullptr;
  *start = found->first;
  return &found->second;
}

std::string NvmeTier::describe(const Allocation &allocation, uint64_t start,
                               uint64_t offset, uint64_t bytes) const {
  std::string what = allocation.label.empty()
                         ? "the nvme tensor of " +
                               std::to_string(allocation.bytes) +
                               " bytes at offset " + std::to_string(start)
                         : "nvme tensor '" + allocation.label + "'";
  return what + " (bytes [" + std::to_string(offset) + ", " +
         std::to_string(offset + bytes) + ") of '" + path_ + "')";
}

std::string NvmeTier::checkFile() const {
  struct stat info;
  if (::fstatat(dirFd_, name_.c_str(), &info, AT_SYMLINK_NOFOLLOW) != 0)
    return "'" + path_ + "' is gone (" + errnoText(errno) +
           "): the file was deleted while it held the tensors";
  if (info.st_dev != device_ || info.st_ino != inode_)
    return "'" + path_ +
           "' was replaced by another file while it held the tensors";
  if (static_cast<uint64_t>(info.st_size) < fileBytes_)
    return "'" + path_ + "' was truncated to " + std::to_string(info.st_size) +
           " bytes; it must hold at least " + std::to_string(fileBytes_);
  return "";
}

} // namespace zero_rt
