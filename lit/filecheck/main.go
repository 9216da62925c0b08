package filecheck

import (
	"bufio"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Main runs FileCheck with command-line args (without argv[0]) and returns the exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return MainContext(context.Background(), args, stdin, stdout, stderr)
}

// MainContext is Main stopping once ctx is done, the way a killed
// process stops: the lit runner cancels ctx when a test's time is up.
// It then returns 1 after a line saying why.
func MainContext(runCtx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	// The program name in messages: the binary's when it is a FileCheck,
	// "FileCheck" when Main runs inside another program (a lit runner).
	prog := "FileCheck"
	argv0 := prog
	if len(os.Args) > 0 && strings.Contains(strings.ToLower(filepath.Base(os.Args[0])), "filecheck") {
		argv0 = os.Args[0]
		prog = filepath.Base(argv0)
	}
	// Diagnostics can be many small writes; buffer them.
	bw := bufio.NewWriterSize(stderr, 1<<16)
	defer bw.Flush()
	stderr = bw
	all := append(tokenizeGNU(os.Getenv("FILECHECK_OPTS")), args...)
	o, errs := parseArgs(all)
	if len(errs) != 0 {
		for _, e := range errs {
			e = strings.ReplaceAll(strings.ReplaceAll(e, "%PROG%", argv0), "%NAME%", prog)
			io.WriteString(stderr, prog+": "+e+"\n")
		}
		return 1
	}
	if o.help {
		io.WriteString(stdout, usageText(prog))
		return 0
	}
	if o.version {
		io.WriteString(stdout, "symopt filecheck (LLVM FileCheck 19 compatible)\n")
		return 0
	}
	dumpInput := 1
	if len(o.dumpInputs) > 0 {
		dumpInput = o.dumpInputs[0]
		for _, d := range o.dumpInputs {
			if d > dumpInput {
				dumpInput = d
			}
		}
	}
	filter := filterError
	if dumpInput == 2 {
		filter = filterAll
	}
	if len(o.dumpFilters) > 0 {
		filter = o.dumpFilters[0]
		for _, f := range o.dumpFilters {
			if f > filter {
				filter = f
			}
		}
	}
	context := 5
	if len(o.dumpContexts) > 0 {
		context = o.dumpContexts[0]
		for _, c := range o.dumpContexts {
			if c > context {
				context = c
			}
		}
	}
	if o.color {
		stderr = &colorWriter{stderr}
	}
	if dumpInput == 3 {
		if o.color {
			io.WriteString(stdout, coloredDumpHelp())
			return 0
		}
		io.WriteString(stdout, dumpInputHelp)
		return 0
	}
	if !o.checkFileSet || o.checkFile == "" {
		io.WriteString(stderr, "<check-file> not specified\n")
		return 2
	}
	req := &o.req
	bad := false
	var defs []string
	for _, g := range req.globalDefines {
		eq := strings.IndexByte(g, '=')
		if eq < 0 {
			io.WriteString(stderr, "Missing equal sign in command-line definition '-D"+g+"'\n")
			bad = true
			continue
		}
		if eq == 0 {
			io.WriteString(stderr, "Missing variable name in command-line definition '-D"+g+"'\n")
			bad = true
			continue
		}
		defs = append(defs, g)
	}
	if bad {
		return 2
	}
	req.globalDefines = defs
	if req.verboseVerbose {
		req.verbose = true
	}
	if !validateCheckPrefixes(stderr, req) {
		return 2
	}
	checkText, err := readInput(o.checkFile, stdin)
	if err != nil {
		io.WriteString(stderr, "Could not open check file '"+o.checkFile+"': "+errnoText(err)+"\n")
		return 2
	}
	checkBuf := newBuffer(o.checkFile, canonicalize(checkText, req.strictWhitespace))
	ctx := newPatternContext()
	if runCtx.Done() != nil {
		ctx.done = runCtx
		defer func() {
			if r := recover(); r != nil {
				s, ok := r.(stopRun)
				if !ok {
					panic(r)
				}
				io.WriteString(stderr, prog+": stopped: "+s.err.Error()+"\n")
				code = 1
			}
		}()
	}
	c := &checker{req: req, ctx: ctx, w: stderr}
	var imp implicitPatternBuffers
	if code := c.readCheckFile(checkBuf, &imp); code != 0 {
		return code
	}
	inputName := o.inputFile
	inputText, err := readInput(o.inputFile, stdin)
	if inputName == "-" {
		inputName = "<stdin>"
	}
	if err != nil {
		io.WriteString(stderr, "Could not open input file '"+inputName+"': "+errnoText(err)+"\n")
		return 2
	}
	if len(inputText) == 0 && !req.allowEmpty {
		io.WriteString(stderr, "FileCheck error: '"+inputName+"' is empty.\n")
		var cl strings.Builder
		cl.WriteString("FileCheck command line: ")
		for _, a := range append([]string{argv0}, args...) {
			cl.WriteString(" " + a)
		}
		io.WriteString(stderr, cl.String()+"\n")
		return 2
	}
	bufName := o.inputFile
	if bufName == "-" {
		bufName = "<stdin>"
	}
	inBuf := newBuffer(bufName, canonicalize(inputText, req.strictWhitespace))
	var diags []fcDiag
	if dumpInput != 0 {
		c.diags = &diags
	}
	var diffOut strings.Builder
	if o.diff {
		c.diffOut = &diffOut
	}
	ok := c.checkInput(whole(inBuf))
	code = 0
	if !ok {
		code = 1
	}
	if o.diff && !ok {
		io.WriteString(stderr, diffOut.String())
	}
	if dumpInput == 2 || code == 1 && dumpInput == 1 {
		io.WriteString(stderr, "\nInput file: "+inputName+"\nCheck file: "+o.checkFile+"\n\n-dump-input=help explains the following input dump.\n\n")
		anns, width := buildAnnotations(diags, checkBuf, imp)
		dumpAnnotatedInput(stderr, filter, context, req.verbose, inBuf.text, anns, width)
	}
	if o.warnMisspelled {
		warnMisspelled(stderr, checkBuf, req)
	}
	return code
}

func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		if stdin == nil {
			return nil, nil
		}
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// errnoText renders an I/O error like strerror.
func errnoText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	var en syscall.Errno
	if errors.As(err, &en) {
		s := en.Error()
		if s != "" {
			return strings.ToUpper(s[:1]) + s[1:]
		}
	}
	return err.Error()
}

func usageText(prog string) string {
	return "OVERVIEW: check that a file's contents match the expected patterns\n\n" +
		"USAGE: " + prog + " [options] <check-file>\n\n" +
		"See docs/filecheck.md for the supported options.\n"
}
