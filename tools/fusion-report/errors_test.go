package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInputAndFlags: bad flag values exit 2, invalid modules exit 1
// with one diagnostic prefix, and byte counts that overflow int64 are
// reported as such instead of wrapping to negative numbers.
func TestBadInputAndFlags(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	dyn := write("dyn.mlir", `func.func @main(%a: tensor<?x99999999999xf32>) -> tensor<?x99999999999xf32> {
  %0 = stablehlo.add %a, %a : tensor<?x99999999999xf32>
  %1 = stablehlo.multiply %0, %a : tensor<?x99999999999xf32>
  return %1 : tensor<?x99999999999xf32>
}
`)
	huge := write("huge.mlir", `func.func @main(%a: tensor<99999999999x99999999999xf32>) {
  return
}
`)
	for _, tc := range []struct {
		name    string
		args    []string
		code    int
		want    string
		notWant string
	}{
		{"negative default dim", []string{"--default-dim", "-1", dyn}, 2, "bad --default-dim -1", ""},
		{"zero max ops", []string{"--max-ops", "0", dyn}, 2, "bad --max-ops 0", ""},
		{"overflowing bytes", []string{"--default-dim", "99999999999", dyn}, 0, "overflows int64 at S0=99999999999", "-"},
		{"huge static type", []string{huge}, 1, "huge.mlir:1:1: error: 'func.func' op region argument #0", "<unknown>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := run(tc.args, &out, &errs); code != tc.code {
				t.Fatalf("exit %d, want %d: %s", code, tc.code, errs.String())
			}
			all := out.String() + errs.String()
			if !strings.Contains(all, tc.want) {
				t.Errorf("output lacks %q:\n%s", tc.want, all)
			}
			if tc.notWant == "-" {
				for _, line := range strings.Split(all, "\n") {
					if strings.Contains(line, " -> -") || strings.Contains(line, "= -") {
						t.Errorf("negative size printed: %s", line)
					}
				}
			} else if tc.notWant != "" && strings.Contains(all, tc.notWant) {
				t.Errorf("output has %q:\n%s", tc.notWant, all)
			}
		})
	}
}

// TestFlagErrorsAreShown: pflag's parse errors reach stderr (exit 2) and
// --help exits 0.
func TestFlagErrorsAreShown(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"--bogus", "x.mlir"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), "unknown flag: --bogus") {
		t.Errorf("--bogus: exit %d, stderr %q", code, errs.String())
	}
	errs.Reset()
	if code := run([]string{"--help"}, &out, &errs); code != 0 || !strings.Contains(errs.String(), "--default-dim") {
		t.Errorf("--help: exit %d, stderr %q", code, errs.String())
	}
}
