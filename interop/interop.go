// Package interop holds the Python programs that run symopt's inputs with
// other tools (XLA's CPU backend through jaxlib) and finds the Python
// environment that has them (.venv, made by interop/setup.sh). The
// programs are embedded, so a built symopt-run needs no checkout.
package interop

import (
	_ "embed"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
)

// XLARun is interop/xla_run.py: it compiles a StableHLO text module with
// XLA's CPU backend, refining dynamic dims to the inputs' shapes, and runs
// it on .npy inputs.
//
//go:embed xla_run.py
var XLARun []byte

// ErrNoPython says that no Python with jax and jaxlib was found.
var ErrNoPython = errors.New("no Python with jax and jaxlib: set SYMOPT_PYTHON or run interop/setup.sh, which makes .venv")

// Python returns $SYMOPT_PYTHON, else the .venv/bin/python of the working
// directory or the nearest directory above it that has one.
func Python() (string, error) {
	if p := os.Getenv("SYMOPT_PYTHON"); p != "" {
		if _, err := exec.LookPath(p); err != nil {
			return "", errors.New("SYMOPT_PYTHON=" + p + ": not an executable")
		}
		return p, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		p := filepath.Join(dir, ".venv", "bin", "python")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", ErrNoPython
		}
		dir = up
	}
}
