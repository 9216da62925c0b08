#!/usr/bin/env bash
# The test command: installs what the tests need when it is missing
# (interop/setup.sh: LLVM 19 tools, the Python environment with jax, jaxlib
# and ptxas), then runs every test with nothing skipped: go mod tidy -diff,
# gofmt, go vet, staticcheck (pinned) and all Go tests, which include the
# lit suite under test/. Extra arguments go to
# `go test` (e.g. ./test.sh -run Lit ./test/).
set -euo pipefail
root="$(cd "$(dirname "$0")" && pwd)"
cd "$root"
export PATH="/usr/local/go/bin:$PATH"
interop/setup.sh
export PATH="$root/.venv/bin:$PATH"
export SYMOPT_PYTHON="$root/.venv/bin/python"
export PTXAS="${PTXAS:-$(ls "$root"/.venv/lib/python3*/site-packages/nvidia/cu13/bin/ptxas 2>/dev/null | head -1)}"
# Tests whose tools are missing fail instead of skipping.
export SYMOPT_REQUIRE_TOOLS=1
go mod tidy -diff
test -z "$(gofmt -l .)" || { echo "gofmt: these files need formatting:"; gofmt -l .; exit 1; }
go vet ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
if [ $# -gt 0 ]; then
  go test "$@"
else
  go test ./...
fi
