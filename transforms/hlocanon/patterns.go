package hlocanon

import "github.com/symopt/symopt/transforms/rewrite"

// Patterns returns every HLO canonicalization pattern of this package.
// Each call builds a new set, so callers may filter or extend it.
func Patterns() *rewrite.PatternSet {
	ps := rewrite.NewPatternSet()
	Add(ps)
	return ps
}

// Add appends this package's patterns to ps.
func Add(ps *rewrite.PatternSet) {
	for _, family := range [][]rewrite.Pattern{
		arithPatterns(),
		unaryPatterns(),
		layoutPatterns(),
		slicePatterns(),
		selectPatterns(),
		dynamicPatterns(),
		controlPatterns(),
	} {
		ps.Add(family...)
	}
}
