package symbolic

import (
	"fmt"
	"strings"
)

func errorf(format string, args ...any) error {
	return fmt.Errorf("symbolic: "+format, args...)
}

// ContradictionError reports a fact that contradicts the facts already in a
// store. Provenances lists the provenance strings of the facts involved,
// the rejected fact first.
type ContradictionError struct {
	Msg         string
	Provenances []string
}

func (e *ContradictionError) Error() string {
	var ps []string
	for _, p := range e.Provenances {
		if p != "" {
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 {
		return "symbolic: contradiction: " + e.Msg
	}
	return "symbolic: contradiction: " + e.Msg + " (facts from " + strings.Join(ps, ", ") + ")"
}
