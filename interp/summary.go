package interp

import (
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/symopt/symopt/interp/tensor"
)

// Summary describes a tensor in one line: type, the first values and a
// checksum of the raw element data (FNV-1a, 32 bits), so that two runs can
// be compared at a glance.
func Summary(t *tensor.Tensor) string {
	const show = 8
	var vals []string
	for i := 0; i < min(t.Len(), show); i++ {
		vals = append(vals, t.FormatElement(i))
	}
	if t.Len() > show {
		vals = append(vals, "...")
	}
	h := fnv.New32a()
	h.Write(t.RawBytes())
	return fmt.Sprintf("%s [%s] checksum=%08x", t.TypeString(), strings.Join(vals, ", "), h.Sum32())
}
