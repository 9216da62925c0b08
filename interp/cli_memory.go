package interp

import (
	"fmt"
	"os"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/interp/runtime"
)

// memoryFlags are symopt-run's memory-accounting options: every tensor is
// allocated by its op and freed after its last use, symopt.evict frees its
// buffer when the live bytes exceed the limit, and symopt.regenerate
// recomputes what was evicted.
type memoryFlags struct {
	limit    int64
	report   bool
	timeline string
}

func (m *memoryFlags) register(fs *pflag.FlagSet) {
	fs.Int64Var(&m.limit, "memory-limit", 0, "live-byte budget that symopt.evict enforces (0: none)")
	fs.BoolVar(&m.report, "memory-report", false, "print peak_bytes, evictions and recomputed_ops of each run")
	fs.StringVar(&m.timeline, "memory-timeline", "", "draw live bytes over the run into this SVG file (with --compare-with: both modules side by side)")
}

func (m *memoryFlags) on() bool { return m.limit > 0 || m.report || m.timeline != "" }

// accountants returns the interpreter options for one module: with memory
// flags set, a fresh accountant observes the run.
func (m *memoryFlags) options(resources string) (Options, *runtime.Accountant) {
	if !m.on() {
		return Options{Resources: resources}, nil
	}
	acc := runtime.New(m.limit)
	return Options{Resources: resources, Observer: acc}, acc
}

// finish prints the report and draws the timeline for the accountants of
// one run (the file's, then --compare-with's).
func (r *runner) finishMemory(fn string, accs []*runtime.Accountant, names []string) error {
	m := &r.o.memory
	var series []runtime.Series
	for i, acc := range accs {
		if acc == nil {
			continue
		}
		if m.report {
			fmt.Fprintf(r.stdout, "@%s %s: peak_bytes=%d evictions=%d recomputed_ops=%d ops=%d\n",
				fn, names[i], acc.Peak(), acc.Evictions, acc.RecomputedOps, acc.Ops)
		}
		series = append(series, runtime.Series{Title: names[i], Live: acc.Timeline, Limit: m.limit})
	}
	if m.timeline == "" || len(series) == 0 {
		return nil
	}
	out, err := os.Create(m.timeline)
	if err != nil {
		return err
	}
	err = runtime.WriteTimelineSVG(out, series)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}
