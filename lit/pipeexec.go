package lit

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// pipeline runs the commands of p concurrently, connected by OS pipes,
// and returns the exit code of the last command, or with pipefail the
// last non-zero one.
func (sh *shell) pipeline(p *shPipeline) (int, error) {
	stages := make([]*stage, len(p.cmds))
	defer func() {
		for _, st := range stages {
			if st != nil {
				closeAll(st)
				if st.nextIn != nil {
					st.nextIn.Close()
				}
			}
		}
	}()
	for i, c := range p.cmds {
		words := make([]string, len(c.args))
		for j, w := range c.args {
			words[j] = w.text
		}
		st := &stage{words: words, args: sh.expandArgs(c.args)}
		stages[i] = st
		if err := sh.prefixes(st); err != nil {
			return 127, err
		}
		if err := sh.resolve(st, len(p.cmds)); err != nil {
			return 127, err
		}
		if st.builtin != nil && shellStateBuiltins[st.args[0]] {
			return sh.runStateBuiltin(st, c)
		}
	}
	for i, c := range p.cmds {
		st := stages[i]
		if i > 0 {
			st.stdin, st.pipeIn = stages[i-1].nextIn, stages[i-1].nextIn
		}
		if i == len(p.cmds)-1 {
			st.outBuf = &syncBuffer{}
			st.stdout = st.outBuf
		} else {
			r, w, err := os.Pipe()
			if err != nil {
				return 127, &shellError{st.words, err.Error()}
			}
			st.pipeOut = w
			st.stdout = w
			st.nextIn = r
		}
		st.errBuf = &syncBuffer{}
		st.stderr = st.errBuf
		if err := sh.redirect(st, c); err != nil {
			return 127, err
		}
	}
	var wg sync.WaitGroup
	for i, st := range stages {
		if err := sh.start(st, &wg); err != nil {
			// Unblock the stages already running before waiting for them.
			for _, rest := range stages[i:] {
				closeAll(rest)
				if rest.nextIn != nil {
					rest.nextIn.Close()
				}
			}
			wg.Wait()
			return 127, err
		}
	}
	wg.Wait()
	code := 0
	timedOut := false
	for _, st := range stages {
		c := st.code
		if st.crash {
			c = boolCode(c >= 0)
		}
		if st.nots%2 == 1 {
			c = boolCode(c == 0)
		} else if st.nots > 1 {
			c = boolCode(c != 0)
		}
		r := cmdResult{args: st.words, exitCode: c, files: st.files, timedOut: st.timedOut}
		if st.outBuf != nil {
			r.stdout = st.outBuf.String()
		}
		if st.errBuf != nil && st.stderr == io.Writer(st.errBuf) {
			r.stderr = st.errBuf.String()
		}
		sh.results = append(sh.results, r)
		if !sh.pipefail || c != 0 {
			code = c
		}
		timedOut = timedOut || st.timedOut
	}
	if timedOut || sh.ctx.Err() != nil {
		return code, errTimeout
	}
	return code, nil
}

func boolCode(fail bool) int {
	if fail {
		return 1
	}
	return 0
}

func closeAll(st *stage) {
	for _, c := range st.closers {
		c.Close()
	}
	st.closers = nil
	for _, f := range []*os.File{st.pipeIn, st.pipeOut} {
		if f != nil {
			f.Close()
		}
	}
	st.pipeIn, st.pipeOut = nil, nil
}

// resolve decides how a stage runs: builtin, in-process tool or process.
func (sh *shell) resolve(st *stage, n int) error {
	name := st.args[0]
	if b, ok := builtins[name]; ok {
		if st.crash {
			return &shellError{st.words, fmt.Sprintf("Error: 'not --crash' cannot call '%s'", name)}
		}
		if shellStateBuiltins[name] && (n > 1 || st.envSet) {
			return &shellError{st.words, fmt.Sprintf("Unsupported: '%s' cannot be part of a pipeline or take env", name)}
		}
		st.builtin = b
		return nil
	}
	exe, found := sh.lookPath(name)
	if t, ok := sh.tools.Lookup(name); ok && !strings.Contains(name, "/") {
		// A tool sees the runner's environment, so a changed one needs
		// the binary when there is one.
		if !(st.envSet || sh.envSet) || !found {
			if sh.relFileArgs(st.args[1:]) {
				st.args = sh.absFileArgs(st.args)
			}
			st.tool = t
			return nil
		}
	}
	if !found {
		return &shellError{st.words, fmt.Sprintf("'%s': command not found", name)}
	}
	st.exe = exe
	return nil
}

// start launches a stage; wg is done when it has finished.
func (sh *shell) start(st *stage, wg *sync.WaitGroup) error {
	if st.exe != "" {
		return sh.startProcess(st, wg)
	}
	in := st.stdin
	if in == nil {
		in = strings.NewReader("")
	}
	done := make(chan int, 1)
	go func() {
		var code int
		if st.builtin != nil {
			code = st.builtin(sh, st.args, in, st.stdout, st.stderr)
		} else {
			code = runTool(sh.ctx, st.tool, st.args[1:], in, st.stdout, st.stderr)
		}
		done <- code
	}()
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case st.code = <-done:
		case <-sh.ctx.Done():
			st.code, st.timedOut = -int(syscall.SIGKILL), true
			// Like a killed process, the command stops: its pipes close
			// and, having seen ctx done, it returns. Wait for that as long
			// as for a process's leftovers (startProcess's WaitDelay).
			closeAll(st)
			select {
			case <-done:
			case <-time.After(toolStopDelay):
				if st.errBuf != nil {
					fmt.Fprintf(st.errBuf, "note: in-process '%s' still running %v after the timeout\n", st.args[0], toolStopDelay)
				}
			}
		}
		closeAll(st)
	}()
	return nil
}

// toolStopDelay is how long a timed-out command is given to stop.
const toolStopDelay = time.Second

func (sh *shell) startProcess(st *stage, wg *sync.WaitGroup) error {
	cmd := exec.CommandContext(sh.ctx, st.exe, st.args[1:]...)
	cmd.Args[0] = st.args[0]
	cmd.Dir = sh.cwd
	cmd.Env = st.env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = st.stdin, st.stdout, st.stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = toolStopDelay
	if err := cmd.Start(); err != nil {
		return &shellError{st.words, fmt.Sprintf("could not run '%s': %v", st.args[0], pathErr(err))}
	}
	// The child holds its own copies of pipe ends and files now.
	closeAll(st)
	wg.Add(1)
	go func() {
		defer wg.Done()
		err := cmd.Wait()
		st.code = exitCode(cmd, err)
		if sh.ctx.Err() != nil {
			st.timedOut = true
		}
	}()
	return nil
}

func exitCode(cmd *exec.Cmd, err error) int {
	if cmd.ProcessState == nil {
		return 127
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -int(ws.Signal())
	}
	// ErrWaitDelay only says that a leftover background process kept
	// the output open; the command itself finished.
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) && !errors.Is(err, exec.ErrWaitDelay) && cmd.ProcessState.ExitCode() == 0 {
		return 1
	}
	return cmd.ProcessState.ExitCode()
}

// relFileArgs reports whether an in-process tool would see a path
// relative to a directory other than the runner's own working directory.
func (sh *shell) relFileArgs(args []string) bool {
	if sh.cwd == sh.procCwd {
		return false
	}
	for _, a := range args {
		if p := fileArgPath(a); p != "" && !strings.HasPrefix(p, "/") {
			if _, err := os.Stat(sh.abs(p)); err == nil {
				return true
			}
		}
	}
	return false
}

// absFileArgs makes relative file arguments absolute.
func (sh *shell) absFileArgs(args []string) []string {
	out := append([]string{}, args...)
	for i, a := range out[1:] {
		p := fileArgPath(a)
		if p == "" || strings.HasPrefix(p, "/") {
			continue
		}
		if _, err := os.Stat(sh.abs(p)); err == nil {
			out[i+1] = a[:len(a)-len(p)] + sh.abs(p)
		}
	}
	return out
}

// fileArgPath returns the part of an argument that may name a file:
// the whole argument, or the value of "-opt=value".
func fileArgPath(a string) string {
	if strings.HasPrefix(a, "-") {
		if _, v, ok := strings.Cut(a, "="); ok {
			return v
		}
		return ""
	}
	return a
}
