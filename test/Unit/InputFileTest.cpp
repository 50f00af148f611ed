//===- InputFileTest.cpp - the reader of every input file -----------------===//
//
// Checks `readInputFile`, `checkJsonNesting` and `checkWrittenJson`
// (zero/Support/InputFile.h) in a fresh temporary directory per test: a
// regular file is read whole up to its limit and refused one byte past it,
// whatever its size says; what is not a regular file is refused unread
// (a FIFO without a writer too, which must not block); nesting is counted
// outside strings only (MLIR's also outside comments); JSON numbers
// beyond the double range are refused naming where they are; and written
// JSON holding infinity is refused with its line.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/InputFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>
#include <sys/stat.h>

using namespace mlir::zero;
namespace fs = llvm::sys::fs;

namespace {

class InputFileTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("zero-unit-inputs", directory));
  }
  void TearDown() override { fs::remove_directories(directory); }

  std::string pathOf(llvm::StringRef name) const {
    llvm::SmallString<128> path(directory);
    llvm::sys::path::append(path, name);
    return std::string(path);
  }

  std::string write(llvm::StringRef name, llvm::StringRef text) const {
    std::string path = pathOf(name);
    std::error_code error;
    llvm::raw_fd_ostream os(path, error);
    EXPECT_FALSE(error);
    os << text;
    return path;
  }

  /// The error message of `result`, or "" when it succeeded.
  template <typename T> static std::string messageOf(llvm::Expected<T> result) {
    if (result)
      return "";
    return llvm::toString(result.takeError());
  }
  static std::string messageOf(llvm::Error error) {
    return error ? llvm::toString(std::move(error)) : "";
  }

  llvm::SmallString<128> directory;
};

const InputFileLimits kTenBytes = {"a test file", 10};

TEST_F(InputFileTest, ReadsARegularFileUpToItsLimit) {
  std::string path = write("ten", "0123456789");
  llvm::Expected<std::string> text = readInputFile(path, kTenBytes);
  ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
  EXPECT_EQ(*text, "0123456789");

  path = write("eleven", "0123456789A");
  EXPECT_EQ(messageOf(readInputFile(path, kTenBytes)),
            "cannot read '" + path +
                "': it has 11 bytes, more than 10 bytes, the limit for a "
                "test file");
}

TEST_F(InputFileTest, LimitsWhatIsReadNotWhatTheSizeSays) {
  // Files under /proc say they have 0 bytes; the read stops one byte past
  // the limit all the same.
  EXPECT_EQ(messageOf(readInputFile("/proc/self/maps", kTenBytes)),
            "cannot read '/proc/self/maps': it is larger than 10 bytes, the "
            "limit for a test file");
}

TEST_F(InputFileTest, RefusesWhatIsNotARegularFile) {
  EXPECT_EQ(messageOf(readInputFile("/dev/zero", kTenBytes)),
            "cannot read '/dev/zero': it is a character device, not a "
            "regular file");
  EXPECT_EQ(messageOf(readInputFile(directory, kTenBytes)),
            "cannot read '" + std::string(directory) +
                "': it is a directory, not a regular file");
  // Without O_NONBLOCK the open would wait for a writer forever.
  std::string fifo = pathOf("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(messageOf(readInputFile(fifo, kTenBytes)),
            "cannot read '" + fifo +
                "': it is a FIFO (named pipe), not a regular file");
  std::string missing = pathOf("missing");
  EXPECT_EQ(messageOf(readInputFile(missing, kTenBytes)),
            "cannot read '" + missing + "': No such file or directory");
}

TEST_F(InputFileTest, FollowsASymbolicLinkToARegularFile) {
  std::string target = write("target", "{}");
  std::string link = pathOf("link");
  ASSERT_FALSE(fs::create_link(target, link));
  llvm::Expected<std::string> text = readInputFile(link, kTenBytes);
  ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
  EXPECT_EQ(*text, "{}");
}

TEST_F(InputFileTest, CountsNestingOutsideStrings) {
  InputFileLimits limits = {"a test file", 1 << 20, /*maxJsonDepth=*/3};
  EXPECT_TRUE(bool(parseJsonInput("f", R"({"a": [[1]]})", limits)));
  // Brackets in strings, with an escaped quote among them, do not count.
  EXPECT_TRUE(
      bool(parseJsonInput("f", R"({"a": "[[[\"[[[", "b": [[]]})", limits)));
  EXPECT_EQ(messageOf(parseJsonInput("f", "{\n \"a\": [[[1]]]}", limits)),
            "f:2:9: JSON nested deeper than 3 levels, the limit for a test "
            "file");
  // A million unclosed brackets: refused at level 4, without recursion.
  std::string deep(1000000, '[');
  EXPECT_EQ(messageOf(parseJsonInput("f", deep, limits)),
            "f:1:4: JSON nested deeper than 3 levels, the limit for a test "
            "file");
  EXPECT_EQ(messageOf(parseJsonInput("f", "{\"a\" 1}", limits)),
            "f:1:6: invalid JSON: Expected : after object key");
}

TEST_F(InputFileTest, CountsContainersOutsideStrings) {
  InputFileLimits limits = {"a test file", 1 << 20};
  limits.maxJsonContainers = 3;
  // Three containers, and brackets inside a string that do not count.
  EXPECT_TRUE(bool(parseJsonInput("f", R"({"a": [{}], "b": "[{[{"})", limits)));
  EXPECT_EQ(messageOf(parseJsonInput("f", "{\"a\": [{}],\n\"b\": []}", limits)),
            "f:2:6: more than 3 JSON objects and arrays, the limit for a test "
            "file (which holds a few dozen)");
  // No limit where none is set (a checkpoint manifest).
  limits.maxJsonContainers = 0;
  std::string many = "[";
  for (int i = 0; i < 10000; ++i)
    many += i ? ",{}" : "{}";
  many += "]";
  EXPECT_TRUE(bool(parseJsonInput("f", many, limits)));
}

TEST_F(InputFileTest, RefusesWrittenJsonThatIsNotFinite) {
  EXPECT_FALSE(bool(checkWrittenJson("{\n  \"a\": 1.5,\n  \"b\": [2]\n}")));
  auto message = [](llvm::StringRef text) {
    llvm::Error error = checkWrittenJson(text);
    return error ? llvm::toString(std::move(error)) : std::string();
  };
  EXPECT_EQ(message("{\n  \"a\": 1.5,\n  \"b\": inf\n}"),
            "line 3 would hold a number that is not finite (inf), which JSON "
            "cannot hold: \"b\": inf");
  EXPECT_EQ(message("{\n  \"a\": -nan,\n  \"b\": 1\n}"),
            "line 2 would hold a number that is not finite (nan), which JSON "
            "cannot hold: \"a\": -nan,");
  EXPECT_EQ(message("[\n  1,\n  inf\n]"),
            "line 3 would hold a number that is not finite (inf), which JSON "
            "cannot hold: inf");
}

TEST_F(InputFileTest, RefusesJsonNumbersBeyondTheDoubleRange) {
  InputFileLimits limits = {"a test file", 1 << 20};
  // llvm::json reads these as infinity; the reader names where they are.
  EXPECT_EQ(
      messageOf(parseJsonInput("f", R"({"a": {"b": [1, 1e309]}})", limits)),
      "f: the number at 'a.b[1]' is too large (it reads as infinity); "
      "JSON numbers of the input files are at most "
      "1.7976931348623157e308");
  EXPECT_EQ(messageOf(parseJsonInput("f", "-1e400", limits)),
            "f: the number at '(top level)' is too large (it reads as "
            "infinity); JSON numbers of the input files are at most "
            "1.7976931348623157e308");
  // The largest double and integers past 64 bits (read as finite
  // doubles) are the fields' business, not the reader's.
  EXPECT_TRUE(bool(parseJsonInput(
      "f", "[1.7976931348623157e308, 18446744073709551616, 5e-324]", limits)));
}

TEST_F(InputFileTest, RefusesAKeyNamedTwiceInOneObject) {
  InputFileLimits limits = {"a test file", 1 << 20};
  // llvm::json keeps the last of two equal keys; a machine file with two
  // "pcie_bandwidth" would be read as the second without a word.
  EXPECT_EQ(messageOf(parseJsonInput(
                "f", "{\"a\": 1,\n \"b\": {\"a\": 2}, \"a\": 3}", limits)),
            "f:2:17: the key \"a\" appears twice in one object (first at "
            "1:2); JSON readers differ in which one they keep, so remove one");
  // A key spelt with escapes is the string it spells.
  EXPECT_EQ(messageOf(parseJsonInput("f", R"({"b": 1, "\u0062": 2})", limits)),
            "f:1:10: the key \"b\" appears twice in one object (first at "
            "1:2); JSON readers differ in which one they keep, so remove one");
  // The key is shown escaped: a quote or a NUL in it would garble the line.
  EXPECT_EQ(messageOf(parseJsonInput("f", R"({"a\"b": 1, "a\"b": 2})", limits)),
            "f:1:13: the key \"a\\22b\" appears twice in one object (first at "
            "1:2); JSON readers differ in which one they keep, so remove one");
  // Two lone surrogates both decode to U+FFFD, yet are two keys (as
  // Python's json keeps them); the same one twice is a duplicate.
  EXPECT_TRUE(
      bool(parseJsonInput("f", R"({"\ud800": 1, "\udc00": 2})", limits)));
  EXPECT_FALSE(
      bool(parseJsonInput("f", R"({"\ud800": 1, "\ud800": 2})", limits)));
  // Equal keys in different objects, keys equal to string values, and
  // quotes and brackets inside strings are not duplicates.
  EXPECT_TRUE(bool(parseJsonInput(
      "f", R"({"a": {"a": "a"}, "b": [{"a": 1}, {"a": 2}], "c\"{": "a,"})",
      limits)));
}

TEST_F(InputFileTest, CountsMlirNestingOutsideStringsAndComments) {
  InputFileLimits limits = {"a test file", 1 << 20, 0, false,
                            /*maxMlirDepth=*/3};
  EXPECT_EQ(messageOf(checkMlirNesting("f", "a = [[<1>]]", limits)), "");
  // The `>` of `->` closes nothing, so the parentheses here are two deep.
  EXPECT_EQ(messageOf(checkMlirNesting(
                "f", "func.func @f((i32) -> i32) -> (i32) {}", limits)),
            "");
  // Brackets in strings and comments do not count.
  EXPECT_EQ(messageOf(checkMlirNesting("f", "// [[[[[[\n{s = \"[[[[\\\"[[[\"}",
                                       limits)),
            "");
  EXPECT_EQ(messageOf(checkMlirNesting("f", "\n{a = [(<", limits)),
            "f:2:8: MLIR nested deeper than 3 levels, the limit for a test "
            "file");
  // readInputFileBuffer checks when the limit is set.
  std::string path = write("deep.mlir", std::string(10000, '['));
  EXPECT_EQ(messageOf(readInputFileBuffer(path, limits)),
            path +
                ":1:4: MLIR nested deeper than 3 levels, the limit for a test "
                "file");
}

} // namespace
