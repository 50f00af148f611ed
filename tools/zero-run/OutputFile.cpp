//===- OutputFile.cpp - outputs that are complete or absent ---------------===//

#include "OutputFile.h"

#include "llvm/Support/Errc.h"
#include "llvm/Support/Path.h"

using namespace mlir;

namespace zero_run {

static std::string describe(const std::string &path,
                            const std::error_code &code) {
  return "zero-run: cannot write '" + path + "': " + code.message();
}

std::unique_ptr<OutputFile> OutputFile::open(const std::string &path,
                                             std::string &error) {
  std::unique_ptr<OutputFile> file(new OutputFile());
  file->path = path;
  if (path == "-") {
    file->stream = &llvm::outs();
    return file;
  }
  // Only a regular file may be replaced by a rename: renaming over a device
  // such as /dev/null (possible as root) would replace the device itself.
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(path, status) &&
                status.type() != llvm::sys::fs::file_type::file_not_found;
  if (exists && status.type() != llvm::sys::fs::file_type::regular_file) {
    std::error_code code;
    file->ownedStream = std::make_unique<llvm::raw_fd_ostream>(
        path, code, llvm::sys::fs::OF_None);
    if (code) {
      file->ownedStream->clear_error();
      error = describe(path, code);
      return nullptr;
    }
    file->stream = file->ownedStream.get();
    return file;
  }
  llvm::Expected<llvm::sys::fs::TempFile> temporary =
      llvm::sys::fs::TempFile::create(path + ".tmp-%%%%%%");
  if (!temporary) {
    error = describe(path, llvm::errorToErrorCode(temporary.takeError()));
    return nullptr;
  }
  file->temporary.emplace(std::move(*temporary));
  file->ownedStream = std::make_unique<llvm::raw_fd_ostream>(
      file->temporary->FD, /*shouldClose=*/false);
  file->stream = file->ownedStream.get();
  return file;
}

OutputFile::~OutputFile() {
  if (ownedStream)
    ownedStream->clear_error();
  if (temporary)
    llvm::consumeError(temporary->discard());
}

LogicalResult OutputFile::commit(std::string &error) {
  stream->flush();
  std::error_code code = stream->error();
  if (!code && ownedStream && !temporary) {
    // A device or pipe opened here: its close may still report an error.
    ownedStream->close();
    code = ownedStream->error();
  }
  if (code) {
    stream->clear_error();
    error = describe(path, code);
    return failure();
  }
  if (!temporary)
    return success();
  // TempFile::keep closes the descriptor (checking the close) and renames.
  llvm::Error kept = temporary->keep(path);
  temporary.reset();
  if (kept) {
    error = describe(path, llvm::errorToErrorCode(std::move(kept)));
    return failure();
  }
  return success();
}

LogicalResult checkStandardOutput(std::string &error) {
  llvm::outs().flush();
  if (std::error_code code = llvm::outs().error()) {
    llvm::outs().clear_error();
    error = "zero-run: cannot write the standard output: " + code.message();
    return failure();
  }
  return success();
}

} // namespace zero_run
