package tensor

import (
	"math"
	"strings"
	"testing"
)

func TestClose(t *testing.T) {
	f := func(dt DType, v ...float64) *Tensor { return Must(FromFloat64s(dt, []int64{int64(len(v))}, v)) }
	nan := math.NaN()
	one := 1.0
	next := math.Nextafter32(1, 2)
	tests := []struct {
		name string
		a, b *Tensor
		tol  Tolerance
		ok   bool
	}{
		{"equal", f(F32, 1, 2), f(F32, 1, 2), Tolerance{}, true},
		{"NaN equals NaN", f(F32, nan), f(F32, nan), Tolerance{}, true},
		{"NaN vs number", f(F32, nan), f(F32, 1), Tolerance{Rel: 1}, false},
		{"one ulp apart exact", f(F32, one), f(F32, float64(next)), Tolerance{}, false},
		{"one ulp apart within 1 ulp", f(F32, one), f(F32, float64(next)), Tolerance{ULP: 1}, true},
		{"relative", f(F64, 100), f(F64, 100.5), Tolerance{Rel: 0.01}, true},
		{"relative too far", f(F64, 100), f(F64, 102), Tolerance{Rel: 0.01}, false},
		{"ints exact", f(I32, 3), f(I32, 4), Tolerance{Rel: 1, Abs: 5}, false},
		{"inf signs", f(F32, math.Inf(1)), f(F32, math.Inf(-1)), Tolerance{Rel: 10}, false},
		{"type differs", f(F32, 1), f(F64, 1), Tolerance{}, false},
		{"bf16 ulp", f(BF16, 1), f(BF16, 1+1.0/128), Tolerance{ULP: 1}, true},
	}
	for _, tc := range tests {
		ok, rep := Close(tc.a, tc.b, tc.tol)
		if ok != tc.ok {
			t.Errorf("%s: Close = %v (%s), want %v", tc.name, ok, rep, tc.ok)
		}
	}
}

func TestCloseReport(t *testing.T) {
	a := Must(FromFloat64s(F32, []int64{2, 3}, []float64{0, 1, 2, 3, 4, 5}))
	b := Must(FromFloat64s(F32, []int64{2, 3}, []float64{0, 1, 2, 3, 9, 5}))
	ok, rep := Close(a, b, Tolerance{})
	if ok || !strings.Contains(rep, "1 of 6 elements") || !strings.Contains(rep, "at [1 1]: 4 vs 9") {
		t.Errorf("report %q", rep)
	}
}

func TestRandomIsSeeded(t *testing.T) {
	a := Must(Random(F32, []int64{100}, 7, RandomOptions{}))
	b := Must(Random(F32, []int64{100}, 7, RandomOptions{}))
	c := Must(Random(F32, []int64{100}, 8, RandomOptions{}))
	if ok, rep := Close(a, b, Tolerance{}); !ok {
		t.Errorf("same seed differs: %s", rep)
	}
	if ok, _ := Close(a, c, Tolerance{}); ok {
		t.Error("different seeds gave the same tensor")
	}
	for _, v := range a.F32s() {
		if v < -2 || v >= 2 {
			t.Fatalf("value %v outside [-2, 2)", v)
		}
	}
	u := Must(Random(U8, []int64{200}, 1, RandomOptions{}))
	for _, v := range u.Uints() {
		if v > 15 {
			t.Fatalf("unsigned value %d outside [0, 15]", v)
		}
	}
	h := Must(Random(F16, []int64{50}, 1, RandomOptions{}))
	for i, v := range h.F32s() {
		if float64(v) != RoundFloat(F16, float64(v)) {
			t.Fatalf("f16 element %d = %v is not representable", i, v)
		}
	}
}
