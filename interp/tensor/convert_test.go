package tensor

import (
	"math"
	"testing"
)

func TestConvert(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		name string
		from DType
		in   []float64
		to   DType
		want []float64
	}{
		{"f32 to i32 truncates and saturates", F32, []float64{1.9, -1.9, 3e9, -3e9, nan, inf}, I32,
			[]float64{1, -1, math.MaxInt32, math.MinInt32, 0, math.MaxInt32}},
		{"f32 to ui8 saturates at both ends", F32, []float64{-5, 300, 7.7}, U8, []float64{0, 255, 7}},
		{"f32 to i1 is nonzero", F32, []float64{0, math.Copysign(0, -1), 0.5, nan}, Bool, []float64{0, 0, 1, 1}},
		{"i32 to i8 wraps", I32, []float64{127, 128, 255, -129}, I8, []float64{127, -128, -1, 127}},
		{"i32 to ui8 wraps", I32, []float64{-1, 256, 257}, U8, []float64{255, 0, 1}},
		{"f32 to f16 rounds to even and overflows", F32, []float64{1 + 1.0/2048, 70000}, F16, []float64{1, inf}},
		{"f32 to f8E4M3FN overflows to NaN", F32, []float64{500, -500, 448}, F8E4M3FN, []float64{nan, nan, 448}},
		{"i1 to f32", Bool, []float64{1, 0}, F32, []float64{1, 0}},
		{"f64 to f32 rounds", F64, []float64{0.1}, F32, []float64{float64(float32(0.1))}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := Must(FromFloat64s(tc.from, []int64{int64(len(tc.in))}, tc.in))
			got, err := Convert(in, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range tc.want {
				g := got.Float64At(i)
				if g != w && !(g != g && w != w) {
					t.Errorf("element %d: %v -> %v, want %v", i, tc.in[i], g, w)
				}
			}
		})
	}
}

func TestConvertLargeIntegers(t *testing.T) {
	in := Must(FromInt64s(I64, []int64{2}, []int64{math.MaxInt64, 1<<53 + 1}))
	f, _ := Convert(in, F64)
	if f.F64s()[0] != 9223372036854775807.0 || f.F64s()[1] != 1<<53 {
		t.Errorf("i64 to f64: %v", f.F64s())
	}
	u := Must(FromUint64s(U64, []int64{1}, []uint64{math.MaxUint64}))
	back, _ := Convert(u, I64)
	if back.Ints()[0] != -1 {
		t.Errorf("ui64 max to i64 = %d, want -1", back.Ints()[0])
	}
	c, _ := Convert(Must(FromFloat64s(F32, []int64{1}, []float64{2.5})), C64)
	if c.Complexes()[0] != complex(2.5, 0) {
		t.Errorf("f32 to complex = %v", c.Complexes()[0])
	}
	r, _ := Convert(Must(FromComplexes(C128, []int64{1}, []complex128{complex(3, 4)})), F32)
	if r.F32s()[0] != 3 {
		t.Errorf("complex to f32 = %v, want the real part 3", r.F32s()[0])
	}
	b, _ := Convert(Must(FromComplexes(C128, []int64{3}, []complex128{complex(-1, 0), complex(0, 1), complex(0, 0)})), Bool)
	if got := b.Ints(); got[0] != 1 || got[1] != 0 || got[2] != 0 {
		t.Errorf("complex to i1 = %v, want [1 0 0] (the real part's x != 0)", got)
	}
}

func TestWrapRejectsMismatch(t *testing.T) {
	if _, err := Wrap(F32, []int64{2}, []float64{1, 2}); err == nil {
		t.Error("f32 over []float64 storage accepted")
	}
	if _, err := Wrap(F32, []int64{3}, []float32{1, 2}); err == nil {
		t.Error("length mismatch accepted")
	}
	if _, err := New(F32, []int64{-1}); err == nil {
		t.Error("negative dimension accepted")
	}
	if _, err := ParseDType("f7"); err == nil {
		t.Error("unknown type name accepted")
	}
	for d := Bool; d < numDTypes; d++ {
		if p, err := ParseDType(d.String()); err != nil || p != d {
			t.Errorf("ParseDType(%q) = %v, %v", d.String(), p, err)
		}
	}
}

func TestShapeLimits(t *testing.T) {
	if _, err := New(F32, []int64{1 << 40, 1 << 40}); err == nil {
		t.Error("a shape past MaxElements was accepted")
	}
	if n, err := NumElements([]int64{1 << 40, 0}); err != nil || n != 0 {
		t.Errorf("an empty huge shape: %d, %v", n, err)
	}
	if n, err := NumElements(nil); err != nil || n != 1 {
		t.Errorf("rank 0: %d, %v", n, err)
	}
}

// A 64-bit integer just above a bf16 tie must not round as if it were the
// tie (which a detour through float64 would do).
func TestConvertLargeIntegerSingleRounding(t *testing.T) {
	x := int64(1<<62 + 1<<54 + 1) // between two bf16 values, just above the midpoint
	got := Must(FromInt64s(I64, []int64{1}, []int64{x}))
	b, _ := Convert(got, BF16)
	want := math.Ldexp(1+1.0/128, 62)
	if b.F32s()[0] != float32(want) {
		t.Errorf("i64 %d to bf16 = %v, want %v", x, b.F32s()[0], want)
	}
	u := Must(FromUint64s(U64, []int64{1}, []uint64{uint64(x)}))
	ub, _ := Convert(u, BF16)
	if ub.F32s()[0] != float32(want) {
		t.Errorf("ui64 to bf16 = %v, want %v", ub.F32s()[0], want)
	}
}
