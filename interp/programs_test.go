package interp

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// programFiles lists the self-checking programs.
func programFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "programs", "*.mlir"))
	if err != nil || len(files) < 60 {
		t.Fatalf("expected at least 60 programs, found %d (%v)", len(files), err)
	}
	return files
}

func runMain(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestPrograms runs every self-checking program: all checks must pass.
func TestPrograms(t *testing.T) {
	for _, f := range programFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if code, _, stderr := runMain(t, "-q", f); code != ExitOK {
				t.Errorf("exit %d:\n%s", code, stderr)
			}
		})
	}
}

var (
	expectedLine = regexp.MustCompile(`(%expected\b.*|\{value = |_const %[^,]*, )dense<`)
	firstValue   = regexp.MustCompile(`true|false|-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?`)
)

// mutate changes the first value of the first expected constant: a number
// grows by one, a boolean flips.
func mutate(src string) (string, bool) {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		loc := expectedLine.FindStringIndex(l)
		if loc == nil {
			continue
		}
		start := loc[1]
		m := firstValue.FindStringIndex(l[start:])
		if m == nil {
			continue
		}
		tok := l[start+m[0] : start+m[1]]
		var repl string
		switch tok {
		case "true":
			repl = "false"
		case "false":
			repl = "true"
		default:
			v, err := strconv.ParseFloat(tok, 64)
			if err != nil {
				continue
			}
			if strings.ContainsAny(tok, ".eE") {
				repl = strconv.FormatFloat(v+1, 'f', -1, 64)
				if !strings.Contains(repl, ".") {
					repl += ".0"
				}
			} else {
				repl = strconv.FormatInt(int64(v)+1, 10)
			}
		}
		lines[i] = l[:start+m[0]] + repl + l[start+m[1]:]
		return strings.Join(lines, "\n"), true
	}
	return "", false
}

// TestProgramsWithWrongExpectations runs each program with one expected
// value changed: the run must fail its check with exit code 1 and name the
// check's position.
func TestProgramsWithWrongExpectations(t *testing.T) {
	dir := t.TempDir()
	for _, f := range programFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			bad, ok := mutate(string(src))
			if !ok {
				t.Fatalf("no expected value to change")
			}
			path := filepath.Join(dir, filepath.Base(f))
			if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, stderr := runMain(t, "-q", path)
			if code != ExitFailure {
				t.Fatalf("exit %d, want %d:\n%s", code, ExitFailure, stderr)
			}
			if !strings.Contains(stderr, path+":") || !strings.Contains(stderr, "check") {
				t.Errorf("error does not name the check's position:\n%s", stderr)
			}
		})
	}
}
