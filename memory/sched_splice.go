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

// splice returns first[:p] followed by the ops of second not in it, in
// second's order.
func splice(first, second []int, p int) []int {
	in := make([]bool, len(first))
	out := make([]int, 0, len(first))
	for _, i := range first[:p] {
		in[i] = true
		out = append(out, i)
	}
	for _, i := range second {
		if !in[i] {
			out = append(out, i)
		}
	}
	return out
}

// splices returns the splices of a and b, both ways, at spliceCuts cut
// points spread over the order.
func splices(a, b []int) [][]int {
	n := len(a)
	var out [][]int
	for k := 1; k < spliceCuts; k++ {
		p := k * n / spliceCuts
		if p <= 0 || p >= n {
			continue
		}
		out = append(out, splice(a, b, p), splice(b, a, p))
	}
	return out
}
