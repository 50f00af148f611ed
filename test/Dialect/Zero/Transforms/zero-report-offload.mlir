// zero-report on offloaded programs of the two-layer MLP
// (Inputs/two-layer-mlp.mlir) for 4 ranks: memory by tier, PCIe and NVMe
// bytes per step, and their time.
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4 offload=cpu" -o %t.cpu.mlir
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=2 world-size=4" -o %t.device.mlir
// RUN: zero-opt %S/Inputs/two-layer-mlp.mlir --zero-shard="stage=3 world-size=4 offload=nvme offload-params=true" -o %t.nvme.mlir
// RUN: zero-opt %t.cpu.mlir --zero-report="unit=B" -o /dev/null | FileCheck %s --check-prefix=TABLE
// RUN: zero-opt %t.cpu.mlir --zero-report="json=- table=" -o /dev/null | FileCheck %s --check-prefix=CPU
// RUN: zero-opt %t.device.mlir --zero-report="json=- table=" -o /dev/null | FileCheck %s --check-prefix=DEVICE
// RUN: zero-opt %t.nvme.mlir --zero-report="json=%t.nvme.json table= machine=h100-sxm nvme-bandwidth=2GB" -o /dev/null
// RUN: FileCheck %s --check-prefix=NVME < %t.nvme.json
// RUN: %python -c "import json, sys; t = json.load(open(sys.argv[1]))['scheduled']['time_s']; total = t['compute'] + t['exposed_comm'] + t['pcie'] + t['nvme']; assert abs(t['step'] - total) <= 1e-12 * total, t" %t.nvme.json
// Without a machine, the bandwidth options alone give the transfer time.
// RUN: zero-opt %t.nvme.mlir --zero-report="json=- table= pcie-bandwidth=16GB" -o /dev/null | FileCheck %s --check-prefix=LINKS
// RUN: zero-opt %t.nvme.mlir --zero-report="unit=B machine=h100-sxm" -o /dev/null | FileCheck %s --check-prefix=UNKNOWN
// RUN: zero-opt %t.nvme.mlir --zero-report="svg=- table=" -o /dev/null | FileCheck %s --check-prefix=SVG
// RUN: not zero-opt %t.nvme.mlir --zero-report="pcie-bandwidth=fast" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPCIE
// RUN: not zero-opt %t.nvme.mlir --zero-report="nvme-bandwidth=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADNVME

// The model states are the formula's whichever tier holds them; the peak is
// the device's alone.
// TABLE: model states [B]               178           178  = formula
// TABLE: offload=cpu: the peak above is device memory only
// TABLE-NEXT: device peak                  372
// TABLE-NEXT: host peak                    106
// TABLE-NEXT: NVMe                           0
// Gradient shards to the host: (6 + 3 + 1) bf16 elements = 20 B; the updated
// weight shards back: the same 20 B.
// TABLE-NEXT: PCIe to host/step             20
// TABLE-NEXT: PCIe to device/step           20

// CPU: "offload": "cpu",
// CPU-NEXT: "offload_params": false,
// CPU-NEXT: "memory_bytes_by_tier": {
// CPU-NEXT:   "device": 372,
// CPU-NEXT:   "host": 106,
// CPU-NEXT:   "nvme": 0
// CPU-NEXT: },
// Between steps the device keeps the full bf16 weights (78 B), the host the
// optimizer shards (2 x (6 + 3 + 1) f32 = 80 B).
// CPU-NEXT: "state_bytes_by_tier": {
// CPU-NEXT:   "device": 78,
// CPU-NEXT:   "host": 80,
// CPU-NEXT:   "nvme": 0
// CPU-NEXT: },
// CPU-NEXT: "pcie_bytes": {
// CPU-NEXT:   "to_host": 20,
// CPU-NEXT:   "to_device": 20
// CPU-NEXT: },
// CPU-NEXT: "nvme_bytes": {
// CPU-NEXT:   "read": 0,
// CPU-NEXT:   "written": 0
// CPU-NEXT: },

// The same stage on the device alone: its peak holds the optimizer states.
// DEVICE: "offload": "none",
// DEVICE-NEXT: "offload_params": false,
// DEVICE-NEXT: "memory_bytes_by_tier": {
// DEVICE-NEXT:   "device": 460,
// DEVICE-NEXT:   "host": 0,
// DEVICE-NEXT:   "nvme": 0
// DEVICE: "state_bytes_by_tier": {
// DEVICE-NEXT:   "device": 158,
// DEVICE-NEXT:   "host": 0,
// DEVICE-NEXT:   "nvme": 0
// DEVICE: "pcie_bytes": {
// DEVICE-NEXT:   "to_host": 0,
// DEVICE-NEXT:   "to_device": 0

// Stage 3, nvme, offload-params. NVMe holds the weight shards (20 B), the
// optimizer shards (80 B) and the gradient shards between backward and
// update (20 B). Read per step: the optimizer and gradient shards once
// (100 B) and a weight shard before each of the three gathers (12 + 8 + 12
// B); written: gradients, optimizer and weights once (120 B). PCIe: the
// gradient shards up (20 B), the gathered shards down (32 B).
// NVME: "offload": "nvme",
// NVME-NEXT: "offload_params": true,
// NVME-NEXT: "memory_bytes_by_tier": {
// NVME-NEXT:   "device": 292,
// NVME-NEXT:   "host": 148,
// NVME-NEXT:   "nvme": 120
// NVME-NEXT: },
// NVME-NEXT: "state_bytes_by_tier": {
// NVME-NEXT:   "device": 0,
// NVME-NEXT:   "host": 0,
// NVME-NEXT:   "nvme": 100
// NVME-NEXT: },
// NVME-NEXT: "pcie_bytes": {
// NVME-NEXT:   "to_host": 20,
// NVME-NEXT:   "to_device": 32
// NVME-NEXT: },
// NVME-NEXT: "nvme_bytes": {
// NVME-NEXT:   "read": 132,
// NVME-NEXT:   "written": 120
// NVME-NEXT: },
// The transfer time: PCIe 32 B / 64e9 B/s (H100 PCIe Gen5, per direction),
// NVMe (132 + 120) B / 2e9 B/s; both part of the step (the python check
// below: step = compute + exposed_comm + pcie + nvme). The communication:
// the three gathers and two reduce-scatters of 4 ranks in one node, 3 ring
// steps of 5 µs each, and 3·(12 + 8 + 12) + 3·20 = 156 bytes sent over
// NVLink (450 GB/s): 15·5e-6 + 156 / 450e9 = 7.50003466666667e-05 s.
// NVME: "time_s": {
// NVME: "comm": 7.50003466666667e-05,
// NVME: "pcie": 5e-10,
// NVME-NEXT: "nvme": 1.26e-07
// NVME-NOT: step_leaves_out
// And the rates they were priced at, the preset's PCIe and the option's
// NVMe:
// RUN: FileCheck %s --check-prefix=NVME-MACHINE < %t.nvme.json
// NVME-MACHINE: "machine_model": {
// NVME-MACHINE: "pcie_bandwidth": 64000000000,
// NVME-MACHINE-NEXT: "nvme_bandwidth": 2000000000

// LINKS: "time_s": {
// LINKS-NEXT: "pcie": 2e-09,
// LINKS-NEXT: "nvme": null
// LINKS-NEXT: }

// UNKNOWN: transfer time per step between memory tiers (part of the step, not overlapped):
// UNKNOWN-NEXT: PCIe (the busier direction): 5e-10 s
// UNKNOWN-NEXT: NVMe (reads + writes): unknown: the machine gives no bandwidth; pass nvme-bandwidth=BYTES_PER_S
// Then the step is a lower bound, and the table and the JSON say so; the
// JSON's machine has no NVMe rate to give.
// UNKNOWN: prefetch depth=2
// UNKNOWN-NEXT: (the steps of this program above leave out the NVMe reads and writes, of unknown time: pass nvme-bandwidth=BYTES_PER_S)
// RUN: zero-opt %t.nvme.mlir --zero-report="json=- table= machine=h100-sxm" -o /dev/null | FileCheck %s --check-prefix=LEFT-OUT
// LEFT-OUT: "machine_model": {
// LEFT-OUT: "pcie_bandwidth": 64000000000
// LEFT-OUT-NOT: nvme_bandwidth
// LEFT-OUT: }
// LEFT-OUT: "nvme": null,
// LEFT-OUT-NEXT: "step_leaves_out": [
// LEFT-OUT-NEXT: "nvme"
// LEFT-OUT-NEXT: ],

// The device required beside the peak: every buffer is below 512 B, one
// 2 MiB segment of the allocator's small pool per stream (compute,
// all-gather, reduce-scatter), 6,291,456 B, + the CUDA context,
// 400,000,000 B, + NCCL's buffers for one communicator of 4 ranks,
// 32 x 2 x 4 MiB = 268,435,456 B: 674,726,912 B.
// SVG: class="offload">This program: stage 3, offload=nvme offload-params. Per rank: device peak 292 B (674,726,912 B required on a GPU), host peak 148 B, NVMe 120 B; per step: PCIe 20 B to host, 32 B to device; NVMe 132 B read, 120 B written.</text>

// BADPCIE: error: zero-report: pcie-bandwidth must be a number of bytes per second from 1 to 1e18, rounded to a whole byte, such as 12GB or 3.2e10, got 'fast'
// BADNVME: error: zero-report: nvme-bandwidth must be a number of bytes per second from 1 to 1e18, rounded to a whole byte, such as 12GB or 3.2e10, got '0'
