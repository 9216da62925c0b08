package lit

import (
	"fmt"
	"strconv"
	"strings"
)

// Python expressions.
type (
	pyExpr  any
	pyName  struct{ name string }
	pyConst struct{ v any }
	pyAttr  struct {
		x    pyExpr
		name string
	}
	pyCall struct {
		fn   pyExpr
		args []pyExpr
		kw   map[string]pyExpr
	}
	pyIndex struct{ x, i pyExpr }
	pySeq   struct {
		kind  byte // 'l' list, 't' tuple, 's' set
		items []pyExpr
	}
	pyDictLit struct{ keys, vals []pyExpr }
	pyBin     struct {
		op   string
		a, b pyExpr
	}
	pyNot  struct{ x pyExpr }
	pyNeg  struct{ x pyExpr }
	pyCond struct{ a, cond, b pyExpr }
)

// pyStmt is one statement.
type pyStmt struct {
	line    int
	kind    string // expr, assign, aug, if, for, import, pass, bad
	x       pyExpr
	targets []pyExpr   // assign: a = b = x; aug and for: one target
	op      string     // aug: "+=" ...
	conds   []pyExpr   // if: one per if/elif
	bodies  [][]pyStmt // if: one per cond, then else's; for: the body
	imports [][2]string
	err     string // bad: why the statement is skipped
}

type pySyntaxError struct{ msg string }

// parsePython parses a whole file; statements it cannot parse become
// "bad" statements that the interpreter reports and skips.
func parsePython(src string) []pyStmt {
	lines := pyLines(src)
	stmts, _ := parseBlock(lines, 0, -1)
	return stmts
}

// parseBlock parses lines from i that are indented deeper than outer.
func parseBlock(lines []pyLine, i, outer int) ([]pyStmt, int) {
	var out []pyStmt
	if i >= len(lines) || lines[i].indent <= outer {
		return nil, i
	}
	ind := lines[i].indent
	for i < len(lines) && lines[i].indent > outer {
		l := lines[i]
		if l.indent > ind {
			out = append(out, pyStmt{line: l.line, kind: "bad", err: "unexpected indentation"})
			_, i = parseBlock(lines, i, ind)
			continue
		}
		var st pyStmt
		st, i = parseStmt(lines, i)
		out = append(out, st)
	}
	return out, i
}

// parseStmt parses the statement starting at lines[i], with its blocks.
func parseStmt(lines []pyLine, i int) (pyStmt, int) {
	l := lines[i]
	st := pyStmt{line: l.line}
	if l.err != "" {
		st.kind, st.err = "bad", l.err
		return st, skipBlock(lines, i)
	}
	if len(l.toks) == 0 {
		st.kind = "pass"
		return st, skipBlock(lines, i)
	}
	first := l.toks[0]
	if first.kind == 'n' {
		switch first.text {
		case "if":
			return parseIf(lines, i)
		case "for":
			p := &pyParser{toks: l.toks, i: 1}
			err := p.try(func() {
				st.targets = []pyExpr{p.target()}
				p.expectName("in")
				st.x = p.exprList()
				p.expectOp(":")
			})
			if err != "" || p.i != len(p.toks) {
				if err == "" {
					err = "a for loop's body must start on the next line"
				}
				st.kind, st.err = "bad", err
				return st, skipBlock(lines, i)
			}
			st.kind = "for"
			body, next := parseBlock(lines, i+1, l.indent)
			st.bodies = [][]pyStmt{body}
			return st, next
		case "def", "class", "while", "with", "try", "except", "finally", "elif", "else", "lambda", "async", "match":
			st.kind, st.err = "bad", fmt.Sprintf("'%s' is not supported", first.text)
			if first.text == "try" {
				// Run the body, skip the handlers.
				body, next := parseBlock(lines, i+1, l.indent)
				for next < len(lines) && lines[next].indent == l.indent && len(lines[next].toks) > 0 &&
					(lines[next].toks[0].text == "except" || lines[next].toks[0].text == "finally" || lines[next].toks[0].text == "else") {
					next = skipBlock(lines, next)
				}
				return pyStmt{line: l.line, kind: "if", conds: []pyExpr{pyConst{true}}, bodies: [][]pyStmt{body}}, next
			}
			return st, skipBlock(lines, i)
		}
	}
	p := &pyParser{toks: l.toks}
	if err := p.try(func() { p.simple(&st) }); err != "" {
		st.kind, st.err = "bad", err
	} else if p.i != len(p.toks) {
		st.kind, st.err = "bad", fmt.Sprintf("unexpected %q", p.toks[p.i].text)
	}
	return st, skipBlock(lines, i)
}

// skipBlock returns the index after lines[i] and any block under it.
func skipBlock(lines []pyLine, i int) int {
	ind := lines[i].indent
	i++
	for i < len(lines) && lines[i].indent > ind {
		i++
	}
	return i
}

func parseIf(lines []pyLine, i int) (pyStmt, int) {
	head := lines[i]
	st := pyStmt{line: head.line, kind: "if"}
	for {
		l := lines[i]
		kw := l.toks[0].text
		p := &pyParser{toks: l.toks, i: 1}
		var cond pyExpr
		err := p.try(func() {
			if kw != "else" {
				cond = p.expr()
			}
			p.expectOp(":")
		})
		var body []pyStmt
		next := i + 1
		if err == "" && p.i < len(p.toks) {
			// "if x: stmt" on one line.
			var sub pyStmt
			sub.line = l.line
			q := &pyParser{toks: p.toks[p.i:]}
			err = q.try(func() { q.simple(&sub) })
			if err == "" && q.i != len(q.toks) {
				err = fmt.Sprintf("unexpected %q", q.toks[q.i].text)
			}
			body = []pyStmt{sub}
		} else if err == "" {
			body, next = parseBlock(lines, i+1, l.indent)
		}
		if err != "" {
			// The whole chain is skipped.
			i = skipBlock(lines, i)
			for i < len(lines) && lines[i].indent == head.indent && len(lines[i].toks) > 0 && (lines[i].toks[0].text == "elif" || lines[i].toks[0].text == "else") {
				i = skipBlock(lines, i)
			}
			return pyStmt{line: l.line, kind: "bad", err: err}, i
		}
		if kw == "else" {
			st.bodies = append(st.bodies, body)
		} else {
			st.conds = append(st.conds, cond)
			st.bodies = append(st.bodies, body)
		}
		i = next
		if kw == "else" || i >= len(lines) || lines[i].indent != head.indent || len(lines[i].toks) == 0 {
			return st, i
		}
		if t := lines[i].toks[0].text; t != "elif" && t != "else" {
			return st, i
		}
	}
}

type pyParser struct {
	toks []pyTok
	i    int
}

func (p *pyParser) try(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(pySyntaxError)
			if !ok {
				panic(r)
			}
			msg = se.msg
		}
	}()
	f()
	return ""
}

func (p *pyParser) fail(format string, args ...any) {
	panic(pySyntaxError{fmt.Sprintf(format, args...)})
}

func (p *pyParser) peek() pyTok {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return pyTok{}
}

func (p *pyParser) isOp(op string) bool  { t := p.peek(); return t.kind == 'o' && t.text == op }
func (p *pyParser) isName(n string) bool { t := p.peek(); return t.kind == 'n' && t.text == n }
func (p *pyParser) acceptOp(op string) bool {
	if p.isOp(op) {
		p.i++
		return true
	}
	return false
}

func (p *pyParser) expectOp(op string) {
	if !p.acceptOp(op) {
		p.fail("expected '%s'", op)
	}
}

func (p *pyParser) expectName(n string) {
	if !p.isName(n) {
		p.fail("expected '%s'", n)
	}
	p.i++
}

// simple parses a simple statement: import, assignment, expression.
func (p *pyParser) simple(st *pyStmt) {
	switch {
	case p.isName("pass"):
		p.i++
		st.kind = "pass"
		return
	case p.isName("import"):
		p.i++
		st.kind = "import"
		for {
			mod := p.dotted()
			alias := strings.SplitN(mod, ".", 2)[0]
			if p.isName("as") {
				p.i++
				alias = p.name()
			} else if strings.Contains(mod, ".") {
				// "import a.b" binds a; record the module to bind it.
				st.imports = append(st.imports, [2]string{alias, alias})
				st.imports = append(st.imports, [2]string{"", mod})
				if !p.acceptOp(",") {
					return
				}
				continue
			}
			st.imports = append(st.imports, [2]string{alias, mod})
			if !p.acceptOp(",") {
				return
			}
		}
	case p.isName("from"):
		p.i++
		st.kind = "import"
		mod := p.dotted()
		p.expectName("import")
		paren := p.acceptOp("(")
		for {
			n := p.name()
			alias := n
			if p.isName("as") {
				p.i++
				alias = p.name()
			}
			st.imports = append(st.imports, [2]string{alias, mod + "." + n})
			if !p.acceptOp(",") || paren && p.isOp(")") {
				break
			}
		}
		if paren {
			p.expectOp(")")
		}
		return
	case p.isName("del"), p.isName("assert"), p.isName("raise"), p.isName("return"), p.isName("global"), p.isName("nonlocal"), p.isName("yield"), p.isName("break"), p.isName("continue"):
		p.fail("'%s' is not supported", p.peek().text)
	}
	x := p.exprList()
	t := p.peek()
	switch {
	case t.kind == 'o' && t.text == "=":
		st.kind = "assign"
		st.targets = []pyExpr{x}
		for p.acceptOp("=") {
			st.targets = append(st.targets, p.exprList())
		}
		st.x = st.targets[len(st.targets)-1]
		st.targets = st.targets[:len(st.targets)-1]
	case t.kind == 'o' && strings.HasSuffix(t.text, "=") && len(t.text) >= 2 && t.text != "==" && t.text != "!=" && t.text != "<=" && t.text != ">=":
		p.i++
		st.kind, st.op = "aug", t.text
		st.targets = []pyExpr{x}
		st.x = p.exprList()
	default:
		st.kind, st.x = "expr", x
	}
}

func (p *pyParser) name() string {
	t := p.peek()
	if t.kind != 'n' {
		p.fail("expected a name")
	}
	p.i++
	return t.text
}

func (p *pyParser) dotted() string {
	n := p.name()
	for p.acceptOp(".") {
		n += "." + p.name()
	}
	return n
}

// target parses a for-loop target: a name or names separated by commas.
func (p *pyParser) target() pyExpr {
	var items []pyExpr
	paren := p.acceptOp("(")
	for {
		items = append(items, pyName{p.name()})
		if !p.acceptOp(",") || p.isName("in") || p.isOp(")") {
			break
		}
	}
	if paren {
		p.expectOp(")")
	}
	if len(items) == 1 {
		return items[0]
	}
	return pySeq{'t', items}
}

// exprList parses "a, b" as a tuple, "a" as itself.
func (p *pyParser) exprList() pyExpr {
	x := p.expr()
	if !p.isOp(",") {
		return x
	}
	items := []pyExpr{x}
	for p.acceptOp(",") {
		if p.end() {
			break
		}
		items = append(items, p.expr())
	}
	return pySeq{'t', items}
}

func (p *pyParser) end() bool {
	t := p.peek()
	return t.kind == 0 || t.kind == 'o' && (t.text == "=" || t.text == ")" || t.text == "]" || t.text == "}" || t.text == ":")
}

func (p *pyParser) expr() pyExpr {
	if p.isName("lambda") {
		p.fail("'lambda' is not supported")
	}
	x := p.or()
	if p.isName("if") {
		p.i++
		cond := p.or()
		p.expectName("else")
		return pyCond{x, cond, p.expr()}
	}
	return x
}

func (p *pyParser) or() pyExpr {
	x := p.and()
	for p.isName("or") {
		p.i++
		x = pyBin{"or", x, p.and()}
	}
	return x
}

func (p *pyParser) and() pyExpr {
	x := p.not()
	for p.isName("and") {
		p.i++
		x = pyBin{"and", x, p.not()}
	}
	return x
}

func (p *pyParser) not() pyExpr {
	if p.isName("not") {
		p.i++
		return pyNot{p.not()}
	}
	return p.comparison()
}

func (p *pyParser) comparison() pyExpr {
	x := p.arith()
	for {
		t := p.peek()
		var op string
		switch {
		case t.kind == 'o' && (t.text == "==" || t.text == "!=" || t.text == "<" || t.text == ">" || t.text == "<=" || t.text == ">="):
			op = t.text
			p.i++
		case t.kind == 'n' && t.text == "in":
			op = "in"
			p.i++
		case t.kind == 'n' && t.text == "not" && p.i+1 < len(p.toks) && p.toks[p.i+1].text == "in":
			op = "not in"
			p.i += 2
		case t.kind == 'n' && t.text == "is":
			p.i++
			op = "is"
			if p.isName("not") {
				p.i++
				op = "is not"
			}
		default:
			return x
		}
		x = pyBin{op, x, p.arith()}
	}
}

func (p *pyParser) arith() pyExpr {
	x := p.term()
	for p.isOp("+") || p.isOp("-") || p.isOp("|") {
		op := p.peek().text
		p.i++
		x = pyBin{op, x, p.term()}
	}
	return x
}

func (p *pyParser) term() pyExpr {
	x := p.unary()
	for p.isOp("*") || p.isOp("%") || p.isOp("/") || p.isOp("//") {
		op := p.peek().text
		p.i++
		x = pyBin{op, x, p.unary()}
	}
	return x
}

func (p *pyParser) unary() pyExpr {
	if p.acceptOp("-") {
		return pyNeg{p.unary()}
	}
	if p.acceptOp("+") {
		return p.unary()
	}
	return p.postfix(p.atom())
}

func (p *pyParser) postfix(x pyExpr) pyExpr {
	for {
		switch {
		case p.acceptOp("."):
			x = pyAttr{x, p.name()}
		case p.acceptOp("("):
			c := pyCall{fn: x, kw: map[string]pyExpr{}}
			for !p.acceptOp(")") {
				if p.isOp("*") || p.isOp("**") {
					p.fail("argument unpacking is not supported")
				}
				if t := p.peek(); t.kind == 'n' && p.i+1 < len(p.toks) && p.toks[p.i+1].text == "=" && p.toks[p.i+1].kind == 'o' {
					p.i += 2
					c.kw[t.text] = p.expr()
				} else {
					c.args = append(c.args, p.expr())
				}
				p.comprehension()
				if !p.acceptOp(",") {
					p.expectOp(")")
					break
				}
			}
			x = c
		case p.acceptOp("["):
			i := p.exprList()
			if p.isOp(":") {
				p.fail("slices are not supported")
			}
			p.expectOp("]")
			x = pyIndex{x, i}
		default:
			return x
		}
	}
}

// comprehension refuses "x for x in y".
func (p *pyParser) comprehension() {
	if p.isName("for") {
		p.fail("comprehensions are not supported")
	}
}

func (p *pyParser) atom() pyExpr {
	t := p.peek()
	switch t.kind {
	case 0:
		p.fail("unexpected end of line")
	case 'n':
		p.i++
		switch t.text {
		case "True":
			return pyConst{true}
		case "False":
			return pyConst{false}
		case "None":
			return pyConst{nil}
		case "if", "else", "for", "in", "and", "or", "not", "is", "lambda", "def", "class", "return", "import", "from":
			p.fail("unexpected '%s'", t.text)
		}
		return pyName{t.text}
	case 'i':
		p.i++
		n, err := strconv.ParseInt(strings.ReplaceAll(t.text, "_", ""), 0, 64)
		if err != nil {
			p.fail("number %s is not supported", t.text)
		}
		return pyConst{int(n)}
	case 's':
		s := ""
		for p.peek().kind == 's' {
			s += p.peek().text
			p.i++
		}
		return pyConst{s}
	}
	switch {
	case p.acceptOp("("):
		if p.acceptOp(")") {
			return pySeq{'t', nil}
		}
		x := p.expr()
		p.comprehension()
		if p.acceptOp(")") {
			return x
		}
		items := []pyExpr{x}
		for p.acceptOp(",") && !p.isOp(")") {
			items = append(items, p.expr())
		}
		p.expectOp(")")
		return pySeq{'t', items}
	case p.acceptOp("["):
		var items []pyExpr
		for !p.acceptOp("]") {
			items = append(items, p.expr())
			p.comprehension()
			if !p.acceptOp(",") {
				p.expectOp("]")
				break
			}
		}
		return pySeq{'l', items}
	case p.acceptOp("{"):
		var d pyDictLit
		var set []pyExpr
		for !p.acceptOp("}") {
			k := p.expr()
			p.comprehension()
			if p.acceptOp(":") {
				d.keys = append(d.keys, k)
				d.vals = append(d.vals, p.expr())
				p.comprehension()
			} else {
				set = append(set, k)
			}
			if !p.acceptOp(",") {
				p.expectOp("}")
				break
			}
		}
		if len(set) > 0 {
			if len(d.keys) > 0 {
				p.fail("mixed set and dict display")
			}
			return pySeq{'s', set}
		}
		return d
	}
	p.fail("unexpected %q", t.text)
	return nil
}
