package pipeline

import (
	"strings"
	"testing"
	"time"
)

func TestTimingReport(t *testing.T) {
	p, err := testRegistry(t).Parse("func.func(mark),noop")
	if err != nil {
		t.Fatal(err)
	}
	tm := NewTiming()
	base := time.Unix(1000, 0)
	tm.start = base
	tm.now = func() time.Time { return base.Add(time.Second) }
	tm.Record("Parser", 250*time.Millisecond)
	mgr := NewManager(p, Config{Timing: tm})
	if err := mgr.Run(testModule("a", "b")); err != nil {
		t.Fatal(err)
	}
	// Replace measured pass times with fixed ones to check the layout.
	tm.entries[1].nanos.Store(int64(100 * time.Millisecond))
	tm.entries[1].children[0].nanos.Store(int64(50 * time.Millisecond))
	tm.entries[2].nanos.Store(int64(150 * time.Millisecond))
	tm.Record("Output", 100*time.Millisecond)
	var b strings.Builder
	if err := tm.Report(&b); err != nil {
		t.Fatal(err)
	}
	want := `===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 1.0000 seconds

  ----Wall Time----  ----Name----
    0.2500 ( 25.0%)  Parser
    0.1000 ( 10.0%)  'func.func' Pipeline
    0.0500 (  5.0%)    Mark
    0.1500 ( 15.0%)  NoOp
    0.1000 ( 10.0%)  Output
    0.4000 ( 40.0%)  Rest
    1.0000 (100.0%)  Total
`
	if b.String() != want {
		t.Errorf("report:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestTimingSharedAcrossManagers(t *testing.T) {
	p, err := testRegistry(t).Parse("mark")
	if err != nil {
		t.Fatal(err)
	}
	tm := NewTiming()
	for i := 0; i < 3; i++ {
		if err := NewManager(p, Config{Timing: tm}).Run(testModule("a")); err != nil {
			t.Fatal(err)
		}
	}
	var b strings.Builder
	tm.Report(&b)
	if n := strings.Count(b.String(), "Mark"); n != 1 {
		t.Errorf("pass listed %d times:\n%s", n, b.String())
	}
}
