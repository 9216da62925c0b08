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
	// Extra holds dialect-specific data (cost class, ...).
	Extra any
}

// Registry maps op names to their info. MHLO and StableHLO spellings of the
// same op share one row; the printer keeps the spelling the input used.
type Registry struct {
	ops     map[string]*OpInfo
	aliases map[string]string // dialect alias -> canonical dialect
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{ops: map[string]*OpInfo{}, aliases: map[string]string{}}
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
