//===- OutputFiles.cpp - outputs that are complete or absent --------------===//

#include "zero/Report/OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

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

bool zero::isWrittenInPlace(StringRef path) {
  if (path == "-")
    return true;
  fs::file_status status;
  return !fs::status(path, status) && fs::exists(status) &&
         !fs::is_regular_file(status) && !fs::is_directory(status);
}

std::optional<std::string> zero::checkOutputPath(StringRef path,
                                                 StringRef fileNameExample) {
  if (path.empty())
    return std::string("the path is empty; give a file name, e.g. '") +
           fileNameExample.str() + "', or '-' for standard output";
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

namespace {
/// A temporary next to its output, removed unless kept.
struct Temporary {
  llvm::SmallString<128> path;
  bool kept = false;
};
} // namespace

std::optional<OutputFailure> zero::writeOutputs(ArrayRef<OutputFile> outputs) {
  SmallVector<Temporary> temporaries(outputs.size());
  auto discardAll = [&] {
    for (Temporary &temporary : temporaries)
      if (!temporary.path.empty() && !temporary.kept) {
        fs::remove(temporary.path);
        llvm::sys::DontRemoveFileOnSignal(temporary.path);
      }
  };
  auto fail = [&](unsigned index, std::string reason) {
    discardAll();
    return OutputFailure{index, std::move(reason)};
  };

  // Regular files: each to a temporary, checked; renamed at the very end.
  for (auto [index, output] : llvm::enumerate(outputs)) {
    if (isWrittenInPlace(output.path))
      continue;
    int fd = -1;
    Temporary &temporary = temporaries[index];
    if (std::error_code error = fs::createUniqueFile(
            output.path + "-%%%%%%.tmp", fd, temporary.path))
      return fail(index, error.message());
    // An interrupted run leaves no temporary behind either.
    llvm::sys::RemoveFileOnSignal(temporary.path);
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    output.print(os);
    os.close();
    if (os.has_error())
      return fail(index, takeStreamError(os));
  }
  // Devices and FIFOs in place, then standard output.
  for (auto [index, output] : llvm::enumerate(outputs)) {
    if (output.path == "-" || !isWrittenInPlace(output.path))
      continue;
    std::error_code error;
    llvm::raw_fd_ostream os(output.path, error);
    if (error)
      return fail(index, error.message());
    output.print(os);
    os.close();
    if (os.has_error())
      return fail(index, takeStreamError(os));
  }
  for (auto [index, output] : llvm::enumerate(outputs)) {
    if (output.path != "-")
      continue;
    output.print(llvm::outs());
    llvm::outs().flush();
    if (llvm::outs().has_error())
      return fail(index, takeStreamError(llvm::outs()));
  }
  // Only now, when everything else was written, the regular files replace
  // what was there.
  for (auto [index, output] : llvm::enumerate(outputs)) {
    Temporary &temporary = temporaries[index];
    if (temporary.path.empty())
      continue;
    if (std::error_code error = fs::rename(temporary.path, output.path))
      return fail(index, error.message());
    temporary.kept = true;
    llvm::sys::DontRemoveFileOnSignal(temporary.path);
  }

  return std::nullopt;
}
