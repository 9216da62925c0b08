package lowering

import (
	"encoding/binary"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
)

// kernelShare lets structurally identical fusions of one function share
// a kernel. hlo.Lower's result depends only on the fusion's attributes,
// its body (op names, attributes, types, the wiring of values), which
// operands repeat, and the dim analysis's key of every dim of every value
// it sees (the key decides the dim's name or static size, and so the
// kernel's dim parameters). Two fusions that agree on all of these lower
// to the same kernel up to its name, so the later one launches the
// kernel of the first with its own buffers; the launch arguments are the
// same dims by name. The (shared) dim analysis is a pure function of the
// IR, so looking keys up before lowering changes no name.
type kernelShare struct {
	dims  *fusion.Dims
	roots map[*ir.Value]int // dim key roots, numbered
	byKey map[string]*hlo.Lowered
	// outside holds the kernels of ops with kernels of their own
	// (lowerOutside), by key
	outside map[string][]*hlo.Lowered
	buf     []byte
	// defs are the values the fusion being keyed defines, numbered by
	// position (bodies are small and operands mostly recent, so a
	// backward scan beats a map that must be cleared per fusion)
	defs []*ir.Value
}

func newKernelShare(dims *fusion.Dims) *kernelShare {
	return &kernelShare{dims: dims, roots: map[*ir.Value]int{}, byKey: map[string]*hlo.Lowered{}, outside: map[string][]*hlo.Lowered{}}
}

// lower returns the kernel of fusion op, lowering it under name unless an
// identical fusion was lowered before. Failed lowerings are not shared,
// so every failing fusion reports its own error.
func (s *kernelShare) lower(op *ir.Operation, name string, names *hlo.Namer) (*hlo.Lowered, error) {
	ok := s.key(op)
	if ok {
		if l := s.byKey[string(s.buf)]; l != nil {
			return l, nil
		}
	}
	key := string(s.buf)
	l, err := hlo.Lower(op, name, names)
	if err != nil {
		return nil, err
	}
	if ok {
		s.byKey[key] = l
	}
	return l, nil
}

// lowerOutside is lower for an op outside fusions with kernels of its
// own (hlo.LowerOutside: a scatter's two, a sort's, a fold's), keyed as a
// fusion is plus the op's name and the constants among its operands (a
// scatter's init kernel stores a splat operand instead of reading it).
// The two sides of a versioned body run the same such ops.
func (s *kernelShare) lowerOutside(op *ir.Operation, name string, names *hlo.Namer) ([]*hlo.Lowered, error) {
	ok := s.key(op)
	if ok {
		s.buf = append(s.buf, "outside "...)
		s.str(op.Name)
		for i, v := range op.Operands() {
			if d := v.DefiningOp(); d != nil && fusion.Canonical(d) == "stablehlo.constant" {
				s.buf = binary.AppendUvarint(append(s.buf, 'c'), uint64(i))
				s.attrs(d)
			}
		}
		if ls := s.outside[string(s.buf)]; ls != nil {
			return ls, nil
		}
	}
	key := string(s.buf)
	ls, err := hlo.LowerOutside(op, name, names)
	if err != nil {
		return nil, err
	}
	if ok {
		s.outside[key] = ls
	}
	return ls, nil
}

// key writes the structural key of fusion op to s.buf; false when op
// cannot be keyed (its body uses a value defined outside it or branches
// between blocks).
func (s *kernelShare) key(op *ir.Operation) bool {
	s.buf = s.buf[:0]
	s.defs = s.defs[:0]
	s.attrs(op)
	s.buf = binary.AppendUvarint(append(s.buf, "operands"...), uint64(op.NumOperands()))
	for i, v := range op.Operands() {
		// which operands are the same value (the body sees distinct
		// block arguments either way; kept to stay on the safe side)
		for j := range i {
			if op.Operand(j) == v {
				s.buf = binary.AppendUvarint(append(s.buf, "same"...), uint64(j))
				break
			}
		}
		s.value(v)
	}
	for _, v := range op.Results() {
		s.value(v)
	}
	for _, r := range op.Regions {
		if !s.region(r) {
			return false
		}
	}
	return true
}

func (s *kernelShare) region(r *ir.Region) bool {
	s.buf = append(s.buf, "{"...)
	for _, b := range r.Blocks {
		s.buf = append(s.buf, "^("...)
		for _, a := range b.Args() {
			s.defs = append(s.defs, a)
			s.value(a)
		}
		s.buf = append(s.buf, ")\n"...)
		for _, op := range b.Ops {
			if len(op.Successors) > 0 {
				return false // branches between blocks: not keyed
			}
			s.buf = append(append(s.buf, op.Name...), '(')
			for _, v := range op.Operands() {
				id := s.def(v)
				if id < 0 {
					return false
				}
				s.buf = binary.AppendUvarint(append(s.buf, '%'), uint64(id))
			}
			s.buf = append(s.buf, ")"...)
			s.attrs(op)
			for _, v := range op.Results() {
				s.defs = append(s.defs, v)
				s.value(v)
			}
			for _, inner := range op.Regions {
				if !s.region(inner) {
					return false
				}
			}
			s.buf = append(s.buf, '\n')
		}
	}
	s.buf = append(s.buf, "}"...)
	return true
}

// def is the number of value v of the fusion being keyed, or -1 when the
// fusion does not define it.
func (s *kernelShare) def(v *ir.Value) int {
	for i := len(s.defs) - 1; i >= 0; i-- {
		if s.defs[i] == v {
			return i
		}
	}
	return -1
}
