// Input for bad-input.test: the state attribute is not closed.
func.func @step(
    %w: tensor<4xf32> {zero.state = #zero.state<weight, "w"}) {
  return
}
