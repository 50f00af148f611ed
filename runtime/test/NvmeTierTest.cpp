//===- NvmeTierTest.cpp - the NVMe tier's file, its checks and errors -----===//
//
// The tier itself (lib/NvmeTier.cpp and NvmeTierIO.cpp, compiled into this
// suite) on a directory of each test's own, per rank: the good path on the disk
// (where O_DIRECT works) and on tmpfs (where it does not), and every fault the
// issue names - a file truncated, deleted or altered between a write and
// its read, a directory missing, not a directory, not writable, a full disk
// - each an error naming the file and what was expected; a second job, a
// planted link and a leftover file refused. Then the C ABI
// (zero_rt_alloc_nvme and friends) and its counters.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"

#include "NvmeTier.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using zero_rt::NvmeTier;

/// A fresh directory under `parent`, removed with what it holds.
class ScratchDirectory {
public:
  explicit ScratchDirectory(const std::string &parent) {
    std::string pattern = parent + "/zero-rt-nvme-test-XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    if (mkdtemp(name.data()))
      path_ = name.data();
  }
  ~ScratchDirectory() {
    if (!path_.empty())
      std::system(("rm -rf '" + path_ + "'").c_str());
  }
  const std::string &path() const { return path_; }

private:
  std::string path_;
};

/// Where the tests put their directories: $TMPDIR, else /tmp.
std::string scratchParent() {
  const char *tmp = std::getenv("TMPDIR");
  return tmp && *tmp ? tmp : "/tmp";
}

/// Whether the filesystem of `directory` opens files with O_DIRECT.
bool takesDirectIO(const std::string &directory) {
  std::string probe = directory + "/probe";
  int fd = ::open(probe.c_str(), O_RDWR | O_CREAT | O_DIRECT, 0600);
  if (fd >= 0)
    ::close(fd);
  ::unlink(probe.c_str());
  return fd >= 0;
}

std::vector<float> pattern(size_t count, float seed) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i)
    values[i] = seed + static_cast<float>(i) * 0.25f;
  return values;
}

std::unique_ptr<NvmeTier> openTier(const std::string &directory,
                                   std::string &error,
                                   bool tryDirectIO = true) {
  return NvmeTier::open(directory.c_str(), zero_rt_rank(), error, tryDirectIO);
}

/// Writes two tensors (one of more than a bounce buffer, one of an odd
/// size) and reads them back bit for bit.
void checkRoundTrip(const std::string &parent, bool tryDirectIO = true) {
  ScratchDirectory directory(parent);
  ASSERT_FALSE(directory.path().empty());
  bool direct = tryDirectIO && takesDirectIO(directory.path());
  std::string error;
  auto tier = openTier(directory.path(), error, tryDirectIO);
  ASSERT_TRUE(tier) << error;
  EXPECT_EQ(tier->directIO(), direct);
  const size_t big = (3 << 20) / sizeof(float) + 5, odd = 7;
  void *first = tier->allocate(big * sizeof(float), error);
  void *second = tier->allocate(odd * sizeof(float), error);
  ASSERT_TRUE(first && second) << error;
  EXPECT_TRUE(tier->contains(first));
  EXPECT_FALSE(tier->contains(&error));
  EXPECT_EQ(tier->bytesAllocated(), (big + odd) * sizeof(float));
  std::vector<float> a = pattern(big, 1), b = pattern(odd, -3);
  ASSERT_EQ(tier->write(first, a.data(), a.size() * sizeof(float)), "");
  ASSERT_EQ(tier->write(second, b.data(), b.size() * sizeof(float)), "");
  std::vector<float> readA(big), readB(odd);
  ASSERT_EQ(tier->read(readB.data(), second, odd * sizeof(float)), "");
  ASSERT_EQ(tier->read(readA.data(), first, big * sizeof(float)), "");
  EXPECT_EQ(std::memcmp(readA.data(), a.data(), big * sizeof(float)), 0);
  EXPECT_EQ(std::memcmp(readB.data(), b.data(), odd * sizeof(float)), 0);
  // A rewrite replaces the recorded checksum.
  b[3] = 42;
  ASSERT_EQ(tier->write(second, b.data(), odd * sizeof(float)), "");
  ASSERT_EQ(tier->read(readB.data(), second, odd * sizeof(float)), "");
  EXPECT_EQ(readB[3], 42);
  // Freed ranges are reused.
  EXPECT_TRUE(tier->release(first));
  EXPECT_FALSE(tier->release(first));
  void *again = tier->allocate(16, error);
  EXPECT_EQ(again, first);
  EXPECT_EQ(tier->bytesAllocated(), 16 + odd * sizeof(float));
}

TEST(NvmeTier, RoundTripOnDisk) {
  // O_DIRECT where the filesystem takes it (this machine's ext4 /tmp).
  checkRoundTrip(scratchParent());
}

TEST(NvmeTier, RoundTripBuffered) {
  // What a filesystem without O_DIRECT gets (and ZERO_RT_NVME_DIRECT_IO=0).
  checkRoundTrip(scratchParent(), /*tryDirectIO=*/false);
}

TEST(NvmeTier, RoundTripOnTmpfs) {
  struct stat info;
  if (::stat("/dev/shm", &info) != 0)
    GTEST_SKIP() << "no /dev/shm (tmpfs) on this machine";
  // O_DIRECT or not as the kernel's tmpfs allows (since Linux 6.6).
  checkRoundTrip("/dev/shm");
}

/// A tier with one tensor of `count` floats written, for the fault tests.
struct WrittenTensor {
  ScratchDirectory directory{scratchParent()};
  std::unique_ptr<NvmeTier> tier;
  void *nvme = nullptr;
  std::vector<float> values = pattern(1000, 5);
  size_t bytes = 1000 * sizeof(float);

  WrittenTensor() {
    std::string error;
    tier = openTier(directory.path(), error);
    if (!tier)
      return;
    nvme = tier->allocate(bytes, error);
    tier->setLabel(nvme, "layers.0.w/optimizer.1");
    if (nvme)
      error = tier->write(nvme, values.data(), bytes);
    if (!error.empty())
      nvme = nullptr;
  }
  std::string read() {
    std::vector<float> target(values.size());
    return tier->read(target.data(), nvme, bytes);
  }
};

TEST(NvmeTier, TruncatedFileIsAnError) {
  WrittenTensor written;
  ASSERT_TRUE(written.nvme);
  ASSERT_EQ(::truncate(written.tier->path().c_str(), 100), 0);
  std::string error = written.read();
  EXPECT_NE(error.find("cannot read nvme tensor 'layers.0.w/optimizer.1' "
                       "(bytes [0, 4000) of '" +
                       written.tier->path() + "')"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("was truncated to 100 bytes; it must hold at least "
                       "4096"),
            std::string::npos)
      << error;
  // Placing or writing another tensor (which would extend the file again
  // and make the lost bytes zeros) fails the same way.
  void *other = written.tier->allocate(64, error);
  EXPECT_FALSE(other);
  EXPECT_NE(error.find("cannot place 64 bytes: '" + written.tier->path() +
                       "' was truncated to 100 bytes"),
            std::string::npos)
      << error;
  error = written.tier->write(written.nvme, written.values.data(), 64);
  EXPECT_NE(error.find("was truncated to 100 bytes"), std::string::npos)
      << error;
}

TEST(NvmeTier, DeletedFileIsAnError) {
  WrittenTensor written;
  ASSERT_TRUE(written.nvme);
  ASSERT_EQ(::unlink(written.tier->path().c_str()), 0);
  std::string error = written.read();
  EXPECT_NE(error.find("'" + written.tier->path() +
                       "' is gone (No such file or directory): the file was "
                       "deleted while it held the tensors"),
            std::string::npos)
      << error;
  // A new file under the same name is not the tier's.
  std::ofstream(written.tier->path()) << std::string(8192, 'x');
  error = written.read();
  EXPECT_NE(error.find("was replaced by another file"), std::string::npos)
      << error;
}

TEST(NvmeTier, FlippedByteIsAnError) {
  WrittenTensor written;
  ASSERT_TRUE(written.nvme);
  int fd = ::open(written.tier->path().c_str(), O_RDWR);
  ASSERT_GE(fd, 0);
  char byte = 0;
  ASSERT_EQ(::pread(fd, &byte, 1, 1234), 1);
  byte ^= 0x10;
  ASSERT_EQ(::pwrite(fd, &byte, 1, 1234), 1);
  ::close(fd);
  std::string error = written.read();
  EXPECT_NE(error.find("nvme tensor 'layers.0.w/optimizer.1'"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("the bytes read have checksum 0x"), std::string::npos)
      << error;
  EXPECT_NE(error.find("the file was altered"), std::string::npos) << error;
}

TEST(NvmeTier, ReadOfUnwrittenRangeIsAnError) {
  WrittenTensor written;
  ASSERT_TRUE(written.nvme);
  std::string error;
  void *fresh = written.tier->allocate(64, error);
  ASSERT_TRUE(fresh) << error;
  std::vector<char> target(64);
  error = written.tier->read(target.data(), fresh, 64);
  EXPECT_NE(error.find("those bytes were never written as one range"),
            std::string::npos)
      << error;
  // Nor part of a written range.
  error = written.tier->read(target.data(), written.nvme, 64);
  EXPECT_NE(error.find("never written as one range"), std::string::npos)
      << error;
  // Nor memory outside the tier.
  error = written.tier->read(target.data(), target.data(), 64);
  EXPECT_NE(error.find("not a tensor of the nvme tier"), std::string::npos)
      << error;
}

// The I/O thread: jobs run in submission order, so a read queued behind a
// write of the same range sees the new bytes; a write's source may be
// reused as soon as it is submitted; a failed read is its own ticket's
// error; a failed write is kept and returned by every later wait and sync.
TEST(NvmeTier, BackgroundJobsRunInOrder) {
  WrittenTensor written;
  ASSERT_TRUE(written.nvme);
  std::vector<float> next = pattern(1000, -9), back(1000);
  uint64_t write =
      written.tier->submitWrite(written.nvme, next.data(), written.bytes);
  next.assign(1000, 0.0f); // The tier copied it.
  uint64_t read =
      written.tier->submitRead(back.data(), written.nvme, written.bytes);
  EXPECT_GT(read, write);
  EXPECT_EQ(written.tier->wait(read), "");
  EXPECT_EQ(back, pattern(1000, -9));
  EXPECT_EQ(written.tier->sync(), "");

  // A read of a range never written fails alone.
  std::string error;
  void *fresh = written.tier->allocate(64, error);
  ASSERT_TRUE(fresh) << error;
  std::vector<char> target(64);
  uint64_t bad = written.tier->submitRead(target.data(), fresh, 64);
  EXPECT_NE(written.tier->wait(bad).find("never written"), std::string::npos);
  EXPECT_EQ(written.tier->sync(), "");
  EXPECT_EQ(written.tier->failedWrite(), "");

  // A write that overruns its tensor is refused at its own ticket and
  // changes nothing: the tensor still reads back, later writes work.
  std::vector<char> tooLong(written.bytes + 8);
  uint64_t refused =
      written.tier->submitWrite(written.nvme, tooLong.data(), tooLong.size());
  EXPECT_NE(written.tier->wait(refused).find("4008 bytes at offset 0 overrun "
                                             "nvme tensor "
                                             "'layers.0.w/optimizer.1'"),
            std::string::npos);
  EXPECT_EQ(written.tier->failedWrite(), "");
  EXPECT_EQ(written.tier->sync(), "");
  EXPECT_EQ(written.read(), "");
  EXPECT_EQ(
      written.tier->write(written.nvme, written.values.data(), written.bytes),
      "");
}

// A write of part of a tensor changes no byte outside its range, O_DIRECT
// or not: a range written next to it in the same 4 KiB block still reads
// back (O_DIRECT pads a write to whole blocks; it padded this one with
// zeros over its neighbour, and the neighbour's read failed its checksum).
TEST(NvmeTier, PartialWriteKeepsItsNeighbours) {
  for (bool tryDirectIO : {true, false}) {
    ScratchDirectory directory(scratchParent());
    ASSERT_FALSE(directory.path().empty());
    std::string error;
    auto tier = openTier(directory.path(), error, tryDirectIO);
    ASSERT_TRUE(tier) << error;
    char *tensor = static_cast<char *>(tier->allocate(8192, error));
    ASSERT_TRUE(tensor) << error;
    std::vector<float> second = pattern(25, 7), first = pattern(25, -2);
    ASSERT_EQ(tier->write(tensor + 100, second.data(), 100), "");
    ASSERT_EQ(tier->write(tensor, first.data(), 100), "");
    std::vector<float> back(25);
    EXPECT_EQ(tier->read(back.data(), tensor + 100, 100), "")
        << "direct I/O: " << tier->directIO();
    EXPECT_EQ(back, second);
    EXPECT_EQ(tier->read(back.data(), tensor, 100), "");
    EXPECT_EQ(back, first);
  }
}

// A tensor freed while transfers of its range are queued (compiled code
// frees an NVMe tensor right after the read that was its last use) keeps
// its range until they are done: the read still returns the bytes, and
// the range is placed again only afterwards. A freed tensor takes no new
// transfer, and is not freed twice. `sync` leaves a failed read's error
// for its own ticket.
TEST(NvmeTier, FreeingWaitsForQueuedTransfers) {
  ScratchDirectory directory(scratchParent());
  ASSERT_FALSE(directory.path().empty());
  std::string error;
  auto tier = openTier(directory.path(), error);
  ASSERT_TRUE(tier) << error;
  // Writes of a few MiB queued ahead keep the I/O thread busy, so that the
  // tensor is freed while its read is still queued.
  const size_t big = (8 << 20) / sizeof(float);
  void *busy = tier->allocate(big * sizeof(float), error);
  void *freed = tier->allocate(1000 * sizeof(float), error);
  ASSERT_TRUE(busy && freed) << error;
  std::vector<float> filler = pattern(big, 5), values = pattern(1000, 2);
  ASSERT_EQ(tier->write(freed, values.data(), 1000 * sizeof(float)), "");
  for (int i = 0; i < 4; ++i)
    tier->submitWrite(busy, filler.data(), big * sizeof(float));
  std::vector<float> back(1000);
  uint64_t read = tier->submitRead(back.data(), freed, 1000 * sizeof(float));
  EXPECT_TRUE(tier->release(freed));
  EXPECT_FALSE(tier->release(freed));
  uint64_t whileQueued = tier->bytesAllocated();
  if (whileQueued == (big + 1000) * sizeof(float)) {
    // Still queued: the range is held, and refuses a new transfer.
    uint64_t late = tier->submitWrite(freed, values.data(), 64);
    EXPECT_NE(tier->wait(late).find("was freed: it takes no new transfer"),
              std::string::npos);
  } else {
    EXPECT_EQ(whileQueued, big * sizeof(float));
  }
  EXPECT_EQ(tier->wait(read), "");
  EXPECT_EQ(back, values);
  EXPECT_EQ(tier->bytesAllocated(), big * sizeof(float));
  EXPECT_EQ(tier->allocate(16, error), freed) << error;

  // A failed read's error is reported by `sync` and stays its ticket's
  // (freeing a tensor no longer waits through `sync`, which took it).
  void *unwritten = tier->allocate(64, error);
  ASSERT_TRUE(unwritten) << error;
  std::vector<char> target(64);
  uint64_t bad = tier->submitRead(target.data(), unwritten, 64);
  EXPECT_NE(tier->sync().find("never written"), std::string::npos);
  EXPECT_NE(tier->wait(bad).find("never written"), std::string::npos);
  EXPECT_EQ(tier->sync(), "");
}

// A transfer whose arguments are wrong is refused before any byte moves:
// a write longer than the room left in its tensor does not read past the
// end of its source (here a page followed by an unmapped one), a length
// that would wrap an offset is refused, and a host buffer that is itself an
// address of the tier is refused. None of them breaks the tier.
TEST(NvmeTier, WrongTransfersAreRefusedBeforeCopying) {
  WrittenTensor written;
  ASSERT_TRUE(written.nvme);
  long page = ::sysconf(_SC_PAGESIZE);
  void *pages = ::mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(pages, MAP_FAILED);
  ASSERT_EQ(::mprotect(static_cast<char *>(pages) + page, page, PROT_NONE), 0);
  std::string error =
      written.tier->write(written.nvme, pages, written.bytes + page);
  EXPECT_NE(error.find("overrun"), std::string::npos) << error;
  error = written.tier->write(static_cast<char *>(written.nvme) + 8, pages,
                              SIZE_MAX);
  EXPECT_NE(error.find(std::to_string(SIZE_MAX) + " bytes at offset 8 overrun"),
            std::string::npos)
      << error;
  error = written.tier->write(written.nvme, written.nvme, 64);
  EXPECT_NE(error.find("the host buffer is an address of the nvme tier"),
            std::string::npos)
      << error;
  // So is one that starts below the tier and runs into it (the first
  // tensor is placed at the tier's first address).
  error = written.tier->write(written.nvme,
                              static_cast<char *>(written.nvme) - 8, 64);
  EXPECT_NE(error.find("the host buffer is an address of the nvme tier"),
            std::string::npos)
      << error;
  std::vector<char> target(64);
  error = written.tier->read(target.data(), written.nvme, SIZE_MAX);
  EXPECT_NE(error.find("overrun"), std::string::npos) << error;
  ::munmap(pages, 2 * page);
  EXPECT_EQ(written.tier->sync(), "");
  EXPECT_EQ(written.read(), "");
}

TEST(NvmeTier, DirectoryErrors) {
  std::string error;
  EXPECT_FALSE(NvmeTier::open(nullptr, 0, error));
  EXPECT_NE(error.find("ZERO_RT_NVME_DIR is not set"), std::string::npos)
      << error;
  EXPECT_FALSE(NvmeTier::open("/nonexistent/zero-rt-nvme", 0, error));
  EXPECT_EQ(error, "ZERO_RT_NVME_DIR='/nonexistent/zero-rt-nvme': No such "
                   "file or directory; create the directory or point "
                   "ZERO_RT_NVME_DIR at one");
  // A directory a tool's option configured: the message names the option.
  EXPECT_FALSE(NvmeTier::open("/nonexistent/zero-rt-nvme", 0, error,
                              /*tryDirectIO=*/true, "--nvme-dir"));
  EXPECT_EQ(error, "--nvme-dir='/nonexistent/zero-rt-nvme': No such file or "
                   "directory; create the directory or point --nvme-dir at "
                   "one");
  ScratchDirectory directory(scratchParent());
  std::string file = directory.path() + "/plain";
  std::ofstream(file) << "x";
  EXPECT_FALSE(NvmeTier::open(file.c_str(), 0, error));
  EXPECT_EQ(error, "ZERO_RT_NVME_DIR='" + file +
                       "' is not a directory; point ZERO_RT_NVME_DIR at a "
                       "directory");
}

TEST(NvmeTier, UnwritableDirectoryIsAnError) {
  // Root writes through permission bits, so as root take a directory no
  // one can create files in (/proc); otherwise one of mode 0555.
  ScratchDirectory directory(scratchParent());
  std::string unwritable = "/proc";
  if (::geteuid() != 0) {
    unwritable = directory.path();
    ASSERT_EQ(::chmod(unwritable.c_str(), 0555), 0);
  }
  std::string error;
  EXPECT_FALSE(NvmeTier::open(unwritable.c_str(), zero_rt_rank(), error));
  std::string expected = "cannot create the nvme tier's lock file '" +
                         unwritable + "/zero-rt-rank" +
                         std::to_string(zero_rt_rank()) + ".lock': ";
  EXPECT_EQ(error.rfind(expected, 0), 0u) << error;
  EXPECT_NE(error.find("; ZERO_RT_NVME_DIR must be a writable directory"),
            std::string::npos)
      << error;
  ::chmod(directory.path().c_str(), 0755);
}

TEST(NvmeTier, FullDiskIsAnError) {
  if (::geteuid() != 0)
    GTEST_SKIP() << "a full disk needs a tiny tmpfs, which only root can "
                    "mount";
  ScratchDirectory directory(scratchParent());
  if (::mount("tmpfs", directory.path().c_str(), "tmpfs", 0, "size=64k") != 0)
    GTEST_SKIP() << "cannot mount a tmpfs here: " << std::strerror(errno);
  {
    std::string error;
    auto tier = openTier(directory.path(), error);
    ASSERT_TRUE(tier) << error;
    EXPECT_TRUE(tier->allocate(16 << 10, error)) << error;
    EXPECT_FALSE(tier->allocate(1 << 20, error));
    EXPECT_EQ(error.rfind("cannot place 1048576 bytes in '" + tier->path() +
                              "' (ZERO_RT_NVME_DIR='" + directory.path() +
                              "', 16384 bytes already placed): No space left "
                              "on device; free space on that disk or point "
                              "ZERO_RT_NVME_DIR at a larger one",
                          0),
              0u)
        << error;
  }
  ::umount(directory.path().c_str());
}

TEST(NvmeTier, OneFilePerRankDeletedAtTheEnd) {
  ScratchDirectory directory(scratchParent());
  std::string path;
  {
    std::string error;
    auto tier = openTier(directory.path(), error);
    ASSERT_TRUE(tier) << error;
    path = tier->path();
    EXPECT_EQ(path, directory.path() + "/zero-rt-rank" +
                        std::to_string(zero_rt_rank()) + ".nvme");
    struct stat info;
    EXPECT_EQ(::stat(path.c_str(), &info), 0);
    // A second tier on the same directory and rank is another job: it is
    // refused, naming the holder, before it touches the first one's file.
    std::string rank = std::to_string(zero_rt_rank());
    EXPECT_FALSE(openTier(directory.path(), error));
    EXPECT_EQ(error, "ZERO_RT_NVME_DIR='" + directory.path() +
                         "' is in use by process " +
                         std::to_string(::getpid()) + " (it holds '" +
                         directory.path() + "/zero-rt-rank" + rank +
                         ".lock'); give each job its own ZERO_RT_NVME_DIR");
    EXPECT_EQ(::stat(path.c_str(), &info), 0);
  }
  // The file and the lock file are gone.
  struct stat info;
  EXPECT_NE(::stat(path.c_str(), &info), 0);
  std::string lock = path.substr(0, path.size() - 5) + ".lock";
  EXPECT_NE(::stat(lock.c_str(), &info), 0);
}

/// Reads a whole file, for the sentinels below.
std::string readAll(const std::string &path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(NvmeTier, PlantedLinkIsNeverFollowed) {
  // A link under the tier's file name, to a file the job can write: an
  // error naming the link; the file it points at keeps its bytes.
  ScratchDirectory directory(scratchParent());
  std::string sentinel = directory.path() + "/sentinel";
  std::ofstream(sentinel) << "the user's file";
  std::string rank = std::to_string(zero_rt_rank());
  std::string link = directory.path() + "/zero-rt-rank" + rank + ".nvme";
  ASSERT_EQ(::symlink(sentinel.c_str(), link.c_str()), 0);
  std::string error;
  EXPECT_FALSE(openTier(directory.path(), error));
  EXPECT_EQ(error.rfind("the nvme tier's file '" + link +
                            "' exists already (a job that was killed left "
                            "it, or it is not the tier's)",
                        0),
            0u)
      << error;
  EXPECT_EQ(readAll(sentinel), "the user's file");
  // A link under the lock file's name is refused the same way.
  ::unlink(link.c_str());
  std::string lock = directory.path() + "/zero-rt-rank" + rank + ".lock";
  ASSERT_EQ(::symlink(sentinel.c_str(), lock.c_str()), 0);
  EXPECT_FALSE(openTier(directory.path(), error));
  EXPECT_EQ(error, "'" + lock +
                       "' is a symbolic link: the nvme tier never follows "
                       "one; remove it, or point ZERO_RT_NVME_DIR at another "
                       "directory");
  EXPECT_EQ(readAll(sentinel), "the user's file");
}

TEST(NvmeTier, LeftoverFileIsNotOverwritten) {
  // A file a killed job left (or anyone's file under that name) is an
  // error naming it and the fix; its bytes stay, and the tier that refused
  // it does not remove it.
  ScratchDirectory directory(scratchParent());
  std::string rank = std::to_string(zero_rt_rank());
  std::string leftover = directory.path() + "/zero-rt-rank" + rank + ".nvme";
  std::ofstream(leftover) << "tensors of a killed job";
  std::string error;
  EXPECT_FALSE(openTier(directory.path(), error));
  EXPECT_NE(error.find("remove it if no job uses it, or point "
                       "ZERO_RT_NVME_DIR at another directory"),
            std::string::npos)
      << error;
  EXPECT_EQ(readAll(leftover), "tensors of a killed job");
}

/// The C ABI: placement, reads and writes counted per tier pair, residency,
/// frees, and misuse returned as statuses.
TEST(NvmeTierApi, CountsAndFrees) {
  ScratchDirectory directory(scratchParent());
  ASSERT_EQ(::setenv("ZERO_RT_NVME_DIR", directory.path().c_str(), 1), 0);
  zero_rt_reset_counters();
  uint64_t before = zero_rt_nvme_bytes_allocated();
  void *nvme = zero_rt_alloc_nvme(400);
  ASSERT_TRUE(nvme) << zero_rt_last_error();
  EXPECT_EQ(zero_rt_nvme_bytes_allocated(), before + 400);
  EXPECT_EQ(zero_rt_nvme_direct_io(), takesDirectIO(directory.path()) ? 1 : 0);
  EXPECT_NE(std::string(zero_rt_nvme_path()).find("zero-rt-rank"),
            std::string::npos);
  std::vector<float> values = pattern(100, 2), back(100);
  EXPECT_EQ(zero_rt_nvme_write(nvme, values.data(), 400), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_nvme_read(back.data(), nvme, 400), ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  EXPECT_EQ(back, values);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_NVME),
            400u);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_NVME, ZERO_RT_TIER_HOST),
            400u);
  // Device memory is not an NVMe tensor.
  EXPECT_EQ(zero_rt_nvme_read(back.data(), back.data(), 400),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("not a tensor of the nvme"),
            std::string::npos);
  EXPECT_EQ(zero_rt_free(static_cast<char *>(nvme) + 4),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  // A label names a tensor by its start; an address inside one is refused.
  EXPECT_EQ(zero_rt_nvme_set_label(static_cast<char *>(nvme) + 4, "x"),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("does not start one"),
            std::string::npos);
  EXPECT_EQ(zero_rt_nvme_set_label(nvme, "w"), ZERO_RT_SUCCESS);
  // A write past the tensor, or from the tier itself, is refused before a
  // byte is read, and the tier works on (a refusal changes nothing).
  std::vector<float> longer(200);
  EXPECT_EQ(zero_rt_nvme_write(nvme, longer.data(), 800),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error())
                .find("zero_rt_nvme_write: 800 bytes at offset 0 overrun "
                      "nvme tensor 'w'"),
            std::string::npos)
      << zero_rt_last_error();
  EXPECT_EQ(zero_rt_nvme_write(nvme, nvme, 400), ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(zero_rt_nvme_read(back.data(), nvme, 400), ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  EXPECT_EQ(back, values);
  EXPECT_EQ(zero_rt_nvme_sync(), ZERO_RT_SUCCESS) << zero_rt_last_error();
  EXPECT_EQ(zero_rt_free(nvme), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_nvme_bytes_allocated(), before);
  zero_rt_reset_counters();
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_NVME),
            0u);
}

} // namespace
