package kernel

// Op is an instruction opcode.
type Op uint8

// The opcodes. Binary arithmetic requires both operands to have the
// result type; narrow floats (f16, bf16) are computed in f32 and rounded
// back after every instruction.
const (
	OpInvalid Op = iota
	OpConst
	OpDim
	OpIndex
	OpReduced
	OpLoad
	OpStore
	OpAtomicAdd
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpRem
	OpMax
	OpMin
	OpPow
	OpAnd
	OpOr
	OpXor
	OpNeg
	OpAbs
	OpNot
	OpExp
	OpLog
	OpTanh
	OpLogistic
	OpSqrt
	OpRsqrt
	OpSin
	OpCos
	OpFloor
	OpCeil
	OpRoundEven
	OpRoundAway
	OpSign
	OpCmp
	OpSelect
	OpConvert
	OpAtan2
	OpShl
	OpShrA
	OpShrL
	OpCbrt
	OpTan
	OpLog1p
	OpExpm1
	OpPopcnt
	OpClz
	OpUDiv
	OpURem
	OpUMax
	OpUMin
	OpAtomicMax
	OpAtomicMin
	OpAtomicMul
	OpStoreIf
	OpErf
	numOps
)

// opClass groups opcodes by operand shape.
type opClass uint8

const (
	classLeaf opClass = iota
	classMemory
	classBinary
	classUnary
	classOther
)

// opInfo describes one opcode.
type opInfo struct {
	name    string
	class   opClass
	floatOK bool // accepts float operands
	intOK   bool // accepts integer operands
}

var opTable = [numOps]opInfo{
	OpInvalid:   {name: "invalid"},
	OpConst:     {"const", classLeaf, true, true},        // literal F or I
	OpDim:       {"dim", classLeaf, false, true},         // value of a dim parameter, i64
	OpIndex:     {"index", classLeaf, false, true},       // linear/row/col position, i64
	OpReduced:   {"reduced", classLeaf, true, true},      // result of an earlier reduce phase
	OpLoad:      {"load", classMemory, true, true},       // buffer[arg0]
	OpStore:     {"store", classMemory, true, true},      // buffer[arg0] = arg1
	OpAtomicAdd: {"atomic_add", classMemory, true, true}, // buffer[arg0] += arg1, atomically (f32 f64 i32 i64)
	OpAdd:       {"add", classBinary, true, true},        // arg0 + arg1 (ints wrap)
	OpSub:       {"sub", classBinary, true, true},        // arg0 - arg1
	OpMul:       {"mul", classBinary, true, true},        // arg0 * arg1
	OpDiv:       {"div", classBinary, true, true},        // arg0 / arg1 (ints truncate)
	OpRem:       {"rem", classBinary, true, true},        // arg0 rem arg1, sign of arg0
	OpMax:       {"max", classBinary, true, true},        // larger; NaN if either is NaN
	OpMin:       {"min", classBinary, true, true},        // smaller; NaN if either is NaN
	OpPow:       {"pow", classBinary, true, false},       // arg0 ** arg1
	OpAnd:       {"and", classBinary, false, true},       // bitwise and
	OpOr:        {"or", classBinary, false, true},        // bitwise or
	OpXor:       {"xor", classBinary, false, true},       // bitwise xor
	OpNeg:       {"neg", classUnary, true, true},         // -arg0
	OpAbs:       {"abs", classUnary, true, true},         // |arg0|
	OpNot:       {"not", classUnary, false, true},        // bitwise not
	OpExp:       {"exp", classUnary, true, false},        // e ** arg0
	OpLog:       {"log", classUnary, true, false},        // natural log
	OpTanh:      {"tanh", classUnary, true, false},       // hyperbolic tangent
	OpLogistic:  {"logistic", classUnary, true, false},   // 1 / (1 + exp(-arg0))
	OpSqrt:      {"sqrt", classUnary, true, false},       // square root
	OpRsqrt:     {"rsqrt", classUnary, true, false},      // 1 / sqrt(arg0)
	OpSin:       {"sin", classUnary, true, false},        // sine (radians)
	OpCos:       {"cos", classUnary, true, false},        // cosine (radians)
	OpFloor:     {"floor", classUnary, true, false},      // largest integer <= arg0
	OpCeil:      {"ceil", classUnary, true, false},       // smallest integer >= arg0
	OpRoundEven: {"round_even", classUnary, true, false}, // nearest integer, ties to even
	OpRoundAway: {"round_away", classUnary, true, false}, // nearest integer, ties away from zero
	OpSign:      {"sign", classUnary, true, true},        // -1, 0 or 1 (floats: +-0 and NaN unchanged)
	OpCmp:       {"cmp", classOther, true, true},         // arg0 <pred> arg1, i1
	OpSelect:    {"select", classOther, true, true},      // arg0 ? arg1 : arg2
	OpConvert:   {"convert", classOther, true, true},     // arg0 converted to the result type
	OpAtan2:     {"atan2", classBinary, true, false},     // angle of the point (arg1, arg0)
	OpShl:       {"shl", classBinary, false, true},       // arg0 << arg1; 0 when arg1 is not in [0, width)
	OpShrA:      {"shr_a", classBinary, false, true},     // arg0 >> arg1 with sign fill; all sign bits when arg1 is not in [0, width)
	OpShrL:      {"shr_l", classBinary, false, true},     // arg0 >> arg1 with zero fill; 0 when arg1 is not in [0, width)
	OpCbrt:      {"cbrt", classUnary, true, false},       // cube root
	OpTan:       {"tan", classUnary, true, false},        // tangent (radians)
	OpLog1p:     {"log1p", classUnary, true, false},      // ln(1 + arg0)
	OpExpm1:     {"expm1", classUnary, true, false},      // e ** arg0 - 1
	OpPopcnt:    {"popcnt", classUnary, false, true},     // number of set bits in the type's width
	OpClz:       {"clz", classUnary, false, true},        // leading zero bits in the type's width
	OpUDiv:      {"udiv", classBinary, false, true},      // arg0 / arg1, both unsigned
	OpURem:      {"urem", classBinary, false, true},      // arg0 rem arg1, both unsigned
	OpUMax:      {"umax", classBinary, false, true},      // larger, both unsigned
	OpUMin:      {"umin", classBinary, false, true},      // smaller, both unsigned
	OpAtomicMax: {"atomic_max", classMemory, true, true}, // buffer[arg0] = max(buffer[arg0], arg1), atomically
	OpAtomicMin: {"atomic_min", classMemory, true, true}, // buffer[arg0] = min(buffer[arg0], arg1), atomically
	OpAtomicMul: {"atomic_mul", classMemory, true, true}, // buffer[arg0] *= arg1, atomically
	OpStoreIf:   {"store_if", classMemory, true, true},   // buffer[arg0] = arg1 when arg2 (i1) is true
	OpErf:       {"erf", classUnary, true, false},        // error function
}

func (o Op) String() string {
	if o < numOps {
		return opTable[o].name
	}
	return "op?"
}

// IsBinary reports whether o is a two-operand arithmetic opcode.
func (o Op) IsBinary() bool { return o < numOps && opTable[o].class == classBinary }

// IsUnary reports whether o is a one-operand arithmetic opcode.
func (o Op) IsUnary() bool { return o < numOps && opTable[o].class == classUnary }

func opByName(name string) (Op, bool) {
	for i := range opTable {
		if i != 0 && opTable[i].name == name {
			return Op(i), true
		}
	}
	return OpInvalid, false
}
