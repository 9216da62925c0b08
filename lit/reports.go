package lit

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// litVersion is the lit release whose report layout is written.
var litVersion = [3]int{19, 1, 7}

type jsonTest struct {
	Code    string  `json:"code"`
	Elapsed float64 `json:"elapsed"`
	Name    string  `json:"name"`
	Output  string  `json:"output"`
}

type jsonReport struct {
	Version [3]int     `json:"__version__"`
	Elapsed float64    `json:"elapsed"`
	Tests   []jsonTest `json:"tests"`
}

// writeJSON writes lit's "-o" report: executed tests only.
func writeJSON(w io.Writer, s *Summary) error {
	rep := jsonReport{Version: litVersion, Elapsed: s.Elapsed.Seconds(), Tests: []jsonTest{}}
	for _, r := range s.Results {
		if r.Code == Excluded || r.Code == Skipped {
			continue
		}
		rep.Tests = append(rep.Tests, jsonTest{r.Code.String(), r.Elapsed.Seconds(), r.Name(), r.Output})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// writeXunit writes an xUnit XML report grouped by suite.
func writeXunit(w io.Writer, s *Summary) error {
	results := slices.Clone(s.Results)
	slices.SortStableFunc(results, func(a, b *Result) int {
		if c := strings.Compare(a.Test.Config.Name, b.Test.Config.Name); c != 0 {
			return c
		}
		if c := strings.Compare(a.Test.Config.SourceRoot, b.Test.Config.SourceRoot); c != 0 {
			return c
		}
		return strings.Compare(a.Test.RelPath, b.Test.RelPath)
	})
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&b, "<testsuites time=\"%.2f\">\n", s.Elapsed.Seconds())
	for len(results) > 0 {
		n := 1
		for n < len(results) && results[n].Test.Config.SourceRoot == results[0].Test.Config.SourceRoot {
			n++
		}
		writeXunitSuite(&b, results[:n])
		results = results[n:]
	}
	b.WriteString("</testsuites>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func skippedInXunit(c Code) bool { return c == Excluded || c == Skipped || c == Unsupported }

func writeXunitSuite(b *strings.Builder, results []*Result) {
	name := strings.ReplaceAll(results[0].Test.Config.Name, ".", "-")
	skipped, failures := 0, 0
	for _, r := range results {
		if skippedInXunit(r.Code) {
			skipped++
		}
		if r.Code.IsFailure() {
			failures++
		}
	}
	fmt.Fprintf(b, "<testsuite name=%s tests=\"%d\" failures=\"%d\" skipped=\"%d\">\n", xmlAttr(name), len(results), failures, skipped)
	for _, r := range results {
		dir, base := "", r.Test.RelPath
		if i := strings.LastIndex(base, "/"); i >= 0 {
			dir, base = base[:i], base[i+1:]
		}
		dir = strings.ReplaceAll(dir, ".", "_")
		if dir == "" {
			dir = name
		}
		fmt.Fprintf(b, "<testcase classname=%s name=%s time=\"%.2f\"", xmlAttr(name+"."+dir), xmlAttr(base), r.Elapsed.Seconds())
		switch {
		case r.Code.IsFailure():
			out := strings.ReplaceAll(xmlChars(r.Output), "]]>", "]]]]><![CDATA[>")
			fmt.Fprintf(b, ">\n  <failure><![CDATA[%s]]></failure>\n</testcase>\n", out)
		case skippedInXunit(r.Code):
			fmt.Fprintf(b, ">\n  <skipped message=%s/>\n</testcase>\n", xmlAttr(skipReason(r)))
		default:
			b.WriteString("/>\n")
		}
	}
	b.WriteString("</testsuite>\n")
}

func skipReason(r *Result) string {
	const missing = "Test requires the following unavailable features: "
	switch {
	case r.Code == Excluded:
		return "Test not selected (--filter, --max-tests)"
	case r.Code == Skipped:
		return "User interrupt"
	case strings.HasPrefix(r.Output, missing):
		return "Missing required feature(s): " + strings.TrimPrefix(r.Output, missing)
	}
	return "Unsupported configuration"
}

// xmlChars drops control characters that XML 1.0 forbids.
func xmlChars(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 32 && r != '\t' && r != '\n' && r != '\r' {
			return -1
		}
		return r
	}, s)
}

// xmlAttr quotes an attribute value like Python's saxutils.quoteattr.
func xmlAttr(s string) string {
	s = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\n", "&#10;", "\r", "&#13;", "\t", "&#9;").Replace(xmlChars(s))
	if strings.Contains(s, `"`) {
		if !strings.Contains(s, "'") {
			return "'" + s + "'"
		}
		s = strings.ReplaceAll(s, `"`, "&quot;")
	}
	return `"` + s + `"`
}
