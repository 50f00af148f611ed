#!/usr/bin/env bash
# Installs what zero-opt needs on Debian 12 and builds it into build/.
#
# Idempotent: when every package is already there it skips apt entirely, and
# the build is incremental, so a second run takes seconds.
#
#   scripts/setup.sh            # packages + configure + build
#   ZERO_SKIP_BUILD=1 scripts/setup.sh   # packages only
#   scripts/setup.sh --with-torch        # also PyTorch, torch-mlir and
#                                        # transformers for zero-torch, in a
#                                        # virtual environment (.venv-torch,
#                                        # or $ZERO_TORCH_VENV): about 6 GB
#                                        # and 5 minutes (PyPI's torch wheel
#                                        # brings its CUDA libraries)
set -euo pipefail

with_torch=0
for arg in "$@"; do
  case "$arg" in
    --with-torch) with_torch=1 ;;
    *) echo "setup: unknown option '$arg' (use --with-torch or nothing)" >&2; exit 2 ;;
  esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ZERO_BUILD_DIR:-$root/build}"

# LLVM/MLIR 22 (libMLIR.so, mlir-tblgen, lit, FileCheck), OpenMPI, oneDNN
# (the runtime's matrix products), and the build tools. lld and ccache are optional speed-ups the build picks up.
packages=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libopenmpi-dev openmpi-bin libgtest-dev libdnnl-dev
  cmake ninja-build g++ lld ccache python3
)
if ((with_torch)); then
  packages+=(python3-venv)
fi

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 1; }
    sudo_cmd=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: all Debian packages present"
fi

if [[ "${ZERO_SKIP_BUILD:-0}" == 1 ]]; then
  exit 0
fi

if [[ ! -f "$build/build.ninja" ]]; then
  echo "setup: configuring the build in $build"
  cmake -S "$root" -B "$build" -G Ninja >/dev/null
fi
echo "setup: building in $build (ninja prints [done/total] as it goes)"
cmake --build "$build"
echo "setup: build up to date"

# zero-torch's Python side, pinned to versions checked together: torch-mlir
# is built against one torch (test/Torch/live-export.test runs with them).
if ((with_torch)); then
  venv="${ZERO_TORCH_VENV:-$root/.venv-torch}"
  if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
  fi
  if ! "$venv/bin/python" -c "import torch, torch_mlir, transformers" 2>/dev/null; then
    echo "setup: installing torch, torch-mlir and transformers into $venv"
    "$venv/bin/pip" install -q torch==2.15.0 torch-mlir==20261001 transformers==5.24.0
  fi
  echo "setup: zero-torch runs with $venv/bin/python"
fi
