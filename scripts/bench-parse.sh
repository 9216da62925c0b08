#!/usr/bin/env bash
# Times symopt (parse + verify + print) against mlir-opt-19 on the same
# generated generic-form file, alternating runs, and reports medians of wall
# time, CPU time (user + system: steadier on a loaded machine) and peak
# RSS, their ratios, and how symopt's cost grows from a 1/10 size file to
# the full one.
#
#   scripts/bench-parse.sh [FUNCS] [OPS] [RUNS]     (defaults 100 1000 5)
set -euo pipefail
funcs=${1:-100}; ops=${2:-1000}; runs=${3:-5}
cd "$(dirname "$0")/.."
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
go build -o "$work/symopt" ./tools/symopt
go run ./tools/mlirgen -funcs "$funcs" -ops "$ops" -o "$work/big.mlir"
go run ./tools/mlirgen -funcs "$((funcs / 10))" -ops "$ops" -o "$work/small.mlir"
mlir_opt=${MLIR_OPT:-mlir-opt-19}

measure() { # label cmd... -> appends "secs kb" to $work/label
  local label=$1; shift
  /usr/bin/time -f "%e %M %U %S" -o "$work/t" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  awk '{print $1, $2, $3 + $4}' "$work/t" >>"$work/m_$label"
}
for i in $(seq "$runs"); do
  measure symopt "$work/symopt" --allow-unregistered-dialect "$work/big.mlir" -o "$work/out.mlir"
  measure symopt_small "$work/symopt" --allow-unregistered-dialect "$work/small.mlir" -o "$work/out.mlir"
  if command -v "$mlir_opt" >/dev/null; then
    measure mlir "$mlir_opt" --allow-unregistered-dialect "$work/big.mlir" -o "$work/out2.mlir"
  fi
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
col() { awk -v c="$2" '{print $c}' "$work/m_$1" | median; }
size=$(stat -c %s "$work/big.mlir")
printf 'input: %d functions x %d ops, %.1f MB; %d runs each, medians\n' "$funcs" "$ops" "$(echo "$size/1048576" | bc -l)" "$runs"
printf '%-28s %8s %8s %10s\n' tool wall_s cpu_s peak_MB
st=$(col symopt 1); sm=$(col symopt 2); sc=$(col symopt 3)
printf '%-28s %8.2f %8.2f %10.1f\n' "symopt" "$st" "$sc" "$(echo "$sm/1024" | bc -l)"
if [ -f "$work/m_mlir" ]; then
  mt=$(col mlir 1); mm=$(col mlir 2); mc=$(col mlir 3)
  printf '%-28s %8.2f %8.2f %10.1f\n' "$mlir_opt" "$mt" "$mc" "$(echo "$mm/1024" | bc -l)"
  printf 'ratio symopt/mlir-opt: wall %.2f, cpu %.2f, peak RSS %.2f\n' "$(echo "$st/$mt" | bc -l)" "$(echo "$sc/$mc" | bc -l)" "$(echo "$sm/$mm" | bc -l)"
fi
ss=$(col symopt_small 1)
printf 'symopt on a 10x smaller file: %.2f s; growth for 10x input: %.1fx\n' "$ss" "$(echo "$st/$ss" | bc -l)"
