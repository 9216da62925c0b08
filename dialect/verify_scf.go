package dialect

import (
	"github.com/symopt/symopt/ir"
)

// Verifiers of the scf rows, worded as MLIR's SCF.cpp words them.

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1 && it.Sign == ir.Signless
}

func verifyScfIf(op *ir.Operation) error {
	if t := op.Operand(0).Type(); !isI1(t) {
		return errorf("operand #0 must be 1-bit signless integer, but got '%s'", typeString(t))
	}
	if len(op.Regions) != 2 {
		return errorf("requires 2 regions")
	}
	hasElse := op.Regions[1].Entry() != nil
	if op.NumResults() > 0 && !hasElse {
		return errorf("must have an else block if defining values")
	}
	for i, r := range op.Regions {
		b := r.Entry()
		if b == nil {
			continue
		}
		got := yieldTypes(b)
		if !compatibleLists(got, op.ResultTypes()) {
			return errorf("region #%d yields %s, but the op returns %s", i, typeList(got), typeList(op.ResultTypes()))
		}
	}
	return nil
}

func verifyScfFor(op *ir.Operation) error {
	lb := op.Operand(0).Type()
	for i := 1; i < 3; i++ {
		if !ir.TypeEqual(op.Operand(i).Type(), lb) {
			return errorf("failed to verify that all of {lowerBound, upperBound, step} have same type")
		}
	}
	iters := op.Operands()[3:]
	if len(iters) != op.NumResults() {
		return errorf("mismatch in number of loop-carried values and defined values")
	}
	for i, v := range iters {
		if !ir.TypeEqual(v.Type(), op.Result(i).Type()) {
			return errorf("types mismatch between %dth iter operand and defined value", i)
		}
	}
	if len(op.Regions) != 1 || op.Regions[0].Entry() == nil {
		return errorf("requires one region with a body block")
	}
	b := op.Regions[0].Entry()
	if len(b.Args()) != 1+len(iters) {
		return errorf("region control flow edge from parent operands to Region #0: source has %d operands, but target successor needs %d", len(iters), len(b.Args())-1)
	}
	if !ir.TypeEqual(b.Arg(0).Type(), lb) {
		return errorf("expected induction variable to be same type as bounds and step")
	}
	for i, v := range iters {
		if !ir.TypeEqual(b.Arg(i+1).Type(), v.Type()) {
			return errorf("types mismatch between %dth iter region arg and defined value", i)
		}
	}
	return nil
}

func verifyScfWhile(op *ir.Operation) error {
	if len(op.Regions) != 2 || op.Regions[0].Entry() == nil || op.Regions[1].Entry() == nil {
		return errorf("requires a before and an after region")
	}
	before, after := op.Regions[0].Entry(), op.Regions[1].Entry()
	if t := before.Terminator(); t == nil || t.Name != "scf.condition" {
		return errorf("expects the 'before' region to terminate with 'scf.condition'")
	}
	if t := after.Terminator(); t != nil && t.HasTrait(ir.Terminator) && t.Name != "scf.yield" {
		return errorf("expects the 'after' region to terminate with 'scf.yield'")
	}
	if !compatibleLists(argTypes(before), op.OperandTypes()) {
		return errorf("expects the 'before' region arguments %s to match the operands %s", typeList(argTypes(before)), typeList(op.OperandTypes()))
	}
	return nil
}

func verifyScfYield(op *ir.Operation) error {
	if err := verifyTerminatorPlacement(op); err != nil {
		return err
	}
	switch p := op.ParentOp(); {
	case p == nil:
		return nil
	case p.Name == "scf.execute_region" || p.Name == "scf.for" || p.Name == "scf.if" || p.Name == "scf.index_switch" || p.Name == "scf.while":
		return nil
	}
	return errorf("expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'")
}

func verifyScfCondition(op *ir.Operation) error {
	if err := verifyTerminatorPlacement(op); err != nil {
		return err
	}
	if t := op.Operand(0).Type(); !isI1(t) {
		return errorf("operand #0 must be 1-bit signless integer, but got '%s'", typeString(t))
	}
	if p := op.ParentOp(); p != nil && p.Name != "scf.while" {
		return errorf("expects parent op 'scf.while'")
	}
	return nil
}

// yieldTypes is what a block's scf.yield returns; a block whose operand-less
// yield was elided in the text yields nothing.
func yieldTypes(b *ir.Block) []ir.Type {
	if t := b.Terminator(); t != nil && t.Name == "scf.yield" {
		return t.OperandTypes()
	}
	return nil
}
