#!/usr/bin/env bash
# Runs zero-opt's whole test suite: installs/builds through setup.sh, then
# runs every lit test (FileCheck, -verify-diagnostics, exit-code, plugin and
# install tests). Exits non-zero when any test fails and ends with one line
# "N passed, N failed, N skipped".
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ZERO_BUILD_DIR:-$root/build}"

"$root/scripts/setup.sh"

lit=/usr/lib/llvm-22/bin/lit
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0
"$lit" -sv --time-tests "$build/test" 2>&1 | tee "$log" || status=$?

# lit prints "  Passed: N (..%)" and friends at the end of a run; when it
# lists several kinds it pads the names ("  Passed     : N (..%)").
count() {
  local n
  n=$(sed -nE "s/^ *$1 *: +([0-9]+).*/\1/p" "$log" | tail -n 1)
  echo "${n:-0}"
}
passed=$(count Passed)
failed=$(( $(count Failed) + $(count 'Unexpectedly Passed') + $(count 'Timed Out') ))
skipped=$(( $(count Unsupported) + $(count Skipped) + $(count 'Expectedly Failed') ))

if [[ $status -ne 0 && $failed -eq 0 ]]; then
  failed=1  # lit itself failed (bad config, crash): count it as a failure
fi
if [[ $passed -eq 0 && $failed -eq 0 ]]; then
  echo "test.sh: lit ran no test" >&2
  failed=1
fi
echo "$passed passed, $failed failed, $skipped skipped"
[[ $failed -eq 0 ]]
