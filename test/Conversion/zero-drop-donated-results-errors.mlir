// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-drop-donated-results

// An NVMe tensor copied anywhere but into a state argument that nothing
// else uses in between cannot be lowered: the copy would touch the file's
// addresses as memory.
func.func private @zero_rt_alloc_nvme_f32(i64) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func @nvme_copied_to_a_buffer(%out: memref<4xf32>) {
  %c4 = arith.constant 4 : i64
  // expected-note @below {{the NVMe tensor}}
  %placed = call @zero_rt_alloc_nvme_f32(%c4) : (i64) -> memref<?xf32>
  %flat = memref.cast %placed : memref<?xf32> to memref<4xf32>
  %tmp = memref.alloc() : memref<4xf32>
  // expected-error @below {{'memref.copy' op copies a tensor of the NVMe tier, which is a range of the rank's file, not memory; only its donation to a state argument that nothing else uses in between can be lowered (the transfer then writes the argument)}}
  memref.copy %flat, %tmp : memref<4xf32> to memref<4xf32>
  memref.copy %tmp, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// The argument is read after the NVMe tensor is placed and before the
// donation: making them one buffer would change what that read sees.
func.func private @zero_rt_alloc_nvme_f32(i64) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func @argument_read_in_between(%state: memref<4xf32>) -> f32 {
  %c4 = arith.constant 4 : i64
  %c0 = arith.constant 0 : index
  // expected-note @below {{the NVMe tensor}}
  %placed = call @zero_rt_alloc_nvme_f32(%c4) : (i64) -> memref<?xf32>
  %x = memref.load %state[%c0] : memref<4xf32>
  %flat = memref.cast %placed : memref<?xf32> to memref<4xf32>
  // expected-error @below {{'memref.copy' op copies a tensor of the NVMe tier}}
  memref.copy %flat, %state : memref<4xf32> to memref<4xf32>
  return %x : f32
}

// -----

// The same for the allocation zero-to-runtime marks as an NVMe tensor:
// copied into a new buffer rather than donated to a state argument, it is
// refused.
func.func @marked_nvme_copied_to_a_buffer(%out: memref<4xf32>) {
  // expected-note @below {{the NVMe tensor}}
  %placed = memref.alloc() {zero_rt.nvme_tensor} : memref<4xf32>
  %tmp = memref.alloc() : memref<4xf32>
  // expected-error @below {{'memref.copy' op copies a tensor of the NVMe tier}}
  memref.copy %placed, %tmp : memref<4xf32> to memref<4xf32>
  memref.copy %tmp, %out : memref<4xf32> to memref<4xf32>
  return
}
