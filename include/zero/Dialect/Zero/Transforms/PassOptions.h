//===- PassOptions.h - closed-set options of the zero passes ---*- C++ -*-===//
//
// Options whose value is one of a few words (`stage=0|1|2|3|auto`, `unit=B|kB|
// MB|GB|auto`) are enums, parsed once by llvm::cl against the list of valid
// values. An unknown value is an error that lists the valid ones: llvm::cl's
// own message says only "Cannot find option named '7'!".
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PASSOPTIONS_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_PASSOPTIONS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::zero {

/// `zero-shard`'s `stage`: a ZeRO stage, or `auto` to choose one. `Unset`
/// (the default) makes the pass ask for a stage.
enum class ShardStageOption { Unset, Stage0, Stage1, Stage2, Stage3, Auto };

/// `zero-report`'s `stage`: one stage, or all four.
enum class ReportStageOption { Stage0, Stage1, Stage2, Stage3, All };

/// `zero-report`'s `unit`: a fixed unit for the table, or the one that suits
/// its largest figure.
enum class ReportUnitOption { Auto, B, kB, MB, GB };

/// The ZeRO stage 0–3 an option value names, or -1 for `auto`, `all` and
/// `Unset`.
inline int getStageNumber(ShardStageOption stage) {
  return stage >= ShardStageOption::Stage0 && stage <= ShardStageOption::Stage3
             ? static_cast<int>(stage) -
                   static_cast<int>(ShardStageOption::Stage0)
             : -1;
}
inline int getStageNumber(ReportStageOption stage) {
  return stage == ReportStageOption::All ? -1 : static_cast<int>(stage);
}

/// The llvm::cl parser of a closed-set option: the values are those given
/// with `cl::values`, and an unknown value is an error that names the valid
/// ones. It is llvm::cl's generic enum parser but for that message, and is
/// installed for each option enum below as its `llvm::cl::parser`, which
/// is what MLIR's pass options use.
template <typename EnumT>
class ClosedSetParser : public llvm::cl::generic_parser_base {
protected:
  struct OptionInfo : public GenericOptionInfo {
    OptionInfo(StringRef name, EnumT value, StringRef help)
        : GenericOptionInfo(name, help), V(value) {}
    llvm::cl::OptionValue<EnumT> V;
  };
  SmallVector<OptionInfo, 8> Values;

public:
  using parser_data_type = EnumT;
  explicit ClosedSetParser(llvm::cl::Option &option)
      : generic_parser_base(option) {}

  unsigned getNumOptions() const override { return Values.size(); }
  StringRef getOption(unsigned n) const override { return Values[n].Name; }
  StringRef getDescription(unsigned n) const override {
    return Values[n].HelpStr;
  }
  const llvm::cl::GenericOptionValue &
  getOptionValue(unsigned n) const override {
    return Values[n].V;
  }

  /// Returns true on error, as llvm::cl parsers do.
  bool parse(llvm::cl::Option &option, StringRef argName, StringRef arg,
             EnumT &value) {
    SmallVector<std::string> valid;
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
  void addLiteralOption(StringRef name, const ValueT &value, StringRef help) {
    Values.emplace_back(name, static_cast<EnumT>(value), help);
    AddLiteralOption(Owner, name);
  }
  void removeLiteralOption(StringRef name) {
    Values.erase(Values.begin() + findOption(name));
  }
};

/// Option values print as the word they were given as (pass pipelines
/// print their options).
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ShardStageOption stage);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ReportStageOption stage);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ReportUnitOption unit);

} // namespace mlir::zero

namespace llvm::cl {
template <>
class parser<mlir::zero::ShardStageOption>
    : public mlir::zero::ClosedSetParser<mlir::zero::ShardStageOption> {
  using ClosedSetParser::ClosedSetParser;
};
template <>
class parser<mlir::zero::ReportStageOption>
    : public mlir::zero::ClosedSetParser<mlir::zero::ReportStageOption> {
  using ClosedSetParser::ClosedSetParser;
};
template <>
class parser<mlir::zero::ReportUnitOption>
    : public mlir::zero::ClosedSetParser<mlir::zero::ReportUnitOption> {
  using ClosedSetParser::ClosedSetParser;
};
} // namespace llvm::cl

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSOPTIONS_H
