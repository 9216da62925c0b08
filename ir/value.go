package ir

// Value is an SSA value: an operation result or a block argument.
type Value struct {
	typ   Type
	def   *Operation // defining op; nil for block arguments
	block *Block     // owning block of an argument
	index int        // result or argument number
	uses  []Use
	// Loc is the location of a block argument (results use their op's).
	Loc Location
}

// Use is one operand slot that reads a value.
type Use struct {
	Op    *Operation
	Index int
}

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the value's type (used by shape refinement passes).
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the op producing v, or nil for block arguments.
func (v *Value) DefiningOp() *Operation { return v.def }

// ResultIndex returns v's position among its op's results or its block's
// arguments.
func (v *Value) Index() int { return v.index }

// OwnerBlock returns the block for an argument, or the block holding the
// defining op.
func (v *Value) OwnerBlock() *Block {
	if v.def != nil {
		return v.def.parent
	}
	return v.block
}

// IsBlockArg reports whether v is a block argument.
func (v *Value) IsBlockArg() bool { return v.def == nil }

// Uses returns the operand slots reading v. Do not modify the slice.
func (v *Value) Uses() []Use { return v.uses }

// HasUses reports whether anything reads v.
func (v *Value) HasUses() bool { return len(v.uses) > 0 }

// ReplaceAllUsesWith redirects every use of v to w.
func (v *Value) ReplaceAllUsesWith(w *Value) {
	if v == w {
		return
	}
	for _, u := range v.uses {
		u.Op.operands[u.Index] = w
		w.uses = append(w.uses, u)
	}
	v.uses = nil
}

func (v *Value) removeUse(op *Operation, index int) {
	for i, u := range v.uses {
		if u.Op == op && u.Index == index {
			last := len(v.uses) - 1
			v.uses[i] = v.uses[last]
			v.uses = v.uses[:last]
			return
		}
	}
}

// NewDetachedValue makes a value with no definition, for tests and for
// builders that wire it up later.
func NewDetachedValue(t Type) *Value { return &Value{typ: t} }
