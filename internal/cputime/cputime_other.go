//go:build !unix

package cputime

import "time"

// Process is not measured on this system: benchmarks report wall times
// only.
func Process() time.Duration { return 0 }
