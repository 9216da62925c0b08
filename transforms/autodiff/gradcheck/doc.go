// Package gradcheck compares the gradients a @NAME_grad function computes
// with central finite differences of @NAME, run on the reference
// interpreter in f64. Tests of the autodiff pass and of the models use it.
//
// It knows the IR and the interpreter; it knows nothing about how the
// gradient function was built.
package gradcheck
