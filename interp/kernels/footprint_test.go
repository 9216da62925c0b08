package kernels

import (
	"runtime"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// Iota works in its result's own footprint: a tensor at the element limit
// must not need index arrays several times its size.
func TestIotaAllocatesItsResult(t *testing.T) {
	for _, dim := range []int64{0, 1} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		got, err := Iota(f32, sh(1024, 1024), dim)
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		size := uint64(4 * 1024 * 1024)
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > size+size/2 {
			t.Errorf("iota dim %d of a %d-byte f32 tensor allocated %d bytes", dim, size, alloc)
		}
		v := got.F32s()
		if want := float32(1023); v[len(v)-1] != want || (dim == 0 && v[1024] != 1) || (dim == 1 && v[1] != 1) {
			t.Errorf("iota dim %d: wrong values (last %v)", dim, v[len(v)-1])
		}
	}
}

// dynamic_update_slice copies its operand once and writes the update in
// place, without an index per updated element.
func TestDynamicUpdateSliceAllocatesItsResult(t *testing.T) {
	x, _ := Iota(f32, sh(1024, 1024), 1)
	u, _ := Iota(f32, sh(1000, 512), 0)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	got, err := DynamicUpdateSlice(x, u, []int64{10, 500})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	size := uint64(4 * 1024 * 1024)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > size+size/4 {
		t.Errorf("dynamic_update_slice of a %d-byte tensor allocated %d bytes", size, alloc)
	}
	v := got.F32s()
	// row 10 is update row 0 from column 500 on; row 1010 is the operand's
	if v[10*1024+499] != 499 || v[10*1024+500] != 0 || v[11*1024+600] != 1 || v[1009*1024+1011] != 999 || v[1010*1024+700] != 700 {
		t.Errorf("wrong values: %v %v %v %v %v", v[10*1024+499], v[10*1024+500], v[11*1024+600], v[1009*1024+1011], v[1010*1024+700])
	}
}

// gather steps through its result instead of listing two offsets per
// result element.
func TestGatherAllocatesItsResult(t *testing.T) {
	x, _ := Iota(f32, sh(1024, 1024), 0)
	rows, _ := Iota(i32, sh(1024), 0)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	got, err := Gather(x, rows, GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 1024))
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	size := uint64(4 * 1024 * 1024)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > size+size/4 {
		t.Errorf("gather of a %d-byte result allocated %d bytes", size, alloc)
	}
	if v := got.F32s(); v[5*1024+7] != 5 || v[1023*1024] != 1023 {
		t.Errorf("wrong values: %v %v", v[5*1024+7], v[1023*1024])
	}
}

// A reduction over axes neither leading nor trailing keeps a base per
// result element and an offset per reduced element, not an offset per
// operand element.
func TestReduceMiddleAxesAllocation(t *testing.T) {
	x, _ := Iota(f32, sh(16, 1024, 64), 1)
	init, _ := tensor.New(f32, sh())
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	got, err := ReduceFast(x, init, sh(0, 2), ReduceAdd)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	size := uint64(4 * 16 * 1024 * 64)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > size/8 {
		t.Errorf("reducing a %d-byte tensor to 1024 elements allocated %d bytes", size, alloc)
	}
	if v := got.F32s(); len(v) != 1024 || v[7] != 7*16*64 {
		t.Errorf("wrong result: %d elements, [7] = %v", len(v), v[7])
	}
}
