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
	path   string
	tmp    *os.File
	direct *os.File // a device or pipe written in place
}

func newSink(path string, stdout io.Writer) (*sink, error) {
	if path == "-" {
		return &sink{Writer: bufio.NewWriterSize(stdout, 256<<10)}, nil
	}
	// Write through symlinks to their target, and straight into anything
	// that is not a regular file (/dev/null, a pipe): renaming over those
	// would replace them.
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	if info, err := os.Stat(path); err == nil && !info.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return nil, fmt.Errorf("cannot open output file '%s': %v", path, unwrapPathErr(err))
		}
		return &sink{Writer: bufio.NewWriterSize(f, 256<<10), direct: f}, nil
	}
	dir := filepath.Dir(path)
	tmp, err := createPendingTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		if info, serr := os.Stat(dir); serr == nil && info.IsDir() {
			// The directory is there but refuses new files (/proc, a
			// read-only mount): say so rather than "no such file".
			return nil, fmt.Errorf("cannot open output file '%s': cannot create a file in directory '%s': %v", path, dir, unwrapPathErr(err))
		}
		return nil, fmt.Errorf("cannot open output file '%s': %v", path, unwrapPathErr(err))
	}
	return &sink{Writer: bufio.NewWriterSize(tmp, 256<<10), path: path, tmp: tmp}, nil
}

// Commit flushes and, for a file, moves it into place.
func (s *sink) Commit() error {
	err := s.Flush()
	if s.direct != nil {
		if cerr := s.direct.Close(); err == nil {
			err = cerr
		}
		return err
	}
	if s.tmp == nil {
		return err
	}
	name := s.tmp.Name()
	defer dropPendingTemp(name)
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
	if s.direct != nil {
		s.direct.Close()
		return
	}
	if s.tmp == nil {
		s.Flush()
		return
	}
	s.tmp.Close()
	os.Remove(s.tmp.Name())
	dropPendingTemp(s.tmp.Name())
}
