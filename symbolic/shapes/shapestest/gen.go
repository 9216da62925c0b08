// Package shapestest generates random programs with known concrete shapes
// for property tests of the symbolic shape analysis and the passes built
// on it. It is test support: no production code imports it.
package shapestest

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Program is a generated function together with the concrete shape of
// every tensor value under the binding it was generated for (arguments
// first, then op results in order).
type Program struct {
	Text    string
	Shapes  [][]int64
	NumArgs int // the first NumArgs shapes are the arguments'
}

// gen builds random chains of elementwise, broadcast, reshape,
// concatenate and dot ops over arguments whose concrete sizes are drawn
// from small values, so that coincidences (equal sizes the program does
// not relate) are frequent: a proof that only holds by accident fails.
type gen struct {
	r        *rand.Rand
	args     []string
	argShape [][]int64
	body     strings.Builder
	vals     []string // SSA names of tensor values, in shape order
	shape    [][]int64
	nextID   int
	static   float64           // chance that a dim is written static
	typeOf   map[string]string // the written type of every value
}

func (g *gen) typ(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		if g.r.Float64() < g.static {
			parts[i] = fmt.Sprint(d)
		} else {
			parts[i] = "?"
		}
	}
	return "tensor<" + strings.Join(append(parts, "f32"), "x") + ">"
}

func (g *gen) arg(s []int64) (string, string) {
	name := fmt.Sprintf("%%arg%d", len(g.args))
	t := g.typ(s)
	g.args = append(g.args, name+": "+t)
	g.argShape = append(g.argShape, s)
	return name, t
}

func (g *gen) val(s []int64, t string) string {
	name := fmt.Sprintf("%%v%d", g.nextID)
	g.nextID++
	g.vals = append(g.vals, name)
	g.shape = append(g.shape, s)
	g.typeOf[name] = t
	return name
}

func (g *gen) tmp() string {
	g.nextID++
	return fmt.Sprintf("%%t%d", g.nextID)
}

func (g *gen) pick() (string, []int64) {
	i := g.r.Intn(len(g.vals))
	return g.vals[i], g.shape[i]
}

func (g *gen) emit(format string, args ...any) { fmt.Fprintf(&g.body, "  "+format+"\n", args...) }

// dimOf emits tensor.dim and returns the index value.
func (g *gen) dimOf(v string, i int) string {
	c, d := g.tmp(), g.tmp()
	g.emit("%s = arith.constant %d : index", c, i)
	g.emit("%s = tensor.dim %s, %s : %s", d, v, c, g.typeOf[v])
	return d
}

func (g *gen) step() {
	v, s := g.pick()
	switch g.r.Intn(6) {
	case 0, 1: // elementwise with a new argument of the same sizes
		a, at := g.arg(s)
		g.typeOf[a] = at
		t := g.typ(s)
		g.emit("%s = \"stablehlo.add\"(%s, %s) : (%s, %s) -> %s", g.peek(), v, a, g.typeOf[v], at, t)
		g.val(s, t)
	case 2: // broadcast a new vector along the last dim to v's shape
		last := s[len(s)-1]
		a, at := g.arg([]int64{last})
		g.typeOf[a] = at
		sh := g.tmp()
		g.emit("%s = shape.shape_of %s : %s -> tensor<%dxindex>", sh, v, g.typeOf[v], len(s))
		t := g.typ(s)
		g.emit("%s = \"stablehlo.dynamic_broadcast_in_dim\"(%s, %s) {broadcast_dimensions = array<i64: %d>, known_nonexpanding_dimensions = array<i64: 0>} : (%s, tensor<%dxindex>) -> %s",
			g.peek(), a, sh, len(s)-1, at, len(s), t)
		g.val(s, t)
	case 3: // flatten to one dim, or split dim 0 by a constant dividing it
		if len(s) >= 2 || s[0]%2 != 0 {
			n := g.dimOf(v, 0)
			total := s[0]
			for i := 1; i < len(s); i++ {
				d, m := g.dimOf(v, i), g.tmp()
				g.emit("%s = arith.muli %s, %s : index", m, n, d)
				n = m
				total *= s[i]
			}
			sh := g.tmp()
			g.emit("%s = tensor.from_elements %s : tensor<1xindex>", sh, n)
			t := g.typ([]int64{total})
			g.emit("%s = stablehlo.dynamic_reshape %s, %s : (%s, tensor<1xindex>) -> %s", g.peek(), v, sh, g.typeOf[v], t)
			g.val([]int64{total}, t)
			return
		}
		d0, two, q, sh := g.dimOf(v, 0), g.tmp(), g.tmp(), g.tmp()
		g.emit("%s = arith.constant 2 : index", two)
		g.emit("%s = arith.divui %s, %s : index", q, d0, two)
		g.emit("%s = tensor.from_elements %s, %s : tensor<2xindex>", sh, two, q)
		ns := []int64{2, s[0] / 2}
		t := g.typ(ns)
		g.emit("%s = stablehlo.dynamic_reshape %s, %s : (%s, tensor<2xindex>) -> %s", g.peek(), v, sh, g.typeOf[v], t)
		g.val(ns, t)
	case 4: // concatenate with a new argument along dim 0
		o := append([]int64{int64(1 + g.r.Intn(4))}, s[1:]...)
		a, at := g.arg(o)
		g.typeOf[a] = at
		ns := append([]int64{s[0] + o[0]}, s[1:]...)
		t := g.typ(ns)
		g.emit("%s = \"stablehlo.concatenate\"(%s, %s) {dimension = 0 : i64} : (%s, %s) -> %s", g.peek(), v, a, g.typeOf[v], at, t)
		g.val(ns, t)
	case 5: // dot with a new matrix
		if len(s) != 2 {
			return
		}
		o := []int64{s[1], int64(1 + g.r.Intn(4))}
		a, at := g.arg(o)
		g.typeOf[a] = at
		ns := []int64{s[0], o[1]}
		t := g.typ(ns)
		g.emit("%s = \"stablehlo.dot\"(%s, %s) : (%s, %s) -> %s", g.peek(), v, a, g.typeOf[v], at, t)
		g.val(ns, t)
	}
}

func (g *gen) peek() string { return fmt.Sprintf("%%v%d", g.nextID) }

// Generate returns a random program of about steps ops (seeded), with the
// concrete shapes it was built for.
func Generate(seed int64, steps int) Program {
	g := &gen{r: rand.New(rand.NewSource(seed)), static: 0.1, typeOf: map[string]string{}}
	rank := 1 + g.r.Intn(2)
	s := make([]int64, rank)
	for i := range s {
		s[i] = int64(1 + g.r.Intn(4))
	}
	a, at := g.arg(s)
	g.typeOf[a] = at
	g.vals, g.shape = []string{a}, [][]int64{s}
	for range steps {
		g.step()
	}
	last := g.vals[len(g.vals)-1]
	text := fmt.Sprintf("func.func @main(%s) -> %s {\n%s  return %s : %s\n}\n",
		strings.Join(g.args, ", "), g.typeOf[last], g.body.String(), last, g.typeOf[last])
	// Shapes in walk order: arguments, then results (the first value is
	// argument 0, already counted).
	return Program{Text: text, Shapes: append(append([][]int64{}, g.argShape...), g.shape[1:]...), NumArgs: len(g.argShape)}
}

// TensorValues lists the function's tensor arguments and tensor op
// results in order.
func TensorValues(module *ir.Operation) []*ir.Value {
	var out []*ir.Value
	module.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" {
			out = append(out, op.Regions[0].Blocks[0].Args()...)
			return true
		}
		for _, r := range op.Results() {
			if t, ok := r.Type().(*ir.TensorType); ok && t.Elem.String() == "f32" {
				out = append(out, r)
			}
		}
		return true
	})
	return out
}
