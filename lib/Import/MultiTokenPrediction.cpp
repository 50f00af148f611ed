//===- MultiTokenPrediction.cpp - DeepSeek-V3's MTP depths ----------------===//
//
// DeepSeek-V3's multi-token prediction (the DeepSeek-V3 technical report,
// §2.2 and its Figure 3), built with zero-import --mtp-depth D. Depth k
// (1 to D) reads, at each position i, the previous depth's hidden state
// h^{k-1}_i (h^0: the main model's output after its final norm, the
// representation its lm_head reads) and the embedding of the token k
// positions ahead, and predicts the token k + 1 ahead:
//
//   h'_i = eh_proj [enorm(Emb(t_{i+k})); hnorm(h^{k-1}_i)]   ([2d] -> [d])
//   h^k  = one decoder layer (latent attention, DeepSeekMoE past
//          first_k_dense_replace) of h'
//   L_k  = cross-entropy of lm_head(shared_head.norm(h^k_i)) against
//          t_{i+k+1}, summed over the positions that have it, divided by
//          all b * s positions (the report's 1/T)
//   loss = main loss + lambda / D * sum_k L_k
//
// The concatenation puts the embedding first, as the published checkpoint's
// eh_proj columns are laid out (model.layers.61.eh_proj.weight [d, 2d]).
// The embedding and the lm_head are the main model's in training (the
// report: "shared"), so their gradients are sums over the main model and
// every depth; the published checkpoint stores copies of both under
// model.layers.61 (embed_tokens, shared_head.head), which the step does not
// declare (docs/import.md, "DeepSeek-V3's multi-token prediction").
//
// In the step's data, position i's label is t_{i+1}: Emb(t_{i+k}) is the
// main model's embedding output at position i + k, and t_{i+k+1} the label
// at i + k. The last k positions have neither: they read a zero embedding
// and are dropped from L_k. Causal attention keeps them from every position
// before them, so the kept positions compute what a sequence of s - k
// tokens would, and the dropped ones get no gradient.
//
// With pipeline stages the depths sit on the last stage, beside the
// lm_head (DualPipe's placement, report §3.2.1). DualPipe also puts the
// first layers on that device, so the embedding is there too; here the
// first stage sends its embedding output to the last (`mtp_embeddings`,
// [b, s, d]) and gets its gradient back (`mtp_embeddings_grad`).
//
//===----------------------------------------------------------------------===//

#include "LlamaStep.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::zero::import;

/// `x` `[b, s, ...]` with rows `from` to `from + length` of the sequence
/// moved to start at row `to`, zeros elsewhere.
static Value moveAlongSequence(LinalgBuilder &l, Value x, int64_t from,
                               int64_t to, int64_t length) {
  OpBuilder &b = l.getBuilder();
  auto type = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[1] = length;
  SmallVector<OpFoldResult> offsets(shape.size(), b.getIndexAttr(0)), sizes,
      strides(shape.size(), b.getIndexAttr(1));
  for (int64_t dim : shape)
    sizes.push_back(b.getIndexAttr(dim));
  offsets[1] = b.getIndexAttr(from);
  Value piece = tensor::ExtractSliceOp::create(
      b, l.getLoc(), RankedTensorType::get(shape, type.getElementType()), x,
      offsets, sizes, strides);
  Value zero = arith::ConstantOp::create(b, l.getLoc(),
                                         b.getZeroAttr(type.getElementType()));
  Value dest = linalg::FillOp::create(
                   b, l.getLoc(), zero,
                   tensor::EmptyOp::create(b, l.getLoc(), type.getShape(),
                                           type.getElementType())
                       .getResult())
                   .getResult(0);
  offsets[1] = b.getIndexAttr(to);
  return tensor::InsertSliceOp::create(b, l.getLoc(), piece, dest, offsets,
                                       sizes, strides);
}

void LlamaStep::declareMtp() {
  int64_t d = config.hiddenSize;
  for (int64_t k = 1; k <= config.deepSeek.mtpDepth; ++k) {
    // One more layer, and unit, after the last: model.layers.61 for
    // DeepSeek-V3's one depth, in the published checkpoint's order.
    int64_t layer = config.firstLayer + config.numLayers + k - 1;
    std::string prefix = "model.layers." + std::to_string(layer) + ".";
    auto add = [&](StringRef name, ArrayRef<int64_t> shape) {
      return step.addParam(prefix + name.str() + ".weight", shape, layer);
    };
    MtpDepth depth;
    depth.enorm = add("enorm", {d});
    depth.hnorm = add("hnorm", {d});
    depth.ehProj = add("eh_proj", {d, 2 * d});
    layerParams.push_back(declareDeepSeekLayer(layer));
    depth.headNorm = add("shared_head.norm", {d});
    mtp.push_back(depth);
  }
}

void LlamaStep::declareMtpTransfers() {
  auto activations =
      RankedTensorType::get({options.batch, options.seq, config.hiddenSize},
                            layers.getActivationType());
  if (hasMtp() && !config.hasEmbedding) {
    mtpEmbeddings = step.addInput("mtp_embeddings", activations);
    step.addOutput(activations); // their gradient, to the first stage
  }
  if (sendsMtpEmbeddings()) {
    mtpEmbeddingsGrad = step.addInput("mtp_embeddings_grad", activations);
    step.addOutput(activations); // the embeddings, to the last stage
  }
}

Value LlamaStep::mtpEmbeddingsInput() { return step.getInput(mtpEmbeddings); }

Value LlamaStep::mtpEmbeddingsGradInput() {
  return step.getInput(mtpEmbeddingsGrad);
}

Value LlamaStep::mtpForward(Value h0, Value embedded) {
  LinalgBuilder &l = step.getLinalg();
  Type act = layers.getActivationType();
  Type logitsType = options.hasF32Logits() ? l.f32() : act;
  int64_t depths = config.deepSeek.mtpDepth, s = options.seq;
  // lambda / D on each depth's mean (report §2.2, eq. 25).
  double lossWeight = config.deepSeek.mtpLossWeight / double(depths);
  Value labelIds = step.getInput(labels);
  Value previous = h0, loss;
  for (int64_t k = 1; k <= depths; ++k) {
    MtpDepth &m = mtp[k - 1];
    // Position i reads the embedding at i + k and is scored against the
    // label at i + k; positions s - k to s - 1 have neither (zeros and a
    // target that the loss does not count).
    Value ahead = moveAlongSequence(l, embedded, k, 0, s - k);
    Value targets = moveAlongSequence(l, labelIds, k, 0, s - k);
    Value embedNorm = layers.rmsNorm(ahead, weight(m.enorm), m.enormSaved);
    Value hiddenNorm = layers.rmsNorm(previous, weight(m.hnorm), m.hnormSaved);
    int64_t d = config.hiddenSize;
    Value joined = l.zeros({options.batch, s, 2 * d}, act);
    for (auto [piece, offset] :
         {std::pair<Value, int64_t>{embedNorm, 0}, {hiddenNorm, d}}) {
      OpBuilder &b = l.getBuilder();
      SmallVector<OpFoldResult> offsets(3, b.getIndexAttr(0)), sizes,
          strides(3, b.getIndexAttr(1));
      offsets[2] = b.getIndexAttr(offset);
      for (int64_t dim : cast<RankedTensorType>(piece.getType()).getShape())
        sizes.push_back(b.getIndexAttr(dim));
      joined = tensor::InsertSliceOp::create(b, l.getLoc(), piece, joined,
                                             offsets, sizes, strides);
    }
    m.projected = joined;
    Value combined =
        l.contract("bse,de->bsd", joined, weight(m.ehProj), Value(), act);
    Value hidden = layerForward(config.numLayers + k - 1, combined);
    m.headInput = layers.rmsNorm(hidden, weight(m.headNorm), m.headNormSaved);
    Value logits = l.contract("bsd,vd->bsv", m.headInput, weight(lmHead),
                              Value(), logitsType);
    Value depthLoss =
        layers.crossEntropy(logits, targets, m.dLogits, lossWeight, s - k);
    loss = loss ? l.add(loss, depthLoss) : depthLoss;
    previous = hidden;
  }
  return loss;
}

Value LlamaStep::mtpBackward(Value &dLmHead, Value &dEmbedded) {
  LinalgBuilder &l = step.getLinalg();
  Type act = layers.getActivationType();
  int64_t s = options.seq, d = config.hiddenSize;
  // dHidden: the gradient of h^k that depth k + 1's hnorm sends back.
  Value dHidden;
  dEmbedded = Value();
  for (int64_t k = config.deepSeek.mtpDepth; k >= 1; --k) {
    MtpDepth &m = mtp[k - 1];
    dLmHead = l.contract("bsv,bsd->vd", m.dLogits, m.headInput, dLmHead);
    Value dHeadInput =
        l.contract("bsv,vd->bsd", m.dLogits, weight(lmHead), Value(), act);
    Value dNorm;
    Value dh = layers.rmsNormBackward(m.headNormSaved, weight(m.headNorm),
                                      dHeadInput, dHidden, dNorm);
    step.setGrad(m.headNorm, dNorm);
    Value dCombined = layerBackward(config.numLayers + k - 1, dh);
    step.setGrad(m.ehProj, l.contract("bsd,bse->de", dCombined, m.projected));
    Value dJoined =
        l.contract("bsd,de->bse", dCombined, weight(m.ehProj), Value(), act);
    Value dAhead =
        layers.rmsNormBackward(m.enormSaved, weight(m.enorm),
                               l.sliceLast(dJoined, 0, d), Value(), dNorm);
    step.setGrad(m.enorm, dNorm);
    dHidden =
        layers.rmsNormBackward(m.hnormSaved, weight(m.hnorm),
                               l.sliceLast(dJoined, d, d), Value(), dNorm);
    step.setGrad(m.hnorm, dNorm);
    // Position i read the embedding at i + k: its gradient goes k back.
    Value dBack = moveAlongSequence(l, dAhead, 0, k, s - k);
    dEmbedded = dEmbedded ? addActivations(dEmbedded, dBack) : dBack;
  }
  return dHidden;
}
