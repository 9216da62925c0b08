package pipeline

import (
	"fmt"
	"io"
	"strings"
)

// WriteStatistics prints the pass statistics report in mlir-opt's pipeline
// layout (--mlir-pass-statistics): each pass of the pipeline, nested under
// its anchor, with its counters summed over every op it ran on.
func (m *Manager) WriteStatistics(w io.Writer) error {
	var b strings.Builder
	reportHeader(&b, "... Pass statistics report ...")
	writeStats(&b, m.p.root, 0)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeStats(b *strings.Builder, pl *opPipeline, depth int) {
	indent := strings.Repeat("  ", depth)
	for _, it := range pl.items {
		if it.nested != nil {
			fmt.Fprintf(b, "%s'%s' Pipeline\n", indent, anchorName(it.nested.anchor))
			writeStats(b, it.nested, depth+1)
			continue
		}
		fmt.Fprintf(b, "%s%s\n", indent, it.pass.def.title())
		s := it.pass.stats
		s.mu.Lock()
		width := 1
		for _, sp := range s.specs {
			width = max(width, len(fmt.Sprint(s.vals[sp.Name])))
		}
		for _, sp := range s.specs {
			fmt.Fprintf(b, "%s  (S) %*d %s", indent, width, s.vals[sp.Name], sp.Name)
			if sp.Desc != "" {
				fmt.Fprintf(b, " - %s", sp.Desc)
			}
			b.WriteByte('\n')
		}
		s.mu.Unlock()
	}
}

// Stat returns the summed value of a statistic of the first pass named
// pass in the pipeline (for tests and tools), and whether it was found.
func (m *Manager) Stat(pass, name string) (int64, bool) {
	var find func(pl *opPipeline) (int64, bool)
	find = func(pl *opPipeline) (int64, bool) {
		for _, it := range pl.items {
			if it.nested != nil {
				if v, ok := find(it.nested); ok {
					return v, ok
				}
			} else if it.pass.def.Name == pass {
				s := it.pass.stats
				s.mu.Lock()
				defer s.mu.Unlock()
				v, ok := s.vals[name]
				return v, ok
			}
		}
		return 0, false
	}
	return find(m.p.root)
}
