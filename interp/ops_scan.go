package interp

import (
	"fmt"
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
)

// chlo.scan: the body runs once per position along `dimension` (from the
// end when is_reverse), on that position's slice of every input (the
// dimension removed) and the carries, and returns the outputs' slices at
// that position followed by the next carries. The results are the outputs,
// stacked along the dimension, then the last carries.

func scanOp(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	seg, ok := dialect.I64s(st.op.Attr("operandSegmentSizes"))
	if !ok || len(seg) != 2 || seg[0] < 0 || seg[1] < 0 || int(seg[0]+seg[1]) != len(ts) {
		return nil, fmt.Errorf("operandSegmentSizes must split the %d operands into inputs and inits", len(ts))
	}
	nIn, nInit := int(seg[0]), int(seg[1])
	nOut := len(st.out) - nInit
	if nOut < 0 {
		return nil, fmt.Errorf("%d results cannot hold %d carries", len(st.out), nInit)
	}
	dim, err := intAttr(st.op, "dimension")
	if err != nil {
		return nil, err
	}
	size, err := scanLength(st, ts[:nIn], dim, nOut)
	if err != nil {
		return nil, err
	}
	outs := make([]*tensor.Tensor, nOut)
	for j := range outs {
		if outs[j], err = scanOutput(st, j, dim, size); err != nil {
			return nil, err
		}
	}
	carries := wrapAll(ts[nIn:]...)
	args := make([]value, nIn+nInit)
	reverse := boolAttr(st.op, "is_reverse")
	for k := int64(0); k < size; k++ {
		i := k
		if reverse {
			i = size - 1 - k
		}
		for j, x := range ts[:nIn] {
			s, err := sliceAt(x, dim, i)
			if err != nil {
				return nil, fmt.Errorf("input %d: %w", j, err)
			}
			args[j] = tv(s)
		}
		copy(args[nIn:], carries)
		res, err := ex.runBlock(ex.frame, st.regions[0], args)
		if err != nil {
			return nil, err
		}
		if len(res) != nOut+nInit {
			return nil, fmt.Errorf("body returns %d values, want %d outputs and %d carries", len(res), nOut, nInit)
		}
		for j := range outs {
			if res[j].t == nil {
				return nil, fmt.Errorf("body result %d is not a tensor", j)
			}
			if err := putAt(outs[j], res[j].t, dim, i); err != nil {
				return nil, fmt.Errorf("output %d: %w", j, err)
			}
		}
		carries = res[nOut:]
	}
	return append(wrapAll(outs...), carries...), nil
}

// scanLength is the size of the scanned dimension: the inputs', else an
// output's declared size, else scan_dim_size.
func scanLength(st *step, inputs []*tensor.Tensor, dim int64, nOut int) (int64, error) {
	size := int64(-1)
	for j, x := range inputs {
		if dim < 0 || dim >= int64(x.Rank()) {
			return 0, fmt.Errorf("dimension %d is out of range for input %d (%s)", dim, j, x.TypeString())
		}
		if size >= 0 && x.Shape()[dim] != size {
			return 0, fmt.Errorf("inputs differ in the size of dimension %d", dim)
		}
		size = x.Shape()[dim]
	}
	if size >= 0 {
		return size, nil
	}
	for j := 0; j < nOut; j++ {
		if s, ok := staticShape(st.op.Result(j).Type()); ok && dim >= 0 && dim < int64(len(s)) {
			return s[dim], nil
		}
	}
	if st.op.Attr("scan_dim_size") != nil {
		return intAttr(st.op, "scan_dim_size")
	}
	return 0, fmt.Errorf("no input, static output or scan_dim_size gives the length of the scan")
}

// scanOutput allocates output j from its declared type, which must be
// static.
func scanOutput(st *step, j int, dim, size int64) (*tensor.Tensor, error) {
	dt, err := resultDType(st.op, j)
	if err != nil {
		return nil, err
	}
	shape, err := resultShape(st.op, j)
	if err != nil {
		return nil, err
	}
	if dim < 0 || dim >= int64(len(shape)) || shape[dim] != size {
		return nil, fmt.Errorf("output %d (%s) has no dimension %d of size %d", j, st.op.Result(j).Type(), dim, size)
	}
	return tensor.New(dt, shape)
}

// around splits shape at dim into the element counts before and after it.
func around(shape []int64, dim int64) (outer, inner int) {
	outer, inner = 1, 1
	for _, d := range shape[:dim] {
		outer *= int(d)
	}
	for _, d := range shape[dim+1:] {
		inner *= int(d)
	}
	return outer, inner
}

// sliceAt is x[..., i, ...] at dimension dim, with that dimension removed.
func sliceAt(x *tensor.Tensor, dim, i int64) (*tensor.Tensor, error) {
	shape := slices.Delete(slices.Clone(x.Shape()), int(dim), int(dim)+1)
	s, err := tensor.New(x.DType(), shape)
	if err != nil {
		return nil, err
	}
	outer, inner := around(x.Shape(), dim)
	n := int(x.Shape()[dim])
	for o := 0; o < outer; o++ {
		copyRange(s, o*inner, x, (o*n+int(i))*inner, inner)
	}
	return s, nil
}

// putAt writes part (x's shape without dimension dim) into x at position
// i of dimension dim, in place.
func putAt(x, part *tensor.Tensor, dim, i int64) error {
	want := slices.Delete(slices.Clone(x.Shape()), int(dim), int(dim)+1)
	if part.DType() != x.DType() || !tensor.SameShape(part.Shape(), want) {
		return fmt.Errorf("body gives %s, want shape %v of %s", part.TypeString(), want, x.DType())
	}
	outer, inner := around(x.Shape(), dim)
	n := int(x.Shape()[dim])
	for o := 0; o < outer; o++ {
		copyRange(x, (o*n+int(i))*inner, part, o*inner, inner)
	}
	return nil
}

// copyRange copies n elements of src from so to dst from do (same dtype).
func copyRange(dst *tensor.Tensor, do int, src *tensor.Tensor, so, n int) {
	switch d := dst.Raw().(type) {
	case []int64:
		copy(d[do:do+n], src.Ints()[so:so+n])
	case []uint64:
		copy(d[do:do+n], src.Uints()[so:so+n])
	case []float32:
		copy(d[do:do+n], src.F32s()[so:so+n])
	case []float64:
		copy(d[do:do+n], src.F64s()[so:so+n])
	case []complex128:
		copy(d[do:do+n], src.Complexes()[so:so+n])
	}
}
