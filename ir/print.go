package ir

import (
	"bytes"
	"io"
)

// PrintOptions controls the printer.
type PrintOptions struct {
	Generic   bool // --mlir-print-op-generic
	DebugInfo bool // --mlir-print-debuginfo: print loc(...)
	// Registry gives printed-but-detached ops access to formats; ops carry
	// their Info already, so this is rarely needed.
	Registry *Registry
}

// Print writes op (usually a builtin.module) as MLIR text, with MLIR's
// attribute aliases (print_alias.go).
func Print(w io.Writer, op *Operation, opts PrintOptions) error {
	return printAliased(w, op, "", opts)
}

// PrintFile writes a parsed file: its module and the resource trailer.
func PrintFile(w io.Writer, f *File, opts PrintOptions) error {
	return printAliased(w, f.Module, f.Resources, opts)
}

// printAliased prints op and the resource trailer; only when op holds an
// attribute that gets an alias does the text go through a buffer to be
// rewritten.
func printAliased(w io.Writer, op *Operation, resources string, opts PrintOptions) error {
	var buf *bytes.Buffer
	out := w
	if holdsAliased(op) {
		buf = &bytes.Buffer{}
		out = buf
	}
	p := newPrinter(out, opts)
	p.printTopLevel(op)
	if resources != "" {
		p.writeString("\n{-#" + resources + "#-}\n")
	}
	if err := p.flush(); err != nil {
		return err
	}
	if buf == nil {
		return nil
	}
	return writeAliased(w, buf.Bytes())
}
