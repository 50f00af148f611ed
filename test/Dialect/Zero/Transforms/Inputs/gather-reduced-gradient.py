"""Edits the program zero-shard writes for the two-layer MLP at stage 2 with
shard groups (Inputs/two-layer-mlp.mlir, world-size=4 shard-group=2) into one
another compiler might write: layer 0's gradient, once reduced, is gathered
back whole in its shard group and the update reads its own half of that.

Reads the program on stdin and writes the edited one to stdout; fails when
the program does not have the lines it edits, so that a change in zero-shard's
output cannot leave the test measuring an unedited program."""

import sys

program = sys.stdin.read()
reduced = "    zero.release %layers.0.w.grad_shard : tensor<12xbf16>\n"
gathered = (
    "%layers.0.w.grad_full = zero.all_gather %layers.0.w.grad_avg on @dp "
    "grid_axes = [1] : tensor<12xbf16> -> tensor<24xbf16>\n"
    "    zero.release %layers.0.w.grad_avg : tensor<12xbf16>\n"
    "    %layers.0.w.grad_half = tensor.extract_slice "
    "%layers.0.w.grad_full[0] [12] [1] : tensor<24xbf16> to tensor<12xbf16>\n"
)
update_input = "ins(%layers.0.w.grad_avg, "
if program.count(reduced) != 1 or program.count(update_input) != 1:
    sys.exit("gather-reduced-gradient.py: the program does not reduce layer "
             "0's gradient as zero-shard's stage-2 hybrid program does")
program = program.replace(reduced, reduced + "    " + gathered)
program = program.replace(update_input, "ins(%layers.0.w.grad_half, ")
sys.stdout.write(program)
