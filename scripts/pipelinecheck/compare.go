package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

// compare runs the input and the pipeline's output on the same random
// arguments at each of in.dims, and once more at the first binding with a
// one-byte memory limit so that every symopt.evict frees its buffer.
func compare(cfg *config, in input, src, out string, r *result) {
	type binding struct{ dims, limit string }
	runs := make([]binding, 0, len(in.dims)+1)
	for _, d := range in.dims {
		runs = append(runs, binding{dims: d})
	}
	if len(in.dims) > 0 {
		runs = append(runs, binding{dims: in.dims[0], limit: "1"})
	}
	for _, c := range runs {
		args := []string{src, "--fn", in.fn, "--random-inputs", "3", "--dims", c.dims, "--compare-with", out}
		if c.limit != "" {
			args = append(args, "--memory-limit", c.limit)
		}
		stdout, stderr, hang, err := run(cfg, "symopt-run", args...)
		r.compared++
		what := c.dims
		if c.limit != "" {
			what += " --memory-limit " + c.limit
		}
		switch {
		case hang:
			r.mismatches = append(r.mismatches, what+": symopt-run hung")
		case err != nil || !strings.Contains(stdout, "results match"):
			r.mismatches = append(r.mismatches, fmt.Sprintf("%s: %s", what, firstLine(strings.TrimSpace(stderr+stdout))))
		}
	}
}

var declaredDim = regexp.MustCompile(`symopt\.dim @([A-Za-z_][\w$.]*)`)

// compareCorpus compares every function of a corpus input with the
// pipeline's output. The reference is the input as symbolic-shapes
// annotates it, so that its dynamic dims have symbols that --dims can
// bind: every symbol to 2, then to 5. A function the interpreter cannot
// run, or whose binding contradicts the module's facts, is not counted.
func compareCorpus(cfg *config, src, out string, r *result) {
	ann := src + ".ann.mlir"
	if _, _, _, err := run(cfg, "symopt", "--allow-unregistered-dialect", "--pass-pipeline=builtin.module(symbolic-shapes)", src, "-o", ann); err != nil {
		return
	}
	text, err := os.ReadFile(ann)
	if err != nil {
		return
	}
	syms := declaredDim.FindAllStringSubmatch(string(text), -1)
	for _, v := range []int{2, 5} {
		args := []string{ann, "--all", "--random-inputs", "3", "--compare-with", out}
		if len(syms) > 0 {
			binds := make([]string, len(syms))
			for i, s := range syms {
				binds[i] = fmt.Sprintf("%s=%d", s[1], v)
			}
			args = append(args, "--dims", strings.Join(binds, ","))
		}
		stdout, stderr, hang, _ := run(cfg, "symopt-run", args...)
		if hang {
			// Random inputs can keep a while loop of the input running.
			r.runTimeouts++
			continue
		}
		r.compared += strings.Count(stdout, "results match")
		for _, line := range strings.Split(stderr, "\n") {
			switch {
			case trapsBeforeOnly.MatchString(line):
				// The input traps on these random values and the
				// pipeline folded the trapping op away: no difference
				// on inputs the program is defined for.
				r.trapsBeforeOnly++
			case mismatch.MatchString(line):
				r.compared++
				r.mismatches = append(r.mismatches, fmt.Sprintf("dims=%d: %s", v, line))
			}
		}
		if len(syms) == 0 {
			break
		}
	}
}

// mismatch matches symopt-run's reports of a difference between the two
// modules (not of a function neither can run).
var (
	mismatch        = regexp.MustCompile(`results differ|fails after|results before`)
	trapsBeforeOnly = regexp.MustCompile(`fails before .* but not after`)
)
