#!/usr/bin/env python3
"""Parses and verifies MLIR text with the StableHLO dialects bundled in jaxlib.

Usage: verify.py [FILE...]   (reads stdin without FILE or with -)

The text is parsed in jaxlib's MLIR context with unregistered dialects
refused, then verified by the upstream verifiers. Prints "ok" and exits 0
when the module is valid; prints the diagnostics and exits 1 otherwise.
With several files each line starts with "FILE: ", and the exit code is 1
when any of them fails.
"""
import sys


def check(text, mlir, ir):
    """Returns the diagnostics of parsing and verifying text; [] when valid."""
    ctx = mlir.make_ir_context()
    ctx.allow_unregistered_dialects = False
    diags = []

    def handler(d):
        diags.append(f"{d.location}: {d.message}")
        for n in d.notes:
            diags.append(f"  note: {n.location}: {n.message}")
        return True

    with ctx:
        h = ctx.attach_diagnostic_handler(handler)
        try:
            module = ir.Module.parse(text)
            if not module.operation.verify() and not diags:
                diags.append("verification failed")
        except Exception as e:  # parse and verify errors raise MLIRError
            diags.append(str(e))
        finally:
            h.detach()
    return diags


def main(argv):
    paths = argv[1:] or ["-"]
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir

    failed = False
    for path in paths:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        diags = check(text, mlir, ir)
        prefix = f"{path}: " if len(paths) > 1 else ""
        if not diags:
            print(prefix + "ok")
            continue
        failed = True
        for d in diags:
            print(prefix + d)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
