package filecheck

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
)

const referenceTool = "FileCheck-19"

// findReference returns the path of FileCheck-19, skipping the test when
// it is missing (failing instead when CI=true).
func findReference(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath(referenceTool)
	if err != nil {
		testtool.Missing(t, "%s not found on PATH; differential tests skipped", referenceTool)
	}
	return p
}

var progLine = regexp.MustCompile(`(?m)^(FileCheck-19|filecheck\.test|filecheck): `)

// normalize makes outputs of both tools comparable: temp paths and the
// program name differ by construction.
func normalize(s, dir string) string {
	s = strings.ReplaceAll(s, dir, "TMP")
	s = progLine.ReplaceAllString(s, "PROG: ")
	s = regexp.MustCompile(`(Try: '|See: )\S+ --help`).ReplaceAllString(s, "$1PROG --help")
	s = regexp.MustCompile(`(?m)^FileCheck command line: .*$`).ReplaceAllString(s, "FileCheck command line: ...")
	return s
}

type diffCase struct {
	name  string
	args  string // space separated; %s is the check file, %i the input file
	check string
	input string
	env   string // FILECHECK_OPTS
}

// runBoth runs FileCheck-19 and Main on one case and compares them.
func runBoth(t *testing.T, ref string, c diffCase) {
	dir := t.TempDir()
	cf := filepath.Join(dir, "check.txt")
	inf := filepath.Join(dir, "input.txt")
	if err := os.WriteFile(cf, []byte(c.check), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inf, []byte(c.input), 0o644); err != nil {
		t.Fatal(err)
	}
	var args []string
	for _, a := range strings.Fields(c.args) {
		a = strings.ReplaceAll(a, "%s", cf)
		a = strings.ReplaceAll(a, "%i", inf)
		a = strings.ReplaceAll(a, "\\_", " ")
		args = append(args, a)
	}
	cmd := exec.Command(ref, args...)
	cmd.Stdin = strings.NewReader(c.input)
	var rOut, rErr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &rOut, &rErr
	cmd.Env = append(os.Environ(), "FILECHECK_OPTS="+c.env)
	rc := 0
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatal(err)
		}
		rc = ee.ExitCode()
	}
	if c.env != "" {
		t.Setenv("FILECHECK_OPTS", c.env)
	}
	var oOut, oErr bytes.Buffer
	got := Main(args, strings.NewReader(c.input), &oOut, &oErr)
	if got != rc {
		t.Errorf("exit code: got %d, FileCheck-19 %d\nours:\n%s\nreference:\n%s", got, rc, oErr.String(), rErr.String())
	}
	if a, b := normalize(oErr.String(), dir), normalize(rErr.String(), dir); a != b {
		t.Errorf("stderr differs\n--- ours:\n%s\n--- FileCheck-19:\n%s", a, b)
	}
	if a, b := normalize(oOut.String(), dir), normalize(rOut.String(), dir); a != b {
		t.Errorf("stdout differs\n--- ours:\n%s\n--- FileCheck-19:\n%s", a, b)
	}
}

func TestDifferential(t *testing.T) {
	ref := findReference(t)
	if os.Getenv("FILECHECK_OPTS") != "" {
		t.Skip("FILECHECK_OPTS is set; run without it")
	}
	cases := differentialCases()
	if len(cases) < 100 {
		t.Fatalf("only %d differential cases", len(cases))
	}
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.name] {
			t.Fatalf("duplicate case name %q", c.name)
		}
		seen[c.name] = true
		t.Run(c.name, func(t *testing.T) {
			if c.env == "" {
				t.Parallel()
			}
			runBoth(t, ref, c)
		})
	}
}
