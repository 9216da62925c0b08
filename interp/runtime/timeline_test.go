package runtime

import (
	"bytes"
	"strings"
	"testing"
)

func TestWriteTimelineSVG(t *testing.T) {
	tests := []struct {
		name   string
		series []Series
		want   []string
		err    bool
	}{
		{"none", nil, nil, true},
		{"side by side", []Series{{Title: "original", Live: []int64{0, 3 << 20, 1 << 20}}, {Title: "optimized", Live: []int64{0, 2 << 20, 1 << 20}, Limit: 2 << 20}},
			[]string{"<svg", "original (peak 3.00 MiB)", "optimized (peak 2.00 MiB)"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			err := WriteTimelineSVG(&b, tc.series)
			if (err != nil) != tc.err {
				t.Fatalf("error %v, want error %v", err, tc.err)
			}
			for _, w := range tc.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("SVG lacks %q", w)
				}
			}
		})
	}
}
