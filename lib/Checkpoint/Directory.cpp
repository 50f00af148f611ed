//===- Directory.cpp - a checkpoint directory as a capability -------------===//

#include "zero/Checkpoint/Directory.h"

#include "Errors.h"

#include "zero/Checkpoint/Manifest.h"
#include "zero/Checkpoint/Storage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <optional>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

namespace mlir::zero::checkpoint {

namespace {

/// The refusal of an entry that is not what this job would have made.
Error foreignEntry(StringRef path, StringRef expected) {
  return failure("'" + path + "' is a symbolic link or not " + expected +
                 ": not one zero-run made, so it is never followed, " +
                 "overwritten or removed; remove it yourself, or save into " +
                 "another directory");
}

/// The kind of the name a checkpoint writer handles: "step-K" (0),
/// "step-K.tmp" or "step-K.old" (1), or none (-1).
int classifyName(StringRef name) {
  if (parseStepDirName(name) >= 0)
    return 0;
  if (name.consume_back(".tmp") || name.consume_back(".old"))
    return parseStepDirName(name) >= 0 ? 1 : -1;
  return -1;
}

/// A rank file's name: "rank-R.bin".
bool isRankFileName(StringRef name) {
  unsigned rank = 0;
  return name.consume_front("rank-") && name.consume_back(".bin") &&
         !name.empty() && !name.getAsInteger(10, rank);
}

} // namespace

int64_t parseStepDirName(StringRef name) {
  int64_t step = -1;
  if (!name.consume_front("step-") || name.empty() ||
      name.getAsInteger(10, step) || step < 0)
    return -1;
  return step;
}

Expected<Directory> Directory::open(StringRef path) {
  std::string name = path.str();
  int fd = ::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return systemFailure("open the directory", name);
  return Directory(name, fd);
}

Directory::Directory(Directory &&other)
    : path(std::move(other.path)), fd(other.fd) {
  other.fd = -1;
}

Directory &Directory::operator=(Directory &&other) {
  if (fd >= 0)
    ::close(fd);
  path = std::move(other.path);
  fd = other.fd;
  other.fd = -1;
  return *this;
}

Directory::~Directory() {
  if (fd >= 0)
    ::close(fd);
}

std::string Directory::getPathOf(StringRef name) const {
  llvm::SmallString<256> joined(path);
  llvm::sys::path::append(joined, name);
  return joined.str().str();
}

Expected<EntryKind> Directory::getKind(StringRef name) const {
  struct stat info;
  if (::fstatat(fd, name.str().c_str(), &info, AT_SYMLINK_NOFOLLOW) != 0) {
    if (errno == ENOENT)
      return EntryKind::Missing;
    return systemFailure("inspect", getPathOf(name));
  }
  if (S_ISREG(info.st_mode))
    return EntryKind::File;
  if (S_ISDIR(info.st_mode))
    return EntryKind::Directory;
  return EntryKind::Other;
}

Expected<Directory> Directory::openSubdirectory(StringRef name) const {
  int sub = ::openat(fd, name.str().c_str(),
                     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (sub < 0) {
    if (errno == ELOOP || errno == ENOTDIR)
      return foreignEntry(getPathOf(name), "a directory");
    return systemFailure("open the directory", getPathOf(name));
  }
  return Directory(getPathOf(name), sub);
}

Error Directory::makeSubdirectory(StringRef name) const {
  if (::mkdirat(fd, name.str().c_str(), 0755) != 0)
    return systemFailure("create the directory", getPathOf(name));
  return Error::success();
}

Expected<FileWriter> Directory::createFile(StringRef name) const {
  int file =
      ::openat(fd, name.str().c_str(),
               O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (file < 0) {
    if (errno == EEXIST)
      return failure("cannot create '" + getPathOf(name) +
                     "': it exists already (zero-run creates its files " +
                     "afresh and never overwrites one it did not create)");
    return systemFailure("create", getPathOf(name));
  }
  return FileWriter::adopt(getPathOf(name), file);
}

Error Directory::rename(StringRef from, StringRef to) const {
  if (::renameat(fd, from.str().c_str(), fd, to.str().c_str()) != 0)
    return failure("cannot rename '" + getPathOf(from) + "' to '" +
                   getPathOf(to) + "': " + strerror(errno));
  return Error::success();
}

Error Directory::removeFile(StringRef name) const {
  Expected<EntryKind> kind = getKind(name);
  if (!kind)
    return kind.takeError();
  if (*kind == EntryKind::Missing)
    return Error::success();
  if (*kind != EntryKind::File)
    return foreignEntry(getPathOf(name), "a regular file");
  if (::unlinkat(fd, name.str().c_str(), 0) != 0 && errno != ENOENT)
    return systemFailure("remove", getPathOf(name));
  return Error::success();
}

Expected<std::vector<std::string>> Directory::list() const {
  // fdopendir takes the descriptor over: give it a copy, rewound.
  int copy = ::openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (copy < 0)
    return systemFailure("read the directory", path);
  DIR *stream = ::fdopendir(copy);
  if (!stream) {
    ::close(copy);
    return systemFailure("read the directory", path);
  }
  std::vector<std::string> names;
  errno = 0;
  while (struct dirent *entry = ::readdir(stream)) {
    StringRef name(entry->d_name);
    if (name != "." && name != "..")
      names.push_back(name.str());
  }
  int status = errno;
  ::closedir(stream);
  if (status != 0) {
    errno = status;
    return systemFailure("read the directory", path);
  }
  llvm::sort(names);
  return names;
}

Error Directory::removeCheckpoint(StringRef name) const {
  Expected<EntryKind> kind = getKind(name);
  if (!kind)
    return kind.takeError();
  if (*kind == EntryKind::Missing)
    return Error::success();
  if (*kind != EntryKind::Directory)
    return foreignEntry(getPathOf(name), "a directory");
  Expected<Directory> sub = openSubdirectory(name);
  if (!sub)
    return sub.takeError();
  Expected<std::vector<std::string>> names = sub->list();
  if (!names)
    return names.takeError();
  // Everything is checked before anything is removed.
  for (const std::string &entry : *names) {
    Expected<EntryKind> entryKind = sub->getKind(entry);
    if (!entryKind)
      return entryKind.takeError();
    if ((entry != kManifestFileName && !isRankFileName(entry)) ||
        *entryKind != EntryKind::File)
      return failure("'" + getPathOf(name) + "' holds '" + entry +
                     "', which is not a file of a checkpoint (a manifest " +
                     "or a rank-R.bin file): not removed; remove it " +
                     "yourself, or save into another directory");
  }
  for (const std::string &entry : *names)
    if (::unlinkat(sub->fd, entry.c_str(), 0) != 0 && errno != ENOENT)
      return systemFailure("remove", sub->getPathOf(entry));
  if (::unlinkat(fd, name.str().c_str(), AT_REMOVEDIR) != 0)
    return systemFailure("remove", getPathOf(name));
  return Error::success();
}

Error Directory::writeFileAtomically(StringRef name, StringRef contents) const {
  std::string temporary = (name + ".tmp").str();
  if (Error error = removeFile(temporary))
    return error;
  Expected<FileWriter> writer = createFile(temporary);
  if (!writer)
    return writer.takeError();
  if (Error error = writer->write(contents.data(), contents.size()))
    return error;
  if (Error error = writer->finish())
    return error;
  if (Error error = rename(temporary, name))
    return error;
  return sync();
}

Error Directory::sync() const {
  if (::fsync(fd) != 0)
    return systemFailure("fsync the directory", path);
  return Error::success();
}

Expected<std::vector<int64_t>> Directory::listCheckpoints(bool strict) const {
  Expected<std::vector<std::string>> names = list();
  if (!names)
    return names.takeError();
  std::vector<int64_t> steps;
  for (const std::string &name : *names) {
    int kind = classifyName(name);
    if (kind < 0)
      continue;
    Expected<EntryKind> entryKind = getKind(name);
    if (!entryKind)
      return entryKind.takeError();
    if (*entryKind != EntryKind::Directory) {
      if (strict)
        return foreignEntry(getPathOf(name), "a directory");
      continue;
    }
    if (kind != 0)
      continue;
    Expected<Directory> sub = openSubdirectory(name);
    if (!sub) {
      if (strict)
        return sub.takeError();
      llvm::consumeError(sub.takeError());
      continue;
    }
    Expected<EntryKind> manifest = sub->getKind(kManifestFileName);
    if (!manifest)
      return manifest.takeError();
    if (*manifest == EntryKind::File)
      steps.push_back(parseStepDirName(name));
  }
  llvm::sort(steps);
  return steps;
}

/// Why the file open at `fd` cannot be a lock file this tool made, or none:
/// a lock file is a regular file with one name, holding the decimal pid of
/// the job that made it, with or without its newline, or what a job killed
/// while writing it, or a crash of the machine, can leave instead: nothing,
/// or zero bytes (a file system may persist the size before the data).
static std::optional<std::string> checkLockFile(int fd) {
  struct stat info;
  if (::fstat(fd, &info) != 0)
    return std::string("cannot be examined: ") + std::strerror(errno);
  if (!S_ISREG(info.st_mode))
    return std::string("is not a regular file");
  if (info.st_nlink != 1)
    return "is one of " + std::to_string(info.st_nlink) +
           " names of one file (a hard link)";
  constexpr off_t kLongestPidLine = 21;
  if (info.st_size == 0)
    return std::nullopt;
  char text[kLongestPidLine + 1] = {0};
  ssize_t got =
      info.st_size <= kLongestPidLine ? ::pread(fd, text, info.st_size, 0) : -1;
  StringRef content(text, got > 0 ? got : 0);
  bool isPid =
      llvm::all_of(content.drop_back(content.ends_with("\n")), llvm::isDigit);
  bool isZeros = llvm::all_of(content, [](char c) { return c == '\0'; });
  if (got != info.st_size || !(isPid || isZeros))
    return "holds " + std::to_string(info.st_size) +
           " bytes that are not a process id";
  return std::nullopt;
}

Expected<DirectoryLock> DirectoryLock::acquire(const Directory &dir,
                                               StringRef name, StringRef what) {
  std::string lockName = name.str();
  std::string path = dir.getPathOf(name);
  int dirFd = ::dup(dir.getDescriptor());
  if (dirFd < 0)
    return systemFailure("open the directory", dir.getPath());
  auto refuse = [&](Error error) {
    ::close(dirFd);
    return std::move(error);
  };
  // The lock file is never truncated before it is locked: the holder's pid
  // stays readable for the refusal. O_NONBLOCK: a FIFO planted at the name
  // must not block the open (it is refused below).
  int fd =
      ::openat(dirFd, lockName.c_str(),
               O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == ELOOP)
      return refuse(foreignEntry(path, "a regular file"));
    return refuse(systemFailure("create the lock file", path));
  }
  // The lock is written below: only a file of its own, never another name
  // of a user's file (a hard link) or a device.
  if (std::optional<std::string> problem = checkLockFile(fd)) {
    ::close(fd);
    return refuse(failure("'" + path + "' " + *problem +
                          ": it is not a lock file zero-run made, so it is "
                          "never written or removed; remove it yourself, or "
                          "give this job another directory"));
  }
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    int saved = errno;
    char text[32] = {0};
    ssize_t got = ::pread(fd, text, sizeof(text) - 1, 0);
    ::close(fd);
    if (saved != EWOULDBLOCK) {
      errno = saved;
      return refuse(systemFailure("lock", path));
    }
    StringRef holder = got > 0 ? StringRef(text, got).trim() : StringRef();
    unsigned pid = 0;
    std::string who = !holder.empty() && !holder.getAsInteger(10, pid)
                          ? "process " + std::to_string(pid)
                          : std::string("another process");
    return refuse(failure("'" + dir.getPath() + "' is in use by " + who +
                          " (it holds the lock '" + path + "' while " + what +
                          "); wait for that job to end, or give this job " +
                          "another directory"));
  }
  // The holder before us may have removed the file between our open and
  // our lock: then the lock is on a name nobody else will open.
  struct stat held, named;
  if (::fstat(fd, &held) != 0 ||
      ::fstatat(dirFd, lockName.c_str(), &named, AT_SYMLINK_NOFOLLOW) != 0 ||
      held.st_dev != named.st_dev || held.st_ino != named.st_ino ||
      !S_ISREG(held.st_mode)) {
    ::close(fd);
    return refuse(failure("'" + path +
                          "' changed while this job locked it: another job " +
                          "is starting in '" + dir.getPath() +
                          "'; give each job its own directory"));
  }
  std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) != 0 ||
      ::pwrite(fd, pid.data(), pid.size(), 0) != ssize_t(pid.size())) {
    ::close(fd);
    return refuse(systemFailure("write the lock file", path));
  }
  return DirectoryLock(dirFd, lockName, fd);
}

DirectoryLock::DirectoryLock(DirectoryLock &&other)
    : dirFd(other.dirFd), name(std::move(other.name)), fd(other.fd) {
  other.dirFd = other.fd = -1;
}

DirectoryLock::~DirectoryLock() {
  if (fd >= 0) {
    // Removed while still locked, and only if the name is still ours, so
    // that the next job creates a file of its own.
    struct stat held, named;
    if (::fstat(fd, &held) == 0 &&
        ::fstatat(dirFd, name.c_str(), &named, AT_SYMLINK_NOFOLLOW) == 0 &&
        held.st_dev == named.st_dev && held.st_ino == named.st_ino)
      (void)::unlinkat(dirFd, name.c_str(), 0);
    ::close(fd);
  }
  if (dirFd >= 0)
    ::close(dirFd);
}

} // namespace mlir::zero::checkpoint
