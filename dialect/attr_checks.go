package dialect

import "github.com/symopt/symopt/ir"

// registerAttrChecks adds the dialect attributes whose parsers verify their
// parameters (MLIR's genVerifyDecl attributes): the parser runs these where
// the attribute is read, so a failure points at the attribute rather than
// at the op holding it. MHLO spellings reach them through the dialect alias.
func registerAttrChecks(r *ir.Registry) {
	r.RegisterAttrCheck("stablehlo.dot_algorithm", checkDotAlgorithmText)
}
