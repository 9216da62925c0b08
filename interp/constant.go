package interp

import (
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// tensorFromAttr materialises a constant attribute (dense elements, a
// dense_resource blob, or a scalar integer/float attribute) as a tensor.
func (in *Interpreter) tensorFromAttr(a ir.Attribute) (*tensor.Tensor, error) {
	switch x := a.(type) {
	case *ir.DenseElementsAttr:
		if s, ok := staticShape(x.Type); ok && ir.NumElements(s) > in.opts.MaxElements {
			return nil, fmt.Errorf("constant of %d elements exceeds the limit of %d", ir.NumElements(s), in.opts.MaxElements)
		}
		return denseToTensor(x)
	case *ir.DenseResourceAttr:
		return in.resourceTensor(x)
	case *ir.IntegerAttr:
		dt, err := dtypeOf(x.Type)
		if err != nil {
			return nil, err
		}
		if x.Big != nil {
			return tensor.FromUint64s(dt, []int64{}, []uint64{x.Big.Uint64()})
		}
		return tensor.FromInt64s(dt, []int64{}, []int64{x.Value})
	case *ir.FloatAttr:
		dt, err := dtypeOf(x.Type)
		if err != nil {
			return nil, err
		}
		return tensor.FromFloat64s(dt, []int64{}, []float64{x.Value})
	case *ir.BoolAttr:
		v := int64(0)
		if x.Value {
			v = 1
		}
		return tensor.FromInt64s(tensor.Bool, []int64{}, []int64{v})
	case nil:
		return nil, fmt.Errorf("missing constant value")
	}
	return nil, tensor.Unsupportedf("unsupported constant attribute %s", a)
}

func denseToTensor(d *ir.DenseElementsAttr) (*tensor.Tensor, error) {
	dt, err := elemDType(d.Type)
	if err != nil {
		return nil, err
	}
	shape, ok := staticShape(d.Type)
	if !ok {
		return nil, fmt.Errorf("constant type %s is not static", d.Type)
	}
	n := ir.NumElements(shape)
	if d.Hex != nil {
		return tensor.FromRawBytes(dt, shape, d.Hex)
	}
	expand := func(count int) (int, error) {
		if d.Splat || count == 1 && n != 1 {
			return 0, nil
		}
		if int64(count) != n {
			return 0, fmt.Errorf("constant has %d values for %d elements", count, n)
		}
		return 1, nil
	}
	switch {
	case d.Floats != nil:
		step, err := expand(len(d.Floats))
		if err != nil {
			return nil, err
		}
		vals := make([]float64, n)
		for i := range vals {
			vals[i] = d.Floats[i*step]
		}
		return tensor.FromFloat64s(dt, shape, vals)
	case d.Complex != nil:
		step, err := expand(len(d.Complex))
		if err != nil {
			return nil, err
		}
		vals := make([]complex128, n)
		for i := range vals {
			vals[i] = d.Complex[i*step]
		}
		return tensor.FromComplexes(dt, shape, vals)
	case d.Bigs != nil:
		step, err := expand(len(d.Bigs))
		if err != nil {
			return nil, err
		}
		vals := make([]uint64, n)
		for i := range vals {
			vals[i] = d.Bigs[i*step].Uint64()
		}
		return tensor.FromUint64s(dt, shape, vals)
	case d.Ints != nil:
		step, err := expand(len(d.Ints))
		if err != nil {
			return nil, err
		}
		if dt.IsUnsigned() {
			vals := make([]uint64, n)
			for i := range vals {
				vals[i] = uint64(d.Ints[i*step])
			}
			return tensor.FromUint64s(dt, shape, vals)
		}
		vals := make([]int64, n)
		for i := range vals {
			vals[i] = d.Ints[i*step]
		}
		return tensor.FromInt64s(dt, shape, vals)
	case d.Strings != nil:
		return nil, tensor.Unsupportedf("unsupported constant: string elements")
	}
	if n == 0 {
		return tensor.New(dt, shape)
	}
	return nil, fmt.Errorf("constant has no values")
}

// resourceEntry matches `name: "0x..."` in the resource trailer.
var resourceEntry = regexp.MustCompile(`([A-Za-z_][\w.$-]*|"[^"]*")\s*:\s*"0x([0-9A-Fa-f]*)"`)

// resourceTensor reads a dense_resource blob from the file trailer. Blobs
// start with a 4-byte alignment word, as MLIR writes them.
func (in *Interpreter) resourceTensor(d *ir.DenseResourceAttr) (*tensor.Tensor, error) {
	if in.resources == nil {
		in.resources = map[string][]byte{}
		for _, m := range resourceEntry.FindAllStringSubmatch(in.opts.Resources, -1) {
			b, err := hex.DecodeString(m[2])
			if err != nil || len(b) < 4 {
				continue
			}
			in.resources[strings.Trim(m[1], `"`)] = b[4:]
		}
	}
	blob, ok := in.resources[d.Handle]
	if !ok {
		return nil, fmt.Errorf("dense_resource<%s>: no blob with that name in the file's resource section", d.Handle)
	}
	dt, err := elemDType(d.Type)
	if err != nil {
		return nil, err
	}
	shape, ok := staticShape(d.Type)
	if !ok {
		return nil, fmt.Errorf("dense_resource type %s is not static", d.Type)
	}
	return tensor.FromRawBytes(dt, shape, blob)
}
