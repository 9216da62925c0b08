// Package tensor holds the interpreter's concrete values: dense row-major
// tensors of every StableHLO element type, conversions between element
// types with the specification's rounding rules, NumPy .npy reading and
// writing, a seeded random generator and a tolerance-aware comparison for
// differential testing.
//
// Storage is flat and typed, never boxed per element. A few storage classes
// serve all element types:
//
//	[]int64      signed integers and i1, wrapped to the type's width
//	[]uint64     unsigned integers, wrapped to the type's width
//	[]float32    f32 and every narrower float (f16, bf16, f8 variants),
//	             always holding values exactly representable in the type
//	[]float64    f64
//	[]complex128 complex<f32> (parts kept representable in f32) and
//	             complex<f64>
//
// The package knows nothing about MLIR, the IR or op semantics beyond
// element conversion; kernels live in package kernels.
package tensor
