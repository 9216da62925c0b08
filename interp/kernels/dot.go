package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// DotDims are the dot_general dimension numbers.
type DotDims struct {
	LhsBatch, RhsBatch       []int64
	LhsContract, RhsContract []int64
}

// DotGeneral contracts lhs and rhs. The result's axes are the batch axes,
// then lhs's free axes, then rhs's free axes, each in operand order. Both
// operands are first converted to out (lhs's type when out is Invalid).
// Sums run over the contracting index in increasing order; f32 accumulates
// in f32, narrower floats accumulate in f32 and round once at the end,
// integers wrap.
func DotGeneral(lhs, rhs *tensor.Tensor, dims DotDims, out tensor.DType) (*tensor.Tensor, error) {
	if out == tensor.Invalid {
		out = lhs.DType()
	}
	if lhs.DType() != rhs.DType() {
		return nil, fmt.Errorf("dot_general: operand types differ: %s vs %s", lhs.TypeString(), rhs.TypeString())
	}
	if len(dims.LhsBatch) != len(dims.RhsBatch) || len(dims.LhsContract) != len(dims.RhsContract) {
		return nil, fmt.Errorf("dot_general: batching %v/%v or contracting %v/%v dimension lists differ in length", dims.LhsBatch, dims.RhsBatch, dims.LhsContract, dims.RhsContract)
	}
	lperm, lfree, err := dotPerm("lhs", lhs, dims.LhsBatch, dims.LhsContract, false)
	if err != nil {
		return nil, err
	}
	rperm, rfree, err := dotPerm("rhs", rhs, dims.RhsBatch, dims.RhsContract, true)
	if err != nil {
		return nil, err
	}
	var shape []int64
	B, K := int64(1), int64(1)
	for i, d := range dims.LhsBatch {
		n := lhs.Shape()[d]
		if rhs.Shape()[dims.RhsBatch[i]] != n {
			return nil, fmt.Errorf("dot_general: batch dimension sizes differ: lhs %d vs rhs %d", n, rhs.Shape()[dims.RhsBatch[i]])
		}
		shape = append(shape, n)
		B *= n
	}
	for i, d := range dims.LhsContract {
		n := lhs.Shape()[d]
		if rhs.Shape()[dims.RhsContract[i]] != n {
			return nil, fmt.Errorf("dot_general: contracting dimension sizes differ: lhs %d vs rhs %d", n, rhs.Shape()[dims.RhsContract[i]])
		}
		K *= n
	}
	M, N := int64(1), int64(1)
	for _, d := range lfree {
		shape = append(shape, lhs.Shape()[d])
		M *= lhs.Shape()[d]
	}
	for _, d := range rfree {
		shape = append(shape, rhs.Shape()[d])
		N *= rhs.Shape()[d]
	}
	// Operands already in the order the product reads are read in place
	// (it never writes them); only the others are copied.
	a, err := transposeUnlessIdentity(lhs, lperm)
	if err != nil {
		return nil, err
	}
	b, err := transposeUnlessIdentity(rhs, rperm)
	if err != nil {
		return nil, err
	}
	if out != lhs.DType() {
		if a, err = tensor.Convert(a, out); err != nil {
			return nil, err
		}
		if b, err = tensor.Convert(b, out); err != nil {
			return nil, err
		}
	}
	res, err := tensor.New(out, shape)
	if err != nil {
		return nil, fmt.Errorf("dot_general: %w", err)
	}
	g := gemm{B: int(B), M: int(M), K: int(K), N: int(N)}
	switch o := res.Raw().(type) {
	case []float32:
		matmul(g, o, a.F32s(), b.F32s())
	case []float64:
		matmul(g, o, a.F64s(), b.F64s())
	case []int64:
		if out == tensor.Bool {
			return nil, tensor.Unsupportedf("dot_general: unsupported element type i1")
		}
		matmul(g, o, a.Ints(), b.Ints())
	case []uint64:
		matmul(g, o, a.Uints(), b.Uints())
	case []complex128:
		matmul(g, o, a.Complexes(), b.Complexes())
	}
	res.Normalize()
	return res, nil
}

// dotPerm orders an operand's axes as batch, free, contracting (lhs) or
// batch, contracting, free (rhs) and returns the free axes.
func dotPerm(which string, x *tensor.Tensor, batch, contract []int64, rhs bool) ([]int64, []int64, error) {
	all := append(append([]int64{}, batch...), contract...)
	if err := checkDims("dot_general", which+" batching/contracting dimension", all, x.Rank()); err != nil {
		return nil, nil, err
	}
	var free []int64
	for d := int64(0); d < int64(x.Rank()); d++ {
		if !contains(all, d) {
			free = append(free, d)
		}
	}
	perm := append([]int64{}, batch...)
	if rhs {
		perm = append(append(perm, contract...), free...)
	} else {
		perm = append(append(perm, free...), contract...)
	}
	return perm, free, nil
}

// gemm is the shape of a batched matrix product [B,M,K] x [B,K,N].
type gemm struct{ B, M, K, N int }

// Tile sizes: a kTile x nTile block of the right operand stays in cache
// while every row of the left operand passes over it.
const (
	kTile = 64
	nTile = 256
)

// matmul computes out[b,m,n] = sum_k a[b,m,k] * b[b,k,n], the sum taken in
// increasing k, rows split over all cores.
func matmul[T int64 | uint64 | float32 | float64 | complex128](g gemm, out, a, b []T) {
	rows := g.B * g.M
	parallelFor(rows, rows*g.K*g.N, func(lo, hi int) {
		for bi := lo / max(g.M, 1); bi*g.M < hi; bi++ {
			r0, r1 := max(lo, bi*g.M), min(hi, (bi+1)*g.M)
			bm := b[bi*g.K*g.N : (bi+1)*g.K*g.N]
			for j0 := 0; j0 < g.N; j0 += nTile {
				j1 := min(j0+nTile, g.N)
				for k0 := 0; k0 < g.K; k0 += kTile {
					k1 := min(k0+kTile, g.K)
					r := r0
					for ; r+4 <= r1; r += 4 {
						rows4(g, out, a, bm, r, j0, j1, k0, k1)
					}
					for ; r < r1; r++ {
						arow := a[r*g.K : (r+1)*g.K]
						orow := out[r*g.N+j0 : r*g.N+j1]
						for k := k0; k < k1; k++ {
							av := arow[k]
							brow := bm[k*g.N+j0 : k*g.N+j1]
							for j := range orow {
								orow[j] += T(av * brow[j]) // explicit conversion: no fused multiply-add
							}
						}
					}
				}
			}
		}
	})
}

// rows4 updates four output rows at once so every loaded element of the
// right operand feeds four products. Each output still sums over k in
// increasing order.
func rows4[T int64 | uint64 | float32 | float64 | complex128](g gemm, out, a, bm []T, r, j0, j1, k0, k1 int) {
	n := j1 - j0
	o0 := out[r*g.N+j0 : r*g.N+j1]
	o1 := out[(r+1)*g.N+j0 : (r+1)*g.N+j1][:n]
	o2 := out[(r+2)*g.N+j0 : (r+2)*g.N+j1][:n]
	o3 := out[(r+3)*g.N+j0 : (r+3)*g.N+j1][:n]
	for k := k0; k < k1; k++ {
		a0, a1, a2, a3 := a[r*g.K+k], a[(r+1)*g.K+k], a[(r+2)*g.K+k], a[(r+3)*g.K+k]
		brow := bm[k*g.N+j0 : k*g.N+j1][:n]
		for j, bv := range brow {
			o0[j] += T(a0 * bv)
			o1[j] += T(a1 * bv)
			o2[j] += T(a2 * bv)
			o3[j] += T(a3 * bv)
		}
	}
}

// transposeUnlessIdentity is Transpose, except that x itself is returned
// for the identity permutation (for readers that do not keep it).
func transposeUnlessIdentity(x *tensor.Tensor, perm []int64) (*tensor.Tensor, error) {
	for i, p := range perm {
		if p != int64(i) {
			return Transpose(x, perm)
		}
	}
	return x, nil
}
