// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-place-tier-tensors

// The runtime places a contiguous range: a marked allocation of another
// form is an error naming what it must be.
func.func @dynamic(%n: index) {
  // expected-error @below {{'memref.alloc' op is marked 'zero_rt.nvme_tensor', a tensor of the NVMe tier, but must be a statically shaped memref with the identity layout in the default memory space (the runtime places a contiguous range); got 'memref<?xf32>'}}
  %t = memref.alloc(%n) {zero_rt.nvme_tensor} : memref<?xf32>
  return
}

// -----

func.func @strided() {
  // expected-error @below {{'memref.alloc' op is marked 'zero_rt.host_tensor', a tensor of the host tier, but must be a statically shaped memref with the identity layout}}
  %t = memref.alloc() {zero_rt.host_tensor} : memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @no_nvme_tier_for_i8() {
  // expected-error @below {{holds elements the runtime has no tier allocation for (f32, f64, bf16, f16, i32, i64); got 'memref<4xi8>'}}
  %t = memref.alloc() {zero_rt.nvme_tensor} : memref<4xi8>
  return
}

// -----

func.func @aligned() {
  // expected-error @below {{must take no sizes, symbols or alignment}}
  %t = memref.alloc() {alignment = 64 : i64, zero_rt.host_tensor} : memref<4xf32>
  return
}

// -----

func.func @two_tiers() {
  // expected-error @below {{'memref.alloc' op is marked 'zero_rt.nvme_tensor', a tensor of the NVMe tier, but is marked for two tiers; got 'memref<4xf32>'}}
  %t = memref.alloc() {zero_rt.host_tensor, zero_rt.nvme_tensor} : memref<4xf32>
  return
}
