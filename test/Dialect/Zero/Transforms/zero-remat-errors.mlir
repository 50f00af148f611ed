// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-remat="policy=layer"
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-remat="policy=selective"
// Every policy has the same errors, and none of its own.
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-remat="policy=op"

// No weight carries a layer: there is no layer unit to recompute. Reported
// at the module: the signature line of a real step lists every state and is
// too long to print under the message.
// expected-error @below {{zero-remat: no weight of 'no_layers' belongs to a layer, so there is no layer to recompute; mark each layer's weights with #zero.state<weight, "name", layer = i>, or use policy=none}}
module {
  func.func @no_layers(%w: tensor<4x4xf32> {zero.state = #zero.state<weight, "w">}, %x: tensor<2x4xf32>)
      -> (tensor<4x4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x4xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
    %h = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
    %e0 = tensor.empty() : tensor<f32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %loss = linalg.reduce ins(%h : tensor<2x4xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
      (%in: f32, %acc: f32) {
        %s = arith.addf %in, %acc : f32
        linalg.yield %s : f32
      }
    %e42 = tensor.empty() : tensor<4x2xf32>
    %xT = linalg.transpose ins(%x : tensor<2x4xf32>) outs(%e42 : tensor<4x2xf32>) permutation = [1, 0]
    %e44 = tensor.empty() : tensor<4x4xf32>
    %z44 = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %dw = linalg.matmul ins(%xT, %h : tensor<4x2xf32>, tensor<2x4xf32>) outs(%z44 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %g = zero.annotate %dw as <grad, "w"> : tensor<4x4xf32>
    return %w, %loss : tensor<4x4xf32>, tensor<f32>
  }
}

// -----

// A call in the layer's forward (a logging hook, say) declares no effects,
// so it may have any: recomputing the layer would run it twice.
func.func private @log_activation(tensor<2x4xf32>)

func.func @call_in_forward(
    %w: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
    %x: tensor<2x4xf32>)
    -> (tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %u = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  // expected-error @below {{'func.call' op in the forward of layer 0 has side effects (or does not declare that it has none), so recomputing the layer in the backward would repeat them; move it out of the layer, make it side-effect free, or use policy=none}}
  func.call @log_activation(%u) : (tensor<2x4xf32>) -> ()
  %h = math.tanh %u : tensor<2x4xf32>
  %y = linalg.matmul ins(%h, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<2x4xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %sq = arith.mulf %h, %h : tensor<2x4xf32>
  %d = linalg.matmul ins(%sq, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %dw_e = tensor.empty() : tensor<4x2xf32>
  %dw_t = linalg.transpose ins(%d : tensor<2x4xf32>) outs(%dw_e : tensor<4x2xf32>) permutation = [1, 0]
  %dw_z = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %dw = linalg.matmul ins(%dw_t, %x : tensor<4x2xf32>, tensor<2x4xf32>) outs(%dw_z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g = zero.annotate %dw as <grad, "layers.0.w", layer = 0> : tensor<4x4xf32>
  %wn = arith.subf %w, %g : tensor<4x4xf32>
  return %wn, %loss : tensor<4x4xf32>, tensor<f32>
}

// -----

// Layer 1's weight is read between two forward reads of layer 0's: the
// layers have no contiguous forwards to recompute one at a time.
func.func @interleaved(
    %w0: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
    %w1: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>},
    %x: tensor<2x4xf32>)
    -> (tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>},
        tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.1.w", layer = 1>}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  // expected-note @below {{layer 0's first forward read of its weights}}
  %a = linalg.matmul ins(%x, %w0 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  // expected-error @below {{'linalg.matmul' op reads the weights of layer 1 inside the forward of layer 0, whose weights are read from the op in the note to this one; zero-remat needs each layer's forward to be contiguous: give the weights one layer, or use policy=none}}
  %b = linalg.matmul ins(%a, %w1 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = linalg.matmul ins(%b, %w0 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%c : tensor<2x4xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e44 = tensor.empty() : tensor<4x4xf32>
  %d0_e = tensor.empty() : tensor<4x2xf32>
  %d0_t = linalg.transpose ins(%a : tensor<2x4xf32>) outs(%d0_e : tensor<4x2xf32>) permutation = [1, 0]
  %d0_z = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d0 = linalg.matmul ins(%d0_t, %x : tensor<4x2xf32>, tensor<2x4xf32>) outs(%d0_z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g0 = zero.annotate %d0 as <grad, "layers.0.w", layer = 0> : tensor<4x4xf32>
  %d1_e = tensor.empty() : tensor<4x2xf32>
  %d1_t = linalg.transpose ins(%b : tensor<2x4xf32>) outs(%d1_e : tensor<4x2xf32>) permutation = [1, 0]
  %d1_z = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d1 = linalg.matmul ins(%d1_t, %x : tensor<4x2xf32>, tensor<2x4xf32>) outs(%d1_z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g1 = zero.annotate %d1 as <grad, "layers.1.w", layer = 1> : tensor<4x4xf32>
  %w0n = arith.subf %w0, %g0 : tensor<4x4xf32>
  %w1n = arith.subf %w1, %g1 : tensor<4x4xf32>
  return %w0n, %w1n, %loss : tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>
}

// -----

// Every result is a state: there is no loss to tell the forward by.
// expected-error @below {{zero-remat: the step returns no loss (a result without #zero.state), so its forward cannot be told from its backward; return the loss}}
module {
  func.func @no_loss(%w: tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}, %dw: tensor<4x4xf32>)
      -> (tensor<4x4xf32> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}) {
    %g = zero.annotate %dw as <grad, "layers.0.w", layer = 0> : tensor<4x4xf32>
    %wn = arith.subf %w, %g : tensor<4x4xf32>
    return %wn : tensor<4x4xf32>
  }
}
