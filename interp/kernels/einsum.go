package kernels

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
)

// Einsum evaluates an einsum_config such as "ab,bc->ac" (two operands) or
// "ab->ba" (unary_einsum) as reductions, a dot_general and a transpose.
// Labels are single letters; a label missing from the output is summed.
// Repeated labels within one operand (diagonals) and "..." are not
// supported.
func Einsum(config string, operands ...*tensor.Tensor) (*tensor.Tensor, error) {
	ins, out, err := parseEinsum(config, len(operands))
	if err != nil {
		return nil, err
	}
	for i, x := range operands {
		if len(ins[i]) != x.Rank() {
			return nil, fmt.Errorf("einsum %q: operand %d is %s, labels %q", config, i, x.TypeString(), ins[i])
		}
	}
	// Sum away labels that appear in one operand only and not in the output.
	for i := range operands {
		other := ""
		if len(operands) == 2 {
			other = ins[1-i]
		}
		var dims []int64
		kept := ""
		for d, l := range ins[i] {
			if !strings.ContainsRune(out, l) && !strings.ContainsRune(other, l) {
				dims = append(dims, int64(d))
			} else {
				kept += string(l)
			}
		}
		if len(dims) > 0 {
			if operands[i], err = sumDims(operands[i], dims); err != nil {
				return nil, err
			}
			ins[i] = kept
		}
	}
	res, labels := operands[0], ins[0]
	if len(operands) == 2 {
		var d DotDims
		var free0, free1 string
		batch := ""
		for a, l := range ins[0] {
			b := strings.IndexRune(ins[1], l)
			switch {
			case b >= 0 && strings.ContainsRune(out, l):
				d.LhsBatch, d.RhsBatch = append(d.LhsBatch, int64(a)), append(d.RhsBatch, int64(b))
				batch += string(l)
			case b >= 0:
				d.LhsContract, d.RhsContract = append(d.LhsContract, int64(a)), append(d.RhsContract, int64(b))
			default:
				free0 += string(l)
			}
		}
		for _, l := range ins[1] {
			if !strings.ContainsRune(ins[0], l) {
				free1 += string(l)
			}
		}
		if res, err = DotGeneral(operands[0], operands[1], d, tensor.Invalid); err != nil {
			return nil, fmt.Errorf("einsum %q: %w", config, err)
		}
		labels = batch + free0 + free1
	}
	if len(labels) != len(out) {
		return nil, fmt.Errorf("einsum %q: output labels %q do not match %q", config, out, labels)
	}
	perm := make([]int64, len(out))
	for i, l := range out {
		p := strings.IndexRune(labels, l)
		if p < 0 {
			return nil, fmt.Errorf("einsum %q: output label %q appears in no operand", config, l)
		}
		perm[i] = int64(p)
	}
	return Transpose(res, perm)
}

func parseEinsum(config string, n int) ([]string, string, error) {
	lhs, out, ok := strings.Cut(config, "->")
	if !ok {
		return nil, "", fmt.Errorf("einsum %q: missing \"->\"", config)
	}
	ins := strings.Split(lhs, ",")
	if len(ins) != n || n < 1 || n > 2 {
		return nil, "", fmt.Errorf("einsum %q: %d operand label groups for %d operands", config, len(ins), n)
	}
	for _, s := range append(append([]string{}, ins...), out) {
		seen := map[rune]bool{}
		for _, l := range s {
			if !(l >= 'a' && l <= 'z' || l >= 'A' && l <= 'Z') {
				return nil, "", tensor.Unsupportedf("einsum %q: unsupported label %q", config, l)
			}
			if seen[l] {
				return nil, "", tensor.Unsupportedf("einsum %q: unsupported repeated label %q in %q", config, l, s)
			}
			seen[l] = true
		}
	}
	return ins, out, nil
}

// sumDims adds up x along dims.
func sumDims(x *tensor.Tensor, dims []int64) (*tensor.Tensor, error) {
	zero, err := tensor.Convert(tensor.Must(tensor.FromInt64s(tensor.I32, nil, []int64{0})), x.DType())
	if err != nil {
		return nil, err
	}
	return ReduceFast(x, zero, dims, ReduceAdd)
}
