package lit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"sync"
	"time"
)

// Options control a run. The zero value runs with one worker per CPU,
// no in-process tools and output discarded.
type Options struct {
	Paths       []string      // test files or directories
	Workers     int           // parallel tests; <= 0 means one per CPU
	Tools       Registry      // tools run in-process when configs allow
	NoInProcess bool          // never run tools in-process
	Filter      string        // only run tests whose full name matches
	FilterOut   string        // skip tests whose full name matches
	Timeout     time.Duration // per-test timeout overriding configs, 0 keeps them
	ExecRoot    string        // put Output/ directories here instead of in the suites
	Env         []string      // base environment; nil means os.Environ()
	MaxFailures int           // stop after this many failures; 0 for no limit
	MaxTime     time.Duration // stop the run after this long; 0 for no limit
	MaxTests    int           // run at most this many selected tests; 0 for all
	XFail       []string      // tests (path in suite or full name) expected to fail
	XFailNot    []string      // tests whose XFAIL lines are ignored

	Verbose  bool // show output of failed tests
	ShowAll  bool // show output of all tests
	Quiet    bool // print only failures and the summary
	Succinct bool // print result lines only for failures
	// ShowCodes lists non-failure verdicts whose tests are listed in the
	// summary, like lit's --show-unsupported and friends.
	ShowCodes []Code

	JSONOutput  string // write lit's JSON report here
	XunitOutput string // write an xUnit XML report here

	Stdout io.Writer // progress and summary; nil discards
	Stderr io.Writer // warnings about configurations; nil discards
}

// Summary is the outcome of a run.
type Summary struct {
	Results []*Result     // every discovered test, in discovery order
	Elapsed time.Duration // wall time of the test phase
	Stopped string        // why the run stopped early, "" when it did not
}

// ExitCode returns 1 when any test failed, else 0.
func (s *Summary) ExitCode() int {
	for _, r := range s.Results {
		if r.Code.IsFailure() {
			return 1
		}
	}
	return 0
}

// ErrNoTestsSelected is wrapped by Run's error when the filters leave
// no test to run.
var ErrNoTestsSelected = errors.New("filter did not match any tests")

func nameSet(names []string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// ConfigError is a problem with the command line, configuration or
// selection of tests; binaries exit with code 2 for it.
type ConfigError struct{ Err error }

func (e *ConfigError) Error() string { return e.Err.Error() }
func (e *ConfigError) Unwrap() error { return e.Err }

// Run discovers, runs and reports the tests named by opts.Paths.
func Run(ctx context.Context, opts Options) (*Summary, error) {
	if len(opts.Paths) == 0 {
		return nil, &ConfigError{fmt.Errorf("no test paths given")}
	}
	tests, err := DiscoverWarn(opts.Paths, opts.ExecRoot, warnTo(opts.Stderr))
	if err != nil {
		return nil, &ConfigError{err}
	}
	if len(tests) == 0 {
		return nil, &ConfigError{fmt.Errorf("did not discover any tests for provided path(s)")}
	}
	results, selected, err := selectTests(tests, &opts)
	if err != nil {
		return nil, err
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, len(selected))
	out := opts.Stdout
	if out == nil {
		out = io.Discard
	}
	env := opts.Env
	if env == nil {
		env = os.Environ()
	}
	te := &testEnv{env: env, timeout: opts.Timeout, xfail: nameSet(opts.XFail), xfailNot: nameSet(opts.XFailNot)}
	if !opts.NoInProcess {
		te.tools = opts.Tools
	}
	te.procCwd, _ = os.Getwd()
	disp := &display{opts: &opts, w: out, total: len(selected)}
	disp.header(len(selected), len(tests), workers)

	start := time.Now()
	stopped := runSelected(ctx, te, disp, tests, results, selected, workers)
	s := &Summary{Results: results, Elapsed: time.Since(start), Stopped: stopped}
	disp.summary(s)
	if err := writeReports(&opts, s); err != nil {
		return s, &ConfigError{err}
	}
	return s, nil
}

// warnTo prints configuration warnings on w as lit does ("lit: ...").
func warnTo(w io.Writer) func(string) {
	if w == nil {
		return nil
	}
	return func(msg string) { fmt.Fprintf(w, "lit: %s\n", msg) }
}

// selectTests applies the filters and --max-tests: it returns a result
// slice with the excluded tests filled in and the indices to run.
func selectTests(tests []*Test, opts *Options) ([]*Result, []int, error) {
	filter, err := compileFilter("--filter", opts.Filter)
	if err != nil {
		return nil, nil, err
	}
	filterOut, err := compileFilter("--filter-out", opts.FilterOut)
	if err != nil {
		return nil, nil, err
	}
	results := make([]*Result, len(tests))
	var selected []int
	for i, t := range tests {
		name := t.FullName()
		if (filter == nil || filter.MatchString(name)) && (filterOut == nil || !filterOut.MatchString(name)) {
			selected = append(selected, i)
		} else {
			results[i] = &Result{Test: t, Code: Excluded}
		}
	}
	if len(selected) == 0 {
		return nil, nil, &ConfigError{fmt.Errorf("%w (of %d discovered)", ErrNoTestsSelected, len(tests))}
	}
	if opts.MaxTests > 0 && len(selected) > opts.MaxTests {
		for _, i := range selected[opts.MaxTests:] {
			results[i] = &Result{Test: tests[i], Code: Excluded}
		}
		selected = selected[:opts.MaxTests]
	}
	return results, selected, nil
}

// runSelected runs the selected tests on workers goroutines, showing
// each result as it arrives. It returns why the run stopped early, or "".
func runSelected(ctx context.Context, te *testEnv, disp *display, tests []*Test, results []*Result, selected []int, workers int) string {
	opts := disp.opts
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	if opts.MaxTime > 0 {
		var cancel context.CancelFunc
		runCtx, cancel = context.WithTimeout(runCtx, opts.MaxTime)
		defer cancel()
	}
	jobs := make(chan int)
	done := make(chan *Result)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				var r *Result
				if runCtx.Err() != nil {
					r = &Result{Test: tests[i], Code: Skipped, Output: "User interrupt"}
				} else {
					r = te.runTest(runCtx, tests[i])
				}
				results[i] = r
				done <- r
			}
		}()
	}
	go func() {
		for _, i := range selected {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	failures, skipped, stopped := 0, 0, ""
	for r := range done {
		if r.Code == Skipped {
			skipped++
			continue // stopped before it could finish; lit does not show these
		}
		disp.update(r)
		if r.Code.IsFailure() {
			failures++
			if failures == opts.MaxFailures {
				stopped = "reached maximum number of test failures"
				stop()
			}
		}
	}
	if stopped == "" && skipped > 0 && ctx.Err() == nil {
		stopped = "reached timeout"
	}
	return stopped
}

func compileFilter(flag, expr string) (*regexp.Regexp, error) {
	if expr == "" {
		return nil, nil
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, &ConfigError{fmt.Errorf("invalid %s regular expression %q: %v", flag, expr, err)}
	}
	return re, nil
}

func writeReports(opts *Options, s *Summary) error {
	if opts.JSONOutput != "" {
		if err := writeFile(opts.JSONOutput, func(w io.Writer) error { return writeJSON(w, s) }); err != nil {
			return err
		}
	}
	if opts.XunitOutput != "" {
		return writeFile(opts.XunitOutput, func(w io.Writer) error { return writeXunit(w, s) })
	}
	return nil
}

func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
