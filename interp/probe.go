package interp

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// The instrumentation ops of StableHLO's reference interpreter.
//
// interpreter.probe writes its operand, each time it runs, to a new .npy
// file in Options.ProbeDir and appends a line `probe_id,type,file` to
// ProbeDir/index.csv (CSV quoting when needed), as the reference does;
// check.expect_serialized_eq %x, probe_id = "id", iter = N finds the
// N-th (from 0) line of that id, requires the type to be %x's, and
// compares the file's values with %x exactly. interpreter.print writes
// `%0 = ` and the value in the reference's layout (FormatTensor) to
// Options.Stdout.

const probeIndex = "index.csv"

func instrumentHandlers() map[string]handler {
	return map[string]handler{
		"interpreter.probe":          probeOp,
		"interpreter.print":          printOp,
		"check.expect_serialized_eq": expectSerialized,
	}
}

func probeOp(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if err := nOperands(ts, 1); err != nil {
		return nil, err
	}
	dir := ex.in.opts.ProbeDir
	if dir == "" {
		return nil, fmt.Errorf("no directory for probes (Options.ProbeDir, symopt-run --probe-output-dir)")
	}
	ex.in.io.Lock()
	defer ex.in.io.Unlock()
	f, err := os.CreateTemp(dir, "probe*.npy")
	if err != nil {
		return nil, err
	}
	werr := tensor.WriteNPY(f, ts[0])
	if err := errors.Join(werr, f.Close()); err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name(), err)
	}
	idx, err := os.OpenFile(filepath.Join(dir, probeIndex), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	w := csv.NewWriter(idx)
	werr = w.Write([]string{stringAttr(st.op, "probe_id"), st.op.Operand(0).Type().String(), f.Name()})
	w.Flush()
	if err := errors.Join(werr, w.Error(), idx.Close()); err != nil {
		return nil, fmt.Errorf("%s: %w", idx.Name(), err)
	}
	return in, nil
}

func expectSerialized(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if err := nOperands(ts, 1); err != nil {
		return nil, err
	}
	id, iter := stringAttr(st.op, "probe_id"), optInt(st.op, "iteration", 0)
	typ, path, err := ex.in.probeRecord(id, iter)
	if err != nil {
		return nil, &checkFailure{"check failed: " + err.Error()}
	}
	want := st.op.Operand(0).Type().String()
	if typ != want {
		return nil, &checkFailure{fmt.Sprintf("check failed: probe %q recorded %s, expected %s", id, typ, want)}
	}
	got, err := tensor.ReadNPYFile(path, ts[0].DType(), ts[0].Shape())
	if err != nil {
		return nil, &checkFailure{"check failed: " + err.Error()}
	}
	return nil, compareCheck(st.op, checkEq, got, ts[0])
}

// probeRecord finds the type and file of run iter (from 0) of probe id.
func (in *Interpreter) probeRecord(id string, iter int64) (typ, path string, err error) {
	if in.opts.ProbeDir == "" {
		return "", "", fmt.Errorf("no directory for probes (Options.ProbeDir, symopt-run --probe-output-dir)")
	}
	in.io.Lock()
	defer in.io.Unlock()
	f, err := os.Open(filepath.Join(in.opts.ProbeDir, probeIndex))
	if err != nil {
		return "", "", fmt.Errorf("probe %q has recorded nothing: %w", id, err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = 3
	seen := int64(0)
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return "", "", fmt.Errorf("probe %q ran %d times, no iteration %d", id, seen, iter)
		}
		if err != nil {
			return "", "", fmt.Errorf("%s: %w", f.Name(), err)
		}
		if rec[0] != id {
			continue
		}
		if seen == iter {
			return rec[1], rec[2], nil
		}
		seen++
	}
}

func printOp(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if err := nOperands(ts, 1); err != nil {
		return nil, err
	}
	w := ex.in.opts.Stdout
	if w == nil {
		return nil, nil
	}
	text := printedName(st.op.Operand(0)) + FormatTensor(ts[0]) + "\n"
	ex.in.io.Lock()
	defer ex.in.io.Unlock()
	_, err = io.WriteString(w, text)
	return nil, err
}

// printedName is what the reference prints before a printed value: the
// result part of its defining op printed alone (`%0 = `, `%0:2 = `);
// nothing for a block argument.
func printedName(v *ir.Value) string {
	op := v.DefiningOp()
	switch {
	case op == nil:
		return ""
	case op.NumResults() > 1:
		return fmt.Sprintf("%%0:%d = ", op.NumResults())
	}
	return "%0 = "
}

// FormatTensor writes t as StableHLO's reference interpreter prints
// values: the type, then the elements in nested brackets, one innermost
// row per line:
//
//	tensor<2x2xi8> {
//	  [
//	    [1, 2],
//	    [3, 4]
//	  ]
//	}
//
// A rank-0 value prints on one line (`tensor<ui8> {1}`). Elements print as
// MLIR prints attributes: i1 as true or false, floats in exponent form,
// complex numbers as [re, im].
func FormatTensor(t *tensor.Tensor) string {
	var b strings.Builder
	b.WriteString(t.TypeString())
	b.WriteString(" {")
	idx := make([]int64, 0, t.Rank())
	formatLevel(&b, t, idx, 0, 1)
	b.WriteString("}")
	return b.String()
}

// formatLevel writes the sub-tensor at idx (flat offset off) with the
// reference's newlines and indentation.
func formatLevel(b *strings.Builder, t *tensor.Tensor, idx []int64, off, indent int) {
	shape := t.Shape()
	last := len(idx) == 0 || idx[len(idx)-1] == shape[len(idx)-1]-1
	if len(idx) == len(shape) {
		b.WriteString(formatElement(t, off))
		if !last {
			b.WriteString(", ")
		}
		return
	}
	newline := func(n int) {
		b.WriteByte('\n')
		b.WriteString(strings.Repeat("  ", n))
	}
	newline(indent)
	b.WriteByte('[')
	inner := 1
	for _, d := range shape[len(idx)+1:] {
		inner *= int(d)
	}
	for i := int64(0); i < shape[len(idx)]; i++ {
		formatLevel(b, t, append(idx, i), off+int(i)*inner, indent+1)
	}
	b.WriteByte(']')
	if !last {
		b.WriteByte(',')
	} else {
		newline(indent - 1)
	}
}

// formatElement prints element i as MLIR prints an attribute of the
// element type without its type.
func formatElement(t *tensor.Tensor, i int) string {
	dt := t.DType()
	switch {
	case dt.IsComplex():
		part := ir.F32
		if dt.ComplexPart() == tensor.F64 {
			part = ir.F64
		}
		c := t.ComplexAt(i)
		return "[" + ir.FormatFloat(real(c), part) + ", " + ir.FormatFloat(imag(c), part) + "]"
	case dt.IsFloat():
		return ir.FormatFloat(t.Float64At(i), &ir.FloatType{Name: dt.String()})
	case dt.IsBool():
		return fmt.Sprint(t.Int64At(i) != 0)
	}
	return t.FormatElement(i)
}
