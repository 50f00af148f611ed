//===- Manifest.h - what a sharded checkpoint holds and where --*- C++ -*-===//
//
// A checkpoint (docs/checkpoint-format.md) is a directory `step-K/` with one
// file of raw little-endian bytes per rank, `rank-R.bin`, and one
// `manifest.json` that says what is where. Whatever the stage that wrote
// it, every state is stored in the same layout: flattened, padded with
// zeros to N x S elements (S = ceil(elements / N), docs/design.md §4), and rank
// r's file holds slice r, elements [r*S, (r+1)*S). A state the stage kept
// whole on every rank (a replica) is saved the same way, each rank writing
// its slice, so that no byte is written twice and a loader at any stage
// and any N finds every state in one layout.
//
// This header is the format's one home: the manifest's fields, its JSON,
// and the checksum. It knows nothing of MLIR or of the runtime, so that
// zero-run (which saves and resumes) and zero-ckpt (which inspects,
// verifies and exports) read the same thing.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CHECKPOINT_MANIFEST_H
#define ZERO_CHECKPOINT_MANIFEST_H

#include "zero/Checkpoint/Checksum.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir::zero::checkpoint {

/// The format's name and version, in every manifest. A reader refuses a
/// version it does not know.
constexpr llvm::StringLiteral kFormatName = "zero-checkpoint";
constexpr int64_t kFormatVersion = 1;
constexpr llvm::StringLiteral kManifestFileName = "manifest.json";
constexpr llvm::StringLiteral kLatestFileName = "latest";
/// The checksum's name in the manifest (see `checksumElements`).
constexpr llvm::StringLiteral kChecksumName = "zero-sum64";

/// One rank's slice of one state in that rank's file.
struct Slice {
  uint64_t offset = 0; // in bytes, from the start of the rank's file
  uint64_t bytes = 0;  // S elements
  uint64_t checksum = 0;
};

struct StateEntry {
  /// "layers.0.w/weight.0": the parameter, the role and its index.
  std::string name;
  std::string param;
  std::string role; // weight | grad | optimizer
  int64_t roleIndex = 0;
  /// The element type as MLIR prints it: f32, f64, bf16, f16.
  std::string dtype;
  std::vector<int64_t> shape;
  /// How the stage that wrote it held it: "shard" or "replica"
  /// (informative; the stored layout is the same).
  std::string heldAs;
  /// S: elements per slice; the padding is N x S - elements.
  uint64_t sliceElements = 0;
  /// Slice r of the state, in rank-r.bin; one per rank.
  std::vector<Slice> slices;

  uint64_t getNumElements() const;
  uint64_t getPaddingElements() const {
    return sliceElements * slices.size() - getNumElements();
  }
  /// Bytes of one element of `dtype` (0 for a dtype this format does not
  /// know; `readManifest` refuses those).
  unsigned getElementBytes() const;
  /// "tensor<21x12xf32>", for messages.
  std::string formatType() const;
};

/// One micro-batch input of the step that wrote the checkpoint.
struct DataEntry {
  std::string name;
  std::string dtype;
  /// One rank's micro-batch; dimension 0 is the batch.
  std::vector<int64_t> rankShape;
};

/// Where the data stream stood. zero-run's inputs are a function of the
/// seed, the step number and the element's place in the step's global
/// batch (tools/zero-run/InitialValues.h), so the next step number and the
/// seed determine the next batch at any N.
struct DataPosition {
  int64_t nextStep = 1;
  uint64_t seed = 0;
  int64_t tokenRange = 0;
  /// Rows of the global batch (N x the rows of one rank's micro-batch) of
  /// the steps that wrote this checkpoint, and every row drawn so far.
  int64_t globalBatchRows = 0;
  int64_t samplesConsumed = 0;
};

struct Manifest {
  int64_t version = kFormatVersion;
  std::string function;
  int64_t stage = 0;
  int64_t worldSize = 1;
  std::string gridName;
  std::vector<int64_t> gridShape;
  /// The steps done when it was saved.
  int64_t step = 0;
  DataPosition data;
  std::vector<DataEntry> dataInputs;
  std::vector<StateEntry> states;
  /// Bytes of each rank's file.
  std::vector<uint64_t> fileBytes;

  static std::string getRankFileName(int64_t rank);
  const StateEntry *findState(llvm::StringRef name) const;
};

/// Writes `manifest` as JSON.
void writeManifest(llvm::raw_ostream &os, const Manifest &manifest);

/// Reads and checks `dir`/manifest.json: the format, the version, every
/// field and that the slices fit the files. Errors name the file and the
/// field.
llvm::Expected<Manifest> readManifest(llvm::StringRef dir);

/// The checksum of elements [first, first + count) of a state, `data`
/// holding them: the sum, modulo 2^64, of a 64-bit term of each element's
/// bits and its index in the flattened state (docs/checkpoint-format.md).
/// A sum of per-element terms can be computed in pieces by different ranks
/// and added up, so a loader that reads only part of a slice still takes
/// part in checking it; and since the term is a bijection of the bits for
/// a given index, changing any single element always changes the sum.
uint64_t checksumElements(const void *data, uint64_t first, uint64_t count,
                          unsigned elementBytes);

/// "tensor<21x12xf32>": a shape and a dtype as MLIR prints them, for
/// messages.
std::string formatTensorType(const std::vector<int64_t> &shape,
                             llvm::StringRef dtype);

/// "0x" and 16 hex digits.
std::string formatChecksum(uint64_t checksum);

} // namespace mlir::zero::checkpoint

#endif // ZERO_CHECKPOINT_MANIFEST_H
