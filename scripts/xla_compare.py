"""Measures symopt-run (the interpreter) against XLA's CPU backend.

    .venv/bin/python scripts/xla_compare.py --symopt-run BIN [--zoo] [--examples]
        [--interpret DIR] [--corpus DIR]

--zoo: every interop/zoo/testdata model, static exports once and dynamic
ones at two bindings of every dim (b, s, t), on seeded random inputs.
--examples: examples/*.mlir, every `?` bound to 2 and then to 4.
--interpret DIR: StableHLO interpreter tests (`// -----` pieces of
functions without arguments). XLA cannot run their check.* ops, so each
piece is rewritten: the check ops go and the values they checked become
the function's results; both executors run the rewritten piece.
--corpus DIR: the `// -----` pieces of DIR/*.mlir (real test files) that
have no expected-error lines and one public function: its arguments get
seeded random data, every `?` dim 3; pieces XLA or symopt-run cannot
take count as failed, with the first line of the reason.

Prints one line per case and a table of the largest float error per
family (model, example or op file): absolute, and relative to
max(|XLA|, 1e-6); a case matches when every float is within
1e-5 + 1e-4 |XLA| and integers are equal. Measurement only, not a test.
"""

import argparse
import concurrent.futures
import glob
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "interop"))
import numpy as np
import xla_run  # noqa: E402
from jax._src.interpreters import mlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
NP = {"f64": np.float64, "f32": np.float32, "f16": np.float16, "i64": np.int64, "i32": np.int32,
      "i8": np.int8, "ui8": np.uint8, "ui32": np.uint32, "i1": np.bool_}


def xla_call(text, fn, inputs):
    """xla_run.run, its errors made plain (MLIR's do not pickle)."""
    try:
        return xla_run.run(text, fn, inputs)
    except Exception as e:  # noqa: BLE001
        raise RuntimeError(f"XLA: {type(e).__name__}: {e}") from None


class XLA:
    """xla_run.run in a worker process: XLA aborts the process on some
    inputs (a failed CHECK), which then fails that case alone."""

    def __init__(self):
        self.pool = None

    def run(self, text, fn, inputs):
        if self.pool is None:
            self.pool = concurrent.futures.ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        try:
            return self.pool.submit(xla_call, text, fn, inputs).result()
        except concurrent.futures.process.BrokenProcessPool:
            self.pool = None
            raise RuntimeError("XLA aborted the process")


XLA_WORKER = XLA()


def arg_types(text, fn="main"):
    """(shape with -1 for ?, element type name) of @fn's arguments."""
    with mlir.make_ir_context():
        m = ir.Module.parse(text)
        f = xla_run.find_func(m, fn)
        out = []
        for t in ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value).inputs:
            rt = ir.RankedTensorType(t)
            shape = [-1 if rt.is_dynamic_dim(i) else rt.get_dim_size(i) for i in range(rt.rank)]
            out.append((shape, str(rt.element_type)))
        return out


def random_inputs(types, shapes, seed):
    rng = np.random.default_rng(seed)
    xs = []
    for (_, et), shape in zip(types, shapes):
        dt = NP[et]
        if np.issubdtype(dt, np.floating):
            xs.append(rng.standard_normal(shape).astype(dt))
        elif dt == np.bool_:
            xs.append(rng.integers(0, 2, shape).astype(dt))
        else:
            xs.append(rng.integers(0, 4, shape).astype(dt))
    return xs


def interpret(binary, path, inputs, tmp, fn="main"):
    """symopt-run's results of @fn on inputs."""
    args = [binary, path, "-q", "--fn", fn, "--out", os.path.join(tmp, "interp")]
    for i, x in enumerate(inputs):
        p = os.path.join(tmp, f"in{i}.npy")
        np.save(p, x)
        args += ["--input", f"{i}={p}"]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("symopt-run: " + r.stderr.strip().splitlines()[-1] if r.stderr.strip() else f"exit {r.returncode}")
    n = len(glob.glob(os.path.join(tmp, "interp", "result*.npy")))
    return [np.load(os.path.join(tmp, "interp", f"result{i}.npy")) for i in range(n)]


def errors(got, want):
    """(max absolute error, max relative error, elements outside
    |d| <= 1e-5 + 1e-4 |XLA|, mismatching integers) over the results;
    NaN against NaN is no error."""
    abs_e = rel_e = 0.0
    bad_float = bad_int = 0
    for g, w in zip(got, want):
        g, w = np.asarray(g), np.asarray(w)
        if g.shape != w.shape:
            raise RuntimeError(f"shape {g.shape} vs XLA {w.shape}")
        if g.dtype.kind == "V" and g.dtype.itemsize == w.dtype.itemsize:
            g = g.view(w.dtype)
        if w.dtype.kind in "fc" or w.dtype.name.startswith(("bfloat", "float")):  # ml_dtypes' are kind "V"
            cplx = w.dtype.kind == "c"
            g64 = g.astype(np.complex128) if cplx else g.astype(np.float64)
            w64 = w.astype(np.complex128) if cplx else w.astype(np.float64)
            same = (g64 == w64) | (np.isnan(g64) & np.isnan(w64))
            with np.errstate(invalid="ignore"):
                d = np.where(same, 0.0, np.abs(g64 - w64))
            d = np.where(np.isnan(d), np.inf, d)
            if d.size:
                aw = np.where(np.isnan(np.abs(w64)), 0.0, np.abs(w64))
                abs_e = max(abs_e, float(d.max()))
                rel_e = max(rel_e, float((d / np.fmax(aw, 1e-6)).max()))
                bad_float += int(np.sum(d > 1e-5 + 1e-4 * aw))
        else:
            bad_int += int(np.sum(g != w))
    return abs_e, rel_e, bad_float, bad_int


class Report:
    def __init__(self):
        self.fam = {}
        self.counts = {"match": 0, "differ": 0, "failed": 0}

    def case(self, family, label, run):
        try:
            got, want = run()
            if len(got) != len(want):
                raise RuntimeError(f"{len(got)} results vs XLA's {len(want)}")
            a, r, bf, bi = errors(got, want)
        except Exception as e:  # noqa: BLE001 (report every failure and go on)
            self.counts["failed"] += 1
            print(f"FAIL   {label}: {' '.join(str(e).split())[:400] or type(e).__name__}")
            return
        ok = bi == 0 and bf == 0
        self.counts["match" if ok else "differ"] += 1
        f = self.fam.setdefault(family, [0.0, 0.0, 0, 0])
        f[0], f[1], f[2], f[3] = max(f[0], a), max(f[1], r), f[2] + bi, f[3] + 1
        print(f"{'ok    ' if ok else 'DIFFER'} {label}: max abs {a:.3g} rel {r:.3g} float mismatches {bf} int mismatches {bi}")

    def table(self):
        print(f"\ncases: {self.counts}")
        print("| family | cases | max abs error | max rel error | integer mismatches |")
        print("|---|---|---|---|---|")
        for k in sorted(self.fam):
            a, r, bi, n = self.fam[k]
            print(f"| {k} | {n} | {a:.3g} | {r:.3g} | {bi} |")


def run_file(binary, path, shapes, seed, text=None, fn="main"):
    text = text if text is not None else open(path).read()
    types = arg_types(text, fn)
    inputs = random_inputs(types, shapes, seed)
    with tempfile.TemporaryDirectory() as tmp:
        got = interpret(binary, path, inputs, tmp, fn)
    return got, XLA_WORKER.run(text, fn, inputs)


def zoo(rep, binary):
    d = os.path.join(ROOT, "interop", "zoo", "testdata")
    dims = dict(line.split() for line in open(os.path.join(d, "dims.txt")))
    for path in sorted(glob.glob(os.path.join(d, "*.mlir"))):
        name = os.path.basename(path)
        types = arg_types(open(path).read())
        fam = name.replace("_static", "").replace(".mlir", "")
        if name not in dims:
            rep.case(fam, name, lambda: run_file(binary, path, [s for s, _ in types], 1))
            continue
        for bind in ({"b": 1, "s": 3, "t": 1}, {"b": 3, "s": 6, "t": 4}):
            shapes = [s for s, _ in types]
            for spec in dims[name].split(","):
                arg, shape = spec.split("=")
                shapes[int(arg[3:])] = [int(bind.get(x, x)) for x in shape.split("x")]
            rep.case(fam, f"{name} {bind}", lambda: run_file(binary, path, shapes, 1))


def examples(rep, binary):
    for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir"))):
        name = os.path.basename(path)
        for n in (2, 4):
            def go(n=n, path=path):
                text = xla_run.plain(open(path).read())
                fn = re.search(r"func\.func public @(\w+)", text).group(1)
                types = arg_types(text, fn)
                return run_file(binary, path, [[n if d < 0 else d for d in s] for s, _ in types], 1, text, fn)
            rep.case("examples/" + name, f"{name} ?={n}", go)


CHECK = re.compile(r"^\s*check\.(expect_\w+)\s+(%[\w.#]+)(?:\s*,\s*(%[\w.]+|dense<.*>|\[.*\]))?.*?:\s*(.+?)\s*$")


def rewrite(piece):
    """The piece with its check ops taken out and their values returned, or None."""
    funcs = re.findall(r"func\.func @\w+\(\)\s*\{", piece)
    if len(funcs) != 1 or "func.return" not in piece:
        return None
    vals, types, lines = [], [], []
    for line in piece.splitlines():
        m = CHECK.match(line)
        if m:
            t = m.group(4)
            if m.group(1) in ("expect_eq", "expect_almost_eq", "expect_close") and "->" not in t:
                t = t.split(",")[0].strip()
            if "(" in t or "tuple" in t or "token" in t or "complex" in t:
                return None
            vals.append(m.group(2))
            types.append(t)
            continue
        if line.strip().startswith("check."):
            return None
        lines.append(line)
    if not vals:
        return None
    out = "\n".join(lines)
    out = re.sub(r"(func\.func @\w+\(\))\s*\{", lambda m: f"{m.group(1)} -> ({', '.join(types)}) {{", out, count=1)
    out = out.replace("func.return\n", f"func.return {', '.join(vals)} : {', '.join(types)}\n", 1)
    return out


def interpret_suite(rep, binary, d):
    skipped = 0
    for path in sorted(glob.glob(os.path.join(d, "*.mlir"))):
        op = os.path.basename(path)[:-5]
        for i, piece in enumerate(open(path).read().split("\n// -----\n")):
            text = rewrite(piece + "\n")
            if text is None:
                skipped += 1
                continue
            fn = re.search(r"func\.func @(\w+)\(\)", text).group(1)

            def go(text=text, fn=fn):
                with tempfile.TemporaryDirectory() as tmp:
                    p = os.path.join(tmp, "piece.mlir")
                    open(p, "w").write(text)
                    got = interpret(binary, p, [], tmp, fn)
                return got, XLA_WORKER.run(text, fn, [])
            rep.case(op, f"{op}.mlir piece {i}", go)
    print(f"interpreter suite pieces without a checked value, with several functions or tuple/token/complex checks: {skipped} (not run)")


def corpus(rep, binary, d):
    """Every piece of DIR/*.mlir without expected errors, run on @fn (the
    one public function) with random inputs, `?` dims at 3."""
    skipped = 0
    for path in sorted(glob.glob(os.path.join(d, "*.mlir"))):
        name = os.path.basename(path)
        for i, piece in enumerate(open(path).read().split("\n// -----\n")):
            fns = re.findall(r"func\.func (?:public )?@(\w+)\(", piece)
            private = re.findall(r"func\.func private @(\w+)\(", piece)
            public = [f for f in fns if f not in private]
            if "expected-error" in piece or len(public) != 1:
                skipped += 1
                continue
            fn = public[0]

            def go(piece=piece, fn=fn):
                types = arg_types(piece, fn)
                shapes = [[3 if x < 0 else x for x in s] for s, _ in types]
                with tempfile.TemporaryDirectory() as tmp:
                    p = os.path.join(tmp, "piece.mlir")
                    open(p, "w").write(piece)
                    inputs = random_inputs(types, shapes, 1)
                    got = interpret(binary, p, inputs, tmp, fn)
                return got, XLA_WORKER.run(xla_run.plain(piece), fn, inputs)
            rep.case("corpus/" + name, f"{name} piece {i} @{fn}", go)
    print(f"corpus pieces with expected errors or not exactly one public function: {skipped} (not run)")


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--symopt-run", required=True)
    p.add_argument("--zoo", action="store_true")
    p.add_argument("--examples", action="store_true")
    p.add_argument("--interpret", metavar="DIR")
    p.add_argument("--corpus", metavar="DIR")
    a = p.parse_args(argv)
    rep = Report()
    if a.zoo:
        zoo(rep, a.symopt_run)
    if a.examples:
        examples(rep, a.symopt_run)
    if a.interpret:
        interpret_suite(rep, a.symopt_run, a.interpret)
    if a.corpus:
        corpus(rep, a.symopt_run, a.corpus)
    rep.table()
    if XLA_WORKER.pool is not None:
        XLA_WORKER.pool.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
