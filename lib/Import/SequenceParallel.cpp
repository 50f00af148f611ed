//===- SequenceParallel.cpp - the sequence-parallel stand-ins -------------===//
//
// Sequence parallelism (Korthikanti et al. 2022, "Reducing Activation
// Recomputation in Large Transformer Models", §4.2.2; Megatron-LM's
// `--sequence-parallel`) keeps what lies between the tensor-parallel
// regions, the residual stream and the RMSNorms, on each rank's 1/T of the
// sequence, `[b, s/T, d]`. Before a column-parallel projection (q/k/v,
// gate/up, the lm_head) an all-gather along the sequence rebuilds
// `[b, s, d]`; after a row-parallel one (o_proj, down_proj, the
// vocabulary-parallel embedding) a reduce-scatter sums the ranks' partial
// outputs and leaves each rank its sequence shard.
//
// zero-import builds one device's step, and that step has no
// tensor-parallel collectives (README, "Hybrid sharding and meshes"):
// without sequence parallelism the row-parallel partial sums are used as
// they are, not all-reduced. The stand-ins below keep to that: each is a
// local computation with the collective's shapes, and the pair are each
// other's adjoints, as the collectives are (the backward of an all-gather
// is a reduce-scatter, and of a reduce-scatter an all-gather), so the step
// stays a function whose backward is its true gradient
// (test/Import/gradient-check.test checks it):
//
//   gather:         [b, s/T, d] -> [b, s, d], chunk r of the sequence is
//                   this device's shard, for every r (T copies);
//   reduce-scatter: [b, s, d] -> [b, s/T, d], the sum of the T chunks (the
//                   sum over ranks of the real one, taken over this
//                   device's chunks instead).
//
// The gathered tensor is what Megatron-LM's all-gather writes into a
// reused buffer: the projections read it and it is freed; the backward
// gathers the saved shard again for the weight gradients (LlamaModel.cpp).
//
//===----------------------------------------------------------------------===//

#include "LlamaLayers.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::zero::import;

SmallVector<int64_t, 3> LlamaLayers::getSequenceShardShape() const {
  return {options.batch, options.seq / config.sequenceShards,
          config.hiddenSize};
}

Value LlamaLayers::gatherSequence(Value shard) {
  // y[b, r, s, d] = shard[b, s, d] for each of the T chunks r; collapsing
  // (r, s) is a view, so the gather writes the [b, s, d] tensor once.
  int64_t shards = config.sequenceShards;
  auto type = cast<RankedTensorType>(shard.getType());
  Value chunks =
      l.map("bsd->brsd", {shard}, type.getElementType(),
            [](BodyContext &c) { return c.args[0]; }, {{'r', shards}});
  return l.collapse(chunks, {{0}, {1, 2}, {3}});
}

Value LlamaLayers::reduceScatterSequence(Value full, Value init) {
  // init[b, s, d] += sum over chunks r of full[b, r, s, d]: the output is
  // the destination, so the sum goes into `init`'s buffer (a residual the
  // sum is added to, or zeros). It accumulates in `init`'s type, as NCCL's
  // reduce-scatter sums in the type of its buffers.
  int64_t shards = config.sequenceShards;
  auto type = cast<RankedTensorType>(full.getType());
  int64_t chunk = type.getDimSize(1) / shards;
  Value chunks =
      l.expand(full, {type.getDimSize(0), shards, chunk, type.getDimSize(2)},
               {{0}, {1, 2}, {3}});
  return l
      .mapInto("brsd->bsd", {chunks}, {init},
               [](BodyContext &c) -> SmallVector<Value> {
                 return {c.add(c.args[1], c.args[0])};
               })
      .front();
}
