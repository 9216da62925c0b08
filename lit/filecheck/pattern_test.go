package filecheck

import (
	"bytes"
	"strings"
	"testing"
)

// parseOne parses a single pattern text as a CHECK of the given kind.
func parseOne(t *testing.T, text string, kind checkKind, req *request) (*pattern, int, string) {
	t.Helper()
	b := newBuffer("check.txt", text)
	ctx := newPatternContext()
	ctx.lineVar = &numericVariable{name: "@LINE", format: exprFormat{kind: fmtUnsigned}}
	ctx.globalNumVars["@LINE"] = ctx.lineVar
	p := newPattern(ct(kind), ctx, 1)
	var w bytes.Buffer
	code := p.parse(whole(b), "CHECK", req, &w)
	return p, code, w.String()
}

func TestPatternParse(t *testing.T) {
	cases := []struct {
		text      string
		req       request
		fixed     string
		regex     string
		subs      int
		errSubstr string
	}{
		{text: "plain text", fixed: "plain text"},
		{text: "x", fixed: "x"},
		{text: "a.b{{[0-9]+}}", regex: `a\.b[0-9]+`},
		{text: "a{{x|y}}b", regex: `a(x|y)b`},
		{text: "[[X:a+]] [[X]]", regex: `(a+) \1`},
		{text: "[[X]]", regex: ``, subs: 1},
		{text: "[[#N:]]", regex: `([0-9]+)`},
		{text: "[[#%.4X,N:]]", regex: `(([1-9A-F][0-9A-F]*)?[0-9A-F]{4})`},
		{text: "[[#%#x,N:]]", regex: `(0x[0-9a-f]+)`},
		{text: "[[#%d,N:]]", regex: `(-?[0-9]+)`},
		{text: "[[#N+1]]", regex: ``, subs: 1},
		{text: "[[[X:a]]]", regex: `\[(a)\]`},
		{text: "a b", req: request{matchFullLines: true}, regex: `^ *a b *$`},
		{text: "a b", req: request{matchFullLines: true, strictWhitespace: true}, regex: `^a b$`},
		{text: "a{{b", errSubstr: "found start of regex string with no end '}}'"},
		{text: "[[X", errSubstr: "Invalid substitution block, no ]] found"},
		{text: "{{(}}", errSubstr: "invalid regex: parentheses not balanced"},
		{text: "[[#foo(1)]]", errSubstr: "call to undefined function 'foo'"},
		{text: "[[#1 * 2]]", errSubstr: "unsupported operation '*'"},
		{text: "[[@LINE:x]]", errSubstr: "invalid name in string variable definition"},
		{text: "[[X Y]]", errSubstr: "unexpected whitespace"},
	}
	for _, c := range cases {
		req := c.req
		p, code, msg := parseOne(t, c.text, checkPlain, &req)
		if c.errSubstr != "" {
			if code == 0 || !strings.Contains(msg, c.errSubstr) {
				t.Errorf("%q: code %d, message %q; want error containing %q", c.text, code, msg, c.errSubstr)
			}
			continue
		}
		if code != 0 {
			t.Errorf("%q: unexpected error %q", c.text, msg)
			continue
		}
		if p.fixed != c.fixed || p.regexStr != c.regex || len(p.subs) != c.subs {
			t.Errorf("%q: fixed %q regex %q subs %d; want %q %q %d", c.text, p.fixed, p.regexStr, len(p.subs), c.fixed, c.regex, c.subs)
		}
	}
}

func TestStrayBracketExitsOne(t *testing.T) {
	_, code, msg := parseOne(t, "[[X:a]b]]", checkPlain, &request{})
	if code != 1 || !strings.Contains(msg, `missing closing "]" for regex variable`) {
		t.Fatalf("code %d message %q", code, msg)
	}
}

func TestNumericExpressions(t *testing.T) {
	cases := []struct {
		expr   string
		vars   map[string]int64
		want   string
		errSub string
	}{
		{expr: "1+2", want: "3"},
		{expr: "N-1", vars: map[string]int64{"N": 10}, want: "9"},
		{expr: "%x,N*2", vars: map[string]int64{"N": 1}, errSub: "unsupported operation"},
		{expr: "%x,mul(N,16)", vars: map[string]int64{"N": 1}, want: "10"},
		{expr: "%.4X,255", want: "00FF"},
		{expr: "%#X,255", want: "0xFF"},
		{expr: "%d,0-5", want: "-5"},
		{expr: "0-5", errSub: "overflow"},
		{expr: "div(7,2)", want: "3"},
		{expr: "div(1,0)", errSub: "overflow"},
		{expr: "max(2,min(9,4))", want: "4"},
		{expr: "sub(add(1,2),(3-1))", want: "1"},
		{expr: "0x10+010+0b1", want: "25"},
		{expr: "18446744073709551615+1", want: "18446744073709551616"},
		{expr: "add(1)", errSub: "function 'add' takes 2 arguments but 1 given"},
		{expr: "(1", errSub: "missing ')' at end of nested expression"},
		{expr: "UNDEF", errSub: "undefined variable: UNDEF"},
		{expr: "%q,1", errSub: "invalid format specifier in expression"},
		{expr: "%.x,1", errSub: "invalid precision in format specifier"},
	}
	for _, c := range cases {
		b := newBuffer("e", c.expr)
		ctx := newPatternContext()
		for n, v := range c.vars {
			ctx.globalNumVars[n] = &numericVariable{name: n, format: exprFormat{kind: fmtUnsigned}, value: bigInt(int(v))}
		}
		ep := &exprParser{ctx: ctx}
		e, _, err := ep.parseNumericSubstitutionBlock(whole(b), false)
		var got string
		if err == nil {
			v, everr := e.ast.eval()
			if everr != nil {
				err = everr
			} else {
				got, err = e.format.matchingString(v)
			}
		}
		if c.errSub != "" {
			if err == nil || !strings.Contains(err.Error(), c.errSub) {
				t.Errorf("%q: got %q, %v; want error containing %q", c.expr, got, err, c.errSub)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: got %q, %v; want %q", c.expr, got, err, c.want)
		}
	}
}

func TestTranslateERE(t *testing.T) {
	cases := []struct {
		ere, err   string
		match, not []string
	}{
		{ere: `a\.b`, match: []string{"a.b"}, not: []string{"axb"}},
		{ere: `x\ny`, match: []string{"xny"}},
		{ere: `[^a]`, match: []string{"b"}, not: []string{"\n", "a"}},
		{ere: `[]x]+`, match: []string{"]x]"}},
		{ere: `a{,2}`, match: []string{"a{,2}"}},
		{ere: `[[:digit:]]{2,3}`, match: []string{"12"}, not: []string{"1"}},
		{ere: `a{2}b`, match: []string{"aab"}, not: []string{"ab"}},
		{ere: `(a|b)\1`, match: []string{"aa", "bb"}, not: []string{"ab"}},
		{ere: `^x$`, match: []string{"y\nx\nz"}},
		{ere: `(`, err: reErrParen},
		{ere: `)`, err: reErrParen},
		{ere: `[a`, err: reErrBrack},
		{ere: `*a`, err: reErrBadRpt},
		{ere: `a**`, err: reErrBadRpt},
		{ere: `a|`, err: reErrEmpty},
		{ere: ``, err: reErrEmpty},
		{ere: `a\`, err: reErrEscape},
		{ere: `[z-a]`, err: reErrRange},
		{ere: `[[:nope:]]`, err: reErrCtype},
		{ere: `a{1`, err: reErrBrace},
		{ere: `a{2,1}`, err: reErrBadBr},
		{ere: `a{1,2x}`, err: reErrBadBr},
		{ere: `\1`, err: reErrSubreg},
		{ere: `{1}`, err: reErrBadRpt},
	}
	for _, c := range cases {
		cr, msg := compileRegex(c.ere, false)
		if c.err != "" {
			if msg != c.err {
				t.Errorf("%q: error %q, want %q", c.ere, msg, c.err)
			}
			continue
		}
		if msg != "" {
			t.Errorf("%q: unexpected error %q", c.ere, msg)
			continue
		}
		for _, s := range c.match {
			if cr.match(s, nil) == nil {
				t.Errorf("%q should match %q", c.ere, s)
			}
		}
		for _, s := range c.not {
			if m := cr.match(s, nil); m != nil {
				t.Errorf("%q should not match %q (matched %v)", c.ere, s, m)
			}
		}
	}
}
