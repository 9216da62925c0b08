package filecheck

import (
	"fmt"
	"strconv"
	"strings"
)

// options are the parsed command-line options.
type options struct {
	checkFile      string
	checkFileSet   bool
	inputFile      string
	req            request
	dumpInputs     []int // 0 never, 1 fail, 2 always, 3 help
	dumpFilters    []dumpFilter
	dumpContexts   []int
	color          bool
	diff           bool
	warnMisspelled bool
	help           bool
	version        bool
}

type optKind int

const (
	optBool optKind = iota
	optValue
)

type optSpec struct {
	name string
	kind optKind
	set  func(o *options, v string) error
}

func setBool(f func(o *options) *bool) func(*options, string) error {
	return func(o *options, v string) error {
		switch v {
		case "", "true", "TRUE", "True", "1":
			*f(o) = true
		case "false", "FALSE", "False", "0":
			*f(o) = false
		default:
			return fmt.Errorf("'%s' is invalid value for boolean argument! Try 0 or 1", v)
		}
		return nil
	}
}

func commaList(f func(o *options) *[]string) func(*options, string) error {
	return func(o *options, v string) error {
		*f(o) = append(*f(o), strings.Split(v, ",")...)
		return nil
	}
}

func optionTable() []optSpec {
	return []optSpec{
		{"input-file", optValue, func(o *options, v string) error { o.inputFile = v; return nil }},
		{"check-prefixes", optValue, commaList(func(o *options) *[]string { return &o.req.checkPrefixes })},
		// -check-prefix takes its value whole (a comma in it is then
		// rejected as an invalid prefix); only the -check-prefixes alias
		// splits at commas.
		{"check-prefix", optValue, func(o *options, v string) error {
			o.req.checkPrefixes = append(o.req.checkPrefixes, v)
			return nil
		}},
		{"comment-prefixes", optValue, commaList(func(o *options) *[]string { return &o.req.commentPrefixes })},
		{"implicit-check-not", optValue, func(o *options, v string) error {
			o.req.implicitCheckNot = append(o.req.implicitCheckNot, v)
			return nil
		}},
		{"strict-whitespace", optBool, setBool(func(o *options) *bool { return &o.req.strictWhitespace })},
		{"ignore-case", optBool, setBool(func(o *options) *bool { return &o.req.ignoreCase })},
		{"allow-empty", optBool, setBool(func(o *options) *bool { return &o.req.allowEmpty })},
		{"allow-unused-prefixes", optBool, setBool(func(o *options) *bool { return &o.req.allowUnusedPrefixes })},
		{"match-full-lines", optBool, setBool(func(o *options) *bool { return &o.req.matchFullLines })},
		{"enable-var-scope", optBool, setBool(func(o *options) *bool { return &o.req.enableVarScope })},
		{"allow-deprecated-dag-overlap", optBool, setBool(func(o *options) *bool { return &o.req.allowDagOverlap })},
		{"v", optBool, setBool(func(o *options) *bool { return &o.req.verbose })},
		{"vv", optBool, setBool(func(o *options) *bool { return &o.req.verboseVerbose })},
		{"dump-input", optValue, func(o *options, v string) error {
			m := map[string]int{"never": 0, "fail": 1, "always": 2, "help": 3}
			n, ok := m[v]
			if !ok {
				//lint:ignore ST1005 FileCheck-19's own wording
				return fmt.Errorf("Cannot find option named '%s'!", v)
			}
			o.dumpInputs = append(o.dumpInputs, n)
			return nil
		}},
		{"dump-input-filter", optValue, func(o *options, v string) error {
			m := map[string]dumpFilter{"error": filterError, "annotation": filterAnnotation, "annotation-full": filterAnnotationFull, "all": filterAll}
			n, ok := m[v]
			if !ok {
				//lint:ignore ST1005 FileCheck-19's own wording
				return fmt.Errorf("Cannot find option named '%s'!", v)
			}
			o.dumpFilters = append(o.dumpFilters, n)
			return nil
		}},
		{"dump-input-context", optValue, func(o *options, v string) error {
			n, err := strconv.ParseUint(v, 0, 32)
			if err != nil {
				//lint:ignore ST1005 FileCheck-19's own wording
				return fmt.Errorf("'%s' value invalid for uint argument!", v)
			}
			o.dumpContexts = append(o.dumpContexts, int(n))
			return nil
		}},
		{"color", optBool, setBool(func(o *options) *bool { return &o.color })},
		{"diff", optBool, setBool(func(o *options) *bool { return &o.diff })},
		{"warn-misspelled", optBool, setBool(func(o *options) *bool { return &o.warnMisspelled })},
		{"help", optBool, setBool(func(o *options) *bool { return &o.help })},
		// -h is LLVM's short alias of -help.
		{"h", optBool, setBool(func(o *options) *bool { return &o.help })},
		{"version", optBool, setBool(func(o *options) *bool { return &o.version })},
	}
}

func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// parseArgs parses arguments the way LLVM's cl::ParseCommandLineOptions
// does for FileCheck's options. Errors are returned as the text to print
// (without the program-name prefix) for exit status 1.
func parseArgs(args []string) (*options, []string) {
	o := &options{inputFile: "-"}
	table := optionTable()
	find := func(n string) *optSpec {
		for i := range table {
			if table[i].name == n {
				return &table[i]
			}
		}
		return nil
	}
	var errs []string
	var positional []string
	onlyPositional := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if onlyPositional || a == "-" || !strings.HasPrefix(a, "-") {
			positional = append(positional, a)
			continue
		}
		if a == "--" {
			onlyPositional = true
			continue
		}
		body := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		name, val, hasVal := strings.Cut(body, "=")
		if body == "D" {
			errs = append(errs, "for the -D option: requires a value!")
			continue
		}
		spec := find(name)
		if spec == nil && strings.HasPrefix(body, "D") {
			o.req.globalDefines = append(o.req.globalDefines, body[1:])
			continue
		}
		if spec == nil {
			errs = append(errs, fmt.Sprintf("Unknown command line argument '%s'.  Try: '%%PROG%% --help'\n%%NAME%%: Did you mean '%s'?", a, nearestOption(body)))
			continue
		}
		if spec.kind == optValue && !hasVal {
			if i+1 >= len(args) {
				errs = append(errs, fmt.Sprintf("for the %s option: requires a value!", dashed(name)))
				continue
			}
			i++
			val = args[i]
		}
		if err := spec.set(o, val); err != nil {
			errs = append(errs, fmt.Sprintf("for the %s option: %s", dashed(name), err.Error()))
		}
	}
	if len(positional) > 1 {
		errs = append(errs, "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %PROG% --help")
	}
	if len(positional) >= 1 {
		o.checkFile = positional[0]
		o.checkFileSet = true
	}
	return o, errs
}

// tokenizeGNU splits an environment variable's value into arguments like
// LLVM's TokenizeGNUCommandLine.
func tokenizeGNU(s string) []string {
	var out []string
	var cur strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			in = true
		case c == '\'' || c == '"':
			in = true
			for i++; i < len(s) && s[i] != c; i++ {
				if c == '"' && s[i] == '\\' && i+1 < len(s) {
					i++
				}
				cur.WriteByte(s[i])
			}
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}
