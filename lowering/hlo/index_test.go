package hlo_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/kernel"
)

// TestUnsignedIndicesZeroExtend gathers with a ui32 index above 2^31: read
// as unsigned it is past the end and clamps to the last row; sign-extended
// it would be negative and clamp to row 0.
func TestUnsignedIndicesZeroExtend(t *testing.T) {
	src := `func.func @take(%t: tensor<4x2xf32>, %ids: tensor<1xui32>) -> tensor<1x2xf32> {
  %g = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<4x2xf32>, tensor<1xui32>) -> tensor<1x2xf32>
  return %g : tensor<1x2xf32>
}`
	path := filepath.Join(t.TempDir(), "take.mlir")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := fuseFile(t, path)
	p, err := lowering.LowerFunc(lowering.Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	ks := p.Kernels()
	if len(ks) != 1 {
		t.Fatalf("%d kernels, want 1", len(ks))
	}
	table := kernel.BufferOf(kernel.F32, []float64{0, 1, 10, 11, 20, 21, 30, 31})
	ids := kernel.NewBuffer(kernel.I32, 1)
	ids.SetInt(0, 0x80000005) // 2147483653 as ui32
	out := kernel.NewBuffer(kernel.F32, 2)
	err = kernel.Run(ks[0], kernel.Args{Dims: map[string]int64{}, Buffers: map[string]*kernel.Buffer{"in0": table, "in1": ids, "out0": out}})
	if err != nil {
		t.Fatal(err)
	}
	if out.Float(0) != 30 || out.Float(1) != 31 {
		t.Errorf("gathered (%g, %g), want the last row (30, 31)", out.Float(0), out.Float(1))
	}
}
