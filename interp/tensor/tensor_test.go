package tensor

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTensorBasics(t *testing.T) {
	x := Must(FromInt64s(I16, []int64{2, 3}, []int64{1, 2, 3, 4, 5, 40000}))
	if x.Rank() != 2 || x.Len() != 6 || !SameShape(x.Shape(), []int64{2, 3}) {
		t.Fatalf("rank %d len %d shape %v", x.Rank(), x.Len(), x.Shape())
	}
	if got := x.Ints()[5]; got != 40000-65536 {
		t.Errorf("i16 40000 wrapped to %d", got)
	}
	if s := Strides([]int64{2, 3, 4}); s[0] != 12 || s[1] != 4 || s[2] != 1 {
		t.Errorf("strides %v", s)
	}
	c := x.Clone()
	c.Ints()[0] = 99
	if x.Ints()[0] != 1 {
		t.Error("Clone shares storage")
	}
	v, err := x.WithShape([]int64{3, 2})
	if err != nil || v.Shape()[0] != 3 || v.Ints()[5] != x.Ints()[5] {
		t.Errorf("WithShape: %v %v", v, err)
	}
	if _, err := x.WithShape([]int64{4}); err == nil {
		t.Error("WithShape accepted a different element count")
	}
	e := x.Element(4)
	if e.Rank() != 0 || e.Ints()[0] != 5 {
		t.Errorf("Element(4) = %v", e)
	}
	if err := c.SetElement(1, e); err != nil || c.Ints()[1] != 5 {
		t.Errorf("SetElement: %v %v", c, err)
	}
	if err := c.SetElement(1, Scalar(F32, 1)); err == nil {
		t.Error("SetElement accepted another element type")
	}
	if err := c.SetElement(6, e); err == nil {
		t.Error("SetElement accepted an index past the end")
	}
	if _, ok := x.Raw().([]int64); !ok {
		t.Errorf("Raw is %T", x.Raw())
	}
}

func TestElementAccessors(t *testing.T) {
	f := Must(FromFloat64s(F32, []int64{3}, []float64{2.75, -1e30, math.NaN()}))
	if f.Int64At(0) != 2 || f.Int64At(1) != math.MinInt64 || f.Int64At(2) != 0 {
		t.Errorf("Int64At: %d %d %d", f.Int64At(0), f.Int64At(1), f.Int64At(2))
	}
	if f.ComplexAt(0) != complex(2.75, 0) {
		t.Errorf("ComplexAt = %v", f.ComplexAt(0))
	}
	u := Must(FromUint64s(U32, []int64{1}, []uint64{1 << 33}))
	if u.Uints()[0] != 0 || u.Float64At(0) != 0 {
		t.Errorf("ui32 wrap of 2^33 = %d", u.Uints()[0])
	}
	c := Must(FromComplexes(C128, []int64{1}, []complex128{complex(-3.5, 2)}))
	if c.Float64At(0) != -3.5 || c.Int64At(0) != -3 || c.ComplexAt(0) != complex(-3.5, 2) {
		t.Errorf("complex accessors")
	}
	if _, err := FromComplexes(F32, []int64{1}, []complex128{1}); err == nil {
		t.Error("FromComplexes accepted f32")
	}
	if d, err := ComplexOf(F64); err != nil || d != C128 {
		t.Errorf("ComplexOf(f64) = %v, %v", d, err)
	}
	if _, err := ComplexOf(F16); err == nil {
		t.Error("ComplexOf(f16) accepted")
	}
	classes := map[DType][4]bool{ // bool, signed, unsigned, float
		Bool: {true, false, false, false}, I8: {false, true, false, false},
		U16: {false, false, true, false}, BF16: {false, false, false, true}, C64: {},
	}
	for d, w := range classes {
		got := [4]bool{d.IsBool(), d.IsSigned(), d.IsUnsigned(), d.IsFloat()}
		if got != w {
			t.Errorf("%s classes %v, want %v", d, got, w)
		}
	}
	if DType(200).String() != "invalid" || DType(200).Valid() {
		t.Error("out-of-range DType")
	}
}

func TestConvertFromEveryClass(t *testing.T) {
	srcs := []*Tensor{
		Must(FromInt64s(I32, []int64{3}, []int64{-2, 0, 7})),
		Must(FromUint64s(U8, []int64{3}, []uint64{254, 0, 7})),
		Must(FromFloat64s(F64, []int64{3}, []float64{-2.5, 0, 7.5})),
		Must(FromFloat64s(BF16, []int64{3}, []float64{-2.5, 0, 7.5})),
		Must(FromComplexes(C64, []int64{3}, []complex128{complex(-2.5, 1), complex(0, 1), 7.5})),
	}
	for _, src := range srcs {
		b, _ := Convert(src, Bool)
		want := []int64{1, 0, 1} // complex: the imaginary part is dropped first, as the StableHLO reference does
		for i, w := range want {
			if b.Ints()[i] != w {
				t.Errorf("%s to i1: element %d = %d, want %d", src.DType(), i, b.Ints()[i], w)
			}
		}
		for _, to := range []DType{I8, U16, F16, F64, C128} {
			out, err := Convert(src, to)
			if err != nil {
				t.Fatal(err)
			}
			if got := out.Float64At(2); got != 7 && got != 7.5 {
				t.Errorf("%s to %s: element 2 = %v", src.DType(), to, got)
			}
		}
	}
}

func TestNPYFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.npy")
	src := Must(FromFloat64s(F64, []int64{2, 2}, []float64{1, 2, 3, 4}))
	if err := WriteNPYFile(path, src); err != nil {
		t.Fatal(err)
	}
	got, err := ReadNPYFile(path, F64, []int64{2, 2})
	if err != nil {
		t.Fatal(err)
	}
	if ok, rep := Close(src, got, Tolerance{}); !ok {
		t.Error(rep)
	}
	if _, err := ReadNPYFile(filepath.Join(dir, "missing.npy"), F64, nil); err == nil {
		t.Error("missing file accepted")
	}
	if err := WriteNPYFile(filepath.Join(dir, "x4.npy"), Must(New(I4, []int64{1}))); err == nil || !strings.Contains(err.Error(), "x4.npy") {
		t.Errorf("i4 write error %v", err)
	}
	if err := os.WriteFile(path, []byte("\x93NUMPY\x01\x00\x05\x00{'a'}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadNPYFile(path, Invalid, nil); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("bad header error %v", err)
	}
}
