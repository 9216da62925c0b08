package lit

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"
)

// Tool is a command that can run inside the runner's process. It has the
// same contract as a main function: args excludes argv[0], and the return
// value is the exit code. When ctx is done (the test's time is up, or
// the run was interrupted) the tool must stop and return soon, as a
// killed process would: a goroutine cannot be killed, and one left
// running keeps burning CPU during the tests after it.
type Tool func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int

// Registry maps command names, as written in RUN lines, to in-process
// tools. A nil Registry registers nothing.
type Registry map[string]Tool

// Lookup returns the tool registered under name.
func (r Registry) Lookup(name string) (Tool, bool) {
	t, ok := r[name]
	return t, ok && t != nil
}

// runTool calls t and returns what a process running it would report:
// the exit code modulo 256, and for a panic the message and stack on
// stderr and exit code 2. A tool must return, never call os.Exit.
func runTool(ctx context.Context, t Tool, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "panic: %v\n\n%s", p, debug.Stack())
			code = 2
		}
	}()
	return t(ctx, args, stdin, stdout, stderr) & 0xff
}
