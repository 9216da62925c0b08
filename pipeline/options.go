package pipeline

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// OptionKind is the type of a pass option.
type OptionKind int

const (
	IntOption OptionKind = iota
	BoolOption
	StringOption
	ListOption // comma-separated strings
)

func (k OptionKind) String() string {
	return [...]string{"int", "bool", "string", "list"}[k]
}

// OptionSpec declares one pass option.
type OptionSpec struct {
	Name    string
	Kind    OptionKind
	Default string // in the option's textual syntax; "" is the zero value
	Desc    string
	// Min is the smallest value an IntOption accepts, in its textual
	// syntax; "" means any int64.
	Min string
}

// Options holds the parsed option values of one pass instance.
type Options struct {
	specs []OptionSpec
	vals  map[string]any
	set   map[string]bool
	free  []string // undeclared `key=value` entries of a pass with FreeOptions
}

// Free returns the undeclared `key=value` entries, in order, of a pass
// whose definition sets FreeOptions (e.g. `bind-dims{S0=512 S1=128}`).
func (o Options) Free() []string { return o.free }

// Int returns an int option's value (0 when undeclared).
func (o Options) Int(name string) int64 { v, _ := o.vals[name].(int64); return v }

// Bool returns a bool option's value.
func (o Options) Bool(name string) bool { v, _ := o.vals[name].(bool); return v }

// String returns a string option's value.
func (o Options) String(name string) string { v, _ := o.vals[name].(string); return v }

// List returns a list option's value.
func (o Options) List(name string) []string {
	v, _ := o.vals[name].([]string)
	return append([]string(nil), v...)
}

// IsSet reports whether the option was given explicitly.
func (o Options) IsSet(name string) bool { return o.set[name] }

// Text prints the options as `key=value` pairs in declaration order, only
// those set explicitly (for printing a pipeline back).
func (o Options) Text() string {
	var parts []string
	for _, s := range o.specs {
		if !o.set[s.Name] {
			continue
		}
		parts = append(parts, s.Name+"="+formatValue(o.vals[s.Name]))
	}
	return strings.Join(parts, " ")
}

func formatValue(v any) string {
	switch x := v.(type) {
	case int64:
		return strconv.FormatInt(x, 10)
	case bool:
		return strconv.FormatBool(x)
	case string:
		if x == "" || strings.ContainsAny(x, " \t{}") {
			return strconv.Quote(x)
		}
		return x
	case []string:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = e
			if strings.ContainsAny(e, ", \t") && !strings.HasPrefix(e, "{") {
				parts[i] = strconv.Quote(e)
			}
		}
		return strings.Join(parts, ",")
	}
	return ""
}

// defaultOptions returns the options of specs with every default applied.
func defaultOptions(specs []OptionSpec) (Options, error) {
	o := Options{specs: specs, vals: map[string]any{}, set: map[string]bool{}}
	for _, s := range specs {
		v, err := parseValue(s, s.Default)
		if err != nil {
			return o, fmt.Errorf("bad default for option '%s': %v", s.Name, err)
		}
		o.vals[s.Name] = v
	}
	return o, nil
}

func parseValue(s OptionSpec, raw string) (any, error) {
	switch s.Kind {
	case IntOption:
		if raw == "" {
			return int64(0), nil
		}
		n, err := strconv.ParseInt(raw, 0, 64)
		if err != nil {
			return nil, fmt.Errorf("'%s' is not an integer", raw)
		}
		if s.Min != "" {
			if lo, err := strconv.ParseInt(s.Min, 0, 64); err == nil && n < lo {
				return nil, fmt.Errorf("%d is below the smallest allowed value %d", n, lo)
			}
		}
		return n, nil
	case BoolOption:
		switch raw {
		case "", "false", "0", "off":
			return false, nil
		case "true", "1", "on":
			return true, nil
		}
		return nil, fmt.Errorf("'%s' is not a boolean (true or false)", raw)
	case ListOption:
		if raw == "" {
			return []string(nil), nil
		}
		return splitList(raw), nil
	}
	return raw, nil
}

// splitList splits on commas outside braces, parentheses and quotes.
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth--
		case c == ',' && depth == 0:
			out = append(out, unquote(strings.TrimSpace(s[start:i])))
			start = i + 1
		}
	}
	return append(out, unquote(strings.TrimSpace(s[start:])))
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// optionToken is one `key=value` (or bare `key`) of an option list, with
// the byte offset of the key inside the list text.
type optionToken struct {
	key, value string
	hasValue   bool
	offset     int
}

// tokenizeOptions splits the text between `{` and `}` into key=value pairs
// separated by spaces. Values may be quoted ('...' or "...") or hold
// balanced braces (`{...}`), which are kept without the outer braces.
func tokenizeOptions(s string) ([]optionToken, int, error) {
	var toks []optionToken
	i := 0
	for {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		if i >= len(s) {
			return toks, 0, nil
		}
		start := i
		for i < len(s) && !isSpace(s[i]) && s[i] != '=' {
			i++
		}
		tok := optionToken{key: s[start:i], offset: start}
		if i < len(s) && s[i] == '=' {
			i++
			tok.hasValue = true
			vstart := i
			switch {
			case i < len(s) && (s[i] == '"' || s[i] == '\''):
				q := s[i]
				end := strings.IndexByte(s[i+1:], q)
				if end < 0 {
					return nil, vstart, fmt.Errorf("unterminated quoted value for option '%s'", tok.key)
				}
				tok.value = s[i+1 : i+1+end]
				i += end + 2
			case i < len(s) && s[i] == '{':
				depth := 0
				j := i
				for ; j < len(s); j++ {
					if s[j] == '{' {
						depth++
					} else if s[j] == '}' {
						depth--
						if depth == 0 {
							break
						}
					}
				}
				if j >= len(s) {
					return nil, vstart, fmt.Errorf("unbalanced braces in value of option '%s'", tok.key)
				}
				tok.value = s[i+1 : j]
				i = j + 1
			default:
				depth := 0
				for i < len(s) && (depth > 0 || !isSpace(s[i])) {
					switch s[i] {
					case '{', '(', '[':
						depth++
					case '}', ')', ']':
						depth--
					}
					i++
				}
				tok.value = s[vstart:i]
			}
		}
		if tok.key == "" {
			return nil, start, fmt.Errorf("expected an option name")
		}
		toks = append(toks, tok)
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// parseOptions applies the option text of one pass to its defaults. On
// error it returns the byte offset inside text where the problem is.
func parseOptions(def *PassDef, text string) (Options, int, error) {
	o, err := defaultOptions(def.Options)
	if err != nil {
		return o, 0, err
	}
	toks, off, err := tokenizeOptions(text)
	if err != nil {
		return o, off, err
	}
	for _, t := range toks {
		spec, ok := def.option(t.key)
		if !ok && def.FreeOptions && t.hasValue {
			o.free = append(o.free, t.key+"="+t.value)
			continue
		}
		if !ok {
			return o, t.offset, fmt.Errorf("unknown option '%s' for pass '%s'%s", t.key, def.Name, def.optionHint())
		}
		raw := t.value
		if !t.hasValue {
			if spec.Kind != BoolOption {
				return o, t.offset, fmt.Errorf("option '%s' of pass '%s' needs a value", t.key, def.Name)
			}
			raw = "true"
		}
		v, err := parseValue(spec, raw)
		if err != nil {
			return o, t.offset, fmt.Errorf("invalid value for option '%s' of pass '%s': %v", t.key, def.Name, err)
		}
		o.vals[spec.Name] = v
		o.set[spec.Name] = true
	}
	return o, 0, nil
}

func (d *PassDef) option(name string) (OptionSpec, bool) {
	for _, s := range d.Options {
		if s.Name == name {
			return s, true
		}
	}
	return OptionSpec{}, false
}

func (d *PassDef) optionHint() string {
	if len(d.Options) == 0 {
		return " (it takes no options)"
	}
	names := make([]string, len(d.Options))
	for i, s := range d.Options {
		names[i] = s.Name
	}
	sort.Strings(names)
	return " (known: " + strings.Join(names, ", ") + ")"
}
