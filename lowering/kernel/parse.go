package kernel

import (
	"fmt"
	"math"
	"strconv"
)

// Parse reads the text form Print writes and returns the verified kernel.
// Errors carry line:column positions.
func Parse(text string) (*Kernel, error) {
	p := &parser{s: scanner{src: text, line: 1, col: 1}}
	if err := p.advance(); err != nil {
		return nil, err
	}
	k, err := p.kernel()
	if err != nil {
		return nil, err
	}
	if p.tok.kind != 0 {
		return nil, p.errorf("unexpected %q after the kernel", p.tok.text)
	}
	if err := Verify(k); err != nil {
		return nil, err
	}
	return k, nil
}

type parser struct {
	s      scanner
	tok    token
	k      *Kernel
	values map[string]*Inst // names of the region being parsed
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("%d:%d: %s", p.tok.line, p.tok.col, fmt.Sprintf(format, args...))
}

func (p *parser) advance() error {
	t, err := p.s.next()
	p.tok = t
	return err
}

// is reports whether the current token is the word or punctuation s.
func (p *parser) is(s string) bool {
	return (p.tok.kind == 'w' || p.tok.kind == 'p') && p.tok.text == s
}

func (p *parser) expect(s string) error {
	if !p.is(s) {
		return p.errorf("expected %q, found %q", s, p.tok.text)
	}
	return p.advance()
}

// take returns the current token's text if it has the given kind.
func (p *parser) take(kind byte, what string) (string, error) {
	if p.tok.kind != kind {
		return "", p.errorf("expected %s, found %q", what, p.tok.text)
	}
	s := p.tok.text
	return s, p.advance()
}

func (p *parser) word() (string, error) { return p.take('w', "a word") }

func (p *parser) int() (int64, error) {
	s, err := p.take('n', "an integer")
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, p.errorf("bad integer %q", s)
	}
	return v, nil
}

func (p *parser) typ() (Type, error) {
	s, err := p.word()
	if err != nil {
		return Invalid, err
	}
	t, ok := ParseType(s)
	if !ok {
		return Invalid, p.errorf("unknown type %q", s)
	}
	return t, nil
}

// attr parses name=.
func (p *parser) attr(name string) error {
	if err := p.expect(name); err != nil {
		return err
	}
	return p.expect("=")
}

func (p *parser) kernel() (*Kernel, error) {
	if err := p.expect("kernel"); err != nil {
		return nil, err
	}
	name, err := p.take('@', "@name")
	if err != nil {
		return nil, err
	}
	p.k = &Kernel{Name: name, Vector: 1}
	if err := p.params(); err != nil {
		return nil, err
	}
	if err := p.header(); err != nil {
		return nil, err
	}
	if err := p.expect("{"); err != nil {
		return nil, err
	}
	if p.k.Strategy == Loop {
		p.k.Body = &Region{}
		err = p.region(p.k.Body, nil)
	} else {
		err = p.phases()
	}
	if err != nil {
		return nil, err
	}
	return p.k, p.expect("}")
}

func (p *parser) params() error {
	if err := p.expect("("); err != nil {
		return err
	}
	for !p.is(")") {
		if len(p.k.Params) > 0 {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		name, err := p.take('%', "%parameter")
		if err != nil {
			return err
		}
		if err := p.expect(":"); err != nil {
			return err
		}
		kind, err := p.word()
		if err != nil {
			return err
		}
		prm := Param{Name: name, Kind: BufferParam}
		switch kind {
		case "dim":
			prm.Kind, prm.Elem = DimParam, I64
		case "in", "out", "inout", "scratch":
			prm.Access = map[string]Access{"in": Read, "out": Write, "inout": ReadWrite, "scratch": ReadWrite}[kind]
			if prm.Elem, err = p.typ(); err != nil {
				return err
			}
			if kind == "scratch" {
				if err := p.expect("["); err != nil {
					return err
				}
				if prm.Scratch, err = p.expr(); err != nil {
					return err
				}
				if err := p.expect("]"); err != nil {
					return err
				}
				if name == "scratch_counter" {
					p.k.Counter = len(p.k.Params)
				} else {
					p.k.Partials = append(p.k.Partials, len(p.k.Params))
				}
			}
		default:
			return p.errorf("unknown parameter kind %q", kind)
		}
		p.k.Params = append(p.k.Params, prm)
	}
	return p.advance()
}

// header parses the strategy line; the printed grid is derived, so it is
// checked against Kernel.Grid rather than stored.
func (p *parser) header() error {
	k := p.k
	s, err := p.word()
	if err != nil {
		return err
	}
	intAttr := func(name string) (int64, error) {
		if err := p.attr(name); err != nil {
			return 0, err
		}
		return p.int()
	}
	exprAttr := func(name string) (*Expr, error) {
		if err := p.attr(name); err != nil {
			return nil, err
		}
		return p.expr()
	}
	var block int64
	switch s {
	case "loop":
		k.Strategy = Loop
		if k.Count, err = exprAttr("count"); err != nil {
			return err
		}
		if block, err = intAttr("block"); err != nil {
			return err
		}
		v, err := intAttr("vector")
		if err != nil {
			return err
		}
		k.Vector = int(v)
		if p.is("gridcap") {
			if k.GridCap, err = intAttr("gridcap"); err != nil {
				return err
			}
		}
	case "row_reduce", "col_reduce":
		k.Strategy = ColReduce
		if s == "row_reduce" {
			k.Strategy = RowReduce
			if err := p.expect("("); err != nil {
				return err
			}
			m, err := p.word()
			if err != nil {
				return err
			}
			if m != "warp" && m != "block" {
				return p.errorf("unknown row mode %q", m)
			}
			k.RowMode = map[string]RowMode{"warp": Warp, "block": Block}[m]
			if err := p.expect(")"); err != nil {
				return err
			}
		}
		if k.Rows, err = exprAttr("rows"); err != nil {
			return err
		}
		if k.Cols, err = exprAttr("cols"); err != nil {
			return err
		}
		if block, err = intAttr("block"); err != nil {
			return err
		}
		if p.is("split") {
			if k.Split, err = exprAttr("split"); err != nil {
				return err
			}
		}
	case "row_sort", "row_fold":
		k.Strategy = RowSort
		if s == "row_fold" {
			k.Strategy = RowFold
		}
		if k.Rows, err = exprAttr("rows"); err != nil {
			return err
		}
		if k.Cols, err = exprAttr("cols"); err != nil {
			return err
		}
		if block, err = intAttr("block"); err != nil {
			return err
		}
	default:
		return p.errorf("unknown strategy %q", s)
	}
	if block > 1024 || block < 0 {
		return p.errorf("block of %d threads", block)
	}
	k.Block = int(block)
	pos := p.tok
	grid, err := exprAttr("grid")
	if err != nil {
		return err
	}
	if grid.String() != k.Grid().String() {
		return fmt.Errorf("%d:%d: grid %s does not match the strategy's %s", pos.line, pos.col, grid, k.Grid())
	}
	return nil
}

func (p *parser) expr() (*Expr, error) {
	switch {
	case p.tok.kind == 'n':
		v, err := p.int()
		return Const(v), err
	case p.is("("):
		if err := p.advance(); err != nil {
			return nil, err
		}
		x, err := p.expr()
		if err != nil {
			return nil, err
		}
		ops := map[string]ExprOp{"+": ExprAdd, "*": ExprMul, "/": ExprDiv}
		op, ok := ops[p.tok.text]
		if !ok || p.tok.kind != 'p' {
			return nil, p.errorf("expected +, * or /, found %q", p.tok.text)
		}
		if err := p.advance(); err != nil {
			return nil, err
		}
		y, err := p.expr()
		if err != nil {
			return nil, err
		}
		return &Expr{Op: op, X: x, Y: y}, p.expect(")")
	case p.is("ceildiv") || p.is("max") || p.is("min"):
		op := map[string]ExprOp{"ceildiv": ExprCeilDiv, "max": ExprMax, "min": ExprMin}[p.tok.text]
		if err := p.advance(); err != nil {
			return nil, err
		}
		if err := p.expect("("); err != nil {
			return nil, err
		}
		x, err := p.expr()
		if err != nil {
			return nil, err
		}
		if err := p.expect(","); err != nil {
			return nil, err
		}
		y, err := p.expr()
		if err != nil {
			return nil, err
		}
		return &Expr{Op: op, X: x, Y: y}, p.expect(")")
	case p.tok.kind == 'w':
		name := p.tok.text
		return DimRef(name), p.advance()
	}
	return nil, p.errorf("expected an expression, found %q", p.tok.text)
}

func (p *parser) phases() error {
	for p.is("reduce") || p.is("map") || p.is("compare") || p.is("init") || p.is("fold") {
		ph := &Phase{Kind: PhaseMap, Body: &Region{}}
		if kind, ok := map[string]PhaseKind{"compare": PhaseCompare, "init": PhaseInit, "fold": PhaseFold}[p.tok.text]; ok {
			ph.Kind = kind
			if err := p.advance(); err != nil {
				return err
			}
		} else if p.tok.text == "reduce" {
			ph.Kind = PhaseReduce
			if err := p.advance(); err != nil {
				return err
			}
			c, err := p.word()
			if err != nil {
				return err
			}
			found := false
			for j, n := range combNames {
				if n == c {
					ph.Combine, found = Combiner(j), true
				}
			}
			if !found {
				return p.errorf("unknown combiner %q", c)
			}
		} else if err := p.advance(); err != nil {
			return err
		}
		if err := p.expect("{"); err != nil {
			return err
		}
		p.k.Phases = append(p.k.Phases, ph)
		if err := p.region(ph.Body, ph); err != nil {
			return err
		}
		if err := p.expect("}"); err != nil {
			return err
		}
	}
	if p.is("epilogue") {
		if err := p.advance(); err != nil {
			return err
		}
		if err := p.expect("{"); err != nil {
			return err
		}
		p.k.Epilogue = &Region{}
		if err := p.region(p.k.Epilogue, nil); err != nil {
			return err
		}
		return p.expect("}")
	}
	return nil
}

// region parses instructions up to the closing brace (not consumed); in a
// reduce phase it ends with yield.
func (p *parser) region(r *Region, ph *Phase) error {
	p.values = map[string]*Inst{}
	for !p.is("}") && p.tok.kind != 0 {
		if p.is("yield") && ph != nil && ph.Kind != PhaseMap {
			if err := p.advance(); err != nil {
				return err
			}
			v, err := p.value()
			if err != nil {
				return err
			}
			if ph.Kind != PhaseInit && ph.Kind != PhaseFold {
				ph.Value = v
				continue
			}
			ph.Values = append(ph.Values, v)
			for p.is(",") {
				if err := p.advance(); err != nil {
					return err
				}
				if v, err = p.value(); err != nil {
					return err
				}
				ph.Values = append(ph.Values, v)
			}
			continue
		}
		in, name, err := p.inst()
		if err != nil {
			return err
		}
		r.Insts = append(r.Insts, in)
		if name != "" {
			p.values[name] = in
		}
	}
	return nil
}

// value parses a reference to an earlier value of the region.
func (p *parser) value() (*Inst, error) {
	if p.tok.kind != '%' {
		return nil, p.errorf("expected a %%value, found %q", p.tok.text)
	}
	in, ok := p.values[p.tok.text]
	if !ok {
		return nil, p.errorf("undefined value %%%s", p.tok.text)
	}
	return in, p.advance()
}

func (p *parser) param() (int, error) {
	if p.tok.kind != '%' {
		return 0, p.errorf("expected a %%parameter, found %q", p.tok.text)
	}
	i := p.k.ParamIndex(p.tok.text)
	if i < 0 {
		return 0, p.errorf("unknown parameter %%%s", p.tok.text)
	}
	return i, p.advance()
}

// colonType parses ": type".
func (p *parser) colonType() (Type, error) {
	if err := p.expect(":"); err != nil {
		return Invalid, err
	}
	return p.typ()
}

func (p *parser) inst() (*Inst, string, error) {
	atomic, isAtomic := atomicByName(p.tok.text)
	isAtomic = isAtomic && p.is(p.tok.text)
	if p.is("store") || p.is("store_if") || isAtomic {
		in := &Inst{Op: OpStore}
		if isAtomic {
			in.Op = atomic
		} else if p.is("store_if") {
			in.Op = OpStoreIf
		}
		if err := p.advance(); err != nil {
			return nil, "", err
		}
		var err error
		if in.Param, err = p.param(); err != nil {
			return nil, "", err
		}
		off, v, err := p.indexThenValue()
		in.Args = []*Inst{off, v}
		if err == nil && in.Op == OpStoreIf {
			var c []*Inst
			if err = p.expect(","); err == nil {
				c, err = p.valueList(1)
				in.Args = append(in.Args, c...)
			}
		}
		return in, "", err
	}
	name, err := p.take('%', "an instruction")
	if err != nil {
		return nil, "", err
	}
	if _, dup := p.values[name]; dup {
		return nil, "", p.errorf("value %%%s defined twice", name)
	}
	if err := p.expect("="); err != nil {
		return nil, "", err
	}
	opPos := p.tok
	opName, err := p.word()
	if err != nil {
		return nil, "", err
	}
	op, ok := opByName(opName)
	if !ok {
		return nil, "", fmt.Errorf("%d:%d: unknown instruction %q", opPos.line, opPos.col, opName)
	}
	in := &Inst{Op: op}
	err = p.operands(in)
	return in, name, err
}

// indexThenValue parses "[%off], %v".
func (p *parser) indexThenValue() (*Inst, *Inst, error) {
	if err := p.expect("["); err != nil {
		return nil, nil, err
	}
	off, err := p.value()
	if err != nil {
		return nil, nil, err
	}
	if err := p.expect("]"); err != nil {
		return nil, nil, err
	}
	if err := p.expect(","); err != nil {
		return nil, nil, err
	}
	v, err := p.value()
	return off, v, err
}

// valueList parses n comma-separated value references.
func (p *parser) valueList(n int) ([]*Inst, error) {
	var out []*Inst
	for i := 0; i < n; i++ {
		if i > 0 {
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (p *parser) operands(in *Inst) error {
	var err error
	switch in.Op {
	case OpConst:
		s := p.tok.text
		if p.tok.kind != 'n' && p.tok.kind != 'w' {
			return p.errorf("expected a constant, found %q", s)
		}
		if err := p.advance(); err != nil {
			return err
		}
		if in.Type, err = p.colonType(); err != nil {
			return err
		}
		if in.Type.IsFloat() {
			in.F, err = parseFloat(s)
		} else {
			in.I, err = strconv.ParseInt(s, 10, 64)
		}
		if err != nil {
			return p.errorf("bad %s constant %q", in.Type, s)
		}
		return nil
	case OpDim:
		in.Type = I64
		in.Param, err = p.param()
		return err
	case OpIndex:
		in.Type = I64
		w, err := p.word()
		if err != nil {
			return err
		}
		for i, n := range indexNames {
			if n == w {
				in.Index = IndexKind(i)
				return nil
			}
		}
		return p.errorf("unknown index %q", w)
	case OpReduced:
		v, err := p.int()
		if err != nil {
			return err
		}
		in.Phase = int(v)
		in.Type, err = p.colonType()
		return err
	case OpLoad:
		if in.Param, err = p.param(); err != nil {
			return err
		}
		if err := p.expect("["); err != nil {
			return err
		}
		off, err := p.value()
		if err != nil {
			return err
		}
		in.Args = []*Inst{off}
		if err := p.expect("]"); err != nil {
			return err
		}
		in.Type, err = p.colonType()
		return err
	case OpCmp:
		w, err := p.word()
		if err != nil {
			return err
		}
		found := false
		for i, n := range predNames {
			if n == w {
				in.Pred, found = Pred(i), true
			}
		}
		if !found {
			return p.errorf("unknown predicate %q", w)
		}
		if in.Args, err = p.valueList(2); err != nil {
			return err
		}
		in.Type = I1
		_, err = p.colonType()
		return err
	case OpConvert:
		if in.Args, err = p.valueList(1); err != nil {
			return err
		}
		if _, err := p.colonType(); err != nil {
			return err
		}
		if err := p.expect("->"); err != nil {
			return err
		}
		in.Type, err = p.typ()
		return err
	case OpSelect:
		in.Args, err = p.valueList(3)
	case OpStore, OpStoreIf, OpAtomicAdd, OpAtomicMax, OpAtomicMin, OpAtomicMul:
		return p.errorf("%s has no result", in.Op)
	default:
		n := 1
		if in.Op.IsBinary() {
			n = 2
		}
		in.Args, err = p.valueList(n)
	}
	if err != nil {
		return err
	}
	in.Type, err = p.colonType()
	return err
}

func parseFloat(s string) (float64, error) {
	switch s {
	case "nan":
		return math.NaN(), nil
	case "inf":
		return math.Inf(1), nil
	case "-inf":
		return math.Inf(-1), nil
	}
	return strconv.ParseFloat(s, 64)
}
