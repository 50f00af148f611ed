//===- RuntimeABI.h - the runtime's C ABI as the compiler sees it -*- C++
//-*-===//
//
// One home for everything compiled code and the host agree on with libzero_rt
// (runtime/include/zero_rt/zero_rt.h and zero_rt_memref.h): which element
// types the runtime carries and their codes, the reduce codes, the names and
// signatures of the memref entry points that `zero-to-runtime` calls, and the
// attribute that makes a function callable through its C interface. The
// lowering and zero-run both use it; the codes are checked against the C
// header at compile time.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_RUNTIMEABI_RUNTIMEABI_H
#define ZERO_CONVERSION_RUNTIMEABI_RUNTIMEABI_H

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "zero_rt/zero_rt.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>
#include <string>

namespace mlir::zero::abi {

/// The runtime's rank query, called by lowered `shard.process_linear_index`.
constexpr StringLiteral kRankFunction = "zero_rt_rank";

/// Keeps a buffer alive up to the call (zero_rt.h's zero_rt_hold):
/// `(index address) -> ()`, a no-op. zero-to-runtime lowers the release of a
/// tensor that nothing reads (a copy the program holds only for its memory,
/// zero-remat's `op` policy) to it, so that the buffer lives until the
/// release, as the scheduled report counts it.
constexpr StringLiteral kHoldFunction = "zero_rt_hold";

/// The runtime's batch of matrix products (zero_rt_matmul.h), called by
/// `zero-library-matmul`: `(i32 A's dtype, i32 B's dtype, i64 batch, i64 m,
/// i64 n, i64 k,` then
/// for A, B and C in turn `index address, index offset, i64 batch stride,
/// i64 row stride, i64 column stride`, `) -> ()`.
constexpr StringLiteral kMatmulFunction = "zero_rt_matmul";

/// The runtime's op timer (zero_rt_profile.h), called by `zero-profile-ops`
/// around each timed op: `(i64 op) -> ()` each.
constexpr StringLiteral kProfileBeginFunction = "zero_rt_profile_begin";
constexpr StringLiteral kProfileEndFunction = "zero_rt_profile_end";

/// The module attribute `zero-profile-ops` writes: an array with one
/// dictionary per timed op, in the order of the op numbers, with `class`
/// (a StringAttr), `op` (the op's name) and `loc` (its location).
constexpr StringLiteral kProfileOpsAttrName = "zero_rt.profile_ops";

/// Names the group of the collectives that follow (zero_rt_memref.h's
/// zero_rt_use_axes): `(i32 axes) -> ()`, a mask of grid axes, 0 the world.
/// Compiled code calls it before every collective of a step on a grid of
/// several axes.
constexpr StringLiteral kUseAxesFunction = "zero_rt_use_axes";

/// This rank's coordinate along one grid axis (zero_rt_memref.h's
/// zero_rt_grid_index): `(i32 axis) -> i32`, lowered
/// `shard.process_multi_index`.
constexpr StringLiteral kGridIndexFunction = "zero_rt_grid_index";

/// Records, on a lowered step whose collectives run on a grid of several
/// axes, that grid's shape (an array<i64>): the host must pass it to
/// zero_rt_set_grid before calling the step.
constexpr StringLiteral kGridAttrName = "zero_rt.grid";

/// The runtime's axis mask (zero_rt_axes) of a collective's `grid_axes` on
/// a grid of `gridRank` axes: bit i for axis i; empty `grid_axes` and the
/// set of every axis are the world, 0. Fails for a grid of more axes than
/// the runtime takes (ZERO_RT_MAX_GRID_AXES) or an axis out of range.
FailureOr<uint32_t> getRuntimeAxes(ArrayRef<int16_t> gridAxes,
                                   int64_t gridRank);

/// Open and close a bucket of the memref entry points (zero_rt_memref.h):
/// between them, one enqueue per tensor records it; the end starts one
/// bucket collective over everything recorded. Plain C, `() -> ()`.
constexpr StringLiteral kBucketBeginFunction = "zero_rt_bucket_begin";
constexpr StringLiteral kBucketEndFunction = "zero_rt_bucket_end";

/// Makes convert-func-to-llvm emit `_mlir_ciface_<name>`, the wrapper that
/// takes memrefs as pointers to `StridedMemRefType` descriptors: how compiled
/// code calls the runtime's memref entry points and how a host calls the
/// lowered step.
constexpr StringLiteral kEmitCInterface = "llvm.emit_c_interface";

/// Records, on a lowered step, the function type of the sharded step on
/// tensors it was lowered from, so that a host (zero-run) can check that
/// lowered code given to it is of the step it runs: argument element types
/// and shapes, which the memref descriptors do not carry.
constexpr StringLiteral kLoweredFromAttrName = "zero_rt.lowered_from";

/// The runtime's code for elements of `type`, or nullopt when it has none.
std::optional<zero_rt_dtype> getRuntimeDType(Type type);

/// The suffix of the memref entry points for `dtype` ("f32", "bf16", ...),
/// or "" for the element types that have no memref entry point (i8, u8).
StringRef getMemRefEntrySuffix(zero_rt_dtype dtype);

/// Bytes of one element of `dtype`.
size_t getDTypeBytes(zero_rt_dtype dtype);

/// The runtime's reduce code of a collective's reduction.
zero_rt_reduce_op getRuntimeReduceOp(ReduceKind kind);

/// `zero_rt_all_gather_bf16` and friends: the memref entry point of `kind` on
/// elements of `elementType`, or "" when the runtime has none.
std::string getCollectiveEntryName(CollectiveKind kind, Type elementType);

/// `zero_rt_bucket_all_gather_bf16` and friends: the entry point that
/// records one tensor of a `kind` bucket, of the signature of
/// `getCollectiveEntryType`; "" when the runtime has none.
std::string getBucketEnqueueEntryName(CollectiveKind kind, Type elementType);

/// `zero_rt_bucket_wait_bf16` and friends: the entry point that waits for
/// one tensor of a started bucket, given the same (send, receive) buffers as
/// its enqueue; "" when the runtime has none.
std::string getBucketWaitEntryName(Type elementType);

/// The signature of a bucket wait: (send, receive) buffers.
FunctionType getBucketWaitEntryType(Type elementType);

/// `zero_rt_transfer_bf16` and friends: the entry point that copies a tensor
/// between memory tiers (`zero.transfer`), or "" when the runtime has none.
std::string getTransferEntryName(Type elementType);

/// The signature of a transfer: (input, output) buffers, then the source
/// and target tiers as i32 `zero_rt_tier` codes.
FunctionType getTransferEntryType(Type elementType);

/// `zero_rt_alloc_nvme_bf16` and friends: the entry point that places a
/// tensor in the NVMe tier (the buffer a transfer to NVMe writes), or ""
/// when the runtime has none.
std::string getNvmeAllocEntryName(Type elementType);

/// `zero_rt_transfer_wait_bf16` and friends: the entry point that completes
/// a transfer from NVMe, given its output buffer (started in the
/// background, so that the read overlaps what the step does next); "" when
/// the runtime has none.
std::string getTransferWaitEntryName(Type elementType);

/// The signature of a transfer wait: the output buffer.
FunctionType getTransferWaitEntryType(Type elementType);

/// Mark a `memref.alloc` that stands for a tensor of the NVMe or the host
/// tier from `zero-to-runtime` until `zero-place-tier-tensors` makes it the
/// `getNvmeAllocEntryName` or `getHostAllocEntryName` call, after buffer
/// deallocation: an allocation is a buffer deallocation knows aliases no
/// other, so it frees the tensor at its last use, where a call's result
/// would be held to the step's end.
constexpr StringLiteral kNvmeTensorAttrName = "zero_rt.nvme_tensor";
constexpr StringLiteral kHostTensorAttrName = "zero_rt.host_tensor";
/// Marks an op that runs on the host (`zero-to-runtime`, HostOps.h): the
/// new buffers it writes are of the host tier, which
/// `zero-place-tier-tensors` marks `kHostTensorAttrName` after
/// bufferization.
constexpr StringLiteral kOnHostAttrName = "zero_rt.on_host";

/// `zero_rt_alloc_host_bf16` and friends: the entry point that allocates a
/// buffer of the host tier (counted in the runtime's host bytes), or ""
/// when the runtime has none.
std::string getHostAllocEntryName(Type elementType);

/// Whether `callee` is one of the `getNvmeAllocEntryName` entry points.
bool isNvmeAllocEntry(StringRef callee);

/// The signature of an NVMe or host allocation: the number of elements
/// (i64) to a contiguous 1-d memref (at an NVMe address, or in host
/// memory).
FunctionType getTierAllocEntryType(Type elementType);

/// The runtime's code of a memory tier.
zero_rt_tier getRuntimeTier(MemoryTier tier);

/// The memref type every entry point takes: 1-d with any offset and stride,
/// which `StridedMemRefType<T, 1>` describes on the C side.
MemRefType getEntryMemRefType(Type elementType, int64_t size);

/// `buffer` (a memref with the identity layout) as the 1-d row-major buffer
/// the entry points read and write: itself when 1-d, its one element when
/// 0-d, its dimensions collapsed otherwise.
Value flattenBuffer(OpBuilder &builder, Location loc, Value buffer);
/// The inverse: a 1-d buffer of `shape`'s element count viewed in `shape`.
Value unflattenBuffer(OpBuilder &builder, Location loc, Value flat,
                      ArrayRef<int64_t> shape);

/// The signature of a collective's entry point: (send, receive) buffers,
/// then the reduce code (an i32) for the reducing collectives.
FunctionType getCollectiveEntryType(CollectiveKind kind, Type elementType);

/// Declares the runtime function `name` of `type` at the top of `module`
/// unless it is there (through its C interface when `cInterface`); an
/// existing symbol of that name must be the same declaration, else an error
/// at `useLoc`.
LogicalResult declareRuntimeFunction(ModuleOp module, StringRef name,
                                     FunctionType type, bool cInterface,
                                     Location useLoc);

} // namespace mlir::zero::abi

#endif // ZERO_CONVERSION_RUNTIMEABI_RUNTIMEABI_H
