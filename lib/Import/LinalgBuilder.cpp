//===- LinalgBuilder.cpp - tensor compute in einsum notation --------------===//

#include "zero/Import/LinalgBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/TypeUtilities.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero::import;

//===----------------------------------------------------------------------===//
// Scalar bodies
//===----------------------------------------------------------------------===//

/// Whether a body computes `type` in f32 rather than as it is stored.
static bool isNarrowFloat(Type type) {
  auto floatType = dyn_cast<FloatType>(type);
  return floatType && floatType.getWidth() < 32;
}

Value BodyArgs::operator[](size_t i) const {
  Value &value = widened[i];
  if (!value)
    value = isNarrowFloat(block[i].getType())
                ? arith::ExtFOp::create(b, loc, b.getF32Type(), block[i])
                : block[i];
  return value;
}

SmallVector<Value> BodyArgs::take_back(size_t n) const {
  SmallVector<Value> values;
  for (size_t i = size() - n; i < size(); ++i)
    values.push_back((*this)[i]);
  return values;
}

Value BodyContext::index(char letter) const {
  size_t position = loops.find(letter);
  assert(position != StringRef::npos && "no loop with this letter");
  return linalg::IndexOp::create(b, loc, position);
}

Value BodyContext::f32(Value value) const {
  Type f32Type = b.getF32Type();
  if (value.getType() == f32Type)
    return value;
  return arith::ExtFOp::create(b, loc, f32Type, value);
}

Value BodyContext::constant(double value) const {
  return owner.scalar(value, b.getF32Type());
}

Value BodyContext::add(Value lhs, Value rhs) const {
  return arith::AddFOp::create(b, loc, lhs, rhs);
}
Value BodyContext::sub(Value lhs, Value rhs) const {
  return arith::SubFOp::create(b, loc, lhs, rhs);
}
Value BodyContext::mul(Value lhs, Value rhs) const {
  return arith::MulFOp::create(b, loc, lhs, rhs);
}
Value BodyContext::div(Value lhs, Value rhs) const {
  return arith::DivFOp::create(b, loc, lhs, rhs);
}
Value BodyContext::neg(Value value) const {
  return arith::NegFOp::create(b, loc, value);
}
Value BodyContext::exp(Value value) const {
  return math::ExpOp::create(b, loc, value);
}
Value BodyContext::max(Value lhs, Value rhs) const {
  return arith::MaximumFOp::create(b, loc, lhs, rhs);
}
Value BodyContext::sigmoid(Value value) const {
  return div(constant(1.0), add(constant(1.0), exp(neg(value))));
}

//===----------------------------------------------------------------------===//
// Einsum specs
//===----------------------------------------------------------------------===//

namespace {
/// A parsed spec "ab,bc->ac": the letters of each input and of the output,
/// and all loops (output letters first, then the reduced ones).
struct Spec {
  SmallVector<StringRef> inputs;
  StringRef output;
  std::string loops;

  explicit Spec(StringRef text) {
    auto [lhs, rhs] = text.split("->");
    output = rhs;
    // Keep empty pieces: a rank-0 input is "" (as in ",ab->ab").
    lhs.split(inputs, ",", /*MaxSplit=*/-1, /*KeepEmpty=*/true);
    loops = output.str();
    for (StringRef input : inputs)
      for (char letter : input)
        if (loops.find(letter) == std::string::npos)
          loops.push_back(letter);
  }

  AffineMap mapOf(StringRef letters, MLIRContext *ctx) const {
    SmallVector<AffineExpr> exprs;
    for (char letter : letters)
      exprs.push_back(getAffineDimExpr(loops.find(letter), ctx));
    return AffineMap::get(loops.size(), 0, exprs, ctx);
  }
};
} // namespace

std::string LinalgBuilder::elementwiseSpec(unsigned rank, unsigned numInputs) {
  std::string letters = std::string("abcdefgh").substr(0, rank);
  std::string spec;
  for (unsigned i = 0; i < numInputs; ++i)
    spec += (i ? "," : "") + letters;
  return spec + "->" + letters;
}

SmallVector<int64_t> LinalgBuilder::outputShape(StringRef text,
                                                ValueRange inputs,
                                                ExtraLoops extraLoops) {
  Spec spec(text);
  assert(spec.inputs.size() == inputs.size() && "one spec group per input");
  SmallVector<int64_t> shape;
  for (char letter : spec.output) {
    std::optional<int64_t> size;
    for (auto [letters, input] : llvm::zip(spec.inputs, inputs)) {
      size_t position = letters.find(letter);
      if (position != StringRef::npos) {
        size = cast<RankedTensorType>(input.getType()).getDimSize(position);
        break;
      }
    }
    for (auto [extra, extraSize] : extraLoops)
      if (!size && extra == letter)
        size = extraSize;
    assert(size && "output letter without a size");
    shape.push_back(*size);
  }
  return shape;
}

SmallVector<Value> LinalgBuilder::build(StringRef text, ValueRange inputs,
                                        ArrayRef<Value> inits,
                                        MultiBodyFn body) {
  // Loop sizes follow from the operand shapes: the sizes of loops no input
  // indexes (`ExtraLoops`) are already in the outputs' shapes.
  Spec spec(text);
  MLIRContext *ctx = b.getContext();
  SmallVector<AffineMap> maps;
  for (StringRef letters : spec.inputs)
    maps.push_back(spec.mapOf(letters, ctx));
  for (size_t i = 0; i < inits.size(); ++i)
    maps.push_back(spec.mapOf(spec.output, ctx));
  SmallVector<utils::IteratorType> iterators;
  for (char letter : spec.loops)
    iterators.push_back(spec.output.contains(letter)
                            ? utils::IteratorType::parallel
                            : utils::IteratorType::reduction);
  SmallVector<Type> resultTypes;
  for (Value init : inits)
    resultTypes.push_back(init.getType());
  StringRef loops = spec.loops;
  auto generic = linalg::GenericOp::create(
      b, loc, resultTypes, inputs, inits, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        BodyContext context(*this, nested, nestedLoc, args, loops);
        SmallVector<Value> results = body(context);
        // The body computes in f32; a narrower output stores the rounded
        // value. A value that is only a widened element of that type (a
        // gathered bf16 row) is stored as it was read.
        SmallVector<arith::ExtFOp> bypassed;
        for (auto [result, init] : llvm::zip(results, inits)) {
          Type stored = getElementTypeOrSelf(init.getType());
          if (result.getType() == stored)
            continue;
          auto widen = result.getDefiningOp<arith::ExtFOp>();
          if (widen && widen.getIn().getType() == stored) {
            result = widen.getIn();
            if (!llvm::is_contained(bypassed, widen))
              bypassed.push_back(widen);
            continue;
          }
          result = arith::TruncFOp::create(nested, nestedLoc, stored, result);
        }
        linalg::YieldOp::create(nested, nestedLoc, results);
        for (arith::ExtFOp widen : bypassed)
          if (widen->use_empty())
            widen->erase();
      });
  return SmallVector<Value>(generic.getResults());
}

//===----------------------------------------------------------------------===//
// Tensor ops
//===----------------------------------------------------------------------===//

void LinalgBuilder::setConstantBlock(Block *block) {
  constantBlock = block;
  constants.clear();
}

Value LinalgBuilder::scalar(double value, Type elementType) {
  auto attr = b.getFloatAttr(elementType, value);
  if (!constantBlock)
    return arith::ConstantOp::create(b, loc, attr);
  // Keyed by the rounded value's bits: 0.1 and 0.1000000001 are one f32.
  uint64_t bits = attr.getValue().bitcastToAPInt().getZExtValue();
  Value &constant = constants[{elementType, bits}];
  if (!constant) {
    // At the very start of the block, so it dominates every later use.
    OpBuilder atStart = OpBuilder::atBlockBegin(constantBlock);
    constant = arith::ConstantOp::create(atStart, loc, attr);
  }
  return constant;
}

Value LinalgBuilder::filled(ArrayRef<int64_t> shape, Type elementType,
                            double value) {
  Value empty = tensor::EmptyOp::create(b, loc, shape, elementType);
  return linalg::FillOp::create(b, loc, scalar(value, elementType), empty)
      .getResult(0);
}

Value LinalgBuilder::map(StringRef spec, ValueRange inputs, Type elementType,
                         BodyFn body, ExtraLoops extraLoops) {
  SmallVector<int64_t> shape = outputShape(spec, inputs, extraLoops);
  Value init = tensor::EmptyOp::create(b, loc, shape, elementType);
  return build(spec, inputs, {init},
               [&](BodyContext &context) -> SmallVector<Value> {
                 return {body(context)};
               })
      .front();
}

SmallVector<Value> LinalgBuilder::mapMulti(StringRef spec, ValueRange inputs,
                                           TypeRange elementTypes,
                                           MultiBodyFn body,
                                           ExtraLoops extraLoops) {
  SmallVector<int64_t> shape = outputShape(spec, inputs, extraLoops);
  SmallVector<Value> inits;
  for (Type elementType : elementTypes)
    inits.push_back(tensor::EmptyOp::create(b, loc, shape, elementType));
  return build(spec, inputs, inits, body);
}

Value LinalgBuilder::reduce(StringRef spec, ValueRange inputs, double init,
                            BodyFn body, ExtraLoops extraLoops) {
  Value initTensor = filled(outputShape(spec, inputs, extraLoops), f32(), init);
  return build(spec, inputs, {initTensor},
               [&](BodyContext &context) -> SmallVector<Value> {
                 return {body(context)};
               })
      .front();
}

Value LinalgBuilder::contract(StringRef text, Value lhs, Value rhs,
                              Value accumulator, Type elementType) {
  Type accumulatorType =
      accumulator ? getElementTypeOrSelf(accumulator.getType()) : f32();
  if (!elementType)
    elementType = accumulatorType;
  if (accumulatorType != f32()) {
    // Accumulate in f32, then add the narrow accumulator elementwise.
    Value sum = contract(text, lhs, rhs);
    return map(
        elementwiseSpec(cast<RankedTensorType>(sum.getType()).getRank(), 2),
        {accumulator, sum}, elementType,
        [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
  }
  if (elementType != f32())
    return convert(contract(text, lhs, rhs, accumulator), elementType);
  if (!accumulator)
    accumulator = zeros(outputShape(text, {lhs, rhs}, {}), f32());
  Spec spec(text);
  MLIRContext *ctx = b.getContext();
  SmallVector<Attribute> maps;
  for (StringRef letters : {spec.inputs[0], spec.inputs[1], spec.output})
    maps.push_back(AffineMapAttr::get(spec.mapOf(letters, ctx)));
  // `linalg.contract` extends bf16 operands to the f32 accumulator itself.
  return linalg::ContractOp::create(
             b, loc, TypeRange{accumulator.getType()}, ValueRange{lhs, rhs},
             ValueRange{accumulator}, b.getArrayAttr(maps))
      .getResult(0);
}

Value LinalgBuilder::sum(StringRef spec, Value input) {
  return reduce(spec, {input}, 0.0,
                [](BodyContext &c) { return c.add(c.args[1], c.args[0]); });
}

Value LinalgBuilder::max(StringRef spec, Value input) {
  return reduce(spec, {input}, -std::numeric_limits<double>::infinity(),
                [](BodyContext &c) { return c.max(c.args[1], c.args[0]); });
}

/// The rank of a ranked tensor value.
static unsigned rankOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getRank();
}

Value LinalgBuilder::add(Value lhs, Value rhs) {
  return map(elementwiseSpec(rankOf(lhs), 2), {lhs, rhs}, f32(),
             [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
}

Value LinalgBuilder::sub(Value lhs, Value rhs) {
  return map(elementwiseSpec(rankOf(lhs), 2), {lhs, rhs}, f32(),
             [](BodyContext &c) { return c.sub(c.args[0], c.args[1]); });
}

Value LinalgBuilder::mul(Value lhs, Value rhs) {
  return map(elementwiseSpec(rankOf(lhs), 2), {lhs, rhs}, f32(),
             [](BodyContext &c) { return c.mul(c.args[0], c.args[1]); });
}

Value LinalgBuilder::convert(Value input, Type elementType) {
  auto type = cast<RankedTensorType>(input.getType());
  if (type.getElementType() == elementType)
    return input;
  auto resultType = type.clone(elementType);
  if (elementType.getIntOrFloatBitWidth() <
      type.getElementType().getIntOrFloatBitWidth())
    return arith::TruncFOp::create(b, loc, resultType, input);
  return arith::ExtFOp::create(b, loc, resultType, input);
}

Value LinalgBuilder::expand(Value input, ArrayRef<int64_t> shape,
                            ArrayRef<ReassociationIndices> groups) {
  auto source = cast<RankedTensorType>(input.getType());
  auto type = RankedTensorType::get(shape, source.getElementType());
  return tensor::ExpandShapeOp::create(b, loc, type, input, groups);
}

Value LinalgBuilder::sliceLast(Value x, int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape.back() = size;
  SmallVector<OpFoldResult> offsets(shape.size(), b.getIndexAttr(0)), sizes,
      strides(shape.size(), b.getIndexAttr(1));
  offsets.back() = b.getIndexAttr(offset);
  for (int64_t dim : shape)
    sizes.push_back(b.getIndexAttr(dim));
  return tensor::ExtractSliceOp::create(
      b, loc, RankedTensorType::get(shape, type.getElementType()), x, offsets,
      sizes, strides);
}

Value LinalgBuilder::collapse(Value input,
                              ArrayRef<ReassociationIndices> groups) {
  return tensor::CollapseShapeOp::create(b, loc, input, groups);
}
