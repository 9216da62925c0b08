// Command corpuscheck measures symopt on a directory of real MLIR test
// files (by default ../shared/corpus beside the repository): for every
// `// -----` split it records whether it parses, whether print -> parse ->
// print is a fixed point, whether generic -> pretty -> generic gives back
// the same text, whether splits carrying expected-error lines pass
// --verify-diagnostics, and whether mlir-opt-19 --allow-unregistered-dialect
// accepts symopt's generic print of splits that use only syntax mlir-opt
// knows (no attributes or types of dialects it does not ship, no builtin
// types newer than MLIR 19), and whether mlir-opt-19 prints that text back
// (--mlir-print-op-generic) exactly as symopt printed it; and, for RUN
// lines that only print a file (`<tool>-opt %s | FileCheck %s`), whether
// symopt's print passes the file's CHECK lines.
//
//	go run ./scripts/corpuscheck [-dir DIR] [-mlir-opt mlir-opt-19] [-filecheck FileCheck-19] [-v]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// mlirOptDialects are the dialects mlir-opt 19 ships.
var mlirOptDialects = map[string]bool{}

func init() {
	for _, d := range strings.Split("acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref mesh ml_program mpi nvgpu nvvm omp pdl pdl_interp polynomial ptr quant rocdl scf shape sparse_tensor spirv tensor test test_dyn tosa transform ub vector x86vector xegpu", " ") {
		mlirOptDialects[d] = true
	}
}

var dialectSyntax = regexp.MustCompile(`[#!]([a-z_][a-z0-9_]*)[.<]`)

// newerFloatTypes are builtin types added to MLIR after version 19.
var newerFloatTypes = regexp.MustCompile(`\b(f8E3M4|f8E8M0FNU|f6E2M3FN|f6E3M2FN|f4E2M1FN)\b`)
var expectedError = regexp.MustCompile(`expected-error`)

type tally struct {
	splits, parsed, fixed, genericFixed, diagSplits, diagPass, optEligible, optAccepted, optSame, printRuns, printPass int
}

func main() {
	dir := flag.String("dir", filepath.Join("..", "shared", "corpus"), "corpus directory")
	mlirOpt := flag.String("mlir-opt", "mlir-opt-19", "mlir-opt binary (empty to skip)")
	filecheck := flag.String("filecheck", "FileCheck-19", "FileCheck binary for print-only RUN lines (empty to skip)")
	verbose := flag.Bool("v", false, "list failures")
	flag.Parse()
	files, _ := filepath.Glob(filepath.Join(*dir, "*.mlir"))
	if len(files) == 0 {
		fmt.Fprintf(os.Stderr, "corpuscheck: no .mlir files in %s\n", *dir)
		os.Exit(2)
	}
	if _, err := exec.LookPath(*mlirOpt); err != nil {
		*mlirOpt = ""
	}
	if _, err := exec.LookPath(*filecheck); err != nil {
		*filecheck = ""
	}
	sort.Strings(files)
	reg := dialect.NewRegistry()
	var t tally
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		name := filepath.Base(file)
		if *filecheck != "" {
			runs, passed, failures := printCheck(src, file, *filecheck)
			t.printRuns += runs
			t.printPass += passed
			if *verbose {
				for _, f := range failures {
					fmt.Printf("PRINT-CHECK %s: %s\n", name, f)
				}
			}
		}
		for i, pc := range parser.Split(src) {
			piece := pc.Text
			t.splits++
			where := fmt.Sprintf("%s#%d", name, i)
			if expectedError.Match(piece) {
				t.diagSplits++
				var out, errb bytes.Buffer
				code := driver.Main([]string{"-verify-diagnostics", "-allow-unregistered-dialect", "-"}, bytes.NewReader(piece), &out, &errb)
				if code == 0 {
					t.diagPass++
				} else if *verbose {
					fmt.Printf("DIAG %s: %s\n", where, firstLine(errb.String()))
				}
				continue
			}
			f, err := parser.Parse(name, piece, reg, parser.Options{AllowUnregistered: true})
			if err != nil {
				if *verbose {
					fmt.Printf("PARSE %s: %s\n", where, firstLine(err.Error()))
				}
				continue
			}
			t.parsed++
			first := print(f, false)
			f2, err := parser.Parse(name, []byte(first), reg, parser.Options{AllowUnregistered: true})
			if err == nil && print(f2, false) == first {
				t.fixed++
			} else if *verbose {
				fmt.Printf("FIXPOINT %s\n", where)
			}
			generic := print(f, true)
			if genericPrettyGeneric(name, generic, reg) {
				t.genericFixed++
			} else if *verbose {
				fmt.Printf("GENERIC-PRETTY %s\n", where)
			}
			if *mlirOpt == "" || !onlyKnownSyntax(generic) {
				continue
			}
			t.optEligible++
			cmd := exec.Command(*mlirOpt, "--allow-unregistered-dialect", "--mlir-print-op-generic")
			cmd.Stdin = strings.NewReader(generic)
			var stdout, stderr bytes.Buffer
			cmd.Stdout = &stdout
			cmd.Stderr = &stderr
			if err := cmd.Run(); err == nil {
				t.optAccepted++
				if strings.TrimRight(stdout.String(), "\n") == strings.TrimRight(generic, "\n") {
					t.optSame++
				} else if *verbose {
					fmt.Printf("MLIR-OPT-TEXT %s: %s\n", where, firstDiff(generic, stdout.String()))
				}
			} else if *verbose {
				fmt.Printf("MLIR-OPT %s: %v %s\n", where, err, firstLine(stderr.String()))
			}
		}
	}
	pct := func(a, b int) float64 {
		if b == 0 {
			return 100
		}
		return 100 * float64(a) / float64(b)
	}
	fmt.Printf("files: %d, splits: %d\n", len(files), t.splits)
	fmt.Printf("splits without expected-error that parse:       %d / %d (%.1f%%)\n", t.parsed, t.splits-t.diagSplits, pct(t.parsed, t.splits-t.diagSplits))
	fmt.Printf("splits with expected-error passing -verify-diagnostics: %d / %d (%.1f%%)\n", t.diagPass, t.diagSplits, pct(t.diagPass, t.diagSplits))
	fmt.Printf("all splits handled (parse or diagnostics pass):  %d / %d (%.1f%%)\n", t.parsed+t.diagPass, t.splits, pct(t.parsed+t.diagPass, t.splits))
	fmt.Printf("print -> parse -> print fixed points:             %d / %d (%.1f%%)\n", t.fixed, t.parsed, pct(t.fixed, t.parsed))
	fmt.Printf("generic -> pretty -> generic identical:           %d / %d (%.1f%%)\n", t.genericFixed, t.parsed, pct(t.genericFixed, t.parsed))
	if *mlirOpt != "" {
		fmt.Printf("generic print accepted by %s:               %d / %d eligible (%.1f%%)\n", *mlirOpt, t.optAccepted, t.optEligible, pct(t.optAccepted, t.optEligible))
		fmt.Printf("generic print identical to %s's reprint:    %d / %d accepted (%.1f%%)\n", *mlirOpt, t.optSame, t.optAccepted, pct(t.optSame, t.optAccepted))
	}
	if *filecheck != "" {
		fmt.Printf("print-only RUN lines passing %s:           %d / %d\n", *filecheck, t.printPass, t.printRuns)
	}
}

// genericPrettyGeneric reports whether the generic text reads back, prints
// in the pretty form, and that reads back to the same generic text.
func genericPrettyGeneric(name, generic string, reg *ir.Registry) bool {
	g, err := parser.Parse(name, []byte(generic), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		return false
	}
	p, err := parser.Parse(name, []byte(print(g, false)), reg, parser.Options{AllowUnregistered: true})
	return err == nil && print(p, true) == generic
}

func print(f *ir.File, generic bool) string {
	var b strings.Builder
	ir.PrintFile(&b, f, ir.PrintOptions{Generic: generic})
	return b.String()
}

// onlyKnownSyntax reports whether text uses no attribute or type of a
// dialect mlir-opt does not ship.
func onlyKnownSyntax(text string) bool {
	if newerFloatTypes.MatchString(text) {
		return false
	}
	for _, m := range dialectSyntax.FindAllStringSubmatch(text, -1) {
		if !mlirOptDialects[m[1]] {
			return false
		}
	}
	return true
}

// firstDiff returns the first line where ours and theirs differ, both ways.
func firstDiff(ours, theirs string) string {
	a, b := strings.Split(ours, "\n"), strings.Split(theirs, "\n")
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  symopt:   %s\n  mlir-opt: %s", i+1, strings.TrimSpace(x), strings.TrimSpace(y))
		}
	}
	return "same lines"
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
