package lowering

import (
	"slices"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/pipeline"
)

// collectives are the ops that exchange data between devices; the code
// generator compiles for one device.
var collectives = []string{"stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.all_to_all",
	"stablehlo.reduce_scatter", "stablehlo.collective_permute", "stablehlo.collective_broadcast",
	"stablehlo.send", "stablehlo.recv"}

// withForms are the ops with kernels of their own in some forms only
// (hlo.Outside): other forms of them have no kernel.
var withForms = []string{"stablehlo.sort", "stablehlo.scatter", "stablehlo.reduce"}

// noKernel is the error for op, which is neither in a fusion, nor a
// library call, nor an op with kernels of its own: it says why, and what
// the user can do. Only an op the fuse pass would have fused is bad input
// for this stage (the fuse pass did not run); the others are Unsupported.
func noKernel(op *ir.Operation) *diag.Diagnostic {
	pos := pipeline.LocPos(op.Loc)
	name := fusion.Canonical(op)
	switch {
	case op.Name == "func.call" || op.Name == "call":
		callee := ""
		if r, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
			callee = " @" + r.Root
		}
		return diag.Unsupportedf(pos, "'%s' of%s has no kernel: calls are compiled inlined, and the inline pass (which --emit's default pipeline runs) keeps calls to recursive functions and to functions whose body has more than one block", op.Name, callee)
	case hlo.CanLower(op):
		return diag.Errorf(pos, "'%s' has no kernel: it is neither fused nor a library call (run the fuse pass first)", op.Name)
	case name == "stablehlo.tuple" || name == "stablehlo.get_tuple_element":
		return diag.Unsupportedf(pos, "'%s' has no kernel: code generation has no tuple buffers; it only forwards the elements of a tuple op to the get_tuple_element ops reading them (the hlo-expand pass, which --emit's default pipeline runs), so a function taking or returning a tuple is not supported", op.Name)
	case slices.Contains(collectives, name):
		return diag.Unsupportedf(pos, "'%s' has no kernel: code generation compiles for one device and has no collectives (not supported)", op.Name)
	case slices.Contains(withForms, name):
		return diag.Unsupportedf(pos, "'%s' has no kernel in this form: its element types, shapes or region are outside what code generation handles (not supported)", op.Name)
	}
	return diag.Unsupportedf(pos, "'%s' has no kernel: code generation does not handle this op (not supported)", op.Name)
}

// unknownCalls is the one error for the custom calls of a function that
// have no kernel: at the first, naming every target, with a note at each
// call.
func unknownCalls(calls []*ir.Operation) *diag.Diagnostic {
	var targets []string
	for _, op := range calls {
		targets = append(targets, "@"+dialect.CustomCallTarget(op))
	}
	slices.Sort(targets)
	targets = slices.Compact(targets)
	d := diag.Unsupportedf(pipeline.LocPos(calls[0].Loc), "custom_call targets with no kernel: %s (not supported; code generation knows XLA's TopK, which hlo-expand rewrites, and the annotations %s, with results of their operands' types)",
		strings.Join(targets, ", "), strings.Join(dialect.AnnotationTargets(), ", "))
	for _, op := range calls[1:] {
		d.Notes = append(d.Notes, &diag.Diagnostic{Pos: pipeline.LocPos(op.Loc), Severity: diag.Note, Msg: "custom_call @" + dialect.CustomCallTarget(op) + " here"})
	}
	return d
}
