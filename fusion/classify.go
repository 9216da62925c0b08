package fusion

import (
	"github.com/symopt/symopt/ir"
)

// class says how the fuse pass treats an op.
type class uint8

const (
	clsOther  class = iota // stays outside fusions (library calls, control flow, shape arithmetic, ...)
	clsLoop                // fusible at one element per thread
	clsReduce              // a row or column reduction (see reduceShape)
	clsSplat               // a splat constant, cloned into every fusion that uses it
)

// loopShapeOps are the non-elementwise ops a loop fusion computes with an
// index map.
var loopShapeOps = map[string]bool{
	"stablehlo.broadcast_in_dim":         true,
	"stablehlo.dynamic_broadcast_in_dim": true,
	"stablehlo.iota":                     true,
	"stablehlo.dynamic_iota":             true,
	"stablehlo.reshape":                  true,
	"stablehlo.dynamic_reshape":          true,
	"stablehlo.transpose":                true,
	"stablehlo.slice":                    true,
	"stablehlo.reverse":                  true,
	"stablehlo.concatenate":              true,
	"stablehlo.pad":                      true,
	"stablehlo.gather":                   true,
	"stablehlo.dynamic_gather":           true,
	"stablehlo.reduce_window":            true, // each element combines a small window
	"stablehlo.select_and_scatter":       true, // each element scans the windows holding it
}

// neverFused lists elementwise-looking ops that stay outside fusions.
var neverFused = map[string]bool{
	"stablehlo.rng":               true,
	"stablehlo.rng_bit_generator": true,
	"stablehlo.bitcast_convert":   true,
}

// classify returns the class of op; lowerable filters the loop ops.
func classify(op *ir.Operation, lowerable func(*ir.Operation) bool) class {
	if lowerable == nil {
		lowerable = func(*ir.Operation) bool { return true }
	}
	name := canonical(op)
	if name == "stablehlo.constant" {
		if splatConstant(op) {
			return clsSplat
		}
		return clsOther
	}
	if len(op.Regions) > 0 && name != "stablehlo.reduce" && name != "stablehlo.reduce_window" && name != "stablehlo.select_and_scatter" || neverFused[name] {
		return clsOther
	}
	if op.NumResults() != 1 || !rankedTensors(op) {
		return clsOther
	}
	if name == "stablehlo.reduce" {
		if _, ok := reduceShapeOf(op); ok && lowerable(op) {
			return clsReduce
		}
		return clsOther
	}
	if op.HasTrait(ir.Elementwise) || loopShapeOps[name] {
		if lowerable(op) {
			return clsLoop
		}
	}
	return clsOther
}

// splatConstant reports whether op is a constant of one repeated value.
func splatConstant(op *ir.Operation) bool {
	a, ok := op.Attr("value").(*ir.DenseElementsAttr)
	return ok && a.Splat && canonical(op) == "stablehlo.constant"
}

func rankedTensors(op *ir.Operation) bool {
	for _, v := range op.Results() {
		if _, ok := Shape(v); !ok {
			return false
		}
	}
	return true
}

// ReduceShape describes a fusible reduction: column when the reduced dims
// are the leading ones and some dims are kept, else row (one row per kept
// index, read with strides unless the reduced dims are the trailing ones).
type ReduceShape struct {
	Row  bool
	Dims []int64
	Comb string // add, max, min, mul
}

// reduceShapeOf accepts single-input reductions whose body is one
// add/multiply/maximum/minimum.
func reduceShapeOf(op *ir.Operation) (ReduceShape, bool) {
	if op.NumOperands() != 2 || len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return ReduceShape{}, false
	}
	comb := ReduceCombiner(op)
	if comb == "" {
		return ReduceShape{}, false
	}
	in, ok := Shape(op.Operand(0))
	dims, ok2 := i64s(op, "dimensions")
	if !ok || !ok2 || len(dims) == 0 || len(in) == 0 {
		return ReduceShape{}, false
	}
	set := map[int64]bool{}
	for _, d := range dims {
		if d < 0 || d >= int64(len(in)) {
			return ReduceShape{}, false
		}
		set[d] = true
	}
	leading := true
	for d := range set {
		leading = leading && d < int64(len(set))
	}
	if len(set) != len(dims) {
		return ReduceShape{}, false
	}
	// A column reduction needs the reduced dims leading and some kept;
	// everything else is a row reduction (strided when the reduced dims
	// are not the trailing ones).
	row := !leading || len(set) == len(in)
	return ReduceShape{Row: row, Dims: dims, Comb: comb}, true
}

// ReduceCombiner returns add, mul, max or min for a reduce whose body is
// one such op on its two arguments followed by a return; "" otherwise.
func ReduceCombiner(op *ir.Operation) string {
	b := op.Regions[0].Blocks[0]
	if len(b.Ops) != 2 || len(b.Args()) != 2 {
		return ""
	}
	body, ret := b.Ops[0], b.Ops[1]
	if ret.NumOperands() != 1 || ret.Operand(0) != body.Result(0) || body.NumOperands() != 2 {
		return ""
	}
	a0, a1 := body.Operand(0), body.Operand(1)
	if !(a0 == b.Arg(0) && a1 == b.Arg(1) || a0 == b.Arg(1) && a1 == b.Arg(0)) {
		return ""
	}
	switch canonical(body) {
	case "stablehlo.add":
		return "add"
	case "stablehlo.multiply":
		return "mul"
	case "stablehlo.maximum":
		return "max"
	case "stablehlo.minimum":
		return "min"
	}
	return ""
}

// ReduceInfo is reduceShapeOf for other packages.
func ReduceInfo(op *ir.Operation) (ReduceShape, bool) { return reduceShapeOf(op) }

// IsView reports whether op is a reshape: in row-major layout its result
// is its operand's buffer seen with another shape. A reshape is fused only
// where its result stays inside the fusion; otherwise it stays outside and
// the launch plan aliases the two buffers.
func IsView(op *ir.Operation) bool {
	if op == nil {
		return false
	}
	switch canonical(op) {
	case "stablehlo.reshape", "stablehlo.dynamic_reshape":
		return true
	}
	return false
}
