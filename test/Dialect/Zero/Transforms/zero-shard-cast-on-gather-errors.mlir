// What cast-on-gather rejects, and the weights it leaves alone, each at its
// place: the options it does not combine with (at the module, where the
// pass options' errors are), the malformed `zero.weight_cast` marks the
// dialect rejects, and the state table's checks of a step that carries one.
// RUN: rm -rf %t && split-file %s %t
// RUN: zero-opt %t/stage1.mlir -verify-diagnostics --zero-shard="stage=1 world-size=2 cast-on-gather=true"
// RUN: zero-opt %t/stage2.mlir -verify-diagnostics --zero-shard="stage=2 world-size=2 cast-on-gather=true"
// RUN: zero-opt %t/offload.mlir -verify-diagnostics --zero-shard="stage=3 world-size=2 offload=cpu cast-on-gather=true"
// RUN: zero-opt %t/offload-params.mlir -verify-diagnostics --zero-shard="stage=3 world-size=2 offload=nvme offload-params=true cast-on-gather=true"
// RUN: zero-opt %t/no-master.mlir -verify-diagnostics --zero-shard="stage=3 world-size=2 cast-on-gather=true"
// RUN: zero-opt %t/marks.mlir -split-input-file -verify-diagnostics
// RUN: zero-opt %t/table.mlir -split-input-file -verify-diagnostics --zero-verify-states

//--- stage1.mlir
// Stages 1-2 hold the full weights; only stage 3 gathers from a shard it
// can cast first.
// expected-error @below {{zero-shard: cast-on-gather=true needs stage=3: at stage 1 every rank holds the full weights between steps, and casting them from the master copy would need the full master, which stages 1-3 shard; only stage 3 gathers each weight from a shard, which it can cast first (use stage=3, or drop cast-on-gather)}}
module {
  func.func @step(%w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
                  %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
                  %x: tensor<4xbf16>)
      -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %y = arith.mulf %x, %w : tensor<4xbf16>
    %g = zero.annotate %y as <grad, "w"> : tensor<4xbf16>
    %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
    %pn = arith.subf %p, %gf : tensor<4xf32>
    %wn = arith.truncf %pn : tensor<4xf32> to tensor<4xbf16>
    return %wn, %pn : tensor<4xbf16>, tensor<4xf32>
  }
}

//--- stage2.mlir
// expected-error @below {{zero-shard: cast-on-gather=true needs stage=3: at stage 2 every rank holds the full weights}}
module {
  func.func @step(%w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
                  %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
                  %x: tensor<4xbf16>)
      -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %y = arith.mulf %x, %w : tensor<4xbf16>
    %g = zero.annotate %y as <grad, "w"> : tensor<4xbf16>
    %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
    %pn = arith.subf %p, %gf : tensor<4xf32>
    %wn = arith.truncf %pn : tensor<4xf32> to tensor<4xbf16>
    return %wn, %pn : tensor<4xbf16>, tensor<4xf32>
  }
}

//--- offload.mlir
// Offloading keeps the masters in host memory: each gather would first copy
// the f32 master shard to the device.
// expected-error @below {{zero-shard: cast-on-gather=true does not combine with offload=cpu: the master copies live in the offload tier, so every gather would first bring the f32 master shard to the device, twice the bytes of the bf16 weight shard it replaces; drop one of them}}
module {
  func.func @step(%w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
                  %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
                  %x: tensor<4xbf16>)
      -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %y = arith.mulf %x, %w : tensor<4xbf16>
    %g = zero.annotate %y as <grad, "w"> : tensor<4xbf16>
    %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
    %pn = arith.subf %p, %gf : tensor<4xf32>
    %wn = arith.truncf %pn : tensor<4xf32> to tensor<4xbf16>
    return %wn, %pn : tensor<4xbf16>, tensor<4xf32>
  }
}

//--- offload-params.mlir
// expected-error @below {{zero-shard: cast-on-gather=true does not combine with offload=nvme: the master copies live in the offload tier, so every gather would first bring the f32 master shard to the device, twice the bytes of the bf16 weight shard it replaces (and offload-params already keeps the weight shards off the device); drop one of them}}
module {
  func.func @step(%w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
                  %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">},
                  %x: tensor<4xbf16>)
      -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %y = arith.mulf %x, %w : tensor<4xbf16>
    %g = zero.annotate %y as <grad, "w"> : tensor<4xbf16>
    %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
    %pn = arith.subf %p, %gf : tensor<4xf32>
    %wn = arith.truncf %pn : tensor<4xf32> to tensor<4xbf16>
    return %wn, %pn : tensor<4xbf16>, tensor<4xf32>
  }
}

//--- no-master.mlir
// No parameter has a master to cast from: every weight keeps its shard, as
// FSDP keeps a parameter without a low-precision copy, and the remark says
// why for each.
// expected-remark @below {{zero-shard: cast-on-gather holds no weight shard of 0 of 2 parameters (0 B per rank less); each gather casts the master copy's shard; these keep their weight shard: "f32" (its update reads the weight: it is its own master copy, or the update needs it), "frozen" (the step does not update its weight)}}
module {
  func.func @step(%w: tensor<4xf32> {zero.state = #zero.state<weight, "f32">},
                  %m: tensor<4xf32> {zero.state = #zero.state<optimizer, "f32">},
                  %v: tensor<4xbf16> {zero.state = #zero.state<weight, "frozen">},
                  %s: tensor<4xf32> {zero.state = #zero.state<optimizer, "frozen">},
                  %x: tensor<4xf32>)
      -> (tensor<4xf32> {zero.state = #zero.state<weight, "f32">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "f32">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "frozen">}) {
    %y = arith.mulf %x, %w : tensor<4xf32>
    %g = zero.annotate %y as <grad, "f32"> : tensor<4xf32>
    %vf = arith.extf %v : tensor<4xbf16> to tensor<4xf32>
    %z = arith.mulf %x, %vf : tensor<4xf32>
    %zb = arith.truncf %z : tensor<4xf32> to tensor<4xbf16>
    %gv = zero.annotate %zb as <grad, "frozen"> : tensor<4xbf16>
    %mn = arith.addf %m, %g : tensor<4xf32>
    %wn = arith.subf %w, %mn : tensor<4xf32>
    %gvf = arith.extf %gv : tensor<4xbf16> to tensor<4xf32>
    %sn = arith.addf %s, %gvf : tensor<4xf32>
    return %wn, %mn, %sn : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

//--- marks.mlir
// One parameter's cast-on-gather is marked on its weight, and is a unit
// attribute.
// expected-error @below {{'zero.cast_on_gather' on argument #0 must sit on a weight argument (#zero.state<weight, ...>): stage 3 gathers that weight as the cast of its master copy}}
func.func @cast_mark_on_master(%p: tensor<4xf32> {zero.cast_on_gather, zero.state = #zero.state<optimizer, "w">}) {
  return
}

// -----

// expected-error @below {{'zero.cast_on_gather' on argument #0 is a unit attribute (present: the weight is gathered as its master's cast); drop its value, got true}}
func.func @cast_mark_with_value(%w: tensor<4xbf16> {zero.cast_on_gather = true, zero.state = #zero.state<weight, "w">}) {
  return
}

// -----

// expected-error @below {{'zero.cast_on_gather' on result #0 must sit on a weight argument}}
func.func @cast_mark_on_result(%w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">})
    -> (tensor<4xbf16> {zero.cast_on_gather, zero.state = #zero.state<weight, "w">}) {
  return %w : tensor<4xbf16>
}

// -----

// The weight's mark belongs on the state it is cast from, an argument.
// expected-error @below {{'zero.weight_cast' on result #0 belongs on the argument of the state the weight is cast from, not on a result}}
func.func @on_result(%p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">})
    -> (tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xbf16>}}) {
  return %p : tensor<4xf32>
}

// -----

// expected-error @below {{'zero.weight_cast' on argument #0 must be {state = #zero.state<weight, ...>, type = <statically shaped tensor type>}, got tensor<4xbf16>}}
func.func @not_a_dictionary(%p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = tensor<4xbf16>}) {
  return
}

// -----

// The weight of another parameter.
// expected-error @below {{'zero.weight_cast' on argument #0 must name the weight (#zero.state<weight, ...>) of the parameter whose optimizer state this argument is}}
func.func @other_param(%p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "v">, type = tensor<4xbf16>}}) {
  return
}

// -----

// On a weight rather than an optimizer state.
// expected-error @below {{'zero.weight_cast' on argument #0 must name the weight (#zero.state<weight, ...>) of the parameter whose optimizer state this argument is}}
func.func @on_a_weight(%p: tensor<4xf32> {zero.state = #zero.state<weight, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xbf16>}}) {
  return
}

// -----

// A cast widens nothing: the weight must be narrower than its source.
// expected-error @below {{'zero.weight_cast' on argument #0 casts 'tensor<4xf32>' to the weight 'tensor<4xf32>': the weight must have as many elements, of a narrower float type}}
func.func @not_narrower(%p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xf32>}}) {
  return
}

// -----

// The shard's full tensor, not the shard, has the weight's elements.
// expected-error @below {{'zero.weight_cast' on argument #0 casts 'tensor<2x4xf32>' to the weight 'tensor<4xbf16>': the weight must have as many elements, of a narrower float type}}
func.func @other_size(%p: tensor<4xf32> {zero.shard_of = tensor<2x4xf32>, zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xbf16>}}) {
  return
}

//--- table.mlir
// A weight cast from its master has no result to update (results are
// reported at the return, as every result mark is).
module {
  func.func @weight_result(
      // expected-note @below {{the optimizer state the weight is cast from}}
      %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xbf16>}},
      %x: tensor<4xbf16>)
      -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
          tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
    %w = arith.truncf %p : tensor<4xf32> to tensor<4xbf16>
    %y = arith.mulf %x, %w : tensor<4xbf16>
    %g = zero.annotate %y as <grad, "w"> : tensor<4xbf16>
    %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
    %pn = arith.subf %p, %gf : tensor<4xf32>
    %wn = arith.truncf %pn : tensor<4xf32> to tensor<4xbf16>
    // expected-error @below {{result #0 is marked as the weight of "w", but the step derives that weight from its optimizer state by a cast ('zero.weight_cast') and holds no weight to update; drop the mark or the 'zero.weight_cast'}}
    return %wn, %pn : tensor<4xbf16>, tensor<4xf32>
  }
}

// -----

// A parameter with a weight of its own and one cast from its master has two.
func.func @two_weights(
    // expected-note @below {{the other weight "w"}}
    %w: tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
    // expected-error @below {{parameter name "w" names two weights; names must be unique}}
    %p: tensor<4xf32> {zero.state = #zero.state<optimizer, "w">, zero.weight_cast = {state = #zero.state<weight, "w">, type = tensor<4xbf16>}},
    %x: tensor<4xbf16>)
    -> (tensor<4xbf16> {zero.state = #zero.state<weight, "w">},
        tensor<4xf32> {zero.state = #zero.state<optimizer, "w">}) {
  %y = arith.mulf %x, %w : tensor<4xbf16>
  %g = zero.annotate %y as <grad, "w"> : tensor<4xbf16>
  %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
  %pn = arith.subf %p, %gf : tensor<4xf32>
  %wn = arith.truncf %pn : tensor<4xf32> to tensor<4xbf16>
  return %wn, %pn : tensor<4xbf16>, tensor<4xf32>
}
