package lowering

import (
	"fmt"
	"slices"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/pipeline"
)

// CondOp is the operation of a host condition node.
type CondOp uint8

// The host condition operations.
const (
	CondCmp   CondOp = iota // Pred(X, Y) on two dim expressions
	CondAnd                 // A and B
	CondOr                  // A or B
	CondXor                 // A xor B
	CondConst               // Value
)

// cmpiPreds are arith.cmpi's predicates in the order of its attribute.
var cmpiPreds = [...]string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// HostCond is a condition the host evaluates from the dims before it
// picks a side of a branch: a comparison of two integer expressions over
// the dims (kernel.Expr, the form of grid sizes), a boolean combination
// of two conditions, or a constant.
type HostCond struct {
	Op    CondOp
	Pred  string       // CondCmp: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
	X, Y  *kernel.Expr // CondCmp
	A, B  *HostCond    // CondAnd, CondOr, CondXor
	Value bool         // CondConst
}

// Eval evaluates c with the given dim values.
func (c *HostCond) Eval(dims map[string]int64) (bool, error) {
	switch c.Op {
	case CondConst:
		return c.Value, nil
	case CondCmp:
		x, err := c.X.Eval(dims)
		if err != nil {
			return false, err
		}
		y, err := c.Y.Eval(dims)
		if err != nil {
			return false, err
		}
		return compareInts(c.Pred, x, y)
	}
	a, err := c.A.Eval(dims)
	if err != nil {
		return false, err
	}
	b, err := c.B.Eval(dims)
	if err != nil {
		return false, err
	}
	switch c.Op {
	case CondAnd:
		return a && b, nil
	case CondOr:
		return a || b, nil
	case CondXor:
		return a != b, nil
	}
	return false, fmt.Errorf("bad condition op %d", c.Op)
}

// compareInts applies an arith.cmpi predicate to x and y.
func compareInts(pred string, x, y int64) (bool, error) {
	ux, uy := uint64(x), uint64(y)
	switch pred {
	case "eq":
		return x == y, nil
	case "ne":
		return x != y, nil
	case "slt":
		return x < y, nil
	case "sle":
		return x <= y, nil
	case "sgt":
		return x > y, nil
	case "sge":
		return x >= y, nil
	case "ult":
		return ux < uy, nil
	case "ule":
		return ux <= uy, nil
	case "ugt":
		return ux > uy, nil
	case "uge":
		return ux >= uy, nil
	}
	return false, fmt.Errorf("unknown predicate %q", pred)
}

// String prints c: slt(max(...), (S0 * S1)), and(..., ...), true.
func (c *HostCond) String() string {
	switch c.Op {
	case CondConst:
		return fmt.Sprint(c.Value)
	case CondCmp:
		return c.Pred + "(" + c.X.String() + ", " + c.Y.String() + ")"
	}
	return [...]string{CondAnd: "and", CondOr: "or", CondXor: "xor"}[c.Op] + "(" + c.A.String() + ", " + c.B.String() + ")"
}

// Dims returns the dim names c reads, in first-use order.
func (c *HostCond) Dims() []string {
	var out []string
	add := func(names []string) {
		for _, n := range names {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	switch c.Op {
	case CondCmp:
		add(c.X.Dims())
		add(c.Y.Dims())
	case CondAnd, CondOr, CondXor:
		add(c.A.Dims())
		add(c.B.Dims())
	}
	return out
}

// hostExprs turns the host arithmetic of a function body (tensor.dim,
// arith on index and integers, arith.cmpi and i1 logic) into host
// expressions over the plan's dim names. Each value is converted once.
type hostExprs struct {
	names *hlo.Namer
	ints  map[*ir.Value]*kernel.Expr
	conds map[*ir.Value]*HostCond
}

func newHostExprs(names *hlo.Namer) *hostExprs {
	return &hostExprs{names: names, ints: map[*ir.Value]*kernel.Expr{}, conds: map[*ir.Value]*HostCond{}}
}

// notHostArith is why an op outside the host arithmetic is not computable.
const notHostArith = "is not host arithmetic on dims (tensor.dim, arith on index, arith.cmpi, andi/ori/xori)"

// notFromDims is the error for a value the host cannot compute from the
// dims; it names the op that computes it.
func notFromDims(v *ir.Value, why string) error {
	if op := v.DefiningOp(); op != nil {
		return diag.Errorf(pipeline.LocPos(op.Loc), "the branch condition is not computable from dims: '%s' %s", op.Name, why)
	}
	return fmt.Errorf("the branch condition is not computable from dims: it reads block argument #%d (%s)", v.Index(), v.Type())
}

// cond converts an i1 value.
func (h *hostExprs) cond(v *ir.Value) (*HostCond, error) {
	if c, ok := h.conds[v]; ok {
		return c, nil
	}
	op := v.DefiningOp()
	if t, ok := v.Type().(*ir.IntegerType); !ok || t.Width != 1 {
		return nil, notFromDims(v, "gives "+v.Type().String()+", not i1")
	}
	if op == nil {
		return nil, notFromDims(v, "")
	}
	if want := map[string]int{"arith.cmpi": 2, "arith.andi": 2, "arith.ori": 2, "arith.xori": 2}[op.Name]; op.NumOperands() < want {
		return nil, notFromDims(v, fmt.Sprintf("has %d operands, want %d", op.NumOperands(), want))
	}
	var c *HostCond
	switch op.Name {
	case "arith.constant":
		switch a := op.Attr("value").(type) {
		case *ir.IntegerAttr:
			c = &HostCond{Op: CondConst, Value: a.Value != 0}
		case *ir.BoolAttr:
			c = &HostCond{Op: CondConst, Value: a.Value}
		default:
			return nil, notFromDims(v, "has no boolean value")
		}
	case "arith.cmpi":
		p, ok := op.Attr("predicate").(*ir.IntegerAttr)
		if !ok || p.Value < 0 || int(p.Value) >= len(cmpiPreds) {
			return nil, notFromDims(v, "has no known predicate")
		}
		x, y, err := operandPair(op, h.int)
		if err != nil {
			return nil, err
		}
		c = &HostCond{Op: CondCmp, Pred: cmpiPreds[p.Value], X: x, Y: y}
	case "arith.andi", "arith.ori", "arith.xori":
		a, b, err := operandPair(op, h.cond)
		if err != nil {
			return nil, err
		}
		kind := map[string]CondOp{"arith.andi": CondAnd, "arith.ori": CondOr, "arith.xori": CondXor}[op.Name]
		c = &HostCond{Op: kind, A: a, B: b}
	default:
		return nil, notFromDims(v, notHostArith)
	}
	h.conds[v] = c
	return c, nil
}

// int converts an index or integer value.
func (h *hostExprs) int(v *ir.Value) (*kernel.Expr, error) {
	if e, ok := h.ints[v]; ok {
		return e, nil
	}
	op := v.DefiningOp()
	if op == nil {
		return nil, notFromDims(v, "")
	}
	if want := map[string]int{"tensor.dim": 2, "arith.index_cast": 1, "arith.index_castui": 1, "arith.extsi": 1, "arith.extui": 1}[op.Name]; op.NumOperands() < want {
		return nil, notFromDims(v, fmt.Sprintf("has %d operands, want %d", op.NumOperands(), want))
	}
	var e *kernel.Expr
	switch op.Name {
	case "arith.constant":
		a, ok := op.Attr("value").(*ir.IntegerAttr)
		if !ok {
			return nil, notFromDims(v, "has no integer value")
		}
		e = kernel.Const(a.Value)
	case "tensor.dim":
		i, err := h.int(op.Operand(1))
		if err != nil {
			return nil, err
		}
		if i.Op != kernel.ExprConst {
			return nil, notFromDims(v, "reads a dim whose index is not a constant")
		}
		src := op.Operand(0)
		shape, ok := fusion.Shape(src)
		if !ok || i.C < 0 || int(i.C) >= len(shape) {
			return nil, notFromDims(v, fmt.Sprintf("reads dim %d of %s", i.C, src.Type()))
		}
		if s := h.names.Static(src, int(i.C)); s >= 0 {
			e = kernel.Const(s)
		} else {
			e = kernel.DimRef(h.names.Name(src, int(i.C)))
		}
	case "arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui":
		x, err := h.int(op.Operand(0))
		if err != nil {
			return nil, err
		}
		e = x
	default:
		bin, ok := intOps[strings.TrimPrefix(op.Name, "arith.")]
		if !ok || op.NumOperands() != 2 || !strings.HasPrefix(op.Name, "arith.") {
			return nil, notFromDims(v, notHostArith)
		}
		x, y, err := operandPair(op, h.int)
		if err != nil {
			return nil, err
		}
		e = bin(x, y)
	}
	h.ints[v] = e
	return e, nil
}

// operandPair converts the two operands of binary op with conv (h.int,
// h.cond), the second only when the first converts.
func operandPair[T any](op *ir.Operation, conv func(*ir.Value) (T, error)) (x, y T, err error) {
	if x, err = conv(op.Operand(0)); err == nil {
		y, err = conv(op.Operand(1))
	}
	return x, y, err
}

// intOps builds the expression of each arith op on index values that
// kernel.Expr can express: the signed forms (a difference of sizes may be
// negative, where the unsigned ones would differ). ceildivsi rounds up
// only for a positive divisor, as kernel.CeilDiv does.
var intOps = map[string]func(x, y *kernel.Expr) *kernel.Expr{
	"addi":  kernel.Add,
	"subi":  func(x, y *kernel.Expr) *kernel.Expr { return kernel.Add(x, kernel.Mul(kernel.Const(-1), y)) },
	"muli":  kernel.Mul,
	"divsi": kernel.Div,
	"remsi": rem,
	"maxsi": kernel.Max,
	"minsi": kernel.Min,
}

// rem is x - (x / y) * y, truncating as arith.remsi does.
func rem(x, y *kernel.Expr) *kernel.Expr {
	return kernel.Add(x, kernel.Mul(kernel.Const(-1), kernel.Mul(kernel.Div(x, y), y)))
}
