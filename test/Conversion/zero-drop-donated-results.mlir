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

// An NVMe state's donation: bufferization copied the transfer's new NVMe
// tensor into the argument; the transfer now writes the argument's range
// (a view of it replaces the allocation) and the copy is gone. The tensor is
// the runtime's call here (written by hand), an allocation marked as an
// NVMe tensor in the next case (what zero-to-runtime writes).
// CHECK-LABEL: func.func @nvme_donation
// CHECK-SAME: (%[[HOST:[^:]*]]: memref<6xf32, strided<[?], offset: ?>>, %[[STATE:[^:]*]]: memref<2x3xf32>) {
// CHECK-NOT: zero_rt_alloc_nvme
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[STATE]] {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK: %[[VIEW:.*]] = memref.cast %[[FLAT]] : memref<6xf32> to memref<?xf32>
// CHECK: %[[OUT:.*]] = memref.cast %[[VIEW]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %[[OUT]], %{{.*}}, %{{.*}})
// CHECK-NOT: memref.copy
// CHECK: return{{$}}
func.func private @zero_rt_alloc_nvme_f32(i64) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func private @zero_rt_transfer_f32(memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32, i32) attributes {llvm.emit_c_interface}
func.func @nvme_donation(%host: memref<6xf32, strided<[?], offset: ?>>, %state: memref<2x3xf32>) -> memref<2x3xf32> {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c6 = arith.constant 6 : i64
  %in = memref.cast %host : memref<6xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %placed = call @zero_rt_alloc_nvme_f32(%c6) : (i64) -> memref<?xf32>
  %out = memref.cast %placed : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @zero_rt_transfer_f32(%in, %out, %c1, %c2) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32, i32) -> ()
  %flat = memref.cast %placed : memref<?xf32> to memref<6xf32>
  %shaped = memref.expand_shape %flat [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  memref.copy %shaped, %state : memref<2x3xf32> to memref<2x3xf32>
  return %state : memref<2x3xf32>
}

// The allocation zero-to-runtime marks as an NVMe tensor is forwarded the
// same way; an unmarked allocation is an ordinary donation (its copy stays).
// CHECK-LABEL: func.func @marked_nvme_donation
// CHECK-SAME: (%[[HOST:[^:]*]]: memref<6xf32, strided<[?], offset: ?>>, %[[STATE:[^:]*]]: memref<2x3xf32>, %[[PLAIN:[^:]*]]: memref<6xf32>) {
// CHECK-NOT: zero_rt.nvme_tensor
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[STATE]] {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK: %[[VIEW:.*]] = memref.cast %[[FLAT]] : memref<6xf32> to memref<6xf32>
// CHECK: %[[OUT:.*]] = memref.cast %[[VIEW]] : memref<6xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: call @zero_rt_transfer_f32(%{{.*}}, %[[OUT]], %{{.*}}, %{{.*}})
// CHECK: %[[ORDINARY:.*]] = memref.alloc() : memref<6xf32>
// CHECK: memref.copy %[[ORDINARY]], %[[PLAIN]]
// CHECK: return{{$}}
func.func @marked_nvme_donation(%host: memref<6xf32, strided<[?], offset: ?>>, %state: memref<2x3xf32>, %plain: memref<6xf32>) -> (memref<2x3xf32>, memref<6xf32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %in = memref.cast %host : memref<6xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %placed = memref.alloc() {zero_rt.nvme_tensor} : memref<6xf32>
  %out = memref.cast %placed : memref<6xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @zero_rt_transfer_f32(%in, %out, %c1, %c2) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, i32, i32) -> ()
  %shaped = memref.expand_shape %placed [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  memref.copy %shaped, %state : memref<2x3xf32> to memref<2x3xf32>
  %ordinary = memref.alloc() : memref<6xf32>
  memref.copy %ordinary, %plain : memref<6xf32> to memref<6xf32>
  return %state, %plain : memref<2x3xf32>, memref<6xf32>
}
