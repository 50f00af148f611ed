//===- ZeroDialect.h - zero dialect ---------------------------*- C++ -*-===//
//
// Everything a user of the zero dialect includes: the dialect, its attributes
// and its operations.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZERODIALECT_H
#define ZERO_DIALECT_ZERO_IR_ZERODIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h.inc"
#include "zero/Dialect/Zero/IR/ZeroEnums.h.inc"

namespace mlir::zero {
/// `[1, 2]`: the grid axes of `#zero.plan`'s `dp_axes`.
FailureOr<SmallVector<int64_t>> parseGridAxisList(AsmParser &parser);
void printGridAxisList(AsmPrinter &printer, ArrayRef<int64_t> axes);
} // namespace mlir::zero

#define GET_ATTRDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroTypes.h.inc"

namespace mlir::zero {

/// The data-parallel interconnect, as a side-effect resource (see
/// `Zero_InterconnectResource` in ZeroOps.td).
struct InterconnectResource
    : public SideEffects::Resource::Base<InterconnectResource> {
  StringRef getName() final { return "zero.interconnect"; }
};

/// The PCIe and NVMe links between memory tiers (see
/// `Zero_TierLinkResource` in ZeroOps.td).
struct TierLinkResource : public SideEffects::Resource::Base<TierLinkResource> {
  StringRef getName() final { return "zero.tier_link"; }
};

/// The query-key pairs one head of causal attention over `tokens`
/// positions scores (`zero.attention` in docs/ZeroDialect.md): S(S + 1)/2,
/// or with a sliding `window` W < S (query s sees keys s - W < t <= s)
/// W(2S - W + 1)/2; a window of S or more is plain causal. Saturates at
/// 2^64 - 1.
uint64_t getCausalScorePairs(uint64_t tokens, std::optional<uint64_t> window);

} // namespace mlir::zero

#define GET_OP_CLASSES
#include "zero/Dialect/Zero/IR/ZeroOps.h.inc"

#endif // ZERO_DIALECT_ZERO_IR_ZERODIALECT_H
