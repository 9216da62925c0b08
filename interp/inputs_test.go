package interp

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

// RandomInputs answers an op without a body with an error, not a panic.
func TestRandomInputsNeedsBody(t *testing.T) {
	noRegion := ir.NewOperation("func.func", nil, nil, nil, nil, nil)
	emptyRegion := ir.NewOperation("func.func", nil, nil, nil, nil, nil)
	emptyRegion.AddRegion()
	for _, fn := range []*ir.Operation{noRegion, emptyRegion} {
		_, err := RandomInputs(fn, 1, Dims{Default: 2})
		if err == nil || !strings.Contains(err.Error(), "has no body") {
			t.Errorf("%d regions: got %v, want a 'has no body' error", len(fn.Regions), err)
		}
	}
}
