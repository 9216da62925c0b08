// Package autodiff is the `autodiff{fn=NAME}` pass: reverse-mode
// differentiation of a function over the StableHLO/MHLO op set. It adds
// @NAME_grad, which returns NAME's results followed by the gradient of the
// first (scalar, floating-point) result with respect to the chosen
// arguments.
//
// The gradient function is the forward body cloned, then a backward sweep
// that applies one vector-Jacobian rule per op (rules_*.go), in reverse
// order, to ops that both depend on a chosen argument and feed the loss.
// Shapes with `?` dims stay dynamic: adjoints are built with
// get_dimension_size and the dynamic broadcast/reshape ops (package build).
//
// The package knows the IR, the op table and the pipeline's pass interface;
// it knows nothing about text, the interpreter or code generation.
package autodiff
