package models

import (
	"math"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// net builds one network function: its parameters by name, its inputs,
// and layer helpers shared by the models.
type net struct {
	*build.Builder
	c      Config
	elem   ir.Type
	params map[string]*ir.Value
	inputs map[string]*ir.Value
}

func elemType(c Config) ir.Type {
	if c.DType == "f64" {
		return ir.F64
	}
	return ir.F32
}

func (n *net) p(name string) *ir.Value { return n.params[name] }

// scalar is a rank-0 constant of the model's float type.
func (n *net) scalar(v float64) *ir.Value { return n.ScalarConst(n.elem, v) }

// like broadcasts the constant v over x's shape.
func (n *net) like(v float64, x *ir.Value) *ir.Value { return n.Splat(v, n.elem, x) }

// last is the index of x's last dim (the feature dim).
func last(x *ir.Value) int64 { return int64(build.Rank(x) - 1) }

// dense is x @ w (+ b when b is not nil) over the last dim of x.
func (n *net) dense(x, w, b *ir.Value) *ir.Value {
	y := n.MatMul(x, w)
	if b != nil {
		y = n.Add(y, n.BroadcastLike(b, []int64{last(y)}, y))
	}
	return y
}

// meanLast averages x over its last dim, keeping it as a broadcastable
// result of x's shape.
func (n *net) meanLast(x *ir.Value) *ir.Value {
	d := last(x)
	s := n.ReduceSum(x, []int64{d})
	s = n.Div(s, n.like(float64(build.Shape(x)[d]), s))
	return n.BroadcastLike(s, seq(int(d)), x)
}

// layerNorm normalizes over the last dim, then scales by g and shifts by b.
func (n *net) layerNorm(x, g, b *ir.Value) *ir.Value {
	xc := n.Sub(x, n.meanLast(x))
	v := n.meanLast(n.Mul(xc, xc))
	y := n.Mul(xc, n.Rsqrt(n.Add(v, n.like(1e-5, v))))
	y = n.Mul(y, n.BroadcastLike(g, []int64{last(y)}, y))
	return n.Add(y, n.BroadcastLike(b, []int64{last(y)}, y))
}

// rmsNorm scales x by the reciprocal root mean square over the last dim,
// then by g.
func (n *net) rmsNorm(x, g *ir.Value) *ir.Value {
	ms := n.meanLast(n.Mul(x, x))
	y := n.Mul(x, n.Rsqrt(n.Add(ms, n.like(1e-6, ms))))
	return n.Mul(y, n.BroadcastLike(g, []int64{last(y)}, y))
}

// gelu is the tanh approximation JAX uses by default.
func (n *net) gelu(x *ir.Value) *ir.Value {
	x3 := n.Mul(x, n.Mul(x, x))
	inner := n.Mul(n.like(math.Sqrt(2/math.Pi), x), n.Add(x, n.Mul(n.like(0.044715, x), x3)))
	return n.Mul(n.Mul(n.like(0.5, x), x), n.Add(n.like(1, x), n.Tanh(inner)))
}

// silu is x * logistic(x).
func (n *net) silu(x *ir.Value) *ir.Value { return n.Mul(x, n.Logistic(x)) }

// softmaxLast is a numerically stable softmax over the last dim.
func (n *net) softmaxLast(x *ir.Value) *ir.Value {
	d := last(x)
	keep := seq(int(d))
	m := n.BroadcastLike(n.ReduceMax(x, []int64{d}), keep, x)
	e := n.Exp(n.Sub(x, m))
	return n.Div(e, n.BroadcastLike(n.ReduceSum(e, []int64{d}), keep, e))
}

// embed gathers rows of table [V,H] at integer ids of any shape; the
// result has ids' shape plus H.
func (n *net) embed(table, ids *ir.Value) *ir.Value {
	r := int64(build.Rank(ids))
	h := build.Shape(table)[1]
	gd := dialect.GatherDims{OffsetDims: []int64{r}, CollapsedSliceDims: []int64{0}, StartIndexMap: []int64{0}, IndexVectorDim: r}
	shape := append(append([]int64{}, build.Shape(ids)...), h)
	return n.Gather(table, ids, gd, []int64{1, h}, shape)
}

// splitHeads reshapes [B,S,heads*hd] to [B,S,heads,hd] (hd =
// hidden/heads).
func (n *net) splitHeads(x *ir.Value) *ir.Value {
	d := n.DimsOf(x)
	hd := int64(n.c.Hidden / n.c.Heads)
	return n.Reshape(x, []build.Dim{d[0], d[1], build.Static(build.Shape(x)[2] / hd), build.Static(hd)})
}

// repeatKV repeats each of the kv heads of x [B,S,kv,hd] heads/kv times
// (grouped-query attention), giving [B,S,heads,hd].
func (n *net) repeatKV(x *ir.Value) *ir.Value {
	kv := build.Shape(x)[2]
	rep := int64(n.c.Heads) / kv
	if rep == 1 {
		return x
	}
	d := n.DimsOf(x)
	wide := []build.Dim{d[0], d[1], d[2], build.Static(rep), d[3]}
	y := n.BroadcastTo(x, []int64{0, 1, 2, 4}, wide)
	return n.Reshape(y, []build.Dim{d[0], d[1], build.Static(int64(n.c.Heads)), d[3]})
}

// attention is causal multi-head attention of q, k, v [B,S,heads,hd];
// the result is [B,S,H].
func (n *net) attention(q, k, v *ir.Value) *ir.Value {
	hd := float64(n.c.Hidden / n.c.Heads)
	// scores [B,heads,S,S]
	s := n.Dot(q, k, dialect.DotDims{LhsBatch: []int64{0, 2}, RhsBatch: []int64{0, 2}, LhsContract: []int64{3}, RhsContract: []int64{3}})
	s = n.Mul(s, n.like(1/math.Sqrt(hd), s))
	s = n.Select(n.causalMask(s), s, n.like(-1e9, s))
	p := n.softmaxLast(s)
	// [B,heads,S,hd]
	o := n.Dot(p, v, dialect.DotDims{LhsBatch: []int64{0, 1}, RhsBatch: []int64{0, 2}, LhsContract: []int64{3}, RhsContract: []int64{1}})
	o = n.Transpose(o, []int64{0, 2, 1, 3})
	d := n.DimsOf(o)
	return n.Reshape(o, []build.Dim{d[0], d[1], build.Static(int64(n.c.Hidden))})
}

// causalMask is true where the key position is not after the query
// position, broadcast like scores [B,heads,S,S].
func (n *net) causalMask(scores *ir.Value) *ir.Value {
	d := n.DimsOf(scores)
	ss := []build.Dim{d[2], d[3]}
	row := n.Iota(ss, 0, ir.I32)
	col := n.Iota(ss, 1, ir.I32)
	m := n.Compare("GE", row, col)
	return n.BroadcastTo(m, []int64{2, 3}, d)
}

func seq(k int) []int64 {
	out := make([]int64, k)
	for i := range out {
		out[i] = int64(i)
	}
	return out
}
