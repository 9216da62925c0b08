package main

import (
	"time"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/memory"
)

// passTimes measures, best of three, the parse of src and what the
// schedule-memory and remat passes do on its first function with their
// default options (shape analysis, graph, schedulers, remat plan and
// insertion, each pass analyzing afresh as in a pipeline).
func passTimes(src string) (tParse, tPasses time.Duration, err error) {
	reg := dialect.NewRegistry()
	tParse, tPasses = time.Hour, time.Hour
	for range 3 {
		t0 := time.Now()
		m, err := parse(src, reg)
		if err != nil {
			return 0, 0, err
		}
		tParse = min(tParse, time.Since(t0))
		t1 := time.Now()
		b := funcBody(m)
		z := memory.NewSizer(m)
		c := memory.NewComparer(z.Store())
		g := memory.BuildGraph(b, z, c)
		cands, best := memory.Schedule(g, c, memory.ScheduleOptions{ExactLimit: 16})
		g.Apply(cands[best].Profile.Order)
		z = memory.NewSizer(m)
		c = memory.NewComparer(z.Store())
		g = memory.BuildGraph(b, z, c)
		if err := memory.InsertRemat(g, c, memory.RematOptions{MaxFraction: 10, MinGap: 3}, reg); err != nil {
			return 0, 0, err
		}
		tPasses = min(tPasses, time.Since(t1))
	}
	return tParse, tPasses, nil
}
