//===- CheckpointDirectoryTest.cpp - names through a directory handle -----===//
//
// The guarantees of zero/Checkpoint/Directory.h on a scratch directory:
// an entry someone else planted (a symbolic link, a file of theirs) is
// never followed, overwritten or removed; a checkpoint is removed only when
// it holds nothing but a checkpoint's files; the lock refuses a second
// holder, naming its pid, and goes with the first.
//
//===----------------------------------------------------------------------===//

#include "zero/Checkpoint/Directory.h"
#include "zero/Checkpoint/Storage.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

using namespace mlir::zero::checkpoint;

namespace {

/// A fresh directory, removed with what it holds.
struct Scratch {
  llvm::SmallString<128> path;
  Scratch() {
    EXPECT_FALSE(
        llvm::sys::fs::createUniqueDirectory("zero-ckpt-dir-test", path));
  }
  ~Scratch() { llvm::sys::fs::remove_directories(path); }
  std::string at(llvm::StringRef name) const {
    llvm::SmallString<128> joined(path);
    llvm::sys::path::append(joined, name);
    return joined.str().str();
  }
};

void writeText(const std::string &path, const std::string &text) {
  std::ofstream(path) << text;
}

std::string readText(const std::string &path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string errorText(llvm::Error error) { return toString(std::move(error)); }

TEST(CheckpointDirectoryTest, NeverFollowsAPlantedLink) {
  Scratch scratch;
  writeText(scratch.at("sentinel"), "the user's file");
  ASSERT_EQ(::symlink(scratch.at("sentinel").c_str(),
                      scratch.at("latest.tmp").c_str()),
            0);
  llvm::Expected<Directory> dir = Directory::open(scratch.path);
  ASSERT_TRUE(bool(dir)) << errorText(dir.takeError());
  // Created exclusively: the link is an error, its target untouched.
  llvm::Expected<FileWriter> file = dir->createFile("latest.tmp");
  ASSERT_FALSE(bool(file));
  EXPECT_NE(errorText(file.takeError()).find("exists already"),
            std::string::npos);
  // Written atomically: the leftover is a link, so it is refused.
  std::string refused = errorText(dir->writeFileAtomically("latest", "x\n"));
  EXPECT_EQ(refused.rfind("'" + scratch.at("latest.tmp") +
                              "' is a symbolic link or not a regular file",
                          0),
            0u)
      << refused;
  EXPECT_EQ(readText(scratch.at("sentinel")), "the user's file");
  // A link to a directory is not opened as one.
  ASSERT_EQ(::symlink(scratch.path.c_str(), scratch.at("step-3.tmp").c_str()),
            0);
  llvm::Expected<Directory> sub = dir->openSubdirectory("step-3.tmp");
  ASSERT_FALSE(bool(sub));
  EXPECT_NE(errorText(sub.takeError())
                .find("is a symbolic link or not a "
                      "directory"),
            std::string::npos);
}

TEST(CheckpointDirectoryTest, RemovesOnlyACheckpoint) {
  Scratch scratch;
  llvm::Expected<Directory> dir = Directory::open(scratch.path);
  ASSERT_TRUE(bool(dir)) << errorText(dir.takeError());
  // A checkpoint: a manifest and rank files.
  ASSERT_FALSE(bool(dir->makeSubdirectory("step-1")));
  writeText(scratch.at("step-1/manifest.json"), "{}");
  writeText(scratch.at("step-1/rank-0.bin"), "data");
  writeText(scratch.at("step-1/rank-1.bin"), "data");
  EXPECT_FALSE(bool(dir->removeCheckpoint("step-1")));
  EXPECT_FALSE(llvm::sys::fs::exists(scratch.at("step-1")));
  // Anything else inside: refused, nothing removed.
  ASSERT_FALSE(bool(dir->makeSubdirectory("step-2")));
  writeText(scratch.at("step-2/rank-0.bin"), "data");
  writeText(scratch.at("step-2/notes.txt"), "notes");
  std::string refused = errorText(dir->removeCheckpoint("step-2"));
  EXPECT_NE(refused.find("holds 'notes.txt'"), std::string::npos) << refused;
  EXPECT_EQ(readText(scratch.at("step-2/rank-0.bin")), "data");
  // A rank file that is a link is not a checkpoint's file either.
  writeText(scratch.at("sentinel"), "the user's file");
  ASSERT_FALSE(bool(dir->makeSubdirectory("step-4")));
  ASSERT_EQ(::symlink(scratch.at("sentinel").c_str(),
                      scratch.at("step-4/rank-0.bin").c_str()),
            0);
  refused = errorText(dir->removeCheckpoint("step-4"));
  EXPECT_NE(refused.find("holds 'rank-0.bin'"), std::string::npos) << refused;
  // A link named like a checkpoint: refused, its target kept.
  ASSERT_EQ(
      ::symlink(scratch.at("step-2").c_str(), scratch.at("step-5").c_str()), 0);
  refused = errorText(dir->removeCheckpoint("step-5"));
  EXPECT_NE(refused.find("is a symbolic link or not a directory"),
            std::string::npos)
      << refused;
  EXPECT_EQ(readText(scratch.at("step-2/notes.txt")), "notes");
  EXPECT_EQ(readText(scratch.at("sentinel")), "the user's file");
  // A writer's listing refuses the link; a reader's skips it.
  llvm::Expected<std::vector<int64_t>> strict = dir->listCheckpoints(true);
  ASSERT_FALSE(bool(strict));
  EXPECT_NE(errorText(strict.takeError()).find(scratch.at("step-5")),
            std::string::npos);
  EXPECT_TRUE(listCheckpoints(scratch.path).empty());
}

TEST(CheckpointDirectoryTest, LockRefusesASecondHolder) {
  Scratch scratch;
  llvm::Expected<Directory> dir = Directory::open(scratch.path);
  ASSERT_TRUE(bool(dir)) << errorText(dir.takeError());
  {
    llvm::Expected<DirectoryLock> first =
        DirectoryLock::acquire(*dir, kLockFileName, "testing");
    ASSERT_TRUE(bool(first)) << errorText(first.takeError());
    EXPECT_EQ(readText(scratch.at(kLockFileName)),
              std::to_string(::getpid()) + "\n");
    // flock locks belong to an open file: a second open is another holder
    // even in this process.
    llvm::Expected<DirectoryLock> second =
        DirectoryLock::acquire(*dir, kLockFileName, "testing");
    ASSERT_FALSE(bool(second));
    EXPECT_EQ(errorText(second.takeError()),
              "'" + scratch.path.str().str() + "' is in use by process " +
                  std::to_string(::getpid()) + " (it holds the lock '" +
                  scratch.at(kLockFileName) +
                  "' while testing); wait for that job to end, or give this "
                  "job another directory");
  }
  // Released: the file is gone and the next job takes the lock.
  EXPECT_FALSE(llvm::sys::fs::exists(scratch.at(kLockFileName)));
  llvm::Expected<DirectoryLock> again =
      DirectoryLock::acquire(*dir, kLockFileName, "testing");
  EXPECT_TRUE(bool(again)) << errorText(again.takeError());
}

} // namespace
