//===- OptionsGivenOnce.h - single-valued options given once ----*- C++ -*-===//
//
// llvm::cl takes an option that holds one value as often as it is given and
// keeps the last: `zero-import --hf-config llama.json --hf-config
// mixtral.json` built the Mixtral step without a word, and `--batch 2
// --batch 4` planned a batch of 4. The tools refuse that instead; options
// that collect values (cl::list) are meant to be repeated and are not
// checked.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_OPTIONSGIVENONCE_H
#define ZERO_SUPPORT_OPTIONSGIVENONCE_H

#include <optional>
#include <string>

namespace mlir::zero {

/// After `llvm::cl::ParseCommandLineOptions`: a message naming the first
/// single-valued option the command line gave more than once ("--batch is
/// given 2 times; give it once"), or nothing.
std::optional<std::string> findRepeatedOption();

} // namespace mlir::zero

#endif // ZERO_SUPPORT_OPTIONSGIVENONCE_H
