package interp

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Region bodies made only of scalar arithmetic (binary ops, compare,
// select, convert, constants) on rank-0 values compile to a
// kernels.ScalarProg, which reduce-like kernels run per element without
// building tensors. Anything else runs through the region plan.

// scalarBody returns st's region 0 as a prepared scalar program, or nil.
func scalarBody(ex *executor, st *step) *kernels.ScalarProg { return scalarRegion(ex, st, 0) }

// scalarRegion returns region r of st as a prepared scalar program, or
// nil. The programs are compiled once and cached on the step.
func scalarRegion(ex *executor, st *step, r int) *kernels.ScalarProg {
	if ex.in.noScalarBodies {
		return nil
	}
	if !st.scalarDone {
		st.scalarDone = true
		st.scalar = make([]*kernels.ScalarProg, len(st.op.Regions))
		for i, reg := range st.op.Regions {
			st.scalar[i] = compileScalarBody(reg)
		}
	}
	if r >= len(st.scalar) {
		return nil
	}
	return st.scalar[r]
}

// compileScalarBody translates a one-block region; nil when some op or
// type is outside the scalar form.
func compileScalarBody(r *ir.Region) *kernels.ScalarProg {
	if len(r.Blocks) != 1 {
		return nil
	}
	b := r.Blocks[0]
	p := &kernels.ScalarProg{}
	slots := map[*ir.Value]int{}
	for _, a := range b.Args() {
		dt, ok := scalarTypeOf(a.Type())
		if !ok {
			return nil
		}
		slots[a] = len(p.Args)
		p.Args = append(p.Args, dt)
	}
	operand := func(op *ir.Operation, i int) (int, bool) {
		s, ok := slots[op.Operand(i)]
		return s, ok
	}
	for _, op := range b.Ops {
		if op == b.Terminator() {
			for i := 0; i < op.NumOperands(); i++ {
				s, ok := operand(op, i)
				if !ok {
					return nil
				}
				p.Results = append(p.Results, s)
			}
			break
		}
		in, ok := scalarInstr(op, operand)
		if !ok {
			return nil
		}
		slots[op.Result(0)] = len(p.Args) + len(p.Instrs)
		p.Instrs = append(p.Instrs, in)
	}
	if len(p.Results) == 0 || p.Prepare() != nil {
		return nil
	}
	return p
}

// scalarInstr translates one op with one rank-0 result.
func scalarInstr(op *ir.Operation, operand func(*ir.Operation, int) (int, bool)) (kernels.ScalarInstr, bool) {
	var in kernels.ScalarInstr
	if !isHLO(op) || op.NumResults() != 1 || len(op.Regions) > 0 {
		return in, false
	}
	dt, ok := scalarTypeOf(op.Result(0).Type())
	if !ok {
		return in, false
	}
	in.Type = dt
	args := make([]int, op.NumOperands())
	for i := range args {
		if args[i], ok = operand(op, i); !ok {
			return in, false
		}
		if _, ok := scalarTypeOf(op.Operand(i).Type()); !ok {
			return in, false
		}
	}
	short := op.Short()
	switch {
	case short == "constant" && len(args) == 0:
		d, ok := op.Attr("value").(*ir.DenseElementsAttr)
		if !ok {
			return in, false
		}
		t, err := denseToTensor(d)
		if err != nil || t.Len() != 1 || t.DType() != dt {
			return in, false
		}
		in.Kind, in.Value = kernels.ScalarConst, kernels.ScalarSlot(t)
	case short == "compare" && len(args) == 2:
		w, err := dialect.ComparisonDirection(op)
		if err != nil {
			return in, false
		}
		if in.Dir, err = kernels.ParseDirection(w); err != nil {
			return in, false
		}
		if in.Cmp, err = kernels.ParseCompareType(dialect.ComparisonType(op)); err != nil {
			return in, false
		}
		in.Kind, in.A, in.B = kernels.ScalarCompare, args[0], args[1]
	case short == "select" && len(args) == 3:
		in.Kind, in.A, in.B, in.C = kernels.ScalarSelect, args[0], args[1], args[2]
	case short == "convert" && len(args) == 1:
		from, _ := scalarTypeOf(op.Operand(0).Type())
		in.Kind, in.A, in.From = kernels.ScalarConvert, args[0], from
	case len(args) == 2:
		bin, ok := kernels.ParseBinaryOp(short)
		if !ok {
			return in, false
		}
		in.Kind, in.Bin, in.A, in.B = kernels.ScalarBinary, bin, args[0], args[1]
	default:
		return in, false
	}
	return in, true
}

// scalarTypeOf accepts rank-0 tensors of the scalar slot types.
func scalarTypeOf(t ir.Type) (tensor.DType, bool) {
	s, ok := staticShape(t)
	if !ok || len(s) != 0 {
		return 0, false
	}
	if _, quant, _ := quantOf(t); quant {
		return 0, false // quantized values run through the plan (ops_quant.go)
	}
	dt, err := elemDType(t)
	if err != nil || !kernels.ScalarType(dt) {
		return 0, false
	}
	return dt, true
}
