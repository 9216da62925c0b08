package dialect

import "github.com/symopt/symopt/ir"

// DotGeneralView is a typed view of a dot_general op:
// `dialect.DotGeneral(op).ContractingDims()`.
type DotGeneralView struct {
	Op   *ir.Operation
	Dims DotDims
}

// DotGeneral reads the dimension numbers of a dot_general op (either
// dialect spelling).
func DotGeneral(op *ir.Operation) (DotGeneralView, error) {
	d, err := DotDimensionNumbers(op)
	return DotGeneralView{Op: op, Dims: d}, err
}

// Lhs returns the left operand.
func (v DotGeneralView) Lhs() *ir.Value { return v.Op.Operand(0) }

// Rhs returns the right operand.
func (v DotGeneralView) Rhs() *ir.Value { return v.Op.Operand(1) }

// ContractingDims returns the lhs and rhs contracting dimensions.
func (v DotGeneralView) ContractingDims() (lhs, rhs []int64) {
	return v.Dims.LhsContract, v.Dims.RhsContract
}

// BatchingDims returns the lhs and rhs batching dimensions.
func (v DotGeneralView) BatchingDims() (lhs, rhs []int64) {
	return v.Dims.LhsBatch, v.Dims.RhsBatch
}

// FreeDims returns the lhs and rhs dimensions that are neither batching nor
// contracting, in order; they follow the batch dimensions in the result.
func (v DotGeneralView) FreeDims() (lhs, rhs []int64) {
	free := func(t ir.Type, batch, contract []int64) []int64 {
		r, ok := rankOf(t)
		if !ok {
			return nil
		}
		var out []int64
		for i := 0; i < r; i++ {
			if !contains(batch, int64(i)) && !contains(contract, int64(i)) {
				out = append(out, int64(i))
			}
		}
		return out
	}
	return free(v.Lhs().Type(), v.Dims.LhsBatch, v.Dims.LhsContract),
		free(v.Rhs().Type(), v.Dims.RhsBatch, v.Dims.RhsContract)
}

// Precision returns the precision_config words ("DEFAULT", "HIGH",
// "HIGHEST"), empty when absent.
func (v DotGeneralView) Precision() []string { return PrecisionConfig(v.Op) }
