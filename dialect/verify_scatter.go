package dialect

import (
	"sort"

	"github.com/symopt/symopt/ir"
)

func scatterSortedUnique(name string, v []int64, sorted bool) error {
	if sorted && !sort.SliceIsSorted(v, func(i, j int) bool { return v[i] < v[j] }) {
		return errorf("Expects %s to be sorted; got: %s.", name, listString(v))
	}
	seen := map[int64]bool{}
	for _, x := range v {
		if seen[x] {
			return errorf("Expects %s to not repeat; got: %s.", name, listString(v))
		}
		seen[x] = true
	}
	return nil
}

// scatter operands: inputs..., scatter_indices, updates...
func verifyScatter(op *ir.Operation) error {
	if op.NumOperands() < 3 || op.NumOperands()%2 == 0 {
		return errorf("expects an odd number of operands: inputs, scatter_indices and updates")
	}
	n := (op.NumOperands() - 1) / 2
	ts := op.OperandTypes()
	inputs, idxT, updates := ts[:n], ts[n], ts[n+1:]
	for _, t := range inputs[1:] {
		if !compatibleTypes(withElem(t, ir.I1), withElem(inputs[0], ir.I1)) {
			return errorf("Not all inputs have compatible shapes.")
		}
	}
	for _, t := range updates[1:] {
		if !compatibleTypes(withElem(t, ir.I1), withElem(updates[0], ir.I1)) {
			return errorf("Not all updates have compatible shapes.")
		}
	}
	s, err := ScatterDimensionNumbers(op)
	if err != nil {
		return errorf("%v", err)
	}
	od, okO := dimsOf(inputs[0])
	sd, okS := dimsOf(idxT)
	if okS && (s.IndexVectorDim < 0 || s.IndexVectorDim > int64(len(sd))) {
		return errorf("Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, %d]. got: %d.", len(sd), s.IndexVectorDim)
	}
	elems := make([]ir.Type, n)
	inits := make([]ir.Type, n)
	for i := range elems {
		elems[i] = elemOf(inputs[i])
		inits[i] = scalarOf(updates[i])
	}
	if err := verifyReducer(reducerBlock(op, 0), elems, inits, 0, nil); err != nil {
		return err
	}
	if !okS {
		return nil
	}
	exp := append([]int64{}, sd...)
	if s.IndexVectorDim == int64(len(sd)) {
		exp = append(exp, 1)
	}
	for _, u := range updates {
		ud, ok := dimsOf(u)
		if !ok {
			continue
		}
		want := len(exp) - 1 + len(s.UpdateWindowDims)
		if len(ud) != want {
			return errorf("expects updates tensor must be of rank %d ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got %d.", want, len(ud))
		}
	}
	if !okO {
		return nil
	}
	for i := range inputs {
		id, ok1 := dimsOf(inputs[i])
		ud, ok2 := dimsOf(updates[i])
		if !ok1 || !ok2 {
			continue
		}
		if err := validateScatterDims(s, id, exp, ud); err != nil {
			return err
		}
	}
	for i := range inputs {
		id, ok1 := dimsOf(inputs[i])
		ud, ok2 := dimsOf(updates[i])
		if !ok1 || !ok2 {
			continue
		}
		if err := checkScatterBounds(s, id, exp, ud); err != nil {
			return err
		}
	}
	_ = od
	return nil
}

// validateScatterDims follows StableHLO's scatter_c2, c7 ... c21 order.
func validateScatterDims(s ScatterDims, od, sd, ud []int64) error {
	want := len(s.UpdateWindowDims) + len(s.InsertedWindowDims) + len(s.InputBatchingDims)
	if want != len(od) {
		return errorf("Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. %d but got %d.", want, len(od))
	}
	if err := scatterSortedUnique("update_window_dims", s.UpdateWindowDims, true); err != nil {
		return err
	}
	if err := checkInRange("update_window_dims", s.UpdateWindowDims, len(ud), "rank-of('updates')"); err != nil {
		return err
	}
	if err := distinctAll(s.InsertedWindowDims, s.InputBatchingDims, "inserted_window_dims", "input_batching_dims"); err != nil {
		return err
	}
	if !sort.SliceIsSorted(s.InsertedWindowDims, func(i, j int) bool { return s.InsertedWindowDims[i] < s.InsertedWindowDims[j] }) {
		return errorf("Expects inserted_window_dims to be sorted; got: %s.", listString(s.InsertedWindowDims))
	}
	if err := checkInRange("inserted_window_dims", s.InsertedWindowDims, len(od), "rank-of('operand')"); err != nil {
		return err
	}
	if !sort.SliceIsSorted(s.InputBatchingDims, func(i, j int) bool { return s.InputBatchingDims[i] < s.InputBatchingDims[j] }) {
		return errorf("Expects input_batching_dims to be sorted; got: %s.", listString(s.InputBatchingDims))
	}
	if err := checkInRange("input_batching_dims", s.InputBatchingDims, len(od), "rank-of('operand')"); err != nil {
		return err
	}
	if err := scatterSortedUnique("scatter_indices_batching_dims", s.IndicesBatching, false); err != nil {
		return err
	}
	if err := checkInRange("scatter_indices_batching_dims", s.IndicesBatching, len(sd), "rank-of('scatter_indices')"); err != nil {
		return err
	}
	for _, d := range s.IndicesBatching {
		if d == s.IndexVectorDim {
			return errorf("expects scatter_indices_batching_dims not to include index_vector_dim %d.", d)
		}
	}
	if len(s.InputBatchingDims) != len(s.IndicesBatching) {
		return errorf("input_batching_dims and scatter_indices_batching_dims should have the same size.")
	}
	for i := range s.InputBatchingDims {
		a, b := od[s.InputBatchingDims[i]], sd[s.IndicesBatching[i]]
		if !compatibleDim(a, b) {
			return errorf("input_batching_dims[%d] and scatter_indices_batching_dims[%d] must have compatible sizes, but got %d and %d.", i, i, a, b)
		}
	}
	if s.IndexVectorDim < int64(len(sd)) {
		if b := sd[s.IndexVectorDim]; b != ir.Dynamic && b != int64(len(s.ScatterDimsToOperandDims)) {
			return errorf("Scatter op has %d elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=%d of scatter_indices is %d. These two numbers must be equal.", len(s.ScatterDimsToOperandDims), s.IndexVectorDim, b)
		}
	}
	if err := distinctAll(s.ScatterDimsToOperandDims, s.InputBatchingDims, "scatter_dims_to_operand_dims", "input_batching_dims"); err != nil {
		return err
	}
	return checkInRange("scatter_dims_to_operand_dims", s.ScatterDimsToOperandDims, len(od), "rank-of('operand')")
}

func checkScatterBounds(s ScatterDims, od, exp, ud []int64) error {
	drop := map[int64]bool{}
	for _, d := range s.InsertedWindowDims {
		drop[d] = true
	}
	for _, d := range s.InputBatchingDims {
		drop[d] = true
	}
	var window []int64
	for i, d := range od {
		if !drop[int64(i)] {
			window = append(window, d)
		}
	}
	isWin := map[int64]bool{}
	for i, d := range s.UpdateWindowDims {
		isWin[d] = true
		if i < len(window) && ud[d] != ir.Dynamic && window[i] != ir.Dynamic && ud[d] > window[i] {
			return errorf("expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension %d, updates bound is %d, operand bound is %d.", d, ud[d], window[i])
		}
	}
	var scatterIdx []int64
	for i, d := range exp {
		if int64(i) != s.IndexVectorDim {
			scatterIdx = append(scatterIdx, d)
		}
	}
	k := 0
	for i, d := range ud {
		if isWin[int64(i)] {
			continue
		}
		if k < len(scatterIdx) && !compatibleDim(d, scatterIdx[k]) {
			return errorf("expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension %d, updates bound is %d , scatter_indices bound is %d.", i, d, scatterIdx[k])
		}
		k++
	}
	return nil
}
