package lit

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// display prints progress and the summary in lit's console format.
type display struct {
	opts      *Options
	w         io.Writer
	total     int
	completed int
}

func (d *display) header(selected, discovered, workers int) {
	if d.opts.Quiet {
		return
	}
	ofTotal := ""
	if selected != discovered {
		ofTotal = fmt.Sprintf(" of %d", discovered)
	}
	fmt.Fprintf(d.w, "-- Testing: %d%s tests, %d workers --\n", selected, ofTotal, workers)
}

func (d *display) update(r *Result) {
	d.completed++
	o := d.opts
	if !(r.Code.IsFailure() || o.ShowAll || (!o.Quiet && !o.Succinct)) {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s (%d of %d)\n", r.Code, r.Name(), d.completed, d.total)
	if (r.Code.IsFailure() && o.Verbose) || o.ShowAll {
		if r.Code.IsFailure() {
			fmt.Fprintf(&b, "%s TEST '%s' FAILED %s\n", stars, r.Name(), stars)
		}
		b.WriteString(r.Output)
		b.WriteString("\n" + stars + "\n")
	}
	io.WriteString(d.w, b.String())
}

const stars = "********************"

func (d *display) summary(s *Summary) {
	byCode := make([][]*Result, numCodes)
	for _, r := range s.Results {
		byCode[r.Code] = append(byCode[r.Code], r)
	}
	var b strings.Builder
	for c := Code(0); c < numCodes; c++ {
		group := byCode[c]
		if len(group) == 0 || !c.IsFailure() && !slices.Contains(d.opts.ShowCodes, c) {
			continue
		}
		names := make([]string, len(group))
		for i, r := range group {
			names[i] = r.Name()
		}
		slices.Sort(names)
		fmt.Fprintf(&b, "%s\n%s Tests (%d):\n", stars, c.Label(), len(group))
		for _, n := range names {
			fmt.Fprintf(&b, "  %s\n", n)
		}
		b.WriteString("\n")
	}
	if !d.opts.Quiet {
		fmt.Fprintf(&b, "\nTesting Time: %.2fs\n", s.Elapsed.Seconds())
	}
	total := len(s.Results)
	fmt.Fprintf(&b, "\nTotal Discovered Tests: %d\n", total)
	labelW, countW := 0, 0
	for c := Code(0); c < numCodes; c++ {
		if n := len(byCode[c]); n > 0 && (!d.opts.Quiet || c.IsFailure()) {
			labelW = max(labelW, len(c.Label()))
			countW = max(countW, len(fmt.Sprint(n)))
		}
	}
	for c := Code(0); c < numCodes; c++ {
		if n := len(byCode[c]); n > 0 && (!d.opts.Quiet || c.IsFailure()) {
			fmt.Fprintf(&b, "  %-*s: %*d (%.2f%%)\n", labelW, c.Label(), countW, n, float64(n)/float64(total)*100)
		}
	}
	io.WriteString(d.w, b.String())
}
