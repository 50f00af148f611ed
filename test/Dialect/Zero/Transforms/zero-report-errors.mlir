// Errors in the training step itself, reported at their location. The pass
// fails and writes no file, not even the outputs it could have written.

// RUN: rm -f %t.json %t.svg
// RUN: zero-opt %s -split-input-file -verify-diagnostics -o /dev/null \
// RUN:   --zero-report="world-size=4 json=%t.json svg=%t.svg table="
// RUN: test ! -e %t.json
// RUN: test ! -e %t.svg

// Byte sums are checked, never wrapped: nine i8 tensors of 2^61 - 1 bytes
// hold more than 2^64 bytes, and the ninth (the optimizer state of "c")
// pushes the stage-0 memory per rank over.
func.func @memory_overflows_64_bits(
    %a: tensor<2305843009213693951xi8> {zero.state = #zero.state<weight, "a">},
    %a_m: tensor<2305843009213693951xi8> {zero.state = #zero.state<optimizer, "a">},
    %b: tensor<2305843009213693951xi8> {zero.state = #zero.state<weight, "b">},
    %b_m: tensor<2305843009213693951xi8> {zero.state = #zero.state<optimizer, "b">},
    %c: tensor<2305843009213693951xi8> {zero.state = #zero.state<weight, "c">},
    // expected-error@+1 {{the model-state memory per rank at ZeRO stage 0 with world-size 4 overflows 64 bits at the optimizer of "c" ('tensor<2305843009213693951xi8>'); the model states are too large to count in bytes, check the tensor shapes}}
    %c_m: tensor<2305843009213693951xi8> {zero.state = #zero.state<optimizer, "c">},
    %da: tensor<2305843009213693951xi8>, %db: tensor<2305843009213693951xi8>,
    %dc: tensor<2305843009213693951xi8>) {
  %ga = zero.annotate %da as <grad, "a"> : tensor<2305843009213693951xi8>
  %gb = zero.annotate %db as <grad, "b"> : tensor<2305843009213693951xi8>
  %gc = zero.annotate %dc as <grad, "c"> : tensor<2305843009213693951xi8>
  return
}

// -----

// The state table's checks come through unchanged: here a weight whose
// gradient is not marked.
func.func @weight_without_gradient(
    // expected-error@+1 {{weight "w" has no gradient}}
    %w: tensor<8xbf16> {zero.state = #zero.state<weight, "w">},
    %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}) {
  return
}

// -----

// An optimizer state must have as many elements as its weight, or the
// shards would not line up.
func.func @optimizer_state_of_another_size(
    // expected-note@+1 {{the weight}}
    %w: tensor<8xbf16> {zero.state = #zero.state<weight, "w">},
    // expected-error@+1 {{optimizer state of "w" has 4 elements}}
    %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xbf16>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xbf16>
  return
}

// -----

// A sharded step whose group has no rank (once a division by zero): the
// report refuses the plan's group.
// expected-error @below {{zero-report: axis 0 of @dp has 0 ranks; every axis of a data-parallel grid needs at least 1}}
shard.grid @dp(shape = 0)
func.func @plan_for_zero_ranks(%w: tensor<8xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
                               %dw: tensor<8xf32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return
}

// -----

// A sharded step of two blocks: the scheduled footprint read the result of
// the first block's `cf.br` as the return's (a heap-buffer-overflow).
// expected-error @below {{the training step 'sharded_branches' must be one block (structured control flow only)}}
module {
  shard.grid @dp(shape = 4)
  func.func @sharded_branches(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                              %dw: tensor<8xf32>,
                              %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">})
      -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">},
          tensor<8xf32> {zero.state = #zero.state<optimizer, "w">})
      attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    %w2 = arith.subf %w, %g : tensor<8xf32>
    cf.br ^exit
  ^exit:
    return %w2, %m : tensor<8xf32>, tensor<8xf32>
  }
}

// -----

// One i8 weight of 9e18 elements: its stage-0 memory (weight and grad,
// 1.8e19 bytes) fits in 64 bits, but stage 3 sends 3 x 3/4 x 9e18 bytes per
// rank, which does not: the gradient's reduce_scatter, after the weight's
// two gathers, pushes the sum over.
func.func @traffic_overflows_64_bits(
    %w: tensor<9000000000000000000xi8> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<9000000000000000000xi8>) {
  // expected-error @below {{the bytes sent per rank and step at ZeRO stage 3 with world-size 4 overflows 64 bits at the grad of "w" ('tensor<9000000000000000000xi8>'); use a smaller world-size or check the tensor shapes}}
  %g = zero.annotate %dw as <grad, "w"> : tensor<9000000000000000000xi8>
  return
}

// -----

// The scheduled footprint counts what each collective sends: a collective
// of dynamic shape sent "0 bytes" and the report said it differed from the
// formula.
shard.grid @dp(shape = 4)
func.func @dynamic_collective(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                              %dw: tensor<8xf32>, %x: tensor<?xf32>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  // expected-error @below {{'zero.all_reduce' op moves 'tensor<?xf32>', a tensor of dynamic shape, so the bytes it sends are unknown; give every dimension a size}}
  %r = zero.all_reduce avg %x on @dp : tensor<?xf32> -> tensor<?xf32>
  return
}

// -----

// Activations are counted in 64 bits too: four of 2^62 bytes each are live
// at once, and the peak wrapped past 2^64 to a smaller number.
shard.grid @dp(shape = 4)
func.func @live_bytes_overflow(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                               %dw: tensor<8xf32>)
    -> (tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>,
        tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %a = tensor.empty() : tensor<1152921504606846976xf32>
  %b = tensor.empty() : tensor<1152921504606846976xf32>
  %c = tensor.empty() : tensor<1152921504606846976xf32>
  // expected-error @below {{the bytes live per rank here pass 2^64; the scheduled footprint counts bytes in 64 bits; check the tensor shapes}}
  %d = tensor.empty() : tensor<1152921504606846976xf32>
  return %a, %b, %c, %d : tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>,
                          tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>
}

// -----

// The caching allocator's pool is counted in 64 bits: two tensors of
// 2^63 - 2^21 + 1 bytes are live at once (2^64 - 2^22 + 2 bytes allocated,
// which 64 bits hold), but each gets a segment rounded up to 2 MiB, 2^63
// bytes, and the two segments are 2^64.
shard.grid @dp(shape = 4)
func.func @allocator_pool_overflow(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                                   %dw: tensor<8xf32>)
    -> (tensor<9223372036852678657xi8>, tensor<9223372036852678657xi8>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %a = tensor.empty() : tensor<9223372036852678657xi8>
  %b = tensor.empty() : tensor<9223372036852678657xi8>
  // expected-error @below {{the caching allocator's pool per rank passes 2^64 bytes; check the tensor shapes}}
  return %a, %b : tensor<9223372036852678657xi8>, tensor<9223372036852678657xi8>
}

// -----

// So is what the device requires: two tensors of 2^63 - 2^22 + 1 bytes get
// segments of 2^63 - 2^21 bytes each, and with the 2 MiB segment of the
// small tensors the pool is 2^64 - 2^21 bytes, which 64 bits hold; the
// 400 MB CUDA context does not fit in them too.
shard.grid @dp(shape = 4)
// expected-error @below {{the device memory that 'device_required_overflow' requires per rank (the allocator's pool, the CUDA context and NCCL's buffers) passes 2^64 bytes; check the tensor shapes, cuda-context and nccl-buffsize}}
func.func @device_required_overflow(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                                    %dw: tensor<8xf32>)
    -> (tensor<9223372036850581505xi8>, tensor<9223372036850581505xi8>)
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %a = tensor.empty() : tensor<9223372036850581505xi8>
  %b = tensor.empty() : tensor<9223372036850581505xi8>
  return %a, %b : tensor<9223372036850581505xi8>, tensor<9223372036850581505xi8>
}

// -----

// An activation larger than 2^63 bytes has no byte count: it was counted as
// 0 bytes.
shard.grid @dp(shape = 4)
func.func @activation_too_large(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                                %dw: tensor<8xf32>) -> tensor<9223372036854775807xf32>
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  // expected-error @below {{cannot count the bytes of 'tensor<9223372036854775807xf32>': it is larger than 2^63 - 1 bytes; the scheduled footprint counts bytes in 64 bits; check the tensor shapes}}
  %a = tensor.empty() : tensor<9223372036854775807xf32>
  return %a : tensor<9223372036854775807xf32>
}

// -----

// A hand-edited sharded step whose shard does not match its plan: 2
// elements of a 1,000,000-element weight on 4 ranks were measured as the
// whole shard (exit 0, a report 125,000 times too small).
shard.grid @dp(shape = 4)
func.func @shard_of_wrong_size(
    // expected-error @below {{the weight of "w" is a shard 'tensor<2xf32>' of 'tensor<1000000xf32>', but on 4 ranks each rank holds 'tensor<250000xf32>'; zero-shard the original single-device step instead of editing a sharded one}}
    %w: tensor<2xf32> {zero.shard_of = tensor<1000000xf32>, zero.state = #zero.state<weight, "w">},
    %dw: tensor<1000000xf32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<1000000xf32>
  return
}

// -----

// A weight sharded under a stage-1 plan (stage 1 keeps full weights), and a
// stage-1 optimizer state left whole.
shard.grid @dp(shape = 4)
func.func @shards_against_the_stage(
    // expected-error @below {{the weight of "w" is a shard, but the plan (stage 1 on 4 ranks) keeps the full weight; zero-shard the original single-device step instead of editing a sharded one}}
    %w: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
    // expected-error @below {{the optimizer of "w" is the full tensor, but the plan (stage 1 on 4 ranks) shards the optimizer; zero-shard the original single-device step instead of editing a sharded one}}
    %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>)
    attributes {zero.plan = #zero.plan<stage = 1, grid = @dp>} {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return
}
