package ir

import "io"

// PrintOptions controls the printer.
type PrintOptions struct {
	Generic   bool // --mlir-print-op-generic
	DebugInfo bool // --mlir-print-debuginfo: print loc(...)
	// Registry gives printed-but-detached ops access to formats; ops carry
	// their Info already, so this is rarely needed.
	Registry *Registry
}

// Print writes op (usually a builtin.module) as MLIR text.
func Print(w io.Writer, op *Operation, opts PrintOptions) error {
	p := newPrinter(w, opts)
	p.printTopLevel(op)
	return p.flush()
}

// PrintFile writes a parsed file: its module and the resource trailer.
func PrintFile(w io.Writer, f *File, opts PrintOptions) error {
	p := newPrinter(w, opts)
	p.printTopLevel(f.Module)
	if f.Resources != "" {
		p.writeString("\n{-#" + f.Resources + "#-}\n")
	}
	return p.flush()
}
