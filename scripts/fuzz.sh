#!/usr/bin/env bash
# Fuzzes every parser of user input for longer than the suite does
# (test/Fuzz/fuzz-short.test runs 300 mutants per target): SECONDS per
# target (default 60), mutations drawn from SEED (default 1;
# docs/fuzzing.md). Failing inputs are saved in fuzz-crashes/ of the
# build directory with the command that replays them; the exit status is
# non-zero if any target failed.
#
#   scripts/fuzz.sh [SECONDS] [SEED]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ZERO_BUILD_DIR:-$root/build}"
seconds="${1:-60}"
seed="${2:-1}"
if ! [[ "$seconds" =~ ^[0-9]+$ && "$seed" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/fuzz.sh [SECONDS per target, default 60] [SEED, default 1]" >&2
  exit 2
fi

echo "fuzz.sh: building zero-fuzz in $build"
cmake --build "$build" --target zero-fuzz
crashes="$build/fuzz-crashes"
mkdir -p "$crashes"

status=0
for target in $("$build/bin/zero-fuzz" all --list | sed -n 's/^\([a-z]*\): .*/\1/p'); do
  "$build/bin/zero-fuzz" "$target" --corpus "$root/test/Fuzz/corpus" \
    --runs 0 --seconds "$seconds" --seed "$seed" --crash-dir "$crashes" ||
    status=1
done
if (( status )); then
  echo "fuzz.sh: a target failed; its input is in $crashes" >&2
fi
exit $status
