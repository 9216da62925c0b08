package nvptx_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// mathKernel applies op to operands of type ty loaded from x (and y).
func mathKernel(t *testing.T, ty kernel.Type, op kernel.Op) *kernel.Kernel {
	t.Helper()
	b := kernel.NewBuilder(ty.String() + "_" + op.String())
	x := b.Buffer("x", ty, kernel.Read)
	y := b.Buffer("y", ty, kernel.Read)
	out := b.Buffer("out", ty, kernel.Write)
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
	kernel.OpLogistic, kernel.OpSin, kernel.OpCos, kernel.OpTan, kernel.OpCbrt, kernel.OpPow, kernel.OpAtan2, kernel.OpErf, kernel.OpRem}

// TestF64MathPTX compiles every f64 transcendental with both llc
// versions and checks that the PTX computes in f64 only (no f32
// approximation, no narrowing), that every f64 add, sub, mul, div and
// sqrt rounds to nearest (so ptxas cannot contract them), and that the
// only fmas are the routines' own: the interpreter runs the same
// operations and agrees bit for bit.
func TestF64MathPTX(t *testing.T) {
	forEachLLC(t, func(t *testing.T, _ llcVersion, tool nvptx.Tool) {
		for _, op := range f64MathOps {
			k := mathKernel(t, kernel.F64, op)
			m := emit(t, k)
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

// TestErfPTX compiles erf on f32, f16 and bf16, which convert to f64 and
// run the f64 routine.
func TestErfPTX(t *testing.T) {
	tool := needTool(t, 19, "llc-19", "llc")
	for _, ty := range []kernel.Type{kernel.F32, kernel.F16, kernel.BF16} {
		m := emit(t, mathKernel(t, ty, kernel.OpErf))
		ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
		if err != nil {
			t.Fatalf("%s: %v", ty, err)
		}
		for _, want := range []string{"cvt.f64.f32", "cvt.rn.f32.f64", "div.rn.f64"} {
			if !strings.Contains(ptx, want) {
				t.Errorf("%s: PTX has no %s", ty, want)
			}
		}
		if strings.Contains(ptx, ".local") || strings.Contains(ptx, ".extern") {
			t.Errorf("%s: PTX has local memory or an external call", ty)
		}
	}
}
