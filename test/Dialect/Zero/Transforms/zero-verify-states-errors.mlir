// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-verify-states

// A weight needs the gradient the backward computes for it.
// expected-error @below {{weight "w" has no gradient; annotate the value the backward pass computes for it with 'zero.annotate %dw as <grad, "w">'}}
func.func @weight_without_grad(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

func.func @grad_without_weight(%dw: tensor<4xf32>) {
  // expected-error @below {{grad of parameter "w" has no weight; mark the parameter's weight with #zero.state<weight, "w">}}
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  return
}

// -----

// expected-error @below {{optimizer of parameter "w" has no weight}}
func.func @optimizer_without_weight(%p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  return
}

// -----

// expected-note @below {{the weight}}
func.func @grad_shape_mismatch(%w: tensor<4x2xbf16> {zero.state = #zero.state<weight, "w">}, %dw: tensor<2x4xbf16>) {
  // expected-error @below {{gradient of "w" has shape 'tensor<2x4xbf16>' but its weight has 'tensor<4x2xbf16>'}}
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x4xbf16>
  return
}

// -----

// expected-note @below {{the weight}}
func.func @optimizer_count_mismatch(%w: tensor<4x2xbf16> {zero.state = #zero.state<weight, "w">},
// expected-error @below {{optimizer state of "w" has 6 elements ('tensor<6xf32>') but its weight has 8 ('tensor<4x2xbf16>')}}
    %p: tensor<6xf32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<4x2xbf16>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4x2xbf16>
  return
}

// -----

// expected-note @below {{the other weight "w"}}
func.func @duplicate_names(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
// expected-error @below {{parameter name "w" names two weights; names must be unique}}
    %w2: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  return
}

// -----

func.func @two_grads(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>, %dw2: tensor<4xf32>) {
  // expected-note @below {{the first gradient}}
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  // expected-error @below {{parameter "w" has a second gradient; a weight has exactly one}}
  %g2 = zero.annotate %dw2 as <grad, "w"> : tensor<4xf32>
  return
}

// -----

// expected-note @below {{layer 1 given here}}
func.func @layer_mismatch(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w", layer = 1>},
// expected-error @below {{optimizer of "w" is in layer 2 but its weight is in layer 1}}
    %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w", layer = 2>}, %dw: tensor<4xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  return
}

// -----

// expected-note @below {{first marked here}}
// expected-error @below {{weight "w" has no gradient}}
func.func @marked_twice(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) {
  // expected-error @below {{this value is already marked as a model state; mark each tensor once}}
  %g = zero.annotate %w as <grad, "w"> : tensor<4xf32>
  return
}

// -----

func.func @annotated_twice(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>) {
  // expected-note @below {{first marked here}}
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  // expected-error @below {{this value is already marked as a model state}}
  %h = zero.annotate %g as <grad, "v"> : tensor<4xf32>
  return
}

// -----

// expected-error @below {{weight "w" has no gradient}}
func.func @annotate_in_loop(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %dw) -> tensor<4xf32> {
    // expected-error @below {{'zero.annotate' must be at the top level of the training step, not inside a nested region; annotate the value the region yields instead}}
    %g = zero.annotate %acc as <grad, "w"> : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return
}

// -----

// Reported at the module: the signature line of a real step lists every
// state and is too long to print under the message.
module {
  // expected-note @below {{the input it updates}}
  func.func @result_type_mismatch(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>)
      -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
    %r = arith.truncf %dw : tensor<4xf32> to tensor<4xbf16>
    // expected-error @below {{result #0 ('tensor<4xbf16>') updates weight of "w" but has a different type than 'tensor<4xf32>'}}
    return %r : tensor<4xbf16>
  }
}

// -----

// Reported at the module: the signature line of a real step lists every
// state and is too long to print under the message.
module {
  func.func @result_without_input(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>)
      -> (tensor<4xf32> {zero.state = #zero.state<weight, "v">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
    // expected-error @below {{result #0 is marked as weight of "v", but no input of the step holds that parameter}}
    return %w : tensor<4xf32>
  }
}

// -----

// Reported at the module: the signature line of a real step lists every
// state and is too long to print under the message.
module {
  func.func @extra_optimizer_result(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>)
      -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
    // expected-error @below {{result #0 is optimizer state 1 of "w" but the step takes only 0; every marked result must update a marked input}}
    return %w : tensor<4xf32>
  }
}

// -----

// An unannotated module has no training step to plan.
// expected-error @below {{no function carries a #zero.state mark; mark the training step's weights, gradients and optimizer states}}
module {
  func.func @plain(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// Two candidate steps: the user must choose one.
// expected-error @below {{2 functions carry #zero.state marks; choose the training step with the 'func' option}}
module {
  // expected-note @below {{candidate 'a'}}
  func.func @a(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) { return }
  // expected-note @below {{candidate 'b'}}
  func.func @b(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}) { return }
}

// -----

// A result marked as a state the step computes (here its gradient) has no
// argument to be stored back into.
module {
  func.func @grad_result(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>)
      -> (tensor<8xf32> {zero.state = #zero.state<grad, "w">}) {
    // expected-note @below {{the grad the step computes}}
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    %w_new = arith.subf %w, %g : tensor<8xf32>
    // expected-error @below {{result #0 is marked as the grad of "w", but the step computes that grad instead of taking it as an argument}}
    return %w_new : tensor<8xf32>
  }
}

// -----

// A step of several blocks has no single program order or return: every
// pass reads the first block's terminator as the return (once an
// out-of-bounds read in zero-report and a SIGSEGV in zero-donate-states).
// expected-error @below {{the training step 'branches' must be one block (structured control flow only) so that its states have one program order and one return; replace its branches with scf.if / scf.for}}
module {
  func.func @branches(%w: tensor<8xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<8xf32>)
      -> (tensor<8xf32> {zero.state = #zero.state<weight, "w">}) {
    %g = zero.annotate %dw as <grad, "w"> : tensor<8xf32>
    %w2 = arith.subf %w, %g : tensor<8xf32>
    cf.br ^exit
  ^exit:
    return %w2 : tensor<8xf32>
  }
}

// -----

// A state result the step never writes: `tensor.empty` holds undefined
// data, so each stage would store different bytes as the new weight.
func.func @state_result_never_written(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">}, %dw: tensor<4xf32>)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  // expected-note @below {{the unwritten value}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @below {{result #0 is marked as weight of "w" but returns a value the step never writes ('tensor.empty' and views of it hold undefined data); return the updated state, or the state argument if the step leaves it unchanged}}
  return %e : tensor<4xf32>
}

// -----

// A view of an unwritten value is unwritten too (a slice of a larger
// empty tensor, reshaped), and so is an optimizer state from
// `bufferization.alloc_tensor` without `copy`.
func.func @state_result_view_of_unwritten(%w: tensor<2x2xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<2x2xf32>)
    -> (tensor<2x2xf32> {zero.state = #zero.state<weight, "w">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x2xf32>
  // expected-note @below {{the unwritten value}}
  %e = tensor.empty() : tensor<8xf32>
  %s = tensor.extract_slice %e[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %r = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  // expected-note @below {{the unwritten value}}
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  // expected-error @below {{result #0 is marked as weight of "w" but returns a value the step never writes ('tensor.empty'}}
  // expected-error @below {{result #1 is marked as optimizer of "w" but returns a value the step never writes ('bufferization.alloc_tensor'}}
  return %r, %a : tensor<2x2xf32>, tensor<4xf32>
}

// -----

// An uninitialized destination: linalg.matmul accumulates into its init,
// and this one is a `tensor.empty` never filled, so the updated weight is
// computed from undefined data.
func.func @state_result_accumulates_into_unwritten(%w: tensor<2x2xf32> {zero.state = #zero.state<weight, "w">},
    %a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %dw: tensor<2x2xf32>)
    -> (tensor<2x2xf32> {zero.state = #zero.state<weight, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x2xf32>
  // expected-note @below {{the unwritten value}}
  %e = tensor.empty() : tensor<2x2xf32>
  // expected-note @below {{reads it as the initial value of its result}}
  %p = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  // expected-error @below {{result #0 is marked as weight of "w" but returns a value the step never writes ('tensor.empty' and views of it hold undefined data), or computes from one; return the updated state, or the state argument if the step leaves it unchanged}}
  return %p : tensor<2x2xf32>
}

// -----

// A partial write: one slice of 2 elements inserted into a 4-element
// `tensor.empty` leaves elements 2 and 3 undefined (2 of 4 written). A
// slice of 2 at an offset known only at run time writes at most 2 of 4
// wherever it goes.
func.func @state_result_written_in_part(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<4xf32>, %i: index)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  %h = tensor.extract_slice %w[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  // expected-note @below {{the unwritten value}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-note @below {{the last slice inserted into it}}
  %r = tensor.insert_slice %h into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  // expected-note @below {{the unwritten value}}
  %f = tensor.empty() : tensor<4xf32>
  // expected-note @below {{the last slice inserted into it}}
  %s = tensor.insert_slice %h into %f[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
  // expected-error @below {{result #0 is marked as weight of "w" but the step writes only 2 of its 4 elements (slices inserted into 'tensor.empty'; the others hold undefined data); write every element, e.g. insert into the state argument or a filled tensor}}
  // expected-error @below {{result #1 is marked as optimizer of "w" but the step writes at most 2 of its 4 elements}}
  return %r, %s : tensor<4xf32>, tensor<4xf32>
}

// -----

// Overlapping slices count once: a 2x3 `tensor.empty` gets row 0 (3
// elements) and column 0 (2 elements, one of them in row 0), so 3 + 2 - 1
// = 4 of its 6 elements; (1,1) and (1,2) stay undefined. The optimizer
// state is written by an inserted slice that is itself unwritten.
func.func @state_result_overlapping_slices(%w: tensor<2x3xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<6xf32> {zero.state = #zero.state<optimizer, "w">}, %dw: tensor<2x3xf32>)
    -> (tensor<2x3xf32> {zero.state = #zero.state<weight, "w">},
        tensor<6xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x3xf32>
  %row = tensor.extract_slice %w[0, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
  %column = tensor.extract_slice %w[0, 0] [2, 1] [1, 1] : tensor<2x3xf32> to tensor<2x1xf32>
  // expected-note @below {{the unwritten value}}
  %e = tensor.empty() : tensor<2x3xf32>
  %r0 = tensor.insert_slice %row into %e[0, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<2x3xf32>
  // expected-note @below {{the last slice inserted into it}}
  %r1 = tensor.insert_slice %column into %r0[0, 0] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<2x3xf32>
  // expected-note @below {{the unwritten value}}
  %u = tensor.empty() : tensor<1xf32>
  %n = tensor.insert_slice %u into %m[1] [1] [1] : tensor<1xf32> into tensor<6xf32>
  // expected-error @below {{result #0 is marked as weight of "w" but the step writes only 4 of its 6 elements}}
  // expected-error @below {{result #1 is marked as optimizer of "w" but returns a value the step never writes ('tensor.empty'}}
  return %r1, %n : tensor<2x3xf32>, tensor<6xf32>
}

// -----

// Slices that together cover their destination write it (two halves, and
// two overlapping 2x2 blocks covering a 2x3); so does a slice inserted
// into the state argument, and a slice as large as its destination whose
// offset is only known at run time (in bounds only at 0, which is left to
// the runtime's bounds checks). No diagnostic.
func.func @state_result_written_by_slices(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<2x3xf32> {zero.state = #zero.state<weight, "m">},
    %v: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
    %dw: tensor<4xf32>, %dm: tensor<2x3xf32>, %x: tensor<2x2xf32>, %i: index)
    -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">},
        tensor<2x3xf32> {zero.state = #zero.state<weight, "m">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<4xf32>
  %gm = zero.annotate %dm as <grad, "m"> : tensor<2x3xf32>
  %h = tensor.extract_slice %dw[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %a = tensor.insert_slice %h into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %b = tensor.insert_slice %h into %a[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %f = tensor.empty() : tensor<2x3xf32>
  %c = tensor.insert_slice %x into %f[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x3xf32>
  %d = tensor.insert_slice %x into %c[0, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x3xf32>
  %k = tensor.insert_slice %h into %v[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %o = tensor.empty() : tensor<4xf32>
  %l = tensor.insert_slice %k into %o[%i] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return %b, %d, %l : tensor<4xf32>, tensor<2x3xf32>, tensor<4xf32>
}

// -----

// Written values are fine, however they start: an empty tensor filled by
// linalg.fill and accumulated into by a matmul, an alloc_tensor that
// copies the gradient, an update that accumulates into the state argument
// itself (no diagnostic).
func.func @state_result_written(%w: tensor<2x2xf32> {zero.state = #zero.state<weight, "w">},
    %m: tensor<2x2xf32> {zero.state = #zero.state<optimizer, "w">},
    %v: tensor<2x2xf32> {zero.state = #zero.state<optimizer, "w">},
    %x: tensor<2x3xf32>, %y: tensor<3x2xf32>, %dw: tensor<2x2xf32>)
    -> (tensor<2x2xf32> {zero.state = #zero.state<weight, "w">},
        tensor<2x2xf32> {zero.state = #zero.state<optimizer, "w">},
        tensor<2x2xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %p = linalg.matmul ins(%x, %y : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %a = bufferization.alloc_tensor() copy(%g) : tensor<2x2xf32>
  %u = linalg.matmul ins(%x, %y : tensor<2x3xf32>, tensor<3x2xf32>) outs(%v : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %p, %a, %u : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
