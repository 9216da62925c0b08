package lit

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
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
	file  string
	vars  map[string]any
	env   *pyConfigEnv
	depth int
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

// pyBuiltins are the builtin functions configurations call.
var pyBuiltins = map[string]any{
	"len": pyFn(func(args []any, _ map[string]any) (any, error) {
		if len(args) != 1 {
			return nil, pyErrorf("len takes one argument")
		}
		if s, ok := args[0].(string); ok {
			return len(s), nil
		}
		items, err := iterate(args[0])
		return len(items), err
	}),
	"str": pyFn(func(args []any, _ map[string]any) (any, error) {
		if len(args) == 0 {
			return "", nil
		}
		return str(args[0]), nil
	}),
	"bool": pyFn(func(args []any, _ map[string]any) (any, error) { return len(args) > 0 && truth(args[0]), nil }),
	"int": pyFn(func(args []any, _ map[string]any) (any, error) {
		if len(args) == 0 {
			return 0, nil
		}
		switch v := args[0].(type) {
		case int:
			return v, nil
		case bool:
			return map[bool]int{false: 0, true: 1}[v], nil
		case string:
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				return nil, pyErrorf("invalid literal for int(): %s", repr(v))
			}
			return n, nil
		}
		return nil, pyErrorf("int() of %s", typeName(args[0]))
	}),
	"list": pyFn(func(args []any, _ map[string]any) (any, error) {
		if len(args) == 0 {
			return &pyList{}, nil
		}
		items, err := iterate(args[0])
		return &pyList{items}, err
	}),
	"set":       pyFn(setFn),
	"frozenset": pyFn(setFn),
	"sorted": pyFn(func(args []any, _ map[string]any) (any, error) {
		if len(args) != 1 {
			return nil, pyErrorf("sorted takes one argument")
		}
		s, err := strList(args[0])
		if err != nil {
			return nil, err
		}
		sort.Strings(s)
		out := make([]any, len(s))
		for i, x := range s {
			out[i] = x
		}
		return &pyList{out}, nil
	}),
	"print": pyFn(func([]any, map[string]any) (any, error) { return nil, nil }),
	"any": pyFn(func(args []any, _ map[string]any) (any, error) {
		items, err := iterate(argOr(args))
		return slices.ContainsFunc(items, truth), err
	}),
	"all": pyFn(func(args []any, _ map[string]any) (any, error) {
		items, err := iterate(argOr(args))
		return !slices.ContainsFunc(items, func(v any) bool { return !truth(v) }), err
	}),
}

func argOr(args []any) any {
	if len(args) == 0 {
		return nil
	}
	return args[0]
}

func setFn(args []any, _ map[string]any) (any, error) {
	if len(args) == 0 {
		return &pySet{}, nil
	}
	items, err := iterate(args[0])
	if err != nil {
		return nil, err
	}
	return toSet(items)
}

// methods returns the bound methods of strings, lists, dicts and sets.
func methods(x any, name string) (any, bool) {
	switch v := x.(type) {
	case string:
		switch name {
		case "split":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				var parts []string
				if len(args) > 0 && args[0] != nil {
					sep, ok := args[0].(string)
					if !ok || sep == "" {
						return nil, pyErrorf("bad separator")
					}
					parts = strings.Split(v, sep)
				} else {
					parts = strings.Fields(v)
				}
				out := make([]any, len(parts))
				for i, p := range parts {
					out[i] = p
				}
				return &pyList{out}, nil
			}), true
		case "strip", "lower", "upper", "rstrip", "lstrip":
			return pyFn(func([]any, map[string]any) (any, error) {
				return map[string]func(string) string{"strip": strings.TrimSpace, "lower": strings.ToLower, "upper": strings.ToUpper,
					"rstrip": func(s string) string { return strings.TrimRight(s, " \t\n\r") },
					"lstrip": func(s string) string { return strings.TrimLeft(s, " \t\n\r") }}[name](v), nil
			}), true
		case "startswith", "endswith":
			return pyFn(func(args []any, kw map[string]any) (any, error) {
				p, err := strArg(args, kw, 0, "prefix")
				if err != nil {
					return nil, err
				}
				if name == "startswith" {
					return strings.HasPrefix(v, p), nil
				}
				return strings.HasSuffix(v, p), nil
			}), true
		case "replace":
			return pyFn(func(args []any, kw map[string]any) (any, error) {
				a, err := strArg(args, kw, 0, "old")
				if err != nil {
					return nil, err
				}
				b, err := strArg(args, kw, 1, "new")
				if err != nil {
					return nil, err
				}
				return strings.ReplaceAll(v, a, b), nil
			}), true
		case "join":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				s, err := strList(argOr(args))
				if err != nil {
					return nil, err
				}
				return strings.Join(s, v), nil
			}), true
		case "format":
			return pyFn(func(args []any, kw map[string]any) (any, error) {
				var sb strings.Builder
				n := 0
				for i := 0; i < len(v); i++ {
					switch {
					case strings.HasPrefix(v[i:], "{{"):
						sb.WriteByte('{')
						i++
					case strings.HasPrefix(v[i:], "}}"):
						sb.WriteByte('}')
						i++
					case v[i] == '{':
						j := strings.IndexByte(v[i:], '}')
						if j < 0 {
							return nil, pyErrorf("bad format string")
						}
						field := v[i+1 : i+j]
						var a any
						if field == "" {
							if n >= len(args) {
								return nil, pyErrorf("not enough format arguments")
							}
							a = args[n]
							n++
						} else if k, err := strconv.Atoi(field); err == nil && k < len(args) {
							a = args[k]
						} else if kv, ok := kw[field]; ok {
							a = kv
						} else {
							return nil, pyErrorf("format field {%s} is not supported", field)
						}
						sb.WriteString(str(a))
						i += j
					default:
						sb.WriteByte(v[i])
					}
				}
				return sb.String(), nil
			}), true
		}
	case *pyList:
		switch name {
		case "append":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				if len(args) != 1 {
					return nil, pyErrorf("append takes one argument")
				}
				v.items = append(v.items, args[0])
				return nil, nil
			}), true
		case "extend":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				items, err := iterate(argOr(args))
				v.items = append(v.items, items...)
				return nil, err
			}), true
		case "insert":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				if len(args) != 2 {
					return nil, pyErrorf("insert takes two arguments")
				}
				i, ok := args[0].(int)
				if !ok {
					return nil, pyErrorf("insert: index must be an int")
				}
				i = max(0, min(i, len(v.items)))
				v.items = slices.Insert(v.items, i, args[1])
				return nil, nil
			}), true
		case "remove":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				i := slices.IndexFunc(v.items, func(y any) bool { return equal(argOr(args), y) })
				if i < 0 {
					return nil, pyErrorf("list.remove(x): x not in list")
				}
				v.items = slices.Delete(v.items, i, i+1)
				return nil, nil
			}), true
		}
	case *pyDict:
		switch name {
		case "get":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				k, _ := argOr(args).(string)
				if x, ok := v.m[k]; ok {
					return x, nil
				}
				if len(args) > 1 {
					return args[1], nil
				}
				return nil, nil
			}), true
		case "keys":
			return pyFn(func([]any, map[string]any) (any, error) { items, _ := iterate(v); return &pyList{items}, nil }), true
		case "update":
			return pyFn(func(args []any, kw map[string]any) (any, error) {
				if o, ok := argOr(args).(*pyDict); ok {
					for _, k := range o.keys {
						v.set(k, o.m[k])
					}
				}
				for k, x := range kw {
					v.set(k, x)
				}
				return nil, nil
			}), true
		case "setdefault":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				k, _ := argOr(args).(string)
				if x, ok := v.m[k]; ok {
					return x, nil
				}
				var d any
				if len(args) > 1 {
					d = args[1]
				}
				v.set(k, d)
				return d, nil
			}), true
		}
	case *pySet:
		switch name {
		case "add", "discard", "remove":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				s, ok := argOr(args).(string)
				if !ok {
					return nil, pyErrorf("only sets of strings are supported")
				}
				if name == "add" {
					v.add(s)
					return nil, nil
				}
				i := slices.Index(v.items, s)
				if i < 0 && name == "remove" {
					return nil, pyErrorf("KeyError: %s", repr(s))
				}
				if i >= 0 {
					v.items = slices.Delete(v.items, i, i+1)
				}
				return nil, nil
			}), true
		case "update":
			return pyFn(func(args []any, _ map[string]any) (any, error) {
				for _, a := range args {
					s, err := strList(a)
					if err != nil {
						return nil, err
					}
					for _, x := range s {
						v.add(x)
					}
				}
				return nil, nil
			}), true
		}
	}
	return nil, false
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

// pathFns are os.path's functions.
var pathFns = map[string]func(args []any, kw map[string]any) (any, error){
	"join": func(args []any, _ map[string]any) (any, error) {
		out := ""
		for _, a := range args {
			p, ok := a.(string)
			if !ok {
				return nil, pyErrorf("os.path.join: want strings, got %s", typeName(a))
			}
			switch {
			case strings.HasPrefix(p, "/"), out == "":
				out = p
			case strings.HasSuffix(out, "/"):
				out += p
			default:
				out += "/" + p
			}
		}
		return out, nil
	},
	"dirname":  strFn(filepath.Dir),
	"basename": strFn(filepath.Base),
	"abspath": strFn(func(s string) string {
		a, _ := filepath.Abs(s)
		return a
	}),
	"realpath": strFn(realPath),
	"normpath": strFn(filepath.Clean),
	"exists":   statFn(func(fi os.FileInfo) bool { return true }),
	"isdir":    statFn(func(fi os.FileInfo) bool { return fi.IsDir() }),
	"isfile":   statFn(func(fi os.FileInfo) bool { return fi.Mode().IsRegular() }),
	"splitext": func(args []any, kw map[string]any) (any, error) {
		s, err := strArg(args, kw, 0, "path")
		if err != nil {
			return nil, err
		}
		ext := filepath.Ext(s)
		if ext == filepath.Base(s) {
			ext = ""
		}
		return pyTuple{strings.TrimSuffix(s, ext), ext}, nil
	},
}

func strFn(f func(string) string) func(args []any, kw map[string]any) (any, error) {
	return func(args []any, kw map[string]any) (any, error) {
		s, err := strArg(args, kw, 0, "path")
		if err != nil {
			return nil, err
		}
		return f(s), nil
	}
}

func statFn(f func(os.FileInfo) bool) func(args []any, kw map[string]any) (any, error) {
	return func(args []any, kw map[string]any) (any, error) {
		s, err := strArg(args, kw, 0, "path")
		if err != nil {
			return nil, err
		}
		fi, err := os.Stat(s)
		return err == nil && f(fi), nil
	}
}
