package lowering

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
)

func TestPlanReusesTemporaries(t *testing.T) {
	m := fuseModule(t, "testdata/transformer.mlir")
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	// lifetime of each temporary: [first write, last read]
	first, last := map[int]int{}, map[int]int{}
	temps := 0
	for i, s := range p.Steps {
		for _, id := range s.Writes {
			if _, ok := first[id]; !ok {
				first[id] = i
				last[id] = i
			}
		}
		for _, id := range s.Reads {
			last[id] = i
		}
	}
	for _, b := range p.Buffers {
		switch {
		case b.Kind == TempBuffer && b.Slot < 0:
			t.Errorf("temporary %%b%d has no slot", b.ID)
		case b.Kind != TempBuffer && b.Slot >= 0:
			t.Errorf("%s buffer %%b%d has a slot", b.Kind, b.ID)
		}
		if b.Kind == TempBuffer {
			temps++
		}
	}
	if len(p.Slots) == 0 || len(p.Slots) >= temps {
		t.Errorf("%d slots for %d temporaries: no reuse", len(p.Slots), temps)
	}
	for si, s := range p.Slots {
		for i, a := range s.Buffers {
			for _, b := range s.Buffers[i+1:] {
				if first[a] <= last[b] && first[b] <= last[a] {
					t.Errorf("slot %d: %%b%d [%d,%d] and %%b%d [%d,%d] are live together", si, a, first[a], last[a], b, first[b], last[b])
				}
			}
		}
	}
	if !strings.Contains(p.String(), "step 0 kernel @block_k0") {
		t.Errorf("plan text:\n%s", p)
	}
}

func TestStatsMeetTheBytesGoal(t *testing.T) {
	m := fuseModule(t, "testdata/transformer.mlir")
	stats, err := Stats(m)
	if err != nil {
		t.Fatal(err)
	}
	s := stats[0]
	if s.KernelsAfter >= s.KernelsBefore || s.LibraryCalls != 9 {
		t.Errorf("kernels %d -> %d with %d library calls", s.KernelsBefore, s.KernelsAfter, s.LibraryCalls)
	}
	for _, n := range []int64{128, 1024, 4096} {
		before, after, ratio, err := s.Ratio(map[string]int64{"S0": n})
		if err != nil {
			t.Fatal(err)
		}
		if ratio > 0.5 || after <= 0 {
			t.Errorf("S0=%d: %d -> %d bytes, ratio %.3f > 0.5", n, before, after, ratio)
		}
	}
}

func TestLowerErrorsNameTheOp(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"unfused op", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.lgamma %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}`, "e.mlir:2:8: error: 'chlo.lgamma' has no kernel"},
		{"op inside a fusion", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = symopt.fusion kLoop (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %1 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
    symopt.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}`, "e.mlir:4:10: error: 'chlo.lgamma' cannot be lowered to a kernel yet"},
		{"reduction in a loop fusion", `func.func @f(%a: tensor<4x?xf32>) -> tensor<4xf32> {
  %0 = symopt.fusion kLoop (%a) : (tensor<4x?xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4x?xf32>):
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %1 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x?xf32>, tensor<f32>) -> tensor<4xf32>
    symopt.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}`, "e.mlir:5:10: error: 'stablehlo.reduce' reduction result used before its phase has run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reg := dialect.NewRegistry()
			f, err := parser.Parse("e.mlir", []byte(tc.src), reg, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			_, err = LowerModule(f.Module)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestPoly(t *testing.T) {
	p := Monomial(4, "S1", "S0").Add(Monomial(8, "S0")).Add(Monomial(16)).Add(Monomial(2, "S0", "S1"))
	if got, want := p.String(), "6*S0*S1 + 8*S0 + 16"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	for _, tc := range []struct {
		dims map[string]int64
		want int64
		err  bool
	}{
		{map[string]int64{"S0": 2, "S1": 3}, 36 + 16 + 16, false},
		{map[string]int64{"S0": 0, "S1": 3}, 16, false},
		{map[string]int64{"S0": 1}, 0, true},
	} {
		got, err := p.Eval(tc.dims)
		if (err != nil) != tc.err || got != tc.want {
			t.Errorf("Eval(%v) = %d, %v; want %d (error %v)", tc.dims, got, err, tc.want, tc.err)
		}
	}
	if got := (Poly{}).String(); got != "0" {
		t.Errorf("zero poly prints %q", got)
	}
}

func TestKernelNamesAreIdentifiers(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"main", "main"}, {"train.step-1", "train_step_1"}, {"0f", "f_0f"}, {"", "f_"},
	} {
		if got := identifier(tc.in); got != tc.want {
			t.Errorf("identifier(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestReshapesAreViews: a reshape whose result leaves every fusion is no
// kernel; its result shares its operand's buffer.
func TestReshapesAreViews(t *testing.T) {
	src := `func.func @f(%x: tensor<4x6xf32>, %w: tensor<6x3xf32>) -> (tensor<4x3xf32>, tensor<2x12xf32>) {
  %e = stablehlo.exponential %x : tensor<4x6xf32>
  %r = stablehlo.reshape %e : (tensor<4x6xf32>) -> tensor<2x12xf32>
  %n = stablehlo.negate %r : tensor<2x12xf32>
  %d = stablehlo.dot_general %e, %w, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  %v = stablehlo.reshape %n : (tensor<2x12xf32>) -> tensor<24xf32>
  %u = stablehlo.reshape %v : (tensor<24xf32>) -> tensor<2x12xf32>
  return %d, %u : tensor<4x3xf32>, tensor<2x12xf32>
}`
	reg := dialect.NewRegistry()
	f, err := parser.Parse("v.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := fusion.DefaultConfig()
	cfg.Lowerable = hlo.CanLower
	fn := Funcs(f.Module)[0]
	fusion.FuseBlock(fn, fn.Regions[0].Blocks[0], reg, cfg)
	p, err := LowerFunc(fn)
	if err != nil {
		t.Fatal(err)
	}
	kernels := 0
	for _, s := range p.Steps {
		if s.Kind == KernelStep {
			kernels++
		}
	}
	// exp (read by the GEMM) and the negate of its reshape are two
	// kernels (a loop's outputs share one shape); the reshape into the
	// negate is fused, the two trailing reshapes are views of the
	// negate's output, which is what the function returns.
	if kernels != 2 || len(p.Steps) != 3 {
		t.Errorf("%d steps, %d kernels, want 3 and 2:\n%s", len(p.Steps), kernels, p)
	}
	if out := p.Buffers[p.Steps[1].Writes[0]]; out.Kind != ResultBuffer {
		t.Errorf("the negate writes a %s buffer, want the returned one:\n%s", out.Kind, p)
	}
	if _, err := Check(f.Module, CheckOptions{Bindings: []map[string]int64{{"*": 1}}}); err != nil {
		t.Fatal(err)
	}
}
