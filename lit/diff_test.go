package lit

import "testing"

// The expected outputs are those of Python's difflib with n=2, which
// lit's built-in diff prints.
func TestFormatDiff(t *testing.T) {
	tests := []struct{ a, b, context, unified string }{
		{"a\nb\nc\n", "a\nB\nc\n",
			"*** A\n--- B\n***************\n*** 1,3 ****\n  a\n! b\n  c\n--- 1,3 ----\n  a\n! B\n  c\n",
			"--- A\n+++ B\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "1\n2\nX\n4\n5\n6\n7\n8\n9\n10\nY\n12\n",
			"*** A\n--- B\n***************\n*** 1,5 ****\n  1\n  2\n! 3\n  4\n  5\n--- 1,5 ----\n  1\n  2\n! X\n  4\n  5\n***************\n*** 9,12 ****\n  9\n  10\n! 11\n  12\n--- 9,12 ----\n  9\n  10\n! Y\n  12\n",
			"--- A\n+++ B\n@@ -1,5 +1,5 @@\n 1\n 2\n-3\n+X\n 4\n 5\n@@ -9,4 +9,4 @@\n 9\n 10\n-11\n+Y\n 12\n"},
		{"a\nb\n", "a\nb\nc\n",
			"*** A\n--- B\n***************\n*** 1,2 ****\n--- 1,3 ----\n  a\n  b\n+ c\n",
			"--- A\n+++ B\n@@ -1,2 +1,3 @@\n a\n b\n+c\n"},
		{"a\nb\nc\n", "b\nc\n",
			"*** A\n--- B\n***************\n*** 1,3 ****\n- a\n  b\n  c\n--- 1,2 ----\n",
			"--- A\n+++ B\n@@ -1,3 +1,2 @@\n-a\n b\n c\n"},
		{"", "x\n",
			"*** A\n--- B\n***************\n*** 0 ****\n--- 1 ----\n+ x\n",
			"--- A\n+++ B\n@@ -0,0 +1 @@\n+x\n"},
		{"same\n", "same\n", "", ""},
	}
	for _, tt := range tests {
		for _, unified := range []bool{false, true} {
			opt := diffOptions{context: 2, unified: unified}
			got := formatDiff("A", "B", opt.prepare(tt.a), opt.prepare(tt.b), opt)
			want := tt.context
			if unified {
				want = tt.unified
			}
			if got != want {
				t.Errorf("diff %q %q (unified %v) =\n%q\nwant\n%q", tt.a, tt.b, unified, got, want)
			}
		}
	}
}

func TestDiffOptions(t *testing.T) {
	tests := []struct {
		opt  diffOptions
		a, b string
		same bool
	}{
		{diffOptions{}, "a  b\n", "a b\n", false},
		{diffOptions{ignoreSpaceChange: true}, "a  b \n", "a b\n", true},
		{diffOptions{ignoreSpaceChange: true}, "ab\n", "a b\n", false},
		{diffOptions{ignoreAllSpace: true}, "a b\n", "ab\n", true},
		{diffOptions{stripCR: true}, "a\r\n", "a\n", true},
	}
	for _, tt := range tests {
		got := formatDiff("A", "B", tt.opt.prepare(tt.a), tt.opt.prepare(tt.b), tt.opt) == ""
		if got != tt.same {
			t.Errorf("%+v: diff %q %q equal = %v, want %v", tt.opt, tt.a, tt.b, got, tt.same)
		}
	}
	var o diffOptions
	if !o.setArg('I', "^#", nil) {
		t.Fatal("-I ^# rejected")
	}
	if got := formatDiff("A", "B", o.prepare("# x\na\n"), o.prepare("# y\na\n"), o); got != "" {
		t.Errorf("-I did not ignore comment lines: %q", got)
	}
}
