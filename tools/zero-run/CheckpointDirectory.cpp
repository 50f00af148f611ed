//===- CheckpointDirectory.cpp - the directory checkpoints go to ---------===//
//
// Rank 0's side of the checkpoint directory: creating and locking it at
// start, and committing and pruning each checkpoint through its handle
// (docs/checkpoint-format.md, "Directories and locks").
//
//===----------------------------------------------------------------------===//

#include "Checkpoint.h"

#include "zero/Checkpoint/Storage.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace ckpt = mlir::zero::checkpoint;
namespace fs = llvm::sys::fs;

namespace zero_run {

// Every name is handled through `root`, never followed when it is a link.
llvm::Error commitCheckpoint(const ckpt::Manifest &manifest,
                             const ckpt::Directory &root, int64_t keep,
                             bool &committed) {
  std::string name = ckpt::getStepDirName(manifest.step);
  std::string temporary = name + ".tmp";
  std::string text;
  llvm::raw_string_ostream os(text);
  ckpt::writeManifest(os, manifest);
  llvm::Expected<ckpt::Directory> written = root.openSubdirectory(temporary);
  if (!written)
    return written.takeError();
  llvm::Expected<ckpt::FileWriter> file =
      written->createFile(ckpt::kManifestFileName);
  if (!file)
    return file.takeError();
  if (llvm::Error error = file->write(text.data(), text.size()))
    return error;
  if (llvm::Error error = file->finish())
    return error;
  if (llvm::Error error = written->sync())
    return error;
  // checkTimeline refused a directory holding this step, and the lock
  // keeps other jobs out: a step-K here now was put there behind the
  // job's back, and is not replaced.
  llvm::Expected<ckpt::EntryKind> existing = root.getKind(name);
  if (!existing)
    return existing.takeError();
  if (*existing != ckpt::EntryKind::Missing)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "'" + root.getPathOf(name) +
            "' appeared while this job saved it; it is not replaced");
  if (llvm::Error error = root.rename(temporary, name))
    return error;
  if (llvm::Error error = root.sync())
    return error;
  if (llvm::Error error =
          root.writeFileAtomically(ckpt::kLatestFileName, name + "\n"))
    return error;
  // Keep the last `keep` checkpoints; leftovers of saves that crashed go.
  // Only directories holding nothing but a checkpoint's files are removed.
  auto prune = [&]() -> llvm::Error {
    llvm::Expected<std::vector<int64_t>> steps =
        root.listCheckpoints(/*strict=*/true);
    if (!steps)
      return steps.takeError();
    if (keep > 0 && steps->size() > size_t(keep))
      for (size_t i = 0; i + keep < steps->size(); ++i)
        if (llvm::Error error =
                root.removeCheckpoint(ckpt::getStepDirName((*steps)[i])))
          return error;
    llvm::Expected<std::vector<std::string>> names = root.list();
    if (!names)
      return names.takeError();
    for (llvm::StringRef leftover : *names)
      if (leftover.starts_with("step-") && leftover.ends_with(".tmp"))
        if (llvm::Error error = root.removeCheckpoint(leftover))
          return error;
    return root.sync();
  };
  committed = true;
  return prune();
}

std::unique_ptr<CheckpointDirectory>
prepareCheckpointDirectory(const std::string &dir, std::string &error) {
  auto fail = [&](llvm::Error problem) {
    error = "zero-run: cannot save checkpoints into '" + dir +
            "': " + toString(std::move(problem));
    return nullptr;
  };
  // The system's own reason (a read-only file system is not a permission).
  std::error_code code = fs::create_directories(dir);
  if (!code)
    code = fs::access(dir, fs::AccessMode::Write);
  if (code) {
    error = "zero-run: cannot save checkpoints into '" + dir +
            "': " + code.message();
    return nullptr;
  }
  llvm::Expected<ckpt::Directory> opened = ckpt::Directory::open(dir);
  if (!opened)
    return fail(opened.takeError());
  llvm::Expected<ckpt::DirectoryLock> lock = ckpt::DirectoryLock::acquire(
      *opened, ckpt::kLockFileName, "saving checkpoints");
  if (!lock)
    return fail(lock.takeError());
  // Links planted under a checkpoint's names fail the job now, not after
  // its first steps.
  llvm::Expected<std::vector<int64_t>> steps =
      opened->listCheckpoints(/*strict=*/true);
  if (!steps)
    return fail(steps.takeError());
  for (std::string name :
       {ckpt::kLatestFileName.str(), (ckpt::kLatestFileName + ".tmp").str()}) {
    llvm::Expected<ckpt::EntryKind> kind = opened->getKind(name);
    if (!kind)
      return fail(kind.takeError());
    if (*kind != ckpt::EntryKind::Missing && *kind != ckpt::EntryKind::File)
      return fail(llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "'" + opened->getPathOf(name) +
              "' is a symbolic link or not a regular file: not one zero-run "
              "made, so it is never followed, overwritten or removed; remove "
              "it yourself, or save into another directory"));
  }
  return std::unique_ptr<CheckpointDirectory>(
      new CheckpointDirectory{std::move(*opened), std::move(*lock)});
}

std::string checkSavesOutsideResumed(const std::string &checkpointDir,
                                     const std::string &resumePath) {
  llvm::Expected<std::string> step = ckpt::resolveCheckpoint(resumePath);
  if (!step) {
    // The resume reports it, with the rest of what it checks.
    llvm::consumeError(step.takeError());
    return "";
  }
  llvm::SmallString<256> stepReal;
  if (llvm::sys::fs::real_path(*step, stepReal))
    return "";
  // The deepest directory of the path that exists.
  llvm::SmallString<256> existing(checkpointDir);
  while (!existing.empty() && !llvm::sys::fs::is_directory(existing))
    llvm::sys::path::remove_filename(existing);
  llvm::SmallString<256> saveReal;
  if (llvm::sys::fs::real_path(existing.empty() ? llvm::StringRef(".")
                                                : llvm::StringRef(existing),
                               saveReal))
    return "";
  llvm::StringRef save(saveReal), read(stepReal);
  if (save != read && !(save.starts_with(read) &&
                        llvm::sys::path::is_separator(save[read.size()])))
    return "";
  return "--checkpoint '" + checkpointDir +
         "' is inside the checkpoint --resume reads ('" + *step +
         "'), which saving there would change; save into '" +
         llvm::sys::path::parent_path(*step).str() +
         "' to continue its timeline, or into another directory";
}

} // namespace zero_run
