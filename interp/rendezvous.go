package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// A rendezvous is where the members of a process group meet at a
// collective: each brings its operands and leaves with everyone's. The n-th
// collective a process runs with a given group and channel meets the n-th
// one of every other member, so collectives in loops pair up in order; a
// member that arrives at a different op is a participation error for all.

// meetingKey names one rendezvous: the group and channel, and how many
// meetings of that group and channel came before it.
type meetingKey struct {
	group string
	n     int
}

// meeting is a rendezvous in progress.
type meeting struct {
	op      *ir.Operation // the first arrival's op
	first   processID     // and process
	vals    [][]*tensor.Tensor
	arrived int
	left    int
	err     error
}

// exchange gives vals as p's contribution to the collective op of group
// (holding p) on channel, waits for every member and returns their
// contributions in group order.
func (p *process) exchange(op *ir.Operation, group []processID, channel int64, vals []*tensor.Tensor) ([][]*tensor.Tensor, error) {
	self := indexOf(group, p.id)
	if self < 0 {
		return nil, fmt.Errorf("process %s is not in its process group [%s]", p.id, groupString(group))
	}
	if len(group) == 1 {
		return [][]*tensor.Tensor{vals}, nil
	}
	g := p.grid
	g.mu.Lock()
	defer g.mu.Unlock()
	name := fmt.Sprintf("[%s] channel %d", groupString(group), channel)
	key := meetingKey{name, p.joins[name]}
	p.joins[name]++
	m := g.meetings[key]
	if m == nil {
		m = &meeting{op: op, first: p.id, vals: make([][]*tensor.Tensor, len(group))}
		g.meetings[key] = m
	}
	switch {
	case m.err != nil:
	case m.op.Name != op.Name:
		m.err = mismatch(group, m.first, p.id, func(id processID) string {
			if id == p.id {
				return fmt.Sprintf("%s at %s", op.Name, opPos(op))
			}
			return fmt.Sprintf("%s at %s", m.op.Name, opPos(m.op))
		})
	case m.arrived > 0 && len(m.vals[indexOf(group, m.first)]) != len(vals):
		n := len(m.vals[indexOf(group, m.first)])
		m.err = mismatch(group, m.first, p.id, func(id processID) string {
			if id == p.id {
				return fmt.Sprintf("%d operands", len(vals))
			}
			return fmt.Sprintf("%d operands", n)
		})
	}
	m.vals[self] = vals
	m.arrived++
	g.cond.Broadcast()
	what := fmt.Sprintf("%s at %s with [%s]", op.Name, opPos(op), groupString(group))
	if err := p.waitLocked(what, func() bool { return m.arrived == len(group) || m.err != nil }); err != nil {
		return nil, err
	}
	m.left++
	if m.left == m.arrived && m.arrived == len(group) {
		delete(g.meetings, key)
	}
	if m.err != nil {
		return nil, m.err
	}
	return m.vals, nil
}

func indexOf(group []processID, id processID) int {
	for i, m := range group {
		if m == id {
			return i
		}
	}
	return -1
}

// mismatch describes two members that disagree at a rendezvous, in
// process order (whatever the order they arrived in).
func mismatch(group []processID, a, b processID, what func(processID) string) error {
	if b.replica < a.replica || b.replica == a.replica && b.partition < a.partition {
		a, b = b, a
	}
	return fmt.Errorf("process group [%s] does not meet at one collective: process %s has %s, process %s has %s",
		groupString(group), a, what(a), b, what(b))
}

// opPos is an op's file:line:col, or "?".
func opPos(op *ir.Operation) string {
	if p, ok := ir.FileLineCol(op.Loc); ok {
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	}
	return "?"
}
