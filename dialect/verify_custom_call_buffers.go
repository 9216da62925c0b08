package dialect

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Buffers (memrefs) in custom_call, as StableHLO checks them: CreateBuffer
// makes one from nothing, Pin turns a tensor into one, Unpin a buffer back
// into a tensor; any other target must alias every buffer it returns to an
// operand buffer, each at most once.

func isBuffer(t ir.Type) bool {
	_, ok := t.(*ir.MemRefType)
	return ok
}

func indexList(idx []int64) string {
	parts := make([]string, len(idx))
	for i, v := range idx {
		parts[i] = fmt.Sprint(v)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// verifyCustomCallBuffers runs after the alias shapes are checked.
func verifyCustomCallBuffers(op *ir.Operation) error {
	switch CustomCallTarget(op) {
	case "CreateBuffer":
		if op.NumOperands() != 0 {
			return errorf("CreateBuffer custom_call shouldn't have any inputs")
		}
		return nil
	case "Pin":
		if op.NumResults() != 1 || !isBuffer(op.Result(0).Type()) {
			return errorf("Pin custom_call should have a memref output")
		}
		return nil
	case "Unpin":
		if op.NumOperands() != 1 || op.NumResults() != 1 || !sameShapeAndElem(op.Operand(0).Type(), op.Result(0).Type()) {
			return errorf("Unpin custom_call should have compatible input and output types")
		}
		return nil
	}
	aliases, err := OutputOperandAliases(op)
	if err != nil {
		return err
	}
	output := customCallOutput(op)
	operandsUsed, outputsUsed := map[string]bool{}, map[string]bool{}
	for _, a := range aliases {
		operandPart, ok1 := followTuple(op.Operand(int(a.OperandIndex)).Type(), a.OperandTupleIndices)
		outputPart, ok2 := followTuple(output, a.OutputTupleIndices)
		if !ok1 || !ok2 {
			continue
		}
		if isBuffer(operandPart) {
			key := fmt.Sprintf("%d%s", a.OperandIndex, indexList(a.OperandTupleIndices))
			if operandsUsed[key] {
				return errorf("buffer operand %s is used in output_operand_alias more than once", key)
			}
			operandsUsed[key] = true
		}
		if isBuffer(outputPart) {
			key := indexList(a.OutputTupleIndices)
			if outputsUsed[key] {
				return errorf("buffer output %s is used in output_operand_alias more than once", key)
			}
			outputsUsed[key] = true
		}
	}
	var missing string
	walkLeaves(output, nil, func(path []int64, t ir.Type) {
		if missing == "" && isBuffer(t) && !outputsUsed[indexList(path)] {
			missing = indexList(path)
		}
	})
	if missing != "" {
		return errorf("buffer output %s is not used in output_operand_alias", missing)
	}
	return nil
}

// customCallOutput is the result type, several results read as a tuple.
func customCallOutput(op *ir.Operation) ir.Type {
	if op.NumResults() == 1 {
		return op.Result(0).Type()
	}
	return &ir.TupleType{Types: op.ResultTypes()}
}

// walkLeaves calls f on every non-tuple type inside t with its index path.
func walkLeaves(t ir.Type, path []int64, f func([]int64, ir.Type)) {
	tt, ok := t.(*ir.TupleType)
	if !ok {
		f(path, t)
		return
	}
	for i, e := range tt.Types {
		walkLeaves(e, append(append([]int64{}, path...), int64(i)), f)
	}
}

// sameShapeAndElem compares a memref and a tensor (or any two shaped
// types) by shape and element type.
func sameShapeAndElem(a, b ir.Type) bool {
	da, ok1 := dimsOf(a)
	db, ok2 := dimsOf(b)
	return ok1 && ok2 && compatibleShapes(da, db) && ir.TypeEqual(elemOf(a), elemOf(b))
}

// ifResultsPre is the result constraint of if and case: tensors, tokens
// or tuples of them, never buffers.
func ifResultsPre(op *ir.Operation) error {
	for i, r := range op.Results() {
		bad := false
		walkLeaves(r.Type(), nil, func(_ []int64, t ir.Type) { bad = bad || isBuffer(t) })
		if bad {
			return errorf("result #%d must be variadic of ranked tensor of any type values or token or nested tuple with any combination of ranked tensor of any type values or token values, but got '%s'", i, typeString(r.Type()))
		}
	}
	return nil
}
