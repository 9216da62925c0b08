package interp

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Dims binds the dynamic dimensions of a function's arguments.
type Dims struct {
	// Symbols binds symbolic dimension names (the @S0 of a type such as
	// tensor<?x?xf32, [@S0, @S1]>) to sizes.
	Symbols map[string]int64
	// Args gives whole argument shapes by position.
	Args map[int][]int64
	// Default is the size of a dynamic dimension nothing binds (and an
	// unranked argument gets shape Default x Default); 0 makes such
	// dimensions an error.
	Default int64
}

// ParseDims reads `S0=4,S1=16` (symbol bindings) and `arg0=4x16,arg1=16`
// (argument shapes), mixed freely.
func ParseDims(s string) (Dims, error) {
	d := Dims{Symbols: map[string]int64{}, Args: map[int][]int64{}}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return d, fmt.Errorf("--dims entry %q is not NAME=SIZE or argN=AxB", part)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if n, isArg := argIndex(k); isArg {
			var shape []int64
			if v != "" && v != "scalar" {
				for _, f := range strings.Split(v, "x") {
					x, err := strconv.ParseInt(f, 10, 64)
					if err != nil || x < 0 {
						return d, fmt.Errorf("--dims %s: bad size %q", k, f)
					}
					shape = append(shape, x)
				}
			}
			if _, dup := d.Args[n]; dup {
				return d, fmt.Errorf("--dims %s is given twice", k)
			}
			d.Args[n] = shape
			continue
		}
		x, err := strconv.ParseInt(v, 10, 64)
		if err != nil || x < 0 {
			return d, fmt.Errorf("--dims %s: bad size %q", k, v)
		}
		name := strings.TrimPrefix(k, "@")
		if _, dup := d.Symbols[name]; dup {
			return d, fmt.Errorf("--dims %s is given twice", name)
		}
		d.Symbols[name] = x
	}
	return d, nil
}

func argIndex(k string) (int, bool) {
	rest, ok := strings.CutPrefix(k, "arg")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil && n >= 0
}

var symbolRef = regexp.MustCompile(`@([A-Za-z_][\w$.]*)`)

// encodingSymbols reads the dimension symbols of an encoding: one entry per
// dimension for `[@S0, 4, @S1]` ("" for integer entries), otherwise the
// @names in order of appearance.
func encodingSymbols(tt *ir.TensorType) []string {
	if tt.Encoding == nil {
		return nil
	}
	text := strings.TrimSpace(tt.Encoding.String())
	if body, ok := strings.CutPrefix(text, "["); ok && strings.HasSuffix(body, "]") {
		parts := strings.Split(strings.TrimSuffix(body, "]"), ",")
		if len(parts) == len(tt.Shape) {
			out := make([]string, len(parts))
			for i, p := range parts {
				out[i] = strings.TrimPrefix(strings.TrimSpace(p), "@")
				if _, err := strconv.ParseInt(out[i], 10, 64); err == nil {
					out[i] = ""
				}
			}
			return out
		}
	}
	var syms []string
	for _, m := range symbolRef.FindAllStringSubmatch(text, -1) {
		syms = append(syms, m[1])
	}
	return syms
}

// declaredDim is what a `symopt.dim @S {likely = N, lower = L, upper =
// U}` declaration says (0 where absent).
type declaredDim struct{ likely, lower, upper int64 }

// declaredDims reads the module's symopt.dim declarations by name.
func declaredDims(fn *ir.Operation) map[string]declaredDim {
	root := fn
	for root.ParentOp() != nil {
		root = root.ParentOp()
	}
	out := map[string]declaredDim{}
	root.Walk(func(op *ir.Operation) bool {
		if op.Name != "symopt.dim" {
			return !isFunc(op)
		}
		out[symName(op)] = declaredDim{likely: optInt(op, "likely", 0), lower: optInt(op, "lower", 0), upper: optInt(op, "upper", 0)}
		return false
	})
	return out
}

// declaredSizes gives each declared symbol its default size: its likely
// value, else its lower bound, else min(upper, 16).
func declaredSizes(fn *ir.Operation) map[string]int64 {
	out := map[string]int64{}
	for name, d := range declaredDims(fn) {
		switch {
		case d.likely > 0:
			out[name] = d.likely
		case d.lower > 0:
			out[name] = d.lower
		case d.upper > 0:
			out[name] = min(d.upper, 16)
		}
	}
	return out
}

// forFunc adds the sizes fn's module declares for symbols d leaves unbound.
func (d Dims) forFunc(fn *ir.Operation) Dims {
	decl := declaredSizes(fn)
	if len(decl) == 0 {
		return d
	}
	syms := map[string]int64{}
	for k, v := range decl {
		syms[k] = v
	}
	for k, v := range d.Symbols {
		syms[k] = v
	}
	d.Symbols = syms
	return d
}

// ArgShape resolves the shape of argument i of type t under d.
func (d Dims) ArgShape(i int, t ir.Type) ([]int64, error) {
	tt, ok := t.(*ir.TensorType)
	if !ok {
		if s, ok := staticShape(t); ok {
			return s, nil
		}
		if _, unranked := t.(*ir.UnrankedTensorType); unranked && d.Default > 0 {
			return []int64{d.Default, d.Default}, nil
		}
		return nil, fmt.Errorf("argument %d has unsupported type %s", i, t)
	}
	if ir.IsStatic(tt.Shape) {
		return tt.Shape, nil
	}
	if s, ok := d.Args[i]; ok {
		if len(s) != len(tt.Shape) {
			return nil, fmt.Errorf("argument %d: --dims gives rank %d for %s", i, len(s), t)
		}
		for k, x := range tt.Shape {
			if x != ir.Dynamic && x != s[k] {
				return nil, fmt.Errorf("argument %d: --dims shape %v does not fit %s", i, s, t)
			}
		}
		return s, nil
	}
	syms := encodingSymbols(tt)
	ndyn := 0
	for _, x := range tt.Shape {
		if x == ir.Dynamic {
			ndyn++
		}
	}
	out := append([]int64{}, tt.Shape...)
	k := 0
	for j, x := range tt.Shape {
		if x != ir.Dynamic {
			continue
		}
		name := ""
		switch {
		case len(syms) == len(tt.Shape):
			name = syms[j]
		case len(syms) == ndyn:
			name = syms[k]
		}
		k++
		if v, ok := d.Symbols[name]; ok && name != "" {
			out[j] = v
			continue
		}
		if d.Default > 0 {
			out[j] = d.Default
			continue
		}
		if name != "" {
			return nil, fmt.Errorf("argument %d (%s): symbol @%s is not bound; use --dims %s=N", i, t, name, name)
		}
		return nil, fmt.Errorf("argument %d (%s): dimension %d is dynamic; use --dims arg%d=AxB", i, t, j, i)
	}
	return out, nil
}

// RandomInputs makes seeded random arguments for fn: argument i uses seed
// seed+i, so inputs are the same for every run with the same seed.
// Symbols the module declares with symopt.dim take their declared size
// unless d binds them; a JAX dimension argument gets its variable's size.
func RandomInputs(fn *ir.Operation, seed uint64, d Dims) ([]*tensor.Tensor, error) {
	return completeArgs(fn, nil, d, seed, true)
}

// givenArg is an argument value the caller supplies, and where it came
// from (for messages).
type givenArg struct {
	t    *tensor.Tensor
	what string
}

// completeArgs returns fn's arguments: given[i] where present; for a JAX
// dimension argument the size of its variable (bound from the shapes of
// the given arrays, --dims or the declarations); 0 for JAX's platform
// index; seeded random data (seed+i) for the others when random is set,
// else an error. Dynamic dims of given arrays bind their symbols, and
// two sources giving one symbol different sizes is an error naming both.
func completeArgs(fn *ir.Operation, given map[int]givenArg, d Dims, seed uint64, random bool) ([]*tensor.Tensor, error) {
	if len(fn.Regions) == 0 || fn.Regions[0].Entry() == nil {
		return nil, fmt.Errorf("@%s has no body", symName(fn))
	}
	args := fn.Regions[0].Entry().Args()
	for _, n := range sortedArgKeys(d.Args) {
		if n >= len(args) {
			return nil, fmt.Errorf("--dims arg%d: @%s has %d arguments", n, symName(fn), len(args))
		}
		if s, ok := staticShape(args[n].Type()); ok && !slices.Equal(s, d.Args[n]) {
			return nil, fmt.Errorf("--dims arg%d: argument %d has the static type %s", n, n, args[n].Type())
		}
	}
	out := make([]*tensor.Tensor, len(args))
	for i, g := range given {
		out[i] = g.t
	}
	withDecl := d.forFunc(fn)
	var b *binder
	if needsBinding(fn, args) {
		b = newBinder(fn, d)
		if err := b.bindGiven(given); err != nil {
			return nil, err
		}
	}
	for i, a := range args {
		if out[i] != nil || isTokenType(a.Type()) {
			continue
		}
		dt, err := elemDType(a.Type())
		if err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
		if dialect.IsPlatformIndexArg(fn, i) {
			out[i] = tensor.Scalar(dt, 0)
			continue
		}
		if name, ok := dialect.DimArgName(fn, i); ok && b != nil {
			v, err := b.dimArgValue(i, name)
			if err != nil {
				return nil, err
			}
			if out[i], err = tensor.FromInt64s(dt, nil, []int64{v}); err != nil {
				return nil, fmt.Errorf("argument %d: %w", i, err)
			}
			continue
		}
		if !random {
			return nil, fmt.Errorf("argument %d (%s) of @%s has no value; pass --input %d=FILE.npy or --random-inputs SEED", i, a.Type(), symName(fn), i)
		}
		var shape []int64
		if b != nil {
			shape, err = b.argShape(i)
		} else {
			shape, err = withDecl.ArgShape(i, a.Type())
		}
		if err != nil {
			return nil, err
		}
		if out[i], err = tensor.Random(dt, shape, seed+uint64(i), tensor.RandomOptions{}); err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
	}
	return out, nil
}

// bindGiven binds the symbols of the given arrays' dims, the values of
// given dimension arguments, --dims, and the declared sizes, then checks
// the given arrays against the result.
func (b *binder) bindGiven(given map[int]givenArg) error {
	keys := make([]int, 0, len(given))
	for i := range given {
		keys = append(keys, i)
	}
	sort.Ints(keys)
	for _, i := range keys {
		g := given[i]
		if _, ok := dialect.DimArgName(b.fn, i); ok {
			if err := b.bindDimArg(i, g.t); err != nil {
				return err
			}
			continue
		}
		if err := b.bindShape(i, g.t.Shape(), g.what); err != nil {
			return err
		}
	}
	for _, i := range sortedArgKeys(b.d.Args) {
		if _, ok := given[i]; ok {
			return fmt.Errorf("argument %d has both --input and --dims arg%d", i, i)
		}
		if err := b.bindShape(i, b.d.Args[i], "--dims arg"+strconv.Itoa(i)); err != nil {
			return err
		}
	}
	if err := b.bindNamed(); err != nil {
		return err
	}
	for _, i := range keys {
		if err := b.check(i, given[i].t, given[i].what); err != nil {
			return err
		}
	}
	return nil
}

func sortedArgKeys(m map[int][]int64) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	return keys
}
