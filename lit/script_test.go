package lit

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseScript(t *testing.T) {
	text := `// RUN: echo a \
// RUN:   b | filecheck %s
// CHECK: a b
// REQUIRES: linux, asserts
// REQUIRES: !windows
// UNSUPPORTED: darwin || win32
// XFAIL: *
// ALLOW_RETRIES: 2
// DEFINE: %{tool} = cat
// RUN: %{tool} %s
// REDEFINE: %{tool} = \
// REDEFINE:   tac
// RUN: %{tool} %s
// CHECK-NOT: RUN: is found anywhere in a line
// END.
// RUN: never
`
	config := []Subst{{"%{x}", "y"}}
	s, err := parseScript("t.mlir", text, config)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range s.runs {
		got = append(got, r.text)
	}
	want := []string{" echo a    b | filecheck %s", " %{tool} %s", " %{tool} %s", " is found anywhere in a line"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("runs = %q, want %q", got, want)
	}
	if lines := []int{s.runs[0].line, s.runs[1].line, s.runs[2].line}; !reflect.DeepEqual(lines, []int{1, 10, 13}) {
		t.Errorf("run lines = %v", lines)
	}
	if !reflect.DeepEqual(s.runs[0].substs, config) {
		t.Errorf("first RUN substitutions = %v", s.runs[0].substs)
	}
	if want := []Subst{{"%{tool}", "cat"}, {"%{x}", "y"}}; !reflect.DeepEqual(s.runs[1].substs, want) {
		t.Errorf("second RUN substitutions = %v, want %v", s.runs[1].substs, want)
	}
	if want := []Subst{{"%{tool}", "tac"}, {"%{x}", "y"}}; !reflect.DeepEqual(s.runs[2].substs, want) {
		t.Errorf("third RUN substitutions = %v, want %v", s.runs[2].substs, want)
	}
	if !reflect.DeepEqual(s.requires, []string{"linux", "asserts", "!windows"}) {
		t.Errorf("requires = %q", s.requires)
	}
	if !reflect.DeepEqual(s.unsupported, []string{"darwin || win32"}) || !reflect.DeepEqual(s.xfails, []string{"*"}) {
		t.Errorf("unsupported = %q, xfails = %q", s.unsupported, s.xfails)
	}
	if s.allowRetries != 2 {
		t.Errorf("allowRetries = %d", s.allowRetries)
	}
}

func TestParseScriptErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"RUN: a \\\n", "t:2: unterminated RUN: line"},
		{"RUN: a \\\nXFAIL: *\n", "t:2: XFAIL: line follows a RUN: line ending in '\\'"},
		{"REQUIRES: a &&\n", "t:1: REQUIRES: expected feature name"},
		{"UNSUPPORTED: (a\n", "t:1: UNSUPPORTED: expected ')'"},
		{"XFAIL: a b\n", "t:1: XFAIL: expected '&&', '||' or end"},
		{"ALLOW_RETRIES: x\n", "t:1: ALLOW_RETRIES: want a non-negative integer, got \"x\""},
		{"ALLOW_RETRIES: 1\nALLOW_RETRIES: 2\n", "t:2: more than one ALLOW_RETRIES: line"},
		{"DEFINE: %{a} = 1\nDEFINE: %{a} = 2\n", "t:2: DEFINE: %{a} is already defined"},
		{"REDEFINE: %{b} = 1\n", "t:1: REDEFINE: %{b} is not defined"},
		{"DEFINE: %b = 1\n", "t:1: DEFINE: want '%{name} = value'"},
		{"DEFINE: %{b}\n", "t:1: DEFINE: want '%{name} = value'"},
		{"END. trailing\n", "t:1: 'END.' must be followed by nothing"},
	}
	for _, tt := range tests {
		_, err := parseScript("t", tt.text, nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseScript(%q) error = %v, want %q", tt.text, err, tt.want)
		}
	}
}
