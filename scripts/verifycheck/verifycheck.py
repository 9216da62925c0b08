#!/usr/bin/env python3
"""Compares symopt's verifier with the upstream StableHLO verifier of jaxlib.

Usage: verifycheck.py SYMOPT CORPUS_DIR ZOO_DIR

Every corpus file is split at "// -----" lines; each piece, and every zoo
file whole, is checked twice: by `SYMOPT - -o /dev/null` (exit 0 = valid,
1 = invalid) and by jaxlib's MLIR context with unregistered dialects
refused (the same check as interop/verify.py). A piece whose upstream
diagnostics say a dialect or op is not registered there (mhlo, disc, tf,
...) is "not comparable": jaxlib cannot verify it. symopt runs without
--allow-unregistered-dialect, like the upstream side.

Prints the agreement table, the not-comparable reasons, and every
disagreement with file:line and both messages.
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "interop"))
import verify  # noqa: E402

UNREGISTERED = re.compile(
    r"Dialect `([^']*)' not found|unregistered operation '([^.']*)|"
    r"dialect '([^']*)' is unknown|"
    r"operation being parsed with an unregistered dialect|"
    r"custom op '([^']*)' is unknown|"
    r"[`#!]\"?(\w+)\"?<[\s\S]*? created with unregistered dialect")


def pieces(path):
    """Yields (first line number, text) of each // ----- piece of path."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    start, buf = 1, []
    for i, line in enumerate(lines, 1):
        if line.startswith("// -----"):
            yield start, "\n".join([""] * (start - 1) + buf)
            start, buf = i + 1, []
        else:
            buf.append(line)
    yield start, "\n".join([""] * (start - 1) + buf)


def symopt_verdict(symopt, text):
    p = subprocess.run([symopt, "-", "-o", "/dev/null"], input=text,
                       capture_output=True, text=True, timeout=60)
    msg = p.stderr.strip().split("\n")[0] if p.stderr.strip() else ""
    if p.returncode == 0:
        return "valid", msg
    if p.returncode == 1:
        return "invalid", msg
    return "other(exit %d)" % p.returncode, msg


def upstream_check(text, mlir, ir):
    """verify.check in a forked child: jaxlib crashes on some inputs."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            out = json.dumps(verify.check(text, mlir, ir)).encode()
        except BaseException as e:  # report, never fall back into the parent
            out = json.dumps(["exception: %s" % e]).encode()
        with os.fdopen(w, "wb") as f:
            f.write(out)
        os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return None, "jaxlib crashed (signal %d)" % os.WTERMSIG(status)
    return json.loads(data), None


def upstream_verdict(text, mlir, ir):
    diags, crash = upstream_check(text, mlir, ir)
    if crash:
        return "n/c", crash, crash
    if not diags:
        return "valid", "", None
    joined = "\n".join(diags)
    m = UNREGISTERED.search(joined)
    if m:
        name = next((g for g in m.groups() if g), "")
        return "n/c", joined, "op or dialect not registered in jaxlib " + name
    lines = [l for l in joined.split("\n")
             if l.strip() and not l.startswith("Unable to parse")]
    return "invalid", (lines or [joined])[0].strip(), None


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    symopt, corpus, zoo = argv[1:]
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir

    items = []
    for path in sorted(glob.glob(os.path.join(corpus, "*.mlir"))):
        for line, text in pieces(path):
            if text.strip():
                items.append((path, line, text))
    for path in sorted(glob.glob(os.path.join(zoo, "*.mlir"))):
        with open(path, encoding="utf-8") as f:
            items.append((path, 1, f.read()))

    counts = collections.Counter()
    reasons = collections.Counter()
    disagree = []
    for path, line, text in items:
        up, upmsg, why = upstream_verdict(text, mlir, ir)
        so, somsg = symopt_verdict(symopt, text)
        where = "%s:%d" % (os.path.basename(path), line)
        if up == "n/c":
            counts["not comparable"] += 1
            reasons[why] += 1
            continue
        if so not in ("valid", "invalid"):
            counts["not comparable"] += 1
            reasons["symopt " + so] += 1
            continue
        counts["compared"] += 1
        if up == so:
            counts["both " + up] += 1
            continue
        kind = "symopt-only-valid" if so == "valid" else "upstream-only-valid"
        counts[kind] += 1
        disagree.append((kind, where, somsg, upmsg))

    print("| verdict | pieces |")
    print("|---|---|")
    for k in ("compared", "both valid", "both invalid", "symopt-only-valid",
              "upstream-only-valid", "not comparable"):
        print("| %s | %d |" % (k, counts[k]))
    print()
    print("not comparable:")
    for why, n in reasons.most_common():
        print("  %4d  %s" % (n, why))
    print()
    print("disagreements:")
    for kind, where, somsg, upmsg in sorted(disagree):
        print("%s %s" % (kind, where))
        print("    symopt:   %s" % (somsg or "ok"))
        print("    upstream: %s" % (upmsg or "ok"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
