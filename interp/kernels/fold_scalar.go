package kernels

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/interp/tensor"
)

// ReduceScalar is Reduce with the body compiled to a ScalarProg taking
// (acc..., x...) and returning the new accumulators.
func ReduceScalar(inputs, inits []*tensor.Tensor, dims []int64, body *ScalarProg) ([]*tensor.Tensor, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("reduce: no operands")
	}
	shape, g, err := reduceGroups(inputs[0].Shape(), dims)
	if err != nil {
		return nil, err
	}
	return foldScalar("reduce", inputs, inits, shape, g, body)
}

// ReduceWindowScalar is ReduceWindow with a compiled body.
func ReduceWindowScalar(inputs, inits []*tensor.Tensor, w Window, body *ScalarProg) ([]*tensor.Tensor, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("reduce_window: no operands")
	}
	shape, _, g, err := windowGroups("reduce_window", inputs[0].Shape(), w)
	if err != nil {
		return nil, err
	}
	return foldScalar("reduce_window", inputs, inits, shape, g, body)
}

func foldScalar(op string, xs, inits []*tensor.Tensor, shape []int64, g groups, p *ScalarProg) ([]*tensor.Tensor, error) {
	n := len(xs)
	if len(p.types) == 0 {
		return nil, fmt.Errorf("%s: body program is not prepared", op)
	}
	if n == 0 || len(inits) != n || len(p.Args) != 2*n || len(p.Results) != n {
		return nil, fmt.Errorf("%s: %d operands, %d init values and a body of %d arguments and %d results", op, n, len(inits), len(p.Args), len(p.Results))
	}
	loads := make([]func(int) uint64, n)
	stores := make([]func(int, uint64), n)
	initV := make([]uint64, n)
	res := make([]*tensor.Tensor, n)
	for i, x := range xs {
		dt := x.DType()
		if inits[i].Len() != 1 || inits[i].DType() != dt || p.Args[i] != dt || p.Args[n+i] != dt || p.types[p.Results[i]] != dt {
			return nil, fmt.Errorf("%s: operand %s, init value %s and body types disagree", op, x.TypeString(), inits[i].TypeString())
		}
		if i > 0 && !tensor.SameShape(x.Shape(), xs[0].Shape()) {
			return nil, fmt.Errorf("%s: operand shapes differ: %s vs %s", op, xs[0].TypeString(), x.TypeString())
		}
		var err error
		if res[i], err = tensor.New(dt, shape); err != nil {
			return nil, err
		}
		loads[i] = slotLoader(x)
		stores[i] = slotStorer(res[i])
		initV[i] = slotLoader(inits[i])(0)
	}
	stage := p.Slots() // n staging slots follow the program's own
	regs := make([]uint64, stage+n)
	buf := make([]int, g.w)
	for o := 0; o < g.n; o++ {
		copy(regs, initV)
		for _, s := range g.row(o, buf) {
			for i := range xs {
				if s >= 0 {
					regs[n+i] = loads[i](s)
				} else {
					regs[n+i] = initV[i]
				}
			}
			p.Run(regs)
			for i, r := range p.Results {
				regs[stage+i] = regs[r] // results may be arguments
			}
			copy(regs[:n], regs[stage:])
		}
		for i := range res {
			stores[i](o, regs[i])
		}
	}
	return res, nil
}

// slotLoader reads element i of t as a ScalarProg slot.
func slotLoader(t *tensor.Tensor) func(int) uint64 {
	switch dt := t.DType(); {
	case dt == tensor.F32:
		s := t.F32s()
		return func(i int) uint64 { return math.Float64bits(float64(s[i])) }
	case dt == tensor.F64:
		s := t.F64s()
		return func(i int) uint64 { return math.Float64bits(s[i]) }
	case dt.IsUnsigned():
		s := t.Uints()
		return func(i int) uint64 { return s[i] }
	}
	s := t.Ints()
	return func(i int) uint64 { return uint64(s[i]) }
}

// slotStorer writes a slot to element i of t.
func slotStorer(t *tensor.Tensor) func(int, uint64) {
	switch dt := t.DType(); {
	case dt == tensor.F32:
		s := t.F32s()
		return func(i int, v uint64) { s[i] = float32(math.Float64frombits(v)) }
	case dt == tensor.F64:
		s := t.F64s()
		return func(i int, v uint64) { s[i] = math.Float64frombits(v) }
	case dt.IsUnsigned():
		s := t.Uints()
		return func(i int, v uint64) { s[i] = v }
	}
	s := t.Ints()
	return func(i int, v uint64) { s[i] = int64(v) }
}
