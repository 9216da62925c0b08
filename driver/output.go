package driver

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// sink is where the printed output goes: stdout, or a temporary file next
// to the output path that is renamed into place only when everything
// succeeded, so a failure never leaves a half-written file.
type sink struct {
	*bufio.Writer
	path string
	tmp  *os.File
}

func newSink(path string, stdout io.Writer) (*sink, error) {
	if path == "-" {
		return &sink{Writer: bufio.NewWriterSize(stdout, 256<<10)}, nil
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("cannot open output file '%s': %v", path, unwrapPathErr(err))
	}
	return &sink{Writer: bufio.NewWriterSize(tmp, 256<<10), path: path, tmp: tmp}, nil
}

// Commit flushes and, for a file, moves it into place.
func (s *sink) Commit() error {
	err := s.Flush()
	if s.tmp == nil {
		return err
	}
	name := s.tmp.Name()
	if cerr := s.tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		mode := os.FileMode(0o644)
		if info, serr := os.Stat(s.path); serr == nil {
			mode = info.Mode().Perm()
		}
		os.Chmod(name, mode)
		err = os.Rename(name, s.path)
	}
	if err != nil {
		os.Remove(name)
		return fmt.Errorf("cannot write output file '%s': %v", s.path, err)
	}
	return nil
}

// Abort flushes stdout output but discards a file.
func (s *sink) Abort() {
	if s.tmp == nil {
		s.Flush()
		return
	}
	s.tmp.Close()
	os.Remove(s.tmp.Name())
}
