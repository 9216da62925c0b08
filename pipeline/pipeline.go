package pipeline

import (
	"fmt"
	"strings"
)

// Pipeline is a parsed, instantiated pass pipeline.
type Pipeline struct {
	root *opPipeline
	reg  *Registry
}

// opPipeline is a list of passes and nested pipelines run on one op kind
// ("" for any op).
type opPipeline struct {
	anchor string
	items  []*item
}

// item is either a pass or a nested pipeline.
type item struct {
	pass     *passInstance
	nested   *opPipeline
	implicit bool // nested pipeline created by implicit nesting
}

type passInstance struct {
	def   *PassDef
	pass  Pass
	opts  Options
	stats *statCounters
}

// String prints the pipeline in textual form with its anchor, e.g.
// `builtin.module(func.func(cse),symbol-dce)`.
func (p *Pipeline) String() string {
	var b strings.Builder
	p.root.write(&b)
	return b.String()
}

// Anchor returns the op name the pipeline runs on ("any" for any op).
func (p *Pipeline) Anchor() string { return anchorName(p.root.anchor) }

func (o *opPipeline) write(b *strings.Builder) {
	b.WriteString(anchorName(o.anchor))
	b.WriteByte('(')
	for i, it := range o.items {
		if i > 0 {
			b.WriteByte(',')
		}
		if it.nested != nil {
			it.nested.write(b)
			continue
		}
		b.WriteString(it.pass.def.Name)
		if t := it.pass.opts.Text(); t != "" {
			fmt.Fprintf(b, "{%s}", t)
		}
	}
	b.WriteByte(')')
}
