package models

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// exampleCommands reads the `symopt-models ... -o examples/FILE` lines of
// examples/README.md.
func exampleCommands(t *testing.T) map[string][]string {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join("..", "examples", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	cmds := map[string][]string{}
	for _, line := range strings.Split(string(readme), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || f[0] != "symopt-models" || f[len(f)-2] != "-o" {
			continue
		}
		cmds[f[len(f)-1]] = f[1 : len(f)-2]
	}
	return cmds
}

// TestExamplesAreFresh regenerates every shipped example with the command
// the README gives for it and compares.
func TestExamplesAreFresh(t *testing.T) {
	cmds := exampleCommands(t)
	if len(cmds) < 5 {
		t.Fatalf("README lists %d example commands, want at least 5", len(cmds))
	}
	shipped, _ := filepath.Glob(filepath.Join("..", "examples", "*.mlir"))
	for _, p := range shipped {
		if _, ok := cmds["examples/"+filepath.Base(p)]; !ok {
			t.Errorf("%s has no command in examples/README.md", p)
		}
	}
	for file, args := range cmds {
		t.Run(file, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := Main(args, &stdout, &stderr); code != 0 {
				t.Fatalf("symopt-models %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
			}
			have, err := os.ReadFile(filepath.Join("..", file))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(have, stdout.Bytes()) {
				t.Fatalf("%s is stale; regenerate it with: go run ./tools/symopt-models %s -o %s",
					file, strings.Join(args, " "), file)
			}
		})
	}
}
