package lit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// testEnv is what running one test needs from the runner.
type testEnv struct {
	tools    Registry // nil when in-process tools are disabled
	env      []string // base environment
	timeout  time.Duration
	procCwd  string
	xfail    map[string]bool // from --xfail: tests expected to fail
	xfailNot map[string]bool // from --xfail-not: XFAIL lines ignored
}

// runTest runs one test and returns its verdict; it never returns nil.
func (e *testEnv) runTest(ctx context.Context, t *Test) *Result {
	start := time.Now()
	res := e.runTestInner(ctx, t)
	if ctx.Err() != nil && res.Code == Timeout {
		// Killed because the whole run stopped, not by its own timeout.
		res = &Result{Code: Skipped, Output: "User interrupt"}
	}
	res.Test = t
	res.Elapsed = time.Since(start)
	return res
}

func (e *testEnv) runTestInner(ctx context.Context, t *Test) *Result {
	cfg := t.Config
	if cfg.Unsupported {
		return &Result{Code: Unsupported, Output: "Test is unsupported"}
	}
	data, err := os.ReadFile(t.Path)
	if err != nil {
		return &Result{Code: Unresolved, Output: err.Error()}
	}
	sc, err := parseScript(t.Path, string(data), cfg.Substitutions)
	if err != nil {
		return &Result{Code: Unresolved, Output: err.Error()}
	}
	if len(sc.runs) == 0 {
		return &Result{Code: Unresolved, Output: "Test has no 'RUN:' line"}
	}
	if missing := filterExprs(sc.requires, cfg.Features, false); len(missing) > 0 {
		return &Result{Code: Unsupported, Output: "Test requires the following unavailable features: " + strings.Join(missing, ", ")}
	}
	if hit := filterExprs(sc.unsupported, cfg.Features, true); len(hit) > 0 {
		return &Result{Code: Unsupported, Output: "Test does not support the following features and/or targets: " + strings.Join(hit, ", ")}
	}
	execDir := filepath.Dir(t.execPath())
	tmpBase := filepath.Join(execDir, "Output", filepath.Base(t.Path))
	cmds, nodes, res := expandScript(t, sc, tmpBase)
	if res != nil {
		return res
	}
	if err := os.MkdirAll(filepath.Dir(tmpBase), 0o777); err != nil {
		return &Result{Code: Unresolved, Output: err.Error()}
	}
	timeout := e.timeout
	if timeout == 0 {
		timeout = cfg.Timeout
	}
	var out string
	var code int
	var status Code
	for attempt := 0; attempt <= sc.allowRetries; attempt++ {
		out, code, status = e.runOnce(ctx, t, sc, cmds, nodes, execDir, timeout)
		if status != Fail {
			if attempt > 0 && status == Pass {
				status = FlakyPass
			}
			break
		}
	}
	output := fmt.Sprintf("Exit Code: %d\n", code)
	if status == Timeout {
		output += fmt.Sprintf("Timeout: Reached timeout of %s seconds\n", strconv.FormatFloat(timeout.Seconds(), 'f', -1, 64))
	}
	output += "\n"
	if out != "" {
		output += "Command Output (stdout):\n--\n" + out + "\n--\n"
	}
	return &Result{Code: e.expectFailure(t, sc, status), Output: output}
}

// expandScript substitutes and parses the RUN lines; it returns the
// command texts for the trace and their syntax trees, or an UNRESOLVED
// result naming the file and line of the first bad one.
func expandScript(t *Test, sc *script, tmpBase string) ([]string, []shNode, *Result) {
	needReal := false
	for _, rl := range sc.runs {
		needReal = needReal || strings.Contains(rl.text, ":real}")
		for _, sub := range rl.substs {
			needReal = needReal || strings.Contains(sub.Value, ":real}")
		}
	}
	builtinSubsts := pathSubsts(t.Path, tmpBase, needReal)
	cmds := make([]string, len(sc.runs))
	nodes := make([]shNode, len(sc.runs))
	for i, rl := range sc.runs {
		cmd, err := substitute(rl.text, rl.substs, builtinSubsts)
		if err != nil {
			return nil, nil, &Result{Code: Unresolved, Output: fmt.Sprintf("%s:%d: %v", t.Path, rl.line, err)}
		}
		cmds[i] = strings.TrimLeft(cmd, " \t")
		if nodes[i], err = parseShell(cmd); err != nil {
			return nil, nil, &Result{Code: Unresolved, Output: fmt.Sprintf(
				"Exit Code: 1\n\nCommand Output (stdout):\n--\n# shell parser error on RUN: at line %d: %s\n# %s:%d: %v\n\n--\n",
				rl.line, cmds[i], t.Path, rl.line, err)}
		}
	}
	return cmds, nodes, nil
}

// expectFailure turns FAIL into XFAIL and a pass into XPASS for a test
// expected to fail by its XFAIL lines or --xfail, unless --xfail-not.
func (e *testEnv) expectFailure(t *Test, sc *script, status Code) Code {
	xfails := sc.xfails
	if e.xfail[t.RelPath] || e.xfail[t.FullName()] {
		xfails = append(xfails, "*")
	}
	if e.xfailNot[t.RelPath] || e.xfailNot[t.FullName()] {
		xfails = nil
	}
	if !xfailed(xfails, t.Config.Features) {
		return status
	}
	switch status {
	case Fail:
		return XFail
	case Pass, FlakyPass:
		return XPass
	}
	return status
}

// runOnce runs the script once and returns its trace, exit code and
// verdict (Pass, Fail or Timeout).
func (e *testEnv) runOnce(ctx context.Context, t *Test, sc *script, cmds []string, nodes []shNode, cwd string, timeout time.Duration) (string, int, Code) {
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	sh := &shell{
		ctx:       ctx,
		cwd:       cwd,
		env:       e.shellEnv(t.Config),
		tools:     e.tools,
		toolPaths: t.Config.ToolPaths,
		pipefail:  t.Config.Pipefail,
		envSet:    len(t.Config.Env) > 0,
		procCwd:   e.procCwd,
	}
	if !t.Config.InProcess {
		sh.tools = nil
	}
	var b strings.Builder
	code := 0
	for i, node := range nodes {
		fmt.Fprintf(&b, "# RUN: at line %d\n%s\n", sc.runs[i].line, cmds[i])
		sh.results = sh.results[:0]
		var err error
		code, err = sh.run(node)
		var se *shellError
		if errors.As(err, &se) {
			code = 127
			sh.results = append(sh.results, cmdResult{args: se.args, stderr: se.msg, exitCode: 127})
		}
		for _, r := range sh.results {
			formatCmdResult(&b, r, timeout > 0)
		}
		if err == errTimeout {
			return b.String(), code, Timeout
		}
		if err != nil || code != 0 {
			break
		}
	}
	if code != 0 {
		return b.String(), code, Fail
	}
	return b.String(), code, Pass
}

// shellEnv returns the environment a test's commands start with.
func (e *testEnv) shellEnv(cfg *Config) []string {
	env := e.env
	for _, kv := range cfg.Env {
		env = putEnv(env, kv)
	}
	if len(cfg.ToolPaths) > 0 {
		path, _ := getEnv(env, "PATH")
		dirs := strings.Join(cfg.ToolPaths, string(os.PathListSeparator))
		if path != "" {
			dirs += string(os.PathListSeparator) + path
		}
		env = setEnv(env, "PATH", dirs)
	}
	return env
}

// filterExprs returns the expressions whose value equals want.
func filterExprs(exprs, features []string, want bool) []string {
	var out []string
	for _, x := range exprs {
		if v, err := evalFeatures(x, features); err == nil && v == want {
			out = append(out, x)
		}
	}
	return out
}

func xfailed(xfails, features []string) bool {
	for _, x := range xfails {
		if x == "*" {
			return true
		}
		if v, err := evalFeatures(x, features); err == nil && v {
			return true
		}
	}
	return false
}
