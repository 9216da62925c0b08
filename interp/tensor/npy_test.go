package tensor

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

func TestNPYRoundTrip(t *testing.T) {
	for d := Bool; d < numDTypes; d++ {
		if d == I2 || d == U2 || d == I4 || d == U4 {
			continue
		}
		src := Must(Random(d, []int64{3, 5}, uint64(d), RandomOptions{}))
		var buf bytes.Buffer
		if err := WriteNPY(&buf, src); err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		if buf.Len() < 64 || (buf.Len()-src.Len()*max(1, d.Bits()/8))%64 != 0 {
			t.Errorf("%s: header not padded to 64 bytes (file %d bytes)", d, buf.Len())
		}
		got, err := ReadNPY(&buf, "x.npy", d, []int64{3, 5})
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		if ok, rep := Close(src, got, Tolerance{}); !ok {
			t.Errorf("%s: %s", d, rep)
		}
	}
}

// npyBytes builds a .npy stream by hand.
func npyBytes(major byte, dict string, data []byte) []byte {
	var b bytes.Buffer
	b.WriteString(npyMagic)
	b.WriteByte(major)
	b.WriteByte(0)
	if major == 1 {
		binary.Write(&b, binary.LittleEndian, uint16(len(dict)))
	} else {
		binary.Write(&b, binary.LittleEndian, uint32(len(dict)))
	}
	b.WriteString(dict)
	b.Write(data)
	return b.Bytes()
}

func TestNPYVersionsAndEndianness(t *testing.T) {
	be := make([]byte, 8)
	binary.BigEndian.PutUint32(be, math.Float32bits(1.5))
	binary.BigEndian.PutUint32(be[4:], math.Float32bits(-2))
	le := make([]byte, 8)
	binary.LittleEndian.PutUint32(le, math.Float32bits(1.5))
	binary.LittleEndian.PutUint32(le[4:], math.Float32bits(-2))
	cases := []struct {
		name string
		raw  []byte
	}{
		{"v1 little", npyBytes(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }\n", le)},
		{"v2 big", npyBytes(2, "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }\n", be)},
		{"v3 little", npyBytes(3, `{"descr": "<f4", "fortran_order": False, "shape": (2,)}`+"\n", le)},
	}
	for _, c := range cases {
		got, err := ReadNPY(bytes.NewReader(c.raw), c.name, Invalid, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.DType() != F32 || got.F32s()[0] != 1.5 || got.F32s()[1] != -2 {
			t.Errorf("%s: got %s %v", c.name, got.TypeString(), got.F32s())
		}
	}
}

func TestNPYErrors(t *testing.T) {
	data := make([]byte, 16)
	cases := []struct {
		name, dict string
		want       DType
		shape      []int64
		err        string
	}{
		{"fortran.npy", "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }", Invalid, nil, "fortran.npy: Fortran-order"},
		{"wrongtype.npy", "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }", F32, nil, "wrongtype.npy: holds i32"},
		{"wrongshape.npy", "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", F32, []int64{3}, "wrongshape.npy: has shape [2], want [3]"},
		{"object.npy", "{'descr': '|O', 'fortran_order': False, 'shape': (2,), }", Invalid, nil, "object.npy: unsupported dtype"},
		{"short.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (9,), }", Invalid, nil, "short.npy: data shorter"},
		{"void.npy", "{'descr': '<V2', 'fortran_order': False, 'shape': (2,), }", Invalid, nil, "void.npy: unsupported dtype"},
	}
	for _, c := range cases {
		_, err := ReadNPY(bytes.NewReader(npyBytes(1, c.dict, data)), c.name, c.want, c.shape)
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %v, want it to contain %q", c.name, err, c.err)
		}
	}
	if _, err := ReadNPY(strings.NewReader("PK\x03\x04 not npy"), "zip.npz", Invalid, nil); err == nil || !strings.Contains(err.Error(), "zip.npz: not a .npy file") {
		t.Errorf("bad magic: %v", err)
	}
}

func TestNPYBF16AsVoid(t *testing.T) {
	src := Must(FromFloat64s(BF16, []int64{2}, []float64{1, -0.5}))
	var buf bytes.Buffer
	if err := WriteNPY(&buf, src); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "'<V2'") {
		t.Errorf("bf16 header: %q", buf.String()[:64])
	}
	raw := buf.Bytes()
	if got := binary.LittleEndian.Uint16(raw[len(raw)-4:]); got != 0x3f80 {
		t.Errorf("bf16 1.0 stored as %#x, want 0x3f80", got)
	}
}

func TestNPYHugeShapeShortData(t *testing.T) {
	raw := npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (100000000,), }", make([]byte, 8))
	if _, err := ReadNPY(bytes.NewReader(raw), "huge.npy", Invalid, nil); err == nil || !strings.Contains(err.Error(), "huge.npy: data shorter") {
		t.Errorf("huge shape over 8 bytes: %v", err)
	}
}
