package kernel

import (
	"errors"
	"fmt"
)

// Verify checks a kernel's structure, typing and scoping rules and numbers
// its instructions. It reports every problem it finds.
func Verify(k *Kernel) error {
	v := &verifier{k: k}
	v.kernel()
	if len(v.errs) > 0 {
		return errors.Join(v.errs...)
	}
	k.number()
	return nil
}

type verifier struct {
	k    *Kernel
	errs []error
}

func (v *verifier) errorf(format string, args ...any) {
	v.errs = append(v.errs, fmt.Errorf("kernel %s: "+format, append([]any{v.k.Name}, args...)...))
}

func (v *verifier) kernel() {
	k := v.k
	if k.Name == "" {
		v.errorf("empty name")
	}
	seen := map[string]bool{}
	for _, p := range k.Params {
		if p.Name == "" || seen[p.Name] {
			v.errorf("parameter name %q is empty or repeated", p.Name)
		}
		seen[p.Name] = true
	}
	if k.Block <= 0 || k.Block > 1024 || k.Block%WarpSize != 0 {
		v.errorf("block of %d threads: want a multiple of %d up to 1024", k.Block, WarpSize)
	}
	switch k.Strategy {
	case Loop:
		v.expr("count", k.Count)
		if k.Vector != 1 && k.Vector != 4 {
			v.errorf("vector width %d: want 1 or 4", k.Vector)
		}
		if k.Vector == 4 && k.Body != nil && !Vectorizable(k.Body) {
			v.errorf("vector width 4 needs every store at the linear index itself")
		}
		if k.Body == nil || len(k.Phases) > 0 || k.Epilogue != nil {
			v.errorf("a loop kernel has one body and no phases or epilogue")
		}
		if k.Body != nil {
			v.region(k.Body, "body", -1, map[IndexKind]bool{Linear: true})
		}
	case RowReduce, ColReduce:
		v.expr("rows", k.Rows)
		v.expr("cols", k.Cols)
		if k.Body != nil {
			v.errorf("a reduction kernel has phases, not a body")
		}
		if len(k.Phases) == 0 {
			v.errorf("a reduction kernel needs at least one phase")
		}
		if lanes := k.Block / WarpSize; k.Strategy == ColReduce && (k.Block > 256 || lanes&(lanes-1) != 0) {
			v.errorf("column reduction block of %d threads: want 32 times a power of two, at most 256", k.Block)
		}
		for i, p := range k.Phases {
			if p == nil || p.Body == nil {
				v.errorf("phase %d has no body", i)
				continue
			}
			v.region(p.Body, fmt.Sprintf("phase %d", i), i, map[IndexKind]bool{Row: true, Col: true})
			if p.Kind == PhaseReduce {
				if p.Value == nil || !contains(p.Body, p.Value) {
					v.errorf("reduce phase %d does not yield a value of its body", i)
				} else if !p.Value.Type.IsFloat() && p.Value.Type != I32 && p.Value.Type != I64 {
					v.errorf("reduce phase %d yields %s: want a float, i32 or i64", i, p.Value.Type)
				}
			}
		}
		v.split()
		if k.Epilogue != nil {
			idx := map[IndexKind]bool{Row: k.Strategy == RowReduce, Col: k.Strategy == ColReduce}
			v.region(k.Epilogue, "epilogue", len(k.Phases), idx)
		}
	case RowSort:
		v.verifySort()
	case RowFold:
		v.verifyFold()
	default:
		v.errorf("unknown strategy %d", k.Strategy)
	}
}

func contains(r *Region, in *Inst) bool {
	for _, x := range r.Insts {
		if x == in {
			return true
		}
	}
	return false
}

func (v *verifier) expr(what string, e *Expr) {
	if err := e.Check(); err != nil {
		v.errorf("%s: %v", what, err)
		return
	}
	for _, d := range e.Dims() {
		i := v.k.ParamIndex(d)
		if i < 0 || v.k.Params[i].Kind != DimParam {
			v.errorf("%s %s reads %s, which is not a dim parameter", what, e, d)
		}
	}
}

// region checks one region. phase is the index of the phase it belongs to
// (len(Phases) for the epilogue, -1 for a loop body): OpReduced may read
// only earlier reduce phases.
func (v *verifier) region(r *Region, where string, phase int, indices map[IndexKind]bool) {
	defined := make(map[*Inst]bool, len(r.Insts))
	isReduce := phase >= 0 && phase < len(v.k.Phases) && v.k.Phases[phase].Kind != PhaseMap
	// the position is formatted only for an error: verification runs on
	// every kernel built and emitted
	pos := func(n int, in *Inst) string { return fmt.Sprintf("%s, instruction %d (%s)", where, n, in.Op) }
	for n, in := range r.Insts {
		for _, a := range in.Args {
			if a == nil || !defined[a] {
				v.errorf("%s: operand not defined earlier in the region", pos(n, in))
				return
			}
		}
		if msg := v.inst(in, phase, indices, isReduce); msg != "" {
			v.errorf("%s: %s", pos(n, in), msg)
		}
		defined[in] = true
	}
}

var arity = map[opClass]int{classLeaf: 0, classBinary: 2, classUnary: 1}

func (v *verifier) inst(in *Inst, phase int, indices map[IndexKind]bool, isReduce bool) string {
	if in.Op == OpInvalid || in.Op >= numOps {
		return "invalid opcode"
	}
	info := opTable[in.Op]
	want, fixed := arity[info.class]
	switch in.Op {
	case OpLoad, OpConvert:
		want, fixed = 1, true
	case OpStore, OpAtomicAdd, OpAtomicMax, OpAtomicMin, OpAtomicMul, OpCmp:
		want, fixed = 2, true
	case OpSelect, OpStoreIf:
		want, fixed = 3, true
	}
	if fixed && len(in.Args) != want {
		return fmt.Sprintf("has %d operands, want %d", len(in.Args), want)
	}
	if in.Op == OpReduced && v.k.Strategy == RowFold {
		if msg := v.foldReduced(in, phase); msg != "" {
			return msg
		}
	} else if in.Op == OpReduced && (in.Phase < 0 || in.Phase >= phase || v.k.Phases[in.Phase].Kind != PhaseReduce) {
		return fmt.Sprintf("phase %d is not an earlier reduce phase", in.Phase)
	}
	if in.Op != OpStore && in.Op != OpStoreIf && !in.Op.IsAtomic() && !in.Type.IsFloat() && !in.Type.IsInt() {
		return fmt.Sprintf("bad result type %s", in.Type)
	}
	switch in.Op {
	case OpConst:
		return ""
	case OpDim:
		if !v.isParam(in.Param, DimParam) {
			return fmt.Sprintf("parameter %d is not a dim", in.Param)
		}
	case OpIndex:
		if !indices[in.Index] {
			return fmt.Sprintf("index %s is not available here", in.Index)
		}
	case OpReduced:
		if v.k.Strategy == RowFold {
			return ""
		}
		if val := v.k.Phases[in.Phase].Value; val != nil && val.Type != in.Type {
			return fmt.Sprintf("type %s, but phase %d yields %s", in.Type, in.Phase, val.Type)
		}
	case OpLoad, OpStore, OpStoreIf, OpAtomicAdd, OpAtomicMax, OpAtomicMin, OpAtomicMul:
		if !v.isParam(in.Param, BufferParam) {
			return fmt.Sprintf("parameter %d is not a buffer", in.Param)
		}
		p := v.k.Params[in.Param]
		if in.Args[0].Type != I64 {
			return fmt.Sprintf("offset has type %s, want i64", in.Args[0].Type)
		}
		if in.Op == OpLoad && (p.Access == Write || in.Type != p.Elem) {
			return fmt.Sprintf("cannot load %s from %s buffer %s of %s", in.Type, p.Access, p.Name, p.Elem)
		}
		if in.Op == OpStoreIf && in.Args[2].Type != I1 {
			return fmt.Sprintf("store_if condition has type %s, want i1", in.Args[2].Type)
		}
		if (in.Op == OpStore || in.Op == OpStoreIf) && (p.Access == Read || in.Args[1].Type != p.Elem || isReduce) {
			return fmt.Sprintf("cannot store %s to %s buffer %s of %s here", in.Args[1].Type, p.Access, p.Name, p.Elem)
		}
		if in.Op.IsAtomic() && (p.Access != ReadWrite || in.Args[1].Type != p.Elem || isReduce || !atomicTypes[p.Elem]) {
			return fmt.Sprintf("cannot %s %s to %s buffer %s of %s here (inout f32, f64, i32 or i64 only)", in.Op, in.Args[1].Type, p.Access, p.Name, p.Elem)
		}
	case OpCmp:
		if in.Type != I1 || in.Args[0].Type != in.Args[1].Type {
			return fmt.Sprintf("compares %s with %s into %s", in.Args[0].Type, in.Args[1].Type, in.Type)
		}
		if int(in.Pred) >= len(predNames) || in.Pred.IsUnsigned() && !in.Args[0].Type.IsInt() {
			return fmt.Sprintf("predicate %s is not defined on %s", in.Pred, in.Args[0].Type)
		}
	case OpSelect:
		if in.Args[0].Type != I1 || in.Args[1].Type != in.Type || in.Args[2].Type != in.Type {
			return fmt.Sprintf("select %s ? %s : %s into %s", in.Args[0].Type, in.Args[1].Type, in.Args[2].Type, in.Type)
		}
	case OpConvert:
		return ""
	default:
		for _, a := range in.Args {
			if a.Type != in.Type {
				return fmt.Sprintf("operand of type %s, result %s", a.Type, in.Type)
			}
		}
		if (in.Type.IsFloat() && !info.floatOK) || (in.Type.IsInt() && !info.intOK) {
			return fmt.Sprintf("not defined on %s", in.Type)
		}
	}
	return ""
}

// atomicTypes are the element types the atomic instructions accept
// (what atom.add and atom.cas support on sm_60 and later).
var atomicTypes = map[Type]bool{F32: true, F64: true, I32: true, I64: true}

func (v *verifier) isParam(i int, kind ParamKind) bool {
	return i >= 0 && i < len(v.k.Params) && v.k.Params[i].Kind == kind
}

// Vectorizable reports whether a loop body stores only at the linear
// index itself, so that Vector consecutive elements can be computed by one
// thread and stored as one vector. Loads at the linear index become
// vector loads; other loads (broadcasts, gathers) stay scalar per element.
func Vectorizable(body *Region) bool {
	for _, in := range body.Insts {
		if in.Op.IsAtomic() || in.Op == OpStoreIf {
			return false
		}
		if in.Op != OpStore {
			continue
		}
		if len(in.Args) == 0 {
			return false
		}
		if off := in.Args[0]; off == nil || off.Op != OpIndex || off.Index != Linear {
			return false
		}
	}
	return true
}

// split checks the row split of a column reduction and its scratch
// parameters.
func (v *verifier) split() {
	k := v.k
	if k.Split == nil {
		return
	}
	if k.Strategy != ColReduce {
		v.errorf("only a column reduction can split its rows")
		return
	}
	v.expr("split", k.Split)
	scratch := func(i int, t Type) bool {
		return v.isParam(i, BufferParam) && k.Params[i].Scratch != nil && k.Params[i].Elem == t && k.Params[i].Access == ReadWrite
	}
	n := 0
	for i, p := range k.Phases {
		if p == nil || p.Body == nil || p.Kind != PhaseReduce {
			v.errorf("phase %d: a split column reduction has only reduce phases", i)
			continue
		}
		for _, in := range p.Body.Insts {
			if in.Op == OpReduced {
				v.errorf("phase %d: a split column reduction's phases cannot read reduced values", i)
			}
		}
		if n >= len(k.Partials) || p.Value == nil || !scratch(k.Partials[n], p.Value.Type) {
			v.errorf("phase %d: no scratch buffer for its partial results", i)
		}
		n++
	}
	if !scratch(k.Counter, I32) {
		v.errorf("a split column reduction needs an i32 scratch counter")
	}
}
