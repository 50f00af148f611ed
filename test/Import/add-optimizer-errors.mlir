// What zero-add-optimizer rejects in the forward+backward function, each at
// the place to fix; the function is left as it is.
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-add-optimizer

// expected-error @below {{no function carries a #zero.state mark}}
module {
  func.func @unmarked(%x: tensor<2xf32>) -> tensor<f32> {
    %c = arith.constant dense<0.0> : tensor<f32>
    return %c : tensor<f32>
  }
}

// -----

func.func @no_grad(
    // expected-error @below {{zero-add-optimizer: weight "w" has no gradient; return it marked #zero.state<grad, "w">}}
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) -> tensor<f32> {
  %c = arith.constant dense<0.0> : tensor<f32>
  return %c : tensor<f32>
}

// -----

func.func @two_grads(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<4xf32> {zero.state = #zero.state<grad, "w">},
        tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  %g = arith.constant dense<1.0> : tensor<4xf32>
  // expected-error @below {{zero-add-optimizer: "w" has two gradients, results #1 and #2}}
  %h = arith.constant dense<2.0> : tensor<4xf32>
  return %c, %g, %h : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @grad_of_nothing(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<4xf32> {zero.state = #zero.state<grad, "v">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  // expected-error @below {{zero-add-optimizer: result #1 is the gradient of "v", which no weight argument is named}}
  %g = arith.constant dense<1.0> : tensor<4xf32>
  return %c, %g : tensor<f32>, tensor<4xf32>
}

// -----

func.func @grad_type(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<4xf16> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  // expected-error @below {{zero-add-optimizer: the gradient of "w" is 'tensor<4xf16>'; it must have its weight's type, 'tensor<4xf32>'}}
  %g = arith.constant dense<1.0> : tensor<4xf16>
  return %c, %g : tensor<f32>, tensor<4xf16>
}

// -----

func.func @two_losses(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<f32>, tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  // expected-error @below {{zero-add-optimizer: results #0 and #1 are both unmarked; the function returns one loss and the marked gradients}}
  %d = arith.constant dense<1.0> : tensor<f32>
  %g = arith.constant dense<1.0> : tensor<4xf32>
  return %c, %d, %g : tensor<f32>, tensor<f32>, tensor<4xf32>
}

// -----

func.func @bf16_loss(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<bf16>, tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  // expected-error @below {{zero-add-optimizer: the loss must be one unmarked result of type tensor<f32>, got 'tensor<bf16>'}}
  %c = arith.constant dense<0.0> : tensor<bf16>
  %g = arith.constant dense<1.0> : tensor<4xf32>
  return %c, %g : tensor<bf16>, tensor<4xf32>
}

// -----

func.func @no_loss(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  %g = arith.constant dense<1.0> : tensor<4xf32>
  // expected-error @below {{zero-add-optimizer: the loss must be one unmarked result of type tensor<f32>}}
  return %g : tensor<4xf32>
}

// -----

func.func @already_a_step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    // expected-error @below {{zero-add-optimizer: 'already_a_step' already has model states other than weights and gradients: it is a training step, which the zero passes take as it is}}
    %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">})
    -> (tensor<f32>, tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  %g = arith.constant dense<1.0> : tensor<4xf32>
  return %c, %g : tensor<f32>, tensor<4xf32>
}

// -----

func.func @same_name(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    // expected-note @-1 {{the first}}
    // expected-error @below {{zero-add-optimizer: two weights are named "w"; each parameter needs a name of its own}}
    %v: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  %g = arith.constant dense<1.0> : tensor<4xf32>
  return %c, %g : tensor<f32>, tensor<4xf32>
}

// -----

// expected-error @below {{zero-add-optimizer: 'branches' has 2 blocks; the forward+backward function must be one block (structured control flow, as front ends emit it)}}
func.func @branches(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<4xf32> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  cf.br ^end
^end:
  return %c, %w : tensor<f32>, tensor<4xf32>
}
