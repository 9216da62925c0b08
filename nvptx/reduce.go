package nvptx

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

func undefVector(t *types.VectorType) valueT { return constant.NewUndef(t) }

// combine merges two partial results of reduce phase p.
func (e *emitter) combine(p *kernel.Phase, x, y valueT) (valueT, error) {
	t := p.Value.Type
	if t.IsFloat() {
		v, err := e.floatBinary(p.Combine.Op(), x, y)
		return e.round(t, v), err
	}
	return e.intBinary(p.Combine.Op(), t, x, y)
}

// identity is the neutral element of phase p's combiner.
func identity(p *kernel.Phase) valueT {
	t := p.Value.Type
	rt := regType(t)
	if t.IsFloat() {
		return fconst(rt, [...]float64{kernel.CombAdd: 0, kernel.CombMul: 1,
			kernel.CombMax: math.Inf(-1), kernel.CombMin: math.Inf(1)}[p.Combine])
	}
	lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
	if t == kernel.I32 {
		lo, hi = math.MinInt32, math.MaxInt32
	}
	return constant.NewInt(rt.(*types.IntType), [...]int64{kernel.CombAdd: 0, kernel.CombMul: 1,
		kernel.CombMax: lo, kernel.CombMin: hi}[p.Combine])
}

// shuffle emits shfl.sync.bfly of v with lane mask off across the full
// warp; 64-bit values are shuffled as two 32-bit halves.
func (e *emitter) shuffle(v valueT, off int64) valueT {
	b := e.cur
	t := v.Type()
	bfly := func(name string, t types.Type, v valueT) valueT {
		f := e.intr.get("llvm.nvvm.shfl.sync.bfly."+name, t, types.I32, t, types.I32, types.I32)
		return b.NewCall(f, i32(-1), v, i32(off), i32(0x1f))
	}
	switch {
	case t.Equal(types.Float):
		return bfly("f32", types.Float, v)
	case t.Equal(types.I32):
		return bfly("i32", types.I32, v)
	}
	bits := v
	if t.Equal(types.Double) {
		bits = b.NewBitCast(v, types.I64)
	}
	lo := bfly("i32", types.I32, b.NewTrunc(bits, types.I32))
	hi := bfly("i32", types.I32, b.NewTrunc(b.NewLShr(bits, i64(32)), types.I32))
	joined := valueT(b.NewOr(b.NewZExt(lo, types.I64), b.NewShl(b.NewZExt(hi, types.I64), i64(32))))
	if t.Equal(types.Double) {
		joined = b.NewBitCast(joined, types.Double)
	}
	return joined
}

// butterfly combines v across the warp with offsets 16, 8, 4, 2, 1; every
// lane ends with the warp's result.
func (e *emitter) butterfly(p *kernel.Phase, v valueT) (valueT, error) {
	for off := int64(kernel.WarpSize / 2); off >= 1; off /= 2 {
		var err error
		if v, err = e.combine(p, v, e.shuffle(v, off)); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// shared declares a block-shared array of n elements of type t.
func (e *emitter) shared(phase int, t types.Type, n int) *ir.Global {
	arr := types.NewArray(uint64(n), t)
	g := e.m.NewGlobalDef(fmt.Sprintf("%s.smem%d", e.k.Name, phase), constant.NewUndef(arr))
	g.Linkage = enum.LinkageInternal
	g.AddrSpace = sharedSpace
	g.Typ = pointerTo(arr, sharedSpace)
	g.Align = ir.Align(8)
	return g
}

func (e *emitter) sharedPtr(g *ir.Global, idx valueT) valueT {
	p := e.cur.NewGetElementPtr(g.ContentType, g, i64(0), idx)
	p.InBounds = true
	return p
}

// reducePhase emits the per-thread part of reduce phase pi: the loop
// for (iv = start; iv < end; iv += step) combining the phase's value,
// with index kind idx set to iv.
func (e *emitter) reducePhase(pi int, idx kernel.IndexKind, start, end, step valueT) (valueT, error) {
	p := e.k.Phases[pi]
	fold := func(acc valueT) (valueT, error) { return e.combine(p, acc, e.vals[p.Value.ID()]) }
	return e.stridedLoop(fmt.Sprintf("phase%d.", pi), p.Body, idx, start, end, step, identity(p), fold)
}

// mapPhase emits map phase pi as for (iv = start; iv < end; iv += step).
func (e *emitter) mapPhase(pi int, idx kernel.IndexKind, start, end, step valueT) error {
	_, err := e.stridedLoop(fmt.Sprintf("phase%d.", pi), e.k.Phases[pi].Body, idx, start, end, step, nil, nil)
	return err
}

func (e *emitter) rowsCols() (valueT, valueT, error) {
	rows, err := e.expr(e.k.Rows)
	if err != nil {
		return nil, nil, err
	}
	cols, err := e.expr(e.k.Cols)
	return rows, cols, err
}

func (e *emitter) store1(ptr, v valueT) {
	e.cur.NewStore(v, ptr)
}

func (e *emitter) load1(t types.Type, ptr valueT) valueT {
	return e.cur.NewLoad(t, ptr)
}

func (e *emitter) eq(x valueT, c int64) valueT { return e.cur.NewICmp(enum.IPredEQ, x, i64(c)) }
