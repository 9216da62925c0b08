package nvptx_test

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

var floatTypes = []kernel.Type{kernel.F16, kernel.BF16, kernel.F32, kernel.F64}
var intTypes = []kernel.Type{kernel.I1, kernel.I8, kernel.I32, kernel.I64}

// opsKernel applies every operation defined on type t to two loaded
// operands and converts the result to every other type.
func opsKernel(t kernel.Type) (*kernel.Kernel, error) {
	b := kernel.NewBuilder("ops_" + t.String())
	x := b.Buffer("x", t, kernel.Read)
	outs := map[kernel.Type]int{}
	for _, u := range append(append([]kernel.Type{}, floatTypes...), intTypes...) {
		outs[u] = b.Buffer("out_"+u.String(), u, kernel.Write)
	}
	b.Dim("N")
	r := b.Loop(kernel.DimRef("N"))
	i := r.Index(kernel.Linear)
	a := r.Load(x, i)
	c := r.Load(x, r.Rem(r.Add(i, r.Index64(1)), r.Dim(b.Dim("M"))))
	acc := a
	fold := func(v *kernel.Inst) { acc = r.Select(r.Cmp(kernel.LT, acc, v), v, acc) }
	var binary, unary []kernel.Op
	if t.IsFloat() {
		binary = []kernel.Op{kernel.OpAdd, kernel.OpSub, kernel.OpMul, kernel.OpDiv, kernel.OpRem, kernel.OpMax, kernel.OpMin, kernel.OpPow, kernel.OpAtan2}
		unary = []kernel.Op{kernel.OpNeg, kernel.OpAbs, kernel.OpExp, kernel.OpLog, kernel.OpTanh, kernel.OpLogistic, kernel.OpSqrt, kernel.OpRsqrt,
			kernel.OpCbrt, kernel.OpTan, kernel.OpLog1p, kernel.OpExpm1}
	} else {
		binary = []kernel.Op{kernel.OpAdd, kernel.OpSub, kernel.OpMul, kernel.OpDiv, kernel.OpRem, kernel.OpMax, kernel.OpMin, kernel.OpAnd, kernel.OpOr, kernel.OpXor}
		unary = []kernel.Op{kernel.OpNeg, kernel.OpAbs, kernel.OpNot}
		if t != kernel.I1 {
			binary = append(binary, kernel.OpShl, kernel.OpShrA, kernel.OpShrL,
				kernel.OpUDiv, kernel.OpURem, kernel.OpUMax, kernel.OpUMin)
			unary = append(unary, kernel.OpPopcnt, kernel.OpClz)
		}
	}
	for _, op := range binary {
		fold(r.Binary(op, a, c))
	}
	for _, op := range unary {
		fold(r.Unary(op, c))
	}
	preds := []kernel.Pred{kernel.EQ, kernel.NE, kernel.LE, kernel.GT, kernel.GE}
	if t.IsInt() {
		preds = append(preds, kernel.ULT, kernel.ULE, kernel.UGT, kernel.UGE)
	}
	for _, p := range preds {
		acc = r.Select(r.Cmp(p, a, acc), acc, c)
	}
	for u, p := range outs {
		r.Store(p, i, r.Convert(acc, u))
	}
	return b.Build()
}

// reduceKernel is a row or column reduction of type t with every
// combiner, an epilogue storing all results, and a map phase.
func reduceKernel(s kernel.Strategy, mode kernel.RowMode, t kernel.Type, split bool) (*kernel.Kernel, error) {
	b := kernel.NewBuilder(fmt.Sprintf("reduce_%s_%s_%s_%v", s, mode, t, split))
	x := b.Buffer("x", t, kernel.Read)
	y := b.Buffer("y", t, kernel.Write)
	out := b.Buffer("out", t, kernel.Write)
	b.Dim("R")
	cols := b.Dim("C")
	if s == kernel.RowReduce {
		b.RowReduce(kernel.DimRef("R"), kernel.DimRef("C"), mode)
	} else {
		b.ColReduce(kernel.DimRef("R"), kernel.DimRef("C"))
		b.SetBlock(128)
		if split {
			b.SetSplit(kernel.DefaultSplit(kernel.DimRef("R"), kernel.DimRef("C")))
		}
	}
	off := func(r *kernel.RegionBuilder) *kernel.Inst {
		return r.Add(r.Mul(r.Index(kernel.Row), r.Dim(cols)), r.Index(kernel.Col))
	}
	var phases []int
	for _, c := range []kernel.Combiner{kernel.CombAdd, kernel.CombMul, kernel.CombMax, kernel.CombMin} {
		r, p := b.Reduce(c)
		r.Yield(r.Load(x, off(r)))
		phases = append(phases, p)
	}
	if !split {
		m := b.Map()
		o := off(m)
		m.Store(y, o, m.Sub(m.Load(x, o), m.Reduced(phases[2])))
	}
	e := b.Epilogue()
	kind := kernel.Row
	if s == kernel.ColReduce {
		kind = kernel.Col
	}
	pos := e.Index(kind)
	v := e.Reduced(phases[0])
	for _, p := range phases[1:] {
		v = e.Add(v, e.Reduced(p))
	}
	e.Store(out, pos, v)
	return b.Build()
}

// allKernels returns the samples and the coverage kernels.
func allKernels(t *testing.T) []*kernel.Kernel {
	t.Helper()
	all, err := samples.All()
	if err != nil {
		t.Fatal(err)
	}
	var ks []*kernel.Kernel
	for _, s := range all {
		ks = append(ks, s.Kernel)
	}
	for _, ty := range append(append([]kernel.Type{}, floatTypes...), intTypes...) {
		k, err := opsKernel(ty)
		if err != nil {
			t.Fatal(err)
		}
		ks = append(ks, k)
	}
	for _, ty := range []kernel.Type{kernel.F16, kernel.F32, kernel.F64, kernel.I32, kernel.I64} {
		for _, c := range []struct {
			s     kernel.Strategy
			m     kernel.RowMode
			split bool
		}{{kernel.RowReduce, kernel.Warp, false}, {kernel.RowReduce, kernel.Block, false},
			{kernel.ColReduce, kernel.Warp, false}, {kernel.ColReduce, kernel.Warp, true}} {
			k, err := reduceKernel(c.s, c.m, ty, c.split)
			if err != nil {
				t.Fatal(err)
			}
			ks = append(ks, k)
		}
	}
	return ks
}

// parseKernel parses a kernel written as text.
func parseKernel(t *testing.T, text string) *kernel.Kernel {
	t.Helper()
	k, err := kernel.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return k
}
