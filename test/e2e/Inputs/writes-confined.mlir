// A step whose lowering used to write where it must not (zero-confine-writes,
// zero-donate-states): the old weight is read after its update is computed,
// through an scf.if placed before the update and one placed after it, and
// through a private helper that returns its argument; another private
// helper computes part of the gradient; the loss is written into the
// step-counter input, which is dead by then.
func.func private @ident(%r: tensor<4xf32>) -> tensor<4xf32> {
  return %r : tensor<4xf32>
}

func.func private @twice(%r: tensor<4xf32>) -> tensor<4xf32> {
  %y = arith.addf %r, %r : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @train_step(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %x: tensor<2x4xf32>, %step: tensor<f32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %half = arith.constant 1.5 : f32
  %row = tensor.extract_slice %x[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
  %s = tensor.extract %step[] : tensor<f32>
  %later = arith.cmpf ogt, %s, %half : f32
  %pick = scf.if %later -> (tensor<4xf32>) {
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %row : tensor<4xf32>
  }
  %y0 = arith.mulf %w, %row : tensor<4xf32>
  %y = func.call @twice(%y0) : (tensor<4xf32>) -> tensor<4xf32>
  %g = zero.annotate %y as <grad, "w"> : tensor<4xf32>
  %nw = arith.subf %w, %g : tensor<4xf32>
  %same = func.call @ident(%w) : (tensor<4xf32>) -> tensor<4xf32>
  %z = arith.mulf %same, %row : tensor<4xf32>
  %sum = arith.addf %z, %pick : tensor<4xf32>
  %again = scf.if %later -> (tensor<4xf32>) {
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %row : tensor<4xf32>
  }
  %total = arith.addf %again, %sum : tensor<4xf32>
  %l = tensor.extract %total[%c0] : tensor<4xf32>
  %loss = tensor.insert %l into %step[] : tensor<f32>
  return %nw, %loss : tensor<4xf32>, tensor<f32>
}
