// Input for bad-input.test: a weight whose gradient is never annotated.
func.func @step(
    %w: tensor<4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}) {
  return
}
