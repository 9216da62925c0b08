package lowering

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// elemCase is one function, instantiated for each of its element types:
// T in the text stands for the type.
type elemCase struct {
	name    string
	types   []string
	text    string
	kernels int // kernels per function
}

// Inputs are floats in [-2, 2] and integers in [1, 9]; the functions
// first spread them over the type's range where that matters (a product
// that wraps, or a scale past 2^64).
var elemCases = []elemCase{
	{name: "math", types: []string{"f64", "f32", "f16", "bf16"}, kernels: 2, text: `
func.func @NAME(%a: tensor<?x?xT>, %b: tensor<?x?xT>) -> (tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>) {
  %s = shape.shape_of %a : tensor<?x?xT> -> tensor<2xindex>
  %k = stablehlo.constant dense<3.5> : tensor<T>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<T>, tensor<2xindex>) -> tensor<?x?xT>
  %w = stablehlo.multiply %a, %kb : tensor<?x?xT>
  %0 = stablehlo.exponential %w : tensor<?x?xT>
  %1 = stablehlo.log %0 : tensor<?x?xT>
  %2 = stablehlo.tanh %w : tensor<?x?xT>
  %3 = stablehlo.logistic %w : tensor<?x?xT>
  %4 = stablehlo.sine %w : tensor<?x?xT>
  %5 = stablehlo.cosine %w : tensor<?x?xT>
  %6 = stablehlo.power %0, %b : tensor<?x?xT>
  %7 = stablehlo.power %b, %kb : tensor<?x?xT>
  %8 = stablehlo.rsqrt %0 : tensor<?x?xT>
  %9 = stablehlo.tan %b : tensor<?x?xT>
  %10 = stablehlo.atan2 %a, %b : tensor<?x?xT>
  %11 = stablehlo.cbrt %w : tensor<?x?xT>
  %12 = stablehlo.log_plus_one %a : tensor<?x?xT>
  %13 = stablehlo.exponential_minus_one %a : tensor<?x?xT>
  %erf = chlo.erf %w : tensor<?x?xT> -> tensor<?x?xT>
  %14 = stablehlo.add %1, %erf : tensor<?x?xT>
  %15 = stablehlo.add %3, %4 : tensor<?x?xT>
  %16 = stablehlo.multiply %5, %6 : tensor<?x?xT>
  %17 = stablehlo.add %7, %8 : tensor<?x?xT>
  %18 = stablehlo.add %9, %10 : tensor<?x?xT>
  return %14, %15, %16, %17, %18, %11 : tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>, tensor<?x?xT>
}`},
	{name: "log1p_expm1", types: []string{"f64", "f32"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xT>) -> (tensor<?xT>, tensor<?xT>) {
  %0 = stablehlo.log_plus_one %a : tensor<?xT>
  %1 = stablehlo.exponential_minus_one %a : tensor<?xT>
  return %0, %1 : tensor<?xT>, tensor<?xT>
}`},
	// a * 0x3000000000000001 wraps to values on both sides of 2^63
	{name: "u64_to_float", types: []string{"f64", "f32", "f16", "bf16"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xui64>) -> (tensor<?xT>, tensor<?xT>) {
  %k = stablehlo.constant dense<3458764513820540929> : tensor<ui64>
  %s = shape.shape_of %a : tensor<?xui64> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<ui64>, tensor<1xindex>) -> tensor<?xui64>
  %big = stablehlo.multiply %a, %kb : tensor<?xui64>
  %0 = stablehlo.convert %big : (tensor<?xui64>) -> tensor<?xT>
  %1 = stablehlo.convert %a : (tensor<?xui64>) -> tensor<?xT>
  return %0, %1 : tensor<?xT>, tensor<?xT>
}`},
	// x * 1e19 covers negatives, both sides of 2^63 and past 2^64; log
	// of the negative inputs gives NaN
	{name: "float_to_u64", types: []string{"f64", "f32"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xT>) -> (tensor<?xui64>, tensor<?xui64>, tensor<?xui64>) {
  %k = stablehlo.constant dense<1.0e+19> : tensor<T>
  %s = shape.shape_of %a : tensor<?xT> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<T>, tensor<1xindex>) -> tensor<?xT>
  %big = stablehlo.multiply %a, %kb : tensor<?xT>
  %nan = stablehlo.log %a : tensor<?xT>
  %0 = stablehlo.convert %big : (tensor<?xT>) -> tensor<?xui64>
  %1 = stablehlo.convert %nan : (tensor<?xT>) -> tensor<?xui64>
  %2 = stablehlo.convert %a : (tensor<?xT>) -> tensor<?xui64>
  return %0, %1, %2 : tensor<?xui64>, tensor<?xui64>, tensor<?xui64>
}`},
	// unsigned max and min reductions by rows and by columns, over
	// values spread across the sign bit; inits 0 and 5 (not identities)
	{name: "unsigned_order_reduce", types: []string{"ui32", "ui64"}, kernels: 4, text: `
func.func @NAME(%a: tensor<?x?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>) {
  %zero = stablehlo.constant dense<0> : tensor<T>
  %five = stablehlo.constant dense<5> : tensor<T>
  %k = stablehlo.constant dense<SPREAD> : tensor<T>
  %s = shape.shape_of %a : tensor<?x?xT> -> tensor<2xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<T>, tensor<2xindex>) -> tensor<?x?xT>
  %big = stablehlo.multiply %a, %kb : tensor<?x?xT>
  %0 = stablehlo.reduce(%big init: %zero) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %1 = stablehlo.reduce(%big init: %five) applies stablehlo.minimum across dimensions = [1] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %2 = stablehlo.reduce(%big init: %five) applies stablehlo.maximum across dimensions = [0] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %3 = stablehlo.reduce(%big init: %zero) applies stablehlo.minimum across dimensions = [0] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  return %0, %1, %2, %3 : tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>
}`},
	// unsigned iotas (as random-key and argsort code writes them), on
	// their own and added to data
	{name: "unsigned_iota", types: []string{"ui8", "ui16", "ui32", "ui64"}, kernels: 2, text: `
func.func @NAME(%a: tensor<?x?xT>) -> (tensor<6x5xT>, tensor<?x?xT>) {
  %0 = stablehlo.iota dim = 1 : tensor<6x5xT>
  %s = shape.shape_of %a : tensor<?x?xT> -> tensor<2xindex>
  %1 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xindex>) -> tensor<?x?xT>
  %2 = stablehlo.add %1, %a : tensor<?x?xT>
  return %0, %2 : tensor<6x5xT>, tensor<?x?xT>
}`},
	// 16-bit integers: arithmetic that wraps, division, bit ops,
	// shifts, counts, compares and conversions both ways
	{name: "int16", types: []string{"i16", "ui16"}, kernels: 2, text: `
func.func @NAME(%a: tensor<?xT>, %f: tensor<?xf32>) -> (tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xi1>, tensor<?xf32>, tensor<?xi64>, tensor<?xT>, tensor<?xf16>) {
  %k = stablehlo.constant dense<SPREAD> : tensor<T>
  %c = stablehlo.constant dense<30000.0> : tensor<f32>
  %s = shape.shape_of %a : tensor<?xT> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<T>, tensor<1xindex>) -> tensor<?xT>
  %cb = stablehlo.dynamic_broadcast_in_dim %c, %s, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %big = stablehlo.multiply %a, %kb : tensor<?xT>
  %0 = stablehlo.divide %big, %a : tensor<?xT>
  %1 = stablehlo.remainder %big, %a : tensor<?xT>
  %2 = stablehlo.maximum %big, %a : tensor<?xT>
  %3 = stablehlo.minimum %big, %0 : tensor<?xT>
  %4 = stablehlo.xor %2, %3 : tensor<?xT>
  %5 = stablehlo.shift_right_logical %big, %a : tensor<?xT>
  %6 = stablehlo.shift_right_arithmetic %big, %a : tensor<?xT>
  %7 = stablehlo.shift_left %big, %a : tensor<?xT>
  %8 = stablehlo.popcnt %big : tensor<?xT>
  %9 = stablehlo.count_leading_zeros %5 : tensor<?xT>
  %10 = stablehlo.add %8, %9 : tensor<?xT>
  %11 = stablehlo.subtract %6, %7 : tensor<?xT>
  %12 = stablehlo.compare LT, %big, %a : (tensor<?xT>, tensor<?xT>) -> tensor<?xi1>
  %13 = stablehlo.select %12, %1, %11 : tensor<?xi1>, tensor<?xT>
  %14 = stablehlo.convert %big : (tensor<?xT>) -> tensor<?xf32>
  %15 = stablehlo.convert %big : (tensor<?xT>) -> tensor<?xi64>
  %ff = stablehlo.multiply %f, %cb : tensor<?xf32>
  %16 = stablehlo.convert %ff : (tensor<?xf32>) -> tensor<?xT>
  %17 = stablehlo.convert %big : (tensor<?xT>) -> tensor<?xf16>
  return %4, %10, %13, %12, %14, %15, %16, %17 : tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xi1>, tensor<?xf32>, tensor<?xi64>, tensor<?xT>, tensor<?xf16>
}`},
	// complex arithmetic and math on interleaved parts; P is the part
	// type
	{name: "complex_math", types: []string{"complex<f32>", "complex<f64>"}, kernels: 2, text: `
func.func @NAME(%a: tensor<?xT>, %b: tensor<?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xP>, tensor<?xi1>, tensor<?xT>, tensor<?xP>) {
  %0 = stablehlo.multiply %a, %b : tensor<?xT>
  %1 = stablehlo.divide %0, %b : tensor<?xT>
  %2 = stablehlo.subtract %1, %a : tensor<?xT>
  %3 = stablehlo.exponential %a : tensor<?xT>
  %4 = stablehlo.log %b : tensor<?xT>
  %5 = stablehlo.add %3, %4 : tensor<?xT>
  %6 = stablehlo.sine %a : tensor<?xT>
  %7 = stablehlo.cosine %a : tensor<?xT>
  %8 = stablehlo.negate %7 : tensor<?xT>
  %9 = stablehlo.add %6, %8 : tensor<?xT>
  %10 = stablehlo.abs %a : (tensor<?xT>) -> tensor<?xP>
  %11 = stablehlo.real %5 : (tensor<?xT>) -> tensor<?xP>
  %12 = stablehlo.imag %9 : (tensor<?xT>) -> tensor<?xP>
  %13 = stablehlo.add %10, %11 : tensor<?xP>
  %14 = stablehlo.add %13, %12 : tensor<?xP>
  %ra = stablehlo.real %a : (tensor<?xT>) -> tensor<?xP>
  %ia = stablehlo.imag %a : (tensor<?xT>) -> tensor<?xP>
  %ib = stablehlo.imag %b : (tensor<?xT>) -> tensor<?xP>
  %same = stablehlo.complex %ra, %ia : (tensor<?xP>, tensor<?xP>) -> tensor<?xT>
  %mixed = stablehlo.complex %ra, %ib : (tensor<?xP>, tensor<?xP>) -> tensor<?xT>
  %15 = stablehlo.compare EQ, %a, %same : (tensor<?xT>, tensor<?xT>) -> tensor<?xi1>
  %16 = stablehlo.compare NE, %a, %mixed : (tensor<?xT>, tensor<?xT>) -> tensor<?xi1>
  %e2 = stablehlo.compare EQ, %a, %mixed : (tensor<?xT>, tensor<?xT>) -> tensor<?xi1>
  %n2 = stablehlo.compare NE, %a, %same : (tensor<?xT>, tensor<?xT>) -> tensor<?xi1>
  %both = stablehlo.and %15, %16 : tensor<?xi1>
  %none = stablehlo.or %e2, %n2 : tensor<?xi1>
  %17 = stablehlo.xor %both, %none : tensor<?xi1>
  %18 = stablehlo.select %e2, %a, %9 : tensor<?xi1>, tensor<?xT>
  %19 = stablehlo.convert %b : (tensor<?xT>) -> tensor<?xP>
  return %2, %5, %14, %17, %18, %19 : tensor<?xT>, tensor<?xT>, tensor<?xP>, tensor<?xi1>, tensor<?xT>, tensor<?xP>
}`},
	// more complex math: roots, sign, expm1, log1p, logistic, power
	// (with a zero base from 0 * a)
	{name: "complex_more", types: []string{"complex<f32>", "complex<f64>"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xT>, %b: tensor<?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>) {
  %0 = stablehlo.sqrt %a : tensor<?xT>
  %1 = stablehlo.rsqrt %a : tensor<?xT>
  %2 = stablehlo.sign %a : tensor<?xT>
  %3 = stablehlo.exponential_minus_one %a : tensor<?xT>
  %4 = stablehlo.log_plus_one %a : tensor<?xT>
  %5 = stablehlo.logistic %a : tensor<?xT>
  %6 = stablehlo.power %a, %b : tensor<?xT>
  %z = stablehlo.subtract %a, %a : tensor<?xT>
  %7 = stablehlo.power %z, %b : tensor<?xT>
  %8 = stablehlo.add %0, %1 : tensor<?xT>
  %9 = stablehlo.add %2, %3 : tensor<?xT>
  %10 = stablehlo.add %4, %5 : tensor<?xT>
  return %8, %9, %10, %6, %7 : tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>
}`},
	// complex values built from parts, moved (transpose, broadcast,
	// reverse, concatenate, pad), scaled by a complex constant and
	// converted from real and between widths
	{name: "complex_build", types: []string{"complex<f32>", "complex<f64>"}, kernels: 5, text: `
func.func @NAME(%x: tensor<?x?xP>) -> (tensor<?x?xT>, tensor<?x?xP>, tensor<?x?xcomplex<f64>>, tensor<?x?xT>, tensor<?x?xT>) {
  %y = stablehlo.negate %x : tensor<?x?xP>
  %c = stablehlo.complex %x, %y : (tensor<?x?xP>, tensor<?x?xP>) -> tensor<?x?xT>
  %t = stablehlo.transpose %c, dims = [1, 0] : (tensor<?x?xT>) -> tensor<?x?xT>
  %k = stablehlo.constant dense<(1.5, -2.0)> : tensor<T>
  %z = stablehlo.constant dense<(0.0, 0.5)> : tensor<T>
  %s = shape.shape_of %x : tensor<?x?xP> -> tensor<2xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<T>, tensor<2xindex>) -> tensor<?x?xT>
  %m = stablehlo.multiply %t, %kb : tensor<?x?xT>
  %r = stablehlo.real %m : (tensor<?x?xT>) -> tensor<?x?xP>
  %cv = stablehlo.convert %x : (tensor<?x?xP>) -> tensor<?x?xT>
  %sum = stablehlo.add %cv, %m : tensor<?x?xT>
  %w = stablehlo.convert %sum : (tensor<?x?xT>) -> tensor<?x?xcomplex<f64>>
  %rev = stablehlo.reverse %sum, dims = [0] : tensor<?x?xT>
  %p = stablehlo.pad %rev, %z, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<?x?xT>, tensor<T>) -> tensor<?x?xT>
  %cat = stablehlo.concatenate %sum, %c, dim = 0 : (tensor<?x?xT>, tensor<?x?xT>) -> tensor<?x?xT>
  return %sum, %r, %w, %cat, %p : tensor<?x?xT>, tensor<?x?xP>, tensor<?x?xcomplex<f64>>, tensor<?x?xT>, tensor<?x?xT>
}`},
	// reductions by rows and columns, and a softmax, on every float type
	{name: "float_reduce", types: []string{"f16", "bf16", "f32", "f64"}, kernels: 5, text: `
func.func @NAME(%a: tensor<?x?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?x?xT>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<T>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %ninfT = stablehlo.convert %ninf : (tensor<f32>) -> tensor<T>
  %pinf = stablehlo.negate %ninfT : tensor<T>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %1 = stablehlo.reduce(%a init: %ninfT) applies stablehlo.maximum across dimensions = [0] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %2 = stablehlo.reduce(%a init: %pinf) applies stablehlo.minimum across dimensions = [1] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %s = shape.shape_of %a : tensor<?x?xT> -> tensor<2xindex>
  %mb = stablehlo.dynamic_broadcast_in_dim %2, %s, dims = [0] : (tensor<?xT>, tensor<2xindex>) -> tensor<?x?xT>
  %d = stablehlo.subtract %a, %mb : tensor<?x?xT>
  %e = stablehlo.exponential %d : tensor<?x?xT>
  %es = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %esb = stablehlo.dynamic_broadcast_in_dim %es, %s, dims = [0] : (tensor<?xT>, tensor<2xindex>) -> tensor<?x?xT>
  %3 = stablehlo.divide %e, %esb : tensor<?x?xT>
  %w = stablehlo.convert %a : (tensor<?x?xT>) -> tensor<?x?xf32>
  %z32 = stablehlo.constant dense<0.0> : tensor<f32>
  %4 = stablehlo.reduce(%w init: %z32) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0, %1, %2, %3, %4 : tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?x?xT>, tensor<?xf32>
}`},
	// 8-bit floats: arithmetic in f32 rounded after every op, math,
	// conversions both ways (overflowing f8E4M3FN gives NaN, f8E5M2 inf)
	{name: "f8", types: []string{"f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xT>, %b: tensor<?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xf32>, tensor<?xT>, tensor<?xi32>, tensor<?xT>) {
  %0 = stablehlo.multiply %a, %b : tensor<?xT>
  %1 = stablehlo.add %0, %a : tensor<?xT>
  %2 = stablehlo.divide %1, %b : tensor<?xT>
  %3 = stablehlo.maximum %2, %a : tensor<?xT>
  %4 = stablehlo.exponential %3 : tensor<?xT>
  %5 = stablehlo.convert %4 : (tensor<?xT>) -> tensor<?xf32>
  %k = stablehlo.constant dense<300.0> : tensor<f32>
  %s = shape.shape_of %a : tensor<?xT> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %big = stablehlo.multiply %5, %kb : tensor<?xf32>
  %6 = stablehlo.convert %big : (tensor<?xf32>) -> tensor<?xT>
  %7 = stablehlo.convert %a : (tensor<?xT>) -> tensor<?xi32>
  %w = stablehlo.convert %a : (tensor<?xT>) -> tensor<?xf64>
  %8 = stablehlo.convert %w : (tensor<?xf64>) -> tensor<?xT>
  return %1, %4, %5, %6, %7, %8 : tensor<?xT>, tensor<?xT>, tensor<?xf32>, tensor<?xT>, tensor<?xi32>, tensor<?xT>
}`},
	{name: "real_imag", types: []string{"f32", "f64"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xT>) -> (tensor<?xT>, tensor<?xT>) {
  %0 = stablehlo.real %a : (tensor<?xT>) -> tensor<?xT>
  %1 = stablehlo.imag %a : (tensor<?xT>) -> tensor<?xT>
  %2 = stablehlo.add %0, %1 : tensor<?xT>
  return %2, %1 : tensor<?xT>, tensor<?xT>
}`},
	// complex sums by rows (then scaled) and by columns, one reduce phase
	// per part; a non-zero init
	{name: "complex_sum", types: []string{"complex<f32>", "complex<f64>"}, kernels: 2, text: `
func.func @NAME(%a: tensor<?x?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xP>) {
  %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<T>
  %i = stablehlo.constant dense<(1.0, -0.5)> : tensor<T>
  %k = stablehlo.constant dense<(0.5, 2.0)> : tensor<T>
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %s = shape.shape_of %0 : tensor<?xT> -> tensor<1xindex>
  %kb = stablehlo.dynamic_broadcast_in_dim %k, %s, dims = [] : (tensor<T>, tensor<1xindex>) -> tensor<?xT>
  %1 = stablehlo.multiply %0, %kb : tensor<?xT>
  %2 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<?x?xT>, tensor<T>) -> tensor<?xT>
  %3 = stablehlo.abs %2 : (tensor<?xT>) -> tensor<?xP>
  return %1, %2, %3 : tensor<?xT>, tensor<?xT>, tensor<?xP>
}`},
	{name: "narrow_to_u64", types: []string{"f16", "bf16"}, kernels: 1, text: `
func.func @NAME(%a: tensor<?xT>) -> tensor<?xui64> {
  %0 = stablehlo.convert %a : (tensor<?xT>) -> tensor<?xui64>
  return %0 : tensor<?xui64>
}`},
}

// spread is 0x55...5 of the type's width: small integers times it wrap
// to values on both sides of the sign bit.
var spread = map[string]string{"ui16": "21845", "i16": "21845", "ui32": "1431655765", "ui64": "6148914691236517205"}

// elemFile is one case instantiated for one type, written to a file.
type elemFile struct {
	name, path string
	kernels    int
}

// writeElemCases writes every case for each of its types into dir.
func writeElemCases(t *testing.T, dir string) []elemFile {
	t.Helper()
	var out []elemFile
	for _, c := range elemCases {
		for _, ty := range c.types {
			name := c.name + "_" + strings.NewReplacer("complex<", "c", ">", "").Replace(ty)
			text := strings.ReplaceAll(c.text, "@NAME", "@"+name)
			text = strings.ReplaceAll(text, "xT>", "x"+ty+">")
			text = strings.ReplaceAll(text, "<T>", "<"+ty+">")
			text = strings.ReplaceAll(text, "SPREAD", spread[ty])
			part := strings.TrimSuffix(strings.TrimPrefix(ty, "complex<"), ">")
			text = strings.ReplaceAll(text, "xP>", "x"+part+">")
			path := filepath.Join(dir, name+".mlir")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			out = append(out, elemFile{name, path, c.kernels})
		}
	}
	return out
}

// TestCheckElementTypes lowers each case for each of its types and
// compares the kernels with the interpreter on the unfused ops at three
// bindings.
func TestCheckElementTypes(t *testing.T) {
	for _, f := range writeElemCases(t, t.TempDir()) {
		t.Run(f.name, func(t *testing.T) { checkAllLower(t, f.path, f.kernels) })
	}
}

// TestElementTypeKernelsCompileWithBothLLVMs compiles the kernels of
// every case with llc-19 for sm_90 and LLVM 14's llc for sm_80 (skipped
// without them, except under CI=true).
func TestElementTypeKernelsCompileWithBothLLVMs(t *testing.T) {
	var ks []*kernel.Kernel
	for _, f := range writeElemCases(t, t.TempDir()) {
		lm, err := LowerModule(fuseModule(t, f.path))
		if err != nil {
			t.Fatal(err)
		}
		ks = append(ks, lm.Kernels()...)
	}
	m, err := nvptx.Emit(ks...)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		major int
		names []string
	}{{19, []string{"llc-19", "llc"}}, {14, []string{"llc-14", "llc"}}} {
		t.Run(fmt.Sprintf("llvm%d", tc.major), func(t *testing.T) {
			var tool nvptx.Tool
			for _, n := range tc.names {
				if tl, err := nvptx.FindLLC(nvptx.Options{LLC: n}); err == nil && tl.Major == tc.major {
					tool = tl
					break
				}
			}
			if tool.Path == "" {
				testtool.Missing(t, "no LLVM %d llc (tried %v)", tc.major, tc.names)
			}
			ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range ks {
				if !strings.Contains(ptx, ".entry "+k.Name+"(") {
					t.Errorf("PTX has no entry for %s", k.Name)
				}
			}
			if strings.Contains(ptx, ".local") || strings.Contains(ptx, ".extern") {
				t.Errorf("PTX uses local memory or external functions")
			}
		})
	}
}

// checkAllLower fuses the module at path, requires every op to be in a
// kernel (want kernels in all) and checks them against the interpreter.
func checkAllLower(t *testing.T, path string, want int) {
	t.Helper()
	m := fuseModule(t, path)
	bindings := []map[string]int64{{"*": 1}, {"*": 7}, {"*": 45}}
	rep, err := Check(m, CheckOptions{Bindings: bindings, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unsupported != 0 || rep.Kernels != want {
		t.Errorf("%d kernels and %d ops without one, want %d and 0", rep.Kernels, rep.Unsupported, want)
	}
	for _, fn := range Funcs(m) {
		p, err := LowerFunc(fn)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range p.Kernels() {
			if err := kernel.Verify(k); err != nil {
				t.Errorf("%s: %v", k.Name, err)
			}
		}
	}
}
