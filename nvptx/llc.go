package nvptx

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// Options chooses the tools and target of Compile and Assemble. The zero
// value picks llc-19 for sm_90 with PTX 8.0 when it is on PATH, else llc
// (LLVM 14 or later) for sm_80 with PTX 7.5, and ptxas (FindPtxas) for
// sm_90.
type Options struct {
	LLC   string // llc binary (name on PATH or path); empty: llc-19, then llc
	CPU   string // -mcpu; empty: sm_90 for LLVM 17+, sm_80 otherwise
	Attrs string // -mattr; empty: +ptx80 for LLVM 17+, +ptx75 otherwise
	Ptxas string // ptxas binary (name on PATH or path); empty: FindPtxas searches
	Arch  string // ptxas -arch; empty: sm_90
}

// Tool is an llc binary resolved with its LLVM major version.
type Tool struct {
	Path  string
	Major int
}

// Style is the pointer spelling this llc reads.
func (t Tool) Style() PointerStyle {
	if t.Major >= 15 {
		return Opaque
	}
	return Typed
}

var versionRE = regexp.MustCompile(`LLVM version (\d+)`)

// FindLLC resolves the llc that Compile would run for opts and checks it
// has the NVPTX backend.
func FindLLC(opts Options) (Tool, error) {
	names := []string{"llc-19", "llc"}
	if opts.LLC != "" {
		names = []string{opts.LLC}
	}
	var path string
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		return Tool{}, fmt.Errorf("%s not found on PATH: install LLVM with the NVPTX backend (apt-get install llvm-19) or set the llc path", strings.Join(names, " or "))
	}
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil {
		return Tool{}, fmt.Errorf("%s --version: %v: %s", path, err, out)
	}
	m := versionRE.FindSubmatch(out)
	if m == nil {
		return Tool{}, fmt.Errorf("%s --version: no LLVM version in %q", path, firstLine(out))
	}
	if !bytes.Contains(out, []byte("nvptx64")) {
		return Tool{}, fmt.Errorf("%s lacks the nvptx64 target: install an LLVM built with NVPTX (apt-get install llvm-19)", path)
	}
	major, _ := strconv.Atoi(string(m[1]))
	return Tool{Path: path, Major: major}, nil
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	return s
}

// LLCArgs returns the arguments Compile passes to llc t.
func LLCArgs(t Tool, opts Options) []string {
	cpu, attrs := opts.CPU, opts.Attrs
	if cpu == "" {
		cpu = "sm_80"
		if t.Major >= 17 {
			cpu = "sm_90"
		}
	}
	if attrs == "" {
		attrs = "+ptx75"
		if t.Major >= 17 {
			attrs = "+ptx80"
		}
	}
	return []string{"-mtriple=" + Triple, "-mcpu=" + cpu, "-mattr=" + attrs, "-O3", "-o", "-", "-"}
}

// Compile prints m in the pointer style of the chosen llc and runs it to
// produce PTX.
func Compile(m *Module, opts Options) (string, error) {
	t, err := FindLLC(opts)
	if err != nil {
		return "", err
	}
	cmd := exec.Command(t.Path, LLCArgs(t, opts)...)
	cmd.Stdin = strings.NewReader(m.Text(t.Style()))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%s failed: %v\n%s", t.Path, err, stderr.String())
	}
	return stdout.String(), nil
}
