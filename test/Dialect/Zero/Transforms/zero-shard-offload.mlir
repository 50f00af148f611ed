// zero-shard offload=cpu|nvme on the two-layer MLP of Inputs/two-layer-mlp.mlir
// (4 ranks unless said): where each state lives and every copy between tiers.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4 offload=cpu" | FileCheck %s --check-prefix=CPU2
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=cpu" | FileCheck %s --check-prefix=CPU3
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4 offload=nvme" | FileCheck %s --check-prefix=NVME2
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=nvme offload-params=true" | FileCheck %s --check-prefix=PARAMS
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=1 offload=cpu" | FileCheck %s --check-prefix=ONE
// The offloaded programs verify, round-trip and keep a valid state table.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=nvme offload-params=true" | zero-opt --zero-verify-states | zero-opt | FileCheck %s --check-prefix=PARAMS
// Without offload nothing moves: no tier, no transfer.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4 offload=none" | FileCheck %s --check-prefix=NONE
// The program is the same on every run: the transfers placed before one op
// follow the argument order (they once followed the arguments' addresses,
// and changed order from run to run).
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=nvme offload-params=true" -o %t.run1
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=nvme offload-params=true" -o %t.run2
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=nvme offload-params=true" -o %t.run3
// RUN: cmp %t.run1 %t.run2
// RUN: cmp %t.run1 %t.run3

// Stage 2, offload=cpu (ZeRO-Offload): optimizer states on the host, the
// weights on the device. Each gradient shard goes to the host right after its
// reduce-scatter (before the full gradients are released), the update reads
// the host copies, and the updated weight shard comes back to the device
// before the gather of stages 1-2.
// CPU2-LABEL: func.func @train_step
// CPU2-SAME: %{{[^:]*}}: tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// CPU2-SAME: %[[P0:[^:]*]]: tensor<6xf32> {zero.shard_of = tensor<6x4xf32>, zero.state = #zero.state<optimizer, "layers.0.w">, zero.tier = #zero.tier<host>}
// CPU2-SAME: -> (tensor<6x4xbf16> {zero.state = #zero.state<weight, "layers.0.w", layer = 0>}, tensor<6xf32> {zero.shard_of = tensor<6x4xf32>, zero.state = #zero.state<optimizer, "layers.0.w">, zero.tier = #zero.tier<host>}
// CPU2-SAME: attributes {zero.plan = #zero.plan<stage = 2, grid = @dp, offload = cpu>}
// CPU2: %layers.1.w.grad_shard, %layers.1.b.grad_shard = zero.reduce_scatter
// CPU2-NEXT: %layers.1.b.host = zero.transfer %layers.1.b.grad_shard from device to host : tensor<1xbf16>
// CPU2-NEXT: %layers.1.w.host = zero.transfer %layers.1.w.grad_shard from device to host : tensor<3xbf16>
// CPU2-NEXT: zero.release %layers.1.w.grad, %layers.1.b.grad
// CPU2: %layers.0.w.grad_shard = zero.reduce_scatter
// CPU2-NEXT: %layers.0.w.host = zero.transfer %layers.0.w.grad_shard from device to host : tensor<6xbf16>
// CPU2: %[[UPD0:.*]]:2 = linalg.generic {{.*}} ins(%layers.0.w.host, %{{.*}}, %[[P0]] : tensor<6xbf16>, tensor<6xf32>, tensor<6xf32>)
// CPU2: %[[NEW0:.*]] = arith.truncf %[[UPD0]]#1 : tensor<6xf32> to tensor<6xbf16>
// CPU2-NEXT: %[[DEV0:.*]] = zero.transfer %[[NEW0]] from host to device : tensor<6xbf16>
// CPU2: zero.all_gather %[[DEV0]] on @dp : tensor<6xbf16> -> tensor<24xbf16>
// The optimizer results stay on the host, in the buffers of their arguments.
// CPU2: return %{{[^,]*}}, %[[UPD0]]#1, %[[UPD0]]#0,
// CPU2-NOT: zero.transfer

// Stage 3, offload=cpu: the weight shards stay on the device and are gathered
// from there; the updated shards come back to the device and are returned.
// CPU3-LABEL: func.func @train_step
// CPU3-SAME: %[[W0:[^:]*]]: tensor<6xbf16> {zero.shard_of = tensor<6x4xbf16>, zero.state = #zero.state<weight, "layers.0.w", layer = 0>}
// CPU3-SAME: zero.tier = #zero.tier<host>
// CPU3: %layers.0.w.full = zero.all_gather %[[W0]] on @dp
// CPU3: %layers.0.w.grad_shard = zero.reduce_scatter
// CPU3-NEXT: %layers.0.w.host = zero.transfer %layers.0.w.grad_shard from device to host : tensor<6xbf16>
// CPU3: %[[NEW0:.*]] = arith.truncf %{{.*}}#1 : tensor<6xf32> to tensor<6xbf16>
// An updated state on its way back is named after the result it becomes.
// CPU3-NEXT: %[[DEV0:layers.0.w.device[_0-9]*]] = zero.transfer %[[NEW0]] from host to device : tensor<6xbf16>
// CPU3: return %[[DEV0]],

// Stage 2, offload=nvme (ZeRO-Infinity): the optimizer states are NVMe files;
// gradient shards are written there as soon as they reach the host and read
// back for the update. Double buffering: layer 1's reads are issued before
// layer 0's update, which is the first to run.
// NVME2-LABEL: func.func @train_step
// NVME2-SAME: zero.tier = #zero.tier<nvme>
// NVME2-NOT: zero.tier = #zero.tier<host>
// NVME2: %layers.1.w.grad_shard, %layers.1.b.grad_shard = zero.reduce_scatter
// NVME2-NEXT: %layers.1.b.host = zero.transfer %layers.1.b.grad_shard from device to host
// NVME2-NEXT: %layers.1.b.nvme = zero.transfer %layers.1.b.host from host to nvme : tensor<1xbf16>
// NVME2: %[[G0:.*]] = zero.transfer %layers.0.w.nvme from nvme to host : tensor<6xbf16>
// NVME2-NEXT: zero.transfer %{{.*}} from nvme to host : tensor<6xf32>
// NVME2-NEXT: zero.transfer %{{.*}} from nvme to host : tensor<6xf32>
// NVME2-NEXT: zero.transfer %layers.1.w.nvme from nvme to host : tensor<3xbf16>
// NVME2-NEXT: zero.transfer %{{.*}} from nvme to host : tensor<3xf32>
// NVME2-NEXT: zero.transfer %{{.*}} from nvme to host : tensor<3xf32>
// NVME2-NEXT: zero.transfer %layers.1.b.nvme from nvme to host : tensor<1xbf16>
// NVME2: %[[UPD0:.*]]:2 = linalg.generic {{.*}} ins(%[[G0]],
// The updated states go back to NVMe right after they are computed.
// NVME2: %[[M0:.*]] = zero.transfer %[[UPD0]]#0 from host to nvme : tensor<6xf32>
// NVME2-NEXT: %[[P0:.*]] = zero.transfer %[[UPD0]]#1 from host to nvme : tensor<6xf32>
// NVME2: return %{{[^,]*}}, %[[P0]], %[[M0]],

// Stage 3 with offload-params: the weight shards are NVMe files too; before
// each gather the shard is read to the host and copied to the device.
// PARAMS-LABEL: func.func @train_step
// PARAMS-SAME: %[[W0:[^:]*]]: tensor<6xbf16> {zero.shard_of = tensor<6x4xbf16>, zero.state = #zero.state<weight, "layers.0.w", layer = 0>, zero.tier = #zero.tier<nvme>}
// PARAMS-SAME: -> (tensor<6xbf16> {zero.shard_of = tensor<6x4xbf16>, zero.state = #zero.state<weight, "layers.0.w", layer = 0>, zero.tier = #zero.tier<nvme>}
// PARAMS-SAME: zero.plan = #zero.plan<stage = 3, grid = @dp, offload = nvme, offload_params = true>
// PARAMS: %[[H:.*]] = zero.transfer %[[W0]] from nvme to host : tensor<6xbf16>
// PARAMS-NEXT: %[[D:.*]] = zero.transfer %[[H]] from host to device : tensor<6xbf16>
// PARAMS-NEXT: zero.all_gather %[[D]] on @dp
// The backward's gather of layer 0 reads the shard again.
// PARAMS: %[[H2:.*]] = zero.transfer %[[W0]] from nvme to host : tensor<6xbf16>
// PARAMS-NEXT: %[[D2:.*]] = zero.transfer %[[H2]] from host to device : tensor<6xbf16>
// PARAMS-NEXT: zero.all_gather %[[D2]] on @dp
// PARAMS: %[[NEW0:.*]] = arith.truncf %{{.*}} : tensor<6xf32> to tensor<6xbf16>
// PARAMS-NEXT: %[[OUT0:.*]] = zero.transfer %[[NEW0]] from host to nvme : tensor<6xbf16>
// PARAMS: return %[[OUT0]],

// One rank: nothing is sharded or reduced, but the update still moves to the
// host: each full gradient leaves the device as soon as it is computed.
// ONE-LABEL: func.func @train_step
// ONE-SAME: %{{[^:]*}}: tensor<6x4xf32> {zero.state = #zero.state<optimizer, "layers.0.w">, zero.tier = #zero.tier<host>}
// ONE-SAME: zero.plan = #zero.plan<stage = 2, grid = @dp, offload = cpu>
// ONE-NOT: zero.reduce_scatter
// ONE: %layers.1.b.grad = zero.annotate
// ONE-NEXT: %layers.1.b.host = zero.transfer %layers.1.b.grad from device to host : tensor<3xbf16>
// ONE: linalg.generic {{.*}} ins(%layers.0.w.host,
// ONE: %[[NEW0:.*]] = arith.truncf %{{.*}} : tensor<6x4xf32> to tensor<6x4xbf16>
// ONE-NEXT: %[[DEV0:.*]] = zero.transfer %[[NEW0]] from host to device : tensor<6x4xbf16>
// ONE: return %[[DEV0]],

// NONE-LABEL: func.func @train_step
// NONE-NOT: zero.tier
// NONE-NOT: zero.transfer
// NONE: return
