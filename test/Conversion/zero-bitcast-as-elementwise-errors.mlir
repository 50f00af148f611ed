// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-bitcast-as-elementwise

// An elementwise op keeps its operand's shape: a bitcast that also makes a
// dynamic size static, or reads an unranked tensor, is refused by name.
func.func @refines_a_size(%d: tensor<?xf32>) -> tensor<4xi32> {
  // expected-error @below {{'tensor.bitcast' op from 'tensor<?xf32>' to 'tensor<4xi32>' cannot be lowered: the lowering reinterprets ranked tensors of one shape (write a tensor.cast to the result's shape first)}}
  %i = tensor.bitcast %d : tensor<?xf32> to tensor<4xi32>
  return %i : tensor<4xi32>
}

// -----

func.func @unranked(%u: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error @below {{'tensor.bitcast' op from 'tensor<*xf32>' to 'tensor<*xi32>' cannot be lowered}}
  %i = tensor.bitcast %u : tensor<*xf32> to tensor<*xi32>
  return %i : tensor<*xi32>
}
