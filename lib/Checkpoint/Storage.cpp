//===- Storage.cpp - checkpoint directories that survive a crash ----------===//

#include "zero/Checkpoint/Storage.h"

#include "Errors.h"
#include "zero/Checkpoint/Directory.h"
#include "zero/Support/InputFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using llvm::Error;
using llvm::Expected;
using llvm::StringRef;
namespace fs = llvm::sys::fs;

namespace mlir::zero::checkpoint {

namespace {

std::string joinPath(StringRef dir, StringRef name) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// Writes all of `bytes`, resuming after short writes and signals.
bool writeAll(int fd, const char *data, uint64_t bytes) {
  while (bytes > 0) {
    ssize_t written = ::write(fd, data, std::min<uint64_t>(bytes, 1u << 30));
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return false;
    data += written;
    bytes -= written;
  }
  return true;
}

} // namespace

std::string getStepDirName(int64_t step) {
  return "step-" + std::to_string(step);
}

std::vector<int64_t> listCheckpoints(StringRef dir) {
  // A reader skips what is not a checkpoint directory (links included).
  Expected<Directory> opened = Directory::open(dir);
  if (!opened) {
    llvm::consumeError(opened.takeError());
    return {};
  }
  Expected<std::vector<int64_t>> steps =
      opened->listCheckpoints(/*strict=*/false);
  if (!steps) {
    llvm::consumeError(steps.takeError());
    return {};
  }
  return *steps;
}

Expected<std::string> resolveCheckpoint(StringRef path) {
  if (!fs::is_directory(path))
    return failure("'" + path + "' is not a directory");
  if (fs::exists(joinPath(path, kManifestFileName)))
    return path.str();
  std::string latestPath = joinPath(path, kLatestFileName);
  if (fs::exists(latestPath)) {
    // `latest` holds one step-K name.
    // Not through a link, as the manifest (Manifest.cpp).
    static const mlir::zero::InputFileLimits kLatestLimits = [] {
      mlir::zero::InputFileLimits limits = {"a checkpoint's 'latest' pointer",
                                            4096};
      limits.followLinks = false;
      return limits;
    }();
    Expected<std::string> latest =
        mlir::zero::readInputFile(latestPath, kLatestLimits);
    if (!latest)
      return latest.takeError();
    StringRef name = StringRef(*latest).trim();
    if (parseStepDirName(name) < 0)
      return failure("'" + latestPath + "' names '" + name +
                     "', not a step-K checkpoint");
    std::string dir = joinPath(path, name);
    // A pointer to a link is not followed: a checkpoint is a directory
    // zero-run made.
    fs::file_status status;
    if (!fs::status(dir, status, /*Follow=*/false) &&
        status.type() == fs::file_type::symlink_file)
      return failure("'" + latestPath + "' names '" + name +
                     "', a symbolic link, not a checkpoint directory");
    // What the name is, when it is not a checkpoint: missing (pruned or
    // never made), not a directory, or a directory without a manifest.
    if (!fs::exists(dir))
      return failure("'" + latestPath + "' names '" + name +
                     "', which does not exist");
    if (!fs::is_directory(dir))
      return failure("'" + latestPath + "' names '" + name +
                     "', which is not a directory");
    if (!fs::exists(joinPath(dir, kManifestFileName)))
      return failure("'" + latestPath + "' names '" + name +
                     "', which holds no " + kManifestFileName);
    return dir;
  }
  std::vector<int64_t> steps = listCheckpoints(path);
  if (steps.empty())
    return failure("'" + path + "' holds no checkpoint: neither a " +
                   kManifestFileName + ", a '" + kLatestFileName +
                   "' pointer nor a complete step-K directory");
  return joinPath(path, getStepDirName(steps.back()));
}

Error syncDirectory(StringRef dir) {
  std::string path = dir.str();
  int fd =
      ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    return systemFailure("open the directory", path);
  int status = ::fsync(fd);
  int saved = errno;
  ::close(fd);
  errno = saved;
  if (status != 0)
    return systemFailure("fsync the directory", path);
  return Error::success();
}

Expected<FileWriter> FileWriter::create(StringRef path) {
  std::string name = path.str();
  int fd = ::open(name.c_str(),
                  O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0)
    return systemFailure("create", name);
  return FileWriter(name, fd);
}

FileWriter::FileWriter(FileWriter &&other)
    : path(std::move(other.path)), fd(other.fd) {
  other.fd = -1;
}

FileWriter::~FileWriter() {
  if (fd >= 0)
    ::close(fd);
}

Error FileWriter::write(const void *data, uint64_t bytes) {
  if (!writeAll(fd, static_cast<const char *>(data), bytes))
    return systemFailure("write", path);
  return Error::success();
}

Error FileWriter::finish() {
  if (::fsync(fd) != 0)
    return systemFailure("fsync", path);
  int status = ::close(fd);
  fd = -1;
  if (status != 0)
    return systemFailure("close", path);
  return Error::success();
}

RankFiles::~RankFiles() {
  for (auto &[rank, fd] : descriptors)
    ::close(fd);
}

std::string RankFiles::getPath(int64_t rank) const {
  return joinPath(dir, Manifest::getRankFileName(rank));
}

Expected<int> RankFiles::open(int64_t rank) {
  auto found = descriptors.find(rank);
  if (found != descriptors.end())
    return found->second;
  std::string path = getPath(rank);
  // A rank file is one zero-run wrote: a link planted in its place is not
  // followed, and a FIFO or device is refused without waiting on it
  // (O_NONBLOCK only matters for those; it is cleared before reading).
  int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0 && errno == ELOOP)
    return failure("cannot read '" + path +
                   "': it is a symbolic link, and a checkpoint's rank files "
                   "are never read through one");
  if (fd < 0)
    return systemFailure("read", path);
  struct stat status;
  if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode) ||
      ::fcntl(fd, F_SETFL, 0) != 0) {
    ::close(fd);
    return failure("cannot read '" + path +
                   "': it is not a regular file (a checkpoint's rank files "
                   "are files zero-run wrote)");
  }
  descriptors[rank] = fd;
  return fd;
}

Error RankFiles::read(int64_t rank, uint64_t offset, uint64_t bytes,
                      void *into) {
  Expected<int> fd = open(rank);
  if (!fd)
    return fd.takeError();
  char *out = static_cast<char *>(into);
  uint64_t done = 0;
  while (done < bytes) {
    ssize_t got =
        ::pread(*fd, out + done, std::min<uint64_t>(bytes - done, 1u << 30),
                offset + done);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      return systemFailure("read", getPath(rank));
    if (got == 0)
      return failure("'" + getPath(rank) + "' is truncated: bytes [" +
                     llvm::Twine(offset) + ", " + llvm::Twine(offset + bytes) +
                     ") are past its end (" + llvm::Twine(offset + done) + ")");
    done += got;
  }
  bytesRead += bytes;
  return Error::success();
}

Error readStateRange(RankFiles &files, const StateEntry &state, uint64_t first,
                     uint64_t count, void *into,
                     std::vector<uint64_t> &partialSums) {
  unsigned elementBytes = state.getElementBytes();
  uint64_t sliceElements = state.sliceElements;
  uint64_t stored = sliceElements * state.slices.size();
  char *out = static_cast<char *>(into);
  uint64_t end = first + count;
  // Past the stored layout: the zeros of a larger padding.
  uint64_t storedEnd = std::min(end, stored);
  if (end > storedEnd) {
    uint64_t from = std::max(first, storedEnd);
    std::memset(out + (from - first) * elementBytes, 0,
                (end - from) * elementBytes);
  }
  // Read in pieces of at most 256 KiB, each checksummed while it is still
  // in the cache: one pass over memory instead of two.
  uint64_t chunkElements = std::max<uint64_t>(1, (256u << 10) / elementBytes);
  for (uint64_t k = first; k < storedEnd;) {
    uint64_t q = k / sliceElements;
    uint64_t pieceEnd =
        std::min({storedEnd, (q + 1) * sliceElements, k + chunkElements});
    uint64_t pieceCount = pieceEnd - k;
    char *piece = out + (k - first) * elementBytes;
    const Slice &slice = state.slices[q];
    if (Error error =
            files.read(q, slice.offset + (k - q * sliceElements) * elementBytes,
                       pieceCount * elementBytes, piece))
      return failure("state " + state.name + ": " + toString(std::move(error)));
    partialSums[q] += checksumElements(piece, k, pieceCount, elementBytes);
    k = pieceEnd;
  }
  return Error::success();
}

Error verifyState(RankFiles &files, const StateEntry &state) {
  unsigned elementBytes = state.getElementBytes();
  uint64_t sliceElements = state.sliceElements;
  // Read in pieces of at most 64 MiB: a slice may be larger than memory
  // allows to spare.
  uint64_t chunkElements = std::max<uint64_t>(
      1, std::min<uint64_t>(sliceElements, (64u << 20) / elementBytes));
  std::unique_ptr<char[]> buffer(new char[chunkElements * elementBytes]);
  for (size_t q = 0; q < state.slices.size(); ++q) {
    const Slice &slice = state.slices[q];
    uint64_t sum = 0;
    for (uint64_t done = 0; done < sliceElements; done += chunkElements) {
      uint64_t count = std::min(chunkElements, sliceElements - done);
      if (Error error = files.read(q, slice.offset + done * elementBytes,
                                   count * elementBytes, buffer.get()))
        return failure("state " + state.name + ": " +
                       toString(std::move(error)));
      sum += checksumElements(buffer.get(), q * sliceElements + done, count,
                              elementBytes);
    }
    if (sum != slice.checksum)
      return failure("'" + files.getPath(q) + "': state " + state.name +
                     " (slice " + llvm::Twine(q) + ", bytes [" +
                     llvm::Twine(slice.offset) + ", " +
                     llvm::Twine(slice.offset + slice.bytes) +
                     ")) has checksum " + formatChecksum(sum) +
                     ", the manifest says " + formatChecksum(slice.checksum));
  }
  return Error::success();
}

Expected<uint64_t> RankFiles::getFileBytes(int64_t rank) {
  Expected<int> fd = open(rank);
  if (!fd)
    return fd.takeError();
  struct stat status;
  if (::fstat(*fd, &status) != 0)
    return systemFailure("stat", getPath(rank));
  return static_cast<uint64_t>(status.st_size);
}

Error checkFileSizes(RankFiles &files, const Manifest &manifest) {
  for (size_t r = 0; r < manifest.fileBytes.size(); ++r) {
    std::string path = files.getPath(r);
    // The size of the file that is then read, not of what the path names.
    Expected<uint64_t> size = files.getFileBytes(r);
    if (!size)
      return size.takeError();
    uint64_t bytes = *size;
    if (bytes == manifest.fileBytes[r])
      continue;
    // Name the first state the size cuts (or, for a longer file, say so).
    std::string cut;
    for (const StateEntry &state : manifest.states) {
      const Slice &slice = state.slices[r];
      if (slice.offset + slice.bytes > bytes) {
        cut = "; state " + state.name + " (bytes [" +
              std::to_string(slice.offset) + ", " +
              std::to_string(slice.offset + slice.bytes) + ")) is cut";
        break;
      }
    }
    return failure("'" + path + "' has " + llvm::Twine(bytes) +
                   " bytes, the manifest says " +
                   llvm::Twine(manifest.fileBytes[r]) +
                   (bytes < manifest.fileBytes[r] ? " (truncated" + cut + ")"
                                                  : " (longer than written)"));
  }
  return Error::success();
}

} // namespace mlir::zero::checkpoint
