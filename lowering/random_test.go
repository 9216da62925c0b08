package lowering

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// randomProgram writes a function of random elementwise ops, broadcasts
// and row and column reductions over an S0 x 8 input, a row vector and a
// column vector, returning a few of its values.
func randomProgram(seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, seed*7+1))
	const (
		full = "tensor<?x8xf32>"
		row  = "tensor<?xf32>" // one value per row (S0)
		col  = "tensor<8xf32>"
	)
	type val struct{ name, typ string }
	var b strings.Builder
	b.WriteString("func.func @f(%x: " + full + ", %r: " + row + ", %c: " + col + ") -> (RESULTS) {\n")
	b.WriteString("  %z = stablehlo.constant dense<0.0> : tensor<f32>\n")
	b.WriteString("  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>\n")
	b.WriteString("  %s = shape.shape_of %x : " + full + " -> tensor<2xindex>\n")
	vals := map[string][]val{full: {{"%x", full}}, row: {{"%r", row}}, col: {{"%c", col}}}
	pick := func(t string) val { vs := vals[t]; return vs[rng.IntN(len(vs))] }
	n := 0
	emit := func(t, text string) {
		name := fmt.Sprintf("%%v%d", n)
		n++
		fmt.Fprintf(&b, "  %s = %s\n", name, text)
		vals[t] = append(vals[t], val{name, t})
	}
	unary := []string{"tanh", "negate", "abs", "logistic", "exponential"}
	binary := []string{"add", "multiply", "maximum", "subtract", "minimum"}
	for i := 0; i < 14; i++ {
		switch k := rng.IntN(10); {
		case k < 3:
			t := []string{full, full, row, col}[rng.IntN(4)]
			op := unary[rng.IntN(len(unary))]
			if op == "exponential" {
				emit(t, "stablehlo.tanh "+pick(t).name+" : "+t)
				continue
			}
			emit(t, "stablehlo."+op+" "+pick(t).name+" : "+t)
		case k < 6:
			t := []string{full, full, row, col}[rng.IntN(4)]
			emit(t, "stablehlo."+binary[rng.IntN(len(binary))]+" "+pick(t).name+", "+pick(t).name+" : "+t)
		case k == 6:
			emit(full, "stablehlo.dynamic_broadcast_in_dim "+pick(row).name+", %s, dims = [0] : ("+row+", tensor<2xindex>) -> "+full)
		case k == 7:
			emit(full, "stablehlo.dynamic_broadcast_in_dim "+pick(col).name+", %s, dims = [1] : ("+col+", tensor<2xindex>) -> "+full)
		case k == 8:
			comb, init := "add", "%z"
			if rng.IntN(2) == 0 {
				comb, init = "maximum", "%ninf"
			}
			emit(row, "stablehlo.reduce("+pick(full).name+" init: "+init+") applies stablehlo."+comb+" across dimensions = [1] : ("+full+", tensor<f32>) -> "+row)
		default:
			emit(col, "stablehlo.reduce("+pick(full).name+" init: %z) applies stablehlo.add across dimensions = [0] : ("+full+", tensor<f32>) -> "+col)
		}
	}
	var names, types []string
	for _, t := range []string{full, row, col} {
		vs := vals[t]
		v := vs[len(vs)-1]
		names, types = append(names, v.name), append(types, v.typ)
	}
	fmt.Fprintf(&b, "  return %s : %s\n}\n", strings.Join(names, ", "), strings.Join(types, ", "))
	return strings.Replace(b.String(), "RESULTS", strings.Join(types, ", "), 1)
}

// TestRandomPrograms fuses random programs and checks every kernel
// against the unfused ops: a differential test of the fuse pass's
// legality and of the lowering.
func TestRandomPrograms(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		fuseAndCheck(t, seed, randomProgram(seed), []map[string]int64{{"*": 1}, {"*": 9}, {"*": 70}})
	}
}

// fuseAndCheck parses src, fuses it and checks every kernel against the
// unfused ops at bindings; a failure prints the program.
func fuseAndCheck(t *testing.T, seed uint64, src string, bindings []map[string]int64) {
	t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
		defer func() {
			if t.Failed() {
				t.Logf("the program:\n%s", src)
			}
		}()
		m, reg := parseText(t, "random.mlir", []byte(src))
		fuseAll(t, m, reg)
		if _, err := Check(m, CheckOptions{Bindings: bindings, Seed: seed}); err != nil {
			t.Error(err)
		}
	})
}

// randomLayoutProgram writes a function of random data-movement ops
// (transpose, reshape, slice, concatenate, pad, reverse, iota) mixed with
// compares, selects, converts and a reduction, over a 4 x 6 input.
func randomLayoutProgram(seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, seed*13+5))
	const (
		a = "tensor<4x6xf32>"
		b = "tensor<6x4xf32>"
		v = "tensor<24xf32>"
	)
	vals := map[string][]string{a: {"%x"}, b: {}, v: {}}
	pick := func(t string) (string, bool) {
		vs := vals[t]
		if len(vs) == 0 {
			return "", false
		}
		return vs[rng.IntN(len(vs))], true
	}
	var body strings.Builder
	n := 0
	emit := func(t, text string) {
		name := fmt.Sprintf("%%v%d", n)
		n++
		fmt.Fprintf(&body, "  %s = %s\n", name, text)
		vals[t] = append(vals[t], name)
	}
	for i := 0; i < 12; i++ {
		x, _ := pick(a)
		switch rng.IntN(10) {
		case 0:
			emit(b, "stablehlo.transpose "+x+", dims = [1, 0] : ("+a+") -> "+b)
		case 1:
			if y, ok := pick(b); ok {
				emit(a, "stablehlo.transpose "+y+", dims = [1, 0] : ("+b+") -> "+a)
			}
		case 2:
			emit(v, "stablehlo.reshape "+x+" : ("+a+") -> "+v)
		case 3:
			if y, ok := pick(v); ok {
				emit(a, "stablehlo.reshape "+y+" : ("+v+") -> "+a)
			} else {
				emit(a, "stablehlo.reverse "+x+", dims = [0] : "+a)
			}
		case 4:
			lo := "stablehlo.slice " + x + " [0:4, 0:3] : (" + a + ") -> tensor<4x3xf32>"
			hi := "stablehlo.slice " + x + " [0:4, 3:6] : (" + a + ") -> tensor<4x3xf32>"
			fmt.Fprintf(&body, "  %%l%d = %s\n  %%h%d = %s\n", n, lo, n, hi)
			emit(a, fmt.Sprintf("stablehlo.concatenate %%h%d, %%l%d, dim = 1 : (tensor<4x3xf32>, tensor<4x3xf32>) -> %s", n, n, a))
		case 5:
			fmt.Fprintf(&body, "  %%p%d = stablehlo.slice %s [1:3, 0:6:2] : (%s) -> tensor<2x3xf32>\n", n, x, a)
			emit(a, fmt.Sprintf("stablehlo.pad %%p%d, %%one, low = [1, 0], high = [1, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> %s", n, a))
		case 6:
			emit(a, "stablehlo.iota dim = 1 : "+a)
		case 7:
			y, _ := pick(a)
			fmt.Fprintf(&body, "  %%c%d = stablehlo.compare GT, %s, %s : (%s, %s) -> tensor<4x6xi1>\n", n, x, y, a, a)
			emit(a, fmt.Sprintf("stablehlo.select %%c%d, %s, %s : tensor<4x6xi1>, %s", n, x, y, a))
		case 8:
			fmt.Fprintf(&body, "  %%f%d = stablehlo.convert %s : (%s) -> tensor<4x6xf16>\n", n, x, a)
			emit(a, fmt.Sprintf("stablehlo.convert %%f%d : (tensor<4x6xf16>) -> %s", n, a))
		default:
			y, _ := pick(a)
			emit(a, "stablehlo.multiply "+x+", "+y+" : "+a)
		}
	}
	last, _ := pick(a)
	lastB, okB := pick(b)
	res := []string{last}
	types := []string{a}
	if okB {
		res, types = append(res, lastB), append(types, b)
	}
	fmt.Fprintf(&body, "  %%sum = stablehlo.reduce(%s init: %%z) applies stablehlo.add across dimensions = [1] : (%s, tensor<f32>) -> tensor<4xf32>\n", last, a)
	res, types = append(res, "%sum"), append(types, "tensor<4xf32>")
	return "func.func @f(%x: " + a + ") -> (" + strings.Join(types, ", ") + ") {\n" +
		"  %z = stablehlo.constant dense<0.0> : tensor<f32>\n  %one = stablehlo.constant dense<1.0> : tensor<f32>\n" +
		body.String() + "  return " + strings.Join(res, ", ") + " : " + strings.Join(types, ", ") + "\n}\n"
}

func TestRandomLayoutPrograms(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		fuseAndCheck(t, seed, randomLayoutProgram(seed), []map[string]int64{{"*": 1}})
	}
}
