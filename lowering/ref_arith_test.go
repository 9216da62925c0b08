package lowering

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestArithRef evaluates the scalar arith ops of the reference on a
// few operand pairs, negative ones and i8 included.
func TestArithRef(t *testing.T) {
	for _, tc := range []struct {
		op, typ string
		x, y    int64
		want    int64
	}{
		{"addi", "index", 7, -3, 4},
		{"subi", "index", 7, 9, -2},
		{"muli", "i64", -4, 5, -20},
		{"divsi", "index", -7, 2, -3},
		{"remsi", "index", -7, 2, -1},
		{"ceildivsi", "index", 7, 2, 4},
		{"ceildivsi", "index", -7, 2, -3},
		{"floordivsi", "index", -7, 2, -4},
		{"floordivsi", "index", 7, 2, 3},
		{"floordivsi", "index", 6, 2, 3},
		{"divui", "i8", -1, 2, 127},
		{"remui", "i8", -1, 7, 3},
		{"maxui", "i8", -1, 5, -1},
		{"minui", "index", -1, 5, 5},
		{"maxsi", "index", -1, 5, 5},
		{"minsi", "index", -1, 5, -1},
		{"andi", "i1", 1, 0, 0},
		{"ori", "i1", 1, 0, 1},
		{"xori", "i1", 1, 1, 0},
	} {
		t.Run(fmt.Sprintf("%s %s %d %d", tc.op, tc.typ, tc.x, tc.y), func(t *testing.T) {
			src := fmt.Sprintf("func.func @f(%%a: %[2]s, %%b: %[2]s) -> %[2]s {\n  %%r = arith.%[1]s %%a, %%b : %[2]s\n  return %%r : %[2]s\n}", tc.op, tc.typ)
			m, _ := parseText(t, "arith.mlir", []byte(src))
			op := Funcs(m)[0].Regions[0].Blocks[0].Ops[0]
			dt, err := dtypeOf(op.Result(0).Type())
			if err != nil {
				t.Fatal(err)
			}
			var args []*tensor.Tensor
			for _, v := range []int64{tc.x, tc.y} {
				a, err := tensor.FromInt64s(dt, []int64{}, []int64{v})
				if err != nil {
					t.Fatal(err)
				}
				args = append(args, a)
			}
			got, ok, err := arithRef(op, args, dt)
			if !ok || err != nil {
				t.Fatalf("ok %v, err %v", ok, err)
			}
			if g := got.Int64At(0); g != tc.want {
				t.Errorf("got %d, want %d", g, tc.want)
			}
		})
	}
}
