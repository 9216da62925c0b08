package fusion

import (
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// DimEquality answers whether dim i of a and dim j of b are the same size
// at run time. A yes must be a proof; a no may only mean "not known".
type DimEquality interface {
	Equal(a *ir.Value, i int, b *ir.Value, j int) bool
}

// DimKey names the run-time source of one dimension size: a static size
// (Root nil, Sym empty), a symbol of the symbolic-shapes analysis written
// in the type's encoding (`tensor<?xf32, [@S0]>`, Sym), a dim of a value
// nothing more is known about (Elem false), or element Index of a shape
// value (Elem true).
type DimKey struct {
	Root   *ir.Value
	Index  int
	Elem   bool
	Static int64
	Sym    string
}

// IsStatic reports whether the key is a known constant size.
func (k DimKey) IsStatic() bool { return k.Root == nil && k.Sym == "" }

// Dims is the default, conservative dim analysis: a dynamic dim is traced
// back through ops that keep sizes (elementwise ops, transposes, the kept
// dims of reductions, the batch and free dims of dot_general, the shape
// operand of dynamic_broadcast_in_dim through shape_of / from_elements /
// tensor.dim / get_dimension_size, fusion ops) to a root; two dims are
// equal when their roots are. It implements DimEquality. Keys are cached,
// so a Dims must not outlive changes to the IR it has seen.
type Dims struct {
	cache map[dimRef]DimKey
}

type dimRef struct {
	v    *ir.Value
	i    int
	elem bool
}

// NewDims returns an empty analysis.
func NewDims() *Dims { return &Dims{cache: map[dimRef]DimKey{}} }

// Equal implements DimEquality.
func (d *Dims) Equal(a *ir.Value, i int, b *ir.Value, j int) bool {
	return d.Key(a, i) == d.Key(b, j)
}

// Shape returns the static sizes of a ranked tensor value (nil, false
// otherwise); dynamic dims are ir.Dynamic.
func Shape(v *ir.Value) ([]int64, bool) {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return nil, false
	}
	return t.Shape, true
}

// Key returns the source of dim i of v.
func (d *Dims) Key(v *ir.Value, i int) DimKey {
	shape, ok := Shape(v)
	if !ok || i < 0 || i >= len(shape) {
		return DimKey{Root: v, Index: i}
	}
	if shape[i] != ir.Dynamic {
		return DimKey{Static: shape[i]}
	}
	if sym := encodedSymbol(v, i); sym != "" {
		return DimKey{Sym: sym}
	}
	if n, ok := encodedConstant(v, i); ok {
		return DimKey{Static: n}
	}
	ref := dimRef{v: v, i: i}
	if k, ok := d.cache[ref]; ok {
		return k
	}
	d.cache[ref] = DimKey{Root: v, Index: i} // breaks cycles through bad IR
	k := d.trace(v, i)
	d.cache[ref] = k
	return k
}

func (d *Dims) trace(v *ir.Value, i int) DimKey {
	root := DimKey{Root: v, Index: i}
	op := v.DefiningOp()
	if op == nil {
		if p := v.OwnerBlock().ParentOp(); p != nil && p.Name == "symopt.fusion" && v.Index() < p.NumOperands() {
			return d.Key(p.Operand(v.Index()), i)
		}
		return root
	}
	rank := len(mustShape(v))
	switch canonical(op) {
	case "symopt.fusion":
		y := op.Regions[0].Blocks[0].Terminator()
		return d.Key(y.Operand(v.Index()), i)
	case "symopt.regenerate":
		// the buffer it recomputes or takes over, of the operand's shape
		return d.Key(op.Operand(0), i)
	case "scf.if":
		// a dim both branches yield the same size for (a versioned body)
		if k, ok := d.branchKey(op, v.Index(), i); ok {
			return k
		}
	case "stablehlo.transpose":
		if perm, ok := i64s(op, "permutation"); ok && i < len(perm) {
			return d.Key(op.Operand(0), int(perm[i]))
		}
	case "stablehlo.reduce":
		dims, _ := i64s(op, "dimensions")
		kept := keptDims(len(mustShape(op.Operand(0))), dims)
		if i < len(kept) {
			return d.Key(op.Operand(0), kept[i])
		}
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_iota", "stablehlo.dynamic_reshape":
		idx := 1
		if canonical(op) == "stablehlo.dynamic_iota" {
			idx = 0
		}
		return d.shapeElem(op.Operand(idx), i)
	case "stablehlo.dot_general":
		return d.dotDim(op, i, root)
	case "stablehlo.gather":
		if j, ok := gatherBatchDim(op, i); ok {
			return d.Key(op.Operand(1), j)
		}
	}
	if op.HasTrait(ir.Elementwise) || op.HasTrait(ir.SameOperandsAndResultType) {
		for _, o := range op.Operands() {
			if s, ok := Shape(o); ok && len(s) == rank {
				return d.Key(o, i)
			}
		}
	}
	return root
}

// branchKey is the key of dim i of result r of the two-region branch op
// when the values both regions yield there have one key.
func (d *Dims) branchKey(op *ir.Operation, r, i int) (DimKey, bool) {
	var keys []DimKey
	for _, reg := range op.Regions {
		if len(reg.Blocks) != 1 {
			return DimKey{}, false
		}
		y := reg.Blocks[0].Terminator()
		if y == nil || r >= y.NumOperands() {
			return DimKey{}, false
		}
		keys = append(keys, d.Key(y.Operand(r), i))
	}
	if len(keys) != 2 || keys[0] != keys[1] {
		return DimKey{}, false
	}
	return keys[0], true
}

// gatherBatchDim is the dim of gather op's indices that result dim i
// (a batch dim, not in offset_dims) takes its size from.
func gatherBatchDim(op *ir.Operation, i int) (int, bool) {
	g, err := dialect.GatherDimensionNumbers(op)
	if err != nil || op.NumOperands() != 2 || slices.Contains(g.OffsetDims, int64(i)) {
		return 0, false
	}
	b := 0
	for k := 0; k < i; k++ {
		if !slices.Contains(g.OffsetDims, int64(k)) {
			b++
		}
	}
	for j := range mustShape(op.Operand(1)) {
		if int64(j) == g.IndexVectorDim {
			continue
		}
		if b == 0 {
			return j, true
		}
		b--
	}
	return 0, false
}

// shapeElem is the source of element i of a 1-D shape value.
func (d *Dims) shapeElem(s *ir.Value, i int) DimKey {
	ref := dimRef{v: s, i: i, elem: true}
	if k, ok := d.cache[ref]; ok {
		return k
	}
	root := DimKey{Root: s, Index: i, Elem: true}
	d.cache[ref] = root
	k := root
	if s.DefiningOp() == nil {
		if p := s.OwnerBlock().ParentOp(); p != nil && p.Name == "symopt.fusion" && s.Index() < p.NumOperands() {
			k = d.shapeElem(p.Operand(s.Index()), i)
		}
	}
	if op := s.DefiningOp(); op != nil {
		switch canonical(op) {
		case "shape.shape_of":
			k = d.Key(op.Operand(0), i)
		case "tensor.from_elements":
			if i < op.NumOperands() {
				k = d.scalar(op.Operand(i), root)
			}
		case "tensor.cast", "shape.to_extent_tensor", "arith.index_cast", "stablehlo.convert":
			k = d.shapeElem(op.Operand(0), i)
		case "stablehlo.reshape":
			if s, ok := Shape(op.Operand(0)); ok && ir.NumElements(s) == 1 {
				k = d.scalar(op.Operand(0), root)
			}
		case "stablehlo.concatenate":
			k = d.concatElem(op, i, root)
		case "stablehlo.constant", "arith.constant":
			if a, ok := op.Attr("value").(*ir.DenseElementsAttr); ok && a.Ints != nil && (a.Splat || i < a.Len()) {
				k = DimKey{Static: a.IntAt(i)}
			}
		}
	}
	d.cache[ref] = k
	return k
}

// concatElem is element i of a 1-D concatenation of static pieces.
func (d *Dims) concatElem(op *ir.Operation, i int, root DimKey) DimKey {
	for _, x := range op.Operands() {
		s, ok := Shape(x)
		if !ok || len(s) != 1 || s[0] == ir.Dynamic {
			return root
		}
		if i < int(s[0]) {
			return d.shapeElem(x, i)
		}
		i -= int(s[0])
	}
	return root
}

// scalar is the source of a scalar size value.
func (d *Dims) scalar(e *ir.Value, fallback DimKey) DimKey {
	op := e.DefiningOp()
	if op == nil {
		return fallback
	}
	switch canonical(op) {
	case "arith.index_cast", "arith.index_castui", "stablehlo.reshape", "stablehlo.convert", "tensor.extract":
		return d.scalar(op.Operand(0), fallback)
	case "tensor.dim":
		if c := constInt(op.Operand(1)); c >= 0 {
			return d.Key(op.Operand(0), int(c))
		}
	case "stablehlo.get_dimension_size":
		if n, ok := op.Attr("dimension").(*ir.IntegerAttr); ok {
			return d.Key(op.Operand(0), int(n.Value))
		}
	case "arith.constant", "stablehlo.constant":
		if c := constInt(e); c >= 0 {
			return DimKey{Static: c}
		}
	}
	return fallback
}

func mustShape(v *ir.Value) []int64 { s, _ := Shape(v); return s }

// encodedSymbol reads the symbol of dim i from a `[@S0, 4]` encoding (the
// symbolic-shapes analysis's proof that dims with one symbol are equal);
// "" when there is none.
func encodedSymbol(v *ir.Value, i int) string {
	if r, ok := encodedDim(v, i).(*ir.SymbolRefAttr); ok && len(r.Nested) == 0 {
		return r.Root
	}
	return ""
}

// encodedConstant returns the size symbolic-shapes proved for dim i of
// v when its type is written `?` (`tensor<?xf32, [8]>`).
func encodedConstant(v *ir.Value, i int) (int64, bool) {
	if c, ok := encodedDim(v, i).(*ir.IntegerAttr); ok && c.Value >= 0 {
		return c.Value, true
	}
	return 0, false
}

// encodedDim is the element of v's dim encoding for dim i, nil when v's
// type has no encoding with one element per dim.
func encodedDim(v *ir.Value, i int) ir.Attribute {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return nil
	}
	arr, ok := t.Encoding.(*ir.ArrayAttr)
	if !ok || len(arr.Elems) != len(t.Shape) {
		return nil
	}
	return arr.Elems[i]
}
