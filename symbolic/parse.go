package symbolic

import (
	"fmt"
	"strconv"
)

// ParseError is a syntax error in expression or fact text. Col is the
// 1-based byte column in the parsed string.
type ParseError struct {
	Col int
	Msg string
}

func (e *ParseError) Error() string { return fmt.Sprintf("col %d: %s", e.Col, e.Msg) }

// Parse reads a polynomial. The syntax (documented in docs/symbolic.md):
//
//	expr   = ["-" | "+"] term {("+" | "-") term}
//	term   = factor {"*" factor}
//	factor = atom ["^" int]
//	atom   = int | symbol | "(" expr ")"
//	symbol = "S" digits
//
// Spaces are allowed between tokens. Every String output parses back to an
// equal Expr.
func Parse(text string) (Expr, error) {
	p := &exprParser{src: text}
	e, err := p.expr()
	if err != nil {
		return Expr{}, err
	}
	p.skipSpace()
	if p.pos < len(p.src) {
		return Expr{}, p.errorf("unexpected %q", p.src[p.pos])
	}
	return e, nil
}

type exprParser struct {
	src string
	pos int
}

func (p *exprParser) errorf(format string, args ...any) error {
	return &ParseError{Col: p.pos + 1, Msg: fmt.Sprintf(format, args...)}
}

func (p *exprParser) skipSpace() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

// peek returns the next non-space byte, or 0 at the end.
func (p *exprParser) peek() byte {
	p.skipSpace()
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

func (p *exprParser) expr() (Expr, error) {
	neg := false
	switch p.peek() {
	case '-':
		neg = true
		p.pos++
	case '+':
		p.pos++
	}
	sum, err := p.term(neg)
	if err != nil {
		return Expr{}, err
	}
	for {
		c := p.peek()
		if c != '+' && c != '-' {
			return sum, nil
		}
		opPos := p.pos
		p.pos++
		t, err := p.term(c == '-')
		if err != nil {
			return Expr{}, err
		}
		if sum, err = Add(sum, t); err != nil {
			return Expr{}, &ParseError{Col: opPos + 1, Msg: err.Error()}
		}
	}
}

// term parses a product; neg negates it (folded into a leading integer so
// that -9223372036854775808 is accepted).
func (p *exprParser) term(neg bool) (Expr, error) {
	prod, err := p.factor(neg)
	if err != nil {
		return Expr{}, err
	}
	for p.peek() == '*' {
		opPos := p.pos
		p.pos++
		f, err := p.factor(false)
		if err != nil {
			return Expr{}, err
		}
		if prod, err = Mul(prod, f); err != nil {
			return Expr{}, &ParseError{Col: opPos + 1, Msg: err.Error()}
		}
	}
	return prod, nil
}

func (p *exprParser) factor(neg bool) (Expr, error) {
	a, negated, err := p.atom(neg)
	if err != nil {
		return Expr{}, err
	}
	if p.peek() == '^' {
		p.pos++
		p.skipSpace()
		start := p.pos
		n, err := p.digits()
		if err != nil {
			return Expr{}, err
		}
		if n > maxDegree {
			p.pos = start
			return Expr{}, p.errorf("exponent %d too large", n)
		}
		if negated {
			// -c^n means -(c^n): undo the folded sign first.
			if a, err = Neg(a); err != nil {
				p.pos = start
				return Expr{}, p.errorf("%v", err)
			}
			negated = false
		}
		if a, err = Pow(a, int(n)); err != nil {
			return Expr{}, p.errorf("%v", err)
		}
	}
	if neg && !negated {
		if a, err = Neg(a); err != nil {
			return Expr{}, p.errorf("%v", err)
		}
	}
	return a, nil
}

// atom parses an atom; for an integer literal with neg set it returns the
// negated literal and negated=true.
func (p *exprParser) atom(neg bool) (a Expr, negated bool, err error) {
	c := p.peek()
	switch {
	case c == '(':
		p.pos++
		e, err := p.expr()
		if err != nil {
			return Expr{}, false, err
		}
		if p.peek() != ')' {
			return Expr{}, false, p.errorf("expected ')'")
		}
		p.pos++
		return e, false, nil
	case c == 'S':
		p.pos++
		n, err := p.digits()
		if err != nil {
			return Expr{}, false, err
		}
		if n > 1<<31-1 {
			return Expr{}, false, p.errorf("symbol number too large")
		}
		return Var(Sym(n)), false, nil
	case c >= '0' && c <= '9':
		start := p.pos
		for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
			p.pos++
		}
		lit := p.src[start:p.pos]
		if neg {
			lit = "-" + lit
		}
		v, err := strconv.ParseInt(lit, 10, 64)
		if err != nil {
			p.pos = start
			return Expr{}, false, p.errorf("integer %s out of range", p.src[start:start+len(lit)-boolInt(neg)])
		}
		return Const(v), neg, nil
	case c == 0:
		return Expr{}, false, p.errorf("unexpected end of expression")
	}
	return Expr{}, false, p.errorf("unexpected %q", c)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// digits reads an unsigned decimal number at the current position.
func (p *exprParser) digits() (int64, error) {
	start := p.pos
	for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos {
		return 0, p.errorf("expected a number")
	}
	v, err := strconv.ParseInt(p.src[start:p.pos], 10, 64)
	if err != nil {
		p.pos = start
		return 0, p.errorf("number %s out of range", p.src[start:])
	}
	return v, nil
}
