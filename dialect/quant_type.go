package dialect

import (
	"math"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// canonicalQuant spells a `!quant.uniform<...>` type as MLIR prints it
// from its parameters: storage `i8` or `u8` (`ui8` and `si8` read as
// those), the storage range only when it is not the type's full range,
// scales as f64 attributes print (`3.400000e+01`), zero points only when
// not 0, per-axis parameters without spaces. Text it cannot read is kept.
func canonicalQuant(text string) (string, error) {
	body, ok := strings.CutPrefix(text, "!quant.uniform<")
	if !ok || !strings.HasSuffix(body, ">") {
		return "", nil
	}
	body = body[:len(body)-1]
	comma := strings.IndexByte(body, ',')
	if comma < 0 {
		return "", nil
	}
	head, params := body[:comma], strings.TrimSpace(body[comma+1:])
	storage, rng := head, ""
	if i := strings.IndexByte(head, '<'); i >= 0 {
		j := strings.IndexByte(head, '>')
		if j < i {
			return "", nil
		}
		storage, rng = head[:i], head[i+1:j]
		head = head[j+1:]
	} else if i := strings.IndexByte(head, ':'); i >= 0 {
		storage, head = head[:i], head[i:]
	} else {
		return "", nil
	}
	signed, width, ok := quantStorage(strings.TrimSpace(storage))
	if !ok {
		return "", nil
	}
	var b strings.Builder
	b.WriteString("!quant.uniform<")
	if signed {
		b.WriteByte('i')
	} else {
		b.WriteByte('u')
	}
	b.WriteString(strconv.Itoa(width))
	if rng != "" {
		loText, hiText, ok := strings.Cut(rng, ":")
		a, err1 := strconv.ParseInt(strings.TrimSpace(loText), 10, 64)
		c, err2 := strconv.ParseInt(strings.TrimSpace(hiText), 10, 64)
		if !ok || err1 != nil || err2 != nil {
			return "", nil
		}
		lo, hi := int64(0), int64(1)<<width-1
		if signed {
			lo, hi = -(int64(1) << (width - 1)), int64(1)<<(width-1)-1
		}
		if a != lo || c != hi {
			b.WriteString("<" + strconv.FormatInt(a, 10) + ":" + strconv.FormatInt(c, 10) + ">")
		}
	}
	rest := strings.Split(strings.TrimPrefix(strings.TrimSpace(head), ":"), ":")
	if len(rest) < 1 || len(rest) > 2 {
		return "", nil
	}
	for _, r := range rest {
		b.WriteString(":" + strings.TrimSpace(r))
	}
	b.WriteString(", ")
	if inner, ok := strings.CutPrefix(params, "{"); ok {
		inner, ok = strings.CutSuffix(inner, "}")
		if !ok {
			return "", nil
		}
		b.WriteByte('{')
		for i, p := range strings.Split(inner, ",") {
			if i > 0 {
				b.WriteByte(',')
			}
			s, ok := quantParams(p)
			if !ok {
				return "", nil
			}
			b.WriteString(s)
		}
		b.WriteByte('}')
	} else {
		s, ok := quantParams(params)
		if !ok {
			return "", nil
		}
		b.WriteString(s)
	}
	b.WriteByte('>')
	return b.String(), nil
}

// quantStorage reads a storage type: i8, si8 (signed), u8, ui8 (unsigned).
func quantStorage(s string) (signed bool, width int, ok bool) {
	switch {
	case strings.HasPrefix(s, "ui"):
		s, signed = s[2:], false
	case strings.HasPrefix(s, "si"):
		s, signed = s[2:], true
	case strings.HasPrefix(s, "u"):
		s, signed = s[1:], false
	case strings.HasPrefix(s, "i"):
		s, signed = s[1:], true
	default:
		return false, 0, false
	}
	w, err := strconv.Atoi(s)
	return signed, w, err == nil && w > 0 && w <= 32
}

// quantParams spells `scale[:zero-point]` as MLIR prints it.
func quantParams(p string) (string, bool) {
	scaleText, zpText, hasZP := strings.Cut(strings.TrimSpace(p), ":")
	scaleText = strings.TrimSpace(scaleText)
	var scale float64
	if strings.HasPrefix(scaleText, "0x") {
		bits, err := strconv.ParseUint(scaleText[2:], 16, 64)
		if err != nil {
			return "", false
		}
		scale = math.Float64frombits(bits)
	} else {
		v, err := strconv.ParseFloat(scaleText, 64)
		if err != nil {
			return "", false
		}
		scale = v
	}
	out := ir.FormatFloat(scale, ir.F64)
	if hasZP {
		zp, err := strconv.ParseInt(strings.TrimSpace(zpText), 10, 64)
		if err != nil {
			return "", false
		}
		if zp != 0 {
			out += ":" + strconv.FormatInt(zp, 10)
		}
	}
	return out, true
}
