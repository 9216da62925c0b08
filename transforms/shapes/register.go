package shapes

import "github.com/symopt/symopt/pipeline"

// Register adds the passes of this package to r.
func Register(r *pipeline.Registry) error {
	for _, d := range []pipeline.PassDef{annotateDef(), simplifyDef(), bindDef()} {
		if err := r.Register(d); err != nil {
			return err
		}
	}
	return nil
}
