package memory

// Splicing two orders: run a prefix of one, then the remaining ops in the
// other's relative order. A prefix of a valid order is closed under
// predecessors, and the other order restricted to the rest keeps every
// dependence among them, so every splice is a valid order. Splices of the
// input order with a candidate that is better at large dims but worse at
// small ones (or the reverse) give orders between the two, which the
// selection may find no worse than the input at every sample.

// spliceCuts is how many cut points each pair of orders is spliced at.
const spliceCuts = 8

// spliceInto returns first[:p] followed by the ops of second not in it,
// in second's order, written into out (reused) with in, all false, a
// flag per op (left all false).
func spliceInto(out []int, in []bool, first, second []int, p int) []int {
	out = out[:0]
	for _, i := range first[:p] {
		in[i] = true
		out = append(out, i)
	}
	for _, i := range second {
		if !in[i] {
			out = append(out, i)
		}
	}
	for _, i := range first[:p] {
		in[i] = false
	}
	return out
}

// eachSplice calls yield with the k-th splice of a and b, both ways, at
// spliceCuts cut points spread over the order. The order yield gets is
// overwritten by the next: yield copies what it keeps (most splices
// repeat an order proposed before).
func eachSplice(a, b []int, yield func(k int, order []int)) {
	n := len(a)
	out, in := make([]int, 0, n), make([]bool, n)
	k := 0
	for c := 1; c < spliceCuts; c++ {
		p := c * n / spliceCuts
		if p <= 0 || p >= n {
			continue
		}
		out = spliceInto(out, in, a, b, p)
		yield(k, out)
		out = spliceInto(out, in, b, a, p)
		yield(k+1, out)
		k += 2
	}
}
