package memory

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
)

// dimBuilder gives the evicts of one block the dim values they read
// (`tensor.dim %arg, %c` of a function argument), one per argument dim:
// it reuses a `tensor.dim` or index `arith.constant` the block already
// has, hoisted to the top of the block, and creates what is missing
// there, so that the block holds no two equal constants or dims because
// of remat. Ops an evict is anchored after stay where they are.
type dimBuilder struct {
	g      *Graph
	z      *Sizer
	ops    *ir.Registry
	consts map[int64]*ir.Value // index constants at the top of the block
	dims   map[dimKey]*ir.Value
	bySym  map[symbolic.Sym]*ir.Value // value's answers, nil ones included
	pinned map[*ir.Operation]bool
	// made holds the dims created here (not reused from the block).
	made map[*ir.Value]bool
}

type dimKey struct {
	arg *ir.Value
	i   int
}

func newDimBuilder(g *Graph, z *Sizer, plans []RematPlan, ctx *pipeline.Context) *dimBuilder {
	db := &dimBuilder{g: g, z: z, ops: ctx.Ops, consts: map[int64]*ir.Value{}, dims: map[dimKey]*ir.Value{}, bySym: map[symbolic.Sym]*ir.Value{}, pinned: map[*ir.Operation]bool{}, made: map[*ir.Value]bool{}}
	for _, p := range plans {
		db.pinned[g.Nodes[p.Evict].Op] = true
	}
	return db
}

// value returns a dim value whose symbol is x, read from the first
// function argument with a dim in x's class, or nil when none carries it.
// In a branch's block (remat_branch.go) only arguments live in it count:
// reading one the branch takes and does not read would keep it live.
// Asked again for x, it gives the same answer.
func (db *dimBuilder) value(x symbolic.Sym) *ir.Value {
	d, ok := db.bySym[x]
	if !ok {
		d = db.find(x)
		db.bySym[x] = d
	}
	return d
}

// find is value without the memo.
func (db *dimBuilder) find(x symbolic.Sym) *ir.Value {
	for _, id := range db.g.Outer {
		a := db.g.Bufs[id].Value
		if !dimSource(db.g, id) {
			continue
		}
		for i, e := range db.z.Result().Dims(a) {
			if s, ok := e.AsSym(); ok && db.z.Store().SameClass(s, x) {
				return db.dim(a, i, x)
			}
		}
	}
	return nil
}

func (db *dimBuilder) dim(a *ir.Value, i int, x symbolic.Sym) *ir.Value {
	key := dimKey{a, i}
	if d, ok := db.dims[key]; ok {
		return d
	}
	b := db.g.Block
	c := db.constant(int64(i), a.OwnerBlock().ParentOp().Loc)
	dim := db.existing(func(op *ir.Operation) bool {
		return op.Name == "tensor.dim" && op.NumOperands() == 2 && op.Operand(0) == a && op.Operand(1) == c && isIndexResult(op)
	})
	if dim == nil {
		dim = ir.NewOperation("tensor.dim", lookup(db.ops, "tensor.dim"), []*ir.Value{a, c}, []ir.Type{ir.Index}, nil, c.DefiningOp().Loc)
		db.made[dim.Result(0)] = true
	}
	b.InsertAt(b.IndexOf(c.DefiningOp())+1, dim)
	db.z.dims[dim.Result(0)] = symbolic.Var(x)
	db.dims[key] = dim.Result(0)
	return dim.Result(0)
}

// constant returns `arith.constant v : index` at the top of the block.
func (db *dimBuilder) constant(v int64, loc ir.Location) *ir.Value {
	if c, ok := db.consts[v]; ok {
		return c
	}
	op := db.existing(func(op *ir.Operation) bool {
		if op.Name != "arith.constant" {
			return false
		}
		k, ok := op.Attr("value").(*ir.IntegerAttr)
		return isIndexResult(op) && ok && k.Big == nil && k.Value == v
	})
	if op == nil {
		op = ir.NewOperation("arith.constant", lookup(db.ops, "arith.constant"), nil, []ir.Type{ir.Index},
			[]ir.NamedAttr{{Name: "value", Value: &ir.IntegerAttr{Value: v, Type: ir.Index}}}, loc)
	}
	db.g.Block.InsertAt(0, op)
	db.consts[v] = op.Result(0)
	return op.Result(0)
}

// existing detaches and returns the first op of the block that match
// accepts and no evict is anchored after, or nil.
func (db *dimBuilder) existing(match func(*ir.Operation) bool) *ir.Operation {
	for _, op := range db.g.Block.Ops {
		if len(op.Regions) == 0 && match(op) && !db.pinned[op] {
			op.Detach()
			return op
		}
	}
	return nil
}

// dimSource reports an outer buffer of g whose dims an evict may read: a
// block argument, in a branch's block (remat_branch.go) one live in it
// (reading one the branch takes and does not read would keep it live).
func dimSource(g *Graph, id int) bool {
	a := g.Bufs[id].Value
	return a.IsBlockArg() && (a.OwnerBlock() == g.Block || len(g.Bufs[id].Users) > 0)
}

func isIndexResult(op *ir.Operation) bool {
	if op.NumResults() != 1 {
		return false
	}
	_, ok := op.Result(0).Type().(*ir.IndexType)
	return ok
}
