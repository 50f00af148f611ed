//===- MemRef.cpp - entry points for MLIR-compiled code -------------------===//
//
// `_mlir_ciface_zero_rt_*` wrappers over the C ABI. A memref may carry an
// offset and a non-unit stride (a subview, a column); the collectives want
// contiguous buffers, so strided memrefs are packed into a temporary and
// unpacked afterwards. Compiled code has no error path, so every error here
// ends the job (ZERO_RT_ABORT_MISUSE) with the runtime's explanation.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"
#include "zero_rt/zero_rt_memref.h"

#include "Collective.h"

#include "Fatal.h"
#include "Runtime.h"

#include <cstring>
#include <string>
#include <vector>

namespace zero_rt {
namespace {

[[noreturn]] void misuse(const std::string &entry, const std::string &why) {
  fatal(ZERO_RT_ABORT_MISUSE, entry + ": " + why);
}

/// A contiguous buffer holding a 1-D memref's elements: the memref's own
/// memory when its stride is 1, else a packed copy.
template <typename T> class ContiguousView {
public:
  ContiguousView(StridedMemRefType<T, 1> *memref, bool isInput)
      : memref_(memref) {
    T *first = memref->data + memref->offset;
    if (memref->strides[0] == 1 || memref->sizes[0] <= 1) {
      data_ = first;
      return;
    }
    packed_.resize(size());
    if (isInput)
      for (size_t i = 0; i < packed_.size(); ++i)
        packed_[i] = first[static_cast<int64_t>(i) * memref->strides[0]];
    data_ = packed_.data();
  }

  T *data() const { return data_; }
  size_t size() const { return static_cast<size_t>(memref_->sizes[0]); }

  /// Copies a packed output back into the strided memref.
  void unpack() {
    if (packed_.empty())
      return;
    T *first = memref_->data + memref_->offset;
    for (size_t i = 0; i < packed_.size(); ++i)
      first[static_cast<int64_t>(i) * memref_->strides[0]] = packed_[i];
  }

private:
  StridedMemRefType<T, 1> *memref_;
  std::vector<T> packed_;
  T *data_ = nullptr;
};

using Kind = CollectiveKind;

template <typename T>
void runCollective(const char *entry, Kind kind, zero_rt_dtype dtype,
                   StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out,
                   int32_t op) {
  if (!zero_rt_initialized())
    misuse(entry, "the runtime is not initialized (call zero_rt_init)");
  if (!in || !out)
    misuse(entry, "memref descriptor is NULL");
  if (in->sizes[0] < 0 || out->sizes[0] < 0)
    misuse(entry, "negative memref size");

  const int64_t ranks = zero_rt_size();
  int64_t expectedOut = in->sizes[0];
  if (kind == Kind::AllGather)
    expectedOut = ranks * in->sizes[0];
  if (kind == Kind::ReduceScatter) {
    if (in->sizes[0] % ranks != 0)
      misuse(entry, "input memref has " + std::to_string(in->sizes[0]) +
                        " elements, not a multiple of " +
                        std::to_string(ranks) + " ranks");
    expectedOut = in->sizes[0] / ranks;
  }
  if (out->sizes[0] != expectedOut)
    misuse(entry, "output memref has " + std::to_string(out->sizes[0]) +
                      " elements, expected " + std::to_string(expectedOut) +
                      " for an input of " + std::to_string(in->sizes[0]) +
                      " on " + std::to_string(ranks) + " ranks");

  // Packing reads and writes the elements on the host, which device memory
  // (the nccl backend's buffers) does not allow.
  auto strided = [](StridedMemRefType<T, 1> *memref) {
    return memref->strides[0] != 1 && memref->sizes[0] > 1;
  };
  if ((strided(in) || strided(out)) && theRuntime &&
      std::strcmp(theRuntime->backend().name(), "nccl") == 0)
    misuse(entry, "strided memrefs are packed on the host, which device "
                  "memory does not allow: under the nccl backend pass "
                  "contiguous (stride 1) memrefs");

  ContiguousView<T> input(in, /*isInput=*/true);
  ContiguousView<T> output(out, /*isInput=*/false);
  int status = ZERO_RT_SUCCESS;
  auto reduceOp = static_cast<zero_rt_reduce_op>(op);
  switch (kind) {
  case Kind::AllGather:
    status =
        zero_rt_all_gather(input.data(), output.data(), input.size(), dtype);
    break;
  case Kind::ReduceScatter:
    status = zero_rt_reduce_scatter(input.data(), output.data(), output.size(),
                                    dtype, reduceOp);
    break;
  case Kind::AllReduce:
    status = zero_rt_all_reduce(input.data(), output.data(), output.size(),
                                dtype, reduceOp);
    break;
  }
  if (status != ZERO_RT_SUCCESS)
    misuse(entry, zero_rt_last_error());
  output.unpack();
}

} // namespace
} // namespace zero_rt

#define ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(DT, T, DTYPE)                       \
  void _mlir_ciface_zero_rt_all_gather_##DT(StridedMemRefType<T, 1> *in,       \
                                            StridedMemRefType<T, 1> *out) {    \
    zero_rt::runCollective<T>("zero_rt_all_gather_" #DT,                       \
                              zero_rt::Kind::AllGather, DTYPE, in, out,        \
                              ZERO_RT_SUM);                                    \
  }                                                                            \
  void _mlir_ciface_zero_rt_reduce_scatter_##DT(                               \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    zero_rt::runCollective<T>("zero_rt_reduce_scatter_" #DT,                   \
                              zero_rt::Kind::ReduceScatter, DTYPE, in, out,    \
                              op);                                             \
  }                                                                            \
  void _mlir_ciface_zero_rt_all_reduce_##DT(                                   \
      StridedMemRefType<T, 1> *in, StridedMemRefType<T, 1> *out, int32_t op) { \
    zero_rt::runCollective<T>("zero_rt_all_reduce_" #DT,                       \
                              zero_rt::Kind::AllReduce, DTYPE, in, out, op);   \
  }

extern "C" {
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(f32, float, ZERO_RT_F32)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(f64, double, ZERO_RT_F64)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(bf16, uint16_t, ZERO_RT_BF16)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(f16, uint16_t, ZERO_RT_F16)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(i32, int32_t, ZERO_RT_I32)
ZERO_RT_DEFINE_MEMREF_ENTRY_POINTS(i64, int64_t, ZERO_RT_I64)
}
