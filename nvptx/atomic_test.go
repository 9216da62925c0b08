package nvptx_test

import (
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
	"github.com/symopt/symopt/nvptx"
)

// rmwKernels are one scatter-style kernel per atomic instruction and
// element type, and one with store_if.
func rmwKernels(t *testing.T) []*kernel.Kernel {
	t.Helper()
	var ks []*kernel.Kernel
	for _, op := range []string{"atomic_add", "atomic_max", "atomic_min", "atomic_mul"} {
		for _, elem := range []kernel.Type{kernel.F32, kernel.F64, kernel.I32, kernel.I64} {
			ks = append(ks, parseKernel(t, samples.RMWText(op+"_"+elem.String(), op, elem)))
		}
	}
	return append(ks, parseKernel(t, `kernel @store_if(%idx: in i32, %w: in f16, %x: inout f16, %N: dim)
    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {
  %0 = index linear
  %1 = load %idx[%0] : i32
  %2 = convert %1 : i32 -> i64
  %3 = const 0 : i64
  %4 = cmp ge %2, %3 : i64
  %5 = load %w[%0] : f16
  store_if %x[%2], %5, %4
}
`))
}

func TestAtomicsEmit(t *testing.T) {
	m := emit(t, rmwKernels(t)...)
	matchEach(t, "LLVM IR", m.Text(nvptx.Opaque),
		`atomicrmw fadd ptr addrspace\(1\) %\d+, float %\d+ monotonic`,
		`atomicrmw max ptr addrspace\(1\) %\d+, i32 %\d+ monotonic`,
		`atomicrmw min ptr addrspace\(1\) %\d+, i64 %\d+ monotonic`,
		`cmpxchg ptr addrspace\(1\) %\d+, i32 %\d+, i32 %\d+ monotonic monotonic`,
		`cmpxchg ptr addrspace\(1\) %\d+, i64 %\d+, i64 %\d+ monotonic monotonic`,
		`br i1 %\d+, label %store_if\.then\d+, label %store_if\.end\d+`)
}

func TestAtomicsCompile(t *testing.T) {
	compileEach(t, rmwKernels(t), ptxWant{
		none: []string{".extern", ".local"},
		match: []string{`atom\.global\.add\.f32`, `atom\.global\.add\.f64`, `atom\.global\.max\.s32`,
			`atom\.global\.min\.s64`, `atom\.global\.cas\.b32`, `atom\.global\.cas\.b64`, `st\.global\.b16`},
	})
}
