//go:build !unix

package fusion_test

import "time"

// cpuTime is not measured here: the benchmarks report wall times only.
func cpuTime() time.Duration { return 0 }
