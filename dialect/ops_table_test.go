package dialect

import (
	"strings"
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

// TestTraitsPassesRelyOn pins the traits that passes read: terminators
// that forward values, calls, side effects and collectives.
func TestTraitsPassesRelyOn(t *testing.T) {
	r := testReg()
	cases := []struct {
		op         string
		has, hasnt ir.Trait
	}{
		{"scf.yield", ir.Terminator | ir.ReturnLike, ir.SideEffects},
		{"scf.condition", ir.Terminator, ir.SideEffects},
		{"scf.if", ir.NoRegionArgs, ir.Terminator | ir.SideEffects | ir.IsolatedFromAbove},
		{"scf.for", 0, ir.Terminator | ir.SideEffects | ir.IsolatedFromAbove},
		{"scf.while", 0, ir.Terminator | ir.SideEffects | ir.IsolatedFromAbove},
		{"func.return", ir.Terminator | ir.ReturnLike, ir.SideEffects},
		{"stablehlo.return", ir.Terminator | ir.ReturnLike, ir.SideEffects},
		{"func.call", ir.SideEffects, ir.Terminator},
		{"func.func", ir.IsolatedFromAbove | ir.Symbol, ir.SideEffects},
		{"stablehlo.custom_call", ir.SideEffects, ir.Collective},
		{"stablehlo.all_reduce", ir.SideEffects | ir.Collective, 0},
		{"stablehlo.all_gather", ir.SideEffects | ir.Collective, 0},
		{"stablehlo.all_to_all", ir.SideEffects | ir.Collective, 0},
		{"stablehlo.reduce_scatter", ir.SideEffects | ir.Collective, 0},
		{"stablehlo.collective_permute", ir.SideEffects | ir.Collective, 0},
		{"stablehlo.collective_broadcast", ir.SideEffects | ir.Collective, 0},
		{"stablehlo.add", ir.Elementwise | ir.Commutative, ir.SideEffects},
		{"stablehlo.constant", ir.ConstantLike, ir.SideEffects},
	}
	for _, c := range cases {
		info := r.Lookup(c.op)
		if info == nil {
			t.Errorf("%s is not registered", c.op)
			continue
		}
		if info.Traits&c.has != c.has {
			t.Errorf("%s lacks traits %b (has %b)", c.op, c.has&^info.Traits, info.Traits)
		}
		if info.Traits&c.hasnt != 0 {
			t.Errorf("%s has unexpected traits %b", c.op, info.Traits&c.hasnt)
		}
	}
	// Rules every row follows.
	for _, fam := range opFamilies {
		for _, info := range fam {
			f := info.Extra.(*Facts)
			short := info.Name[strings.IndexByte(info.Name, '.')+1:]
			if (short == "return" || short == "yield" || strings.HasSuffix(short, "_yield")) && info.Traits&(ir.Terminator|ir.ReturnLike) != ir.Terminator|ir.ReturnLike {
				t.Errorf("%s forwards values to its parent but is not Terminator|ReturnLike", info.Name)
			}
			if (strings.HasPrefix(short, "all_") || strings.HasPrefix(short, "collective_") || short == "reduce_scatter") && info.Traits&ir.Collective == 0 {
				t.Errorf("%s communicates across replicas but is not Collective", info.Name)
			}
			if f.Call && info.Traits&ir.SideEffects == 0 {
				t.Errorf("%s is a call without side effects", info.Name)
			}
			if info.Traits&ir.Terminator != 0 && f.Cost != CostControl {
				t.Errorf("%s is a terminator with cost %q", info.Name, f.Cost)
			}
			if info.Traits&ir.SideEffects != 0 && info.Traits&(ir.ConstantLike|ir.Elementwise) != 0 {
				t.Errorf("%s has side effects but is constant-like or elementwise", info.Name)
			}
		}
	}
}

func TestCallsAndEffects(t *testing.T) {
	call := mkOp(t, "func.call", nil, nil, nil)
	if !IsCall(call) || !HasSideEffects(call) {
		t.Errorf("func.call: IsCall %v, HasSideEffects %v; want both", IsCall(call), HasSideEffects(call))
	}
	if add := mkOp(t, "stablehlo.add", []string{"tensor<f32>", "tensor<f32>"}, []string{"tensor<f32>"}, nil); IsCall(add) || HasSideEffects(add) {
		t.Errorf("stablehlo.add is a call or has effects")
	}
	for _, c := range []struct {
		attrs map[string]ir.Attribute
		want  bool
	}{
		{nil, false},
		{map[string]ir.Attribute{"has_side_effect": &ir.BoolAttr{Value: true}}, true},
		{map[string]ir.Attribute{"has_side_effect": &ir.BoolAttr{Value: false}}, false},
	} {
		for _, name := range []string{"stablehlo.custom_call", "mhlo.custom_call"} {
			op := mkOp(t, name, nil, nil, c.attrs)
			if got := HasSideEffects(op); got != c.want {
				t.Errorf("%s %v: HasSideEffects %v, want %v", name, c.attrs, got, c.want)
			}
			if !op.HasTrait(ir.SideEffects) {
				t.Errorf("%s row lost its conservative SideEffects trait", name)
			}
		}
	}
}
