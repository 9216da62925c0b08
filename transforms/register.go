package transforms

import (
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/rewrite"
)

// Config is what the passes of this package need from the driver.
type Config struct {
	// Patterns are the canonicalization patterns; nil means none (the
	// canonicalizer then only folds and removes dead ops).
	Patterns *rewrite.PatternSet
}

// Register adds every pass of this package to r.
func Register(r *pipeline.Registry, cfg Config) error {
	for _, d := range []pipeline.PassDef{
		cseDef(),
		dceDef(),
		symbolDCEDef(),
		inlineDef(),
		canonicalizeDef(cfg.Patterns),
	} {
		if err := r.Register(d); err != nil {
			return err
		}
	}
	return nil
}
