package kernel_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/sergi/go-diff/diffmatchpatch"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// mixed is a loop kernel touching every element type, conversions,
// constants and integer index arithmetic.
func mixed(t *testing.T) *kernel.Kernel {
	b := kernel.NewBuilder("mixed")
	h := b.Buffer("h", kernel.F16, kernel.Read)
	bf := b.Buffer("bf", kernel.BF16, kernel.ReadWrite)
	d := b.Buffer("d", kernel.F64, kernel.Write)
	m := b.Buffer("m", kernel.I1, kernel.Read)
	q := b.Buffer("q", kernel.I8, kernel.Write)
	n := b.Buffer("n", kernel.I32, kernel.Write)
	s0 := b.Dim("S0")
	b.SetBlock(128)
	b.SetGridCap(1024)
	r := b.Loop(kernel.Mul(kernel.DimRef("S0"), kernel.Const(2)))
	i := r.Index(kernel.Linear)
	half := r.Div(i, r.Index64(2))
	hv := r.Convert(r.Load(h, half), kernel.F32)
	bv := r.Convert(r.Load(bf, i), kernel.F32)
	sel := r.Select(r.Load(m, i), hv, r.Unary(kernel.OpNeg, bv))
	p := r.Binary(kernel.OpPow, sel, r.ConstF(kernel.F32, 2.5))
	r.Store(bf, i, r.Convert(r.Unary(kernel.OpRsqrt, p), kernel.BF16))
	r.Store(d, i, r.Convert(r.Unary(kernel.OpLog, p), kernel.F64))
	r.Store(q, i, r.Convert(r.Min(r.Rem(i, r.Dim(s0)), r.Index64(127)), kernel.I8))
	r.Store(n, i, r.Convert(r.Cmp(kernel.NE, sel, r.ConstF(kernel.F32, 0)), kernel.I32))
	k, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestPrintGolden(t *testing.T) {
	all, err := samples.All()
	if err != nil {
		t.Fatal(err)
	}
	kernels := []*kernel.Kernel{mixed(t)}
	for _, s := range all {
		kernels = append(kernels, s.Kernel)
	}
	for _, k := range kernels {
		t.Run(k.Name, func(t *testing.T) {
			got := kernel.Print(k)
			path := filepath.Join("testdata", k.Name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				dmp := diffmatchpatch.New()
				t.Errorf("printed kernel differs from %s:\n%s", path, dmp.DiffPrettyText(dmp.DiffMain(string(want), got, false)))
			}
		})
	}
}
