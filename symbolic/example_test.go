package symbolic_test

import (
	"fmt"

	"github.com/symopt/symopt/symbolic"
)

// An analysis pass gives each dynamic dim a symbol and records what the ops
// imply; later passes ask for proven orderings.
func Example() {
	s := symbolic.NewStore()
	batch, seq, flat := s.NewSym(), s.NewSym(), s.NewSym()
	hidden := s.NewSym()
	// %1 = reshape %0 : tensor<?x?x4096xf32> -> tensor<?x4096xf32>
	bs, _ := symbolic.Mul(symbolic.Var(batch), symbolic.Var(seq))
	if err := s.AddEq(symbolic.Var(flat), bs, "model.mlir:12:8"); err != nil {
		fmt.Println(err)
	}
	_ = s.AddRange(seq, 1, 2048, "model.mlir:3:1")
	_ = s.SetLikely(batch, 8, "profile")
	_ = s.AddEq(symbolic.Var(hidden), symbolic.Const(4096), "model.mlir:12:8")

	a, _ := symbolic.Parse("4*S2*S3") // bytes of tensor<S2 x S3 x f32>
	b, _ := symbolic.Parse("4*S0*S1")
	n, _ := s.Simplify(a)
	fmt.Println(n)
	fmt.Println(s.Compare(a, b))
	fmt.Println(s.Guess(b, symbolic.Const(1<<20)))
	v, _, _ := s.Threshold(a, 1<<30, batch)
	fmt.Println("exceeds 1 GiB from batch", v)
	fmt.Print(s)
	// Output:
	// 16384*S0*S1
	// >
	// <
	// exceeds 1 GiB from batch 65
	// symbols 4
	// S0 ~ 8 @"profile"
	// S1 <= 2048 @"model.mlir:3:1"
	// S2 := S0*S1 @"model.mlir:12:8"
	// S3 := 4096 @"model.mlir:12:8"
}

// Contradicting facts are rejected with the provenances involved.
func ExampleContradictionError() {
	s := symbolic.NewStore()
	x := s.NewSym()
	_ = s.AddEq(symbolic.Var(x), symbolic.Const(3), "a.mlir:1:1")
	err := s.AddEq(symbolic.Var(x), symbolic.Const(4), "a.mlir:2:1")
	fmt.Println(err)
	// Output:
	// symbolic: contradiction: S0 == 4 is false: left minus right is always -1 (facts from a.mlir:2:1, a.mlir:1:1)
}
