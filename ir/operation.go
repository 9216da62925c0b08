package ir

import "sort"

// Operation is one MLIR operation. All ops share this type; what is known
// about a particular op kind lives in Info (nil for unregistered ops).
type Operation struct {
	Name       string
	Info       *OpInfo
	operands   []*Value
	results    []*Value
	attrs      []NamedAttr // sorted by name
	Props      Attribute   // properties `<{...}>`, nil when none
	Regions    []*Region
	Successors []*Block
	Loc        Location
	// Verbatim, when set, holds the op's custom syntax as written; the
	// op prints as its name and that text (see Verbatim).
	Verbatim *Verbatim
	parent   *Block
}

// NewOperation creates a detached op with the given operands and result
// types. Attributes are sorted by name.
func NewOperation(name string, info *OpInfo, operands []*Value, resultTypes []Type, attrs []NamedAttr, loc Location) *Operation {
	op := &Operation{Name: name, Info: info, Loc: loc}
	if loc == nil {
		op.Loc = UnknownLoc{}
	}
	op.SetOperands(operands)
	if len(resultTypes) > 0 {
		vals := make([]Value, len(resultTypes))
		op.results = make([]*Value, len(resultTypes))
		for i, t := range resultTypes {
			vals[i] = Value{typ: t, def: op, index: i}
			op.results[i] = &vals[i]
		}
	}
	if len(attrs) > 0 {
		op.attrs = append([]NamedAttr(nil), attrs...)
		sortAttrs(op.attrs)
	}
	return op
}

func sortAttrs(a []NamedAttr) {
	if !sort.SliceIsSorted(a, func(i, j int) bool { return a[i].Name < a[j].Name }) {
		sort.SliceStable(a, func(i, j int) bool { return a[i].Name < a[j].Name })
	}
}

// NumOperands returns the operand count.
func (op *Operation) NumOperands() int { return len(op.operands) }

// Operand returns operand i.
func (op *Operation) Operand(i int) *Value { return op.operands[i] }

// Operands returns the operand list. Do not modify the slice.
func (op *Operation) Operands() []*Value { return op.operands }

// SetOperand replaces operand i, keeping use lists right.
func (op *Operation) SetOperand(i int, v *Value) {
	if old := op.operands[i]; old != nil {
		old.removeUse(op, i)
	}
	op.operands[i] = v
	if v != nil {
		v.uses = append(v.uses, Use{op, i})
	}
}

// SetOperands replaces the whole operand list.
func (op *Operation) SetOperands(vs []*Value) {
	for i, old := range op.operands {
		if old != nil {
			old.removeUse(op, i)
		}
	}
	op.operands = append(op.operands[:0:0], vs...)
	for i, v := range op.operands {
		if v != nil {
			v.uses = append(v.uses, Use{op, i})
		}
	}
}

// DropAllUses detaches the op's operands (before erasing it).
func (op *Operation) DropOperands() { op.SetOperands(nil) }

// NumResults returns the result count.
func (op *Operation) NumResults() int { return len(op.results) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return op.results[i] }

// Results returns the results. Do not modify the slice.
func (op *Operation) Results() []*Value { return op.results }

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	ts := make([]Type, len(op.results))
	for i, r := range op.results {
		ts[i] = r.typ
	}
	return ts
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	ts := make([]Type, len(op.operands))
	for i, v := range op.operands {
		ts[i] = v.typ
	}
	return ts
}

// Attrs returns the discardable/inherent attributes sorted by name. Do not
// modify the slice.
func (op *Operation) Attrs() []NamedAttr { return op.attrs }

// Attr returns the named attribute (looking in properties too), or nil.
func (op *Operation) Attr(name string) Attribute {
	for _, a := range op.attrs {
		if a.Name == name {
			return a.Value
		}
	}
	if d, ok := op.Props.(*DictAttr); ok {
		return d.Get(name)
	}
	return nil
}

// SetAttr sets (or with nil removes) a named attribute. An attribute the
// op holds among its properties is replaced there, so that no name is in
// both places.
func (op *Operation) SetAttr(name string, v Attribute) {
	for i, a := range op.attrs {
		if a.Name == name {
			if v == nil {
				op.attrs = append(op.attrs[:i], op.attrs[i+1:]...)
			} else {
				op.attrs[i].Value = v
			}
			return
		}
	}
	if op.setProp(name, v) {
		return
	}
	if v != nil {
		op.attrs = append(op.attrs, NamedAttr{name, v})
		sortAttrs(op.attrs)
	}
}

// setProp replaces (or with nil removes) the property name when the
// properties are a dictionary holding it, and reports whether it did. The
// dictionary is copied: clones share their properties.
func (op *Operation) setProp(name string, v Attribute) bool {
	d, ok := op.Props.(*DictAttr)
	if !ok {
		return false
	}
	for i, e := range d.Entries {
		if e.Name != name {
			continue
		}
		entries := make([]NamedAttr, 0, len(d.Entries))
		entries = append(entries, d.Entries[:i]...)
		if v != nil {
			entries = append(entries, NamedAttr{Name: name, Value: v})
		}
		entries = append(entries, d.Entries[i+1:]...)
		if len(entries) == 0 {
			op.Props = nil
		} else {
			op.Props = &DictAttr{Entries: entries}
		}
		return true
	}
	return false
}

// SetAttrs replaces all attributes.
func (op *Operation) SetAttrs(attrs []NamedAttr) {
	op.attrs = append([]NamedAttr(nil), attrs...)
	sortAttrs(op.attrs)
}

// Block returns the block holding op, or nil when detached.
func (op *Operation) Block() *Block { return op.parent }

// ParentOp returns the op whose region holds op, or nil.
func (op *Operation) ParentOp() *Operation {
	if op.parent == nil || op.parent.parent == nil {
		return nil
	}
	return op.parent.parent.parent
}

// Dialect returns the prefix of the op name before the first dot.
func (op *Operation) Dialect() string {
	for i := 0; i < len(op.Name); i++ {
		if op.Name[i] == '.' {
			return op.Name[:i]
		}
	}
	return ""
}

// Short returns the op name without its dialect prefix.
func (op *Operation) Short() string {
	d := op.Dialect()
	if d == "" {
		return op.Name
	}
	return op.Name[len(d)+1:]
}

// AddRegion appends a new empty region and returns it.
func (op *Operation) AddRegion() *Region {
	r := &Region{parent: op}
	op.Regions = append(op.Regions, r)
	return r
}

// Walk visits op and every op nested in its regions, pre-order. Returning
// false from f skips the op's regions.
func (op *Operation) Walk(f func(*Operation) bool) {
	if !f(op) {
		return
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				o.Walk(f)
			}
		}
	}
}

// Erase removes op from its block and drops its operands. Its results must
// have no uses left.
func (op *Operation) Erase() {
	if op.parent != nil {
		op.parent.remove(op)
	}
	op.Walk(func(o *Operation) bool { o.DropOperands(); return true })
}

// HasTrait reports whether the op's registered info has all traits t.
func (op *Operation) HasTrait(t Trait) bool {
	return op.Info != nil && op.Info.Traits&t == t
}

// IsAncestor reports whether op is a (transitive) parent of other.
func (op *Operation) IsAncestor(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}
