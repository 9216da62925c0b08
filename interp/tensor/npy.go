package tensor

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// npyMagic starts every .npy file.
const npyMagic = "\x93NUMPY"

// npyHeader is the parsed header dictionary of a .npy file.
type npyHeader struct {
	descr   string
	fortran bool
	shape   []int64
}

// npyDescr maps an element type to its dtype string (without byte order)
// and element size. bf16 and f8 types have no NumPy dtype and are written
// as raw void data ("V2", "V1"); reading such files needs the element type.
func npyDescr(dt DType) (string, int, error) {
	switch dt {
	case Bool:
		return "b1", 1, nil
	case I8:
		return "i1", 1, nil
	case I16:
		return "i2", 2, nil
	case I32:
		return "i4", 4, nil
	case I64:
		return "i8", 8, nil
	case U8:
		return "u1", 1, nil
	case U16:
		return "u2", 2, nil
	case U32:
		return "u4", 4, nil
	case U64:
		return "u8", 8, nil
	case F16:
		return "f2", 2, nil
	case F32:
		return "f4", 4, nil
	case F64:
		return "f8", 8, nil
	case C64:
		return "c8", 8, nil
	case C128:
		return "c16", 16, nil
	case BF16:
		return "V2", 2, nil
	case F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E8M0FNU:
		return "V1", 1, nil
	}
	return "", 0, fmt.Errorf("element type %s has no .npy encoding", dt)
}

// dtypeOfDescr maps a dtype string without byte order to an element type.
// Void types map to want when its size matches.
func dtypeOfDescr(kind string, want DType) (DType, error) {
	for d := Bool; d < numDTypes; d++ {
		if s, _, err := npyDescr(d); err == nil && s == kind && !strings.HasPrefix(s, "V") {
			return d, nil
		}
	}
	if strings.HasPrefix(kind, "V") && want.Valid() {
		if s, _, err := npyDescr(want); err == nil && s == kind {
			return want, nil
		}
	}
	return Invalid, fmt.Errorf("unsupported dtype %q", kind)
}

// ReadNPYFile reads a .npy file. See ReadNPY.
func ReadNPYFile(path string, want DType, wantShape []int64) (*Tensor, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadNPY(bufio.NewReader(f), path, want, wantShape)
}

// ReadNPY decodes a .npy stream of format version 1.0, 2.0 or 3.0, little or
// big endian, C order. name is used in error messages. When want is valid
// the file's element type must be want (and void-typed data is read as
// want, e.g. bf16 written as "<V2"); when wantShape is non-nil the shape
// must match it, where a negative entry (a dynamic dimension) matches any
// size.
func ReadNPY(r io.Reader, name string, want DType, wantShape []int64) (*Tensor, error) {
	h, err := readNPYHeader(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if h.fortran {
		return nil, fmt.Errorf("%s: Fortran-order arrays are not supported; save with C order", name)
	}
	order := binary.ByteOrder(binary.LittleEndian)
	kind := h.descr
	switch kind[0] {
	case '<', '|', '=':
		kind = kind[1:]
	case '>':
		order = binary.BigEndian
		kind = kind[1:]
	}
	dt, err := dtypeOfDescr(kind, want)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if want.Valid() && dt != want {
		return nil, fmt.Errorf("%s: holds %s (%q), want %s", name, dt, h.descr, want)
	}
	if wantShape != nil && !fitsShape(h.shape, wantShape) {
		return nil, fmt.Errorf("%s: has shape %v, want %s", name, h.shape, shapeText(wantShape))
	}
	n, err := NumElements(h.shape)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	// Read before allocating the tensor so that a header claiming a huge
	// shape over a short file costs no more than the file.
	_, size, _ := npyDescr(dt)
	nbytes := int64(size) * int64(n)
	buf, err := io.ReadAll(io.LimitReader(r, nbytes))
	if err != nil || int64(len(buf)) < nbytes {
		return nil, fmt.Errorf("%s: data shorter than shape %v of %s (%d of %d bytes)", name, h.shape, dt, len(buf), nbytes)
	}
	t, err := New(dt, h.shape)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := decodeNPYData(t, buf, size, order); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return t, nil
}

func decodeNPYData(t *Tensor, buf []byte, size int, order binary.ByteOrder) error {
	word := func(i int) uint64 {
		b := buf[i*size : (i+1)*size]
		switch size {
		case 1:
			return uint64(b[0])
		case 2:
			return uint64(order.Uint16(b))
		case 4:
			return uint64(order.Uint32(b))
		}
		return order.Uint64(b)
	}
	if c := t.Complexes(); c != nil {
		half := size / 2
		part := func(b []byte) float64 {
			if half == 4 {
				return float64(math.Float32frombits(order.Uint32(b)))
			}
			return math.Float64frombits(order.Uint64(b))
		}
		for i := range c {
			b := buf[i*size:]
			c[i] = complex(part(b[:half]), part(b[half:size]))
		}
		return nil
	}
	for i := 0; i < t.Len(); i++ {
		w := word(i)
		if t.dtype == Bool && w > 1 {
			return fmt.Errorf("boolean element %d has byte value %d", i, w)
		}
		if err := t.SetBits(i, w); err != nil {
			return err
		}
	}
	return nil
}

func readNPYHeader(r io.Reader) (npyHeader, error) {
	var h npyHeader
	pre := make([]byte, 8)
	if _, err := io.ReadFull(r, pre); err != nil {
		return h, fmt.Errorf("not a .npy file: %w", err)
	}
	if string(pre[:6]) != npyMagic {
		return h, fmt.Errorf("not a .npy file: bad magic")
	}
	var hlen int
	switch pre[6] {
	case 1:
		b := make([]byte, 2)
		if _, err := io.ReadFull(r, b); err != nil {
			return h, fmt.Errorf("truncated header: %w", err)
		}
		hlen = int(binary.LittleEndian.Uint16(b))
	case 2, 3:
		b := make([]byte, 4)
		if _, err := io.ReadFull(r, b); err != nil {
			return h, fmt.Errorf("truncated header: %w", err)
		}
		hlen = int(binary.LittleEndian.Uint32(b))
		if hlen > 1<<24 {
			return h, fmt.Errorf("header length %d is too large", hlen)
		}
	default:
		return h, fmt.Errorf("unsupported .npy format version %d.%d", pre[6], pre[7])
	}
	text := make([]byte, hlen)
	if _, err := io.ReadFull(r, text); err != nil {
		return h, fmt.Errorf("truncated header: %w", err)
	}
	return parseNPYDict(string(text))
}

// parseNPYDict parses the Python dict literal of a .npy header.
func parseNPYDict(s string) (npyHeader, error) {
	var h npyHeader
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return h, fmt.Errorf("header is not a dictionary: %q", s)
	}
	body := s[1 : len(s)-1]
	seen := map[string]bool{}
	for len(strings.TrimSpace(body)) > 0 {
		body = strings.TrimSpace(body)
		key, rest, err := pyString(body)
		if err != nil {
			return h, fmt.Errorf("header key: %w", err)
		}
		rest = strings.TrimSpace(rest)
		if !strings.HasPrefix(rest, ":") {
			return h, fmt.Errorf("header: missing ':' after %q", key)
		}
		rest = strings.TrimSpace(rest[1:])
		switch key {
		case "descr":
			h.descr, rest, err = pyString(rest)
			if err == nil && h.descr == "" {
				err = fmt.Errorf("empty descr")
			}
		case "fortran_order":
			switch {
			case strings.HasPrefix(rest, "False"):
				rest = rest[5:]
			case strings.HasPrefix(rest, "True"):
				h.fortran, rest = true, rest[4:]
			default:
				err = fmt.Errorf("fortran_order is not True or False")
			}
		case "shape":
			h.shape, rest, err = pyTuple(rest)
		default:
			err = fmt.Errorf("unknown key %q", key)
		}
		if err != nil {
			return h, fmt.Errorf("header: %w", err)
		}
		seen[key] = true
		rest = strings.TrimSpace(rest)
		rest = strings.TrimPrefix(rest, ",")
		body = rest
	}
	for _, k := range []string{"descr", "fortran_order", "shape"} {
		if !seen[k] {
			return h, fmt.Errorf("header lacks %q", k)
		}
	}
	return h, nil
}

func pyString(s string) (string, string, error) {
	if s == "" || (s[0] != '\'' && s[0] != '"') {
		return "", s, fmt.Errorf("expected a quoted string at %q", s)
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return "", s, fmt.Errorf("unterminated string")
	}
	return s[1 : 1+end], s[end+2:], nil
}

func pyTuple(s string) ([]int64, string, error) {
	if !strings.HasPrefix(s, "(") {
		return nil, s, fmt.Errorf("shape is not a tuple")
	}
	end := strings.IndexByte(s, ')')
	if end < 0 {
		return nil, s, fmt.Errorf("unterminated shape tuple")
	}
	shape := []int64{}
	for _, f := range strings.Split(s[1:end], ",") {
		f = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(f), "L"))
		if f == "" {
			continue
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil || v < 0 {
			return nil, s, fmt.Errorf("bad dimension %q in shape", f)
		}
		shape = append(shape, v)
	}
	return shape, s[end+1:], nil
}

// fitsShape reports whether shape has want's rank and its sizes where
// want's are not negative.
func fitsShape(shape, want []int64) bool {
	if len(shape) != len(want) {
		return false
	}
	for i, n := range want {
		if n >= 0 && n != shape[i] {
			return false
		}
	}
	return true
}

// shapeText writes a wanted shape with ? for its dynamic dims: "[? 256]".
func shapeText(want []int64) string {
	parts := make([]string, len(want))
	for i, n := range want {
		parts[i] = "?"
		if n >= 0 {
			parts[i] = strconv.FormatInt(n, 10)
		}
	}
	return "[" + strings.Join(parts, " ") + "]"
}
