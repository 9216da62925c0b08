#!/usr/bin/env bash
# Times filecheck against FileCheck-19 on a generated ~50 MB input checked by
# 10,000 directives (literal CHECK, CHECK-NEXT, regex captures and uses,
# numeric expressions, CHECK-NOT, CHECK-DAG, CHECK-LABEL), and prints the
# median of 3 runs of each and their ratio.
#
# Usage: lit/filecheck/bench/run.sh [size_mb] [checks]
set -euo pipefail
size_mb=${1:-50}
checks=${2:-10000}
ref=${FILECHECK_REF:-FileCheck-19}
root=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

go build -o "$work/filecheck" "$root/tools/filecheck"

# Each input line is about 64 bytes.
lines=$(( size_mb * 1024 * 1024 / 64 ))
# Blocks of 8 related lines, each checked by 10 directives, are spread evenly
# through filler lines.
awk -v lines="$lines" -v checks="$checks" -v inp="$work/input.mlir" -v chk="$work/check.txt" '
BEGIN {
  blocks = int(checks / 10)
  step = int(lines / blocks)
  i = 0
  for (b = 0; b < blocks; b++) {
    for (f = 0; f < step - 8; f++) {
      i++
      printf "  %%t%d = stablehlo.tanh %%t%d : tensor<16x?x128xf32> // filler\n", i, i - 1 > inp
    }
    printf "func.func @f%d(%%arg0: tensor<?x4xf32>) {\n", b > inp
    printf "  %%v%d = stablehlo.add %%arg0, %%arg0 : tensor<?x4xf32> // id %d\n", b, b > inp
    printf "  %%w%d = stablehlo.multiply %%v%d, %%v%d : tensor<?x4xf32>\n", b, b, b > inp
    printf "  %%c%d = arith.constant %d : index\n", b, b * 7 > inp
    printf "  %%e%d = stablehlo.exponential %%w%d : tensor<?x4xf32> // numeric %d\n", b, b, b * 7 + 1 > inp
    printf "  %%d%d = stablehlo.dot %%e%d, %%w%d : tensor<?x?xf32> // dag %d\n", b, b, b, b > inp
    printf "  %%s%d = stablehlo.sine %%d%d : tensor<?x?xf32>\n", b, b > inp
    printf "  return %%s%d : tensor<?x?xf32>\n", b > inp
    i += 8
    print "CHECK-LABEL: func.func @f" b "(" > chk
    print "CHECK: [[V:%v[0-9]+]] = stablehlo.add" > chk
    print "CHECK-NEXT: stablehlo.multiply [[V]], [[V]]" > chk
    print "CHECK: arith.constant [[#C:]] : index" > chk
    print "CHECK: numeric [[#C+1]]" > chk
    print "CHECK-NOT: stablehlo.abort" > chk
    print "CHECK-DAG: stablehlo.sine %d" b > chk
    print "CHECK-DAG: stablehlo.dot {{%e[0-9]+}}, %w" b > chk
    print "CHECK-NOT: stablehlo.abort" > chk
    print "CHECK: return {{%s[0-9]+}} : tensor<?x?xf32>" > chk
  }
}'
ls -l "$work/input.mlir" "$work/check.txt" | awk '{print $5, $9}'
grep -c . "$work/check.txt" | sed 's/^/check lines: /'

median() { sort -n | sed -n 2p; }
# time_one BIN prints "wall cpu" seconds of one run; runs alternate between
# the two tools so that both see the same machine load.
time_one() {
  local bin=$1
  if ! /usr/bin/time -f "%e %U %S" -o "$work/time" "$bin" --input-file "$work/input.mlir" "$work/check.txt" >/dev/null 2>"$work/err"; then
    echo "$bin failed:" >&2; head -20 "$work/err" >&2; exit 1
  fi
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time"
}
: >"$work/ours"; : >"$work/theirs"
for i in 1 2 3; do
  time_one "$work/filecheck" >>"$work/ours"
  time_one "$(command -v "$ref")" >>"$work/theirs"
done
ow=$(cut -d' ' -f1 "$work/ours" | median); oc=$(cut -d' ' -f2 "$work/ours" | median)
tw=$(cut -d' ' -f1 "$work/theirs" | median); tc=$(cut -d' ' -f2 "$work/theirs" | median)
echo "filecheck median: wall ${ow}s cpu ${oc}s"
echo "$ref median: wall ${tw}s cpu ${tc}s"
echo "ratio filecheck/$ref: wall $(echo "scale=3; $ow / $tw" | bc) cpu $(echo "scale=3; $oc / $tc" | bc)"
