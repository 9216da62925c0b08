package pipeline

import (
	"fmt"
	"sync"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// Pass is one instance of a transformation, run on one op at a time.
type Pass interface {
	Run(ctx *Context, op *ir.Operation) error
}

// PassFunc adapts a function to Pass.
type PassFunc func(ctx *Context, op *ir.Operation) error

// Run calls f.
func (f PassFunc) Run(ctx *Context, op *ir.Operation) error { return f(ctx, op) }

// Context is what a running pass may use besides the op: the registries,
// diagnostics, statistics, and a way to say it left the IR unchanged.
type Context struct {
	// Passes is the registry the pipeline was built from.
	Passes *Registry
	// Ops is the op registry (to look up OpInfo of ops a pass creates);
	// may be nil.
	Ops *ir.Registry
	// Def is the definition of the running pass.
	Def *PassDef

	stats     *statCounters
	diags     []*diag.Diagnostic
	unchanged bool
}

// Emit records a diagnostic (a warning or remark; errors are returned).
func (c *Context) Emit(d *diag.Diagnostic) { c.diags = append(c.diags, d) }

// Errorf returns an error diagnostic positioned at op's location.
func (c *Context) Errorf(op *ir.Operation, format string, args ...any) error {
	var loc ir.Location
	if op != nil {
		loc = op.Loc
	}
	return diag.Errorf(LocPos(loc), format, args...)
}

// AddStat adds n to the named statistic of the running pass.
func (c *Context) AddStat(name string, n int64) {
	if c.stats != nil {
		c.stats.add(name, n)
	}
}

// MarkUnchanged tells the manager the pass did not modify the IR, so
// verification and after-change dumps can be skipped.
func (c *Context) MarkUnchanged() { c.unchanged = true }

// statCounters holds the statistics of one pass instance; safe for
// concurrent runs.
type statCounters struct {
	mu    sync.Mutex
	specs []StatSpec
	vals  map[string]int64
}

func newStatCounters(specs []StatSpec) *statCounters {
	return &statCounters{specs: append([]StatSpec(nil), specs...), vals: map[string]int64{}}
}

func (s *statCounters) add(name string, n int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.vals[name]; !ok {
		known := false
		for _, sp := range s.specs {
			known = known || sp.Name == name
		}
		if !known {
			s.specs = append(s.specs, StatSpec{Name: name})
		}
	}
	s.vals[name] += n
}

// LocPos converts an op location to a diagnostic position, looking through
// name, call-site and fused locations for a file position.
func LocPos(loc ir.Location) diag.Pos {
	switch l := loc.(type) {
	case *ir.FileLineColLoc:
		return diag.Pos{File: l.File, Line: l.Line, Col: l.Col}
	case *ir.NameLoc:
		if l.Child != nil {
			return LocPos(l.Child)
		}
	case *ir.CallSiteLoc:
		return LocPos(l.Callee)
	case *ir.FusedLoc:
		for _, s := range l.Locs {
			if p := LocPos(s); p.Line != 0 {
				return p
			}
		}
	case *ir.SourcedLoc:
		if p := LocPos(l.Loc); p.Line != 0 {
			return p
		}
		if l.At != nil {
			return LocPos(l.At)
		}
	}
	return diag.Pos{}
}

// internalError is a panic recovered from a pass.
type internalError struct {
	pass  string
	value any
	stack []byte
}

func (e *internalError) Error() string {
	msg := fmt.Sprintf("internal error in pass '%s': %v", e.pass, e.value)
	if e.stack != nil {
		msg += "\n" + string(e.stack)
	}
	return msg
}
