package parser_test

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/ir"
)

// TestFloatTextMatchesMlirOpt prints random floats of several types, each
// written as its bit pattern, with mlir-opt-19 and with symopt, and
// compares the texts attribute by attribute. The values span the exponent
// range, and include short decimals that print in the six-digit form.
func TestFloatTextMatchesMlirOpt(t *testing.T) {
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		testtool.Missing(t, "mlir-opt-19 not found")
	}
	types := []string{"f64", "f32", "f16", "bf16", "f8E5M2", "f8E4M3FN"}
	rng := rand.New(rand.NewPCG(3, 4))
	var src strings.Builder
	var names []string
	for _, ty := range types {
		width := ir.FloatWidth(&ir.FloatType{Name: ty})
		for i := 0; i < 150; i++ {
			var v float64
			switch i % 3 {
			case 0: // any bit pattern
				v = ir.FloatFromBits(ty, rng.Uint64()>>(64-width))
			case 1: // a short decimal
				v = float64(rng.IntN(2000)-1000) * math.Pow(10, float64(rng.IntN(12)-6))
			default: // a spread of magnitudes
				v = math.Ldexp(rng.Float64()+0.5, rng.IntN(120)-60)
			}
			v = ir.RoundToType(ty, v)
			if math.IsNaN(v) || math.IsInf(v, 0) {
				continue
			}
			name := fmt.Sprintf("%s_%d", ty, i)
			names = append(names, name)
			fmt.Fprintf(&src, "\"t.x\"() {v = 0x%X : %s, n = %q} : () -> ()\n", ir.FloatToBits(ty, v), ty, name)
		}
	}
	cmd := exec.Command(tool, "--allow-unregistered-dialect")
	cmd.Stdin = strings.NewReader(src.String())
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-19: %v\n%s", err, stderr.String())
	}
	theirs := floatsByName(t, out.String())
	ours := floatsByName(t, printWith(t, parseAny(t, nil, src.String()), ir.PrintOptions{}))
	if len(theirs) != len(names) || len(ours) != len(names) {
		t.Fatalf("%d values, mlir-opt printed %d, symopt %d", len(names), len(theirs), len(ours))
	}
	t.Logf("%d values compared", len(names))
	bad := 0
	for _, n := range names {
		if ours[n] != theirs[n] {
			t.Errorf("%s: symopt %s, mlir-opt %s", n, ours[n], theirs[n])
			if bad++; bad > 10 {
				t.FailNow()
			}
		}
	}
}

// floatsByName maps the n attribute of each printed t.x op to its v text.
func floatsByName(t *testing.T, text string) map[string]string {
	t.Helper()
	m := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		i, j := strings.Index(line, "{n = \""), strings.Index(line, ", v = ")
		if i < 0 || j < 0 {
			continue
		}
		name := line[i+len("{n = \""):]
		name = name[:strings.IndexByte(name, '"')]
		v := line[j+len(", v = "):]
		m[name] = v[:strings.IndexByte(v, '}')]
	}
	return m
}

// TestFloatLiteralsRoundAsMlirOpt writes decimal literals, many past the
// largest finite value, and hexadecimal NaNs with payloads for the float
// types mlir-opt-19 knows, and compares how each rounds and prints: ties
// to even, overflow to infinity or NaN (never saturated), payloads kept.
func TestFloatLiteralsRoundAsMlirOpt(t *testing.T) {
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		testtool.Missing(t, "mlir-opt-19 not found")
	}
	types := []string{"f16", "bf16", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"}
	special := []float64{0, 448, 464, 470, 480, 240, 248, 30, 32, 57344, 61440, 65504, 65520, 1e30, 3.4e38, 1.5, 1.125}
	rng := rand.New(rand.NewPCG(5, 6))
	var src strings.Builder
	var names []string
	for _, ty := range types {
		width := ir.FloatWidth(&ir.FloatType{Name: ty})
		for i := 0; i < 120; i++ {
			var lit string
			switch {
			case i < len(special):
				lit = fmt.Sprintf("%.17e", special[i]*float64(1-2*(i%2)))
			case i%4 == 0: // a bit pattern: NaNs keep their payload
				lit = fmt.Sprintf("0x%X", rng.Uint64()>>(64-width))
			default:
				lit = fmt.Sprintf("%.17e", math.Ldexp(rng.Float64()*2-1, rng.IntN(60)-30))
			}
			name := fmt.Sprintf("%s_%d", ty, i)
			names = append(names, name)
			fmt.Fprintf(&src, "\"t.x\"() {v = dense<%s> : tensor<%s>, n = %q} : () -> ()\n", lit, ty, name)
		}
	}
	cmd := exec.Command(tool, "--allow-unregistered-dialect")
	cmd.Stdin = strings.NewReader(src.String())
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-19: %v\n%s", err, stderr.String())
	}
	theirs := floatsByName(t, out.String())
	ours := floatsByName(t, printWith(t, parseAny(t, nil, src.String()), ir.PrintOptions{}))
	if len(theirs) != len(names) || len(ours) != len(names) {
		t.Fatalf("%d values, mlir-opt printed %d, symopt %d", len(names), len(theirs), len(ours))
	}
	bad := 0
	for _, n := range names {
		if ours[n] != theirs[n] {
			t.Errorf("%s: symopt %s, mlir-opt %s", n, ours[n], theirs[n])
			if bad++; bad > 10 {
				t.FailNow()
			}
		}
	}
}
