//===- BoundsChecks.cpp - what the run-time bounds checks share -----------===//

#include "BoundsChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

std::string zero::describePlace(Location loc) {
  std::string where;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      where =
          (file.getFilename().getValue() + ":" + llvm::Twine(file.getLine()) +
           ":" + llvm::Twine(file.getColumn()))
              .str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (where.empty())
    llvm::raw_string_ostream(where) << loc;
  return where;
}

MemRefType zero::getMessageType(MLIRContext *context) {
  return MemRefType::get({ShapedType::kDynamic}, IntegerType::get(context, 8));
}

void zero::declareFailureFunction(ModuleOp module, StringRef name,
                                  FunctionType type) {
  if (module.lookupSymbol<func::FuncOp>(name))
    return;
  OpBuilder builder(module.getBodyRegion());
  builder.setInsertionPointToStart(module.getBody());
  auto declaration = func::FuncOp::create(builder, module.getLoc(), name, type);
  declaration.setPrivate();
}

memref::GlobalOp zero::createMessageGlobal(ModuleOp module,
                                           SymbolTable &symbols, StringRef name,
                                           StringRef text, Location loc) {
  OpBuilder builder(module.getBodyRegion());
  builder.setInsertionPointToStart(module.getBody());
  auto textType =
      MemRefType::get({static_cast<int64_t>(text.size())}, builder.getI8Type());
  auto bytes = DenseElementsAttr::get(
      RankedTensorType::get(textType.getShape(), builder.getI8Type()),
      ArrayRef<char>(text.data(), text.size()));
  auto global = memref::GlobalOp::create(
      builder, loc, name, builder.getStringAttr("private"), textType, bytes,
      /*constant=*/true, /*alignment=*/nullptr);
  // The table renames a clash to a unique name.
  symbols.insert(global);
  return global;
}

Value zero::readMessage(OpBuilder &builder, Location loc,
                        memref::GlobalOp global) {
  Value message = memref::GetGlobalOp::create(builder, loc, global.getType(),
                                              global.getName());
  return memref::CastOp::create(builder, loc,
                                getMessageType(builder.getContext()), message);
}
