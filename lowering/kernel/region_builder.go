package kernel

// RegionBuilder appends instructions to one region. Result types are
// inferred from the operands; Build's verification reports mismatches.
type RegionBuilder struct {
	b     *Builder
	r     *Region
	phase *Phase // reduce phase being built, for Yield
}

func (rb *RegionBuilder) add(in *Inst) *Inst {
	rb.r.Insts = append(rb.r.Insts, in)
	return in
}

func typeOf(in *Inst) Type {
	if in == nil {
		return Invalid
	}
	return in.Type
}

// ConstF returns a float constant of type t.
func (rb *RegionBuilder) ConstF(t Type, v float64) *Inst {
	return rb.add(&Inst{Op: OpConst, Type: t, F: v})
}

// ConstI returns an integer constant of type t.
func (rb *RegionBuilder) ConstI(t Type, v int64) *Inst {
	return rb.add(&Inst{Op: OpConst, Type: t, I: v})
}

// Index64 returns the i64 constant v, for index arithmetic.
func (rb *RegionBuilder) Index64(v int64) *Inst { return rb.ConstI(I64, v) }

// Dim reads dim parameter p.
func (rb *RegionBuilder) Dim(p int) *Inst {
	return rb.add(&Inst{Op: OpDim, Type: I64, Param: p})
}

// Index reads the current element position.
func (rb *RegionBuilder) Index(k IndexKind) *Inst {
	return rb.add(&Inst{Op: OpIndex, Type: I64, Index: k})
}

// Reduced reads the result of reduce phase phase.
func (rb *RegionBuilder) Reduced(phase int) *Inst {
	t := Invalid
	if phase >= 0 && phase < len(rb.b.k.Phases) && rb.b.k.Phases[phase].Value != nil {
		t = rb.b.k.Phases[phase].Value.Type
	}
	return rb.add(&Inst{Op: OpReduced, Type: t, Phase: phase})
}

// Load reads buffer p at the linear element offset off (i64).
func (rb *RegionBuilder) Load(p int, off *Inst) *Inst {
	t := Invalid
	if p >= 0 && p < len(rb.b.k.Params) {
		t = rb.b.k.Params[p].Elem
	}
	return rb.add(&Inst{Op: OpLoad, Type: t, Param: p, Args: []*Inst{off}})
}

// Store writes v to buffer p at the linear element offset off (i64).
func (rb *RegionBuilder) Store(p int, off, v *Inst) {
	rb.add(&Inst{Op: OpStore, Param: p, Args: []*Inst{off, v}})
}

// AtomicAdd adds v to element off of buffer parameter p atomically.
func (rb *RegionBuilder) AtomicAdd(p int, off, v *Inst) {
	rb.add(&Inst{Op: OpAtomicAdd, Param: p, Args: []*Inst{off, v}})
}

// StoreIf writes v to element off of buffer parameter p when c (an i1)
// is true.
func (rb *RegionBuilder) StoreIf(p int, off, v, c *Inst) {
	rb.add(&Inst{Op: OpStoreIf, Param: p, Args: []*Inst{off, v, c}})
}

// Atomic applies the atomic read-modify-write op (OpAtomicAdd,
// OpAtomicMax, OpAtomicMin or OpAtomicMul) with v to element off of
// buffer parameter p.
func (rb *RegionBuilder) Atomic(op Op, p int, off, v *Inst) {
	rb.add(&Inst{Op: op, Param: p, Args: []*Inst{off, v}})
}

// Binary appends the two-operand instruction op.
func (rb *RegionBuilder) Binary(op Op, x, y *Inst) *Inst {
	return rb.add(&Inst{Op: op, Type: typeOf(x), Args: []*Inst{x, y}})
}

// Unary appends the one-operand instruction op.
func (rb *RegionBuilder) Unary(op Op, x *Inst) *Inst {
	return rb.add(&Inst{Op: op, Type: typeOf(x), Args: []*Inst{x}})
}

// Add returns x + y.
func (rb *RegionBuilder) Add(x, y *Inst) *Inst { return rb.Binary(OpAdd, x, y) }

// Sub returns x - y.
func (rb *RegionBuilder) Sub(x, y *Inst) *Inst { return rb.Binary(OpSub, x, y) }

// Mul returns x * y.
func (rb *RegionBuilder) Mul(x, y *Inst) *Inst { return rb.Binary(OpMul, x, y) }

// Div returns x / y.
func (rb *RegionBuilder) Div(x, y *Inst) *Inst { return rb.Binary(OpDiv, x, y) }

// Rem returns x rem y.
func (rb *RegionBuilder) Rem(x, y *Inst) *Inst { return rb.Binary(OpRem, x, y) }

// Max returns max(x, y), NaN if either is NaN.
func (rb *RegionBuilder) Max(x, y *Inst) *Inst { return rb.Binary(OpMax, x, y) }

// Min returns min(x, y), NaN if either is NaN.
func (rb *RegionBuilder) Min(x, y *Inst) *Inst { return rb.Binary(OpMin, x, y) }

// Cmp returns x <p> y as an i1.
func (rb *RegionBuilder) Cmp(p Pred, x, y *Inst) *Inst {
	return rb.add(&Inst{Op: OpCmp, Type: I1, Pred: p, Args: []*Inst{x, y}})
}

// Select returns c ? x : y.
func (rb *RegionBuilder) Select(c, x, y *Inst) *Inst {
	return rb.add(&Inst{Op: OpSelect, Type: typeOf(x), Args: []*Inst{c, x, y}})
}

// Convert returns x converted to type t.
func (rb *RegionBuilder) Convert(x *Inst, t Type) *Inst {
	return rb.add(&Inst{Op: OpConvert, Type: t, Args: []*Inst{x}})
}

// Yield sets the value a reduce phase combines (a compare phase's
// result).
func (rb *RegionBuilder) Yield(v *Inst) {
	if rb.phase == nil {
		rb.b.errorf("yield outside a reduce phase")
		return
	}
	rb.phase.Value = v
}
