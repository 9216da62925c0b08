package interp

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/ir"
)

// UnsupportedError lists what a function holds that the interpreter
// cannot run, each kind once with its first positions.
type UnsupportedError struct {
	Func  string
	Kinds []UnsupportedKind
}

// UnsupportedKind is one unsupported op name (or a call of an unknown
// function), what is wrong with it, and where it occurs.
type UnsupportedKind struct {
	Op, Msg string
	Pos     []string
}

// maxPositions is how many positions the message shows per kind.
const maxPositions = 4

func (e *UnsupportedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "@%s: unsupported by the interpreter (nothing was run):", e.Func)
	for _, k := range e.Kinds {
		fmt.Fprintf(&b, "\n  %s: %s: %s", k.Pos[0], k.Op, k.Msg)
		if len(k.Pos) > 1 {
			fmt.Fprintf(&b, " (also at %s", strings.Join(k.Pos[1:min(len(k.Pos), maxPositions)], ", "))
			if n := len(k.Pos) - maxPositions; n > 0 {
				fmt.Fprintf(&b, " and %d more", n)
			}
			b.WriteString(")")
		}
	}
	return b.String()
}

// Unsupported walks function name, its nested regions and every function
// it calls or decomposes into, and reports the ops the interpreter has no
// handler for and calls of unknown functions: a run that would fail on
// them fails before it starts (UnsupportedCustomCalls does the same for
// custom_call targets). Nil when everything is supported.
func (in *Interpreter) Unsupported(name string) *UnsupportedError {
	e := &UnsupportedError{Func: name}
	index := map[string]int{}
	add := func(msg string, op *ir.Operation) {
		pos := "unknown location"
		if p, ok := ir.FileLineCol(op.Loc); ok {
			pos = fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
		}
		key := op.Name + "\x00" + msg
		i, ok := index[key]
		if !ok {
			i = len(e.Kinds)
			index[key] = i
			e.Kinds = append(e.Kinds, UnsupportedKind{Op: op.Name, Msg: msg})
		}
		e.Kinds[i].Pos = append(e.Kinds[i].Pos, pos)
	}
	seen := map[string]bool{}
	var visit func(fn string, from *ir.Operation)
	visit = func(fn string, from *ir.Operation) {
		if seen[fn] {
			return
		}
		seen[fn] = true
		f := in.funcs[fn]
		if f == nil {
			if from != nil {
				add("unknown callee @"+fn, from)
			}
			return
		}
		f.Walk(func(op *ir.Operation) bool {
			if op != f {
				in.checkOp(op, add, visit)
			}
			return true
		})
	}
	visit(name, nil)
	if len(e.Kinds) == 0 {
		return nil
	}
	return e
}

// checkOp reports op if it cannot run, and visits the function it calls.
func (in *Interpreter) checkOp(op *ir.Operation, add func(string, *ir.Operation), visit func(string, *ir.Operation)) {
	if isTerminator(op) {
		return
	}
	if _, ok := in.lookupHandler(op); !ok {
		add("unsupported op", op)
		return
	}
	if refusesQuantized(op) {
		add("unsupported on quantized types", op)
		return
	}
	switch op.Short() {
	case "call", "composite":
		for _, attr := range []string{"callee", "decomposition"} {
			if ref, ok := op.Attr(attr).(*ir.SymbolRefAttr); ok {
				visit(ref.Root, op)
			}
		}
	}
}
