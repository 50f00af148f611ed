// RUN: zero-opt %s --split-input-file --verify-diagnostics --zero-check-slice-bounds

// A slice whose offsets, sizes, strides and source shape are all constants
// is checked when the pass runs, by the rule of the run-time check (the
// pass's description): the upstream verifier refuses a negative offset and
// a slice that runs past the end, but not a stride below 1 that reaches
// before the start, nor a reach (size - 1) x stride that wraps modulo 2^64.
// Each of these verified, and when run read or wrote outside its buffer.

// Offset 0, 6 elements by stride -1: elements 0, -1, ..., -5.
func.func @negative_stride(%m: memref<12xf32>) -> memref<6xf32, strided<[-1]>> {
  // expected-error @+1 {{the slice is out of bounds in dimension 0: offset 0, size 6, stride -1 in a dimension of 12 (a slice of more than one element needs a stride of at least 1 and its last element before the end); fix the slice's constants in the step}}
  %s = memref.subview %m[0] [6] [-1] : memref<12xf32> to memref<6xf32, strided<[-1]>>
  return %s : memref<6xf32, strided<[-1]>>
}

// -----

// 5 elements by stride 2^62 = 4611686018427387904: the last at 4 x 2^62 =
// 2^64, which wraps to 0 and so passed the verifier's "offset + (size - 1)
// x stride < 12" (the layout it infers, stride 4 x 2^62 elements, wraps to
// 0 too). Dimension 1 is in bounds; dimension 0 is named.
func.func @wrapping_stride(%m: memref<12x4xf32>) -> memref<5x4xf32, strided<[0, 1]>> {
  // expected-error @+1 {{the slice is out of bounds in dimension 0: offset 0, size 5, stride 4611686018427387904 in a dimension of 12}}
  %s = memref.subview %m[0, 0] [5, 4] [4611686018427387904, 1] : memref<12x4xf32> to memref<5x4xf32, strided<[0, 1]>>
  return %s : memref<5x4xf32, strided<[0, 1]>>
}

// -----

// Stride 0 repeats one element, which the run-time check also refuses for
// more than one element; for one element any stride is in bounds, as is an
// empty slice and the whole buffer.
func.func @zero_stride(%m: memref<12xf32>) -> memref<3xf32, strided<[0], offset: 2>> {
  // expected-error @+1 {{the slice is out of bounds in dimension 0: offset 2, size 3, stride 0 in a dimension of 12}}
  %s = memref.subview %m[2] [3] [0] : memref<12xf32> to memref<3xf32, strided<[0], offset: 2>>
  return %s : memref<3xf32, strided<[0], offset: 2>>
}

// -----

func.func @in_bounds(%m: memref<12xf32>) {
  %one = memref.subview %m[11] [1] [-7] : memref<12xf32> to memref<1xf32, strided<[-7], offset: 11>>
  %empty = memref.subview %m[0] [0] [-1] : memref<12xf32> to memref<0xf32, strided<[-1]>>
  %all = memref.subview %m[0] [12] [1] : memref<12xf32> to memref<12xf32, strided<[1]>>
  %last = memref.subview %m[1] [4] [3] : memref<12xf32> to memref<4xf32, strided<[3], offset: 1>>
  return
}
