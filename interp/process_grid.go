package interp

import (
	"fmt"
	"strings"
	"sync"

	"github.com/symopt/symopt/interp/tensor"
)

// A process grid is StableHLO's model of distributed execution: replicas x
// partitions processes that run concurrently, each on its own values, and
// meet only at collectives, channels (send/recv) and the grid's infeed and
// outfeed. interpreter.run_parallel (run_parallel.go) and CallGrid run a
// grid with one goroutine per process; Call runs one process in a 1x1
// grid.
//
// All shared state sits behind one mutex. A process that must wait
// (rendezvous.go) records what it waits for; when every process that has
// not returned is waiting and none of them can go on, the grid is stuck and
// every waiter fails with a description of who waits where, instead of
// hanging.

// processID names a process by its place in the grid.
type processID struct{ replica, partition int64 }

func (id processID) String() string { return fmt.Sprintf("(%d, %d)", id.replica, id.partition) }

// processGrid is the shared state of one grid.
type processGrid struct {
	replicas, partitions int64

	mu    sync.Mutex
	cond  *sync.Cond
	procs []*process // row-major: replica * partitions + partition
	// meetings are the collectives in progress (rendezvous.go).
	meetings map[meetingKey]*meeting
	// channels are the send/recv queues by channel id (channels.go).
	channels map[int64]*channel
	// infeed lists the functions whose results the infeed op returns, in
	// order; infeedReader is the one process that reads it.
	infeed       []string
	infeedReader *process
	// outfeed collects every outfeed op's operands, in execution order
	// per process.
	outfeed [][]*tensor.Tensor
	// stuck is set once no process can go on (see waitLocked).
	stuck error
}

// process is one member of a grid.
type process struct {
	id   processID
	grid *processGrid
	// joins counts this process's meetings per group and channel, so that
	// the n-th collective of a group meets the others' n-th one.
	joins map[string]int
	// While the process waits: ready reports whether it can go on and
	// waitsFor says where it waits, for the error when the grid is stuck.
	ready    func() bool
	waitsFor string
	// done is set when the process has returned or failed.
	done     bool
	doneNote string
}

func newProcessGrid(replicas, partitions int64, infeed []string) *processGrid {
	g := &processGrid{replicas: replicas, partitions: partitions, meetings: map[meetingKey]*meeting{},
		channels: map[int64]*channel{}, infeed: infeed}
	g.cond = sync.NewCond(&g.mu)
	for r := int64(0); r < replicas; r++ {
		for p := int64(0); p < partitions; p++ {
			g.procs = append(g.procs, &process{id: processID{r, p}, grid: g, joins: map[string]int{}})
		}
	}
	return g
}

func (g *processGrid) size() string { return fmt.Sprintf("%dx%d", g.replicas, g.partitions) }

// finish marks p as returned (err nil) or failed, and wakes the others:
// some may now be stuck waiting for it.
func (g *processGrid) finish(p *process, err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	p.done, p.ready = true, nil
	p.doneNote = "returned"
	if err != nil {
		p.doneNote = "failed"
	}
	g.checkStuckLocked()
	g.cond.Broadcast()
}

// The four ways of StableHLO's spec to split a grid into process groups.
// Ids of -1 pad ragged groups and are dropped; an id outside the grid is
// an error naming the grid's size.

// crossReplica pairs each replica group with every partition.
func (g *processGrid) crossReplica(groups [][]int64) ([][]processID, error) {
	var out [][]processID
	for _, grp := range groups {
		for p := int64(0); p < g.partitions; p++ {
			var pg []processID
			for _, r := range grp {
				pg = append(pg, processID{r, p})
			}
			out = append(out, pg)
		}
	}
	return out, g.checkGroups(out)
}

// crossPartition pairs each partition group with every replica.
func (g *processGrid) crossPartition(groups [][]int64) ([][]processID, error) {
	var out [][]processID
	for _, grp := range groups {
		for r := int64(0); r < g.replicas; r++ {
			var pg []processID
			for _, p := range grp {
				pg = append(pg, processID{r, p})
			}
			out = append(out, pg)
		}
	}
	return out, g.checkGroups(out)
}

// crossReplicaAndPartition makes one group of each replica group across
// all partitions (partition-major).
func (g *processGrid) crossReplicaAndPartition(groups [][]int64) ([][]processID, error) {
	var out [][]processID
	for _, grp := range groups {
		var pg []processID
		for p := int64(0); p < g.partitions; p++ {
			for _, r := range grp {
				pg = append(pg, processID{r, p})
			}
		}
		out = append(out, pg)
	}
	return out, g.checkGroups(out)
}

// flattenedIDs reads replica * partitions + partition ids.
func (g *processGrid) flattenedIDs(groups [][]int64) ([][]processID, error) {
	var out [][]processID
	for _, grp := range groups {
		var pg []processID
		for _, id := range grp {
			if id < 0 {
				return nil, fmt.Errorf("flattened id %d is negative", id)
			}
			pg = append(pg, processID{id / g.partitions, id % g.partitions})
		}
		out = append(out, pg)
	}
	return out, g.checkGroups(out)
}

// checkGroups rejects processes outside the grid.
func (g *processGrid) checkGroups(groups [][]processID) error {
	for _, grp := range groups {
		for _, id := range grp {
			if id.replica < 0 || id.replica >= g.replicas || id.partition < 0 || id.partition >= g.partitions {
				return fmt.Errorf("process group [%s] names process %s outside the %s process grid (replicas x partitions; run it under interpreter.run_parallel or symopt-run --replicas/--partitions)",
					groupString(grp), id, g.size())
			}
		}
	}
	return nil
}

// checkDisjoint rejects a process named in two groups (or twice in one).
func checkDisjoint(groups [][]processID) error {
	seen := map[processID]bool{}
	for _, grp := range groups {
		for _, id := range grp {
			if seen[id] {
				return fmt.Errorf("process %s is named more than once", id)
			}
			seen[id] = true
		}
	}
	return nil
}

// dropPadding removes the -1 entries that pad ragged replica groups.
func dropPadding(groups [][]int64) [][]int64 {
	out := make([][]int64, 0, len(groups))
	for _, g := range groups {
		var ids []int64
		for _, id := range g {
			if id != -1 {
				ids = append(ids, id)
			}
		}
		out = append(out, ids)
	}
	return out
}

// findGroup returns the group holding id and id's index in it.
func findGroup(groups [][]processID, id processID) ([]processID, int) {
	for _, g := range groups {
		for i, m := range g {
			if m == id {
				return g, i
			}
		}
	}
	return nil, -1
}

func groupString(g []processID) string {
	s := make([]string, len(g))
	for i, id := range g {
		s[i] = id.String()
	}
	return strings.Join(s, ", ")
}

// stuckError describes a grid where no process can go on.
type stuckError struct{ msg string }

func (e *stuckError) Error() string { return e.msg }

// checkStuckLocked sets g.stuck when at least one process waits and every
// process either waits without being able to go on or is done; it reports
// whether the grid is stuck.
func (g *processGrid) checkStuckLocked() bool {
	if g.stuck != nil {
		return true
	}
	waiting := 0
	for _, p := range g.procs {
		switch {
		case p.done:
		case p.ready == nil || p.ready():
			return false
		default:
			waiting++
		}
	}
	if waiting == 0 {
		return false
	}
	var parts []string
	for _, p := range g.procs {
		if p.done {
			parts = append(parts, fmt.Sprintf("%s %s", p.id, p.doneNote))
		} else {
			parts = append(parts, fmt.Sprintf("%s waits in %s", p.id, p.waitsFor))
		}
	}
	g.stuck = &stuckError{"deadlock: no process can go on: " + strings.Join(parts, "; ")}
	g.cond.Broadcast()
	return true
}

// waitLocked blocks p (holding g.mu) until ready reports true, or fails
// when the grid is stuck.
func (p *process) waitLocked(what string, ready func() bool) error {
	g := p.grid
	for !ready() {
		p.ready, p.waitsFor = ready, what
		if g.checkStuckLocked() {
			p.ready = nil
			return g.stuck
		}
		g.cond.Wait()
		p.ready = nil
	}
	return nil
}
