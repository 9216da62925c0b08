//go:build unix

package fusion_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system, all threads) the process has
// used: unlike the wall clock it does not grow while other processes
// hold the cores.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
