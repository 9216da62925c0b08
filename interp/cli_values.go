package interp

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// valueFlags are symopt-run's flags for the ways StableHLO's interpreter
// tests pass values in and out, named as stablehlo-translate --interpret
// names them: --args (literal arguments), --interpreter-print-dense
// (results as dense attributes) and --probe-output-dir (interpreter.probe's
// files), plus --results to choose how results print.
type valueFlags struct {
	argsText string
	args     []*ir.DenseElementsAttr
	results  string
	dense    bool
	probeDir string
}

// Result layouts of --results.
const (
	resultsSummary = "summary" // @fn resultN: type, first values, checksum
	resultsValues  = "values"  // every value, as the reference interpreter prints it
	resultsDense   = "dense"   // dense<...> : type
)

func (v *valueFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&v.argsText, "args", "", "the arguments as an array of dense attributes: --args='[dense<1> : tensor<2xi32>, ...]'")
	fs.StringVar(&v.results, "results", resultsSummary, "how results print: summary (type, first values, checksum), values (all of them, as stablehlo-translate --interpret prints them) or dense (dense<...> : type)")
	fs.BoolVar(&v.dense, "interpreter-print-dense", false, "print results as dense attributes (--results=dense)")
	fs.StringVar(&v.probeDir, "probe-output-dir", "", "directory for interpreter.probe's .npy files and index.csv (default: a temporary directory, removed at exit)")
}

// check validates the flags and reads --args.
func (v *valueFlags) check() error {
	if v.dense {
		v.results = resultsDense
	}
	switch v.results {
	case resultsSummary, resultsValues, resultsDense:
	default:
		return fmt.Errorf("--results %q is not summary, values or dense", v.results)
	}
	if v.argsText == "" {
		return nil
	}
	var err error
	v.args, err = parseArgs(v.argsText)
	return err
}

// parseArgs reads `[dense<...> : type, ...]`.
func parseArgs(text string) ([]*ir.DenseElementsAttr, error) {
	const usage = ", i.e. --args=[dense<1> : tensor<2xi32>, ...]"
	src := `"symopt_run.args"() {args = ` + text + "} : () -> ()\n"
	f, err := parser.Parse("--args", []byte(src), nil, parser.Options{})
	var list *ir.ArrayAttr
	if err == nil {
		if ops := f.Module.Regions[0].Entry().Ops; len(ops) == 1 {
			list, _ = ops[0].Attr("args").(*ir.ArrayAttr)
		}
	}
	if list == nil {
		// stablehlo-translate's wording, spelling included: tests written
		// for it check this text.
		return nil, fmt.Errorf("expectected array attribute string for args%s", usage)
	}
	out := make([]*ir.DenseElementsAttr, len(list.Elems))
	for i, a := range list.Elems {
		d, ok := a.(*ir.DenseElementsAttr)
		if !ok {
			return nil, fmt.Errorf("expected dense elements attribute for args elements%s", usage)
		}
		out[i] = d
	}
	return out, nil
}

// start makes the probe directory: --probe-output-dir (created when
// missing) or a temporary one that the returned cleanup removes.
func (v *valueFlags) start() (cleanup func(), err error) {
	if v.probeDir != "" {
		return func() {}, os.MkdirAll(v.probeDir, 0o755)
	}
	dir, err := os.MkdirTemp("", "symopt-run-probes-")
	if err != nil {
		return nil, err
	}
	v.probeDir = dir
	return func() { os.RemoveAll(dir) }, nil
}

// apply sets an interpreter's probe directory (sub of it when sub is not
// empty, so that two modules compared keep their probes apart) and where
// interpreter.print writes.
func (v *valueFlags) apply(o *Options, sub string, stdout io.Writer) error {
	o.ProbeDir, o.Stdout = v.probeDir, stdout
	if sub == "" {
		return nil
	}
	o.ProbeDir = filepath.Join(v.probeDir, sub)
	return os.MkdirAll(o.ProbeDir, 0o755)
}

// argTensors are the --args values, checked against fn's signature.
func (v *valueFlags) argTensors(fn *ir.Operation) ([]*tensor.Tensor, error) {
	entry := fn.Regions[0].Entry()
	n := len(entry.Args())
	if len(v.args) != n {
		return nil, fmt.Errorf("--args has %d values, @%s takes %d arguments", len(v.args), symName(fn), n)
	}
	out := make([]*tensor.Tensor, n)
	for i, d := range v.args {
		t, err := denseToTensor(d)
		if err == nil {
			err = checkResultType(t, entry.Arg(i).Type())
		}
		if err != nil {
			return nil, fmt.Errorf("--args value %d for argument %d (%s): %w", i, i, entry.Arg(i).Type(), err)
		}
		out[i] = t
	}
	return out, nil
}

// printValues prints results in the values or dense layout, one per
// line and nothing else, as stablehlo-translate --interpret does; it
// reports false for the summary layout, which the caller prints.
func (v *valueFlags) printValues(w io.Writer, res []*tensor.Tensor) bool {
	format := FormatTensor
	switch v.results {
	case resultsValues:
	case resultsDense:
		format = DenseText
	default:
		return false
	}
	for _, t := range res {
		fmt.Fprintln(w, format(t))
	}
	return true
}

// DenseText writes t as an MLIR dense elements attribute with its type,
// `dense<[1, 2]> : tensor<2xi32>` (all-equal elements as a splat, empty
// tensors as dense<>).
func DenseText(t *tensor.Tensor) string {
	d := &ir.DenseElementsAttr{Type: &ir.TensorType{Shape: t.Shape(), Elem: irElemType(t.DType())}}
	n := t.Len()
	switch dt := t.DType(); {
	case dt.IsComplex():
		d.Complex = make([]complex128, n)
		for i := range d.Complex {
			d.Complex[i] = t.ComplexAt(i)
		}
	case dt.IsFloat():
		d.Floats = make([]float64, n)
		for i := range d.Floats {
			d.Floats[i] = t.Float64At(i)
		}
	default:
		d.Ints = make([]int64, n)
		for i := range d.Ints {
			if dt.IsSigned() {
				d.Ints[i] = t.Int64At(i)
			} else {
				d.Ints[i] = int64(t.BitsAt(i)) // ui64 kept as its bits
			}
		}
	}
	return d.String()
}

// irElemType is the MLIR element type of dt.
func irElemType(dt tensor.DType) ir.Type {
	switch {
	case dt.IsBool():
		return ir.I1
	case dt.IsSigned():
		return &ir.IntegerType{Width: dt.Bits()}
	case dt.IsUnsigned():
		return &ir.IntegerType{Width: dt.Bits(), Sign: ir.Unsigned}
	case dt.IsComplex():
		return &ir.ComplexType{Elem: irElemType(dt.ComplexPart())}
	}
	return &ir.FloatType{Name: dt.String()}
}
