package kernel

import (
	"fmt"
	"strconv"

	"github.com/symopt/symopt/internal/checked"
)

// ExprOp is the operation of a launch-size expression node.
type ExprOp uint8

// The launch-size expression operations.
const (
	ExprConst   ExprOp = iota // C
	ExprDim                   // value of dim parameter Dim
	ExprAdd                   // X + Y
	ExprMul                   // X * Y
	ExprDiv                   // X / Y, truncating
	ExprCeilDiv               // ceil(X / Y)
	ExprMax                   // max(X, Y)
	ExprMin                   // min(X, Y)
)

var exprNames = [...]string{ExprAdd: "+", ExprMul: "*", ExprDiv: "/", ExprCeilDiv: "ceildiv", ExprMax: "max", ExprMin: "min"}

// Expr is a small i64 expression over the kernel's dim parameters, used for
// element counts and grid sizes. The symbolic shape algebra lives
// elsewhere; this type only has to be evaluated on the host and emitted as
// kernel code.
type Expr struct {
	Op   ExprOp
	C    int64  // ExprConst
	Dim  string // ExprDim: name of a dim parameter
	X, Y *Expr
}

// Const returns the constant expression c.
func Const(c int64) *Expr { return &Expr{Op: ExprConst, C: c} }

// DimRef returns the expression reading dim parameter name.
func DimRef(name string) *Expr { return &Expr{Op: ExprDim, Dim: name} }

// Add returns x + y.
func Add(x, y *Expr) *Expr { return &Expr{Op: ExprAdd, X: x, Y: y} }

// Mul returns x * y.
func Mul(x, y *Expr) *Expr { return &Expr{Op: ExprMul, X: x, Y: y} }

// Div returns x / y.
func Div(x, y *Expr) *Expr { return &Expr{Op: ExprDiv, X: x, Y: y} }

// CeilDiv returns ceil(x / y).
func CeilDiv(x, y *Expr) *Expr { return &Expr{Op: ExprCeilDiv, X: x, Y: y} }

// Max returns max(x, y).
func Max(x, y *Expr) *Expr { return &Expr{Op: ExprMax, X: x, Y: y} }

// Min returns min(x, y).
func Min(x, y *Expr) *Expr { return &Expr{Op: ExprMin, X: x, Y: y} }

// Product returns the product of the given expressions (1 when empty).
func Product(xs ...*Expr) *Expr {
	if len(xs) == 0 {
		return Const(1)
	}
	p := xs[0]
	for _, x := range xs[1:] {
		p = Mul(p, x)
	}
	return p
}

// Eval evaluates e with the given dim values.
func (e *Expr) Eval(dims map[string]int64) (int64, error) {
	if e == nil {
		return 0, fmt.Errorf("missing expression")
	}
	switch e.Op {
	case ExprConst:
		return e.C, nil
	case ExprDim:
		v, ok := dims[e.Dim]
		if !ok {
			return 0, fmt.Errorf("no value for dim %s", e.Dim)
		}
		return v, nil
	}
	x, err := e.X.Eval(dims)
	if err != nil {
		return 0, err
	}
	y, err := e.Y.Eval(dims)
	if err != nil {
		return 0, err
	}
	switch e.Op {
	case ExprAdd:
		if v, ok := checked.Add(x, y); ok {
			return v, nil
		}
		return 0, fmt.Errorf("%s overflows int64 (%d + %d)", e, x, y)
	case ExprMul:
		if v, ok := checked.Mul(x, y); ok {
			return v, nil
		}
		return 0, fmt.Errorf("%s overflows int64 (%d * %d)", e, x, y)
	case ExprDiv, ExprCeilDiv:
		if y == 0 {
			return 0, fmt.Errorf("division by zero in %s", e)
		}
		if e.Op == ExprCeilDiv {
			return (x + y - 1) / y, nil
		}
		return x / y, nil
	case ExprMax:
		return max(x, y), nil
	case ExprMin:
		return min(x, y), nil
	}
	return 0, fmt.Errorf("bad expression op %d", e.Op)
}

// Dims returns the names of the dims e reads, in first-use order.
func (e *Expr) Dims() []string {
	var out []string
	var walk func(*Expr)
	walk = func(e *Expr) {
		if e == nil {
			return
		}
		if e.Op == ExprDim {
			for _, d := range out {
				if d == e.Dim {
					return
				}
			}
			out = append(out, e.Dim)
		}
		walk(e.X)
		walk(e.Y)
	}
	walk(e)
	return out
}

func (e *Expr) String() string {
	if e == nil {
		return "<nil>"
	}
	switch e.Op {
	case ExprConst:
		return strconv.FormatInt(e.C, 10)
	case ExprDim:
		return e.Dim
	case ExprAdd, ExprMul, ExprDiv:
		return "(" + e.X.String() + " " + exprNames[e.Op] + " " + e.Y.String() + ")"
	case ExprCeilDiv, ExprMax, ExprMin:
		return exprNames[e.Op] + "(" + e.X.String() + ", " + e.Y.String() + ")"
	}
	return "expr?"
}

// Check reports a malformed expression: an unknown operation or a missing
// operand.
func (e *Expr) Check() error {
	if e == nil {
		return fmt.Errorf("missing expression")
	}
	switch e.Op {
	case ExprConst, ExprDim:
		return nil
	case ExprAdd, ExprMul, ExprDiv, ExprCeilDiv, ExprMax, ExprMin:
		if e.X == nil || e.Y == nil {
			return fmt.Errorf("%s is missing an operand", exprNames[e.Op])
		}
		if err := e.X.Check(); err != nil {
			return err
		}
		return e.Y.Check()
	}
	return fmt.Errorf("bad expression op %d", e.Op)
}
