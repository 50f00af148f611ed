#!/usr/bin/env bash
# The main job on a real model: set up and build (setup.sh), import Llama 3 70B
# from its Hugging Face config.json, and print the ZeRO memory/traffic report
# of every stage for 64 data-parallel devices.
#
#   scripts/run-example.sh [CONFIG.json] [WORLD_SIZE]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ZERO_BUILD_DIR:-$root/build}"
config="${1:-$root/examples/configs/llama3-70b.json}"
world_size="${2:-64}"

"$root/scripts/setup.sh" >/dev/null

step="$build/examples/$(basename "${config%.json}").mlir"
mkdir -p "$(dirname "$step")"
"$build/bin/zero-import" --hf-config "$config" -o "$step"
"$build/bin/zero-opt" "$step" \
  --zero-report="world-size=$world_size json=${step%.mlir}.report.json svg=${step%.mlir}.report.svg" \
  -o /dev/null
echo
echo "training step: $step"
echo "JSON: ${step%.mlir}.report.json   chart: ${step%.mlir}.report.svg"
