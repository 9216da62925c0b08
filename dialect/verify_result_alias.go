package dialect

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// MHLO's argument-result alias attribute, `#mhlo.result_alias<tuple_indices
// = [...], result_index = [r, ...], must_alias>` on a function argument,
// checked as hlo_ops.cc's dialect attribute verifier does.

const resultAliasName = "mhlo.result_alias"

var aliasFieldRe = regexp.MustCompile(`(tuple_indices|result_index)\s*=\s*\[([^\]]*)\]`)

type resultAlias struct {
	argTuple    []int64
	result      []int64 // result index, then tuple indices into it
	hasResultIx bool
}

func parseResultAlias(a ir.Attribute) (resultAlias, bool) {
	v, ok := a.(*ir.VerbatimAttr)
	if !ok || !strings.HasPrefix(v.Text, "#mhlo.result_alias<") {
		return resultAlias{}, false
	}
	var ra resultAlias
	for _, m := range aliasFieldRe.FindAllStringSubmatch(v.Text, -1) {
		var vals []int64
		for _, f := range strings.Split(m[2], ",") {
			if f = strings.TrimSpace(f); f == "" {
				continue
			}
			n, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return resultAlias{}, false
			}
			vals = append(vals, n)
		}
		if m[1] == "tuple_indices" {
			ra.argTuple = vals
		} else {
			ra.result, ra.hasResultIx = vals, true
		}
	}
	return ra, true
}

// verifyNoResultAlias rejects the alias attribute on an op that is not a
// function (the module).
func verifyNoResultAlias(op *ir.Operation) error {
	if op.Attr(resultAliasName) != nil {
		return errorf("attribute \"%s\" can only be used on function-like operations", resultAliasName)
	}
	return nil
}

// verifyResultAliases checks every argument's alias attribute of fn.
func verifyResultAliases(fn *ir.Operation, ft *ir.FunctionType) error {
	args, ok := fn.Attr("arg_attrs").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	for i, a := range args.Elems {
		d, ok := a.(*ir.DictAttr)
		if !ok || i >= len(ft.Inputs) {
			continue
		}
		for _, e := range d.Entries {
			if e.Name != resultAliasName {
				continue
			}
			ra, ok := parseResultAlias(e.Value)
			if !ok {
				continue
			}
			if err := ra.verify(ft.Inputs[i], ft.Results); err != nil {
				return err
			}
		}
	}
	return nil
}

func (ra resultAlias) verify(arg ir.Type, results []ir.Type) error {
	bad := func(format string, args ...any) error {
		return errorf("attribute \"%s\" %s", resultAliasName, fmt.Sprintf(format, args...))
	}
	if ra.hasResultIx && len(ra.result) == 0 {
		return &opError{msgs: []string{"expected at least 1 element(s), found 0", "failed parsing argument-result alias attribute"}}
	}
	if len(ra.result) == 0 {
		return nil
	}
	for _, n := range append(append([]int64{}, ra.argTuple...), ra.result...) {
		if n < 0 {
			return bad("expects all argument and result indices to be >= 0")
		}
	}
	if ra.result[0] >= int64(len(results)) {
		return bad("result index is out of range, must be <%d", len(results))
	}
	at := tupleElem(arg, ra.argTuple)
	if at == nil {
		return bad("argument tuple indices are invalid")
	}
	rt := tupleElem(results[ra.result[0]], ra.result[1:])
	if rt == nil {
		return bad("result tuple indices are invalid")
	}
	if !ir.TypeEqual(elemOf(at), elemOf(rt)) || !aliasShapesAgree(at, rt) {
		return bad("aliases do not have compatible types, '%s' vs. '%s'", typeString(at), typeString(rt))
	}
	return nil
}

// tupleElem follows tuple indices into t, nil when one is out of range.
func tupleElem(t ir.Type, path []int64) ir.Type {
	for _, i := range path {
		tt, ok := t.(*ir.TupleType)
		if !ok || i >= int64(len(tt.Types)) {
			return nil
		}
		t = tt.Types[i]
	}
	return t
}

// aliasShapesAgree is MLIR's verifyCompatibleShape on two types.
func aliasShapesAgree(a, b ir.Type) bool {
	da, oka := dimsOf(a)
	db, okb := dimsOf(b)
	return !oka || !okb || compatibleShapes(da, db)
}
