package lit

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
)

// stage is one command of a pipeline, ready to start.
type stage struct {
	words    []string  // the command as written, for the trace
	args     []string  // after env/not prefixes
	env      []string  // environment; differs from the shell's after env/VAR=
	envSet   bool      // an env or VAR=x prefix was used
	nots     int       // number of plain "not" / "!" prefixes
	crash    bool      // "not --crash"
	stdin    io.Reader // nil for empty input
	stdout   io.Writer
	stderr   io.Writer
	outBuf   *syncBuffer // captured stdout, nil when redirected
	errBuf   *syncBuffer // captured stderr, nil when redirected
	files    []outFile
	closers  []io.Closer // redirection files, closed after the stage ends
	pipeIn   *os.File    // pipe read end owned by this stage
	pipeOut  *os.File    // pipe write end owned by this stage
	nextIn   *os.File    // read end of pipeOut, owned by the next stage
	builtin  builtin
	tool     Tool
	exe      string
	code     int
	timedOut bool
}

var assignRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)

// prefixes strips "env ...", "VAR=x", "not", "not --crash" and "!".
func (sh *shell) prefixes(st *stage) error {
	args := st.args
	st.env = sh.env
	for len(args) > 0 {
		switch {
		case args[0] == "env":
			args = args[1:]
			for len(args) > 0 {
				if args[0] == "-u" && len(args) > 1 {
					st.env = unsetEnv(st.env, args[1])
					args = args[2:]
				} else if args[0] == "-i" || args[0] == "-" {
					st.env = nil
					args = args[1:]
				} else if assignRE.MatchString(args[0]) {
					st.env = putEnv(st.env, args[0])
					args = args[1:]
				} else {
					break
				}
			}
			st.envSet = true
			if len(args) == 0 {
				return &shellError{st.words, "Error: 'env' requires a subcommand"}
			}
		case assignRE.MatchString(args[0]) && len(args) > 1:
			st.env = putEnv(st.env, args[0])
			st.envSet = true
			args = args[1:]
		case args[0] == "not" || args[0] == "!":
			isNot := args[0] == "not"
			args = args[1:]
			if isNot && len(args) > 0 && args[0] == "--crash" {
				st.crash = true
				args = args[1:]
			} else {
				st.nots++
			}
			if len(args) == 0 {
				return &shellError{st.words, "Error: 'not' requires a subcommand"}
			}
		default:
			st.args = args
			return nil
		}
	}
	st.args = args
	return nil
}

func putEnv(env []string, kv string) []string {
	name, val, _ := cutEq(kv)
	return setEnv(env, name, val)
}

func unsetEnv(env []string, name string) []string {
	return slices.DeleteFunc(slices.Clone(env), func(kv string) bool {
		k, _, _ := cutEq(kv)
		return k == name
	})
}

func cutEq(kv string) (string, string, bool) {
	for i := 0; i < len(kv); i++ {
		if kv[i] == '=' {
			return kv[:i], kv[i+1:], true
		}
	}
	return kv, "", false
}

// redirect applies a command's redirections to its stage.
func (sh *shell) redirect(st *stage, c *shCommand) error {
	for _, r := range c.redirects {
		target := r.target.text
		if r.target.glob {
			if m := sh.expandArgs([]shWord{r.target}); len(m) == 1 {
				target = m[0]
			} else {
				return &shellError{st.words, "Unsupported: glob in redirect expanded to multiple files"}
			}
		}
		fd := r.fd
		switch r.op {
		case "<":
			f, err := os.Open(sh.abs(target))
			if err != nil {
				return &shellError{st.words, fmt.Sprintf("cannot open %q for reading: %v", target, pathErr(err))}
			}
			st.closers = append(st.closers, f)
			st.stdin = f
		case "<&":
			return &shellError{st.words, "Unsupported redirect: '<&'"}
		case ">&", "&>", ">", ">>":
			if fd < 0 {
				fd = 1
			}
			if r.op == ">&" && (target == "1" || target == "2") {
				if fd == 2 && target == "1" {
					st.stderr, st.errBuf = st.stdout, nil
				} else if fd == 1 && target == "2" {
					st.stdout, st.outBuf = st.stderr, nil
				}
				continue
			}
			if fd != 1 && fd != 2 {
				return &shellError{st.words, fmt.Sprintf("Unsupported redirect for descriptor %d", fd)}
			}
			flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
			if r.op == ">>" {
				flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
			}
			f, err := os.OpenFile(sh.abs(target), flags, 0o666)
			if err != nil {
				return &shellError{st.words, fmt.Sprintf("cannot open %q for writing: %v", target, pathErr(err))}
			}
			st.closers = append(st.closers, f)
			if target != os.DevNull {
				st.files = append(st.files, outFile{target, sh.abs(target)})
			}
			if r.op == "&>" || r.op == ">&" || fd == 1 {
				st.stdout, st.outBuf = f, nil
			}
			if r.op == "&>" || r.op == ">&" || fd == 2 {
				st.stderr, st.errBuf = f, nil
			}
		}
	}
	return nil
}

func pathErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
