//===- ZeroUtils.cpp - sizes of model-state tensors -----------------------===//

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;

std::optional<uint64_t> zero::getElementBitWidth(Type elementType) {
  if (elementType.isIntOrFloat())
    return elementType.getIntOrFloatBitWidth();
  if (auto complex = dyn_cast<ComplexType>(elementType)) {
    std::optional<uint64_t> part = getElementBitWidth(complex.getElementType());
    if (part)
      return 2 * *part;
  }
  return std::nullopt;
}

std::optional<uint64_t> zero::getNumElements(ShapedType type) {
  if (!type.hasStaticShape())
    return std::nullopt;
  uint64_t count = 1;
  for (int64_t dim : type.getShape()) {
    if (dim < 0)
      return std::nullopt;
    if (__builtin_mul_overflow(count, static_cast<uint64_t>(dim), &count) ||
        count > static_cast<uint64_t>(INT64_MAX))
      return std::nullopt;
  }
  return count;
}

std::optional<uint64_t> zero::getByteSize(uint64_t numElements,
                                          Type elementType) {
  std::optional<uint64_t> bits = getElementBitWidth(elementType);
  if (!bits)
    return std::nullopt;
  // In 128 bits, so that tensors of 2^61 bytes and more are sized exactly
  // rather than overflowing the bit count.
  unsigned __int128 totalBits =
      static_cast<unsigned __int128>(numElements) * *bits;
  unsigned __int128 bytes = (totalBits + 7) / 8;
  if (bytes > static_cast<unsigned __int128>(INT64_MAX))
    return std::nullopt;
  return static_cast<uint64_t>(bytes);
}

LogicalResult
zero::verifyStateType(Type type, function_ref<InFlightDiagnostic()> emitError) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return emitError() << "a model state must be a ranked tensor, got " << type
                       << "; annotate the tensor value, not a memref or scalar";
  if (!tensor.hasStaticShape())
    return emitError() << "a model state must have a static shape, got " << type
                       << "; ZeRO partitions each state at compile time, so "
                          "give every dimension a size";
  if (!getElementBitWidth(tensor.getElementType()))
    return emitError() << "element type " << tensor.getElementType()
                       << " of a model state has no fixed size in bytes";
  std::optional<uint64_t> numElements = getNumElements(tensor);
  if (!numElements || !getByteSize(*numElements, tensor.getElementType()))
    return emitError() << "model state " << type
                       << " is larger than 2^63 bytes; check the shape";
  return success();
}
