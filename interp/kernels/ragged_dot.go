package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// RaggedDotDims are chlo.ragged_dot's dimension numbers: dot_general's plus
// exactly one lhs ragged dimension and at most one rhs group dimension.
type RaggedDotDims struct {
	DotDims
	LhsRagged []int64
	RhsGroup  []int64
}

// RaggedDot computes chlo.ragged_dot. The lhs ragged dimension is split
// into consecutive groups of groupSizes (a rank-1 integer tensor; the
// broadcast forms with leading dimensions are not supported):
//
//   - ragged non-contracting dimension: rows of group i use rhs[i] along the
//     rhs group dimension, giving [batch, lhs free, rhs free];
//   - ragged contracting dimension: group i sums over its own slice of the
//     contracting dimension, giving [g, batch, lhs free, rhs free];
//   - ragged batch dimension: a plain dot_general.
//
// Positions past the last group give zeros.
func RaggedDot(lhs, rhs, groupSizes *tensor.Tensor, d RaggedDotDims, out tensor.DType) (*tensor.Tensor, error) {
	const op = "ragged_dot"
	if len(d.LhsRagged) != 1 || len(d.RhsGroup) > 1 {
		return nil, fmt.Errorf("%s: need one lhs ragged dimension and at most one rhs group dimension", op)
	}
	if groupSizes.Rank() != 1 {
		return nil, fmt.Errorf("%s: group_sizes %s must be rank 1", op, groupSizes.TypeString())
	}
	sizes, err := groupSizes.AsInt64s()
	if err != nil {
		return nil, fmt.Errorf("%s: group_sizes: %w", op, err)
	}
	ragged := d.LhsRagged[0]
	if ragged < 0 || int(ragged) >= lhs.Rank() {
		return nil, fmt.Errorf("%s: ragged dimension %d out of range for %s", op, ragged, lhs.TypeString())
	}
	bounds := make([][2]int64, len(sizes))
	pos := int64(0)
	for i, s := range sizes {
		if s < 0 {
			return nil, fmt.Errorf("%s: negative group size %d", op, s)
		}
		bounds[i] = [2]int64{pos, pos + s}
		pos += s
	}
	switch {
	case contains(d.LhsContract, ragged):
		if len(d.RhsGroup) != 0 {
			return nil, fmt.Errorf("%s: a ragged contracting dimension allows no rhs group dimension", op)
		}
		return raggedContracting(lhs, rhs, d.DotDims, ragged, bounds, out)
	case contains(d.LhsBatch, ragged):
		if len(d.RhsGroup) != 0 {
			return nil, fmt.Errorf("%s: a ragged batch dimension allows no rhs group dimension", op)
		}
		res, err := DotGeneral(lhs, rhs, d.DotDims, out)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", op, err)
		}
		return maskAlong(res, int64(indexOf(d.LhsBatch, ragged)), 0, pos)
	}
	if len(d.RhsGroup) != 1 {
		return nil, fmt.Errorf("%s: a ragged non-contracting dimension needs an rhs group dimension", op)
	}
	return raggedRows(lhs, rhs, d, ragged, bounds, out)
}

func indexOf(s []int64, v int64) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// raggedRows handles a ragged lhs non-contracting dimension.
func raggedRows(lhs, rhs *tensor.Tensor, d RaggedDotDims, ragged int64, bounds [][2]int64, out tensor.DType) (*tensor.Tensor, error) {
	g := d.RhsGroup[0]
	if g < 0 || int(g) >= rhs.Rank() || rhs.Shape()[g] != int64(len(bounds)) {
		return nil, fmt.Errorf("ragged_dot: rhs group dimension %d of %s must have %d groups", g, rhs.TypeString(), len(bounds))
	}
	if contains(d.RhsBatch, g) || contains(d.RhsContract, g) {
		return nil, fmt.Errorf("ragged_dot: rhs group dimension %d is also a batching or contracting dimension", g)
	}
	drop := func(s []int64) []int64 {
		o := make([]int64, len(s))
		for i, v := range s {
			o[i] = v
			if v > g {
				o[i]--
			}
		}
		return o
	}
	dims := DotDims{LhsBatch: d.LhsBatch, RhsBatch: drop(d.RhsBatch), LhsContract: d.LhsContract, RhsContract: drop(d.RhsContract)}
	// The ragged dimension's position in the result.
	at := int64(len(d.LhsBatch))
	for a := int64(0); a < ragged; a++ {
		if !contains(d.LhsBatch, a) && !contains(d.LhsContract, a) {
			at++
		}
	}
	var acc *tensor.Tensor
	for i, b := range bounds {
		rhsI, err := takeIndex(rhs, g, int64(i))
		if err != nil {
			return nil, err
		}
		part, err := DotGeneral(lhs, rhsI, dims, out)
		if err != nil {
			return nil, fmt.Errorf("ragged_dot: %w", err)
		}
		if acc == nil {
			if acc, err = tensor.New(part.DType(), part.Shape()); err != nil {
				return nil, err
			}
		}
		if acc, err = selectAlong(part, acc, at, b[0], b[1]); err != nil {
			return nil, err
		}
	}
	if acc == nil { // no groups: every row is past the last group
		shape := append(append([]int64{}, rhs.Shape()[:g]...), rhs.Shape()[g+1:]...)
		empty, err := tensor.New(rhs.DType(), shape)
		if err != nil {
			return nil, err
		}
		part, err := DotGeneral(lhs, empty, dims, out)
		if err != nil {
			return nil, fmt.Errorf("ragged_dot: %w", err)
		}
		return tensor.New(part.DType(), part.Shape())
	}
	return acc, nil
}

// raggedContracting handles a ragged contracting dimension: one result
// slice per group, stacked along a new leading axis.
func raggedContracting(lhs, rhs *tensor.Tensor, d DotDims, ragged int64, bounds [][2]int64, out tensor.DType) (*tensor.Tensor, error) {
	rd := d.RhsContract[indexOf(d.LhsContract, ragged)]
	var parts []*tensor.Tensor
	for _, b := range bounds {
		l, err := maskAlong(lhs, ragged, b[0], b[1])
		if err != nil {
			return nil, err
		}
		r, err := maskAlong(rhs, rd, b[0], b[1])
		if err != nil {
			return nil, err
		}
		part, err := DotGeneral(l, r, d, out)
		if err != nil {
			return nil, fmt.Errorf("ragged_dot: %w", err)
		}
		if part, err = part.WithShape(append([]int64{1}, part.Shape()...)); err != nil {
			return nil, err
		}
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		return nil, fmt.Errorf("ragged_dot: no groups")
	}
	return Concatenate(parts, 0)
}

// takeIndex selects index i of axis and removes the axis.
func takeIndex(x *tensor.Tensor, axis, i int64) (*tensor.Tensor, error) {
	start := make([]int64, x.Rank())
	limit := append([]int64{}, x.Shape()...)
	start[axis], limit[axis] = i, i+1
	s, err := Slice(x, start, limit, onesOf(x.Rank()))
	if err != nil {
		return nil, err
	}
	shape := append(append([]int64{}, x.Shape()[:axis]...), x.Shape()[axis+1:]...)
	return s.WithShape(shape)
}

func onesOf(n int) []int64 {
	o := make([]int64, n)
	for i := range o {
		o[i] = 1
	}
	return o
}

// selectAlong takes onTrue where the index along axis is in [lo, hi) and
// onFalse elsewhere.
func selectAlong(onTrue, onFalse *tensor.Tensor, axis, lo, hi int64) (*tensor.Tensor, error) {
	idx, err := Iota(tensor.I64, onTrue.Shape(), axis)
	if err != nil {
		return nil, err
	}
	loT, _ := BroadcastInDim(tensor.Must(tensor.FromInt64s(tensor.I64, nil, []int64{lo})), onTrue.Shape(), nil)
	hiT, _ := BroadcastInDim(tensor.Must(tensor.FromInt64s(tensor.I64, nil, []int64{hi})), onTrue.Shape(), nil)
	ge, err := Compare(GE, Signed, idx, loT)
	if err != nil {
		return nil, err
	}
	lt, err := Compare(LT, Signed, idx, hiT)
	if err != nil {
		return nil, err
	}
	in, err := Binary(And, ge, lt)
	if err != nil {
		return nil, err
	}
	return Select(in, onTrue, onFalse)
}

// maskAlong zeroes x outside [lo, hi) along axis.
func maskAlong(x *tensor.Tensor, axis, lo, hi int64) (*tensor.Tensor, error) {
	zeros, err := tensor.New(x.DType(), x.Shape())
	if err != nil {
		return nil, err
	}
	return selectAlong(x, zeros, axis, lo, hi)
}
