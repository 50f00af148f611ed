//===- OutputFilesTest.cpp - outputs that are complete or absent ----------===//
//
// Checks `writeOutputs` and `checkOutputPath` (OutputFiles.h) in a fresh
// temporary directory per test: regular files appear whole and leave no
// temporary; a failure names the output and the system's reason and leaves
// nothing behind; devices are written in place; standard output comes last.
//
//===----------------------------------------------------------------------===//

#include "zero/Report/OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <cerrno>
#include <string>
#include <system_error>
#include <vector>

using namespace mlir;
using namespace mlir::zero;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

/// The message the system gives for `errnoValue`, as `writeOutputs` reports
/// it.
std::string reasonFor(int errnoValue) {
  return std::error_code(errnoValue, std::generic_category()).message();
}

class OutputFilesTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("zero-unit-outputs", directory));
  }
  void TearDown() override { fs::remove_directories(directory); }

  /// `name` inside the test's directory.
  std::string at(llvm::StringRef name) const {
    llvm::SmallString<128> result(directory);
    path::append(result, name);
    return std::string(result);
  }

  /// The names in the test's directory, sorted: shows any temporary left.
  std::vector<std::string> listDirectory() const {
    std::vector<std::string> names;
    std::error_code error;
    for (fs::directory_iterator it(directory, error), end; !error && it != end;
         it.increment(error))
      names.push_back(path::filename(it->path()).str());
    EXPECT_FALSE(error) << error.message();
    llvm::sort(names);
    return names;
  }

  static std::string readFile(llvm::StringRef file) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        llvm::MemoryBuffer::getFile(file);
    if (!buffer)
      return "<unreadable: " + buffer.getError().message() + ">";
    return (*buffer)->getBuffer().str();
  }

  static void writeFile(llvm::StringRef file, llvm::StringRef content) {
    std::error_code error;
    llvm::raw_fd_ostream os(file, error);
    ASSERT_FALSE(error) << error.message();
    os << content;
  }

  llvm::SmallString<128> directory;
};

/// Printers for the outputs; `function_ref` needs them to outlive the call.
auto printHello = [](llvm::raw_ostream &os) { os << "hello\n"; };
auto printNew = [](llvm::raw_ostream &os) { os << "new\n"; };
auto printKilobyte = [](llvm::raw_ostream &os) {
  os << std::string(1024, 'x');
};

//===----------------------------------------------------------------------===//
// writeOutputs
//===----------------------------------------------------------------------===//

// A regular file gets its whole content, and the temporary it went through
// is gone.
TEST_F(OutputFilesTest, RegularFileIsWrittenWithoutTemporary) {
  std::string report = at("report.txt");
  EXPECT_FALSE(writeOutputs({{report, printHello}}));
  EXPECT_EQ(readFile(report), "hello\n");
  EXPECT_EQ(listDirectory(), std::vector<std::string>{"report.txt"});
}

// Several regular files in one call all appear, each with its own content.
TEST_F(OutputFilesTest, SeveralRegularFilesAreAllWritten) {
  EXPECT_FALSE(writeOutputs({{at("a.txt"), printHello},
                             {at("b.json"), printNew},
                             {at("c.svg"), printKilobyte}}));
  EXPECT_EQ(readFile(at("a.txt")), "hello\n");
  EXPECT_EQ(readFile(at("b.json")), "new\n");
  EXPECT_EQ(readFile(at("c.svg")), std::string(1024, 'x'));
  EXPECT_EQ(listDirectory(),
            (std::vector<std::string>{"a.txt", "b.json", "c.svg"}));
}

// A longer existing file is replaced, not overwritten in place: no tail of
// the old content survives.
TEST_F(OutputFilesTest, ExistingFileIsReplacedWhole) {
  std::string report = at("report.txt");
  writeFile(report, "an older, much longer report\n");
  EXPECT_FALSE(writeOutputs({{report, printNew}}));
  EXPECT_EQ(readFile(report), "new\n");
  EXPECT_EQ(listDirectory(), std::vector<std::string>{"report.txt"});
}

// A file in a directory that does not exist fails with its index and a
// reason naming that directory, and leaves nothing.
TEST_F(OutputFilesTest, MissingDirectoryFailsWithIndexAndReason) {
  std::optional<OutputFailure> failure =
      writeOutputs({{at("missing/report.txt"), printHello}});
  ASSERT_TRUE(failure);
  EXPECT_EQ(failure->index, 0u);
  EXPECT_EQ(failure->reason, "directory '" + at("missing") +
                                 "' does not exist; create it or choose "
                                 "another path");
  EXPECT_TRUE(listDirectory().empty());
}

// All or nothing: when the second output fails, the first, already written
// to its temporary, is discarded: a new file does not appear and an
// existing one keeps its old content, not a half-written new one.
TEST_F(OutputFilesTest, SecondOutputFailingLeavesTheFirstUntouched) {
  std::optional<OutputFailure> failure =
      writeOutputs({{at("report.txt"), printKilobyte},
                    {at("missing/report.json"), printHello}});
  ASSERT_TRUE(failure);
  EXPECT_EQ(failure->index, 1u);
  EXPECT_EQ(failure->reason, "directory '" + at("missing") +
                                 "' does not exist; create it or choose "
                                 "another path");
  EXPECT_TRUE(listDirectory().empty());

  writeFile(at("report.txt"), "old\n");
  failure = writeOutputs({{at("report.txt"), printKilobyte},
                          {at("missing/report.json"), printHello}});
  ASSERT_TRUE(failure);
  EXPECT_EQ(failure->index, 1u);
  EXPECT_EQ(readFile(at("report.txt")), "old\n");
  EXPECT_EQ(listDirectory(), std::vector<std::string>{"report.txt"});
}

// A path that names a directory cannot be renamed over; the failure says so
// and the temporary next to it is removed.
TEST_F(OutputFilesTest, DirectoryAsOutputFailsAndLeavesNoTemporary) {
  ASSERT_FALSE(fs::create_directory(at("out")));
  std::optional<OutputFailure> failure =
      writeOutputs({{at("out"), printHello}});
  ASSERT_TRUE(failure);
  EXPECT_EQ(failure->index, 0u);
  EXPECT_EQ(failure->reason, reasonFor(EISDIR));
  EXPECT_TRUE(fs::is_directory(at("out")));
  EXPECT_EQ(listDirectory(), std::vector<std::string>{"out"});
}

// /dev/null is written in place: it is still the device afterwards, not a
// regular file renamed over it (which a root run would do).
TEST_F(OutputFilesTest, DevNullIsWrittenInPlace) {
  EXPECT_TRUE(isWrittenInPlace("/dev/null"));
  bool printed = false;
  auto print = [&](llvm::raw_ostream &os) {
    printed = true;
    os << "discarded\n";
  };
  EXPECT_FALSE(writeOutputs({{"/dev/null", print}}));
  EXPECT_TRUE(printed);
  fs::file_status status;
  ASSERT_FALSE(fs::status("/dev/null", status));
  EXPECT_EQ(status.type(), fs::file_type::character_file);
}

// A device that refuses the bytes (/dev/full) fails with the system's
// reason: a write error is never success.
TEST_F(OutputFilesTest, DevFullFailsWithNoSpace) {
  if (!fs::exists("/dev/full"))
    GTEST_SKIP() << "no /dev/full on this system";
  std::optional<OutputFailure> failure =
      writeOutputs({{"/dev/full", printKilobyte}});
  ASSERT_TRUE(failure);
  EXPECT_EQ(failure->index, 0u);
  EXPECT_EQ(failure->reason, reasonFor(ENOSPC));
}

// All or nothing with a device: when the device fails, the regular output
// beside it stays as it was, since files are renamed into place last.
TEST_F(OutputFilesTest, FailingDeviceLeavesRegularFileUntouched) {
  if (!fs::exists("/dev/full"))
    GTEST_SKIP() << "no /dev/full on this system";
  writeFile(at("report.txt"), "old\n");
  std::optional<OutputFailure> failure = writeOutputs(
      {{at("report.txt"), printNew}, {"/dev/full", printKilobyte}});
  ASSERT_TRUE(failure);
  EXPECT_EQ(failure->index, 1u);
  EXPECT_EQ(readFile(at("report.txt")), "old\n");
}

// Regular files first, then devices, then standard output, whatever order
// the outputs are listed in.
TEST_F(OutputFilesTest, StandardOutputComesLast) {
  std::vector<std::string> order;
  auto printStdout = [&](llvm::raw_ostream &os) {
    order.push_back("-");
    os << "to stdout\n";
  };
  auto printDevice = [&](llvm::raw_ostream &os) {
    order.push_back("device");
    os << "to /dev/null\n";
  };
  auto printFile = [&](llvm::raw_ostream &os) {
    order.push_back("file");
    os << "to a file\n";
  };
  testing::internal::CaptureStdout();
  std::optional<OutputFailure> failure = writeOutputs(
      {{"-", printStdout}, {"/dev/null", printDevice}, {at("f"), printFile}});
  std::string printed = testing::internal::GetCapturedStdout();
  EXPECT_FALSE(failure);
  EXPECT_EQ(order, (std::vector<std::string>{"file", "device", "-"}));
  EXPECT_EQ(printed, "to stdout\n");
  EXPECT_EQ(readFile(at("f")), "to a file\n");
}

// An empty list writes nothing and succeeds.
TEST_F(OutputFilesTest, NoOutputsSucceed) {
  EXPECT_FALSE(writeOutputs({}));
  EXPECT_TRUE(listDirectory().empty());
}

//===----------------------------------------------------------------------===//
// checkOutputPath
//===----------------------------------------------------------------------===//

// Each bad path gets a reason that ends in the fix.
TEST_F(OutputFilesTest, EmptyPathIsRefusedWithAnExample) {
  std::optional<std::string> problem = checkOutputPath("", "report.json");
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem, "the path is empty; give a file name, e.g. "
                      "'report.json', or '-' for standard output");
}

TEST_F(OutputFilesTest, DirectoryIsRefusedWithAnExample) {
  std::optional<std::string> problem =
      checkOutputPath(directory, "report.json");
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem, "it is a directory; give a file name, e.g. "
                      "'report.json'");
}

TEST_F(OutputFilesTest, FileUsedAsDirectoryIsRefused) {
  writeFile(at("plain.txt"), "x");
  std::optional<std::string> problem =
      checkOutputPath(at("plain.txt") + "/report.json", "report.json");
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem, "'" + at("plain.txt") +
                          "' is not a directory; choose another path");
}

TEST_F(OutputFilesTest, MissingDirectoryIsRefused) {
  std::optional<std::string> problem =
      checkOutputPath(at("missing/report.json"), "report.json");
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem, "directory '" + at("missing") +
                          "' does not exist; create it or choose another path");
}

// Paths that can be written pass: a new or existing file in an existing
// directory, a bare file name (the working directory), standard output and
// a device.
TEST_F(OutputFilesTest, WritablePathsPass) {
  EXPECT_FALSE(checkOutputPath(at("new.json"), "report.json"));
  writeFile(at("old.json"), "{}");
  EXPECT_FALSE(checkOutputPath(at("old.json"), "report.json"));
  EXPECT_FALSE(checkOutputPath("report.json", "report.json"));
  EXPECT_FALSE(checkOutputPath("-", "report.json"));
  EXPECT_FALSE(checkOutputPath("/dev/null", "report.json"));
}

} // namespace
