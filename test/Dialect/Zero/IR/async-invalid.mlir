// What the asynchronous collectives' verifiers reject.
// RUN: zero-opt %s -split-input-file -verify-diagnostics

shard.grid @dp(shape = 2)

// A result is read before the wait that completes it.
func.func @use_before_wait(%a: tensor<2xf32>) -> tensor<4xf32> {
  %full, %t = zero.all_gather_start %a on @dp : tensor<2xf32> -> tensor<4xf32>
  // expected-error @below {{uses result #0 of a 'zero.all_gather_start' before its zero.wait}}
  %y = arith.addf %full, %full : tensor<4xf32>
  // expected-note @below {{the wait}}
  zero.wait %t
  return %y : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// The input of a reduction in flight is released before its wait.
func.func @release_before_wait(%g: tensor<4xf32>) -> tensor<2xf32> {
  %s, %t = zero.reduce_scatter_start avg %g on @dp : tensor<4xf32> -> tensor<2xf32>
  // expected-error @below {{releases an input of a 'zero.reduce_scatter_start' before its zero.wait}}
  zero.release %g : tensor<4xf32>
  // expected-note @below {{the wait}}
  zero.wait %t
  return %s : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

// A start without a wait never completes.
func.func @no_wait(%x: tensor<4xf32>) {
  // expected-error @below {{has 0 uses of its token; a start has exactly one zero.wait}}
  %r, %t = zero.all_reduce_start sum %x on @dp : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @dp(shape = 2)

// Two waits for one start.
func.func @two_waits(%x: tensor<4xf32>) {
  // expected-error @below {{has 2 uses of its token; a start has exactly one zero.wait}}
  %r, %t = zero.all_reduce_start sum %x on @dp : tensor<4xf32> -> tensor<4xf32>
  // expected-note @below {{used here}}
  zero.wait %t
  // expected-note @below {{used here}}
  zero.wait %t
  return
}

// -----

shard.grid @dp(shape = 2)

// A wait for a token that comes from the caller.
func.func @foreign_token(%t: !zero.token) {
  // expected-error @below {{waits for a token that no zero.*_start in this block returned}}
  zero.wait %t
  return
}

// -----

shard.grid @dp(shape = 2)

// The start keeps the checks of its collective: shapes against the group.
func.func @bad_shape(%a: tensor<2xf32>) -> tensor<6xf32> {
  // expected-error @below {{tensor #0: the full dimension 0 (6) must be 2 (the group size) times the shard's (2)}}
  %full, %t = zero.all_gather_start %a on @dp : tensor<2xf32> -> tensor<6xf32>
  zero.wait %t
  return %full : tensor<6xf32>
}

// -----

shard.grid @dp(shape = 2)

// The wait is in another block than its start.
func.func @wait_in_region(%x: tensor<4xf32>, %c: i1) {
  // expected-error @below {{is completed by a zero.wait in another block}}
  %r, %t = zero.all_reduce_start sum %x on @dp : tensor<4xf32> -> tensor<4xf32>
  scf.if %c {
    // expected-note @below {{the wait}}
    zero.wait %t
  }
  return
}
