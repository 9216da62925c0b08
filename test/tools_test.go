package test

import (
	"io"
	"os"
	"os/exec"
	"testing"

	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/lit"
)

// TODO(wiring): until lit/filecheck has its Main, filecheck runs
// LLVM's FileCheck-19 as a process; replace execTool with filecheck.Main.
func tools(t *testing.T) lit.Registry {
	fc, err := exec.LookPath("FileCheck-19")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("FileCheck-19 is needed until lit/filecheck is wired: %v", err)
		}
		t.Skipf("FileCheck-19 not found: %v", err)
	}
	return lit.Registry{
		"filecheck": execTool(fc),
		"FileCheck": execTool(fc),
		"symopt":    driver.Main,
	}
}

func lookupFilter() string { return os.Getenv("LIT_FILTER") }

func execTool(path string) lit.Tool {
	return func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		cmd := exec.Command(path, args...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
		if err := cmd.Run(); err != nil {
			if ee, ok := err.(*exec.ExitError); ok {
				return ee.ExitCode()
			}
			return 127
		}
		return 0
	}
}
