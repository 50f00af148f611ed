//===- Errors.h - the errors lib/Checkpoint returns ------------*- C++ -*-===//
//
// Internal to lib/Checkpoint: its readers and writers return llvm::Error
// values that say what failed and where, for the tools to print.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CHECKPOINT_ERRORS_H
#define ZERO_LIB_CHECKPOINT_ERRORS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <cerrno>
#include <cstring>

namespace mlir::zero::checkpoint {

/// An error with `message`.
inline llvm::Error failure(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// "cannot WHAT 'PATH': " and the reason errno gives.
inline llvm::Error systemFailure(const llvm::Twine &what,
                                 llvm::StringRef path) {
  return failure("cannot " + what + " '" + path + "': " + strerror(errno));
}

} // namespace mlir::zero::checkpoint

#endif // ZERO_LIB_CHECKPOINT_ERRORS_H
