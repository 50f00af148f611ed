// zero.reshard_after_forward is a decision for a whole gathering unit: the
// parameters of one unit (one layer, or one zero.unit name) are gathered and
// freed together, so they must carry the same value, or none.
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-verify-states -o /dev/null

// Two weights of layer 0, one freed after the forward and one kept.
func.func @layer_disagrees(
    // expected-note @below {{"a" here}}
    %a: tensor<4xf32> {zero.state = #zero.state<weight, "a", layer = 0>, zero.reshard_after_forward = true},
    %pa: tensor<4xf32> {zero.state = #zero.state<optimizer, "a">},
    // expected-error @below {{'zero.reshard_after_forward' of "b" (argument #2) is false but that of "a" (argument #0), in the same layer 0, is true; the parameters of one gathering unit are freed together, so give them all the same value (or none)}}
    %b: tensor<4xf32> {zero.state = #zero.state<weight, "b", layer = 0>, zero.reshard_after_forward = false},
    %pb: tensor<4xf32> {zero.state = #zero.state<optimizer, "b">},
    %x: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "a">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "b">}) {
  %ya = arith.mulf %a, %x : tensor<4xf32>
  %yb = arith.mulf %b, %ya : tensor<4xf32>
  %ga = zero.annotate %yb as <grad, "a", layer = 0> : tensor<4xf32>
  %gb = zero.annotate %ya as <grad, "b", layer = 0> : tensor<4xf32>
  %na = arith.subf %pa, %ga : tensor<4xf32>
  %nb = arith.subf %pb, %gb : tensor<4xf32>
  return %na, %nb : tensor<4xf32>, tensor<4xf32>
}

// -----

// Two weights of the unit "root", one with a decision and one without: the
// second would follow zero-shard's policy, which may differ.
func.func @named_unit_disagrees(
    // expected-note @below {{"a" here}}
    %a: tensor<4xf32> {zero.state = #zero.state<weight, "a">, zero.unit = "root"},
    %pa: tensor<4xf32> {zero.state = #zero.state<optimizer, "a">},
    // expected-error @below {{'zero.reshard_after_forward' of "b" (argument #2) is false but that of "a" (argument #0), in the same unit "root", is none}}
    %b: tensor<4xf32> {zero.state = #zero.state<weight, "b">, zero.unit = "root", zero.reshard_after_forward = false},
    %pb: tensor<4xf32> {zero.state = #zero.state<optimizer, "b">},
    %x: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "a">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "b">}) {
  %ya = arith.mulf %a, %x : tensor<4xf32>
  %yb = arith.mulf %b, %ya : tensor<4xf32>
  %ga = zero.annotate %yb as <grad, "a"> : tensor<4xf32>
  %gb = zero.annotate %ya as <grad, "b"> : tensor<4xf32>
  %na = arith.subf %pa, %ga : tensor<4xf32>
  %nb = arith.subf %pb, %gb : tensor<4xf32>
  return %na, %nb : tensor<4xf32>, tensor<4xf32>
}

// -----

// Agreeing parameters of one layer are valid, and so are parameters of
// different units with different decisions.
func.func @agree(
    %a: tensor<4xf32> {zero.state = #zero.state<weight, "a", layer = 0>, zero.reshard_after_forward = false},
    %pa: tensor<4xf32> {zero.state = #zero.state<optimizer, "a">},
    %b: tensor<4xf32> {zero.state = #zero.state<weight, "b", layer = 0>, zero.reshard_after_forward = false},
    %pb: tensor<4xf32> {zero.state = #zero.state<optimizer, "b">},
    %c: tensor<4xf32> {zero.state = #zero.state<weight, "c", layer = 1>, zero.reshard_after_forward = true},
    %pc: tensor<4xf32> {zero.state = #zero.state<optimizer, "c">},
    %x: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "a">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "b">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "c">}) {
  %ya = arith.mulf %a, %x : tensor<4xf32>
  %yb = arith.mulf %b, %ya : tensor<4xf32>
  %yc = arith.mulf %c, %yb : tensor<4xf32>
  %ga = zero.annotate %yb as <grad, "a", layer = 0> : tensor<4xf32>
  %gb = zero.annotate %ya as <grad, "b", layer = 0> : tensor<4xf32>
  %gc = zero.annotate %yc as <grad, "c", layer = 1> : tensor<4xf32>
  %na = arith.subf %pa, %ga : tensor<4xf32>
  %nb = arith.subf %pb, %gb : tensor<4xf32>
  %nc = arith.subf %pc, %gc : tensor<4xf32>
  return %na, %nb, %nc : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
