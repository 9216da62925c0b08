package driver

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// pendingTemps are the temporary output files of sinks not yet committed
// or aborted; a signal removes them before the process dies.
var pendingTemps struct {
	sync.Mutex
	names map[string]bool
}

// createPendingTemp creates a temporary file and records it as pending
// in one step under the lock, so a signal arriving in between cannot miss
// it.
func createPendingTemp(dir, pattern string) (*os.File, error) {
	pendingTemps.Lock()
	defer pendingTemps.Unlock()
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	if pendingTemps.names == nil {
		pendingTemps.names = map[string]bool{}
	}
	pendingTemps.names[f.Name()] = true
	return f, nil
}

func dropPendingTemp(name string) {
	pendingTemps.Lock()
	defer pendingTemps.Unlock()
	delete(pendingTemps.names, name)
}

// removePendingTemps deletes every temporary output file still pending.
func removePendingTemps() {
	pendingTemps.Lock()
	defer pendingTemps.Unlock()
	for name := range pendingTemps.names {
		os.Remove(name)
	}
	clear(pendingTemps.names)
}

// CleanUpOnSignal makes SIGINT, SIGTERM and SIGHUP remove the temporary
// output files of a running Main before the process dies with the
// signal's usual status (the previous output file is never touched).
// Commands call it once; library users of Main need not.
func CleanUpOnSignal() {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		s := <-sigs
		removePendingTemps()
		signal.Reset(s)
		if n, ok := s.(syscall.Signal); ok {
			if p, err := os.FindProcess(os.Getpid()); err == nil && p.Signal(n) == nil {
				select {} // the re-raised signal ends the process
			}
			os.Exit(128 + int(n))
		}
		os.Exit(1)
	}()
}
