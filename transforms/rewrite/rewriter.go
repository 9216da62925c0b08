package rewrite

import "github.com/symopt/symopt/ir"

// Listener is told about every change a Rewriter makes; the greedy driver
// uses it to keep its worklist right.
type Listener interface {
	// OpInserted is called for a new or moved op.
	OpInserted(op *ir.Operation)
	// OpModified is called after op changed in place (operands, attributes).
	OpModified(op *ir.Operation)
	// OpErased is called just before op is erased (its operands are still
	// attached).
	OpErased(op *ir.Operation)
}

// Rewriter makes IR changes on behalf of patterns and reports them to a
// Listener. New ops are inserted before the insertion point, which the
// driver sets to the op being rewritten.
type Rewriter struct {
	// Ops looks up the OpInfo of created ops; may be nil.
	Ops      *ir.Registry
	listener Listener
	block    *ir.Block     // insertion block
	before   *ir.Operation // insert before this op; nil means at the end of block
	changes  int
}

// NewRewriter returns a rewriter reporting to l (which may be nil).
func NewRewriter(ops *ir.Registry, l Listener) *Rewriter {
	return &Rewriter{Ops: ops, listener: l}
}

// Changes returns how many changes the rewriter made.
func (rw *Rewriter) Changes() int { return rw.changes }

// SetInsertionPoint makes new ops go right before op.
func (rw *Rewriter) SetInsertionPoint(op *ir.Operation) { rw.block, rw.before = op.Block(), op }

// SetInsertionPointToStart makes new ops go at the start of b, each one
// before the previous.
func (rw *Rewriter) SetInsertionPointToStart(b *ir.Block) {
	rw.block, rw.before = b, nil
	if len(b.Ops) > 0 {
		rw.before = b.Ops[0]
	}
}

// SetInsertionPointToEnd makes new ops go at the end of b.
func (rw *Rewriter) SetInsertionPointToEnd(b *ir.Block) { rw.block, rw.before = b, nil }

// InsertionPoint returns the op new ops are inserted before (nil at the
// end of the insertion block).
func (rw *Rewriter) InsertionPoint() *ir.Operation { return rw.before }

// Create builds an op (looking up its info in Ops) and inserts it at the
// insertion point. The location defaults to the insertion point's.
func (rw *Rewriter) Create(name string, operands []*ir.Value, resultTypes []ir.Type, attrs []ir.NamedAttr, loc ir.Location) *ir.Operation {
	if loc == nil && rw.before != nil {
		loc = rw.before.Loc
	}
	if rw.block == nil {
		panic("rewrite: no insertion point")
	}
	op := ir.NewOperation(name, rw.Ops.Lookup(name), operands, resultTypes, attrs, loc)
	rw.Insert(op)
	return op
}

// Insert places a detached op at the insertion point.
func (rw *Rewriter) Insert(op *ir.Operation) {
	switch {
	case rw.before != nil && rw.before.Block() != nil:
		rw.InsertBefore(rw.before, op)
	case rw.before == nil && rw.block != nil:
		rw.block.Append(op)
		rw.inserted(op)
	default:
		panic("rewrite: no insertion point")
	}
}

func (rw *Rewriter) inserted(op *ir.Operation) {
	rw.changes++
	if rw.listener != nil {
		rw.listener.OpInserted(op)
	}
}

// InsertBefore places a detached op right before anchor.
func (rw *Rewriter) InsertBefore(anchor, op *ir.Operation) {
	anchor.Block().InsertBefore(anchor, op)
	rw.inserted(op)
}

// ReplaceAllUsesWith redirects every use of from to to, telling the
// listener each user changed.
func (rw *Rewriter) ReplaceAllUsesWith(from, to *ir.Value) {
	if from == to {
		return
	}
	users := make([]*ir.Operation, 0, len(from.Uses()))
	for _, u := range from.Uses() {
		users = append(users, u.Op)
	}
	from.ReplaceAllUsesWith(to)
	rw.changes++
	if rw.listener != nil {
		for _, u := range users {
			rw.listener.OpModified(u)
		}
	}
}

// ReplaceOp replaces op's results with vals (one per result) and erases op.
//
// In a graph region a value may reach itself through a cycle
// (%0 = negate %1, %1 = negate %0), so a pattern can ask to replace op by
// one of its own results. Such a replacement changes nothing: ReplaceOp
// then leaves op in place and makes no change, and the driver counts the
// pattern as not applied.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, vals ...*ir.Value) {
	if len(vals) != op.NumResults() {
		panic("rewrite: ReplaceOp with the wrong number of values")
	}
	for _, v := range vals {
		if v.DefiningOp() == op {
			return
		}
	}
	for i, v := range vals {
		rw.ReplaceAllUsesWith(op.Result(i), v)
	}
	rw.EraseOp(op)
}

// ReplaceOpWithNew creates an op before op and replaces op's results with
// the new op's results.
func (rw *Rewriter) ReplaceOpWithNew(op *ir.Operation, name string, operands []*ir.Value, resultTypes []ir.Type, attrs []ir.NamedAttr) *ir.Operation {
	savedBlock, saved := rw.block, rw.before
	rw.SetInsertionPoint(op)
	n := rw.Create(name, operands, resultTypes, attrs, op.Loc)
	rw.block, rw.before = savedBlock, saved
	rw.ReplaceOp(op, n.Results()...)
	return n
}

// EraseOp removes op, whose results must be unused. The defining ops of
// its operands are reported as modified, since they may now be dead.
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	for _, r := range op.Results() {
		if r.HasUses() {
			panic("rewrite: erasing an op whose results are still used")
		}
	}
	var defs []*ir.Operation
	op.Walk(func(o *ir.Operation) bool {
		for _, v := range o.Operands() {
			if d := v.DefiningOp(); d != nil && !op.IsAncestor(d) {
				defs = append(defs, d)
			}
		}
		if rw.listener != nil {
			rw.listener.OpErased(o)
		}
		return true
	})
	if rw.before == op {
		rw.block, rw.before = nil, nil
	}
	op.Erase()
	rw.changes++
	if rw.listener != nil {
		for _, d := range defs {
			rw.listener.OpModified(d)
		}
	}
}

// ModifyInPlace runs f, which changes op's operands or attributes, and
// reports the change.
func (rw *Rewriter) ModifyInPlace(op *ir.Operation, f func()) {
	f()
	rw.changes++
	if rw.listener != nil {
		rw.listener.OpModified(op)
	}
}
