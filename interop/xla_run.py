"""Runs a StableHLO text module with XLA's CPU backend, without JAX tracing.

    python interop/xla_run.py MODULE.mlir --fn main --out DIR [IN0.npy ...]

Reads the module (symopt's dim annotations taken out), makes @FN its entry point, and when its arguments have
dynamic (`?`) dims, wraps it in a @main whose argument types are the
inputs' static shapes (converted back to the dynamic types with
stablehlo.convert, as jax.export's Exported.call does) and runs StableHLO
shape refinement (jaxlib's refine_polymorphic_shapes) so that every shape
is static. XLA then compiles the module for the CPU and runs it on the
inputs; result i is written to DIR/result{i}.npy.

Exit status: 0 success; 1 XLA failed to compile or run; 2 bad usage or a
module that cannot be refined to static shapes.
"""

import argparse
import os
import re
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np
import jax.extend
from jax._src import compiler
from jax._src.interpreters import mlir
from jax._src.lib import xla_client
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import func as func_dialect
from jax._src.lib.mlir.dialects import hlo

import ml_dtypes  # noqa: F401  (registers bfloat16 and the f8 types with numpy)

# 64-bit inputs go to XLA as they are (without this jax.device_put would
# narrow i64/f64 arrays to 32 bits, and a module taking tensor<...xi64>
# would refuse them).
jax.config.update("jax_enable_x64", True)

ENTRY = "main"
RENAMED = "_xla_run_entry"


def plain(text):
    """text without symopt's dim declarations (`symopt.dim @B`) and tensor
    dim encodings (`tensor<?x16xf32, [@B, 16]>`), which XLA's parser does
    not know; the dims stay dynamic and are refined from the inputs."""
    text = re.sub(r"^\s*symopt\.dim @\w+.*\n", "", text, flags=re.M)
    return re.sub(r", \[[@\w, ]*\]>", ">", text)


def find_func(module, name):
    for op in module.body.operations:
        if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == name:
            return op
    return None


def is_static(t):
    try:
        return ir.RankedTensorType(t).has_static_shape
    except ValueError:  # not a ranked tensor: a token, a tuple
        return True


def static_type(t, x):
    """The static tensor type of t with x's shape."""
    rt = ir.RankedTensorType(t)
    if rt.rank != x.ndim:
        raise ValueError(f"input of rank {x.ndim} for an argument of type {t}")
    return ir.RankedTensorType.get(list(x.shape), rt.element_type, rt.encoding)


def specialize(module, fn, inputs):
    """Makes @fn the static-shaped @main of module; returns the new module."""
    f = find_func(module, fn)
    if f is None:
        raise ValueError(f"no function @{fn}")
    ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
    if len(ftype.inputs) != len(inputs):
        raise ValueError(f"@{fn} takes {len(ftype.inputs)} arguments, got {len(inputs)} inputs")
    if all(is_static(t) for t in list(ftype.inputs) + list(ftype.results)):
        if fn != ENTRY:
            old = find_func(module, ENTRY)
            if old is not None:
                old.attributes["sym_name"] = ir.StringAttr.get(RENAMED + "_old")
            f.attributes["sym_name"] = ir.StringAttr.get(ENTRY)
        f.attributes["sym_visibility"] = ir.StringAttr.get("public")
        return module
    old = find_func(module, ENTRY)
    if old is not None and old is not f:
        old.attributes["sym_name"] = ir.StringAttr.get(RENAMED + "_old")
    f.attributes["sym_name"] = ir.StringAttr.get(RENAMED)
    f.attributes["sym_visibility"] = ir.StringAttr.get("private")
    in_types = [static_type(t, x) if not is_static(t) else t for t, x in zip(ftype.inputs, inputs)]
    with ir.InsertionPoint(module.body):
        wrapper = func_dialect.FuncOp(ENTRY, (in_types, list(ftype.results)))
        wrapper.attributes["sym_visibility"] = ir.StringAttr.get("public")
        block = wrapper.add_entry_block()
        with ir.InsertionPoint(block):
            args = [hlo.convert(t, a) if a.type != t else a for a, t in zip(block.arguments, ftype.inputs)]
            call = func_dialect.CallOp(list(ftype.results), ir.FlatSymbolRefAttr.get(RENAMED), args)
            func_dialect.ReturnOp(call.results)
    return mlir.refine_polymorphic_shapes(module)


def run(text, fn, inputs):
    """Compiles text's @fn for XLA's CPU backend and runs it on inputs."""
    with mlir.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        module = specialize(module, fn, inputs)
        module.operation.verify()
        refined = module.operation.get_asm(enable_debug_info=False)
    backend = jax.extend.backend.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.local_devices()[:1]))
    options = compiler.get_compile_options(num_replicas=1, num_partitions=1)
    exe = backend.compile_and_load(refined, devices, options)
    dev = devices[0]
    bufs = [jax.device_put(np.asarray(x), dev) for x in inputs]
    outs = exe.execute(bufs)
    return [np.asarray(o) for o in outs]


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("module")
    p.add_argument("inputs", nargs="*", help="argument i from a .npy file, in order")
    p.add_argument("--fn", default=ENTRY)
    p.add_argument("--out", required=True)
    a = p.parse_intermixed_args(argv)
    with open(a.module) as f:
        text = plain(f.read())
    inputs = [np.load(path) for path in a.inputs]
    try:
        with mlir.make_ir_context():
            ir.Module.parse(text)
    except Exception as e:  # noqa: BLE001 (the parser raises several kinds)
        print(f"xla_run: {a.module}: {e}", file=sys.stderr)
        return 2
    try:
        outs = run(text, a.fn, inputs)
    except ValueError as e:
        print(f"xla_run: {a.module}: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 (XLA raises XlaRuntimeError and others)
        print(f"xla_run: {a.module}: XLA: {e}", file=sys.stderr)
        return 1
    os.makedirs(a.out, exist_ok=True)
    for i, o in enumerate(outs):
        np.save(os.path.join(a.out, f"result{i}.npy"), o)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
