// Package dialect describes the ops symopt knows: the MHLO/StableHLO op set
// (one table shared by both spellings) and the func, arith, tensor, shape,
// memref and builtin ops that programs compute shapes with. Each op is a row
// of facts (ir.OpInfo): traits, verifier, result type inference, folder and
// custom assembly.
//
// The tables are data; NewRegistry assembles them into an ir.Registry. The
// package knows nothing about passes or text parsing beyond the assembly
// formats it declares.
package dialect
