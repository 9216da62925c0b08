package transforms

import (
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/rewrite"
)

var i32 = &ir.IntegerType{Width: 32}

// testOps is a small op registry: the traits are what the passes read.
func testOps() *ir.Registry {
	r := ir.NewRegistry()
	for _, info := range []*ir.OpInfo{
		{Name: "builtin.module", Traits: ir.SymbolTable | ir.IsolatedFromAbove | ir.NoRegionArgs},
		{Name: "func.func", Traits: ir.Symbol | ir.IsolatedFromAbove},
		{Name: "func.return", Traits: ir.Terminator | ir.ReturnLike},
		{Name: "func.call", Traits: ir.SideEffects},
		{Name: "t.add", Traits: ir.Commutative},
		{Name: "t.neg"},
		{Name: "t.sub"},
		{Name: "t.end"}, // a terminator registered without its trait
		{Name: "t.const", Traits: ir.ConstantLike},
		{Name: "t.effect", Traits: ir.SideEffects},
		{Name: "t.region"},
		{Name: "t.yield", Traits: ir.Terminator | ir.ReturnLike},
		{Name: "t.br", Traits: ir.Terminator},
		{Name: "arith.constant", Traits: ir.ConstantLike},
		{Name: "stablehlo.constant", Traits: ir.ConstantLike},
	} {
		r.Register(info)
	}
	r.AliasDialect("mhlo", "stablehlo")
	return r
}

// builder makes IR for tests with registered infos.
type builder struct{ reg *ir.Registry }

func newBuilder() *builder { return &builder{reg: testOps()} }

func (b *builder) module() (*ir.Operation, *ir.Block) {
	m := ir.NewOperation("builtin.module", b.reg.Lookup("builtin.module"), nil, nil, nil, nil)
	return m, m.AddRegion().AddBlock()
}

// fn appends `func.func @name(args...)` to the module body and returns its
// entry block.
func (b *builder) fn(body *ir.Block, name string, private bool, args ...ir.Type) (*ir.Operation, *ir.Block) {
	attrs := []ir.NamedAttr{{Name: "sym_name", Value: ir.Str(name)}}
	if private {
		attrs = append(attrs, ir.NamedAttr{Name: "sym_visibility", Value: ir.Str("private")})
	}
	f := ir.NewOperation("func.func", b.reg.Lookup("func.func"), nil, nil, attrs, nil)
	entry := f.AddRegion().AddBlock()
	for _, t := range args {
		entry.AddArg(t, nil)
	}
	body.Append(f)
	return f, entry
}

// op appends an op with nres i32 results.
func (b *builder) op(blk *ir.Block, name string, nres int, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	types := make([]ir.Type, nres)
	for i := range types {
		types[i] = i32
	}
	o := ir.NewOperation(name, b.reg.Lookup(name), operands, types, attrs, nil)
	blk.Append(o)
	return o
}

func (b *builder) val(blk *ir.Block, name string, operands ...*ir.Value) *ir.Value {
	return b.op(blk, name, 1, operands).Result(0)
}

func (b *builder) cst(blk *ir.Block, v int64) *ir.Value {
	return b.op(blk, "t.const", 1, nil, ir.NamedAttr{Name: "value", Value: &ir.IntegerAttr{Value: v, Type: i32}}).Result(0)
}

func (b *builder) ret(blk *ir.Block, vals ...*ir.Value) {
	b.op(blk, "func.return", 0, vals)
}

func (b *builder) call(blk *ir.Block, callee string, nres int, args ...*ir.Value) *ir.Operation {
	return b.op(blk, "func.call", nres, args, ir.NamedAttr{Name: "callee", Value: &ir.SymbolRefAttr{Root: callee}})
}

// render prints the structure of op's regions compactly: one op per line
// as `name(operands) [attr=...]`, with values numbered in order of
// definition (%0...) and block arguments as %argN. It is independent of
// the MLIR printer so tests assert structure, not spelling.
func render(op *ir.Operation) string {
	names := map[*ir.Value]string{}
	next := 0
	var b strings.Builder
	var walk func(op *ir.Operation, indent string)
	walk = func(op *ir.Operation, indent string) {
		for ri, r := range op.Regions {
			for bi, blk := range r.Blocks {
				if ri > 0 || bi > 0 {
					fmt.Fprintf(&b, "%s^bb%d:\n", indent, bi)
				}
				for i, a := range blk.Args() {
					names[a] = fmt.Sprintf("%%arg%d", i)
				}
				for _, o := range blk.Ops {
					b.WriteString(indent)
					for i, r := range o.Results() {
						names[r] = fmt.Sprintf("%%%d", next)
						next++
						if i > 0 {
							b.WriteString(",")
						}
						b.WriteString(names[r])
					}
					if o.NumResults() > 0 {
						b.WriteString(" = ")
					}
					var ops []string
					for _, v := range o.Operands() {
						n, ok := names[v]
						if !ok {
							n = "?"
						}
						ops = append(ops, n)
					}
					fmt.Fprintf(&b, "%s(%s)", o.Name, strings.Join(ops, ","))
					for _, a := range o.Attrs() {
						if a.Name == "sym_visibility" {
							continue
						}
						fmt.Fprintf(&b, " %s=%s", a.Name, a.Value)
					}
					b.WriteString("\n")
					walk(o, indent+"  ")
				}
			}
		}
	}
	walk(op, "")
	return b.String()
}

// runPipeline registers this package's passes (with patterns) and runs
// pipe on m, returning the manager for statistics.
func runPipeline(t *testing.T, pipe string, m *ir.Operation, ps *rewrite.PatternSet) (*pipeline.Manager, error) {
	t.Helper()
	reg := pipeline.NewRegistry()
	if err := Register(reg, Config{Patterns: ps}); err != nil {
		t.Fatal(err)
	}
	p, err := reg.Parse(pipe)
	if err != nil {
		t.Fatal(err)
	}
	mgr := pipeline.NewManager(p, pipeline.Config{Ops: testOps(), Threads: 2})
	return mgr, mgr.Run(m)
}

func trim(s string) string {
	if strings.TrimSpace(s) == "" {
		return ""
	}
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(strings.TrimLeft(lines[i], "\t"), " ")
	}
	return strings.Join(lines, "\n") + "\n"
}
