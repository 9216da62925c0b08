package dialect

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// opError is a verifier failure of one op: one or more messages written
// without the `'name' op ` prefix, which Verify adds as MLIR's emitOpError
// does. raw messages are emitted without the prefix (MLIR's emitError).
type opError struct {
	msgs []string
	raw  bool
}

func (e *opError) Error() string { return strings.Join(e.msgs, "; ") }

// errorf makes an op verifier failure.
func errorf(format string, args ...any) error {
	return &opError{msgs: []string{fmt.Sprintf(format, args...)}}
}

// Verify checks op and everything nested in it: each registered op's own
// rules (operand and result counts, attributes, inferred result types, the
// op's verifier), then dominance of operands within blocks. Like MLIR it
// stops at the first failing op inside one isolated-from-above op (a
// function) but checks every function. Errors come back as a diag.List
// positioned at each op's file location, with messages spelled as MLIR's
// (`'stablehlo.add' op requires compatible types ...`).
func Verify(op *ir.Operation) error {
	var list diag.List
	verifyIsolated(op, &list)
	if len(list) == 0 {
		verifyDominance(op, &list)
	}
	if len(list) == 0 {
		return nil
	}
	return list
}

// verifyIsolated verifies ops under root (root included) until the first
// failure; nested isolated ops are verified independently.
func verifyIsolated(root *ir.Operation, list *diag.List) {
	var isolated []*ir.Operation
	failed := false
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if failed {
			return
		}
		if op != root && isIsolated(op) {
			isolated = append(isolated, op)
			return
		}
		if err := verifyOne(op); err != nil {
			report(op, err, list)
			failed = true
			return
		}
		if d := verifySymbolTable(op); d != nil {
			*list = append(*list, d)
			failed = true
			return
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, o := range b.Ops {
					visit(o)
				}
			}
		}
	}
	visit(root)
	for _, op := range isolated {
		verifyIsolated(op, list)
	}
}

func isIsolated(op *ir.Operation) bool {
	return op.HasTrait(ir.IsolatedFromAbove)
}

// verifyOne runs the op's registered verifier and the structural checks
// every op gets (a terminator ends each block of a region that needs one).
func verifyOne(op *ir.Operation) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errorf("verifier failed unexpectedly: %v", r)
		}
	}()
	if err := verifySizes(op); err != nil {
		return err
	}
	if op.Info != nil && op.Info.Verify != nil {
		if err := op.Info.Verify(op); err != nil {
			return err
		}
	}
	return nil
}

// Pos converts an op's location to a diagnostic position.
func Pos(op *ir.Operation) diag.Pos {
	if p, ok := ir.FileLineCol(op.Loc); ok {
		return diag.Pos{File: p.File, Line: p.Line, Col: p.Col}
	}
	return diag.Pos{}
}

func report(op *ir.Operation, err error, list *diag.List) {
	pos := Pos(op)
	if oe, ok := err.(*opError); ok {
		for _, m := range oe.msgs {
			if !oe.raw {
				m = "'" + op.Name + "' op " + m
			}
			*list = append(*list, withCurrentOp(diag.Errorf(pos, "%s", m), op))
		}
		return
	}
	if d, ok := err.(*diag.Diagnostic); ok {
		*list = append(*list, d)
		return
	}
	*list = append(*list, withCurrentOp(diag.Errorf(pos, "'%s' op %s", op.Name, err.Error()), op))
}

// withCurrentOp attaches the note MLIR adds to an error emitted on an op:
// `see current operation: ` and the op in the generic form, on lines of
// its own when it spans several.
func withCurrentOp(d *diag.Diagnostic, op *ir.Operation) *diag.Diagnostic {
	text := ir.OpText(op)
	if strings.Contains(text, "\n") {
		text = "\n" + text
	}
	d.Notes = append(d.Notes, &diag.Diagnostic{Pos: d.Pos, Severity: diag.Note, Msg: "see current operation: " + text})
	return d
}

// verifyDominance reports operands used before their definition in the
// same block (or in a region of an op that comes before the definition).
// Graph regions (the body of builtin.module) are exempt; across blocks of
// one region no order is checked.
func verifyDominance(root *ir.Operation, list *diag.List) {
	// Position of every op in its block, computed once: looking positions
	// up by scanning the block made the check quadratic in block size.
	pos := map[*ir.Operation]int{}
	root.Walk(func(op *ir.Operation) bool {
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for i, o := range b.Ops {
					pos[o] = i
				}
			}
		}
		return true
	})
	root.Walk(func(op *ir.Operation) bool {
		for i, v := range op.Operands() {
			if v == nil || !dominates(v, op, pos) {
				d := withCurrentOp(diag.Errorf(Pos(op), "operand #%d does not dominate this use", i), op)
				if v == nil {
					*list = append(*list, d)
					return false
				}
				if def := v.DefiningOp(); def != nil && def.Block() == op.Block() {
					d.Notes = append(d.Notes, &diag.Diagnostic{Pos: Pos(def), Severity: diag.Note, Msg: "operand defined here (op in the same block)"})
				}
				*list = append(*list, d)
				return false
			}
		}
		return true
	})
}

func dominates(v *ir.Value, user *ir.Operation, pos map[*ir.Operation]int) bool {
	def := v.DefiningOp()
	var defBlock *ir.Block
	if def == nil {
		defBlock = v.OwnerBlock()
	} else {
		defBlock = def.Block()
	}
	if defBlock == nil {
		return true // detached definitions are a builder's business
	}
	// Find the ancestor of user that sits in defBlock's region.
	for anc := user; anc != nil; anc = anc.ParentOp() {
		b := anc.Block()
		if b == nil {
			return true
		}
		if b.Region() != defBlock.Region() {
			continue
		}
		if b != defBlock {
			return true // other block of the same region: CFG order not checked
		}
		if def == nil {
			return true
		}
		if p := b.ParentOp(); p != nil && p.Short() == "module" {
			return true // graph region
		}
		if anc == def {
			return false
		}
		return pos[def] < pos[anc]
	}
	return def == nil
}
