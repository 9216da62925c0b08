package tensor

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// WriteNPYFile writes t to path in .npy format. See WriteNPY.
func WriteNPYFile(path string, t *Tensor) error {
	var buf bytes.Buffer
	if err := WriteNPY(&buf, t); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// WriteNPY encodes t as a little-endian, C-order .npy stream (version 1.0,
// or 2.0 when the header needs it). bf16 is written as "<V2" and f8 types
// as "|V1" holding the raw bit patterns.
func WriteNPY(w io.Writer, t *Tensor) error {
	kind, size, err := npyDescr(t.dtype)
	if err != nil {
		return err
	}
	prefix := "<"
	if size == 1 || strings.HasPrefix(kind, "V") && size == 1 {
		prefix = "|"
	}
	shape := make([]string, len(t.shape))
	for i, d := range t.shape {
		shape[i] = strconv.FormatInt(d, 10)
	}
	tuple := strings.Join(shape, ", ")
	if len(shape) == 1 {
		tuple += ","
	}
	dict := fmt.Sprintf("{'descr': '%s%s', 'fortran_order': False, 'shape': (%s), }", prefix, kind, tuple)
	version, lenBytes := byte(1), 2
	if len(dict)+12 > math.MaxUint16 {
		version, lenBytes = 2, 4
	}
	pre := 6 + 2 + lenBytes
	total := pre + len(dict) + 1
	pad := (64 - total%64) % 64
	dict += strings.Repeat(" ", pad) + "\n"
	var hdr bytes.Buffer
	hdr.WriteString(npyMagic)
	hdr.WriteByte(version)
	hdr.WriteByte(0)
	if lenBytes == 2 {
		binary.Write(&hdr, binary.LittleEndian, uint16(len(dict)))
	} else {
		binary.Write(&hdr, binary.LittleEndian, uint32(len(dict)))
	}
	hdr.WriteString(dict)
	data := make([]byte, size*t.Len())
	encodeNPYData(t, data, size)
	if _, err := w.Write(hdr.Bytes()); err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

func encodeNPYData(t *Tensor, data []byte, size int) {
	le := binary.LittleEndian
	if c := t.Complexes(); c != nil {
		for i, v := range c {
			b := data[i*size:]
			if size == 8 {
				le.PutUint32(b, math.Float32bits(float32(real(v))))
				le.PutUint32(b[4:], math.Float32bits(float32(imag(v))))
			} else {
				le.PutUint64(b, math.Float64bits(real(v)))
				le.PutUint64(b[8:], math.Float64bits(imag(v)))
			}
		}
		return
	}
	for i := 0; i < t.Len(); i++ {
		w := t.BitsAt(i)
		b := data[i*size:]
		switch size {
		case 1:
			b[0] = byte(w)
		case 2:
			le.PutUint16(b, uint16(w))
		case 4:
			le.PutUint32(b, uint32(w))
		default:
			le.PutUint64(b, w)
		}
	}
}
