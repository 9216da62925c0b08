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
	var buf bytes.Buffer
	p := newPrinter(&buf, opts)
	p.printTopLevel(op)
	if err := p.flush(); err != nil {
		return err
	}
	return writeAliased(w, buf.Bytes())
}

// PrintFile writes a parsed file: its module and the resource trailer.
func PrintFile(w io.Writer, f *File, opts PrintOptions) error {
	var buf bytes.Buffer
	p := newPrinter(&buf, opts)
	p.printTopLevel(f.Module)
	if f.Resources != "" {
		p.writeString("\n{-#" + f.Resources + "#-}\n")
	}
	if err := p.flush(); err != nil {
		return err
	}
	return writeAliased(w, buf.Bytes())
}
