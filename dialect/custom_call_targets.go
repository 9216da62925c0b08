package dialect

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// annotationTargets are the custom_call targets that only annotate their
// operands for the partitioner, the memory placer or the exporter: JAX's
// and PyTorch/XLA's sharding marks (Sharding, and the manual-sharding
// boundaries SPMDFullToShardShape and SPMDShardToFullShape, which keep
// the shape on one device), the custom calls Shardy's round trip through
// StableHLO writes for result shardings and manual computations
// (xla.sdy.*), host offloading marks, layout constraints and
// PyTorch/XLA's pattern marks (xla_mark_tensor). On one device each
// result is its operand.
var annotationTargets = []string{"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "mhlo.sharding",
	"annotate_device_placement", "MoveToHost", "MoveToDevice", "LayoutConstraint", "xla_mark_tensor",
	"xla.sdy.FuncResultSharding", "xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape",
	"local_xla.sdy.FuncResultSharding", "local_xla.sdy.GlobalToLocalShape", "local_xla.sdy.LocalToGlobalShape"}

// AnnotationCall reports whether op is a custom_call of an annotation
// target whose results have the types of its operands, one for one: the
// interpreter passes its operands through and code generation gives its
// results the operands' buffers.
func AnnotationCall(op *ir.Operation) bool {
	if op.Short() != "custom_call" || (op.Dialect() != "stablehlo" && op.Dialect() != "mhlo") ||
		!slices.Contains(annotationTargets, CustomCallTarget(op)) || op.NumOperands() != op.NumResults() {
		return false
	}
	for i, v := range op.Operands() {
		if !ir.TypeEqual(v.Type(), op.Result(i).Type()) {
			return false
		}
	}
	return true
}

// AnnotationTargets lists the annotation targets, for messages.
func AnnotationTargets() []string { return slices.Clone(annotationTargets) }
