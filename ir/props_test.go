package ir

import (
	"strings"
	"testing"
)

// TestSetAttrReplacesProperties: SetAttr updates a name held among the
// properties in place (so no name ends up in both), removes it with nil,
// and leaves the properties a clone shares untouched.
func TestSetAttrReplacesProperties(t *testing.T) {
	props := func() *DictAttr {
		return &DictAttr{Entries: []NamedAttr{{"a", Int(1)}, {"b", Int(2)}}}
	}
	tests := []struct {
		name      string
		set       string
		value     Attribute
		wantProps string // Props printed, "" for none
		wantAttrs string // attribute names joined
	}{
		{"replace a property", "a", Int(5), "{a = 5 : i64, b = 2 : i64}", ""},
		{"remove a property", "b", nil, "{a = 1 : i64}", ""},
		{"new name is an attribute", "c", Int(3), "{a = 1 : i64, b = 2 : i64}", "c"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			op := NewOperation("t.op", nil, nil, nil, nil, nil)
			op.Props = props()
			shared := op.Props
			op.SetAttr(tc.set, tc.value)
			got := ""
			if op.Props != nil {
				got = op.Props.String()
			}
			if got != tc.wantProps {
				t.Errorf("props %q, want %q", got, tc.wantProps)
			}
			var names []string
			for _, a := range op.Attrs() {
				names = append(names, a.Name)
			}
			if strings.Join(names, ",") != tc.wantAttrs {
				t.Errorf("attributes %v, want %q", names, tc.wantAttrs)
			}
			if shared.String() != "{a = 1 : i64, b = 2 : i64}" {
				t.Errorf("shared properties changed: %s", shared)
			}
		})
	}
	op := NewOperation("t.op", nil, nil, nil, nil, nil)
	op.Props = &DictAttr{Entries: []NamedAttr{{"a", Int(1)}}}
	op.SetAttr("a", nil)
	if op.Props != nil {
		t.Errorf("removing the last property left %v", op.Props)
	}
}

// TestGenericPrintMovesInherentAttributes: attributes a row lists as
// inherent print among the properties, merged and sorted; others stay in
// the attribute dictionary.
func TestGenericPrintMovesInherentAttributes(t *testing.T) {
	info := &OpInfo{Name: "t.op", Inherent: []string{"k", "a"}}
	tests := []struct {
		name  string
		props *DictAttr
		attrs []NamedAttr
		want  string
	}{
		{"no properties", nil, []NamedAttr{{"k", Int(1)}, {"z", Int(2)}}, `"t.op"() <{k = 1 : i64}> {z = 2 : i64}`},
		{"merged and sorted", &DictAttr{Entries: []NamedAttr{{"b", Int(3)}}}, []NamedAttr{{"k", Int(1)}, {"a", Int(2)}}, `"t.op"() <{a = 2 : i64, b = 3 : i64, k = 1 : i64}> :`},
		{"only discardable", nil, []NamedAttr{{"z", Int(2)}}, `"t.op"() {z = 2 : i64} :`},
		{"clash stays put", &DictAttr{Entries: []NamedAttr{{"k", Int(1)}}}, []NamedAttr{{"k", Int(2)}}, `"t.op"() <{k = 1 : i64}> {k = 2 : i64} :`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			op := NewOperation("t.op", info, nil, nil, tc.attrs, nil)
			if tc.props != nil {
				op.Props = tc.props
			}
			var sb strings.Builder
			Print(&sb, op, PrintOptions{Generic: true})
			if !strings.Contains(sb.String(), tc.want) {
				t.Errorf("got %q, want it to contain %q", sb.String(), tc.want)
			}
		})
	}
}
