package lowering

import (
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// TestHostConditionsMatchTheArithmetic lowers branches on conditions
// built from each kind of host arithmetic and checks them at bindings
// of two dims: Check compares the plan's condition with the function's
// arithmetic evaluated op by op, and each condition must pick both sides
// somewhere.
func TestHostConditionsMatchTheArithmetic(t *testing.T) {
	const body = `func.func @f(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %x, %c0 : tensor<?x?xf32>
  %b = tensor.dim %x, %c1 : tensor<?x?xf32>
  %k3 = arith.constant 3 : index
  %k7 = arith.constant 7 : index
  COND
  %r = scf.if %c -> (tensor<?x?xf32>) {
    %e = stablehlo.exponential %x : tensor<?x?xf32>
    scf.yield %e : tensor<?x?xf32>
  } else {
    %t = stablehlo.tanh %x : tensor<?x?xf32>
    scf.yield %t : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}`
	for _, tc := range []struct{ name, cond, text string }{
		{"difference", `%d = arith.subi %a, %b : index
  %c = arith.cmpi slt, %d, %k3 : index`, "slt((S0 + (-1 * S1)), 3)"},
		{"quotient and remainder", `%q = arith.divsi %a, %k3 : index
  %m = arith.remsi %b, %k3 : index
  %s = arith.addi %q, %m : index
  %c = arith.cmpi sge, %s, %k3 : index`, "sge(((S0 / 3) + (S1 + (-1 * ((S1 / 3) * 3)))), 3)"},
		{"max and min", `%mx = arith.maxsi %a, %b : index
  %mn = arith.minsi %a, %b : index
  %p = arith.muli %mn, %k3 : index
  %c = arith.cmpi sgt, %p, %mx : index`, "sgt((min(S0, S1) * 3), max(S0, S1))"},
		{"xor", `%q = arith.cmpi eq, %a, %b : index
  %n = arith.cmpi ne, %a, %k7 : index
  %c = arith.xori %q, %n : i1`, "xor(eq(S0, S1), ne(S0, 7))"},
		{"unsigned and", `%u = arith.cmpi ule, %a, %k3 : index
  %v = arith.cmpi ugt, %b, %k3 : index
  %c = arith.andi %u, %v : i1`, "and(ule(S0, 3), ugt(S1, 3))"},
		{"or", `%u = arith.cmpi ult, %a, %k3 : index
  %v = arith.cmpi uge, %b, %k7 : index
  %c = arith.ori %u, %v : i1`, "or(ult(S0, 3), uge(S1, 7))"},
		{"casts", `%i = arith.index_cast %a : index to i64
  %j = arith.index_cast %b : index to i64
  %k = arith.constant 10 : i64
  %s = arith.addi %i, %j : i64
  %c = arith.cmpi sle, %s, %k : i64`, "sle((S0 + S1), 10)"},
		{"not", `%one = arith.constant true
  %l = arith.cmpi slt, %a, %b : index
  %c = arith.xori %l, %one : i1`, "xor(slt(S0, S1), true)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(body, "COND", tc.cond, 1)
			m, reg := parseText(t, "cond.mlir", []byte(src))
			fuseAll(t, m, reg)
			p, err := LowerFunc(Funcs(m)[0])
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Steps[0].Branch.Cond.String(); got != tc.text {
				t.Errorf("condition %s, want %s", got, tc.text)
			}
			var bindings []map[string]int64
			for _, a := range []int64{1, 2, 4, 7, 9} {
				for _, b := range []int64{1, 2, 4, 7, 9} {
					bindings = append(bindings, map[string]int64{"S0": a, "S1": b})
				}
			}
			rep, err := Check(m, CheckOptions{Bindings: bindings, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Then == 0 || rep.Else == 0 || rep.Then+rep.Else != len(bindings) {
				t.Errorf("then %d, else %d times at %d bindings: want both sides", rep.Then, rep.Else, len(bindings))
			}
		})
	}
}

// TestHostCondEval evaluates conditions by hand-built trees, including
// unsigned comparisons of negative values and a missing dim.
func TestHostCondEval(t *testing.T) {
	s0, neg := dimExpr("S0"), constExpr(-1)
	for _, tc := range []struct {
		c       *HostCond
		dims    map[string]int64
		want    bool
		wantErr string
	}{
		{&HostCond{Op: CondCmp, Pred: "slt", X: neg, Y: s0}, map[string]int64{"S0": 2}, true, ""},
		{&HostCond{Op: CondCmp, Pred: "ult", X: neg, Y: s0}, map[string]int64{"S0": 2}, false, ""},
		{&HostCond{Op: CondCmp, Pred: "uge", X: neg, Y: s0}, map[string]int64{"S0": 2}, true, ""},
		{&HostCond{Op: CondOr, A: &HostCond{Op: CondConst}, B: &HostCond{Op: CondCmp, Pred: "eq", X: s0, Y: constExpr(3)}}, map[string]int64{"S0": 3}, true, ""},
		{&HostCond{Op: CondCmp, Pred: "eq", X: s0, Y: s0}, map[string]int64{}, false, "no value for dim S0"},
		{&HostCond{Op: CondCmp, Pred: "lt", X: s0, Y: s0}, map[string]int64{"S0": 1}, false, `unknown predicate "lt"`},
	} {
		t.Run(tc.c.String(), func(t *testing.T) {
			got, err := tc.c.Eval(tc.dims)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, %v; want error %q", got, err, tc.wantErr)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("got %v, %v; want %v", got, err, tc.want)
			}
		})
	}
	if d := fmt.Sprint((&HostCond{Op: CondAnd, A: &HostCond{Op: CondCmp, Pred: "eq", X: s0, Y: dimExpr("S1")}, B: &HostCond{Op: CondConst, Value: true}}).Dims()); d != "[S0 S1]" {
		t.Errorf("Dims %s, want [S0 S1]", d)
	}
}

func dimExpr(n string) *kernel.Expr  { return kernel.DimRef(n) }
func constExpr(c int64) *kernel.Expr { return kernel.Const(c) }
