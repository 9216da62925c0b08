package lit

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// pathSubsts returns lit's built-in substitutions for a test whose
// source is src and whose temporary base name is tmpBase
// (<exec dir>/Output/<file name>). Symbolic links are resolved for the
// %{s:real}-style forms only when withReal is set.
func pathSubsts(src, tmpBase string, withReal bool) []Subst {
	subs := []Subst{
		{"%{pathsep}", ":"},
		{"%basename_t", filepath.Base(tmpBase)},
		{"%{fs-src-root}", "/"},
		{"%{fs-tmp-root}", "/"},
		{"%{fs-sep}", "/"},
	}
	srcDir := filepath.Dir(src)
	paths := []struct {
		letter, path string
	}{{"s", src}, {"S", srcDir}, {"p", srcDir}, {"t", tmpBase + ".tmp"}, {"T", filepath.Dir(tmpBase)}}
	for _, p := range paths {
		real := p.path
		if withReal {
			real = realPath(p.path)
		}
		subs = append(subs,
			Subst{"%" + p.letter, p.path},
			Subst{"%/" + p.letter, p.path},
			Subst{"%{" + p.letter + ":real}", real},
			Subst{"%{/" + p.letter + ":real}", real},
			Subst{"%{/" + p.letter + ":regex_replacement}", strings.NewReplacer("@", `\@`, "&", `\&`).Replace(p.path)},
			Subst{"%:" + p.letter, strings.TrimPrefix(p.path, "/")},
		)
	}
	return subs
}

// realPath resolves symbolic links in the longest existing prefix of p,
// like Python's os.path.realpath.
func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	dir := filepath.Dir(p)
	if dir == p {
		return p
	}
	return filepath.Join(realPath(dir), filepath.Base(p))
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
			if m := parseToolKey(sub.Key); m != nil {
				s = m.replace(s, sub.Value)
				continue
			}
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
