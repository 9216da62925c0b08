package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/symopt/symopt/parser"
)

// The test binary runs as symopt itself when this variable is set.
func TestMain(m *testing.M) {
	if os.Getenv("SYMOPT_TEST_AS_MAIN") == "1" {
		os.Args = append([]string{"symopt"}, strings.Fields(os.Getenv("SYMOPT_TEST_ARGS"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

// TestSignalRemovesTemporaryOutput: symopt killed by INT, TERM or HUP
// while writing -o out.mlir leaves no temporary file behind and the old
// out.mlir unchanged.
func TestSignalRemovesTemporaryOutput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	if err := os.WriteFile(in, parser.GenerateGeneric(200, 2000), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.mlir")
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		if err := os.WriteFile(out, []byte("old\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "SYMOPT_TEST_AS_MAIN=1",
			"SYMOPT_TEST_ARGS=--allow-unregistered-dialect --pass-pipeline=builtin.module(cse,canonicalize,cse) "+in+" -o "+out)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(60 * time.Second)
		var tmps []string
		for len(tmps) == 0 && time.Now().Before(deadline) {
			tmps, _ = filepath.Glob(filepath.Join(dir, ".out.mlir.tmp*"))
			time.Sleep(2 * time.Millisecond)
		}
		if len(tmps) == 0 {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("%v: no temporary output file appeared", sig)
		}
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		if err == nil {
			t.Logf("%v: the run finished before the signal arrived", sig)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, ".out.mlir.tmp*")); len(left) > 0 {
			t.Errorf("%v: temporary files left: %v", sig, left)
		}
		if b, _ := os.ReadFile(out); err != nil && string(b) != "old\n" {
			t.Errorf("%v: killed run changed the old output", sig)
		}
	}
}
