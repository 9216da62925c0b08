package driver

import (
	"io"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory"
)

// printMemoryProfile writes the symbolic memory profile of every function
// of module to w (--print-memory-profile).
func printMemoryProfile(module *ir.Operation, w io.Writer) error {
	return memory.WriteProfile(w, module)
}
