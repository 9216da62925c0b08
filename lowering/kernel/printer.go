package kernel

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Print returns the text form of a kernel, for golden tests and debugging.
func Print(k *Kernel) string {
	k.number()
	p := &printer{k: k}
	p.kernel()
	return p.sb.String()
}

// String returns the text form of the kernel.
func (k *Kernel) String() string { return Print(k) }

type printer struct {
	k  *Kernel
	sb strings.Builder
}

func (p *printer) printf(format string, args ...any) { fmt.Fprintf(&p.sb, format, args...) }

func (p *printer) kernel() {
	k := p.k
	params := make([]string, len(k.Params))
	for i, prm := range k.Params {
		switch {
		case prm.Kind == DimParam:
			params[i] = "%" + prm.Name + ": dim"
		case prm.Scratch != nil:
			params[i] = fmt.Sprintf("%%%s: scratch %s[%s]", prm.Name, prm.Elem, prm.Scratch)
		default:
			params[i] = fmt.Sprintf("%%%s: %s %s", prm.Name, prm.Access, prm.Elem)
		}
	}
	p.printf("kernel @%s(%s)\n    ", k.Name, strings.Join(params, ", "))
	switch k.Strategy {
	case Loop:
		p.printf("loop count=%s block=%d vector=%d", k.Count, k.Block, k.Vector)
		if k.GridCap > 0 {
			p.printf(" gridcap=%d", k.GridCap)
		}
	case RowReduce:
		p.printf("row_reduce(%s) rows=%s cols=%s block=%d", k.RowMode, k.Rows, k.Cols, k.Block)
	case ColReduce:
		p.printf("col_reduce rows=%s cols=%s block=%d", k.Rows, k.Cols, k.Block)
		if k.Split != nil {
			p.printf(" split=%s", k.Split)
		}
	case RowSort:
		p.printf("row_sort rows=%s cols=%s block=%d", k.Rows, k.Cols, k.Block)
	case RowFold:
		p.printf("row_fold rows=%s cols=%s block=%d", k.Rows, k.Cols, k.Block)
	default:
		p.printf("%s", k.Strategy)
	}
	p.printf(" grid=%s {\n", k.Grid())
	if k.Body != nil {
		p.region(k.Body, "  ")
	}
	for _, ph := range k.Phases {
		switch ph.Kind {
		case PhaseReduce:
			p.printf("  reduce %s {\n", ph.Combine)
		case PhaseCompare:
			p.printf("  compare {\n")
		case PhaseInit:
			p.printf("  init {\n")
		case PhaseFold:
			p.printf("  fold {\n")
		default:
			p.printf("  map {\n")
		}
		p.region(ph.Body, "    ")
		if len(ph.Values) > 0 {
			refs := make([]string, len(ph.Values))
			for i, v := range ph.Values {
				refs[i] = p.ref(v)
			}
			p.printf("    yield %s\n", strings.Join(refs, ", "))
		}
		if ph.Kind != PhaseMap && ph.Value != nil {
			p.printf("    yield %s\n", p.ref(ph.Value))
		}
		p.printf("  }\n")
	}
	if k.Epilogue != nil {
		p.printf("  epilogue {\n")
		p.region(k.Epilogue, "    ")
		p.printf("  }\n")
	}
	p.printf("}\n")
}

func (p *printer) ref(in *Inst) string {
	if in == nil {
		return "<nil>"
	}
	return "%" + strconv.Itoa(in.id)
}

func (p *printer) param(i int) string {
	if i >= 0 && i < len(p.k.Params) {
		return "%" + p.k.Params[i].Name
	}
	return fmt.Sprintf("%%param%d", i)
}

func (p *printer) region(r *Region, indent string) {
	for _, in := range r.Insts {
		p.printf("%s%s\n", indent, p.inst(in))
	}
}

func (p *printer) args(in *Inst) string {
	s := make([]string, len(in.Args))
	for i, a := range in.Args {
		s[i] = p.ref(a)
	}
	return strings.Join(s, ", ")
}

func (p *printer) inst(in *Inst) string {
	lhs := p.ref(in) + " = "
	switch in.Op {
	case OpConst:
		if in.Type.IsFloat() {
			return fmt.Sprintf("%sconst %s : %s", lhs, FormatFloat(in.F), in.Type)
		}
		return fmt.Sprintf("%sconst %d : %s", lhs, in.I, in.Type)
	case OpDim:
		return lhs + "dim " + p.param(in.Param)
	case OpIndex:
		return lhs + "index " + in.Index.String()
	case OpReduced:
		return fmt.Sprintf("%sreduced %d : %s", lhs, in.Phase, in.Type)
	case OpLoad:
		return fmt.Sprintf("%sload %s[%s] : %s", lhs, p.param(in.Param), p.args(in), in.Type)
	case OpStore:
		if len(in.Args) == 2 {
			return fmt.Sprintf("store %s[%s], %s", p.param(in.Param), p.ref(in.Args[0]), p.ref(in.Args[1]))
		}
	case OpStoreIf:
		if len(in.Args) == 3 {
			return fmt.Sprintf("store_if %s[%s], %s, %s", p.param(in.Param), p.ref(in.Args[0]), p.ref(in.Args[1]), p.ref(in.Args[2]))
		}
	case OpAtomicAdd, OpAtomicMax, OpAtomicMin, OpAtomicMul:
		if len(in.Args) == 2 {
			return fmt.Sprintf("%s %s[%s], %s", in.Op, p.param(in.Param), p.ref(in.Args[0]), p.ref(in.Args[1]))
		}
	case OpCmp:
		if len(in.Args) == 2 {
			return fmt.Sprintf("%scmp %s %s : %s", lhs, in.Pred, p.args(in), typeOf(in.Args[0]))
		}
	case OpConvert:
		if len(in.Args) == 1 {
			return fmt.Sprintf("%sconvert %s : %s -> %s", lhs, p.args(in), typeOf(in.Args[0]), in.Type)
		}
	}
	return fmt.Sprintf("%s%s %s : %s", lhs, in.Op, p.args(in), in.Type)
}

// FormatFloat spells a float constant the way the printer does: shortest
// round-trip decimal, inf, -inf or nan.
func FormatFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}
