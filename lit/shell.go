package lit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// shell is the internal shell's state while one test runs.
type shell struct {
	ctx       context.Context
	cwd       string
	env       []string // full environment, NAME=value
	tools     Registry // in-process tools; nil when disabled
	toolPaths []string // searched before $PATH
	pipefail  bool
	envSet    bool     // env differs from the runner's ([env] or export)
	procCwd   string   // the runner process's working directory
	dirStack  []string // pushd/popd
	results   []cmdResult
}

// cmdResult records one executed command for the trace.
type cmdResult struct {
	args     []string
	stdout   string
	stderr   string
	exitCode int
	files    []outFile // output redirected to files
	timedOut bool
}

type outFile struct{ name, path string }

// shellError aborts the whole script with exit code 127, like lit's
// InternalShellError.
type shellError struct {
	args []string
	msg  string
}

func (e *shellError) Error() string { return e.msg }

// errTimeout aborts a script whose time ran out.
var errTimeout = errors.New("timeout")

// run executes a parsed command line and returns its exit code.
func (sh *shell) run(n shNode) (int, error) {
	if sh.ctx.Err() != nil {
		return 1, errTimeout
	}
	switch n := n.(type) {
	case *shSeq:
		code, err := sh.run(n.lhs)
		if err != nil {
			return code, err
		}
		switch n.op {
		case "&&":
			if code != 0 {
				return code, nil
			}
		case "||":
			if code == 0 {
				return code, nil
			}
		}
		return sh.run(n.rhs)
	case *shPipeline:
		return sh.pipeline(n)
	}
	return 1, fmt.Errorf("unknown shell node %T", n)
}

// lookPath finds an executable like lit: names with a '/' are taken
// relative to the current directory, others are searched in the tool
// paths and then in $PATH.
func (sh *shell) lookPath(name string) (string, bool) {
	if strings.Contains(name, "/") {
		p := sh.abs(name)
		return p, isExecutable(p)
	}
	path, _ := getEnv(sh.env, "PATH")
	dirs := append(append([]string{}, sh.toolPaths...), filepath.SplitList(path)...)
	for _, d := range dirs {
		if d == "" {
			d = "."
		}
		p := filepath.Join(sh.abs(d), name)
		if isExecutable(p) {
			return p, true
		}
	}
	return "", false
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// abs resolves p against the shell's current directory.
func (sh *shell) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(sh.cwd, p)
}

// expandArgs removes quotes (already done by the lexer) and expands
// unquoted globs relative to the current directory; a glob that
// matches nothing stays as written.
func (sh *shell) expandArgs(words []shWord) []string {
	var out []string
	for _, w := range words {
		if !w.glob {
			out = append(out, w.text)
			continue
		}
		matches, err := filepath.Glob(sh.abs(w.text))
		if err != nil || len(matches) == 0 {
			out = append(out, w.text)
			continue
		}
		for _, m := range matches {
			if !filepath.IsAbs(w.text) {
				if rel, err := filepath.Rel(sh.cwd, m); err == nil {
					m = rel
				}
			}
			out = append(out, m)
		}
	}
	return out
}
