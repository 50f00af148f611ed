# Shared by bench/gpu-check.sh and bench/gpu-calibrate.sh (sourced, not run):
# the time budget a lent GPU machine allows and the one-line verdict each
# script ends with. The caller sets `script` (the name its verdict starts
# with), `budget` (seconds), `fake` (1 when running on the fake CUDA
# libraries) and `fake_note` (what the verdict says then), and `start`
# (`$SECONDS` when it began).

# Seconds left of the budget, never below 10 (a step still gets a chance to
# report its own failure).
remaining() {
  local left=$((budget - (SECONDS - start)))
  ((left < 10)) && left=10
  echo "$left"
}

# Prints "SCRIPT: STATUS DETAILS; N s" and exits 0 on PASS, 1 otherwise.
finish() { # STATUS DETAILS
  local label="$1"
  [[ "$fake" == 1 ]] && label="$label ($fake_note)"
  echo "$script: $label: $2; $((SECONDS - start)) s"
  [[ "$1" == PASS ]]
  exit $?
}
