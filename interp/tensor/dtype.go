package tensor

import "fmt"

// DType is an element type.
type DType uint8

// Element types, named as in MLIR.
const (
	Invalid       DType = iota
	Bool                // i1
	I2                  // i2
	I4                  // i4
	I8                  // i8
	I16                 // i16
	I32                 // i32
	I64                 // i64
	U2                  // ui2
	U4                  // ui4
	U8                  // ui8
	U16                 // ui16
	U32                 // ui32
	U64                 // ui64
	F4E2M1FN            // f4E2M1FN: OCP MX, no infinity, no NaN
	F6E2M3FN            // f6E2M3FN: OCP MX, no infinity, no NaN
	F6E3M2FN            // f6E3M2FN: OCP MX, no infinity, no NaN
	F8E3M4              // f8E3M4: IEEE-like
	F8E4M3              // f8E4M3: IEEE-like
	F8E4M3FN            // f8E4M3FN: no infinity, NaN is S.1111.111
	F8E5M2              // f8E5M2: IEEE-like
	F8E4M3FNUZ          // f8E4M3FNUZ: no infinity, no -0, NaN is 0x80
	F8E5M2FNUZ          // f8E5M2FNUZ: no infinity, no -0, NaN is 0x80
	F8E4M3B11FNUZ       // f8E4M3B11FNUZ: bias 11, no infinity, no -0
	F8E8M0FNU           // f8E8M0FNU: OCP MX scale, powers of two, no sign, no zero
	BF16                // bf16
	F16                 // f16
	F32                 // f32
	F64                 // f64
	C64                 // complex<f32>
	C128                // complex<f64>
	numDTypes
)

// Storage is the Go slice type that holds a tensor's elements.
type Storage uint8

// Storage classes.
const (
	StoreInt     Storage = iota // []int64
	StoreUint                   // []uint64
	StoreF32                    // []float32
	StoreF64                    // []float64
	StoreComplex                // []complex128
)

type dtypeInfo struct {
	name    string
	bits    int
	storage Storage
}

// dtypeTable gives each element type its MLIR name, bit width and storage.
var dtypeTable = [numDTypes]dtypeInfo{
	Invalid:       {"invalid", 0, StoreInt},
	Bool:          {"i1", 1, StoreInt},
	I2:            {"i2", 2, StoreInt},
	I4:            {"i4", 4, StoreInt},
	I8:            {"i8", 8, StoreInt},
	I16:           {"i16", 16, StoreInt},
	I32:           {"i32", 32, StoreInt},
	I64:           {"i64", 64, StoreInt},
	U2:            {"ui2", 2, StoreUint},
	U4:            {"ui4", 4, StoreUint},
	U8:            {"ui8", 8, StoreUint},
	U16:           {"ui16", 16, StoreUint},
	U32:           {"ui32", 32, StoreUint},
	U64:           {"ui64", 64, StoreUint},
	F4E2M1FN:      {"f4E2M1FN", 4, StoreF32},
	F6E2M3FN:      {"f6E2M3FN", 6, StoreF32},
	F6E3M2FN:      {"f6E3M2FN", 6, StoreF32},
	F8E3M4:        {"f8E3M4", 8, StoreF32},
	F8E4M3:        {"f8E4M3", 8, StoreF32},
	F8E4M3FN:      {"f8E4M3FN", 8, StoreF32},
	F8E5M2:        {"f8E5M2", 8, StoreF32},
	F8E4M3FNUZ:    {"f8E4M3FNUZ", 8, StoreF32},
	F8E5M2FNUZ:    {"f8E5M2FNUZ", 8, StoreF32},
	F8E4M3B11FNUZ: {"f8E4M3B11FNUZ", 8, StoreF32},
	F8E8M0FNU:     {"f8E8M0FNU", 8, StoreF32},
	BF16:          {"bf16", 16, StoreF32},
	F16:           {"f16", 16, StoreF32},
	F32:           {"f32", 32, StoreF32},
	F64:           {"f64", 64, StoreF64},
	C64:           {"complex<f32>", 64, StoreComplex},
	C128:          {"complex<f64>", 128, StoreComplex},
}

func (d DType) info() dtypeInfo {
	if d >= numDTypes {
		return dtypeTable[Invalid]
	}
	return dtypeTable[d]
}

// String returns the MLIR spelling of the type, e.g. "bf16" or "ui8".
func (d DType) String() string { return d.info().name }

// Bits is the width of one element in bits (1 for i1).
func (d DType) Bits() int { return d.info().bits }

// Storage is the storage class of the type.
func (d DType) Storage() Storage { return d.info().storage }

// Valid reports whether d is a real element type.
func (d DType) Valid() bool { return d > Invalid && d < numDTypes }

// IsBool reports whether d is i1.
func (d DType) IsBool() bool { return d == Bool }

// IsSigned reports whether d is a signed integer type (not i1).
func (d DType) IsSigned() bool { return d >= I2 && d <= I64 }

// IsUnsigned reports whether d is an unsigned integer type.
func (d DType) IsUnsigned() bool { return d >= U2 && d <= U64 }

// IsInteger reports whether d is i1, a signed or an unsigned integer type.
func (d DType) IsInteger() bool { return d >= Bool && d <= U64 }

// IsFloat reports whether d is a real floating-point type.
func (d DType) IsFloat() bool { return d >= F4E2M1FN && d <= F64 }

// IsComplex reports whether d is a complex type.
func (d DType) IsComplex() bool { return d == C64 || d == C128 }

// ComplexPart is the element type of the real and imaginary parts of a
// complex type, or d itself for other types.
func (d DType) ComplexPart() DType {
	switch d {
	case C64:
		return F32
	case C128:
		return F64
	}
	return d
}

// ComplexOf is the complex type whose parts are d (F32 or F64).
func ComplexOf(d DType) (DType, error) {
	switch d {
	case F32:
		return C64, nil
	case F64:
		return C128, nil
	}
	return Invalid, fmt.Errorf("no complex type with %s parts", d)
}

// ParseDType reads an MLIR element type name such as "f32", "ui16",
// "complex<f64>" or "f8E4M3FN".
func ParseDType(name string) (DType, error) {
	for d := Bool; d < numDTypes; d++ {
		if dtypeTable[d].name == name {
			return d, nil
		}
	}
	return Invalid, fmt.Errorf("unknown element type %q", name)
}
