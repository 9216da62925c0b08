package main

import (
	"bytes"
	"os/exec"
	"regexp"
	"strings"

	"github.com/symopt/symopt/driver"
)

// printOnlyRun matches a RUN line that only parses and prints the file:
// `<tool>-opt [flags] %s [flags] | FileCheck %s [--check-prefix=P]` with
// no pass among the flags.
var printOnlyRun = regexp.MustCompile(`^//\s*RUN:\s*[\w-]+-opt((?:\s+(?:-{1,2}split-input-file|-{1,2}allow-unregistered-dialect|-o -|%s))+)\s*\|\s*FileCheck\s+%s((?:\s+-{1,2}check-prefix[=\s]\S+)?)\s*$`)

// printCheck runs every print-only RUN line of a corpus file with symopt in
// place of the upstream tool and FileCheck on the output, so that the
// upstream CHECK lines judge symopt's pretty print. It returns how many
// such lines the file has and how many pass, and a line about each
// failure.
func printCheck(src []byte, file, filecheck string) (runs, passed int, failures []string) {
	for _, line := range strings.Split(string(src), "\n") {
		m := printOnlyRun.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		runs++
		args := []string{"-allow-unregistered-dialect"}
		for _, f := range strings.Fields(strings.ReplaceAll(m[1], "-o -", "")) {
			if f != "%s" {
				args = append(args, f)
			}
		}
		var out, errb bytes.Buffer
		if driver.Main(append(args, "-"), bytes.NewReader(src), &out, &errb) != 0 {
			failures = append(failures, "symopt: "+firstLine(errb.String()))
			continue
		}
		cmdArgs := []string{file}
		if p := strings.TrimSpace(m[2]); p != "" {
			cmdArgs = append(cmdArgs, strings.Fields(strings.Replace(p, "=", " ", 1))...)
		}
		cmd := exec.Command(filecheck, cmdArgs...)
		cmd.Stdin = &out
		var ferr bytes.Buffer
		cmd.Stderr = &ferr
		if err := cmd.Run(); err != nil {
			failures = append(failures, "FileCheck: "+firstLine(ferr.String()))
			continue
		}
		passed++
	}
	return runs, passed, failures
}
