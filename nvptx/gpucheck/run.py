#!/usr/bin/env python3
"""Run a gpucheck bundle on an NVIDIA GPU.

For every kernel in manifest.json: assemble its PTX with ptxas (when on
PATH; else the driver JIT-compiles it), launch it at the checked size and
compare every output element with the kernel IR interpreter's result, then
launch it at the timed size (inputs repeat the checked inputs, so outputs
repeat the checked outputs; a sample of elements is compared, all of them
when numpy is installed) and report the achieved bandwidth against a
device-to-device copy measured in the same run.

Needs only Python 3 and the CUDA driver (libcuda, through ctypes).

    python3 run.py BUNDLE_DIR [--iters N] [--json PATH] [--dry-run]

Exit status: 0 when every check passes, 1 otherwise, 2 on usage errors.
"""
import argparse
import array
import ctypes as C
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

TYPECODES = {"f32": "f", "f64": "d", "i32": "i", "i64": "q", "i8": "b", "i1": "B"}
ELEM_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i1": 1, "i8": 1, "i32": 4, "i64": 8}


def load_raw(path, dtype):
    if dtype not in TYPECODES:
        raise ValueError("%s: dtype %s is not supported by this script" % (path, dtype))
    a = array.array(TYPECODES[dtype])
    with open(path, "rb") as f:
        a.frombytes(f.read())
    if sys.byteorder != "little":
        a.byteswap()
    return a


def close(g, w, tol):
    if math.isnan(w):
        return math.isnan(g)
    return abs(g - w) <= tol * max(1.0, abs(w))


def compare(got, want, tol, indices=None):
    """Compare got[i] with want[i % len(want)]; return (bad count, max error, first bad)."""
    n = len(want)
    bad, worst, first = 0, 0.0, None
    try:
        import numpy as np  # optional: full comparison at any size
    except ImportError:
        np = None
    if np is not None and indices is None and isinstance(got, array.array):
        g = np.frombuffer(got, dtype=got.typecode)
        w = np.frombuffer(want, dtype=want.typecode).astype(np.float64)
        w = np.resize(w, len(g))
        err = np.abs(g.astype(np.float64) - w)
        ok = (err <= tol * np.maximum(1.0, np.abs(w))) | (np.isnan(w) & np.isnan(g))
        nbad = int((~ok).sum())
        worst = float(np.nanmax(np.where(np.isnan(w), 0, err))) if len(g) else 0.0
        first_i = int(np.argmin(ok)) if nbad else None
        first = None if first_i is None else (first_i, float(g[first_i]), float(w[first_i]))
        return nbad, worst, first
    it = range(len(got)) if indices is None else indices
    for i in it:
        g, w = got[i], want[i % n]
        if not math.isnan(w):
            worst = max(worst, abs(g - w))
        if not close(g, w, tol):
            bad += 1
            if first is None:
                first = (i, g, w)
    return bad, worst, first


def sample_indices(total, period, count=200000, head=None, seed=1):
    """The first head elements (default: two periods), the last 4096 and a random sample."""
    rnd = random.Random(seed)
    idx = set(range(min(total, 2 * period if head is None else head)))
    idx.update(range(max(0, total - 4096), total))
    idx.update(rnd.randrange(total) for _ in range(min(count, total)))
    return sorted(idx)


class CUDA:
    """The few CUDA driver calls this script needs, through ctypes."""

    def __init__(self):
        self.lib = None
        for name in ("libcuda.so.1", "libcuda.so", "nvcuda.dll"):
            try:
                self.lib = C.CDLL(name)
                break
            except OSError:
                pass
        if self.lib is None:
            raise RuntimeError("libcuda not found: this script needs an NVIDIA GPU and its driver")
        L = self.lib
        P = C.POINTER
        sig = {
            "cuInit": [C.c_uint],
            "cuDeviceGet": [P(C.c_int), C.c_int],
            "cuDeviceGetName": [C.c_char_p, C.c_int, C.c_int],
            "cuDeviceGetAttribute": [P(C.c_int), C.c_int, C.c_int],
            "cuDevicePrimaryCtxRetain": [P(C.c_void_p), C.c_int],
            "cuCtxSetCurrent": [C.c_void_p],
            "cuCtxSynchronize": [],
            "cuModuleLoadData": [P(C.c_void_p), C.c_void_p],
            "cuModuleGetFunction": [P(C.c_void_p), C.c_void_p, C.c_char_p],
            "cuMemAlloc_v2": [P(C.c_uint64), C.c_size_t],
            "cuMemFree_v2": [C.c_uint64],
            "cuMemcpyHtoD_v2": [C.c_uint64, C.c_void_p, C.c_size_t],
            "cuMemcpyDtoH_v2": [C.c_void_p, C.c_uint64, C.c_size_t],
            "cuMemcpyDtoD_v2": [C.c_uint64, C.c_uint64, C.c_size_t],
            "cuMemsetD8_v2": [C.c_uint64, C.c_ubyte, C.c_size_t],
            "cuLaunchKernel": [C.c_void_p, C.c_uint, C.c_uint, C.c_uint, C.c_uint, C.c_uint, C.c_uint,
                               C.c_uint, C.c_void_p, P(C.c_void_p), P(C.c_void_p)],
            "cuEventCreate": [P(C.c_void_p), C.c_uint],
            "cuEventRecord": [C.c_void_p, C.c_void_p],
            "cuEventSynchronize": [C.c_void_p],
            "cuEventElapsedTime": [P(C.c_float), C.c_void_p, C.c_void_p],
            "cuGetErrorString": [C.c_int, P(C.c_char_p)],
        }
        for name, args in sig.items():
            fn = getattr(L, name)
            fn.argtypes = args
            fn.restype = C.c_int
        self.ok(L.cuInit(0), "cuInit")
        self.dev = C.c_int()
        self.ok(L.cuDeviceGet(C.byref(self.dev), 0), "cuDeviceGet")
        self.ctx = C.c_void_p()
        self.ok(L.cuDevicePrimaryCtxRetain(C.byref(self.ctx), self.dev), "cuDevicePrimaryCtxRetain")
        self.ok(L.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")
        name = C.create_string_buffer(256)
        self.ok(L.cuDeviceGetName(name, 256, self.dev), "cuDeviceGetName")
        self.name = name.value.decode()
        major, minor = C.c_int(), C.c_int()
        self.ok(L.cuDeviceGetAttribute(C.byref(major), 75, self.dev), "cuDeviceGetAttribute")
        self.ok(L.cuDeviceGetAttribute(C.byref(minor), 76, self.dev), "cuDeviceGetAttribute")
        self.arch = "sm_%d%d" % (major.value, minor.value)
        self.start, self.stop = C.c_void_p(), C.c_void_p()
        self.ok(L.cuEventCreate(C.byref(self.start), 0), "cuEventCreate")
        self.ok(L.cuEventCreate(C.byref(self.stop), 0), "cuEventCreate")

    def ok(self, res, what):
        if res != 0:
            s = C.c_char_p()
            self.lib.cuGetErrorString(res, C.byref(s))
            raise RuntimeError("%s failed: CUDA error %d (%s)" % (what, res, (s.value or b"?").decode()))

    def load(self, image, entry):
        mod, fn = C.c_void_p(), C.c_void_p()
        buf = C.create_string_buffer(image)
        self.ok(self.lib.cuModuleLoadData(C.byref(mod), buf), "cuModuleLoadData")
        self.ok(self.lib.cuModuleGetFunction(C.byref(fn), mod, entry.encode()), "cuModuleGetFunction " + entry)
        return fn

    def alloc(self, nbytes):
        p = C.c_uint64()
        self.ok(self.lib.cuMemAlloc_v2(C.byref(p), max(1, nbytes)), "cuMemAlloc(%d)" % nbytes)
        return p.value

    def free(self, p):
        self.lib.cuMemFree_v2(p)

    def upload(self, dst, data):
        buf = (C.c_char * len(data)).from_buffer_copy(data)
        self.ok(self.lib.cuMemcpyHtoD_v2(dst, buf, len(data)), "cuMemcpyHtoD")

    def download(self, src, nbytes):
        buf = C.create_string_buffer(nbytes)
        self.ok(self.lib.cuMemcpyDtoH_v2(buf, src, nbytes), "cuMemcpyDtoH")
        return buf.raw

    def fill_repeat(self, dst, total, pattern):
        """dst[0:total] = pattern repeated (by doubling device copies)."""
        first = min(total, len(pattern))
        self.upload(dst, pattern[:first])
        filled = first
        while filled < total:
            n = min(filled, total - filled)
            self.ok(self.lib.cuMemcpyDtoD_v2(dst + filled, dst, n), "cuMemcpyDtoD")
            filled += n

    def zero(self, dst, nbytes):
        self.ok(self.lib.cuMemsetD8_v2(dst, 0, nbytes), "cuMemsetD8")

    def poison(self, dst, nbytes):
        self.ok(self.lib.cuMemsetD8_v2(dst, 0xFF, nbytes), "cuMemsetD8")  # f32 NaN

    def launch(self, fn, grid, block, args):
        keep = [C.c_uint64(a) if kind == "buffer" else C.c_int64(a) for kind, a in args]
        params = (C.c_void_p * len(keep))(*[C.cast(C.byref(k), C.c_void_p) for k in keep])
        self.ok(self.lib.cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, None, params, None), "cuLaunchKernel")

    def sync(self):
        self.ok(self.lib.cuCtxSynchronize(), "cuCtxSynchronize")

    def time_ms(self, run, iters):
        """Average milliseconds of run() over iters calls, timed with events."""
        self.ok(self.lib.cuEventRecord(self.start, None), "cuEventRecord")
        for _ in range(iters):
            run()
        self.ok(self.lib.cuEventRecord(self.stop, None), "cuEventRecord")
        self.ok(self.lib.cuEventSynchronize(self.stop), "cuEventSynchronize")
        ms = C.c_float()
        self.ok(self.lib.cuEventElapsedTime(C.byref(ms), self.start, self.stop), "cuEventElapsedTime")
        return ms.value / iters


def find_ptxas():
    p = shutil.which("ptxas")
    if p:
        return p
    for d in ("/usr/local/cuda/bin", "/opt/cuda/bin"):
        if os.path.exists(os.path.join(d, "ptxas")):
            return os.path.join(d, "ptxas")
    return None


def assemble(ptxas, ptx_path, arch, tmp):
    """cubin bytes from ptxas, or the PTX text for the driver's JIT when ptxas is missing."""
    with open(ptx_path, "rb") as f:
        ptx = f.read()
    if ptxas is None:
        return ptx, "driver JIT (no ptxas)"
    out = os.path.join(tmp, os.path.basename(ptx_path) + ".cubin")
    r = subprocess.run([ptxas, "-arch=" + arch, ptx_path, "-o", out], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("ptxas -arch=%s %s failed:\n%s" % (arch, ptx_path, r.stderr))
    with open(out, "rb") as f:
        return f.read(), "ptxas -arch=" + arch


def launch_args(k, size, ptrs):
    return [("buffer", ptrs[p["name"]]) if p["kind"] == "buffer" else ("dim", size["dims"][p["name"]])
            for p in k["params"]]


def check_kernel(cu, k, fn, bundle):
    """Launch at the checked size; compare with the interpreter's outputs."""
    size = k["check"]
    ptrs, expected = {}, {}
    for p in k["params"]:
        if p["kind"] != "buffer":
            continue
        nbytes = size["sizes"][p["name"]] * ELEM_BYTES[p["dtype"]]
        ptrs[p["name"]] = cu.alloc(nbytes)
        if p["role"] == "scratch":
            cu.zero(ptrs[p["name"]], nbytes)
            continue
        path = os.path.join(bundle, size["files"][p["name"]])
        if p["role"] == "in":
            with open(path, "rb") as f:
                cu.upload(ptrs[p["name"]], f.read())
        else:
            cu.poison(ptrs[p["name"]], nbytes)
            expected[p["name"]] = (load_raw(path, p["dtype"]), nbytes, p["dtype"])
    cu.launch(fn, size["grid"], k["block"], launch_args(k, size, ptrs))
    cu.sync()
    report = []
    for name, (want, nbytes, dtype) in expected.items():
        got = array.array(TYPECODES[dtype], cu.download(ptrs[name], nbytes))
        bad, worst, first = compare(got, want, k["tol"])
        report.append((name, bad, worst, first))
    for p in ptrs.values():
        cu.free(p)
    return report


def bench_kernel(cu, k, fn, bundle, iters):
    """Launch at the timed size with repeated inputs; check a sample; time it."""
    size, check = k["bench"], k["check"]
    ptrs, outs = {}, {}
    try:
        for p in k["params"]:
            if p["kind"] != "buffer":
                continue
            n = size["sizes"][p["name"]]
            nbytes = n * ELEM_BYTES[p["dtype"]]
            ptrs[p["name"]] = cu.alloc(nbytes)
            if p["role"] == "scratch":
                cu.zero(ptrs[p["name"]], nbytes)
                continue
            with open(os.path.join(bundle, check["files"][p["name"]]), "rb") as f:
                data = f.read()
            if p["role"] == "in":
                cu.fill_repeat(ptrs[p["name"]], nbytes, data)
            else:
                cu.poison(ptrs[p["name"]], nbytes)
                outs[p["name"]] = (n, nbytes, load_raw(os.path.join(bundle, check["files"][p["name"]]), p["dtype"]), p["dtype"])
        args = launch_args(k, size, ptrs)
        cu.launch(fn, size["grid"], k["block"], args)
        cu.sync()
        report = []
        for name, (n, nbytes, want, dtype) in outs.items():
            got = array.array(TYPECODES[dtype], cu.download(ptrs[name], nbytes))
            try:
                import numpy  # noqa: F401
                idx = None
            except ImportError:
                idx = sample_indices(n, len(want))
            bad, worst, first = compare(got, want, k["bench_tol"], idx)
            report.append((name, bad, worst, first))
        one = cu.time_ms(lambda: cu.launch(fn, size["grid"], k["block"], args), 1)
        n_iter = iters or max(3, min(200, int(300 / max(one, 1e-3))))
        ms = cu.time_ms(lambda: cu.launch(fn, size["grid"], k["block"], args), n_iter)
        return report, ms, n_iter
    finally:
        for p in ptrs.values():
            cu.free(p)


def copy_bandwidth(cu, nbytes, iters=20):
    a, b = cu.alloc(nbytes), cu.alloc(nbytes)
    try:
        cu.ok(cu.lib.cuMemcpyDtoD_v2(b, a, nbytes), "cuMemcpyDtoD")
        cu.sync()
        ms = cu.time_ms(lambda: cu.ok(cu.lib.cuMemcpyDtoD_v2(b, a, nbytes), "cuMemcpyDtoD"), iters)
        return 2 * nbytes / (ms * 1e-3) / 1e9, ms
    finally:
        cu.free(a)
        cu.free(b)


class Tiled:
    """data repeated to n elements, as a timed output should read."""

    def __init__(self, data, n):
        self.data, self.n = data, n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return self.data[i % len(self.data)]


def dry_run(man, bundle):
    """Check the bundle's files and print the launch plan, without a GPU."""
    problems = 0
    for k in man["kernels"]:
        if not os.path.exists(os.path.join(bundle, k["ptx"])):
            print("%s: missing %s" % (k["name"], k["ptx"]))
            problems += 1
        with open(os.path.join(bundle, k["ptx"])) as f:
            if ".entry %s(" % k["name"] not in f.read():
                print("%s: no .entry %s in %s" % (k["name"], k["name"], k["ptx"]))
                problems += 1
        for p in k["params"]:
            if p["kind"] != "buffer" or p["role"] == "scratch":
                continue
            data = load_raw(os.path.join(bundle, k["check"]["files"][p["name"]]), p["dtype"])
            if len(data) != k["check"]["sizes"][p["name"]]:
                print("%s: %s holds %d elements, want %d" % (k["name"], p["name"], len(data), k["check"]["sizes"][p["name"]]))
                problems += 1
            if p["role"] == "out":
                n = k["bench"]["sizes"][p["name"]]
                bad, _, first = compare(Tiled(data, n), data, k["tol"], sample_indices(n, len(data), 1000, head=1000))
                if bad:
                    print("%s: self-comparison failed at %s" % (k["name"], first))
                    problems += 1
        print("%-14s grid %-8d block %-4d check %-28s bench %-28s %.1f MB" % (
            k["name"], k["bench"]["grid"], k["block"], json.dumps(k["check"]["dims"]),
            json.dumps(k["bench"]["dims"]), k["bench"]["bytes"] / 1e6))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("bundle", nargs="?", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--iters", type=int, default=0, help="timed launches per kernel (default: about 0.3 s worth)")
    ap.add_argument("--json", default=None, help="write results here (default: $OUT/gpucheck.json or BUNDLE/results.json)")
    ap.add_argument("--dry-run", action="store_true", help="check the bundle without a GPU")
    args = ap.parse_args()
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        man = json.load(f)
    if args.dry_run:
        return 1 if dry_run(man, args.bundle) else 0
    t0 = time.time()
    try:
        cu = CUDA()
    except (RuntimeError, AttributeError) as e:
        print("gpucheck:", e, file=sys.stderr)
        return 1
    ptxas = find_ptxas()
    copy_bytes = max(k["bench"]["sizes"][p["name"]] * ELEM_BYTES[p["dtype"]]
                     for k in man["kernels"] for p in k["params"] if p["kind"] == "buffer")
    copy_gbs, copy_ms = copy_bandwidth(cu, copy_bytes)
    print("device %s (%s); PTX from %s" % (cu.name, cu.arch, man.get("llc", "?")))
    print("device-to-device copy of %.0f MB: %.3f ms, %.1f GB/s (read + write)" % (copy_bytes / 1e6, copy_ms, copy_gbs))
    print("%-14s %-6s %-10s %-30s %10s %9s %7s" % ("kernel", "check", "max err", "timed dims", "time us", "GB/s", "/copy"))
    results, failed = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in man["kernels"]:
            r = {"name": k["name"]}
            try:
                image, how = assemble(ptxas, os.path.join(args.bundle, k["ptx"]), cu.arch, tmp)
                r["assembled_with"] = how
                fn = cu.load(image, k["name"])
                checks = check_kernel(cu, k, fn, args.bundle)
                benchchecks, ms, n_iter = bench_kernel(cu, k, fn, args.bundle, args.iters)
                gbs = k["bench"]["bytes"] / (ms * 1e-3) / 1e9
                bad = sum(c[1] for c in checks) + sum(c[1] for c in benchchecks)
                worst = max([c[2] for c in checks + benchchecks] or [0.0])
                r.update(ok=bad == 0, max_err=worst, time_us=ms * 1e3, iters=n_iter, gb_s=gbs,
                         ratio_to_copy=gbs / copy_gbs, bench_dims=k["bench"]["dims"],
                         mismatches=[{"buffer": c[0], "count": c[1], "first": c[3]} for c in checks + benchchecks if c[1]])
                print("%-14s %-6s %-10.2e %-30s %10.1f %9.1f %7.2f" % (
                    k["name"], "ok" if bad == 0 else "FAIL", worst, json.dumps(k["bench"]["dims"]), ms * 1e3, gbs, gbs / copy_gbs))
                for c in checks + benchchecks:
                    if c[1]:
                        print("    %s: %d mismatches, first (index, got, want) = %s" % (c[0], c[1], c[3]))
                failed += bad != 0
            except Exception as e:  # report and go on with the next kernel
                r.update(ok=False, error=str(e))
                print("%-14s ERROR %s" % (k["name"], e))
                failed += 1
            results.append(r)
    out = args.json or (os.path.join(os.environ["OUT"], "gpucheck.json") if os.environ.get("OUT")
                        else os.path.join(args.bundle, "results.json"))
    with open(out, "w") as f:
        json.dump({"device": cu.name, "arch": cu.arch, "copy_gb_s": copy_gbs, "kernels": results,
                   "seconds": time.time() - t0}, f, indent=2)
    print("%d of %d kernels failed; %.1f s; results in %s" % (failed, len(results), time.time() - t0, out))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
