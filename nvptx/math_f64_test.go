package nvptx_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// f64MathKernel applies op to f64 operands loaded from x (and y).
func f64MathKernel(t *testing.T, op kernel.Op) *kernel.Kernel {
	t.Helper()
	b := kernel.NewBuilder("f64_" + op.String())
	x := b.Buffer("x", kernel.F64, kernel.Read)
	y := b.Buffer("y", kernel.F64, kernel.Read)
	out := b.Buffer("out", kernel.F64, kernel.Write)
	b.Dim("N")
	r := b.Loop(kernel.DimRef("N"))
	i := r.Index(kernel.Linear)
	a := r.Load(x, i)
	var v *kernel.Inst
	if op.IsBinary() {
		v = r.Binary(op, a, r.Load(y, i))
	} else {
		v = r.Unary(op, a)
	}
	r.Store(out, i, v)
	k, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

var f64MathOps = []kernel.Op{kernel.OpExp, kernel.OpExpm1, kernel.OpLog, kernel.OpLog1p, kernel.OpTanh,
	kernel.OpLogistic, kernel.OpSin, kernel.OpCos, kernel.OpTan, kernel.OpCbrt, kernel.OpPow, kernel.OpAtan2}

// TestF64MathPTX compiles every f64 transcendental with both llc
// versions and checks that the PTX computes in f64 only (no f32
// approximation, no narrowing), that every f64 add, sub, mul, div and
// sqrt rounds to nearest (so ptxas cannot contract them), and that the
// only fmas are the routines' own: the interpreter runs the same
// operations and agrees bit for bit.
func TestF64MathPTX(t *testing.T) {
	for _, tc := range []struct {
		major int
		names []string
	}{
		{19, []string{"llc-19", "llc"}},
		{14, []string{"llc-14", "llc"}},
	} {
		t.Run(fmt.Sprintf("llvm%d", tc.major), func(t *testing.T) {
			tool := needTool(t, tc.major, tc.names...)
			for _, op := range f64MathOps {
				k := f64MathKernel(t, op)
				m, err := nvptx.Emit(k)
				if err != nil {
					t.Fatal(err)
				}
				ll := m.Text(nvptx.Opaque)
				ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
				if err != nil {
					t.Fatalf("%s: %v", op, err)
				}
				for _, bad := range []string{".extern", ".local", "approx", "cvt.rn.f32.f64", ".f32"} {
					if strings.Contains(ptx, bad) {
						t.Errorf("%s: PTX has %s", op, bad)
					}
				}
				if m := regexp.MustCompile(`\b(add|sub|mul|div|sqrt)(\.(ftz|approx|full))*\.f64`).FindString(ptx); m != "" {
					t.Errorf("%s: PTX has %s without a rounding mode", op, m)
				}
				calls := strings.Count(ll, "call double @llvm.fma.f64(")
				fmas := len(regexp.MustCompile(`fma\.rn\.f64`).FindAllString(ptx, -1))
				if calls != fmas {
					t.Errorf("%s: %d fma calls in the LLVM IR, %d fma.rn.f64 in the PTX", op, calls, fmas)
				}
			}
		})
	}
}
