package nvptx

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// inst appends in as its LLString prints it: the kinds the emitter builds
// here, when they carry no metadata and no flags; the rest through llir.
func (p *funcPrinter) inst(in ir.Instruction) {
	if !p.plainInst(in) {
		p.b = append(p.b, in.LLString()...)
	}
}

// plainInst appends in and reports true, or appends nothing and reports
// false when llir must print it.
func (p *funcPrinter) plainInst(in ir.Instruction) bool {
	switch in := in.(type) {
	case *ir.InstAdd:
		return len(in.OverflowFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "add", in.X, in.Y)
	case *ir.InstSub:
		return len(in.OverflowFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "sub", in.X, in.Y)
	case *ir.InstMul:
		return len(in.OverflowFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "mul", in.X, in.Y)
	case *ir.InstShl:
		return len(in.OverflowFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "shl", in.X, in.Y)
	case *ir.InstSDiv:
		return !in.Exact && len(in.Metadata) == 0 && p.bin(in, "sdiv", in.X, in.Y)
	case *ir.InstUDiv:
		return !in.Exact && len(in.Metadata) == 0 && p.bin(in, "udiv", in.X, in.Y)
	case *ir.InstLShr:
		return !in.Exact && len(in.Metadata) == 0 && p.bin(in, "lshr", in.X, in.Y)
	case *ir.InstAShr:
		return !in.Exact && len(in.Metadata) == 0 && p.bin(in, "ashr", in.X, in.Y)
	case *ir.InstSRem:
		return len(in.Metadata) == 0 && p.bin(in, "srem", in.X, in.Y)
	case *ir.InstURem:
		return len(in.Metadata) == 0 && p.bin(in, "urem", in.X, in.Y)
	case *ir.InstAnd:
		return len(in.Metadata) == 0 && p.bin(in, "and", in.X, in.Y)
	case *ir.InstOr:
		return len(in.Metadata) == 0 && p.bin(in, "or", in.X, in.Y)
	case *ir.InstXor:
		return len(in.Metadata) == 0 && p.bin(in, "xor", in.X, in.Y)
	case *ir.InstFAdd:
		return len(in.FastMathFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "fadd", in.X, in.Y)
	case *ir.InstFSub:
		return len(in.FastMathFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "fsub", in.X, in.Y)
	case *ir.InstFMul:
		return len(in.FastMathFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "fmul", in.X, in.Y)
	case *ir.InstFDiv:
		return len(in.FastMathFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "fdiv", in.X, in.Y)
	case *ir.InstFRem:
		return len(in.FastMathFlags) == 0 && len(in.Metadata) == 0 && p.bin(in, "frem", in.X, in.Y)
	case *ir.InstFNeg:
		if len(in.FastMathFlags) > 0 || len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "fneg ")
		p.val(in.X)
	case *ir.InstICmp:
		if len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "icmp ")
		p.b = append(p.b, in.Pred.String()...)
		p.b = append(p.b, ' ')
		p.val(in.X)
		p.b = append(p.b, ", "...)
		p.id(in.Y)
	case *ir.InstFCmp:
		if len(in.FastMathFlags) > 0 || len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "fcmp ")
		p.b = append(p.b, in.Pred.String()...)
		p.b = append(p.b, ' ')
		p.val(in.X)
		p.b = append(p.b, ", "...)
		p.id(in.Y)
	case *ir.InstSelect:
		if len(in.FastMathFlags) > 0 || len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "select ")
		p.val(in.Cond)
		p.b = append(p.b, ", "...)
		p.val(in.ValueTrue)
		p.b = append(p.b, ", "...)
		p.val(in.ValueFalse)
	case *ir.InstPhi:
		if len(in.FastMathFlags) > 0 || len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "phi ")
		p.typ(in.Typ)
		p.b = append(p.b, ' ')
		for i, inc := range in.Incs {
			if i != 0 {
				p.b = append(p.b, ", "...)
			}
			p.b = append(p.b, "[ "...)
			p.id(inc.X)
			p.b = append(p.b, ", "...)
			p.id(inc.Pred)
			p.b = append(p.b, " ]"...)
		}
	case *ir.InstCall:
		return p.call(in)
	default:
		return p.plainMemInst(in)
	}
	return true
}

// plainMemInst is plainInst for conversions and memory and vector
// instructions.
func (p *funcPrinter) plainMemInst(in ir.Instruction) bool {
	switch in := in.(type) {
	case *ir.InstTrunc:
		return len(in.Metadata) == 0 && p.cast(in, "trunc", in.From, in)
	case *ir.InstZExt:
		return len(in.Metadata) == 0 && p.cast(in, "zext", in.From, in)
	case *ir.InstSExt:
		return len(in.Metadata) == 0 && p.cast(in, "sext", in.From, in)
	case *ir.InstFPTrunc:
		return len(in.Metadata) == 0 && p.cast(in, "fptrunc", in.From, in)
	case *ir.InstFPExt:
		return len(in.Metadata) == 0 && p.cast(in, "fpext", in.From, in)
	case *ir.InstSIToFP:
		return len(in.Metadata) == 0 && p.cast(in, "sitofp", in.From, in)
	case *ir.InstUIToFP:
		return len(in.Metadata) == 0 && p.cast(in, "uitofp", in.From, in)
	case *ir.InstFPToSI:
		return len(in.Metadata) == 0 && p.cast(in, "fptosi", in.From, in)
	case *ir.InstFPToUI:
		return len(in.Metadata) == 0 && p.cast(in, "fptoui", in.From, in)
	case *ir.InstBitCast:
		return len(in.Metadata) == 0 && p.cast(in, "bitcast", in.From, in)
	case *ir.InstLoad:
		if in.Atomic || len(in.SyncScope) > 0 || in.Ordering != enum.AtomicOrderingNone || len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "load")
		if in.Volatile {
			p.b = append(p.b, " volatile"...)
		}
		p.b = append(p.b, ' ')
		p.typ(in.ElemType)
		p.b = append(p.b, ", "...)
		p.val(in.Src)
		p.align(in.Align)
	case *ir.InstStore:
		if in.Atomic || len(in.SyncScope) > 0 || in.Ordering != enum.AtomicOrderingNone || len(in.Metadata) > 0 {
			return false
		}
		p.b = append(p.b, "store"...)
		if in.Volatile {
			p.b = append(p.b, " volatile"...)
		}
		p.b = append(p.b, ' ')
		p.val(in.Src)
		p.b = append(p.b, ", "...)
		p.val(in.Dst)
		p.align(in.Align)
	case *ir.InstGetElementPtr:
		if len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "getelementptr")
		if in.InBounds {
			p.b = append(p.b, " inbounds"...)
		}
		p.b = append(p.b, ' ')
		p.typ(in.ElemType)
		p.b = append(p.b, ", "...)
		p.val(in.Src)
		for _, index := range in.Indices {
			p.b = append(p.b, ", "...)
			p.val(index)
		}
	case *ir.InstExtractElement:
		if len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "extractelement ")
		p.val(in.X)
		p.b = append(p.b, ", "...)
		p.val(in.Index)
	case *ir.InstInsertElement:
		if len(in.Metadata) > 0 {
			return false
		}
		p.def(in, "insertelement ")
		p.val(in.X)
		p.b = append(p.b, ", "...)
		p.val(in.Elem)
		p.b = append(p.b, ", "...)
		p.val(in.Index)
	default:
		return false
	}
	return true
}

// bin appends "%N = name X, Y" and reports true.
func (p *funcPrinter) bin(v value.Value, name string, x, y value.Value) bool {
	p.binary(v, name, x, y)
	return true
}

// cast appends "%N = name X to T" (T the type of v) and reports true.
func (p *funcPrinter) cast(v value.Value, name string, x value.Value, to value.Value) bool {
	p.conv(v, name, x, to.Type())
	return true
}

// call appends a plain call (no tail marker, attributes, bundles or
// metadata, arguments without attributes) and reports true, or reports
// false.
func (p *funcPrinter) call(in *ir.InstCall) bool {
	if in.Tail != enum.TailNone || len(in.FastMathFlags) > 0 || in.CallingConv != enum.CallingConvNone ||
		len(in.ReturnAttrs) > 0 || in.AddrSpace != 0 || in.Sig().Variadic || len(in.FuncAttrs) > 0 ||
		len(in.OperandBundles) > 0 || len(in.Metadata) > 0 {
		return false
	}
	for _, a := range in.Args {
		if _, ok := a.(*ir.Arg); ok {
			return false
		}
	}
	t := in.Type()
	if !t.Equal(types.Void) {
		p.id(in)
		p.b = append(p.b, " = "...)
	}
	p.b = append(p.b, "call "...)
	p.typ(t)
	p.b = append(p.b, ' ')
	p.id(in.Callee)
	p.b = append(p.b, '(')
	for i, a := range in.Args {
		if i != 0 {
			p.b = append(p.b, ", "...)
		}
		p.val(a)
	}
	p.b = append(p.b, ')')
	return true
}

// term appends a terminator as its LLString prints it.
func (p *funcPrinter) term(t ir.Terminator) {
	switch t := t.(type) {
	case *ir.TermRet:
		if len(t.Metadata) == 0 {
			if t.X == nil {
				p.b = append(p.b, "ret void"...)
			} else {
				p.b = append(p.b, "ret "...)
				p.val(t.X)
			}
			return
		}
	case *ir.TermBr:
		if len(t.Metadata) == 0 {
			p.b = append(p.b, "br "...)
			p.val(t.Target)
			return
		}
	case *ir.TermCondBr:
		if len(t.Metadata) == 0 {
			p.b = append(p.b, "br "...)
			p.val(t.Cond)
			p.b = append(p.b, ", "...)
			p.val(t.TargetTrue)
			p.b = append(p.b, ", "...)
			p.val(t.TargetFalse)
			return
		}
	}
	p.b = append(p.b, t.LLString()...)
}
