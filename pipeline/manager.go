package pipeline

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// Config is the instrumentation and environment of a Manager; the driver
// maps its flags onto it.
type Config struct {
	// Verify checks an op after each pass when VerifyEach is set
	// (--verify-each, on by default in the driver).
	Verify     func(op *ir.Operation) error
	VerifyEach bool

	PrintBeforeAll    bool     // --mlir-print-ir-before-all
	PrintAfterAll     bool     // --mlir-print-ir-after-all
	PrintBefore       []string // --mlir-print-ir-before=cse,...
	PrintAfter        []string // --mlir-print-ir-after=cse,...
	PrintAfterChange  bool     // --mlir-print-ir-after-change: only dump after a pass that changed the IR
	PrintAfterFailure bool     // --mlir-print-ir-after-failure
	PrintModuleScope  bool     // --mlir-print-ir-module-scope: dump the top-level op
	PrintDiff         bool     // --print-ir-diff: unified diff after each pass that changed the IR
	// IROut receives dumps and diffs (os.Stderr when nil).
	IROut io.Writer
	// PrintOptions is used for every dump.
	PrintOptions ir.PrintOptions

	// Timing, when not nil, receives the per-pass wall times.
	Timing *Timing
	// Threads bounds how many sibling ops a nested pipeline of passes
	// marked Parallel runs on at once; 0 means GOMAXPROCS, 1 disables it.
	Threads int
	// Debug adds the Go stack to internal errors from panicking passes.
	Debug bool
	// Ops is handed to passes in their Context.
	Ops *ir.Registry
	// Done, when not nil, stops the pipeline before its next pass once
	// the context is done (the lit runner's timeout); Run then returns
	// the context's error.
	Done context.Context
}

// Manager runs a pipeline with instrumentation.
type Manager struct {
	p       *Pipeline
	cfg     Config
	diags   diag.List
	times   []*timerNode // per root item
	changed atomic.Bool  // some pass did not mark the IR unchanged
}

// Changed reports whether any pass run by m may have changed the IR (it
// did not call MarkUnchanged).
func (m *Manager) Changed() bool { return m.changed.Load() }

// NewManager prepares p to run under cfg.
func NewManager(p *Pipeline, cfg Config) *Manager {
	if cfg.IROut == nil {
		cfg.IROut = os.Stderr
	}
	if cfg.Threads <= 0 {
		cfg.Threads = runtime.GOMAXPROCS(0)
	}
	m := &Manager{p: p, cfg: cfg}
	if cfg.Timing != nil {
		m.times = cfg.Timing.attach(p)
	} else {
		m.times = timerNodes(p.root)
	}
	return m
}

// Diagnostics returns the warnings and remarks passes emitted, in order.
func (m *Manager) Diagnostics() diag.List { return m.diags }

// runState collects what one run writes, so parallel runs can be merged in
// a deterministic order.
type runState struct {
	out   io.Writer
	diags []*diag.Diagnostic
}

// Run runs the pipeline on op, which must match its anchor.
func (m *Manager) Run(op *ir.Operation) error {
	root := m.p.root
	if root.anchor != "" && op.Name != root.anchor {
		return diag.Errorf(LocPos(op.Loc), "can't run '%s' pass manager on '%s' op", root.anchor, op.Name)
	}
	st := &runState{out: m.cfg.IROut}
	err := m.runItems(root, op, st, m.times)
	m.diags = append(m.diags, st.diags...)
	return err
}

func (m *Manager) runItems(pl *opPipeline, op *ir.Operation, st *runState, times []*timerNode) error {
	for i, it := range pl.items {
		if m.cfg.Done != nil {
			if err := m.cfg.Done.Err(); err != nil {
				return fmt.Errorf("pass pipeline stopped: %w", err)
			}
		}
		start := time.Now()
		var err error
		if it.pass != nil {
			err = m.runPass(it.pass, op, st)
		} else {
			err = m.runNested(it.nested, op, st, times[i].children)
		}
		times[i].add(time.Since(start))
		if err != nil {
			return err
		}
	}
	return nil
}

// runNested runs pl on every op directly nested in op's regions that
// matches pl's anchor, in parallel when every pass allows it.
func (m *Manager) runNested(pl *opPipeline, op *ir.Operation, st *runState, times []*timerNode) error {
	var targets []*ir.Operation
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if pl.anchor == "" || o.Name == pl.anchor {
					targets = append(targets, o)
				}
			}
		}
	}
	if m.cfg.Threads <= 1 || len(targets) < 2 || !pl.parallelSafe() || m.cfg.PrintModuleScope {
		for _, t := range targets {
			if err := m.runItems(pl, t, st, times); err != nil {
				return err
			}
		}
		return nil
	}
	return m.runParallel(pl, targets, st, times)
}

func (m *Manager) runParallel(pl *opPipeline, targets []*ir.Operation, st *runState, times []*timerNode) error {
	type result struct {
		buf   bytes.Buffer
		diags []*diag.Diagnostic
		err   error
	}
	results := make([]result, len(targets))
	next := make(chan int)
	done := make(chan struct{})
	workers := min(m.cfg.Threads, len(targets))
	for w := 0; w < workers; w++ {
		go func() {
			for i := range next {
				sub := &runState{out: &results[i].buf}
				results[i].err = m.runItems(pl, targets[i], sub, times)
				results[i].diags = sub.diags
			}
			done <- struct{}{}
		}()
	}
	for i := range targets {
		next <- i
	}
	close(next)
	for w := 0; w < workers; w++ {
		<-done
	}
	var first error
	for i := range results {
		st.out.Write(results[i].buf.Bytes())
		st.diags = append(st.diags, results[i].diags...)
		if first == nil {
			first = results[i].err
		}
	}
	return first
}

func (pl *opPipeline) parallelSafe() bool {
	for _, it := range pl.items {
		if it.pass != nil && !it.pass.def.Parallel || it.nested != nil && !it.nested.parallelSafe() {
			return false
		}
	}
	return true
}

func (m *Manager) runPass(inst *passInstance, op *ir.Operation, st *runState) error {
	def := inst.def
	if def.Anchor != "" && op.Name != def.Anchor {
		// Only reachable under an `any(...)` anchor.
		return diag.Errorf(LocPos(op.Loc), "pass '%s' runs on '%s' and cannot run on '%s' op", def.Name, def.Anchor, op.Name)
	}
	ctx := &Context{Passes: m.p.reg, Ops: m.cfg.Ops, Def: def, stats: inst.stats}
	target := op
	if m.cfg.PrintModuleScope {
		for target.ParentOp() != nil {
			target = target.ParentOp()
		}
	}
	if m.cfg.PrintBeforeAll || contains(m.cfg.PrintBefore, def.Name) {
		m.dump(st.out, "Before "+def.title(), def, target)
	}
	printAfter := m.cfg.PrintAfterAll || contains(m.cfg.PrintAfter, def.Name)
	var before string
	if m.cfg.PrintDiff || printAfter && m.cfg.PrintAfterChange {
		before = m.text(target)
	}
	err := m.safeRun(inst, ctx, op)
	st.diags = append(st.diags, ctx.diags...)
	if !ctx.unchanged {
		m.changed.Store(true)
	}
	invalid := false
	if err == nil && m.cfg.VerifyEach && m.cfg.Verify != nil && !ctx.unchanged {
		if verr := m.safeVerify(def, op); verr != nil {
			err = prefixError(fmt.Sprintf("verification failed after pass '%s': ", def.Name), verr)
			invalid = true
		}
	}
	if err != nil {
		if m.cfg.PrintAfterFailure {
			// Invalid IR may break custom assembly: print it generically,
			// as mlir-opt does.
			opts := m.cfg.PrintOptions
			opts.Generic = opts.Generic || invalid
			m.dumpWith(st.out, "After "+def.title()+" Failed", def, target, opts)
		}
		return err
	}
	after := ""
	changed := func() bool {
		if ctx.unchanged {
			return false
		}
		if after == "" {
			after = m.text(target)
		}
		return after != before
	}
	if printAfter && (!m.cfg.PrintAfterChange || changed()) {
		m.dump(st.out, "After "+def.title(), def, target)
	}
	if m.cfg.PrintDiff && changed() {
		fmt.Fprintf(st.out, "// -----// IR Diff After %s (%s) //----- //\n", def.title(), def.Name)
		io.WriteString(st.out, UnifiedDiff(before, after, "before "+def.Name, "after "+def.Name))
		io.WriteString(st.out, "\n")
	}
	return nil
}

// safeVerify runs the verifier, turning a panic in it into an internal
// error (a worker goroutine must never crash the tool).
func (m *Manager) safeVerify(def *PassDef, op *ir.Operation) (err error) {
	defer func() {
		if v := recover(); v != nil {
			ie := &internalError{pass: def.Name, value: fmt.Sprintf("verifier panicked: %v", v)}
			if m.cfg.Debug {
				ie.stack = debug.Stack()
			}
			err = ie
		}
	}()
	return m.cfg.Verify(op)
}

func (m *Manager) safeRun(inst *passInstance, ctx *Context, op *ir.Operation) (err error) {
	defer func() {
		if v := recover(); v != nil {
			ie := &internalError{pass: inst.def.Name, value: v}
			if m.cfg.Debug {
				ie.stack = debug.Stack()
			}
			err = ie
		}
	}()
	err = inst.pass.Run(ctx, op)
	if err != nil {
		if _, ok := err.(*diag.Diagnostic); !ok {
			if _, ok := err.(diag.List); !ok {
				err = fmt.Errorf("pass '%s' failed: %w", inst.def.Name, err)
			}
		}
	}
	return err
}

// prefixError puts prefix in front of an error's message, keeping a
// diagnostic's position.
func prefixError(prefix string, err error) error {
	switch e := err.(type) {
	case *diag.Diagnostic:
		cp := *e
		cp.Msg = prefix + e.Msg
		return &cp
	case diag.List:
		if len(e) > 0 {
			cp := append(diag.List(nil), e...)
			first := *cp[0]
			first.Msg = prefix + first.Msg
			cp[0] = &first
			return cp
		}
	}
	return fmt.Errorf("%s%w", prefix, err)
}

func (m *Manager) text(op *ir.Operation) string { return printText(op, m.cfg.PrintOptions) }

func printText(op *ir.Operation, opts ir.PrintOptions) (text string) {
	var b bytes.Buffer
	defer func() {
		// A printer failure must not take the tool down from a dump.
		if v := recover(); v != nil {
			text = b.String() + fmt.Sprintf("<<print failed: %v>>\n", v)
		}
	}()
	if err := ir.Print(&b, op, opts); err != nil {
		fmt.Fprintf(&b, "<<print failed: %v>>\n", err)
	}
	return b.String()
}

// dump writes one IR dump with mlir-opt's banner. Like mlir-opt, a nested
// op is followed by one blank line and a top-level op by two.
func (m *Manager) dump(w io.Writer, what string, def *PassDef, op *ir.Operation) {
	m.dumpWith(w, what, def, op, m.cfg.PrintOptions)
}

func (m *Manager) dumpWith(w io.Writer, what string, def *PassDef, op *ir.Operation, opts ir.PrintOptions) {
	text := printText(op, opts)
	for len(text) > 0 && text[len(text)-1] == '\n' {
		text = text[:len(text)-1]
	}
	if op.Block() == nil {
		text += "\n"
	}
	fmt.Fprintf(w, "// -----// IR Dump %s (%s) //----- //\n%s\n\n", what, def.Name, text)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
