package kernel_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// TestParseRoundTrip parses every golden kernel and prints it back.
func TestParseRoundTrip(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.golden"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files (%v)", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		k, err := kernel.Parse(string(data))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if got := kernel.Print(k); got != string(data) {
			t.Errorf("%s: print(parse(text)) differs:\n%s", f, got)
		}
	}
}

func TestParseErrors(t *testing.T) {
	const head = "kernel @k(%x: in f32, %y: out f32, %N: dim)\n    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {\n"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"unknown op", head + "  %0 = index linear\n  %1 = frob %0 : i64\n}\n", "4:8: unknown instruction \"frob\""},
		{"undefined value", head + "  %1 = load %x[%0] : f32\n}\n", "3:16: undefined value %0"},
		{"unknown param", head + "  %0 = index linear\n  store %z[%0], %0\n}\n", "4:9: unknown parameter %z"},
		{"bad type", head + "  %0 = const 1 : f12\n}\n", "unknown type \"f12\""},
		{"wrong grid", strings.Replace(head, "256), 1)", "128), 1)", 1) + "}\n", "2:37: grid max(ceildiv(N, 128), 1) does not match"},
		{"duplicate", head + "  %0 = index linear\n  %0 = index linear\n}\n", "value %0 defined twice"},
		{"missing brace", head + "  %0 = index linear\n", "expected \"}\""},
		{"bad char", "kernel @k(%x: in f32) $", "1:23: unexpected character '$'"},
		{"verifier", head + "  %0 = index row\n}\n", "index row is not available here"},
		{"trailing", head + "}\n}", "unexpected \"}\" after the kernel"},
	} {
		_, err := kernel.Parse(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.golden"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		k, err := kernel.Parse(text)
		if err != nil {
			return
		}
		printed := kernel.Print(k)
		k2, err := kernel.Parse(printed)
		if err != nil {
			t.Fatalf("printed kernel does not parse: %v\n%s", err, printed)
		}
		if again := kernel.Print(k2); again != printed {
			t.Fatalf("print is not a fixed point:\n%s\n---\n%s", printed, again)
		}
	})
}
