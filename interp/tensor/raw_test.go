package tensor

import (
	"math"
	"testing"
)

func TestRawBytes(t *testing.T) {
	got, err := FromRawBytes(F32, []int64{2}, []byte{0x00, 0x00, 0xc0, 0x7f, 0x00, 0x00, 0x80, 0x3f})
	if err != nil || !math.IsNaN(float64(got.F32s()[0])) || got.F32s()[1] != 1 {
		t.Errorf("f32 NaN, 1: %v %v", got, err)
	}
	splat, err := FromRawBytes(BF16, []int64{2, 2}, []byte{0x80, 0x3f})
	if err != nil || splat.Len() != 4 || splat.F32s()[3] != 1 {
		t.Errorf("bf16 splat: %v %v", splat, err)
	}
	b, err := FromRawBytes(Bool, []int64{3}, []byte{1, 0, 1})
	if err != nil || b.Ints()[0] != 1 || b.Ints()[1] != 0 {
		t.Errorf("i1: %v %v", b, err)
	}
	i4, err := FromRawBytes(I4, []int64{2}, []byte{0x0f, 0x07})
	if err != nil || i4.Ints()[0] != -1 || i4.Ints()[1] != 7 {
		t.Errorf("i4: %v %v", i4, err)
	}
	if _, err := FromRawBytes(I32, []int64{2}, []byte{1, 2, 3}); err == nil {
		t.Error("3 bytes for two i32 accepted")
	}
	for d := Bool; d < numDTypes; d++ {
		x := Must(Random(d, []int64{5}, 3, RandomOptions{}))
		y, err := FromRawBytes(d, []int64{5}, x.RawBytes())
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		if ok, rep := Close(x, y, Tolerance{}); !ok {
			t.Errorf("%s round trip: %s", d, rep)
		}
	}
}

func TestAsInt64s(t *testing.T) {
	v, err := Must(FromInt64s(U8, []int64{2}, []int64{3, 255})).AsInt64s()
	if err != nil || v[0] != 3 || v[1] != 255 {
		t.Errorf("ui8: %v %v", v, err)
	}
	if _, err := Scalar(F32, 1).AsInt64s(); err == nil {
		t.Error("f32 accepted")
	}
}
