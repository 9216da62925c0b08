package shapes

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Analyze builds the symbolic shapes of every tensor value in module (a
// builtin.module). Declarations (symopt.dim, symopt.constraint) and
// symbolic encodings in the input are read as facts first. Contradictions
// do not stop the analysis: each is reported once, at the op that created
// it, and the returned error is the list of them (the Result is still
// usable).
func Analyze(module *ir.Operation) (res *Result, err error) {
	var a *analyzer
	defer func() {
		// A rule that does not expect some input is a bug; report it at
		// the op instead of crashing the caller.
		if r := recover(); r != nil {
			var pos diag.Pos
			name := "module"
			if a != nil && a.cur != nil {
				pos, name = dialect.Pos(a.cur), a.cur.Name
			}
			if a != nil {
				res = a.Result
			}
			err = diag.List{diag.Errorf(pos, "internal error in symbolic shape analysis at '%s': %v", name, r)}
		}
	}()
	// n counts values, tensors those whose dims are recorded (a dynamic
	// dim or an encoding: dimsOf), dyn their dynamic dims
	n, tensors, dyn := 0, 0, 0
	count := func(v *ir.Value) {
		d, recorded := dynamicDims(v)
		dyn += d
		if recorded {
			tensors++
		}
	}
	module.Walk(func(op *ir.Operation) bool {
		n += op.NumResults() + 1
		for _, r := range op.Results() {
			count(r)
		}
		for _, reg := range op.Regions {
			for _, b := range reg.Blocks {
				for _, v := range b.Args() {
					count(v)
				}
			}
		}
		return true
	})
	a = newAnalyzerFor(tensors, n/4, n/8)
	// Most dynamic dims take the symbols of the dims they equal (an
	// elementwise result, a broadcast): on the llama-1b step about one in
	// five gets its own. A low guess only costs the tables some growth.
	a.store.Reserve(dyn / 4)
	a.run(module)
	if len(a.diags) > 0 {
		a.diags.Sort()
		return a.Result, a.diags
	}
	return a.Result, nil
}

// dynamicDims counts the dynamic dims of v's type (each may get a
// symbol); recorded says the analysis records v's dims (a tensor with a
// dynamic dim or an encoding).
func dynamicDims(v *ir.Value) (n int, recorded bool) {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return 0, false
	}
	for _, d := range t.Shape {
		if d == ir.Dynamic {
			n++
		}
	}
	return n, n > 0 || t.Encoding != nil
}

// analyzer holds the walk's state besides the Result it fills.
type analyzer struct {
	*Result
	funcs map[string]*funcInfo
	// defs are the definitions this walk gave new symbols (s := e).
	defs map[symbolic.Sym]symbolic.Expr
	// byDef finds a defined symbol by its definition over representatives.
	byDef map[string]symbolic.Sym
	// static holds the dims of static tensor types.
	static map[*ir.TensorType][]symbolic.Expr
	// cur is the op whose facts are being added (for provenance and
	// diagnostics); curFailed says it already reported a contradiction.
	cur       *ir.Operation
	curProv   string
	curFailed bool
	// encNames is scratch for reading symbolic encodings (nil while a
	// reader uses it)
	encNames []dimName
	// elemScratch is scratch for the dims elementwise hands to assign
	// (nil while in use)
	elemScratch []elem
	// dotCache holds the dot dimension numbers read so far, by text
	dotCache map[string]dialect.DotDims
}

// funcInfo is what the walk knows of one func.func.
type funcInfo struct {
	op      *ir.Operation
	args    []*ir.Value
	results [][]symbolic.Expr // dims of each returned value (nil: unknown)
	sites   []*ir.Operation   // func.call ops naming it
	done    bool
	active  bool
}

// newAnalyzerFor sizes its maps for about n tensors, scalars index
// scalars and vecs shape vectors.
func newAnalyzerFor(n, scalars, vecs int) *analyzer {
	return &analyzer{
		Result: &Result{
			store:  symbolic.NewStore(),
			dims:   make(map[*ir.Value][]symbolic.Expr, n),
			scalar: make(map[*ir.Value]symbolic.Expr, scalars),
			vec:    make(map[*ir.Value][]elem, vecs),
			order:  make([]*ir.Value, 0, n),
			names:  map[string]symbolic.Sym{},
		},
		funcs:  map[string]*funcInfo{},
		defs:   map[symbolic.Sym]symbolic.Expr{},
		byDef:  map[string]symbolic.Sym{},
		static: map[*ir.TensorType][]symbolic.Expr{},
	}
}

func (a *analyzer) run(module *ir.Operation) {
	a.readDeclarations(module)
	var order []*funcInfo
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if op.Name == "func.func" {
					fi := &funcInfo{op: op}
					a.funcs[dialect.SymbolName(op)] = fi
					order = append(order, fi)
				}
			}
		}
	}
	// Call sites first, so that callees are analyzed before callers.
	module.Walk(func(op *ir.Operation) bool {
		if isCall(op) {
			if fi := a.funcs[calleeName(op)]; fi != nil {
				fi.sites = append(fi.sites, op)
			}
		}
		return true
	})
	for _, fi := range order {
		a.analyzeFunc(fi)
	}
	// Anything outside functions (module-level ops other than declarations).
	for _, r := range module.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if op.Name != "func.func" && op.Name != "symopt.dim" && op.Name != "symopt.constraint" {
					a.visit(op)
				}
			}
		}
	}
	for _, fi := range order {
		a.meetCallSites(fi)
	}
}

// analyzeFunc analyzes fi's callees, then fi's body.
func (a *analyzer) analyzeFunc(fi *funcInfo) {
	if fi.done || fi.active {
		return
	}
	fi.active = true
	fi.op.Walk(func(op *ir.Operation) bool {
		if isCall(op) {
			if callee := a.funcs[calleeName(op)]; callee != nil && callee != fi {
				a.analyzeFunc(callee)
			}
		}
		return true
	})
	if len(fi.op.Regions) > 0 && len(fi.op.Regions[0].Blocks) > 0 {
		entry := fi.op.Regions[0].Blocks[0]
		fi.args = entry.Args()
		for k, v := range fi.args {
			a.dimsOf(v)
			// A JAX dimension argument holds the value of its dimension
			// variable: the symbol of that name.
			if name, ok := dialect.DimArgName(fi.op, k); ok {
				a.scalar[v] = a.store.Var(a.nameSym(name))
			}
		}
		a.visitRegion(fi.op.Regions[0])
		for _, b := range fi.op.Regions[0].Blocks {
			if t := b.Terminator(); t != nil && t.Name == "func.return" {
				a.recordReturn(fi, t)
			}
		}
	}
	fi.active = false
	fi.done = true
}

// recordReturn keeps the dims of the values one func.return returns; with
// several returns a dim stays known only where they agree.
func (a *analyzer) recordReturn(fi *funcInfo, ret *ir.Operation) {
	res := make([][]symbolic.Expr, ret.NumOperands())
	for i, v := range ret.Operands() {
		res[i] = a.dimsOf(v)
	}
	if fi.results == nil {
		fi.results = res
		return
	}
	for i := range fi.results {
		if i >= len(res) || len(res[i]) != len(fi.results[i]) {
			fi.results[i] = nil
			continue
		}
		for j := range res[i] {
			if a.store.Compare(res[i][j], fi.results[i][j]) != symbolic.Equal {
				fi.results[i] = nil
				break
			}
		}
	}
}

func (a *analyzer) visitRegion(r *ir.Region) {
	for _, b := range r.Blocks {
		for _, v := range b.Args() {
			a.dimsOf(v)
		}
		for _, op := range b.Ops {
			a.visit(op)
		}
	}
}

// visit adds the facts of one op (and of the ops nested in it).
func (a *analyzer) visit(op *ir.Operation) {
	prevOp, prevProv, prevFailed := a.cur, a.curProv, a.curFailed
	a.cur, a.curProv, a.curFailed = op, "", false
	a.applyRule(op)
	// Result dims are fresh only while their op's rule runs.
	for _, r := range op.Results() {
		for _, d := range a.dims[r] {
			if s, ok := d.AsSym(); ok {
				a.fresh.del(s)
			}
		}
	}
	a.cur, a.curProv, a.curFailed = prevOp, prevProv, prevFailed
}

// provenance is the text recorded with the facts of op: its position and
// name.
func provenance(op *ir.Operation) string {
	p := dialect.Pos(op)
	if p.Line == 0 {
		return op.Name
	}
	return p.File + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) + " " + op.Name
}

// report records a contradiction at the current op (once per op).
func (a *analyzer) report(err error) {
	if err == nil || a.curFailed {
		return
	}
	a.curFailed = true
	if ce, ok := err.(*symbolic.ContradictionError); ok {
		msg := "symbolic shapes contradict: " + ce.Msg
		var notes []*diag.Diagnostic
		for _, p := range ce.Provenances[min(1, len(ce.Provenances)):] {
			if p != "" && p != a.prov() {
				notes = append(notes, &diag.Diagnostic{Pos: provPos(p), Severity: diag.Note, Msg: "see fact from " + p})
			}
		}
		d := diag.Errorf(dialect.Pos(a.cur), "%s", msg)
		d.Notes = notes
		a.diags = append(a.diags, d)
		return
	}
	if err == symbolic.ErrOverflow || err == symbolic.ErrTooLarge {
		return // a fact too large to record is dropped, not an error
	}
	a.diags = append(a.diags, diag.Errorf(dialect.Pos(a.cur), "symbolic shapes: %v", err))
}

// calleeName is the function a func.call calls or a stablehlo.composite
// decomposes into.
func calleeName(op *ir.Operation) string {
	for _, name := range []string{"callee", "decomposition"} {
		if s, ok := op.Attr(name).(*ir.SymbolRefAttr); ok {
			return s.Root
		}
	}
	return ""
}

// isCall reports ops that pass values to a function of the module.
func isCall(op *ir.Operation) bool {
	return op.Name == "func.call" || (opKey(op) == "stablehlo.composite" && calleeName(op) != "")
}

// prov returns the provenance of the current op, computed on first use
// (most ops add no fact that needs one).
func (a *analyzer) prov() string {
	if a.curProv == "" && a.cur != nil {
		a.curProv = provenance(a.cur)
	}
	return a.curProv
}

// provPos reads the position back from a provenance written by
// provenance ("file:line:col op"); the zero Pos when it has none.
func provPos(p string) diag.Pos {
	loc, _, _ := strings.Cut(p, " ")
	i := strings.LastIndexByte(loc, ':')
	if i < 0 {
		return diag.Pos{}
	}
	j := strings.LastIndexByte(loc[:i], ':')
	if j < 0 {
		return diag.Pos{}
	}
	line, err1 := strconv.Atoi(loc[j+1 : i])
	col, err2 := strconv.Atoi(loc[i+1:])
	if err1 != nil || err2 != nil {
		return diag.Pos{}
	}
	return diag.Pos{File: loc[:j], Line: line, Col: col}
}
