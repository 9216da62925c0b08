package pipeline

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// StatSpec declares one statistic counter of a pass.
type StatSpec struct {
	Name string // e.g. "num-cse'd"
	Desc string
}

// PassDef describes a pass: what the registry knows before any instance
// exists.
type PassDef struct {
	Name    string // pipeline argument, e.g. "cse"
	Title   string // display name in IR dumps and reports, e.g. "CSE"
	Summary string // one line for --list-passes
	// Anchor is the op the pass runs on ("builtin.module", "func.func"), or
	// "" for a pass that runs on any op.
	Anchor  string
	Options []OptionSpec
	Stats   []StatSpec
	// Parallel marks a pass whose Run may be called concurrently on
	// different ops (sibling functions); it must keep no per-run state in
	// the Pass value.
	Parallel bool
	// FreeOptions lets the pass take `key=value` entries it does not
	// declare; they are handed over by Options.Free.
	FreeOptions bool
	// New builds an instance from parsed options.
	New func(opts Options) (Pass, error)
}

func (d *PassDef) title() string {
	if d.Title != "" {
		return d.Title
	}
	return d.Name
}

// Registry holds the pass definitions a pipeline may name. Build one with
// NewRegistry and let each pass package add its passes.
type Registry struct {
	passes map[string]*PassDef
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{passes: map[string]*PassDef{}} }

// Register adds a pass definition. Names must be unique and a constructor
// is required.
func (r *Registry) Register(d PassDef) error {
	switch {
	case d.Name == "" || strings.ContainsAny(d.Name, " ,(){}"):
		return fmt.Errorf("invalid pass name %q", d.Name)
	case d.New == nil:
		return fmt.Errorf("pass '%s' has no constructor", d.Name)
	case r.passes[d.Name] != nil:
		return fmt.Errorf("pass '%s' registered twice", d.Name)
	}
	if _, err := defaultOptions(d.Options); err != nil {
		return fmt.Errorf("pass '%s': %v", d.Name, err)
	}
	cp := d
	r.passes[d.Name] = &cp
	return nil
}

// Lookup returns the named pass definition, or nil.
func (r *Registry) Lookup(name string) *PassDef { return r.passes[name] }

// Passes returns every definition sorted by name.
func (r *Registry) Passes() []*PassDef {
	out := make([]*PassDef, 0, len(r.passes))
	for _, d := range r.passes {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// WriteList prints every pass with its summary, anchor and options, sorted
// by name (the output of --list-passes).
func (r *Registry) WriteList(w io.Writer) error {
	var b strings.Builder
	b.WriteString("Available passes:\n")
	for _, d := range r.Passes() {
		fmt.Fprintf(&b, "  --%s", d.Name)
		pad := 34 - len(d.Name)
		if pad < 2 {
			pad = 2
		}
		fmt.Fprintf(&b, "%s- %s", strings.Repeat(" ", pad), d.Summary)
		if d.Anchor != "" {
			fmt.Fprintf(&b, " [on %s]", d.Anchor)
		}
		b.WriteByte('\n')
		opts := append([]OptionSpec(nil), d.Options...)
		sort.Slice(opts, func(i, j int) bool { return opts[i].Name < opts[j].Name })
		for _, o := range opts {
			head := fmt.Sprintf("    %s=<%s>", o.Name, o.Kind)
			pad := 38 - len(head)
			if pad < 2 {
				pad = 2
			}
			fmt.Fprintf(&b, "%s%s- %s", head, strings.Repeat(" ", pad), o.Desc)
			if o.Default != "" {
				fmt.Fprintf(&b, " (default: %s)", o.Default)
			}
			b.WriteByte('\n')
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
