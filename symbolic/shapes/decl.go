package shapes

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// readDeclarations reads the symopt.dim and symopt.constraint ops at the
// top level of module as facts. Symbols are created in declaration order,
// so a module written by Annotate is read back with the same numbering.
func (a *analyzer) readDeclarations(module *ir.Operation) {
	var constraints []*ir.Operation
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				switch op.Name {
				case "symopt.dim":
					a.readDim(op)
				case "symopt.constraint":
					constraints = append(constraints, op)
				}
			}
		}
	}
	for _, op := range constraints {
		a.readConstraint(op)
	}
}

func declProv(op *ir.Operation) string {
	if s, ok := op.Attr("from").(*ir.StringAttr); ok && s.Value != "" {
		return s.Value
	}
	return provenance(op)
}

func (a *analyzer) readDim(op *ir.Operation) {
	a.cur, a.curProv, a.curFailed = op, declProv(op), false
	defer func() { a.cur, a.curProv = nil, "" }()
	name := dialect.SymbolName(op)
	if name == "" {
		return
	}
	s := a.nameSym(name)
	get := func(n string) (int64, bool) {
		if v, ok := op.Attr(n).(*ir.IntegerAttr); ok && v.Big == nil {
			return v.Value, true
		}
		return 0, false
	}
	lo, hasLo := get(dialect.DimLower)
	hi, hasHi := get(dialect.DimUpper)
	if hasLo || hasHi {
		if !hasLo {
			lo = 1
		}
		if !hasHi {
			hi = symbolic.NoUpper
		}
		a.report(a.store.AddRange(s, lo, hi, a.prov()))
	}
	if d, ok := get(dialect.DimDivisor); ok {
		a.report(a.store.AddDivisible(s, d, a.prov()))
	}
	if l, ok := get(dialect.DimLikely); ok {
		a.report(a.store.SetLikely(s, l, a.prov()))
	}
}

func (a *analyzer) readConstraint(op *ir.Operation) {
	a.cur, a.curProv, a.curFailed = op, declProv(op), false
	defer func() { a.cur, a.curProv = nil, "" }()
	text, _ := op.Attr("fact").(*ir.StringAttr)
	if text == nil {
		return
	}
	f, err := symbolic.ParseFact(text.Value)
	if err != nil {
		a.reportf("cannot read constraint %q: %v", text.Value, err)
		return
	}
	if f.Prov == "" {
		f.Prov = a.curProv
	}
	rename := func(s symbolic.Sym) symbolic.Sym { return a.nameSym(s.String()) }
	sub := func(e symbolic.Expr) (symbolic.Expr, error) {
		return symbolic.SubstituteFunc(e, func(s symbolic.Sym) (symbolic.Expr, bool) {
			return symbolic.Var(rename(s)), true
		})
	}
	switch f.Kind {
	case symbolic.FactSymbols:
		return
	case symbolic.FactEq:
		if f.Lhs, err = sub(f.Lhs); err == nil {
			f.Rhs, err = sub(f.Rhs)
		}
	default:
		f.Sym = rename(f.Sym)
		if f.Kind == symbolic.FactDefine {
			f.Rhs, err = sub(f.Rhs)
		}
	}
	if err != nil {
		a.report(err)
		return
	}
	a.facts++
	a.report(a.store.Add(f))
}

// reportf records a contradiction found without the store (two different
// static sizes) at the current op.
func (a *analyzer) reportf(format string, args ...any) {
	a.report(&symbolic.ContradictionError{Msg: fmt.Sprintf(format, args...)})
}
