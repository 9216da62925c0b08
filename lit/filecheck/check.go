package filecheck

// dagNot is a CHECK-DAG or CHECK-NOT pattern with the prefix it used.
type dagNot struct {
	pat    *pattern
	prefix string
}

// checkString is a positive directive together with the CHECK-DAG and
// CHECK-NOT directives that precede it.
type checkString struct {
	pat    *pattern
	prefix string
	loc    sloc
	dagNot []dagNot
}

const npos = -1

// check matches cs in buf; it returns the match start and length, or npos.
func (c *checker) check(cs *checkString, buf sref, labelScan bool) (int, int) {
	lastPos := 0
	var nots []*dagNot
	if !labelScan {
		lastPos = c.checkDag(cs, buf, &nots)
		if lastPos == npos {
			return npos, 0
		}
	}
	lastMatchEnd := lastPos
	firstMatchPos := 0
	for i := 1; i <= cs.pat.ty.count; i++ {
		mb := buf.sub(lastMatchEnd)
		m := cs.pat.match(mb)
		if c.reportMatchResult(true, cs.prefix, cs.loc, cs.pat, i, mb, m) {
			return npos, 0
		}
		if i == 1 {
			firstMatchPos = lastPos + m.pos
		}
		lastMatchEnd += m.pos + m.len
	}
	matchLen := lastMatchEnd - firstMatchPos
	if !labelScan {
		matchPos := firstMatchPos - lastPos
		mb := buf.sub(lastPos)
		skipped := buf.slice(lastPos, lastPos+matchPos)
		if c.checkNext(cs, skipped) || c.checkSame(cs, skipped) {
			c.processMatchResult(matchFoundButWrongLine, cs.loc, cs.pat.ty, mb, matchPos, matchLen, c.req.verbose)
			return npos, 0
		}
		if c.checkNot(skipped, nots) {
			return npos, 0
		}
	}
	return firstMatchPos, matchLen
}

// countNewlines counts line breaks in r (\r\n and \n\r count once) and
// returns the offset just after the first one.
func countNewlines(r sref) (int, int) {
	n, first := 0, -1
	s := r.str()
	i := 0
	for {
		for i < len(s) && s[i] != '\n' && s[i] != '\r' {
			i++
		}
		if i >= len(s) {
			return n, first
		}
		n++
		if i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r') && s[i] != s[i+1] {
			i++
		}
		i++
		if n == 1 {
			first = r.s + i
		}
	}
}

func (c *checker) checkNext(cs *checkString, skipped sref) bool {
	k := cs.pat.ty.kind
	if k != checkNext && k != checkEmpty {
		return false
	}
	name := cs.prefix + "-NEXT"
	if k == checkEmpty {
		name = cs.prefix + "-EMPTY"
	}
	n, first := countNewlines(skipped)
	if n == 0 {
		printMessage(c.w, cs.loc, dkError, name+": is on the same line as previous match")
		printMessage(c.w, skipped.endLoc(), dkNote, "'next' match was here")
		printMessage(c.w, skipped.loc(), dkNote, "previous match ended here")
		return true
	}
	if n != 1 {
		printMessage(c.w, cs.loc, dkError, name+": is not on the line after the previous match")
		printMessage(c.w, skipped.endLoc(), dkNote, "'next' match was here")
		printMessage(c.w, skipped.loc(), dkNote, "previous match ended here")
		printMessage(c.w, sloc{skipped.b, first}, dkNote, "non-matching line after previous match is here")
		return true
	}
	return false
}

func (c *checker) checkSame(cs *checkString, skipped sref) bool {
	if cs.pat.ty.kind != checkSame {
		return false
	}
	if n, _ := countNewlines(skipped); n != 0 {
		printMessage(c.w, cs.loc, dkError, cs.prefix+"-SAME: is not on the same line as the previous match")
		printMessage(c.w, skipped.endLoc(), dkNote, "'next' match was here")
		printMessage(c.w, skipped.loc(), dkNote, "previous match ended here")
		return true
	}
	return false
}

func (c *checker) checkNot(buf sref, nots []*dagNot) bool {
	fail := false
	for _, n := range nots {
		m := n.pat.match(buf)
		if c.reportMatchResult(false, n.prefix, n.pat.loc, n.pat, 1, buf, m) {
			fail = true
		}
	}
	return fail
}

type matchRange struct{ pos, end int }

func (c *checker) checkDag(cs *checkString, buf sref, nots *[]*dagNot) int {
	if len(cs.dagNot) == 0 {
		return 0
	}
	startPos := 0
	var ranges []matchRange
	for idx := range cs.dagNot {
		dn := &cs.dagNot[idx]
		p := dn.pat
		if p.ty.kind == checkNot {
			*nots = append(*nots, dn)
			continue
		}
		matchLen, matchPos := 0, startPos
		mi := 0
		for {
			mb := buf.sub(matchPos)
			m := p.match(mb)
			if !m.found || c.req.verboseVerbose {
				if c.reportMatchResult(true, dn.prefix, p.loc, p, 1, mb, m) {
					return npos
				}
			}
			matchLen = m.len
			matchPos += m.pos
			mr := matchRange{matchPos, matchPos + matchLen}
			if c.req.allowDagOverlap {
				if len(ranges) == 0 {
					ranges = append(ranges, mr)
				} else {
					if mr.pos < ranges[0].pos {
						ranges[0].pos = mr.pos
					}
					if mr.end > ranges[0].end {
						ranges[0].end = mr.end
					}
				}
				break
			}
			overlap := false
			for ; mi < len(ranges); mi++ {
				if mr.pos < ranges[mi].end {
					overlap = ranges[mi].pos < mr.end
					break
				}
			}
			if !overlap {
				ranges = append(ranges, matchRange{})
				copy(ranges[mi+1:], ranges[mi:])
				ranges[mi] = mr
				break
			}
			if c.req.verboseVerbose {
				if c.diags == nil {
					r := srange{buf.b, buf.s + ranges[mi].pos, buf.s + ranges[mi].end}
					printMessage(c.w, r.start(), dkNote, "match discarded, overlaps earlier DAG match here", r)
				} else {
					c.retypeLastDiags(matchFoundButDiscarded)
				}
			}
			matchPos = ranges[mi].end
		}
		if !c.req.verboseVerbose {
			c.printMatch(true, dn.prefix, p.loc, p, 1, buf, matchPos, matchLen)
		}
		if idx+1 == len(cs.dagNot) || cs.dagNot[idx+1].pat.ty.kind == checkNot {
			if len(*nots) != 0 {
				skipped := buf.slice(startPos, ranges[0].pos)
				if c.checkNot(skipped, *nots) {
					return npos
				}
				*nots = (*nots)[:0]
			}
			startPos = ranges[len(ranges)-1].end
			ranges = ranges[:0]
		}
	}
	return startPos
}

// checkInput runs every check over the input; it reports whether all
// passed.
func (c *checker) checkInput(buf sref) bool {
	failed := false
	i, j, e := 0, 0, len(c.strings)
	for {
		var region sref
		if j == e {
			region = buf
		} else {
			label := c.strings[j]
			if label.pat.ty.kind != checkLabel {
				j++
				continue
			}
			pos, n := c.check(label, buf, true)
			if pos == npos {
				if c.diffOut != nil {
					c.recordDiff(j, buf)
				}
				return false
			}
			region = buf.take(pos + n)
			buf = buf.sub(pos + n)
			j++
		}
		if i != 0 && c.req.enableVarScope {
			c.ctx.clearLocalVars()
		}
		for ; i != j; i++ {
			cs := c.strings[i]
			pos, n := c.check(cs, region, false)
			if pos == npos {
				if c.diffOut != nil {
					c.recordDiff(i, region)
				}
				failed = true
				i = j
				break
			}
			region = region.sub(pos + n)
		}
		if j == e {
			break
		}
	}
	return !failed
}
