package tensor

import (
	"errors"
	"fmt"
)

// Unsupportedf is the error for an input that is valid but not
// implemented (an element type, an op, a form of an op), as opposed to one
// that is wrong: errors.Is(err, errors.ErrUnsupported) holds for it and
// for errors wrapping it, and the message should say "unsupported".
func Unsupportedf(format string, args ...any) error {
	return &unsupported{fmt.Sprintf(format, args...)}
}

type unsupported struct{ msg string }

func (u *unsupported) Error() string        { return u.msg }
func (u *unsupported) Is(target error) bool { return target == errors.ErrUnsupported }
