package ir

import (
	"bufio"
	"io"
	"strconv"
)

// printer writes ops as text. It names values per isolated-from-above scope
// (%0, %1 for results, %arg0 for block arguments, ^bb0 for blocks).
type printer struct {
	w       *bufio.Writer
	opts    PrintOptions
	indent  int
	names   map[*Value]string
	blocks  map[*Block]string
	preds   map[*Block][]*Block // the blocks whose terminators branch to a block, once per edge
	typeStr map[Type]string
	streams []*printStream // free list for printCustom
	props   []NamedAttr    // scratch for printProps
	// elideElements, when positive, is the element count above which dense
	// literals print as dense_resource<__elided__> (diagnostics only).
	elideElements int
	err           error
}

func newPrinter(w io.Writer, opts PrintOptions) *printer {
	return &printer{
		w:       bufio.NewWriterSize(w, 64<<10),
		opts:    opts,
		names:   map[*Value]string{},
		blocks:  map[*Block]string{},
		preds:   map[*Block][]*Block{},
		typeStr: map[Type]string{},
	}
}

func (p *printer) flush() error {
	if err := p.w.Flush(); err != nil {
		return err
	}
	return p.err
}

func (p *printer) writeString(s string) { p.w.WriteString(s) }
func (p *printer) writeByte(c byte)     { p.w.WriteByte(c) }

func (p *printer) newline() {
	p.w.WriteByte('\n')
	for i := 0; i < p.indent; i++ {
		p.w.WriteString("  ")
	}
}

func (p *printer) typeString(t Type) string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	if s, ok := p.typeStr[t]; ok {
		return s
	}
	s := t.String()
	p.typeStr[t] = s
	return s
}

func (p *printer) printTopLevel(op *Operation) {
	p.nameScope(op)
	p.printOp(op)
	p.writeByte('\n')
}

// nameScope assigns names to every value and block inside op's regions
// the way MLIR's printer numbers them: a region names its entry-block
// arguments %argN, and its other block arguments and its op results %N, in
// order, before any nested region; each nested region then continues from
// the counters its parent region reached. In the pretty form sibling
// regions start from the same counters (their names may repeat); in the
// generic form the counters run on across all nested regions, visited
// last op first, so that every name in the scope is unique. Isolated ops do
// not restart the numbering. Block labels are ^bbN per region. In the
// pretty form an op's OpInfo.ResultName hint replaces the number
// (`%c1_i64`), made unique with a `_N` suffix as MLIR does.
func (p *printer) nameScope(op *Operation) {
	type pending struct {
		parent                     *Operation
		index                      int // of the region in parent
		nextVal, nextArg, conflict int
		names                      *usedNames // the names visible from the region's parent
	}
	var stack []pending
	for i := range op.Regions {
		stack = append(stack, pending{parent: op, index: i})
	}
	nextVal, nextArg, conflict := 0, 0, 0
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !p.opts.Generic {
			nextVal, nextArg, conflict = top.nextVal, top.nextArg, top.conflict
		}
		used := &usedNames{parent: top.names}
		region := top.parent.Regions[top.index]
		for bi, b := range region.Blocks {
			p.blocks[b] = "^bb" + strconv.Itoa(bi)
			for ai, a := range b.args {
				argHint := ""
				if bi == 0 {
					argHint = p.regionArgHint(top.parent, top.index, ai)
				}
				switch {
				case argHint != "":
					p.names[a] = "%" + used.unique(argHint, &conflict)
				case bi == 0:
					p.names[a] = "%arg" + strconv.Itoa(nextArg)
					nextArg++
				default:
					p.names[a] = "%" + strconv.Itoa(nextVal)
					nextVal++
				}
			}
			for _, inner := range b.Ops {
				if names := p.resultHints(inner); names != nil {
					for i, r := range inner.results {
						p.names[r] = "%" + used.unique(names[i], &conflict)
					}
				} else if len(inner.results) > 0 {
					if hint := p.resultHint(inner); hint != "" {
						p.names[inner.results[0]] = "%" + used.unique(hint, &conflict)
					} else {
						p.names[inner.results[0]] = "%" + strconv.Itoa(nextVal)
						nextVal++
					}
				}
				for _, s := range inner.Successors {
					p.preds[s] = append(p.preds[s], b)
				}
			}
		}
		for _, b := range region.Blocks {
			for _, inner := range b.Ops {
				for i := range inner.Regions {
					stack = append(stack, pending{inner, i, nextVal, nextArg, conflict, used})
				}
			}
		}
	}
}

// valueName returns the text for a use of v.
func (p *printer) valueName(v *Value) string {
	if v == nil {
		return "%<<NULL VALUE>>"
	}
	if v.def != nil && len(v.def.results) > 1 && !p.namedApart(v.def) {
		base, ok := p.names[v.def.results[0]]
		if !ok {
			return "%<<UNKNOWN SSA VALUE>>"
		}
		return base + "#" + strconv.Itoa(v.index)
	}
	if n, ok := p.names[v]; ok {
		return n
	}
	return "%<<UNKNOWN SSA VALUE>>"
}

func (p *printer) printOp(op *Operation) {
	if n := len(op.results); n > 0 && p.namedApart(op) {
		for i, r := range op.results {
			if i > 0 {
				p.writeString(", ")
			}
			p.writeString(p.names[r])
		}
		p.writeString(" = ")
	} else if n > 0 {
		p.writeString(p.names[op.results[0]])
		if n > 1 {
			p.writeByte(':')
			p.writeString(strconv.Itoa(n))
		}
		p.writeString(" = ")
	}
	if op.Verbatim != nil {
		p.printVerbatim(op)
	} else if !p.opts.Generic && op.Info != nil && op.Info.Asm != nil && canPrintCustom(op) {
		p.printCustom(op)
	} else {
		p.printGeneric(op)
	}
	if p.opts.DebugInfo && op.Loc != nil {
		p.writeString(" loc(")
		p.writeString(op.Loc.String())
		p.writeByte(')')
	}
}

func (p *printer) printGeneric(op *Operation) {
	p.writeString(Quote(op.Name))
	p.writeByte('(')
	for i, v := range op.operands {
		if i > 0 {
			p.writeString(", ")
		}
		p.writeString(p.valueName(v))
	}
	p.writeByte(')')
	if len(op.Successors) > 0 {
		p.writeByte('[')
		for i, b := range op.Successors {
			if i > 0 {
				p.writeString(", ")
			}
			p.writeString(p.blocks[b])
		}
		p.writeByte(']')
	}
	p.printProps(op)
	if len(op.Regions) > 0 {
		p.writeString(" (")
		for i, r := range op.Regions {
			if i > 0 {
				p.writeString(", ")
			}
			p.printRegion(r, true, true)
		}
		p.writeByte(')')
	}
	p.printDiscardable(op)
	p.writeString(" : (")
	for i, v := range op.operands {
		if i > 0 {
			p.writeString(", ")
		}
		p.writeString(p.typeString(v.typ))
	}
	p.writeString(") -> ")
	if len(op.results) == 1 {
		if _, fn := op.results[0].typ.(*FunctionType); !fn {
			p.writeString(p.typeString(op.results[0].typ))
			return
		}
	}
	p.writeByte('(')
	for i, r := range op.results {
		if i > 0 {
			p.writeString(", ")
		}
		p.writeString(p.typeString(r.typ))
	}
	p.writeByte(')')
}

// printRegion prints `{ blocks }`. Without printEntryHeader the entry
// block's header is omitted (its arguments were printed by the op's
// format); with printEmptyBlock an empty entry block still gets its label
// (`^bb0:`), as MLIR's generic form needs to tell it from no block.
func (p *printer) printRegion(r *Region, printEntryHeader, printEmptyBlock bool) {
	p.printRegionElide(r, printEntryHeader, printEmptyBlock, "")
}

// elidable reports whether op is an implicit terminator named term that
// carries nothing but its name.
func elidable(op *Operation, term string) bool {
	return term != "" && op.Name == term && len(op.operands) == 0 && len(op.results) == 0 &&
		len(op.attrs) == 0 && op.Props == nil && len(op.Successors) == 0 && len(op.Regions) == 0
}

// printRegionElide is printRegion leaving out the implicit terminator term
// of a single-block region.
func (p *printer) printRegionElide(r *Region, printEntryHeader, printEmptyBlock bool, term string) {
	p.writeByte('{')
	p.indent++
	for i, b := range r.Blocks {
		header := i > 0 || (printEntryHeader && (len(b.args) > 0 || printEmptyBlock && len(b.Ops) == 0))
		if header {
			p.indent--
			p.newline()
			p.printBlockHeader(b)
			p.printPreds(b, i == 0)
			p.indent++
		}
		ops := b.Ops
		if n := len(ops); n > 0 && len(r.Blocks) == 1 && elidable(ops[n-1], term) {
			ops = ops[:n-1]
		}
		for _, op := range ops {
			p.newline()
			p.printOp(op)
		}
	}
	p.indent--
	p.newline()
	p.writeByte('}')
}

func (p *printer) printBlockHeader(b *Block) {
	p.writeString(p.blocks[b])
	if len(b.args) > 0 {
		p.writeByte('(')
		for i, a := range b.args {
			if i > 0 {
				p.writeString(", ")
			}
			p.writeString(p.names[a])
			p.writeString(": ")
			p.writeString(p.typeString(a.typ))
			if p.opts.DebugInfo && a.Loc != nil {
				p.writeString(" loc(" + a.Loc.String() + ")")
			}
		}
		p.writeByte(')')
	}
	p.writeByte(':')
}
