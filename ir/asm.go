package ir

// AsmStream is the two-way channel an op's custom assembly is written
// against. The same format function runs with a printing stream, which
// emits text from an existing op, and with a parsing stream, which reads
// text and collects the pieces of a new op. Writing a format once keeps
// print -> parse -> print a fixed point.
//
// Errors in a parsing stream are sticky: after the first one every call is
// a no-op returning zero values, and the parser reports that error.
//
// Spacing when printing: tokens are separated by one space, except that
// `,` `)` `]` `>` are glued to what precedes them; the openers `(` `[` `<`
// are glued to a preceding word, value or closer (`reduce(`, `@f(`,
// `%t[0]`) but not to `:` `->` `=` `,` `x`; nothing follows an opener; `:` is
// glued after a value being defined (`%arg0: t`) and after the keyword
// `init`. A Punct argument with a leading space (" [") forces a space
// before it; parsing streams ignore that leading space.
type AsmStream interface {
	// Printing reports whether this stream prints (true) or parses.
	Printing() bool
	// Op returns the op being printed; nil while parsing.
	Op() *Operation
	// OpName returns the full name of the op (both directions).
	OpName() string

	// Keyword prints or expects a bare identifier.
	Keyword(kw string)
	// Punct prints or expects punctuation: , = : ( ) [ ] { } < > -> x * ?
	Punct(p string)
	// Newline starts a new line at the op's indentation when printing
	// (MLIR's printNewline; the next token still gets its space); parsing
	// streams ignore it.
	Newline()
	// Next reports, when parsing, whether the next tokens spell toks
	// (keywords or punctuation) without consuming them. When printing it
	// returns false.
	Next(toks ...string) bool
	// Optional decides an optional group: when printing it reports whether
	// the op has attribute attr; when parsing, whether the next tokens are
	// lead (not consumed).
	Optional(attr string, lead ...string) bool

	// Operands prints or parses all operands as `%a, %b` (possibly none).
	Operands()
	// Operand prints or parses operand number i (in order of appearance).
	Operand(i int)
	// OperandsFrom prints or parses operands i.. as a comma list.
	OperandsFrom(i int)

	// Attr prints or parses attribute name in generic attribute syntax.
	Attr(name string)
	// IntAttr prints or parses a bare integer stored as an i64 IntegerAttr.
	IntAttr(name string)
	// I64ListAttr prints or parses `[1, 2]` stored as array<i64: ...>
	// (a dense<...> i64 tensor attribute prints the same way).
	I64ListAttr(name string)
	// EnumAttr prints or parses a bare word stored as the dialect attribute
	// `#<dialect><kind WORD>`, where dialect is the op's.
	EnumAttr(name, kind string)
	// SymbolAttr prints or parses `@name` stored as a SymbolRefAttr.
	SymbolAttr(name string)
	// SymbolNameAttr prints or parses `@name` stored as a StringAttr.
	SymbolNameAttr(name string)
	// StringAttr prints or parses a quoted string stored as a StringAttr.
	StringAttr(name string)
	// AttrDict prints the attributes no directive consumed as `{...}` when
	// there are any; parses an optional `{...}`.
	AttrDict()
	// AttrDictWithKeyword is AttrDict spelled `attributes {...}`.
	AttrDictWithKeyword()

	// FunctionalType prints or parses `(operand types) -> result types`.
	FunctionalType()
	// SameType prints one type when every operand and result has it, and
	// otherwise the functional type; parses either.
	SameType()
	// ResultTypes prints or parses the result types as a comma list
	// (operand types are left to the format or to the op's rules).
	ResultTypes()
	// OperandTypes prints or parses the operand types as a comma list.
	OperandTypes()

	// Successor prints or parses successor block i as `^name` (successors
	// are read in order). A format must print every successor of the op,
	// or the op prints generically.
	Successor(i int)

	// ImplicitTerminator makes the regions this format prints or parses
	// after the call have an implicit terminator op `name` (MLIR's
	// SingleBlockImplicitTerminator): printing elides the last op of a
	// single-block region when it is name with no operands, results,
	// attributes or successors; parsing appends one to a single-block
	// region whose block does not end in a terminator (an empty region gets
	// a block). An empty name turns this off.
	ImplicitTerminator(name string)

	// Regions prints or parses every region as `{...}` with generic block
	// headers.
	Regions()
	// Region prints or parses region i; when args is not nil the entry
	// block's arguments are the given already-declared names and types and
	// its header is omitted.
	Region(i int, args []RegionArg)

	// Low-level pieces for custom directives.

	// Type prints or parses one type; when parsing it returns the type read.
	Type(t Type) Type
	// Int prints or parses one integer.
	Int(v int64) int64
	// Float prints or parses one untyped f64 literal (`1.5`, `-2`, `1e-3`).
	Float(v float64) float64
	// Word prints or parses one bare identifier.
	Word(w string) string
	// ValueRef prints a value or parses an SSA use name (returned as a
	// placeholder resolved when the op is finished).
	ValueRef(v *Value) *Value
	// NewValueName prints a fresh name for v (block argument headers) or
	// parses a `%name` being defined; returns the name read.
	NewValueName(v *Value) string
	// AttrValue prints or parses one attribute value in generic syntax.
	AttrValue(a Attribute) Attribute
	// Loc prints ` loc(l)` when the printer shows debug info and l is not
	// nil; when parsing it reads an optional `loc(...)` and returns it (nil
	// when absent).
	Loc(l Location) Location
	// Registry returns the op registry (for formats that build ops).
	Registry() *Registry
	// SetRegion attaches a region built by a parsing format as region i.
	SetRegion(i int, r *Region)
	// SetAttr records an attribute on the op being parsed.
	SetAttr(name string, a Attribute)
	// GetAttr returns an attribute of the op being printed and marks it
	// consumed so AttrDict skips it.
	GetAttr(name string) Attribute
	// Consume marks attribute name as printed by a custom directive.
	Consume(name string)
	// AddOperand appends a parsed operand (from ValueRef) to the new op.
	AddOperand(v *Value)
	// SetOperandTypes and SetResultTypes record types for the new op.
	SetOperandTypes(ts []Type)
	SetResultTypes(ts []Type)
	// Errorf fails a parsing stream at the current position.
	Errorf(format string, args ...any)
	// Failed reports whether a parsing stream has failed.
	Failed() bool
}

// RegionArg is an entry-block argument declared outside the region body
// (`while(%iterArg = %init)`, `reducer(%a: t, %b: t)`).
type RegionArg struct {
	Name string
	Type Type
	Loc  Location
}
