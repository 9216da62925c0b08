package lit

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// File names of suite and per-directory configurations.
const (
	SuiteConfigName = "lit.cfg"
	LocalConfigName = "lit.local.cfg"
)

// Subst is one substitution: every occurrence of Key in a RUN line is
// replaced by Value. Substitutions apply in order.
type Subst struct {
	Key, Value string
}

// Config is the configuration in force for one directory of a suite:
// the suite's lit.cfg with the lit.local.cfg files of the directories
// above applied on top.
type Config struct {
	Name          string        // suite name, printed as "name :: path"
	SourceRoot    string        // directory holding lit.cfg
	ExecRoot      string        // where Output/ directories go
	Suffixes      []string      // file name suffixes that are tests
	Excludes      []string      // base names never treated as tests
	Features      []string      // available features for REQUIRES & co.
	ToolPaths     []string      // directories searched before PATH
	Substitutions []Subst       // config substitutions, in order
	Env           []string      // NAME=value pairs added to the environment
	Timeout       time.Duration // per-test timeout, 0 for none
	InProcess     bool          // run registered tools in-process
	Pipefail      bool          // a pipeline fails if any stage fails
	Unsupported   bool          // every test here is UNSUPPORTED

	// Set by Python configurations (pyconfig.go): the suite's root
	// configuration (config.root) and the config attributes this runner
	// has no field for (config.llvm_tools_dir ...).
	root *Config
	Py   map[string]any
}

func defaultConfig(dir string) *Config {
	return &Config{
		Name:       filepath.Base(dir),
		SourceRoot: dir,
		ExecRoot:   dir,
		InProcess:  true,
		Pipefail:   true,
	}
}

func (c *Config) clone() *Config {
	n := *c
	n.Suffixes = slices.Clone(c.Suffixes)
	n.Excludes = slices.Clone(c.Excludes)
	n.Features = slices.Clone(c.Features)
	n.ToolPaths = slices.Clone(c.ToolPaths)
	n.Substitutions = slices.Clone(c.Substitutions)
	n.Env = slices.Clone(c.Env)
	n.Py = map[string]any{}
	for k, v := range c.Py {
		n.Py[k] = deepCopy(v)
	}
	return &n
}

// LoadSuiteConfig reads the suite configuration at path (lit.cfg, or
// Python: lit.cfg.py, lit.site.cfg.py), ignoring warnings.
func LoadSuiteConfig(path string) (*Config, error) {
	return loadConfig(path, nil, nil)
}

// ParseConfig parses configuration text read from path. With parent nil
// the text is a suite's lit.cfg; otherwise it is a lit.local.cfg whose
// settings apply on top of a copy of parent.
func ParseConfig(path, text string, parent *Config) (*Config, error) {
	dir := filepath.Dir(path)
	var c *Config
	if parent == nil {
		c = defaultConfig(dir)
	} else {
		c = parent.clone()
	}
	p := cfgParser{path: path, dir: dir, cfg: c, local: parent != nil}
	for i, line := range strings.Split(text, "\n") {
		if err := p.line(i+1, line); err != nil {
			return nil, err
		}
	}
	return c, nil
}

type cfgParser struct {
	path, dir string
	cfg       *Config
	local     bool
	section   string
}

func (p *cfgParser) errorf(line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", p.path, line, fmt.Sprintf(format, args...))
}

func (p *cfgParser) line(n int, raw string) error {
	line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
	if line == "" || line[0] == '#' {
		return nil
	}
	if line[0] == '[' {
		if !strings.HasSuffix(line, "]") {
			return p.errorf(n, "section header %q is missing ']'", line)
		}
		s := strings.TrimSpace(line[1 : len(line)-1])
		if s != "substitutions" && s != "env" {
			return p.errorf(n, "unknown section [%s] (want [substitutions] or [env])", s)
		}
		p.section = s
		return nil
	}
	eq := strings.Index(line, "=")
	if eq < 0 {
		return p.errorf(n, "expected 'key = value', got %q", line)
	}
	key, val := strings.TrimSpace(line[:eq]), strings.TrimSpace(line[eq+1:])
	op := "="
	if strings.HasSuffix(key, "+") || strings.HasSuffix(key, "-") {
		op = key[len(key)-1:] + "="
		key = strings.TrimSpace(key[:len(key)-1])
	}
	if key == "" {
		return p.errorf(n, "missing key before '%s'", op)
	}
	val = strings.ReplaceAll(val, "${config_dir}", p.dir)
	switch p.section {
	case "substitutions":
		if op != "=" {
			return p.errorf(n, "substitutions only take '=', not '%s'", op)
		}
		p.setSubst(key, val)
		return nil
	case "env":
		if op != "=" {
			return p.errorf(n, "env entries only take '=', not '%s'", op)
		}
		p.cfg.Env = setEnv(p.cfg.Env, key, val)
		return nil
	}
	return p.setting(n, key, op, val)
}

func (p *cfgParser) setSubst(key, val string) {
	for i := range p.cfg.Substitutions {
		if p.cfg.Substitutions[i].Key == key {
			p.cfg.Substitutions[i].Value = val
			return
		}
	}
	p.cfg.Substitutions = append(p.cfg.Substitutions, Subst{Key: key, Value: val})
}

func (p *cfgParser) setting(n int, key, op, val string) error {
	c := p.cfg
	list := map[string]*[]string{
		"suffixes":   &c.Suffixes,
		"excludes":   &c.Excludes,
		"features":   &c.Features,
		"tool_paths": &c.ToolPaths,
	}
	if key == "tool_features" {
		if op != "=" && op != "+=" {
			return p.errorf(n, "tool_features takes '=' or '+='")
		}
		for _, tool := range strings.Fields(val) {
			if findTool(tool, c.ToolPaths) && !slices.Contains(c.Features, tool) {
				c.Features = append(c.Features, tool)
			}
		}
		return nil
	}
	if dst, ok := list[key]; ok {
		items := strings.Fields(val)
		if key == "tool_paths" {
			for i, d := range items {
				items[i] = p.abs(d)
			}
		}
		switch op {
		case "=":
			*dst = items
		case "+=":
			*dst = append(*dst, items...)
		case "-=":
			*dst = slices.DeleteFunc(*dst, func(s string) bool { return slices.Contains(items, s) })
		}
		return nil
	}
	if op != "=" {
		return p.errorf(n, "'%s' is not a list setting; use '='", key)
	}
	switch key {
	case "name", "exec_root":
		if p.local {
			return p.errorf(n, "'%s' may only be set in %s", key, SuiteConfigName)
		}
		if key == "name" {
			if val == "" {
				return p.errorf(n, "empty suite name")
			}
			c.Name = val
		} else {
			c.ExecRoot = p.abs(val)
		}
	case "timeout":
		secs, err := strconv.ParseFloat(val, 64)
		if err != nil || secs < 0 {
			return p.errorf(n, "timeout: want a number of seconds, got %q", val)
		}
		c.Timeout = time.Duration(secs * float64(time.Second))
	case "in_process", "pipefail", "unsupported":
		b, err := strconv.ParseBool(val)
		if err != nil {
			return p.errorf(n, "%s: want true or false, got %q", key, val)
		}
		*map[string]*bool{"in_process": &c.InProcess, "pipefail": &c.Pipefail, "unsupported": &c.Unsupported}[key] = b
	default:
		return p.errorf(n, "unknown setting %q", key)
	}
	return nil
}

func (p *cfgParser) abs(path string) string {
	if filepath.IsAbs(path) {
		return filepath.Clean(path)
	}
	return filepath.Join(p.dir, path)
}

// findTool reports whether an executable named tool is in one of dirs
// or on $PATH.
func findTool(tool string, dirs []string) bool {
	for _, d := range append(slices.Clone(dirs), filepath.SplitList(os.Getenv("PATH"))...) {
		if d != "" && isExecutable(filepath.Join(d, tool)) {
			return true
		}
	}
	return false
}

// setEnv sets name=val in an environment list, replacing an earlier entry.
func setEnv(env []string, name, val string) []string {
	env = slices.DeleteFunc(slices.Clone(env), func(kv string) bool {
		k, _, _ := strings.Cut(kv, "=")
		return k == name
	})
	return append(env, name+"="+val)
}

// getEnv returns the value of name in env, last entry winning.
func getEnv(env []string, name string) (string, bool) {
	for i := len(env) - 1; i >= 0; i-- {
		if k, v, ok := strings.Cut(env[i], "="); ok && k == name {
			return v, true
		}
	}
	return "", false
}
