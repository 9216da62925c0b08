package memory

import (
	"github.com/symopt/symopt/symbolic"
)

// Comparer orders byte expressions over one store: proofs first
// (symbolic.Store.Compare), then best guesses at likely values
// (symbolic.Store.Guess). Answers are cached by the difference's text, and
// every comparison is counted.
type Comparer struct {
	st    *symbolic.Store
	cache map[string]symbolic.Verdict
	guess map[string]symbolic.Verdict
	// Proven, Guessed and Unknown count comparisons decided by a proof, by
	// a guess, and not at all (treated as equal).
	Proven, Guessed, Unknown int64
}

// NewComparer returns a comparer over st.
func NewComparer(st *symbolic.Store) *Comparer {
	return &Comparer{st: st, cache: map[string]symbolic.Verdict{}, guess: map[string]symbolic.Verdict{}}
}

// Store returns the store the comparer asks.
func (c *Comparer) Store() *symbolic.Store { return c.st }

// proven compares a with b by proof only (Unknown when nothing holds for
// every binding).
func (c *Comparer) proven(a, b symbolic.Expr) symbolic.Verdict {
	if a.Equal(b) {
		return symbolic.Equal
	}
	d, err := symbolic.Sub(a, b)
	if err != nil {
		return symbolic.Unknown
	}
	if k, ok := d.Constant(); ok {
		return signVerdict(k)
	}
	key := d.String()
	if v, ok := c.cache[key]; ok {
		return v
	}
	v := c.st.Compare(d, symbolic.Const(0))
	c.cache[key] = v
	return v
}

// Order returns -1, 0 or 1 as a is below, equal to or above b: proven when
// possible, otherwise guessed; proved reports which.
func (c *Comparer) Order(a, b symbolic.Expr) (ord int, proved bool) {
	switch c.proven(a, b) {
	case symbolic.Less:
		c.Proven++
		return -1, true
	case symbolic.Greater:
		c.Proven++
		return 1, true
	case symbolic.Equal:
		c.Proven++
		return 0, true
	}
	d, err := symbolic.Sub(a, b)
	if err != nil {
		c.Unknown++
		return 0, false
	}
	key := d.String()
	v, ok := c.guess[key]
	if !ok {
		v = c.st.Guess(d, symbolic.Const(0))
		c.guess[key] = v
	}
	switch v {
	case symbolic.Less, symbolic.LessEq:
		c.Guessed++
		return -1, false
	case symbolic.Greater, symbolic.GreaterEq:
		c.Guessed++
		return 1, false
	case symbolic.Equal:
		c.Guessed++
		return 0, false
	}
	c.Unknown++
	return 0, false
}

// Less reports whether a is (proven or guessed) below b.
func (c *Comparer) Less(a, b symbolic.Expr) bool {
	o, _ := c.Order(a, b)
	return o < 0
}

func signVerdict(k int64) symbolic.Verdict {
	switch {
	case k < 0:
		return symbolic.Less
	case k > 0:
		return symbolic.Greater
	}
	return symbolic.Equal
}

// Likely evaluates e at the store's likely values (0 on overflow).
func (c *Comparer) Likely(e symbolic.Expr) int64 {
	v, err := c.st.EvalLikely(e)
	if err != nil {
		return 0
	}
	return v
}
