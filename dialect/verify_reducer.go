package dialect

import (
	"github.com/symopt/symopt/ir"
)

// promotable reports whether a reduction accumulator of element type to can
// hold values of element type from (same kind, not narrower).
func promotable(from, to ir.Type) bool {
	if ir.TypeEqual(from, to) {
		return true
	}
	if qf, ok := parseQuant(from); ok {
		qt, ok := parseQuant(to)
		if !ok || qf.expressed != qt.expressed || (qf.storage[0] == 'u') != (qt.storage[0] == 'u') {
			return false
		}
		return storageWidth(qt.storage) >= storageWidth(qf.storage)
	}
	switch f := from.(type) {
	case *ir.IntegerType:
		t, ok := to.(*ir.IntegerType)
		return ok && t.Sign == f.Sign && t.Width >= f.Width
	case *ir.FloatType:
		t, ok := to.(*ir.FloatType)
		return ok && ir.FloatWidth(t) >= ir.FloatWidth(f)
	}
	return false
}

// reducerBlock returns the entry block of region i, or nil.
func reducerBlock(op *ir.Operation, i int) *ir.Block {
	if i >= len(op.Regions) {
		return nil
	}
	return op.Regions[i].Entry()
}

// returnTypes returns the operand types of a block's terminator.
func returnTypes(b *ir.Block) []ir.Type {
	if t := b.Terminator(); t != nil {
		return t.OperandTypes()
	}
	return nil
}

// verifyReducer is StableHLO's verifyReducerShape: the region of a
// reduction takes (accumulators..., elements...) and returns accumulators.
// allowedRank bounds the rank of the element arguments; shapes, when not
// nil, are what those arguments must be compatible with.
func verifyReducer(b *ir.Block, inputElems []ir.Type, initTypes []ir.Type, allowedRank int, shapes [][]int64) error {
	if b == nil {
		return errorf("expects a non-empty reduction region")
	}
	n := len(inputElems)
	if len(b.Args()) != 2*n {
		return errorf("Reduction-region must take %d parameters, but takes %d parameter(s)", 2*n, len(b.Args()))
	}
	ret := returnTypes(b)
	if len(ret) == 0 {
		return errorf("The reduction-region expected to return some value(s)")
	}
	if len(ret) != n {
		return errorf("Reduction-region here must produce %d tensors, but produces %d instead", n, len(ret))
	}
	for _, t := range ret {
		if _, ok := t.(*ir.TensorType); !ok {
			if _, ok := t.(*ir.UnrankedTensorType); !ok {
				return errorf("Reduction-region here must produce tensor-typed result(s), but produces '%s' instead", typeString(t))
			}
		}
	}
	for i := 0; i < n; i++ {
		acc := ret[i]
		if a := b.Arg(i).Type(); !compatibleTypes(acc, a) {
			return errorf("The type of reduction-region's parameter at index %d is different than the corresponding result type: '%s' vs '%s'", i, typeString(a), typeString(acc))
		}
		if a := b.Arg(n + i).Type(); !compatibleTypes(acc, a) {
			return errorf("The type of reduction-region's parameter at index %d is different than the corresponding result type: '%s' vs '%s'", n+i, typeString(a), typeString(acc))
		}
		init := initTypes[i]
		id, ok1 := dimsOf(init)
		ad, ok2 := dimsOf(acc)
		if ok1 && ok2 && !compatibleShapes(id, ad) {
			return errorf("The shape of reduction-region's result type at index %d differs from the op's corresponding init-value type: '%s' vs '%s'", i, typeString(acc), typeString(init))
		}
		if !promotable(elemOf(init), elemOf(acc)) {
			return errorf("The element-type of reduction-region's result type at index %d is expected to be promotable from the op's corresponding init-value element-type: '%s' vs '%s'", i, typeString(acc), typeString(init))
		}
		arg := b.Arg(n + i).Type()
		if !promotable(inputElems[i], elemOf(arg)) {
			return errorf("The element-type of reduction-region's argument at index %d is expected to be promotable from '%s', but got '%s'", n+i, typeString(inputElems[i]), typeString(elemOf(arg)))
		}
		if r, ok := rankOf(arg); ok && r > allowedRank {
			return errorf("The rank of reduction-region's argument at index %d is expected to be <= %d, got %d", n+i, allowedRank, r)
		}
		if shapes != nil {
			if ad, ok := dimsOf(arg); ok && !isSubsequence(ad, shapes[i]) {
				return errorf("The shape of reduction-region's argument at index %d is not compatible with that of reduce-op's input-parameter at index %d", n+i, i)
			}
		}
	}
	return nil
}

func scalarOf(t ir.Type) ir.Type { return tensorOf(nil, elemOf(t)) }

// reduce: operands are inputs... then init_values...
func reduceParts(op *ir.Operation) (inputs, inits []ir.Type) {
	// Like ODS's SameVariadicOperandSize, an odd count splits evenly and
	// drops the last operand.
	ts := op.OperandTypes()
	n := len(ts) / 2
	return ts[:n], ts[n : 2*n]
}

func checkReduceInputs(op *ir.Operation) ([]int64, error) {
	inputs, _ := reduceParts(op)
	var ref []int64
	refSet := false
	for i, t := range inputs {
		d, ok := dimsOf(t)
		if !ok {
			continue
		}
		if !refSet {
			ref, refSet = d, true
			continue
		}
		if !compatibleShapes(ref, d) {
			return nil, errorf("expects all inputs to have compatible shapes. Shape at input-index %d is not compatible with shape at input-index 0", i)
		}
	}
	dims, ok := attrI64s(op, "dimensions")
	if !ok {
		return nil, errorf("requires attribute 'dimensions'")
	}
	if refSet {
		seen := map[int64]bool{}
		for _, d := range dims {
			if d < 0 || d >= int64(len(ref)) {
				return nil, errorf("Out-of-bounds dimension %d, expected to be in range [0, %d)", d, len(ref))
			}
			if seen[d] {
				return nil, errorf("Duplicate reduction dimension: %d", d)
			}
			seen[d] = true
		}
	}
	return ref, nil
}

func keptDims(shape, reduced []int64) []int64 {
	drop := map[int64]bool{}
	for _, d := range reduced {
		drop[d] = true
	}
	var out []int64
	for i, s := range shape {
		if !drop[int64(i)] {
			out = append(out, s)
		}
	}
	return out
}

func verifyReduce(op *ir.Operation) error {
	ref, err := checkReduceInputs(op)
	if err != nil {
		return err
	}
	inputs, inits := reduceParts(op)
	elems := make([]ir.Type, len(inputs))
	for i, t := range inputs {
		elems[i] = elemOf(t)
	}
	dims, _ := attrI64s(op, "dimensions")
	kept := keptDims(ref, dims)
	shapes := make([][]int64, len(inputs))
	for i := range shapes {
		shapes[i] = kept
	}
	return verifyReducer(reducerBlock(op, 0), elems, inits, len(kept), shapes)
}

// inferReduce gives the kept dims of the inputs with the accumulator
// element types; when the op is malformed it defers to the verifier by
// returning the declared types.
func inferReduce(op *ir.Operation) ([]ir.Type, error) {
	ref, err := checkReduceInputs(op)
	if err != nil {
		return op.ResultTypes(), nil
	}
	inputs, inits := reduceParts(op)
	dims, _ := attrI64s(op, "dimensions")
	var ret []ir.Type
	if b := reducerBlock(op, 0); b != nil {
		ret = returnTypes(b)
	}
	out := make([]ir.Type, len(inputs))
	for i := range inputs {
		elem := elemOf(inits[i])
		if len(ret) == len(inputs) {
			elem = elemOf(ret[i])
		}
		if _, ok := dimsOf(inputs[i]); !ok || ref == nil {
			out[i] = &ir.UnrankedTensorType{Elem: elem}
			continue
		}
		d, _ := dimsOf(inputs[i])
		out[i] = tensorOf(keptDims(d, dims), elem)
	}
	return out, nil
}

// inferReduceWindow: window dims, strides, padding and dilations.
func inferReduceWindow(op *ir.Operation) ([]ir.Type, error) {
	if op.NumOperands()%2 != 0 {
		return nil, errorf("expects the same number of inputs and init_values")
	}
	inputs, inits := reduceParts(op)
	win, _ := attrI64s(op, "window_dimensions")
	strides, _ := attrI64s(op, "window_strides")
	baseDil, _ := attrI64s(op, "base_dilations")
	winDil, _ := attrI64s(op, "window_dilations")
	pad, _ := I64s(op.Attr("padding"))
	elems := make([]ir.Type, len(inputs))
	for i, t := range inputs {
		elems[i] = elemOf(t)
	}
	if err := verifyReducer(reducerBlock(op, 0), elems, scalarTypes(inits), 0, nil); err != nil {
		return nil, err
	}
	for i, t := range inputs[1:] {
		if !compatibleTypes(withElem(t, ir.I1), withElem(inputs[0], ir.I1)) {
			return nil, errorf("expects all inputs to have compatible shapes. Shape at input-index %d is not compatible with shape at input-index 0", i+1)
		}
	}
	padCount := 0
	if sh, ok := attrShape(op.Attr("padding")); ok && len(sh) == 2 {
		if sh[1] != 2 {
			return nil, errorf("Expected padding-entries to have shape [N, 2], but got [%d, %d]", sh[0], sh[1])
		}
		padCount = int(sh[0])
	}
	if err := checkWindow(win, strides, baseDil, winDil, padCount, 0); err != nil {
		return nil, err
	}
	ret := returnTypes(reducerBlock(op, 0))
	out := make([]ir.Type, len(inputs))
	for i, t := range inputs {
		d, ok := dimsOf(t)
		elem := elemOf(ret[i])
		if !ok {
			out[i] = &ir.UnrankedTensorType{Elem: elem}
			continue
		}
		if len(win) != len(d) {
			return nil, errorf("expects window-dimensions size == input rank, but got window-dimensions size: %d and input: '%s' with rank = %d.", len(win), typeString(t), len(d))
		}
		rd := make([]int64, len(d))
		for k := range d {
			if d[k] == ir.Dynamic {
				rd[k] = ir.Dynamic
				continue
			}
			size := d[k]
			if k < len(baseDil) && size > 0 {
				size = (size-1)*baseDil[k] + 1
			}
			if 2*k+1 < len(pad) {
				size += pad[2*k] + pad[2*k+1]
			}
			w := win[k]
			if k < len(winDil) && w > 0 {
				w = (w-1)*winDil[k] + 1
			}
			s := int64(1)
			if k < len(strides) && strides[k] > 0 {
				s = strides[k]
			}
			if size < w {
				rd[k] = 0
			} else {
				rd[k] = (size-w)/s + 1
			}
		}
		out[i] = tensorOf(rd, elem)
	}
	return out, nil
}

func scalarTypes(ts []ir.Type) []ir.Type {
	out := make([]ir.Type, len(ts))
	copy(out, ts)
	return out
}

// verifySort: dimension in range and a comparator taking 2N scalars.
func verifySort(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return errorf("expected 1 or more operands, but found 0")
	}
	if err := verifySameShape(op); err != nil {
		return err
	}
	ref, ok := dimsOf(op.Operand(0).Type())
	for i, t := range op.OperandTypes() {
		if d, ok2 := dimsOf(t); ok && ok2 && !compatibleShapes(ref, d) {
			return errorf("requires the same shape for all operands")
		}
		_ = i
	}
	if d, has := attrInt(op, "dimension"); has && ok {
		r := int64(len(ref))
		if d < -r || d >= r || (r == 0 && d != 0) {
			return errorf("dimension attribute value must be in range [-%d, %d), but found %d", r, r, d)
		}
	}
	b := reducerBlock(op, 0)
	if b == nil {
		return errorf("comparator region must not be empty")
	}
	if len(b.Args()) != 2*op.NumOperands() {
		return errorf("comparator block should have %d arguments", 2*op.NumOperands())
	}
	for i, t := range op.OperandTypes() {
		want := scalarOf(t)
		for _, k := range []int{2 * i, 2*i + 1} {
			if !compatibleTypes(b.Arg(k).Type(), want) {
				return errorf("comparator block argument #%d should be of type '%s' but got '%s'", k, typeString(want), typeString(b.Arg(k).Type()))
			}
		}
	}
	ret := returnTypes(b)
	if len(ret) != 1 {
		return errorf("comparator must return single output but got %d", len(ret))
	}
	if r, ok := rankOf(ret[0]); !isBool(ret[0]) || (ok && r != 0) {
		return errorf("comparator must return tensor<i1> but got '%s'", typeString(ret[0]))
	}
	return nil
}

// verifyMap: computation over scalars of each input, dimensions identity.
func verifyMap(op *ir.Operation) error {
	b := reducerBlock(op, 0)
	if b == nil {
		return errorf("expects a non-empty computation")
	}
	if len(b.Args()) != op.NumOperands() {
		return errorf("expects number of operands to match the arity of map computation, but got: %d and %d", op.NumOperands(), len(b.Args()))
	}
	for i, t := range op.OperandTypes() {
		a := b.Arg(i).Type()
		if r, ok := rankOf(a); ok && r != 0 {
			return errorf("computation arguments must be 0-rank tensor, but got: arg #%d of type '%s'", i, typeString(a))
		}
		if !ir.TypeEqual(elemOf(a), elemOf(t)) {
			return errorf("element type of operands and computation arguments must match, but got: '%s' and '%s'", typeString(elemOf(t)), typeString(elemOf(a)))
		}
	}
	ret := returnTypes(b)
	if len(ret) != 1 {
		return errorf("computation must return single output, but got: %d", len(ret))
	}
	if r, ok := rankOf(ret[0]); ok && r != 0 {
		return errorf("computation must return 0-rank tensor, but got: '%s'", typeString(ret[0]))
	}
	if dims, ok := attrI64s(op, "dimensions"); ok {
		for i, d := range dims {
			if d != int64(i) {
				return errorf("requires monotonically increasing dimension numbers, but got: %s", joinInts(dims, ", "))
			}
		}
		if r, ok := rankOf(op.Operand(0).Type()); ok && len(dims) != r {
			return errorf("applied to a subset of dimensions currently not supported: operand dimensions = %d, requested map dimensions size = %d", r, len(dims))
		}
	}
	return nil
}

func inferMap(op *ir.Operation) ([]ir.Type, error) {
	if err := verifyMap(op); err != nil {
		return nil, err
	}
	ret := returnTypes(reducerBlock(op, 0))
	t := op.Operand(0).Type()
	for _, o := range op.OperandTypes()[1:] {
		t = meetTypes(t, o)
	}
	return []ir.Type{withElem(t, elemOf(ret[0]))}, nil
}

// storageWidth reads the width of a quantized storage type ("i8", "u4").
func storageWidth(s string) int {
	n := 0
	for _, c := range s {
		if c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
		}
	}
	return n
}

// isSubsequence reports whether the dims of sub match, in order, a
// subsequence of allowed (compatible sizes).
func isSubsequence(sub, allowed []int64) bool {
	k := 0
	for _, a := range allowed {
		if k < len(sub) && compatibleDim(a, sub[k]) {
			k++
		}
	}
	return k == len(sub)
}
