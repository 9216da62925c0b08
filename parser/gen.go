package parser

import (
	"bytes"
	"strconv"
)

// GenerateGeneric writes a synthetic module in MLIR's generic op form:
// nFuncs functions of nOps ops each on tensor<?x128xf32> values (a mix of
// elementwise ops, compares, selects, constants and shape ops with
// attributes). It is the input of the parser benchmarks and of
// parser/testdata/gen, which writes it to a file for end-to-end timing.
func GenerateGeneric(nFuncs, nOps int) []byte {
	var b bytes.Buffer
	const t = "tensor<?x128xf32>"
	b.WriteString("\"builtin.module\"() ({\n")
	for f := 0; f < nFuncs; f++ {
		b.WriteString("  \"func.func\"() <{function_type = (" + t + ", " + t + ") -> " + t +
			", sym_name = \"f" + strconv.Itoa(f) + "\"}> ({\n")
		b.WriteString("  ^bb0(%arg0: " + t + ", %arg1: " + t + "):\n")
		prev, prev2 := "%arg0", "%arg1"
		for i := 0; i < nOps; i++ {
			name := "%" + strconv.Itoa(i)
			b.WriteString("    " + name + " = ")
			switch i % 8 {
			case 0, 3:
				b.WriteString("\"stablehlo.add\"(" + prev + ", " + prev2 + ") : (" + t + ", " + t + ") -> " + t)
			case 1:
				b.WriteString("\"stablehlo.multiply\"(" + prev + ", " + prev2 + ") : (" + t + ", " + t + ") -> " + t)
			case 2:
				b.WriteString("\"stablehlo.tanh\"(" + prev + ") : (" + t + ") -> " + t)
			case 4:
				b.WriteString("\"stablehlo.compare\"(" + prev + ", " + prev2 + ") <{comparison_direction = #stablehlo<comparison_direction GT>}> : (" +
					t + ", " + t + ") -> tensor<?x128xi1>")
			case 5:
				b.WriteString("\"stablehlo.select\"(%" + strconv.Itoa(i-1) + ", " + prev2 + ", " + prev2 + ") : (tensor<?x128xi1>, " + t + ", " + t + ") -> " + t)
				prev2 = name
				b.WriteString("\n")
				continue
			case 6:
				b.WriteString("\"stablehlo.constant\"() <{value = dense<1.000000e+00> : tensor<128xf32>}> : () -> tensor<128xf32>")
				b.WriteString("\n")
				continue
			case 7:
				b.WriteString("\"stablehlo.broadcast_in_dim\"(%" + strconv.Itoa(i-1) + ") <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> " + t)
			}
			b.WriteString("\n")
			prev2, prev = prev, name
			if i%8 == 4 {
				prev = prev2
			}
		}
		b.WriteString("    \"func.return\"(" + prev + ") : (" + t + ") -> ()\n")
		b.WriteString("  }) : () -> ()\n")
	}
	b.WriteString("}) : () -> ()\n")
	return b.Bytes()
}
