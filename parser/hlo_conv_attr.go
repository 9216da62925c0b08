package parser

import (
	"strconv"
	"strings"
)

// The compact form of the HLO convolution dimension numbers,
// #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, is kept verbatim; its
// three lists are checked here with the diagnostics of the dialects' own
// parser. The `raw` struct form is left alone.

// convListLetters are the non-spatial dimension letters of the input,
// kernel and output lists, in the order MLIR names them.
func convListLetters(part int) []string {
	if part == 1 {
		return []string{"i", "o"}
	}
	return []string{"b", "f"}
}

// checkHLOConvAttr checks the body of a #mhlo.conv or #stablehlo.conv
// attribute whose '#name' token is t and whose text is text.
func (p *parser) checkHLOConvAttr(t token, text string) {
	name, _, _ := strings.Cut(text[1:], "<")
	if name != "mhlo.conv" && name != "stablehlo.conv" || text[len(text)-1] != '>' {
		return
	}
	c := &structCursor{src: p.sc.src, i: t.start + len(name) + 2, end: t.start + len(text) - 1}
	c.skipSpace()
	if strings.HasPrefix(c.src[c.i:c.end], "raw") {
		return
	}
	for part := 0; part < 3; part++ {
		c.skipSpace()
		switch {
		case part == 1 && c.i < c.end && c.src[c.i] == 'x':
			c.i++
		case part == 2 && strings.HasPrefix(c.src[c.i:c.end], "->"):
			c.i += 2
		case part == 1:
			p.fail(p.tokenAt(t, c.i), "expected 'x'")
		case part == 2:
			p.fail(p.tokenAt(t, c.i), "expected '->'")
		}
		c.skipSpace()
		p.checkConvList(t, c, convListLetters(part))
	}
}

// checkConvList reads one `[...]` list of dimension letters and spatial
// indices at the cursor and fails on the first problem.
func (p *parser) checkConvList(t token, c *structCursor, letters []string) {
	if c.i >= c.end || c.src[c.i] != '[' {
		p.fail(p.tokenAt(t, c.i), "expected '['")
	}
	c.i++
	remaining := append([]string(nil), letters...)
	spatial := map[int64]bool{}
	for {
		c.skipSpace()
		if c.i < c.end && c.src[c.i] == ']' {
			c.i++
			break
		}
		at := c.i
		if c.i < c.end && c.src[c.i] == '?' {
			// An unnamed dimension, as the mhlo printer writes for
			// dimensions the numbers do not mention.
			c.i++
			c.skipSpace()
			if c.i < c.end && c.src[c.i] == ',' {
				c.i++
			}
			continue
		}
		if c.i < c.end && c.src[c.i] == '-' {
			c.i++
		}
		word := c.ident()
		if word == "" {
			p.fail(p.tokenAt(t, at), "expected ']'")
		}
		if v, err := strconv.ParseInt(c.src[at:c.i], 10, 64); err == nil {
			if v < 0 {
				p.fail(p.tokenAt(t, at), "Unexpected dimension %d", v)
			}
			if spatial[v] {
				p.fail(p.tokenAt(t, at), "Duplicate entries for spatial dimension %d", v)
			}
			spatial[v] = true
		} else {
			k := -1
			for j, r := range remaining {
				if r == word {
					k = j
				}
			}
			switch {
			case k >= 0:
				remaining = append(remaining[:k], remaining[k+1:]...)
			case len(remaining) == 0:
				p.fail(p.tokenAt(t, at), "Unexpected keyword %s", word)
			default:
				p.fail(p.tokenAt(t, at), "Unexpected dimension %s, expecting %s", word, strings.Join(remaining, ", "))
			}
		}
		c.skipSpace()
		if c.i < c.end && c.src[c.i] == ',' {
			c.i++
		}
	}
	if len(remaining) > 0 {
		p.fail(p.tokenAt(t, c.i), "Expected dimensions %s not specified", strings.Join(remaining, ", "))
	}
	var missing []string
	for d := int64(0); d < int64(len(spatial)); d++ {
		if !spatial[d] {
			missing = append(missing, strconv.FormatInt(d, 10))
		}
	}
	if len(missing) > 0 {
		p.fail(p.tokenAt(t, c.i), "Expected spatial dimensions %s not specified", strings.Join(missing, ", "))
	}
}
