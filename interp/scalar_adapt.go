package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
)

// Kernels whose callbacks take rank-0 tensors (scatter, select_and_scatter
// and any comparator the scalar sort does not take) run a scalar program
// through these adapters: the body then allocates only its results.

// scalarArgs loads ts into the program's argument slots starting at at,
// checking their types.
func scalarArgs(p *kernels.ScalarProg, regs []uint64, at int, ts ...*tensor.Tensor) error {
	for i, t := range ts {
		if t.Len() != 1 || t.DType() != p.Args[at+i] {
			return fmt.Errorf("body argument %d is %s, expected a %s scalar", at+i, t.TypeString(), p.Args[at+i])
		}
		regs[at+i] = kernels.ScalarSlot(t)
	}
	return nil
}

// scalarCombiner runs p on (acc..., x...).
func scalarCombiner(p *kernels.ScalarProg) kernels.Combiner {
	regs := make([]uint64, p.Slots())
	return func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) {
		if len(acc)+len(x) != len(p.Args) {
			return nil, fmt.Errorf("body takes %d arguments, got %d", len(p.Args), len(acc)+len(x))
		}
		if err := scalarArgs(p, regs, 0, acc...); err != nil {
			return nil, err
		}
		if err := scalarArgs(p, regs, len(acc), x...); err != nil {
			return nil, err
		}
		p.Run(regs)
		out := make([]*tensor.Tensor, len(p.Results))
		for i, r := range p.Results {
			var err error
			if out[i], err = kernels.ScalarTensor(p.Types()[r], regs[r]); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
}

// scalarComparator runs p as a comparator; see executor.comparator for
// the argument orders.
func scalarComparator(p *kernels.ScalarProg, interleaved bool) (kernels.Comparator, bool) {
	if len(p.Results) != 1 || p.Types()[p.Results[0]] != tensor.Bool {
		return nil, false
	}
	regs := make([]uint64, p.Slots())
	return func(lhs, rhs []*tensor.Tensor) (bool, error) {
		if len(lhs)+len(rhs) != len(p.Args) {
			return false, fmt.Errorf("comparator takes %d arguments, got %d", len(p.Args), len(lhs)+len(rhs))
		}
		for i := range lhs {
			l, r := 2*i, 2*i+1
			if !interleaved {
				l, r = i, len(lhs)+i
			}
			if err := scalarArgs(p, regs, l, lhs[i]); err != nil {
				return false, err
			}
			if err := scalarArgs(p, regs, r, rhs[i]); err != nil {
				return false, err
			}
		}
		p.Run(regs)
		return regs[p.Results[0]]&1 != 0, nil
	}, true
}
