#!/bin/sh
# Differential check of canonicalize+cse over a corpus of MLIR files: every
# parseable function runs on random inputs before and after the passes and
# the results are compared. Prints how many functions ran and matched.
# Usage: tools/symopt-run/corpus-diff.sh [CORPUS_DIR]   (default /work/shared/corpus)
set -e
dir=${1:-/work/shared/corpus}
if [ ! -d "$dir" ]; then
	echo "corpus-diff: no corpus at $dir; nothing to do"
	exit 0
fi
cd "$(dirname "$0")/../.."
SYMOPT_CORPUS=$dir exec go test ./interp -run TestCorpusDifferential -count=1 -v
