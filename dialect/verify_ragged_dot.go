package dialect

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/ir"
)

// RaggedDotDims are the dimension numbers of mhlo.ragged_dot: a dot_general
// whose lhs has one ragged dimension split into groups by group_sizes.
type RaggedDotDims struct {
	Dot       DotDims
	LhsRagged []int64
	RhsGroup  []int64
}

// ParseRaggedDotDims reads #mhlo.ragged_dot<dot_dimension_numbers =
// #mhlo.dot<...>, lhs_ragged_dimensions = [...], rhs_group_dimensions = [...]>.
func ParseRaggedDotDims(a ir.Attribute) (RaggedDotDims, error) {
	body, ok := verbatimBody(a, "ragged_dot")
	if !ok {
		return RaggedDotDims{}, fmt.Errorf("expected #mhlo.ragged_dot<...>, got %v", a)
	}
	var r RaggedDotDims
	if i := strings.Index(body, "dot_dimension_numbers"); i >= 0 {
		rest := body[i:]
		start := strings.Index(rest, "#")
		if start < 0 {
			return r, fmt.Errorf("expected dot_dimension_numbers")
		}
		depth, end := 0, -1
		for k := start; k < len(rest) && end < 0; k++ {
			switch rest[k] {
			case '<':
				depth++
			case '>':
				depth--
				if depth == 0 {
					end = k + 1
				}
			}
		}
		if end < 0 {
			return r, fmt.Errorf("expected '>'")
		}
		d, err := ParseDotDims(&ir.VerbatimAttr{Text: rest[start:end]})
		if err != nil {
			return r, err
		}
		r.Dot = d
		body = body[:i] + strings.TrimPrefix(strings.TrimSpace(rest[end:]), ",")
	}
	// The chlo spelling lists the dot dimensions flat in the same body.
	keys := append(append([]string{}, dotKeys...), "lhs_ragged_dimensions", "rhs_group_dimensions")
	fs, err := parseStructBody(body, keys)
	if err != nil {
		return r, err
	}
	if r.Dot.LhsContract == nil && r.Dot.RhsContract == nil {
		r.Dot = DotDims{LhsBatch: fieldList(fs, dotKeys[0]), RhsBatch: fieldList(fs, dotKeys[1]),
			LhsContract: fieldList(fs, dotKeys[2]), RhsContract: fieldList(fs, dotKeys[3])}
	}
	r.LhsRagged, r.RhsGroup = fieldList(fs, "lhs_ragged_dimensions"), fieldList(fs, "rhs_group_dimensions")
	return r, nil
}

func contains(v []int64, x int64) bool {
	for _, y := range v {
		if y == x {
			return true
		}
	}
	return false
}

// verifyRaggedDot checks ragged_dot's three modes: the lhs ragged dimension
// is non-contracting (the rhs has one group dimension), contracting or
// batch (no group dimension).
func verifyRaggedDot(op *ir.Operation) error {
	r, err := ParseRaggedDotDims(op.Attr("ragged_dot_dimension_numbers"))
	if err != nil {
		return errorf("%v", err)
	}
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rd, ok2 := dimsOf(op.Operand(1).Type())
	gd, ok3 := dimsOf(op.Operand(2).Type())
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	d := r.Dot
	if len(d.LhsBatch) != len(d.RhsBatch) {
		return errorf("lhs and rhs should have the same number of batching dimensions")
	}
	if len(d.LhsContract) != len(d.RhsContract) {
		return errorf("lhs and rhs should have the same number of contracting dimensions")
	}
	if err := distinctAll(d.LhsBatch, d.LhsContract, "lhs_batching_dimensions", "lhs_contracting_dimensions"); err != nil {
		return err
	}
	if err := distinctAll(d.RhsBatch, d.RhsContract, "rhs_batching_dimensions", "rhs_contracting_dimensions"); err != nil {
		return err
	}
	if err := distinctAll(r.RhsGroup, d.RhsBatch, "rhs_group_dimensions", "rhs_batching_dimensions"); err != nil {
		return err
	}
	if err := distinctAll(r.RhsGroup, d.RhsContract, "rhs_group_dimensions", "rhs_contracting_dimensions"); err != nil {
		return err
	}
	for _, c := range []struct {
		name string
		v    []int64
		rank int
	}{{"lhs_batching_dimensions", d.LhsBatch, len(ld)}, {"lhs_contracting_dimensions", d.LhsContract, len(ld)},
		{"rhs_batching_dimensions", d.RhsBatch, len(rd)}, {"rhs_contracting_dimensions", d.RhsContract, len(rd)},
		{"lhs_ragged_dimensions", r.LhsRagged, len(ld)}, {"rhs_group_dimensions", r.RhsGroup, len(rd)}} {
		for _, x := range c.v {
			if x < 0 || x >= int64(c.rank) {
				return errorf("%s value: %d is out of range: [0, %d)", c.name, x, c.rank)
			}
		}
	}
	for i := range d.LhsBatch {
		if !compatibleDim(ld[d.LhsBatch[i]], rd[d.RhsBatch[i]]) {
			return errorf("batching dimension sizes must match")
		}
	}
	for i := range d.LhsContract {
		if !compatibleDim(ld[d.LhsContract[i]], rd[d.RhsContract[i]]) {
			return errorf("contracting dimension sizes must match")
		}
	}
	if len(r.LhsRagged) != 1 {
		return errorf("There must be exactly one ragged dimension in the lhs")
	}
	ragged := r.LhsRagged[0]
	isBatch, isContract := contains(d.LhsBatch, ragged), contains(d.LhsContract, ragged)
	if isBatch || isContract {
		if len(r.RhsGroup) != 0 {
			return errorf("There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting")
		}
	} else if len(r.RhsGroup) != 1 {
		return errorf("There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting")
	}
	// group_sizes: the batch dims and the dims of the ragged dim's kind that
	// precede it, then the group count; a 1-D group_sizes is broadcast.
	var want []int64
	for k := int64(0); k < ragged; k++ {
		b, c := contains(d.LhsBatch, k), contains(d.LhsContract, k)
		switch {
		case b, isContract && c, !isBatch && !isContract && !c:
			want = append(want, ld[k])
		}
	}
	g := gd[len(gd)-1]
	want = append(want, g)
	if len(gd) != 1 {
		if len(gd) != len(want) {
			return errorf("expected group_sizes to have rank %d, got %d", len(want), len(gd))
		}
		if !compatibleShapes(gd, want) {
			return errorf("group_sizes is expected to have shape %s, got %s", shapeString(want), shapeString(gd))
		}
	}
	if len(r.RhsGroup) == 1 {
		if s := rd[r.RhsGroup[0]]; g != ir.Dynamic && s != ir.Dynamic && s != g {
			return errorf("rhs group dimension is expected to have size=%d, got %d", g, s)
		}
	}
	return nil
}
