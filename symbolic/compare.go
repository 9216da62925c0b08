package symbolic

// Verdict is the outcome of comparing a with b.
type Verdict int

// Verdicts. Less means a < b for every allowed binding, LessEq a <= b, and
// so on; Unknown means nothing was proven.
const (
	Unknown Verdict = iota
	Less
	LessEq
	Equal
	GreaterEq
	Greater
)

var verdictNames = [...]string{"?", "<", "<=", "==", ">=", ">"}

// String returns "<", "<=", "==", ">=", ">" or "?".
func (v Verdict) String() string {
	if v < 0 || int(v) >= len(verdictNames) {
		return "?"
	}
	return verdictNames[v]
}

// Holds reports whether the verdict is consistent with a concrete
// difference a-b (Unknown holds always).
func (v Verdict) Holds(diff int64) bool {
	switch v {
	case Less:
		return diff < 0
	case LessEq:
		return diff <= 0
	case Equal:
		return diff == 0
	case GreaterEq:
		return diff >= 0
	case Greater:
		return diff > 0
	}
	return true
}

// Stats counts the questions a store answered.
type Stats struct {
	Compares int // calls of Compare, including those made by Guess
	Unknown  int // Compare calls that proved nothing
	Guesses  int // Guess calls that had to guess
}

// Stats returns the counters of s.
func (s *Store) Stats() Stats { return s.stats }

// Compare returns the ordering of a and b that holds for every binding of
// the symbols allowed by the facts of s, or Unknown. It normalizes a-b and
// bounds it from below and above (see lowerBound).
func (s *Store) Compare(a, b Expr) Verdict {
	s.stats.Compares++
	v := s.compare(a, b)
	if v == Unknown {
		s.stats.Unknown++
	}
	return v
}

func (s *Store) compare(a, b Expr) Verdict {
	d, err := Sub(a, b)
	if err != nil {
		return Unknown
	}
	if d, err = s.norm(d); err != nil {
		return Unknown
	}
	if d.IsZero() {
		return Equal
	}
	lb, lbOK := s.lowerBound(d)
	ub, ubOK := s.upperBound(d)
	switch {
	case lbOK && lb > 0:
		return Greater
	case ubOK && ub < 0:
		return Less
	case lbOK && ubOK && lb >= 0 && ub <= 0:
		return Equal
	case lbOK && lb >= 0:
		return GreaterEq
	case ubOK && ub <= 0:
		return LessEq
	}
	return Unknown
}

// Bounds returns bounds of e valid for every allowed binding; loOK and hiOK
// are false where no bound is known.
func (s *Store) Bounds(e Expr) (lo int64, loOK bool, hi int64, hiOK bool, err error) {
	n, err := s.norm(e)
	if err != nil {
		return 0, false, 0, false, err
	}
	lo, loOK = s.lowerBound(n)
	hi, hiOK = s.upperBound(n)
	return lo, loOK, hi, hiOK, nil
}
