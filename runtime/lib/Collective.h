//===- Collective.h - a collective call as the runtime sees it --*- C++ -*-===//
//
// The C entry points validate their arguments and turn every call - single
// tensor or bucket, blocking or async - into one `CollectiveCall`, which is
// what backends execute, what the ranks compare before they exchange data,
// and what error messages describe.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_COLLECTIVE_H
#define ZERO_RT_LIB_COLLECTIVE_H

#include "zero_rt/zero_rt.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace zero_rt {

/// The C ABI's `zero_rt_collective`, as a scoped enum.
enum class CollectiveKind : uint32_t {
  AllGather = ZERO_RT_ALL_GATHER,
  ReduceScatter = ZERO_RT_REDUCE_SCATTER,
  AllReduce = ZERO_RT_ALL_REDUCE
};

/// "all_gather", "reduce_scatter", "all_reduce".
const char *collectiveName(CollectiveKind kind);

/// One tensor of a call. `count` means what it means in the C ABI: elements
/// per rank for all_gather, the received shard for reduce_scatter, the whole
/// tensor for all_reduce.
struct TensorArg {
  const void *send = nullptr;
  void *recv = nullptr;
  size_t count = 0;
  zero_rt_dtype dtype = ZERO_RT_F32;
};

struct CollectiveCall {
  CollectiveKind kind = CollectiveKind::AllGather;
  zero_rt_reduce_op op = ZERO_RT_SUM; // Meaningless for all_gather.
  zero_rt_algorithm algorithm = ZERO_RT_ALGO_RING;
  /// Position of the call in this process's sequence of collectives. Every
  /// rank numbers its calls 0, 1, 2, ..., so equal numbers must describe the
  /// same collective.
  uint64_t sequence = 0;
  /// Entered through a _bucket function; only changes the description.
  bool bucket = false;
  /// The group the call runs on: a normalized mask of grid axes (Grid.h),
  /// 0 for the world.
  uint32_t axes = 0;
  std::vector<TensorArg> tensors;
};

/// Elements per rank of the ring's chunks: the count itself for all_gather
/// and reduce_scatter, ceil(count / N) for all_reduce (which pads to N
/// chunks).
size_t chunkElements(CollectiveKind kind, size_t count, int worldSize);

/// The payload bytes one rank sends for one tensor of a `kind` collective,
/// and for a whole call (the formulas in zero_rt.h).
uint64_t tensorPayloadBytes(CollectiveKind kind, const TensorArg &tensor,
                            int worldSize);
uint64_t payloadBytesSent(const CollectiveCall &call, int worldSize);

/// Ends the job (`misuse` of `entry`) unless an input of `inSize` and an
/// output of `outSize` elements fit a `kind` collective on the group the
/// next collective runs on (the axes compiled code named last with
/// zero_rt_use_axes, the world on a 1-d grid): the same size for
/// all_reduce, times the group's ranks for all_gather, divided by them for
/// reduce_scatter. The synchronous and the asynchronous entry points share
/// it.
void checkSizesForGroup(const char *entry, CollectiveKind kind, int64_t inSize,
                        int64_t outSize);

/// " on grid axes {0, 2}" for a call on a group, "" for the world.
std::string describeAxes(uint32_t axes);

/// "reduce_scatter of 1048576 x bf16 per rank", "all_reduce bucket of 3
/// tensors (1000 x f32, 7 x bf16, 1 x i64)": what error messages name.
std::string describeCall(const CollectiveCall &call);

} // namespace zero_rt

#endif // ZERO_RT_LIB_COLLECTIVE_H
