#!/usr/bin/env bash
# Times this repository's lit against LLVM's lit on the same generated
# suite and prints the median wall time of each and their ratio.
#
# Usage: lit/bench/run.sh [-n TESTS] [-r RUNS] [-j WORKERS] [-c 'RUN COMMAND']
#   -n  number of generated tests (default 500)
#   -r  runs of each runner; the median is reported (default 3)
#   -j  workers for both runners (default: number of CPUs)
#   -c  the RUN line of every test (default 'symopt %s | filecheck %s',
#       or 'cat %s | filecheck %s' when tools/symopt does not build)
#   -x  run our lit with --no-in-process (FileCheck-19 as a process too),
#       to time the runner alone
# Environment: LIT_BIN=path uses that lit binary instead of building tools/lit.
#
# Our lit runs filecheck (and symopt) in-process when tools/lit
# registers them; LLVM's lit runs FileCheck-19 under the name filecheck
# (and a symopt binary built from tools/symopt when the command uses it).
set -euo pipefail

tests=500 runs=3 workers=$(nproc) cmd= ours_flags=()
while getopts "n:r:j:c:x" opt; do
  case $opt in
    n) tests=$OPTARG ;;
    r) runs=$OPTARG ;;
    j) workers=$OPTARG ;;
    c) cmd=$OPTARG ;;
    x) ours_flags=(--no-in-process) ;;
    *) sed -n '2,19p' "$0"; exit 2 ;;
  esac
done

cd "$(dirname "$0")/../.."
python=/usr/bin/python3
llvm_lit=/usr/lib/llvm-19/build/utils/lit/lit.py
filecheck=$(command -v FileCheck-19) || { echo "FileCheck-19 not found" >&2; exit 2; }
[ -x "$python" ] && [ -f "$llvm_lit" ] || { echo "LLVM lit not found at $llvm_lit" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${LIT_BIN:-}" ]; then
  cp "$LIT_BIN" "$work/lit"   # a prebuilt lit, e.g. from another checkout
else
  go build -o "$work/lit" ./tools/lit
fi
mkdir -p "$work/bin"
ln -s "$filecheck" "$work/bin/filecheck"
if [ -z "$cmd" ]; then
  if go build -o "$work/bin/symopt" ./tools/symopt 2> "$work/log"; then
    cmd='symopt %s | filecheck %s'
  else
    echo "tools/symopt does not build; timing 'cat %s | filecheck %s'" >&2
    cmd='cat %s | filecheck %s'
  fi
elif [[ $cmd == *symopt* ]]; then
  go build -o "$work/bin/symopt" ./tools/symopt
fi

suite=$work/suite
mkdir -p "$suite"
for ((i = 0; i < tests; i++)); do
  cat > "$suite/t$i.mlir" <<TEST
// RUN: $cmd
func.func @f$i(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<?x4xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
// CHECK-LABEL: func.func @f$i
// CHECK:         %[[ABS:.*]] = stablehlo.abs %arg0
// CHECK-NEXT:    %[[SUM:.*]] = stablehlo.add %[[ABS]], %arg0
// CHECK-NEXT:    return %[[SUM]]
TEST
done
cat > "$suite/lit.cfg" <<CFG
name = bench
suffixes = .mlir
tool_paths = $work/bin
CFG
cat > "$suite/lit.cfg.py" <<CFG
import os
import lit.formats
config.name = "bench"
config.suffixes = [".mlir"]
config.test_format = lit.formats.ShTest()
config.environment["PATH"] = "$work/bin" + os.pathsep + os.environ["PATH"]
CFG

# time_one prints the wall time in seconds of a command that must pass.
time_one() {
  local start end
  find "$suite" -name Output -prune -exec rm -rf {} +
  start=$(date +%s.%N)
  if ! "$@" > "$work/log" 2>&1; then
    echo "benchmark run failed: $*" >&2
    tail -n 30 "$work/log" >&2
    exit 1
  fi
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

ours=() theirs=()
for ((r = 0; r < runs; r++)); do
  ours+=("$(time_one "$work/lit" "${ours_flags[@]}" -q -j "$workers" "$suite")")
  theirs+=("$(time_one "$python" "$llvm_lit" -q -j "$workers" "$suite")")
done
m_ours=$(printf '%s\n' "${ours[@]}" | median)
m_theirs=$(printf '%s\n' "${theirs[@]}" | median)
printf 'tests: %d  workers: %d  command: %s  our flags: %s\n' "$tests" "$workers" "$cmd" "${ours_flags[*]:-}"
printf 'ours (tools/lit):   %s s  (runs: %s)\n' "$(printf '%.3f' "$m_ours")" "${ours[*]}"
printf 'LLVM lit 19:        %s s  (runs: %s)\n' "$(printf '%.3f' "$m_theirs")" "${theirs[*]}"
printf 'ratio ours/LLVM:    %.3f\n' "$(echo "$m_ours / $m_theirs" | bc -l)"
