package kernel

import (
	"fmt"
)

// Args are the launch arguments of a kernel run by the interpreter.
type Args struct {
	Dims    map[string]int64
	Buffers map[string]*Buffer
}

// Run executes k on the CPU as the GPU would: it simulates every block,
// warp and thread of the launch the strategy describes, including the
// order in which warp shuffles and shared-memory trees combine partial
// results, so floating-point results match the GPU up to the accuracy of
// its math approximations. Buffers are updated in place.
func Run(k *Kernel, args Args) error {
	if err := Verify(k); err != nil {
		return err
	}
	m := &machine{k: k, bufs: make([]*Buffer, len(k.Params)), dims: make([]int64, len(k.Params)), dimVals: args.Dims}
	for i, p := range k.Params {
		if p.Kind == DimParam {
			v, ok := args.Dims[p.Name]
			if !ok {
				return fmt.Errorf("kernel %s: no value for dim %s", k.Name, p.Name)
			}
			if v < 0 {
				return fmt.Errorf("kernel %s: dim %s = %d is negative", k.Name, p.Name, v)
			}
			m.dims[i] = v
			continue
		}
		b, ok := args.Buffers[p.Name]
		if (!ok || b == nil) && p.Scratch != nil {
			n, err := p.Scratch.Eval(args.Dims)
			if err != nil {
				return fmt.Errorf("kernel %s: scratch %s: %w", k.Name, p.Name, err)
			}
			b, ok = NewBuffer(p.Elem, int(n)), true
		}
		if !ok || b == nil {
			return fmt.Errorf("kernel %s: no buffer for %s", k.Name, p.Name)
		}
		if b.Type != p.Elem {
			return fmt.Errorf("kernel %s: buffer %s holds %s, want %s", k.Name, p.Name, b.Type, p.Elem)
		}
		m.bufs[i] = b
	}
	m.vals = make([]val, k.NumInsts())
	grid, err := k.Grid().Eval(args.Dims)
	if err != nil {
		return fmt.Errorf("kernel %s: grid: %w", k.Name, err)
	}
	switch k.Strategy {
	case Loop:
		n, err := k.Count.Eval(args.Dims)
		if err != nil {
			return fmt.Errorf("kernel %s: count: %w", k.Name, err)
		}
		return m.runLoop(grid, n)
	case RowReduce, ColReduce, RowSort, RowFold:
		if m.rows, err = k.Rows.Eval(args.Dims); err != nil {
			return fmt.Errorf("kernel %s: rows: %w", k.Name, err)
		}
		if m.cols, err = k.Cols.Eval(args.Dims); err != nil {
			return fmt.Errorf("kernel %s: cols: %w", k.Name, err)
		}
		if k.Strategy == ColReduce {
			return m.runColReduce(grid)
		}
		if k.Strategy == RowSort {
			return m.runRowSort(grid)
		}
		if k.Strategy == RowFold {
			return m.runRowFold(grid)
		}
		if k.RowMode == Warp {
			return m.runRowWarp(grid)
		}
		return m.runRowBlock(grid)
	}
	return fmt.Errorf("kernel %s: unknown strategy", k.Name)
}

// machine is the state of one simulated launch.
type machine struct {
	k          *Kernel
	bufs       []*Buffer
	dims       []int64          // by parameter index
	dimVals    map[string]int64 // by name
	rows, cols int64
	vals       []val // scratch values of the thread being executed
}

// thread is the per-thread state that survives between regions.
type thread struct {
	linear, row, col int64
	lhs, rhs, src    int64 // sort kernels
	reduced          []val // per phase
}

func (m *machine) newThread() *thread {
	return &thread{reduced: make([]val, len(m.k.Phases))}
}

// exec runs region r for thread th.
func (m *machine) exec(r *Region, th *thread) error {
	vals := m.vals
	for _, in := range r.Insts {
		var v val
		var err error
		switch in.Op {
		case OpConst:
			v = val{f: in.F, i: in.I}
			if in.Type.IsFloat() {
				v.f = roundFloat(in.Type, in.F)
			} else {
				v.i = wrapInt(in.Type, in.I)
			}
		case OpDim:
			v.i = m.dims[in.Param]
		case OpIndex:
			v.i = [...]int64{Linear: th.linear, Row: th.row, Col: th.col, Lhs: th.lhs, Rhs: th.rhs, Src: th.src}[in.Index]
		case OpReduced:
			v = th.reduced[in.Phase]
		case OpLoad:
			v, err = m.bufs[in.Param].load(vals[in.Args[0].id].i)
		case OpStore:
			err = m.bufs[in.Param].store(vals[in.Args[0].id].i, vals[in.Args[1].id])
		case OpStoreIf:
			if vals[in.Args[2].id].i != 0 {
				err = m.bufs[in.Param].store(vals[in.Args[0].id].i, vals[in.Args[1].id])
			}
		case OpAtomicAdd, OpAtomicMax, OpAtomicMin, OpAtomicMul:
			err = m.bufs[in.Param].atomic(in.Op, vals[in.Args[0].id].i, vals[in.Args[1].id])
		case OpCmp:
			v = evalCmp(in.Pred, in.Args[0].Type, vals[in.Args[0].id], vals[in.Args[1].id])
		case OpSelect:
			v = vals[in.Args[2].id]
			if vals[in.Args[0].id].i != 0 {
				v = vals[in.Args[1].id]
			}
		case OpConvert:
			v = evalConvert(in.Args[0].Type, in.Type, vals[in.Args[0].id])
		default:
			if in.Op.IsBinary() {
				v, err = evalBinary(in.Op, in.Type, vals[in.Args[0].id], vals[in.Args[1].id])
			} else {
				v, err = evalUnary(in.Op, in.Type, vals[in.Args[0].id])
			}
		}
		if err != nil {
			return fmt.Errorf("kernel %s: %s (row %d, col %d, element %d): %w",
				m.k.Name, (&printer{k: m.k}).inst(in), th.row, th.col, th.linear, err)
		}
		vals[in.id] = v
	}
	return nil
}

// combine merges two partial results of a reduce phase.
func combine(p *Phase, x, y val) val {
	v, err := evalBinary(p.Combine.Op(), p.Value.Type, x, y)
	if err != nil { // verified kernels combine only floats, i32 and i64
		return x
	}
	return v
}
