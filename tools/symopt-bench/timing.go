package main

import (
	"time"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/pipeline"
	tshapes "github.com/symopt/symopt/transforms/shapes"
)

// passTimes measures, best of three, the parse of src and the pipeline
// func.func(schedule-memory,remat) with default options on the module
// symbolic-shapes annotated (untimed), as `symopt --pass-pipeline` runs
// them: one shape analysis shared by both passes.
func passTimes(src string) (tParse, tPasses time.Duration, err error) {
	reg := dialect.NewRegistry()
	passes := pipeline.NewRegistry()
	if err := memory.Register(passes); err != nil {
		return 0, 0, err
	}
	if err := tshapes.Register(passes); err != nil {
		return 0, 0, err
	}
	annotate, err := passes.Parse("builtin.module(symbolic-shapes)")
	if err != nil {
		return 0, 0, err
	}
	mem, err := passes.Parse("builtin.module(func.func(schedule-memory,remat))")
	if err != nil {
		return 0, 0, err
	}
	tParse, tPasses = time.Hour, time.Hour
	for range 3 {
		t0 := time.Now()
		m, err := parse(src, reg)
		if err != nil {
			return 0, 0, err
		}
		tParse = min(tParse, time.Since(t0))
		if err := pipeline.NewManager(annotate, pipeline.Config{Ops: reg}).Run(m); err != nil {
			return 0, 0, err
		}
		t1 := time.Now()
		if err := pipeline.NewManager(mem, pipeline.Config{Ops: reg}).Run(m); err != nil {
			return 0, 0, err
		}
		tPasses = min(tPasses, time.Since(t1))
	}
	return tParse, tPasses, nil
}
