// RUN: zero-opt %s -split-input-file -verify-diagnostics

// The parameter name must not be empty.
// expected-error @below {{#zero.state needs a non-empty parameter name}}
func.func @empty_name(%w: tensor<4xf32> {zero.state = #zero.state<weight, "">}) {
  return
}

// -----

// Layers are numbered from zero.
// expected-error @below {{#zero.state layer must be from 0 to 2^62 - 1 (4611686018427387903), got -1}}
func.func @negative_layer(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w", layer = -1>}) {
  return
}

// -----

// The largest int64_t is llvm::DenseMap's empty key, and the passes key
// maps by layer: it passed the verifier, then zero-shard and zero-report
// lost or crashed on the unit (2^63 - 1 = 9223372036854775807).
// expected-error @below {{#zero.state layer must be from 0 to 2^62 - 1 (4611686018427387903), got 9223372036854775807}}
func.func @largest_int64_layer(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w", layer = 9223372036854775807>}) {
  return
}

// -----

// One past the bound, 2^62 = 4611686018427387904.
// expected-error @below {{#zero.state layer must be from 0 to 2^62 - 1 (4611686018427387903), got 4611686018427387904}}
func.func @layer_past_bound(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w", layer = 4611686018427387904>}) {
  return
}

// -----

// Only the three roles exist.
// expected-error @below {{expected ::mlir::zero::StateRole to be one of: weight, grad, optimizer}}
// expected-error @below {{failed to parse Zero_StateAttr parameter 'role'}}
func.func @unknown_role(%w: tensor<4xf32> {zero.state = #zero.state<activation, "w">}) {
  return
}

// -----

// ZeRO partitions at compile time: a state needs a static shape.
// expected-error @below {{argument #0: a model state must have a static shape, got 'tensor<?x4xf32>'}}
func.func @dynamic_state(%w: tensor<?x4xf32> {zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

// A memref is not a tensor of the training step.
// expected-error @below {{argument #0: a model state must be a ranked tensor, got 'memref<4xf32>'}}
func.func @memref_state(%w: memref<4xf32> {zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

// The byte count of a state must fit in 63 bits.
// expected-error @below {{argument #0: model state 'tensor<4611686018427387904x4xf32>' is larger than 2^63 bytes; check the shape}}
func.func @overflowing_state(%w: tensor<4611686018427387904x4xf32> {zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

// Results are checked as well.
// expected-error @below {{result #0: a model state must have a static shape}}
func.func private @dynamic_result() -> (tensor<?xf32> {zero.state = #zero.state<weight, "w">})

// -----

// The attribute value must be a #zero.state.
// expected-error @below {{'zero.state' on argument #0 must be a #zero.state, got "weight"}}
func.func @wrong_value(%w: tensor<4xf32> {zero.state = "weight"}) {
  return
}

// -----

// The dialect defines no other attribute.
// expected-error @below {{unknown attribute 'zero.role' on argument #0; the zero dialect defines 'zero.state', 'zero.shard_of', 'zero.tier', 'zero.dp_axes', 'zero.unit', 'zero.reshard_after_forward', 'zero.persistent', 'zero.max_stage', 'zero.on_device', 'zero.cast_on_gather' and 'zero.weight_cast' there}}
func.func @unknown_attr(%w: tensor<4xf32> {zero.role = #zero.state<weight, "w">}) {
  return
}

// -----

// Intermediate values are marked with zero.annotate, not with an attribute.
func.func @state_on_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'zero.state' cannot be attached to an operation}}
  %b = arith.addf %a, %a {zero.state = #zero.state<grad, "w">} : tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

func.func @annotate_dynamic(%a: tensor<?xf32>) {
  // expected-error @below {{'zero.annotate' op a model state must have a static shape}}
  %b = zero.annotate %a as <grad, "w"> : tensor<?xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @gather_wrong_size(%a: tensor<8xf32>) {
  // expected-error @below {{tensor #0: the full dimension 0 (16) must be 4 (the group size) times the shard's (8)}}
  %g = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<16xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @scatter_not_divisible(%a: tensor<30xf32>) {
  // expected-error @below {{tensor #0: the full dimension 0 (30) must be 4 (the group size) times the shard's (7)}}
  %g = zero.reduce_scatter sum %a on @dp : tensor<30xf32> -> tensor<7xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @gather_element_type(%a: tensor<8xf32>) {
  // expected-error @below {{tensor #0: element type 'bf16' of the result differs from 'f32' of the input}}
  %g = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xbf16>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @gather_trailing_dim(%a: tensor<2x3xf32>) {
  // expected-error @below {{tensor #0: dimension 1 of the result (4) differs from the input (3)}}
  %g = zero.all_gather %a on @dp : tensor<2x3xf32> -> tensor<8x4xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @all_reduce_shape(%a: tensor<8xf32>) {
  // expected-error @below {{tensor #0: dimension 0 of the result (4) differs from the input (8)}}
  %g = zero.all_reduce sum %a on @dp : tensor<8xf32> -> tensor<4xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @count_mismatch(%a: tensor<8xf32>) {
  // expected-error @below {{has 2 inputs but 1 results; each input yields one result}}
  %g = zero.all_gather %a, %a on @dp : tensor<8xf32>, tensor<8xf32> -> tensor<32xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @scalar_collective(%a: tensor<f32>) {
  // expected-error @below {{tensor #0: a collective cannot split a 0-d tensor}}
  %g = zero.reduce_scatter sum %a on @dp : tensor<f32> -> tensor<f32>
  return
}

// -----

func.func @missing_grid(%a: tensor<8xf32>) {
  // expected-error @below {{refers to @dp, which is not a 'shard.grid' in scope}}
  %g = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  return
}

// -----

shard.grid @dp(shape = 4x2)
func.func @axis_out_of_range(%a: tensor<8xf32>) {
  // expected-error @below {{grid axis 2 is out of range for @dp of rank 2}}
  %g = zero.all_gather %a on @dp grid_axes = [2] : tensor<8xf32> -> tensor<32xf32>
  return
}

// -----

shard.grid @dp(shape = 4x2)
func.func @axis_twice(%a: tensor<8xf32>) {
  // expected-error @below {{grid axis 0 is listed twice}}
  %g = zero.all_gather %a on @dp grid_axes = [0, 0] : tensor<8xf32> -> tensor<128xf32>
  return
}

// -----

shard.grid @dp(shape = ?)
func.func @dynamic_group(%a: tensor<8xf32>) {
  // expected-error @below {{the data-parallel group on @dp has a dynamic size}}
  %g = zero.all_gather %a on @dp : tensor<8xf32> -> tensor<32xf32>
  return
}

// -----

func.func @release_twice(%a: tensor<8xf32>) {
  // expected-error @below {{releases tensor #1 twice; list each tensor once}}
  zero.release %a, %a : tensor<8xf32>, tensor<8xf32>
  return
}

// -----

// After a release the buffer may be freed: a later use is a bug in the
// program, refused wherever the program is read (zero-report measured it
// as if the tensor were freed at the release).
shard.grid @dp(shape = 2)
func.func @use_after_release(%w: tensor<2xf32>) -> tensor<4xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  // expected-error @below {{'zero.release' op releases tensor #0, which a later op uses; a released buffer may already be freed, so release it after its last use}}
  zero.release %full : tensor<4xf32>
  // expected-note @below {{used here, after the release}}
  %twice = arith.addf %full, %full : tensor<4xf32>
  return %twice : tensor<4xf32>
}

// -----

// A view shares the released buffer: a later use of a view, or of a view of
// a view, is a use of the released tensor (zero-shard wrote such releases,
// right after the views of a gathered weight and before the op reading them).
shard.grid @dp(shape = 2)
func.func @view_used_after_release(%w: tensor<2xf32>) -> tensor<2x2xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  %grid = tensor.expand_shape %full [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  // expected-note @below {{the view it reads, which shares the released buffer}}
  %cast = tensor.cast %grid : tensor<2x2xf32> to tensor<2x2xf32>
  // expected-error @below {{'zero.release' op releases tensor #0, a view of which a later op uses; a released buffer may already be freed, so release it after its last use}}
  zero.release %full : tensor<4xf32>
  // expected-note @below {{used here, after the release}}
  %twice = arith.addf %cast, %cast : tensor<2x2xf32>
  return %twice : tensor<2x2xf32>
}

// -----

// A view made after the release reads the released tensor itself.
shard.grid @dp(shape = 2)
func.func @view_made_after_release(%w: tensor<2xf32>) -> tensor<2x2xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  // expected-error @below {{'zero.release' op releases tensor #0, which a later op uses}}
  zero.release %full : tensor<4xf32>
  // expected-note @below {{used here, after the release}}
  %grid = tensor.expand_shape %full [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %grid : tensor<2x2xf32>
}

// -----

// A release inside a region runs before the ops after the op that holds it.
shard.grid @dp(shape = 2)
func.func @release_in_region_use_after(%w: tensor<2xf32>, %c: i1) -> tensor<4xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  scf.if %c {
    // expected-error @below {{releases tensor #0, which a later op uses}}
    zero.release %full : tensor<4xf32>
  }
  // expected-note @below {{used here, after the release}}
  %twice = arith.addf %full, %full : tensor<4xf32>
  return %twice : tensor<4xf32>
}

// -----

// So do the blocks a release's block branches to.
shard.grid @dp(shape = 2)
func.func @use_in_successor_block(%w: tensor<2xf32>) -> tensor<4xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  // expected-error @below {{releases tensor #0, which a later op uses}}
  zero.release %full : tensor<4xf32>
  cf.br ^next
^next:
  // expected-note @below {{used here, after the release}}
  %twice = arith.addf %full, %full : tensor<4xf32>
  return %twice : tensor<4xf32>
}

// -----

// In a loop a release runs on every iteration.
shard.grid @dp(shape = 2)
func.func @release_in_loop(%w: tensor<2xf32>, %n: index) {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{the loop}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @below {{releases tensor #0 inside a loop that does not make it: the release runs on every iteration; release it after the loop}}
    zero.release %full : tensor<4xf32>
  }
  return
}

// -----

// A use in the other branch of an `scf.if` never follows the release.
shard.grid @dp(shape = 2)
func.func @use_in_other_branch(%w: tensor<2xf32>, %c: i1) -> tensor<4xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    zero.release %full : tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    scf.yield %full : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A use inside a region of a later op counts too.
shard.grid @dp(shape = 2)
func.func @use_after_release_in_region(%w: tensor<2xf32>, %g: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %full = zero.all_gather %w on @dp : tensor<2xf32> -> tensor<4xf32>
  // expected-error @below {{releases tensor #1, which a later op uses}}
  zero.release %g, %full : tensor<4xf32>, tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    // expected-note @below {{used here, after the release}}
    scf.yield %full : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// 2^62 bytes fit (four f64 tensors of 2^59 elements are fine one by one);
// 2^63 do not. The count is exact past 2^61 bytes.
func.func @large_but_valid(%w: tensor<576460752303423488xf64> {zero.state = #zero.state<weight, "w">}) {
  return
}
// expected-error @below {{argument #0: model state 'tensor<1152921504606846976xf64>' is larger than 2^63 bytes; check the shape}}
func.func @just_too_large(%w: tensor<1152921504606846976xf64> {zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

// 2^62 x 4 ranks wraps to 0 in 64 bits: the product is checked, so the
// gather is not taken for one of 0 elements.
shard.grid @dp(shape = 4)
func.func @group_dim_overflows(%a: tensor<4611686018427387904xi8>) {
  // expected-error @below {{tensor #0: the full dimension 0 (0) must be 4 (the group size) times the shard's (4611686018427387904)}}
  %g = zero.all_gather %a on @dp : tensor<4611686018427387904xi8> -> tensor<0xi8>
  return
}

// -----

func.func @transfer_to_itself(%a: tensor<4xf32>) {
  // expected-error @below {{'zero.transfer' op copies from host to itself; a transfer moves a tensor to another tier}}
  %b = zero.transfer %a from host to host : tensor<4xf32>
  return
}

// -----

func.func @transfer_device_to_nvme(%a: tensor<4xf32>) {
  // expected-error @below {{'zero.transfer' op copies from device to nvme directly; NVMe and the device are not connected, so go through the host with two transfers}}
  %b = zero.transfer %a from device to nvme : tensor<4xf32>
  return
}

// -----

func.func @transfer_changes_type(%a: tensor<4xf32>) {
  // expected-error @below {{'zero.transfer' op failed to verify that all of {input, result} have same type}}
  %b = "zero.transfer"(%a) {source = 0 : i32, target = 1 : i32} : (tensor<4xf32>) -> tensor<4xbf16>
  return
}

// -----

// expected-error @below {{'zero.tier' on argument #0 needs a 'zero.state' beside it: only model states are placed in a tier}}
func.func @tier_without_state(%a: tensor<4xf32> {zero.tier = #zero.tier<host>}) {
  return
}

// -----

// expected-error @below {{'zero.tier' on result #0 must be a #zero.tier, got "host"}}
func.func @tier_not_a_tier(%a: tensor<4xf32>) -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.tier = "host"}) {
  return %a : tensor<4xf32>
}

// -----

// expected-error @below {{#zero.plan shard_group must be >= 1 (the ranks of one shard group), or 0 for the whole grid; got -2}}
func.func @negative_shard_group() attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, shard_group = -2>} {
  return
}

// -----

// expected-error @below {{#zero.plan offload = cpu needs a stage from 1 on: the offloaded update runs on each rank's shard}}
func.func @offload_at_stage_0() attributes {zero.plan = #zero.plan<stage = 0, grid = @dp, offload = cpu>} {
  return
}

// -----

// expected-error @below {{#zero.plan offload_params needs stage 3 (the stage that shards weights) and offload = cpu or nvme}}
func.func @offload_params_at_stage_2() attributes {zero.plan = #zero.plan<stage = 2, grid = @dp, offload = cpu, offload_params = true>} {
  return
}

// -----

// expected-error @below {{#zero.plan offload_params needs stage 3 (the stage that shards weights) and offload = cpu or nvme}}
func.func @offload_params_without_offload() attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, offload_params = true>} {
  return
}

// -----

// expected-error @below {{#zero.plan dp_axes must be distinct grid axes (0 to 32767) in increasing order, got [-3]}}
func.func @negative_dp_axis() attributes {zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [-3]>} {
  return
}

// -----

// expected-error @below {{#zero.plan dp_axes must be distinct grid axes (0 to 32767) in increasing order, got [2, 1]}}
func.func @unordered_dp_axes() attributes {zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [2, 1]>} {
  return
}

// -----

// expected-error @below {{#zero.plan dp_axes must be distinct grid axes (0 to 32767) in increasing order, got [1, 1]}}
func.func @repeated_dp_axis() attributes {zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [1, 1]>} {
  return
}

// -----

// A grid axis is an int16_t: 65536 would wrap onto axis 0.
// expected-error @below {{#zero.plan dp_axes must be distinct grid axes (0 to 32767) in increasing order, got [65536, 65537]}}
func.func @dp_axis_past_int16() attributes {zero.plan = #zero.plan<stage = 1, grid = @mesh, dp_axes = [65536, 65537]>} {
  return
}


// -----

// expected-error @below {{'zero.dp_axes' on argument #0 must sit on a weight argument (#zero.state<weight, ...>), or on the one its weight is cast from ('zero.weight_cast'): it names the group of that parameter's states}}
func.func @dp_axes_on_a_gradient(%g: tensor<4xf32> {zero.state = #zero.state<grad, "w">, zero.dp_axes = ["edp"]}) {
  return
}

// -----

// expected-error @below {{'zero.dp_axes' on argument #0 must be a non-empty list of distinct, non-empty mesh axis names such as ["edp"], got ["edp", "edp"]}}
func.func @dp_axes_repeated(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.dp_axes = ["edp", "edp"]}) {
  return
}

// -----

// expected-error @below {{'zero.dp_axes' on argument #0 must be a non-empty list of distinct, non-empty mesh axis names such as ["edp"], got []}}
func.func @dp_axes_empty(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.dp_axes = []}) {
  return
}

// -----

// expected-error @below {{'zero.unit' on argument #0 must sit on a weight argument (#zero.state<weight, ...>), or on the one its weight is cast from ('zero.weight_cast'): it names the gathering unit of that parameter}}
func.func @unit_on_a_gradient(%g: tensor<4xf32> {zero.state = #zero.state<grad, "w">, zero.unit = "root"}) {
  return
}

// -----

// expected-error @below {{'zero.unit' on argument #0 must be a non-empty string naming a gathering unit, such as "root", got ""}}
func.func @unit_empty(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.unit = ""}) {
  return
}

// -----

// expected-error @below {{'zero.unit' on argument #0 must be a non-empty string naming a gathering unit, such as "root", got 1 : i64}}
func.func @unit_not_a_string(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.unit = 1}) {
  return
}

// -----

// expected-error @below {{'zero.reshard_after_forward' on argument #0 must sit on a weight argument (#zero.state<weight, ...>), or on the one its weight is cast from ('zero.weight_cast'): it decides when that parameter's gathered weight is freed}}
func.func @reshard_on_an_optimizer_state(%m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.reshard_after_forward = false}) {
  return
}

// -----

// expected-error @below {{'zero.reshard_after_forward' on argument #0 must sit on a weight argument}}
func.func @reshard_on_an_input(%x: tensor<4xf32> {zero.reshard_after_forward = true}) {
  return
}

// -----

// expected-error @below {{'zero.reshard_after_forward' on argument #0 must be true or false (free the unit's gathered weights after the forward, or keep them until the backward), got "no"}}
func.func @reshard_not_a_bool(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.reshard_after_forward = "no"}) {
  return
}

// -----

// expected-error @below {{'zero.reshard_after_forward' on argument #0 must be true or false (free the unit's gathered weights after the forward, or keep them until the backward), got 0 : i64}}
func.func @reshard_an_integer(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.reshard_after_forward = 0}) {
  return
}

// -----

// zero.persistent keeps a weight whole: it belongs on the weight itself.
// expected-error @below {{'zero.persistent' on argument #0 must sit on a weight argument (#zero.state<weight, ...>): it keeps that weight whole on every rank}}
func.func @persistent_on_an_optimizer_state(%m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.persistent}) {
  return
}

// -----

// expected-error @below {{'zero.persistent' on argument #0 must sit on a weight argument}}
func.func @persistent_on_an_input(%x: tensor<4xf32> {zero.persistent}) {
  return
}

// -----

// Under cast-on-gather the weight is derived from its master and gathered
// as its cast: there is no whole weight to keep.
// expected-error @below {{'zero.persistent' on argument #0 must sit on a weight argument}}
func.func @persistent_on_a_cast_source(%m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xbf16>}, zero.persistent}) {
  return
}

// -----

// expected-error @below {{'zero.persistent' on result #0 must sit on a weight argument}}
func.func @persistent_on_a_result() -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.persistent}) {
  %w = arith.constant dense<0.0> : tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

// expected-error @below {{'zero.persistent' on argument #0 is a unit attribute (present: the weight stays whole); drop its value, got true}}
func.func @persistent_with_a_value(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.persistent = true}) {
  return
}

// -----

// zero.max_stage caps the stage of one parameter: it sits on its weight.
// expected-error @below {{'zero.max_stage' on argument #0 must sit on a weight argument (#zero.state<weight, ...>): it caps the stage that shards that parameter}}
func.func @max_stage_on_an_optimizer_state(%m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.max_stage = 0}) {
  return
}

// -----

// expected-error @below {{'zero.max_stage' on argument #0 must sit on a weight argument}}
func.func @max_stage_on_an_input(%x: tensor<4xf32> {zero.max_stage = 1}) {
  return
}

// -----

// expected-error @below {{'zero.max_stage' on result #0 must sit on a weight argument}}
func.func @max_stage_on_a_result() -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.max_stage = 1}) {
  %w = arith.constant dense<0.0> : tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

// expected-error @below {{'zero.max_stage' on argument #0 must be a ZeRO stage from 0 to 3, an i64 such as `zero.max_stage = 0`, got 4}}
func.func @max_stage_past_three(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.max_stage = 4}) {
  return
}

// -----

// expected-error @below {{'zero.max_stage' on argument #0 must be a ZeRO stage from 0 to 3, an i64 such as `zero.max_stage = 0`, got -1}}
func.func @max_stage_negative(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.max_stage = -1}) {
  return
}

// -----

// expected-error @below {{'zero.max_stage' on argument #0 must be a ZeRO stage from 0 to 3, an i64 such as `zero.max_stage = 0`, got "1"}}
func.func @max_stage_as_a_string(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.max_stage = "1"}) {
  return
}

// -----

// expected-error @below {{'zero.max_stage' on argument #0 must be a ZeRO stage from 0 to 3, an i64 such as `zero.max_stage = 0`, got 1 : i8}}
func.func @max_stage_of_another_width(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.max_stage = 1 : i8}) {
  return
}

// -----

// zero.on_device keeps one parameter's states on the device: it sits on its
// weight.
// expected-error @below {{'zero.on_device' on argument #0 must sit on a weight argument (#zero.state<weight, ...>), or on the one its weight is cast from ('zero.weight_cast'): it keeps that parameter's states on the device}}
func.func @on_device_on_an_optimizer_state(%m: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.on_device}) {
  return
}

// -----

// expected-error @below {{'zero.on_device' on argument #0 must sit on a weight argument}}
func.func @on_device_on_an_input(%x: tensor<4xf32> {zero.on_device}) {
  return
}

// -----

// expected-error @below {{'zero.on_device' on result #0 must sit on a weight argument}}
func.func @on_device_on_a_result() -> (tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.on_device}) {
  %w = arith.constant dense<0.0> : tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

// expected-error @below {{'zero.on_device' on argument #0 is a unit attribute (present: the parameter's states stay on the device under offload); drop its value, got false}}
func.func @on_device_with_a_value(%w: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.on_device = false}) {
  return
}

// -----

// expected-error @below {{'zero.axis_names' names 2 axes, but @mesh has 3; give one name per axis}}
shard.grid @mesh(shape = 2x3x4) {zero.axis_names = ["tp", "dp"]}

// -----

// expected-error @below {{'zero.axis_names': axis "dp" is named twice}}
shard.grid @mesh(shape = 2x4) {zero.axis_names = ["dp", "dp"]}

// -----

// expected-error @below {{'zero.axis_names': an axis name is empty}}
shard.grid @mesh(shape = 2x4) {zero.axis_names = ["tp", ""]}

// -----

// expected-error @below {{'zero.axis_names' must be an array of strings, one per axis, got [0, 1]}}
shard.grid @mesh(shape = 2x4) {zero.axis_names = [0, 1]}

// -----

// expected-error @below {{'zero.axis_names' names the axes of a 'shard.grid' and belongs on one}}
func.func @axis_names_on_a_function() attributes {zero.axis_names = ["dp"]} {
  return
}

// -----

// expected-error @below {{#zero.plan reshard_threshold must be >= 0 bytes, or -1 when the plan is not reshard-after-forward=threshold; got -2}}
func.func @negative_reshard_threshold() attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, reshard_threshold = -2>} {
  return
}

// -----

// expected-error @below {{#zero.plan reshard_threshold belongs to stage 3 with reshard_after_forward = true (threshold reshards all but some units)}}
func.func @reshard_threshold_at_stage_2() attributes {zero.plan = #zero.plan<stage = 2, grid = @dp, reshard_threshold = 0>} {
  return
}

// -----

// expected-error @below {{#zero.plan cast_on_gather needs stage 3 (the stage that gathers each weight from a shard) and offload = none (the master copies must be on the device); got stage = 2, offload = none}}
func.func @cast_on_gather_at_stage_2() attributes {zero.plan = #zero.plan<stage = 2, grid = @dp, cast_on_gather = true>} {
  return
}

// -----

// expected-error @below {{#zero.plan cast_on_gather needs stage 3 (the stage that gathers each weight from a shard) and offload = none (the master copies must be on the device); got stage = 3, offload = cpu}}
func.func @cast_on_gather_offloaded() attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, offload = cpu, cast_on_gather = true>} {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::zero::RematPolicy to be one of: none, layer, selective, op}}
// expected-error @+1 {{failed to parse Zero_PlanAttr parameter 'remat'}}
func.func @unknown_remat() attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, remat = full>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse Zero_PlanAttr parameter 'cast_on_gather' which is to be a `bool`}}
func.func @cast_on_gather_not_a_bool() attributes {zero.plan = #zero.plan<stage = 3, grid = @dp, cast_on_gather = yes>} {
  return
}
