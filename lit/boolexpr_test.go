package lit

import (
	"strings"
	"testing"
)

func TestEvalFeatures(t *testing.T) {
	features := []string{"linux", "x86_64-linux-gnu", "asserts", "has-cuda=12"}
	tests := []struct {
		expr string
		want bool
	}{
		{"linux", true},
		{"windows", false},
		{"true", true},
		{"!linux", false},
		{"!!linux", true},
		{"linux && asserts", true},
		{"linux && windows", false},
		{"windows || asserts", true},
		{"windows || darwin", false},
		{"!(windows || darwin) && linux", true},
		{"windows || linux && !asserts", false},
		{"(windows || linux) && (asserts)", true},
		{"x86_64-{{.*}}", true},
		{"{{arm.*}}", false},
		{"x86_64-*-gnu", true},
		{"*-darwin", false},
		{"has-cuda={{1[0-9]}}", true},
		{"linu", false},
	}
	for _, tt := range tests {
		got, err := evalFeatures(tt.expr, features)
		if err != nil {
			t.Errorf("evalFeatures(%q): %v", tt.expr, err)
			continue
		}
		if got != tt.want {
			t.Errorf("evalFeatures(%q) = %v, want %v", tt.expr, got, tt.want)
		}
	}
}

func TestEvalFeaturesErrors(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"linux &&", "expected feature name"},
		{"&& linux", "have \"&&\""},
		{"(linux", "expected ')'"},
		{"linux)", "expected '&&', '||' or end"},
		{"linux windows", "expected '&&', '||' or end"},
		{"linux @ x", "couldn't parse text \"@ x\""},
		{"{{[}}", "bad regex"},
		{"", "at end"},
	}
	for _, tt := range tests {
		_, err := evalFeatures(tt.expr, nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("evalFeatures(%q) error = %v, want %q", tt.expr, err, tt.want)
		}
	}
}
