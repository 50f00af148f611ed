//===- Passes.td - lowering a sharded step to the runtime --*- tablegen -*-===//

#ifndef ZERO_CONVERSION_PASSES_TD
#define ZERO_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ZeroToRuntime : Pass<"zero-to-runtime", "ModuleOp"> {
  let summary = "Lowers the zero dialect to calls into the runtime's C ABI";
  let description = [{
    Runs on a step that `zero-shard` produced, on tensors, before
    bufferization, and leaves no `zero` or `shard` operation behind
    (docs/design.md §6; the runtime is `runtime/include/zero_rt/zero_rt.h`):

    - A `zero.all_gather`, `zero.reduce_scatter` or `zero.all_reduce` of
      one tensor becomes one call of the runtime's memref entry point for
      its element type, declared as
      `func.func private @zero_rt_all_gather_f32(memref<?xf32, strided<[?],
      offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) attributes
      {llvm.emit_c_interface}` (reduce_scatter and all_reduce take a trailing
      `i32`: 0 = sum, 1 = avg). The input is read through
      `bufferization.to_buffer read_only` of its 1-d form; the result is a new
      `memref.alloc` that the call writes and `bufferization.to_tensor
      restrict writable` hands back to the tensor program, so one-shot
      bufferization treats it like any other fresh buffer.
    - A collective of several tensors (a variadic bucket: a layer's) is one
      bucket collective of the runtime (one NCCL group on GPUs), as
      consecutive calls with nothing between them:
      `zero_rt_bucket_begin()`, one enqueue per tensor in operand order
      (`@zero_rt_bucket_all_gather_f32(%in, %out)`, same signatures as the
      single entry points), `zero_rt_bucket_end()`, which starts it, then
      one `@zero_rt_bucket_wait_f32(%in, %out)` per tensor in the same
      order. The waits take the enqueued buffers again: being their last
      use, they keep deallocation from freeing a buffer that the runtime
      still reads or writes.
    - On a grid of several axes (hybrid sharding, zero-shard's
      `shard-group=G`: `shard.grid @dp(shape = RxG)`), each collective
      first names its group: `func.call @zero_rt_use_axes(%mask)`, an `i32`
      with bit i set for each axis of its `grid_axes` (0 when they are
      empty or every axis: the whole grid). The runtime runs it on the
      communicator of those axes. The step records the grid as
      `zero_rt.grid = array<i64: R, G>`; the host passes it to
      `zero_rt_set_grid` before the first call. A one-axis grid is the
      world and gets no such calls: the flat program is unchanged.
    - `shard.process_linear_index` on the group becomes `zero_rt_rank()`
      (the grid's row-major rank is the runtime's);
      `shard.process_multi_index` becomes one `zero_rt_grid_index(axis)`
      per axis, the rank's coordinate on it (the shard a rank holds in its
      shard group).
    - `zero.release` is checked (nothing may use a released tensor later)
      and erased: the buffer dies after its last use, which the release
      follows, through the ownership-based deallocation and
      `optimize-allocation-liveness` of `zero-lower-to-llvm`. A released
      tensor that nothing else reads (a buffer held only for its memory,
      as zero-remat's `op` policy holds what torchtitan's cache holds)
      would die where it is made, so for it the release becomes a call
      `zero_rt_hold(address)`, a no-op the buffer lives until.
    - A `zero.transfer` between memory tiers (an offloaded step's) becomes
      one call of `zero_rt_transfer_<dt>(%in, %out, %source, %target)`,
      the tiers as `zero_rt_tier` codes. A copy to the host writes a new
      allocation marked `zero_rt.host_tensor`, a copy to NVMe one marked
      `zero_rt.nvme_tensor` (or, donated to its state, the state's own
      range), and a read from NVMe runs in the background until a
      `zero_rt_transfer_wait_<dt>` just before its result's first use.
      `zero-place-tier-tensors` later has the runtime allocate the marked
      buffers in their tiers.
    - The ops an offloaded step runs on the host (those that read a tensor
      off the device, by the rule of
      include/zero/Dialect/Zero/Analysis/TierPlacement.h, which the report
      uses) are made destination-passing (an elementwise op becomes the
      `linalg.generic` that `convert-elementwise-to-linalg` would make) and
      marked `zero_rt.on_host`: what they write is of the host tier.
    - `zero.annotate` folds to its input.
    - The step gets `llvm.emit_c_interface` (hosts call
      `_mlir_ciface_<step>`), loses its `zero.*` attributes and records the
      function type it had on tensors as `zero_rt.lowered_from`, so that a
      host can check lowered code against the step it runs; the
      `shard.grid` of the group is erased.

    Errors (each at the offending op; the pass fails once at the end): an
    element type the runtime has no entry point for (it has f32, f64, bf16,
    f16, i32, i64), a collective on a grid of more than 4 axes (the
    runtime's ZERO_RT_MAX_GRID_AXES) or on a grid of another shape than
    another collective's (the runtime lays the ranks out as one grid), a
    use of a tensor after its `zero.release`, and any other operation on
    the group's grid. A `grid_axes` naming an axis the grid lacks is the
    collective's verifier's error.

    ```
    zero-opt step.mlir --zero-shard="stage=3 world-size=4" --zero-to-runtime
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect", "::mlir::tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numCollectives", "collectives",
              "Collectives the runtime starts (a bucket counts once)">,
    Statistic<"numBucketedTensors", "bucketed-tensors",
              "Tensors that travel in a bucket of several">,
  ];
}

def ZeroAsyncToRuntime : Pass<"zero-async-to-runtime", "ModuleOp"> {
  let summary = "Lowers asynchronous collectives to the runtime's async entry points";
  let description = [{
    Runs before `zero-to-runtime` in `zero-lower-to-llvm`. Each
    `zero.*_start` becomes, with every input's buffer and every result's
    new buffer made first (as `zero-to-runtime` makes them):

    ```mlir
    func.call @zero_rt_async_begin() : () -> ()
    func.call @zero_rt_all_gather_start_bf16(%in0, %out0)   // one per tensor
    %handle = func.call @zero_rt_async_end() : () -> i64  // starts them
    ```

    and its `zero.wait`, where the wait was:

    ```mlir
    %in0w = bufferization.to_buffer %flat0 read_only         // the input again
    func.call @zero_rt_async_wait_bf16(%handle, %in0w, %out0) // one per tensor
    %full0 = bufferization.to_tensor %out0 restrict writable
    ```

    The runtime starts one collective over the tensors (one NCCL group on
    the communication stream, or nonblocking MPI) and completes it at the
    first wait. Why this is sound while compute runs in between: the
    output buffer is reachable only through the `to_tensor` after the wait,
    so nothing reads or writes it early, and the wait's operands keep it
    alive; the input is read again at the wait (`to_buffer`), so one-shot
    bufferization writes no op's result into its buffer in place before the
    wait, and deallocation frees it after. The runtime checks that the
    wait names the buffers the start recorded (a copy bufferization made
    would be a different address, and is refused rather than raced).

    On a grid of several axes (hybrid sharding) each start first names its
    group, `func.call @zero_rt_use_axes(%mask)` before `zero_rt_async_begin`,
    as `zero-to-runtime` does for a synchronous collective; a started
    collective keeps its group, so the wait names none. The step records
    its grid (`zero_rt.grid`) for the host.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numAsyncCollectives", "async-collectives",
              "Asynchronous collectives lowered">,
  ];
}

def ZeroDonateStates : Pass<"zero-donate-states", "ModuleOp"> {
  let summary = "Writes each state result into the buffer of the argument it updates";
  let description = [{
    The buffer donation the scheduled footprint counts: every result marked
    `#zero.state` of a function is materialized in the buffer of the
    argument it updates (`bufferization.materialize_in_destination`), at the
    earliest point where the new value exists and neither buffer is read
    any more, so that a buffer carrying only the new state (a gathered unit
    at stages 1–2) dies early. One-shot bufferization then updates the
    argument in place or fails; it never copies silently. A state returned
    unchanged already is its argument's buffer and is left alone.
    `zero-drop-donated-results` later removes the donated results from the
    bufferized signature.

    Runs on tensors before `zero-to-runtime`, which folds away the
    `zero.annotate` marks the state table reads. Errors are the state
    table's (`zero-verify-states`).
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
  let statistics = [
    Statistic<"numDonatedResults", "donated-results",
              "State results materialized in their argument's buffer">,
  ];
}

def ZeroConfineWrites : Pass<"zero-confine-writes", "func::FuncOp"> {
  let summary = "Lets a step write only the argument buffers it donates states to";
  let description = [{
    A step's arguments are buffers the host owns. One-shot bufferization
    may write into any argument whose value is dead, so a step that
    computes `%y = arith.mulf %x, %s` as its last read of a plain input
    `%x` wrote `%y` over the caller's `%x`. A host that calls the step
    again with the same inputs (a frozen weight, a reused batch) then
    computed on corrupted data without any error. Run right before
    bufferization, this pass confines the step's writes to the arguments
    `zero-donate-states` donates a state to (the destinations of a
    `bufferization.materialize_in_destination`):

    - Every other tensor argument is marked `bufferization.writable =
      false`; bufferization writes a copy of it instead, where it must
      write at all. An argument that a region may yield where it also
      yields a donated one (an `scf.if` choosing between a weight and an
      input) stays writable: bufferization puts the two in one set of
      aliases, which the donation writes.
    - A linalg op whose destination may hold an argument's buffer (the
      argument, a view of it, what an `scf.if` or `scf.for` carries it
      as) and whose body does not read the destination (an elementwise op
      converted from `arith`, which takes its first operand as the
      destination) gets a `tensor.empty` of the same shape instead; unless
      the destination is the argument itself, what the op computes is
      donated into it (directly or as the destination of the ops that
      compute the donated value: an update computed in place), and
      nothing reads the argument after the op. Otherwise an elementwise op
      reading a donated weight beside its update (`%sq = arith.mulf %w,
      %w` returned with the new `%w`), or an update followed by a read of
      the old weight (through an `scf.if`, say), wrote the weight's buffer
      too early, and bufferization refused the step ("cannot avoid RaW
      conflict").

    ```
    zero-opt step.mlir --zero-donate-states --zero-to-runtime \
      --convert-elementwise-to-linalg --zero-confine-writes
    ```
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numReadOnlyArguments", "read-only-arguments",
              "Arguments marked bufferization.writable = false">,
    Statistic<"numFreshDestinations", "fresh-destinations",
              "Argument destinations replaced by a tensor.empty">,
  ];
}

def ZeroBitcastAsElementwise
    : Pass<"zero-bitcast-as-elementwise", "func::FuncOp"> {
  let summary = "Rewrites each tensor.bitcast as the elementwise arith.bitcast, which bufferizes";
  let description = [{
    One-shot bufferization has no rule for `tensor.bitcast` (a step that
    reinterprets a tensor's bits, e.g. a weight read as integers, failed to
    lower with "op was not bufferized"). `zero-lower-to-llvm` runs this pass
    before `convert-elementwise-to-linalg`: each `tensor.bitcast` becomes an
    `arith.bitcast` of the same operand and result types, elementwise on
    tensors, which that pass turns into a `linalg` op and bufferization into
    a loop writing a new buffer. The bits are the same; the lowered step
    copies them once where zero-shard's plan counts the bitcast as a view
    (no bytes).

    ```mlir
    %b = tensor.bitcast %w : tensor<4xf32> to tensor<4xi32>
    // becomes
    %b = arith.bitcast %w : tensor<4xf32> to tensor<4xi32>
    ```

    A bitcast whose operand and result do not have one ranked shape (an
    unranked tensor, or a dynamic size the result makes static) is an error
    naming the types: an elementwise op keeps its operand's shape.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numRewrittenBitcasts", "rewritten-bitcasts",
              "tensor.bitcast ops rewritten as arith.bitcast">,
  ];
}

def ZeroDropDonatedResults : Pass<"zero-drop-donated-results", "ModuleOp"> {
  let summary = "Removes the results of a bufferized entry point that are its own argument buffers";
  let description = [{
    After one-shot bufferization, every state result that `zero-to-runtime`
    materialized in its argument is that argument's buffer. The host that
    calls the step already holds those buffers and finds the updated states
    in them; returning them again would make ownership-based deallocation
    copy each one (a function must not return a buffer it was given).

    Upstream `drop-equivalent-buffer-results` does the same for private
    functions only; this pass does it for entry points: public functions
    with a body that nothing in the module calls. A result is dropped when
    it is one of the function's arguments, directly or through
    `memref.cast`. The lowered step then takes every argument it took before
    and returns only its other results (the loss).

    States of the NVMe tier (`offload=nvme`) are ranges of the rank's file,
    not memory, so their donation cannot be the `memref.copy` that
    bufferization writes from the transfer's new NVMe tensor (an allocation
    marked `zero_rt.nvme_tensor`, or a `zero_rt_alloc_nvme_<dt>` call) into
    the argument. The pass makes the
    transfer write the argument's range instead: the allocation becomes a
    view of the argument and the copy goes, provided nothing uses the
    argument between the two. Any other copy to or from an NVMe tensor is
    an error at the copy.

    ```
    zero-opt bufferized.mlir --zero-drop-donated-results
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numDroppedResults", "dropped-results",
              "Results dropped because they are argument buffers">,
    Statistic<"numForwardedNvmeWrites", "forwarded-nvme-writes",
              "Transfers to NVMe made to write their state argument's range">,
  ];
}

def ZeroPlaceTierTensors : Pass<"zero-place-tier-tensors", "ModuleOp"> {
  let summary = "Has the runtime place each host or NVMe buffer the step makes in its tier, once deallocation has freed it at its last use";
  let description = [{
    `zero-to-runtime` writes each buffer the step makes in a memory tier
    other than the device's as a `memref.alloc` marked with its tier:
    `zero_rt.host_tensor` for the copy a transfer to the host writes
    (`offload=cpu|nvme`), `zero_rt.nvme_tensor` for a tensor of the NVMe
    tier (a gradient shard parked in the rank's file until its update). It
    also marks `zero_rt.on_host` each op the step runs on the host (the
    optimizer's update of offloaded states, by the rule of
    include/zero/Dialect/Zero/Analysis/TierPlacement.h), made a
    destination-passing op first; this pass marks for the host tier every
    new buffer (`memref.alloc`) such an op writes once bufferized, and drops
    the op's mark.
    Ownership-based buffer deallocation knows an allocation aliases no
    other buffer, so it frees such a buffer, and the buffers beside it, at
    their last use. Had it been the runtime's call from the start,
    deallocation could not have told where the call's result comes from and
    would have held every buffer of the step to its end.

    `zero-lower-to-llvm` runs this pass after deallocation: each marked
    allocation becomes the runtime's allocation in its tier
    (`zero_rt_alloc_host_<dt>`, `zero_rt_alloc_nvme_<dt>`, declared where
    the module lacks them) of as many elements, a `memref.cast` to a static
    1-d memref and, for another rank, the reshape to the allocation's
    shape; its `memref.dealloc` frees it through the runtime, which counts
    host buffers in the host tier's bytes and gives an NVMe range back only
    once the file transfers still queued on it are done.

    ```mlir
    %t = memref.alloc() {zero_rt.nvme_tensor} : memref<126xf32>
    // becomes
    %c126 = arith.constant 126 : i64
    %n = call @zero_rt_alloc_nvme_f32(%c126) : (i64) -> memref<?xf32>
    %t = memref.cast %n : memref<?xf32> to memref<126xf32>
    ```

    A marked allocation the runtime cannot place (not statically shaped
    with the identity layout, an element type the runtime has no entry
    for, sizes or an alignment, or marked for both tiers) is an error
    naming what it must be.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numPlacedTensors", "placed-tensors",
              "Host and NVMe buffers the runtime places in their tier">,
  ];
}

def ZeroCheckSliceBounds : Pass<"zero-check-slice-bounds", "ModuleOp"> {
  let summary = "Checks at run time that each slice whose offset, size or stride is dynamic stays inside its buffer";
  let description = [{
    A `tensor.extract_slice` or `tensor.insert_slice` (a `memref.subview`
    once bufferized) whose offsets are constants is checked by its verifier;
    one whose offset, size or stride is an SSA value is not, and a step that
    computes it out of range (a hand-edited constant, wrong index
    arithmetic) would read or write past its buffer and corrupt the heap.
    `zero-lower-to-llvm` runs this pass right after bufferization: before
    each `memref.subview` it inserts, for every dimension with a dynamic
    offset, size or stride (or a dynamic source size), the check

        size >= 0, offset >= 0, and if size > 0:
        stride >= 1 (or size = 1), offset < extent and
        (size - 1) <= (extent - 1 - offset) / stride

    and, where it fails, a call to the runtime's
    `zero_rt_slice_out_of_bounds`, which ends the job with one line naming
    the rank, the slice's place in the step (`step.mlir:103:12`), the
    dimension and its values, exit status 78
    (`ZERO_RT_ABORT_OUT_OF_BOUNDS`). Subviews made later in the pipeline
    (register tiles) are in bounds by construction and are not checked. A
    slice whose offsets, sizes, strides and source shape are all static is
    checked by the same rule when the pass runs and costs nothing at run
    time: one that fails it is an error naming the slice, its dimension and
    its values, and the pass fails. The upstream verifiers refuse a negative
    offset and a slice past the end, but not a stride below 1 that reaches
    before the start or a reach `(size - 1) * stride` that wraps modulo
    2^64.
    Element reads and writes with computed indices are checked by
    `zero-check-index-bounds`, which runs right after this pass.

    ```
    zero-opt bufferized.mlir --zero-check-slice-bounds
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
  let statistics = [
    Statistic<"numCheckedSlices", "checked-slices",
              "Subviews given a run-time bounds check">,
  ];
}

def ZeroCheckIndexBounds : Pass<"zero-check-index-bounds", "ModuleOp"> {
  let summary = "Checks at run time that each element access whose index is computed stays inside its buffer";
  let description = [{
    A `tensor.extract` or `tensor.insert` (a `memref.load` or
    `memref.store` once bufferized, in a `linalg.generic` body or outside
    one) indexes its buffer with SSA values that may come from the data:
    the embedding reads row `ids[b, s]` of its table, and a token id past
    the vocabulary would read past the buffer. `zero-lower-to-llvm` runs
    this pass right after `zero-check-slice-bounds`: for every
    `memref.load`, `memref.store` and `memref.atomic_rmw` and every
    dimension whose index it cannot prove in range, it inserts the check
    `index <u extent` (one unsigned comparison: a negative index is a huge
    unsigned one) and, where it fails, a call to the runtime's
    `zero_rt_index_out_of_bounds`, which ends the job with one line naming
    the rank, the access's place in the step (`the read at
    step.mlir:54:23`), the dimension, the index and the extent, exit status
    78 (`ZERO_RT_ABORT_OUT_OF_BOUNDS`).

    An index is proven in range, and costs nothing, when the interval of
    its values lies in `[0, extent - 1]`. The intervals come from the
    index's definitions: constants, `linalg.index d` (the op's static loop
    range d), a `scf.for` induction variable (its bounds), `index_cast`,
    `ext`/`trunc`, `addi`, `subi`, `muli`, `min`/`max` (a clamp), `rem`,
    `div` and `andi` with a non-negative mask; the sides of an
    `arith.select` are narrowed by its condition (`e < half ? e + half :
    e - half`, the rotary embedding's partner; `x rem 2 == 0` moves x's
    ends to even values), and so are values under an enclosing `scf.if`
    or after a `cf.assert` in the same or an enclosing block (a failed
    assert ends the program first). Anything else (an index read from a
    buffer, a function argument) is checked. A dynamic extent is always
    checked, against `memref.dim`.

    The check goes right before the access, or before the loop
    (`scf.for`, or a linalg op whose body holds the access) that runs it
    on every iteration, as long as the index and the buffer are defined
    outside that loop and the loop runs at least once: an index computed
    once is checked once, not once per element. An index the body computes
    from its element (the embedding's token id) is checked per element.
    Loads and stores made later in the pipeline (`convert-linalg-to-loops`
    from indexing maps, the register tiles' vector transfers) index with
    induction variables of loops over the buffer's own static dimensions
    and are not checked.

    ```
    zero-opt bufferized.mlir --zero-check-index-bounds
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
  let statistics = [
    Statistic<"numCheckedIndices", "checked-indices",
              "Indices given a run-time bounds check">,
  ];
}

def ZeroLowerAttention : Pass<"zero-lower-attention", "func::FuncOp"> {
  let summary = "Lowers fused attention to linalg ops on tensors for the CPU";
  let description = [{
    Replaces each `zero.attention` and `zero.attention_grad` by the linalg
    ops that compute it on the CPU, the arithmetic zero-import's eager
    attention uses (`AttentionMath.h`), so that `zero-run` executes a step
    planned with fused attention:

    - `zero.attention`: the scores `q·k` in f32, the masked row maximum
      and sum of `exp(scale · (score - max))`, the probabilities stored in
      the output's element type, their product with the values, and the
      log-sum-exp `scale · max + log(sum)`. The output is bit-identical to
      `--attention=eager`'s context.
    - `zero.attention_grad`: the probabilities recomputed as
      `exp(scale · q·k - logsumexp)` in f32, `D = rowsum(dO ∘ O)`, and the
      three gradients from them (FlashAttention's backward).

    Every mask, forward and backward, is the op's: `t <= s` with `causal`,
    and with a `window` W also `t + W > s` (transformers' Mistral mask).
    A window masks more scores; the lowered tensors keep their S × T shape.

    The S × T scores exist only inside the lowered op, one op at a time:
    between the forward and the backward nothing but the output and the
    log-sum-exp is kept, as on a GPU. Unlike a GPU kernel, which keeps
    each block of scores in on-chip memory, the CPU lowering materializes
    the op's scores in host memory while the op runs (transient buffers of
    B·K·G·S·T f32 elements, the runtime counts them).

    Runs on tensors; the first pass of `zero-lower-to-llvm`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numLowered", "lowered-ops",
              "zero.attention and zero.attention_grad ops lowered">,
  ];
}

def ZeroVectorizableLoopOrder
    : Pass<"zero-vectorizable-loop-order", "func::FuncOp"> {
  let summary = "Orders each linalg op's loops so that the innermost one is parallel and contiguous";
  let description = [{
    `convert-linalg-to-loops` nests an op's loops in the order of its
    iteration dimensions. A contraction such as a matmul then has its
    reduction innermost: a dot product, which LLVM cannot vectorize
    without reassociating the floating-point sum (and so changing the
    result). This pass permutes the iteration dimensions of every linalg op
    that has a reduction (named ops are generalized first) so that the loop
    innermost is the parallel dimension that indexes the output's last,
    contiguous dimension; the other parallel loops go outermost and the
    reduction loops between, in their original order.

    Each output element still accumulates its terms in the same order, so
    the results are bit-identical; only the order in which independent
    output elements are computed changes, and LLVM's loop vectorizer can
    compute several at once. An op whose output's last dimension is not
    indexed by a parallel dimension (a sum to a scalar) is left alone.

    On buffers, an input that the new inner loop would walk with a stride
    (the weight of x * W^T, K in Q * K^T) and that the op reads at least 8
    times over (the loops it does not depend on) is first copied into a
    buffer with that dimension last (`linalg.transpose` into a
    `memref.alloc`, freed by a `memref.dealloc` right after the op), so
    that the vectorized loop reads every operand contiguously. The copy
    moves bits only.

    Runs on buffers or tensors, before `convert-linalg-to-loops`; part of
    `zero-lower-to-llvm`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numReordered", "reordered-ops",
              "Linalg ops whose loops were reordered">,
    Statistic<"numPackedInputs", "packed-inputs",
              "Inputs copied transposed so that the inner loop reads them contiguously">,
  ];
}

def ZeroRegisterTiles : Pass<"zero-register-tiles", "func::FuncOp"> {
  let summary = "Computes each reordered contraction in register tiles of vectors";
  let description = [{
    After `zero-vectorizable-loop-order` a contraction's innermost loop is
    parallel and contiguous, but every term of every sum still loads its
    output element and stores it back. This pass tiles each such op on
    buffers (loops ordered outer parallel, reductions, contiguous parallel;
    static extents) with upstream `scf::tileUsingSCF`:

    - a tile is up to 4 rows (the innermost other parallel loop that
      indexes the output) by 16, 8 or 4 contiguous outputs (the first that
      divides the extent), and 1 along every reduction loop;
    - an extent larger than the largest tile (16 columns, 4 rows) but not
      a multiple of it is split first (upstream `linalg::splitOp`): the
      first part is the multiple, the rest (755 = 752 + 3 columns) takes a
      smaller tile that divides it, or the loops;
    - the tile loops run the parallel loops outside and the reductions
      inside, so that a tile's outputs do not move while it sums.

    Each tile is vectorized by `linalg::vectorize`; the tile's subviews fold
    into the transfers' indices, and `linalg::hoistRedundantVectorTransfers`
    moves the accumulator's read and write out of the reduction loops: the
    sums stay in vector registers, each load of the contiguous input serves
    every row of the tile, and a broadcast input is widened before it is
    broadcast (`vector::populateSinkVectorOpsPatterns`).

    Each output element still adds its terms one at a time, in the order of
    the reduction loops, with a separate multiply and add: the results are
    bit-identical to the loops `convert-linalg-to-loops` emits. An op whose
    extents are dynamic, whose contiguous extent is below 16 and not a
    multiple of 4, or whose body the vectorizer does not take (a reduction
    through a select, a causal mask), is left for those loops.

    Runs on buffers, after `zero-vectorizable-loop-order` and before
    `convert-vector-to-scf` and `convert-linalg-to-loops`; part of
    `zero-lower-to-llvm`.
  }];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
  let statistics = [
    Statistic<"numTiled", "tiled-ops",
              "Linalg ops computed in vectorized register tiles">,
    Statistic<"numSplit", "split-ops",
              "Linalg ops split where an extent is not a multiple of the largest tile">,
  ];
}

def ZeroLibraryMatmul : Pass<"zero-library-matmul", "ModuleOp"> {
  let summary = "Computes each batch of matrix products with the runtime's library call";
  let description = [{
    Replaces every linalg contraction on buffers that is a batch of matrix
    products, C += A * B over f32 or bf16 inputs with an f32 result, by
    calls to the runtime's `zero_rt_matmul` (runtime/include/zero_rt/
    zero_rt_matmul.h), which runs oneDNN's matmul kernel for the host CPU
    (AMX, AVX-512 BF16 or AVX-512 on the machines zero-run targets).

    An op qualifies when:

    - its body multiplies its two inputs, each widened to f32 (`arith.extf`)
      or already f32, and adds the product to the output element, all in
      f32, and each input is f32 or bf16 (inputs of two types: the runtime
      widens the bf16 one, exactly, and multiplies in f32);
    - its iteration dimensions are batch, row, column and reduction
      dimensions (upstream `linalg::inferContractionDims`);
    - every operand has a static shape and static strides (its offset may
      be dynamic);
    - the rows, columns and reduction dimensions that go to the library
      make matrices with one unit stride per input and contiguous output
      columns (any transpose of an input qualifies).

    Each call computes one matrix product. Of the row, column and reduction
    dimensions, each group gives the library its largest run of consecutive
    dimensions that is one run of memory in every operand it indexes (the
    stride of each is the next one's times its size; 4 x 256 rows of 512
    are 1,024 rows); every other dimension, and every batch dimension, is an
    `scf.for` around the call that moves the operands' offsets. oneDNN
    computes a batch of strided matrices with a slower kernel than single
    matrices (bench/step_time.md), hence the loops over the batch. A
    reduction split over a loop still sums in a fixed order: the output
    accumulates each part in turn.

    Anything else (a dynamic shape, a gather of a strided view, an integer
    or i1 body, a body that is not a product's sum) stays a linalg op for
    the passes that follow.

    The call adds the products in the library's order, not in the order of
    the op's reduction loops: the results are not those of the loops, but
    they are the same on every rank and at every stage, since the library's
    kernel depends only on the shapes, the strides and the CPU (the header
    says why). `zero-lower-to-llvm{library-matmul=false}` keeps the loops.

    Runs on buffers, after bufferization and the deallocation pipeline and
    before `zero-vectorizable-loop-order`; part of `zero-lower-to-llvm`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
  let statistics = [
    Statistic<"numLibraryCalls", "library-calls",
              "Linalg contractions replaced by a call to zero_rt_matmul">,
  ];
}

def ZeroProfileOps : Pass<"zero-profile-ops", "ModuleOp"> {
  let summary = "Times every op of a step that the step-time model prices";
  let description = [{
    Brackets each op of a step that the step-time model prices
    (docs/machines.md) with calls to the runtime's `zero_rt_profile_begin`
    and `zero_rt_profile_end` (runtime/include/zero_rt/zero_rt_profile.h),
    so that the time each op takes when the step runs can be set against
    the model's estimate of the same op. `zero-run --profile-ops` runs it
    and writes the times to its JSON (`op_profile`).

    The ops are those directly in the body of each function, as the model
    walks them: a collective (or the wait of an asynchronous one) is of
    class `collective`; any other op that reads or writes bytes or does
    floating-point work by StepCost's definitions is of the class the model
    prices it in (`matmul`, `attention` or `elementwise`); the rest (views,
    `tensor.empty`, constants, the terminator) are not timed. The pass runs
    on tensors, before the step is lowered, so what the lowering later
    adds for an op (the attention's loops, its result's allocation, a copy
    into its destination) runs inside the op's bracket.

    Each timed op gets a number, in program order from 0 across the
    module's functions. The module's `zero_rt.profile_ops` attribute lists
    them in that order: a dictionary per op with its `class`, its op name
    (`op`) and its location (`loc`), which the host reads to name the
    times. A module that already has that attribute is rejected: its ops
    would be timed twice.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
  let statistics = [
    Statistic<"numTimedOps", "timed-ops", "Ops bracketed by profile calls">,
  ];
}

#endif // ZERO_CONVERSION_PASSES_TD
