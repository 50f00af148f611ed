// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-donate-states

// Donation reads the state table: a state result that updates no state
// argument is the table's error, and nothing is donated.
module {
  func.func @result_without_input(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>)
      -> (tensor<4xf32> {zero.state = #zero.state<weight, "v">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
    // expected-error @below {{result #0 is marked as weight of "v", but no input of the step holds that parameter}}
    return %w : tensor<4xf32>
  }
}

// -----

// The table's other errors stop donation too.
shard.grid @dp(shape = 2)
// expected-error @below {{weight "w" has no gradient}}
func.func @step_without_gradient(%w: tensor<2xf32> {zero.state = #zero.state<weight, "w">})
    -> (tensor<2xf32> {zero.state = #zero.state<weight, "w">})
    attributes {zero.plan = #zero.plan<stage = 0, grid = @dp>} {
  return %w : tensor<2xf32>
}

// -----

// Donation reads the return of the step's one block: with two blocks it
// read the first block's `cf.br` instead (a SIGSEGV). The state table
// rejects the step.
// expected-error @below {{the training step 'branches' must be one block (structured control flow only)}}
module {
  func.func @branches(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>,
                      %m: tensor<8xf32> {zero.state = #zero.state<optimizer, "w">})
      -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">},
          tensor<8xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    %w2 = arith.subf %w, %g : tensor<8xf32>
    cf.br ^exit
  ^exit:
    return %w2, %m : tensor<8xf32>, tensor<8xf32>
  }
}

// -----

// The weight's old value returned beside its update, through a view: the
// update is written into the weight's buffer, so the old value would not
// outlive it. It was donated anyway, and one-shot bufferization then failed
// with "cannot avoid RaW conflict" at the view (a hostile sweep; zero-shard
// writes such programs at stages 0-2).
func.func @old_value_returned(%w: tensor<8x4xf32> {zero.state = #zero.state<weight, "w">},
                              %dw: tensor<8x4xf32>)
    -> (tensor<8x4xf32> {zero.state = #zero.state<weight, "w">}, tensor<32xf32>) {
  %c = tensor.collapse_shape %w [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  %g = zero.annotate %dw as <grad, "w"> : tensor<8x4xf32>
  %n = arith.subf %w, %g : tensor<8x4xf32>
  // expected-error @below {{'func.return' op returns as result #1 the value argument #0 holds when the step starts (through 'tensor.collapse_shape'), but result #0 is the state's update, written into that argument's buffer; return a copy of the old value (e.g. bufferization.alloc_tensor() copy(...)) or drop the result}}
  return %n, %c : tensor<8x4xf32>, tensor<32xf32>
}

// -----

func.func @argument_returned(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">},
                             %dw: tensor<8xf32>)
    -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}, tensor<8xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
  %n = arith.subf %w, %g : tensor<8xf32>
  // expected-error @below {{'func.return' op returns as result #1 the value argument #0 holds when the step starts, but result #0 is the state's update}}
  return %n, %w : tensor<8xf32>, tensor<8xf32>
}
