package filecheck

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// run writes the check file and runs Main with input on stdin.
func run(t *testing.T, check, input string, args ...string) (int, string, string) {
	t.Helper()
	cf := filepath.Join(t.TempDir(), "check.txt")
	if err := os.WriteFile(cf, []byte(check), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := Main(append(args, cf), strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

func TestExitCodes(t *testing.T) {
	t.Setenv("FILECHECK_OPTS", "")
	cases := []struct {
		name, check, input string
		args               []string
		want               int
	}{
		{"pass", "CHECK: a\n", "a\n", nil, 0},
		{"fail", "CHECK: b\n", "a\n", nil, 1},
		{"bad pattern", "CHECK: {{(}}\n", "a\n", nil, 2},
		{"no checks", "nothing\n", "a\n", nil, 2},
		{"empty check file", "", "a\n", nil, 2},
		{"empty input", "CHECK: a\n", "", nil, 2},
		{"empty input allowed", "CHECK-NOT: a\n", "", []string{"--allow-empty"}, 0},
		{"unknown option", "CHECK: a\n", "a\n", []string{"--bogus"}, 1},
		{"short help", "CHECK: b\n", "a\n", []string{"-h"}, 0},
		{"binary input", "CHECK: \x01\n", "\x00\x01\xff\n", nil, 0},
		{"stray bracket", "CHECK: [[X:a]b]]\n", "a\n", nil, 1},
		{"numeric define without expression", "CHECK: a\n", "a\n", []string{"-D#N="}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _, stderr := run(t, c.check, c.input, c.args...)
			if got != c.want {
				t.Errorf("exit %d, want %d; stderr:\n%s", got, c.want, stderr)
			}
		})
	}
}

func TestConcurrentMain(t *testing.T) {
	t.Setenv("FILECHECK_OPTS", "")
	dir := t.TempDir()
	cf := filepath.Join(dir, "check.txt")
	check := "CHECK: [[X:v[0-9]+]] =\nCHECK-NEXT: use [[X]]{{$}}\nCHECK: [[#N:]] items\nCHECK: [[#N+1]] more\n"
	if err := os.WriteFile(cf, []byte(check), 0o644); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 32; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			use := g
			if g%2 == 1 {
				use = g + 100 // every odd run must fail
			}
			input := fmt.Sprintf("v%d =\nuse v%d\n%d items\n%d more\n", g, use, g, g+1)
			var out, errb bytes.Buffer
			code := Main([]string{"--dump-input=never", cf}, strings.NewReader(input), &out, &errb)
			if want := g % 2; code != want {
				errs <- fmt.Sprintf("run %d: exit %d, want %d: %s", g, code, want, errb.String())
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestDiffOption(t *testing.T) {
	t.Setenv("FILECHECK_OPTS", "")
	check := "CHECK: func @f\nCHECK-NEXT: %0 = add\nCHECK-NEXT: return %0\n"
	input := "func @f\n%0 = mul\nreturn %0\n"
	code, _, stderr := run(t, check, input, "--diff", "--dump-input=never")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	for _, want := range []string{"--- ", "+++ <stdin>:2", "-%0 = add\n", "+%0 = mul\n", " return %0\n"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("diff output lacks %q:\n%s", want, stderr)
		}
	}
	code, _, stderr = run(t, check, "func @f\n%0 = add\nreturn %0\n", "--diff")
	if code != 0 || stderr != "" {
		t.Errorf("passing run with --diff: exit %d stderr %q", code, stderr)
	}
}

func TestWarnMisspelled(t *testing.T) {
	t.Setenv("FILECHECK_OPTS", "")
	check := "; CHECK: a\n; CHECK-LABLE: b\n; CHECK-NXT: c\n; CHECK d\n// CHECK-NEXT e\n; the CHECK word in prose\n"
	code, _, stderr := run(t, check, "a\n", "--warn-misspelled")
	if code != 0 {
		t.Fatalf("exit %d, want 0: %s", code, stderr)
	}
	for _, want := range []string{"check.txt:2:3: warning: possibly misspelled directive 'CHECK-LABLE' (did you mean 'CHECK-LABEL:'?)",
		"check.txt:3:3: warning: possibly misspelled directive 'CHECK-NXT' (did you mean 'CHECK-NEXT:'?)",
		"check.txt:4:3: warning: directive 'CHECK' is not followed by ':' and will be ignored",
		"check.txt:5:4: warning: directive 'CHECK-NEXT' is not followed by ':' and will be ignored"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("missing warning %q in:\n%s", want, stderr)
		}
	}
	if strings.Contains(stderr, ":6:") {
		t.Errorf("prose mention warned about:\n%s", stderr)
	}
	code2, _, stderr2 := run(t, check, "a\n")
	if code2 != code || stderr2 != "" {
		t.Errorf("without --warn-misspelled: exit %d stderr %q", code2, stderr2)
	}
}

func FuzzMain(f *testing.F) {
	for _, b := range baseCases {
		f.Add(b.check, b.input)
	}
	f.Fuzz(func(t *testing.T, check, input string) {
		t.Setenv("FILECHECK_OPTS", "")
		for _, args := range [][]string{nil, {"-vv", "--dump-input=always"}, {"--match-full-lines", "--ignore-case"}} {
			code, _, _ := run(t, check, input, args...)
			if code < 0 || code > 2 {
				t.Fatalf("exit %d", code)
			}
		}
	})
}
