//===- Agreement.cpp - ranks that check they run the same job -------------===//

#include "Agreement.h"

#include "InitialValues.h"

#include "zero_rt/zero_rt.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

using namespace mlir;

namespace zero_run {

static_assert(std::is_trivially_copyable_v<StartupRecord>,
              "the ranks exchange StartupRecord as bytes");

namespace {

/// Copies `text` into a fixed field, marking a cut with "...".
template <size_t N> void copyField(char (&field)[N], const std::string &text) {
  std::memset(field, 0, N);
  if (text.size() < N) {
    std::memcpy(field, text.data(), text.size());
    return;
  }
  std::memcpy(field, text.data(), N - 4);
  std::memcpy(field + N - 4, "...", 3);
}

/// "rank 3", "ranks 0-2,5": consecutive runs shortened, so that a message
/// about 512 ranks stays one line.
std::string formatRanks(llvm::ArrayRef<int> ranks) {
  std::string text = ranks.size() == 1 ? "rank " : "ranks ";
  for (size_t i = 0; i < ranks.size();) {
    size_t j = i;
    while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
      ++j;
    if (i)
      text += ",";
    text += std::to_string(ranks[i]);
    if (j > i)
      text += (j == i + 1 ? "," : "-") + std::to_string(ranks[j]);
    i = j + 1;
  }
  return text;
}

/// Groups ranks by `keys[r]`, in order of first appearance, and describes
/// each group with the description of its first rank: "rank 0: A; ranks
/// 1-3: B". Empty when every rank has the same key.
std::string describeGroups(llvm::ArrayRef<std::string> keys,
                           llvm::ArrayRef<std::string> descriptions) {
  std::vector<std::pair<std::string, std::vector<int>>> groups;
  for (auto [rank, key] : llvm::enumerate(keys)) {
    auto it = llvm::find_if(groups, [&](auto &g) { return g.first == key; });
    if (it == groups.end())
      groups.push_back({key, {static_cast<int>(rank)}});
    else
      it->second.push_back(static_cast<int>(rank));
  }
  if (groups.size() < 2)
    return "";
  std::vector<std::string> parts;
  for (auto &[key, ranks] : groups)
    parts.push_back(formatRanks(ranks) + ": " + descriptions[ranks.front()]);
  return llvm::join(parts, "; ");
}

std::string fileKey(const FileDigest &file) {
  return std::to_string(file.status) + "/" + std::to_string(file.bytes) + "/" +
         formatChecksum(file.hash);
}

std::string describeFileDigest(const FileDigest &file,
                               const std::string &what) {
  switch (file.status) {
  case FileDigest::NotGiven:
    return "none";
  case FileDigest::Unreadable:
    return "'" + std::string(file.path) + "' cannot be read (" +
           std::string(file.problem) + ")";
  default:
    return "'" + std::string(file.path) + "' (" + what +
           std::to_string(file.bytes) + " bytes, FNV-1a " +
           formatChecksum(file.hash) + ")";
  }
}

std::string describePlan(const StartupRecord &record) {
  if (record.step.status != FileDigest::Read)
    return "";
  if (record.stepRejected || record.worldSize < 0)
    return "not a sharded step zero-run can run; ";
  return "stage " + std::to_string(record.stage) + " for " +
         std::to_string(record.worldSize) + " ranks; ";
}

} // namespace

void describeFile(FileDigest &digest, const std::string &path, const char *data,
                  size_t bytes) {
  digest.status = FileDigest::Read;
  digest.bytes = bytes;
  digest.hash = fnv1a(data, bytes);
  copyField(digest.path, path);
}

void describeUnreadableFile(FileDigest &digest, const std::string &path,
                            const std::string &problem) {
  digest.status = FileDigest::Unreadable;
  copyField(digest.path, path);
  copyField(digest.problem, problem);
}

void describeOptionText(OptionText &option, const std::string &text) {
  copyField(option.text, text);
  option.hash = fnv1a(text.data(), text.size());
}

LogicalResult agreeOnStartup(const StartupRecord &mine,
                             const Console &console) {
  int size = console.getSize();
  std::vector<StartupRecord> all(size);
  zero_rt_all_gather(&mine, all.data(), sizeof(StartupRecord), ZERO_RT_U8);

  std::vector<std::string> differences;
  auto compare = [&](const std::string &what, auto key, auto describe) {
    std::vector<std::string> keys, descriptions;
    for (const StartupRecord &record : all) {
      keys.push_back(key(record));
      descriptions.push_back(describe(record));
    }
    std::string groups = describeGroups(keys, descriptions);
    if (!groups.empty())
      differences.push_back("zero-run: the ranks were given different " + what +
                            ": " + groups);
  };
  // The step's bytes decide everything read from it, the plan included;
  // the plan is shown because it is what a user recognises.
  compare(
      "steps", [](const StartupRecord &r) { return fileKey(r.step); },
      [](const StartupRecord &r) {
        return describeFileDigest(r.step, describePlan(r));
      });
  compare(
      "--lowered code",
      [](const StartupRecord &r) { return fileKey(r.lowered); },
      [](const StartupRecord &r) { return describeFileDigest(r.lowered, ""); });
  auto option = [&](const std::string &name, auto field) {
    auto text = [field](const StartupRecord &r) {
      return std::to_string(field(r));
    };
    compare("options: " + name, text, text);
  };
  option("--seed", [](const StartupRecord &r) { return r.seed; });
  option("--steps", [](const StartupRecord &r) { return r.steps; });
  option("--token-range", [](const StartupRecord &r) { return r.tokenRange; });
  option("--check-every", [](const StartupRecord &r) { return r.checkEvery; });
  option("-O", [](const StartupRecord &r) { return r.optLevel; });
  option("--profile-ops", [](const StartupRecord &r) { return r.profileOps; });
  auto textOption = [&](const std::string &name, auto field) {
    compare(
        "options: " + name,
        [field](const StartupRecord &r) {
          return std::to_string(field(r).hash);
        },
        [field](const StartupRecord &r) {
          return "'" + std::string(field(r).text) + "'";
        });
  };
  textOption("--checkpoint", [](const StartupRecord &r) -> const OptionText & {
    return r.checkpointDir;
  });
  textOption("--resume", [](const StartupRecord &r) -> const OptionText & {
    return r.resumePath;
  });
  option("--checkpoint-every",
         [](const StartupRecord &r) { return r.checkpointEvery; });
  option("--keep", [](const StartupRecord &r) { return r.keepCheckpoints; });
  if (differences.empty())
    return success();
  differences.push_back("zero-run: start every rank with the same step, "
                        "files and options");
  return console.error(llvm::join(differences, "\n"));
}

LogicalResult agreeOnDigests(llvm::ArrayRef<Digest> digests,
                             const std::string &when, const Console &console) {
  size_t count = digests.size(), size = console.getSize();
  if (count == 0)
    return success();
  std::vector<uint64_t> mine, all(count * size);
  for (const Digest &digest : digests)
    mine.push_back(digest.value);
  zero_rt_all_gather(mine.data(), all.data(), count, ZERO_RT_I64);

  // At most this many lines: the first differences name the problem.
  constexpr size_t kMaxLines = 8;
  std::vector<std::string> lines;
  size_t differing = 0;
  for (size_t i = 0; i < count; ++i) {
    std::vector<std::string> values;
    for (size_t rank = 0; rank < size; ++rank)
      values.push_back(formatChecksum(all[rank * count + i]));
    std::string groups = describeGroups(values, values);
    if (groups.empty())
      continue;
    if (++differing <= kMaxLines)
      lines.push_back("zero-run: " + when + " the ranks hold different " +
                      digests[i].name + " (FNV-1a of its bytes): " + groups);
  }
  if (differing == 0)
    return success();
  if (differing > kMaxLines)
    lines.push_back("zero-run: ... and " +
                    std::to_string(differing - kMaxLines) + " more");
  lines.push_back(
      "zero-run: " + std::to_string(differing) + " of " +
      std::to_string(count) +
      " values that must be bit-identical on every rank differ; the run is "
      "not the same training on every rank (a reduction the step misses, or "
      "an update from a rank's own data)");
  return console.error(llvm::join(lines, "\n"));
}

} // namespace zero_run
