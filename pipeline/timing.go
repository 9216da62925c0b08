package pipeline

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Timing collects wall times for mlir-opt's `--mlir-timing` report. The
// driver records its own phases (Record("Parser", d)) around Manager.Run,
// which adds one entry per pipeline element; Report prints them in order
// with a final "Rest" (time not attributed) and "Total".
type Timing struct {
	mu      sync.Mutex
	start   time.Time
	entries []*timerNode
	now     func() time.Time
	// pipelines maps each pipeline run under this timing to its lines.
	pipelines map[*Pipeline][]*timerNode
}

// NewTiming starts a timing session now.
func NewTiming() *Timing { return &Timing{start: time.Now(), now: time.Now} }

// Record adds a top-level entry (a driver phase).
func (t *Timing) Record(name string, d time.Duration) {
	n := &timerNode{name: name}
	n.add(d)
	t.mu.Lock()
	t.entries = append(t.entries, n)
	t.mu.Unlock()
}

// attach returns the report lines for pipeline p, adding them on first
// use; managers of the same pipeline (one per input chunk) share them, so
// their times add up.
func (t *Timing) attach(p *Pipeline) []*timerNode {
	t.mu.Lock()
	defer t.mu.Unlock()
	if nodes, ok := t.pipelines[p]; ok {
		return nodes
	}
	nodes := timerNodes(p.root)
	if t.pipelines == nil {
		t.pipelines = map[*Pipeline][]*timerNode{}
	}
	t.pipelines[p] = nodes
	t.entries = append(t.entries, nodes...)
	return nodes
}

// timerNode is one line of the report: a pass or a nested pipeline.
type timerNode struct {
	name     string
	nanos    atomic.Int64
	children []*timerNode
}

func (n *timerNode) add(d time.Duration) { n.nanos.Add(int64(d)) }

// timerNodes builds the report lines for the items of pl.
func timerNodes(pl *opPipeline) []*timerNode {
	out := make([]*timerNode, len(pl.items))
	for i, it := range pl.items {
		if it.pass != nil {
			out[i] = &timerNode{name: it.pass.def.title()}
		} else {
			out[i] = &timerNode{name: "'" + anchorName(it.nested.anchor) + "' Pipeline", children: timerNodes(it.nested)}
		}
	}
	return out
}

const reportRule = "===-------------------------------------------------------------------------===\n"

// reportHeader prints mlir-opt's report banner with a centered title.
func reportHeader(b *strings.Builder, title string) {
	b.WriteString(reportRule)
	pad := (80 - len(title)) / 2
	b.WriteString(strings.Repeat(" ", pad) + title + "\n")
	b.WriteString(reportRule)
}

// Report writes the execution time report in mlir-opt's layout (the
// single-threaded form, with a wall-time column only).
func (t *Timing) Report(w io.Writer) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	total := t.now().Sub(t.start)
	var attributed time.Duration
	for _, e := range t.entries {
		attributed += time.Duration(e.nanos.Load())
	}
	if attributed > total {
		total = attributed
	}
	var b strings.Builder
	reportHeader(&b, "... Execution time report ...")
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", total.Seconds())
	b.WriteString("  ----Wall Time----  ----Name----\n")
	line := func(d time.Duration, depth int, name string) {
		pct := 0.0
		if total > 0 {
			pct = 100 * float64(d) / float64(total)
		}
		fmt.Fprintf(&b, "  %8.4f (%5.1f%%)  %s%s\n", d.Seconds(), pct, strings.Repeat("  ", depth), name)
	}
	var walk func(ns []*timerNode, depth int)
	walk = func(ns []*timerNode, depth int) {
		for _, n := range ns {
			line(time.Duration(n.nanos.Load()), depth, n.name)
			walk(n.children, depth+1)
		}
	}
	walk(t.entries, 0)
	line(total-attributed, 0, "Rest")
	line(total, 0, "Total")
	_, err := io.WriteString(w, b.String())
	return err
}
