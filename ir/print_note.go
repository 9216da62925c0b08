package ir

import (
	"strings"
)

// elidedElementsLimit is the element count above which a diagnostic's
// print of an op elides a dense literal, as MLIR's printer does with
// elideLargeElementsAttrs.
const elidedElementsLimit = 16

// OpText prints op as MLIR prints the operation a diagnostic is about
// (`note: see current operation: ...`): in the generic form, with values
// named in the scope of the nearest op isolated from above (op itself when
// it is one), dense literals of more than 16 elements that are not splats
// written `dense_resource<__elided__>`, and no trailing newline. An op
// with regions spans several lines, its nested ops indented as usual.
func OpText(op *Operation) string {
	var b strings.Builder
	p := newPrinter(&b, PrintOptions{Generic: true})
	p.elideElements = elidedElementsLimit
	root := op
	for !isolatedScope(root) && root.ParentOp() != nil {
		root = root.ParentOp()
	}
	p.nameScope(root)
	p.printOp(op)
	p.flush()
	return b.String()
}

// isolatedScope reports whether op is isolated from above, so that a
// diagnostic names values from it down.
func isolatedScope(op *Operation) bool {
	if op.Info != nil && op.Info.Traits&IsolatedFromAbove != 0 {
		return true
	}
	return op.Name == "builtin.module" || op.Name == "func.func"
}

// attrText prints an attribute value of an op, eliding a large dense
// literal when the printer is asked to.
func (p *printer) attrText(a Attribute) string {
	if d, ok := a.(*DenseElementsAttr); ok && p.elideElements > 0 && d.largeNonSplat(p.elideElements) {
		return "dense_resource<__elided__> : " + d.Type.String()
	}
	return a.String()
}

// largeNonSplat reports whether d has more than limit elements that are
// not all equal.
func (d *DenseElementsAttr) largeNonSplat(limit int) bool {
	n := int64(1)
	for _, s := range d.Shape() {
		n *= s
	}
	if n <= int64(limit) || d.Splat {
		return false
	}
	if d.Hex != nil {
		return true
	}
	return d.Len() > 1 && !d.allEqual()
}
