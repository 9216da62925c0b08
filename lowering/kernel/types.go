package kernel

import "fmt"

// Type is the element type of a buffer or the type of a scalar value.
type Type uint8

// The element types. Index arithmetic is done in I64.
const (
	Invalid Type = iota
	F16
	BF16
	F32
	F64
	I1
	I8
	I32
	I64
	// I16 and the 8-bit floats come last so that the other types keep
	// their numbers. The 8-bit floats are named as in MLIR: EaMb has a
	// exponent and b mantissa bits; FN has no infinity, FNUZ no infinity
	// and no -0 (0x80 is NaN), B11 a bias of 11 (see f8.go).
	I16
	F8E4M3FN
	F8E5M2
	F8E4M3FNUZ
	F8E5M2FNUZ
	F8E4M3B11FNUZ
)

var typeNames = [...]string{Invalid: "invalid", F16: "f16", BF16: "bf16", F32: "f32", F64: "f64",
	I1: "i1", I8: "i8", I32: "i32", I64: "i64", I16: "i16",
	F8E4M3FN: "f8E4M3FN", F8E5M2: "f8E5M2", F8E4M3FNUZ: "f8E4M3FNUZ",
	F8E5M2FNUZ: "f8E5M2FNUZ", F8E4M3B11FNUZ: "f8E4M3B11FNUZ"}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("type(%d)", uint8(t))
}

// ParseType returns the type spelled s ("f32", "i64"...).
func ParseType(s string) (Type, bool) {
	for i, n := range typeNames {
		if i != 0 && n == s {
			return Type(i), true
		}
	}
	return Invalid, false
}

// IsFloat reports whether t is a floating-point type.
func (t Type) IsFloat() bool { return t >= F16 && t <= F64 || t.IsF8() }

// IsInt reports whether t is an integer type (I1 included).
func (t Type) IsInt() bool { return t >= I1 && t <= I64 || t == I16 }

// Bytes is the storage size of one element in a buffer (I1 is one byte).
func (t Type) Bytes() int {
	switch t {
	case F16, BF16, I16:
		return 2
	case F32, I32:
		return 4
	case F64, I64:
		return 8
	case I1, I8:
		return 1
	}
	if t.IsF8() {
		return 1
	}
	return 0
}

// Pred is a comparison predicate. Float comparisons are ordered (false
// when an operand is NaN) except NE, which is true on NaN. Integer
// comparisons are signed, except ULT..UGE, which read both operands as
// unsigned numbers of their type's width (integers only).
type Pred uint8

// The comparison predicates.
const (
	EQ Pred = iota
	NE
	LT
	LE
	GT
	GE
	ULT
	ULE
	UGT
	UGE
)

var predNames = [...]string{EQ: "eq", NE: "ne", LT: "lt", LE: "le", GT: "gt", GE: "ge",
	ULT: "ult", ULE: "ule", UGT: "ugt", UGE: "uge"}

// IsUnsigned reports whether p compares integers as unsigned.
func (p Pred) IsUnsigned() bool { return p >= ULT && p <= UGE }

func (p Pred) String() string {
	if int(p) < len(predNames) {
		return predNames[p]
	}
	return fmt.Sprintf("pred(%d)", uint8(p))
}

// Combiner is the associative operation of a reduction phase.
type Combiner uint8

// The reduction combiners. Max and Min propagate NaN like OpMax/OpMin.
const (
	CombAdd Combiner = iota
	CombMul
	CombMax
	CombMin
)

var combNames = [...]string{CombAdd: "add", CombMul: "mul", CombMax: "max", CombMin: "min"}

func (c Combiner) String() string {
	if int(c) < len(combNames) {
		return combNames[c]
	}
	return fmt.Sprintf("combiner(%d)", uint8(c))
}

// Op returns the binary instruction that combines two partial results.
func (c Combiner) Op() Op {
	return [...]Op{CombAdd: OpAdd, CombMul: OpMul, CombMax: OpMax, CombMin: OpMin}[c]
}

// Strategy is how a kernel maps work onto threads.
type Strategy uint8

// The launch strategies.
const (
	// Loop runs one thread per output element (or per Vector elements)
	// in a grid-stride loop over Count.
	Loop Strategy = iota
	// RowReduce reduces each of Rows rows of Cols elements with one warp
	// (RowMode Warp) or one block (RowMode Block) per row.
	RowReduce
	// ColReduce reduces each of Cols columns over Rows rows; a block of
	// 32 columns x Block/32 row lanes combines partials in shared memory.
	ColReduce
	// RowSort sorts each of Rows rows of Cols elements (at most
	// MaxSortCols) with one block per row (see sort.go).
	RowSort
	// RowFold folds each of Rows rows of Cols elements in order with one
	// thread per row (see fold.go).
	RowFold
)

var strategyNames = [...]string{Loop: "loop", RowReduce: "row_reduce", ColReduce: "col_reduce", RowSort: "row_sort", RowFold: "row_fold"}

func (s Strategy) String() string {
	if int(s) < len(strategyNames) {
		return strategyNames[s]
	}
	return fmt.Sprintf("strategy(%d)", uint8(s))
}

// RowMode chooses how a row reduction assigns rows to threads.
type RowMode uint8

// The row reduction modes.
const (
	// Warp gives each row to one warp: Block/32 rows per block.
	Warp RowMode = iota
	// Block gives each row to a whole block; warps combine through shared
	// memory.
	Block
)

func (m RowMode) String() string {
	if m == Warp {
		return "warp"
	}
	return "block"
}

// IndexKind names the position an OpIndex instruction reads.
type IndexKind uint8

// The index kinds.
const (
	// Linear is the element index of a Loop kernel.
	Linear IndexKind = iota
	// Row is the row of a reduction kernel.
	Row
	// Col is the column of a reduction kernel (of a sort kernel's map
	// phase: the column stored).
	Col
	// Lhs and Rhs are the columns a sort kernel's compare phase compares.
	Lhs
	Rhs
	// Src is the column a sort kernel's map phase reads: the element that
	// sorts to column Col.
	Src
	// NumIndexKinds is the number of index kinds.
	NumIndexKinds
)

var indexNames = [...]string{Linear: "linear", Row: "row", Col: "col", Lhs: "lhs", Rhs: "rhs", Src: "src"}

func (k IndexKind) String() string {
	if int(k) < len(indexNames) {
		return indexNames[k]
	}
	return fmt.Sprintf("index(%d)", uint8(k))
}

// WarpSize is the number of threads in a warp.
const WarpSize = 32
