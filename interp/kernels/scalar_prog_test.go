package kernels

import (
	"math"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestScalarProgPrepare checks which programs Prepare accepts.
func TestScalarProgPrepare(t *testing.T) {
	f32, i32, b := tensor.F32, tensor.I32, tensor.Bool
	cases := []struct {
		name string
		p    ScalarProg
		ok   bool
	}{
		{"add", ScalarProg{Args: []tensor.DType{f32, f32}, Instrs: []ScalarInstr{{Kind: ScalarBinary, Bin: Add, A: 0, B: 1, Type: f32}}, Results: []int{2}}, true},
		{"atan2 on floats", ScalarProg{Args: []tensor.DType{f32, f32}, Instrs: []ScalarInstr{{Kind: ScalarBinary, Bin: Atan2, A: 0, B: 1, Type: f32}}, Results: []int{2}}, false},
		{"slot out of range", ScalarProg{Args: []tensor.DType{f32}, Instrs: []ScalarInstr{{Kind: ScalarBinary, Bin: Add, A: 0, B: 3, Type: f32}}, Results: []int{1}}, false},
		{"compare giving f32", ScalarProg{Args: []tensor.DType{f32, f32}, Instrs: []ScalarInstr{{Kind: ScalarCompare, Dir: LT, A: 0, B: 1, Type: f32}}, Results: []int{2}}, false},
		{"complex argument", ScalarProg{Args: []tensor.DType{tensor.C64}, Results: []int{0}}, false},
		{"float to int convert", ScalarProg{Args: []tensor.DType{f32}, Instrs: []ScalarInstr{{Kind: ScalarConvert, From: f32, A: 0, Type: i32}}, Results: []int{1}}, false},
		{"int to float convert", ScalarProg{Args: []tensor.DType{i32}, Instrs: []ScalarInstr{{Kind: ScalarConvert, From: i32, A: 0, Type: f32}}, Results: []int{1}}, true},
		{"result out of range", ScalarProg{Args: []tensor.DType{b}, Results: []int{1}}, false},
	}
	for _, c := range cases {
		if err := c.p.Prepare(); (err == nil) != c.ok {
			t.Errorf("%s: Prepare error %v, want ok=%v", c.name, err, c.ok)
		}
	}
}

// TestScalarProgRun checks instruction semantics against the tensor
// kernels on a few edge values.
func TestScalarProgRun(t *testing.T) {
	f := func(v float64) uint64 { return math.Float64bits(v) }
	i8 := tensor.I8
	cases := []struct {
		name string
		p    ScalarProg
		args []uint64
		want uint64
	}{
		{"i8 add wraps", ScalarProg{Args: []tensor.DType{i8, i8}, Instrs: []ScalarInstr{{Kind: ScalarBinary, Bin: Add, A: 0, B: 1, Type: i8}}, Results: []int{2}},
			[]uint64{120, 10}, uint64(0xffffffffffffff82)}, // -126
		{"f32 max with NaN", ScalarProg{Args: []tensor.DType{tensor.F32, tensor.F32}, Instrs: []ScalarInstr{{Kind: ScalarBinary, Bin: Maximum, A: 0, B: 1, Type: tensor.F32}}, Results: []int{2}},
			[]uint64{f(math.NaN()), f(1)}, 0},
		{"f32 divide rounds", ScalarProg{Args: []tensor.DType{tensor.F32, tensor.F32}, Instrs: []ScalarInstr{{Kind: ScalarBinary, Bin: Divide, A: 0, B: 1, Type: tensor.F32}}, Results: []int{2}},
			[]uint64{f(1), f(3)}, f(float64(float32(1.0) / float32(3.0)))},
		{"select", ScalarProg{Args: []tensor.DType{tensor.Bool, tensor.F64, tensor.F64}, Instrs: []ScalarInstr{{Kind: ScalarSelect, A: 0, B: 1, C: 2, Type: tensor.F64}}, Results: []int{3}},
			[]uint64{0, f(2), f(5)}, f(5)},
		{"unsigned compare", ScalarProg{Args: []tensor.DType{tensor.U8, tensor.U8}, Instrs: []ScalarInstr{{Kind: ScalarCompare, Dir: GT, A: 0, B: 1, Type: tensor.Bool}}, Results: []int{2}},
			[]uint64{200, 3}, 1},
	}
	for _, c := range cases {
		if err := c.p.Prepare(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		regs := make([]uint64, c.p.Slots())
		copy(regs, c.args)
		c.p.Run(regs)
		got := regs[c.p.Results[0]]
		if c.name == "f32 max with NaN" {
			if v := math.Float64frombits(got); v == v {
				t.Errorf("%s: got %v, want NaN", c.name, v)
			}
			continue
		}
		if got != c.want {
			t.Errorf("%s: got %#x, want %#x", c.name, got, c.want)
		}
	}
}
