package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/symbolic/shapes/shapestest"
)

// input is one module to run through the pipelines.
type input struct {
	name string
	text []byte
	// fn and dims, when fn is set, ask for symopt-run --compare-with of
	// the pipeline's output against the input at each binding.
	fn   string
	dims []string
	// corpus marks corpus splits: with no fn, every function is compared
	// (compareCorpus).
	corpus bool
}

// inputSet is a named group of inputs with a count of what was left out.
type inputSet struct {
	name     string
	inputs   []input
	skipped  int
	skipNote string
}

var expectedError = regexp.MustCompile(`expected-(error|warning|remark|note)`)

// corpusInputs returns every split of the corpus files that parses and
// verifies and expects no diagnostics.
func corpusInputs(dir string) (inputSet, error) {
	set := inputSet{name: "corpus", skipNote: "expected diagnostics, or rejected by parse/verify"}
	files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if len(files) == 0 {
		return set, fmt.Errorf("no .mlir files in %s", dir)
	}
	sort.Strings(files)
	reg := dialect.NewRegistry()
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			return set, err
		}
		for i, pc := range parser.Split(src) {
			piece := pc.Text
			if expectedError.Match(piece) || !accepted(file, piece, reg) {
				set.skipped++
				continue
			}
			set.inputs = append(set.inputs, input{name: fmt.Sprintf("%s#%d", filepath.Base(file), i), text: piece, corpus: true})
		}
	}
	return set, nil
}

// accepted reports whether src parses and verifies, as symopt needs
// before any pass runs.
func accepted(name string, src []byte, reg *ir.Registry) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	f, err := parser.Parse(name, src, reg, parser.Options{AllowUnregistered: true})
	return err == nil && dialect.Verify(f.Module) == nil
}

// modelInputs returns symopt-models' train step for every preset, model
// and optimizer; the llama-1b ones are compared only with cfg.fullLlama.
func modelInputs(cfg *config) (inputSet, error) {
	set := inputSet{name: "models", skipNote: "none"}
	for _, preset := range []string{"tiny", "llama-1b"} {
		for _, model := range []string{"mlp", "transformer", "llama"} {
			for _, opt := range []string{"sgd", "adam"} {
				out, err := exec.Command(filepath.Join(cfg.bin, "symopt-models"), "--preset="+preset, "--model="+model, "--optimizer="+opt, "--train-step").Output()
				if err != nil {
					return set, fmt.Errorf("symopt-models %s %s %s: %v", preset, model, opt, err)
				}
				in := input{name: preset + "/" + model + "/" + opt, text: out}
				if preset == "tiny" || cfg.fullLlama {
					in.fn, in.dims = "train_step", []string{"B=1,T=3", "B=3,T=7"}
				}
				set.inputs = append(set.inputs, in)
			}
		}
	}
	for _, variant := range modelVariants {
		for _, model := range []string{"mlp", "transformer", "llama"} {
			args := append([]string{"--preset=tiny", "--model=" + model, "--train-step"}, variant...)
			out, err := exec.Command(filepath.Join(cfg.bin, "symopt-models"), args...).Output()
			if err != nil {
				return set, fmt.Errorf("symopt-models %v: %v", args, err)
			}
			set.inputs = append(set.inputs, input{name: "tiny/" + model + "/" + strings.Join(variant, " "), text: out,
				fn: "train_step", dims: []string{"B=1,T=3", "B=3,T=7"}})
		}
	}
	return set, nil
}

// modelVariants are symopt-models flags tried on each tiny model.
var modelVariants = [][]string{
	{"--static"},
	{"--data-parallel=2"},
	{"--dtype=f64", "--optimizer=adam"},
	{"--layers=3"},
	{"--kv-heads=1"},
}

// traingenInputs returns memory/traingen's presets; the llama-1b-shaped
// one is not compared (too slow for the interpreter).
func traingenInputs() inputSet {
	set := inputSet{name: "traingen", skipNote: "none"}
	for _, c := range traingen.Presets {
		in := input{name: c.Name, text: []byte(traingen.Generate(c))}
		if c.Hidden <= 256 {
			in.fn, in.dims = "train_step", []string{"B=1,S=3", "B=2,S=5"}
		}
		set.inputs = append(set.inputs, in)
	}
	return set
}

// randomInputs returns n random programs of symbolic/shapes/shapestest
// (broadcasts, reshapes, concatenates, dots over dynamic dims), each
// compared at the argument shapes it was generated for.
func randomInputs(n int) inputSet {
	set := inputSet{name: "random", skipNote: "none"}
	for seed := int64(1); seed <= int64(n); seed++ {
		p := shapestest.Generate(seed, 30)
		binds := make([]string, p.NumArgs)
		for a := range binds {
			dims := make([]string, len(p.Shapes[a]))
			for d, size := range p.Shapes[a] {
				dims[d] = fmt.Sprint(size)
			}
			binds[a] = fmt.Sprintf("arg%d=%s", a, strings.Join(dims, "x"))
		}
		set.inputs = append(set.inputs, input{name: fmt.Sprintf("seed%d", seed), text: []byte(p.Text), fn: "main", dims: []string{strings.Join(binds, ",")}})
	}
	return set
}
