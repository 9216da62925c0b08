package lit

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
)

// isPythonConfig reports whether a configuration file is Python (lit's
// own lit.cfg.py and lit.local.cfg) rather than this runner's
// "key = value" lines: by its name, or by a line only Python has.
func isPythonConfig(path, text string) bool {
	if strings.HasSuffix(path, ".py") {
		return true
	}
	for _, l := range strings.Split(text, "\n") {
		if pyLineRE.MatchString(l) {
			return true
		}
	}
	return false
}

var pyLineRE = regexp.MustCompile(`^\s*(import\s|from\s+\S+\s+import\b|(if|elif|for|while|def|class|with)\s.*:\s*(#.*)?$|else\s*:|try\s*:|(config|lit_config|llvm_config)\.)`)

// toolMatch is how a tool substitution from llvm_config's
// add_tool_substitutions finds its word in a RUN line, as lit's ToolSubst
// regex does: intro (such as "| " or "%") then word, at word boundaries,
// not preceded by a character of pre nor followed by one of post.
type toolMatch struct {
	intro, word, pre, post string
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// replace substitutes value for every match of m in s.
func (m *toolMatch) replace(s, value string) string {
	key := m.intro + m.word
	var sb strings.Builder
	for {
		i := strings.Index(s, key)
		if i < 0 {
			sb.WriteString(s)
			return sb.String()
		}
		e := i + len(key)
		ok := true
		if i > 0 && (m.intro == "" && isWordByte(s[i-1]) && isWordByte(m.word[0]) || strings.IndexByte(m.pre, s[i-1]) >= 0) {
			ok = false
		}
		if e < len(s) && (isWordByte(s[e]) && isWordByte(m.word[len(m.word)-1]) || strings.IndexByte(m.post, s[e]) >= 0) {
			ok = false
		}
		if !ok {
			sb.WriteString(s[:i+1])
			s = s[i+1:]
			continue
		}
		sb.WriteString(s[:i])
		sb.WriteString(value)
		s = s[e:]
	}
}

// toolKeyRE matches the patterns of tool substitutions as lit's
// ToolSubst writes them: (?<!(a|b))intro\bword\b(?!(c|d)), where intro
// is a few non-word characters such as "\| " or "%".
var toolKeyRE = regexp.MustCompile(`^(?:\(\?<!\(((?:\\?.\|)*\\?.)\)\))?((?:\\.|[^\\\w(])*)\\b([\w.+-]+)\\b(?:\(\?!\(((?:\\?.\|)*\\?.)\)\))?$`)

var toolKeys sync.Map // key -> *toolMatch or nil

// parseToolKey returns how a tool substitution pattern matches, or nil
// for a plain substitution key.
func parseToolKey(key string) *toolMatch {
	if !strings.Contains(key, `\b`) {
		return nil
	}
	if m, ok := toolKeys.Load(key); ok {
		return m.(*toolMatch)
	}
	var m *toolMatch
	if g := toolKeyRE.FindStringSubmatch(key); g != nil {
		m = &toolMatch{pre: unquoteChars(g[1]), intro: unquoteChars(g[2]), word: g[3], post: unquoteChars(g[4])}
	}
	toolKeys.Store(key, m)
	return m
}

// unquoteChars turns "\.|\-|/" back into ".-/".
func unquoteChars(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		} else if s[i] == '|' {
			continue
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// pyConfigEnv is the state of one configuration file's run.
type pyConfigEnv struct {
	c        *Config // being built
	cfg      *pyObj  // the config object
	warn     func(string)
	mods     map[string]*pyObj
	loadings int
}

func (e *pyConfigEnv) warnf(file string, line int, format string, args ...any) {
	if e.warn != nil {
		e.warn(fmt.Sprintf("%s:%d: warning: %s", file, line, fmt.Sprintf(format, args...)))
	}
}

func (e *pyConfigEnv) notef(format string, args ...any) {
	if e.warn != nil {
		e.warn("note: " + fmt.Sprintf(format, args...))
	}
}

// parsePythonConfig runs a Python configuration read from path on top of
// a copy of parent (nil for a suite's lit.cfg.py). warn receives a line
// for each statement skipped.
func parsePythonConfig(path, text string, parent *Config, warn func(string)) *Config {
	dir := filepath.Dir(path)
	var c *Config
	if parent == nil {
		c = defaultConfig(dir)
		c.root = c
	} else {
		c = parent.clone()
	}
	e := &pyConfigEnv{c: c, warn: warn}
	e.cfg = e.configObject(c)
	if parent == nil {
		e.cfg.attrs["root"] = e.cfg
	} else {
		r := c.root
		if r == nil { // a suite of "key = value" lines
			r = parent
		}
		root := e.configObject(r)
		root.kind = "config root"
		root.attrs["root"] = root
		e.cfg.attrs["root"] = root
	}
	e.exec(path, text)
	e.writeBack(path, parent == nil)
	return c
}

func (e *pyConfigEnv) exec(path, text string) {
	defer func() {
		if r := recover(); r != nil {
			e.warnf(path, 1, "cannot read the rest of this file (internal error: %v)", r)
		}
	}()
	in := &pyInterp{file: path, env: e, vars: map[string]any{
		"config":     e.cfg,
		"lit_config": e.module("lit_config"),
		"__file__":   path,
		"__name__":   "__main__",
	}}
	in.run(parsePython(text))
}

// configObject returns c as a Python config object.
func (e *pyConfigEnv) configObject(c *Config) *pyObj {
	// Like lit's, suffixes and excludes are sets once a configuration
	// has been read (lit.local.cfg files add to them).
	strs := func(s []string) *pySet {
		l := &pySet{}
		for _, x := range s {
			l.add(x)
		}
		return l
	}
	subs := &pyList{}
	for _, s := range c.Substitutions {
		subs.items = append(subs.items, pyTuple{s.Key, s.Value})
	}
	envd := newDict()
	for _, kv := range c.Env {
		k, v, _ := strings.Cut(kv, "=")
		envd.set(k, v)
	}
	feats := &pySet{}
	for _, f := range c.Features {
		feats.add(f)
	}
	o := &pyObj{kind: "config", attrs: map[string]any{
		"name":                    c.Name,
		"suffixes":                strs(c.Suffixes),
		"excludes":                strs(c.Excludes),
		"available_features":      feats,
		"substitutions":           subs,
		"environment":             envd,
		"unsupported":             c.Unsupported,
		"pipefail":                c.Pipefail,
		"test_source_root":        c.SourceRoot,
		"test_exec_root":          c.ExecRoot,
		"test_format":             &pyObj{kind: "ShTest", attrs: map[string]any{}},
		"standalone_tests":        false,
		"parallelism_group":       nil,
		"recursiveExpansionLimit": nil,
	}}
	for k, v := range c.Py {
		o.attrs[k] = deepCopy(v)
	}
	return o
}

// writeBack copies the config object's attributes into e.c.
func (e *pyConfigEnv) writeBack(path string, suite bool) {
	c, a := e.c, e.cfg.attrs
	bad := func(name string, err error) {
		if e.warn != nil {
			e.warn(fmt.Sprintf("%s: warning: config.%s: %v; the setting is ignored", path, name, err))
		}
	}
	if s, ok := a["name"].(string); ok && s != "" {
		c.Name = s
	}
	for name, dst := range map[string]*[]string{"suffixes": &c.Suffixes, "excludes": &c.Excludes, "available_features": &c.Features} {
		if s, err := strList(a[name]); err != nil {
			bad(name, err)
		} else {
			*dst = s
		}
	}
	if items, err := iterate(a["substitutions"]); err != nil {
		bad("substitutions", err)
	} else {
		c.Substitutions = c.Substitutions[:0:0]
		for _, it := range items {
			kv, err := iterate(it)
			if err != nil || len(kv) != 2 {
				bad("substitutions", fmt.Errorf("want (pattern, replacement) pairs, got %s", repr(it)))
				continue
			}
			k, ok1 := kv[0].(string)
			v, ok2 := kv[1].(string)
			if !ok1 || !ok2 {
				bad("substitutions", fmt.Errorf("want string pairs, got %s", repr(it)))
				continue
			}
			c.Substitutions = append(c.Substitutions, Subst{Key: k, Value: v})
		}
	}
	if d, ok := a["environment"].(*pyDict); ok {
		c.Env = nil
		for _, k := range d.keys {
			c.Env = append(c.Env, k+"="+str(d.m[k]))
		}
	} else {
		bad("environment", fmt.Errorf("want a dict"))
	}
	c.Unsupported = truth(a["unsupported"])
	c.Pipefail = truth(a["pipefail"])
	if suite {
		if s, ok := a["test_source_root"].(string); ok && s != "" {
			c.SourceRoot = s
		}
		if s, ok := a["test_exec_root"].(string); ok && s != "" {
			c.ExecRoot = s
		}
	}
	if f, ok := a["test_format"].(*pyObj); !ok || f.kind != "ShTest" {
		bad("test_format", fmt.Errorf("only lit.formats.ShTest is supported, got %s", typeName(a["test_format"])))
	}
	known := map[string]bool{"name": true, "suffixes": true, "excludes": true, "available_features": true, "substitutions": true,
		"environment": true, "unsupported": true, "pipefail": true, "test_source_root": true, "test_exec_root": true, "root": true}
	c.Py = map[string]any{}
	for k, v := range a {
		if !known[k] {
			c.Py[k] = v
		}
	}
}

// attr returns x.name.
func (e *pyConfigEnv) attr(x any, name string) (any, error) {
	if o, ok := x.(*pyObj); ok {
		if v, ok := o.attrs[name]; ok {
			return v, nil
		}
		if strings.HasPrefix(o.kind, "config") {
			return nil, pyErrorf("'TestingConfig' object has no attribute '%s'", name)
		}
		return nil, pyErrorf("%s has no attribute '%s' (not supported)", o.kind, name)
	}
	if m, ok := methods(x, name); ok {
		return m, nil
	}
	return nil, pyErrorf("'%s' object has no attribute '%s'", typeName(x), name)
}

// module returns the object an import of path binds.
func (e *pyConfigEnv) module(path string) any {
	if e.mods == nil {
		e.mods = e.modules()
	}
	if m, ok := e.mods[path]; ok {
		return m
	}
	if i := strings.LastIndexByte(path, '.'); i > 0 {
		if p, ok := e.mods[path[:i]]; ok {
			if v, ok := p.attrs[path[i+1:]]; ok {
				return v
			}
		}
	}
	return &pyObj{kind: "module '" + path + "'", attrs: map[string]any{}}
}

func fn(f func(args []any, kw map[string]any) (any, error)) pyFn { return pyFn(f) }

func (e *pyConfigEnv) modules() map[string]*pyObj {
	osPath := &pyObj{kind: "module 'os.path'", attrs: map[string]any{"sep": "/", "pathsep": ":"}}
	for k, f := range pathFns {
		osPath.attrs[k] = fn(f)
	}
	environ := newDict()
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		environ.set(k, v)
	}
	osMod := &pyObj{kind: "module 'os'", attrs: map[string]any{
		"path": osPath, "environ": environ, "sep": "/", "pathsep": ":", "name": "posix",
		"getenv": fn(func(args []any, kw map[string]any) (any, error) {
			k, err := strArg(args, kw, 0, "key")
			if err != nil {
				return nil, err
			}
			if v, ok := environ.m[k]; ok {
				return v, nil
			}
			return argOr(args[1:]), nil
		}),
	}}
	which := fn(func(args []any, kw map[string]any) (any, error) {
		name, err := strArg(args, kw, 0, "command")
		if err != nil {
			return nil, err
		}
		var dirs []string
		if p, ok := argN(args, kw, 1, "paths"); ok && p != nil {
			s, ok := p.(string)
			if !ok {
				return nil, pyErrorf("which: paths must be a string")
			}
			dirs = filepath.SplitList(s)
		} else {
			dirs = filepath.SplitList(os.Getenv("PATH"))
		}
		return whichIn(name, dirs), nil
	})
	formats := &pyObj{kind: "module 'lit.formats'", attrs: map[string]any{
		"ShTest": fn(func([]any, map[string]any) (any, error) { return &pyObj{kind: "ShTest", attrs: map[string]any{}}, nil }),
	}}
	for _, f := range []string{"GoogleTest", "ExecutableTest", "OneCommandPerFileTest", "MultiTestFormat", "FileBasedTest"} {
		name := f
		formats.attrs[f] = fn(func([]any, map[string]any) (any, error) {
			return nil, pyErrorf("test format lit.formats.%s is not supported (only ShTest)", name)
		})
	}
	util := &pyObj{kind: "module 'lit.util'", attrs: map[string]any{"which": which}}
	toolSubst := fn(func(args []any, kw map[string]any) (any, error) {
		key, err := strArg(args, kw, 0, "key")
		if err != nil {
			return nil, err
		}
		o := &pyObj{kind: "ToolSubst", attrs: map[string]any{"key": key, "command": nil, "pre": `.-^/\<`, "post": "-.",
			"verbatim": false, "unresolved": "warn", "extra_args": nil}}
		for i, name := range []string{"key", "command", "pre", "post", "verbatim", "unresolved", "extra_args"} {
			if v, ok := argN(args, kw, i, name); ok {
				o.attrs[name] = v
			}
		}
		return o, nil
	})
	findTool := fn(func(args []any, kw map[string]any) (any, error) {
		name, err := strArg(args, kw, 0, "name")
		if err != nil {
			return nil, err
		}
		return &pyObj{kind: "FindTool", attrs: map[string]any{"name": name}}, nil
	})
	llvmConfig := &pyObj{kind: "llvm_config", attrs: map[string]any{"config": e.cfg, "use_lit_shell": true}}
	llvmConfig.attrs["add_tool_substitutions"] = fn(func(args []any, kw map[string]any) (any, error) {
		tools, ok := argN(args, kw, 0, "tools")
		if !ok {
			return nil, pyErrorf("missing argument tools")
		}
		dirs, _ := argN(args, kw, 1, "search_dirs")
		return e.addToolSubstitutions(tools, dirs)
	})
	llvmConfig.attrs["use_default_substitutions"] = fn(func([]any, map[string]any) (any, error) {
		var tools pyTuple
		for _, t := range []string{"FileCheck", "count", "not"} {
			tools = append(tools, &pyObj{kind: "ToolSubst", attrs: map[string]any{"key": t, "pre": `.-^/\<`, "post": "-.", "unresolved": "fatal"}})
		}
		if _, err := e.addToolSubstitutions(tools, nil); err != nil {
			return nil, err
		}
		subs, _ := e.cfg.attrs["substitutions"].(*pyList)
		if subs != nil {
			subs.items = append(subs.items, pyTuple{"%python", "python3"})
		}
		return nil, nil
	})
	llvmConfig.attrs["with_environment"] = fn(func(args []any, kw map[string]any) (any, error) {
		name, err := strArg(args, kw, 0, "variable")
		if err != nil {
			return nil, err
		}
		v, _ := argN(args, kw, 1, "value")
		vals, err := strList(v)
		if err != nil {
			return nil, err
		}
		env, ok := e.cfg.attrs["environment"].(*pyDict)
		if !ok {
			return nil, pyErrorf("config.environment is not a dict")
		}
		if ap, _ := argN(args, kw, 2, "append_path"); truth(ap) {
			if cur, ok := env.m[name].(string); ok && cur != "" {
				vals = append(vals, filepath.SplitList(cur)...)
			}
			env.set(name, strings.Join(vals, ":"))
			return nil, nil
		}
		env.set(name, strings.Join(vals, ":"))
		return nil, nil
	})
	llvmConfig.attrs["with_system_environment"] = fn(func(args []any, kw map[string]any) (any, error) {
		v, _ := argN(args, kw, 0, "variables")
		names, err := strList(v)
		if err != nil {
			return nil, err
		}
		env, ok := e.cfg.attrs["environment"].(*pyDict)
		if !ok {
			return nil, pyErrorf("config.environment is not a dict")
		}
		for _, n := range names {
			if val, ok := os.LookupEnv(n); ok {
				env.set(n, val)
			}
		}
		return nil, nil
	})
	litLLVM := &pyObj{kind: "module 'lit.llvm'", attrs: map[string]any{
		"llvm_config": llvmConfig,
		"initialize":  fn(func([]any, map[string]any) (any, error) { return nil, nil }),
	}}
	subst := &pyObj{kind: "module 'lit.llvm.subst'", attrs: map[string]any{"ToolSubst": toolSubst, "FindTool": findTool}}
	litLLVM.attrs["subst"] = subst
	lit := &pyObj{kind: "module 'lit'", attrs: map[string]any{"formats": formats, "util": util, "llvm": litLLVM}}
	litConfig := &pyObj{kind: "lit_config", attrs: map[string]any{
		"params": newDict(), "isWindows": false, "maxIndividualTestTime": 0, "debug": false, "quiet": false,
	}}
	for _, k := range []string{"note", "warning", "error", "fatal"} {
		kind := k
		litConfig.attrs[k] = fn(func(args []any, _ map[string]any) (any, error) {
			if kind == "fatal" {
				return nil, pyErrorf("lit_config.fatal: %s", str(argOr(args)))
			}
			if e.warn != nil {
				e.warn(kind + ": " + str(argOr(args)))
			}
			return nil, nil
		})
	}
	litConfig.attrs["load_config"] = fn(func(args []any, kw map[string]any) (any, error) {
		path, err := strArg(args, kw, 1, "path")
		if err != nil {
			return nil, err
		}
		if e.loadings >= 8 {
			return nil, pyErrorf("load_config nested too deep")
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, pyErrorf("load_config: %v", err)
		}
		e.loadings++
		e.exec(path, string(data))
		e.loadings--
		return nil, nil
	})
	return map[string]*pyObj{
		"os": osMod, "os.path": osPath,
		"sys": {kind: "module 'sys'", attrs: map[string]any{"platform": runtime.GOOS, "executable": "python3"}},
		"platform": {kind: "module 'platform'", attrs: map[string]any{"system": fn(func([]any, map[string]any) (any, error) {
			return strings.ToUpper(runtime.GOOS[:1]) + runtime.GOOS[1:], nil
		})}},
		"shutil": {kind: "module 'shutil'", attrs: map[string]any{"which": which}},
		"lit":    lit, "lit.formats": formats, "lit.util": util, "lit.llvm": litLLVM, "lit.llvm.subst": subst,
		"lit_config": litConfig,
	}
}

// whichIn returns the path of an executable name in dirs, or nil.
func whichIn(name string, dirs []string) any {
	if strings.Contains(name, "/") {
		if isExecutable(name) {
			return name
		}
		return nil
	}
	for _, d := range dirs {
		if d != "" && isExecutable(filepath.Join(d, name)) {
			return filepath.Join(d, name)
		}
	}
	return nil
}

// addToolSubstitutions is llvm_config.add_tool_substitutions: each tool
// (a name or a ToolSubst) is looked for in dirs (config.llvm_tools_dir
// when nil) and substituted by its path.
func (e *pyConfigEnv) addToolSubstitutions(toolsV, dirsV any) (any, error) {
	tools, err := iterate(toolsV)
	if err != nil {
		return nil, err
	}
	var dirs []string
	if dirsV == nil || !truth(dirsV) {
		d, ok := e.cfg.attrs["llvm_tools_dir"].(string)
		if !ok {
			return nil, pyErrorf("'TestingConfig' object has no attribute 'llvm_tools_dir'")
		}
		dirs = []string{d}
	} else if dirs, err = strList(dirsV); err != nil {
		return nil, err
	}
	var added []any
	for _, t := range tools {
		ts, ok := t.(*pyObj)
		if s, isStr := t.(string); isStr {
			ts, ok = &pyObj{kind: "ToolSubst", attrs: map[string]any{"key": s, "pre": `.-^/\<`, "post": "-.", "unresolved": "warn"}}, true
		}
		if !ok || ts.kind != "ToolSubst" {
			return nil, pyErrorf("want tool names or ToolSubst, got %s", typeName(t))
		}
		key, _ := ts.attrs["key"].(string)
		var word, intro, regex string
		if truth(ts.attrs["verbatim"]) {
			regex = key
		} else {
			pre, _ := ts.attrs["pre"].(string)
			post, _ := ts.attrs["post"].(string)
			intro = key[:len(key)-len(strings.TrimLeftFunc(key, func(r rune) bool { return r < 0x80 && !isWordByte(byte(r)) }))]
			regex = notIn(pre, "<") + regexp.QuoteMeta(intro) + `\b` + key[len(intro):] + `\b` + notIn(post, "")
		}
		m := parseToolKey(regex)
		if m == nil {
			return nil, pyErrorf("tool substitution pattern %s is not supported", repr(key))
		}
		word, intro = m.word, m.intro
		var command string
		switch c := ts.attrs["command"].(type) {
		case string:
			command = c
		case *pyObj:
			name, _ := c.attrs["name"].(string)
			if p, ok := whichIn(name, dirs).(string); ok {
				command = p
			}
		case nil:
			if p, ok := whichIn(word, dirs).(string); ok {
				command = p
			}
		default:
			return nil, pyErrorf("ToolSubst command: want a string or FindTool, got %s", typeName(c))
		}
		if command == "" {
			switch u, _ := ts.attrs["unresolved"].(string); u {
			case "ignore":
				continue
			case "break":
				return false, nil
			case "fatal":
				return nil, pyErrorf("Did not find %s in %s", word, strings.Join(dirs, ":"))
			default:
				e.notef("Did not find %s in %s", word, strings.Join(dirs, ":"))
				d, _ := e.cfg.attrs["llvm_tools_dir"].(string)
				command = filepath.Join(d, word)
			}
		}
		if extra, err := strList(ts.attrs["extra_args"]); err == nil && len(extra) > 0 && ts.attrs["extra_args"] != nil {
			command = strings.Join(append([]string{command}, extra...), " ")
		}
		// lit substitutes the introducer when it is "| " and keeps it
		// out of the replacement otherwise ("%tool" becomes the command).
		if intro == "| " {
			command = intro + command
		}
		added = append(added, pyTuple{regex, command})
	}
	subs, ok := e.cfg.attrs["substitutions"].(*pyList)
	if !ok {
		return nil, pyErrorf("config.substitutions is not a list")
	}
	subs.items = append(subs.items, added...)
	return true, nil
}

// notIn is lit's not_in: a negative look-around for any of chars.
func notIn(chars, where string) string {
	if chars == "" {
		return ""
	}
	parts := make([]string, len(chars))
	for i := range chars {
		parts[i] = regexp.QuoteMeta(chars[i : i+1])
	}
	return "(?" + where + "!(" + strings.Join(parts, "|") + "))"
}
