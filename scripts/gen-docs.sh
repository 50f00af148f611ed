#!/usr/bin/env bash
# Regenerates docs/ZeroDialect.md, docs/ZeroPasses.md,
# docs/ZeroConversionPasses.md and docs/ZeroImportPasses.md from the ODS sources
# (the op and pass descriptions in include/zero/**.td are the documentation).
# The test suite checks that the committed files are up to date.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/docs}"
tblgen=/usr/lib/llvm-22/bin/mlir-tblgen
includes=(-I "$root/include" -I /usr/lib/llvm-22/include)
"$tblgen" -gen-dialect-doc -dialect=zero "${includes[@]}" \
  "$root/include/zero/Dialect/Zero/IR/ZeroOps.td" -o "$out/ZeroDialect.md"
"$tblgen" -gen-pass-doc "${includes[@]}" \
  "$root/include/zero/Dialect/Zero/Transforms/Passes.td" -o "$out/ZeroPasses.md"
"$tblgen" -gen-pass-doc "${includes[@]}" \
  "$root/include/zero/Conversion/Passes.td" -o "$out/ZeroConversionPasses.md"
"$tblgen" -gen-pass-doc "${includes[@]}" \
  "$root/include/zero/Import/Passes.td" -o "$out/ZeroImportPasses.md"
