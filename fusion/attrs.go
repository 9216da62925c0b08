package fusion

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// canonical is the op's registered (StableHLO) name, so MHLO spellings
// are handled alike.
func canonical(op *ir.Operation) string {
	if op.Info != nil {
		return op.Info.Name
	}
	return op.Name
}

// Canonical is canonical for other packages.
func Canonical(op *ir.Operation) string { return canonical(op) }

func i64s(op *ir.Operation, name string) ([]int64, bool) {
	a := op.Attr(name)
	if a == nil {
		return nil, false
	}
	return dialect.I64s(a)
}

// keptDims lists the dims of a rank-n operand not in reduced, in order.
func keptDims(n int, reduced []int64) []int {
	var out []int
	for d := 0; d < n; d++ {
		found := false
		for _, r := range reduced {
			found = found || int(r) == d
		}
		if !found {
			out = append(out, d)
		}
	}
	return out
}

// constInt is the value of an integer constant scalar, or -1.
func constInt(v *ir.Value) int64 {
	op := v.DefiningOp()
	if op == nil {
		return -1
	}
	switch a := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		return a.Value
	case *ir.DenseElementsAttr:
		if a.Ints != nil && a.Len() == 1 {
			return a.IntAt(0)
		}
	}
	return -1
}

// dotDim traces result dim i of a dot_general: batch dims, then the free
// dims of the lhs, then those of the rhs.
func (d *Dims) dotDim(op *ir.Operation, i int, root DimKey) DimKey {
	dd, err := dialect.DotDimensionNumbers(op)
	if err != nil {
		return root
	}
	if i < len(dd.LhsBatch) {
		return d.Key(op.Operand(0), int(dd.LhsBatch[i]))
	}
	i -= len(dd.LhsBatch)
	lf := freeDims(len(mustShape(op.Operand(0))), dd.LhsBatch, dd.LhsContract)
	if i < len(lf) {
		return d.Key(op.Operand(0), lf[i])
	}
	i -= len(lf)
	rf := freeDims(len(mustShape(op.Operand(1))), dd.RhsBatch, dd.RhsContract)
	if i < len(rf) {
		return d.Key(op.Operand(1), rf[i])
	}
	return root
}

func freeDims(n int, a, b []int64) []int {
	return keptDims(n, append(append([]int64(nil), a...), b...))
}
