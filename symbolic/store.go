package symbolic

import (
	"math"
	"slices"
)

// NoUpper is the upper bound of a symbol without one.
const NoUpper = math.MaxInt64

// Store holds the facts known about symbols and answers questions about
// expressions over them. The zero value is not usable; call NewStore.
//
// Every fact-adding method is atomic: when it returns an error, the store
// is as it was before the call.
type Store struct {
	parent []int32 // union-find forest over symbols
	size   []int32 // class size at roots (union by size)
	info   []classInfo

	// gen changes whenever the normal form of some symbol may change; the
	// normal form cached in a classInfo is valid while normGen == gen.
	gen uint64

	rels     []relation
	users    [][]int32        // per symbol: relation ids, and userClass(root) of definitions
	rules    map[Sym][]int32  // rules by first symbol of their left side
	rulesRev map[Sym][]int32  // rules by first symbol of their right side
	nfIdx    map[string]int32 // normal form of a definition -> its class
	monoDefs map[Sym][]int32  // single-term definitions by first symbol
	ineqs    map[Sym][]int32  // inequality relations by symbol

	edges []edge // union edges in order, for explanations and text
	adj   [][]int32

	queue  []int32
	queued map[int32]bool

	undo []func() // mutations of the current Add, newest last
	inTx bool

	stats Stats

	// vars caches Var(x) per symbol; varTerms and varMono are what is
	// left of the current block (vars.go).
	vars     []Expr
	varTerms []Term
	varMono  Monomial
}

// classInfo describes a class; only the entry of a root is meaningful.
type classInfo struct {
	rep            Sym // smallest (first created) symbol of the class
	lo, hi         int64
	loProv, hiProv string
	div            int64 // the class value is a multiple of div (>= 1)
	divProv        string
	likely         int64
	hasLikely      bool
	likelyProv     string
	def            *Expr // nil for a free class
	defProv        string
	indexed        Expr // normal form last indexed (see indexDef)
	norm           Expr // cached normal form, valid when normGen == Store.gen
	normGen        uint64
	normOK         bool
}

// relation is an equation d == 0 that could not be solved for a symbol,
// or, with ineq set, an inequality d >= 0.
type relation struct {
	d    Expr
	prov string
	dead bool
	rule bool // binomial equation: rewrites its leading monomial
	ineq bool
}

// edge records that the classes of A and B were merged because of Prov.
type edge struct {
	a, b Sym
	prov string
}

// NewStore returns an empty store.
func NewStore() *Store {
	return &Store{
		rules:    map[Sym][]int32{},
		rulesRev: map[Sym][]int32{},
		nfIdx:    map[string]int32{},
		monoDefs: map[Sym][]int32{},
		ineqs:    map[Sym][]int32{},
		queued:   map[int32]bool{},
		gen:      1,
	}
}

// NewSym declares the next symbol, with the default range [1, NoUpper].
func (s *Store) NewSym() Sym {
	n := Sym(len(s.parent))
	s.ensure(n)
	return n
}

// Reserve makes room for n more symbols, so that declaring them one at a
// time does not copy the per-symbol tables again and again.
func (s *Store) Reserve(n int) {
	s.parent = slices.Grow(s.parent, n)
	s.size = slices.Grow(s.size, n)
	s.info = slices.Grow(s.info, n)
	s.users = slices.Grow(s.users, n)
	s.adj = slices.Grow(s.adj, n)
}

// NumSyms returns the number of declared symbols; symbols are S0..S(n-1).
// A fact or a query that mentions a symbol declares it and all before it.
func (s *Store) NumSyms() int { return len(s.parent) }

// ensure declares every symbol up to and including x.
func (s *Store) ensure(x Sym) {
	for n := Sym(len(s.parent)); n <= x; n++ {
		s.parent = append(s.parent, int32(n))
		s.size = append(s.size, 1)
		s.info = append(s.info, classInfo{rep: n, lo: 1, hi: NoUpper, div: 1})
		s.users = append(s.users, nil)
		s.adj = append(s.adj, nil)
	}
}

func (s *Store) ensureExpr(e Expr) {
	for _, t := range e.terms {
		for _, f := range t.Mono {
			s.ensure(f.Sym)
		}
	}
}

// find returns the root of x's class, compressing the path.
func (s *Store) find(x Sym) int32 {
	r := int32(x)
	for s.parent[r] != r {
		r = s.parent[r]
	}
	for y := int32(x); s.parent[y] != r; {
		next := s.parent[y]
		s.setParent(y, r)
		y = next
	}
	return r
}

// Rep returns the representative of s's class: its first created symbol.
func (s *Store) Rep(x Sym) Sym {
	if int(x) >= len(s.parent) || x < 0 {
		return x
	}
	return s.info[s.find(x)].rep
}

// SameClass reports whether a and b were merged into one class.
func (s *Store) SameClass(a, b Sym) bool {
	if a == b {
		return true
	}
	if int(a) >= len(s.parent) || int(b) >= len(s.parent) || a < 0 || b < 0 {
		return false
	}
	return s.find(a) == s.find(b)
}

// setParent sets parent[y], recording the change during a transaction.
func (s *Store) setParent(y, p int32) {
	if s.inTx {
		old := s.parent[y]
		s.undo = append(s.undo, func() { s.parent[y] = old })
	}
	s.parent[y] = p
}

// modify changes the class information of root r.
func (s *Store) modify(r int32, f func(*classInfo)) {
	if s.inTx {
		old := s.info[r]
		s.undo = append(s.undo, func() { s.info[r] = old })
	}
	f(&s.info[r])
}

// addUser records that user u mentions symbol x.
func (s *Store) addUser(x Sym, u int32) {
	if s.inTx {
		n := len(s.users[x])
		s.undo = append(s.undo, func() { s.users[x] = s.users[x][:n] })
	}
	s.users[x] = append(s.users[x], u)
}

// Users are relations (id >= 0) or classes (encoded as -root-1).
func userClass(r int32) int32 { return -r - 1 }

// bump invalidates all cached normal forms.
func (s *Store) bump() { s.gen++ }

// transact runs f as one atomic change of the store.
// Symbols declared since there were nsyms are removed again on failure.
func (s *Store) transact(nsyms int, f func() error) error {
	if s.inTx {
		return f()
	}
	s.inTx = true
	s.undo = s.undo[:0]
	err := f()
	if err == nil {
		err = s.drain()
	}
	if err != nil {
		for i := len(s.undo) - 1; i >= 0; i-- {
			s.undo[i]()
		}
		s.queue = s.queue[:0]
		clear(s.queued)
		s.parent = s.parent[:nsyms]
		s.size = s.size[:nsyms]
		s.info = s.info[:nsyms]
		s.users = s.users[:nsyms]
		s.adj = s.adj[:nsyms]
	}
	s.undo = s.undo[:0]
	s.inTx = false
	s.bump()
	return err
}
