package main

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory"
)

// versionedRemat is the versioned train step with remat inside both
// branches (memory.InsertRemat on the versioned body, as the remat pass
// after schedule-memory{versions=2} does): the module of column (c').
type versionedRemat struct {
	mod *ir.Operation
	g   *memory.Graph
	v   *versioned
}

// prepareRemat versions a fresh parse of src with v's orders and inserts
// evict/regenerate pairs in its branches (no limit at compile time, at
// most 10% extra ops per branch, gaps of 3 ops or more).
func (v *versioned) prepareRemat(src string) (*versionedRemat, error) {
	reg := dialect.NewRegistry()
	m, err := parse(src, reg)
	if err != nil {
		return nil, err
	}
	if g, _, c := freshGraph(m); !memory.VersionBody(g, c, v.a, v.b, reg) {
		return nil, fmt.Errorf("the body cannot be versioned again")
	}
	g, z, c := freshGraph(m)
	if err := memory.InsertRemat(g, c, memory.RematOptions{MaxFraction: 10, MinGap: 3}, reg); err != nil {
		return nil, err
	}
	if err := dialect.Verify(m); err != nil {
		return nil, fmt.Errorf("versioned remat module does not verify: %v", err)
	}
	return &versionedRemat{mod: m, g: memory.BuildGraph(funcBody(m), z, c), v: v}, nil
}

// simulator runs the module's accounting at batch b and seq s under a
// limit: the branch the condition picks, evictions inside it included.
func (vr *versionedRemat) simulator(pr *prepared, b, s int64) func(limit int64) memory.SimResult {
	bind := vr.v.binder(pr.argShapes(b, s))
	sizes, extras := vr.g.Eval(bind)
	pick := vr.g.BranchPick(bind)
	order := vr.g.InputOrder()
	return func(limit int64) memory.SimResult {
		return vr.g.SimulateBranches(order, sizes, extras, limit, bind, pick)
	}
}

// check runs the input and this module at the limit on the same random
// inputs: results must agree, the measured peak and evictions equal the
// simulated ones.
func (vr *versionedRemat) check(pr *prepared, b, s, limit int64) (string, error) {
	acc, err := pr.compareAt(vr.mod, b, s, limit, "versioned remat")
	if err != nil {
		return "", err
	}
	sim := vr.simulator(pr, b, s)(limit)
	verdict := "ok"
	if acc.Peak() != sim.Peak || acc.Evictions != sim.Evictions || acc.RecomputedOps != sim.RecomputedOps {
		verdict = "MISMATCH"
	}
	return fmt.Sprintf("%s: versioned remat measured %d, %d evictions", verdict, acc.Peak(), acc.Evictions), nil
}
