//===- Mutator.h - seeded mutations of text inputs -------------*- C++ -*-===//
//
// The toolchain the project builds with (GCC) has no libFuzzer, so
// zero-fuzz mutates inputs itself: starting from a checked-in corpus, it
// flips bits, inserts and deletes bytes, splices two inputs, replaces
// numbers with the values that break size arithmetic (2^63 - 1, -1, 1e308,
// 5e-324, ...), nests brackets a hundred thousand deep and, for JSON
// inputs, rewrites one value of the parsed document. Every choice comes
// from one `std::mt19937_64`, whose sequence the C++ standard fixes, so a
// seed names the same inputs on every machine (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TOOLS_ZERO_FUZZ_MUTATOR_H
#define ZERO_TOOLS_ZERO_FUZZ_MUTATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace mlir::zero::fuzz {

class Mutator {
public:
  /// `dictionary`: tokens of the input language worth inserting (field
  /// names, keywords), on top of the numbers every target gets.
  Mutator(uint64_t seed, std::vector<std::string> dictionary, bool json,
          size_t maxBytes);

  /// A mutant of `base`, `other` being a second input to splice with; one
  /// to four mutations stacked. Never longer than `maxBytes`.
  std::string mutate(llvm::StringRef base, llvm::StringRef other);

  /// A number in [0, n), n > 0. The standard fixes mt19937_64's output but
  /// not that of its distributions, so none is used.
  uint64_t below(uint64_t n) { return rng() % n; }

private:
  void mutateBytes(std::string &text, llvm::StringRef other);
  /// Rewrites one value of `text` parsed as JSON; false if it does not
  /// parse.
  bool mutateJson(std::string &text);
  const std::string &pickToken();

  std::mt19937_64 rng;
  std::vector<std::string> dictionary;
  bool json;
  size_t maxBytes;
};

/// The values that break arithmetic on sizes and counts, as text.
llvm::ArrayRef<const char *> getInterestingNumbers();

/// `input` as a C string literal's contents (\n, \", \xNN), at most
/// `maxChars` of it, for messages.
std::string escapeInput(llvm::StringRef input, size_t maxChars);

} // namespace mlir::zero::fuzz

#endif // ZERO_TOOLS_ZERO_FUZZ_MUTATOR_H
