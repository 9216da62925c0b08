package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Point-to-point and streaming communication of a process grid.
//
// A channel (send/recv with the same channel_handle) is a FIFO queue from
// one sending process to one receiving process: send never waits, recv
// waits for the next message. A second sender or receiver on a channel is
// an error, since the order of their messages would depend on scheduling.
// The infeed is the list of functions named by run_parallel's infeed
// attribute: each infeed op runs the next one and returns its results; it
// may be read by one process only, for the same reason. Outfeed operands
// are collected on the grid.

// channel is one send/recv queue.
type channel struct {
	queue            [][]*tensor.Tensor
	sender, receiver *process
}

func (g *processGrid) channel(id int64) *channel {
	c := g.channels[id]
	if c == nil {
		c = &channel{}
		g.channels[id] = c
	}
	return c
}

// send queues vals on channel id.
func (p *process) send(id int64, vals []*tensor.Tensor) error {
	g := p.grid
	g.mu.Lock()
	defer g.mu.Unlock()
	c := g.channel(id)
	if c.sender != nil && c.sender != p {
		return fmt.Errorf("channel %d already has sender %s; a channel links one sender to one receiver", id, c.sender.id)
	}
	c.sender = p
	c.queue = append(c.queue, vals)
	g.cond.Broadcast()
	return nil
}

// recv waits for the next message on channel id.
func (p *process) recv(op *ir.Operation, id int64) ([]*tensor.Tensor, error) {
	g := p.grid
	g.mu.Lock()
	defer g.mu.Unlock()
	c := g.channel(id)
	if c.receiver != nil && c.receiver != p {
		return nil, fmt.Errorf("channel %d already has receiver %s; a channel links one sender to one receiver", id, c.receiver.id)
	}
	c.receiver = p
	what := fmt.Sprintf("%s at %s for a message on channel %d", op.Name, opPos(op), id)
	if err := p.waitLocked(what, func() bool { return len(c.queue) > 0 }); err != nil {
		return nil, err
	}
	vals := c.queue[0]
	c.queue = c.queue[1:]
	return vals, nil
}

// nextInfeed pops the name of the function that produces the next infeed
// value.
func (p *process) nextInfeed() (string, error) {
	g := p.grid
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.infeedReader != nil && g.infeedReader != p {
		return "", fmt.Errorf("the infeed is already read by process %s; one process may read it", g.infeedReader.id)
	}
	if len(g.infeed) == 0 {
		return "", fmt.Errorf("the infeed is empty (interpreter.run_parallel's infeed attribute lists its values)")
	}
	g.infeedReader = p
	fn := g.infeed[0]
	g.infeed = g.infeed[1:]
	return fn, nil
}

func (p *process) outfeed(vals []*tensor.Tensor) {
	g := p.grid
	g.mu.Lock()
	defer g.mu.Unlock()
	g.outfeed = append(g.outfeed, vals)
}

// channelID is an op's channel_handle handle (0 when absent).
func channelID(op *ir.Operation) int64 {
	id, _ := dialect.ChannelID(op)
	return id
}

// sendOp queues its tensor operands on the op's channel and returns a
// token.
func sendOp(ex *executor, st *step, in []value) ([]value, error) {
	vals, err := dataOperands(in)
	if err != nil {
		return nil, err
	}
	if err := ex.proc.send(channelID(st.op), vals); err != nil {
		return nil, err
	}
	return tokenResults(st, nil)
}

// recvOp returns the next message of the op's channel and a token.
func recvOp(ex *executor, st *step, in []value) ([]value, error) {
	vals, err := ex.proc.recv(st.op, channelID(st.op))
	if err != nil {
		return nil, err
	}
	return tokenResults(st, vals)
}

// infeedOp runs the next infeed function and returns its results and a
// token.
func infeedOp(ex *executor, st *step, _ []value) ([]value, error) {
	name, err := ex.proc.nextInfeed()
	if err != nil {
		return nil, err
	}
	fp, err := ex.in.plan(ex.in.funcs[name])
	if err != nil {
		return nil, fmt.Errorf("infeed @%s: %w", name, err)
	}
	out, err := ex.callPlan(fp, nil)
	if err != nil {
		return nil, err
	}
	return tokenResults(st, flatten(nil, out))
}

// outfeedOp hands its tensor operands to the grid's outfeed.
func outfeedOp(ex *executor, st *step, in []value) ([]value, error) {
	vals, err := dataOperands(in)
	if err != nil {
		return nil, err
	}
	ex.proc.outfeed(vals)
	return tokenResults(st, nil)
}

// dataOperands are the tensor operands, without the token.
func dataOperands(in []value) ([]*tensor.Tensor, error) {
	var out []*tensor.Tensor
	for i, v := range in {
		switch {
		case v.token:
		case v.t != nil:
			out = append(out, v.t)
		default:
			return nil, fmt.Errorf("operand %d is not a tensor or token", i)
		}
	}
	return out, nil
}

// tokenResults fills the op's results: tensors from vals in order, a token
// for each token result.
func tokenResults(st *step, vals []*tensor.Tensor) ([]value, error) {
	out := make([]value, 0, len(st.out))
	k := 0
	for i, r := range st.op.Results() {
		if isTokenType(r.Type()) {
			out = append(out, value{token: true})
			continue
		}
		if k >= len(vals) {
			return nil, fmt.Errorf("result %d has no value: %d tensors were received", i, len(vals))
		}
		out = append(out, tv(vals[k]))
		k++
	}
	if k != len(vals) {
		return nil, fmt.Errorf("%d tensors were received for %d tensor results", len(vals), k)
	}
	return out, nil
}
