//===- AsyncRuntimeABI.cpp - the runtime's async entry points -------------===//

#include "zero/Conversion/RuntimeABI/AsyncRuntimeABI.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::zero;

/// "zero_rt_<stem>_<dt>", or "" without a memref entry for the type.
static std::string getAsyncEntryName(const Twine &stem, Type elementType) {
  std::optional<zero_rt_dtype> dtype = abi::getRuntimeDType(elementType);
  StringRef suffix = dtype ? abi::getMemRefEntrySuffix(*dtype) : "";
  if (suffix.empty())
    return "";
  return ("zero_rt_" + stem + "_" + suffix).str();
}

std::string abi::getAsyncStartEntryName(CollectiveKind kind, Type elementType) {
  return getAsyncEntryName(getCollectiveName(kind) + "_start", elementType);
}

std::string abi::getAsyncWaitEntryName(Type elementType) {
  return getAsyncEntryName("async_wait", elementType);
}

FunctionType abi::getAsyncWaitEntryType(Type elementType) {
  MLIRContext *context = elementType.getContext();
  Type buffer = getEntryMemRefType(elementType, ShapedType::kDynamic);
  return FunctionType::get(context,
                           {IntegerType::get(context, 64), buffer, buffer}, {});
}

FunctionType abi::getAsyncEndType(MLIRContext *context) {
  return FunctionType::get(context, {}, {IntegerType::get(context, 64)});
}
