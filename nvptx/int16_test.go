package nvptx_test

import (
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// int16Kernel applies the integer ops to i16 operands, converts the
// result to every type and converts an f32 to i16.
func int16Kernel(t *testing.T) *kernel.Kernel {
	t.Helper()
	b := kernel.NewBuilder("ops_i16")
	x := b.Buffer("x", kernel.I16, kernel.Read)
	f := b.Buffer("f", kernel.F32, kernel.Read)
	out16 := b.Buffer("out16", kernel.I16, kernel.Write)
	outs := map[kernel.Type]int{}
	for _, u := range []kernel.Type{kernel.F16, kernel.BF16, kernel.F32, kernel.F64, kernel.I1, kernel.I8, kernel.I32, kernel.I64} {
		outs[u] = b.Buffer("out_"+u.String(), u, kernel.Write)
	}
	b.Dim("N")
	r := b.Loop(kernel.DimRef("N"))
	i := r.Index(kernel.Linear)
	a := r.Load(x, i)
	c := r.Binary(kernel.OpOr, a, r.ConstI(kernel.I16, 40000)) // wraps to a negative i16
	acc := a
	for _, op := range []kernel.Op{kernel.OpAdd, kernel.OpSub, kernel.OpMul, kernel.OpDiv, kernel.OpRem, kernel.OpMax,
		kernel.OpMin, kernel.OpAnd, kernel.OpXor, kernel.OpShl, kernel.OpShrA, kernel.OpShrL, kernel.OpUDiv,
		kernel.OpURem, kernel.OpUMax, kernel.OpUMin} {
		acc = r.Binary(kernel.OpAdd, acc, r.Binary(op, c, a))
	}
	for _, op := range []kernel.Op{kernel.OpNeg, kernel.OpAbs, kernel.OpNot, kernel.OpSign, kernel.OpPopcnt, kernel.OpClz} {
		acc = r.Binary(kernel.OpXor, acc, r.Unary(op, c))
	}
	acc = r.Select(r.Cmp(kernel.ULT, acc, c), acc, r.Convert(r.Load(f, i), kernel.I16))
	r.Store(out16, i, acc)
	for u, p := range outs {
		r.Store(p, i, r.Convert(acc, u))
	}
	k, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestInt16PTX compiles the i16 kernel with both llc versions: 16-bit
// loads and stores, arithmetic in 16-bit registers, no local memory.
func TestInt16PTX(t *testing.T) {
	k := int16Kernel(t)
	if got, err := kernel.Parse(kernel.Print(k)); err != nil || kernel.Print(got) != kernel.Print(k) {
		t.Fatalf("print -> parse -> print of the i16 kernel: %v", err)
	}
	compileEach(t, []*kernel.Kernel{k}, ptxWant{
		none:  []string{".extern", ".local"},
		match: []string{`ld\.global(\.nc)?\.(u|b)16`, `st\.global\.(u|b)16`, `cvt\.rzi\.s16\.f32|cvt\.rzi\.s32\.f32`},
	})
}
