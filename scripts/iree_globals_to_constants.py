#!/usr/bin/env python3
"""Rewrites IREE test models that keep their weights in util.global into
plain StableHLO/MHLO modules, so that tools without IREE's util dialect
(mlir-opt, symopt) can read them:

    util.global private @w {noinline} = dense<...> : T      (dropped)
    %p = util.global.address @w : !util.ptr<T>               (dropped)
    %x = util.global.load.indirect %p : !util.ptr<T> -> T    -> %x = stablehlo.constant dense<...> : T
    %x = util.unfoldable_constant dense<...> : T             -> %x = stablehlo.constant dense<...> : T

Only the custom forms above are handled (the ones of tests/e2e/models in
IREE); any other util op is an error.

    scripts/iree_globals_to_constants.py IN.mlir OUT.mlir
"""
import re
import sys

GLOBAL = re.compile(r'^\s*util\.global\s+(?:private\s+)?(@"[^"]*"|@[\w.$-]+)\s*(?:\{[^}]*\})?\s*=\s*(.*?)\s*:\s*(tensor<[^>]*>)\s*$')
ADDRESS = re.compile(r'^\s*(%[\w.$-]+)\s*=\s*util\.global\.address\s+(@"[^"]*"|@[\w.$-]+)\s*:')
LOAD = re.compile(r'^(\s*)(%[\w.$-]+)\s*=\s*util\.global\.load\.indirect\s+(%[\w.$-]+)\s*:.*->\s*(tensor<[^>]*>)\s*$')
UNFOLDABLE = re.compile(r'^(\s*%[\w.$-]+\s*=\s*)util\.unfoldable_constant\b')


def main(src, dst):
    values = {}    # global name -> attribute text
    pointers = {}  # SSA pointer -> global name
    out = []
    with open(src) as f:
        lines = f.read().split('\n')
    for n, line in enumerate(lines, 1):
        if m := GLOBAL.match(line):
            values[m.group(1)] = m.group(2)
            continue
        if m := ADDRESS.match(line):
            if m.group(2) not in values:
                sys.exit(f'{src}:{n}: util.global.address of unknown global {m.group(2)}')
            pointers[m.group(1)] = m.group(2)
            continue
        if m := LOAD.match(line):
            if m.group(3) not in pointers:
                sys.exit(f'{src}:{n}: util.global.load.indirect of unknown pointer {m.group(3)}')
            out.append(f'{m.group(1)}{m.group(2)} = stablehlo.constant {values[pointers[m.group(3)]]} : {m.group(4)}')
            continue
        line = UNFOLDABLE.sub(r'\1stablehlo.constant', line)
        if re.search(r'\butil\.', line):
            sys.exit(f'{src}:{n}: util op this script does not rewrite: {line.strip()[:120]}')
        out.append(line)
    with open(dst, 'w') as f:
        f.write('\n'.join(out))


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
