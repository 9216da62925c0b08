package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// The check dialect of StableHLO's interpreter tests, with StableHLO's
// tolerances: expect_eq compares exactly (bitwise for floats, NaN equal to
// NaN); expect_almost_eq within an absolute `tolerance` (default 1e-4);
// expect_close within max_ulp_difference units in the last place (default
// 3). IREE's expect_almost_eq attributes are honoured too: atol (the
// absolute tolerance, same default) and rtol (relative to the larger
// magnitude, default 0). A failing check is an error; the run goes on no
// further.

const (
	defaultAlmostEq = 1e-4
	defaultMaxULP   = 3
)

// checkKind is how a check compares.
type checkKind uint8

const (
	checkEq checkKind = iota
	checkAlmostEq
	checkClose
	checkEqOrAlmost // custom_call @check.eq: exact for integers, almost-eq for floats
)

func checkHandlers() map[string]handler {
	return map[string]handler{
		"check.expect_eq":              checkPair(checkEq),
		"check.expect_almost_eq":       checkPair(checkAlmostEq),
		"check.expect_close":           checkPair(checkClose),
		"check.expect_eq_const":        checkConst(checkEq),
		"check.expect_almost_eq_const": checkConst(checkAlmostEq),
		"check.eq":                     checkConst(checkEq),
		"check.expect_true":            checkTruth(true, false),
		"check.expect_false":           checkTruth(false, false),
		"check.expect_all_true":        checkTruth(true, true),
		"check.almost_eq":              checkConst(checkAlmostEq),
	}
}

func checkPair(kind checkKind) handler {
	return func(_ *executor, st *step, in []value) ([]value, error) {
		ts, err := tensors(in)
		if err != nil {
			return nil, err
		}
		if err := nOperands(ts, 2); err != nil {
			return nil, err
		}
		return nil, compareCheck(st.op, kind, ts[0], ts[1])
	}
}

func checkConst(kind checkKind) handler {
	return func(ex *executor, st *step, in []value) ([]value, error) {
		ts, err := tensors(in)
		if err != nil {
			return nil, err
		}
		if err := nOperands(ts, 1); err != nil {
			return nil, err
		}
		if st.op.Attr("value") == nil {
			return nil, fmt.Errorf("no `value` attribute (the pretty form is not parsed yet; write \"%s\"(%%x) {value = dense<...>})", st.op.Name)
		}
		want, err := ex.in.tensorFromAttr(st.op.Attr("value"))
		if err != nil {
			return nil, fmt.Errorf("expected value: %w", err)
		}
		return nil, compareCheck(st.op, kind, ts[0], want)
	}
}

// checkTruth is IREE's truth checks on integers: want true means no
// element is zero, want false that every element is (expect_true and
// expect_false take one value, expect_all_true any number).
func checkTruth(want, all bool) handler {
	return func(_ *executor, st *step, in []value) ([]value, error) {
		ts, err := tensors(in)
		if err != nil {
			return nil, err
		}
		if err := nOperands(ts, 1); err != nil {
			return nil, err
		}
		t := ts[0]
		if !t.DType().IsInteger() {
			return nil, fmt.Errorf("expected integers, got %s", t.TypeString())
		}
		if !all && t.Len() != 1 {
			return nil, fmt.Errorf("expected one value, got %s", t.TypeString())
		}
		for i := 0; i < t.Len(); i++ {
			if (t.BitsAt(i) != 0) != want {
				return nil, &checkFailure{fmt.Sprintf("check failed: element %v of %s is %s", tensor.MultiIndex(t.Shape(), i), t.TypeString(), t.FormatElement(i))}
			}
		}
		return nil, nil
	}
}

// compareCheck compares actual with expected; a mismatch is a
// checkFailure listing the first differing elements.
func compareCheck(op *ir.Operation, kind checkKind, actual, expected *tensor.Tensor) error {
	if actual.DType() != expected.DType() || !tensor.SameShape(actual.Shape(), expected.Shape()) {
		return &checkFailure{fmt.Sprintf("check failed: actual %s vs expected %s", actual.TypeString(), expected.TypeString())}
	}
	var tol tensor.Tolerance
	switch kind {
	case checkAlmostEq:
		// IREE's spelling: atol (same default) and rtol (default 0).
		tol.Abs = floatAttr(op, "tolerance", floatAttr(op, "atol", defaultAlmostEq))
		tol.Rel = floatAttr(op, "rtol", 0)
	case checkClose:
		tol.ULP = uint64(optInt(op, "max_ulp_difference", defaultMaxULP))
	case checkEqOrAlmost:
		if !actual.DType().IsInteger() {
			tol.Abs = defaultAlmostEq
		}
	}
	ok, report := tensor.Close(actual, expected, tol)
	if !ok && kind == checkClose && op.Name == "stablehlo.custom_call" {
		// The attribute-less custom-call spelling comes from JAX-generated
		// tests whose expected values were computed by another library:
		// accept what expect_almost_eq would.
		ok, _ = tensor.Close(actual, expected, tensor.Tolerance{Abs: defaultAlmostEq, Rel: defaultAlmostEq})
	}
	if !ok {
		return &checkFailure{"check failed: " + report}
	}
	return nil
}

// customCall runs the check targets and the others otherCustomCall
// knows.
func customCall(_ *executor, st *step, in []value) ([]value, error) {
	target := stringAttr(st.op, "call_target_name")
	if strings.HasPrefix(target, "check.") {
		kind, ok := map[string]checkKind{
			"check.eq": checkEqOrAlmost, "check.expect_eq": checkEq,
			"check.expect_almost_eq": checkAlmostEq, "check.expect_close": checkClose,
		}[target]
		if !ok {
			return nil, tensor.Unsupportedf("unsupported check target @%s", target)
		}
		ts, err := tensors(in)
		if err != nil {
			return nil, err
		}
		if err := nOperands(ts, 2); err != nil {
			return nil, err
		}
		if err := compareCheck(st.op, kind, ts[0], ts[1]); err != nil {
			return nil, err
		}
		out := make([]value, len(st.out))
		for i := range out {
			out[i] = tv(tensor.Must(tensor.FromInt64s(tensor.Bool, []int64{}, []int64{1})))
		}
		return out, nil
	}
	return otherCustomCall(st, in)
}

// shapeAssertion evaluates JAX's `custom_call @shape_assertion(%cond,
// %v0, %v1, ...) {error_message = "... {0} ... {1}"}`: when %cond is
// false it fails with the message, {k} replaced by the value of %vk.
func shapeAssertion(op *ir.Operation, in []value) error {
	ts, err := tensors(in)
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		return fmt.Errorf("@shape_assertion needs a condition operand")
	}
	cond, err := ts[0].AsInt64s()
	if err != nil || len(cond) != 1 {
		return fmt.Errorf("@shape_assertion condition must be one boolean, got %s", Summary(ts[0]))
	}
	if cond[0] != 0 {
		return nil
	}
	msg := stringAttr(op, "error_message")
	if msg == "" {
		msg = "shape assertion failed"
	}
	for k := len(ts) - 2; k >= 0; k-- {
		v := Summary(ts[k+1])
		if xs, err := ts[k+1].AsInt64s(); err == nil && len(xs) == 1 {
			v = strconv.FormatInt(xs[0], 10)
		}
		msg = strings.ReplaceAll(msg, "{"+strconv.Itoa(k)+"}", v)
	}
	return &checkFailure{msg}
}
