package ir

import "strings"

// Trait is a bit set of facts about an op kind.
type Trait uint64

const (
	Elementwise Trait = 1 << iota
	Commutative
	Broadcasting
	Reduction
	ShapeComputation
	SideEffects
	Terminator
	IsolatedFromAbove
	SymbolTable
	Symbol
	ConstantLike
	SameOperandsAndResultType
	Collective
	ReturnLike
	NoRegionArgs
)

// OpInfo is the registered row of facts about one op kind. The dialect
// package fills these in; passes read them.
type OpInfo struct {
	Name    string // canonical name, e.g. "stablehlo.add"
	Summary string // one line, for --list-ops
	Traits  Trait
	// Asm is the op's custom assembly, run by the printer and the parser
	// alike; nil means the op always uses the generic form.
	Asm func(s AsmStream)
	// Verify checks the op's invariants.
	Verify func(op *Operation) error
	// InferResultTypes computes result types from operands and attributes;
	// nil when the op has no shape function.
	InferResultTypes func(op *Operation) ([]Type, error)
	// Fold returns replacement values (or constants as attributes) when the
	// op folds, nil when it does not.
	Fold func(op *Operation) []Attribute
	// Inherent lists the attributes the op's definition declares (MLIR
	// keeps them as properties); the generic printer writes these in
	// `<{...}>` wherever the op holds them.
	Inherent []string
	// ResultName suggests a name for the op's results in the pretty form,
	// as MLIR's getAsmResultNames does (`%c1_i64`, `%cst`); "" keeps the
	// number. The printer makes the names unique.
	ResultName func(op *Operation) string
	// ResultNames names each result of an op with several on its own
	// (`%output_state, %output = ...`); nil or a list of another length
	// keeps one name for the group.
	ResultNames func(op *Operation) []string
	// RegionArgName is the same for entry-block argument arg of the op's
	// region (MLIR's getAsmBlockArgumentNames: `%iterArg`); "" numbers it.
	RegionArgName func(op *Operation, region, arg int) string
	// Defaults are inherent attributes with a default value (MLIR's
	// DefaultValuedAttr): the generic form prints them among the
	// properties when the op does not hold them, and custom formats leave
	// out a held value equal to its default.
	Defaults []NamedAttr
	// Extra holds dialect-specific data (cost class, ...).
	Extra any
}

// Registry maps op names to their info. MHLO and StableHLO spellings of the
// same op share one row; the printer keeps the spelling the input used.
type Registry struct {
	ops     map[string]*OpInfo
	aliases map[string]string // dialect alias -> canonical dialect
	attrs   map[string]AttrHook
	types   map[string]AttrHook
}

// AttrHook is a dialect's parse-time handling of one of its attributes,
// given the attribute's text (`#d.name<...>`, from '#' to the closing '>').
// It checks the parameters as the dialect's attribute parser would (MLIR
// reports a failing attribute verifier where the attribute is parsed) and
// may return the attribute's canonical spelling, since MLIR prints a parsed
// attribute from its parameters (spacing, entry order and omitted defaults
// do not survive); "" keeps the text as written.
type AttrHook func(text string) (canonical string, err error)

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{ops: map[string]*OpInfo{}, aliases: map[string]string{}, attrs: map[string]AttrHook{}, types: map[string]AttrHook{}}
}

// RegisterTypeHook adds a hook for the dialect type name ("quant.uniform"):
// given the type's text (`!d.name<...>`) it returns the canonical
// spelling, MLIR printing a parsed type from its parameters, or "" to keep
// the text.
func (r *Registry) RegisterTypeHook(name string, hook AttrHook) { r.types[name] = hook }

// ApplyTypeHook runs the hook registered for a dialect type's text and
// returns the text to keep.
func (r *Registry) ApplyTypeHook(text string) (string, error) {
	if r == nil || len(r.types) == 0 || len(text) < 2 || text[0] != '!' {
		return text, nil
	}
	name := text[1:]
	if i := strings.IndexByte(name, '<'); i >= 0 {
		name = name[:i]
	}
	hook, ok := r.types[name]
	if !ok {
		return text, nil
	}
	canon, err := hook(text)
	if err != nil || canon == "" {
		return text, err
	}
	return canon, nil
}

// RegisterAttrHook adds the hook of dialect attribute name
// ("stablehlo.dot_algorithm"); dialect aliases reach it as they reach ops.
func (r *Registry) RegisterAttrHook(name string, hook AttrHook) { r.attrs[name] = hook }

// ApplyAttrHook runs the hook registered for the dialect attribute text
// (`#d.name<...>`) and returns the text to keep: the canonical spelling
// when the hook gives one, text itself otherwise (and when no hook is
// registered).
func (r *Registry) ApplyAttrHook(text string) (string, error) {
	if r == nil || len(r.attrs) == 0 || len(text) < 2 || text[0] != '#' {
		return text, nil
	}
	name := text[1:]
	if i := strings.IndexByte(name, '<'); i >= 0 {
		name = name[:i]
	}
	hook, ok := r.attrs[name]
	if !ok {
		if i := strings.IndexByte(name, '.'); i > 0 {
			if canon, found := r.aliases[name[:i]]; found {
				hook, ok = r.attrs[canon+name[i:]]
			}
		}
	}
	if !ok {
		return text, nil
	}
	canonical, err := hook(text)
	if err != nil || canonical == "" {
		return text, err
	}
	return canonical, nil
}

// Register adds an op kind.
func (r *Registry) Register(info *OpInfo) { r.ops[info.Name] = info }

// AliasDialect makes every op `alias.X` resolve to `canonical.X`.
func (r *Registry) AliasDialect(alias, canonical string) { r.aliases[alias] = canonical }

// Lookup returns the info for a full op name, or nil.
func (r *Registry) Lookup(name string) *OpInfo {
	if r == nil {
		return nil
	}
	if info, ok := r.ops[name]; ok {
		return info
	}
	if i := strings.IndexByte(name, '.'); i > 0 {
		if canon, ok := r.aliases[name[:i]]; ok {
			return r.ops[canon+name[i:]]
		}
	}
	return nil
}

// Ops returns every registered info (for listings).
func (r *Registry) Ops() []*OpInfo {
	out := make([]*OpInfo, 0, len(r.ops))
	for _, o := range r.ops {
		out = append(out, o)
	}
	return out
}
