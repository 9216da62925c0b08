package nvptx

import (
	"fmt"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/symopt/symopt/lowering/kernel"
)

type valueT = value.Value

// emitter builds the function of one kernel.
type emitter struct {
	k      *kernel.Kernel
	m      *ir.Module
	intr   *intrinsics
	f      *ir.Func
	params []*ir.Param
	cur    *ir.Block // block instructions are appended to
	blocks int       // counter for unique block names

	vals    []valueT                     // value of each kernel instruction, by ID
	index   [kernel.NumIndexKinds]valueT // current positions by index kind (i64)
	reduced []valueT                     // this thread's result of each reduce phase
	lanes   *laneValues                  // vectorized loop lane being emitted, or nil
}

// i64 and i32 are integer constants; the common small ones come from
// tables built once and never changed (llir constants are plain values:
// any number of instructions and modules may share one).
func i64(v int64) *constant.Int {
	if v >= minSmallInt && v <= maxSmallInt {
		return smallI64[v-minSmallInt]
	}
	return constant.NewInt(types.I64, v)
}

func i32(v int64) *constant.Int {
	if v >= minSmallInt && v <= maxSmallInt {
		return smallI32[v-minSmallInt]
	}
	return constant.NewInt(types.I32, v)
}

const minSmallInt, maxSmallInt = -1, 1024

var smallI64, smallI32 = smallInts(types.I64), smallInts(types.I32)

func smallInts(t *types.IntType) []*constant.Int {
	out := make([]*constant.Int, maxSmallInt-minSmallInt+1)
	for i := range out {
		out[i] = constant.NewInt(t, int64(i)+minSmallInt)
	}
	return out
}

// block starts a new basic block with a unique name.
func (e *emitter) block(name string) *ir.Block {
	e.blocks++
	return e.f.NewBlock(name + strconv.Itoa(e.blocks))
}

// forLoop emits for (iv = start; iv < end; iv += step) with values carried
// around the loop: body gets the induction variable and the carried
// values and returns their next values. It returns the carried values on
// exit.
func (e *emitter) forLoop(name string, start, end, step valueT, carried []valueT,
	body func(iv valueT, c []valueT) ([]valueT, error)) ([]valueT, error) {
	_, c, err := e.forLoopIV(name, start, end, step, carried, body)
	return c, err
}

// forLoopIV is forLoop that also returns the induction variable's value
// on exit (the first value not below end).
func (e *emitter) forLoopIV(name string, start, end, step valueT, carried []valueT,
	body func(iv valueT, c []valueT) ([]valueT, error)) (valueT, []valueT, error) {
	pre := e.cur
	header := e.block(name + ".header")
	bodyB := e.block(name + ".body")
	exit := e.block(name + ".exit")
	pre.NewBr(header)
	iv := header.NewPhi(ir.NewIncoming(start, pre))
	phis := make([]*ir.InstPhi, len(carried))
	cur := make([]valueT, len(carried))
	for i, c := range carried {
		phis[i] = header.NewPhi(ir.NewIncoming(c, pre))
		cur[i] = phis[i]
	}
	header.NewCondBr(header.NewICmp(enum.IPredSLT, iv, end), bodyB, exit)
	e.cur = bodyB
	next, err := body(iv, cur)
	if err != nil {
		return nil, nil, err
	}
	nextIV := e.cur.NewAdd(iv, step)
	latch := e.cur
	latch.NewBr(header)
	iv.Incs = append(iv.Incs, ir.NewIncoming(nextIV, latch))
	for i, p := range phis {
		p.Incs = append(p.Incs, ir.NewIncoming(next[i], latch))
	}
	e.cur = exit
	return iv, cur, nil
}

// ifThen emits if (cond) { then }.
func (e *emitter) ifThen(name string, cond valueT, then func() error) error {
	thenB := e.block(name + ".then")
	join := e.block(name + ".end")
	e.cur.NewCondBr(cond, thenB, join)
	e.cur = thenB
	if err := then(); err != nil {
		return err
	}
	e.cur.NewBr(join)
	e.cur = join
	return nil
}

// returnIf emits if (cond) return.
func (e *emitter) returnIf(cond valueT) {
	ret := e.block("exit")
	cont := e.block("cont")
	e.cur.NewCondBr(cond, ret, cont)
	ret.NewRet(nil)
	e.cur = cont
}

// sreg reads a special register (tid.x, ctaid.x, ntid.x, nctaid.x) as i64.
func (e *emitter) sreg(name string) valueT {
	f := e.intr.get("llvm.nvvm.read.ptx.sreg."+name, types.I32)
	return e.cur.NewZExt(e.cur.NewCall(f), types.I64)
}

// barrier emits bar.sync 0.
func (e *emitter) barrier() {
	e.cur.NewCall(e.intr.get("llvm.nvvm.barrier0", types.Void))
}

// expr emits the i64 value of a launch-size expression.
func (e *emitter) expr(x *kernel.Expr) (valueT, error) {
	b := e.cur
	switch x.Op {
	case kernel.ExprConst:
		return i64(x.C), nil
	case kernel.ExprDim:
		i := e.k.ParamIndex(x.Dim)
		if i < 0 {
			return nil, fmt.Errorf("kernel %s: unknown dim %s", e.k.Name, x.Dim)
		}
		return e.params[i], nil
	}
	l, err := e.expr(x.X)
	if err != nil {
		return nil, err
	}
	r, err := e.expr(x.Y)
	if err != nil {
		return nil, err
	}
	switch x.Op {
	case kernel.ExprAdd:
		return b.NewAdd(l, r), nil
	case kernel.ExprMul:
		return b.NewMul(l, r), nil
	case kernel.ExprDiv:
		return b.NewSDiv(l, r), nil
	case kernel.ExprCeilDiv:
		return b.NewSDiv(b.NewAdd(l, b.NewSub(r, i64(1))), r), nil
	case kernel.ExprMax:
		return b.NewSelect(b.NewICmp(enum.IPredSGT, l, r), l, r), nil
	case kernel.ExprMin:
		return b.NewSelect(b.NewICmp(enum.IPredSLT, l, r), l, r), nil
	}
	return nil, fmt.Errorf("kernel %s: bad expression %s", e.k.Name, x)
}

// region emits the instructions of r for the current thread.
func (e *emitter) region(r *kernel.Region) error {
	for _, in := range r.Insts {
		v, err := e.inst(in)
		if err != nil {
			return fmt.Errorf("kernel %s: %w", e.k.Name, err)
		}
		e.vals[in.ID()] = v
	}
	return nil
}
