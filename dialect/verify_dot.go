package dialect

import (
	"github.com/symopt/symopt/ir"
)

func verifyPrecisionConfig(op *ir.Operation) error {
	if pc := PrecisionConfig(op); len(pc) > 2 {
		return errorf("expects precision config to be empty or have <= 2 elements.")
	}
	return nil
}

// dotGeneralShape checks dimension numbers and computes the result shape:
// batch dims, then lhs free dims, then rhs free dims.
func dotGeneralShape(d DotDims, ld, rd []int64) ([]int64, error) {
	if len(d.LhsBatch) != len(d.RhsBatch) {
		return nil, errorf("lhs and rhs should have the same number of batching dimensions")
	}
	if len(d.LhsContract) != len(d.RhsContract) {
		return nil, errorf("lhs and rhs should have the same number of contracting dimensions")
	}
	if err := distinctAll(d.LhsBatch, d.LhsContract, "lhs_batching_dimensions", "lhs_contracting_dimensions"); err != nil {
		return nil, err
	}
	if err := distinctAll(d.RhsBatch, d.RhsContract, "rhs_batching_dimensions", "rhs_contracting_dimensions"); err != nil {
		return nil, err
	}
	for _, c := range []struct {
		name string
		v    []int64
		rank int
	}{{"lhs_batching_dimensions", d.LhsBatch, len(ld)}, {"lhs_contracting_dimensions", d.LhsContract, len(ld)},
		{"rhs_batching_dimensions", d.RhsBatch, len(rd)}, {"rhs_contracting_dimensions", d.RhsContract, len(rd)}} {
		for _, x := range c.v {
			if x < 0 || x >= int64(c.rank) {
				return nil, errorf("%s value: %d is out of range: [0, %d)", c.name, x, c.rank)
			}
		}
	}
	for i := range d.LhsBatch {
		if !compatibleDim(ld[d.LhsBatch[i]], rd[d.RhsBatch[i]]) {
			return nil, errorf("batching dimension sizes must match for lhs/rhs")
		}
	}
	for i := range d.LhsContract {
		if !compatibleDim(ld[d.LhsContract[i]], rd[d.RhsContract[i]]) {
			return nil, errorf("contracting dimension sizes must match for lhs/rhs")
		}
	}
	var out []int64
	for i, b := range d.LhsBatch {
		out = append(out, meetDim(ld[b], rd[d.RhsBatch[i]]))
	}
	out = append(out, freeDims(ld, d.LhsBatch, d.LhsContract)...)
	out = append(out, freeDims(rd, d.RhsBatch, d.RhsContract)...)
	return out, nil
}

func distinctAll(a, b []int64, an, bn string) error {
	seen := map[int64]bool{}
	for _, x := range append(append([]int64{}, a...), b...) {
		if seen[x] {
			return errorf("has duplicated dimension from %s and %s: %d", an, bn, x)
		}
		seen[x] = true
	}
	return nil
}

func freeDims(shape, batch, contract []int64) []int64 {
	used := map[int64]bool{}
	for _, x := range batch {
		used[x] = true
	}
	for _, x := range contract {
		used[x] = true
	}
	var out []int64
	for i, s := range shape {
		if !used[int64(i)] {
			out = append(out, s)
		}
	}
	return out
}

func verifyDotGeneral(op *ir.Operation) error {
	if err := verifyPrecisionConfig(op); err != nil {
		return err
	}
	if a := op.Attr("algorithm"); a != nil {
		if err := VerifyDotAlgorithm(a); err != nil {
			return err
		}
		for _, p := range PrecisionConfig(op) {
			if p != "DEFAULT" {
				return errorf("must specify DEFAULT precision config when algorithm is set.")
			}
		}
	}
	d, err := DotDimensionNumbers(op)
	if err != nil {
		return errorf("%v", err)
	}
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rd, ok2 := dimsOf(op.Operand(1).Type())
	if !ok1 || !ok2 {
		return nil
	}
	shape, err := dotGeneralShape(d, ld, rd)
	if err != nil {
		return err
	}
	if res, ok := dimsOf(op.Result(0).Type()); ok && !compatibleShapes(shape, res) {
		return errorf("inferred shape '%s' is incompatible with return type of operation '%s'", shapeString(shape), typeString(op.Result(0).Type()))
	}
	return nil
}

// dotShape is the legacy dot: vector/matrix products.
func dotShape(ld, rd []int64) ([]int64, error) {
	if (len(ld) != 1 && len(ld) != 2) || (len(rd) != 1 && len(rd) != 2) {
		return nil, errorf("expected both lhs/rhs ranks to be either 1 or 2")
	}
	if !compatibleDim(ld[len(ld)-1], rd[0]) {
		return nil, errorf("expects contracting dimensions to have the same size")
	}
	var out []int64
	if len(ld) == 2 {
		out = append(out, ld[0])
	}
	if len(rd) == 2 {
		out = append(out, rd[1])
	}
	return out, nil
}

func verifyDot(op *ir.Operation) error {
	if err := verifyPrecisionConfig(op); err != nil {
		return err
	}
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rd, ok2 := dimsOf(op.Operand(1).Type())
	if !ok1 || !ok2 {
		return nil
	}
	shape, err := dotShape(ld, rd)
	if err != nil {
		return err
	}
	if res, ok := dimsOf(op.Result(0).Type()); ok && !compatibleShapes(shape, res) {
		return errorf("inferred shape '%s' is incompatible with return type of operation '%s'", shapeStringQ(shape), typeString(op.Result(0).Type()))
	}
	return nil
}

// shapeStringQ prints dims with `?` for dynamic sizes.
func shapeStringQ(dims []int64) string {
	s := "["
	for i, d := range dims {
		if i > 0 {
			s += ", "
		}
		if d == ir.Dynamic {
			s += "?"
		} else {
			s += itoa(d)
		}
	}
	return s + "]"
}
