package ir

// Properties in the generic form. MLIR keeps the inherent attributes of a
// registered op (those its definition declares) as properties and prints
// them in `<{...}>`, whichever way the input spelled them; other
// attributes are discardable and print in `{...}`. Ops here keep
// attributes where the input put them (custom formats read both alike);
// the generic printer moves the attributes an op's row lists as inherent
// (OpInfo.Inherent) into the properties, so that generic, pretty and
// generic again print the same text, and the same text as mlir-opt.

// IsInherent reports whether name is one of the op kind's inherent
// attributes.
func (info *OpInfo) IsInherent(name string) bool {
	if info == nil {
		return false
	}
	for _, n := range info.Inherent {
		if n == name {
			return true
		}
	}
	return false
}

// movesToProps reports whether the attribute a of op prints among the
// properties: it is inherent, the properties are a dictionary (or absent)
// and do not hold that name already.
func movesToProps(op *Operation, a NamedAttr) bool {
	if !op.Info.IsInherent(a.Name) {
		return false
	}
	switch d := op.Props.(type) {
	case nil:
		return true
	case *DictAttr:
		return d.Get(a.Name) == nil
	}
	return false
}

// printProps prints ` <{...}>`: the op's properties, the inherent
// attributes and the default values of inherent attributes the op does not
// hold, sorted by name as MLIR prints them. Nothing is printed when
// there are neither.
func (p *printer) printProps(op *Operation) {
	merged := p.props[:0]
	if op.Info != nil && len(op.Info.Inherent) > 0 {
		for _, a := range op.attrs {
			if movesToProps(op, a) {
				merged = append(merged, a)
			}
		}
	}
	if _, dict := op.Props.(*DictAttr); op.Info != nil && (op.Props == nil || dict) {
		for _, d := range op.Info.Defaults {
			if op.Attr(d.Name) == nil {
				merged = append(merged, d)
			}
		}
	}
	if len(merged) == 0 {
		if op.Props != nil {
			p.writeString(" <")
			p.writeString(op.Props.String())
			p.writeByte('>')
		}
		return
	}
	if d, ok := op.Props.(*DictAttr); ok {
		merged = append(merged, d.Entries...)
	}
	sortAttrs(merged)
	p.writeString(" <{")
	p.writeEntries(merged)
	p.writeString("}>")
	clear(merged)
	p.props = merged[:0]
}

// printDiscardable prints ` {a = 1, b}` for the attributes printProps left
// out (nothing when there are none).
func (p *printer) printDiscardable(op *Operation) {
	moved := op.Info != nil && len(op.Info.Inherent) > 0
	first := true
	for _, a := range op.attrs {
		if moved && movesToProps(op, a) {
			continue
		}
		if first {
			p.writeString(" {")
			first = false
		} else {
			p.writeString(", ")
		}
		p.writeEntry(a)
	}
	if !first {
		p.writeByte('}')
	}
}

func (p *printer) writeEntries(entries []NamedAttr) {
	for i, e := range entries {
		if i > 0 {
			p.writeString(", ")
		}
		p.writeEntry(e)
	}
}

// writeEntry prints `name = value`, or the name alone for a unit value.
func (p *printer) writeEntry(a NamedAttr) {
	p.writeString(KeyName(a.Name))
	if _, unit := a.Value.(*UnitAttr); unit {
		return
	}
	p.writeString(" = ")
	p.writeString(p.attrText(a.Value))
}

// IsDefault reports whether a is the default value of op's attribute name.
func (info *OpInfo) IsDefault(name string, a Attribute) bool {
	if info == nil {
		return false
	}
	for _, d := range info.Defaults {
		if d.Name == name {
			return AttrEqual(d.Value, a)
		}
	}
	return false
}
