// Bad options and unwritable outputs: each is a diagnostic naming the fix,
// the pass fails (exit code 1) before doing any work, and no output file is
// left behind, not even the ones that could have been written.

// RUN: rm -rf %t.json %t.svg %t.txt %t.dir && mkdir %t.dir

// world-size is required and must be positive.
// RUN: not zero-opt %s -o /dev/null --zero-report="json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// RUN: test ! -e %t.json
// MISSING: error: world-size must be >= 1, got 0; give the number of data-parallel ranks, e.g. --zero-report="world-size=64"
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=-3 json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEGATIVE
// RUN: test ! -e %t.json
// NEGATIVE: error: world-size must be >= 1, got -3;

// stage is 0, 1, 2, 3 or all; unit is auto, B, kB, MB or GB: closed sets,
// parsed by the option parser, whose error lists the valid values.
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=8 stage=4 json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STAGE
// RUN: test ! -e %t.json
// STAGE: for the --stage option: error: '4' is not a valid value; valid values are '0', '1', '2', '3', 'all'
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=8 stage=zero-3" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STAGE-NAME
// STAGE-NAME: for the --stage option: error: 'zero-3' is not a valid value; valid values are '0', '1', '2', '3', 'all'
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=8 unit=TB" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNIT
// UNIT: for the --unit option: error: 'TB' is not a valid value; valid values are 'auto', 'B', 'kB', 'MB', 'GB'

// Every bad option is reported, not only the first, and nothing is printed.
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=0 json=%t.nodir/r.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SEVERAL
// SEVERAL-NOT: zero-report: model states
// SEVERAL:     error: world-size must be >= 1, got 0
// SEVERAL:     error: cannot write the json report to '{{.*}}.nodir/r.json'
// SEVERAL-NOT: zero-report: model states

// Output paths: a missing directory, a directory, a file used as directory.
// The valid json and svg outputs of the same run are not written either.
// RUN: not zero-opt %s -o /dev/null \
// RUN:   --zero-report="world-size=8 svg=%t.svg json=%t.dir/missing/report.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-DIR -DDIR=%t.dir
// RUN: test ! -e %t.svg
// NO-DIR: error: cannot write the json report to '[[DIR]]/missing/report.json': directory '[[DIR]]/missing' does not exist; create it or choose another path
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=8 json=%t.json svg=%t.dir" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IS-DIR -DDIR=%t.dir
// RUN: test ! -e %t.json
// IS-DIR: error: cannot write the svg report to '[[DIR]]': it is a directory; give a file name, e.g. 'svg=report.svg'
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=8 json=%t.json table=%s/report.txt" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-DIR -DFILE=%s
// RUN: test ! -e %t.json
// NOT-DIR: error: cannot write the table report to '[[FILE]]/report.txt': '[[FILE]]' is not a directory; choose another path

// The training step is looked up after the options are valid: no marked
// function, or a `func` that names none, is the state table's diagnostic.
// RUN: echo "func.func @plain() { return }" \
// RUN:   | not zero-opt -o /dev/null --zero-report="world-size=8 json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-STEP
// RUN: test ! -e %t.json
// NO-STEP: error: no function carries a #zero.state mark
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=8 func=missing json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-FUNC
// RUN: test ! -e %t.json
// NO-FUNC: error: no function named 'missing' in the module; check the 'func' option

// A world size so large that a tensor padded to a multiple of it needs more
// than 2^64 bytes (4 bytes x 2^62 ranks), and one where the tensor still fits
// but an all_reduce sends 2 x (N - 1) x 4 = 2^64 bytes per rank.
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=4611686018427387904 json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PADDED
// RUN: test ! -e %t.json
// PADDED: :[[# @LINE + 13]]:5: error: the size of a tensor padded to world-size at ZeRO stage 0 with world-size 4611686018427387904 overflows 64 bits at the weight of "w" ('tensor<1xf32>'); use a smaller world-size
// RUN: not zero-opt %s -o /dev/null --zero-report="world-size=2305843009213693953 json=%t.json" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRAFFIC
// RUN: test ! -e %t.json
// TRAFFIC: :[[# @LINE + 11]]:8: error: the bytes sent per rank and step at ZeRO stage 0 with world-size 2305843009213693953 overflows 64 bits at the grad of "w" ('tensor<1xf32>'); use a smaller world-size or check the tensor shapes

// With valid options the same step reports fine.
// RUN: zero-opt %s -o /dev/null --zero-report="world-size=8 json=%t.json svg=%t.svg table=%t.txt"
// RUN: FileCheck %s --check-prefix=VALID < %t.txt
// RUN: test -s %t.json
// RUN: test -s %t.svg
// VALID: zero-report: model states of @one_weight
func.func @one_weight(
    %w: tensor<1xf32> {zero.state = #zero.state<weight, "w">},
    %dw: tensor<1xf32>) {
  %g = zero.annotate %dw as <grad, "w"> : tensor<1xf32>
  return
}
