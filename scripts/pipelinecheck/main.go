// Command pipelinecheck runs symopt's full pipelines over real and
// generated inputs and tallies what goes wrong: Go panics (internal
// errors), hangs, errors by kind, outputs that fail to read back or whose
// print -> parse -> print is not a fixed point, LLVM IR that llc rejects,
// and, for the generated train steps, results that differ from the
// input's under symopt-run --compare-with at two dim bindings (once with
// every symopt.evict freeing its buffer).
//
// Inputs: every `// -----` split of the corpus files (by default
// ../shared/corpus beside the repository) that parses and verifies and
// carries no expected-error lines; symopt-models' train steps for every
// preset, model and optimizer; memory/traingen's presets; and random
// programs over dynamic dims from symbolic/shapes/shapestest.
//
//	go run ./scripts/pipelinecheck [-dir DIR] [-timeout 20s] [-j 2] [-only corpus|models|traingen|random] [-random N] [-dump DIR] [-v]
//
// It builds symopt, symopt-run and symopt-models into a temporary folder
// and runs each (input, pipeline) pair in its own process, so a hang is
// cut at -timeout and a crash stays with its input.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// config is what every check reads.
type config struct {
	bin       string // folder holding the built tools
	tmp       string // scratch folder
	timeout   time.Duration
	llc       string
	verbose   bool
	fullLlama bool
	// corpusCompare compares corpus inputs with the output too.
	corpusCompare bool
}

func main() {
	dir := flag.String("dir", filepath.Join("..", "shared", "corpus"), "corpus directory")
	timeout := flag.Duration("timeout", 20*time.Second, "a run longer than this counts as a hang")
	jobs := flag.Int("j", 2, "runs at once")
	only := flag.String("only", "", "one input set: corpus, models or traingen")
	llc := flag.String("llc", "llc-19", "llc that must accept --emit=llvm output (empty to skip)")
	random := flag.Int("random", 100, "random programs (symbolic/shapes/shapestest) to run")
	big := flag.Bool("big", false, "also run llama-1b-sized train steps through symopt-run (slow)")
	verbose := flag.Bool("v", false, "list every failure")
	dump := flag.String("dump", "", "write every input to this folder (one file each) and stop")
	noCompare := flag.Bool("no-corpus-compare", false, "skip symopt-run on corpus inputs")
	flag.Parse()
	if _, err := exec.LookPath(*llc); err != nil {
		*llc = ""
	}
	tmp, err := os.MkdirTemp("", "pipelinecheck")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tmp)
	cfg := &config{bin: tmp, tmp: tmp, timeout: *timeout, llc: *llc, verbose: *verbose, fullLlama: *big, corpusCompare: !*noCompare}
	for _, tool := range []string{"symopt", "symopt-run", "symopt-models"} {
		out, err := exec.Command("go", "build", "-o", filepath.Join(tmp, tool), "./tools/"+tool).CombinedOutput()
		if err != nil {
			fail(fmt.Errorf("building %s: %v\n%s", tool, err, out))
		}
	}
	var sets []inputSet
	if *only == "" || *only == "corpus" {
		s, err := corpusInputs(*dir)
		if err != nil {
			fail(err)
		}
		sets = append(sets, s)
	}
	if *only == "" || *only == "models" {
		s, err := modelInputs(cfg)
		if err != nil {
			fail(err)
		}
		sets = append(sets, s)
	}
	if *only == "" || *only == "traingen" {
		sets = append(sets, traingenInputs())
	}
	if *only == "" || *only == "random" {
		sets = append(sets, randomInputs(*random))
	}
	if *dump != "" {
		if err := dumpInputs(*dump, sets); err != nil {
			fail(err)
		}
		return
	}
	for _, set := range sets {
		fmt.Printf("%s: %d inputs (%d skipped: %s)\n", set.name, len(set.inputs), set.skipped, set.skipNote)
		for _, p := range pipelines {
			t := runSet(cfg, set, p, *jobs)
			t.print(set.name, p.name)
		}
	}
}

// runSet runs every input of set through p with jobs workers.
func runSet(cfg *config, set inputSet, p pipelineSpec, jobs int) *tally {
	t := newTally()
	work := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := range work {
				r := check(cfg, set.inputs[i], p, fmt.Sprintf("w%d", w))
				mu.Lock()
				t.add(set.inputs[i].name, r, cfg.verbose)
				mu.Unlock()
			}
		}(w)
	}
	for i := range set.inputs {
		work <- i
	}
	close(work)
	wg.Wait()
	return t
}

// tally counts the outcomes of one (input set, pipeline) pair.
type tally struct {
	runs, ok, panics, hangs, roundTrip, badOutput, compared, mismatches int
	trapsBeforeOnly, runTimeouts                                        int
	errors                                                              map[string]int
}

func newTally() *tally { return &tally{errors: map[string]int{}} }

func (t *tally) add(name string, r result, verbose bool) {
	t.runs++
	switch {
	case r.panic != "":
		t.panics++
	case r.hang:
		t.hangs++
	case r.errKind != "":
		t.errors[r.errKind]++
	default:
		t.ok++
	}
	if r.badOutput != "" {
		t.badOutput++
	}
	if r.roundTrip != "" {
		t.roundTrip++
	}
	t.compared += r.compared
	t.mismatches += len(r.mismatches)
	t.trapsBeforeOnly += r.trapsBeforeOnly
	t.runTimeouts += r.runTimeouts
	if !verbose {
		return
	}
	for _, line := range r.problems() {
		fmt.Printf("  %s: %s\n", name, line)
	}
}

func (t *tally) print(set, pipeline string) {
	fmt.Printf("%-9s %-14s runs %4d  ok %4d  panics %d  hangs %d  errors %d  bad-output %d  round-trip %d  compared %d  mismatches %d",
		set, pipeline, t.runs, t.ok, t.panics, t.hangs, sum(t.errors), t.badOutput, t.roundTrip, t.compared, t.mismatches)
	if t.trapsBeforeOnly+t.runTimeouts > 0 {
		fmt.Printf("  (traps-before-only %d, symopt-run timeouts %d)", t.trapsBeforeOnly, t.runTimeouts)
	}
	fmt.Println()
	kinds := make([]string, 0, len(t.errors))
	for k := range t.errors {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool {
		if t.errors[kinds[i]] != t.errors[kinds[j]] {
			return t.errors[kinds[i]] > t.errors[kinds[j]]
		}
		return kinds[i] < kinds[j]
	})
	for _, k := range kinds {
		fmt.Printf("    %4d  %s\n", t.errors[k], k)
	}
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// dumpInputs writes each input to dir as SET-NAME.mlir, the name's
// slashes, spaces and hashes turned into dashes.
func dumpInputs(dir string, sets []inputSet) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	clean := strings.NewReplacer("/", "-", " ", "-", "#", "-", "=", "-")
	for _, set := range sets {
		for _, in := range set.inputs {
			path := filepath.Join(dir, clean.Replace(set.name+"-"+in.name)+".mlir")
			if err := os.WriteFile(path, in.text, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "pipelinecheck:", strings.TrimSpace(err.Error()))
	os.Exit(1)
}
