package tensor

import "strings"

// String renders the tensor as its type and nested brackets of values,
// e.g. "tensor<2x2xi32> [[1, 2], [3, 4]]". Meant for reports and debugging;
// large tensors are printed whole.
func (t *Tensor) String() string {
	var b strings.Builder
	b.WriteString(t.TypeString())
	b.WriteByte(' ')
	t.formatValues(&b, 0, 0)
	return b.String()
}

// formatValues writes the sub-tensor at dimension dim starting at flat
// offset off.
func (t *Tensor) formatValues(b *strings.Builder, dim int, off int) {
	if dim == len(t.shape) {
		b.WriteString(t.FormatElement(off))
		return
	}
	inner := 1
	for _, d := range t.shape[dim+1:] {
		inner *= int(d)
	}
	b.WriteByte('[')
	for i := 0; i < int(t.shape[dim]); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		t.formatValues(b, dim+1, off+i*inner)
	}
	b.WriteByte(']')
}
