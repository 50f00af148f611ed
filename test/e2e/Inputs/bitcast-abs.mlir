// A step that reads its weight's bits (tensor.bitcast): the loss is the
// weight's magnitude, computed by clearing each f32's sign bit, times the
// input. zero-run-bitcast.test runs it beside the same step written with
// math.absf; a lowering that converted values instead of reinterpreting
// bits would give other losses.
func.func @train_step(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %x: tensor<4xf32>, %step: tensor<f32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %mask = arith.constant dense<2147483647> : tensor<4xi32>
  %bits = tensor.bitcast %w : tensor<4xf32> to tensor<4xi32>
  %cleared = arith.andi %bits, %mask : tensor<4xi32>
  %magnitude = tensor.bitcast %cleared : tensor<4xi32> to tensor<4xf32>
  %y = arith.mulf %magnitude, %x : tensor<4xf32>
  %l = tensor.extract %y[%c0] : tensor<4xf32>
  %loss = tensor.from_elements %l : tensor<f32>
  %d = arith.mulf %w, %x : tensor<4xf32>
  %g = zero.annotate %d as <grad, "w"> : tensor<4xf32>
  %n = arith.subf %w, %g : tensor<4xf32>
  return %n, %loss : tensor<4xf32>, tensor<f32>
}
