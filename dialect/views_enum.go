package dialect

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/ir"
)

// EnumWord reads a dialect enum attribute stored verbatim, in either
// spelling `#stablehlo<comparison_direction LT>` or
// `#stablehlo.comparison_direction<LT>` (and the #mhlo forms). kind is the
// enum's name ("comparison_direction"). It returns the word ("LT").
func EnumWord(a ir.Attribute, kind string) (string, bool) {
	v, ok := a.(*ir.VerbatimAttr)
	if !ok {
		if s, ok := a.(*ir.StringAttr); ok {
			return s.Value, true
		}
		return "", false
	}
	text := strings.TrimSpace(v.Text)
	for _, d := range []string{"#stablehlo", "#mhlo", "#chlo"} {
		if rest, ok := strings.CutPrefix(text, d+"<"+kind+" "); ok {
			return strings.TrimSpace(strings.TrimSuffix(rest, ">")), true
		}
		if rest, ok := strings.CutPrefix(text, d+"."+kind+"<"); ok {
			return strings.TrimSpace(strings.TrimSuffix(rest, ">")), true
		}
	}
	return "", false
}

// EnumAttr builds the verbatim text `#<dialect><kind WORD>`; dialect is
// "stablehlo" or "mhlo".
func EnumAttr(dialect, kind, word string) *ir.VerbatimAttr {
	return &ir.VerbatimAttr{Text: "#" + dialect + "<" + kind + " " + word + ">"}
}

// Comparison directions.
var comparisonDirections = []string{"EQ", "NE", "GE", "GT", "LE", "LT"}

// ComparisonDirection returns the comparison_direction of a compare op.
func ComparisonDirection(op *ir.Operation) (string, error) {
	a := op.Attr("comparison_direction")
	if a == nil {
		return "", fmt.Errorf("requires attribute 'comparison_direction'")
	}
	w, ok := EnumWord(a, "comparison_direction")
	if !ok {
		return "", fmt.Errorf("expected a comparison_direction attribute, got %s", a.String())
	}
	for _, d := range comparisonDirections {
		if d == w {
			return w, nil
		}
	}
	return "", fmt.Errorf("unknown comparison direction %q", w)
}

// ComparisonType returns the optional compare_type word (FLOAT, TOTALORDER,
// SIGNED, UNSIGNED), or "" when absent.
func ComparisonType(op *ir.Operation) string {
	w, _ := EnumWord(op.Attr("compare_type"), "comparison_type")
	return w
}

// PrecisionConfig returns the words of precision_config (`[#stablehlo<precision DEFAULT>, ...]`).
func PrecisionConfig(op *ir.Operation) []string {
	arr, ok := op.Attr("precision_config").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]string, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		w, _ := EnumWord(e, "precision")
		out = append(out, w)
	}
	return out
}

// verbatimBody returns the text between the first '<' after prefix and the
// matching last '>' of a dialect attribute `#stablehlo.NAME<...>`.
func verbatimBody(a ir.Attribute, name string) (string, bool) {
	v, ok := a.(*ir.VerbatimAttr)
	if !ok {
		return "", false
	}
	text := strings.TrimSpace(v.Text)
	for _, d := range []string{"#stablehlo.", "#mhlo.", "#chlo."} {
		if rest, ok := strings.CutPrefix(text, d+name+"<"); ok {
			if !strings.HasSuffix(rest, ">") {
				return "", false
			}
			return rest[:len(rest)-1], true
		}
	}
	return "", false
}

// dialectOf returns "mhlo" for mhlo ops and "stablehlo" otherwise, for
// building attributes in the op's own spelling.
func dialectOf(op *ir.Operation) string {
	if op.Dialect() == "mhlo" {
		return "mhlo"
	}
	return "stablehlo"
}
