package kernels

import (
	"runtime"
	"testing"
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
