package lit

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Python values: nil (None), bool, int, string, pyTuple, *pyList,
// *pyDict (string keys), *pySet (strings), *pyObj and pyFn.
type (
	pyTuple []any
	pyList  struct{ items []any }
	pyDict  struct {
		keys []string
		m    map[string]any
	}
	pySet struct{ items []string }
	// pyObj is a module, the config objects, a test format or a ToolSubst.
	pyObj struct {
		kind  string
		attrs map[string]any
	}
	pyFn func(args []any, kw map[string]any) (any, error)
)

func newDict() *pyDict { return &pyDict{m: map[string]any{}} }

func (d *pyDict) set(k string, v any) {
	if _, ok := d.m[k]; !ok {
		d.keys = append(d.keys, k)
	}
	d.m[k] = v
}

func (s *pySet) add(x string) {
	if !slices.Contains(s.items, x) {
		s.items = append(s.items, x)
	}
}

func pyErrorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// pyInterp runs statements of one file.
type pyInterp struct {
	file string
	vars map[string]any
	env  *pyConfigEnv
}

func (in *pyInterp) run(stmts []pyStmt) {
	for i := range stmts {
		in.stmt(&stmts[i])
	}
}

func (in *pyInterp) stmt(st *pyStmt) {
	warn := func(err error) { in.env.warnf(in.file, st.line, "cannot read this line, skipping it: %v", err) }
	defer func() {
		if r := recover(); r != nil {
			warn(fmt.Errorf("internal error: %v", r))
		}
	}()
	switch st.kind {
	case "bad":
		in.env.warnf(in.file, st.line, "cannot read this line, skipping it: %s", st.err)
	case "pass":
	case "import":
		for _, im := range st.imports {
			if im[0] == "" {
				continue
			}
			in.vars[im[0]] = in.env.module(im[1])
		}
	case "expr":
		if _, err := in.eval(st.x); err != nil {
			warn(err)
		}
	case "assign":
		v, err := in.eval(st.x)
		if err != nil {
			warn(err)
			return
		}
		for _, t := range st.targets {
			if err := in.assign(t, v); err != nil {
				warn(err)
			}
		}
	case "aug":
		cur, err := in.eval(st.targets[0])
		if err != nil {
			warn(err)
			return
		}
		v, err := in.eval(st.x)
		if err != nil {
			warn(err)
			return
		}
		if l, ok := cur.(*pyList); ok && st.op == "+=" {
			items, err := iterate(v)
			if err != nil {
				warn(err)
				return
			}
			l.items = append(l.items, items...)
			return
		}
		if s, ok := cur.(*pySet); ok && st.op == "|=" {
			items, err := iterate(v)
			if err != nil {
				warn(err)
				return
			}
			for _, x := range items {
				if xs, ok := x.(string); ok {
					s.add(xs)
				}
			}
			return
		}
		nv, err := binop(strings.TrimSuffix(st.op, "="), cur, v)
		if err != nil {
			warn(err)
			return
		}
		if err := in.assign(st.targets[0], nv); err != nil {
			warn(err)
		}
	case "if":
		for i, c := range st.conds {
			v, err := in.eval(c)
			if err != nil {
				in.env.warnf(in.file, st.line, "cannot evaluate this condition, skipping the whole if statement: %v", err)
				return
			}
			if truth(v) {
				in.run(st.bodies[i])
				return
			}
		}
		if len(st.bodies) > len(st.conds) {
			in.run(st.bodies[len(st.conds)])
		}
	case "for":
		v, err := in.eval(st.x)
		if err != nil {
			in.env.warnf(in.file, st.line, "cannot evaluate this loop's sequence, skipping the loop: %v", err)
			return
		}
		items, err := iterate(v)
		if err != nil {
			in.env.warnf(in.file, st.line, "cannot loop over this value, skipping the loop: %v", err)
			return
		}
		for _, x := range items {
			if err := in.assign(st.targets[0], x); err != nil {
				warn(err)
				return
			}
			in.run(st.bodies[0])
		}
	}
}

func (in *pyInterp) assign(t pyExpr, v any) error {
	switch t := t.(type) {
	case pyName:
		in.vars[t.name] = v
		return nil
	case pyAttr:
		x, err := in.eval(t.x)
		if err != nil {
			return err
		}
		o, ok := x.(*pyObj)
		if !ok || !strings.HasPrefix(o.kind, "config") {
			return pyErrorf("cannot set attribute %s of %s", t.name, typeName(x))
		}
		o.attrs[t.name] = v
		return nil
	case pyIndex:
		x, err := in.eval(t.x)
		if err != nil {
			return err
		}
		k, err := in.eval(t.i)
		if err != nil {
			return err
		}
		switch c := x.(type) {
		case *pyDict:
			ks, ok := k.(string)
			if !ok {
				return pyErrorf("dictionary keys must be strings here")
			}
			c.set(ks, v)
			return nil
		case *pyList:
			i, ok := k.(int)
			if !ok || i < -len(c.items) || i >= len(c.items) {
				return pyErrorf("list index out of range")
			}
			if i < 0 {
				i += len(c.items)
			}
			c.items[i] = v
			return nil
		}
		return pyErrorf("cannot assign to an item of %s", typeName(x))
	case pySeq:
		items, err := iterate(v)
		if err != nil {
			return err
		}
		if len(items) != len(t.items) {
			return pyErrorf("cannot unpack %d values into %d", len(items), len(t.items))
		}
		for i, tt := range t.items {
			if err := in.assign(tt, items[i]); err != nil {
				return err
			}
		}
		return nil
	}
	return pyErrorf("cannot assign to this expression")
}

func (in *pyInterp) eval(e pyExpr) (any, error) {
	switch e := e.(type) {
	case pyConst:
		return e.v, nil
	case pyName:
		if v, ok := in.vars[e.name]; ok {
			return v, nil
		}
		if v, ok := pyBuiltins[e.name]; ok {
			return v, nil
		}
		return nil, pyErrorf("name '%s' is not defined", e.name)
	case pyAttr:
		x, err := in.eval(e.x)
		if err != nil {
			return nil, err
		}
		return in.env.attr(x, e.name)
	case pyCall:
		f, err := in.eval(e.fn)
		if err != nil {
			return nil, err
		}
		fn, ok := f.(pyFn)
		if !ok {
			return nil, pyErrorf("%s is not callable", typeName(f))
		}
		args := make([]any, len(e.args))
		for i, a := range e.args {
			if args[i], err = in.eval(a); err != nil {
				return nil, err
			}
		}
		kw := map[string]any{}
		for k, a := range e.kw {
			if kw[k], err = in.eval(a); err != nil {
				return nil, err
			}
		}
		return fn(args, kw)
	case pyIndex:
		x, err := in.eval(e.x)
		if err != nil {
			return nil, err
		}
		k, err := in.eval(e.i)
		if err != nil {
			return nil, err
		}
		return index(x, k)
	case pySeq:
		items := make([]any, len(e.items))
		for i, a := range e.items {
			v, err := in.eval(a)
			if err != nil {
				return nil, err
			}
			items[i] = v
		}
		switch e.kind {
		case 'l':
			return &pyList{items}, nil
		case 't':
			return pyTuple(items), nil
		}
		return toSet(items)
	case pyDictLit:
		d := newDict()
		for i := range e.keys {
			k, err := in.eval(e.keys[i])
			if err != nil {
				return nil, err
			}
			ks, ok := k.(string)
			if !ok {
				return nil, pyErrorf("dictionary keys must be strings here")
			}
			v, err := in.eval(e.vals[i])
			if err != nil {
				return nil, err
			}
			d.set(ks, v)
		}
		return d, nil
	case pyNot:
		v, err := in.eval(e.x)
		return !truth(v), err
	case pyNeg:
		v, err := in.eval(e.x)
		if err != nil {
			return nil, err
		}
		n, ok := v.(int)
		if !ok {
			return nil, pyErrorf("bad operand for unary -: %s", typeName(v))
		}
		return -n, nil
	case pyCond:
		c, err := in.eval(e.cond)
		if err != nil {
			return nil, err
		}
		if truth(c) {
			return in.eval(e.a)
		}
		return in.eval(e.b)
	case pyBin:
		a, err := in.eval(e.a)
		if err != nil {
			return nil, err
		}
		switch e.op {
		case "and":
			if !truth(a) {
				return a, nil
			}
			return in.eval(e.b)
		case "or":
			if truth(a) {
				return a, nil
			}
			return in.eval(e.b)
		}
		b, err := in.eval(e.b)
		if err != nil {
			return nil, err
		}
		return binop(e.op, a, b)
	}
	return nil, pyErrorf("unsupported expression")
}

func truth(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case int:
		return v != 0
	case string:
		return v != ""
	case pyTuple:
		return len(v) > 0
	case *pyList:
		return len(v.items) > 0
	case *pyDict:
		return len(v.keys) > 0
	case *pySet:
		return len(v.items) > 0
	}
	return true
}

func typeName(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		return "bool"
	case int:
		return "int"
	case string:
		return "str"
	case pyTuple:
		return "tuple"
	case *pyList:
		return "list"
	case *pyDict:
		return "dict"
	case *pySet:
		return "set"
	case pyFn:
		return "function"
	case *pyObj:
		return v.kind
	}
	return fmt.Sprintf("%T", v)
}

func iterate(v any) ([]any, error) {
	switch v := v.(type) {
	case pyTuple:
		return v, nil
	case *pyList:
		return slices.Clone(v.items), nil
	case *pyDict:
		out := make([]any, len(v.keys))
		for i, k := range v.keys {
			out[i] = k
		}
		return out, nil
	case *pySet:
		out := make([]any, len(v.items))
		for i, k := range v.items {
			out[i] = k
		}
		return out, nil
	case string:
		out := make([]any, len(v))
		for i := range v {
			out[i] = v[i : i+1]
		}
		return out, nil
	}
	return nil, pyErrorf("%s is not iterable", typeName(v))
}

func toSet(items []any) (*pySet, error) {
	s := &pySet{}
	for _, x := range items {
		xs, ok := x.(string)
		if !ok {
			return nil, pyErrorf("only sets of strings are supported")
		}
		s.add(xs)
	}
	return s, nil
}

func index(x, k any) (any, error) {
	switch c := x.(type) {
	case *pyDict:
		ks, _ := k.(string)
		v, ok := c.m[ks]
		if !ok {
			return nil, pyErrorf("KeyError: %s", repr(k))
		}
		return v, nil
	case *pyList, pyTuple, string:
		items, _ := iterate(c)
		i, ok := k.(int)
		if !ok || i < -len(items) || i >= len(items) {
			return nil, pyErrorf("index out of range")
		}
		if i < 0 {
			i += len(items)
		}
		return items[i], nil
	}
	return nil, pyErrorf("%s is not subscriptable", typeName(x))
}

func equal(a, b any) bool {
	switch a := a.(type) {
	case pyTuple:
		bt, ok := b.(pyTuple)
		return ok && slices.EqualFunc(a, bt, equal)
	case *pyList:
		bl, ok := b.(*pyList)
		return ok && slices.EqualFunc(a.items, bl.items, equal)
	}
	defer func() { recover() }() // uncomparable values are unequal
	return a == b
}

func pyContains(c, x any) (bool, error) {
	switch c := c.(type) {
	case string:
		xs, ok := x.(string)
		if !ok {
			return false, pyErrorf("'in <string>' requires a string")
		}
		return strings.Contains(c, xs), nil
	case *pyDict:
		xs, _ := x.(string)
		_, ok := c.m[xs]
		return ok, nil
	}
	items, err := iterate(c)
	if err != nil {
		return false, err
	}
	return slices.ContainsFunc(items, func(y any) bool { return equal(x, y) }), nil
}

func binop(op string, a, b any) (any, error) {
	switch op {
	case "==":
		return equal(a, b), nil
	case "!=":
		return !equal(a, b), nil
	case "is":
		return a == nil && b == nil || equal(a, b), nil
	case "is not":
		return !(a == nil && b == nil || equal(a, b)), nil
	case "in":
		return pyContains(b, a)
	case "not in":
		r, err := pyContains(b, a)
		return !r, err
	}
	switch a := a.(type) {
	case int:
		if bi, ok := b.(int); ok {
			switch op {
			case "+":
				return a + bi, nil
			case "-":
				return a - bi, nil
			case "*":
				return a * bi, nil
			case "<":
				return a < bi, nil
			case ">":
				return a > bi, nil
			case "<=":
				return a <= bi, nil
			case ">=":
				return a >= bi, nil
			case "//", "%":
				if bi == 0 {
					return nil, pyErrorf("division by zero")
				}
				if op == "//" {
					return a / bi, nil
				}
				return a % bi, nil
			}
		}
	case string:
		switch op {
		case "+":
			if bs, ok := b.(string); ok {
				return a + bs, nil
			}
		case "%":
			return percentFormat(a, b)
		case "<", ">", "<=", ">=":
			if bs, ok := b.(string); ok {
				c := strings.Compare(a, bs)
				return map[string]bool{"<": c < 0, ">": c > 0, "<=": c <= 0, ">=": c >= 0}[op], nil
			}
		}
	case *pyList:
		if bl, ok := b.(*pyList); ok && op == "+" {
			return &pyList{append(slices.Clone(a.items), bl.items...)}, nil
		}
	case pyTuple:
		if bt, ok := b.(pyTuple); ok && op == "+" {
			return append(slices.Clone(a), bt...), nil
		}
	case *pySet:
		if bs, ok := b.(*pySet); ok && op == "|" {
			n := &pySet{items: slices.Clone(a.items)}
			for _, x := range bs.items {
				n.add(x)
			}
			return n, nil
		}
	}
	return nil, pyErrorf("unsupported operand types for %s: %s and %s", op, typeName(a), typeName(b))
}

// percentFormat implements "fmt % args" for %s, %d and %%.
func percentFormat(f string, arg any) (any, error) {
	args, ok := arg.(pyTuple)
	if !ok {
		args = pyTuple{arg}
	}
	var sb strings.Builder
	n := 0
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			sb.WriteByte(f[i])
			continue
		}
		i++
		if i >= len(f) {
			return nil, pyErrorf("incomplete format")
		}
		switch f[i] {
		case '%':
			sb.WriteByte('%')
		case 's', 'd', 'r':
			if n >= len(args) {
				return nil, pyErrorf("not enough arguments for format string")
			}
			if f[i] == 'r' {
				sb.WriteString(repr(args[n]))
			} else {
				sb.WriteString(str(args[n]))
			}
			n++
		default:
			return nil, pyErrorf("format %%%c is not supported", f[i])
		}
	}
	return sb.String(), nil
}

func str(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case int:
		return strconv.Itoa(v)
	}
	return repr(v)
}

func repr(v any) string {
	switch v := v.(type) {
	case string:
		return "'" + strings.ReplaceAll(v, "'", `\'`) + "'"
	case pyTuple:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = repr(x)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case *pyList:
		parts := make([]string, len(v.items))
		for i, x := range v.items {
			parts[i] = repr(x)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *pySet:
		parts := make([]string, len(v.items))
		for i, x := range v.items {
			parts[i] = repr(x)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case *pyObj:
		return "<" + v.kind + ">"
	}
	return str(v)
}

func argN(args []any, kw map[string]any, i int, name string) (any, bool) {
	if i < len(args) {
		return args[i], true
	}
	v, ok := kw[name]
	return v, ok
}

func strArg(args []any, kw map[string]any, i int, name string) (string, error) {
	v, ok := argN(args, kw, i, name)
	if !ok {
		return "", pyErrorf("missing argument %s", name)
	}
	s, ok := v.(string)
	if !ok {
		return "", pyErrorf("argument %s: want a string, got %s", name, typeName(v))
	}
	return s, nil
}

func strList(v any) ([]string, error) {
	if s, ok := v.(string); ok {
		return []string{s}, nil
	}
	items, err := iterate(v)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(items))
	for i, x := range items {
		s, ok := x.(string)
		if !ok {
			return nil, pyErrorf("want strings, got %s", typeName(x))
		}
		out[i] = s
	}
	return out, nil
}

// deepCopy copies containers so that a lit.local.cfg changes only its
// own directory's configuration, as lit's deepcopy of the parent does.
func deepCopy(v any) any {
	switch v := v.(type) {
	case *pyList:
		n := &pyList{items: make([]any, len(v.items))}
		for i, x := range v.items {
			n.items[i] = deepCopy(x)
		}
		return n
	case pyTuple:
		n := make(pyTuple, len(v))
		for i, x := range v {
			n[i] = deepCopy(x)
		}
		return n
	case *pyDict:
		n := newDict()
		for _, k := range v.keys {
			n.set(k, deepCopy(v.m[k]))
		}
		return n
	case *pySet:
		return &pySet{items: slices.Clone(v.items)}
	}
	return v
}
