// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-prefetch="depth=1 memory-budget=100"

// A budget below the scheduled peak of the step as zero-shard wrote it: no
// schedule can meet it, which is an error naming the peak and the fixes.
shard.grid @dp(shape = 4)
// expected-error @below {{zero-prefetch: memory-budget=100 is below the scheduled peak of the step without prefetching (}}
func.func @train_step(
    %w: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
    %m: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
    %x: tensor<8xf32>)
    -> (tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
        tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<optimizer, "w">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<8xf32>
  %y = arith.mulf %full, %x : tensor<8xf32>
  zero.release %full : tensor<8xf32>
  %g = zero.annotate %y as <grad, "w"> : tensor<8xf32>
  %shard = zero.reduce_scatter avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
  zero.release %g : tensor<8xf32>
  %nw = arith.addf %w, %shard : tensor<2xf32>
  %nm = arith.mulf %m, %shard : tensor<2xf32>
  %loss = arith.constant dense<1.0> : tensor<f32>
  return %nw, %nm, %loss : tensor<2xf32>, tensor<2xf32>, tensor<f32>
}

// -----

// A step zero-shard has not sharded has no plan to schedule.
// expected-error @below {{zero-prefetch schedules the collectives of a sharded step, and this step has no #zero.plan; run zero-shard first}}
func.func @train_step(
    %w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
    %x: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
  %y = arith.mulf %w, %x : tensor<8xf32>
  %g = zero.annotate %y as <grad, "w"> : tensor<8xf32>
  %nw = arith.addf %w, %g : tensor<8xf32>
  %loss = arith.constant dense<1.0> : tensor<f32>
  return %nw, %loss : tensor<8xf32>, tensor<f32>
}

// -----

// A step that already has asynchronous collectives was prefetched.
shard.grid @dp(shape = 4)
// expected-error @below {{the step already has asynchronous collectives; run zero-prefetch once, on the program zero-shard wrote with prefetch=0 (its default), or give the depth to zero-shard's prefetch= instead}}
func.func @train_step(
    %w: tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
    %x: tensor<8xf32>)
    -> (tensor<2xf32> {zero.shard_of = tensor<8xf32>, zero.state = #zero.state<weight, "w">},
        tensor<f32>)
    attributes {zero.plan = #zero.plan<stage = 3, grid = @dp>} {
  %full, %t = zero.all_gather_start %w on @dp : tensor<2xf32> -> tensor<8xf32>
  zero.wait %t
  %y = arith.mulf %full, %x : tensor<8xf32>
  zero.release %full : tensor<8xf32>
  %g = zero.annotate %y as <grad, "w"> : tensor<8xf32>
  %shard = zero.reduce_scatter avg %g on @dp : tensor<8xf32> -> tensor<2xf32>
  zero.release %g : tensor<8xf32>
  %nw = arith.addf %w, %shard : tensor<2xf32>
  %loss = arith.constant dense<1.0> : tensor<f32>
  return %nw, %loss : tensor<2xf32>, tensor<f32>
}
