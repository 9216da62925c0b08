package ir

// Verbatim is the custom syntax of an op that no format reads (the pretty
// form of an unregistered op, accepted with --allow-unregistered-dialect):
// the text after the op name, kept as written and printed back unchanged
// in both the pretty and the generic form. The values the text names are
// the op's operands, one per use in order, so that passes see the uses and
// the printer writes each use under the value's printed name. Aliases the
// text used are expanded in place (the printer does not print the
// input's aliases).
type Verbatim struct {
	Text string
	// Uses are the byte ranges of Text naming operand i (`%x`, `%y#1`).
	Uses []TextRange
	// Symbols are the names the text refers to (`@f`), so that symbol
	// uses count them.
	Symbols []string
}

// TextRange is a byte range [Start, End) of a string.
type TextRange struct{ Start, End int }

// printVerbatim writes op's name and its verbatim text with each use
// spelled as the printer names the operand now.
func (p *printer) printVerbatim(op *Operation) {
	p.writeString(op.Name)
	v := op.Verbatim
	at := 0
	for i, u := range v.Uses {
		p.writeString(v.Text[at:u.Start])
		if i < len(op.operands) {
			p.writeString(p.valueName(op.operands[i]))
		} else {
			p.writeString(v.Text[u.Start:u.End])
		}
		at = u.End
	}
	p.writeString(v.Text[at:])
}
