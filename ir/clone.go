package ir

// Mapping records value and block correspondences while cloning.
type Mapping struct {
	Values map[*Value]*Value
	Blocks map[*Block]*Block
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{Values: map[*Value]*Value{}, Blocks: map[*Block]*Block{}}
}

// Lookup returns the mapped value, or v itself when unmapped.
func (m *Mapping) Lookup(v *Value) *Value {
	if w, ok := m.Values[v]; ok {
		return w
	}
	return v
}

// Clone deep-copies op with its regions. Operands are remapped through m
// (unmapped operands are kept, so values defined outside stay shared); the
// clone's results and nested values are added to m.
func (op *Operation) Clone(m *Mapping) *Operation {
	operands := make([]*Value, len(op.operands))
	for i, v := range op.operands {
		operands[i] = m.Lookup(v)
	}
	c := NewOperation(op.Name, op.Info, operands, op.ResultTypes(), nil, op.Loc)
	c.attrs = append([]NamedAttr(nil), op.attrs...)
	c.Props = op.Props
	c.Verbatim = op.Verbatim
	for i, r := range op.results {
		m.Values[r] = c.results[i]
	}
	if len(op.Successors) > 0 {
		c.Successors = make([]*Block, len(op.Successors))
	}
	for _, r := range op.Regions {
		cr := c.AddRegion()
		// Create blocks first so branches can refer forward.
		for _, b := range r.Blocks {
			nb := cr.AddBlock()
			m.Blocks[b] = nb
			for _, a := range b.args {
				m.Values[a] = nb.AddArg(a.typ, a.Loc)
			}
		}
		for bi, b := range r.Blocks {
			nb := cr.Blocks[bi]
			for _, inner := range b.Ops {
				nb.Append(inner.Clone(m))
			}
		}
	}
	for i, s := range op.Successors {
		if nb, ok := m.Blocks[s]; ok {
			c.Successors[i] = nb
		} else {
			c.Successors[i] = s
		}
	}
	return c
}
