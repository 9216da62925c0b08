package interp

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// liveBytes is the accounting a memory runtime would do with Observer.
type liveBytes struct {
	live, peak, allocs, frees int64
	ops                       int
	sizes                     map[*ir.Value]int64
	doubleFree                bool
}

func (l *liveBytes) OnOp(*ir.Operation) { l.ops++ }
func (l *liveBytes) OnAlloc(v *ir.Value, n int64) {
	l.sizes[v] = n
	l.live += n
	l.allocs++
	l.peak = max(l.peak, l.live)
}
func (l *liveBytes) OnFree(v *ir.Value) {
	n, ok := l.sizes[v]
	if !ok {
		l.doubleFree = true
		return
	}
	delete(l.sizes, v)
	l.live -= n
	l.frees++
}

// TestObserverSeesLastUses: values are freed after their last use, so the
// peak of a chain is two live tensors, not the whole chain; everything
// allocated is freed once.
func TestObserverSeesLastUses(t *testing.T) {
	src := `func.func @chain(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %a = stablehlo.add %x, %x : tensor<1024xf32>
  %b = stablehlo.multiply %a, %a : tensor<1024xf32>
  %c = stablehlo.subtract %b, %a : tensor<1024xf32>
  %unused = stablehlo.negate %c : tensor<1024xf32>
  %d = stablehlo.add %c, %c : tensor<1024xf32>
  %i = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = "stablehlo.while"(%i, %d) ({
  ^bb0(%j: tensor<i32>, %v: tensor<1024xf32>):
    %p = stablehlo.compare LT, %j, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%j: tensor<i32>, %v: tensor<1024xf32>):
    %v2 = stablehlo.add %v, %v : tensor<1024xf32>
    %j2 = stablehlo.add %j, %one : tensor<i32>
    "stablehlo.return"(%j2, %v2) : (tensor<i32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>)
  func.return %r#1 : tensor<1024xf32>
}`
	f := parseFile(t, "chain.mlir", []byte(src))
	obs := &liveBytes{sizes: map[*ir.Value]int64{}}
	in := New(f.Module, Options{Observer: obs})
	x := tensor.Must(tensor.Random(tensor.F32, []int64{1024}, 1, tensor.RandomOptions{}))
	if _, err := in.Call("chain", []*tensor.Tensor{x}); err != nil {
		t.Fatal(err)
	}
	const tensorBytes = 4096
	if obs.doubleFree {
		t.Error("a value was freed twice or without an allocation")
	}
	if obs.allocs == 0 || obs.ops < 10 {
		t.Fatalf("observer saw %d allocations and %d ops", obs.allocs, obs.ops)
	}
	if obs.peak > 3*tensorBytes+64 {
		t.Errorf("peak %d bytes: values are not released after their last use", obs.peak)
	}
	if obs.peak < 2*tensorBytes {
		t.Errorf("peak %d bytes is below two live tensors", obs.peak)
	}
	if obs.live != 0 || len(obs.sizes) != 0 {
		t.Errorf("%d bytes (%d values) still live after the call", obs.live, len(obs.sizes))
	}
}

// panicky is an Observer that panics at one op, standing in for a bug in
// a kernel or handler.
type panicky struct{ at string }

func (p panicky) OnOp(op *ir.Operation) {
	if op.Name == p.at {
		panic("boom")
	}
}
func (panicky) OnAlloc(*ir.Value, int64) {}
func (panicky) OnFree(*ir.Value)         {}

// TestPanicsBecomeErrors: a panic during a call is an error naming the op
// that was running, not a crash.
func TestPanicsBecomeErrors(t *testing.T) {
	src := "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %r = stablehlo.negate %x : tensor<2xf32>\n  func.return %r : tensor<2xf32>\n}\n"
	f := parseFile(t, "p.mlir", []byte(src))
	x := tensor.Must(tensor.New(tensor.F32, []int64{2}))
	_, err := New(f.Module, Options{Observer: panicky{"stablehlo.negate"}}).Call("f", []*tensor.Tensor{x})
	if err == nil || !strings.Contains(err.Error(), "p.mlir:2:8: stablehlo.negate: internal error: boom") {
		t.Errorf("got %v", err)
	}
}
