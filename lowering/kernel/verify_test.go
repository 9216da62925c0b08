package kernel_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

func TestVerifyErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(b *kernel.Builder)
		want  string
	}{
		{"type mismatch", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.Read)
			r := b.Loop(kernel.Const(4))
			i := r.Index(kernel.Linear)
			r.Add(r.Load(x, i), i)
		}, "operand of type i64, result f32"},
		{"unsigned compare of floats", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.Read)
			r := b.Loop(kernel.Const(4))
			v := r.Load(x, r.Index(kernel.Linear))
			r.Cmp(kernel.ULT, v, v)
		}, "predicate ult is not defined on f32"},
		{"shift of floats", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.Read)
			r := b.Loop(kernel.Const(4))
			v := r.Load(x, r.Index(kernel.Linear))
			r.Binary(kernel.OpShl, v, v)
		}, "not defined on f32"},
		{"store to input", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.Read)
			r := b.Loop(kernel.Const(4))
			i := r.Index(kernel.Linear)
			r.Store(x, i, r.Load(x, i))
		}, "cannot store f32 to in buffer x"},
		{"atomic_add to output", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.Write)
			r := b.Loop(kernel.Const(4))
			r.AtomicAdd(x, r.Index(kernel.Linear), r.ConstF(kernel.F32, 1))
		}, "cannot atomic_add f32 to out buffer x"},
		{"atomic_add of f16", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F16, kernel.ReadWrite)
			r := b.Loop(kernel.Const(4))
			r.AtomicAdd(x, r.Index(kernel.Linear), r.ConstF(kernel.F16, 1))
		}, "cannot atomic_add f16 to inout buffer x of f16"},
		{"vector with atomic_add", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.ReadWrite)
			b.SetVector(4)
			r := b.Loop(kernel.Const(4))
			r.AtomicAdd(x, r.Index(kernel.Linear), r.ConstF(kernel.F32, 1))
		}, "vector width 4 needs every store at the linear index"},
		{"float offset", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.Read)
			r := b.Loop(kernel.Const(4))
			r.Load(x, r.ConstF(kernel.F32, 1))
		}, "offset has type f32, want i64"},
		{"row index in loop", func(b *kernel.Builder) {
			b.Loop(kernel.Const(4)).Index(kernel.Row)
		}, "index row is not available here"},
		{"unknown dim in count", func(b *kernel.Builder) {
			b.Loop(kernel.DimRef("S9"))
		}, "count S9 reads S9, which is not a dim parameter"},
		{"vector with gather", func(b *kernel.Builder) {
			x := b.Buffer("x", kernel.F32, kernel.ReadWrite)
			b.SetVector(4)
			r := b.Loop(kernel.Const(4))
			i := r.Index(kernel.Linear)
			r.Store(x, r.Add(i, r.Index64(1)), r.Load(x, i))
		}, "vector width 4 needs every store at the linear index"},
		{"reduce without yield", func(b *kernel.Builder) {
			b.RowReduce(kernel.Const(2), kernel.Const(2), kernel.Warp)
			b.Reduce(kernel.CombAdd)
		}, "reduce phase 0 does not yield"},
		{"reduced read too early", func(b *kernel.Builder) {
			b.RowReduce(kernel.Const(2), kernel.Const(2), kernel.Warp)
			r, p := b.Reduce(kernel.CombAdd)
			r.Yield(r.Reduced(p))
		}, "phase 0 is not an earlier reduce phase"},
		{"store in reduce phase", func(b *kernel.Builder) {
			y := b.Buffer("y", kernel.F32, kernel.Write)
			b.RowReduce(kernel.Const(2), kernel.Const(2), kernel.Block)
			r, _ := b.Reduce(kernel.CombAdd)
			v := r.ConstF(kernel.F32, 1)
			r.Store(y, r.Index(kernel.Col), v)
			r.Yield(v)
		}, "cannot store f32 to out buffer y of f32 here"},
		{"col index in row epilogue", func(b *kernel.Builder) {
			b.RowReduce(kernel.Const(2), kernel.Const(2), kernel.Warp)
			r, _ := b.Reduce(kernel.CombAdd)
			r.Yield(r.ConstF(kernel.F32, 1))
			b.Epilogue().Index(kernel.Col)
		}, "epilogue, instruction 0 (index): index col is not available here"},
		{"bad block", func(b *kernel.Builder) {
			b.SetBlock(100)
			b.Loop(kernel.Const(4))
		}, "block of 100 threads"},
		{"col block not power of two", func(b *kernel.Builder) {
			b.ColReduce(kernel.Const(2), kernel.Const(2))
			b.SetBlock(96)
			r, _ := b.Reduce(kernel.CombAdd)
			r.Yield(r.ConstF(kernel.F32, 1))
		}, "want 32 times a power of two"},
		{"i1 reduction", func(b *kernel.Builder) {
			b.RowReduce(kernel.Const(2), kernel.Const(2), kernel.Warp)
			r, _ := b.Reduce(kernel.CombAdd)
			r.Yield(r.ConstI(kernel.I1, 1))
		}, "yields i1"},
		{"duplicate parameter", func(b *kernel.Builder) {
			b.Dim("S0")
			b.Dim("S0")
			b.Loop(kernel.Const(1))
		}, "duplicate parameter S0"},
		{"exp of int", func(b *kernel.Builder) {
			r := b.Loop(kernel.Const(1))
			r.Unary(kernel.OpExp, r.Index(kernel.Linear))
		}, "not defined on i64"},
		{"select on float", func(b *kernel.Builder) {
			r := b.Loop(kernel.Const(1))
			c := r.ConstF(kernel.F32, 1)
			r.Select(c, c, c)
		}, "select f32 ? f32 : f32"},
	} {
		b := kernel.NewBuilder("k")
		tc.build(b)
		_, err := b.Build()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got error %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestVerifyHandBuilt checks kernels assembled as data, without the
// builder, fail verification instead of panicking.
func TestVerifyHandBuilt(t *testing.T) {
	f32 := &kernel.Inst{Op: kernel.OpConst, Type: kernel.F32}
	for _, tc := range []struct {
		name string
		k    *kernel.Kernel
		want string
	}{
		{"nil count child", &kernel.Kernel{Name: "k", Block: 32, Vector: 1, Count: &kernel.Expr{Op: kernel.ExprAdd}, Body: &kernel.Region{}},
			"count: + is missing an operand"},
		{"nil operand", &kernel.Kernel{Name: "k", Block: 32, Vector: 1, Count: kernel.Const(1), Body: &kernel.Region{
			Insts: []*kernel.Inst{{Op: kernel.OpAdd, Type: kernel.F32, Args: []*kernel.Inst{nil, nil}}}}},
			"operand not defined earlier"},
		{"operand from elsewhere", &kernel.Kernel{Name: "k", Block: 32, Vector: 1, Count: kernel.Const(1), Body: &kernel.Region{
			Insts: []*kernel.Inst{{Op: kernel.OpNeg, Type: kernel.F32, Args: []*kernel.Inst{f32}}}}},
			"operand not defined earlier"},
		{"missing args", &kernel.Kernel{Name: "k", Block: 32, Vector: 4, Count: kernel.Const(1), Body: &kernel.Region{
			Insts: []*kernel.Inst{{Op: kernel.OpLoad, Type: kernel.F32}}}},
			"has 0 operands, want 1"},
		{"bad opcode", &kernel.Kernel{Name: "k", Block: 32, Vector: 1, Count: kernel.Const(1), Body: &kernel.Region{
			Insts: []*kernel.Inst{{Op: kernel.Op(200), Type: kernel.F32}}}},
			"invalid opcode"},
		{"nil phase", &kernel.Kernel{Name: "k", Block: 32, Strategy: kernel.RowReduce, Rows: kernel.Const(1), Cols: kernel.Const(1),
			Phases: []*kernel.Phase{nil}}, "phase 0 has no body"},
		{"bad strategy", &kernel.Kernel{Name: "k", Block: 32, Strategy: kernel.Strategy(9)}, "unknown strategy"},
	} {
		err := kernel.Verify(tc.k)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}
