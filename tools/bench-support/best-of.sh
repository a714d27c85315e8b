# shellcheck shell=bash
# tools/bench-support/best-of.sh: sourced by tools/bench and tools/bench-fuzz, so that every figure of the
# benchmark is taken the same way. Other work on the machine only ever slows a run down, so the fastest of N runs
# is the best estimate of what the code costs; memory is the other way round, so the peak is the highest.
#
# best_of RUNS SCRATCH NAME EXPECTED_EXIT CMD...: runs CMD RUNS times under measure.py (EXPECTED_EXIT may be
# `any`). Sets best_wall (seconds), best_cpu (user + sys of that same run), peak_kb (the highest of the runs),
# run_walls (every run's wall time, in order, space-separated) and last_status; the best run's standard output is
# left in SCRATCH/best.out. Returns 3, with the command's last output lines on stderr, when CMD exits otherwise.
# shellcheck disable=SC2034  # the results are globals read by the sourcing script
best_of() {
  local runs="$1" scratch="$2" name="$3" expect="$4"
  shift 4
  best_wall="" best_cpu="" peak_kb=0 run_walls="" last_status=0
  local i wall user sys kb status
  for ((i = 1; i <= runs; i++)); do
    status=0
    python3 "$(dirname "${BASH_SOURCE[0]}")/measure.py" "$scratch/time" "$@" >"$scratch/out" 2>"$scratch/err" || status=$?
    if [[ "$expect" != "any" && "$status" != "$expect" ]]; then
      echo "$name exited $status (expected $expect): $*" >&2
      tail -n 5 "$scratch/out" "$scratch/err" >&2
      return 3
    fi
    read -r wall user sys kb < <(tail -1 "$scratch/time")
    run_walls="$run_walls${run_walls:+ }$wall"
    if [[ -z "$best_wall" ]] || awk -v w="$wall" -v b="$best_wall" 'BEGIN{exit !(w < b)}'; then
      best_wall="$wall"
      best_cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%.2f", u + s}')"
      cp "$scratch/out" "$scratch/best.out"
    fi
    if ((kb > peak_kb)); then peak_kb="$kb"; fi
  done
  last_status="$status"
}
