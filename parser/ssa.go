package parser

import (
	"fmt"
	"strconv"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// scope holds the SSA names and block labels of one region. As in MLIR,
// the names visible in a region live in one table per isolated scope
// (func.func, module): a region adds its definitions to that table and
// removes them when it closes, so lookups and redefinition checks cost
// the same at any nesting depth.
type scope struct {
	parent   *scope
	isolated bool
	iso      *scope                // the nearest isolated scope (itself when isolated)
	vals     map[string]definition // iso only: name -> result group or one block arg
	nums     []definition          // iso only: the same for numeric names (%0, %1, ...)
	defined  []string              // names this region added to iso
	fwd      map[string]*fwdRef    // uses seen before the definition
	blocks   map[string]*blockRef
}

// definition is a defined name: its values and where the name was
// written, for the notes that point back at it.
type definition struct {
	vals      []*ir.Value
	line, col int32
}

// fwdRef collects placeholders for a name used before its definition.
type fwdRef struct {
	tok token
	ph  map[int]*ir.Value // result number -> placeholder
}

type blockRef struct {
	block   *ir.Block
	tok     token // first reference or definition
	defined bool
}

func (p *parser) pushScope(isolated bool) {
	s := &scope{parent: p.scope, isolated: isolated || p.scope == nil}
	s.iso = s
	if !s.isolated {
		s.iso = p.scope.iso
	}
	p.scope = s
}

// dropNames removes the names a closing region defined from its table.
func (s *scope) dropNames() {
	if s.isolated {
		return
	}
	for _, name := range s.defined {
		s.iso.unset(name)
	}
}

// unwindScopes closes scopes without checks, back to saved (after an
// error abandoned them).
func (p *parser) unwindScopes(saved *scope) {
	for p.scope != nil && p.scope != saved {
		p.scope.dropNames()
		p.scope = p.scope.parent
	}
}

// popScope closes the current scope: forward references still open move
// to the enclosing scope, or are errors at an isolated boundary.
func (p *parser) popScope() {
	s := p.scope
	s.dropNames()
	p.scope = s.parent
	for _, b := range s.blocks {
		if !b.defined {
			p.record(b.tok, "reference to an undefined block")
		}
	}
	if len(s.fwd) == 0 {
		return
	}
	if s.isolated || s.parent == nil {
		p.undeclared(s.fwd)
		return
	}
	par := s.parent
	for name, f := range s.fwd {
		if par.fwd == nil {
			par.fwd = map[string]*fwdRef{}
		}
		if g := par.fwd[name]; g != nil {
			for i, v := range f.ph {
				if w := g.ph[i]; w != nil {
					v.ReplaceAllUsesWith(w)
				} else {
					g.ph[i] = v
				}
			}
		} else {
			par.fwd[name] = f
		}
	}
}

func (p *parser) undeclared(fwd map[string]*fwdRef) {
	// Report in source order.
	refs := make([]*fwdRef, 0, len(fwd))
	names := make([]string, 0, len(fwd))
	for n, f := range fwd {
		refs = append(refs, f)
		names = append(names, n)
	}
	for i := 1; i < len(refs); i++ {
		for j := i; j > 0 && refs[j].tok.start < refs[j-1].tok.start; j-- {
			refs[j], refs[j-1] = refs[j-1], refs[j]
			names[j], names[j-1] = names[j-1], names[j]
		}
	}
	for i, f := range refs {
		p.record(f.tok, "use of undeclared SSA value name '%%%s'", names[i])
	}
}

// splitUse splits `%name#3` into name and result number.
func (p *parser) splitUse(t token) (string, int) {
	s := p.sc.src[t.start+1 : t.end]
	for i := len(s) - 1; i > 0; i-- {
		if s[i] == '#' {
			n, err := strconv.Atoi(s[i+1:])
			if err != nil {
				p.fail(t, "invalid result number in %s", p.describe(t))
			}
			return s[:i], n
		}
		if !isDigit(s[i]) {
			break
		}
	}
	return s, 0
}

// lookup finds a defined value without creating a forward reference.
func (p *parser) lookup(name string) ([]*ir.Value, bool) {
	d, ok := p.scope.iso.get(name)
	return d.vals, ok
}

// defPos is the position of a definition's name.
func (p *parser) defPos(d definition) diag.Pos {
	return diag.Pos{File: p.file, Line: int(d.line), Col: int(d.col)}
}

// use resolves an SSA use token; ty is the type the use expects (nil when
// the syntax gives none).
func (p *parser) use(t token, ty ir.Type) *ir.Value {
	name, idx := p.splitUse(t)
	if d, ok := p.scope.iso.get(name); ok {
		g := d.vals
		if idx >= len(g) {
			p.fail(t, "reference to invalid result number %d of '%%%s' (it has %d)", idx, name, len(g))
		}
		v := g[idx]
		if ty != nil && !p.sameType(ty, v.Type()) {
			p.failNote(t, p.defPos(d), "prior use here",
				"use of value '%%%s' expects different type than prior uses: '%s' vs '%s'", name, ty, v.Type())
		}
		return v
	}
	s := p.scope
	if s.fwd == nil {
		s.fwd = map[string]*fwdRef{}
	}
	f := s.fwd[name]
	if f == nil {
		f = &fwdRef{tok: t, ph: map[int]*ir.Value{}}
		s.fwd[name] = f
	}
	if v := f.ph[idx]; v != nil {
		if ty != nil && !p.sameType(ty, v.Type()) {
			p.failNote(t, p.pos(f.tok), "prior use here",
				"use of value '%%%s' expects different type than prior uses: '%s' vs '%s'", name, ty, v.Type())
		}
		return v
	}
	if ty == nil {
		ty = p.unknown
	}
	v := ir.NewDetachedValue(ty)
	f.ph[idx] = v
	return v
}

// sameType compares types; the unknown type of lenient ops matches all.
func (p *parser) sameType(a, b ir.Type) bool {
	return a == b || a == p.unknown || b == p.unknown || equivalentTypes(a, b)
}

// define binds name to a group of values in the current scope, resolving
// forward references to it.
func (p *parser) define(t token, name string, vals []*ir.Value) {
	s := p.scope
	if d, ok := s.iso.get(name); ok {
		p.failNote(t, p.defPos(d), "previously defined here", "redefinition of SSA value '%%%s'", name)
	}
	s.iso.set(name, definition{vals: vals, line: int32(t.line), col: int32(t.col)})
	if !s.isolated {
		s.defined = append(s.defined, name)
	}
	f := s.fwd[name]
	if f == nil {
		return
	}
	delete(s.fwd, name)
	for idx, ph := range f.ph {
		if idx >= len(vals) {
			p.fail(f.tok, "reference to invalid result number %d of '%%%s' (it has %d)", idx, name, len(vals))
		}
		if !p.sameType(ph.Type(), vals[idx].Type()) {
			p.failNote(t, p.pos(f.tok), fmt.Sprintf("previously used here with type '%s'", ph.Type()),
				"definition of SSA value '%%%s#%d' has type '%s'", name, idx, vals[idx].Type())
		}
		ph.ReplaceAllUsesWith(vals[idx])
	}
}

// blockFor returns the block named by a label, creating it on first use.
func (p *parser) blockFor(t token, define bool) *ir.Block {
	s := p.scope
	if s.blocks == nil {
		s.blocks = map[string]*blockRef{}
	}
	name := p.text(t)
	r := s.blocks[name]
	if r == nil {
		r = &blockRef{block: &ir.Block{}, tok: t}
		s.blocks[name] = r
	}
	if define {
		if r.defined {
			p.fail(t, "redefinition of block '%s'", name)
		}
		r.defined = true
		r.tok = t
	}
	return r.block
}

// maxNumericName bounds the names kept in the dense table.
const maxNumericName = 1 << 20

// numericName returns the value of a name made of decimal digits only.
func numericName(name string) (int, bool) {
	if len(name) == 0 || len(name) > 7 || len(name) > 1 && name[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, n < maxNumericName
}

func (s *scope) get(name string) (definition, bool) {
	if n, ok := numericName(name); ok && n < len(s.nums) && s.nums[n].vals != nil {
		return s.nums[n], true
	}
	d, ok := s.vals[name]
	return d, ok
}

// set binds name. Numeric names go to the dense table while it stays
// about as long as the number of names (so `%999999` alone cannot make
// it huge); others go to the map.
func (s *scope) unset(name string) {
	if n, ok := numericName(name); ok && n < len(s.nums) && s.nums[n].vals != nil {
		s.nums[n] = definition{}
		return
	}
	delete(s.vals, name)
}

func (s *scope) set(name string, d definition) {
	if n, ok := numericName(name); ok && d.vals != nil && n < len(s.nums)+1024 {
		for n >= len(s.nums) {
			s.nums = append(s.nums, definition{})
		}
		s.nums[n] = d
		return
	}
	if s.vals == nil {
		s.vals = make(map[string]definition, 8)
	}
	s.vals[name] = d
}
