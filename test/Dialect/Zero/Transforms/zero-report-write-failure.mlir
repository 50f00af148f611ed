// An output that cannot be created after the options were checked (here a
// file in /proc, which takes no new files even for root): a diagnostic, exit
// code 1, and the outputs already staged (the table and the JSON) are thrown
// away with their temporaries, so the directory stays empty.
// REQUIRES: system-linux

// RUN: rm -rf %t.dir && mkdir %t.dir
// RUN: not zero-opt %s -o /dev/null \
// RUN:   --zero-report="world-size=2 table=%t.dir/table.txt json=%t.dir/report.json svg=/proc/zero-report.svg" 2>&1 \
// RUN:   | FileCheck %s
// RUN: find %t.dir -type f | FileCheck %s --allow-empty --check-prefix=EMPTY
// CHECK: error: cannot write the svg report to '/proc/zero-report.svg': cannot create a temporary file in '/proc' (the file is written there first, then renamed into place): {{.+}}; check that the path is writable
// EMPTY-NOT: {{.}}

// Devices are written in place, not replaced by a rename.
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=2 json=/dev/null svg=/dev/null table=/dev/null"
// RUN: test -c /dev/null
func.func @step(
    %w: tensor<3xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<3xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<3xf32>
  return
}
