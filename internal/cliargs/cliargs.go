// Package cliargs holds the command-line conventions symopt's tools share
// with LLVM and MLIR tools.
package cliargs

import (
	"strings"

	"github.com/spf13/pflag"
)

// Long rewrites an LLVM-style single-dash long flag (`-split-input-file`,
// `-o=x`) to pflag's `--` form when fs defines that long name; any other
// argument comes back unchanged (so `-q` stays a shorthand).
func Long(arg string, fs *pflag.FlagSet) string {
	if len(arg) < 3 || arg[0] != '-' || arg[1] == '-' {
		return arg
	}
	name, _, _ := strings.Cut(arg[1:], "=")
	if len(name) > 1 && fs.Lookup(name) != nil {
		return "-" + arg
	}
	return arg
}

// LongAll applies Long to every argument before a lone `--`.
func LongAll(args []string, fs *pflag.FlagSet) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if a == "--" {
			copy(out[i:], args[i:])
			break
		}
		out[i] = Long(a, fs)
	}
	return out
}
