// param-dtype converts f32 weights only: a weight exported in another type
// is an error that says how to export it instead.
// RUN: zero-opt %s -verify-diagnostics --zero-add-optimizer="param-dtype=f32"
func.func @bf16_weights(
    // expected-error @below {{zero-add-optimizer: weight "w" is stored as 'bf16'; param-dtype=f32 converts f32 weights only: export the model in f32, or say param-dtype=auto to keep its types}}
    %w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">})
    -> (tensor<f32>, tensor<4xbf16> {zero.state = #zero.state<grad, "w">}) {
  %c = arith.constant dense<0.0> : tensor<f32>
  %g = arith.constant dense<1.0> : tensor<4xbf16>
  return %c, %g : tensor<f32>, tensor<4xbf16>
}
