package pipeline

import (
	"reflect"
	"strings"
	"testing"
)

func TestTokenizeOptions(t *testing.T) {
	tests := []struct {
		in   string
		want []string // key=value, or key alone
		err  string
	}{
		{"", nil, ""},
		{"a=1 b=2", []string{"a=1", "b=2"}, ""},
		{"  a=1\tflag  ", []string{"a=1", "flag"}, ""},
		{`s="x y" t='p q'`, []string{"s=x y", "t=p q"}, ""},
		{"p={cse canonicalize{max-iterations=2}} q=3", []string{"p=cse canonicalize{max-iterations=2}", "q=3"}, ""},
		{"pipe=func.func(cse,canonicalize{a=1 b=2})", []string{"pipe=func.func(cse,canonicalize{a=1 b=2})"}, ""},
		{"l=a,b,c", []string{"l=a,b,c"}, ""},
		{`s="open`, nil, "unterminated quoted value for option 's'"},
		{"p={x", nil, "unbalanced braces in value of option 'p'"},
		{"=3", nil, "expected an option name"},
	}
	for _, tc := range tests {
		toks, _, err := tokenizeOptions(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err = %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		var got []string
		for _, tk := range toks {
			if tk.hasValue {
				got = append(got, tk.key+"="+tk.value)
			} else {
				got = append(got, tk.key)
			}
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestOptionValues(t *testing.T) {
	def := &PassDef{Name: "p", Options: []OptionSpec{
		{Name: "n", Kind: IntOption, Default: "7"},
		{Name: "hex", Kind: IntOption},
		{Name: "b", Kind: BoolOption, Default: "true"},
		{Name: "s", Kind: StringOption, Default: "dflt"},
		{Name: "l", Kind: ListOption},
	}}
	o, _, err := parseOptions(def, `hex=0x10 b=false l=x,"y,z",{a,b}`)
	if err != nil {
		t.Fatal(err)
	}
	if o.Int("n") != 7 || o.Int("hex") != 16 || o.Bool("b") || o.String("s") != "dflt" {
		t.Errorf("values: n=%d hex=%d b=%v s=%q", o.Int("n"), o.Int("hex"), o.Bool("b"), o.String("s"))
	}
	if got := o.List("l"); !reflect.DeepEqual(got, []string{"x", "y,z", "{a,b}"}) {
		t.Errorf("list = %q", got)
	}
	if o.IsSet("n") || !o.IsSet("hex") {
		t.Errorf("IsSet wrong")
	}
	if got := o.Text(); got != `hex=16 b=false l=x,"y,z",{a,b}` {
		t.Errorf("Text = %q", got)
	}
	// Text parses back to the same values.
	again, _, err := parseOptions(def, o.Text())
	if err != nil || !reflect.DeepEqual(again.vals, o.vals) {
		t.Errorf("round trip: %v, %v vs %v", err, again.vals, o.vals)
	}
}

// TestIntOptionMinimum: a value below an int option's minimum is refused
// with a message naming it; the minimum itself is fine.
func TestIntOptionMinimum(t *testing.T) {
	def := &PassDef{Name: "p", Options: []OptionSpec{{Name: "depth", Kind: IntOption, Default: "4", Min: "0"}}}
	if _, _, err := parseOptions(def, "depth=-1"); err == nil || !strings.Contains(err.Error(), "-1 is below the smallest allowed value 0") {
		t.Errorf("depth=-1: %v", err)
	}
	o, _, err := parseOptions(def, "depth=0")
	if err != nil || o.Int("depth") != 0 {
		t.Errorf("depth=0: %v, %d", err, o.Int("depth"))
	}
}
