package export

import "github.com/symopt/symopt/pipeline"

// Pipeline is the pass pipeline that turns any symopt output into plain
// StableHLO.
const Pipeline = "builtin.module(func.func(inline-fusions,lower-remat),strip-symbolic-shapes)"

// Register adds the passes of this package to r.
func Register(r *pipeline.Registry) error {
	for _, d := range []pipeline.PassDef{inlineFusionsDef(), lowerRematDef(), stripSymbolicShapesDef()} {
		if err := r.Register(d); err != nil {
			return err
		}
	}
	return nil
}
