//===- OutputFiles.cpp - outputs that are complete or absent --------------===//

#include "zero/Report/OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::zero;
namespace fs = llvm::sys::fs;

/// The error a stream recorded, cleared so that its destructor does not end
/// the tool with "IO failure on output stream".
static std::string takeStreamError(llvm::raw_fd_ostream &os) {
  std::string message = os.error().message();
  os.clear_error();
  return message;
}

/// The system's names of this process's own descriptors (/dev/stdout,
/// /dev/stderr, /dev/fd/N, /proc/self/fd/N): links the caller did not plant,
/// to wherever it redirected the descriptor. They are written through, in
/// place, as standard output is.
static bool isOwnDescriptorAlias(StringRef path) {
  return path == "/dev/stdout" || path == "/dev/stderr" ||
         path.starts_with("/dev/fd/") || path.starts_with("/proc/self/fd/");
}

bool zero::isWrittenInPlace(StringRef path) {
  if (path == "-" || isOwnDescriptorAlias(path))
    return true;
  // The entry itself: a link is neither written through nor in place
  // (symbolicLinkReason refuses it).
  fs::file_status status;
  return !fs::status(path, status, /*Follow=*/false) && fs::exists(status) &&
         !fs::is_regular_file(status) && !fs::is_directory(status) &&
         !fs::is_symlink_file(status);
}

/// Why `path` is refused as an output when its last component is a
/// symbolic link, else nothing. An output replaces or writes the entry the
/// user named, never what a link there points to: a link planted where a
/// tool writes would otherwise turn the write against another file
/// (issue 26; docs/zero-run.md, "Errors and exit status").
static std::optional<std::string> symbolicLinkReason(StringRef path) {
  fs::file_status status;
  if (path == "-" || isOwnDescriptorAlias(path) ||
      fs::status(path, status, /*Follow=*/false) ||
      !fs::is_symlink_file(status))
    return std::nullopt;
  llvm::SmallString<256> target;
  std::string to;
  if (!fs::real_path(path, target))
    to = " (to '" + target.str().str() + "')";
  return "it is a symbolic link" + to +
         ", and outputs are never written through or over a link; name the "
         "file itself, or '-' for standard output";
}

std::optional<std::string> zero::checkOutputPath(StringRef path,
                                                 StringRef fileNameExample) {
  if (path.empty())
    return std::string("the path is empty; give a file name, e.g. '") +
           fileNameExample.str() + "', or '-' for standard output";
  if (std::optional<std::string> link = symbolicLinkReason(path))
    return link;
  if (isWrittenInPlace(path))
    return std::nullopt;
  if (fs::is_directory(path))
    return ("it is a directory; give a file name, e.g. '" + fileNameExample +
            "'")
        .str();
  StringRef directory = llvm::sys::path::parent_path(path);
  if (directory.empty() || fs::is_directory(directory))
    return std::nullopt;
  if (fs::exists(directory))
    return ("'" + directory + "' is not a directory; choose another path")
        .str();
  return ("directory '" + directory +
          "' does not exist; create it or choose another path")
      .str();
}

std::unique_ptr<OutputFile> OutputFile::open(StringRef path,
                                             std::string &reason) {
  std::unique_ptr<OutputFile> file(new OutputFile());
  file->path = path.str();
  if (path == "-") {
    file->stream = &llvm::outs();
    return file;
  }
  if (std::optional<std::string> link = symbolicLinkReason(path)) {
    reason = *link;
    return nullptr;
  }
  if (isWrittenInPlace(path)) {
    // O_NOFOLLOW: a link put in the device's place since the check is not
    // written through either. A descriptor's alias is followed to what the
    // caller redirected it to, and a file there is written from the start.
    std::string name = path.str();
    int fd = isOwnDescriptorAlias(path)
                 ? ::open(name.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC)
                 : ::open(name.c_str(), O_WRONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
      reason = errno == ELOOP
                   ? symbolicLinkReason(path).value_or("it is a symbolic link")
                   : std::string(std::strerror(errno));
      return nullptr;
    }
    file->ownedStream =
        std::make_unique<llvm::raw_fd_ostream>(fd, /*shouldClose=*/true);
    file->stream = file->ownedStream.get();
    return file;
  }
  int fd = -1;
  llvm::SmallString<128> temporary;
  if (std::error_code error =
          fs::createUniqueFile(path + "-%%%%%%.tmp", fd, temporary)) {
    // The file is written to a temporary beside it and renamed into place:
    // what failed is that temporary, in the file's directory, which can
    // refuse new files while the file itself could exist (e.g. in /proc).
    StringRef directory = llvm::sys::path::parent_path(path);
    if (directory.empty())
      directory = ".";
    if (!fs::exists(directory))
      reason = ("directory '" + directory +
                "' does not exist; create it or choose another path")
                   .str();
    else
      reason = ("cannot create a temporary file in '" + directory +
                "' (the file is written there first, then renamed into "
                "place): " +
                error.message())
                   .str();
    return nullptr;
  }
  file->temporary = temporary.str().str();
  // An interrupted run leaves no temporary behind either.
  llvm::sys::RemoveFileOnSignal(file->temporary);
  file->ownedStream =
      std::make_unique<llvm::raw_fd_ostream>(fd, /*shouldClose=*/true);
  file->stream = file->ownedStream.get();
  return file;
}

OutputFile::~OutputFile() {
  if (ownedStream)
    ownedStream->clear_error();
  if (!temporary.empty()) {
    ownedStream.reset();
    fs::remove(temporary);
    llvm::sys::DontRemoveFileOnSignal(temporary);
  }
}

LogicalResult OutputFile::finish(std::string &reason) {
  stream->flush();
  if (ownedStream)
    ownedStream->close();
  if (stream->has_error()) {
    reason = takeStreamError(*stream);
    return failure();
  }
  return success();
}

LogicalResult OutputFile::keep(std::string &reason) {
  if (temporary.empty())
    return success();
  if (std::error_code error = fs::rename(temporary, path)) {
    reason = error.message();
    return failure();
  }
  llvm::sys::DontRemoveFileOnSignal(temporary);
  temporary.clear();
  return success();
}

std::optional<OutputFailure> zero::writeOutputs(ArrayRef<Output> outputs) {
  // Regular files first, then devices and FIFOs, then standard output; each
  // written and checked before any regular file replaces what was there.
  auto rank = [](StringRef path) {
    return path == "-" ? 2 : isWrittenInPlace(path) ? 1 : 0;
  };
  SmallVector<unsigned> order;
  for (unsigned index = 0; index < outputs.size(); ++index)
    order.push_back(index);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return rank(outputs[a].path) < rank(outputs[b].path);
  });
  SmallVector<std::pair<unsigned, std::unique_ptr<OutputFile>>> files;
  std::string reason;
  for (unsigned index : order) {
    std::unique_ptr<OutputFile> file =
        OutputFile::open(outputs[index].path, reason);
    if (!file)
      return OutputFailure{index, reason};
    outputs[index].print(file->os());
    if (failed(file->finish(reason)))
      return OutputFailure{index, reason};
    files.emplace_back(index, std::move(file));
  }
  for (auto &[index, file] : files)
    if (failed(file->keep(reason)))
      return OutputFailure{index, reason};
  return std::nullopt;
}
