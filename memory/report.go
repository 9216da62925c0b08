package memory

import (
	"fmt"
	"io"
	"strings"

	"github.com/symopt/symopt/ir"
)

// WriteProfile prints, per function of module with a body, the symbolic
// size of each value, the memory curve of the current order and the
// candidate peaks, with the comparison statistics.
func WriteProfile(w io.Writer, module *ir.Operation) error {
	z := NewSizer(module)
	c := NewComparer(z.Store())
	var err error
	module.Walk(func(op *ir.Operation) bool {
		if op.Name != "func.func" {
			return true
		}
		b := body(op)
		if b == nil || err != nil {
			return false
		}
		name, _ := op.Attr("sym_name").(*ir.StringAttr)
		fname := "?"
		if name != nil {
			fname = name.Value
		}
		g := BuildGraph(b, z, c)
		p := g.Profile(g.InputOrder(), c)
		var sb strings.Builder
		fmt.Fprintf(&sb, "// memory profile of @%s: %d ops\n", fname, len(g.Nodes))
		fmt.Fprintf(&sb, "//   entry: live %s\n", p.Entry)
		for k, n := range p.Order {
			op := g.Nodes[n].Op
			res := ""
			for _, d := range g.Nodes[n].Defs {
				res += " +" + g.Bufs[d].Size.String()
			}
			fmt.Fprintf(&sb, "//   %4d %-28s live %s  (alloc%s)\n", k, op.Name, p.Step(k), res)
		}
		fmt.Fprintf(&sb, "//   peak: %s\n", strings.Join(exprStrings(p.Peaks), " | "))
		fmt.Fprintf(&sb, "//   peak at likely dims: %d bytes\n", peakLikely(p, c))
		fmt.Fprintf(&sb, "//   compares: %d proven, %d guessed, %d unknown\n", c.Proven, c.Guessed, c.Unknown)
		_, err = io.WriteString(w, sb.String())
		return false
	})
	return err
}

func peakLikely(p *Profile, c *Comparer) int64 {
	var m int64
	for _, e := range p.Peaks {
		m = max(m, c.Likely(e))
	}
	return m
}
