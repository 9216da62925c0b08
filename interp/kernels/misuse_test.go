package kernels

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// Every kernel answers malformed parameters with an error, never a panic.
func TestMisuseGivesErrors(t *testing.T) {
	x := ti(i32, sh(2, 3), 1, 2, 3, 4, 5, 6)
	f := tf(f32, sh(2, 3), 1, 2, 3, 4, 5, 6)
	idx := ti(i32, sh(2, 1), 0, 1)
	zero := ti(i32, nil, 0)
	failing := func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) { return nil, fmt.Errorf("boom") }
	wrongType := func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) {
		return []*tensor.Tensor{tf(f32, nil, 1)}, nil
	}
	cases := map[string]func() error{
		"unary bool abs":        func() error { _, err := Unary(Abs, ti(i1, sh(1), 1)); return err },
		"unary bad op":          func() error { _, err := Unary(UnaryOp(200), f); return err },
		"binary bad op":         func() error { _, err := Binary(BinaryOp(200), f, f); return err },
		"complex of ints":       func() error { _, err := Binary(Complex, x, x); return err },
		"compare bad direction": func() error { _, err := Compare(Direction(9), NoType, x, x); return err },
		"compare bad type":      func() error { _, err := Compare(LT, CompareType(9), x, x); return err },
		"select non-bool":       func() error { _, err := Select(x, x, x); return err },
		"bitcast i1":            func() error { _, err := BitcastConvert(ti(i1, sh(1), 1), tensor.U8); return err },
		"dot bool": func() error {
			_, err := DotGeneral(ti(i1, sh(1), 1), ti(i1, sh(1), 1), DotDims{LhsContract: sh(0), RhsContract: sh(0)}, tensor.Invalid)
			return err
		},
		"dot types": func() error { _, err := DotGeneral(x, f, DotDims{}, tensor.Invalid); return err },
		"dot dim out of range": func() error {
			_, err := DotGeneral(x, x, DotDims{LhsContract: sh(7), RhsContract: sh(0)}, tensor.Invalid)
			return err
		},
		"reduce failing body": func() error {
			_, err := Reduce([]*tensor.Tensor{x}, []*tensor.Tensor{zero}, sh(0), failing)
			return err
		},
		"reduce wrong body type": func() error {
			_, err := Reduce([]*tensor.Tensor{x}, []*tensor.Tensor{zero}, sh(0), wrongType)
			return err
		},
		"reduce no inits":     func() error { _, err := Reduce([]*tensor.Tensor{x}, nil, sh(0), failing); return err },
		"reduce negative dim": func() error { _, err := ReduceFast(x, zero, sh(-1), ReduceAdd); return err },
		"reduce bad kind":     func() error { _, err := ReduceFast(x, zero, sh(0), ReduceKind(99)); return err },
		"reduce_window padding": func() error {
			_, err := ReduceWindowFast(x, zero, Window{Dims: sh(1, 1), Padding: [][2]int64{{0, 0}}}, ReduceAdd)
			return err
		},
		"scatter failing body": func() error {
			_, err := Scatter([]*tensor.Tensor{x}, idx, []*tensor.Tensor{ti(i32, sh(2, 3), 1, 1, 1, 1, 1, 1)}, ScatterDims{UpdateWindowDims: sh(1), InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(0), IndexVectorDim: 1}, failing)
			return err
		},
		"scatter window too big": func() error {
			_, err := ScatterFast(x, idx, tz(i32, sh(2, 4)), ScatterDims{UpdateWindowDims: sh(1), InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(0), IndexVectorDim: 1}, ScatterAdd)
			return err
		},
		"scatter bad kind": func() error {
			_, err := ScatterFast(x, idx, tz(i32, sh(2, 3)), ScatterDims{UpdateWindowDims: sh(1), InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(0), IndexVectorDim: 1}, ScatterKind(42))
			return err
		},
		"scatter index map": func() error {
			_, err := ScatterFast(x, idx, tz(i32, sh(2, 3)), ScatterDims{UpdateWindowDims: sh(1), InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(5), IndexVectorDim: 1}, ScatterAdd)
			return err
		},
		"gather offset unsorted": func() error {
			_, err := Gather(x, ti(i32, sh(2), 0, 0), GatherDims{OffsetDims: sh(1, 0), StartIndexMap: sh(0, 1), IndexVectorDim: 0}, sh(1, 1))
			return err
		},
		"gather bool indices": func() error {
			_, err := Gather(x, ti(i1, sh(1), 1), GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 3))
			return err
		},
		"gather index map on batching dim": func() error {
			_, err := Gather(ti(i32, sh(2, 2), 1, 2, 3, 4), ti(i32, sh(2, 1), 1, 1), GatherDims{OffsetDims: sh(1), OperandBatchingDims: sh(0), StartIndicesBatchingDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 2))
			return err
		},
		"sort failing comparator": func() error {
			_, err := Sort([]*tensor.Tensor{x}, 1, func(a, b []*tensor.Tensor) (bool, error) { return false, fmt.Errorf("boom") })
			return err
		},
		"sort complex fast": func() error {
			_, err := SortFast([]*tensor.Tensor{tensor.Must(tensor.FromComplexes(tensor.C64, sh(1), []complex128{1}))}, 0, LT, NoType)
			return err
		},
		"sort FLOAT on ints": func() error { _, err := SortFast([]*tensor.Tensor{x}, 0, LT, FloatCmp); return err },
		"conv groups both": func() error {
			_, err := Convolution(tz(f32, sh(2, 3, 2)), tz(f32, sh(1, 1, 2)), nwc, ConvParams{FeatureGroupCount: 2, BatchGroupCount: 2}, tensor.Invalid)
			return err
		},
		"conv bool": func() error {
			_, err := Convolution(ti(i1, sh(1, 1, 1), 1), ti(i1, sh(1, 1, 1), 1), nwc, ConvParams{}, tensor.Invalid)
			return err
		},
		"conv dims repeated": func() error {
			d := nwc
			d.InputFeatureDim = 0
			_, err := Convolution(tz(f32, sh(1, 1, 1)), tz(f32, sh(1, 1, 1)), d, ConvParams{}, tensor.Invalid)
			return err
		},
		"select_and_scatter body": func() error {
			_, err := SelectAndScatter(tf(f32, sh(2), 1, 2), tf(f32, sh(1), 1), tf(f32, nil, 0), Window{Dims: sh(2)}, func(a, b []*tensor.Tensor) (bool, error) { return false, fmt.Errorf("boom") }, addBody)
			return err
		},
		"dynamic_slice rank":  func() error { _, err := DynamicSlice(x, sh(0), sh(1)); return err },
		"iota negative shape": func() error { _, err := Iota(i32, sh(-1), 0); return err },
		"broadcast huge":      func() error { _, err := BroadcastInDim(zero, sh(1<<40, 1<<40), nil); return err },
	}
	for name, c := range cases {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v", name, r)
				}
			}()
			expectErr(t, name, c())
		}()
	}
}
