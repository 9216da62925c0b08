// Package cputime reads the CPU time the process has used, for
// benchmarks that report CPU time next to wall time: unlike the wall
// clock it does not grow while other processes hold the cores. It knows
// nothing of the rest of symopt.
package cputime
