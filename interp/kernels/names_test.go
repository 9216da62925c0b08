package kernels

import "testing"

func TestOpNamesRoundTrip(t *testing.T) {
	for op := UnaryOp(0); op < numUnaryOps; op++ {
		if got, ok := ParseUnaryOp(op.String()); !ok || got != op {
			t.Errorf("unary %q parses to %v, %v", op.String(), got, ok)
		}
	}
	for op := BinaryOp(0); op < numBinaryOps; op++ {
		if got, ok := ParseBinaryOp(op.String()); !ok || got != op {
			t.Errorf("binary %q parses to %v, %v", op.String(), got, ok)
		}
	}
	for d := EQ; d <= LT; d++ {
		if got, err := ParseDirection(d.String()); err != nil || got != d {
			t.Errorf("direction %q parses to %v, %v", d.String(), got, err)
		}
	}
	for name, want := range map[string]CompareType{"": NoType, "NOTYPE": NoType, "FLOAT": FloatCmp, "TOTALORDER": TotalOrder, "SIGNED": Signed, "UNSIGNED": Unsigned} {
		if got, err := ParseCompareType(name); err != nil || got != want {
			t.Errorf("comparison type %q parses to %v, %v", name, got, err)
		}
	}
	if _, ok := ParseUnaryOp("add"); ok {
		t.Error("add parsed as a unary op")
	}
	if _, ok := ParseBinaryOp("abs"); ok {
		t.Error("abs parsed as a binary op")
	}
	if _, err := ParseDirection("LTE"); err == nil {
		t.Error("LTE accepted")
	}
	if _, err := ParseCompareType("float"); err == nil {
		t.Error("lower-case float accepted")
	}
}
