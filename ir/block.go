package ir

// Region is a list of blocks owned by an operation.
type Region struct {
	Blocks []*Block
	parent *Operation
}

// Block is a list of ops with block arguments.
type Block struct {
	args   []*Value
	Ops    []*Operation
	parent *Region
}

// ParentOp returns the op owning the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// AddBlock appends a new empty block.
func (r *Region) AddBlock() *Block {
	b := &Block{parent: r}
	r.Blocks = append(r.Blocks, b)
	return b
}

// AppendBlock adopts an existing detached block.
func (r *Region) AppendBlock(b *Block) {
	b.parent = r
	r.Blocks = append(r.Blocks, b)
}

// Entry returns the first block, or nil.
func (r *Region) Entry() *Block {
	if len(r.Blocks) == 0 {
		return nil
	}
	return r.Blocks[0]
}

// Region returns the region holding the block.
func (b *Block) Region() *Region { return b.parent }

// ParentOp returns the op whose region holds b.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// Args returns the block arguments. Do not modify the slice.
func (b *Block) Args() []*Value { return b.args }

// Arg returns argument i.
func (b *Block) Arg(i int) *Value { return b.args[i] }

// AddArg appends an argument of type t.
func (b *Block) AddArg(t Type, loc Location) *Value {
	v := &Value{typ: t, block: b, index: len(b.args), Loc: loc}
	b.args = append(b.args, v)
	return v
}

// EraseArg removes argument i, which must have no uses.
func (b *Block) EraseArg(i int) {
	b.args = append(b.args[:i], b.args[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].index = j
	}
}

// Append adds op at the end of the block.
func (b *Block) Append(op *Operation) {
	op.parent = b
	b.Ops = append(b.Ops, op)
}

// InsertBefore inserts op before anchor (which must be in b).
func (b *Block) InsertBefore(anchor, op *Operation) {
	i := b.indexOf(anchor)
	op.parent = b
	b.Ops = append(b.Ops, nil)
	copy(b.Ops[i+1:], b.Ops[i:])
	b.Ops[i] = op
}

// InsertAt inserts op at position i.
func (b *Block) InsertAt(i int, op *Operation) {
	op.parent = b
	b.Ops = append(b.Ops, nil)
	copy(b.Ops[i+1:], b.Ops[i:])
	b.Ops[i] = op
}

// Terminator returns the last op, or nil for an empty block.
func (b *Block) Terminator() *Operation {
	if len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1]
}

func (b *Block) indexOf(op *Operation) int {
	for i, o := range b.Ops {
		if o == op {
			return i
		}
	}
	return -1
}

// IndexOf returns op's position in b, or -1.
func (b *Block) IndexOf(op *Operation) int { return b.indexOf(op) }

func (b *Block) remove(op *Operation) {
	if i := b.indexOf(op); i >= 0 {
		b.Ops = append(b.Ops[:i], b.Ops[i+1:]...)
	}
	op.parent = nil
}

// Detach removes op from its block without dropping operands, so it can be
// inserted elsewhere.
func (op *Operation) Detach() {
	if op.parent != nil {
		op.parent.remove(op)
	}
}

// SetOps replaces the op list (for schedulers that reorder ops).
func (b *Block) SetOps(ops []*Operation) {
	for _, o := range ops {
		o.parent = b
	}
	b.Ops = ops
}
