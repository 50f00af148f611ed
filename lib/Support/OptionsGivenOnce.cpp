//===- OptionsGivenOnce.cpp - single-valued options given once ------------===//
//
// See OptionsGivenOnce.h. Options are visited in name order, so that the
// option a message names does not depend on the registry's hashing.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/OptionsGivenOnce.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>

using namespace llvm;

std::optional<std::string> mlir::zero::findRepeatedOption() {
  // Each subcommand (zero-ckpt's inspect, verify, export) has options of
  // its own; only the one given counts occurrences, the others hold 0.
  SmallVector<cl::SubCommand *> subcommands = {&cl::SubCommand::getTopLevel()};
  for (cl::SubCommand *subcommand : cl::getRegisteredSubcommands())
    if (subcommand != subcommands.front())
      subcommands.push_back(subcommand);
  SmallVector<std::pair<StringRef, cl::Option *>> options;
  for (cl::SubCommand *subcommand : subcommands)
    for (auto &entry : cl::getRegisteredOptions(*subcommand))
      options.emplace_back(entry.first, entry.second);
  llvm::sort(options,
             [](const auto &a, const auto &b) { return a.first < b.first; });
  for (auto [name, option] : options) {
    // Aliases share their option's count; name the option itself.
    if (name != option->ArgStr || option->isPositional())
      continue;
    cl::NumOccurrencesFlag flag = option->getNumOccurrencesFlag();
    if (flag != cl::Optional && flag != cl::Required)
      continue;
    if (int times = option->getNumOccurrences(); times > 1)
      return (Twine(name.size() == 1 ? "-" : "--") + name + " is given " +
              Twine(times) + " times; give it once")
          .str();
  }
  return std::nullopt;
}
