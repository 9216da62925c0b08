package lit

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The builtins, methods and os.path functions the Python configuration
// interpreter (pyeval.go) offers.

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
