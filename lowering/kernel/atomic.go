package kernel

import "fmt"

// atomicOps pairs each atomic read-modify-write opcode with the binary
// instruction that combines the element with the value: the element
// becomes op(old, v), so max and min keep OpMax's and OpMin's NaN rule.
var atomicOps = map[Op]Op{OpAtomicAdd: OpAdd, OpAtomicMax: OpMax, OpAtomicMin: OpMin, OpAtomicMul: OpMul}

// IsAtomic reports whether o is an atomic read-modify-write of a buffer
// element (atomic_add, atomic_max, atomic_min, atomic_mul): no result, an
// inout buffer of f32, f64, i32 or i64, not in reduce phases.
func (o Op) IsAtomic() bool {
	_, ok := atomicOps[o]
	return ok
}

// Combine returns the binary opcode an atomic opcode applies.
func (o Op) Combine() Op { return atomicOps[o] }

// atomicByName maps the printed names to the atomic opcodes.
func atomicByName(name string) (Op, bool) {
	for o := range atomicOps {
		if o.String() == name {
			return o, true
		}
	}
	return OpInvalid, false
}

// atomic replaces element i with op(old, v) (threads run one at a time,
// so the read-modify-write is atomic; the result is rounded to the
// element type).
func (b *Buffer) atomic(op Op, i int64, v val) error {
	old, err := b.load(i)
	if err != nil {
		return fmt.Errorf("%s at %d out of bounds [0, %d)", op, i, b.Len())
	}
	r, err := evalBinary(op.Combine(), b.Type, old, v)
	if err != nil {
		return err
	}
	return b.store(i, r)
}
