package lowering

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"

	"github.com/symopt/symopt/lowering/kernel"
)

// WriteText prints the plan:
//
//	plan @f
//	  dim S0 = dim 0 of argument #0
//	  buffer %b0 arg f32[S0, 64] bytes=256*S0
//	  buffer %b2 temp f32[S0, 64] bytes=256*S0 slot=0
//	  slot 0 = max(%b2, %b5)
//	  step 0 kernel @f_k0 grid=max(ceildiv(S0*64, 1024), 1) block=256 reads(%b0) writes(%b2)
//	  step 1 library @symopt.cublas.gemm reads(%b2, %b1) writes(%b3)
//
// A branch step prints its condition and result buffers, then each side
// with the result dims it binds (Branch.Binds) and its steps (a copy step
// fills a result from memory the side does not write):
//
//	step 2 if slt(max(S0, 4), 64) results(%b6)
//	  then:
//	    step 2.0 kernel @f_k1 grid=... reads(%b0) writes(%b6)
//	  else:
//	    step 2.0 copy reads(%b0) writes(%b6)
//
// An evict step prints its dynamic buffer and its guard or predicted
// peak; a regenerate step the buffer it recomputes, its result, and the
// steps run when the buffer was evicted (otherwise the result takes over
// the buffer's memory):
//
//	step 3 evict %b4 peak=20*S0 + 16
//	step 7 regenerate %b4 into %b9
//	  if evicted:
//	    step 7.0 kernel @f_k3 grid=... reads(%b0) writes(%b9)
func (p *Plan) WriteText(w io.Writer) {
	fmt.Fprintf(w, "plan @%s\n", p.Func)
	for _, d := range p.Dims {
		fmt.Fprintf(w, "  dim %s = %s\n", d.Name, d.From)
	}
	for _, b := range p.Buffers {
		fmt.Fprintf(w, "  buffer %%b%d %s %s[%s] bytes=%s", b.ID, b.Kind, elemName(b), exprList(b.Shape), b.Bytes)
		if b.Slot >= 0 {
			fmt.Fprintf(w, " slot=%d", b.Slot)
		}
		fmt.Fprintln(w)
	}
	for i, s := range p.Slots {
		ids := make([]string, len(s.Buffers))
		for j, id := range s.Buffers {
			ids[j] = fmt.Sprintf("%%b%d", id)
		}
		fmt.Fprintf(w, "  slot %d = max(%s)\n", i, strings.Join(ids, ", "))
	}
	writeSteps(w, p.Steps, "  ", "")
}

// writeSteps prints steps at the given indent; a branch step's sides
// follow it one level deeper, their steps numbered under it (step 3.0).
func writeSteps(w io.Writer, steps []*Step, indent, prefix string) {
	for i, s := range steps {
		num := prefix + strconv.Itoa(i)
		switch s.Kind {
		case KernelStep:
			fmt.Fprintf(w, "%sstep %s kernel @%s grid=%s block=%d", indent, num, s.Name, s.Grid, s.Block)
		case LibraryStep:
			fmt.Fprintf(w, "%sstep %s library @%s", indent, num, s.Name)
		case UnsupportedStep:
			fmt.Fprintf(w, "%sstep %s unsupported '%s'", indent, num, s.Name)
		case CopyStep:
			fmt.Fprintf(w, "%sstep %s copy", indent, num)
		case EvictStep:
			ev := s.Evict
			fmt.Fprintf(w, "%sstep %s evict %%b%d", indent, num, ev.Buffer)
			if ev.Guard != nil {
				fmt.Fprintf(w, " if %s", ev.Guard)
			}
			if ev.HasPeak {
				fmt.Fprintf(w, " peak=%s", ev.Peak)
			}
			fmt.Fprintln(w)
			continue
		case RegenerateStep:
			rg := s.Regen
			fmt.Fprintf(w, "%sstep %s regenerate %%b%d into %%b%d\n", indent, num, rg.From, rg.Result)
			fmt.Fprintf(w, "%s  if evicted:\n", indent)
			writeSteps(w, rg.Steps, indent+"    ", num+".")
			continue
		case BranchStep:
			br := s.Branch
			fmt.Fprintf(w, "%sstep %s if %s results(%s)\n", indent, num, br.Cond, bufList(br.Results))
			for side, list := range br.Sides() {
				fmt.Fprintf(w, "%s  %s:\n", indent, [2]string{"then", "else"}[side])
				for _, d := range br.Binds[side] {
					fmt.Fprintf(w, "%s    dim %s = %s\n", indent, d.Name, d.Expr)
				}
				writeSteps(w, list, indent+"    ", num+".")
			}
			continue
		}
		fmt.Fprintf(w, " reads(%s) writes(%s)\n", bufList(s.Reads), bufList(s.Writes))
	}
}

// String is WriteText into a string.
func (p *Plan) String() string {
	var b strings.Builder
	p.WriteText(&b)
	return b.String()
}

// elemName is the buffer's kernel type, or its MLIR element type when
// that says more (no kernel type, or an unsigned type stored as signed).
func elemName(b *Buffer) string {
	if e, ok := ir.ElementTypeOf(b.Value.Type()).(*ir.IntegerType); b.Elem == kernel.Invalid || ok && e.Sign == ir.Unsigned {
		return ir.ElementTypeOf(b.Value.Type()).String()
	}
	return b.Elem.String()
}

func exprList(es []*kernel.Expr) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return strings.Join(parts, ", ")
}

func bufList(ids []int) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprintf("%%b%d", id)
	}
	return strings.Join(parts, ", ")
}
