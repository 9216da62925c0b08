package cliargs

import (
	"slices"
	"testing"

	"github.com/spf13/pflag"
)

func TestLongAll(t *testing.T) {
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	fs.Bool("split-input-file", false, "")
	fs.String("o", "", "")
	fs.BoolP("quiet", "q", false, "")
	in := []string{"-split-input-file", "--split-input-file", "-q", "-o", "x", "-quiet=true", "-nosuch", "file", "--", "-split-input-file"}
	want := []string{"--split-input-file", "--split-input-file", "-q", "-o", "x", "--quiet=true", "-nosuch", "file", "--", "-split-input-file"}
	if got := LongAll(in, fs); !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
