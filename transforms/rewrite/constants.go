package rewrite

import "github.com/symopt/symopt/ir"

// constTable uniques constants the way MLIR's OperationFolder does: each
// constant lives once per insertion region (the nearest region whose
// parent op is isolated from above), at the start of that region's entry
// block. Known constants found while seeding the worklist are moved there
// and deduplicated; constants made by folding are created there.
type constTable struct {
	h      *Hasher
	scopes map[*ir.Region]map[uint64][]*ir.Operation
	owned  map[*ir.Operation]constEntry
	moved  bool // a known constant was hoisted
}

type constEntry struct {
	region *ir.Region
	key    uint64
}

func newConstTable() *constTable {
	return &constTable{h: NewHasher(), scopes: map[*ir.Region]map[uint64][]*ir.Operation{}, owned: map[*ir.Operation]constEntry{}}
}

// constValue returns the value of a constant-like op: its `value`
// attribute, or what its folder gives (`shape.const_shape` keeps its value
// in `shape`).
func constValue(op *ir.Operation) ir.Attribute {
	if !op.HasTrait(ir.ConstantLike) || op.NumResults() != 1 || len(op.Regions) > 0 {
		return nil
	}
	if v := op.Attr("value"); v != nil || op.Info == nil || op.Info.Fold == nil {
		return v
	}
	if vs := op.Info.Fold(op); len(vs) == 1 {
		return vs[0]
	}
	return nil
}

// insertionRegion is the region constants used in b are placed in.
func insertionRegion(b *ir.Block) *ir.Region {
	for {
		r := b.Region()
		parent := r.ParentOp()
		if parent == nil || parent.Block() == nil || parent.Info == nil ||
			parent.HasTrait(ir.IsolatedFromAbove) || parent.Name == "func.func" || parent.Name == "builtin.module" {
			return r
		}
		b = parent.Block()
	}
}

func (t *constTable) key(name string, v ir.Attribute, typ ir.Type) uint64 {
	t.h.Reset()
	t.h.Str(name)
	t.h.Attr(v)
	t.h.Type(typ)
	return t.h.Sum64()
}

func (t *constTable) lookup(r *ir.Region, key uint64, name string, v ir.Attribute, typ ir.Type) *ir.Operation {
	for _, c := range t.scopes[r][key] {
		if c.Name == name && ir.AttrEqual(constValue(c), v) && ir.TypeEqual(c.Result(0).Type(), typ) {
			return c
		}
	}
	return nil
}

func (t *constTable) add(r *ir.Region, key uint64, op *ir.Operation) {
	s := t.scopes[r]
	if s == nil {
		s = map[uint64][]*ir.Operation{}
		t.scopes[r] = s
	}
	s[key] = append(s[key], op)
	t.owned[op] = constEntry{r, key}
}

// forget drops an erased op from the table.
func (t *constTable) forget(op *ir.Operation) {
	e, ok := t.owned[op]
	if !ok {
		return
	}
	delete(t.owned, op)
	list := t.scopes[e.region][e.key]
	for i, c := range list {
		if c == op {
			t.scopes[e.region][e.key] = append(list[:i], list[i+1:]...)
			break
		}
	}
}

// hoist moves op to the start of b unless it is already at the start or
// right after another table constant. Hoisted constants lose their
// location, as in MLIR (the value no longer comes from one place).
func (t *constTable) hoist(op *ir.Operation, b *ir.Block) {
	if op.Block() == b {
		i := b.IndexOf(op)
		if i == 0 {
			return
		}
		if _, ok := t.owned[b.Ops[i-1]]; ok {
			return
		}
	}
	op.Detach()
	b.InsertAt(0, op)
	op.Loc = ir.UnknownLoc{}
	t.moved = true
}

// insertKnown registers an existing constant op. It returns false when op
// duplicated a known constant and was replaced by it (and erased).
func (t *constTable) insertKnown(rw *Rewriter, op *ir.Operation) bool {
	v := constValue(op)
	if v == nil {
		return true
	}
	if e, ok := t.owned[op]; ok {
		t.hoist(op, e.region.Blocks[0])
		return true
	}
	r := insertionRegion(op.Block())
	typ := op.Result(0).Type()
	key := t.key(op.Name, v, typ)
	if prev := t.lookup(r, key, op.Name, v, typ); prev != nil {
		rw.ReplaceOp(op, prev.Result(0))
		return false
	}
	t.hoist(op, r.Blocks[0])
	t.add(r, key, op)
	return true
}

// getOrCreate returns a constant of value v and type typ for a result of
// folded: the table's constant of that value in the insertion region when
// there is one, otherwise a new one materialized right before folded, with
// folded's location, as MLIR's greedy driver does. The next round's seeding
// hoists and deduplicates it like any other constant, so new constants end
// up at the top of the region in MLIR's order. It returns nil when v cannot
// be materialized.
func (t *constTable) getOrCreate(rw *Rewriter, mat func(*Rewriter, *ir.Operation, ir.Attribute, ir.Type) *ir.Operation,
	folded *ir.Operation, v ir.Attribute, typ ir.Type) *ir.Operation {
	r := insertionRegion(folded.Block())
	name, _ := constantFor(folded.Name, typ)
	if name != "" {
		if c := t.lookup(r, t.key(name, v, typ), name, v, typ); c != nil {
			return c
		}
	}
	rw.SetInsertionPoint(folded)
	return mat(rw, folded, v, typ)
}
