package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// shapeList prints a shape as MLIR's diagnostics print ArrayRef<int64_t>:
// comma separated, dynamic sizes as the raw sentinel.
func shapeList(d []int64) string {
	parts := make([]string, len(d))
	for i, x := range d {
		if x == ir.Dynamic {
			parts[i] = "-9223372036854775808"
		} else {
			parts[i] = itoa(x)
		}
	}
	return strings.Join(parts, ", ")
}

// FftType returns the fft_type word (FFT, IFFT, RFFT, IRFFT).
func FftType(op *ir.Operation) string {
	w, _ := EnumWord(op.Attr("fft_type"), "fft_type")
	return w
}

func inferFft(op *ir.Operation) ([]ir.Type, error) {
	length, _ := attrI64s(op, "fft_length")
	kind := FftType(op)
	rank := len(length)
	if rank < 1 || rank > 3 {
		return nil, errorf("rank must be between 1 and 3, but got %d.", rank)
	}
	ot := op.Operand(0).Type()
	od, ok := dimsOf(ot)
	if !ok {
		return []ir.Type{op.Result(0).Type()}, nil
	}
	if len(od) < rank {
		return nil, errorf("operand rank must not be less than fft rank of %d for operand of type '%s'", rank, typeString(ot))
	}
	elem := elemOf(ot)
	rd := append([]int64{}, od...)
	tail := od[len(od)-rank:]
	switch kind {
	case "RFFT":
		ft, isF := elem.(*ir.FloatType)
		if !isF || (ft.Name != "f32" && ft.Name != "f64") {
			return nil, errorf("RFFT requires f32 or f64 input type, but is given '%s'.", typeString(elem))
		}
		for i := range tail {
			if tail[i] != ir.Dynamic && tail[i] != length[i] {
				return nil, errorf("RFFT requires innermost dimensions to be compatible with fft_length. Got: %s but wanted %s.", shapeList(od), shapeList(length))
			}
		}
		rd[len(rd)-1] = length[rank-1]/2 + 1
		elem = &ir.ComplexType{Elem: elem}
	default:
		c, isC := elem.(*ir.ComplexType)
		if !isC {
			return nil, errorf("FFT/IFFT/IRFFT take a complex tensor as input, but is given '%s'.", typeString(ot))
		}
		if kind == "IRFFT" {
			for i := 0; i < rank-1; i++ {
				if tail[i] != ir.Dynamic && tail[i] != length[i] {
					return nil, errorf("IRFFT requires non-final dimensions to be compatible with fft_length. Got: %s but wanted %s, and %d != %d.", shapeList(od), shapeList(length), tail[i], length[i])
				}
			}
			if last := od[len(od)-1]; last != ir.Dynamic && last != length[rank-1]/2+1 {
				return nil, errorf("IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: %d but fft_length is %d.", last, length[rank-1])
			}
			rd[len(rd)-1] = length[rank-1]
			elem = c.Elem
		}
	}
	return []ir.Type{tensorOf(rd, elem)}, nil
}

func inferCholesky(op *ir.Operation) ([]ir.Type, error) {
	t := op.Operand(0).Type()
	d, ok := dimsOf(t)
	if !ok {
		return []ir.Type{t}, nil
	}
	if len(d) < 2 {
		return nil, errorf("argument 'a' must have rank >= 2, got shape %s", shapeList(d))
	}
	if a, b := d[len(d)-2], d[len(d)-1]; !compatibleDim(a, b) {
		return nil, errorf("minor dimensions of 'a' must have equal size, got shape %s", shapeList(d))
	}
	return []ir.Type{t}, nil
}

func inferTriangularSolve(op *ir.Operation) ([]ir.Type, error) {
	at, bt := op.Operand(0).Type(), op.Operand(1).Type()
	ad, ok1 := dimsOf(at)
	bd, ok2 := dimsOf(bt)
	if ok1 {
		if len(ad) < 2 {
			return nil, errorf("operand 'a' must have rank >= 2, but got '%s'", typeString(at))
		}
		if !compatibleDim(ad[len(ad)-2], ad[len(ad)-1]) {
			return nil, errorf("two minor dimensions of operand 'a' must be compatible, but got '%s'", typeString(at))
		}
	}
	if ok1 && ok2 {
		if len(ad) != len(bd) {
			return nil, errorf("operands must have equal rank, but got '%s' and '%s'", typeString(at), typeString(bt))
		}
		shared := bd[len(bd)-1]
		if attrBool(op, "left_side") {
			shared = bd[len(bd)-2]
		}
		if !compatibleDim(ad[len(ad)-1], shared) {
			return nil, errorf("shared dimension of operands 'a' and 'b' must be compatible, but got '%s' and '%s'", typeString(at), typeString(bt))
		}
		if !compatibleShapes(ad[:len(ad)-2], bd[:len(bd)-2]) {
			return nil, errorf("batch dimensions of the operands must be compatible, but got '%s' and '%s'", typeString(at), typeString(bt))
		}
	}
	if w, ok := EnumWord(op.Attr("transpose_a"), "transpose"); ok && w == "TRANSPOSE_INVALID" {
		return nil, errorf("Invalid transpose option value for triangular solve")
	}
	return []ir.Type{bt}, nil
}

func featureIndexPre(op *ir.Operation) error {
	if err := batchNormTypesPre(op); err != nil {
		return err
	}
	if v, ok := attrInt(op, "feature_index"); ok && v < 0 {
		return errorf("attribute 'feature_index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative")
	}
	if op.Short() == "batch_norm_grad" && op.Dialect() == "mhlo" {
		e := elemOf(op.Operand(0).Type())
		for _, t := range append([]ir.Type{op.Operand(4).Type()}, op.ResultTypes()...) {
			if !ir.TypeEqual(elemOf(t), e) {
				return errorf("failed to verify that all of {operand, grad_operand, grad_scale, grad_offset} have same element type")
			}
		}
	}
	return nil
}

// batchNormCheck is StableHLO's verifyBatchNorm.
func batchNormCheck(op *ir.Operation, multi, single []ir.Type) ([]int64, int64, error) {
	for _, t := range multi[1:] {
		if a, ok1 := dimsOf(multi[0]); ok1 {
			if b, ok2 := dimsOf(t); ok2 && !compatibleShapes(a, b) {
				return nil, 0, errorf("expects multi-dimensional operands to have compatible shapes.")
			}
		}
	}
	for _, t := range single[1:] {
		if a, ok1 := dimsOf(single[0]); ok1 {
			if b, ok2 := dimsOf(t); ok2 && !compatibleShapes(a, b) {
				return nil, 0, errorf("expects single-dimensional operands to have compatible shapes.")
			}
		}
	}
	md, ok := dimsOf(multi[0])
	if !ok {
		return nil, ir.Dynamic, nil
	}
	fi, _ := attrInt(op, "feature_index")
	if fi >= int64(len(md)) {
		return nil, 0, errorf("expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex %d, and rank %d.", fi, len(md))
	}
	count := md[fi]
	if sd, ok := dimsOf(single[0]); ok && len(sd) == 1 && !compatibleDim(sd[0], count) {
		return nil, 0, errorf("expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is %d and the feature count is %d.", sd[0], count)
	}
	return md, count, nil
}

func inferBatchNormInference(op *ir.Operation) ([]ir.Type, error) {
	ts := op.OperandTypes()
	if _, _, err := batchNormCheck(op, ts[:1], ts[1:]); err != nil {
		return nil, err
	}
	return []ir.Type{ts[0]}, nil
}

func inferBatchNormTraining(op *ir.Operation) ([]ir.Type, error) {
	ts := op.OperandTypes()
	_, count, err := batchNormCheck(op, ts[:1], ts[1:])
	if err != nil {
		return nil, err
	}
	feat := tensorOf([]int64{count}, elemOf(ts[0]))
	return []ir.Type{ts[0], feat, feat}, nil
}

func inferBatchNormGrad(op *ir.Operation) ([]ir.Type, error) {
	ts := op.OperandTypes() // operand, scale, mean, variance, grad_output
	_, count, err := batchNormCheck(op, []ir.Type{ts[0], ts[4]}, ts[1:4])
	if err != nil {
		return nil, err
	}
	feat := tensorOf([]int64{count}, elemOf(ts[0]))
	return []ir.Type{ts[0], feat, feat}, nil
}

// verifyDynamicRoot checks collective_broadcast/collective_reduce operands
// when has_dynamic_root is set (the last operand is the root table).
func verifyDynamicRoot(op *ir.Operation) error {
	name := op.Short()
	dyn := attrBool(op, "has_dynamic_root")
	if !dyn {
		if op.NumOperands() < 1 {
			return errorf("%s requires at least one data operand", name)
		}
		return nil
	}
	if op.NumOperands() < 2 {
		return errorf("%s with has_dynamic_root=true requires at least two operands (data + root)", name)
	}
	root := op.Operand(op.NumOperands() - 1).Type()
	rd, ok := dimsOf(root)
	it, isInt := elemOf(root).(*ir.IntegerType)
	if !ok || len(rd) != 1 || !isInt || it.Width != 32 {
		return errorf("last operand of %s with has_dynamic_root=true must be a rank-1 i32 tensor", name)
	}
	if data := op.NumOperands() - 1; rd[0] != ir.Dynamic && rd[0] != int64(data) {
		return errorf("last operand of %s with has_dynamic_root=true must have the same number of elements as data operands (%d), but got %d", name, data, rd[0])
	}
	return nil
}

func verifyCollectiveReduce(op *ir.Operation) error {
	if err := verifyDynamicRoot(op); err != nil {
		return err
	}
	return verifyAllReduce(op)
}

const floatTypesODS = "f8E4M3B11FNUZ type or f8E4M3FN type or f8E4M3FNUZ type or f8E5M2 type or f8E5M2FNUZ type or 16-bit float or 32-bit float or 64-bit float or bfloat16 type values"

// batchNormTypesPre is the ODS constraint of the batch_norm ops: the data
// operands and results are ranked float tensors, the per-feature ones 1-D
// float tensors ('m' and '1' below, operands then results).
func batchNormTypesPre(op *ir.Operation) error {
	var operands, results string
	switch op.Short() {
	case "batch_norm_grad":
		operands, results = "m111m", "m11"
	case "batch_norm_training":
		operands, results = "m11", "m11"
	default:
		operands, results = "m1111", "m"
	}
	check := func(what string, i int, kind byte, t ir.Type) error {
		_, isFloat := elemOf(t).(*ir.FloatType)
		d, ranked := dimsOf(t)
		if kind == '1' && (!isFloat || !ranked || len(d) != 1) {
			return errorf("%s #%d must be 1D tensor of %s, but got '%s'", what, i, floatTypesODS, typeString(t))
		}
		if kind == 'm' && (!isFloat || !ranked) {
			return errorf("%s #%d must be ranked tensor of %s, but got '%s'", what, i, floatTypesODS, typeString(t))
		}
		return nil
	}
	for i, v := range op.Operands() {
		if i < len(operands) {
			if err := check("operand", i, operands[i], v.Type()); err != nil {
				return err
			}
		}
	}
	for i, r := range op.Results() {
		if i < len(results) {
			if err := check("result", i, results[i], r.Type()); err != nil {
				return err
			}
		}
	}
	return nil
}
