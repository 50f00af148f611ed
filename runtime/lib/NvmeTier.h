//===- NvmeTier.h - the NVMe tier: one file per rank -------------*- C++
//-*-===//
//
// The NVMe tier of an offloaded step (zero-shard offload=nvme) keeps its
// tensors in one file per rank, `$ZERO_RT_NVME_DIR/zero-rt-rank<R>.nvme`.
//
// Addresses. Compiled code names a tensor by a memref, so an NVMe tensor
// needs an address. The tier reserves a range of virtual addresses with no
// access rights (PROT_NONE, no memory behind it) and gives each allocation
// the addresses [base + offset, base + offset + bytes), where `offset` is
// the allocation's place in the file. A transfer finds the file range from
// the address; code that touches the bytes directly faults at once instead
// of reading memory that is not the tensor.
//
// I/O. Transfers are `pwrite`/`pread` of whole ranges. Where the filesystem
// allows O_DIRECT (not tmpfs), 4 KiB-aligned ranges go through an aligned
// bounce buffer on an O_DIRECT descriptor; otherwise, and for ranges that
// are not aligned, buffered I/O. `directIO()` says which was possible
// (tmpfs takes O_DIRECT since Linux 6.6; ZERO_RT_NVME_DIRECT_IO=0 asks for
// buffered I/O anyway).
// Every allocation reserves its (4 KiB-rounded) range on disk with
// `posix_fallocate`, so a full disk is reported when the tensor is placed,
// naming the directory and the bytes, not in the middle of a step.
//
// Overlap. Reads and writes can run on the tier's I/O thread, in the order
// they were submitted: `submitRead` returns a ticket to `wait` for before
// the host buffer is used, `submitWrite` copies the source first, so the
// caller may reuse it at once; a later read of the same range queues behind
// the write. A write that failed in the file is kept and returned by every
// later call, and by `sync`, which waits for everything submitted. A
// transfer whose arguments are wrong (a range past its tensor, a host
// buffer inside the tier) is refused when it is submitted, before any byte
// is copied, and fails alone: it changes nothing. The synchronous `write`
// and `read` are a submit and its wait.
//
// Freeing. A tensor may be freed while transfers of its range are still
// queued (compiled code frees an NVMe tensor right after the read that was
// its last use, and waits for the read later). `release` then returns at
// once and the I/O thread frees the range when the last of those jobs is
// done, so that the read keeps running in the background and the range is
// never placed again under it; the tensor takes no new transfer from the
// moment it is freed. Placing a tensor waits for such ranges only when
// there is no room without them (addresses or disk).
//
// The directory. The tier opens ZERO_RT_NVME_DIR once and reaches its
// names only through that handle, never through a symbolic link. Each rank
// first locks `zero-rt-rank<R>.lock` there (`flock`, its pid written in
// it), so a second job on the directory is refused, naming the holder,
// before it creates or truncates anything; then it creates its file
// exclusively: an existing `zero-rt-rank<R>.nvme` (a link, or a file a
// killed job left) is an error naming it, never overwritten. Both files are
// removed when the tier closes, if they are still the ones it made.
//
// Integrity. Each write records the range's length and a checksum in
// memory; a read must name a range that was written, the file must still be
// the one the tier created (not deleted or replaced) and long enough, and
// the bytes read must have the recorded checksum. A file truncated, deleted
// or altered between steps is therefore an error naming the file, the
// tensor, the offset and what was expected: never zeros read silently.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_NVMETIER_H
#define ZERO_RT_LIB_NVMETIER_H

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace zero_rt {

class NvmeTier {
public:
  /// Opens this rank's file in `directory` (null when unset), with O_DIRECT
  /// where the filesystem takes it unless `tryDirectIO` is false. `setting`
  /// names where the directory came from (the variable ZERO_RT_NVME_DIR, or
  /// the option of the tool that configured the runtime), so that a message
  /// names what the user has to change. On failure returns null and sets
  /// `error` to a message that names the setting, the directory and the fix.
  static std::unique_ptr<NvmeTier>
  open(const char *directory, int rank, std::string &error,
       bool tryDirectIO = true,
       const std::string &setting = "ZERO_RT_NVME_DIR");
  ~NvmeTier();
  NvmeTier(const NvmeTier &) = delete;
  NvmeTier &operator=(const NvmeTier &) = delete;

  /// Places `bytes` in the file; returns the tensor's address, or null with
  /// `error` set (a full disk, the address range used up).
  void *allocate(size_t bytes, std::string &error);
  /// True if `ptr` is an address of this tier (inside any allocation or
  /// the reserved range).
  bool contains(const void *ptr) const;
  /// Frees the allocation that starts at `ptr` (once the transfers queued
  /// on it are done, see the top of the file); false if none does or it
  /// was freed already.
  bool release(void *ptr);
  /// Names the allocation at `ptr` in error messages (a state's name);
  /// false when no allocation starts at `ptr`.
  bool setLabel(void *ptr, std::string label);

  /// Writes `bytes` from host memory `source` to the NVMe range at
  /// `target` and records its checksum. Returns "" or what went wrong.
  std::string write(const void *target, const void *source, size_t bytes);
  /// Reads the NVMe range at `source`, which must have been written with
  /// exactly these `bytes`, into host memory `target`, checking the file
  /// and the checksum. Returns "" or what went wrong.
  std::string read(void *target, const void *source, size_t bytes);

  /// Whether a transfer of `bytes` between the NVMe range at `nvme` and the
  /// host buffer `host` is one the tier can do: `nvme` lies in one of its
  /// tensors with `bytes` left from there, and `host` is not an address of
  /// the tier. "" or what is wrong.
  std::string checkTransfer(const void *nvme, const void *host, size_t bytes);

  /// `write` and `read` on the I/O thread (see the top of the file). A
  /// transfer `checkTransfer` refuses is queued with its refusal and moves
  /// no byte; its ticket's wait returns the refusal.
  uint64_t submitWrite(const void *target, const void *source, size_t bytes);
  uint64_t submitRead(void *target, const void *source, size_t bytes);
  /// Waits for the job `ticket`; "" or what went wrong with it (or with an
  /// earlier write to the file).
  std::string wait(uint64_t ticket);
  /// Waits for every job submitted; "" or the first failed write's error,
  /// else the error of the first failed read or refused transfer not yet
  /// waited for, which stays for its ticket's `wait`.
  std::string sync();
  /// The first failed write's error, or "" (without waiting).
  std::string failedWrite();

  /// The bytes of the tensors placed and not yet freed (a freed tensor
  /// whose transfers are still queued counts until they are done).
  uint64_t bytesAllocated() const;
  bool directIO() const { return directFd_ >= 0; }
  const std::string &path() const { return path_; }

private:
  struct Allocation {
    uint64_t bytes = 0, reserved = 0;
    std::string label;
    /// Ranges written, by offset in the file: their length and checksum.
    std::map<uint64_t, std::pair<uint64_t, uint64_t>> written;
    /// The ticket of the last transfer queued on the range; 0: none.
    uint64_t lastJob = 0;
    /// Freed while `lastJob` was queued: its range is given back when
    /// that job is done, and it takes no new transfer.
    bool released = false;
  };

  NvmeTier() = default;
  struct Job {
    uint64_t ticket = 0;
    bool toFile = false;
    const void *nvme = nullptr;
    void *host = nullptr;
    size_t bytes = 0;
    std::vector<char> staging; // A write's copy of its source.
    /// Why the transfer was refused when submitted; it then does nothing.
    std::string refused;
  };
  std::string writeNow(const void *target, const void *source, size_t bytes);
  std::string readNow(void *target, const void *source, size_t bytes);
  uint64_t submit(Job job);
  void runJobs();
  /// The allocation holding `address` (its file offset in `offset`, the
  /// allocation's first in `start`), or null when no tensor of the tier
  /// holds it.
  Allocation *findAllocation(const void *address, uint64_t *offset,
                             uint64_t *start);
  /// What a message calls the range at `offset` of `bytes`.
  std::string describe(const Allocation &allocation, uint64_t start,
                       uint64_t offset, uint64_t bytes) const;
  /// Checks that the file at `path_` is still the one the tier created and
  /// holds every range placed so far; "" or the problem.
  std::string checkFile() const;
  /// Reads or writes `bytes` at file offset `offset`. O_DIRECT moves whole
  /// blocks: a write whose last block it would pad with zeros over bytes
  /// of its tensor (`padsOnlyFreeBytes` false: a range that ends inside the
  /// tensor, not a multiple of the block) goes through the buffered
  /// descriptor instead, so that it changes no byte outside its range.
  std::string transfer(bool toFile, uint64_t offset, char *host, uint64_t bytes,
                       bool padsOnlyFreeBytes = true);
  /// Gives the range of the allocation at file offset `offset` back to the
  /// free ranges. Holds `state_`.
  void freeRange(uint64_t offset);
  /// Frees every released allocation whose jobs are done. Holds `state_`.
  void freeReleased();

  std::string directory_, path_;
  /// What messages call the directory's setting (see `open`).
  std::string setting_;
  /// The file's and the lock file's names in the directory `dirFd_` holds
  /// open: both are reached through it, never through a link.
  std::string name_, lockName_;
  int dirFd_ = -1, lockFd_ = -1;
  int fd_ = -1, directFd_ = -1;
  uint64_t device_ = 0, inode_ = 0;
  char *base_ = nullptr;
  uint64_t reservedAddresses_ = 0;
  /// Free ranges of the file (offset -> length), coalesced.
  std::map<uint64_t, uint64_t> free_;
  std::map<uint64_t, Allocation> allocations_;
  uint64_t bytesAllocated_ = 0;
  /// The end of the last range ever placed: the file's size must not drop
  /// below it (placing a range later would otherwise refill a truncated
  /// file with zeros).
  uint64_t fileBytes_ = 0;
  /// The O_DIRECT bounce buffer, 4 KiB-aligned.
  char *bounce_ = nullptr;

  /// Guards the allocations and ranges (both threads use them), not the
  /// file's I/O: the I/O thread reads and writes without it. Taken before
  /// `queueMutex_` where a thread needs both.
  mutable std::mutex state_;
  /// The ticket of the last job the I/O thread finished (under `state_`).
  uint64_t finishedJob_ = 0;
  /// The file offsets of allocations released with jobs still queued.
  std::vector<uint64_t> releasedWithJobs_;
  /// The I/O thread's queue, its tickets and their outcomes.
  std::mutex queueMutex_;
  std::condition_variable queueChanged_;
  std::deque<Job> jobs_;
  uint64_t submitted_ = 0, completed_ = 0;
  /// The errors of failed reads and of refused transfers, by ticket.
  std::map<uint64_t, std::string> failedJobs_;
  std::string failedWrite_;
  bool stopping_ = false;
  std::thread worker_;
};

} // namespace zero_rt

#endif // ZERO_RT_LIB_NVMETIER_H
