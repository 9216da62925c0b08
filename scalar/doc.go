// Package scalar holds the semantics of StableHLO's elementwise operations
// on single values: comparison under each comparison_type, the
// float-to-integer conversion and integer division and remainder (by zero
// and INT_MIN / -1 included). The constant folder (package dialect) and
// the interpreter's kernels (interp/kernels, interp/tensor) both call
// these functions, so a fold can never disagree with execution.
//
// Values travel as Go scalars: floats as float64 (already rounded to their
// element type), integers as int64 bit patterns with the element's width
// given beside them. The package imports nothing of symopt and knows
// nothing about IR, attributes or tensors.
package scalar
