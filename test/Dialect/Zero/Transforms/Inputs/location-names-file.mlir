// An op whose location names another file (/dev/zero unless a test
// substitutes a path) and that fails to verify: printing the diagnostic's
// source line would read that file (bad-input.test, zero-run-errors.test).
// No zero dialect: any input that loads func is covered.
func.func @train_step(%w: tensor<4xf32>) -> tensor<5xf32> {
  %0 = tensor.cast %w : tensor<4xf32> to tensor<5xf32> loc("/dev/zero":1:1)
  return %0 : tensor<5xf32>
}
