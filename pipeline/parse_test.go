package pipeline

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
)

func TestParsePipeline(t *testing.T) {
	r := testRegistry(t)
	tests := []struct{ in, want string }{
		{"builtin.module(mark,noop)", "builtin.module(mark,noop)"},
		{"mark,noop", "builtin.module(mark,noop)"},
		{"builtin.module(func.func(mark{value=3}),noop)", "builtin.module(func.func(mark{value=3}),noop)"},
		{"  builtin.module ( func.func ( mark , noop ) ) ", "builtin.module(func.func(mark,noop))"},
		{"any(mark)", "any(mark)"},
		{"func.func(mark)", "func.func(mark)"},
		// implicit nesting of passes anchored on func.func, merged when adjacent
		{"on-func,on-func,mark,on-func", "builtin.module(func.func(on-func,on-func),mark,func.func(on-func))"},
		{"on-module{flag names=a,b text='q r'}", `builtin.module(on-module{flag=true names=a,b text="q r"})`},
		{`on-module{text="{a b}"}`, `builtin.module(on-module{text="{a b}"})`},
		{"on-module{text={x=1 y=2}}", `builtin.module(on-module{text="x=1 y=2"})`},
		{"", "builtin.module()"},
		{"builtin.module()", "builtin.module()"},
	}
	for _, tc := range tests {
		p, err := r.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if got := p.String(); got != tc.want {
			t.Errorf("Parse(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParsePipelineErrors(t *testing.T) {
	r := testRegistry(t)
	tests := []struct {
		in  string
		col int
		msg string
	}{
		{"builtin.module(foo)", 16, "unknown pass 'foo'"},
		{"mark{x=1}", 6, "unknown option 'x' for pass 'mark' (known: value)"},
		{"mark{value=abc}", 6, "invalid value for option 'value' of pass 'mark': 'abc' is not an integer"},
		{"on-module{flag=maybe}", 11, "'maybe' is not a boolean"},
		{"noop{x}", 6, "unknown option 'x' for pass 'noop' (it takes no options)"},
		{"mark{value}", 6, "option 'value' of pass 'mark' needs a value"},
		{"builtin.module(func.func(mark)", 15, "unbalanced parentheses: '(' is never closed"},
		{"builtin.module(mark))", 21, "unbalanced parentheses: extra ')'"},
		{"mark{value=1", 5, "unbalanced braces"},
		{"mark,", 6, "expected a pass name after ','"},
		{"mark noop", 6, "expected ',' or ')' but found 'n'"},
		{"builtin.module(on-func)", 16, "pass 'on-func' runs on 'func.func' and cannot be scheduled on 'builtin.module'"},
		{"builtin.module{x=1}(mark)", 1, "op anchor 'builtin.module' takes no options"},
		{"func.func{a=1}(mark)", 1, "op anchor 'func.func' takes no options"},
	}
	for _, tc := range tests {
		_, err := r.Parse(tc.in)
		d, ok := err.(*diag.Diagnostic)
		if !ok {
			t.Errorf("Parse(%q) error = %v, want a diagnostic", tc.in, err)
			continue
		}
		if d.Pos.Col != tc.col || d.Pos.File != PipelineFile || !strings.Contains(d.Msg, tc.msg) {
			t.Errorf("Parse(%q) = %s (col %d), want col %d and %q", tc.in, d.Msg, d.Pos.Col, tc.col, tc.msg)
		}
	}
}

func TestFromFlags(t *testing.T) {
	r := testRegistry(t)
	p, err := r.FromFlags([]PassFlag{{Name: "mark", Options: "value=2"}, {Name: "on-func"}, {Name: "noop"}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.String(), "builtin.module(mark{value=2},func.func(on-func),noop)"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestRegisterRejects(t *testing.T) {
	r := testRegistry(t)
	bad := []PassDef{
		{Name: "mark", New: testRegistry(t).Lookup("mark").New},
		{Name: "no-ctor"},
		{Name: "bad name", New: testRegistry(t).Lookup("mark").New},
		{Name: "bad-default", New: testRegistry(t).Lookup("mark").New, Options: []OptionSpec{{Name: "n", Kind: IntOption, Default: "x"}}},
	}
	for _, d := range bad {
		if err := r.Register(d); err == nil {
			t.Errorf("Register(%q) succeeded, want an error", d.Name)
		}
	}
}

func TestWriteList(t *testing.T) {
	r := testRegistry(t)
	var b strings.Builder
	if err := r.WriteList(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	// sorted by name, options listed with type, default and description
	order := []string{"--fail", "--mark", "value=<int>", "(default: 1)", "--noop", "--on-func", "[on func.func]", "--on-module", "flag=<bool>", "names=<list>", "text=<string>", "--panic"}
	pos := 0
	for _, s := range order {
		i := strings.Index(out[pos:], s)
		if i < 0 {
			t.Fatalf("list missing %q after offset %d:\n%s", s, pos, out)
		}
		pos += i
	}
}
