package hlo

import (
	"fmt"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
)

// Namer gives every dynamic dim of a function a name: the symbol of the
// symbolic-shapes analysis when the type carries one, else S0, S1, ... in
// order of first sight (skipping the symbols); dims proven equal share a
// name. One Namer serves all fusions of a function, so kernels and the
// launch plan agree on names.
type Namer struct {
	Dims  *fusion.Dims
	names map[fusion.DimKey]string
	order []fusion.DimKey
	taken map[string]bool
	next  int
}

// NewNamer returns a namer over a fresh dim analysis.
func NewNamer() *Namer {
	return &Namer{Dims: fusion.NewDims(), names: map[fusion.DimKey]string{}, taken: map[string]bool{}}
}

// NewNamerFor is NewNamer that keeps clear of the dim symbols declared in
// fn's module (symopt.dim @S0).
func NewNamerFor(fn *ir.Operation) *Namer {
	n := NewNamer()
	if m := fn.ParentOp(); m != nil {
		for _, r := range m.Regions {
			for _, b := range r.Blocks {
				for _, op := range b.Ops {
					if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok && op.Name == "symopt.dim" {
						n.taken[s.Value] = true
					}
				}
			}
		}
	}
	return n
}

// Name returns the name of dim i of v, or "" when it is static.
func (n *Namer) Name(v *ir.Value, i int) string {
	return n.KeyName(n.Dims.Key(v, i))
}

// KeyName is Name for the dim whose key (Dims.Key) is k.
func (n *Namer) KeyName(k fusion.DimKey) string {
	if k.IsStatic() {
		return ""
	}
	if s, ok := n.names[k]; ok {
		return s
	}
	s := k.Sym
	if s == "" {
		for s == "" || n.taken[s] {
			s = fmt.Sprintf("S%d", n.next)
			n.next++
		}
	}
	n.taken[s] = true
	n.names[k] = s
	n.order = append(n.order, k)
	return s
}

// Static returns the static size of dim i of v, or -1.
func (n *Namer) Static(v *ir.Value, i int) int64 {
	k := n.Dims.Key(v, i)
	if k.IsStatic() {
		return k.Static
	}
	return -1
}

// Sources lists each name with the dim it was first seen as the root of.
func (n *Namer) Sources() []NamedDim {
	out := make([]NamedDim, len(n.order))
	for i, k := range n.order {
		out[i] = NamedDim{Name: n.names[k], Key: k}
	}
	return out
}

// NamedDim is one named dynamic dim and its source.
type NamedDim struct {
	Name string
	Key  fusion.DimKey
}
