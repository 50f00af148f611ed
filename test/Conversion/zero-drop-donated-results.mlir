// RUN: zero-opt %s --zero-drop-donated-results | FileCheck %s

// A bufferized step: its state results are its argument buffers (one
// through a cast); only the loss, a new buffer, stays a result.
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[W:.*]]: memref<4xf32>, %[[M:.*]]: memref<4xf32>) -> memref<f32>
// CHECK: %[[LOSS:.*]] = memref.alloc() : memref<f32>
// CHECK: return %[[LOSS]] : memref<f32>
func.func @step(%w: memref<4xf32>, %m: memref<4xf32>)
    -> (memref<4xf32>, memref<?xf32>, memref<f32>) {
  %loss = memref.alloc() : memref<f32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %w, %cast, %loss : memref<4xf32>, memref<?xf32>, memref<f32>
}

// Functions that something calls keep their signature: their callers would
// need rewriting (upstream drop-equivalent-buffer-results does that for
// private functions).
// CHECK-LABEL: func.func @called
// CHECK-SAME: -> memref<4xf32>
func.func @called(%w: memref<4xf32>) -> memref<4xf32> {
  return %w : memref<4xf32>
}
// CHECK-LABEL: func.func private @helper
// CHECK-SAME: -> memref<4xf32>
func.func private @helper(%w: memref<4xf32>) -> memref<4xf32> {
  return %w : memref<4xf32>
}
func.func @caller(%w: memref<4xf32>) {
  %a = call @called(%w) : (memref<4xf32>) -> memref<4xf32>
  %b = call @helper(%a) : (memref<4xf32>) -> memref<4xf32>
  return
}

// A view of an argument is not the argument's buffer itself: kept.
// CHECK-LABEL: func.func @view
// CHECK-SAME: -> memref<2xf32, strided<[1]>>
func.func @view(%w: memref<4xf32>) -> memref<2xf32, strided<[1]>> {
  %v = memref.subview %w[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return %v : memref<2xf32, strided<[1]>>
}
