package kernel_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

// runSample runs s on the interpreter at the given dims and compares every
// output with the plain-Go reference.
func runSample(t *testing.T, s *samples.Sample, dims map[string]int64) {
	t.Helper()
	shape := s.Shape(dims)
	args := kernel.Args{Dims: dims, Buffers: map[string]*kernel.Buffer{}}
	in := map[string][]float64{}
	for _, name := range s.Inputs {
		b := kernel.BufferOf(kernel.F32, samples.Fill(name, shape[name], s.Lo, s.Hi))
		args.Buffers[name] = b
		in[name] = b.Floats() // the reference sees the rounded inputs
	}
	for _, name := range s.Outputs {
		args.Buffers[name] = kernel.NewBuffer(kernel.F32, shape[name])
		for i := 0; i < shape[name]; i++ {
			args.Buffers[name].Set(i, math.NaN()) // unwritten elements show
		}
	}
	if err := kernel.Run(s.Kernel, args); err != nil {
		t.Fatal(err)
	}
	want := s.Reference(dims, in)
	for _, name := range s.Outputs {
		got := args.Buffers[name].Floats()
		if err := closeTo(got, want[name], s.Tol); err != nil {
			t.Errorf("%s %v: %s: %v", s.Kernel.Name, dims, name, err)
		}
	}
}

func closeTo(got, want []float64, tol float64) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d elements, want %d", len(got), len(want))
	}
	for i := range got {
		if d := math.Abs(got[i] - want[i]); !(d <= tol*math.Max(1, math.Abs(want[i]))) {
			return fmt.Errorf("element %d = %g, want %g", i, got[i], want[i])
		}
	}
	return nil
}

func TestInterpreterMatchesReference(t *testing.T) {
	all, err := samples.All()
	if err != nil {
		t.Fatal(err)
	}
	// Sizes include zero-free non-multiples of the block (256), warp (32)
	// and vector (4) sizes, and more rows than one grid-stride pass.
	sizes := [][2]int64{{1, 1}, {3, 5}, {7, 33}, {5, 257}, {40, 100}, {2, 1000}, {129, 31}, {600, 40}}
	for _, s := range all {
		for _, sz := range sizes {
			dims := map[string]int64{"S0": sz[0], "S1": sz[1]}
			if s.Kernel.Name == "add_f32" {
				dims["S0"] = sz[0] * sz[1]
			}
			t.Run(fmt.Sprintf("%s/%dx%d", s.Kernel.Name, sz[0], sz[1]), func(t *testing.T) {
				runSample(t, s, dims)
			})
		}
	}
}

func TestGridStrideCoversEveryElement(t *testing.T) {
	for _, tc := range []struct {
		n      int64
		cap    int64
		vector int
	}{{1000, 1, 4}, {1001, 2, 4}, {1003, 3, 1}, {4, 1, 4}, {3, 0, 4}} {
		b := kernel.NewBuilder("count")
		out := b.Buffer("out", kernel.I32, kernel.ReadWrite)
		b.Dim("N")
		b.SetVector(tc.vector)
		b.SetGridCap(tc.cap)
		r := b.Loop(kernel.DimRef("N"))
		i := r.Index(kernel.Linear)
		r.Store(out, i, r.Add(r.Load(out, i), r.ConstI(kernel.I32, 1)))
		k, err := b.Build()
		if err != nil {
			t.Fatal(err)
		}
		buf := kernel.NewBuffer(kernel.I32, int(tc.n))
		if err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"N": tc.n}, Buffers: map[string]*kernel.Buffer{"out": buf}}); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < int(tc.n); i++ {
			if buf.Int(i) != 1 {
				t.Fatalf("%+v: element %d visited %d times", tc, i, buf.Int(i))
			}
		}
	}
}

func TestRunErrors(t *testing.T) {
	b := kernel.NewBuilder("oob")
	x := b.Buffer("x", kernel.F32, kernel.Read)
	y := b.Buffer("y", kernel.F32, kernel.Write)
	b.Dim("N")
	r := b.Loop(kernel.DimRef("N"))
	i := r.Index(kernel.Linear)
	r.Store(y, i, r.Load(x, r.Add(i, r.Index64(1))))
	k, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	bufs := func() map[string]*kernel.Buffer {
		return map[string]*kernel.Buffer{"x": kernel.NewBuffer(kernel.F32, 8), "y": kernel.NewBuffer(kernel.F32, 8)}
	}
	for _, tc := range []struct {
		name string
		args kernel.Args
		want string
	}{
		{"out of bounds", kernel.Args{Dims: map[string]int64{"N": 8}, Buffers: bufs()}, "load at 8 out of bounds [0, 8)"},
		{"missing dim", kernel.Args{Buffers: bufs()}, "no value for dim N"},
		{"negative dim", kernel.Args{Dims: map[string]int64{"N": -1}, Buffers: bufs()}, "dim N = -1 is negative"},
		{"missing buffer", kernel.Args{Dims: map[string]int64{"N": 1}}, "no buffer for x"},
		{"wrong type", kernel.Args{Dims: map[string]int64{"N": 1}, Buffers: map[string]*kernel.Buffer{
			"x": kernel.NewBuffer(kernel.F16, 8), "y": kernel.NewBuffer(kernel.F32, 8)}}, "buffer x holds f16, want f32"},
	} {
		err := kernel.Run(k, tc.args)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}
