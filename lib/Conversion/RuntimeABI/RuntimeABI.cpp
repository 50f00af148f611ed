//===- RuntimeABI.cpp - the runtime's C ABI as the compiler sees it -------===//

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::zero;

// The dialect's reductions and the runtime's reduce codes are separate
// enums; these keep the mapping below honest if either is renumbered.
static_assert(static_cast<int>(ReduceKind::Sum) == 0 && ZERO_RT_SUM == 0 &&
                  static_cast<int>(ReduceKind::Avg) == 1 && ZERO_RT_AVG == 1,
              "update getRuntimeReduceOp for the renumbered reductions");

// The compiler's collectives are numbered as the C ABI's.
static_assert(static_cast<int>(CollectiveKind::AllGather) ==
                      ZERO_RT_ALL_GATHER &&
                  static_cast<int>(CollectiveKind::ReduceScatter) ==
                      ZERO_RT_REDUCE_SCATTER &&
                  static_cast<int>(CollectiveKind::AllReduce) ==
                      ZERO_RT_ALL_REDUCE,
              "CollectiveKind must number the collectives as zero_rt.h does");

namespace {
/// The runtime's element types as the compiler names them. The order and
/// codes are the C header's; the static_asserts below check them.
struct DTypeInfo {
  zero_rt_dtype code;
  const char *suffix;
  size_t bytes;
};
constexpr DTypeInfo kDTypes[] = {
    {ZERO_RT_F32, "f32", 4}, {ZERO_RT_F64, "f64", 8}, {ZERO_RT_BF16, "bf16", 2},
    {ZERO_RT_F16, "f16", 2}, {ZERO_RT_I8, "", 1},     {ZERO_RT_U8, "", 1},
    {ZERO_RT_I32, "i32", 4}, {ZERO_RT_I64, "i64", 8},
};
constexpr bool codesAreIndices() {
  for (size_t i = 0; i < std::size(kDTypes); ++i)
    if (static_cast<size_t>(kDTypes[i].code) != i)
      return false;
  return true;
}
static_assert(codesAreIndices(),
              "kDTypes must list zero_rt_dtype in the order of its codes");
static_assert(std::size(kDTypes) == ZERO_RT_I64 + 1,
              "kDTypes must list every zero_rt_dtype");
} // namespace

std::optional<zero_rt_dtype> abi::getRuntimeDType(Type type) {
  if (type.isF32())
    return ZERO_RT_F32;
  if (type.isF64())
    return ZERO_RT_F64;
  if (type.isBF16())
    return ZERO_RT_BF16;
  if (type.isF16())
    return ZERO_RT_F16;
  if (type.isSignlessInteger(8))
    return ZERO_RT_I8;
  if (type.isUnsignedInteger(8))
    return ZERO_RT_U8;
  if (type.isSignlessInteger(32))
    return ZERO_RT_I32;
  if (type.isSignlessInteger(64))
    return ZERO_RT_I64;
  return std::nullopt;
}

StringRef abi::getMemRefEntrySuffix(zero_rt_dtype dtype) {
  return kDTypes[dtype].suffix;
}

size_t abi::getDTypeBytes(zero_rt_dtype dtype) { return kDTypes[dtype].bytes; }

FailureOr<uint32_t> abi::getRuntimeAxes(ArrayRef<int16_t> gridAxes,
                                        int64_t gridRank) {
  if (gridRank < 1 || gridRank > ZERO_RT_MAX_GRID_AXES)
    return failure();
  const uint32_t all = (1u << gridRank) - 1;
  uint32_t axes = 0;
  for (int16_t axis : gridAxes) {
    if (axis < 0 || axis >= gridRank)
      return failure();
    axes |= 1u << axis;
  }
  return axes == all ? 0u : axes;
}

zero_rt_reduce_op abi::getRuntimeReduceOp(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Sum:
    return ZERO_RT_SUM;
  case ReduceKind::Avg:
    return ZERO_RT_AVG;
  }
  llvm_unreachable("unknown reduction");
}

/// "zero_rt_<stem>_<dtype suffix>", or "" for an element type without
/// memref entry points.
static std::string getMemRefEntryName(const Twine &stem, Type elementType) {
  std::optional<zero_rt_dtype> dtype = abi::getRuntimeDType(elementType);
  StringRef suffix = dtype ? abi::getMemRefEntrySuffix(*dtype) : "";
  if (suffix.empty())
    return "";
  return ("zero_rt_" + stem + "_" + suffix).str();
}

std::string abi::getCollectiveEntryName(CollectiveKind kind, Type elementType) {
  return getMemRefEntryName(getCollectiveName(kind), elementType);
}

std::string abi::getBucketEnqueueEntryName(CollectiveKind kind,
                                           Type elementType) {
  return getMemRefEntryName("bucket_" + getCollectiveName(kind), elementType);
}

std::string abi::getBucketWaitEntryName(Type elementType) {
  return getMemRefEntryName("bucket_wait", elementType);
}

MemRefType abi::getEntryMemRefType(Type elementType, int64_t size) {
  MLIRContext *context = elementType.getContext();
  auto layout = StridedLayoutAttr::get(context, ShapedType::kDynamic,
                                       {ShapedType::kDynamic});
  return MemRefType::get({size}, elementType, layout);
}

Value abi::flattenBuffer(OpBuilder &builder, Location loc, Value buffer) {
  int64_t rank = cast<MemRefType>(buffer.getType()).getRank();
  if (rank == 1)
    return buffer;
  // A 0-d buffer is one element: expanded, since no collapse adds a
  // dimension.
  if (rank == 0)
    return memref::ExpandShapeOp::create(builder, loc, ArrayRef<int64_t>{1},
                                         buffer,
                                         ArrayRef<ReassociationIndices>{});
  return memref::CollapseShapeOp::create(builder, loc, buffer,
                                         getFlatteningReassociation(rank));
}

Value abi::unflattenBuffer(OpBuilder &builder, Location loc, Value flat,
                           ArrayRef<int64_t> shape) {
  if (shape.size() == 1)
    return flat;
  if (shape.empty())
    return memref::CollapseShapeOp::create(builder, loc, flat,
                                           ArrayRef<ReassociationIndices>{});
  return memref::ExpandShapeOp::create(
      builder, loc, shape, flat, getFlatteningReassociation(shape.size()));
}

FunctionType abi::getCollectiveEntryType(CollectiveKind kind,
                                         Type elementType) {
  MLIRContext *context = elementType.getContext();
  Type buffer = getEntryMemRefType(elementType, ShapedType::kDynamic);
  SmallVector<Type, 3> inputs = {buffer, buffer};
  if (kind != CollectiveKind::AllGather)
    inputs.push_back(IntegerType::get(context, 32)); // the reduce code
  return FunctionType::get(context, inputs, {});
}

std::string abi::getTransferEntryName(Type elementType) {
  return getMemRefEntryName("transfer", elementType);
}

FunctionType abi::getTransferEntryType(Type elementType) {
  MLIRContext *context = elementType.getContext();
  Type buffer = getEntryMemRefType(elementType, ShapedType::kDynamic);
  Type tier = IntegerType::get(context, 32);
  return FunctionType::get(context, {buffer, buffer, tier, tier}, {});
}

std::string abi::getNvmeAllocEntryName(Type elementType) {
  return getMemRefEntryName("alloc_nvme", elementType);
}

std::string abi::getHostAllocEntryName(Type elementType) {
  return getMemRefEntryName("alloc_host", elementType);
}

std::string abi::getTransferWaitEntryName(Type elementType) {
  return getMemRefEntryName("transfer_wait", elementType);
}

FunctionType abi::getTransferWaitEntryType(Type elementType) {
  return FunctionType::get(
      elementType.getContext(),
      {getEntryMemRefType(elementType, ShapedType::kDynamic)}, {});
}

bool abi::isNvmeAllocEntry(StringRef callee) {
  return callee.starts_with("zero_rt_alloc_nvme_");
}

FunctionType abi::getTierAllocEntryType(Type elementType) {
  MLIRContext *context = elementType.getContext();
  return FunctionType::get(
      context, {IntegerType::get(context, 64)},
      {MemRefType::get({ShapedType::kDynamic}, elementType)});
}

static_assert(static_cast<int>(MemoryTier::Device) == ZERO_RT_TIER_DEVICE &&
                  static_cast<int>(MemoryTier::Host) == ZERO_RT_TIER_HOST &&
                  static_cast<int>(MemoryTier::Nvme) == ZERO_RT_TIER_NVME,
              "#zero.tier and zero_rt_tier codes differ");

zero_rt_tier abi::getRuntimeTier(MemoryTier tier) {
  return static_cast<zero_rt_tier>(static_cast<int>(tier));
}

FunctionType abi::getBucketWaitEntryType(Type elementType) {
  Type buffer = getEntryMemRefType(elementType, ShapedType::kDynamic);
  return FunctionType::get(elementType.getContext(), {buffer, buffer}, {});
}

LogicalResult abi::declareRuntimeFunction(ModuleOp module, StringRef name,
                                          FunctionType type, bool cInterface,
                                          Location useLoc) {
  if (Operation *existing = SymbolTable::lookupSymbolIn(module, name)) {
    auto function = dyn_cast<func::FuncOp>(existing);
    if (function && function.isExternal() &&
        function.getFunctionType() == type) {
      // The runtime's symbol is the C interface's; calls must go through it.
      if (cInterface)
        function->setAttr(kEmitCInterface, UnitAttr::get(module.getContext()));
      return success();
    }
    return emitError(useLoc)
               .append("zero-to-runtime: the module defines @", name,
                       " differently from the runtime's ", type)
               .attachNote(existing->getLoc())
           << "defined here";
  }
  auto builder = OpBuilder::atBlockBegin(module.getBody());
  auto function = func::FuncOp::create(builder, module.getLoc(), name, type);
  function.setPrivate();
  if (cInterface)
    function->setAttr(kEmitCInterface, builder.getUnitAttr());
  return success();
}
