// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-shard="stage=3 world-size=4"

// A global gradient norm reduces over the whole gradient: the update is not
// elementwise, so it cannot run on a shard.
func.func @norm_in_update(
    // expected-note @below {{the weight of "w"}}
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %p: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}, tensor<f32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  // expected-error @below {{'linalg.reduce' op in the optimizer update of "w" is not elementwise: it reduces over a dimension}}
  %norm = linalg.reduce ins(%g : tensor<8xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %sq = arith.mulf %in, %in : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
    }
  // The norm also leaves the step unmarked.
  // expected-error @below {{returns, as result #1, a value computed from the states of "w"}}
  return %p, %norm : tensor<8xf32>, tensor<f32>
}

// -----

// A transpose moves elements between ranks' shards.
func.func @transpose_in_update(
    // expected-note @below {{the weight of "w"}}
    %w: tensor<2x4xf32> {zero.state = #zero.state<weight, "w">},
    %p: tensor<2x4xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<2x4xf32>)
    -> (tensor<2x4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x4xf32>
  %e = tensor.empty() : tensor<4x2xf32>
  // expected-error @below {{'linalg.transpose' op in the optimizer update of "w" is not elementwise: it does not map every operand element to the same element}}
  %t = linalg.transpose ins(%g : tensor<2x4xf32>) outs(%e : tensor<4x2xf32>) permutation = [1, 0]
  %n = arith.addf %p, %p : tensor<2x4xf32>
  return %n : tensor<2x4xf32>
}

// -----

// One op reading two parameters' gradients (e.g. a shared clipping factor)
// ties their updates together.
func.func @mixed_params(
    %a: tensor<8xf32> {zero.state = #zero.state<weight, "a">},
    %pa: tensor<8xf32> {zero.state = #zero.state<optimizer, "a">},
    %b: tensor<8xf32> {zero.state = #zero.state<weight, "b">},
    %pb: tensor<8xf32> {zero.state = #zero.state<optimizer, "b">},
    %da: tensor<8xf32>, %db: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "a">}) {
  %ga = zero.annotate %da as <grad, "a"> : tensor<8xf32>
  %gb = zero.annotate %db as <grad, "b"> : tensor<8xf32>
  // expected-error @below {{mixes the optimizer updates of}}
  %s = arith.addf %ga, %gb : tensor<8xf32>
  %n = arith.addf %pa, %s : tensor<8xf32>
  return %n : tensor<8xf32>
}

// -----

// A value computed from a gradient must leave the step as a marked state.
func.func @unmarked_update_result(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> tensor<8xf32> {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %n = arith.addf %w, %g : tensor<8xf32>
  // expected-error @below {{returns, as result #0, a value computed from the states of "w" but the result is not marked as a state of "w"}}
  return %n : tensor<8xf32>
}

// -----

// The update may read the full-size state tensors of its own parameter only:
// not a tensor computed from them outside the update.
func.func @foreign_full_size_operand(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %p: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}) {
  // expected-note @below {{the full-size tensor}}
  %square = arith.mulf %w, %w : tensor<8xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  // expected-error @below {{'arith.addf' op in the optimizer update of "w" reads a full-size tensor computed outside the update}}
  %n = arith.addf %g, %square : tensor<8xf32>
  %q = arith.addf %p, %n : tensor<8xf32>
  return %q : tensor<8xf32>
}

// -----

// An update that reads a rank's own input other than through the gradient
// (which the stage averages) would make the replicas diverge, at every
// stage: here the noise of a micro-batch, at any depth.
func.func @per_rank_input_in_update(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %p: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">},
    // expected-note @below {{the per-rank input}}
    %dw: tensor<8xf32>, %noise: tensor<8xf32>, %lr: tensor<f32>)
    -> (tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %scaled = arith.mulf %noise, %noise : tensor<8xf32>
  %n = arith.addf %g, %scaled : tensor<8xf32>
  %q = arith.addf %p, %n : tensor<8xf32>
  // expected-error @below {{returns, as the updated optimizer of "w" (result #0), a value that depends on argument #3, an input of each rank's own, other than through the gradient}}
  return %q : tensor<8xf32>
}

// -----

// Already sharded: sharding again would shard the shards.
// Reported at the module: the signature line of a real step lists every
// state and is too long to print under the message.
// expected-error @below {{zero-shard: 'step' is already sharded (#zero.plan<stage = 1, grid = @dp>); shard the original single-device step}}
module {
  func.func @step(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>)
      attributes {zero.plan = #zero.plan<stage = 1, grid = @dp>} {
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    return
  }
}

// -----

// Gathers and releases need a program order: one block only (the state
// table's check, which every pass shares). Reported at the module: the
// signature line of a real step lists every state and is too long to print
// under the message.
// expected-error @below {{the training step 'two_blocks' must be one block (structured control flow only) so that its states have one program order and one return; replace its branches with scf.if / scf.for}}
module {
  func.func @two_blocks(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    cf.br ^next
  ^next:
    return
  }
}

// -----

// The group in the module disagrees with the requested world size.
// expected-error @below {{zero-shard: world-size=4 but @dp has 8 ranks}}
shard.grid @dp(shape = 8)
func.func @wrong_grid(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return
}

// -----

// The plan attribute belongs on a function and has four stages.
func.func @bad_plan() {
  // expected-error @below {{'zero.plan' belongs on the training-step function}}
  %c = arith.constant {zero.plan = #zero.plan<stage = 1, grid = @dp>} 0 : index
  return
}

// -----

// expected-error @below {{#zero.plan stage must be 0, 1, 2 or 3, got 4}}
func.func @stage_four() attributes {zero.plan = #zero.plan<stage = 4, grid = @dp>} {
  return
}

// -----

// An empty grid name would print as @<<INVALID EMPTY SYMBOL>> (found by
// zero-fuzz's attr target).
// expected-error @below {{#zero.plan grid must name a shard.grid, got @""}}
func.func @empty_grid() attributes {zero.plan = #zero.plan<stage = 1, grid = @"">} {
  return
}

// -----

// A shard must be a flat tensor of the full tensor's element type.
// expected-error @below {{argument #0 is a shard of 'tensor<2x4xf32>', so it must be a 1-d tensor of 'f32', got 'tensor<2xbf16>'}}
func.func @bad_shard(%w: tensor<2xbf16> {zero.shard_of = tensor<2x4xf32>, zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

// A weight used where no gather can reach it: at stage 3 a rank holds its
// shard only, and an unmarked result that returns the weight would silently
// become the shard.
func.func @weight_escapes(
    // expected-note @below {{the state}}
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<8xf32>) -> tensor<8xf32> {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  // expected-error @below {{returns the weight of "w" as unmarked result #0, but at stage 3 a rank holds only its shard and no gather reaches a result; mark the result with #zero.state<weight, "w"> to return the shard, or return a value the step computes from it}}
  return %w : tensor<8xf32>
}

// -----

// A 0-d parameter reads like the scalar hyperparameters of its update.
func.func @scalar_parameter(
    // expected-error @below {{parameter "w" is a 0-d tensor, which stage 3 cannot shard; give it shape [1] in the front end}}
    %w: tensor<bf16> {zero.state = #zero.state<weight, "w">},
    %p: tensor<f32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<bf16>)
    -> (tensor<f32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<bf16>
  %gf = arith.extf %g : tensor<bf16> to tensor<f32>
  %n = arith.subf %p, %gf : tensor<f32>
  return %n : tensor<f32>
}

// -----

// The message names the stage that applies to the parameter: stage 3
// capped at 1 by its zero.max_stage.
func.func @capped_scalar_parameter(
    // expected-error @below {{parameter "w" is a 0-d tensor, which stage 1 cannot shard; give it shape [1] in the front end}}
    %w: tensor<bf16> {zero.state = #zero.state<weight, "w">, zero.max_stage = 1},
    %p: tensor<f32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<bf16>)
    -> (tensor<f32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<bf16>
  %gf = arith.extf %g : tensor<bf16> to tensor<f32>
  %n = arith.subf %p, %gf : tensor<f32>
  return %n : tensor<f32>
}

// -----

// Inconsistent layers: the state table rejects the step before any rewrite.
// expected-note @below {{layer 0 given here}}
func.func @inconsistent_layers(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w", layer = 0>},
    // expected-error @below {{optimizer of "w" is in layer 1 but its weight is in layer 0}}
    %p: tensor<8xf32> {zero.state = #zero.state<optimizer, "w", layer = 1>},
    %dw: tensor<8xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return
}

// -----

// A gradient passed in and returned (accumulated across calls) would have to
// come back reduced and sharded, which stage 3 does not do.
func.func @returned_grad(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                         // expected-note @below {{the gradient}}
                         %dw: tensor<8xf32> {zero.state = #zero.state<grad, "w">})
    -> (tensor<8xf32> {zero.state = #zero.state<grad, "w">}) {
  %s = arith.addf %dw, %dw : tensor<8xf32>
  // expected-error @below {{returns the gradient of "w" as result #0; stage 3 reduces gradients inside the step and cannot return one}}
  return %s : tensor<8xf32>
}

// -----

// Shards are padded with zeros and reduced by the runtime: complex elements
// have neither.
// expected-error @below {{parameter "w" has elements of type 'complex<f32>', which stage 3 cannot shard}}
func.func @complex_weight(%w: tensor<4xcomplex<f32>> {zero.state = #zero.state<weight, "w">},
                          %dw: tensor<4xcomplex<f32>>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xcomplex<f32>>
  return
}

// -----

// Every axis of the group needs a rank.
// expected-error @below {{zero-shard: axis 1 of @dp has 0 ranks; every axis of a data-parallel grid needs at least 1}}
shard.grid @dp(shape = 4x0)
func.func @empty_axis(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return
}

// -----

// A group whose size would wrap 64 bits (2^32 x 2^32) is refused, not
// planned for 0 ranks.
// expected-error @below {{zero-shard: the data-parallel group on @dp has more than 2147483647 ranks}}
shard.grid @dp(shape = 4294967296x4294967296)
func.func @huge_grid(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  return
}

// -----

// Stage 3 shards a weight where the step receives it; one the step
// computes exists in full on every rank, and gathering it was an invalid
// program (a gather of the full tensor, caught only by the verifier).
func.func @weight_computed_in_step(%x: tensor<8xf32>, %dw: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{the weight of "w" is computed inside the step, but stage 3 shards each weight where the step takes it as an argument; pass the weight in as a marked argument, or shard at stage 0, 1 or 2}}
  %w = zero.annotate %x as <weight, "w"> : tensor<8xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %y = arith.mulf %w, %w : tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// 2^63 - 1 elements padded to a multiple of 4 ranks are 2^63: the padded
// size wrapped to a dynamic dimension, and the step was sharded into a
// program that padded to `tensor<?xi8>` (exit code 0).
func.func @padded_size_past_int64(
    // expected-error @below {{the weight of "w" ('tensor<9223372036854775807xi8>') padded to a multiple of world-size 4 has more than 2^63 - 1 elements or bytes; use a smaller world-size or split the parameter}}
    %w: tensor<9223372036854775807xi8> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<9223372036854775807xi8>)
    -> (tensor<9223372036854775807xi8> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<9223372036854775807xi8>
  %w2 = arith.subi %w, %g : tensor<9223372036854775807xi8>
  return %w2 : tensor<9223372036854775807xi8>
}

// -----

// zero-shard records its search's candidates on the module it searched.
func.func @search_on_an_op() {
  // expected-error @below {{'zero.plan_search' belongs on the module zero-shard searched}}
  %c = arith.constant {zero.plan_search = {chosen = 0 : i64, candidates = []}} 0 : index
  return
}

// -----

// expected-error @below {{'zero.plan_search' must be a dictionary {chosen, candidates}, got 3 : i64}}
module attributes {zero.plan_search = 3 : i64} {
}

// -----

// The update reads the weight through views made outside it: named as the
// weight (it was "a full-size tensor computed outside the update").
func.func @weight_through_views(%w0: tensor<8xf32> {zero.state = #zero.state<weight, "a">},
                                %m0: tensor<8xf32> {zero.state = #zero.state<optimizer, "a">},
                                %d: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<weight, "a">},
        tensor<8xf32> {zero.state = #zero.state<optimizer, "a">}) {
  %g = zero.annotate %d as <grad, "a"> : tensor<8xf32>
  %m0n = arith.addf %m0, %g : tensor<8xf32>
  // expected-note @below {{the view}}
  %t1 = tensor.cast %w0 : tensor<8xf32> to tensor<?xf32>
  %t2 = tensor.cast %t1 : tensor<?xf32> to tensor<8xf32>
  // expected-error @below {{in the optimizer update of "a" reads the weight of "a" through a view ('tensor.cast') made outside the update; the rewrite shards the state itself, so read it directly in the update}}
  %w0n = arith.subf %t2, %m0n : tensor<8xf32>
  return %w0n, %m0n : tensor<8xf32>, tensor<8xf32>
}

// -----

// A tensor.reshape reads its shape from a value: the update takes reshapes
// whose shape is in the op (collapse_shape, expand_shape), and says so.
func.func @shape_operand_reshape_in_update(
    // expected-note @below {{the weight of "w"}}
    %w: tensor<2x2xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<2x2xf32>)
    -> (tensor<2x2xf32> {zero.state = #zero.state<weight, "w">}) {
  %shape = arith.constant dense<[2, 2]> : tensor<2xindex>
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x2xf32>
  %flat = tensor.collapse_shape %g [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  // expected-error @below {{'tensor.reshape' op in the optimizer update of "w" is not elementwise: a tensor.reshape takes its shape as a value; write it as tensor.collapse_shape or tensor.expand_shape}}
  %g22 = tensor.reshape %flat(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %nw = arith.subf %w, %g22 : tensor<2x2xf32>
  return %nw : tensor<2x2xf32>
}
