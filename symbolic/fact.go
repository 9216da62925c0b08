package symbolic

import (
	"fmt"
	"strconv"
	"strings"
)

// FactKind says what a Fact states.
type FactKind int

// Fact kinds, with their text form (see docs/symbolic.md).
const (
	FactSymbols   FactKind = iota // symbols N: S0..S(N-1) exist
	FactEq                        // lhs == rhs
	FactDefine                    // S2 := expr
	FactLower                     // S0 >= v
	FactUpper                     // S0 <= v
	FactDivisible                 // S0 % v == 0
	FactLikely                    // S0 ~ v
	FactLE                        // lhs <= rhs (expressions)
)

// Fact is one line of the text form of a store. Sym is the symbol of
// Define, Lower, Upper, Divisible and Likely; Lhs and Rhs the sides of Eq
// and LE (Rhs also for Define); Value the number of Symbols, Lower, Upper,
// Divisible and Likely. Prov is the provenance, printed as @"..." at the
// end of the line when not empty.
type Fact struct {
	Kind     FactKind
	Sym      Sym
	Lhs, Rhs Expr
	Value    int64
	Prov     string
}

// String prints f in the syntax read by ParseFact.
func (f Fact) String() string {
	var body string
	switch f.Kind {
	case FactSymbols:
		body = fmt.Sprintf("symbols %d", f.Value)
	case FactEq:
		body = f.Lhs.String() + " == " + f.Rhs.String()
	case FactDefine:
		body = f.Sym.String() + " := " + f.Rhs.String()
	case FactLower:
		body = fmt.Sprintf("%s >= %d", f.Sym, f.Value)
	case FactUpper:
		body = fmt.Sprintf("%s <= %d", f.Sym, f.Value)
	case FactDivisible:
		body = fmt.Sprintf("%s %% %d == 0", f.Sym, f.Value)
	case FactLikely:
		body = fmt.Sprintf("%s ~ %d", f.Sym, f.Value)
	case FactLE:
		body = f.Lhs.String() + " <= " + f.Rhs.String()
	default:
		body = fmt.Sprintf("unknown fact kind %d", int(f.Kind))
	}
	if f.Prov != "" {
		body += " @" + strconv.Quote(f.Prov)
	}
	return body
}

// ParseFact reads one fact written by Fact.String. Errors carry the
// 1-based column in line.
func ParseFact(line string) (Fact, error) {
	var f Fact
	body := line
	if at := strings.IndexByte(line, '@'); at >= 0 {
		q := strings.TrimSpace(line[at+1:])
		p, err := strconv.Unquote(q)
		if err != nil || !strings.HasPrefix(q, `"`) {
			return Fact{}, &ParseError{Col: at + 2, Msg: "provenance must be a quoted string"}
		}
		f.Prov = p
		body = line[:at]
	}
	if rest, ok := strings.CutPrefix(strings.TrimLeft(body, " \t"), "symbols"); ok {
		off := len(body) - len(rest)
		n, err := parseInt(rest, off)
		if err != nil {
			return Fact{}, err
		}
		if n < 0 || n > 1<<31-1 {
			col := off + 1 + strings.Index(rest, strings.TrimSpace(rest))
			return Fact{}, &ParseError{Col: col, Msg: "symbol count out of range"}
		}
		f.Kind, f.Value = FactSymbols, n
		return f, nil
	}
	for _, op := range []struct {
		tok  string
		kind FactKind
	}{{":=", FactDefine}, {"%", FactDivisible}, {">=", FactLower}, {"<=", FactUpper}, {"~", FactLikely}, {"==", FactEq}} {
		i := strings.Index(body, op.tok)
		if i < 0 {
			continue
		}
		left, right := body[:i], body[i+len(op.tok):]
		roff := i + len(op.tok)
		f.Kind = op.kind
		if op.kind == FactEq {
			l, err := parseExprAt(left, 0)
			if err != nil {
				return Fact{}, err
			}
			r, err := parseExprAt(right, roff)
			if err != nil {
				return Fact{}, err
			}
			f.Lhs, f.Rhs = l, r
			return f, nil
		}
		if op.kind == FactLower || op.kind == FactUpper {
			if g, ok, err := parseGeneralLE(op.kind, left, right, roff); ok || err != nil {
				g.Prov = f.Prov
				return g, err
			}
		}
		sym, err := parseSymAt(left)
		if err != nil {
			return Fact{}, err
		}
		f.Sym = sym
		switch op.kind {
		case FactDefine:
			f.Rhs, err = parseExprAt(right, roff)
		case FactDivisible:
			d, rest, ok := strings.Cut(right, "==")
			if !ok || strings.TrimSpace(rest) != "0" {
				return Fact{}, &ParseError{Col: roff + 1, Msg: "expected 'd == 0' after '%'"}
			}
			f.Value, err = parseInt(d, roff)
		default:
			f.Value, err = parseInt(right, roff)
		}
		if err != nil {
			return Fact{}, err
		}
		return f, nil
	}
	return Fact{}, &ParseError{Col: 1, Msg: "expected a fact: symbols N, a == b, S := e, a <= b, a >= b, S % n == 0 or S ~ n"}
}

// parseGeneralLE reads "a <= b" or "a >= b" as FactLE unless it is a
// symbol compared with an integer (a bound); ok is false then.
func parseGeneralLE(kind FactKind, left, right string, roff int) (Fact, bool, error) {
	l, err := parseExprAt(left, 0)
	if err != nil {
		return Fact{}, false, err
	}
	r, err := parseExprAt(right, roff)
	if err != nil {
		return Fact{}, false, err
	}
	_, lsym := l.AsSym()
	_, rconst := r.Constant()
	if lsym && rconst {
		return Fact{}, false, nil
	}
	if kind == FactLower {
		l, r = r, l
	}
	return Fact{Kind: FactLE, Lhs: l, Rhs: r}, true, nil
}

// parseExprAt parses text that starts at byte offset off of a line.
func parseExprAt(text string, off int) (Expr, error) {
	e, err := Parse(text)
	if pe, ok := err.(*ParseError); ok {
		return Expr{}, &ParseError{Col: pe.Col + off, Msg: pe.Msg}
	}
	return e, err
}

func parseSymAt(text string) (Sym, error) {
	e, err := parseExprAt(text, 0)
	if err != nil {
		return 0, err
	}
	s, ok := e.AsSym()
	if !ok {
		return 0, &ParseError{Col: 1, Msg: fmt.Sprintf("expected a symbol, found %q", strings.TrimSpace(text))}
	}
	return s, nil
}

func parseInt(text string, off int) (int64, error) {
	t := strings.TrimSpace(text)
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		col := off + 1 + strings.Index(text, t)
		return 0, &ParseError{Col: col, Msg: fmt.Sprintf("expected an integer, found %q", t)}
	}
	return v, nil
}

// Add records fact f in s.
func (s *Store) Add(f Fact) error {
	switch f.Kind {
	case FactSymbols:
		if f.Value < 0 || f.Value > MaxSyms {
			return errorf("symbol count %d out of range [0, %d]", f.Value, MaxSyms)
		}
		if f.Value > 0 {
			s.ensure(Sym(f.Value - 1))
		}
		return nil
	case FactEq:
		return s.AddEq(f.Lhs, f.Rhs, f.Prov)
	case FactDefine:
		return s.Define(f.Sym, f.Rhs, f.Prov)
	case FactLower:
		return s.AddRange(f.Sym, f.Value, NoUpper, f.Prov)
	case FactUpper:
		return s.AddRange(f.Sym, 0, f.Value, f.Prov)
	case FactDivisible:
		return s.AddDivisible(f.Sym, f.Value, f.Prov)
	case FactLikely:
		return s.SetLikely(f.Sym, f.Value, f.Prov)
	case FactLE:
		return s.AddLE(f.Lhs, f.Rhs, f.Prov)
	}
	return errorf("unknown fact kind %d", int(f.Kind))
}
