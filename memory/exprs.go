package memory

import "github.com/symopt/symopt/symbolic"

func exprStrings(es []symbolic.Expr) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.String()
	}
	return out
}
