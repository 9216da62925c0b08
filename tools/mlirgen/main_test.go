package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-funcs", "-1"}, 2, "-funcs and -ops must be at least 1"},
		{[]string{"-ops", "0"}, 2, "-funcs and -ops must be at least 1"},
		{[]string{"extra"}, 2, "no arguments are taken"},
		{[]string{"-bogus"}, 2, "flag provided but not defined"},
		{[]string{"-funcs", "2", "-ops", "3"}, 0, `sym_name = "f1"`},
	} {
		var out, errs bytes.Buffer
		code := run(tc.args, &out, &errs)
		if code != tc.code || !strings.Contains(out.String()+errs.String(), tc.want) {
			t.Errorf("%v: exit %d (want %d), output lacks %q:\n%s%s", tc.args, code, tc.code, tc.want, out.String(), errs.String())
		}
	}
}
