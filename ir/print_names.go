package ir

import "strconv"

// usedNames is the set of result-name hints taken in one region, seen by
// the regions nested in it (MLIR's scoped table of used names).
type usedNames struct {
	parent *usedNames
	names  map[string]bool
}

func (u *usedNames) has(name string) bool {
	for ; u != nil; u = u.parent {
		if u.names[name] {
			return true
		}
	}
	return false
}

// unique returns name, or when it is taken name_N with the next free N of
// the counter conflict, and marks the result taken.
func (u *usedNames) unique(name string, conflict *int) string {
	name = sanitizeName(name)
	if u.has(name) {
		for {
			probe := name + "_" + strconv.Itoa(*conflict)
			*conflict++
			if !u.has(probe) {
				name = probe
				break
			}
		}
	}
	if u.names == nil {
		u.names = map[string]bool{}
	}
	u.names[name] = true
	return name
}

// sanitizeName makes a hint a valid value name as MLIR does: a leading
// digit gets an underscore before it, characters other than letters,
// digits and `$._-` become underscores.
func sanitizeName(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '$' || c == '.' || c == '_' || c == '-') {
			b[i] = '_'
		}
	}
	if len(b) > 0 && b[0] >= '0' && b[0] <= '9' {
		return "_" + string(b)
	}
	return string(b)
}

// resultHint is the pretty form's name for op's results, "" for a number.
func (p *printer) resultHint(op *Operation) string {
	if p.opts.Generic || op.Info == nil || op.Info.ResultName == nil {
		return ""
	}
	return op.Info.ResultName(op)
}

// regionArgHint is the pretty form's name for entry-block argument arg
// of op's region, "" for a number.
func (p *printer) regionArgHint(op *Operation, region, arg int) string {
	if p.opts.Generic || op.Info == nil || op.Info.RegionArgName == nil {
		return ""
	}
	return op.Info.RegionArgName(op, region, arg)
}

// resultHints is the pretty form's name for each of op's results, nil
// when the op names them as one group.
func (p *printer) resultHints(op *Operation) []string {
	if p.opts.Generic || op.Info == nil || op.Info.ResultNames == nil || len(op.results) < 2 {
		return nil
	}
	names := op.Info.ResultNames(op)
	if len(names) != len(op.results) {
		return nil
	}
	return names
}

// namedApart reports whether op's results have names of their own
// (`%output_state, %output = ...`) rather than one for the group (`%0:2`).
func (p *printer) namedApart(op *Operation) bool {
	if len(op.results) < 2 {
		return false
	}
	_, ok := p.names[op.results[1]]
	return ok
}
