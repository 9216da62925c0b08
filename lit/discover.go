package lit

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Test is one discovered test file.
type Test struct {
	Config  *Config // configuration of the file's directory
	Path    string  // absolute path of the source file
	RelPath string  // path inside the suite, '/'-separated
}

// FullName returns "suite :: path", the name lit prints.
func (t *Test) FullName() string { return t.Config.Name + " :: " + t.RelPath }

// execPath returns where the test's Output/ directory lives.
func (t *Test) execPath() string {
	return filepath.Join(t.Config.ExecRoot, filepath.FromSlash(t.RelPath))
}

// Discover finds the tests named by paths: a file is a test whatever
// its suffix; a directory is searched recursively for files with one of
// its configuration's suffixes. The suite of each path is found by
// walking up to the nearest lit.cfg. execRoot, when not empty, replaces
// every suite's exec_root.
func Discover(paths []string, execRoot string) ([]*Test, error) {
	return DiscoverWarn(paths, execRoot, nil)
}

// DiscoverWarn is Discover passing warn a line for each statement of a
// Python configuration that was skipped (and lit_config's notes).
func DiscoverWarn(paths []string, execRoot string, warn func(string)) ([]*Test, error) {
	d := discoverer{dirs: map[string]*Config{}, seen: map[string]bool{}, execRoot: execRoot, warn: warn}
	for _, p := range paths {
		if err := d.input(p); err != nil {
			return nil, err
		}
	}
	return d.tests, nil
}

type discoverer struct {
	dirs     map[string]*Config // directory -> configuration in force
	seen     map[string]bool
	tests    []*Test
	execRoot string
	warn     func(string)
}

func (d *discoverer) input(p string) error {
	abs, err := filepath.Abs(p)
	if err != nil {
		return err
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return fmt.Errorf("cannot read test path %q: %v", p, err)
	}
	dir := abs
	if !fi.IsDir() {
		dir = filepath.Dir(abs)
	}
	cfg, err := d.configFor(dir)
	if err != nil {
		return err
	}
	if cfg == nil {
		return fmt.Errorf("no %s found in %s or any directory above it (nor %s)", SuiteConfigName, dir, strings.Join(suiteConfigNames[:3], ", "))
	}
	if !fi.IsDir() {
		d.add(cfg, abs)
		return nil
	}
	return d.walk(dir, cfg, nil)
}

// configFor returns the configuration in force in dir, or nil when dir
// belongs to no suite.
func (d *discoverer) configFor(dir string) (*Config, error) {
	if c, ok := d.dirs[dir]; ok {
		return c, nil
	}
	var c *Config
	var err error
	if name := findConfig(dir, suiteConfigNames); name != "" {
		c, err = loadConfig(filepath.Join(dir, name), nil, d.warn)
		if err == nil && d.execRoot != "" {
			c.ExecRoot = filepath.Join(d.execRoot, c.Name)
		}
	} else if parent := filepath.Dir(dir); parent != dir {
		c, err = d.configFor(parent)
		if err == nil && c != nil {
			c, err = d.applyLocal(dir, c)
		}
	}
	if err != nil {
		return nil, err
	}
	d.dirs[dir] = c
	return c, nil
}

func (d *discoverer) applyLocal(dir string, parent *Config) (*Config, error) {
	name := findConfig(dir, localConfigNames)
	if name == "" {
		return parent, nil
	}
	return loadConfig(filepath.Join(dir, name), parent, d.warn)
}

// Configuration file names, in lit's order of preference: a directory
// holding one of suiteConfigNames is a suite's root.
var (
	suiteConfigNames = []string{"lit.site.cfg.py", "lit.site.cfg", "lit.cfg.py", SuiteConfigName}
	localConfigNames = []string{"lit.local.cfg.py", LocalConfigName}
)

// findConfig returns the first of names that is a file in dir, or "".
func findConfig(dir string, names []string) string {
	for _, n := range names {
		if fi, err := os.Stat(filepath.Join(dir, n)); err == nil && !fi.IsDir() {
			return n
		}
	}
	return ""
}

// loadConfig reads a configuration file, Python or "key = value" lines.
func loadConfig(path string, parent *Config, warn func(string)) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if isPythonConfig(path, string(data)) {
		return parsePythonConfig(path, string(data), parent, warn), nil
	}
	return ParseConfig(path, string(data), parent)
}

// walk searches dir for tests. above holds the real paths of the
// directories being walked, dir's ancestors on this walk: a symbolic
// link back to one of them is a cycle and is not followed, so a link
// such as "up -> .." yields each test once instead of once per level
// until the system's limit on nested links (lit finds such tests once
// when the link leads back to the suite's root, which it recognizes as
// the same suite).
func (d *discoverer) walk(dir string, cfg *Config, above []string) error {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	if slices.Contains(above, real) {
		return nil
	}
	above = append(above, real)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") || slices.Contains(cfg.Excludes, name) {
			continue
		}
		path := filepath.Join(dir, name)
		if e.IsDir() || e.Type()&os.ModeSymlink != 0 && isDir(path) {
			if name == "Output" {
				continue
			}
			if e.Type()&os.ModeSymlink != 0 {
				if real, err := filepath.EvalSymlinks(path); err == nil && slices.Contains(above, real) {
					continue
				}
			}
			sub, err := d.configFor(path)
			if err != nil {
				return err
			}
			if err := d.walk(path, sub, above); err != nil {
				return err
			}
			continue
		}
		if slices.Contains(suiteConfigNames, name) || slices.Contains(localConfigNames, name) {
			continue
		}
		if slices.ContainsFunc(cfg.Suffixes, func(s string) bool { return strings.HasSuffix(name, s) }) {
			d.add(cfg, path)
		}
	}
	return nil
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

func (d *discoverer) add(cfg *Config, path string) {
	if d.seen[path] {
		return
	}
	d.seen[path] = true
	rel, err := filepath.Rel(cfg.SourceRoot, path)
	if err != nil {
		rel = filepath.Base(path)
	}
	d.tests = append(d.tests, &Test{Config: cfg, Path: path, RelPath: filepath.ToSlash(rel)})
}
