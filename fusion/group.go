package fusion

import (
	"github.com/symopt/symopt/ir"
)

// group is a set of ops of one block that will become one fusion.
type group struct {
	// members are the positions of its ops in the block, ascending.
	members []int32
	kind    string
	// iter (a value id) has the iteration shape: the common output shape
	// of a loop fusion, the reductions' input shape of an input fusion.
	iter int32
	// red and redOut (a value id) describe the reductions of an input
	// fusion.
	red    *ReduceShape
	redOut int32
	// shared caches the ids of the values its ops read directly from
	// outside it, splat constants excluded (sharedOf; valid when sharedOK).
	shared   []int32
	sharedOK bool
}

// fuser holds the state of grouping one block.
type fuser struct {
	block   *ir.Block
	g       *graph
	groupOf []*group // by position
	groups  []*group
	dims    DimEquality
	cfg     Config
	// shapes numbers shapes when dims is a *Dims; shapeOf caches them by
	// value id (-2: not asked yet).
	shapes  *shapeIDs
	shapeOf []int32
	// rank orders the grouped graph topologically (order.go).
	rank []float64
	// rerankScratch is rerank's storage (order.go), inner outline's map
	// (outline.go)
	rerankScratch rerankScratch
	inner         map[*ir.Value]*ir.Value
	// mark flags the members of the candidate legal looks at, seen the
	// ops createsCycle visited, vmark the values inputs counted: an entry
	// equal to the current stamp is set.
	mark, seen, vmark                []int32
	markStamp, seenStamp, vmarkStamp int32
	// back marks the ops createsCycle reached backward (with seenStamp);
	// work and workB are its stacks, kept between calls.
	back        []int32
	work, workB []int32
	// moved maps the ids of the results of outlined groups to the fusion
	// results that replaced them (outline.go).
	moved []*ir.Value
	// cand is the candidate group with builds, reused until committed.
	cand group
}

func newFuser(block *ir.Block, dims DimEquality, cfg Config) *fuser {
	g := newGraph(block, HostOps(block), cfg.lowerable)
	n := len(g.ops)
	f := &fuser{block: block, g: g, groupOf: make([]*group, n), dims: dims, cfg: cfg,
		mark: make([]int32, n), seen: make([]int32, n), back: make([]int32, n), vmark: make([]int32, len(g.vals))}
	if nd, ok := dims.(*Dims); ok {
		f.shapes = newShapeIDs(nd)
		f.shapeOf = make([]int32, len(g.vals))
		for i := range f.shapeOf {
			f.shapeOf[i] = -2
		}
	}
	return f
}

func (f *fuser) class(i int32) class { return f.g.cls[i] }

func (f *fuser) op(i int32) *ir.Operation { return f.g.ops[i] }

// markMembers flags the members of g (member reports them).
func (f *fuser) markMembers(g *group) {
	f.markStamp++
	for _, m := range g.members {
		f.mark[m] = f.markStamp
	}
}

func (f *fuser) member(i int32) bool { return i >= 0 && f.mark[i] == f.markStamp }

// with returns the candidate group: a copy of g whose members also hold
// more (sorted, disjoint from g's). It lives in f until the next call;
// commit copies it.
func (f *fuser) with(g *group, more []int32) *group {
	buf := f.cand.members[:0]
	f.cand = *g
	f.cand.members = unionInto(buf, g.members, more)
	f.cand.shared, f.cand.sharedOK = nil, false
	return &f.cand
}

// commit makes n, the candidate grown from g, the group g and points its
// members at it.
func (f *fuser) commit(g, n *group) {
	members := append(g.members[:0], n.members...)
	*g = *n
	g.members = members
	for _, m := range g.members {
		f.groupOf[m] = g
	}
	f.committed(g)
}

// sameShape reports whether the values with ids a and b have the same
// rank and provably equal dims.
func (f *fuser) sameShape(a, b int32) bool {
	if f.shapes != nil {
		x := f.shapeID(a)
		return x >= 0 && x == f.shapeID(b)
	}
	return sameShape(f.dims, f.g.vals[a], f.g.vals[b])
}

func (f *fuser) shapeID(v int32) int32 {
	if x := f.shapeOf[v]; x != -2 {
		return x
	}
	x := f.shapes.id(f.g.vals[v])
	f.shapeOf[v] = x
	return x
}

// sameShape asks dims whether a and b have the same rank and equal dims.
func sameShape(dims DimEquality, a, b *ir.Value) bool {
	sa, ok1 := Shape(a)
	sb, ok2 := Shape(b)
	if !ok1 || !ok2 || len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if !dims.Equal(a, i, b, i) {
			return false
		}
	}
	return true
}

// inBlock returns the ancestor of op that lies in f.block, or nil.
func (f *fuser) inBlock(op *ir.Operation) *ir.Operation { return f.g.inBlock(op) }

// forEachUse calls fn for every operand of op and of the ops nested in it.
func forEachUse(op *ir.Operation, fn func(*ir.Value)) {
	op.Walk(func(o *ir.Operation) bool {
		for _, v := range o.Operands() {
			fn(v)
		}
		return true
	})
}

// shapeIDs numbers shapes so that two values get one number exactly when
// Dims proves them the same shape (same rank, equal keys per dim).
type shapeIDs struct {
	dims *Dims
	// ofKey numbers the dim keys with a symbol, ofPlain the others (a
	// key without its string hashes faster); keys counts both
	ofKey   map[DimKey]int32
	ofPlain map[plainDimKey]int32
	keys    int32
	ofList  map[string]int32
	buf     []byte
}

// plainDimKey is a DimKey without a symbol name.
type plainDimKey struct {
	root   *ir.Value
	index  int
	elem   bool
	static int64
}

func newShapeIDs(d *Dims) *shapeIDs {
	return &shapeIDs{dims: d, ofKey: map[DimKey]int32{}, ofPlain: map[plainDimKey]int32{}, ofList: map[string]int32{}}
}

// keyID is the number of dim key k.
func (s *shapeIDs) keyID(k DimKey) int32 {
	if k.Sym == "" {
		return number(s.ofPlain, plainDimKey{k.Root, k.Index, k.Elem, k.Static}, &s.keys)
	}
	return number(s.ofKey, k, &s.keys)
}

// number returns k's number in m, giving a new key the next number of
// *next.
func number[K comparable](m map[K]int32, k K, next *int32) int32 {
	n, ok := m[k]
	if !ok {
		n = *next
		*next++
		m[k] = n
	}
	return n
}

// id is v's shape number, -1 when v is not a ranked tensor.
func (s *shapeIDs) id(v *ir.Value) int32 {
	x := int32(-1)
	if shape, ok := Shape(v); ok {
		s.buf = s.buf[:0]
		for i := range shape {
			n := s.keyID(s.dims.Key(v, i))
			s.buf = append(s.buf, byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
		}
		n, ok := s.ofList[string(s.buf)]
		if !ok {
			n = int32(len(s.ofList))
			s.ofList[string(s.buf)] = n
		}
		x = n
	}
	return x
}
