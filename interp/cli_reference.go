package interp

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/symopt/symopt/interop"
	"github.com/symopt/symopt/interp/tensor"
)

// referenceXLA is --reference=xla: the function also runs with XLA's CPU
// backend (interop/xla_run.py through the Python of interop.Python) on the
// same arguments, and the interpreter's results must match XLA's within
// the --compare-with tolerances.
const referenceXLA = "xla"

// checkReference refuses --reference values other than xla and the flags
// it does not combine with.
func (o *cliOptions) checkReference() error {
	switch {
	case o.reference == "":
		return nil
	case o.reference != referenceXLA:
		return fmt.Errorf("--reference %q: the only reference is xla", o.reference)
	case o.compareWith != "":
		return fmt.Errorf("--reference does not combine with --compare-with")
	case o.split:
		return fmt.Errorf("--reference does not combine with --split-input-file (XLA runs whole files)")
	}
	return nil
}

// xlaResults runs @fn of the file with XLA on args and reads its results
// with the dtypes of the interpreter's results (want).
func (r *runner) xlaResults(fn string, args, want []*tensor.Tensor) ([]*tensor.Tensor, error) {
	py, err := interop.Python()
	if err != nil {
		return nil, tensor.Unsupportedf("--reference=xla: %v", err)
	}
	dir, err := os.MkdirTemp("", "symopt-xla-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "xla_run.py")
	if err := os.WriteFile(script, interop.XLARun, 0o644); err != nil {
		return nil, err
	}
	file := r.o.file
	if file == "-" {
		return nil, fmt.Errorf("--reference=xla needs a file, not stdin")
	}
	cmd := []string{script, "--fn", fn, "--out", filepath.Join(dir, "out"), file}
	for i, a := range args {
		p := filepath.Join(dir, fmt.Sprintf("arg%d.npy", i))
		if err := tensor.WriteNPYFile(p, a); err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
		cmd = append(cmd, p)
	}
	var stderr bytes.Buffer
	c := exec.Command(py, cmd...)
	c.Stderr = &stderr
	if err := c.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndex(msg, "\nxla_run: "); i >= 0 {
			msg = msg[i+1:]
		}
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 2 {
			return nil, tensor.Unsupportedf("XLA reference: %s", msg)
		}
		return nil, fmt.Errorf("XLA reference: %s (%v)", msg, err)
	}
	got := make([]*tensor.Tensor, len(want))
	for i, w := range want {
		p := filepath.Join(dir, "out", fmt.Sprintf("result%d.npy", i))
		if got[i], err = tensor.ReadNPYFile(p, w.DType(), nil); err != nil {
			return nil, fmt.Errorf("XLA result %d: %w", i, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out", fmt.Sprintf("result%d.npy", len(want)))); err == nil {
		return nil, fmt.Errorf("XLA gave more results than the interpreter's %d", len(want))
	}
	return got, nil
}

// compareWithXLA compares the interpreter's results res of @fn with XLA's.
func (r *runner) compareWithXLA(fn string, args, res []*tensor.Tensor) error {
	ref, err := r.xlaResults(fn, args, res)
	if err != nil {
		return err
	}
	var bad []string
	for i := range res {
		if ok, report := tensor.Close(res[i], ref[i], r.o.tol); !ok {
			bad = append(bad, fmt.Sprintf("result %d: %s", i, report))
		}
	}
	if bad != nil {
		return fmt.Errorf("@%s: results differ (interpreter vs XLA):\n%s", fn, strings.Join(bad, "\n"))
	}
	return nil
}
