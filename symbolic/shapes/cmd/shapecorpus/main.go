// Command shapecorpus compares the symbolic shape analysis with the
// expectations of the BladeDISC and MLIR-HLO shape optimization tests:
//
//	go run ./symbolic/shapes/cmd/shapecorpus [-all] [corpus-dir]
//
// For *disc-shape-optimization.mlir it reads, for each test, the function
// signature DISC prints (`tensor<?x10xf32, [@[[S0:.*]], @[[S1]]]>`):
// two dims named by the same FileCheck variable are an equality DISC
// proves, a `?` refined to a number a constant it proves. It counts how
// many of these the analysis proves on the same input. For every corpus
// file (every *.mlir with -all) it counts the functions with dynamic dims
// and those whose analysis reports an error, and checks that annotating,
// printing, reading back and annotating again prints the same text. The corpus (default /work/shared/corpus) is optional:
// without it the command says so and exits 0.
package main

import (
	"flag"
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
	fs := flag.NewFlagSet("shapecorpus", flag.ContinueOnError)
	all := fs.Bool("all", false, "analyze every *.mlir file of the corpus, not only the shape optimization tests")
	if err := fs.Parse(os.Args[1:]); err != nil {
		os.Exit(2)
	}
	dir := "/work/shared/corpus"
	if fs.NArg() > 0 {
		dir = fs.Arg(0)
	}
	pattern := "*shape-optimization.mlir"
	if *all {
		pattern = "*.mlir"
	}
	files, _ := filepath.Glob(filepath.Join(dir, pattern))
	if len(files) == 0 {
		fmt.Printf("shapecorpus: no %s files in %s; skipped\n", pattern, dir)
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
		if !*all || c.analysisErrors > 0 {
			fmt.Printf("%s: %s\n", filepath.Base(f), c)
		}
		tot.add(c)
	}
	fmt.Printf("total: %s\n", tot)
	if tot.analysisErrors > 0 {
		os.Exit(1)
	}
}

type counts struct {
	chunks, parseErrors, invalid, dynFuncs, analysisErrors int
	discEq, discEqProven, discConst, discConstProven       int
	roundTrips, fixedPoints                                int
}

func (c *counts) add(o counts) {
	c.chunks += o.chunks
	c.parseErrors += o.parseErrors
	c.invalid += o.invalid
	c.dynFuncs += o.dynFuncs
	c.analysisErrors += o.analysisErrors
	c.discEq += o.discEq
	c.discEqProven += o.discEqProven
	c.discConst += o.discConst
	c.discConstProven += o.discConstProven
	c.roundTrips += o.roundTrips
	c.fixedPoints += o.fixedPoints
}

func (c counts) String() string {
	s := fmt.Sprintf("%d tests (%d not parsed, %d not valid), %d functions with dynamic dims, %d with analysis errors, annotation round trip a fixed point in %d/%d",
		c.chunks, c.parseErrors, c.invalid, c.dynFuncs, c.analysisErrors, c.fixedPoints, c.roundTrips)
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
		if dialect.Verify(f.Module) != nil {
			c.invalid++
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
		c.roundTrips++
		if roundTrip(f.Module, res, reg) {
			c.fixedPoints++
		}
	}
	return c
}

// roundTrip annotates the module, reads the text back, annotates it again
// and reports whether the two texts are the same.
func roundTrip(m *ir.Operation, res *shapes.Result, reg *ir.Registry) bool {
	shapes.Annotate(m, res, reg)
	var first strings.Builder
	if ir.Print(&first, m, ir.PrintOptions{Generic: true}) != nil {
		return false
	}
	f, err := parser.Parse("annotated.mlir", []byte(first.String()), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		return false
	}
	res2, err := shapes.Analyze(f.Module)
	if err != nil {
		return false
	}
	shapes.Annotate(f.Module, res2, reg)
	var second strings.Builder
	if ir.Print(&second, f.Module, ir.PrintOptions{Generic: true}) != nil {
		return false
	}
	return stripFrom(first.String()) == stripFrom(second.String())
}

var fromRE = regexp.MustCompile(`from = "[^"]*"`)

// stripFrom drops provenances, which name the file a fact was read from.
func stripFrom(s string) string { return fromRE.ReplaceAllString(s, "") }

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
