package lit

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeTools are in-process tools for the shell tests.
func fakeTools() Registry {
	return Registry{
		"upper": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			data, _ := io.ReadAll(stdin)
			io.WriteString(stdout, strings.ToUpper(string(data)))
			return 0
		},
		"fail3": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			io.WriteString(stderr, "bad\n")
			return 3
		},
		"minus1": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int { return -1 },
		"boom": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			panic("kaboom")
		},
		"args": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			fmt.Fprintln(stdout, strings.Join(args, ","))
			return 0
		},
		"head1": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			line, _ := bufio.NewReader(stdin).ReadString('\n')
			io.WriteString(stdout, line)
			return 0
		},
		"bigout": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			chunk := []byte(strings.Repeat("y", 4096))
			for i := 0; i < 256; i++ {
				if _, err := stdout.Write(chunk); err != nil {
					return 0
				}
			}
			return 0
		},
	}
}

func newTestShell(t *testing.T, ctx context.Context) *shell {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"a1.txt", "a2.txt", "b.txt"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte(f+"\n"), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	// Executable but not a program: starting it fails.
	if err := os.WriteFile(filepath.Join(dir, "bad.bin"), []byte{0, 1, 2, 3}, 0o755); err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	return &shell{ctx: ctx, cwd: dir, env: os.Environ(), tools: fakeTools(), pipefail: true, procCwd: wd}
}

// runCmdLine parses and runs one command line; it returns the exit code
// and the stdout and stderr of all commands, concatenated.
func runCmdLine(t *testing.T, sh *shell, line string) (int, string, string, error) {
	t.Helper()
	n, err := parseShell(line)
	if err != nil {
		t.Fatalf("parseShell(%q): %v", line, err)
	}
	code, err := sh.run(n)
	var out, errOut strings.Builder
	for _, r := range sh.results {
		out.WriteString(r.stdout)
		errOut.WriteString(r.stderr)
	}
	return code, out.String(), errOut.String(), err
}

func TestShellRun(t *testing.T) {
	tests := []struct {
		line    string
		code    int
		stdout  string
		stderr  string // substring expected in stderr
		nofail  bool   // pipefail off
		wantErr string // substring of an aborting shell error
	}{
		{line: "echo hello", stdout: "hello\n"},
		{line: "echo -n a  b", stdout: "a b"},
		{line: `echo -e 'a\tb\x41\\'`, stdout: "a\tbA\\\n"},
		{line: `echo -e 'cut\chere'`, stdout: "cut"},
		{line: "echo hi | upper", stdout: "HI\n"},
		{line: "echo hi | upper | upper | cat", stdout: "HI\n"},
		{line: "true", code: 0},
		{line: "false", code: 1},
		{line: ": anything", code: 0},
		{line: "not false", code: 0},
		{line: "not true", code: 1},
		{line: "not not fail3", code: 1, stderr: "bad"},
		{line: "! true", code: 1},
		{line: "false | true", code: 1},
		{line: "false | true", code: 0, nofail: true},
		{line: "fail3", code: 3, stderr: "bad"},
		{line: "fail3 2>&1 | upper", code: 3, stdout: "BAD\n"},
		{line: "false || echo rescued", stdout: "rescued\n"},
		{line: "false && echo no", code: 1},
		{line: "echo a; false; echo b", stdout: "a\nb\n"},
		{line: "boom", code: 2, stderr: "panic: kaboom"},
		{line: "minus1", code: 255},
		{line: "not --crash boom", code: 1, stderr: "panic: kaboom"},
		{line: "sh -c 'exit 7'", code: 7},
		{line: "sh -c 'kill -9 $$'", code: -9},
		{line: "not --crash sh -c 'kill -SEGV $$'", code: 0},
		{line: "not --crash sh -c 'exit 1'", code: 1},
		{line: "env FOO=bar sh -c 'echo $FOO'", stdout: "bar\n"},
		{line: "env -u HOME sh -c 'echo ${HOME:-unset}'", stdout: "unset\n"},
		{line: "FOO=baz sh -c 'echo $FOO'", stdout: "baz\n"},
		{line: "no-such-command-xyz", code: 127, wantErr: "'no-such-command-xyz': command not found"},
		{line: "env", code: 127, wantErr: "'env' requires a subcommand"},
		{line: "not", code: 127, wantErr: "'not' requires a subcommand"},
		{line: "cat missing.txt", code: 1, stderr: "missing.txt"},
		{line: "echo a*.txt 'a*.txt' zz*", stdout: "a1.txt a2.txt a*.txt zz*\n"},
		{line: "mkdir -p d/e && cd d/e && echo x > f && cat f ../e/f", stdout: "x\nx\n"},
		{line: "mkdir d/e", code: 1, stderr: "mkdir"},
		{line: "rm missing", code: 1, stderr: "missing"},
		{line: "rm -f missing"},
		{line: "mkdir d && rm d", code: 1, stderr: "is a directory"},
		{line: "mkdir -p d/e && rm -rf d && cat d/e", code: 1},
		{line: "echo data > f && upper < f", stdout: "DATA\n"},
		{line: "echo one > f && echo two >> f && cat < f", stdout: "one\ntwo\n"},
		{line: "fail3 &> f; cat f", stdout: "bad\n"},
		{line: "fail3 2> f; upper < f", stdout: "BAD\n"},
		{line: "echo to-err >&2", stderr: "to-err"},
		{line: "cat < missing", code: 127, wantErr: "cannot open \"missing\" for reading"},
		{line: "cd missing", code: 1, stderr: "No such directory"},
		{line: "mkdir -p d && pushd d && echo in > f && popd && cat d/f", stdout: "in\n"},
		{line: "popd", code: 127, wantErr: "directory stack empty"},
		{line: "echo x | cd /", code: 127, wantErr: "cannot be part of a pipeline"},
		{line: "export X=1 && sh -c 'echo $X'", stdout: "1\n"},
		{line: "yes | head1", stdout: "y\n", nofail: true}, // yes ends by SIGPIPE or EPIPE
		{line: "yes | ./bad.bin", wantErr: "could not run './bad.bin'"},
		{line: "bigout | head -c 5", stdout: "yyyyy"},
		{line: "sh -c 'sleep 2 & echo started'", stdout: "started\n"}, // the sleep holds stdout past WaitDelay
		{line: "printf 'b\\na\\n' | sort | upper", stdout: "A\nB\n"},
		{line: "diff a1.txt a1.txt"},
		{line: "diff a1.txt a2.txt | tail -n 4", code: 1, stdout: "*** 1 ****\n! a1.txt\n--- 1 ----\n! a2.txt\n"},
		{line: "cat a1.txt | diff -u - a2.txt | tail -n 3", code: 1, stdout: "@@ -1 +1 @@\n-a1.txt\n+a2.txt\n"},
		{line: "diff a1.txt", code: 1, stderr: "missing or extra operand"},
		{line: "diff -q a1.txt a2.txt", code: 1, stderr: "option -q not recognized"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			sh := newTestShell(t, context.Background())
			sh.pipefail = !tt.nofail
			code, out, errOut, err := runCmdLine(t, sh, tt.line)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error %v", err)
			}
			if code != tt.code {
				t.Errorf("exit code = %d, want %d (stderr %q)", code, tt.code, errOut)
			}
			if out != tt.stdout {
				t.Errorf("stdout = %q, want %q", out, tt.stdout)
			}
			if !strings.Contains(errOut, tt.stderr) {
				t.Errorf("stderr = %q, want it to contain %q", errOut, tt.stderr)
			}
		})
	}
}

func TestShellTimeoutKillsProcessTree(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	sh := newTestShell(t, ctx)
	start := time.Now()
	// The background sleep keeps stdout open: only killing the process
	// group ends the pipeline quickly.
	_, _, _, err := runCmdLine(t, sh, "sh -c 'sleep 30 & sleep 30' | cat")
	if err != errTimeout {
		t.Fatalf("err = %v, want timeout", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("timeout took %v", d)
	}
}

func TestShellTimeoutInProcess(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	sh := newTestShell(t, ctx)
	release := make(chan struct{})
	defer close(release)
	sh.tools["hang"] = func(context.Context, []string, io.Reader, io.Writer, io.Writer) int { <-release; return 0 }
	_, _, _, err := runCmdLine(t, sh, "hang")
	if err != errTimeout {
		t.Fatalf("err = %v, want timeout", err)
	}
	if r := sh.results[0]; !r.timedOut {
		t.Errorf("result not marked timed out: %+v", r)
	}
}

func TestInProcessRelativePathsMadeAbsolute(t *testing.T) {
	sh := newTestShell(t, context.Background())
	// A relative file argument must resolve against the shell's cwd, not
	// the runner's: the tool sees it made absolute.
	_, out, _, err := runCmdLine(t, sh, "args a1.txt --in=b.txt -x nonexistent")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%s,--in=%s,-x,nonexistent\n", filepath.Join(sh.cwd, "a1.txt"), filepath.Join(sh.cwd, "b.txt"))
	if out != want {
		t.Errorf("stdout = %q, want %q", out, want)
	}
}

func TestInProcessEnvironmentNeedsBinary(t *testing.T) {
	sh := newTestShell(t, context.Background())
	bin := t.TempDir()
	script := "#!/bin/sh\necho \"binary sees $GREETING\"\n"
	if err := os.WriteFile(filepath.Join(bin, "args"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	sh.toolPaths = []string{bin}
	tests := []struct{ line, want string }{
		{"args plain", "plain\n"},                            // in-process
		{"env GREETING=hi args x", "binary sees hi\n"},       // env prefix: the binary
		{"GREETING=yo args x", "binary sees yo\n"},           // assignment prefix: the binary
		{"export GREETING=ho && args x", "binary sees ho\n"}, // export: the binary
	}
	for _, tt := range tests {
		sh.results, sh.env, sh.envSet = nil, os.Environ(), false
		_, out, _, err := runCmdLine(t, sh, tt.line)
		if err != nil || out != tt.want {
			t.Errorf("%s: stdout %q, err %v; want %q", tt.line, out, err, tt.want)
		}
	}
}
