package rewrite

import (
	"sort"

	"github.com/symopt/symopt/ir"
)

// Pattern is one rewrite. Rewrite returns true when it changed the IR, and
// must then have made every change through rw; returning false means the
// IR is untouched.
type Pattern struct {
	// Name labels the pattern for enable-patterns/disable-patterns.
	Name string
	// Root is the op name the pattern matches (either dialect spelling of
	// an aliased op works), or "" for any op.
	Root    string
	Benefit int
	Rewrite func(rw *Rewriter, op *ir.Operation) bool
}

// PatternSet is a collection of patterns indexed by root op.
type PatternSet struct {
	byRoot map[string][]*Pattern
	any    []*Pattern
	n      int
}

// NewPatternSet returns a set holding ps.
func NewPatternSet(ps ...Pattern) *PatternSet {
	s := &PatternSet{byRoot: map[string][]*Pattern{}}
	s.Add(ps...)
	return s
}

// Add appends patterns to the set.
func (s *PatternSet) Add(ps ...Pattern) {
	for _, p := range ps {
		cp := p
		s.n++
		if p.Root == "" {
			s.any = append(s.any, &cp)
		} else {
			s.byRoot[p.Root] = append(s.byRoot[p.Root], &cp)
		}
	}
}

// Len returns the number of patterns.
func (s *PatternSet) Len() int {
	if s == nil {
		return 0
	}
	return s.n
}

// Filter returns a set with only the patterns keep accepts.
func (s *PatternSet) Filter(keep func(p *Pattern) bool) *PatternSet {
	out := NewPatternSet()
	if s == nil {
		return out
	}
	add := func(ps []*Pattern) {
		for _, p := range ps {
			if keep(p) {
				out.Add(*p)
			}
		}
	}
	roots := make([]string, 0, len(s.byRoot))
	for r := range s.byRoot {
		roots = append(roots, r)
	}
	sort.Strings(roots)
	for _, r := range roots {
		add(s.byRoot[r])
	}
	add(s.any)
	return out
}

// For returns the patterns that may match op, highest benefit first (ties
// keep the order they were added in).
func (s *PatternSet) For(op *ir.Operation) []*Pattern {
	if s == nil {
		return nil
	}
	var out []*Pattern
	out = append(out, s.byRoot[op.Name]...)
	if op.Info != nil && op.Info.Name != op.Name {
		out = append(out, s.byRoot[op.Info.Name]...)
	} else if op.Info == nil {
		// Unregistered spelling of an aliased op: match by short name in
		// the other HLO dialect.
		if alt := hloAlias(op.Name); alt != "" {
			out = append(out, s.byRoot[alt]...)
		}
	}
	out = append(out, s.any...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Benefit > out[j].Benefit })
	return out
}

func hloAlias(name string) string {
	switch {
	case len(name) > 5 && name[:5] == "mhlo.":
		return "stablehlo." + name[5:]
	case len(name) > 10 && name[:10] == "stablehlo.":
		return "mhlo." + name[10:]
	}
	return ""
}
