package shapes

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/symbolic"
)

// WriteReport prints a table for people: one row per class of equal
// symbols (its range, likely value, divisor or value, and the dims that
// carry it), then the constraints and the merges, each with the op
// location it came from, so that a reader can see why two dims were
// merged. Symbols are the store's (S numbers of this run).
func (r *Result) WriteReport(w io.Writer) error {
	classes := map[symbolic.Sym]bool{}
	for s := symbolic.Sym(0); int(s) < r.store.NumSyms(); s++ {
		classes[r.store.Rep(s)] = true
	}
	dims := map[symbolic.Sym][]string{}
	used := map[symbolic.Sym]bool{}
	for _, v := range r.order {
		for i, d := range r.dims[v] {
			if s, ok := d.AsSym(); ok {
				rep := r.store.Rep(s)
				used[rep] = true
				dims[rep] = append(dims[rep], describeDim(dimRef{v: v, dim: i, op: defOp(v)}))
			}
		}
	}
	for n, s := range r.names {
		rep := r.store.Rep(s)
		dims[rep] = append([]string{"declared @" + n}, dims[rep]...)
		used[rep] = true
	}
	reps := make([]symbolic.Sym, 0, len(used))
	for rep := range used {
		reps = append(reps, rep)
	}
	sort.Slice(reps, func(i, j int) bool { return reps[i] < reps[j] })
	var b strings.Builder
	fmt.Fprintf(&b, "symbolic shapes: %d symbols in %d classes (%d on dims), %d facts\n", r.store.NumSyms(), len(classes), len(reps), r.facts)
	fmt.Fprintf(&b, "%-6s  %-20s  %-22s  %s\n", "class", "value", "range", "dims")
	for _, rep := range reps {
		val := r.normal(symbolic.Var(rep)).String()
		lo, hi := r.store.Range(rep)
		rng := fmt.Sprintf("[%d, %s]", lo, upper(hi))
		fmt.Fprintf(&b, "%-6s  %-20s  %-22s  %s\n", rep, val, rng, strings.Join(dims[rep], "; "))
	}
	var cons, merges []string
	for _, f := range r.store.Facts() {
		switch {
		case f.Kind == symbolic.FactSymbols:
		case isMerge(f):
			merges = append(merges, f.String())
		default:
			cons = append(cons, f.String())
		}
	}
	fmt.Fprintf(&b, "facts (%d):\n", len(cons))
	for _, c := range cons {
		fmt.Fprintf(&b, "  %s\n", c)
	}
	fmt.Fprintf(&b, "merges (%d):\n", len(merges))
	for _, m := range merges {
		fmt.Fprintf(&b, "  %s\n", m)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func upper(hi int64) string {
	if hi == symbolic.NoUpper {
		return "inf"
	}
	return fmt.Sprint(hi)
}

// describeDim names a dim for the report: `@f arg 0 dim 1` or
// `stablehlo.add result 0 dim 1 at a.mlir:3:8`.
func describeDim(o dimRef) string {
	if o.v.IsBlockArg() {
		owner := "block"
		if o.op != nil {
			owner = o.op.Name
			if n := dialect.SymbolName(o.op); n != "" {
				owner = "@" + n
			}
			if p := dialect.Pos(o.op); p.Line != 0 && o.op.Name != "func.func" {
				owner += " at " + p.String()
			}
		}
		return fmt.Sprintf("%s arg %d dim %d", owner, o.v.Index(), o.dim)
	}
	s := fmt.Sprintf("%s result %d dim %d", o.op.Name, o.v.Index(), o.dim)
	if p := dialect.Pos(o.op); p.Line != 0 {
		s += " at " + p.String()
	}
	return s
}
