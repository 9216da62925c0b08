package driver

import (
	"io"

	"github.com/symopt/symopt/ir"
	symshapes "github.com/symopt/symopt/symbolic/shapes"
)

// printSymbolicShapes writes the symbolic shape report of module to w
// (--print-symbolic-shapes). Contradictions are reported by the analysis
// as errors.
func printSymbolicShapes(module *ir.Operation, w io.Writer) error {
	res, err := symshapes.Analyze(module)
	if werr := res.WriteReport(w); werr != nil {
		return werr
	}
	return err
}
