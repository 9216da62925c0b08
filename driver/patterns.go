package driver

import (
	"github.com/symopt/symopt/transforms/hlocanon"
	"github.com/symopt/symopt/transforms/rewrite"
)

// canonicalizationPatterns collects the rewrite patterns `canonicalize`
// applies besides folding.
func canonicalizationPatterns() *rewrite.PatternSet {
	return hlocanon.Patterns()
}
