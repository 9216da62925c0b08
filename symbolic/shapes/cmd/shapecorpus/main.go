// Command shapecorpus compares the symbolic shape analysis with the
// expectations of the BladeDISC and MLIR-HLO shape optimization tests:
//
//	go run ./symbolic/shapes/cmd/shapecorpus [corpus-dir]
//
// For *disc-shape-optimization.mlir it reads, for each test, the function
// signature DISC prints (`tensor<?x10xf32, [@[[S0:.*]], @[[S1]]]>`):
// two dims named by the same FileCheck variable are an equality DISC
// proves, a `?` refined to a number a constant it proves. It counts how
// many of these the analysis proves on the same input. For every corpus
// file it counts the functions with dynamic dims and those whose analysis
// reports an error. The corpus (default /work/shared/corpus) is optional:
// without it the command says so and exits 0.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/symbolic/shapes"
)

func main() {
	dir := "/work/shared/corpus"
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*shape-optimization.mlir"))
	if len(files) == 0 {
		fmt.Printf("shapecorpus: no *shape-optimization.mlir files in %s; skipped\n", dir)
		return
	}
	reg := dialect.NewRegistry()
	var tot counts
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		c := runFile(filepath.Base(f), string(src), reg, strings.Contains(f, "disc-shape"))
		fmt.Printf("%s: %s\n", filepath.Base(f), c)
		tot.add(c)
	}
	fmt.Printf("total: %s\n", tot)
	if tot.analysisErrors > 0 {
		os.Exit(1)
	}
}

type counts struct {
	chunks, parseErrors, dynFuncs, analysisErrors    int
	discEq, discEqProven, discConst, discConstProven int
}

func (c *counts) add(o counts) {
	c.chunks += o.chunks
	c.parseErrors += o.parseErrors
	c.dynFuncs += o.dynFuncs
	c.analysisErrors += o.analysisErrors
	c.discEq += o.discEq
	c.discEqProven += o.discEqProven
	c.discConst += o.discConst
	c.discConstProven += o.discConstProven
}

func (c counts) String() string {
	s := fmt.Sprintf("%d tests (%d not parsed), %d functions with dynamic dims, %d with analysis errors",
		c.chunks, c.parseErrors, c.dynFuncs, c.analysisErrors)
	if c.discEq+c.discConst > 0 {
		s += fmt.Sprintf("; DISC equalities proven %d/%d, DISC constants proven %d/%d",
			c.discEqProven, c.discEq, c.discConstProven, c.discConst)
	}
	return s
}

func runFile(name, src string, reg *ir.Registry, disc bool) counts {
	var c counts
	for i, chunk := range strings.Split(src, "// -----") {
		c.chunks++
		f, err := parser.Parse(fmt.Sprintf("%s#%d", name, i), []byte(chunk), reg, parser.Options{AllowUnregistered: true})
		if err != nil {
			c.parseErrors++
			continue
		}
		dyn := 0
		f.Module.Walk(func(op *ir.Operation) bool {
			if op.Name == "func.func" && hasDynamic(op) {
				dyn++
			}
			return true
		})
		c.dynFuncs += dyn
		res, err := shapes.Analyze(f.Module)
		if err != nil {
			if dyn > 0 {
				c.analysisErrors++
				fmt.Fprintf(os.Stderr, "%s test %d: %v\n", name, i, err)
			}
			continue
		}
		if disc {
			compareDisc(chunk, f.Module, res, &c)
		}
	}
	return c
}

func hasDynamic(fn *ir.Operation) bool {
	ft, ok := dialect.FunctionType(fn)
	if !ok {
		return false
	}
	for _, t := range append(append([]ir.Type{}, ft.Inputs...), ft.Results...) {
		if tt, ok := t.(*ir.TensorType); ok && !ir.IsStatic(tt.Shape) {
			return true
		}
	}
	return false
}

var (
	sigRE  = regexp.MustCompile(`CHECK-SAME:\s*\((.*)\)\s*->\s*(.*)$`)
	typeRE = regexp.MustCompile(`tensor<([^,>]*?)(?:,\s*\[([^\]]*(?:\]\]|[^\]])*)\])?>`)
	varRE  = regexp.MustCompile(`@\[\[(S\d+)(?::[^\]]*)?\]\]`)
)

// dimPos is one dim of one signature value: arg k (or result k-nargs).
type dimPos struct{ val, dim int }

// compareDisc checks the signature DISC expects for @main.
func compareDisc(chunk string, module *ir.Operation, res *shapes.Result, c *counts) {
	var sig []string
	for _, line := range strings.Split(chunk, "\n") {
		if m := sigRE.FindStringSubmatch(line); m != nil {
			sig = m[1:]
			break
		}
	}
	if sig == nil {
		return
	}
	var fn *ir.Operation
	module.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" && dialect.SymbolName(op) == "main" {
			fn = op
		}
		return fn == nil
	})
	if fn == nil || len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) == 0 {
		return
	}
	vals := append([]*ir.Value{}, fn.Regions[0].Blocks[0].Args()...)
	for _, b := range fn.Regions[0].Blocks {
		if t := b.Terminator(); t != nil && t.Name == "func.return" {
			vals = append(vals, t.Operands()...)
			break
		}
	}
	names := map[string][]dimPos{}
	k := 0
	for _, part := range sig {
		for _, entry := range splitTop(strings.Trim(strings.TrimSpace(part), "()")) {
			if k >= len(vals) {
				return
			}
			m := typeRE.FindStringSubmatch(entry)
			if m == nil {
				k++
				continue
			}
			shape := strings.Split(m[1], "x")
			shape = shape[:len(shape)-1] // element type
			in, _ := vals[k].Type().(*ir.TensorType)
			for j, d := range shape {
				if in != nil && j < len(in.Shape) && in.Shape[j] == ir.Dynamic && d != "?" {
					c.discConst++
					var want int64
					fmt.Sscan(d, &want)
					if ds := res.Dims(vals[k]); j < len(ds) {
						if got, ok := ds[j].Constant(); ok && got == want {
							c.discConstProven++
						}
					}
				}
			}
			if m[2] != "" {
				for j, entry := range strings.Split(m[2], ",") {
					if v := varRE.FindStringSubmatch(entry); v != nil {
						names[v[1]] = append(names[v[1]], dimPos{k, j})
					}
				}
			}
			k++
		}
	}
	for _, ps := range names {
		for _, p := range ps[1:] {
			c.discEq++
			q := ps[0]
			if q.val < len(vals) && p.val < len(vals) && res.SameDim(vals[q.val], q.dim, vals[p.val], p.dim) {
				c.discEqProven++
			} else if os.Getenv("SHAPECORPUS_VERBOSE") != "" {
				fmt.Fprintf(os.Stderr, "not proven: value %d dim %d == value %d dim %d in\n%s\n", q.val, q.dim, p.val, p.dim, sig)
			}
		}
	}
}

// splitTop splits s at the commas outside brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '<', '[', '(', '{':
			depth++
		case '>', ']', ')', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
