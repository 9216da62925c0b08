package lit

import (
	"fmt"
	"strings"
	"testing"
)

// dumpShell renders a syntax tree compactly: words in [], redirects as
// op(fd)target, pipelines joined by |, sequences in parentheses.
func dumpShell(n shNode) string {
	switch n := n.(type) {
	case *shSeq:
		return "(" + dumpShell(n.lhs) + " " + n.op + " " + dumpShell(n.rhs) + ")"
	case *shPipeline:
		var parts []string
		for _, c := range n.cmds {
			var ws []string
			for _, w := range c.args {
				s := "[" + w.text + "]"
				if w.glob {
					s += "*"
				}
				ws = append(ws, s)
			}
			for _, r := range c.redirects {
				ws = append(ws, fmt.Sprintf("%s(%d)%s", r.op, r.fd, r.target.text))
			}
			parts = append(parts, strings.Join(ws, ""))
		}
		return strings.Join(parts, " | ")
	}
	return "?"
}

func TestParseShell(t *testing.T) {
	tests := []struct{ in, want string }{
		{"echo hi", "[echo][hi]"},
		{"  echo   a\tb ", "[echo][a][b]"},
		{`echo 'a b' "c d" e\ f`, "[echo][a b][c d][e f]"},
		{`echo "a\"b" "x\\y" "\n"`, `[echo][a"b][x\y][\n]`},
		{`echo 'it''s' a"b"c`, "[echo][its][abc]"},
		{`echo '$HOME' "*"`, "[echo][$HOME][*]"},
		{"ls *.mlir", "[ls][*.mlir]*"},
		{"a | b | c", "[a] | [b] | [c]"},
		{"a && b || c ; d", "((([a] && [b]) || [c]) ; [d])"},
		{"a > out 2> err < in", "[a]>(-1)out>(2)err<(-1)in"},
		{"a >> out 2>&1", "[a]>>(-1)out>&(2)1"},
		{"a &> both", "[a]&>(-1)both"},
		{"a 2>>log", "[a]>>(2)log"},
		{"a>b", "[a]>(-1)b"},
		{`a "2">b`, "[a][2]>(-1)b"},
		{"not --crash a|b", "[not][--crash][a] | [b]"},
		{"a;b", "([a] ; [b])"},
	}
	for _, tt := range tests {
		n, err := parseShell(tt.in)
		if err != nil {
			t.Errorf("parseShell(%q): %v", tt.in, err)
			continue
		}
		if got := dumpShell(n); got != tt.want {
			t.Errorf("parseShell(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestParseShellErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"echo 'abc", "missing closing ' for the quote at column 6"},
		{`echo "abc`, `missing closing " for the quote at column 6`},
		{`echo abc\`, "escape '\\' at end of line"},
		{"a &&", "missing argument to operator '&&'"},
		{"a ;", "missing argument to operator ';'"},
		{"| a", "syntax error near unexpected token '|'"},
		{"a | | b", "syntax error near unexpected token '|'"},
		{"a > ", "missing redirection target"},
		{"a > | b", "missing redirection target"},
		{"a & b", "unsupported shell operator: '&'"},
		{"", "empty command"},
		{"> out", "empty command"},
	}
	for _, tt := range tests {
		_, err := parseShell(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseShell(%q) error = %v, want it to contain %q", tt.in, err, tt.want)
		}
	}
}

func TestShQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"abc", "abc"},
		{"/a/b.mlir", "/a/b.mlir"},
		{"--x=1,2", "--x=1,2"},
		{"", "''"},
		{"a b", "'a b'"},
		{"it's", `'it'"'"'s'`},
		{"%{y}", "'%{y}'"},
	}
	for _, tt := range tests {
		if got := shQuote(tt.in); got != tt.want {
			t.Errorf("shQuote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
