#!/usr/bin/env bash
# Runs StableHLO's interpreter test suite (a directory of upstream
# stablehlo/tests/interpret files, e.g. ../shared/interpret) with LLVM's
# own lit, each RUN line as upstream wrote it, with symopt standing in for
# the upstream tools:
#   stablehlo-translate --interpret ARGS  ->  symopt-run --results=values ARGS
#   stablehlo-opt PASSES ARGS             ->  symopt ARGS (CHLO and composite
#                                             ops run as they are, so the
#                                             legalization passes are not needed)
#   FileCheck                             ->  FileCheck-19
# and prints lit's verdict per file and in total.
#
#   scripts/interpret-suite.sh [DIR]        (default ../shared/interpret)
set -euo pipefail
cd "$(dirname "$0")/.."
suite=$(cd "${1:-../shared/interpret}" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
go build -o "$work/bin/" ./tools/symopt ./tools/symopt-run
cat >"$work/bin/stablehlo-translate" <<'SH'
#!/usr/bin/env bash
# stablehlo-translate --interpret prints results as values.
args=(--results=values)
for a in "$@"; do [ "$a" = --interpret ] || args+=("$a"); done
exec "$(dirname "$0")/symopt-run" "${args[@]}"
SH
cat >"$work/bin/stablehlo-opt" <<'SH'
#!/usr/bin/env bash
args=()
for a in "$@"; do
  case "$a" in
    --chlo-legalize-to-stablehlo|--stablehlo-legalize-composite-to-call) ;;
    *) args+=("$a") ;;
  esac
done
exec "$(dirname "$0")/symopt" "${args[@]}"
SH
ln -s "$(command -v FileCheck-19)" "$work/bin/FileCheck"
chmod +x "$work/bin/"*
mkdir "$work/suite"
cp "$suite"/*.mlir "$work/suite/"
cat >"$work/suite/lit.cfg.py" <<'PY'
import lit.formats
config.name = "stablehlo-interpret"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".mlir"]
PY
lit=${LIT:-/usr/lib/llvm-19/build/utils/lit/lit.py}
PATH="$work/bin:$PATH:/usr/lib/llvm-19/bin" python3 "$lit" -sv "$work/suite" | sed "s|$work/suite/||g"
