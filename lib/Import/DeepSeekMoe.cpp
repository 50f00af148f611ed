//===- DeepSeekMoe.cpp - DeepSeekMoE, forward and backward ----------------===//
//
// transformers' `DeepseekV3MoE` and `DeepseekV3TopkRouter`: router logits
// z = x Wr^T (f32), scores p = sigmoid(z); for the choice only, the
// correction bias is added (c = p + bias), the experts form n_group groups
// of which a token keeps the topk_group with the largest sum of their two
// best c, the other groups' c become 0, and the num_experts_per_tok experts
// of largest c are chosen (a tie goes to the lower index, as in Mixtral's
// router in MixtureOfExperts.cpp). The routing weight of a chosen expert is
// its score p, divided by the sum of the chosen scores (+ 1e-20) with
// norm_topk_prob, times routed_scaling_factor; 0 for the others. The layer
// adds the shared experts' MLP, which every token runs through.
//
// DeepSeek-V2's router (`DeepseekV2TopkRouter`, DeepSeekConfig::
// softmaxScores) differs in three points: p is the softmax of z over all
// routed experts, there is no correction bias (c = p), and a group's score
// is its best c (groupScoreExperts 1); "greedy" is one group, kept. Its
// weights are never renormalized (the reader refuses norm_topk_prob).
//
// As for Mixtral, every local expert runs on every token and its output is
// weighted, so an expert that was not chosen adds exactly 0 and gets no
// gradient. The choice is piecewise constant: the gradient flows through
// the weights only, which is what autograd computes.
//
//===----------------------------------------------------------------------===//

#include "LlamaLayers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::zero::import;

/// In a reduction over (.., i, j) into (.., i): adds 1 when element j
/// outranks element i (larger, or equal at a lower index).
static Value countOutranking(BodyContext &c, char mine, char other) {
  Value higher = arith::CmpFOp::create(c.b, c.loc, arith::CmpFPredicate::OGT,
                                       c.args[1], c.args[0]);
  Value tied = arith::CmpFOp::create(c.b, c.loc, arith::CmpFPredicate::OEQ,
                                     c.args[1], c.args[0]);
  Value before = arith::CmpIOp::create(c.b, c.loc, arith::CmpIPredicate::ult,
                                       c.index(other), c.index(mine));
  Value outranks = arith::OrIOp::create(
      c.b, c.loc, higher, arith::AndIOp::create(c.b, c.loc, tied, before));
  return arith::SelectOp::create(c.b, c.loc, outranks,
                                 c.add(c.args[2], c.constant(1.0)), c.args[2]);
}

static Value isBelow(BodyContext &c, Value rank, int64_t count) {
  return arith::CmpFOp::create(c.b, c.loc, arith::CmpFPredicate::OLT, rank,
                               c.constant(static_cast<double>(count)));
}

Value LlamaLayers::deepSeekMoe(Value x, const MoeWeights &w, Value residual,
                               MoeSaved &saved) {
  const DeepSeekConfig &ds = config.deepSeek;
  int64_t b = options.batch, s = options.seq, experts = config.numExperts,
          groups = ds.numGroups, groupSize = experts / groups,
          keptGroups = ds.topkGroups, k = config.expertsPerToken;
  double routedScale = ds.routedScalingFactor;
  saved.input = x;
  saved.logits = l.contract("bsd,ed->bse", x, w.router);
  if (ds.softmaxScores) {
    // The softmax over all routed experts, from the row maximum.
    Value rowMax = l.max("bse->bs", saved.logits);
    Value total =
        l.reduce("bse,bs->bs", {saved.logits, rowMax}, 0.0, [](BodyContext &c) {
          return c.add(c.args[2], c.exp(c.sub(c.args[0], c.args[1])));
        });
    saved.scores =
        l.map("bse,bs,bs->bse", {saved.logits, rowMax, total}, l.f32(),
              [](BodyContext &c) {
                return c.div(c.exp(c.sub(c.args[0], c.args[1])), c.args[2]);
              });
  } else {
    saved.scores = l.map("bse->bse", {saved.logits}, l.f32(),
                         [](BodyContext &c) { return c.sigmoid(c.args[0]); });
  }
  // The scores the choice reads: biased by the correction bias where the
  // family has one.
  Value biased = saved.scores;
  if (ds.correctionBias)
    biased = l.map("bse,e->bse", {saved.scores, w.bias}, l.f32(),
                   [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
  // With every group kept (DeepSeek-V2's "greedy" among them) the mask
  // below would change nothing.
  Value masked = biased;
  if (keptGroups < groups) {
    // By group: [b, s, group, expert in group].
    Value grouped =
        l.expand(biased, {b, s, groups, groupSize}, {{0}, {1}, {2, 3}});
    Value rankInGroup =
        l.reduce("bsgi,bsgj->bsgi", {grouped, grouped}, 0.0,
                 [](BodyContext &c) { return countOutranking(c, 'i', 'j'); });
    int64_t best = ds.groupScoreExperts;
    Value groupScore = l.reduce("bsgi,bsgi->bsg", {grouped, rankInGroup}, 0.0,
                                [best](BodyContext &c) {
                                  return arith::SelectOp::create(
                                      c.b, c.loc, isBelow(c, c.args[1], best),
                                      c.add(c.args[2], c.args[0]), c.args[2]);
                                });
    Value groupRank =
        l.reduce("bsg,bsh->bsg", {groupScore, groupScore}, 0.0,
                 [](BodyContext &c) { return countOutranking(c, 'g', 'h'); });
    // The experts of the groups not kept take part in the choice with 0, as
    // transformers' masked_fill does.
    masked =
        l.collapse(l.map("bsgi,bsg->bsgi", {grouped, groupRank}, l.f32(),
                         [keptGroups](BodyContext &c) {
                           return arith::SelectOp::create(
                               c.b, c.loc, isBelow(c, c.args[1], keptGroups),
                               c.args[0], c.constant(0.0));
                         }),
                   {{0}, {1}, {2, 3}});
  }
  Value rank =
      l.reduce("bse,bsf->bse", {masked, masked}, 0.0,
               [](BodyContext &c) { return countOutranking(c, 'e', 'f'); });
  Value chosen =
      l.map("bse,bse->bse", {saved.scores, rank}, l.f32(), [k](BodyContext &c) {
        return arith::SelectOp::create(c.b, c.loc, isBelow(c, c.args[1], k),
                                       c.args[0], c.constant(0.0));
      });
  if (ds.normTopkProb) {
    saved.denominator = l.map(
        "bs->bs", {l.sum("bse->bs", chosen)}, l.f32(),
        [](BodyContext &c) { return c.add(c.args[0], c.constant(1e-20)); });
    saved.routing = l.map("bse,bs->bse", {chosen, saved.denominator}, l.f32(),
                          [routedScale](BodyContext &c) {
                            return c.mul(c.div(c.args[0], c.args[1]),
                                         c.constant(routedScale));
                          });
  } else {
    saved.routing =
        l.map("bse->bse", {chosen}, l.f32(), [routedScale](BodyContext &c) {
          return c.mul(c.args[0], c.constant(routedScale));
        });
  }

  Value sum = expertsForward(x, w, saved);
  if (w.shared.gate)
    sum = mlp(x, w.shared, sum, saved.shared);
  return l.map("bsd,bsd->bsd", {residual, sum}, getActivationType(),
               [](BodyContext &c) { return c.add(c.args[0], c.args[1]); });
}

// With y = sum_e w_e h_e, dw_e = <h_e, dy> (0 for another device's expert,
// whose gradient comes back through the all-to-all outside the step).
// w_e = c m_e p_e / S with m the choice, c routed_scaling_factor and
// S = sum_f m_f p_f + 1e-20 (S = 1 without norm_topk_prob, and no second
// term below):
//   dp_e = m_e (c dw_e - sum_f w_f dw_f) / S,   dz_e = dp_e p_e (1 - p_e).
// m_e is read as w_e != 0 (a chosen expert whose score underflowed to 0 has
// dz_e = 0 either way).
// DeepSeek-V2's softmax p over all experts, unnormalized (S = 1): with
// dp_e = c m_e dw_e and dp/dz_j = p (delta_j - p_j),
//   dz_j = p_j (dp_j - sum_f p_f dp_f) = w_j dw_j - p_j sum_f w_f dw_f,
// so an expert that was not chosen gets a gradient too.
Value LlamaLayers::deepSeekMoeBackward(const MoeSaved &saved,
                                       const MoeWeights &w, Value dOut,
                                       MoeGrads &grads) {
  Type act = getActivationType();
  const DeepSeekConfig &ds = config.deepSeek;
  Value dx;
  if (w.shared.gate)
    dx = mlpBackward(saved.shared, w.shared, dOut, grads.shared);
  SmallVector<Value> dRouting;
  dx = expertsBackward(saved, w, dOut, grads, dx, dRouting);
  Value weighted = l.zeros({options.batch, options.seq}, l.f32());
  if (ds.normTopkProb || ds.softmaxScores)
    for (auto [weight, dw] : llvm::zip(saved.weights, dRouting))
      weighted = l.map("bs,bs,bs->bs", {weighted, weight, dw}, l.f32(),
                       [](BodyContext &c) {
                         return c.add(c.args[0], c.mul(c.args[1], c.args[2]));
                       });
  Value denominator =
      saved.denominator ? saved.denominator
                        : l.filled({options.batch, options.seq}, l.f32(), 1.0);
  SmallVector<Value> inputs = {saved.routing, saved.scores, weighted,
                               denominator};
  llvm::append_range(inputs, dRouting);
  std::string spec = "bse,bse,bs,bs";
  for (size_t j = 0; j < dRouting.size(); ++j)
    spec += ",bs";
  spec += "->bse";
  int64_t first = config.firstExpert;
  double routedScale = ds.routedScalingFactor;
  bool softmax = ds.softmaxScores;
  Value dLogits = l.map(
      spec, inputs, l.f32(),
      [first, routedScale, softmax](BodyContext &c) -> Value {
        Value dw = c.constant(0.0);
        for (size_t j = 4; j < c.args.size(); ++j) {
          Value mine = arith::CmpIOp::create(
              c.b, c.loc, arith::CmpIPredicate::eq, c.index('e'),
              arith::ConstantIndexOp::create(
                  c.b, c.loc, first + static_cast<int64_t>(j - 4)));
          dw = arith::SelectOp::create(c.b, c.loc, mine, c.args[j], dw);
        }
        Value p = c.args[1];
        if (softmax)
          return c.sub(c.mul(c.args[0], dw), c.mul(p, c.args[2]));
        Value dp = c.div(c.sub(c.mul(dw, c.constant(routedScale)), c.args[2]),
                         c.args[3]);
        Value dz = c.mul(dp, c.mul(p, c.sub(c.constant(1.0), p)));
        Value isChosen = arith::CmpFOp::create(
            c.b, c.loc, arith::CmpFPredicate::UNE, c.args[0], c.constant(0.0));
        return arith::SelectOp::create(c.b, c.loc, isChosen, dz,
                                       c.constant(0.0));
      });
  grads.router = l.contract("bse,bsd->ed", dLogits, saved.input);
  return l.contract("bse,ed->bsd", dLogits, w.router, dx, act);
}
