package dialect

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

var costClasses = map[string]bool{CostFree: true, CostCheap: true, CostTranscendental: true, CostDataMovement: true,
	CostReduction: true, CostContraction: true, CostCollective: true, CostControl: true, CostShape: true}

// TestTableRowsAreComplete asserts that every row was written deliberately:
// it has a verifier, facts with a known cost class and chosen traits, a
// summary, and traits consistent with each other.
func TestTableRowsAreComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, fam := range opFamilies {
		for _, info := range fam {
			if seen[info.Name] {
				t.Errorf("%s registered twice", info.Name)
			}
			seen[info.Name] = true
			if info.Verify == nil {
				t.Errorf("%s has no verifier", info.Name)
			}
			if info.Summary == "" {
				t.Errorf("%s has no summary", info.Name)
			}
			f, ok := info.Extra.(*Facts)
			if !ok || !f.TraitsSet {
				t.Errorf("%s has no facts", info.Name)
				continue
			}
			if !costClasses[f.Cost] {
				t.Errorf("%s has unknown cost class %q", info.Name, f.Cost)
			}
			tr := info.Traits
			if tr&ir.Commutative != 0 && f.MinOperands < 2 && f.MaxOperands >= 0 {
				t.Errorf("%s is commutative with fewer than two operands", info.Name)
			}
			if tr&ir.Terminator != 0 && f.MaxResults != 0 {
				t.Errorf("%s is a terminator with results", info.Name)
			}
			if tr&ir.ConstantLike != 0 && info.Fold == nil {
				t.Errorf("%s is constant-like without a folder", info.Name)
			}
			if tr&ir.Collective != 0 && (tr&ir.SideEffects == 0 || f.Cost != CostCollective) {
				t.Errorf("%s is collective without side effects or collective cost", info.Name)
			}
		}
	}
	for _, name := range requiredOps {
		if !seen[name] {
			t.Errorf("required op %s is missing", name)
		}
	}
}

// requiredOps are the ops the rest of symopt relies on.
var requiredOps = []string{
	"stablehlo.constant", "stablehlo.iota", "stablehlo.dynamic_iota", "stablehlo.add", "stablehlo.subtract",
	"stablehlo.multiply", "stablehlo.divide", "stablehlo.remainder", "stablehlo.power", "stablehlo.maximum",
	"stablehlo.minimum", "stablehlo.and", "stablehlo.or", "stablehlo.xor", "stablehlo.not", "stablehlo.shift_left",
	"stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical", "stablehlo.abs", "stablehlo.negate",
	"stablehlo.sign", "stablehlo.exponential", "stablehlo.exponential_minus_one", "stablehlo.log",
	"stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.tanh", "stablehlo.sqrt", "stablehlo.rsqrt",
	"stablehlo.cbrt", "stablehlo.floor", "stablehlo.ceil", "stablehlo.round_nearest_even", "stablehlo.round_nearest_afz",
	"stablehlo.cosine", "stablehlo.sine", "stablehlo.tan", "stablehlo.atan2", "stablehlo.is_finite", "stablehlo.popcnt",
	"stablehlo.count_leading_zeros", "stablehlo.real", "stablehlo.imag", "stablehlo.complex", "stablehlo.clamp",
	"stablehlo.compare", "stablehlo.select", "stablehlo.convert", "stablehlo.bitcast_convert", "stablehlo.broadcast_in_dim",
	"stablehlo.dynamic_broadcast_in_dim", "stablehlo.broadcast", "stablehlo.reshape", "stablehlo.dynamic_reshape",
	"stablehlo.transpose", "stablehlo.reverse", "stablehlo.dot", "stablehlo.dot_general", "stablehlo.reduce",
	"stablehlo.reduce_window", "stablehlo.concatenate", "stablehlo.slice", "stablehlo.dynamic_slice",
	"stablehlo.dynamic_update_slice", "stablehlo.real_dynamic_slice", "stablehlo.pad", "stablehlo.dynamic_pad",
	"stablehlo.gather", "stablehlo.dynamic_gather", "stablehlo.scatter", "stablehlo.sort", "stablehlo.while",
	"stablehlo.if", "stablehlo.case", "stablehlo.return", "stablehlo.tuple", "stablehlo.get_tuple_element",
	"stablehlo.get_dimension_size", "stablehlo.set_dimension_size", "stablehlo.custom_call",
	"stablehlo.optimization_barrier", "stablehlo.all_reduce", "stablehlo.reduce_scatter", "stablehlo.all_gather",
	"stablehlo.convolution", "func.func", "func.return", "func.call", "builtin.module",
	"arith.constant", "arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.divui", "arith.remsi",
	"arith.ceildivsi", "arith.floordivsi", "arith.maxsi", "arith.minsi", "arith.cmpi", "arith.select",
	"arith.index_cast", "arith.addf", "arith.mulf",
	"tensor.dim", "tensor.from_elements", "tensor.extract", "tensor.cast", "tensor.empty",
	"shape.shape_of", "shape.broadcast", "shape.cstr_broadcastable", "shape.assuming", "shape.assuming_yield",
	"shape.const_shape", "shape.num_elements", "shape.split_at", "shape.concat", "shape.const_witness", "shape.assuming_all",
	"check.expect_eq", "check.expect_almost_eq", "check.expect_close", "check.expect_eq_const", "check.expect_almost_eq_const",
}

func TestMHLOAliasSharesRows(t *testing.T) {
	r := testReg()
	for _, name := range []string{"add", "dot_general", "reduce", "while"} {
		s, m := r.Lookup("stablehlo."+name), r.Lookup("mhlo."+name)
		if s == nil || s != m {
			t.Errorf("mhlo.%s does not resolve to the stablehlo row", name)
		}
	}
}

func TestCostClass(t *testing.T) {
	for op, want := range map[string]string{"stablehlo.add": CostCheap, "stablehlo.tanh": CostTranscendental,
		"stablehlo.dot_general": CostContraction, "stablehlo.reduce": CostReduction, "stablehlo.transpose": CostDataMovement,
		"stablehlo.all_reduce": CostCollective, "stablehlo.while": CostControl} {
		o := mkOp(t, op, nil, nil, nil)
		if got := CostClass(o); got != want {
			t.Errorf("%s: cost %q, want %q", op, got, want)
		}
	}
}
