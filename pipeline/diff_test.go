package pipeline

import "testing"

func TestUnifiedDiff(t *testing.T) {
	tests := []struct {
		name, a, b, want string
	}{
		{"equal", "x\ny\n", "x\ny\n", ""},
		{"one change in the middle", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n",
			"--- a\n+++ b\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n"},
		{"insert at start", "b\n", "a\nb\n", "--- a\n+++ b\n@@ -1 +1,2 @@\n+a\n b\n"},
		{"from empty", "", "a\n", "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n"},
		{"two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "X\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\nY\n",
			"--- a\n+++ b\n@@ -1,4 +1,4 @@\n-1\n+X\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+Y\n"},
		{"close changes merge", "1\n2\n3\n4\n5\n", "A\n2\n3\n4\nE\n",
			"--- a\n+++ b\n@@ -1,5 +1,5 @@\n-1\n+A\n 2\n 3\n 4\n-5\n+E\n"},
	}
	for _, tc := range tests {
		if got := UnifiedDiff(tc.a, tc.b, "a", "b"); got != tc.want {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
}
