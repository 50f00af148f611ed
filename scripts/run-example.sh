#!/usr/bin/env bash
# The main job on a real model: set up and build (setup.sh), import Llama 3 70B
# from its Hugging Face config.json, and print the ZeRO memory/traffic report
# of every stage for 64 data-parallel devices. Progress (the build's
# included) goes to stderr, the report to stdout.
#
#   scripts/run-example.sh [CONFIG.json] [WORLD_SIZE]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ZERO_BUILD_DIR:-$root/build}"
config="${1:-$root/examples/configs/llama3-70b.json}"
world_size="${2:-64}"

# What it does goes to stderr, the report alone to stdout. A fresh checkout
# builds for minutes: ninja's [done/total] lines show
# how far it is (one updating line on a terminal, a line per file in a log).
say() { echo "run-example: $*" >&2; }
if [[ -x "$build/bin/zero-import" && -x "$build/bin/zero-opt" ]]; then
  say "checking the packages and bringing the build in $build up to date"
else
  say "installing the packages and building zero-opt in $build (several minutes the first time; ninja shows [done/total])"
fi
"$root/scripts/setup.sh" >&2

step="$build/examples/$(basename "${config%.json}").mlir"
mkdir -p "$(dirname "$step")"
say "importing $config into $step"
"$build/bin/zero-import" --hf-config "$config" -o "$step"
say "planning ZeRO stages 0-3 for $world_size devices (zero-opt --zero-report)"
"$build/bin/zero-opt" "$step" \
  --zero-report="world-size=$world_size json=${step%.mlir}.report.json svg=${step%.mlir}.report.svg" \
  -o /dev/null
echo
echo "training step: $step"
echo "JSON: ${step%.mlir}.report.json   chart: ${step%.mlir}.report.svg"
