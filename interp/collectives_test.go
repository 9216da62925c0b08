package interp

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/symopt/symopt/interp/tensor"
)

// The spec's examples of the four ways to split a grid.
func TestProcessGroupStrategies(t *testing.T) {
	ids := func(pairs ...int64) []processID {
		var out []processID
		for i := 0; i < len(pairs); i += 2 {
			out = append(out, processID{pairs[i], pairs[i+1]})
		}
		return out
	}
	g42 := newProcessGrid(4, 2, nil)
	cases := []struct {
		name string
		got  func() ([][]processID, error)
		want [][]processID
	}{
		{"cross_replica", func() ([][]processID, error) { return g42.crossReplica([][]int64{{0, 1}, {2, 3}}) },
			[][]processID{ids(0, 0, 1, 0), ids(0, 1, 1, 1), ids(2, 0, 3, 0), ids(2, 1, 3, 1)}},
		{"cross_partition", func() ([][]processID, error) { return g42.crossPartition([][]int64{{0, 1}}) },
			[][]processID{ids(0, 0, 0, 1), ids(1, 0, 1, 1), ids(2, 0, 2, 1), ids(3, 0, 3, 1)}},
		{"cross_replica_and_partition", func() ([][]processID, error) {
			return g42.crossReplicaAndPartition([][]int64{{0, 1}, {2, 3}})
		}, [][]processID{ids(0, 0, 1, 0, 0, 1, 1, 1), ids(2, 0, 3, 0, 2, 1, 3, 1)}},
		{"flattened_ids", func() ([][]processID, error) { return g42.flattenedIDs([][]int64{{0, 1, 2, 3}, {4, 5, 6, 7}}) },
			[][]processID{ids(0, 0, 0, 1, 1, 0, 1, 1), ids(2, 0, 2, 1, 3, 0, 3, 1)}},
	}
	for _, c := range cases {
		got, err := c.got()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s = %v, want %v", c.name, got, c.want)
		}
	}
	if _, err := newProcessGrid(1, 1, nil).crossReplica([][]int64{{0, 1}}); err == nil || !strings.Contains(err.Error(), "outside the 1x1 process grid") {
		t.Errorf("a group of 2 in a 1x1 grid: %v, want an error naming the grid", err)
	}
	if got := dropPadding([][]int64{{0, 1}, {2, -1}}); fmt.Sprint(got) != "[[0 1] [2]]" {
		t.Errorf("dropPadding = %v", got)
	}
}

const gridProgram = `
func.func @step(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>, tensor<2xf32>, tensor<4xf32>, tensor<ui32>) {
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<8xf32>
  %rs = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[3, 2], [1, 0]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  %perm = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %id = stablehlo.replica_id : tensor<ui32>
  func.return %sum, %g, %rs, %perm, %id : tensor<4xf32>, tensor<8xf32>, tensor<2xf32>, tensor<4xf32>, tensor<ui32>
}
`

// TestCallGrid runs a function as 4 replicas, many times (under -race this
// checks the rendezvous), and expects the same results every time.
func TestCallGrid(t *testing.T) {
	f := parseFile(t, "grid.mlir", []byte(gridProgram))
	in := New(f.Module, Options{})
	args := make([][]*tensor.Tensor, 4)
	for r := range args {
		x, err := tensor.FromFloat64s(tensor.F32, []int64{4}, []float64{float64(r), float64(10 * r), 1, 2})
		if err != nil {
			t.Fatal(err)
		}
		args[r] = []*tensor.Tensor{x}
	}
	want := []string{
		// all_reduce over all, all_gather in pairs, reduce_scatter in
		// pairs [3, 2] and [1, 0], the ring's predecessor, replica_id
		"[6 60 4 8] [0 0 1 2 1 10 1 2] [2 4] [3 30 1 2] [0]",
		"[6 60 4 8] [0 0 1 2 1 10 1 2] [1 10] [0 0 1 2] [1]",
		"[6 60 4 8] [2 20 1 2 3 30 1 2] [2 4] [1 10 1 2] [2]",
		"[6 60 4 8] [2 20 1 2 3 30 1 2] [5 50] [2 20 1 2] [3]",
	}
	for run := 0; run < 20; run++ {
		res, err := in.CallGrid("step", 4, 1, args)
		if err != nil {
			t.Fatal(err)
		}
		for r, ts := range res {
			var parts []string
			for _, x := range ts {
				vs := make([]float64, x.Len())
				for i := range vs {
					vs[i] = x.Float64At(i)
				}
				parts = append(parts, fmt.Sprint(vs))
			}
			if got := strings.Join(parts, " "); got != want[r] {
				t.Fatalf("run %d, replica %d: %s, want %s", run, r, got, want[r])
			}
		}
	}
}

// TestGridDeadlockFails: a replica that skips the collective its group
// waits in makes an error, quickly, naming both.
func TestGridDeadlockFails(t *testing.T) {
	src := `
func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %id = stablehlo.replica_id : tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %first = stablehlo.compare EQ, %id, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %r = "stablehlo.if"(%first) ({
    stablehlo.return %x : tensor<i64>
  }, {
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %t = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<i64>) -> tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  func.return %r : tensor<i64>
}
`
	f := parseFile(t, "stuck.mlir", []byte(src))
	in := New(f.Module, Options{})
	one := []*tensor.Tensor{tensor.Scalar(tensor.I64, 1)}
	done := make(chan error, 1)
	go func() {
		_, err := in.CallGrid("main", 3, 1, [][]*tensor.Tensor{one, one, one})
		done <- err
	}()
	select {
	case err := <-done:
		var re *RunError
		if !errors.As(err, &re) || re.Pos != "stuck.mlir:9:10" {
			t.Fatalf("error %v, want a run error at the all_reduce", err)
		}
		for _, want := range []string{"deadlock", "(0, 0) returned", "(1, 0) waits in stablehlo.all_reduce", "(2, 0) waits in stablehlo.all_reduce"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("error %q does not say %q", err, want)
			}
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the grid hangs")
	}
}

// TestGridFailureWins: when a process fails, that error is reported, not
// the deadlock it leaves the others in.
func TestGridFailureWins(t *testing.T) {
	src := `
func.func @main(%x: tensor<2xi64>) -> tensor<4xi64> {
  %id = stablehlo.replica_id : tensor<ui32>
  %one = stablehlo.constant dense<1> : tensor<ui32>
  %last = stablehlo.compare EQ, %id, %one : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  check.expect_eq_const %last, dense<false> : tensor<i1>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  func.return %g : tensor<4xi64>
}
`
	f := parseFile(t, "fail.mlir", []byte(src))
	in := New(f.Module, Options{})
	x, _ := tensor.FromInt64s(tensor.I64, []int64{2}, []int64{1, 2})
	_, err := in.CallGrid("main", 2, 1, [][]*tensor.Tensor{{x}, {x}})
	var re *RunError
	if !errors.As(err, &re) || !re.Check || !strings.Contains(err.Error(), "process (1, 0)") {
		t.Fatalf("error %v, want process (1, 0)'s failed check", err)
	}
}

// TestCallIsOneByOne: Call runs as process (0, 0) of a 1x1 grid, where
// collectives over a group of one return their operand.
func TestCallIsOneByOne(t *testing.T) {
	src := `
func.func @main(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<ui32>, tensor<ui32>) {
  %s = "stablehlo.all_reduce"(%x) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %t = stablehlo.add %p, %q : tensor<i64>
    stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  func.return %s, %r, %p : tensor<2xi64>, tensor<ui32>, tensor<ui32>
}
`
	f := parseFile(t, "one.mlir", []byte(src))
	x, _ := tensor.FromInt64s(tensor.I64, []int64{2}, []int64{5, 6})
	res, err := New(f.Module, Options{}).Call("main", []*tensor.Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	got := [][]int64{}
	for _, r := range res {
		v, _ := r.AsInt64s()
		got = append(got, v)
	}
	if !slices.Equal(got[0], []int64{5, 6}) || got[1][0] != 0 || got[2][0] != 0 {
		t.Errorf("got %v", got)
	}
}
