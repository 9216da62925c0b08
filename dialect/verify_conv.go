package dialect

import (
	"github.com/symopt/symopt/ir"
)

func uniqueInts(v []int64) bool {
	seen := map[int64]bool{}
	for _, x := range v {
		if seen[x] {
			return false
		}
		seen[x] = true
	}
	return true
}

func braceList(v []int64) string { return "{" + joinInts(v, ", ") + "}" }

// checkConvDims is StableHLO's isSpatialDimensionsValid.
func checkConvDims(d ConvDims, rank int) error {
	n := len(d.InputSpatial)
	if n != len(d.KernelSpatial) || n != len(d.OutputSpatial) {
		return errorf("expects the same size for input, kernel and output spatial-dimensions, but got %d, %d, and %d resp.", n, len(d.KernelSpatial), len(d.OutputSpatial))
	}
	in := append([]int64{d.InputBatch, d.InputFeature}, d.InputSpatial...)
	ker := append([]int64{d.KernelInputFeature, d.KernelOutputFeature}, d.KernelSpatial...)
	out := append([]int64{d.OutputBatch, d.OutputFeature}, d.OutputSpatial...)
	for _, list := range [][]int64{in, ker, out} {
		for _, x := range list {
			if x < 0 || x >= int64(rank) {
				return errorf("expects input, kernel, and output dimension-numbers to be in-range [0, %d).", rank)
			}
		}
	}
	if !uniqueInts(in) {
		return errorf("expects input dimension-numbers to be unique, got %s.", braceList(in))
	}
	if !uniqueInts(ker) {
		return errorf("expects kernel dimension-numbers to be unique, got %s.", braceList(ker))
	}
	if !uniqueInts(out) {
		return errorf("expects output dimension-numbers to be unique, got %s.", braceList(out))
	}
	return nil
}

func positiveAttr(op *ir.Operation, name string) error {
	if v, ok := attrInt(op, name); ok && v <= 0 {
		return errorf("attribute '%s' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive", name)
	}
	return nil
}

// checkWindow is verifyWindowAttributesAndInferWindowDimensions.
func checkWindow(window, strides, lhsDil, rhsDil []int64, padCount int, reversal int) error {
	size := func(n int, name string) error {
		if n == 0 || n == len(window) {
			return nil
		}
		return errorf("expects %s to have same dimension-size as size of window dimensions (%d), but got: %d.", name, len(window), n)
	}
	for _, c := range []struct {
		n    int
		name string
	}{{len(strides), "window-strides"}, {len(lhsDil), "base-dilation factors"}, {len(rhsDil), "window-dilation factors"},
		{padCount, "padding-entries"}, {reversal, "window-reversal"}} {
		if err := size(c.n, c.name); err != nil {
			return err
		}
	}
	for i, w := range window {
		if w != ir.Dynamic && w <= 0 {
			return errorf("expects window to have positive value for %d-th window dimension, but got %d.", i, w)
		}
		if len(strides) > 0 && strides[i] <= 0 {
			return errorf("expects window to have positive stride for %d-th window dimension, but got %d.", i, strides[i])
		}
		if len(lhsDil) > 0 && lhsDil[i] <= 0 {
			return errorf("expects window to have positive base dilation factor for %d-th window dimension, but got %d.", i, lhsDil[i])
		}
		if len(rhsDil) > 0 && rhsDil[i] <= 0 {
			return errorf("expects window to have positive window dilation factor for %d-th window dimension, but got %d.", i, rhsDil[i])
		}
	}
	return nil
}

// verifyConvolution follows StableHLO's convolution and dynamic_conv
// verifiers: ranks, dimension numbers, group counts, window attributes,
// padding shape and element types.
func verifyConvolution(op *ir.Operation) error {
	if err := positiveAttr(op, "feature_group_count"); err != nil {
		return err
	}
	if err := positiveAttr(op, "batch_group_count"); err != nil {
		return err
	}
	lt, rt := op.Operand(0).Type(), op.Operand(1).Type()
	ld, ok1 := dimsOf(lt)
	rd, ok2 := dimsOf(rt)
	if !ok1 || !ok2 {
		return nil
	}
	if len(ld) != len(rd) {
		return errorf("expects convolution arguments to have same number of dimensions. Got: '%s' and '%s'.", typeString(lt), typeString(rt))
	}
	if len(ld) < 2 {
		return errorf("expects convolution arguments to have >= 2 dimensions. Got: '%s' and '%s'.", typeString(lt), typeString(rt))
	}
	d, err := ConvDimensionNumbers(op)
	if err != nil {
		return errorf("%v", err)
	}
	if err := checkConvDims(d, len(ld)); err != nil {
		return err
	}
	fg, hasF := attrInt(op, "feature_group_count")
	bg, hasB := attrInt(op, "batch_group_count")
	if !hasF {
		fg = 1
	}
	if !hasB {
		bg = 1
	}
	if bg > 1 && fg > 1 {
		return errorf("expects batch_group_count and feature_group_count not to be both greater than 1. Got %d and %d resp.", bg, fg)
	}
	inF, inB := ld[d.InputFeature], ld[d.InputBatch]
	kIn, kOut := rd[d.KernelInputFeature], rd[d.KernelOutputFeature]
	if inB != ir.Dynamic && inB%bg != 0 {
		return errorf("expects input batch dimension (%d) to be divisible by batch_group_count. Got batch_group_count = %d.", inB, bg)
	}
	if inF != ir.Dynamic {
		if inF%fg != 0 {
			return errorf("expects input feature dimension (%d) to be a multiple of feature_group_count. Got feature_group_count = %d.", inF, fg)
		}
		if kIn != ir.Dynamic && inF/fg != kIn {
			return errorf("expects input feature dimension (%d) / feature_group_count = kernel input feature dimension (%d). Got feature_group_count = %d.", inF, kIn, fg)
		}
	}
	if kOut != ir.Dynamic {
		if kOut%bg != 0 {
			return errorf("expects output feature dimension size (%d) to be a multiple of batch_group_count. Got batch_group_count = %d.", kOut, bg)
		}
		if kOut%fg != 0 {
			return errorf("expects kernel output feature dimension (%d) to be divisible by feature_group_count. For feature_group_count = %d.", kOut, fg)
		}
	}
	if err := verifyPrecisionConfig(op); err != nil {
		return err
	}
	if want := len(d.InputSpatial) + 2; len(ld) != want && op.Dialect() != "mhlo" {
		return errorf("expects convolution arguments to have %d dimensions. Got: %d", want, len(ld))
	}
	window := make([]int64, len(d.KernelSpatial))
	for i, k := range d.KernelSpatial {
		window[i] = rd[k]
	}
	padCount := 0
	if op.Short() == "dynamic_conv" {
		if pd, ok := dimsOf(op.Operand(2).Type()); ok {
			flat := len(pd) == 1 && op.Dialect() == "mhlo" && (pd[0] == ir.Dynamic || pd[0] == int64(2*len(window)))
			if !flat && (len(pd) != 2 || pd[0] != int64(len(window)) || pd[1] != 2) {
				return errorf("expects padding to be of shape [%d, 2], but got %s", len(window), shapeString(pd))
			}
		}
	} else if pa := op.Attr("padding"); pa != nil {
		if sh, ok := attrShape(pa); ok {
			if len(sh) != 2 || sh[1] != 2 {
				return errorf("expects padding-entries to have same dimension-size as size of window dimensions (%d), but got: %d.", len(window), sh[0])
			}
			padCount = int(sh[0])
		}
	}
	strides, _ := attrI64s(op, "window_strides")
	lhsDil, _ := attrI64s(op, "lhs_dilation")
	rhsDil, _ := attrI64s(op, "rhs_dilation")
	rev := 0
	if r, ok := op.Attr("window_reversal").(*ir.DenseArrayAttr); ok {
		rev = len(r.Ints)
	} else if r, ok := op.Attr("window_reversal").(*ir.DenseElementsAttr); ok {
		rev = r.Len()
		if sh, ok := attrShape(r); ok && len(sh) == 1 {
			rev = int(sh[0])
		}
	}
	if err := checkWindow(window, strides, lhsDil, rhsDil, padCount, rev); err != nil {
		return err
	}
	le, re := elemOf(lt), elemOf(rt)
	if !isQuant(le) && !isQuant(re) && !ir.TypeEqual(le, re) {
		return errorf("expects lhs and rhs to have compatible element type. Got: '%s' and '%s'", typeString(le), typeString(re))
	}
	if op.Short() == "dynamic_conv" {
		return nil // padding is a run-time value
	}
	pads, _ := I64s(op.Attr("padding"))
	shape := convResultShape(d, ld, rd, window, strides, lhsDil, rhsDil, pads, bg)
	if res, ok := dimsOf(op.Result(0).Type()); ok && !compatibleShapes(shape, res) {
		return errorf("inferred shape '%s' is incompatible with return type of operation '%s'", shapeStringQ(shape), typeString(op.Result(0).Type()))
	}
	return nil
}

// convResultShape is StableHLO's inferConvolutionOp shape: batch divided
// by batch_group_count, the kernel's output features, and each spatial
// dimension sized by the window arithmetic.
func convResultShape(d ConvDims, ld, rd, window, strides, lhsDil, rhsDil, pads []int64, bg int64) []int64 {
	out := make([]int64, len(ld))
	for i := range out {
		out[i] = ir.Dynamic
	}
	if b := ld[d.InputBatch]; b != ir.Dynamic && bg > 0 {
		out[d.OutputBatch] = b / bg
	}
	out[d.OutputFeature] = rd[d.KernelOutputFeature]
	at := func(v []int64, i int, def int64) int64 {
		if i < len(v) {
			return v[i]
		}
		return def
	}
	for i, sp := range d.InputSpatial {
		base, w := ld[sp], window[i]
		if base == ir.Dynamic || w == ir.Dynamic {
			continue
		}
		dilBase := int64(0)
		if base > 0 {
			dilBase = (base-1)*at(lhsDil, i, 1) + 1
		}
		padded := at(pads, 2*i, 0) + dilBase + at(pads, 2*i+1, 0)
		dilWin := int64(0)
		if w > 0 {
			dilWin = (w-1)*at(rhsDil, i, 1) + 1
		}
		size := int64(0)
		if padded >= dilWin {
			size = (padded-dilWin)/at(strides, i, 1) + 1
		}
		out[d.OutputSpatial[i]] = size
	}
	return out
}
