package lit

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
)

// showDiscovered prints the suites and/or tests found, in the layout of
// lit's --show-suites and --show-tests.
func showDiscovered(w io.Writer, tests []*Test, suites, names bool) error {
	tests = slices.Clone(tests)
	slices.SortStableFunc(tests, func(a, b *Test) int {
		if c := strings.Compare(a.Config.Name, b.Config.Name); c != 0 {
			return c
		}
		if c := strings.Compare(a.Config.SourceRoot, b.Config.SourceRoot); c != 0 {
			return c
		}
		return strings.Compare(a.RelPath, b.RelPath)
	})
	if suites {
		fmt.Fprintln(w, "-- Test Suites --")
		for i := 0; i < len(tests); {
			n := 1
			for i+n < len(tests) && tests[i+n].Config.SourceRoot == tests[i].Config.SourceRoot {
				n++
			}
			c, err := LoadSuiteConfig(filepath.Join(tests[i].Config.SourceRoot, findConfig(tests[i].Config.SourceRoot, suiteConfigNames)))
			if err != nil {
				return err
			}
			features := slices.Sorted(slices.Values(c.Features))
			subs := make([]string, len(c.Substitutions))
			for j, s := range c.Substitutions {
				subs[j] = s.Key + " => " + s.Value
			}
			slices.Sort(subs)
			fmt.Fprintf(w, "  %s - %d tests\n", c.Name, n)
			fmt.Fprintf(w, "    Source Root: %s\n", c.SourceRoot)
			fmt.Fprintf(w, "    Exec Root  : %s\n", tests[i].Config.ExecRoot)
			fmt.Fprintf(w, "    Available Features: %s\n", strings.Join(features, " "))
			fmt.Fprintf(w, "    Available Substitutions: %s\n", strings.Join(subs, "\n"+strings.Repeat(" ", 29)))
			i += n
		}
	}
	if names {
		fmt.Fprintln(w, "-- Available Tests --")
		for _, t := range tests {
			fmt.Fprintf(w, "  %s\n", t.FullName())
		}
	}
	return nil
}
