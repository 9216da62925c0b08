package filecheck

import "strings"

// knownOptionNames lists the options FileCheck 19 suggests in "Did you
// mean" messages (its help and version options are never suggested). LLVM
// breaks ties in hash-table order; "v" comes first there, the rest is
// alphabetical here.
var knownOptionNames = []string{
	"v", "D", "allow-deprecated-dag-overlap", "allow-empty", "allow-unused-prefixes", "check-prefix", "check-prefixes",
	"color", "comment-prefixes", "crash-diagnostics-dir", "debug-counter", "debug-counter-break-on-last",
	"disable-symbolication", "dump-input", "dump-input-context", "dump-input-filter", "enable-var-scope", "ignore-case", "implicit-check-not", "info-output-file",
	"input-file", "match-full-lines", "print-all-options", "print-debug-counter", "print-options", "rng-seed",
	"sort-timers", "stats", "stats-json", "strict-whitespace", "track-memory",
	"treat-scalable-fixed-error-as-warning", "vv",
}

// nearestOption returns the known option closest to arg (given without
// dashes) by edit distance, with any "=value" carried over, printed with
// its dashes, like cl::opt's "Did you mean" suggestion. Ties go to the
// alphabetically first name.
func nearestOption(arg string) string {
	name, val, hasVal := strings.Cut(arg, "=")
	best, bestD := "", -1
	for _, o := range knownOptionNames {
		if d := editDistance(o, name); bestD < 0 || d < bestD {
			best, bestD = o, d
		}
	}
	if hasVal && val != "" {
		best += "=" + val
	}
	if len(strings.SplitN(best, "=", 2)[0]) == 1 {
		return "-" + best
	}
	return "--" + best
}
