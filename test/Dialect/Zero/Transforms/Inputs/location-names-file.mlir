// An op whose location names another file (LOCATION, /dev/zero unless a
// test substitutes a path) and that fails to verify: printing the
// diagnostic's source line would read that file (bad-input.test).
func.func @train_step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) -> tensor<5xf32> {
  %0 = tensor.cast %w : tensor<4xf32> to tensor<5xf32> loc("/dev/zero":1:1)
  return %0 : tensor<5xf32>
}
