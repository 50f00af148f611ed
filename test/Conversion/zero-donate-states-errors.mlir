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
