package lit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"
)

// Main is the lit command line: args excludes argv[0]; tools are the
// in-process tools to offer. It returns 0 when every test passed, 1
// when some failed and 2 for usage or configuration errors.
func Main(args []string, stdout, stderr io.Writer, tools Registry) int {
	fs := pflag.NewFlagSet("lit", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.SortFlags = false
	var o Options
	var timeout float64
	var version bool
	fs.IntVarP(&o.Workers, "workers", "j", 0, "number of tests to run in parallel (default: number of CPUs)")
	fs.BoolVarP(&o.Verbose, "verbose", "v", false, "show the output of failed tests")
	fs.BoolVarP(&o.ShowAll, "show-all", "a", false, "show the output of all tests")
	fs.BoolVarP(&o.Quiet, "quiet", "q", false, "print only failures and the summary")
	fs.BoolVarP(&o.Succinct, "succinct", "s", false, "print result lines only for failures")
	fs.StringVar(&o.Filter, "filter", os.Getenv("LIT_FILTER"), "only run tests whose name matches this regular expression (env LIT_FILTER)")
	fs.StringVar(&o.FilterOut, "filter-out", os.Getenv("LIT_FILTER_OUT"), "skip tests whose name matches this regular expression (env LIT_FILTER_OUT)")
	fs.Float64Var(&timeout, "timeout", 0, "per-test time limit in seconds; 0 keeps the configuration's")
	fs.StringVarP(&o.JSONOutput, "output", "o", "", "write test results as JSON to this file")
	fs.StringVar(&o.XunitOutput, "xunit-xml-output", "", "write xUnit XML test results to this file")
	fs.StringVar(&o.ExecRoot, "exec-root", "", "create Output/ directories under this directory")
	fs.BoolVar(&o.NoInProcess, "no-in-process", false, "run every tool as a process, even registered ones")
	var allowEmpty, ignoreFail bool
	var xfail, xfailNot string
	var maxTime float64
	fs.IntVar(&o.MaxTests, "max-tests", 0, "run at most this many tests")
	fs.IntVar(&o.MaxFailures, "max-failures", 0, "stop after this many failures")
	fs.Float64Var(&maxTime, "max-time", 0, "stop the run after this many seconds")
	fs.StringVar(&xfail, "xfail", os.Getenv("LIT_XFAIL"), "semicolon-separated tests expected to fail (env LIT_XFAIL)")
	fs.StringVar(&xfailNot, "xfail-not", os.Getenv("LIT_XFAIL_NOT"), "semicolon-separated tests whose XFAIL lines are ignored (env LIT_XFAIL_NOT)")
	fs.BoolVar(&allowEmpty, "allow-empty-runs", false, "exit 0 when the filters select no test")
	fs.BoolVar(&ignoreFail, "ignore-fail", false, "exit 0 even when tests fail")
	show := make([]bool, numCodes)
	for c := Code(0); c < numCodes; c++ {
		if !c.IsFailure() {
			fs.BoolVar(&show[c], "show-"+strings.ToLower(c.String()), false, "list "+strings.ToLower(c.Label())+" tests in the summary")
		}
	}
	var showSuites, showTests bool
	fs.BoolVar(&showSuites, "show-suites", false, "print the discovered suites and exit")
	fs.BoolVar(&showTests, "show-tests", false, "print the discovered tests and exit")
	fs.Bool("no-progress-bar", false, "accepted for compatibility; there is no progress bar")
	fs.BoolVar(&version, "version", false, "print the version and exit")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: lit [options] TEST_PATH...\n\nRuns lit tests; see docs/lit.md.\n\nOptions:\n%s", fs.FlagUsages())
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "lit: error: %v\n", err)
		fs.Usage()
		return 2
	}
	if version {
		fmt.Fprintf(stdout, "lit (symopt) compatible with lit %d.%d.%d\n", litVersion[0], litVersion[1], litVersion[2])
		return 0
	}
	// As in lit, a count given on the command line must be positive;
	// left out it means "no limit" (or one worker per CPU).
	for _, name := range []string{"workers", "max-failures", "max-tests"} {
		if f := fs.Lookup(name); f.Changed && f.Value.String() != "" && !positive(f.Value.String()) {
			flag := "--" + name
			if f.Shorthand != "" {
				flag = "-" + f.Shorthand + "/" + flag
			}
			fmt.Fprintf(stderr, "lit: error: argument %s: requires positive integer, but found '%s'\n", flag, f.Value.String())
			return 2
		}
	}
	if timeout < 0 || maxTime < 0 || o.MaxFailures < 0 || o.MaxTests < 0 {
		fmt.Fprintln(stderr, "lit: error: --timeout, --max-time, --max-failures and --max-tests must be non-negative")
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	o.Paths = fs.Args()
	if showSuites || showTests {
		tests, err := DiscoverWarn(o.Paths, o.ExecRoot, warnTo(stderr))
		if err == nil && len(tests) == 0 {
			err = fmt.Errorf("did not discover any tests for provided path(s)")
		}
		if err == nil {
			err = showDiscovered(stdout, tests, showSuites, showTests)
		}
		if err != nil {
			fmt.Fprintf(stderr, "lit: error: %v\n", err)
			return 2
		}
		return 0
	}
	o.XFail = splitList(xfail)
	o.XFailNot = splitList(xfailNot)
	for c, on := range show {
		if on {
			o.ShowCodes = append(o.ShowCodes, Code(c))
		}
	}
	o.Timeout = time.Duration(timeout * float64(time.Second))
	o.MaxTime = time.Duration(maxTime * float64(time.Second))
	o.Tools = tools
	o.Stdout = stdout
	o.Stderr = stderr
	// Interrupts cancel the run, which kills the process groups of the
	// running commands; tests not yet started are SKIPPED.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	s, err := Run(ctx, o)
	if err != nil {
		fmt.Fprintf(stderr, "lit: error: %v\n", err)
		if errors.Is(err, ErrNoTestsSelected) && allowEmpty {
			fmt.Fprintln(stderr, "Suppressing error because '--allow-empty-runs' was specified.")
			return 0
		}
		return 2
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "lit: interrupted")
		return 2
	}
	if s.Stopped != "" {
		fmt.Fprintf(stderr, "warning: %s, skipping remaining tests\n", s.Stopped)
	}
	if code := s.ExitCode(); code != 0 && ignoreFail {
		fmt.Fprintln(stderr, "\nExiting with status 0 instead of 1 because '--ignore-fail' was specified.")
		return 0
	}
	return s.ExitCode()
}

func positive(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n > 0
}

func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ";") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}
