package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
	"github.com/symopt/symopt/nvptx"
)

//go:embed run.py
var runPy []byte

// manifest is what run.py reads.
type manifest struct {
	LLC     string        `json:"llc"`
	Kernels []kernelEntry `json:"kernels"`
}

type kernelEntry struct {
	Name     string      `json:"name"`
	PTX      string      `json:"ptx"`
	Block    int64       `json:"block"`
	Params   []paramInfo `json:"params"`
	Check    sizeEntry   `json:"check"`
	Bench    sizeEntry   `json:"bench"`
	Tol      float64     `json:"tol"`       // checked size: the interpreter's order of operations
	BenchTol float64     `json:"bench_tol"` // timed size: longer reductions round differently
}

type paramInfo struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`            // "buffer" or "dim"
	DType string `json:"dtype,omitempty"` // "f32"...
	Role  string `json:"role,omitempty"`  // "in", "out" or "scratch" (zero-filled once, no file)
}

type sizeEntry struct {
	Dims  map[string]int64  `json:"dims"`
	Grid  int64             `json:"grid"`
	Sizes map[string]int    `json:"sizes"`           // elements per buffer
	Files map[string]string `json:"files,omitempty"` // check only: raw little-endian data per buffer
	Bytes int64             `json:"bytes"`           // compulsory traffic: every buffer read or written once
}

func writeBundle(dir, llc, cpu string, scale int64) error {
	cs, err := cases(scale)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tool, err := nvptx.FindLLC(nvptx.Options{LLC: llc})
	if err != nil {
		return err
	}
	man := manifest{LLC: fmt.Sprintf("%s (LLVM %d) %v", tool.Path, tool.Major, nvptx.LLCArgs(tool, nvptx.Options{CPU: cpu}))}
	for _, c := range cs {
		e, err := writeCase(dir, tool, cpu, c)
		if err != nil {
			return fmt.Errorf("%s: %w", c.sample.Kernel.Name, err)
		}
		man.Kernels = append(man.Kernels, e)
	}
	js, err := json.MarshalIndent(man, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "run.py"), runPy, 0o755)
}

func writeCase(dir string, tool nvptx.Tool, cpu string, c benchCase) (kernelEntry, error) {
	s := c.sample
	k := s.Kernel
	m, err := nvptx.Emit(k)
	if err != nil {
		return kernelEntry{}, err
	}
	ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path, CPU: cpu})
	if err != nil {
		return kernelEntry{}, err
	}
	e := kernelEntry{Name: k.Name, PTX: k.Name + ".ptx", Block: int64(k.Block), Tol: s.Tol, BenchTol: 10 * s.Tol}
	if err := os.WriteFile(filepath.Join(dir, e.PTX), []byte(ptx), 0o644); err != nil {
		return e, err
	}
	if err := os.WriteFile(filepath.Join(dir, k.Name+".ll"), []byte(m.Text(tool.Style())), 0o644); err != nil {
		return e, err
	}
	role := map[string]string{}
	for _, n := range s.Inputs {
		role[n] = "in"
	}
	for _, n := range s.Outputs {
		role[n] = "out"
	}
	for _, p := range k.Params {
		if p.Kind == kernel.DimParam {
			e.Params = append(e.Params, paramInfo{Name: p.Name, Kind: "dim"})
		} else {
			r := role[p.Name]
			if p.Scratch != nil {
				r = "scratch"
			}
			e.Params = append(e.Params, paramInfo{Name: p.Name, Kind: "buffer", DType: p.Elem.String(), Role: r})
		}
	}
	if e.Check, err = sizes(k, s, c.check); err != nil {
		return e, err
	}
	if e.Bench, err = sizes(k, s, c.bench); err != nil {
		return e, err
	}
	e.Check.Files, err = writeCheckData(dir, s, c.check)
	return e, err
}

func sizes(k *kernel.Kernel, s *samples.Sample, dims map[string]int64) (sizeEntry, error) {
	l, err := k.LaunchFor(dims)
	if err != nil {
		return sizeEntry{}, err
	}
	e := sizeEntry{Dims: dims, Grid: l.Grid, Sizes: s.Shape(dims)}
	for _, p := range k.Params {
		switch {
		case p.Kind != kernel.BufferParam:
		case p.Scratch != nil:
			e.Sizes[p.Name] = int(l.Scratch[p.Name])
		default:
			e.Bytes += int64(e.Sizes[p.Name] * p.Elem.Bytes())
		}
	}
	return e, nil
}

// writeCheckData runs the interpreter at the checked size, compares it
// with the plain-Go reference, and writes inputs and expected outputs.
func writeCheckData(dir string, s *samples.Sample, dims map[string]int64) (map[string]string, error) {
	shape := s.Shape(dims)
	args := kernel.Args{Dims: dims, Buffers: map[string]*kernel.Buffer{}}
	in := map[string][]float64{}
	for _, n := range s.Inputs {
		b := kernel.BufferOf(kernel.F32, samples.Fill(n, shape[n], s.Lo, s.Hi))
		args.Buffers[n] = b
		in[n] = b.Floats()
	}
	for _, n := range s.Outputs {
		args.Buffers[n] = kernel.NewBuffer(kernel.F32, shape[n])
	}
	if err := kernel.Run(s.Kernel, args); err != nil {
		return nil, err
	}
	ref := s.Reference(dims, in)
	files := map[string]string{}
	for n, b := range args.Buffers {
		if want, ok := ref[n]; ok {
			for i, w := range want {
				if g := b.Float(i); !(math.Abs(g-w) <= s.Tol*math.Max(1, math.Abs(w))) {
					return nil, fmt.Errorf("interpreter %s[%d] = %g, reference %g", n, i, g, w)
				}
			}
		}
		files[n] = fmt.Sprintf("%s.%s.%s.raw", s.Kernel.Name, n, b.Type)
		if err := os.WriteFile(filepath.Join(dir, files[n]), b.Data, 0o644); err != nil {
			return nil, err
		}
	}
	return files, nil
}
