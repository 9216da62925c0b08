package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// The collective ops, as StableHLO's spec defines them over the process
// grid the call runs in (process_grid.go): each splits the grid into
// process groups, meets the other members of its group (rendezvous.go)
// and computes its results from everyone's operands. Outside
// interpreter.run_parallel the grid is 1x1, so groups naming other
// processes are errors, not guesses.

// collectiveHandlers serve the ops of the process grid: the collectives,
// replica_id and partition_id, send/recv, infeed/outfeed and
// interpreter.run_parallel.
func collectiveHandlers() map[string]handler {
	return map[string]handler{
		"all_gather":               allGather,
		"all_reduce":               allReduce,
		"cross-replica-sum":        allReduce,
		"reduce_scatter":           reduceScatter,
		"all_to_all":               allToAll,
		"collective_broadcast":     collectiveBroadcast,
		"collective_permute":       collectivePermute,
		"collective_reduce":        collectiveReduce,
		"replica_id":               func(ex *executor, _ *step, _ []value) ([]value, error) { return gridIndex(ex.proc.id.replica) },
		"partition_id":             func(ex *executor, _ *step, _ []value) ([]value, error) { return gridIndex(ex.proc.id.partition) },
		"send":                     sendOp,
		"recv":                     recvOp,
		"infeed":                   infeedOp,
		"outfeed":                  outfeedOp,
		"interpreter.run_parallel": runParallel,
	}
}

func gridIndex(i int64) ([]value, error) {
	t, err := tensor.FromInt64s(tensor.U32, []int64{}, []int64{i})
	return wrapAll(t), err
}

// groupRule says how an op's channel_id and use_global_device_ids pick
// the strategy that splits the grid.
type groupRule int

const (
	// replicaRule: cross_replica without a positive channel id,
	// cross_replica_and_partition with one, flattened_ids with one and
	// use_global_device_ids (all_gather, all_reduce, reduce_scatter).
	replicaRule groupRule = iota
	// replicaOrPartitionRule: cross_replica without a positive channel
	// id, cross_partition with one (all_to_all, collective_broadcast,
	// collective_permute, collective_reduce).
	replicaOrPartitionRule
)

// processGroups splits the grid for op by the integer matrix attribute
// attr (replica_groups or source_target_pairs). Missing or empty
// replica_groups make one group of every replica (or partition, or
// process), as XLA reads them.
func (ex *executor) processGroups(op *ir.Operation, rule groupRule, attr string) ([][]processID, error) {
	g := ex.proc.grid
	var rows [][]int64
	if a := op.Attr(attr); a != nil {
		r, shape, ok := dialect.Matrix(a)
		if !ok || len(shape) != 2 {
			return nil, fmt.Errorf("attribute '%s' is not a rank-2 integer tensor: %s", attr, a)
		}
		rows = dropPadding(r)
	}
	channel := channelID(op)
	global := boolAttr(op, "use_global_device_ids")
	mode := "cross_replica"
	switch {
	case global && channel <= 0:
		return nil, fmt.Errorf("use_global_device_ids needs a positive channel id, got %d", channel)
	case rule == replicaRule && global:
		mode = "flattened_ids"
	case rule == replicaRule && channel > 0:
		mode = "cross_replica_and_partition"
	case rule == replicaOrPartitionRule && channel > 0:
		mode = "cross_partition"
	}
	if len(rows) == 0 && attr == "replica_groups" {
		n := g.replicas
		switch mode {
		case "cross_partition":
			n = g.partitions
		case "flattened_ids":
			n = g.replicas * g.partitions
		}
		all := make([]int64, n)
		for i := range all {
			all[i] = int64(i)
		}
		rows = [][]int64{all}
	}
	var groups [][]processID
	var err error
	switch mode {
	case "cross_replica":
		groups, err = g.crossReplica(rows)
	case "cross_partition":
		groups, err = g.crossPartition(rows)
	case "cross_replica_and_partition":
		groups, err = g.crossReplicaAndPartition(rows)
	default:
		groups, err = g.flattenedIDs(rows)
	}
	if err == nil && attr == "replica_groups" {
		err = checkDisjoint(groups)
	}
	if err != nil {
		return nil, fmt.Errorf("%s(%s): %w", mode, attr, err)
	}
	return groups, nil
}

// ownGroup is the process group of the running process, which must have
// one.
func (ex *executor) ownGroup(op *ir.Operation, rule groupRule) ([]processID, int, error) {
	groups, err := ex.processGroups(op, rule, "replica_groups")
	if err != nil {
		return nil, 0, err
	}
	grp, self := findGroup(groups, ex.proc.id)
	if grp == nil {
		return nil, 0, fmt.Errorf("process %s is in no process group of replica_groups", ex.proc.id)
	}
	return grp, self, nil
}

// allGather concatenates the group's operands along all_gather_dim.
func allGather(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	dim, err := intAttr(st.op, "all_gather_dim")
	if err != nil {
		return nil, err
	}
	grp, _, err := ex.ownGroup(st.op, replicaRule)
	if err != nil {
		return nil, err
	}
	all, err := ex.proc.exchange(st.op, grp, channelID(st.op), ts)
	if err != nil {
		return nil, err
	}
	out := make([]*tensor.Tensor, len(ts))
	for i := range ts {
		if out[i], err = kernels.Concatenate(column(all, i), dim); err != nil {
			return nil, err
		}
	}
	return wrapAll(out...), nil
}

// column is operand i of every member.
func column(all [][]*tensor.Tensor, i int) []*tensor.Tensor {
	out := make([]*tensor.Tensor, len(all))
	for k, vs := range all {
		out[k] = vs[i]
	}
	return out
}

// allReduce reduces the group's operands element by element with the
// op's body, in group order.
func allReduce(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	grp, _, err := ex.ownGroup(st.op, replicaRule)
	if err != nil {
		return nil, err
	}
	all, err := ex.proc.exchange(st.op, grp, channelID(st.op), ts)
	if err != nil {
		return nil, err
	}
	out, err := ex.reduceMembers(st, all)
	return wrapAll(out...), err
}

// reduceMembers folds every member's operand i with the body of st into
// result i: one binary kernel call per member when the body is one binary
// op, else the body per element.
func (ex *executor) reduceMembers(st *step, all [][]*tensor.Tensor) ([]*tensor.Tensor, error) {
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	if op, swapped, ok := singleOp(st.op.Regions[0]); ok && isHLO(op) {
		if b, ok := kernels.ParseBinaryOp(op.Short()); ok {
			return foldMembers(all, func(acc, x *tensor.Tensor) (*tensor.Tensor, error) {
				if swapped {
					return kernels.Binary(b, x, acc)
				}
				return kernels.Binary(b, acc, x)
			})
		}
	}
	comb := ex.combiner(ex.frame, st, 0)
	body := func(x []*tensor.Tensor) (*tensor.Tensor, error) {
		r, err := comb(x[:1], x[1:])
		if err != nil {
			return nil, err
		}
		if len(r) != 1 {
			return nil, fmt.Errorf("body returns %d values, expected 1", len(r))
		}
		return r[0], nil
	}
	return foldMembers(all, func(acc, x *tensor.Tensor) (*tensor.Tensor, error) {
		return kernels.Map([]*tensor.Tensor{acc, x}, allDims(acc.Rank()), acc.DType(), body)
	})
}

// foldMembers folds every member's operand i into result i with f, in
// group order.
func foldMembers(all [][]*tensor.Tensor, f func(acc, x *tensor.Tensor) (*tensor.Tensor, error)) ([]*tensor.Tensor, error) {
	out := make([]*tensor.Tensor, len(all[0]))
	for i := range out {
		col := column(all, i)
		acc := col[0]
		for _, x := range col[1:] {
			var err error
			if acc, err = f(acc, x); err != nil {
				return nil, err
			}
		}
		out[i] = acc
	}
	return out, nil
}

func allDims(rank int) []int64 {
	d := make([]int64, rank)
	for i := range d {
		d[i] = int64(i)
	}
	return d
}

// reduceScatter reduces like all_reduce and keeps this process's part of
// the result split along scatter_dimension into one part per member.
func reduceScatter(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	dim, err := intAttr(st.op, "scatter_dimension")
	if err != nil {
		return nil, err
	}
	grp, self, err := ex.ownGroup(st.op, replicaRule)
	if err != nil {
		return nil, err
	}
	all, err := ex.proc.exchange(st.op, grp, channelID(st.op), ts)
	if err != nil {
		return nil, err
	}
	reduced, err := ex.reduceMembers(st, all)
	if err != nil {
		return nil, err
	}
	out := make([]*tensor.Tensor, len(reduced))
	for i, r := range reduced {
		if out[i], err = splitPart(r, dim, int64(len(grp)), int64(self)); err != nil {
			return nil, err
		}
	}
	return wrapAll(out...), nil
}

// splitPart is part k of x split into n equal parts along dim.
func splitPart(x *tensor.Tensor, dim, n, k int64) (*tensor.Tensor, error) {
	shape := x.Shape()
	if dim < 0 || dim >= int64(len(shape)) {
		return nil, fmt.Errorf("dimension %d is out of range for rank %d", dim, len(shape))
	}
	if n <= 0 || shape[dim]%n != 0 {
		return nil, fmt.Errorf("dimension %d of size %d does not split into %d equal parts", dim, shape[dim], n)
	}
	size := shape[dim] / n
	start, limit, strides := make([]int64, len(shape)), append([]int64(nil), shape...), make([]int64, len(shape))
	for i := range strides {
		strides[i] = 1
	}
	start[dim], limit[dim] = k*size, (k+1)*size
	return kernels.Slice(x, start, limit, strides)
}

// allToAll splits each member's operands along split_dimension, sends
// part k to member k and concatenates what it receives along
// concat_dimension.
func allToAll(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	split, err := intAttr(st.op, "split_dimension")
	if err != nil {
		return nil, err
	}
	concat, err := intAttr(st.op, "concat_dimension")
	if err != nil {
		return nil, err
	}
	count, err := intAttr(st.op, "split_count")
	if err != nil {
		return nil, err
	}
	grp, self, err := ex.ownGroup(st.op, replicaOrPartitionRule)
	if err != nil {
		return nil, err
	}
	if count != int64(len(grp)) {
		return nil, fmt.Errorf("split_count %d differs from the process group size %d ([%s])", count, len(grp), groupString(grp))
	}
	all, err := ex.proc.exchange(st.op, grp, channelID(st.op), ts)
	if err != nil {
		return nil, err
	}
	out := make([]*tensor.Tensor, len(ts))
	for i := range ts {
		parts := make([]*tensor.Tensor, len(grp))
		for k, x := range column(all, i) {
			if parts[k], err = splitPart(x, split, count, int64(self)); err != nil {
				return nil, err
			}
		}
		if out[i], err = kernels.Concatenate(parts, concat); err != nil {
			return nil, err
		}
	}
	return wrapAll(out...), nil
}

// rootIndices reads has_dynamic_root's last operand: one root index per
// data operand. Without it every root is member 0.
func rootIndices(op *ir.Operation, ts []*tensor.Tensor, n int) ([]*tensor.Tensor, []int64, error) {
	if !boolAttr(op, "has_dynamic_root") {
		return ts, make([]int64, len(ts)), nil
	}
	if len(ts) < 2 {
		return nil, nil, fmt.Errorf("has_dynamic_root needs data operands and a root operand")
	}
	data, root := ts[:len(ts)-1], ts[len(ts)-1]
	idx, err := root.AsInt64s()
	if err != nil {
		return nil, nil, err
	}
	if len(idx) != len(data) {
		return nil, nil, fmt.Errorf("the root operand has %d elements for %d data operands", len(idx), len(data))
	}
	for _, r := range idx {
		if r < 0 || r >= int64(n) {
			return nil, nil, fmt.Errorf("root index %d is outside the process group of %d", r, n)
		}
	}
	return data, idx, nil
}

// dataOnly drops has_dynamic_root's root operand.
func dataOnly(op *ir.Operation, ts []*tensor.Tensor) []*tensor.Tensor {
	if boolAttr(op, "has_dynamic_root") && len(ts) > 0 {
		return ts[:len(ts)-1]
	}
	return ts
}

// zeros are zero tensors of the op's result types (for processes outside
// every group).
func zeros(op *ir.Operation, like []*tensor.Tensor) ([]value, error) {
	out := make([]value, len(like))
	for i, x := range like {
		dt, err := resultDType(op, min(i, op.NumResults()-1))
		if err != nil {
			return nil, err
		}
		z, err := tensor.New(dt, x.Shape())
		if err != nil {
			return nil, err
		}
		out[i] = tv(z)
	}
	return out, nil
}

// rooted is one member's view of a collective with a root per operand
// (collective_broadcast, collective_reduce): its group's operands as
// exchanged, which member is the root of each, and where it stands.
type rooted struct {
	all   [][]*tensor.Tensor // each member's data operands, in group order
	data  []*tensor.Tensor   // this process's data operands
	roots []int64            // the root member of each data operand
	self  int                // this process's place in its group
}

// rootedExchange meets the group of a rooted collective; ok is false for
// a process outside every group, whose results are zeros (out).
func (ex *executor) rootedExchange(st *step, in []value) (r rooted, out []value, ok bool, err error) {
	ts, err := tensors(in)
	if err != nil {
		return r, nil, false, err
	}
	groups, err := ex.processGroups(st.op, replicaOrPartitionRule, "replica_groups")
	if err != nil {
		return r, nil, false, err
	}
	grp, self := findGroup(groups, ex.proc.id)
	if grp == nil {
		out, err := zeros(st.op, dataOnly(st.op, ts))
		return r, out, false, err
	}
	data, roots, err := rootIndices(st.op, ts, len(grp))
	if err != nil {
		return r, nil, false, err
	}
	all, err := ex.proc.exchange(st.op, grp, channelID(st.op), data)
	if err != nil {
		return r, nil, false, err
	}
	return rooted{all: all, data: data, roots: roots, self: self}, nil, true, nil
}

// collectiveBroadcast gives every member the root's operands; processes
// outside every group get zeros.
func collectiveBroadcast(ex *executor, st *step, in []value) ([]value, error) {
	r, out, ok, err := ex.rootedExchange(st, in)
	if err != nil || !ok {
		return out, err
	}
	res := make([]*tensor.Tensor, len(r.data))
	for i := range r.data {
		res[i] = r.all[r.roots[i]][i]
	}
	return wrapAll(res...), nil
}

// collectiveReduce reduces the group's operands into the root; the other
// members and processes outside every group get zeros.
func collectiveReduce(ex *executor, st *step, in []value) ([]value, error) {
	r, out, ok, err := ex.rootedExchange(st, in)
	if err != nil || !ok {
		return out, err
	}
	reduced, err := ex.reduceMembers(st, r.all)
	if err != nil {
		return nil, err
	}
	if out, err = zeros(st.op, r.data); err != nil {
		return nil, err
	}
	for i := range r.data {
		if r.roots[i] == int64(r.self) {
			out[i] = tv(reduced[i])
		}
	}
	return out, nil
}

// collectivePermute sends the operand along every source-target pair
// holding this process; a process that is no pair's target gets zeros.
func collectivePermute(ex *executor, st *step, in []value) ([]value, error) {
	ts, err := tensors(in)
	if err != nil {
		return nil, err
	}
	if len(ts) != 1 {
		return nil, fmt.Errorf("expected one operand, got %d", len(ts))
	}
	pairs, err := ex.processGroups(st.op, replicaOrPartitionRule, "source_target_pairs")
	if err != nil {
		return nil, err
	}
	var res *tensor.Tensor
	for _, pair := range pairs {
		if len(pair) != 2 {
			return nil, fmt.Errorf("source_target_pairs must have two columns")
		}
		from, to := pair[0], pair[1]
		switch {
		case from != ex.proc.id && to != ex.proc.id:
			continue
		case from == to:
			res = ts[0]
			continue
		}
		all, err := ex.proc.exchange(st.op, pair, channelID(st.op), ts)
		if err != nil {
			return nil, err
		}
		if to == ex.proc.id {
			res = all[0][0]
		}
	}
	if res == nil {
		return zeros(st.op, ts)
	}
	return wrapAll(res), nil
}
