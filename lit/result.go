package lit

import "time"

// Code is a test verdict, as in lit's ResultCode.
type Code int

// The verdicts, in lit's reporting order.
const (
	Excluded Code = iota
	Skipped
	Unsupported
	Pass
	FlakyPass
	XFail
	Unresolved
	Timeout
	Fail
	XPass
	numCodes
)

var codeInfo = [numCodes]struct {
	name, label string
	failure     bool
}{
	Excluded:    {"EXCLUDED", "Excluded", false},
	Skipped:     {"SKIPPED", "Skipped", false},
	Unsupported: {"UNSUPPORTED", "Unsupported", false},
	Pass:        {"PASS", "Passed", false},
	FlakyPass:   {"FLAKYPASS", "Passed With Retry", false},
	XFail:       {"XFAIL", "Expectedly Failed", false},
	Unresolved:  {"UNRESOLVED", "Unresolved", true},
	Timeout:     {"TIMEOUT", "Timed Out", true},
	Fail:        {"FAIL", "Failed", true},
	XPass:       {"XPASS", "Unexpectedly Passed", true},
}

// String returns the upper-case name lit prints, e.g. "PASS".
func (c Code) String() string {
	if c < 0 || c >= numCodes {
		return "UNKNOWN"
	}
	return codeInfo[c].name
}

// Label returns the summary label, e.g. "Passed".
func (c Code) Label() string { return codeInfo[c].label }

// IsFailure reports whether the verdict makes the run fail.
func (c Code) IsFailure() bool { return codeInfo[c].failure }

// Result is the outcome of one test.
type Result struct {
	Test    *Test
	Code    Code
	Output  string
	Elapsed time.Duration
}

// Name returns the test's full name, "suite :: path".
func (r *Result) Name() string { return r.Test.FullName() }
