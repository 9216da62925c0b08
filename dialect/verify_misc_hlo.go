package dialect

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

var channelTypeRe = regexp.MustCompile(`type\s*=\s*(\d+)`)

// channelType reads the type field of channel_handle (0 when absent).
func channelType(op *ir.Operation) (int64, bool) {
	v, ok := op.Attr("channel_handle").(*ir.VerbatimAttr)
	if !ok {
		return 0, false
	}
	m := channelTypeRe.FindStringSubmatch(v.Text)
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	return n, err == nil
}

// verifyChannelKind checks send/recv channel types against
// is_host_transfer (1 device-to-device, 2 device-to-host, 3 host-to-device).
func verifyChannelKind(op *ir.Operation, hostKind int64, hostName string) error {
	t, ok := channelType(op)
	if !ok {
		return nil
	}
	host := attrBool(op, "is_host_transfer")
	if !host && t != 1 {
		return errorf("channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false")
	}
	if host && t != hostKind {
		return errorf("channel_type should be %s when is_host_transfer is true", hostName)
	}
	return nil
}

// inferSend checks the channel kind in the shape function, where StableHLO
// checks it (a failure also reports "failed to infer returned types").
func inferSend(op *ir.Operation) ([]ir.Type, error) {
	if err := verifyChannelKind(op, 2, "DEVICE_TO_HOST"); err != nil {
		return nil, err
	}
	return inferToken(op)
}

func verifyRecv(op *ir.Operation) error {
	if err := verifyChannelKind(op, 3, "HOST_TO_DEVICE"); err != nil {
		return err
	}
	if err := verifyTokenResults(op); err != nil {
		return err
	}
	for _, t := range op.ResultTypes()[:op.NumResults()-1] {
		if _, ok := t.(*ir.TensorType); !ok {
			return errorf("everything but the last element of result types is expected to be of tensor type, but got '%s'", typeString(t))
		}
	}
	return nil
}

func inferToken(op *ir.Operation) ([]ir.Type, error) {
	return []ir.Type{&ir.OpaqueType{Text: "!" + dialectOf(op) + ".token"}}, nil
}

// rng: scalar a and b, a static 1-D shape operand; the result shape comes
// from the shape operand when it is constant.
func rngPre(op *ir.Operation) error {
	for i := 0; i < 2; i++ {
		t := op.Operand(i).Type()
		if r, ok := rankOf(t); (ok && r != 0) || isComplex(t) {
			return errorf("operand #%d must be 0D tensor of pred (AKA boolean or 1-bit integer) or 4/8/16/32/64-bit signless integer or 4/8/16/32/64-bit unsigned integer or f8E4M3B11FNUZ type or f8E4M3FN type or f8E4M3FNUZ type or f8E5M2 type or f8E5M2FNUZ type or 16-bit float or 32-bit float or 64-bit float or bfloat16 type values, but got '%s'", i, typeString(t))
		}
	}
	st := op.Operand(2).Type()
	if d, ok := dimsOf(st); !ok || len(d) != 1 || !ir.IsStatic(d) {
		if op.Dialect() == "mhlo" {
			return errorf("operand #2 must be 1D tensor of index or 4/8/16/32/64-bit signless integer or 4/8/16/32/64-bit unsigned integer values, but got '%s'", typeString(st))
		}
		return errorf("operand #2 must be statically shaped 1-dimensional tensor of index or 4/8/16/32/64-bit signless integer or 4/8/16/32/64-bit unsigned integer values, but got '%s'", typeString(st))
	}
	return nil
}

func inferRng(op *ir.Operation) ([]ir.Type, error) {
	elem := elemOf(op.Operand(0).Type())
	if shape, ok := constInts(op.Operand(2)); ok {
		return []ir.Type{tensorOf(shape, elem)}, nil
	}
	d, _ := dimsOf(op.Operand(2).Type())
	rd := make([]int64, d[0])
	for i := range rd {
		rd[i] = ir.Dynamic
	}
	return []ir.Type{tensorOf(rd, elem)}, nil
}

func verifyRngBitGenerator(op *ir.Operation) error {
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	a, ok1 := dimsOf(in)
	b, ok2 := dimsOf(out)
	if ok1 && ok2 && !compatibleShapes(a, b) {
		return errorf("output state shape must be compatible with initial state shape. Got: '%s' and '%s'", typeString(in), typeString(out))
	}
	return nil
}

// verifyComposite checks operands and results against the decomposition
// function's signature.
func verifyComposite(op *ir.Operation) error {
	if s, ok := op.Attr("name").(*ir.StringAttr); ok && !validNamespacedOpName(s.Value) {
		return errorf("name must be a valid namespaced op name")
	}
	ref, ok := op.Attr("decomposition").(*ir.SymbolRefAttr)
	if !ok {
		return errorf("requires attribute 'decomposition'")
	}
	fn := lookupSymbol(op, ref.Root)
	if fn == nil {
		return errorf("'%s' does not reference a valid function", ref.Root)
	}
	ft, ok := FunctionType(fn)
	if !ok {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return errorf("has %d operand(s), but decomposition has %d", op.NumOperands(), len(ft.Inputs))
	}
	for i, t := range op.OperandTypes() {
		if !ir.TypeEqual(t, ft.Inputs[i]) {
			return errorf("operand at index %d has type '%s', but decomposition has type '%s'", i, typeString(t), typeString(ft.Inputs[i]))
		}
	}
	if len(ft.Results) != op.NumResults() {
		return errorf("has %d result(s), but decomposition has %d", op.NumResults(), len(ft.Results))
	}
	for i, t := range op.ResultTypes() {
		if !ir.TypeEqual(t, ft.Results[i]) {
			return errorf("result at index %d has type '%s', but decomposition has type '%s'", i, typeString(t), typeString(ft.Results[i]))
		}
	}
	return nil
}

// precisionPre rejects precision_config entries that are not precision
// enums (ODS's attribute constraint).
func precisionPre(op *ir.Operation) error {
	arr, ok := op.Attr("precision_config").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	for _, e := range arr.Elems {
		if _, ok := EnumWord(e, "precision"); !ok {
			return errorf("attribute 'precision_config' failed to satisfy constraint: Precision Config attribute")
		}
		if _, isStr := e.(*ir.StringAttr); isStr {
			return errorf("attribute 'precision_config' failed to satisfy constraint: Precision Config attribute")
		}
	}
	return nil
}

// validNamespacedOpName reports whether s is `dialect.op` with at least two
// dot-separated segments of [a-zA-Z0-9_$], the first starting with a letter
// or underscore.
func validNamespacedOpName(s string) bool {
	segs := strings.Split(s, ".")
	if len(segs) < 2 {
		return false
	}
	for i, seg := range segs {
		if seg == "" {
			return false
		}
		for j, c := range seg {
			word := c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
			if !word || i == 0 && j == 0 && (c == '$' || c >= '0' && c <= '9') {
				return false
			}
		}
	}
	return true
}
