//===- CheckpointTest.cpp - the checkpoint format's checksum and reads ----===//
//
// Checks the two properties resharding rests on (zero/Checkpoint/): the
// zero-sum64 checksum of a range is the sum of its pieces' and changes with
// any one element, and `readStateRange` returns exactly elements
// [first, first + count) of the padded state from the slices that hold
// them, zeros past the stored layout, adding each piece's checksum to its
// slice. Also the manifest's round trip through JSON.
//
//===----------------------------------------------------------------------===//

#include "zero/Checkpoint/Manifest.h"
#include "zero/Checkpoint/Storage.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <cstdio>
#include <unistd.h>
#include <vector>

using namespace mlir::zero::checkpoint;

namespace {

std::vector<float> iota(size_t count) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i)
    values[i] = 0.5f * float(i) - 3.0f;
  return values;
}

// Any split of a range into pieces sums to the checksum of the whole.
TEST(CheckpointChecksumTest, PiecesAddUpToTheWhole) {
  std::vector<float> values = iota(101);
  uint64_t whole = checksumElements(values.data(), 7, values.size(), 4);
  for (size_t cut : {size_t(0), size_t(1), size_t(50), size_t(100)}) {
    uint64_t first = checksumElements(values.data(), 7, cut, 4);
    uint64_t second =
        checksumElements(values.data() + cut, 7 + cut, values.size() - cut, 4);
    EXPECT_EQ(first + second, whole) << "cut at " << cut;
  }
}

// The documented formula (docs/checkpoint-format.md), one element at a
// time, as a reader in another language would write it.
uint64_t documentedChecksum(const unsigned char *bytes, uint64_t first,
                            uint64_t count, unsigned elementBytes) {
  uint64_t sum = 0;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t bits = 0; // little-endian, zero-extended
    for (unsigned b = 0; b < elementBytes; ++b)
      bits |= uint64_t(bytes[i * elementBytes + b]) << (8 * b);
    uint64_t x = ((first + i) * 0x9e3779b97f4a7c15ULL) ^ bits;
    uint64_t y = x * 0xbf58476d1ce4e5b9ULL;
    sum += y ^ (y >> 31);
  }
  return sum;
}

// Every implementation computes the documented function, for every element
// size, any start index (up to 2^40, past 32 bits) and any length, so that
// the vector loops' tails and a misaligned start are covered.
TEST(CheckpointChecksumTest, ImplementationsComputeTheDocumentedSum) {
  std::vector<unsigned char> bytes(8 * 1000 + 8);
  uint64_t state = 12345;
  for (unsigned char &byte : bytes) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    byte = static_cast<unsigned char>(state >> 56);
  }
  if (!hasVectorChecksum())
    std::printf("note: this CPU has no AVX-512 DQ; only the portable "
                "checksum is checked\n");
  for (unsigned elementBytes : {2u, 4u, 8u}) {
    for (uint64_t first : {uint64_t(0), uint64_t(3), uint64_t(1) << 40})
      for (uint64_t count : {0, 1, 7, 8, 9, 31, 32, 33, 63, 1000}) {
        // Unaligned by one element: the loads must not assume alignment.
        const unsigned char *data = bytes.data() + elementBytes;
        uint64_t expected =
            documentedChecksum(data, first, count, elementBytes);
        EXPECT_EQ(checksumElementsPortable(data, first, count, elementBytes),
                  expected)
            << elementBytes << "-byte elements, first " << first << ", count "
            << count;
        EXPECT_EQ(checksumElements(data, first, count, elementBytes), expected)
            << elementBytes << "-byte elements, first " << first << ", count "
            << count;
        if (hasVectorChecksum()) {
          EXPECT_EQ(checksumElementsVector(data, first, count, elementBytes),
                    expected)
              << elementBytes << "-byte elements, first " << first << ", count "
              << count;
        }
      }
  }
  // Any other size is summed byte by byte.
  EXPECT_EQ(checksumElements(bytes.data(), 5, 300, 3),
            documentedChecksum(bytes.data(), 5, 900, 1));
}

// One flipped bit anywhere, or the same bytes at another index, change it.
TEST(CheckpointChecksumTest, DetectsAFlipAndAMove) {
  std::vector<uint16_t> values(64, 0x3f80);
  uint64_t original = checksumElements(values.data(), 0, values.size(), 2);
  for (size_t i = 0; i < values.size(); ++i)
    for (int bit = 0; bit < 16; ++bit) {
      values[i] ^= uint16_t(1) << bit;
      EXPECT_NE(checksumElements(values.data(), 0, values.size(), 2), original);
      values[i] ^= uint16_t(1) << bit;
    }
  EXPECT_NE(checksumElements(values.data(), 1, values.size(), 2), original);
}

/// A checkpoint of one f32 state of `elements` elements in `ranks` slices,
/// written to a fresh directory.
struct Written {
  llvm::SmallString<128> dir;
  Manifest manifest;
  std::vector<float> values;
};

Written writeState(uint64_t elements, int64_t ranks) {
  Written w;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("zero-ckpt-test", w.dir));
  w.values = iota(elements);
  uint64_t slice = (elements + ranks - 1) / ranks;
  w.manifest.worldSize = ranks;
  w.manifest.gridName = "dp";
  w.manifest.gridShape = {ranks};
  StateEntry state;
  state.name = "w/weight.0";
  state.param = "w";
  state.role = "weight";
  state.dtype = "f32";
  state.shape = {int64_t(elements)};
  state.heldAs = "shard";
  state.sliceElements = slice;
  std::vector<float> padded = w.values;
  padded.resize(slice * ranks, 0.0f);
  for (int64_t r = 0; r < ranks; ++r) {
    llvm::SmallString<128> path(w.dir);
    llvm::sys::path::append(path, Manifest::getRankFileName(r));
    llvm::Expected<FileWriter> file = FileWriter::create(path);
    EXPECT_TRUE(bool(file));
    const float *data = padded.data() + r * slice;
    EXPECT_FALSE(bool(file->write(data, slice * 4)));
    EXPECT_FALSE(bool(file->finish()));
    state.slices.push_back(
        {0, slice * 4, checksumElements(data, r * slice, slice, 4)});
    w.manifest.fileBytes.push_back(slice * 4);
  }
  w.manifest.states.push_back(state);
  return w;
}

// 1001 elements saved on 2 ranks (slices of 501, one padding element),
// read back as 4 ranks' shards of 251 (padded to 1004): each shard is the
// right elements, the three past the stored 1002 are zero, and the pieces'
// checksums add up to each slice's.
TEST(CheckpointReadTest, ReadsAnotherLayoutsShards) {
  Written w = writeState(1001, 2);
  const StateEntry &state = w.manifest.states.front();
  RankFiles files(w.dir.str().str(), w.manifest);
  std::vector<uint64_t> sums(2, 0);
  uint64_t shard = 251;
  for (uint64_t r = 0; r < 4; ++r) {
    std::vector<float> into(shard, -1.0f);
    ASSERT_FALSE(bool(
        readStateRange(files, state, r * shard, shard, into.data(), sums)));
    for (uint64_t i = 0; i < shard; ++i) {
      uint64_t k = r * shard + i;
      EXPECT_EQ(into[i], k < 1001 ? w.values[k] : 0.0f) << "element " << k;
    }
  }
  // Everything stored was read once: 4 x 251 = 1004 covers the 1002 stored.
  EXPECT_EQ(files.getBytesRead(), 1002u * 4);
  EXPECT_EQ(sums[0], state.slices[0].checksum);
  EXPECT_EQ(sums[1], state.slices[1].checksum);
  EXPECT_FALSE(bool(verifyState(files, state)));
  EXPECT_FALSE(bool(checkFileSizes(files, w.manifest)));
  llvm::sys::fs::remove_directories(w.dir);
}

// A range past a file's end names the file as truncated.
TEST(CheckpointReadTest, NamesATruncatedFile) {
  Written w = writeState(10, 2);
  llvm::SmallString<128> path(w.dir);
  llvm::sys::path::append(path, "rank-1.bin");
  ASSERT_EQ(::truncate(path.c_str(), 8), 0);
  RankFiles files(w.dir.str().str(), w.manifest);
  llvm::Error error = checkFileSizes(files, w.manifest);
  ASSERT_TRUE(bool(error));
  std::string message = toString(std::move(error));
  EXPECT_NE(message.find("rank-1.bin' has 8 bytes, the manifest says 20"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("state w/weight.0"), std::string::npos) << message;
  std::vector<float> into(5);
  std::vector<uint64_t> sums(2, 0);
  error =
      readStateRange(files, w.manifest.states.front(), 5, 5, into.data(), sums);
  ASSERT_TRUE(bool(error));
  EXPECT_NE(toString(std::move(error)).find("is truncated"), std::string::npos);
  llvm::sys::fs::remove_directories(w.dir);
}

// What writeManifest writes, readManifest reads back.
TEST(CheckpointManifestTest, RoundTrips) {
  Written w = writeState(1001, 2);
  w.manifest.function = "train_step";
  w.manifest.stage = 3;
  w.manifest.step = 4;
  w.manifest.data = {5, 0xfedcba9876543210ULL, 256, 16, 64};
  w.manifest.dataInputs.push_back({"data.0", "i32", {8, 4}});
  llvm::SmallString<128> path(w.dir);
  llvm::sys::path::append(path, kManifestFileName);
  std::string text;
  llvm::raw_string_ostream os(text);
  writeManifest(os, w.manifest);
  llvm::Expected<FileWriter> file = FileWriter::create(path);
  ASSERT_TRUE(bool(file));
  ASSERT_FALSE(bool(file->write(text.data(), text.size())));
  ASSERT_FALSE(bool(file->finish()));
  llvm::Expected<Manifest> read = readManifest(w.dir);
  ASSERT_TRUE(bool(read)) << toString(read.takeError());
  EXPECT_EQ(read->data.seed, 0xfedcba9876543210ULL);
  EXPECT_EQ(read->data.samplesConsumed, 64);
  EXPECT_EQ(read->dataInputs.front().rankShape, (std::vector<int64_t>{8, 4}));
  const StateEntry &state = read->states.front();
  EXPECT_EQ(state.sliceElements, 501u);
  EXPECT_EQ(state.getPaddingElements(), 1u);
  EXPECT_EQ(state.slices[1].checksum,
            w.manifest.states.front().slices[1].checksum);
  llvm::sys::fs::remove_directories(w.dir);
}

} // namespace
