#!/usr/bin/env python3
"""Writes the hostile inputs of docs/measurements.md into a directory.

usage: scripts/hostile_inputs.py DIR

NAME.mlir is symopt's input; NAME-g.mlir, where present, is the same
program with the StableHLO op in generic form, for mlir-opt-19
--allow-unregistered-dialect.
"""
import os
import random
import sys


def flt(x):
    s = '%.6g' % x
    if 'e' in s and '.' not in s:
        s = s.replace('e', '.0e')
    elif '.' not in s and 'e' not in s:
        s += '.0'
    return s


def constant(name, ty, lit):
    pretty = f'%0 = stablehlo.constant dense<{lit}> : {ty}'
    generic = f'%0 = "stablehlo.constant"() {{value = dense<{lit}> : {ty}}} : () -> {ty}'
    for suffix, op in (('', pretty), ('-g', generic)):
        with open(f'{name}{suffix}.mlir', 'w') as f:
            f.write(f'func.func @main() -> {ty} {{\n  {op}\n  return %0 : {ty}\n}}\n')


def main():
    os.makedirs(sys.argv[1], exist_ok=True)
    os.chdir(sys.argv[1])
    rng = random.Random(1)
    f1m = '[' + ', '.join(flt(rng.uniform(-1e3, 1e3)) for _ in range(10**6)) + ']'
    constant('f1m', 'tensor<1000000xf32>', f1m)
    ty = 'tensor<1000000xf32>'
    with open('f1m-add.mlir', 'w') as f:
        f.write(f'func.func @main(%a: {ty}) -> {ty} {{\n  %0 = stablehlo.constant dense<{f1m}> : {ty}\n'
                f'  %1 = stablehlo.add %a, %0 : {ty}\n  return %1 : {ty}\n}}\n')
    constant('i3m', 'tensor<3000000xi32>',
             '[' + ', '.join(str(rng.randint(-999, 999)) for _ in range(3 * 10**6)) + ']')
    rows = ('[' + ', '.join(flt(rng.uniform(-1, 1)) for _ in range(1000)) + ']' for _ in range(3000))
    constant('f2d', 'tensor<3000x1000xf32>', '[' + ', '.join(rows) + ']')
    for n, name in ((8000, 'deep8k'), (32000, 'deep32k')):
        ty = 'tuple<' * n + 'i32' + '>' * n
        with open(name + '.mlir', 'w') as f:
            f.write(f'func.func @main(%arg0: {ty}) {{\n  return\n}}\n')
    for n, name in ((10000, 'split10k'), (20000, 'split20k')):
        with open(name + '.mlir', 'w') as f:
            f.write('\n// -----\n'.join(
                f'func.func @f{i}(%a: i32) -> i32 {{\n  return %a : i32\n}}\n' for i in range(n)))
    for n in (4096, 16384):
        with open(f'iota{n}.mlir', 'w') as f:
            ty = f'tensor<{n}x{n}xf32>'
            f.write(f'func.func @main() -> {ty} {{\n  %0 = stablehlo.iota dim = 1 : {ty}\n  return %0 : {ty}\n}}\n')


if __name__ == '__main__':
    main()
