//===- Importers.h - model -> annotated training step ------------*- C++
//-*-===//
//
// Entry points of zero-import: each builds a module with one
// `func.func @train_step` in the form of TrainStep.h and verifies it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_IMPORT_IMPORTERS_H
#define ZERO_IMPORT_IMPORTERS_H

#include "zero/Import/ModelConfig.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace mlir::zero::import {

/// The training step of a Llama-family decoder (embedding, decoder layers
/// with RMSNorm, causal GQA with RoPE and a SwiGLU MLP, final norm, lm_head,
/// mean cross-entropy over all tokens, full backward, AdamW).
///
/// Data inputs: `input_ids` and `labels`, both `tensor<BxSxi32>`; `labels`
/// are already shifted (position s predicts `labels[b, s]`) and every id is
/// in [0, vocab_size). Returns null after reporting a diagnostic when the
/// module does not verify.
OwningOpRef<ModuleOp> importLlama(MLIRContext &context,
                                  const LlamaConfig &config,
                                  const StepOptions &options);

/// The training step of the synthetic MLP (see `SyntheticModel`): tanh
/// hidden layers, a linear last layer, loss = mean of 0.5 (y - target)^2.
/// Data inputs: `inputs` `tensor<(B*S)xINxf32>` and `targets`
/// `tensor<(B*S)xOUTxf32>`.
OwningOpRef<ModuleOp> importSynthetic(MLIRContext &context,
                                      const SyntheticModel &model,
                                      const StepOptions &options);

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_IMPORTERS_H
