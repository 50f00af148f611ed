// test/Transforms/Inputs/small-params.mlir with what zero-run needs to run
// it: a loss (a tensor<f32> that reads the 1-element weight) and the step
// number. Weights of 1 element (the shape zero-shard asks for in place of a
// 0-d one), 3 (< N), 4 (= N) and 5 (N + 1) elements for N = 4, each updated
// by SGD on an f32 master copy. A 1-element tensor and its shard have the
// same type: a plan that decides "is this a shard?" by comparing types
// reduce-scatters it and never gathers it back.
func.func @train_step(
    %w1: tensor<1xf32> {zero.state = #zero.state<weight, "w1">},
    %p1: tensor<1xf32> {zero.state = #zero.state<optimizer, "w1">},
    %w3: tensor<3xf32> {zero.state = #zero.state<weight, "w3">},
    %p3: tensor<3xf32> {zero.state = #zero.state<optimizer, "w3">},
    %w4: tensor<4xf32> {zero.state = #zero.state<weight, "w4">},
    %p4: tensor<4xf32> {zero.state = #zero.state<optimizer, "w4">},
    %w5: tensor<5xf32> {zero.state = #zero.state<weight, "w5">},
    %p5: tensor<5xf32> {zero.state = #zero.state<optimizer, "w5">},
    %x: tensor<2xf32>, %step: tensor<f32>)
    -> (tensor<1xf32> {zero.state = #zero.state<weight, "w1">},
        tensor<1xf32> {zero.state = #zero.state<optimizer, "w1">},
        tensor<3xf32> {zero.state = #zero.state<weight, "w3">},
        tensor<3xf32> {zero.state = #zero.state<optimizer, "w3">},
        tensor<4xf32> {zero.state = #zero.state<weight, "w4">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "w4">},
        tensor<5xf32> {zero.state = #zero.state<weight, "w5">},
        tensor<5xf32> {zero.state = #zero.state<optimizer, "w5">},
        tensor<f32>) {
  %c0 = arith.constant 0 : index
  // The loss: this rank's first input times w1.
  %s = tensor.extract_slice %x[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
  %y = arith.mulf %w1, %s : tensor<1xf32>
  %l = tensor.extract %y[%c0] : tensor<1xf32>
  %loss = tensor.from_elements %l : tensor<f32>
  // Gradients that read the weights (a stand-in for a backward pass), so
  // that stage 3 must gather every weight before using it; w1's differs
  // from rank to rank, so that its reduction matters.
  %d1 = arith.mulf %w1, %s : tensor<1xf32>
  %g1 = zero.annotate %d1 as <grad, "w1"> : tensor<1xf32>
  %d3 = arith.addf %w3, %w3 : tensor<3xf32>
  %g3 = zero.annotate %d3 as <grad, "w3"> : tensor<3xf32>
  %d4 = arith.addf %w4, %w4 : tensor<4xf32>
  %g4 = zero.annotate %d4 as <grad, "w4"> : tensor<4xf32>
  %d5 = arith.addf %w5, %w5 : tensor<5xf32>
  %g5 = zero.annotate %d5 as <grad, "w5"> : tensor<5xf32>
  %n1 = arith.subf %p1, %g1 : tensor<1xf32>
  %n3 = arith.subf %p3, %g3 : tensor<3xf32>
  %n4 = arith.subf %p4, %g4 : tensor<4xf32>
  %n5 = arith.subf %p5, %g5 : tensor<5xf32>
  return %n1, %n1, %n3, %n3, %n4, %n4, %n5, %n5, %loss
      : tensor<1xf32>, tensor<1xf32>, tensor<3xf32>, tensor<3xf32>,
        tensor<4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5xf32>,
        tensor<f32>
}
