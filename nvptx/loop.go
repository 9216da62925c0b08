package nvptx

import (
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// loopKernel emits the grid-stride loop. Thread g of T (g = ctaid * ntid +
// tid, T = nctaid * ntid) handles elements g, g+T, ... With Vector 4 it
// handles chunks of 4 consecutive elements instead, loading and storing
// each buffer as one <4 x T> access, then the scalar tail past the last
// whole chunk.
func (e *emitter) loopKernel() error {
	b := e.cur
	gtid := b.NewAdd(b.NewMul(e.sreg("ctaid.x"), e.sreg("ntid.x")), e.sreg("tid.x"))
	total := e.cur.NewMul(e.sreg("nctaid.x"), e.sreg("ntid.x"))
	n, err := e.expr(e.k.Count)
	if err != nil {
		return err
	}
	scalar := func(iv valueT, _ []valueT) ([]valueT, error) {
		e.index[kernel.Linear] = iv
		return nil, e.region(e.k.Body)
	}
	if e.k.Vector <= 1 {
		_, err := e.forLoop("loop", gtid, n, total, nil, scalar)
		return err
	}
	vec := int64(e.k.Vector)
	chunks := e.cur.NewSDiv(n, i64(vec))
	_, err = e.forLoop("vloop", gtid, chunks, total, nil, func(iv valueT, _ []valueT) ([]valueT, error) {
		base := e.cur.NewMul(iv, i64(vec))
		e.lanes = &laneValues{base: base, n: int(vec), vecs: map[int]valueT{}, stores: map[int][]valueT{}}
		defer func() { e.lanes = nil }()
		for j := 0; j < int(vec); j++ {
			e.lanes.lane = j
			e.index[kernel.Linear] = e.cur.NewAdd(base, i64(int64(j)))
			if err := e.region(e.k.Body); err != nil {
				return nil, err
			}
		}
		e.lanes.flush(e)
		return nil, nil
	})
	if err != nil {
		return err
	}
	start := e.cur.NewAdd(e.cur.NewMul(chunks, i64(vec)), gtid)
	_, err = e.forLoop("tail", start, n, total, nil, scalar)
	return err
}

// laneValues holds the vector loads and pending stores of one chunk of a
// vectorized loop while its lanes are emitted one after another.
type laneValues struct {
	lane, n int
	base    valueT           // element index of lane 0
	vecs    map[int]valueT   // buffer parameter -> loaded vector
	stores  map[int][]valueT // buffer parameter -> register stored by each lane
	order   []int            // stored parameters, first store first
}

func (l *laneValues) vecType(e *emitter, p int) *types.VectorType {
	return types.NewVector(uint64(l.n), memType(e.k.Params[p].Elem))
}

func (l *laneValues) vecPtr(e *emitter, p int) valueT {
	t := l.vecType(e, p)
	return e.cur.NewBitCast(e.elemPtr(p, l.base), pointerTo(t, globalSpace))
}

// load returns the current lane's element of buffer p: the value this
// lane stored earlier in the body, or a lane of the chunk's vector load.
func (l *laneValues) load(e *emitter, p int) valueT {
	if st := l.stores[p]; st != nil && st[l.lane] != nil {
		return st[l.lane]
	}
	v, ok := l.vecs[p]
	if !ok {
		ld := e.cur.NewLoad(l.vecType(e, p), l.vecPtr(e, p))
		ld.Align = alignOf(l.n * e.k.Params[p].Elem.Bytes())
		v = ld
		l.vecs[p] = v
	}
	return e.fromMem(e.k.Params[p].Elem, e.cur.NewExtractElement(v, i32(int64(l.lane))))
}

func (l *laneValues) store(p int, v valueT) {
	if l.stores[p] == nil {
		l.stores[p] = make([]valueT, l.n)
		l.order = append(l.order, p)
	}
	l.stores[p][l.lane] = v
}

// flush stores each written buffer's lanes as one vector.
func (l *laneValues) flush(e *emitter) {
	for _, p := range l.order {
		t := e.k.Params[p].Elem
		var vec valueT = undefVector(l.vecType(e, p))
		for j, v := range l.stores[p] {
			if v != nil {
				vec = e.cur.NewInsertElement(vec, e.toMem(t, v), i32(int64(j)))
			}
		}
		st := e.cur.NewStore(vec, l.vecPtr(e, p))
		st.Align = alignOf(l.n * t.Bytes())
	}
}
