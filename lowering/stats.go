package lowering

import (
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
)

// FuncStats compares a fused function with its unfused form: kernels
// launched and bytes moved through global memory per call (every buffer a
// launch reads or writes counted once per launch).
type FuncStats struct {
	Func string
	// Unfused counts one kernel per op (each op inside a fusion and each
	// op a fusion would have held); Fused counts the plan's kernels.
	KernelsBefore, KernelsAfter int
	// DistinctKernels counts the kernels the fused launches run:
	// identical fusions share one.
	DistinctKernels int
	// LibraryCalls and Unsupported (ops with no kernel yet, measured as
	// one kernel each) are the same before and after.
	LibraryCalls, Unsupported int
	BytesBefore, BytesAfter   Poly
	Dims                      []DimSource
	// Kinds counts the fused kernels by fusion kind (kLoop, kInput,
	// kHorizontal); UnsupportedOps counts the ops with no kernel by name.
	Kinds, UnsupportedOps map[string]int
	// Branches counts the branch steps of a versioned body; every count
	// and byte sum above then covers the steps of both sides (the
	// fused/unfused ratio stays that of the whole function). Copies
	// counts the copy steps filling branch results (in both byte sums).
	Branches, Copies int
	// SideKernels and SideLibraryCalls count the kernel launches and
	// library calls of the then sides [0] and else sides [1] of the
	// branches: what one call runs there.
	SideKernels, SideLibraryCalls [2]int
	// Evicts and Regenerates count remat's steps; RecomputeKernels and
	// RecomputeLibraryCalls the launches of the recomputes (counted in
	// KernelsAfter and LibraryCalls too: they run only when a buffer was
	// evicted). DynamicBytes sums the bytes of the dynamic buffers (what
	// an evict may free, and the regenerate results), which take no slot.
	Evicts, Regenerates                     int
	RecomputeKernels, RecomputeLibraryCalls int
	DynamicBytes                            Poly
	// Slots holds, per slot of the plan, the sizes of the temporaries
	// sharing it (PoolBytes).
	Slots [][]Poly
}

// PoolBytes is the static slot pool at the given dims: the sum over the
// slots of their largest temporary.
func (s FuncStats) PoolBytes(dims map[string]int64) (int64, error) {
	var sum int64
	for _, slot := range s.Slots {
		var m int64
		for _, b := range slot {
			n, err := b.Eval(dims)
			if err != nil {
				return 0, err
			}
			m = max(m, n)
		}
		sum += m
	}
	return sum, nil
}

// Ratio is BytesAfter / BytesBefore at the given dims.
func (s FuncStats) Ratio(dims map[string]int64) (before, after int64, ratio float64, err error) {
	if before, err = s.BytesBefore.Eval(dims); err != nil {
		return
	}
	if after, err = s.BytesAfter.Eval(dims); err != nil {
		return
	}
	if before > 0 {
		ratio = float64(after) / float64(before)
	}
	return
}

// Stats measures every function of a fused module. Ops with no kernel
// are counted as one launch each (see MeasureFunc).
func Stats(module *ir.Operation) ([]FuncStats, error) {
	var out []FuncStats
	for _, fn := range Funcs(module) {
		p, err := MeasureFunc(fn)
		if err != nil {
			return nil, err
		}
		s := FuncStats{Func: p.Func, DistinctKernels: len(p.DistinctKernels()), Kinds: map[string]int{}, UnsupportedOps: map[string]int{}}
		p.Walk(func(st *Step) {
			if st.Kind == BranchStep {
				s.Branches++
				for side, steps := range st.Branch.Sides() {
					walkSteps(steps, func(in *Step) {
						switch in.Kind {
						case KernelStep:
							s.SideKernels[side]++
						case LibraryStep:
							s.SideLibraryCalls[side]++
						}
					})
				}
				return
			}
			switch st.Kind {
			case EvictStep:
				s.Evicts++
				return
			case RegenerateStep:
				s.Regenerates++
				walkSteps(st.Regen.Steps, func(in *Step) {
					switch in.Kind {
					case KernelStep:
						s.RecomputeKernels++
					case LibraryStep:
						s.RecomputeLibraryCalls++
					}
				})
				return
			}
			moved := p.BytesMoved(st)
			s.BytesAfter = s.BytesAfter.Add(moved)
			switch st.Kind {
			case LibraryStep:
				s.LibraryCalls++
				s.BytesBefore = s.BytesBefore.Add(moved)
				return
			case UnsupportedStep:
				s.Unsupported++
				s.UnsupportedOps[st.Name]++
				s.BytesBefore = s.BytesBefore.Add(moved)
				return
			case CopyStep:
				s.Copies++
				s.BytesBefore = s.BytesBefore.Add(moved)
				return
			}
			s.KernelsAfter++
			if k, ok := st.Op.Attr("fusion_kind").(*ir.StringAttr); ok {
				s.Kinds[k.Value]++
			}
			for _, op := range st.Op.Regions[0].Blocks[0].Ops {
				if op.HasTrait(ir.Terminator) || fusion.Canonical(op) == "stablehlo.constant" {
					continue
				}
				s.KernelsBefore++
				s.BytesBefore = s.BytesBefore.Add(opBytes(p.Names, op))
			}
		})
		for _, slot := range p.Slots {
			sizes := make([]Poly, len(slot.Buffers))
			for i, id := range slot.Buffers {
				sizes[i] = p.Buffers[id].Bytes
			}
			s.Slots = append(s.Slots, sizes)
		}
		for _, b := range p.Buffers {
			if b.Kind == DynamicBuffer {
				s.DynamicBytes = s.DynamicBytes.Add(b.Bytes)
			}
		}
		s.Dims = p.DimSources()
		out = append(out, s)
	}
	return out, nil
}

// opBytes is what op alone moves: its device tensor operands and results
// (shape operands are host values and move nothing).
func opBytes(names *hlo.Namer, op *ir.Operation) Poly {
	var sum Poly
	seen := map[*ir.Value]bool{}
	for _, v := range append(append([]*ir.Value(nil), op.Operands()...), op.Results()...) {
		if seen[v] {
			continue
		}
		seen[v] = true
		if _, isIndex := ir.ElementTypeOf(v.Type()).(*ir.IndexType); isIndex {
			continue
		}
		if _, b, err := sizeOf(names, v, hlo.ElemType(v.Type()), nil); err == nil {
			sum = sum.Add(b)
		}
	}
	return sum
}
