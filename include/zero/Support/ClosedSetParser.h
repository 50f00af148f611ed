//===- ClosedSetParser.h - options that take one of a few words -*- C++ -*-===//
//
// The llvm::cl parser of an enum option declared with `cl::values`: the
// tools' flags (zero-import --dtype) and the passes' options (zero-shard
// stage=...) alike. It is llvm::cl's generic enum parser but for its error,
// which names the valid values; llvm::cl's own says only "Cannot find option
// named '7'!". Install it for an enum as that enum's `llvm::cl::parser`
// specialization (see `ZERO_CLOSED_SET_OPTION`), which is what MLIR's pass
// options use too.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_CLOSEDSETPARSER_H
#define ZERO_SUPPORT_CLOSEDSETPARSER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::zero {

/// The llvm::cl parser of a closed-set option: the values are those given
/// with `cl::values`, and an unknown value is an error that names the valid
/// ones.
template <typename EnumT>
class ClosedSetParser : public llvm::cl::generic_parser_base {
protected:
  struct OptionInfo : public GenericOptionInfo {
    OptionInfo(llvm::StringRef name, EnumT value, llvm::StringRef help)
        : GenericOptionInfo(name, help), V(value) {}
    llvm::cl::OptionValue<EnumT> V;
  };
  llvm::SmallVector<OptionInfo, 8> Values;

public:
  using parser_data_type = EnumT;
  explicit ClosedSetParser(llvm::cl::Option &option)
      : generic_parser_base(option) {}

  unsigned getNumOptions() const override { return Values.size(); }
  llvm::StringRef getOption(unsigned n) const override {
    return Values[n].Name;
  }
  llvm::StringRef getDescription(unsigned n) const override {
    return Values[n].HelpStr;
  }
  const llvm::cl::GenericOptionValue &
  getOptionValue(unsigned n) const override {
    return Values[n].V;
  }

  /// Returns true on error, as llvm::cl parsers do.
  bool parse(llvm::cl::Option &option, llvm::StringRef argName,
             llvm::StringRef arg, EnumT &value) {
    llvm::SmallVector<std::string> valid;
    for (const OptionInfo &entry : Values) {
      if (entry.Name == arg) {
        value = entry.V.getValue();
        return false;
      }
      valid.push_back(("'" + entry.Name + "'").str());
    }
    return option.error("error: '" + arg +
                        "' is not a valid value; valid values are " +
                        llvm::join(valid, ", "));
  }

  template <typename ValueT>
  void addLiteralOption(llvm::StringRef name, const ValueT &value,
                        llvm::StringRef help) {
    Values.emplace_back(name, static_cast<EnumT>(value), help);
    AddLiteralOption(Owner, name);
  }
  void removeLiteralOption(llvm::StringRef name) {
    Values.erase(Values.begin() + findOption(name));
  }
};

} // namespace mlir::zero

/// Makes `ClosedSetParser` the llvm::cl parser of enum `EnumT` (a fully
/// qualified name). Use at global scope.
#define ZERO_CLOSED_SET_OPTION(EnumT)                                          \
  template <>                                                                  \
  class llvm::cl::parser<EnumT>                                                \
      : public ::mlir::zero::ClosedSetParser<EnumT> {                          \
  public:                                                                      \
    using ClosedSetParser::ClosedSetParser;                                    \
  };

#endif // ZERO_SUPPORT_CLOSEDSETPARSER_H
