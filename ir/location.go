package ir

import (
	"strconv"
	"strings"
)

// Location says where an operation came from, as MLIR's loc(...) does.
type Location interface {
	String() string // loc(...) body syntax, without the `loc(` wrapper
	locNode()
}

// UnknownLoc is loc(unknown).
type UnknownLoc struct{}

// FileLineColLoc is loc("file":line:col).
type FileLineColLoc struct {
	File      string
	Line, Col int
}

// NameLoc is loc("name") or loc("name"(child)).
type NameLoc struct {
	Name  string
	Child Location // nil when absent
}

// CallSiteLoc is loc(callsite(callee at caller)).
type CallSiteLoc struct{ Callee, Caller Location }

// FusedLoc is loc(fused<metadata>[a, b]).
type FusedLoc struct {
	Locs     []Location
	Metadata Attribute // nil when absent
}

// OpaqueLoc keeps a location attribute this package does not model.
type OpaqueLoc struct{ Text string }

// SourcedLoc is the location of an op read from a file whose own location
// names no file position (loc("foo"), loc(unknown)): it prints as Loc,
// and diagnostics point at At, where the op was read.
type SourcedLoc struct {
	Loc Location
	At  *FileLineColLoc
}

func (UnknownLoc) locNode()      {}
func (*FileLineColLoc) locNode() {}
func (*NameLoc) locNode()        {}
func (*CallSiteLoc) locNode()    {}
func (*FusedLoc) locNode()       {}
func (*OpaqueLoc) locNode()      {}
func (*SourcedLoc) locNode()     {}

func (UnknownLoc) String() string { return "unknown" }
func (l *FileLineColLoc) String() string {
	return Quote(l.File) + ":" + strconv.Itoa(l.Line) + ":" + strconv.Itoa(l.Col)
}
func (l *NameLoc) String() string {
	if l.Child == nil {
		return Quote(l.Name)
	}
	return Quote(l.Name) + "(" + l.Child.String() + ")"
}
func (l *CallSiteLoc) String() string {
	return "callsite(" + l.Callee.String() + " at " + l.Caller.String() + ")"
}
func (l *FusedLoc) String() string {
	var b strings.Builder
	b.WriteString("fused")
	if l.Metadata != nil {
		b.WriteString("<" + l.Metadata.String() + ">")
	}
	b.WriteByte('[')
	for i, x := range l.Locs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(x.String())
	}
	b.WriteByte(']')
	return b.String()
}
func (l *OpaqueLoc) String() string  { return l.Text }
func (l *SourcedLoc) String() string { return l.Loc.String() }

// FileLineCol digs the first file position out of a location, for
// diagnostics. ok is false when there is none.
func FileLineCol(l Location) (pos *FileLineColLoc, ok bool) {
	switch x := l.(type) {
	case *FileLineColLoc:
		return x, true
	case *NameLoc:
		if x.Child != nil {
			return FileLineCol(x.Child)
		}
	case *CallSiteLoc:
		return FileLineCol(x.Caller)
	case *FusedLoc:
		for _, s := range x.Locs {
			if p, ok := FileLineCol(s); ok {
				return p, true
			}
		}
	case *SourcedLoc:
		if p, ok := FileLineCol(x.Loc); ok {
			return p, true
		}
		return x.At, x.At != nil
	}
	return nil, false
}
