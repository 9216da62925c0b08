package memory

import (
	"math"
	"math/bits"
)

// maxCurve is a memory curve (one value per step) under range additions,
// with the highest step found in logarithmic time: a segment tree whose
// nodes hold the maximum of their range less the additions pending at
// their ancestors.
type maxCurve struct {
	n   int
	max []int64 // max[i]: the highest step under node i, with add[i]
	add []int64 // add[i]: added to every step under node i
}

// newMaxCurve is the curve with the given steps.
func newMaxCurve(steps []int64) *maxCurve {
	n := 1
	for n < len(steps) {
		n *= 2
	}
	c := &maxCurve{n: n, max: make([]int64, 2*n), add: make([]int64, 2*n)}
	for i := range c.max[n:] {
		c.max[n+i] = negInf
	}
	copy(c.max[n:], steps)
	for i := n - 1; i >= 1; i-- {
		c.max[i] = max(c.max[2*i], c.max[2*i+1])
	}
	return c
}

const negInf = math.MinInt64 / 4

// addRange adds d to the steps lo..hi (inclusive; nothing when hi < lo):
// to the largest nodes inside the range, from the leaves up, then the
// maxima above the range's two ends again.
func (c *maxCurve) addRange(lo, hi int, d int64) {
	lo, hi = max(lo, 0), min(hi, c.n-1)
	if hi < lo {
		return
	}
	l, r := lo+c.n, hi+c.n
	for l <= r {
		if l&1 == 1 {
			c.max[l] += d
			c.add[l] += d
			l++
		}
		if r&1 == 0 {
			c.max[r] += d
			c.add[r] += d
			r--
		}
		l, r = l/2, r/2
	}
	c.pull(lo + c.n)
	c.pull(hi + c.n)
}

// pull sets the maxima of the nodes above leaf i from their children.
func (c *maxCurve) pull(i int) {
	for i /= 2; i >= 1; i /= 2 {
		c.max[i] = max(c.max[2*i], c.max[2*i+1]) + c.add[i]
	}
}

// top is the highest step (the first of equal ones) and its value.
func (c *maxCurve) top() (step int, v int64) {
	i := 1
	for i < c.n {
		if c.max[2*i]+c.add[i] >= c.max[i] {
			i = 2 * i
		} else {
			i = 2*i + 1
		}
	}
	return i - c.n, c.max[1]
}

// at is the value of one step.
func (c *maxCurve) at(k int) int64 {
	i := c.n + k
	v := c.max[i]
	for i /= 2; i >= 1; i /= 2 {
		v += c.add[i]
	}
	return v
}

// argmaxTable answers which step of a fixed curve is highest in a range
// (the first of equal ones) in constant time: a sparse table of the
// highest step of each range of 2^j steps.
type argmaxTable struct {
	v    []int64
	best [][]int32 // best[j][i]: the highest step of i..i+2^j-1
}

func newArgmaxTable(v []int64) *argmaxTable {
	t := &argmaxTable{v: v}
	row := make([]int32, len(v))
	for i := range row {
		row[i] = int32(i)
	}
	t.best = append(t.best, row)
	for w := 1; 2*w <= len(v); w *= 2 {
		prev := t.best[len(t.best)-1]
		row := make([]int32, len(v)-2*w+1)
		for i := range row {
			row[i] = t.pick(prev[i], prev[i+w])
		}
		t.best = append(t.best, row)
	}
	return t
}

func (t *argmaxTable) pick(a, b int32) int32 {
	if t.v[b] > t.v[a] {
		return b
	}
	return a
}

// top is the highest step of lo..hi (inclusive, lo <= hi).
func (t *argmaxTable) top(lo, hi int) int {
	j := bits.Len(uint(hi-lo+1)) - 1
	return int(t.pick(t.best[j][lo], t.best[j][hi-(1<<j)+1]))
}
