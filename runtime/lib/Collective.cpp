//===- Collective.cpp - a collective call as the runtime sees it ----------===//

#include "Collective.h"

#include "DType.h"
#include "Fatal.h"

#include "zero_rt/zero_rt.h"

namespace zero_rt {

const char *collectiveName(CollectiveKind kind) {
  const char *name =
      zero_rt_collective_name(static_cast<zero_rt_collective>(kind));
  return name ? name : "?";
}

size_t chunkElements(CollectiveKind kind, size_t count, int worldSize) {
  if (kind != CollectiveKind::AllReduce)
    return count;
  size_t ranks = static_cast<size_t>(worldSize);
  return (count + ranks - 1) / ranks;
}

uint64_t tensorPayloadBytes(CollectiveKind kind, const TensorArg &tensor,
                            int worldSize) {
  // Each ring step sends one chunk; all_gather and reduce_scatter take N-1
  // steps, all_reduce (a reduce_scatter then an all_gather) 2(N-1).
  uint64_t steps = static_cast<uint64_t>(worldSize - 1);
  if (kind == CollectiveKind::AllReduce)
    steps *= 2;
  return steps * chunkElements(kind, tensor.count, worldSize) *
         dtypeSize(tensor.dtype);
}

uint64_t payloadBytesSent(const CollectiveCall &call, int worldSize) {
  uint64_t total = 0;
  for (const TensorArg &tensor : call.tensors)
    total += tensorPayloadBytes(call.kind, tensor, worldSize);
  return total;
}

namespace {
std::string describeTensor(const TensorArg &tensor) {
  return std::to_string(tensor.count) + " x " + dtypeName(tensor.dtype);
}
} // namespace

std::string describeAxes(uint32_t axes) {
  if (axes == 0)
    return "";
  std::string text = " on grid axes {";
  bool first = true;
  for (int axis = 0; axis < 32; ++axis)
    if (axes & (1u << axis)) {
      text += (first ? "" : ", ") + std::to_string(axis);
      first = false;
    }
  return text + "}";
}

std::string describeCall(const CollectiveCall &call) {
  std::string text = collectiveName(call.kind);
  const std::string perRank =
      std::string(call.kind == CollectiveKind::AllReduce ? "" : " per rank") +
      describeAxes(call.axes);
  if (!call.bucket && call.tensors.size() == 1)
    return text + " of " + describeTensor(call.tensors.front()) + perRank;

  // Buckets list their first tensors; a long list would drown the line.
  constexpr size_t kListed = 4;
  text += " bucket of " + std::to_string(call.tensors.size()) + " tensors (";
  for (size_t i = 0; i < call.tensors.size() && i < kListed; ++i)
    text += (i ? ", " : "") + describeTensor(call.tensors[i]);
  if (call.tensors.size() > kListed)
    text += ", ...";
  return text + ")" + perRank;
}

} // namespace zero_rt

void zero_rt::checkSizesForGroup(const char *entry, CollectiveKind kind,
                                 int64_t inSize, int64_t outSize) {
  const int64_t ranks = zero_rt_group_size(zero_rt_get_axes());
  int64_t expectedOut = inSize;
  if (kind == CollectiveKind::AllGather)
    expectedOut = ranks * inSize;
  if (kind == CollectiveKind::ReduceScatter) {
    if (inSize % ranks != 0)
      misuse(entry, "input memref has " + std::to_string(inSize) +
                        " elements, not a multiple of " +
                        std::to_string(ranks) + " ranks");
    expectedOut = inSize / ranks;
  }
  if (outSize != expectedOut)
    misuse(entry, "output memref has " + std::to_string(outSize) +
                      " elements, expected " + std::to_string(expectedOut) +
                      " for an input of " + std::to_string(inSize) + " on " +
                      std::to_string(ranks) + " ranks");
}
