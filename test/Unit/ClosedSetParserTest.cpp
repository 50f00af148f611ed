//===- ClosedSetParserTest.cpp - options that take one of a few words -----===//
//
// Checks `ClosedSetParser`, installed with `ZERO_CLOSED_SET_OPTION` as the
// llvm::cl parser of a test enum: every listed value parses to its
// enumerator, and anything else fails with an error that lists the valid
// values (llvm::cl's own says only "Cannot find option named ..."). The
// error goes where llvm::cl sends parser errors, standard error, which the
// tests capture.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/ClosedSetParser.h"

#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>

namespace zero_unit_test {
/// A closed set like zero-import's `--dtype`.
enum class Precision { Fp32, Bf16, Fp8 };
} // namespace zero_unit_test

ZERO_CLOSED_SET_OPTION(zero_unit_test::Precision)

namespace {

using zero_unit_test::Precision;
namespace cl = llvm::cl;

/// A `--precision` option that exists only for one test: llvm::cl options
/// register globally, so each test takes its own out again.
struct PrecisionOption : cl::opt<Precision> {
  PrecisionOption()
      : cl::opt<Precision>(
            "zero-unit-precision", cl::desc("Element type of the states"),
            cl::init(Precision::Fp32),
            cl::values(clEnumValN(Precision::Fp32, "fp32", "32-bit floats"),
                       clEnumValN(Precision::Bf16, "bf16", "bfloat16"),
                       clEnumValN(Precision::Fp8, "fp8", "8-bit floats"))) {}
  ~PrecisionOption() override { removeArgument(); }

  /// Parses `text` the way llvm::cl does for `--zero-unit-precision=text`;
  /// returns true on error and puts what was printed in `errors`.
  bool parse(llvm::StringRef text, Precision &value, std::string &errors) {
    testing::internal::CaptureStderr();
    bool failed = getParser().parse(*this, ArgStr, text, value);
    llvm::errs().flush();
    errors = testing::internal::GetCapturedStderr();
    return failed;
  }
};

constexpr const char *kValidValues = "valid values are 'fp32', 'bf16', 'fp8'";

// Each listed word parses to its enumerator, silently.
TEST(ClosedSetParserTest, EveryListedValueParses) {
  PrecisionOption option;
  const std::pair<const char *, Precision> cases[] = {{"fp32", Precision::Fp32},
                                                      {"bf16", Precision::Bf16},
                                                      {"fp8", Precision::Fp8}};
  for (auto [text, expected] : cases) {
    // Start from another value, so that a parse that sets nothing shows.
    Precision value =
        expected == Precision::Fp8 ? Precision::Fp32 : Precision::Fp8;
    std::string errors;
    EXPECT_FALSE(option.parse(text, value, errors)) << text;
    EXPECT_EQ(value, expected) << text;
    EXPECT_EQ(errors, "") << text;
  }
}

// An unknown word fails, leaves the value alone, and the error names the
// word, the option and every valid value in declaration order.
TEST(ClosedSetParserTest, UnknownValueFailsListingTheValidOnes) {
  PrecisionOption option;
  Precision value = Precision::Bf16;
  std::string errors;
  EXPECT_TRUE(option.parse("fp16", value, errors));
  EXPECT_EQ(value, Precision::Bf16);
  EXPECT_NE(errors.find("'fp16' is not a valid value"), std::string::npos)
      << errors;
  EXPECT_NE(errors.find(kValidValues), std::string::npos) << errors;
  EXPECT_NE(errors.find("zero-unit-precision"), std::string::npos) << errors;
}

// Matching is exact: case, surrounding spaces, prefixes and the empty word
// are all unknown values.
TEST(ClosedSetParserTest, ValuesMatchExactly) {
  PrecisionOption option;
  for (const char *text : {"BF16", "Fp32", " fp8", "fp8 ", "fp", "fp32x", ""}) {
    Precision value = Precision::Fp32;
    std::string errors;
    EXPECT_TRUE(option.parse(text, value, errors)) << '"' << text << '"';
    EXPECT_NE(errors.find(kValidValues), std::string::npos) << errors;
  }
}

// The parser lists the values for --help in declaration order, with their
// descriptions.
TEST(ClosedSetParserTest, HelpListsTheValuesInOrder) {
  PrecisionOption option;
  cl::parser<Precision> &parser = option.getParser();
  ASSERT_EQ(parser.getNumOptions(), 3u);
  EXPECT_EQ(parser.getOption(0), "fp32");
  EXPECT_EQ(parser.getOption(1), "bf16");
  EXPECT_EQ(parser.getOption(2), "fp8");
  EXPECT_EQ(parser.getDescription(1), "bfloat16");
}

// Through the whole command line: a valid word sets the option; an unknown
// one makes parsing fail (returned, since an error stream is given, instead
// of exiting) with the list of valid values.
TEST(ClosedSetParserTest, CommandLineUsesTheParser) {
  PrecisionOption option;
  std::string otherErrors;
  llvm::raw_string_ostream otherErrorStream(otherErrors);

  cl::ResetAllOptionOccurrences();
  const char *valid[] = {"zero-unit-tests", "--zero-unit-precision=bf16"};
  EXPECT_TRUE(cl::ParseCommandLineOptions(2, valid, "", &otherErrorStream));
  EXPECT_EQ(option.getValue(), Precision::Bf16);

  cl::ResetAllOptionOccurrences();
  const char *invalid[] = {"zero-unit-tests", "--zero-unit-precision=int8"};
  testing::internal::CaptureStderr();
  bool parsed = cl::ParseCommandLineOptions(2, invalid, "", &otherErrorStream);
  llvm::errs().flush();
  std::string errors = testing::internal::GetCapturedStderr();
  EXPECT_FALSE(parsed);
  EXPECT_NE(errors.find("'int8' is not a valid value"), std::string::npos)
      << errors;
  EXPECT_NE(errors.find(kValidValues), std::string::npos) << errors;
  cl::ResetAllOptionOccurrences();
}

} // namespace
