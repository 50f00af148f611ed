//===- ZeroOps.td - zero dialect operations ----------------*- tablegen -*-===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROOPS_TD
#define ZERO_DIALECT_ZERO_IR_ZEROOPS_TD

include "zero/Dialect/Zero/IR/ZeroBase.td"
include "zero/Dialect/Zero/IR/ZeroAttrs.td"
include "zero/Dialect/Zero/IR/ZeroTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"

class Zero_Op<string mnemonic, list<Trait> traits = []> :
    Op<Zero_Dialect, mnemonic, traits>;

/// The data-parallel interconnect. Collectives read and write it, so that no
/// rewrite merges two gathers of the same shard (stage 3 gathers a layer twice
/// on purpose, to free it in between) or reorders collectives, which every
/// rank must issue in the same order.
def Zero_InterconnectResource
    : Resource<"::mlir::zero::InterconnectResource">;

/// The links between memory tiers (PCIe to the host, the host's NVMe
/// drives). Transfers read and write it, so that no rewrite merges two
/// copies of one tensor (an offloaded stage-3 shard is brought to the device
/// once per gather, on purpose) or moves a copy across another.
def Zero_TierLinkResource : Resource<"::mlir::zero::TierLinkResource">;

//===----------------------------------------------------------------------===//
// zero.annotate
//===----------------------------------------------------------------------===//

def Zero_AnnotateOp : Zero_Op<"annotate", [Pure, AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "marks an intermediate value as a model state";
  let description = [{
    Attaches a `#zero.state` to a value computed inside the training step,
    typically a gradient produced by the backward pass. The result is the
    input; consumers should use the result so the mark stays attached to the
    dataflow. The planning passes read the mark and keep the op (a sharded
    step still carries it, so that its state table can be rebuilt);
    `zero-to-runtime` replaces it by its input.

    The state is written in the short form of `#zero.state` (without the
    `#zero.state` prefix, as shardy writes `sdy.sharding_constraint`): the
    full form would read the `:` that follows as the attribute's own type.

    ```mlir
    %g = zero.annotate %dw as <grad, "layers.0.wq"> : tensor<4096x4096xbf16>
    ```

    **Constraints:**
    - The value is a statically shaped ranked tensor.
  }];
  let arguments = (ins AnyRankedTensor:$input, Zero_StateAttr:$state);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input `as` $state attr-dict `:` type($input)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// Common shape of the variadic data-parallel collectives: any number of
/// tensors travel in one call (one bucket), over the ranks of a `shard.grid`
/// or of some of its axes.
class Zero_CollectiveOp<string mnemonic, list<Trait> traits = []> :
    Zero_Op<mnemonic, !listconcat(traits, [
      DeclareOpInterfaceMethods<SymbolUserOpInterface>,
      DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
      MemoryEffects<[MemRead<Zero_InterconnectResource>,
                     MemWrite<Zero_InterconnectResource>]>
    ])> {
  dag commonArgs = (ins
    FlatSymbolRefAttr:$grid,
    DefaultValuedAttr<DenseI16ArrayAttr, "{}">:$grid_axes
  );
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let hasVerifier = 1;

  code commonClassDeclaration = [{
    /// The number of ranks that take part, resolved from the grid. Fails
    /// (without a diagnostic) when the grid cannot be resolved statically.
    ::mlir::FailureOr<int64_t>
    getGroupSize(::mlir::SymbolTableCollection &symbolTable);
  }];
  let extraClassDeclaration = commonClassDeclaration;
}

def Zero_AllGatherOp : Zero_CollectiveOp<"all_gather"> {
  let summary = "gathers every rank's shard into the full tensor";
  let description = [{
    Each of the N ranks of the group contributes its shard; every rank
    receives the concatenation of all shards along dimension 0, in rank
    order. ZeRO uses it to rebuild a layer's weights from their
    flattened, padded shards just before the weights are used.

    ```
    rank 0: [a0 a1]    rank 1: [b0 b1]
                  -> all ranks: [a0 a1 b0 b1]
    ```

    ```mlir
    shard.grid @dp(shape = 64)
    %wq, %wk = zero.all_gather %sq, %sk on @dp
        : tensor<262144xbf16>, tensor<65536xbf16>
       -> tensor<16777216xbf16>, tensor<4194304xbf16>
    ```

    **Constraints:**
    - As many results as inputs; each result has its input's element type
      and rank.
    - Result dimension 0 is N times input dimension 0; other dimensions
      are equal.
    - `grid` names a `shard.grid` with a static size along `grid_axes`
      (all axes when empty); the axes are in range and unique.
  }];
  let arguments = !con(commonArgs, (ins Variadic<AnyRankedTensor>:$inputs));
  let assemblyFormat = [{
    $inputs `on` $grid (`grid_axes` `=` $grid_axes^)? attr-dict
    `:` type($inputs) `->` type($results)
  }];
}

def Zero_ReduceScatterOp : Zero_CollectiveOp<"reduce_scatter"> {
  let summary = "reduces full tensors across ranks and leaves each its shard";
  let description = [{
    Every rank contributes a full-size tensor; the tensors are reduced
    elementwise (`sum`, or `avg` = sum / N) and rank r receives slice r of
    the result along dimension 0. ZeRO stages 1–3 use it to deliver each rank
    the summed gradient of the shard whose optimizer state it owns.

    ```
    rank 0: [a0 a1 a2 a3]   rank 1: [b0 b1 b2 b3]
          -> rank 0: [a0+b0 a1+b1]   rank 1: [a2+b2 a3+b3]
    ```

    ```mlir
    %g = zero.reduce_scatter avg %full on @dp
        : tensor<16777216xbf16> -> tensor<262144xbf16>
    ```

    **Constraints:**
    - As many results as inputs; each result has its input's element type
      and rank.
    - Input dimension 0 is N times result dimension 0; other dimensions
      are equal.
    - `grid` names a `shard.grid` with a static size along `grid_axes`.
  }];
  let arguments = !con(commonArgs, (ins
    Zero_ReduceKindAttr:$reduction,
    Variadic<AnyRankedTensor>:$inputs));
  let assemblyFormat = [{
    $reduction $inputs `on` $grid (`grid_axes` `=` $grid_axes^)? attr-dict
    `:` type($inputs) `->` type($results)
  }];
}

def Zero_AllReduceOp : Zero_CollectiveOp<"all_reduce"> {
  let summary = "reduces tensors across ranks and gives every rank the result";
  let description = [{
    Plain data parallelism (stage 0) averages the gradients with it.

    ```
    rank 0: [a0 a1]   rank 1: [b0 b1]  -> all ranks: [a0+b0 a1+b1]
    ```

    ```mlir
    %g = zero.all_reduce avg %dw on @dp : tensor<4096x4096xbf16> -> tensor<4096x4096xbf16>
    ```

    **Constraints:**
    - As many results as inputs, each of its input's type.
    - `grid` names a `shard.grid` with a static size along `grid_axes`.
  }];
  let arguments = !con(commonArgs, (ins
    Zero_ReduceKindAttr:$reduction,
    Variadic<AnyRankedTensor>:$inputs));
  let assemblyFormat = [{
    $reduction $inputs `on` $grid (`grid_axes` `=` $grid_axes^)? attr-dict
    `:` type($inputs) `->` type($results)
  }];
}

//===----------------------------------------------------------------------===//
// Asynchronous collectives
//===----------------------------------------------------------------------===//

/// The asynchronous form of a collective: the same operands, attributes,
/// results and checks, plus the token of the collective in flight. The
/// results are typed and named at the start (so that every analysis reads
/// a start as it reads the synchronous op); their contents are defined only
/// after the token's `zero.wait`. This is the split of XLA's
/// `all-gather-start`/`all-gather-done` and of `async.execute`/`async.await`,
/// with the values returned by the start and the wait as a barrier, so that
/// a schedule moves two ops and rewrites no uses.
class Zero_CollectiveStartOp<string mnemonic, string syncName>
    : Zero_CollectiveOp<mnemonic> {
  let results = (outs Variadic<AnyRankedTensor>:$results,
                      Zero_TokenType:$token);
  let summary = "starts a `zero." # syncName # "` that a `zero.wait` completes";
  let description = [{
    Starts the collective `zero.}] # syncName # [{` describes, with the same
    operands, attributes and result types, and returns with it in flight:
    its token. The runtime reads the inputs and writes the results until
    the token's `zero.wait`, so `zero-prefetch` can put compute between the
    two (a gather of the next layer under this layer's compute; a
    reduce-scatter under the rest of the backward).

    ```mlir
    %full, %token = zero.}] # syncName # [{_start ... on @dp : ... -> ...
    ...                    // compute that does not read %full
    zero.wait %token
    ... = use %full
    ```

    **Constraints:**
    - Those of `zero.}] # syncName # [{` (pairs, shapes, the group).
    - The token has exactly one use, a `zero.wait` in the start's block.
    - Every use of a result comes after that wait (in the block, or inside
      an op after it).
    - No `zero.release` between the start and its wait releases one of the
      start's inputs or results: the runtime reads and writes them until
      the wait.
  }];
}

def Zero_AllGatherStartOp
    : Zero_CollectiveStartOp<"all_gather_start", "all_gather"> {
  let arguments = !con(commonArgs, (ins Variadic<AnyRankedTensor>:$inputs));
  let assemblyFormat = [{
    $inputs `on` $grid (`grid_axes` `=` $grid_axes^)? attr-dict
    `:` type($inputs) `->` type($results)
  }];
}

def Zero_ReduceScatterStartOp
    : Zero_CollectiveStartOp<"reduce_scatter_start", "reduce_scatter"> {
  let arguments = !con(commonArgs, (ins
    Zero_ReduceKindAttr:$reduction,
    Variadic<AnyRankedTensor>:$inputs));
  let assemblyFormat = [{
    $reduction $inputs `on` $grid (`grid_axes` `=` $grid_axes^)? attr-dict
    `:` type($inputs) `->` type($results)
  }];
}

def Zero_AllReduceStartOp
    : Zero_CollectiveStartOp<"all_reduce_start", "all_reduce"> {
  let arguments = !con(commonArgs, (ins
    Zero_ReduceKindAttr:$reduction,
    Variadic<AnyRankedTensor>:$inputs));
  let assemblyFormat = [{
    $reduction $inputs `on` $grid (`grid_axes` `=` $grid_axes^)? attr-dict
    `:` type($inputs) `->` type($results)
  }];
}

def Zero_WaitOp : Zero_Op<"wait", [
    MemoryEffects<[MemRead<Zero_InterconnectResource>,
                   MemWrite<Zero_InterconnectResource>]>]> {
  let summary = "completes a collective that a `zero.*_start` started";
  let description = [{
    Blocks until the collective of `token` has completed on this rank:
    after it, the start's results hold their values and its inputs may be
    written or freed again. Like the collectives, it reads and writes the
    interconnect, so no rewrite moves it across another collective.

    ```mlir
    %g, %token = zero.reduce_scatter_start avg %full on @dp
        : tensor<1024xf32> -> tensor<512xf32>
    zero.wait %token
    zero.release %full : tensor<1024xf32>
    ```

    **Constraints:**
    - The token is the result of a `zero.*_start` (checked there, with the
      rest of the pairing).
  }];
  let arguments = (ins Zero_TokenType:$token);
  let assemblyFormat = "$token attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The start this wait completes.
    ::mlir::Operation *getStart() { return getToken().getDefiningOp(); }
  }];
}

//===----------------------------------------------------------------------===//
// zero.release
//===----------------------------------------------------------------------===//

def Zero_ReleaseOp : Zero_Op<"release"> {
  let summary = "ends the life of gathered or full-size tensors";
  let description = [{
    The point after which the given tensors are dead on this rank: a gathered
    layer after its last use in an interval, full-size gradients after
    they were reduce-scattered, or an output that zero-remat's `op` policy
    holds until the end of a layer's backward though nothing reads it (as a
    framework's checkpoint cache holds it). The scheduled report counts
    their bytes as freed here. `zero-to-runtime` erases the op: ownership-based
    deallocation then frees each buffer at its last use, which is at the
    release or earlier. A tensor that nothing but releases reads would die
    where it is made, so for it the op becomes a call of the runtime's
    no-op `zero_rt_hold`, which its buffer outlives.
    The op has a `MemFree` effect, so generic rewrites neither remove nor
    move it.

    ```mlir
    zero.release %wq, %wk : tensor<4096x4096xbf16>, tensor<1024x4096xbf16>
    ```

    **Constraints:**
    - At least one tensor; no tensor is listed twice.
    - Nothing that may run after the release uses a released tensor or a
      view of it (a reshape, cast, slice or bitcast, which shares its
      buffer, followed through views of views): a later op of its block or
      of a block around it, an op nested in one, an op of a block it
      branches to, or another region of an op around it that is not an
      exclusive alternative (the other branch of an `scf.if` is). A release
      inside a loop releases only what the loop makes.
  }];
  let arguments = (ins Arg<Variadic<AnyRankedTensor>, "released tensors",
                           [MemFree]>:$tensors);
  let assemblyFormat = "$tensors attr-dict `:` type($tensors)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// zero.transfer
//===----------------------------------------------------------------------===//

def Zero_TransferOp : Zero_Op<"transfer", [AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    MemoryEffects<[MemRead<Zero_TierLinkResource>,
                   MemWrite<Zero_TierLinkResource>]>]> {
  let summary = "copies a tensor from one memory tier to the next";
  let description = [{
    The copies of ZeRO-Offload and ZeRO-Infinity, explicit in the program:
    the result holds the input's elements in the memory of tier `target`
    (a new buffer there; the input's buffer is left as it is). `device` <->
    `host` is a copy over PCIe, `host` -> `nvme` a write to this rank's
    NVMe file and `nvme` -> `host` a read from it. The scheduled report sums
    the bytes of each direction; the device's peak counts only tensors in
    `device` memory.

    ```mlir
    // A gradient shard leaves the device as soon as it is reduced ...
    %g = zero.reduce_scatter avg %full on @dp : tensor<4096xbf16> -> tensor<2048xbf16>
    %gh = zero.transfer %g from device to host : tensor<2048xbf16>
    // ... the update runs on the host, the new weight shard comes back.
    %wd = zero.transfer %wh from host to device : tensor<2048xbf16>
    ```

    **Constraints:**
    - The result has the input's type.
    - `source` and `target` differ and are neighbours: `device` and
      `host`, or `host` and `nvme` (an NVMe tensor reaches the device
      through the host).
  }];
  let arguments = (ins AnyRankedTensor:$input, Zero_MemoryTier:$source,
                       Zero_MemoryTier:$target);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `from` $source `to` $target attr-dict `:` type($input)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Fused attention
//===----------------------------------------------------------------------===//

/// The operands and attributes the forward and the gradient share.
class Zero_AttentionOpBase<string mnemonic, list<Trait> traits = []> :
    Zero_Op<mnemonic, !listconcat(traits, [Pure])> {
  dag commonArgs = (ins
    AnyRankedTensor:$query,
    AnyRankedTensor:$key,
    AnyRankedTensor:$value,
    F64Attr:$scale,
    UnitAttr:$causal,
    OptionalAttr<I64Attr>:$window
  );
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Query-key pairs the op computes a score for: B·K·G·S·T, or with
    /// `causal` only the visible ones, B·K·G·S·(S + 1)/2, or with a
    /// `window` W < S, B·K·G·W·(2S - W + 1)/2 (`getCausalScorePairs`).
    /// Saturates at 2^64 - 1.
    uint64_t getNumScorePairs();
  }];
}

def Zero_AttentionOp : Zero_AttentionOpBase<"attention"> {
  let summary = "scaled dot-product attention as one fused kernel";
  let description = [{
    Softmax attention the way FlashAttention and PyTorch's
    `scaled_dot_product_attention` run it on a GPU: the scores
    `scale · q·k` and their probabilities are computed block by block in
    on-chip memory and never stored; the op keeps only its output and each
    query row's log-sum-exp of the scaled scores, which is all
    `zero.attention_grad` needs to recompute the probabilities.

    Layouts carry grouped-query attention without copying keys: query head
    `h = k·G + g` reads key/value head `k`.

    ```
    query      [B, S, K, G, E]    B batch, S query positions, K key/value
    key        [B, T, K, E]         heads, G query heads per KV head, E the
    value      [B, T, K, Ev]        score head dim, Ev the value head dim,
    output     [B, S, K, G, Ev]     T key positions
    logsumexp  [B, K, G, S]       log Σ_t exp(scale · q[s]·k[t]) over the
                                  keys query s sees
    ```

    With `causal`, query `s` sees keys `t <= s` (and `S == T`); otherwise
    every key. A `window` W (Mistral's `sliding_window`, Longformer's local
    attention) narrows `causal` to the last W keys: query `s` sees keys
    `s - W < t <= s`, as transformers' Mistral mask does; a window of S or
    more is plain `causal`.

    The FLOPs are those of its two matmuls, `2·pairs·(E + Ev)` for `pairs`
    visible query-key pairs (zero-report prices them on the matrix units).
    Per head, causal attention has S(S + 1)/2 of them; with a window
    W < S, the first W queries see 1, 2, ..., W keys and the other S - W
    queries W each:

    ```
    pairs = W(W + 1)/2 + (S - W)·W = W(2S - W + 1)/2    (W < S)
    ```

    Its memory is O(S·E) whatever the window: no S × T tensor outlives the
    op (it keeps its output and the log-sum-exp rows), and the window only
    skips blocks of scores that are never stored. Its bytes are those of
    its operands and results, which the window does not change either.
    `zero-lower-attention` lowers it to linalg for the CPU.

    ```mlir
    %o, %lse = zero.attention %q, %k, %v {causal, scale = 0.125 : f64}
        : tensor<2x16x2x2x64xbf16>, tensor<2x16x2x64xbf16>, tensor<2x16x2x64xbf16>
        -> tensor<2x16x2x2x64xbf16>, tensor<2x2x2x16xf32>
    %o2, %lse2 = zero.attention %q, %k, %v
        {causal, scale = 0.125 : f64, window = 4 : i64}
        : tensor<2x16x2x2x64xbf16>, tensor<2x16x2x64xbf16>, tensor<2x16x2x64xbf16>
        -> tensor<2x16x2x2x64xbf16>, tensor<2x2x2x16xf32>
    ```

    **Constraints:**
    - Every operand and result is a statically shaped tensor of floats.
    - `query` has rank 5, `key` and `value` rank 4, with the layouts above:
      equal B, K and E where they appear, equal T for key and value.
    - `output` is `[B, S, K, G, Ev]`, `logsumexp` is `[B, K, G, S]`.
    - `scale` is positive and finite.
    - With `causal`, `S == T`.
    - `window`, where set, is at least 1 and comes with `causal`.
  }];
  let arguments = commonArgs;
  let results = (outs AnyRankedTensor:$output, AnyRankedTensor:$logsumexp);
  let assemblyFormat = [{
    $query `,` $key `,` $value attr-dict `:` type($query) `,` type($key) `,`
    type($value) `->` type($output) `,` type($logsumexp)
  }];
}

def Zero_AttentionGradOp : Zero_AttentionOpBase<"attention_grad"> {
  let summary = "the gradient of zero.attention, recomputing the scores";
  let description = [{
    The backward kernel of FlashAttention: from the forward's inputs, its
    `output`, its `logsumexp` and the gradient of the output, it recomputes
    each block of probabilities `p = exp(scale · q·k - logsumexp)` and
    returns the gradients of the query, the key and the value:

    ```
    dv = pᵀ · dO          dp = dO · vᵀ          D = rowsum(dO ∘ O)
    ds = p ∘ (dp - D)     dq = scale · ds · k   dk = scale · dsᵀ · q
    ```

    summed over the query heads that share a key/value head. Its FLOPs are
    those of its five matmuls, `2·pairs·(3E + 2Ev)`, 2.5 times the
    forward's when `E == Ev`.

    ```mlir
    %dq, %dk, %dv = zero.attention_grad %q, %k, %v, %o, %lse, %do
        {causal, scale = 0.125 : f64}
        : tensor<2x16x2x2x64xbf16>, tensor<2x16x2x64xbf16>, tensor<2x16x2x64xbf16>,
          tensor<2x16x2x2x64xbf16>, tensor<2x2x2x16xf32>, tensor<2x16x2x2x64xbf16>
        -> tensor<2x16x2x2x64xbf16>, tensor<2x16x2x64xbf16>, tensor<2x16x2x64xbf16>
    ```

    **Constraints:**
    - `query`, `key`, `value`, `output`, `logsumexp`, `scale`, `causal` and
      `window` as for `zero.attention` (the forward's, which the gradient
      must repeat).
    - `output_grad` has `output`'s shape.
    - `query_grad`, `key_grad` and `value_grad` have the shapes of
      `query`, `key` and `value`.
  }];
  let arguments = !con(commonArgs, (ins AnyRankedTensor:$output,
                                        AnyRankedTensor:$logsumexp,
                                        AnyRankedTensor:$output_grad));
  let results = (outs AnyRankedTensor:$query_grad, AnyRankedTensor:$key_grad,
                      AnyRankedTensor:$value_grad);
  let assemblyFormat = [{
    $query `,` $key `,` $value `,` $output `,` $logsumexp `,` $output_grad
    attr-dict `:` type($query) `,` type($key) `,` type($value) `,`
    type($output) `,` type($logsumexp) `,` type($output_grad) `->`
    type($query_grad) `,` type($key_grad) `,` type($value_grad)
  }];
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROOPS_TD
