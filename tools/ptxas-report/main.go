// Command ptxas-report assembles the kernels of PTX files, of MLIR
// modules (compiled as symopt --emit=ptx would) or of a model preset with
// ptxas -v, and prints per kernel its registers, spill stores and loads,
// stack frame and shared memory, then the distribution of registers and
// the kernels that use the most. docs/nvptx.md quotes its figures:
//
//	ptxas-report --preset llama-1b --arch sm_90 examples/*.mlir
//
// Inputs ending in .ptx are read as PTX (pieces split at `// -----`
// lines, as symopt --split-input-file prints them); other inputs are MLIR.
// ptxas is found as symopt --emit=cubin finds it (--ptxas, $PTXAS, PATH,
// then the CUDA toolkit and nvidia-cuda-nvcc wheel locations).
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/spf13/pflag"

	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/nvptx"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// row is one kernel's usage and the input it came from.
type row struct {
	input string
	nvptx.Usage
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("ptxas-report", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	arch := fs.String("arch", "sm_90", "target for llc -mcpu and ptxas -arch")
	ptxas := fs.String("ptxas", "", "ptxas binary (default: as symopt --emit=cubin finds it)")
	preset := fs.String("preset", "", "also report a model preset's train step (symopt-models --preset NAME --train-step)")
	top := fs.Int("top", 10, "how many of the kernels with the most registers to list")
	quiet := fs.Bool("summary", false, "print only the distribution and the worst kernels")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 && *preset == "" {
		fmt.Fprintln(stderr, "usage: ptxas-report [--arch sm_90] [--ptxas PATH] [--preset NAME] [--top N] [--summary] FILE...")
		return 2
	}
	opts := nvptx.Options{Ptxas: *ptxas, Arch: *arch}
	if _, err := nvptx.FindPtxas(*ptxas); err != nil {
		fmt.Fprintf(stderr, "ptxas-report: %v\n", err)
		return 1
	}
	var rows []row
	failed := 0
	add := func(input string, pieces []string) {
		for i, ptx := range pieces {
			name := input
			if len(pieces) > 1 {
				name = fmt.Sprintf("%s#%d", input, i)
			}
			us, err := nvptx.Resources(ptx, opts)
			if err != nil {
				failed++
				fmt.Fprintf(stderr, "ptxas-report: %s: %v\n", name, err)
				if t := targetRE.FindStringSubmatch(ptx); t != nil && t[1] != *arch {
					fmt.Fprintf(stderr, "ptxas-report: %s: the PTX targets %s: write it with symopt --arch=%s, or give --arch=%s\n", name, t[1], *arch, t[1])
				}
				continue
			}
			for _, u := range us {
				rows = append(rows, row{name, u})
			}
		}
	}
	if *preset != "" {
		src, err := models.PresetText(*preset, "llama", "train-step")
		if err != nil {
			fmt.Fprintf(stderr, "ptxas-report: %v\n", err)
			return 1
		}
		ptx, err := compile(*preset, src, *arch)
		if err != nil {
			fmt.Fprintf(stderr, "ptxas-report: %v\n", err)
			return 1
		}
		add(*preset, ptx)
	}
	for _, f := range fs.Args() {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "ptxas-report: %v\n", err)
			return 1
		}
		var pieces []string
		if strings.HasSuffix(f, ".ptx") {
			pieces = splitPTX(string(src))
		} else if pieces, err = compile(f, src, *arch); err != nil {
			fmt.Fprintf(stderr, "ptxas-report: %v\n", err)
			failed++
			continue
		}
		add(f, pieces)
	}
	if !*quiet {
		printRows(stdout, rows)
	}
	printSummary(stdout, rows, *arch, *top)
	if failed > 0 {
		fmt.Fprintf(stderr, "ptxas-report: %d inputs failed\n", failed)
		return 1
	}
	return 0
}

// targetRE finds the target a PTX module declares.
var targetRE = regexp.MustCompile(`(?m)^\.target (sm_\w+)`)

// compile runs symopt --emit=ptx --arch=arch on the module src.
func compile(name string, src []byte, arch string) ([]string, error) {
	var out, errs bytes.Buffer
	if code := driver.Main([]string{"--emit=ptx", "--arch=" + arch, "-"}, bytes.NewReader(src), &out, &errs); code != 0 {
		return nil, fmt.Errorf("symopt --emit=ptx %s: exit %d\n%s", name, code, errs.String())
	}
	return splitPTX(out.String()), nil
}

// splitPTX cuts PTX text at `// -----` lines and drops pieces without
// kernels.
func splitPTX(text string) []string {
	var pieces []string
	for _, p := range strings.Split(text, "\n// -----\n") {
		p = strings.TrimPrefix(p, "// -----\n")
		if strings.Contains(p, ".entry ") {
			pieces = append(pieces, p)
		}
	}
	return pieces
}
