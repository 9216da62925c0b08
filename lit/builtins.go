package lit

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// builtin is a command the internal shell implements itself.
type builtin func(sh *shell, args []string, stdin io.Reader, stdout, stderr io.Writer) int

// builtins lists the internal shell's commands; they win over tools and
// programs of the same name, as in lit.
var builtins = map[string]builtin{
	"cd":     func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	"export": func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	"pushd":  func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	"popd":   func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	"echo":   builtinEcho,
	"cat":    builtinCat,
	"diff":   builtinDiff,
	"rm":     builtinRm,
	"mkdir":  builtinMkdir,
	"true":   func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	":":      func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 0 },
	"false":  func(*shell, []string, io.Reader, io.Writer, io.Writer) int { return 1 },
}

// shellStateBuiltins change the shell itself and so must run alone.
var shellStateBuiltins = map[string]bool{"cd": true, "export": true, "pushd": true, "popd": true}

// runStateBuiltin runs cd or export, which change the shell's state.
func (sh *shell) runStateBuiltin(st *stage, c *shCommand) (int, error) {
	r := cmdResult{args: st.words}
	code := 0
	switch st.args[0] {
	case "cd", "pushd":
		if len(st.args) != 2 {
			return 127, &shellError{st.words, fmt.Sprintf("'%s' supports only one argument", st.args[0])}
		}
		dir := sh.abs(st.args[1])
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			r.stderr, code = fmt.Sprintf("%s: %s: No such directory\n", st.args[0], st.args[1]), 1
		} else {
			if st.args[0] == "pushd" {
				sh.dirStack = append(sh.dirStack, sh.cwd)
			}
			sh.cwd = dir
		}
	case "popd":
		if len(st.args) != 1 {
			return 127, &shellError{st.words, "'popd' does not support arguments"}
		}
		if len(sh.dirStack) == 0 {
			return 127, &shellError{st.words, "popd: directory stack empty"}
		}
		sh.cwd = sh.dirStack[len(sh.dirStack)-1]
		sh.dirStack = sh.dirStack[:len(sh.dirStack)-1]
	case "export":
		if len(st.args) != 2 || !assignRE.MatchString(st.args[1]) {
			return 127, &shellError{st.words, "'export' supports only one argument of the form NAME=value"}
		}
		sh.env = putEnv(sh.env, st.args[1])
		sh.envSet = true
	}
	if st.nots%2 == 1 {
		code = boolCode(code == 0)
	}
	r.exitCode = code
	sh.results = append(sh.results, r)
	return code, nil
}

func builtinEcho(_ *shell, args []string, _ io.Reader, stdout, _ io.Writer) int {
	args = args[1:]
	newline, escapes := true, false
	for len(args) > 0 && (args[0] == "-n" || args[0] == "-e" || args[0] == "-en" || args[0] == "-ne") {
		newline = newline && !strings.Contains(args[0], "n")
		escapes = escapes || strings.Contains(args[0], "e")
		args = args[1:]
	}
	s := strings.Join(args, " ")
	if escapes {
		var stop bool
		s, stop = echoEscapes(s)
		newline = newline && !stop
	}
	if newline {
		s += "\n"
	}
	io.WriteString(stdout, s)
	return 0
}

// echoEscapes interprets echo -e escapes; stop reports "\c".
func echoEscapes(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case 'e':
			b.WriteByte(0x1b)
		case '\\':
			b.WriteByte('\\')
		case 'c':
			return b.String(), true
		case '0', 'x':
			j, base, max := i+1, 8, 3
			if c == 'x' {
				base, max = 16, 2
			}
			for j < len(s) && j < i+1+max && strconv.IsPrint(rune(s[j])) && isDigitIn(s[j], base) {
				j++
			}
			if v, err := strconv.ParseUint(s[i+1:j], base, 8); err == nil {
				b.WriteByte(byte(v))
			} else if c == '0' {
				b.WriteByte(0)
			} else {
				b.WriteString(`\x`)
			}
			i = j - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String(), false
}

func isDigitIn(c byte, base int) bool {
	_, err := strconv.ParseUint(string(c), base, 8)
	return err == nil
}

func builtinCat(sh *shell, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	files := args[1:]
	if len(files) == 0 {
		files = []string{"-"}
	}
	code := 0
	for _, f := range files {
		if f == "-" {
			if _, err := io.Copy(stdout, stdin); err != nil {
				return 1
			}
			continue
		}
		if strings.HasPrefix(f, "-") {
			fmt.Fprintf(stderr, "Unsupported: 'cat':  option %s not recognized\n", f)
			return 1
		}
		in, err := os.Open(sh.abs(f))
		if err != nil {
			fmt.Fprintf(stderr, "cat: %s: %v\n", f, pathErr(err))
			code = 1
			continue
		}
		_, err = io.Copy(stdout, in)
		in.Close()
		if err != nil {
			return 1
		}
	}
	return code
}

func builtinRm(sh *shell, args []string, _ io.Reader, _, stderr io.Writer) int {
	force, recursive := false, false
	args = args[1:]
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'f':
				force = true
			case 'r', 'R':
				recursive = true
			default:
				fmt.Fprintf(stderr, "Unsupported: 'rm': option -%c not recognized\n", c)
				return 1
			}
		}
		args = args[1:]
	}
	code := 0
	for _, a := range args {
		p := sh.abs(a)
		fi, err := os.Lstat(p)
		if err != nil {
			if !force {
				fmt.Fprintf(stderr, "Error: 'rm' command failed, %s: %v\n", a, pathErr(err))
				code = 1
			}
			continue
		}
		if fi.IsDir() {
			if !recursive {
				fmt.Fprintf(stderr, "Error: %s is a directory\n", a)
				code = 1
				continue
			}
			err = os.RemoveAll(p)
		} else {
			err = os.Remove(p)
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: 'rm' command failed, %v\n", err)
			code = 1
		}
	}
	return code
}

func builtinMkdir(sh *shell, args []string, _ io.Reader, _, stderr io.Writer) int {
	parents := false
	args = args[1:]
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		if args[0] != "-p" {
			fmt.Fprintf(stderr, "Unsupported: 'mkdir': option %s not recognized\n", args[0])
			return 1
		}
		parents = true
		args = args[1:]
	}
	code := 0
	for _, a := range args {
		var err error
		if parents {
			err = os.MkdirAll(sh.abs(a), 0o777)
		} else {
			err = os.Mkdir(sh.abs(a), 0o777)
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: 'mkdir' command failed, %v\n", err)
			code = 1
		}
	}
	return code
}
