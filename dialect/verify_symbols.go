package dialect

import (
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// verifySymbolTable reports a symbol defined twice directly inside a
// symbol table op (two func.func @main in one module), as MLIR does:
// `redefinition of symbol named 'main'` at the second definition with a
// note at the first.
func verifySymbolTable(op *ir.Operation) *diag.Diagnostic {
	if !op.HasTrait(ir.SymbolTable) {
		return nil
	}
	seen := map[string]*ir.Operation{}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				name := SymbolName(o)
				if name == "" {
					continue
				}
				first, dup := seen[name]
				if !dup {
					seen[name] = o
					continue
				}
				d := withCurrentOp(diag.Errorf(Pos(o), "redefinition of symbol named '%s'", name), o)
				d.Notes = append(d.Notes, &diag.Diagnostic{Pos: Pos(first), Severity: diag.Note, Msg: "see existing symbol definition here"})
				return d
			}
		}
	}
	return nil
}
