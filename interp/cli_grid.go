package interp

import (
	"fmt"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/ir"
)

// gridFlags are symopt-run's --replicas and --partitions: the process grid
// every selected function runs on, all processes on the same arguments.
// Unset, they come from the module's mhlo.num_replicas and
// mhlo.num_partitions (as JAX exports and symopt-models --data-parallel
// write them), else 1.
type gridFlags struct{ replicas, partitions int }

// maxProcesses bounds a grid, each process being a goroutine with its own
// copy of every value.
const maxProcesses = 1024

func (g *gridFlags) register(fs *pflag.FlagSet) {
	fs.IntVar(&g.replicas, "replicas", 0, "run as this many replicas, collectives taking effect across them (default: the module's mhlo.num_replicas, else 1)")
	fs.IntVar(&g.partitions, "partitions", 0, "run as this many partitions of each replica (default: the module's mhlo.num_partitions, else 1)")
}

func (g *gridFlags) check() error {
	if g.replicas < 0 || g.partitions < 0 || max(g.replicas, 1)*max(g.partitions, 1) > maxProcesses {
		return fmt.Errorf("--replicas %d --partitions %d: expected positive counts of at most %d processes in all", g.replicas, g.partitions, maxProcesses)
	}
	return nil
}

// size is the grid for module m.
func (g *gridFlags) size(m *ir.Operation) (replicas, partitions int, err error) {
	replicas, partitions = g.replicas, g.partitions
	if replicas == 0 {
		replicas = moduleCount(m, "mhlo.num_replicas")
	}
	if partitions == 0 {
		partitions = moduleCount(m, "mhlo.num_partitions")
	}
	if replicas*partitions > maxProcesses {
		return 0, 0, fmt.Errorf("a %dx%d process grid has more than %d processes", replicas, partitions, maxProcesses)
	}
	return replicas, partitions, nil
}

// moduleCount reads a positive integer attribute of the module, else 1.
func moduleCount(m *ir.Operation, name string) int {
	if a, ok := m.Attr(name).(*ir.IntegerAttr); ok && a.Value > 0 && a.Value <= maxProcesses {
		return int(a.Value)
	}
	return 1
}

// resultLabel names result i of a run on a grid of partitions per replica
// where each process returns perProcess results.
func resultLabel(fn string, i, perProcess, partitions, processes int) string {
	if processes <= 1 || perProcess == 0 {
		return fmt.Sprintf("@%s result%d", fn, i)
	}
	p := i / perProcess
	return fmt.Sprintf("@%s (%d, %d) result%d", fn, p/partitions, p%partitions, i%perProcess)
}
