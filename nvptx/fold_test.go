package nvptx_test

import (
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
	"github.com/symopt/symopt/nvptx"
)

func TestFoldEmit(t *testing.T) {
	m := emit(t, parseKernel(t, samples.ArgmaxText))
	text := m.Text(nvptx.Opaque)
	matchEach(t, "LLVM IR", text,
		`fold\.header\d+:`,
		`= phi float \[ 0xFFF0000000000000, %cont\d+ \], \[ %\d+, %fold\.body\d+ \]`,
		`= phi i32 \[ 0, %cont\d+ \], \[ %\d+, %fold\.body\d+ \]`)
	if t.Failed() {
		t.Logf("LLVM IR:\n%s", text)
	}
}

func TestFoldCompile(t *testing.T) {
	compileEach(t, []*kernel.Kernel{parseKernel(t, samples.ArgmaxText)}, ptxWant{
		none:  []string{".extern", ".local"},
		match: []string{`setp\.gt\.f32`, `st\.global\.f32`, `st\.global\.u32`},
	})
}
