package dialect

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

var handleRe = regexp.MustCompile(`handle\s*=\s*(-?\d+)`)

// ChannelID reads channel_handle (#stablehlo.channel_handle<handle = N,
// type = T>); ok is false when absent.
func ChannelID(op *ir.Operation) (int64, bool) {
	a := op.Attr("channel_handle")
	if a == nil {
		return 0, false
	}
	if v, ok := a.(*ir.VerbatimAttr); ok {
		if m := handleRe.FindStringSubmatch(v.Text); m != nil {
			n, err := strconv.ParseInt(m[1], 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

// ReplicaGroups reads the replica_groups attribute as rows.
func ReplicaGroups(op *ir.Operation) ([][]int64, bool) {
	rows, shape, ok := Matrix(op.Attr("replica_groups"))
	return rows, ok && len(shape) == 2
}

func verifyReplicaGroups(op *ir.Operation, sameSize bool, groupSize int64) error {
	a := op.Attr("replica_groups")
	if a == nil {
		return nil
	}
	rows, shape, ok := Matrix(a)
	if !ok {
		return nil
	}
	if len(shape) != 2 {
		return errorf("replica groups should be a rank 2 tensor")
	}
	global := attrBool(op, "use_global_device_ids")
	if global && shape[0]*shape[1] == 0 {
		return errorf("if `use_global_device_ids` is set, the replica groups cannot be empty")
	}
	seen := map[int64]bool{}
	count := 0
	for _, r := range rows {
		for _, id := range r {
			count++
			if id == -1 {
				if !sameSize {
					continue
				}
				return errorf("Invalid replica id -1")
			}
			if seen[id] {
				return errorf("replica id #%d seen more than once", id)
			}
			seen[id] = true
		}
	}
	for id := int64(0); id < int64(len(seen)); id++ {
		if !seen[id] {
			return errorf("replica id #%d not seen in replica groups", id)
		}
	}
	if sameSize && groupSize > 0 && (shape[0] == 0 || int64(count)/shape[0] != groupSize) {
		return errorf("group size of replica_groups must be %d", groupSize)
	}
	return nil
}

func checkChannelPositive(op *ir.Operation) error {
	if id, _ := ChannelID(op); attrBool(op, "use_global_device_ids") && id <= 0 {
		return errorf("channel_id must be positive when useGlobalDeviceIds is set but got: %d", id)
	}
	return nil
}

func nonNegAttr(op *ir.Operation, name string) error {
	if v, ok := attrInt(op, name); ok && v < 0 {
		return errorf("attribute '%s' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative", name)
	}
	return nil
}

func verifyAllReduce(op *ir.Operation) error {
	if err := verifyReplicaGroups(op, false, 0); err != nil {
		return err
	}
	if err := checkChannelPositive(op); err != nil {
		return err
	}
	elems := make([]ir.Type, op.NumOperands())
	inits := make([]ir.Type, op.NumOperands())
	for i, t := range op.OperandTypes() {
		elems[i] = elemOf(t)
		inits[i] = scalarOf(t)
	}
	if op.NumOperands() == 0 {
		return nil
	}
	b := reducerBlock(op, 0)
	// One reducer serves every operand: check it against the first.
	return verifyReducer(b, elems[:1], inits[:1], 0, nil)
}

func inferAllReduce(op *ir.Operation) ([]ir.Type, error) {
	var ret []ir.Type
	if b := reducerBlock(op, 0); b != nil {
		ret = returnTypes(b)
	}
	out := op.OperandTypes()
	if len(ret) == 1 {
		for i := range out {
			out[i] = withElem(out[i], elemOf(ret[0]))
		}
	}
	return out, nil
}

func verifyReduceScatter(op *ir.Operation) error {
	if err := nonNegAttr(op, "scatter_dimension"); err != nil {
		return err
	}
	if err := verifyReplicaGroups(op, true, 0); err != nil {
		return err
	}
	if err := checkChannelPositive(op); err != nil {
		return err
	}
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	if err := verifyReducer(reducerBlock(op, 0), []ir.Type{elemOf(ot)}, []ir.Type{scalarOf(ot)}, 0, nil); err != nil {
		return err
	}
	if ret := returnTypes(reducerBlock(op, 0)); len(ret) == 1 && !ir.TypeEqual(elemOf(ret[0]), elemOf(rt)) {
		return errorf("result element-type is expected to be '%s', but got '%s'", typeString(elemOf(ret[0])), typeString(elemOf(rt)))
	}
	od, ok1 := dimsOf(ot)
	rd, ok2 := dimsOf(rt)
	if !ok1 || !ok2 {
		return nil
	}
	if len(od) != len(rd) {
		return errorf("operand and result should have same rank")
	}
	sd, _ := attrInt(op, "scatter_dimension")
	if sd >= int64(len(od)) {
		return errorf("scatter dim should be less than operand/result rank")
	}
	if od[sd] == ir.Dynamic || rd[sd] == ir.Dynamic {
		return nil
	}
	if od[sd] == 0 {
		return errorf("operand dimension size at scatter_dimension cannot be zero")
	}
	if rd[sd] == 0 {
		return errorf("result dimension size at scatter_dimension cannot be zero")
	}
	if od[sd]%rd[sd] != 0 {
		return errorf("operand scatter dimension has size %d, expected to be a multiple of result scatter dimension size %d", od[sd], rd[sd])
	}
	for i := range od {
		if int64(i) == sd || od[i] == ir.Dynamic || rd[i] == ir.Dynamic {
			continue
		}
		if od[i] != rd[i] {
			return errorf("non scatter dimensions should be same for operand (%d) and result (%d)", od[i], rd[i])
		}
	}
	return nil
}

func verifyAllGather(op *ir.Operation) error {
	if err := nonNegAttr(op, "all_gather_dim"); err != nil {
		return err
	}
	if err := verifyReplicaGroups(op, true, 0); err != nil {
		return err
	}
	if id, ok := ChannelID(op); ok && attrBool(op, "use_global_device_ids") && id < 0 {
		return errorf("channel_id cannot be negative when useGlobalDeviceIds is set")
	}
	if op.NumOperands() != op.NumResults() {
		return errorf("requires the same number of operands and results")
	}
	gd, _ := attrInt(op, "all_gather_dim")
	for i := 0; i < op.NumOperands(); i++ {
		od, ok1 := dimsOf(op.Operand(i).Type())
		rd, ok2 := dimsOf(op.Result(i).Type())
		if !ok1 || !ok2 {
			continue
		}
		if gd >= int64(len(od)) {
			return errorf("all_gather_dim must be a valid index of operand")
		}
		if len(od) != len(rd) {
			return errorf("operand and result must have the same rank")
		}
		if od[gd] == 0 {
			return errorf("dimension size of operand at 'all_gather_dim' cannot be zero")
		}
		if od[gd] != ir.Dynamic && rd[gd] != ir.Dynamic && rd[gd]%od[gd] != 0 {
			return errorf("result gather dimension has size %d, expected to be a multiple of operand gather dimension size %d", rd[gd], od[gd])
		}
		for k := range od {
			if int64(k) != gd && !compatibleDim(od[k], rd[k]) {
				return errorf("operand and result should have the same shape except for the dimension size at 'all_gather_dim'")
			}
		}
	}
	return nil
}

func allToAllPre(op *ir.Operation) error {
	for _, n := range []string{"split_dimension", "concat_dimension"} {
		if err := nonNegAttr(op, n); err != nil {
			return err
		}
	}
	if c, ok := attrInt(op, "split_count"); ok && c <= 0 {
		return errorf("attribute 'split_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive")
	}
	if op.NumOperands() != op.NumResults() {
		return errorf("requires the same number of operands and results")
	}
	for i := 0; i < op.NumOperands(); i++ {
		if !ir.TypeEqual(elemOf(op.Operand(i).Type()), elemOf(op.Result(i).Type())) {
			return errorf("requires the same element type for operand and result at index %d", i)
		}
	}
	return nil
}

func inferAllToAll(op *ir.Operation) ([]ir.Type, error) {
	split, _ := attrInt(op, "split_dimension")
	concat, _ := attrInt(op, "concat_dimension")
	count, _ := attrInt(op, "split_count")
	if err := verifyReplicaGroups(op, true, count); err != nil {
		return nil, err
	}
	out := make([]ir.Type, op.NumOperands())
	for i, t := range op.OperandTypes() {
		d, ok := dimsOf(t)
		if !ok {
			out[i] = t
			continue
		}
		if split >= int64(len(d)) {
			return nil, errorf("AllToAll split_dimension %d is out-of-bounds for input rank %d", split, len(d))
		}
		if d[split] != ir.Dynamic && count > 0 && d[split]%count != 0 {
			return nil, errorf("split dimension has size %d, expected to be a multiple of split_count %d", d[split], count)
		}
		if concat >= int64(len(d)) {
			return nil, errorf("AllToAll concat_dimension %d is out-of-bounds for input rank %d", concat, len(d))
		}
		rd := append([]int64{}, d...)
		if rd[split] != ir.Dynamic && count > 0 {
			rd[split] /= count
		}
		if rd[concat] != ir.Dynamic {
			rd[concat] *= count
		}
		out[i] = tensorOf(rd, elemOf(t))
	}
	return out, nil
}

func verifyCollectivePermute(op *ir.Operation) error {
	a := op.Attr("source_target_pairs")
	if a == nil {
		return errorf("requires attribute 'source_target_pairs'")
	}
	rows, shape, ok := Matrix(a)
	if !ok {
		return nil
	}
	if len(shape) != 2 {
		return errorf("expect source_target_pairs attribute to be of rank 2, but got rank %d", len(shape))
	}
	if shape[1] != 2 {
		return errorf("expect source_target_pairs attribute of shape (N, 2), but got (%d, %d)", shape[0], shape[1])
	}
	src, dst := map[int64]bool{}, map[int64]bool{}
	for _, r := range rows {
		if r[0] < 0 || r[1] < 0 {
			return errorf("replica ids in source_target_pairs must be >= 0")
		}
		if src[r[0]] {
			return errorf("duplicate sources not allowed")
		}
		if dst[r[1]] {
			return errorf("duplicate targets not allowed")
		}
		src[r[0]], dst[r[1]] = true, true
	}
	return nil
}

// verifyTokenResults checks infeed/recv results: data values then a token.
func verifyTokenResults(op *ir.Operation) error {
	n := op.NumResults()
	if n < 1 {
		return errorf("result is expected to be at least of size 1, but got %d", n)
	}
	if last := op.Result(n - 1).Type(); !isToken(last) {
		return errorf("last element of result types is expected to be of token type, but got '%s'", typeString(last))
	}
	return nil
}

func verifyInfeed(op *ir.Operation) error {
	if err := verifyTokenResults(op); err != nil {
		return err
	}
	for _, t := range op.ResultTypes()[:op.NumResults()-1] {
		if _, ok := t.(*ir.TensorType); !ok {
			return errorf("all elements of result types, except the last element, are expected to be of tensor type, but got '%s'", typeString(t))
		}
	}
	a := op.Attr("layout")
	if a == nil {
		return nil
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	if want := op.NumResults() - 1; len(arr.Elems) != want {
		return errorf("layout-attribute size must be %d (which is the number of op-results - 1 (for token result)), but got %d", want, len(arr.Elems))
	}
	for _, e := range arr.Elems {
		inner, ok := e.(*ir.ArrayAttr)
		if !ok {
			return errorf("layout-attribute expected to have elements of type array, but got %s", attrWithType(e))
		}
		for _, leaf := range inner.Elems {
			if _, ok := leaf.(*ir.IntegerAttr); !ok {
				return errorf("layout-attribute's leaf elements are expected to be of type integer, but got %s", attrWithType(leaf))
			}
		}
	}
	return nil
}

// attrWithType prints an attribute as MLIR's diagnostics do, with the
// type of integers and floats (`0 : i64`).
func attrWithType(a ir.Attribute) string {
	switch x := a.(type) {
	case *ir.IntegerAttr:
		if x.Type != nil && !strings.Contains(x.String(), ":") {
			return x.String() + " : " + typeString(x.Type)
		}
	case *ir.FloatAttr:
		if x.Type != nil && !strings.Contains(x.String(), ":") {
			return x.String() + " : " + typeString(x.Type)
		}
	}
	return a.String()
}
