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
		regionHandlers(), controlHandlers(), collectiveHandlers(), indexHandlers(), shapeHandlers(), checkHandlers(), quantHandlers(), scfHandlers(), memoryHandlers(), fusionHandlers(), rngHandlers(),
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
// Unknown ops get a handler that fails when (and only when) it runs; ops
// on quantized types get the wrapper of ops_quant.go.
func (in *Interpreter) handlerFor(op *ir.Operation) handler {
	return quantized(op, in.baseHandler(op))
}

// baseHandler is the handler of op on unquantized types.
func (in *Interpreter) baseHandler(op *ir.Operation) handler {
	if isHLO(op) {
		short := op.Short()
		if u, ok := kernels.ParseUnaryOp(short); ok {
			return unaryHandler(u)
		}
		if b, ok := kernels.ParseBinaryOp(short); ok {
			return binaryHandler(b, false)
		}
		if rest, ok := strings.CutPrefix(short, "broadcast_"); ok && op.Dialect() == "chlo" {
			if b, ok := kernels.ParseBinaryOp(rest); ok {
				return binaryHandler(b, true)
			}
		}
		if h, ok := in.table[short]; ok {
			return h
		}
	} else if h, ok := in.table[op.Name]; ok {
		return h
	}
	return func(*executor, *step, []value) ([]value, error) {
		return nil, tensor.Unsupportedf("unsupported op")
	}
}
