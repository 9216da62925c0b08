package lit

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// pathSubsts returns lit's built-in substitutions for a test whose
// source is src and whose temporary base name is tmpBase
// (<exec dir>/Output/<file name>).
func pathSubsts(src, tmpBase string) []Subst {
	srcDir := filepath.Dir(src)
	tmpDir := filepath.Dir(tmpBase)
	tmp := tmpBase + ".tmp"
	return []Subst{
		{"%{pathsep}", ":"},
		{"%basename_t", filepath.Base(tmpBase)},
		{"%{fs-src-root}", "/"},
		{"%{fs-tmp-root}", "/"},
		{"%{fs-sep}", "/"},
		{"%/s", src}, {"%/S", srcDir}, {"%/p", srcDir}, {"%/t", tmp}, {"%/T", tmpDir},
		{"%s", src}, {"%S", srcDir}, {"%p", srcDir}, {"%t", tmp}, {"%T", tmpDir},
	}
}

const percentMarker = "\x00percent\x00"

var leftoverSubstRE = regexp.MustCompile(`%\{[^{}\s]*\}`)

// substitute expands a RUN line: "%%" becomes "%", then each
// substitution of lists, in order, replaces all its occurrences. A
// "%{name}" left over afterwards is an error.
func substitute(line string, lists ...[]Subst) (string, error) {
	s := strings.ReplaceAll(line, "%%", percentMarker)
	for _, list := range lists {
		for _, sub := range list {
			if strings.Contains(s, sub.Key) {
				s = strings.ReplaceAll(s, sub.Key, sub.Value)
			}
		}
	}
	if m := leftoverSubstRE.FindString(s); m != "" {
		return "", fmt.Errorf("unknown substitution %s", strings.ReplaceAll(m, percentMarker, "%%"))
	}
	return strings.ReplaceAll(s, percentMarker, "%"), nil
}
