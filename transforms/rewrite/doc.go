// Package rewrite holds the pattern machinery passes share: a Pattern is a
// small named rewrite rooted on one op kind, a PatternSet collects the
// patterns several packages contribute, the Rewriter is the only way a
// pattern changes the IR (so the driver sees every change), and Apply is
// the bounded greedy fixed-point driver behind the canonicalize pass: it
// folds ops through their registered folders, applies patterns by benefit,
// erases dead ops and simplifies regions until nothing changes or a bound
// is hit.
//
// It knows the IR (package ir) and nothing else: no dialect, no pass
// manager. Patterns for particular dialects live in the packages that know
// those dialects and are added to a PatternSet by the driver.
package rewrite
