"""Exports a small model zoo, written in plain JAX, as StableHLO text.

    python interop/zoo/export.py [--out DIR] [--check]

Each model is exported twice with jax.export: with symbolic dims
(jax.export.symbolic_shape, file NAME.mlir) and with static shapes
(NAME_static.mlir). Parameters are function arguments; their shapes come
from a deterministic init with a fixed PRNG key, and sizes are tiny so the
files stay a few KB. Integer inputs (labels, tokens) are taken modulo
their range, so any random integers make a meaningful batch. Locations are dropped so the text does not depend on
where the script lives. --check regenerates into a temporary directory and
exits 1 when any file differs from the committed interop/zoo/testdata.
"""

import argparse
import difflib
import os
import sys
import tempfile

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax
import jax.numpy as jnp
from jax import export, lax
from jax._src.interpreters import mlir
from jax._src.lib.mlir import ir

KEY = jax.random.key(0)
HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.join(HERE, "testdata")
F32, I32 = jnp.float32, jnp.int32


def init(shapes):
    """Small random parameters for a dict of shapes, from the fixed KEY."""
    keys = jax.random.split(KEY, len(shapes))
    return {k: 0.1 * jax.random.normal(kk, s, F32) for kk, (k, s) in zip(keys, sorted(shapes.items()))}


def sgd(loss):
    """A train step: loss, and params moved against the gradient."""
    def step(params, *batch):
        l, g = jax.value_and_grad(loss)(params, *batch)
        return l, jax.tree.map(lambda p, d: p - 0.01 * d, params, g)
    return step


# --- MLP -----------------------------------------------------------------
MLP = {"w1": (8, 16), "b1": (16,), "w2": (16, 4), "b2": (4,)}


def mlp_loss(p, x, y):
    h = jax.nn.relu(x @ p["w1"] + p["b1"])
    return jnp.mean((h @ p["w2"] + p["b2"] - y) ** 2)


# --- CNN: convolution, batch norm, pooling ---------------------------------
CNN = {"k": (3, 3, 2, 4), "gamma": (4,), "beta": (4,), "w": (4, 3)}


def cnn_loss(p, x, y):
    h = lax.conv_general_dilated(x, p["k"], (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    mean = h.mean(axis=(0, 1, 2))
    var = h.var(axis=(0, 1, 2))
    h = (h - mean) / jnp.sqrt(var + 1e-5) * p["gamma"] + p["beta"]
    h = jax.nn.relu(h)
    h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    logits = h.mean(axis=(1, 2)) @ p["w"]
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y % 3, 3), axis=-1))


# --- transformer encoder and LLaMA-style decoder ---------------------------
D, H, FF, V = 8, 2, 16, 11
ENC = {"wq": (D, D), "wk": (D, D), "wv": (D, D), "wo": (D, D), "ln1": (D,), "ln2": (D,), "f1": (D, FF), "f2": (FF, D)}
LLAMA = {"emb": (V, D), "wq": (D, D), "wk": (D, D), "wv": (D, D), "wo": (D, D), "n1": (D,), "n2": (D,), "nf": (D,),
         "gate": (D, FF), "up": (D, FF), "down": (FF, D), "out": (D, V)}


def layer_norm(x, g):
    m = x.mean(-1, keepdims=True)
    return (x - m) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5) * g


def rms_norm(x, g):
    return x * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * g


def heads(x):  # [b, s, D] -> [b, s, H, D/H]
    return x.reshape(x.shape[0], x.shape[1], H, D // H)


def rotary(x, pos):  # x [b, s, H, d], pos [s]
    half = x.shape[-1] // 2
    freq = 1.0 / (10000.0 ** (jnp.arange(half, dtype=F32) / half))
    ang = pos[:, None].astype(F32) * freq
    cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
    a, b = x[..., :half], x[..., half:]
    return jnp.concatenate([a * cos - b * sin, a * sin + b * cos], -1)


def attention(q, k, v, mask):
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(F32(q.shape[-1]))
    if mask is not None:
        s = jnp.where(mask, s, -1e9)
    return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, -1), v)


def encoder(p, x):
    h = layer_norm(x, p["ln1"])
    a = attention(heads(h @ p["wq"]), heads(h @ p["wk"]), heads(h @ p["wv"]), None)
    x = x + a.reshape(x.shape) @ p["wo"]
    return x + jax.nn.gelu(layer_norm(x, p["ln2"]) @ p["f1"]) @ p["f2"]


def llama_block(p, x, pos, mask, cache=None):
    h = rms_norm(x, p["n1"])
    q, k, v = (heads(h @ p[w]) for w in ("wq", "wk", "wv"))
    q, k = rotary(q, pos), rotary(k, pos)
    if cache is not None:
        k, v = jnp.concatenate([cache[0], k], 1), jnp.concatenate([cache[1], v], 1)
    x = x + attention(q, k, v, mask).reshape(x.shape) @ p["wo"]
    h = rms_norm(x, p["n2"])
    return x + (jax.nn.silu(h @ p["gate"]) * (h @ p["up"])) @ p["down"], (k, v)


def llama_loss(p, tokens, targets):
    x = jnp.take(p["emb"], tokens % V, axis=0)
    s = tokens.shape[1]
    pos = jnp.arange(s)
    x, _ = llama_block(p, x, pos, (pos[:, None] >= pos[None, :])[None, None])
    logits = rms_norm(x, p["nf"]) @ p["out"]
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(targets % V, V), -1))


def decode_step(p, token, k_cache, v_cache):
    """One token against a KV cache of dynamic length t; returns logits and the grown cache."""
    x = jnp.take(p["emb"], token % V, axis=0)[:, None, :]
    pos = jnp.full((1,), k_cache.shape[1], I32)
    x, (k, v) = llama_block(p, x, pos, None, (k_cache, v_cache))
    return rms_norm(x[:, 0], p["nf"]) @ p["out"], k, v


# --- scan, vmap/grad --------------------------------------------------------
RNN = {"wx": (4, 8), "wh": (8, 8), "wo": (8, 2)}


def rnn(p, xs):  # xs [s, b, 4]
    def cell(h, x):
        h = jnp.tanh(x @ p["wx"] + h @ p["wh"])
        return h, h @ p["wo"]
    h, ys = lax.scan(cell, jnp.zeros((xs.shape[1], 8), F32), xs)
    return h, ys


def per_example_grads(p, x, y):
    """Per-example gradient norms of the MLP loss (vmap of grad) and the mean gradient."""
    g = jax.vmap(jax.grad(mlp_loss), in_axes=(None, 0, 0))(p, x[:, None], y[:, None])
    norms = jnp.sqrt(sum(jnp.sum(v.reshape(v.shape[0], -1) ** 2, 1) for v in g.values()))
    return norms, jax.tree.map(lambda v: v.mean(0), g)


def spec(shape, dtype=F32):
    return jax.ShapeDtypeStruct(shape, dtype)


def params(shapes):
    return {k: spec(v.shape) for k, v in init(shapes).items()}


def models(dims):
    """(name, function, argument specs) for every model, with dims b, s, t."""
    b, s, t = dims["b"], dims["s"], dims["t"]
    return [
        ("mlp_train", sgd(mlp_loss), (params(MLP), spec((b, 8)), spec((b, 4)))),
        ("cnn_train", sgd(cnn_loss), (params(CNN), spec((b, 6, 6, 2)), spec((b,), I32))),
        ("transformer_fwd", encoder, (params(ENC), spec((b, s, D)))),
        ("llama_train", sgd(llama_loss), (params(LLAMA), spec((b, s), I32), spec((b, s), I32))),
        ("llama_decode", decode_step, (params(LLAMA), spec((2,), I32), spec((2, t, H, D // H)), spec((2, t, H, D // H)))),
        ("scan_rnn", rnn, (params(RNN), spec((s, b, 4)))),
        ("vmap_grad", per_example_grads, (params(MLP), spec((b, 8)), spec((b, 4)))),
    ]


def text(exported):
    """The module's text without locations."""
    with mlir.make_ir_context():
        m = ir.Module.parse(exported.mlir_module())
        return m.operation.get_asm(enable_debug_info=False)


def arg_dims(exported):
    """symopt-run's --dims for the dynamic arguments of @main: arg4=bx8,..."""
    specs = []
    for i, aval in enumerate(exported.in_avals):
        if i in exported.module_kept_var_idx and not all(isinstance(d, int) for d in aval.shape):
            specs.append(f"arg{sorted(exported.module_kept_var_idx).index(i)}=" + "x".join(str(d) for d in aval.shape))
    return ",".join(specs)


def write_all(out):
    """Writes every model's files and dims.txt: one line per file with
    dynamic dims, `NAME --dims`, the symbolic shapes of @main's dynamic
    arguments (the Go tests bind b, s and t in them)."""
    os.makedirs(out, exist_ok=True)
    b, s, t = export.symbolic_shape("b, s, t")
    lines = []
    for suffix, dims in (("", {"b": b, "s": s, "t": t}), ("_static", {"b": 2, "s": 5, "t": 3})):
        for name, fn, args in models(dims):
            exported = export.export(jax.jit(fn))(*args)
            with open(os.path.join(out, name + suffix + ".mlir"), "w") as f:
                f.write(text(exported))
            if suffix == "":
                lines.append(f"{name}.mlir {arg_dims(exported)}\n")
    with open(os.path.join(out, "dims.txt"), "w") as f:
        f.writelines(lines)


def check():
    with tempfile.TemporaryDirectory() as tmp:
        write_all(tmp)
        bad = 0
        for name in sorted(set(os.listdir(tmp)) | set(os.listdir(TESTDATA))):
            want = open(os.path.join(TESTDATA, name)).read() if os.path.exists(os.path.join(TESTDATA, name)) else ""
            got = open(os.path.join(tmp, name)).read() if os.path.exists(os.path.join(tmp, name)) else ""
            if want != got:
                bad += 1
                sys.stdout.writelines(difflib.unified_diff(want.splitlines(True), got.splitlines(True), "testdata/" + name, "regenerated/" + name))
        return 1 if bad else 0


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=TESTDATA)
    p.add_argument("--check", action="store_true", help="regenerate into a temporary directory and diff")
    a = p.parse_args(argv)
    if a.check:
        return check()
    write_all(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
