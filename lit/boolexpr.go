package lit

import (
	"fmt"
	"regexp"
	"strings"
)

// evalFeatures evaluates a lit boolean feature expression such as
// "linux && !(asan || x86_64-{{.*}})" against the available features.
// Identifiers may hold '*' globs and {{regex}} parts; "true" always holds.
func evalFeatures(expr string, features []string) (bool, error) {
	toks, err := tokenizeExpr(expr)
	if err != nil {
		return false, err
	}
	p := exprParser{toks: toks, features: features, expr: expr}
	v, err := p.or()
	if err != nil {
		return false, err
	}
	if p.pos != len(p.toks) {
		return false, p.errorf("expected '&&', '||' or end of expression, have %q", p.toks[p.pos])
	}
	return v, nil
}

var exprTokenRE = regexp.MustCompile(`^\s*([()]|&&|\|\||!|(?:[-+=._a-zA-Z0-9*]+|\{\{.+?\}\})+)\s*`)

func tokenizeExpr(s string) ([]string, error) {
	var toks []string
	rest := s
	for strings.TrimSpace(rest) != "" {
		m := exprTokenRE.FindStringSubmatch(rest)
		if m == nil {
			return nil, fmt.Errorf("couldn't parse text %q in expression %q", strings.TrimSpace(rest), s)
		}
		toks = append(toks, m[1])
		rest = rest[len(m[0]):]
	}
	return toks, nil
}

type exprParser struct {
	toks     []string
	pos      int
	features []string
	expr     string
}

func (p *exprParser) errorf(format string, args ...any) error {
	return fmt.Errorf("%s in expression %q", fmt.Sprintf(format, args...), p.expr)
}

func (p *exprParser) accept(t string) bool {
	if p.pos < len(p.toks) && p.toks[p.pos] == t {
		p.pos++
		return true
	}
	return false
}

func (p *exprParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.accept("||") {
		var r bool
		r, err = p.and()
		v = v || r
	}
	return v, err
}

func (p *exprParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.accept("&&") {
		var r bool
		r, err = p.not()
		v = v && r
	}
	return v, err
}

func (p *exprParser) not() (bool, error) {
	if p.accept("!") {
		v, err := p.not()
		return !v, err
	}
	if p.accept("(") {
		v, err := p.or()
		if err != nil {
			return false, err
		}
		if !p.accept(")") {
			return false, p.errorf("expected ')'")
		}
		return v, nil
	}
	if p.pos >= len(p.toks) {
		return false, p.errorf("expected feature name, '!' or '(' at end")
	}
	t := p.toks[p.pos]
	if t == ")" || t == "&&" || t == "||" {
		return false, p.errorf("expected feature name, '!' or '(', have %q", t)
	}
	p.pos++
	return p.match(t)
}

// match reports whether identifier t names an available feature.
func (p *exprParser) match(t string) (bool, error) {
	if !strings.ContainsAny(t, "*{") {
		return t == "true" || contains(p.features, t), nil
	}
	var re strings.Builder
	re.WriteString("^(?:")
	for rest := t; rest != ""; {
		if strings.HasPrefix(rest, "{{") {
			end := strings.Index(rest[2:], "}}")
			re.WriteString("(?:" + rest[2:2+end] + ")")
			rest = rest[4+end:]
			continue
		}
		if rest[0] == '*' {
			re.WriteString(".*")
		} else {
			re.WriteString(regexp.QuoteMeta(rest[:1]))
		}
		rest = rest[1:]
	}
	re.WriteString(")$")
	rx, err := regexp.Compile(re.String())
	if err != nil {
		return false, p.errorf("bad regex in %q: %v", t, err)
	}
	if rx.MatchString("true") {
		return true, nil
	}
	for _, f := range p.features {
		if rx.MatchString(f) {
			return true, nil
		}
	}
	return false, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
