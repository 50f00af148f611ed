//===- InitialValues.cpp - the same tensors on every world size -----------===//

#include "InitialValues.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstring>

using namespace mlir;

namespace zero_run {

uint64_t fnv1a(const void *data, size_t bytes, uint64_t hash) {
  const auto *byte = static_cast<const unsigned char *>(data);
  for (size_t i = 0; i < bytes; ++i) {
    hash ^= byte[i];
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string formatChecksum(uint64_t checksum) {
  return llvm::formatv("{0:x16}", checksum).str();
}

namespace {

/// SplitMix64's finalizer: a bijection that scatters neighbouring counters.
uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

uint64_t streamOf(const std::string &name, uint64_t seed) {
  return mix(fnv1a(name.data(), name.size()) ^ mix(seed));
}

/// Uniform in [-1, 1) on a grid of 2^-23: every value is exact in f32.
double uniform(uint64_t stream, uint64_t index) {
  uint64_t bits = mix(stream ^ mix(index)) >> 40; // 24 bits
  return static_cast<double>(bits) / double(1 << 23) - 1.0;
}

uint16_t roundToHalfWidth(double value, const llvm::fltSemantics &semantics) {
  llvm::APFloat number(static_cast<float>(value));
  bool losesInfo = false;
  number.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return static_cast<uint16_t>(number.bitcastToAPInt().getZExtValue());
}

double widenHalfWidth(uint16_t bits, const llvm::fltSemantics &semantics) {
  llvm::APFloat number(semantics, llvm::APInt(16, bits));
  bool losesInfo = false;
  number.convert(llvm::APFloat::IEEEdouble(),
                 llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return number.convertToDouble();
}

/// The initial value of element `k` of `state`'s full, flattened tensor,
/// as the f32 it starts from.
float initialStateValue(const StepArgument &state, uint64_t stream,
                        uint64_t k) {
  bool startsAtZero =
      state.role == zero::StateRole::Grad ||
      (state.role == zero::StateRole::Optimizer && !state.isMasterCopy);
  if (startsAtZero)
    return 0.0f;
  double u = uniform(stream, k);
  RankedTensorType type = state.fullType;
  if (type.getRank() >= 2)
    return static_cast<float>(u / std::sqrt(double(type.getShape().back())));
  // Nothing in the IR says whether a vector scales (a norm's weight) or
  // shifts (a bias), and guessing from its name would tie zero-run to one
  // importer's names; every vector starts around 1, which keeps a norm's
  // output at its scale and moves a bias by a constant.
  return static_cast<float>(1.0 + 0.1 * u);
}

} // namespace

void storeElement(Type elementType, void *buffer, size_t index, double value) {
  if (elementType.isF32()) {
    static_cast<float *>(buffer)[index] = static_cast<float>(value);
  } else if (elementType.isF64()) {
    static_cast<double *>(buffer)[index] = value;
  } else if (elementType.isBF16()) {
    static_cast<uint16_t *>(buffer)[index] =
        roundToHalfWidth(value, llvm::APFloat::BFloat());
  } else if (elementType.isF16()) {
    static_cast<uint16_t *>(buffer)[index] =
        roundToHalfWidth(value, llvm::APFloat::IEEEhalf());
  } else if (elementType.isSignlessInteger(32)) {
    static_cast<int32_t *>(buffer)[index] = static_cast<int32_t>(value);
  } else {
    static_cast<int64_t *>(buffer)[index] = static_cast<int64_t>(value);
  }
}

double loadElement(Type elementType, const void *buffer, size_t index) {
  if (elementType.isF32())
    return static_cast<const float *>(buffer)[index];
  if (elementType.isF64())
    return static_cast<const double *>(buffer)[index];
  auto bits = static_cast<const uint16_t *>(buffer)[index];
  return widenHalfWidth(bits, elementType.isBF16() ? llvm::APFloat::BFloat()
                                                   : llvm::APFloat::IEEEhalf());
}

void fillState(const StepArgument &state, uint64_t seed, int64_t shardIndex,
               void *buffer) {
  // A master copy draws the same numbers as its weight.
  std::string name =
      state.isMasterCopy
          ? state.param + "/" +
                stringifyStateRole(zero::StateRole::Weight).str() + ".0"
          : state.getName();
  uint64_t stream = streamOf(name, seed);
  uint64_t numElements = state.fullType.getNumElements();
  int64_t count = state.storageType.getNumElements();
  // Shard s is elements [s*S, (s+1)*S) of the zero-padded tensor.
  uint64_t first = state.isShard() ? uint64_t(shardIndex) * count : 0;
  Type elementType = state.storageType.getElementType();
  for (int64_t i = 0; i < count; ++i) {
    uint64_t k = first + i;
    float value = k < numElements ? initialStateValue(state, stream, k) : 0.0f;
    storeElement(elementType, buffer, i, value);
  }
}

void fillData(const StepArgument &data, uint64_t seed, int64_t step,
              int64_t rank, int64_t tokenRange, void *buffer) {
  uint64_t stream =
      mix(streamOf(data.getName(), seed) ^ mix(static_cast<uint64_t>(step)));
  int64_t count = data.storageType.getNumElements();
  uint64_t first = uint64_t(rank) * count; // the global batch's slice
  Type elementType = data.storageType.getElementType();
  bool isInteger = elementType.isInteger();
  for (int64_t i = 0; i < count; ++i) {
    uint64_t g = first + i;
    // Integers are stored as integers: through a double, a draw near 2^53
    // or above could round up to the range itself.
    uint64_t id = isInteger ? mix(stream ^ mix(g)) % uint64_t(tokenRange) : 0;
    if (isInteger && elementType.isSignlessInteger(32))
      static_cast<int32_t *>(buffer)[i] = static_cast<int32_t>(id);
    else if (isInteger)
      static_cast<int64_t *>(buffer)[i] = static_cast<int64_t>(id);
    else
      storeElement(elementType, buffer, i,
                   static_cast<float>(uniform(stream, g)));
  }
}

} // namespace zero_run
