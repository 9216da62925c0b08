package lit

import (
	"fmt"
	"strings"
)

// The internal shell's syntax tree: a script is a left-associated
// sequence of pipelines joined by ";", "&&" or "||", as in lit.
type (
	shNode interface{ isNode() }

	// shSeq is "lhs op rhs".
	shSeq struct {
		lhs, rhs shNode
		op       string
	}

	// shPipeline is "cmd | cmd | ...".
	shPipeline struct{ cmds []*shCommand }

	// shCommand is a simple command: words and redirections.
	shCommand struct {
		args      []shWord
		redirects []shRedirect
	}

	// shWord is one argument after quote removal.
	shWord struct {
		text string
		glob bool // has an unquoted '*' or '?'
	}

	// shRedirect is e.g. "2>" (op ">", fd 2) followed by its target.
	shRedirect struct {
		op     string // one of > >> < >& &> <&
		fd     int    // explicit descriptor, -1 when none was written
		target shWord
	}
)

func (*shSeq) isNode()      {}
func (*shPipeline) isNode() {}

// shToken is an operator (op != "") or a word.
type shToken struct {
	op   string
	fd   int // for redirection operators: explicit descriptor or -1
	word shWord
}

type shLexer struct {
	s   string
	pos int
}

// lexShell splits a command line into tokens.
func lexShell(s string) ([]shToken, error) {
	l := shLexer{s: s}
	var toks []shToken
	for {
		for l.pos < len(s) && isSpace(s[l.pos]) {
			l.pos++
		}
		if l.pos >= len(s) {
			return toks, nil
		}
		t, err := l.token()
		if err != nil {
			return nil, err
		}
		toks = append(toks, t)
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

var shOps = []string{"||", "&&", "&>", ">&", ">>", "<&", "|", "&", ";", ">", "<"}

func (l *shLexer) token() (shToken, error) {
	for _, op := range shOps {
		if strings.HasPrefix(l.s[l.pos:], op) {
			l.pos += len(op)
			return shToken{op: op, fd: -1}, nil
		}
	}
	return l.word()
}

func (l *shLexer) word() (shToken, error) {
	var b strings.Builder
	glob, quoted := false, false
	for l.pos < len(l.s) {
		c := l.s[l.pos]
		switch {
		case isSpace(c) || c == '|' || c == '&' || c == ';':
			return shToken{word: shWord{b.String(), glob}}, nil
		case c == '<' || c == '>':
			if !quoted && b.Len() > 0 && isDigits(b.String()) {
				fd := 0
				fmt.Sscan(b.String(), &fd)
				t, _ := l.token()
				t.fd = fd
				return t, nil
			}
			return shToken{word: shWord{b.String(), glob}}, nil
		case c == '\'' || c == '"':
			quoted = true
			l.pos++
			s, err := l.quoted(c)
			if err != nil {
				return shToken{}, err
			}
			b.WriteString(s)
		case c == '\\':
			if l.pos+1 >= len(l.s) {
				return shToken{}, fmt.Errorf("escape '\\' at end of line")
			}
			b.WriteByte(l.s[l.pos+1])
			l.pos += 2
			quoted = true
		default:
			if c == '*' || c == '?' {
				glob = true
			}
			b.WriteByte(c)
			l.pos++
		}
	}
	return shToken{word: shWord{b.String(), glob}}, nil
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// quoted reads up to the closing delim; inside double quotes "\"" and
// "\\" are escapes and any other backslash stays.
func (l *shLexer) quoted(delim byte) (string, error) {
	start := l.pos - 1
	var b strings.Builder
	for l.pos < len(l.s) {
		c := l.s[l.pos]
		l.pos++
		switch {
		case c == delim:
			return b.String(), nil
		case c == '\\' && delim == '"' && l.pos < len(l.s) && (l.s[l.pos] == '"' || l.s[l.pos] == '\\'):
			b.WriteByte(l.s[l.pos])
			l.pos++
		default:
			b.WriteByte(c)
		}
	}
	return "", fmt.Errorf("missing closing %c for the quote at column %d", delim, start+1)
}

// parseShell parses a command line into a syntax tree.
func parseShell(s string) (shNode, error) {
	toks, err := lexShell(s)
	if err != nil {
		return nil, err
	}
	p := shParser{toks: toks}
	node, err := p.pipeline()
	if err != nil {
		return nil, err
	}
	for p.pos < len(p.toks) {
		op := p.toks[p.pos].op
		p.pos++
		switch op {
		case ";", "&&", "||":
		case "&":
			return nil, fmt.Errorf("unsupported shell operator: '&'")
		default:
			return nil, fmt.Errorf("syntax error near unexpected token '%s'", op)
		}
		if p.pos >= len(p.toks) {
			return nil, fmt.Errorf("missing argument to operator '%s'", op)
		}
		rhs, err := p.pipeline()
		if err != nil {
			return nil, err
		}
		node = &shSeq{lhs: node, op: op, rhs: rhs}
	}
	return node, nil
}

type shParser struct {
	toks []shToken
	pos  int
}

func (p *shParser) pipeline() (shNode, error) {
	pl := &shPipeline{}
	for {
		c, err := p.command()
		if err != nil {
			return nil, err
		}
		pl.cmds = append(pl.cmds, c)
		if p.pos < len(p.toks) && p.toks[p.pos].op == "|" {
			p.pos++
			continue
		}
		return pl, nil
	}
}

func (p *shParser) command() (*shCommand, error) {
	if p.pos >= len(p.toks) {
		return nil, fmt.Errorf("empty command")
	}
	if op := p.toks[p.pos].op; op != "" && !isRedirectOp(op) {
		return nil, fmt.Errorf("syntax error near unexpected token '%s'", op)
	}
	c := &shCommand{}
	for p.pos < len(p.toks) {
		t := p.toks[p.pos]
		if t.op == "" {
			c.args = append(c.args, t.word)
			p.pos++
			continue
		}
		if !isRedirectOp(t.op) {
			break
		}
		p.pos++
		if p.pos >= len(p.toks) || p.toks[p.pos].op != "" {
			return nil, fmt.Errorf("syntax error near token '%s': missing redirection target", t.op)
		}
		c.redirects = append(c.redirects, shRedirect{op: t.op, fd: t.fd, target: p.toks[p.pos].word})
		p.pos++
	}
	if len(c.args) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	return c, nil
}

func isRedirectOp(op string) bool {
	switch op {
	case ">", ">>", "<", ">&", "&>", "<&":
		return true
	}
	return false
}

// String renders a command's words the way lit's trace does, quoting
// words that need it.
func (c *shCommand) String() string {
	parts := make([]string, len(c.args))
	for i, a := range c.args {
		parts[i] = shQuote(a.text)
	}
	return strings.Join(parts, " ")
}

// shQuote quotes s like Python's shlex.quote.
func shQuote(s string) string {
	if s == "" {
		return "''"
	}
	safe := true
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("@%+=:,./-_", r)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'"
}
