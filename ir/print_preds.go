package ir

import (
	"sort"
	"strconv"
	"strings"
)

// printPreds writes the comment MLIR puts after a block header: the
// predecessors of the block (`  // pred: ^bb0`, `  // 2 preds: ^bb0,
// ^bb1`, one entry per branch edge, in block order), or `  // no
// predecessors` for a block other than the entry that nothing branches to.
func (p *printer) printPreds(b *Block, entry bool) {
	preds := p.preds[b]
	if len(preds) == 0 {
		if !entry {
			p.writeString("  // no predecessors")
		}
		return
	}
	single := true
	for _, q := range preds[1:] {
		single = single && q == preds[0]
	}
	if single {
		p.writeString("  // pred: ")
		p.writeString(p.blocks[preds[0]])
		return
	}
	sorted := append([]*Block(nil), preds...)
	sort.SliceStable(sorted, func(i, j int) bool { return p.blockNumber(sorted[i]) < p.blockNumber(sorted[j]) })
	names := make([]string, len(sorted))
	for i, q := range sorted {
		names[i] = p.blocks[q]
	}
	p.writeString("  // " + strconv.Itoa(len(sorted)) + " preds: " + strings.Join(names, ", "))
}

// blockNumber is N of a block labelled ^bbN.
func (p *printer) blockNumber(b *Block) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(p.blocks[b], "^bb"))
	return n
}
