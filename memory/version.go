package memory

import (
	"math"
	"slices"
)

// VersionMargin is how much lower, at one sample at least, a second
// order's peak must be than the static winner's for ScheduleVersions to
// pick it (a fraction of the winner's peak).
const VersionMargin = 0.02

// ScheduleVersions runs Schedule and also picks a second order for
// versioning the body (version_emit.go): among the candidates below the
// winner by VersionMargin at some sample or at the low end of the
// symbols' ranges (every symbol at its lower bound, version_low.go), the
// one whose pointwise minimum with the winner has the smallest score
// (the sum over those bindings of log(min peak / best peak there)). The
// list schedulers also run at the low end, their orders competing for
// the second order only: the winner is Schedule's. alt is -1 when none
// is. A versioned body runs, at each binding, whichever of the two
// orders has the lower peak there, so it is never above the winner.
func ScheduleVersions(g *Graph, c *Comparer, opt ScheduleOptions) (cands []Candidate, best, alt int) {
	cands, best, peaks, at := schedule(g, c, opt)
	cands, peaks = g.lowEnd(c, at, cands, peaks)
	return cands, best, pickVersion(peaks, best)
}

func pickVersion(peaks [][]int64, best int) int {
	if len(peaks) == 0 {
		return -1
	}
	low := lowest(peaks)
	score := func(i int) float64 {
		var sc float64
		for k, p := range peaks[best] {
			m := min(p, peaks[i][k])
			if m > 0 && low[k] > 0 {
				sc += math.Log(float64(m) / float64(low[k]))
			}
		}
		return sc
	}
	alt, altScore := -1, score(best)
	for i := range peaks {
		if i == best || slices.Equal(peaks[i], peaks[best]) || !beatsBy(peaks[i], peaks[best], VersionMargin) {
			continue
		}
		if sc := score(i); sc < altScore-1e-9 {
			alt, altScore = i, sc
		}
	}
	return alt
}

// beatsBy reports whether a is below b by more than the fraction margin
// at some sample.
func beatsBy(a, b []int64, margin float64) bool {
	for k := range a {
		if float64(a[k]) < float64(b[k])*(1-margin) {
			return true
		}
	}
	return false
}
