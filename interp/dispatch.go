package interp

import (
	"strings"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// handlerTable maps op names to handlers: HLO ops (stablehlo, mhlo and
// chlo alike) by their name without dialect, other ops by full name.
func handlerTable() map[string]handler {
	t := map[string]handler{}
	for _, group := range []map[string]handler{
		elementwiseHandlers(), layoutHandlers(), dynamicHandlers(), computeHandlers(),
		regionHandlers(), controlHandlers(), collectiveHandlers(), indexHandlers(), shapeHandlers(), checkHandlers(), instrumentHandlers(), quantHandlers(), scfHandlers(), memoryHandlers(), fusionHandlers(), rngHandlers(), sdyHandlers(),
	} {
		for k, v := range group {
			t[k] = v
		}
	}
	return t
}

func isHLO(op *ir.Operation) bool {
	switch op.Dialect() {
	case "stablehlo", "mhlo", "chlo":
		return true
	}
	return false
}

// handlerFor resolves an op's handler once, when its function is compiled.
// Unknown ops get a handler that fails when (and only when) it runs
// (Unsupported finds them before a run); ops on quantized types get the
// wrapper of ops_quant.go.
func (in *Interpreter) handlerFor(op *ir.Operation) handler {
	return quantized(op, in.baseHandler(op))
}

// baseHandler is the handler of op on unquantized types.
func (in *Interpreter) baseHandler(op *ir.Operation) handler {
	if h, ok := in.lookupHandler(op); ok {
		return h
	}
	return func(*executor, *step, []value) ([]value, error) {
		return nil, tensor.Unsupportedf("unsupported op")
	}
}

// lookupHandler returns op's handler, if the interpreter has one.
func (in *Interpreter) lookupHandler(op *ir.Operation) (handler, bool) {
	if isHLO(op) {
		short := op.Short()
		if u, ok := kernels.ParseUnaryOp(short); ok {
			return unaryHandler(u), true
		}
		if b, ok := kernels.ParseBinaryOp(short); ok {
			return binaryHandler(b, false), true
		}
		if rest, ok := strings.CutPrefix(short, "broadcast_"); ok && op.Dialect() == "chlo" {
			if b, ok := kernels.ParseBinaryOp(rest); ok {
				return binaryHandler(b, true), true
			}
		}
		h, ok := in.table[short]
		return h, ok
	}
	h, ok := in.table[op.Name]
	return h, ok
}
