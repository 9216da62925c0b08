package interp

import (
	"context"
	"fmt"
	"time"

	"github.com/spf13/pflag"
)

// DefaultMaxSteps is symopt-run's default --max-steps: far more ops than
// any model's step executes, reached in seconds by an endless loop.
const DefaultMaxSteps = 10_000_000

// limitFlags bound a run: --max-steps and --timeout.
type limitFlags struct {
	maxSteps int64
	timeout  time.Duration
	ctx      context.Context // the --timeout deadline, shared by every run
}

func (l *limitFlags) register(fs *pflag.FlagSet) {
	fs.Int64Var(&l.maxSteps, "max-steps", DefaultMaxSteps, "stop a run after this many ops at function and loop level (0: no limit)")
	fs.DurationVar(&l.timeout, "timeout", 0, "stop after this much time in all, e.g. 30s or 5m (0: no limit)")
}

func (l *limitFlags) check() error {
	if l.maxSteps < 0 {
		return fmt.Errorf("bad --max-steps %d: want 0 (no limit) or more", l.maxSteps)
	}
	if l.timeout < 0 {
		return fmt.Errorf("bad --timeout %v: want 0 (no limit) or more", l.timeout)
	}
	return nil
}

// start begins the --timeout clock under parent (nil or
// context.Background() when nothing else can stop the run); the returned
// function releases it.
func (l *limitFlags) start(parent context.Context) context.CancelFunc {
	if parent == nil {
		parent = context.Background()
	}
	if l.timeout == 0 {
		if parent.Done() != nil {
			l.ctx = parent
		}
		return func() {}
	}
	var cancel context.CancelFunc
	l.ctx, cancel = context.WithTimeout(parent, l.timeout)
	return cancel
}

// apply sets the run's bounds on opts.
func (l *limitFlags) apply(opts *Options) {
	opts.MaxSteps, opts.Context = l.maxSteps, l.ctx
}
