#!/usr/bin/env bash
# Runs symopt over a directory of model exports (.mlir files written by
# other compilers: JAX, PyTorch/XLA, TensorFlow, torch-mlir/MHLO) and prints
# one markdown table row per model:
#
#   parse    symopt MODEL -o out.mlir against mlir-opt-19 on the generic form
#            of the same module (symopt --mlir-print-op-generic), RUNS
#            alternating runs each, medians of wall time, CPU time
#            (user + system) and peak RSS, and the CPU time ratio; each
#            sample runs the command REPEAT times (default 10) and is divided
#            by REPEAT, since /usr/bin/time counts CPU time in 10 ms steps
#   pipeline the full optimization pipeline (PIPELINE), exit status and time
#   run      symopt-run MODEL --random-inputs 1 --compare-with OPT, OPT being
#            MODEL through the pipeline without fuse (PIPELINE_NOFUSE)
#   llvm/ptx symopt --emit=llvm / --emit=ptx (ptx only when llc-19 exists)
#
# Below the table, the first error line of every failing step.
#
#   scripts/realmodels.sh DIR [RUNS]        (RUNS defaults to 3)
#
# Environment: BIN (directory holding symopt and symopt-run; default: build
# them into a temporary directory), MLIR_OPT (default mlir-opt-19),
# RUN_TIMEOUT (symopt-run --timeout, default 300s), STEP_TIMEOUT (wall limit
# of every other command, default 600 s). MODEL.dims next to a model holds
# its --dims value; MODEL.fn the function to run (default: @main, else the
# first public function).
set -uo pipefail
dir=${1:?usage: realmodels.sh DIR [RUNS]}
runs=${2:-3}
repeat=${REPEAT:-10}
dir=$(cd "$dir" && pwd)
cd "$(dirname "$0")/.."
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
if [ -z "${BIN:-}" ]; then
  BIN=$work/bin
  go build -o "$BIN/" ./tools/symopt ./tools/symopt-run || exit 1
fi
mlir_opt=${MLIR_OPT:-mlir-opt-19}
run_timeout=${RUN_TIMEOUT:-300s}
step_timeout=${STEP_TIMEOUT:-600}
PIPELINE=${PIPELINE:-'builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory,remat,fuse))'}
PIPELINE_NOFUSE=${PIPELINE_NOFUSE:-'builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory,remat))'}
symopt=("$BIN/symopt" --allow-unregistered-dialect)

# timed LOG cmd...: runs cmd under the step limit, appends "rc wall cpu kb"
# to LOG.t and keeps its stderr in LOG.err.
timed() {
  local log=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$log.time" timeout "$step_timeout" "$@" >/dev/null 2>"$log.err"
  local rc=$?
  echo "$rc $(awk 'END {print $1, $2 + $3, $4}' "$log.time")" >>"$log.t"
  return $rc
}
# timedrep LOG cmd...: as timed, the command run REPEAT times in a row, the
# times divided by REPEAT (peak RSS is that of the largest run).
timedrep() {
  local log=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$log.time" timeout "$step_timeout" \
    bash -c 'for _ in $(seq "$0"); do "$@" || exit; done' "$repeat" "$@" >/dev/null 2>"$log.err"
  local rc=$?
  echo "$rc $(awk -v n="$repeat" 'END {printf "%.3f %.3f %s", $1 / n, ($2 + $3) / n, $4}' "$log.time")" >>"$log.t"
  return $rc
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "-"}'; }
col() { awk -v c="$1" '{print $c}' "$2" | median; }
# firsterr LOG: the first line of LOG.err that names an error (else the last line).
firsterr() {
  local line
  # A line ending in a colon introduces a list: keep its first item too.
  line=$(grep -m1 -A1 -iE 'error|unsupported|not supported|panic|mismatch|differ|timeout|timed out|exceeded' "$1.err" |
    awk 'NR == 1 {l = $0; if (!/:$/) {print l; exit}} NR == 2 {sub(/^ +/, ""); print l " " $0; exit} END {if (NR == 1 && l ~ /:$/) print l}')
  [ -n "$line" ] || line=$(tail -n1 "$1.err")
  [ -n "$line" ] || line="(no message, exit $(awk 'END {print $1}' "$1.t"))"
  echo "${line:0:300}"
}
status() { # LOG -> "ok" or "exit N"
  local rc; rc=$(awk 'END {print $1}' "$1.t")
  case $rc in 0) echo ok ;; 124) echo "timeout" ;; *) echo "exit $rc" ;; esac
}
secs() { awk 'END {printf "%.2f s", $2}' "$1.t"; }
mb() { awk '{printf "%.0f MB", $1 / 1024}'; }

echo "| model | size | parse: symopt wall / CPU / RSS | mlir-opt-19 wall / CPU / RSS | CPU ratio | pipeline | run vs optimized | emit llvm | emit ptx |"
echo "|---|---|---|---|---|---|---|---|---|"
notes=$work/notes
: >"$notes"
for model in "$dir"/*.mlir; do
  name=$(basename "$model" .mlir)
  w=$work/$name; mkdir -p "$w"
  size=$(du -kL "$model" | awk '{printf "%d KB", $1}')
  note() { echo "- $name, $1: $(firsterr "$w/$2")" >>"$notes"; }

  # parse + verify + print, alternating with mlir-opt-19 on the generic form.
  if timed "$w/generic" "${symopt[@]}" --mlir-print-op-generic "$model" -o "$w/generic.mlir"; then
    for _ in $(seq "$runs"); do
      timedrep "$w/sym" "${symopt[@]}" "$model" -o "$w/out.mlir"
      timedrep "$w/mlir" "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic "$w/generic.mlir" -o "$w/out2.mlir"
    done
  else
    timed "$w/sym" "${symopt[@]}" "$model" -o "$w/out.mlir"
    timed "$w/mlir" "$mlir_opt" --allow-unregistered-dialect "$model" -o "$w/out2.mlir"
  fi
  if [ "$(status "$w/sym")" = ok ]; then
    sym="$(col 2 "$w/sym.t") s / $(col 3 "$w/sym.t") s / $(col 4 "$w/sym.t" | mb)"
  else
    echo "| $name | $size | $(status "$w/sym") | $(status "$w/mlir") | - | not run | not run | not run | not run |"
    note "parse (symopt; every later step stops here too)" sym
    [ "$(status "$w/mlir")" = ok ] || note "parse (mlir-opt-19, the model as it is)" mlir
    continue
  fi
  if [ "$(status "$w/mlir")" = ok ]; then
    mlir="$(col 2 "$w/mlir.t") s / $(col 3 "$w/mlir.t") s / $(col 4 "$w/mlir.t" | mb)"
    ratio=$(awk -v a="$(col 3 "$w/sym.t")" -v b="$(col 3 "$w/mlir.t")" 'BEGIN {if (b > 0 && a != "-") printf "%.2f", a / b; else print "-"}')
  else
    mlir="$(status "$w/mlir")"; ratio=-; note "mlir-opt-19 on the generic form" mlir
  fi

  # Full pipeline.
  timed "$w/pipe" "${symopt[@]}" --pass-pipeline="$PIPELINE" "$model" -o "$w/pipe.mlir"
  pipe="$(status "$w/pipe"), $(secs "$w/pipe")"
  [ "$(status "$w/pipe")" = ok ] || note pipeline pipe

  # Differential run against the pipeline output without fuse.
  runflags=(--random-inputs 1 --timeout "$run_timeout" -q)
  [ -f "$model.dims" ] || [ -f "$dir/$name.dims" ] && runflags+=(--dims "$(cat "$dir/$name.dims" 2>/dev/null || cat "$model.dims")")
  fn=$(cat "$dir/$name.fn" 2>/dev/null)
  if [ -z "$fn" ] && ! grep -qE '@main\(|sym_name = "main"' "$model"; then
    fn=$(grep -v -m1 -E 'private' <(grep -oE 'func\.func (public )?@[A-Za-z0-9_.$-]+|sym_name = "[A-Za-z0-9_.$-]+"' "$model") | sed -E 's/.*@//; s/.*"(.*)"/\1/')
  fi
  [ -n "$fn" ] && runflags+=(--fn "$fn")
  if timed "$w/opt" "${symopt[@]}" --pass-pipeline="$PIPELINE_NOFUSE" "$model" -o "$w/opt.mlir"; then
    timed "$w/run" "$BIN/symopt-run" "$model" "${runflags[@]}" --compare-with "$w/opt.mlir"
    run="$(status "$w/run"), $(secs "$w/run")"
    [ "$(status "$w/run")" = ok ] || note "run${fn:+ @$fn}" run
  else
    run="not run (pipeline without fuse: $(status "$w/opt"))"; note "pipeline without fuse" opt
  fi

  # Code generation.
  timed "$w/llvm" "${symopt[@]}" --emit=llvm "$model" -o "$w/out.ll"
  llvm="$(status "$w/llvm"), $(secs "$w/llvm")"
  [ "$(status "$w/llvm")" = ok ] || note "emit llvm" llvm
  ptx=-
  if command -v llc-19 >/dev/null; then
    timed "$w/ptx" "${symopt[@]}" --emit=ptx "$model" -o "$w/out.ptx"
    ptx="$(status "$w/ptx"), $(secs "$w/ptx")"
    [ "$(status "$w/ptx")" = ok ] || note "emit ptx" ptx
  fi
  echo "| $name | $size | $sym | $mlir | $ratio | $pipe | $run | $llvm | $ptx |"
done
if [ -s "$notes" ]; then
  echo
  echo "Failures (first error line):"
  echo
  cat "$notes"
fi
