package interp

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// CompareOptions configure a differential run.
type CompareOptions struct {
	// Seed selects the random inputs; Trials runs that many input sets
	// (seeds Seed, Seed+1000, ...; default 1).
	Seed   uint64
	Trials int
	// Dims binds dynamic argument dimensions; each binding is one more
	// run (nil runs once with no bindings).
	Dims []Dims
	// Tol is the float tolerance; integers always compare exactly.
	Tol tensor.Tolerance
	// Resources are the resource trailers of the two files, if any.
	BeforeResources, AfterResources string
}

// DefaultTolerance allows a few ULPs or a small relative error, as passes
// may reassociate float arithmetic.
func DefaultTolerance() tensor.Tolerance { return tensor.Tolerance{ULP: 4, Rel: 1e-5, Abs: 1e-6} }

// Compare runs function fn of before and after on the same seeded random
// inputs and reports the first difference: in results (exact for integers,
// within Tol for floats) or in failure (one side erroring while the other
// does not). Both failing the same way counts as agreement.
func Compare(before, after *ir.Operation, fn string, opts CompareOptions) error {
	bi := New(before, Options{Resources: opts.BeforeResources})
	ai := New(after, Options{Resources: opts.AfterResources})
	f := bi.Func(fn)
	if f == nil {
		return fmt.Errorf("no function @%s in the first module", fn)
	}
	if ai.Func(fn) == nil {
		return fmt.Errorf("no function @%s in the second module", fn)
	}
	trials := max(opts.Trials, 1)
	dims := opts.Dims
	if len(dims) == 0 {
		dims = []Dims{{}}
	}
	for _, d := range dims {
		for t := 0; t < trials; t++ {
			args, err := RandomInputs(f, opts.Seed+uint64(t)*1000, d)
			if err != nil {
				return fmt.Errorf("@%s: %w", fn, err)
			}
			if err := compareOnce(bi, ai, fn, args, opts.Tol); err != nil {
				return err
			}
		}
	}
	return nil
}

// CompareCall runs fn of both interpreters on args and compares. When
// both runs fail, bothFailed is the first one's error and err is nil.
func CompareCall(before, after *Interpreter, fn string, args []*tensor.Tensor, tol tensor.Tolerance) (bothFailed, err error) {
	return compareRun(before, after, fn, args, tol)
}

func compareOnce(bi, ai *Interpreter, fn string, args []*tensor.Tensor, tol tensor.Tolerance) error {
	_, err := compareRun(bi, ai, fn, args, tol)
	return err
}

func compareRun(bi, ai *Interpreter, fn string, args []*tensor.Tensor, tol tensor.Tolerance) (error, error) {
	want, errB := bi.Call(fn, args)
	got, errA := ai.Call(fn, args)
	switch {
	case errB != nil && errA != nil:
		return errB, nil
	case errB != nil:
		return nil, fmt.Errorf("@%s: fails before (%w) but not after", fn, errB)
	case errA != nil:
		return nil, fmt.Errorf("@%s: fails after: %w", fn, errA)
	}
	if len(want) != len(got) {
		return nil, fmt.Errorf("@%s: %d results before, %d after", fn, len(want), len(got))
	}
	var bad []string
	for i := range want {
		if ok, report := tensor.Close(got[i], want[i], tol); !ok {
			bad = append(bad, fmt.Sprintf("result %d: %s", i, report))
		}
	}
	if bad != nil {
		return nil, fmt.Errorf("@%s: results differ (after vs before):\n%s", fn, strings.Join(bad, "\n"))
	}
	return nil, nil
}
