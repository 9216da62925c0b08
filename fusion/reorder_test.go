package fusion

import (
	"slices"
	"testing"
)

// TestMinHeapPopsInOrder pushes indices in several orders, popping some
// in between, and wants them back smallest first.
func TestMinHeapPopsInOrder(t *testing.T) {
	for _, in := range [][]int32{{}, {3}, {5, 1, 4, 1, 9, 2, 6}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, {0, 1, 2, 3, 4, 5, 6, 7}} {
		var h minHeap
		var got, popped []int32
		for i, x := range in {
			h.push(x)
			if i%3 == 2 {
				popped = append(popped, h.pop())
			}
		}
		for len(h) > 0 {
			got = append(got, h.pop())
		}
		all := append(slices.Clone(popped), got...)
		if !slices.IsSorted(got) || len(all) != len(in) {
			t.Errorf("%v: popped %v then %v", in, popped, got)
		}
		want := slices.Sorted(slices.Values(in))
		if slices.Sort(all); !slices.Equal(all, want) {
			t.Errorf("%v: popped %v, want the same numbers", in, all)
		}
	}
}
