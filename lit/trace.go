package lit

import (
	"fmt"
	"os"
	"strings"
)

// formatCmdResult appends one command's entry to a test's trace, in
// the layout of lit's internal shell.
func formatCmdResult(b *strings.Builder, r cmdResult, timeoutSet bool) {
	b.WriteString("# executed command: ")
	words := make([]string, len(r.args))
	leading := true
	for i, a := range r.args {
		if leading && a == "!" {
			words[i] = a
			continue
		}
		leading = false
		words[i] = shQuote(a)
	}
	b.WriteString(strings.Join(words, " "))
	b.WriteString("\n")
	out, errOut := strings.TrimSpace(r.stdout), strings.TrimSpace(r.stderr)
	if !timeoutSet && r.exitCode == 0 && out == "" && errOut == "" {
		return
	}
	for _, f := range r.files {
		if data, err := os.ReadFile(f.path); err == nil {
			b.WriteString(formatOutput(fmt.Sprintf("redirected output from '%s'", f.name), string(data), 1024))
		}
	}
	if out != "" {
		b.WriteString(formatOutput("command stdout", r.stdout, -1))
	}
	if errOut != "" {
		b.WriteString(formatOutput("command stderr", r.stderr, -1))
	}
	if out == "" && errOut == "" {
		b.WriteString("# note: command had no output on stdout or stderr\n")
	}
	if r.exitCode != 0 {
		fmt.Fprintf(b, "# error: command failed with exit status: %d\n", r.exitCode)
	}
	if timeoutSet && r.timedOut {
		b.WriteString("# error: command reached timeout: True\n")
	}
}

// formatOutput frames data as lit does: "# .---title---" then each line
// prefixed with "# | ", then "# `-----".
func formatOutput(title, data string, limit int) string {
	if strings.TrimSpace(data) == "" {
		return ""
	}
	msg := ""
	if limit >= 0 && len(data) > limit {
		data = data[:limit] + "\n...\n"
		msg = "data was truncated"
	}
	const dashes = 30
	var b strings.Builder
	fmt.Fprintf(&b, "# .---%s%s\n", title, strings.Repeat("-", max(0, dashes-4-len(title))))
	b.WriteString("# | " + strings.Join(splitLinesPy(data), "\n# | ") + "\n")
	fmt.Fprintf(&b, "# `---%s%s\n", msg, strings.Repeat("-", max(0, dashes-4-len(msg))))
	return b.String()
}

// splitLinesPy splits like Python's str.splitlines for \n, \r\n and \r.
func splitLinesPy(s string) []string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.TrimSuffix(s, "\n")
	return strings.Split(s, "\n")
}
