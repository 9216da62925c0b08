package nvptx

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/lowering/kernel"
)

// hostProbe is a host program built from the emitter's math: one
// function per routine, and a main that prints the bits of every result
// for the chosen arguments, one hex number a line. lli runs it on the
// CPU, which has the same IEEE f64 operations as the GPU, so the output
// must match the interpreter's GoArith bit for bit: it checks the
// translation of the routines into LLVM IR (the bit manipulations, the
// selects) without a GPU.
type hostProbe struct {
	m      *ir.Module
	intr   *intrinsics
	main   *ir.Block
	printf *ir.Func
	format *ir.Global
	want   []uint64
	isNaN  []func(uint64) bool // whether bits are a NaN of the result type (payloads may differ)
}

func newHostProbe() *hostProbe {
	m := ir.NewModule()
	p := &hostProbe{m: m, intr: &intrinsics{m: m, funcs: map[string]*ir.Func{}}}
	p.printf = m.NewFunc("printf", types.I32, ir.NewParam("", types.I8Ptr))
	p.printf.Sig.Variadic = true
	p.format = m.NewGlobalDef("fmt", constant.NewCharArrayFromString("%llx\n\x00"))
	p.format.Immutable = true
	p.main = m.NewFunc("main", types.I32).NewBlock("entry")
	return p
}

// function adds a function of params returning ret whose body is built
// by body on a fresh emitter.
func (p *hostProbe) function(name string, ret types.Type, params []types.Type, body func(e *emitter, args []valueT) valueT) *ir.Func {
	ps := make([]*ir.Param, len(params))
	args := make([]valueT, len(params))
	for i, t := range params {
		ps[i] = ir.NewParam(fmt.Sprintf("a%d", i), t)
		args[i] = ps[i]
	}
	f := p.m.NewFunc(name, ret, ps...)
	e := &emitter{m: p.m, intr: p.intr, f: f}
	e.cur = f.NewBlock("entry")
	e.cur.NewRet(body(e, args))
	return f
}

// call makes main print the bits of f(args) (as i64) and records want.
func (p *hostProbe) call(f *ir.Func, want uint64, args ...valueT) {
	b := p.main
	var r valueT = b.NewCall(f, args...)
	isNaN := func(uint64) bool { return false }
	switch {
	case r.Type().Equal(types.Double):
		r = b.NewBitCast(r, types.I64)
		isNaN = func(x uint64) bool { return math.IsNaN(math.Float64frombits(x)) }
	case r.Type().Equal(types.Float):
		r = b.NewZExt(b.NewBitCast(r, types.I32), types.I64)
		isNaN = func(x uint64) bool { return math.IsNaN(float64(math.Float32frombits(uint32(x)))) }
	default:
		r = b.NewZExt(r, types.I64)
	}
	p.isNaN = append(p.isNaN, isNaN)
	fp := b.NewGetElementPtr(p.format.ContentType, p.format, i64(0), i64(0))
	b.NewCall(p.printf, fp, r)
	p.want = append(p.want, want)
}

// run executes the program with lli-19 and compares every line.
func (p *hostProbe) run(t *testing.T, describe func(i int) string) {
	t.Helper()
	lli, err := exec.LookPath("lli-19")
	if err != nil {
		testtool.Missing(t, "lli-19 is not installed")
	}
	p.main.NewRet(constant.NewInt(types.I32, 0))
	var out, stderr bytes.Buffer
	cmd := exec.Command(lli, "-")
	cmd.Stdin = strings.NewReader(opaquePointers(p.m.String()))
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("lli: %v\n%s", err, stderr.String())
	}
	lines := strings.Fields(out.String())
	if len(lines) != len(p.want) {
		t.Fatalf("%d results, want %d", len(lines), len(p.want))
	}
	bad := 0
	for i, l := range lines {
		got, err := strconv.ParseUint(l, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		if got != p.want[i] && !(p.isNaN[i](got) && p.isNaN[i](p.want[i])) && bad < 10 {
			bad++
			t.Errorf("%s: LLVM gives %#x, the interpreter %#x", describe(i), got, p.want[i])
		}
	}
}

func f64Args(r *rand.Rand) []float64 {
	xs := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 2, 3, -3, 10, 709.7, 710, -745, -746, 1e-310, 1e300,
		math.Inf(1), math.Inf(-1), math.NaN(), 0x1p-1022, math.Pi, -math.Pi / 2, 1e5}
	for i := 0; i < 60; i++ {
		xs = append(xs, (r.Float64()*2-1)*math.Pow(10, float64(r.Intn(8)-3)))
	}
	return xs
}

// TestF64MathOnHost runs the LLVM IR of every f64 routine on the host
// and requires the interpreter's bits.
func TestF64MathOnHost(t *testing.T) {
	p := newHostProbe()
	r := rand.New(rand.NewSource(3))
	xs := f64Args(r)
	var names []string
	d := types.Double
	for _, op := range []kernel.Op{kernel.OpExp, kernel.OpExpm1, kernel.OpLog, kernel.OpLog1p, kernel.OpTanh,
		kernel.OpLogistic, kernel.OpSin, kernel.OpCos, kernel.OpTan, kernel.OpCbrt, kernel.OpErf} {
		f := p.function("u_"+op.String(), d, []types.Type{d}, func(e *emitter, a []valueT) valueT {
			v, _ := e.f64Unary(op, a[0])
			return v
		})
		for _, x := range xs {
			want, _ := kernel.F64Unary[float64](kernel.GoArith{}, op, x)
			p.call(f, math.Float64bits(want), constant.NewFloat(d, x))
			names = append(names, fmt.Sprintf("%s(%g)", op, x))
		}
	}
	for _, op := range []kernel.Op{kernel.OpPow, kernel.OpAtan2, kernel.OpRem} {
		f := p.function("b_"+op.String(), d, []types.Type{d, d}, func(e *emitter, a []valueT) valueT {
			v, _ := e.f64Binary(op, a[0], a[1])
			return v
		})
		for i, x := range xs {
			for _, y := range []float64{xs[(i+5)%len(xs)], 2, -0.5, 3, math.Round(x)} {
				want, _ := kernel.F64Binary[float64](kernel.GoArith{}, op, x, y)
				p.call(f, math.Float64bits(want), constant.NewFloat(d, x), constant.NewFloat(d, y))
				names = append(names, fmt.Sprintf("%s(%g, %g)", op, x, y))
			}
		}
	}
	p.run(t, func(i int) string { return names[i] })
}

// TestF8OnHost runs the 8-bit float rounding, encoding and decoding the
// backend emits on the host: every byte decodes to the interpreter's
// value and encodes back, and rounding matches on random f32 values.
func TestF8OnHost(t *testing.T) {
	p := newHostProbe()
	f := types.Float
	var names []string
	for _, ty := range []kernel.Type{kernel.F8E4M3FN, kernel.F8E5M2, kernel.F8E4M3FNUZ, kernel.F8E5M2FNUZ, kernel.F8E4M3B11FNUZ} {
		dec := p.function("dec_"+ty.String(), f, []types.Type{types.I8}, func(e *emitter, a []valueT) valueT {
			return e.f8ToFloat(ty, a[0])
		})
		enc := p.function("enc_"+ty.String(), types.I8, []types.Type{f}, func(e *emitter, a []valueT) valueT {
			return e.floatToF8(ty, a[0])
		})
		round := p.function("round_"+ty.String(), f, []types.Type{f}, func(e *emitter, a []valueT) valueT {
			return e.roundF8(ty, a[0])
		})
		for b := 0; b < 256; b++ {
			v := kernel.F8Value(ty, uint8(b))
			if math.IsNaN(v) {
				continue // NaN's payload is the backend's own
			}
			p.call(dec, uint64(math.Float32bits(float32(v))), constant.NewInt(types.I8, int64(int8(b))))
			names = append(names, fmt.Sprintf("%s decode %#x", ty, b))
			p.call(enc, uint64(kernel.F8Bits(ty, v)), constant.NewFloat(f, v))
			names = append(names, fmt.Sprintf("%s encode %g", ty, v))
		}
		r := rand.New(rand.NewSource(4))
		for i := 0; i < 300; i++ {
			x := float64(float32(math.Ldexp(r.Float64()*2-1, r.Intn(40)-22)))
			want := kernel.RoundFloat(ty, x)
			p.call(round, uint64(math.Float32bits(float32(want))), constant.NewFloat(f, x))
			names = append(names, fmt.Sprintf("%s round %g", ty, x))
		}
	}
	p.run(t, func(i int) string { return names[i] })
}
