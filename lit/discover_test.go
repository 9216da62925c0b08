package lit

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// A symbolic link back to a directory being walked is a cycle: each test
// is found once, not once per level of nesting until the system gives up
// (41 copies that would run at once sharing %t). A link to a directory
// outside the walk's path is followed as lit does.
func TestDiscoverSymlinkCycles(t *testing.T) {
	files := map[string]string{
		"lit.cfg":    "name = s\nsuffixes = .t\n",
		"d/x.t":      "RUN: true\n",
		"a/b/y.t":    "RUN: true\n",
		"other/z.t":  "RUN: true\n",
		"a/keep/w.t": "RUN: true\n",
	}
	base := []string{"a/b/y.t", "a/keep/w.t", "d/x.t", "other/z.t"}
	for _, tt := range []struct {
		link, target string
		extra        []string
	}{
		{"d/up", "..", nil},    // back to the suite root
		{"a/b/up", "..", nil},  // back to a directory inside the suite
		{"a/b/self", ".", nil}, // to itself
		{"a/keep/to", "../../other", []string{"a/keep/to/z.t"}}, // not a cycle
	} {
		t.Run(tt.link, func(t *testing.T) {
			dir := writeSuite(t, files)
			if err := os.Symlink(tt.target, filepath.Join(dir, filepath.FromSlash(tt.link))); err != nil {
				t.Fatal(err)
			}
			tests, err := Discover([]string{dir}, "")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, x := range tests {
				got = append(got, x.RelPath)
			}
			slices.Sort(got)
			want := append(slices.Clone(base), tt.extra...)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("discovered %d tests %q, want %q", len(got), got, want)
			}
		})
	}
}
