package dialect

import (
	"github.com/symopt/symopt/ir"
)

func layoutList(op *ir.Operation, name string) ([]ir.Attribute, bool) {
	a, ok := op.Attr(name).(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	return a.Elems, true
}

func flatTypes(ts []ir.Type) ([]ir.Type, bool) {
	for _, t := range ts {
		if _, ok := t.(*ir.TupleType); ok {
			return nil, true
		}
	}
	return ts, false
}

func checkLayout(kind string, i int, t ir.Type, l ir.Attribute) error {
	v, ok := I64s(l)
	if !ok {
		return nil
	}
	d, ranked := dimsOf(t)
	if !ranked {
		if len(v) != 0 {
			return errorf("Only tensor types can have non-empty layout: %s #%d of type '%s' has layout %s", kind, i, typeString(t), l.String())
		}
		return nil
	}
	seen := make([]bool, len(d))
	okPerm := len(v) == len(d)
	for _, x := range v {
		if !okPerm || x < 0 || x >= int64(len(d)) || seen[x] {
			okPerm = false
			break
		}
		seen[x] = true
	}
	if !okPerm {
		return errorf("incorrect layout %s for type '%s', layout must be a permutation of [0, %d)", l.String(), typeString(t), len(d))
	}
	return nil
}

func verifyCustomCall(op *ir.Operation) error {
	if err := verifyOperandAliases(op); err != nil {
		return err
	}
	if err := verifyCustomCallBuffers(op); err != nil {
		return err
	}
	ol, hasO := layoutList(op, "operand_layouts")
	rl, hasR := layoutList(op, "result_layouts")
	if hasO != hasR {
		return errorf("Layout attributes should be specified for either both operands and results or none.")
	}
	if hasO {
		ots, tupleO := flatTypes(op.OperandTypes())
		rts := op.ResultTypes()
		if len(rts) == 1 {
			if tt, ok := rts[0].(*ir.TupleType); ok {
				rts = tt.Types
			}
		}
		_, tupleR := flatTypes(rts)
		if tupleO || tupleR {
			return errorf("Tuple types are not fully supported with layout constraints yet")
		}
		if len(ots) != len(ol) {
			return errorf("Number of operands must match the number of operand layouts, %d != %d", len(ots), len(ol))
		}
		if len(rts) != len(rl) {
			return errorf("Number of results must match the number of result layouts, %d != %d", len(rts), len(rl))
		}
		for i, t := range ots {
			if err := checkLayout("operand", i, t, ol[i]); err != nil {
				return err
			}
		}
		for i, t := range rts {
			if err := checkLayout("result", i, t, rl[i]); err != nil {
				return err
			}
		}
	}
	if v, ok := EnumWord(op.Attr("api_version"), "api_version"); ok || op.Attr("api_version") != nil {
		if !ok {
			if ia, isInt := op.Attr("api_version").(*ir.IntegerAttr); isInt && ia.Value >= 0 && ia.Value < 5 {
				v = []string{"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
					"API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"}[ia.Value]
			}
		}
		bc := op.Attr("backend_config")
		switch v {
		case "API_VERSION_TYPED_FFI":
			if bc != nil {
				if _, ok := bc.(*ir.DictAttr); !ok {
					if op.Dialect() == "mhlo" {
						return errorf("unsupported user-encoded backend config, backend config must be a dictionary attribute")
					}
					return errorf("backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute.")
				}
			}
		case "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED":
			if bc != nil {
				if _, ok := bc.(*ir.StringAttr); !ok {
					if op.Dialect() == "mhlo" {
						return errorf("unsupported dictionary attribute backend config, backend config must be a user-encoded string attribute")
					}
					return errorf("backend_config for api_version %s must be a string attribute.", v)
				}
			}
		}
	}
	return nil
}

// CustomCallTarget returns the call_target_name of a custom_call.
func CustomCallTarget(op *ir.Operation) string {
	if s, ok := op.Attr("call_target_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// OperandAlias is one #stablehlo.output_operand_alias entry.
type OperandAlias struct {
	OutputTupleIndices  []int64
	OperandIndex        int64
	OperandTupleIndices []int64
}

var aliasKeys = []string{"output_tuple_indices", "operand_index", "operand_tuple_indices"}

// OutputOperandAliases reads the output_operand_aliases of a custom_call.
func OutputOperandAliases(op *ir.Operation) ([]OperandAlias, error) {
	arr, ok := op.Attr("output_operand_aliases").(*ir.ArrayAttr)
	if !ok {
		return nil, nil
	}
	out := make([]OperandAlias, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		body, ok := verbatimBody(e, "output_operand_alias")
		if !ok {
			return nil, errorf("expected #stablehlo.output_operand_alias<...>, got %s", e.String())
		}
		fs, err := parseStructBody(body, aliasKeys)
		if err != nil {
			return nil, errorf("%v", err)
		}
		out = append(out, OperandAlias{OutputTupleIndices: fieldList(fs, aliasKeys[0]),
			OperandIndex: fieldInt(fs, aliasKeys[1], 0), OperandTupleIndices: fieldList(fs, aliasKeys[2])})
	}
	return out, nil
}

// followTuple walks tuple indices into t.
func followTuple(t ir.Type, idx []int64) (ir.Type, bool) {
	for _, i := range idx {
		tt, ok := t.(*ir.TupleType)
		if !ok || i < 0 || i >= int64(len(tt.Types)) {
			return nil, false
		}
		t = tt.Types[i]
	}
	return t, true
}

func verifyOperandAliases(op *ir.Operation) error {
	aliases, err := OutputOperandAliases(op)
	if err != nil {
		return err
	}
	var output ir.Type
	if op.NumResults() == 1 {
		output = op.Result(0).Type()
	} else {
		output = &ir.TupleType{Types: op.ResultTypes()}
	}
	for _, a := range aliases {
		if a.OperandIndex < 0 || a.OperandIndex >= int64(op.NumOperands()) {
			return errorf("expects operandIndex in the output_operand_alias attribute to be in range [0, %d); got: %d", op.NumOperands(), a.OperandIndex)
		}
		operandPart, ok := followTuple(op.Operand(int(a.OperandIndex)).Type(), a.OperandTupleIndices)
		if !ok {
			return errorf("operand_tuple_indices in the output_operand_alias attribute out of bounds")
		}
		outputPart, ok := followTuple(output, a.OutputTupleIndices)
		if !ok {
			return errorf("output_tuple_indices in the output_operand_alias attribute out of bounds")
		}
		if !ir.TypeEqual(operandPart, outputPart) {
			return errorf("shapes mismatch in the output_operand_alias attribute: operand part has type '%s' and output part has type '%s'", typeString(operandPart), typeString(outputPart))
		}
	}
	return nil
}
