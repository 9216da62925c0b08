package lowering

import (
	"fmt"
	"sort"
	"strings"

	"github.com/symopt/symopt/internal/checked"
)

// Poly is a polynomial over dim names with integer coefficients, the form
// of buffer sizes and byte counts: 4*S0*S1 + 8*S0. The zero value is 0.
type Poly struct {
	terms map[string]int64 // "S0*S1" (sorted names, "" for the constant) -> coefficient
}

// Monomial returns c times the product of names.
func Monomial(c int64, names ...string) Poly {
	ns := append([]string(nil), names...)
	sort.Strings(ns)
	return Poly{terms: map[string]int64{strings.Join(ns, "*"): c}}
}

// Add returns p + q.
func (p Poly) Add(q Poly) Poly {
	out := Poly{terms: map[string]int64{}}
	for k, c := range p.terms {
		out.terms[k] += c
	}
	for k, c := range q.terms {
		out.terms[k] += c
	}
	return out
}

// Eval evaluates p with the given dim values; unbound names and values
// that overflow int64 are errors.
func (p Poly) Eval(dims map[string]int64) (int64, error) {
	var sum int64
	for k, c := range p.terms {
		v := c
		if k != "" {
			for _, n := range strings.Split(k, "*") {
				d, ok := dims[n]
				if !ok {
					return 0, fmt.Errorf("no value for dim %s", n)
				}
				if v, ok = checked.Mul(v, d); !ok {
					return 0, fmt.Errorf("%s overflows int64 at %s", p, bindingString(p.Names(), dims))
				}
			}
		}
		var ok bool
		if sum, ok = checked.Add(sum, v); !ok {
			return 0, fmt.Errorf("%s overflows int64 at %s", p, bindingString(p.Names(), dims))
		}
	}
	return sum, nil
}

// bindingString prints the values of names: S0=4, S1=16.
func bindingString(names []string, dims map[string]int64) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s=%d", n, dims[n])
	}
	return strings.Join(parts, ", ")
}

// Names lists the dims p mentions, sorted.
func (p Poly) Names() []string {
	seen := map[string]bool{}
	for k := range p.terms {
		if k == "" {
			continue
		}
		for _, n := range strings.Split(k, "*") {
			seen[n] = true
		}
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// String prints the terms, highest degree first: 4*S0*S1 + 8*S0 + 16.
func (p Poly) String() string {
	keys := make([]string, 0, len(p.terms))
	for k, c := range p.terms {
		if c != 0 {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return "0"
	}
	deg := func(k string) int {
		if k == "" {
			return 0
		}
		return strings.Count(k, "*") + 1
	}
	sort.Slice(keys, func(i, j int) bool {
		if deg(keys[i]) != deg(keys[j]) {
			return deg(keys[i]) > deg(keys[j])
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		c := p.terms[k]
		switch {
		case k == "":
			parts[i] = fmt.Sprint(c)
		case c == 1:
			parts[i] = k
		default:
			parts[i] = fmt.Sprintf("%d*%s", c, k)
		}
	}
	return strings.Join(parts, " + ")
}
