package samples

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/lowering/kernel"
)

// The kernels below are written as kernel IR text, for the tests of the
// parser and printer (print -> parse -> print is a fixed point), of the
// interpreter and of the NVPTX backend, which start from the same text.

// ArgmaxText is a row_fold kernel folding each row of an R x C f32 matrix
// x into its maximum (out m) and the first column holding it (out i, i32).
const ArgmaxText = `kernel @argmax(%x: in f32, %m: out f32, %i: out i32, %R: dim, %C: dim)
    row_fold rows=R cols=C block=128 grid=max(ceildiv(R, 128), 1) {
  init {
    %0 = const -inf : f32
    %1 = const 0 : i32
    yield %0, %1
  }
  fold {
    %2 = index row
    %3 = dim %C
    %4 = mul %2, %3 : i64
    %5 = index col
    %6 = add %4, %5 : i64
    %7 = load %x[%6] : f32
    %8 = convert %5 : i64 -> i32
    %9 = reduced 0 : f32
    %10 = reduced 1 : i32
    %11 = cmp gt %7, %9 : f32
    %12 = select %11, %7, %9 : f32
    %13 = select %11, %8, %10 : i32
    yield %12, %13
  }
  epilogue {
    %14 = index row
    %15 = reduced 0 : f32
    store %m[%14], %15
    %17 = reduced 1 : i32
    store %i[%14], %17
  }
}
`

// ArgsortText is a row_sort kernel called name sorting R rows of cols f32
// keys x by the comparison pred ("lt" ascending, "gt" descending) and
// moving an i32 payload ids along: the sorted keys go to y, the payload
// to ids_out. Rows longer than kernel.MaxSortCols keep their permutation
// in a scratch buffer.
func ArgsortText(name string, cols int64, pred string) string {
	scratch := ""
	if cols > kernel.MaxSortCols {
		scratch = fmt.Sprintf(", %%scratch_perm: scratch i32[(R * %d)]", 2*cols)
	}
	return fmt.Sprintf(`kernel @%s(%%x: in f32, %%ids: in i32, %%y: out f32, %%ids_out: out i32, %%R: dim%s)
    row_sort rows=R cols=%d block=%d grid=max(R, 1) {
  compare {
    %%0 = index row
    %%1 = const %d : i64
    %%2 = mul %%0, %%1 : i64
    %%3 = index lhs
    %%4 = add %%2, %%3 : i64
    %%5 = load %%x[%%4] : f32
    %%6 = index rhs
    %%7 = add %%2, %%6 : i64
    %%8 = load %%x[%%7] : f32
    %%9 = cmp %s %%5, %%8 : f32
    yield %%9
  }
  map {
    %%10 = index row
    %%11 = const %d : i64
    %%12 = mul %%10, %%11 : i64
    %%13 = index src
    %%14 = add %%12, %%13 : i64
    %%15 = index col
    %%16 = add %%12, %%15 : i64
    %%17 = load %%x[%%14] : f32
    store %%y[%%16], %%17
    %%19 = load %%ids[%%14] : i32
    store %%ids_out[%%16], %%19
  }
}
`, name, scratch, cols, kernel.SortBlock(cols), cols, pred, cols)
}

// DynamicArgsortText is ArgsortText ascending with rows of the length of
// a dim C: the largest block, the permutation in a scratch buffer of 2*C
// per row.
func DynamicArgsortText(name string) string {
	return strings.NewReplacer("cols=7 block=32", "cols=C block=1024",
		"%R: dim)", "%R: dim, %C: dim, %scratch_perm: scratch i32[(R * (2 * C))])",
		"%1 = const 7 : i64", "%1 = dim %C", "%11 = const 7 : i64", "%11 = dim %C").Replace(ArgsortText(name, 7, "lt"))
}

// RMWText is a loop kernel called name combining w[i] into x[idx[i]]
// with the atomic instruction op (atomic_add, atomic_max, ...) on
// elements of type elem.
func RMWText(name, op string, elem kernel.Type) string {
	return fmt.Sprintf(`kernel @%s(%%idx: in i32, %%w: in %s, %%x: inout %s, %%N: dim)
    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {
  %%0 = index linear
  %%1 = load %%idx[%%0] : i32
  %%2 = convert %%1 : i32 -> i64
  %%3 = load %%w[%%0] : %s
  %s %%x[%%2], %%3
}
`, name, elem, elem, elem, op)
}
