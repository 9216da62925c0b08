package dialect

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Bounds reads the per-dimension upper bounds of a tensor type from its
// encoding, `#stablehlo.bounds<?, 5>` or `#mhlo.type_extensions<bounds =
// [?, 5]>`; unbounded dimensions are ir.Dynamic. ok is false without a
// bounds encoding.
func Bounds(t ir.Type) ([]int64, bool) {
	tt, ok := t.(*ir.TensorType)
	if !ok || tt.Encoding == nil {
		return nil, false
	}
	s := tt.Encoding.String()
	var body string
	switch {
	case strings.HasPrefix(s, "#stablehlo.bounds<") || strings.HasPrefix(s, "#mhlo.bounds<"):
		body = s[strings.IndexByte(s, '<')+1:]
		body = strings.TrimSuffix(body, ">")
	case strings.Contains(s, "bounds = ["):
		i := strings.Index(s, "bounds = [") + len("bounds = [")
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			return nil, false
		}
		body = s[i : i+j]
	default:
		return nil, false
	}
	parts := strings.Split(body, ",")
	out := make([]int64, 0, len(parts))
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if p == "?" {
			out = append(out, ir.Dynamic)
			continue
		}
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	if len(out) != len(tt.Shape) {
		return nil, false
	}
	return out, true
}

// singleBounded reports whether exactly one dimension is dynamic and that
// dimension has a bound.
func singleBounded(t ir.Type) bool {
	d, _ := dimsOf(t)
	b, ok := Bounds(t)
	if !ok {
		return false
	}
	n := 0
	for i, x := range d {
		if x == ir.Dynamic {
			if b[i] == ir.Dynamic {
				return false
			}
			n++
		}
	}
	return n == 1
}

// checkBoundsAgainstSizes reports a static size exceeding a bound of the
// same dimension in another operand (elementwise ops).
func checkBoundsAgainstSizes(op *ir.Operation) error {
	ts := op.OperandTypes()
	for _, a := range ts {
		ad, ok := dimsOf(a)
		if !ok {
			continue
		}
		for _, b := range ts {
			bb, ok := Bounds(b)
			bd, _ := dimsOf(b)
			if !ok || len(bd) != len(ad) {
				continue
			}
			for i := range ad {
				if ad[i] != ir.Dynamic && bd[i] == ir.Dynamic && bb[i] != ir.Dynamic && ad[i] > bb[i] {
					return errorf("Mismatched dimension size %d and bound %d in dimension %d", ad[i], bb[i], i)
				}
			}
		}
	}
	return nil
}

// isStaticOrSingleBounded is StableHLO's constraint on reshape and
// broadcast_in_dim results (unranked types are left to other checks).
func isStaticOrSingleBounded(t ir.Type) bool {
	d, ok := dimsOf(t)
	return !ok || ir.IsStatic(d) || singleBounded(t)
}
