//go:build unix

package parser

import (
	"syscall"
	"time"
)

// cpuTime returns the process's user+system CPU time, which stays
// meaningful when other processes share the machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
