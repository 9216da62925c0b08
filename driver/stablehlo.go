package driver

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/export"
)

// toStableHLO runs the export pipeline (package export) on module after
// the pipeline of the command line, for --emit=stablehlo: fusions are
// inlined, remat becomes barrier-guarded recomputation, and the dim
// symbols and encodings are dropped, so the printed module is plain
// StableHLO.
func (s *session) toStableHLO(o *options, module *ir.Operation, res *chunkResult) error {
	pl, err := s.passes.Parse(export.Pipeline)
	if err != nil {
		return err // a programming error: the pipeline text is fixed
	}
	m := pipeline.NewManager(pl, pipeline.Config{
		Verify:     dialect.Verify,
		VerifyEach: o.verifyEach,
		Ops:        s.ops,
		Done:       s.done,
		Threads:    threads(o),
	})
	err = m.Run(module)
	res.diags = append(res.diags, m.Diagnostics()...)
	return err
}
