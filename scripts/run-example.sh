#!/usr/bin/env bash
# The main job on a real model: set up and build (setup.sh), import Llama 3 70B
# from its Hugging Face config.json, and print the ZeRO memory/traffic report
# of every stage for 64 data-parallel devices. Progress goes to stderr: each
# of the three steps is announced as "run-example: [K/3] ...", and the build
# shows ninja's [done/total] lines (one updating line on a terminal, a line
# per file in a log). The report alone goes to stdout.
#
#   scripts/run-example.sh [CONFIG.json] [WORLD_SIZE]
#
# Environment:
#   ZERO_BUILD_DIR=DIR            the build directory (default: build/)
#   ZERO_EXAMPLE_SKIP_SETUP=1     use the tools already built in the build
#                                 directory: install no package and build
#                                 nothing (test/Install/run-example.test runs
#                                 the script this way)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ZERO_BUILD_DIR:-$root/build}"
config="${1:-$root/examples/configs/llama3-70b.json}"
world_size="${2:-64}"

say() { echo "run-example: $*" >&2; }

if [[ "${ZERO_EXAMPLE_SKIP_SETUP:-0}" == 1 ]]; then
  say "[1/3] using the tools built in $build (ZERO_EXAMPLE_SKIP_SETUP=1: no packages installed, nothing built)"
  for tool in zero-import zero-opt; do
    if [[ ! -x "$build/bin/$tool" ]]; then
      say "error: $build/bin/$tool is missing or not executable; build it (scripts/setup.sh), point ZERO_BUILD_DIR at a build directory, or leave ZERO_EXAMPLE_SKIP_SETUP unset"
      exit 1
    fi
  done
else
  # A fresh checkout installs packages and builds for several minutes:
  # setup.sh's own lines and ninja's [done/total] show how far it is.
  if [[ -x "$build/bin/zero-import" && -x "$build/bin/zero-opt" ]]; then
    say "[1/3] checking the packages and bringing the build in $build up to date"
  else
    say "[1/3] installing the packages and building zero-opt in $build (several minutes the first time; ninja shows [done/total])"
  fi
  "$root/scripts/setup.sh" >&2
fi

step="$build/examples/$(basename "${config%.json}").mlir"
mkdir -p "$(dirname "$step")"
say "[2/3] importing $config into $step"
"$build/bin/zero-import" --hf-config "$config" -o "$step"
say "[3/3] planning ZeRO stages 0-3 for $world_size devices (zero-opt --zero-report)"
"$build/bin/zero-opt" "$step" \
  --zero-report="world-size=$world_size json=${step%.mlir}.report.json svg=${step%.mlir}.report.svg" \
  -o /dev/null
echo
echo "training step: $step"
echo "JSON: ${step%.mlir}.report.json   chart: ${step%.mlir}.report.svg"
say "done"
