package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// pipelineSpec is one symopt command line to check.
type pipelineSpec struct {
	name     string
	pipeline string
	llvm     bool // --emit=llvm: the output is LLVM IR, not MLIR
}

const mainPasses = "canonicalize,cse,schedule-memory,remat,fuse"

var pipelines = []pipelineSpec{
	{name: "main", pipeline: "builtin.module(inline,symbolic-shapes,shape-simplify,func.func(" + mainPasses + "))"},
	{name: "versions=2", pipeline: "builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory{versions=2},remat,fuse))"},
	{name: "remat-limit", pipeline: "builtin.module(inline,symbolic-shapes,shape-simplify,func.func(canonicalize,cse,schedule-memory,remat{threshold=true limit=1000000},fuse))"},
	{name: "emit-llvm", pipeline: "builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2},remat,fuse),lower-to-kernels)", llvm: true},
}

// result is what one run of one input through one pipeline gave.
type result struct {
	panic      string // the internal error, if any
	hang       bool
	errKind    string // the first error, numbers and quoted text blanked
	errText    string
	badOutput  string // the output does not read back or verify, or llc rejects it
	roundTrip  string // print -> parse -> print of the output differs
	compared   int
	mismatches []string
	// trapsBeforeOnly counts corpus functions that trap on the random
	// inputs before the pipeline and not after; runTimeouts, symopt-run
	// runs cut at the time limit. Neither is a mismatch.
	trapsBeforeOnly, runTimeouts int
}

func (r result) problems() []string {
	var out []string
	switch {
	case r.panic != "":
		out = append(out, "PANIC "+r.panic)
	case r.hang:
		out = append(out, "HANG")
	case r.errKind != "":
		out = append(out, "ERROR "+r.errText)
	}
	if r.badOutput != "" {
		out = append(out, "BAD-OUTPUT "+r.badOutput)
	}
	if r.roundTrip != "" {
		out = append(out, "ROUND-TRIP "+r.roundTrip)
	}
	for _, m := range r.mismatches {
		out = append(out, "MISMATCH "+m)
	}
	return out
}

// run runs a tool with the configured time limit; hang is true when the
// limit cut it.
func run(cfg *config, name string, args ...string) (stdout, stderr string, hang bool, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), cfg.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(cfg.bin, name), args...)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	return o.String(), e.String(), errors.Is(ctx.Err(), context.DeadlineExceeded), err
}

// check runs in through p and checks the output.
func check(cfg *config, in input, p pipelineSpec, worker string) result {
	var r result
	dir := filepath.Join(cfg.tmp, worker)
	os.MkdirAll(dir, 0o755)
	src, out := filepath.Join(dir, "in.mlir"), filepath.Join(dir, "out")
	if err := os.WriteFile(src, in.text, 0o644); err != nil {
		fail(err)
	}
	os.Remove(out)
	args := []string{"--allow-unregistered-dialect", "--pass-pipeline=" + p.pipeline, src, "-o", out}
	if p.llvm {
		args = append(args, "--emit=llvm")
	}
	_, stderr, hang, err := run(cfg, "symopt", args...)
	switch {
	case hang:
		r.hang = true
		return r
	case strings.Contains(stderr, "internal error"):
		r.panic = firstMatch(internalError, stderr)
		return r
	case err != nil:
		r.errText = firstMatch(errorLine, stderr)
		r.errKind = kindOf(r.errText)
		if r.errKind == "" {
			r.errKind = "exit without an error line: " + err.Error()
		}
		return r
	}
	text, err := os.ReadFile(out)
	if err != nil {
		r.badOutput = err.Error()
		return r
	}
	if p.llvm {
		r.badOutput = checkLLVM(cfg, out)
		return r
	}
	r.badOutput, r.roundTrip = roundTrip(text)
	switch {
	case r.badOutput != "":
	case in.fn != "":
		compare(cfg, in, src, out, &r)
	case in.corpus && cfg.corpusCompare:
		compareCorpus(cfg, src, out, &r)
	}
	return r
}

var (
	internalError = regexp.MustCompile(`internal error.*`)
	errorLine     = regexp.MustCompile(`error: .*`)
	quoted        = regexp.MustCompile(`'[^']*'|"[^"]*"`)
	number        = regexp.MustCompile(`\d+`)
	symbol        = regexp.MustCompile(`[@%][A-Za-z_][\w.$-]*`)
)

func firstMatch(re *regexp.Regexp, s string) string { return re.FindString(s) }

// kindOf blanks the parts of an error message that name one input.
func kindOf(msg string) string {
	msg = strings.TrimPrefix(msg, "error: ")
	msg = quoted.ReplaceAllString(msg, "'_'")
	msg = symbol.ReplaceAllString(msg, "@_")
	msg = number.ReplaceAllString(msg, "N")
	if len(msg) > 90 {
		msg = msg[:90] + "..."
	}
	return msg
}

// roundTrip parses and verifies the output, and checks that printing it
// again gives the same text.
func roundTrip(text []byte) (bad, diff string) {
	defer func() {
		if v := recover(); v != nil {
			bad = fmt.Sprintf("reading the output panicked: %v", v)
		}
	}()
	reg := dialect.NewRegistry()
	f, err := parser.Parse("out.mlir", text, reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		return firstLine(err.Error()), ""
	}
	if err := dialect.Verify(f.Module); err != nil {
		return "verify: " + firstLine(err.Error()), ""
	}
	var b strings.Builder
	ir.PrintFile(&b, f, ir.PrintOptions{})
	if b.String() != string(text) {
		return "", firstDiff(string(text), b.String())
	}
	// The generic form must read back to the same module too.
	var g strings.Builder
	ir.PrintFile(&g, f, ir.PrintOptions{Generic: true})
	f2, err := parser.Parse("generic.mlir", []byte(g.String()), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		return "", "generic print does not read back: " + firstLine(err.Error())
	}
	b.Reset()
	ir.PrintFile(&b, f2, ir.PrintOptions{})
	if b.String() != string(text) {
		return "", "generic -> pretty: " + firstDiff(string(text), b.String())
	}
	return "", ""
}

// checkLLVM returns llc's first complaint about the file, if any.
func checkLLVM(cfg *config, path string) string {
	if cfg.llc == "" {
		return ""
	}
	out, err := exec.Command(cfg.llc, "-o", os.DevNull, path).CombinedOutput()
	if err != nil {
		return cfg.llc + ": " + firstLine(string(out))
	}
	return ""
}

func firstDiff(a, b string) string {
	x, y := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] != y[i] {
			return fmt.Sprintf("line %d: %q then %q", i+1, strings.TrimSpace(x[i]), strings.TrimSpace(y[i]))
		}
	}
	return fmt.Sprintf("%d lines then %d", len(x), len(y))
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
