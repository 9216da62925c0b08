package filecheck

// conformanceCases pins behaviour differences found by running LLVM's own
// FileCheck test suite against this package; each case is compared with
// FileCheck-19 by TestDifferential.
func conformanceCases() []diffCase {
	return []diffCase{
		// -check-prefix does not split at commas: "P,Q" is one (invalid)
		// prefix, while -check-prefixes=P,Q names two.
		{name: "conf/check-prefix-comma", args: "-check-prefix=P,Q --input-file %i %s", check: "P: one\nQ: two\n", input: "one\ntwo\n"},
		{name: "conf/check-prefixes-comma", args: "-check-prefixes=P,Q --input-file %i %s", check: "P: one\nQ: two\n", input: "one\ntwo\n"},
		// With --enable-var-scope, the first CHECK-LABEL clears a local
		// numeric variable; a value it captures afterwards survives the
		// following labels (only the first clear drops it from the table).
		{name: "conf/var-scope-numeric-recapture", args: "--enable-var-scope --input-file %i %s",
			check: "CHECK: n[[#N:]]\nCHECK-LABEL: one\nCHECK: n[[#N:]]\nCHECK-LABEL: two\nCHECK: m[[#N+1]]\n",
			input: "n1\none\nn5\ntwo\nm6\n"},
		{name: "conf/var-scope-numeric-cleared", args: "--enable-var-scope --input-file %i %s",
			check: "CHECK: n[[#N:]]\nCHECK-LABEL: one\nCHECK: m[[#N+1]]\n",
			input: "n1\none\nm2\n"},
		{name: "conf/var-scope-string-recapture", args: "--enable-var-scope --input-file %i %s",
			check: "CHECK: s[[S:[a-z]+]]\nCHECK-LABEL: one\nCHECK: s[[S:[a-z]+]]\nCHECK-LABEL: two\nCHECK: t[[S]]\n",
			input: "sab\none\nscd\ntwo\ntcd\n"},
	}
}
