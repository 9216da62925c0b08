"""Times symopt's full pipeline against XLA's compile of the same module,
and checks that the pipeline's StableHLO output computes what the input does.

    .venv/bin/python scripts/xla_compile_time.py --symopt BIN [--time] [--three-way] [--reps N]

--time: for every interop/zoo/testdata module, (a) the wall and CPU time
(children's user + system) of `BIN --pass-pipeline=FULL FILE -o /dev/null`
and (b) the time of XLA's CPU compile (`compile_and_load`) of the module
refined to static shapes at b,s,t = 3,6,4. Refinement happens outside the
timed call; a tiny module is compiled first so that JAX's start-up is
excluded. The two alternate N times (default 5); medians are printed with
the ratio symopt / XLA. symopt compiles once for every shape, XLA once per
shape.

--three-way: XLA(FILE) against XLA(FILE after FULL, `--emit=stablehlo`) on
the same seeded inputs, static exports once and dynamic ones at b,s,t =
1,3,1 and 3,6,4; equal when numpy.allclose(rtol=1e-4, atol=1e-5) holds
for every result (NaN equal to NaN).

Measurement only, not a test.
"""

import argparse
import glob
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "interop"))
sys.path.insert(0, HERE)
import numpy as np  # noqa: E402
import jax.extend  # noqa: E402
import xla_compare  # noqa: E402
import xla_run  # noqa: E402
from jax._src import compiler  # noqa: E402
from jax._src.interpreters import mlir  # noqa: E402
from jax._src.lib import xla_client  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402

ZOO = os.path.join(HERE, "..", "interop", "zoo", "testdata")
FULL = ("builtin.module(inline,symbolic-shapes,shape-simplify,"
        "func.func(canonicalize,cse,schedule-memory,remat,fuse))")
BINDINGS = ({"b": 1, "s": 3, "t": 1}, {"b": 3, "s": 6, "t": 4})
TINY = """func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def zoo_cases():
    """(path, [shapes per binding]) for every zoo module."""
    dims = dict(line.split() for line in open(os.path.join(ZOO, "dims.txt")))
    out = []
    for path in sorted(glob.glob(os.path.join(ZOO, "*.mlir"))):
        name = os.path.basename(path)
        types = xla_compare.arg_types(xla_run.plain(open(path).read()))
        base = [s for s, _ in types]
        if name not in dims:
            out.append((path, types, [base]))
            continue
        shapes = []
        for bind in BINDINGS:
            s = list(base)
            for spec in dims[name].split(","):
                arg, shape = spec.split("=")
                s[int(arg[3:])] = [int(bind.get(x, x)) for x in shape.split("x")]
            shapes.append(s)
        out.append((path, types, shapes))
    return out


def refined(text, inputs):
    """text specialized and refined to static shapes for inputs (asm)."""
    with mlir.make_ir_context(), ir.Location.unknown():
        m = xla_run.specialize(ir.Module.parse(text), "main", inputs)
        m.operation.verify()
        return m.operation.get_asm(enable_debug_info=False)


def xla_compile(asm):
    backend = jax.extend.backend.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.local_devices()[:1]))
    options = compiler.get_compile_options(num_replicas=1, num_partitions=1)
    t0 = time.perf_counter()
    backend.compile_and_load(asm, devices, options)
    return time.perf_counter() - t0


def symopt_time(binary, path):
    """(wall, cpu) seconds of the full pipeline on path."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([binary, "--pass-pipeline=" + FULL, path, "-o", os.devnull], check=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def timing(binary, reps):
    xla_compile(refined(TINY, [np.zeros(4, np.float32)]))
    print("| module | symopt wall | symopt CPU | XLA compile | symopt / XLA (wall) |")
    print("|---|---|---|---|---|")
    for path, types, shapes in zoo_cases():
        inputs = xla_compare.random_inputs(types, shapes[-1], 1)
        asm = refined(xla_run.plain(open(path).read()), inputs)
        walls, cpus, xs = [], [], []
        for _ in range(reps):
            w, c = symopt_time(binary, path)
            walls.append(w)
            cpus.append(c)
            xs.append(xla_compile(asm))
        w, c, x = (statistics.median(v) for v in (walls, cpus, xs))
        print(f"| {os.path.basename(path)} | {w * 1e3:.0f} ms | {c * 1e3:.0f} ms | {x * 1e3:.0f} ms | {w / x:.2f} |",
              flush=True)


def same(a, b):
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if np.issubdtype(a.dtype, np.floating):
        return bool(np.allclose(a, b, rtol=1e-4, atol=1e-5, equal_nan=True))
    return bool(np.array_equal(a, b))


def three_way(binary):
    equal = total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path, types, shapes in zoo_cases():
            out = os.path.join(tmp, os.path.basename(path))
            subprocess.run([binary, "--pass-pipeline=" + FULL, "--emit=stablehlo", path, "-o", out], check=True)
            orig = xla_run.plain(open(path).read())
            opt = xla_run.plain(open(out).read())
            for s in shapes:
                inputs = xla_compare.random_inputs(types, s, 1)
                total += 1
                try:
                    want = xla_run.run(orig, "main", inputs)
                    got = xla_run.run(opt, "main", inputs)
                except Exception as e:  # noqa: BLE001
                    print(f"{os.path.basename(path)} {[x.shape for x in inputs if x.ndim]}: error: "
                          f"{type(e).__name__}: {e}".splitlines()[0])
                    continue
                bad = [i for i, (g, w) in enumerate(zip(got, want)) if not same(g, w)]
                if len(got) != len(want):
                    bad.append(f"{len(got)} results, want {len(want)}")
                ok = not bad
                equal += ok
                diff = ""
                if bad:
                    i = bad[0]
                    if isinstance(i, int) and got[i].shape == want[i].shape:
                        diff = f" max abs diff {np.nanmax(np.abs(got[i].astype(np.float64) - want[i])):.3g}"
                print(f"{os.path.basename(path)} {[x.shape for x in inputs if x.ndim]}: "
                      f"{'equal' if ok else 'DIFFER results ' + str(bad) + diff}", flush=True)
    print(f"equal {equal} / {total}")
    return equal == total


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--symopt", required=True, help="a built symopt binary")
    p.add_argument("--time", action="store_true")
    p.add_argument("--three-way", action="store_true")
    p.add_argument("--reps", type=int, default=5)
    a = p.parse_args(argv)
    ok = True
    if a.three_way:
        ok = three_way(a.symopt)
    if a.time:
        timing(a.symopt, a.reps)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
