#!/usr/bin/env bash
# Installs what symopt's tests compare against, when missing:
#   - LLVM 19's tools from Debian (FileCheck-19, mlir-opt-19, llc-19, lli-19)
#     and LLVM 14's llc (the sm_80 cross-check),
#   - the Python virtual environment .venv from interop/requirements.txt
#     (jax, jaxlib, numpy, ptxas), rebuilt when the requirements change.
# Then prints the environment lines test.sh exports. Safe to run again.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

need_llvm=0
for tool in FileCheck-19 mlir-opt-19 llc-19 lli-19 llc-14; do
  command -v "$tool" >/dev/null || need_llvm=1
done
if [ "$need_llvm" = 1 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "setup: LLVM 19 tools are missing; as root run: apt-get install llvm-19 llvm-19-tools mlir-19-tools llvm-14" >&2
    exit 1
  fi
  echo "setup: installing LLVM 19 tools from Debian" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends llvm-19 llvm-19-tools mlir-19-tools llvm-14 >&2
fi

python="${PYTHON:-python3}"
venv="$root/.venv"
stamp="$venv/.requirements.sha256"
want="$(sha256sum interop/requirements.txt | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "setup: creating $venv from interop/requirements.txt" >&2
  rm -rf "$venv"
  "$python" -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check -r interop/requirements.txt >&2
  echo "$want" > "$stamp"
fi
