//===- Targets.h - what zero-fuzz feeds its inputs to ----------*- C++ -*-===//
//
// One target per parser and reader of the files and text a user gives the
// tools: the JSON reader every input file goes through, a checkpoint's
// manifest, a machine description, zero-import's Hugging Face config.json
// and the zero dialect's attributes and types. Each runs one input through
// the same entry point the tools call and says whether it was accepted; a
// rejection with an error is the right answer to a bad input, a crash, a
// hang or a broken round trip is a finding (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TOOLS_ZERO_FUZZ_TARGETS_H
#define ZERO_TOOLS_ZERO_FUZZ_TARGETS_H

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mlir::zero::fuzz {

struct Target {
  /// The name on the command line and the corpus directory's name.
  std::string name;
  /// What it parses, for --list.
  std::string description;
  /// Whether inputs are JSON (the mutator also rewrites parsed values).
  bool json = false;
  /// Whether `all` runs it (the self-tests that crash on purpose do not).
  bool inAll = true;
  /// Tokens of the input language worth inserting.
  std::vector<std::string> dictionary;
  /// Runs one input; true if the parser accepted it. Calls
  /// `reportViolation` if an accepted input breaks a promise (its printed
  /// form does not read back).
  std::function<bool(llvm::StringRef)> run;
};

/// Every target. File readers write their input under `workDir`.
std::vector<Target> createTargets(llvm::StringRef workDir);

/// Ends the run as a failure: prints `message`, the input and the seed, and
/// saves the input (defined by the driver).
[[noreturn]] void reportViolation(const std::string &message);

} // namespace mlir::zero::fuzz

#endif // ZERO_TOOLS_ZERO_FUZZ_TARGETS_H
