package fusion

import "github.com/symopt/symopt/ir"

// graph is a dense view of one block, built once before grouping: ops
// are numbered by their position, the values they define or read get
// small ids, and each op's class, reads, producers and consumers are
// precomputed in flat lists. The IR does not change while groups are
// formed (outlining comes after), so the legality checks that run for
// every candidate work on slices instead of walking uses and looking ops
// up in maps.
type graph struct {
	block *ir.Block
	ops   []*ir.Operation
	pos   map[*ir.Operation]int32
	cls   []class
	// vals holds the values by id; res is the id of each op's first
	// result (-1 without results).
	vals []*ir.Value
	res  []int32
	// reads lists, per op, the distinct values the op and the ops nested
	// in it read from outside the op (region arguments of its own regions
	// excluded); operands its direct operands in order.
	reads, operands lists[read]
	// preds and succs list, per op, the distinct other ops of the block
	// it reads from and that read it (uses in nested regions included).
	preds, succs lists[int32]
	// extUse marks ops with a result used outside the block.
	extUse []bool
	// reds holds the reduction shape of reduce ops.
	reds []*ReduceShape
	// classOf classifies any op (the class of a read's source).
	classOf func(*ir.Operation) class
	ids     map[*ir.Value]int32
}

// read is one value read by an op: its id, the position of the block op
// defining it (or holding its definition), -1 for block arguments and
// values from outside, and whether it is a splat constant (cloned into a
// fusion, never one of its operands).
type read struct {
	id    int32
	src   int32
	splat bool
}

// lists is a list per op in one flat slice: op i's list is
// items[at[i]:at[i+1]]. Lists are filled in op order with add and end.
type lists[T any] struct {
	at    []int32
	items []T
}

func (l *lists[T]) of(i int32) []T { return l.items[l.at[i]:l.at[i+1]] }
func (l *lists[T]) add(x T)        { l.items = append(l.items, x) }
func (l *lists[T]) end()           { l.at = append(l.at, int32(len(l.items))) }
func (l *lists[T]) open() []T      { return l.items[l.at[len(l.at)-1]:] }
func newLists[T any](n, m int) lists[T] {
	return lists[T]{at: append(make([]int32, 0, n+1), 0), items: make([]T, 0, m)}
}

// newGraph builds the graph of block; host holds the shape computations
// (class other), lowerable filters the loop ops.
func newGraph(block *ir.Block, host map[*ir.Operation]bool, lowerable func(*ir.Operation) bool) *graph {
	n := len(block.Ops)
	// the ops are classified while the edges are built (graph_classify.go);
	// until then cls only tells splat constants, all the edges ask
	cl := startClassify(block.Ops, host, lowerable)
	g := &graph{
		block: block, ops: append([]*ir.Operation(nil), block.Ops...), pos: make(map[*ir.Operation]int32, n),
		cls: make([]class, n), res: make([]int32, n), extUse: make([]bool, n), reds: make([]*ReduceShape, n),
		reads: newLists[read](n, 2*n), operands: newLists[read](n, 2*n),
		preds: newLists[int32](n, 2*n), succs: newLists[int32](n, 2*n),
		ids: map[*ir.Value]int32{},
	}
	for i, op := range g.ops {
		g.pos[op] = int32(i)
		g.res[i] = -1
		if op.NumResults() > 0 {
			g.res[i] = int32(len(g.vals))
			g.vals = append(g.vals, op.Results()...)
		}
		if !host[op] && splatConstant(op) {
			g.cls[i] = clsSplat // what classify says of it
		}
	}
	g.classOf = func(op *ir.Operation) class {
		if i, ok := g.pos[op]; ok && g.ops[i] == op {
			return g.cls[i]
		}
		return classify(op, lowerable)
	}
	last := make([]int32, n) // last[p] == i+1: p is already in succs of i
	for i, op := range g.ops {
		g.buildReads(int32(i), op)
		for _, v := range op.Operands() {
			r, _ := g.source(v)
			g.operands.add(r)
		}
		g.operands.end()
		for _, res := range op.Results() {
			for _, u := range res.Uses() {
				o := u.Op
				if o.Block() != block {
					if o = g.inBlock(o); o == nil {
						g.extUse[i] = true
						continue
					}
				}
				if p := g.pos[o]; p != int32(i) && last[p] != int32(i+1) {
					last[p] = int32(i + 1)
					g.succs.add(p)
				}
			}
		}
		g.succs.end()
	}
	g.cls = cl.finish()
	for i, op := range g.ops {
		if g.cls[i] == clsReduce {
			rs, _ := reduceShapeOf(op)
			g.reds[i] = &rs
		}
	}
	return g
}

// source describes v as read from outside the op holding def (the
// block op defining v or holding its definition, nil for block
// arguments and values from outside).
func (g *graph) source(v *ir.Value) (r read, def *ir.Operation) {
	r.src = -1
	d := v.DefiningOp()
	switch {
	case d == nil:
		r.id = g.otherID(v)
	case d.Block() == g.block:
		p := g.pos[d]
		r.id, r.src, r.splat, def = g.res[p]+int32(v.Index()), p, g.cls[p] == clsSplat, d
	default:
		r.id, r.splat = g.otherID(v), g.classOf(d) == clsSplat
		if def = g.inBlock(d); def != nil {
			r.src = g.pos[def]
		}
	}
	return r, def
}

// otherID returns the id of a value no block op defines, giving it one
// on first sight.
func (g *graph) otherID(v *ir.Value) int32 {
	x, ok := g.ids[v]
	if !ok {
		x = int32(len(g.vals))
		g.ids[v] = x
		g.vals = append(g.vals, v)
	}
	return x
}

// buildReads fills the reads and preds of op i.
func (g *graph) buildReads(i int32, op *ir.Operation) {
	forEachUse(op, func(v *ir.Value) {
		r, def := g.source(v)
		if def == op {
			return
		}
		if def == nil && v.DefiningOp() == nil && v.OwnerBlock() != g.block && op.IsAncestor(v.OwnerBlock().ParentOp()) {
			return // an argument of a region inside op
		}
		for _, x := range g.reads.open() {
			if x.id == r.id {
				return
			}
		}
		g.reads.add(r)
		if r.src >= 0 && !contains(g.preds.open(), r.src) {
			g.preds.add(r.src)
		}
	})
	g.reads.end()
	g.preds.end()
}

// inBlock returns the ancestor of op that lies in the block, or nil.
func (g *graph) inBlock(op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Block() == g.block {
			return o
		}
	}
	return nil
}

func contains(s []int32, x int32) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// unionInto returns the sorted union of the sorted, disjoint lists a and
// b, built in out's storage.
func unionInto(out, a, b []int32) []int32 {
	out = out[:0]
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i] < b[j] {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}
