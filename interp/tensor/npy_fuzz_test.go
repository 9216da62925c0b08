package tensor

import (
	"bytes"
	"testing"
)

// FuzzReadNPY checks that no input makes the reader panic and that what it
// accepts writes back to an equal tensor.
func FuzzReadNPY(f *testing.F) {
	for _, d := range []DType{F32, I8, Bool, C128, F16} {
		var buf bytes.Buffer
		WriteNPY(&buf, Must(Random(d, []int64{2, 3}, 1, RandomOptions{})))
		f.Add(buf.Bytes())
	}
	f.Add(npyBytes(2, "{'descr': '>i4', 'fortran_order': False, 'shape': (1,), }", []byte{0, 0, 0, 7}))
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := ReadNPY(bytes.NewReader(data), "fuzz.npy", Invalid, nil)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := WriteNPY(&buf, x); err != nil {
			t.Fatalf("cannot write back %s: %v", x.TypeString(), err)
		}
		y, err := ReadNPY(&buf, "again.npy", x.DType(), x.Shape())
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := Close(x, y, Tolerance{}); !ok {
			t.Fatal(rep)
		}
	})
}
