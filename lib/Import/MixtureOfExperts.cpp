//===- MixtureOfExperts.cpp - routed experts, forward and backward --------===//
//
// The mixture of experts of the one decoder layer (DecoderLayout): Mixtral's
// and Qwen3-MoE's softmax top-k routing, and the routed experts' part that
// DeepSeekMoE (DeepSeekMoe.cpp) shares. Every backward formula is derived in
// the comment above it; test/Import/gradient-check.test compares them with
// central differences.
//
//===----------------------------------------------------------------------===//

#include "LlamaLayers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::zero::import;

// Routing (transformers' MixtralSparseMoeBlock): logits z = x Wr^T over all
// E experts; the k of largest logit are chosen (a tie goes to the lower
// index, as torch.topk keeps it); p_e = exp(z_e - m) / sum over chosen f of
// exp(z_f - m) for a chosen e (m the row maximum, the largest chosen), 0
// otherwise. Each token runs through every local expert and the outputs are
// weighted by p, so an expert that was not chosen adds exactly 0 (and gets
// no gradient): the same sum the sparse dispatch computes, at the cost of
// computing every local expert for every token.
Value LlamaLayers::expertsForward(Value x, const MoeWeights &w,
                                  MoeSaved &saved) {
  Value sum = l.zeros({options.batch, options.seq, config.hiddenSize}, l.f32());
  for (auto [j, expert] : llvm::enumerate(w.experts)) {
    int64_t global = config.firstExpert + static_cast<int64_t>(j);
    // p of this expert, [b, s]: the routing row's entry e = global.
    Value weight =
        l.reduce("bse->bs", {saved.routing}, 0.0, [global](BodyContext &c) {
          Value mine =
              compare(c, arith::CmpIPredicate::eq, c.index('e'),
                      arith::ConstantIndexOp::create(c.b, c.loc, global));
          return select(c, mine, c.add(c.args[1], c.args[0]), c.args[1]);
        });
    MlpSaved &expertSaved = saved.experts.emplace_back();
    Value output = mlp(x, expert, Value(), expertSaved);
    sum = l.map("bsd,bsd,bs->bsd", {sum, output, weight}, l.f32(),
                [](BodyContext &c) {
                  return c.add(c.args[0], c.mul(c.args[1], c.args[2]));
                });
    saved.weights.push_back(weight);
    saved.outputs.push_back(output);
  }
  return sum;
}

Value LlamaLayers::mixtureOfExperts(Value x, const MoeWeights &w,
                                    Value residual, MoeSaved &saved) {
  int64_t k = config.expertsPerToken;
  saved.input = x;
  saved.logits = l.contract("bsd,ed->bse", x, w.router);
  // The number of experts that outrank e; e is chosen when fewer than k do.
  Value outranking = l.reduce(
      "bse,bsf->bse", {saved.logits, saved.logits}, 0.0, [](BodyContext &c) {
        Value higher = arith::CmpFOp::create(
            c.b, c.loc, arith::CmpFPredicate::OGT, c.args[1], c.args[0]);
        Value tied = arith::CmpFOp::create(
            c.b, c.loc, arith::CmpFPredicate::OEQ, c.args[1], c.args[0]);
        Value before =
            compare(c, arith::CmpIPredicate::ult, c.index('f'), c.index('e'));
        Value outranks = arith::OrIOp::create(
            c.b, c.loc, higher,
            arith::AndIOp::create(c.b, c.loc, tied, before));
        return select(c, outranks, c.add(c.args[2], c.constant(1.0)),
                      c.args[2]);
      });
  Value rowMax = l.max("bse->bs", saved.logits);
  Value chosenExp =
      l.map("bse,bse,bs->bse", {saved.logits, outranking, rowMax}, l.f32(),
            [k](BodyContext &c) {
              Value chosen = arith::CmpFOp::create(
                  c.b, c.loc, arith::CmpFPredicate::OLT, c.args[1],
                  c.constant(static_cast<double>(k)));
              return select(c, chosen, c.exp(c.sub(c.args[0], c.args[2])),
                            c.constant(0.0));
            });
  // Renormalised over the chosen (Mixtral), or the softmax over all
  // experts at the chosen (Qwen3-MoE's norm_topk_prob false), whose whole
  // row the backward needs.
  Value chosenSum = l.sum("bse->bs", chosenExp);
  if (!config.decoder.normTopkProb) {
    Value allSum =
        l.reduce("bse,bs->bs", {saved.logits, rowMax}, 0.0, [](BodyContext &c) {
          return c.add(c.args[2], c.exp(c.sub(c.args[0], c.args[1])));
        });
    saved.scores =
        l.map("bse,bs,bs->bse", {saved.logits, rowMax, allSum}, l.f32(),
              [](BodyContext &c) {
                return c.div(c.exp(c.sub(c.args[0], c.args[1])), c.args[2]);
              });
    chosenSum = allSum;
  }
  saved.routing =
      l.map("bse,bs->bse", {chosenExp, chosenSum}, l.f32(),
            [](BodyContext &c) { return c.div(c.args[0], c.args[1]); });

  Value sum = expertsForward(x, w, saved);
  return l.map("bsd,bsd->bsd", {residual, sum}, getActivationType(),
               [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
}

// With y = sum_e p_e h_e: dh_e = p_e dy, dp_e = <h_e, dy>; the softmax over
// the chosen gives dz_e = p_e (dp_e - sum_f p_f dp_f) (0 where p_e = 0).
// Without renormalisation p_e = P_e [e chosen] with P the softmax over all
// experts, dP_e/dz_j = P_e (delta_ej - P_j), so
// dz_j = p_j dp_j - P_j sum_f p_f dp_f: unchosen experts get a gradient too.
// Under expert parallelism dp_e of another device's expert reaches this one
// with the all-to-all's gradient, outside the step: it counts as 0 here.
Value LlamaLayers::expertsBackward(const MoeSaved &saved, const MoeWeights &w,
                                   Value dOut, MoeGrads &grads, Value dx,
                                   SmallVectorImpl<Value> &dRouting) {
  Type act = getActivationType();
  for (auto [j, expert] : llvm::enumerate(w.experts)) {
    Value dExpertOut =
        l.map("bsd,bs->bsd", {dOut, saved.weights[j]}, act,
              [](BodyContext &c) { return c.mul(c.args[0], c.args[1]); });
    MlpGrads &expertGrads = grads.experts.emplace_back();
    Value dExpertIn =
        mlpBackward(saved.experts[j], expert, dExpertOut, expertGrads);
    dx = dx ? l.map("bsd,bsd->bsd", {dx, dExpertIn}, l.f32(),
                    [](BodyContext &c) { return c.add(c.args[0], c.args[1]); })
            : dExpertIn;
    dRouting.push_back(l.reduce(
        "bsd,bsd->bs", {saved.outputs[j], dOut}, 0.0, [](BodyContext &c) {
          return c.add(c.args[2], c.mul(c.args[0], c.args[1]));
        }));
  }
  return dx;
}

Value LlamaLayers::mixtureOfExpertsBackward(const MoeSaved &saved,
                                            const MoeWeights &w, Value dOut,
                                            MoeGrads &grads) {
  Type act = getActivationType();
  SmallVector<Value> dRouting;
  Value dx = expertsBackward(saved, w, dOut, grads, Value(), dRouting);
  // sum_f p_f dp_f over the local experts.
  Value weighted = l.zeros({options.batch, options.seq}, l.f32());
  for (auto [weight, dp] : llvm::zip(saved.weights, dRouting))
    weighted = l.map("bs,bs,bs->bs", {weighted, weight, dp}, l.f32(),
                     [](BodyContext &c) {
                       return c.add(c.args[0], c.mul(c.args[1], c.args[2]));
                     });
  SmallVector<Value> inputs = {saved.routing, weighted};
  std::string spec = "bse,bs";
  bool renormalized = config.decoder.normTopkProb;
  if (!renormalized) {
    inputs.push_back(saved.scores);
    spec += ",bse";
  }
  size_t firstDp = inputs.size();
  llvm::append_range(inputs, dRouting);
  for (size_t j = 0; j < dRouting.size(); ++j)
    spec += ",bs";
  spec += "->bse";
  int64_t first = config.firstExpert;
  Value dLogits = l.map(spec, inputs, l.f32(), [&](BodyContext &c) {
    // dp_e: the local expert's, 0 for another device's.
    Value dp = c.constant(0.0);
    for (size_t j = firstDp; j < c.args.size(); ++j) {
      Value mine =
          compare(c, arith::CmpIPredicate::eq, c.index('e'),
                  arith::ConstantIndexOp::create(
                      c.b, c.loc, first + static_cast<int64_t>(j - firstDp)));
      dp = select(c, mine, c.args[j], dp);
    }
    if (!renormalized)
      return c.sub(c.mul(c.args[0], dp), c.mul(c.args[2], c.args[1]));
    return c.mul(c.args[0], c.sub(dp, c.args[1]));
  });
  grads.router = l.contract("bse,bsd->ed", dLogits, saved.input);
  return l.contract("bse,ed->bsd", dLogits, w.router, dx, act);
}
