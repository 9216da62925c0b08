package parser

import "strings"

// The struct-like attributes of the HLO dialects (#stablehlo.dot<...>,
// #stablehlo.gather<...>, #stablehlo.scatter<...> and their mhlo twins) are
// kept verbatim, but their entry syntax is checked here so that a malformed
// body fails with the diagnostics StableHLO's attribute parser gives: the
// specific problem, then "failed parsing <what> dimension numbers".

// hloStructKeys returns the entry keywords of the struct attribute named
// name (without '#') and what its failure message calls it; ok is false for
// other attributes.
func hloStructKeys(name string) (keys []string, what string, ok bool) {
	dialect, mnemonic, found := strings.Cut(name, ".")
	if !found || (dialect != "stablehlo" && dialect != "mhlo") {
		return nil, "", false
	}
	switch mnemonic {
	case "dot":
		return []string{"lhs_batching_dimensions", "rhs_batching_dimensions",
			"lhs_contracting_dimensions", "rhs_contracting_dimensions"}, "dot", true
	case "gather":
		return []string{"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
			"start_indices_batching_dims", "start_index_map", "index_vector_dim"}, "gather", true
	case "scatter":
		return []string{"update_window_dims", "inserted_window_dims", "input_batching_dims",
			"scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim"}, "scatter", true
	}
	return nil, "", false
}

// structCursor walks the body of a struct attribute by byte offset.
type structCursor struct {
	src string
	i   int // next unread byte
	end int // offset of the closing '>'
}

// skipSpace passes whitespace and `//` comments.
func (c *structCursor) skipSpace() {
	for c.i < c.end {
		switch {
		case strings.IndexByte(" \t\r\n", c.src[c.i]) >= 0:
			c.i++
		case strings.HasPrefix(c.src[c.i:c.end], "//"):
			nl := strings.IndexByte(c.src[c.i:c.end], '\n')
			if nl < 0 {
				c.i = c.end
			} else {
				c.i += nl + 1
			}
		default:
			return
		}
	}
}

// ident reads a keyword at the cursor and returns it, or "" when none.
func (c *structCursor) ident() string {
	s := c.i
	for c.i < c.end && (isIdentByte(c.src[c.i])) {
		c.i++
	}
	return c.src[s:c.i]
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// skipValue passes one value: a balanced group or a run of bytes up to the
// next ',' or whitespace at depth 0.
func (c *structCursor) skipValue() {
	if c.i < c.end && (c.src[c.i] == '[' || c.src[c.i] == '<' || c.src[c.i] == '(') {
		if e := balancedEnd(c.src, c.i); e > 0 && e <= c.end {
			c.i = e
			return
		}
	}
	for c.i < c.end && c.src[c.i] != ',' && strings.IndexByte(" \t\r\n", c.src[c.i]) < 0 {
		c.i++
	}
}

// checkHLOStructAttr checks the body of the attribute whose '#name' token is
// t and whose text (from '#' to the closing '>') is text. On a problem it
// records the specific error and fails with the summary one.
func (p *parser) checkHLOStructAttr(t token, text string) {
	name, _, _ := strings.Cut(text[1:], "<")
	keys, what, ok := hloStructKeys(name)
	if !ok || len(text) < len(name)+3 || text[len(text)-1] != '>' {
		return
	}
	c := &structCursor{src: p.sc.src, i: t.start + len(name) + 2, end: t.start + len(text) - 1}
	seen := make(map[string]bool, len(keys))
	for {
		c.skipSpace()
		if c.i >= c.end {
			return
		}
		at := c.i
		key := c.ident()
		if !containsString(keys, key) {
			c.i = at
			p.structFail(t, c.i, c.i, what, "expected one of: %s", backtickList(keys))
		}
		if seen[key] {
			p.structFail(t, c.i, c.i, what, "duplicated `%s` entry", key)
		}
		seen[key] = true
		c.skipSpace()
		if c.i >= c.end || c.src[c.i] != '=' {
			p.structFail(t, c.i, c.i, what, "expected '='")
		}
		c.i++
		c.skipSpace()
		c.skipValue()
		prevEnd := c.i
		c.skipSpace()
		if c.i >= c.end {
			return
		}
		if c.src[c.i] != ',' {
			p.structFail(t, prevEnd, c.i, what, "expected '>'")
		}
		c.i++
	}
}

// structFail records msg at errAt, or at the end of the previous token when
// errAt is on a later line (as MLIR points at what is missing), then fails
// with the summary message at the current offset cur.
func (p *parser) structFail(t token, prevEnd, cur int, what, format string, args ...any) {
	errAt := cur
	if strings.IndexByte(p.sc.src[prevEnd:cur], '\n') >= 0 {
		errAt = prevEnd
	}
	p.record(p.tokenAt(t, errAt), format, args...)
	p.fail(p.tokenAt(t, cur), "failed parsing %s dimension numbers", what)
}

// tokenAt returns a zero-width token at byte offset off, at or after t.
func (p *parser) tokenAt(t token, off int) token {
	line, col := t.line, t.col
	for i := t.start; i < off && i < len(p.sc.src); i++ {
		if p.sc.src[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return token{kind: t.kind, start: off, end: off, line: line, col: col}
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func backtickList(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = "`" + k + "`"
	}
	return strings.Join(q, ", ")
}
