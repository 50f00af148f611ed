//===- Importers.h - model -> annotated training step ---------*- C++ -*-===//
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

/// The most operations (nested ones included) an imported step may have.
/// Building, verifying and printing a step take about 6 us and 400 bytes per
/// operation, so every accepted import ends within seconds: the largest
/// accepted steps, a Llama of 1,362 layers (bf16 activations; 1,604 with
/// f32 ones) and a synthetic MLP of 18,517 layers, took 4.3 s / 420 MB and
/// 6.8 s / 440 MB on two shared cores. The bound is on operations rather
/// than parameters because tensors are only types: Llama 3.1 405B has 93 K
/// operations (0.4 s; 79 K with f32 activations), the 10,000-layer
/// synthetic benchmark 540 K (2.8 s).
constexpr uint64_t kMaxStepOperations = 1000000;

/// The training step of a Llama-family decoder (embedding, decoder layers
/// with RMSNorm, causal GQA with RoPE and a SwiGLU MLP, final norm, lm_head,
/// mean cross-entropy over all tokens, full backward, AdamW).
/// DeepSeek-V3 (`LlamaConfig::isDeepSeek`) has latent attention and
/// DeepSeekMoE in its layers, and one more data input per MoE layer after
/// the labels: `model.layers.N.mlp.gate.e_score_correction_bias`,
/// `tensor<Exf32>`, the routing's correction bias.
///
/// Data inputs: `input_ids` and `labels`, both `tensor<BxSxi32>`; `labels`
/// are already shifted (position s predicts `labels[b, s]`) and every id is
/// in [0, vocab_size). Fails before building it when the step would have
/// more than `kMaxStepOperations` operations (the message names
/// 'num_hidden_layers' and its largest accepted value), and, after reporting
/// a diagnostic, when the module does not verify.
llvm::Expected<OwningOpRef<ModuleOp>> importLlama(MLIRContext &context,
                                                  const LlamaConfig &config,
                                                  const StepOptions &options);

/// The training step of the synthetic MLP (see `SyntheticModel`): tanh
/// hidden layers, a linear last layer, loss = mean of 0.5 (y - target)^2.
/// Data inputs: `inputs` `tensor<(B*S)xINxf32>` and `targets`
/// `tensor<(B*S)xOUTxf32>`. Fails like `importLlama`, naming `--layers`.
llvm::Expected<OwningOpRef<ModuleOp>>
importSynthetic(MLIRContext &context, const SyntheticModel &model,
                const StepOptions &options);

} // namespace mlir::zero::import

#endif // ZERO_IMPORT_IMPORTERS_H
