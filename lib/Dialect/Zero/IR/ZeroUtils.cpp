//===- ZeroUtils.cpp - sizes of model-state tensors -----------------------===//

#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

std::optional<uint64_t> zero::getElementBitWidth(Type elementType) {
  // The types of training steps first: each is one TypeID comparison, where
  // `isIntOrFloat` asks the float type interface (this is on every path
  // that sizes a tensor).
  if (isa<BFloat16Type, Float16Type>(elementType))
    return 16;
  if (isa<Float32Type>(elementType))
    return 32;
  if (auto integer = dyn_cast<IntegerType>(elementType))
    return integer.getWidth();
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
  // An empty dimension makes the tensor empty whatever the others are, even
  // if their product alone would overflow.
  if (llvm::is_contained(type.getShape(), 0))
    return 0;
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
  // Whole bytes per element (sub-byte elements are not packed). In 128
  // bits, so that tensors of 2^63 bytes and more are refused, not wrapped.
  unsigned __int128 bytes =
      static_cast<unsigned __int128>(numElements) * ((*bits + 7) / 8);
  if (bytes > static_cast<unsigned __int128>(INT64_MAX))
    return std::nullopt;
  return static_cast<uint64_t>(bytes);
}

std::optional<uint64_t> zero::getStaticTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  std::optional<uint64_t> count = getNumElements(tensor);
  if (!count)
    return std::nullopt;
  Type elementType = tensor.getElementType();
  if (elementType.isIndex())
    elementType = IntegerType::get(type.getContext(), 64);
  return getByteSize(*count, elementType);
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

FailureOr<int64_t>
zero::getGroupSize(shard::GridOp grid, ArrayRef<int16_t> axes,
                   function_ref<InFlightDiagnostic()> emitError) {
  auto fail = [&]() -> InFlightDiagnostic {
    if (emitError)
      return emitError();
    return InFlightDiagnostic();
  };
  ArrayRef<int64_t> shape = grid.getShape();
  SmallVector<int16_t> spanned(axes);
  if (spanned.empty())
    for (int64_t axis = 0; axis < grid.getRank(); ++axis)
      spanned.push_back(axis);
  llvm::SmallDenseSet<int16_t, 4> seen;
  int64_t size = 1;
  for (int16_t axis : spanned) {
    if (axis < 0 || axis >= grid.getRank()) {
      fail() << "grid axis " << axis << " is out of range for @"
             << grid.getSymName() << " of rank " << grid.getRank();
      return failure();
    }
    if (!seen.insert(axis).second) {
      fail() << "grid axis " << axis << " is listed twice";
      return failure();
    }
    int64_t dim = shape[axis];
    if (ShapedType::isDynamic(dim)) {
      fail() << "the data-parallel group on @" << grid.getSymName()
             << " has a dynamic size; ZeRO shards at compile time, so give "
                "the grid a static shape";
      return failure();
    }
    if (dim < 1) {
      fail() << "axis " << axis << " of @" << grid.getSymName() << " has "
             << dim
             << " ranks; every axis of a data-parallel grid needs at "
                "least 1";
      return failure();
    }
    // `size` and `dim` are both at most kMaxGroupSize here, so the product
    // fits in 64 bits before it is compared.
    if (dim > kMaxGroupSize || size * dim > kMaxGroupSize) {
      fail() << "the data-parallel group on @" << grid.getSymName()
             << " has more than " << kMaxGroupSize
             << " ranks (2^31 - 1, the most MPI and NCCL can number)";
      return failure();
    }
    size *= dim;
  }
  return size;
}

Location zero::getWholeFunctionLoc(Operation *function) {
  if (Operation *parent = function->getParentOp())
    return parent->getLoc();
  return function->getLoc();
}

Location zero::getResultLoc(FunctionOpInterface function) {
  Region &body = function.getFunctionBody();
  if (!body.empty() && body.front().mightHaveTerminator())
    return body.front().getTerminator()->getLoc();
  return getWholeFunctionLoc(function);
}

LogicalResult zero::checkNoShardingMarksWithoutPlan(FunctionOpInterface step,
                                                    StringRef reader) {
  if (step->hasAttr(ZeroDialect::kPlanAttrName))
    return success();
  // The first mark found is the error; the others are counted, so that a
  // step of thousands of states gets one message.
  std::optional<InFlightDiagnostic> first;
  int64_t others = 0;
  auto check = [&](DictionaryAttr attrs, StringRef position, unsigned index,
                   Location loc) {
    if (!attrs)
      return;
    for (StringRef mark :
         {ZeroDialect::kShardOfAttrName, ZeroDialect::kTierAttrName}) {
      if (!attrs.get(mark))
        continue;
      if (first) {
        ++others;
        continue;
      }
      first.emplace(emitError(loc));
      *first << reader << ": " << position << " #" << index << " of '"
             << step.getName() << "' carries '" << mark
             << "', which zero-shard writes on the program it shards, but "
                "the step has no '"
             << ZeroDialect::kPlanAttrName
             << "' to say how it was sharded; restore the plan it was "
                "sharded with, or start from the original single-device step";
    }
  };
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i)
    check(step.getArgAttrDict(i), "argument", i, step.getArgument(i).getLoc());
  for (unsigned i = 0, e = step.getNumResults(); i < e; ++i)
    check(step.getResultAttrDict(i), "result", i, getResultLoc(step));
  if (!first)
    return success();
  if (others > 0)
    *first << " (" << others << " more such mark" << (others > 1 ? "s" : "")
           << " on its arguments and results)";
  return failure();
}

SmallVector<ReassociationIndices>
zero::getFlatteningReassociation(int64_t rank) {
  if (rank == 0)
    return {};
  ReassociationIndices all;
  for (int64_t dim = 0; dim < rank; ++dim)
    all.push_back(dim);
  return {all};
}

ArrayAttr zero::getFlatteningReassociationAttr(Builder &builder, int64_t rank) {
  if (rank == 0)
    return builder.getArrayAttr({});
  return builder.getArrayAttr(
      {builder.getI64ArrayAttr(getFlatteningReassociation(rank).front())});
}

Value zero::flattenTensor(OpBuilder &builder, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (type.getRank() == 1)
    return tensor;
  auto flatType =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  // The builders that take the attributes: the others infer the shapes
  // again, which costs more than the rest of the rewrite of a parameter.
  ArrayAttr reassociation =
      getFlatteningReassociationAttr(builder, type.getRank());
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(builder, loc, flatType, tensor,
                                         reassociation, ValueRange(),
                                         flatType.getShape());
  return tensor::CollapseShapeOp::create(builder, loc, flatType, tensor,
                                         reassociation);
}

SmallVector<Value> zero::getTensorInits(DestinationStyleOpInterface op) {
  unsigned numResults = op->getNumResults();
  if (numResults == 0)
    return {};
  if (isa<linalg::LinalgOp>(op.getOperation())) {
    OperandRange operands = op->getOperands();
    return llvm::to_vector(operands.drop_front(operands.size() - numResults));
  }
  return llvm::map_to_vector(op.getDpsInitsMutable(),
                             [](OpOperand &init) { return init.get(); });
}

int64_t zero::getArgumentMaxStage(FunctionOpInterface function,
                                  unsigned index) {
  int64_t maxStage =
      function.getArgAttr(index, ZeroDialect::kPersistentAttrName) ? 2 : 3;
  if (auto cap = function.getArgAttrOfType<IntegerAttr>(
          index, ZeroDialect::kMaxStageAttrName))
    maxStage = std::min(maxStage, cap.getInt());
  return maxStage;
}

void zero::forEachValueReadInRegions(Operation *op, Block &body,
                                     function_ref<void(Value)> read) {
  if (op->getNumRegions() == 0)
    return;
  op->walk([&](Operation *nested) {
    if (nested == op)
      return;
    for (Value operand : nested->getOperands())
      if (operand.getParentBlock() == &body)
        read(operand);
  });
}

bool zero::isScalarLike(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return !shaped || (shaped.hasRank() && shaped.getRank() == 0);
}

bool zero::isViewOp(Operation *op) {
  return isFlatOrderReshape(op) ||
         isa<tensor::ExtractSliceOp, tensor::ReshapeOp, tensor::BitcastOp>(op);
}

bool zero::isFlatOrderReshape(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp>(
      op);
}

Value zero::stripShardLayout(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto pad = dyn_cast<tensor::PadOp>(op))
      value = pad.getSource();
    else if (isFlatOrderReshape(op))
      value = op->getOperand(0);
    else
      break;
  }
  return value;
}

std::string zero::describeGridAxisNames(shard::GridOp grid) {
  auto names = grid->getAttrOfType<ArrayAttr>(ZeroDialect::kAxisNamesAttrName);
  if (!names)
    return "";
  std::string text;
  for (auto [index, name] : llvm::enumerate(names.getAsRange<StringAttr>()))
    text += (index ? ", " : "") + name.getValue().str();
  return text;
}

FailureOr<int16_t>
zero::lookupGridAxis(shard::GridOp grid, StringRef name,
                     function_ref<InFlightDiagnostic()> emitError) {
  auto names = grid->getAttrOfType<ArrayAttr>(ZeroDialect::kAxisNamesAttrName);
  if (!names) {
    emitError() << "@" << grid.getSymName()
                << " does not name its axes, so there is no axis '" << name
                << "'; add {" << ZeroDialect::kAxisNamesAttrName
                << " = [...]} to the grid, one name per axis";
    return failure();
  }
  for (auto [index, axisName] : llvm::enumerate(names.getAsRange<StringAttr>()))
    if (axisName.getValue() == name)
      return static_cast<int16_t>(index);
  emitError() << "@" << grid.getSymName() << " has no axis named '" << name
              << "'; its axes are " << describeGridAxisNames(grid);
  return failure();
}

FailureOr<SmallVector<int16_t, 2>>
zero::lookupGridAxes(shard::GridOp grid, ArrayRef<StringRef> names,
                     function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<int16_t, 2> axes;
  for (StringRef name : names) {
    FailureOr<int16_t> axis = lookupGridAxis(grid, name, emitError);
    if (failed(axis))
      return failure();
    if (llvm::is_contained(axes, *axis)) {
      emitError() << "axis '" << name << "' of @" << grid.getSymName()
                  << " is named twice";
      return failure();
    }
    axes.push_back(*axis);
  }
  llvm::sort(axes);
  return axes;
}

FailureOr<SmallVector<int16_t, 2>>
zero::lookupGridAxes(shard::GridOp grid, ArrayAttr names,
                     function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<StringRef> strings;
  for (StringAttr name : names.getAsRange<StringAttr>())
    strings.push_back(name.getValue());
  return lookupGridAxes(grid, strings, emitError);
}

LogicalResult zero::verifyPrintableSymbols(Operation *root) {
  bool printable = true;
  // Attribute dictionaries are uniqued, and most ops share theirs with
  // many others (a linalg op's maps and iterators): each is walked once.
  llvm::DenseMap<DictionaryAttr, bool> refersToEmptyOf;
  root->walk([&](Operation *op) {
    auto name = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (name && name.getValue().empty()) {
      op->emitOpError()
          << "has an empty symbol name (@\"\"), which MLIR prints as "
             "@<<INVALID EMPTY SYMBOL>> and cannot read back; give it a name";
      printable = false;
    }
    auto [known, inserted] =
        refersToEmptyOf.try_emplace(op->getAttrDictionary(), false);
    if (inserted)
      known->first.walk([&, &refersToEmpty = known->second](SymbolRefAttr ref) {
        if (ref.getRootReference().getValue().empty() ||
            llvm::any_of(ref.getNestedReferences(), [](FlatSymbolRefAttr part) {
              return part.getValue().empty();
            }))
          refersToEmpty = true;
      });
    if (known->second) {
      op->emitOpError()
          << "refers to the empty symbol @\"\", which MLIR prints as "
             "@<<INVALID EMPTY SYMBOL>> and cannot read back; name the symbol";
      printable = false;
    }
  });
  return success(printable);
}

zero::FunctionAttrBatch::FunctionAttrBatch(FunctionOpInterface function)
    : function(function) {
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    args.emplace_back(function.getArgAttrDict(i));
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    results.emplace_back(function.getResultAttrDict(i));
}

Attribute zero::FunctionAttrBatch::getArgAttr(unsigned index,
                                              StringRef name) const {
  return args[index].get(name);
}

void zero::FunctionAttrBatch::setArgAttr(unsigned index, StringRef name,
                                         Attribute value) {
  args[index].set(name, value);
  argsChanged = true;
}

void zero::FunctionAttrBatch::setResultAttr(unsigned index, StringRef name,
                                            Attribute value) {
  results[index].set(name, value);
  resultsChanged = true;
}

void zero::FunctionAttrBatch::commit() {
  MLIRContext *context = function.getContext();
  auto toDictionaries = [&](ArrayRef<NamedAttrList> lists) {
    return llvm::map_to_vector(lists, [&](const NamedAttrList &list) {
      return list.getDictionary(context);
    });
  };
  if (argsChanged)
    function.setAllArgAttrs(toDictionaries(args));
  if (resultsChanged)
    function.setAllResultAttrs(toDictionaries(results));
  argsChanged = resultsChanged = false;
}
