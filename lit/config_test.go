package lit

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseConfig(t *testing.T) {
	text := `# suite configuration
name = demo
suffixes = .mlir .test
excludes = Inputs
features = linux asserts
tool_paths = bin /opt/tools
timeout = 2.5
in_process = false
pipefail = false

[substitutions]
%{check} = filecheck %s
%{empty} =
%{dir} = ${config_dir}/Inputs

[env]
FOO = bar baz
`
	c, err := ParseConfig("/suite/lit.cfg", text, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := &Config{
		Name:       "demo",
		SourceRoot: "/suite",
		ExecRoot:   "/suite",
		Suffixes:   []string{".mlir", ".test"},
		Excludes:   []string{"Inputs"},
		Features:   []string{"linux", "asserts"},
		ToolPaths:  []string{"/suite/bin", "/opt/tools"},
		Substitutions: []Subst{
			{"%{check}", "filecheck %s"}, {"%{empty}", ""}, {"%{dir}", "/suite/Inputs"},
		},
		Env:     []string{"FOO=bar baz"},
		Timeout: 2500 * time.Millisecond,
	}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("ParseConfig =\n%+v\nwant\n%+v", c, want)
	}

	local := `features += gpu
features -= asserts
suffixes = .ll
unsupported = true
[substitutions]
%{check} = FileCheck %s
%{new} = x
`
	l, err := ParseConfig("/suite/sub/lit.local.cfg", local, c)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Features; !reflect.DeepEqual(got, []string{"linux", "gpu"}) {
		t.Errorf("local features = %v", got)
	}
	if !reflect.DeepEqual(l.Suffixes, []string{".ll"}) || !l.Unsupported || l.Name != "demo" {
		t.Errorf("local config = %+v", l)
	}
	wantSubst := []Subst{{"%{check}", "FileCheck %s"}, {"%{empty}", ""}, {"%{dir}", "/suite/Inputs"}, {"%{new}", "x"}}
	if !reflect.DeepEqual(l.Substitutions, wantSubst) {
		t.Errorf("local substitutions = %v", l.Substitutions)
	}
	// The parent is unchanged.
	if !reflect.DeepEqual(c.Features, []string{"linux", "asserts"}) || c.Substitutions[0].Value != "filecheck %s" {
		t.Errorf("parent config modified: %+v", c)
	}
}

func TestToolFeatures(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "my-tool"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	text := "tool_paths = " + dir + "\nfeatures = base\ntool_features = my-tool sh no-such-tool-xyz\n"
	c, err := ParseConfig("/s/lit.cfg", text, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"base", "my-tool", "sh"}; !reflect.DeepEqual(c.Features, want) {
		t.Errorf("features = %v, want %v", c.Features, want)
	}
}

func TestParseConfigDefaults(t *testing.T) {
	c, err := ParseConfig("/x/suite/lit.cfg", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "suite" || !c.InProcess || !c.Pipefail || c.Timeout != 0 {
		t.Errorf("defaults = %+v", c)
	}
}

func TestParseConfigErrors(t *testing.T) {
	tests := []struct {
		text  string
		local bool
		want  string
	}{
		{"name demo", false, "/s/lit.cfg:1: expected 'key = value', got \"name demo\""},
		{"\n\ncolour = red", false, "/s/lit.cfg:3: unknown setting \"colour\""},
		{"[subs]", false, "/s/lit.cfg:1: unknown section [subs]"},
		{"[env", false, "/s/lit.cfg:1: section header \"[env\" is missing ']'"},
		{"timeout = soon", false, "/s/lit.cfg:1: timeout: want a number of seconds"},
		{"timeout = -1", false, "/s/lit.cfg:1: timeout: want a number of seconds"},
		{"pipefail = maybe", false, "/s/lit.cfg:1: pipefail: want true or false"},
		{"name += x", false, "/s/lit.cfg:1: 'name' is not a list setting"},
		{"name =", false, "/s/lit.cfg:1: empty suite name"},
		{"= x", false, "/s/lit.cfg:1: missing key"},
		{"[substitutions]\n%{a} += b", false, "/s/lit.cfg:2: substitutions only take '='"},
		{"name = other", true, "/s/lit.cfg:1: 'name' may only be set in lit.cfg"},
	}
	for _, tt := range tests {
		var parent *Config
		if tt.local {
			parent = defaultConfig("/s")
		}
		_, err := ParseConfig("/s/lit.cfg", tt.text, parent)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseConfig(%q) error = %v, want %q", tt.text, err, tt.want)
		}
	}
}
