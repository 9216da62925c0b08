package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"text/tabwriter"
)

// printRows prints one line per kernel.
func printRows(w io.Writer, rows []row) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "registers\tspill st\tspill ld\tstack\tsmem\t kernel")
	for _, r := range rows {
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t %s:%s\n", r.Registers, r.SpillStores, r.SpillLoads, r.Stack, r.Shared, r.input, r.Kernel)
	}
	tw.Flush()
}

// printSummary prints the kernel count, the spilling kernels, the
// register distribution and the top kernels by registers.
func printSummary(w io.Writer, rows []row, arch string, top int) {
	fmt.Fprintf(w, "%s: %d kernels assembled\n", arch, len(rows))
	if len(rows) == 0 {
		return
	}
	regs := make([]int, len(rows))
	spills, maxSmem := 0, 0
	for i, r := range rows {
		regs[i] = r.Registers
		if r.Spills() {
			spills++
		}
		maxSmem = max(maxSmem, r.Shared)
	}
	slices.Sort(regs)
	q := func(p float64) int { return regs[int(p*float64(len(regs)-1)+0.5)] }
	fmt.Fprintf(w, "registers: min %d, median %d, p90 %d, max %d\n", regs[0], q(0.5), q(0.9), regs[len(regs)-1])
	fmt.Fprintf(w, "kernels spilling: %d; largest static shared memory: %d bytes\n", spills, maxSmem)
	byRegs := slices.Clone(rows)
	slices.SortStableFunc(byRegs, func(a, b row) int {
		return cmp.Or(cmp.Compare(b.SpillStores+b.SpillLoads, a.SpillStores+a.SpillLoads), cmp.Compare(b.Registers, a.Registers))
	})
	fmt.Fprintf(w, "worst kernels (spills, then registers):\n")
	for _, r := range byRegs[:min(top, len(byRegs))] {
		fmt.Fprintf(w, "  %3d registers, %d/%d bytes spilled st/ld, %d bytes smem  %s:%s\n", r.Registers, r.SpillStores, r.SpillLoads, r.Shared, r.input, r.Kernel)
	}
}
