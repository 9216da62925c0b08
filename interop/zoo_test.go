package interop_test

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/interp"
)

// bindings are the two sizes every dynamic dim of the zoo runs at.
var bindings = []map[string]string{
	{"b": "1", "s": "3", "t": "1"},
	{"b": "3", "s": "6", "t": "4"},
}

var dimName = regexp.MustCompile(`^[a-z]+$`)

// zooDims reads zoo/testdata/dims.txt: file name to symopt-run --dims
// with symbolic sizes (arg4=bx8,arg5=bx4).
func zooDims(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join("zoo", "testdata", "dims.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, dims, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			t.Fatalf("dims.txt: bad line %q", sc.Text())
		}
		out[name] = dims
	}
	return out
}

// bind replaces the dim names of a symbolic --dims value (the "arg"
// prefixes excepted) with their sizes.
func bind(t *testing.T, dims string, sizes map[string]string) string {
	var parts []string
	for _, p := range strings.Split(dims, ",") {
		arg, shape, _ := strings.Cut(p, "=")
		sizesOf := strings.Split(shape, "x")
		for i, n := range sizesOf {
			if !dimName.MatchString(n) {
				continue
			}
			v, ok := sizes[n]
			if !ok {
				t.Fatalf("dims.txt: unknown dim %q in %q", n, dims)
			}
			sizesOf[i] = v
		}
		parts = append(parts, arg+"="+strings.Join(sizesOf, "x"))
	}
	return strings.Join(parts, ",")
}

// TestZooMatchesXLA runs every zoo model with the interpreter and with
// XLA's CPU backend on the same random inputs: the static exports once,
// the dynamic ones at two sizes of every dim. Floats must agree within a
// relative 1e-4 (absolute 1e-5): XLA's CPU backend computes tanh and exp
// with its own approximations and reassociates reductions, and the
// transformer's outputs differ by up to 4e-5 relative (docs/interop.md).
func TestZooMatchesXLA(t *testing.T) {
	t.Setenv("SYMOPT_PYTHON", testtool.Python(t))
	dims := zooDims(t)
	files, err := filepath.Glob(filepath.Join("zoo", "testdata", "*.mlir"))
	if err != nil || len(files) != 2*len(dims) {
		t.Fatalf("%d zoo files for %d lines of dims.txt (%v)", len(files), len(dims), err)
	}
	for _, f := range files {
		runs := [][]string{nil}
		if d, ok := dims[filepath.Base(f)]; ok {
			runs = nil
			for _, b := range bindings {
				runs = append(runs, []string{"--dims", bind(t, d, b)})
			}
		} else if !strings.HasSuffix(f, "_static.mlir") {
			t.Errorf("%s: dynamic export missing from dims.txt", f)
		}
		for _, extra := range runs {
			args := append([]string{f, "-q", "--random-inputs", "1", "--reference", "xla", "--rtol", "1e-4", "--atol", "1e-5"}, extra...)
			var out, errb strings.Builder
			if code := interp.Main(args, strings.NewReader(""), &out, &errb); code != interp.ExitOK {
				t.Errorf("symopt-run %s: exit %d\n%s", strings.Join(args, " "), code, errb.String())
			}
		}
	}
}

// TestZooUpToDate regenerates the zoo with interop/zoo/export.py --check:
// the committed files are what the script writes.
func TestZooUpToDate(t *testing.T) {
	py := testtool.Python(t)
	cmd := exec.Command(py, filepath.Join("zoo", "export.py"), "--check")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("zoo/export.py --check: %v\n%s", err, out)
	}
}
