package lowering

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
)

// randomVersionedProgram puts the bodies of two random programs (seeds
// seed and seed+1000 of randomProgram, which return the same types) in
// the two sides of an scf.if on the input's rows: the then side runs
// below 20 rows. A side that yields an argument (a type no op of its
// program computed) makes the plan copy it.
func randomVersionedProgram(seed uint64) string {
	body := func(src, suffix string) (lines, results string) {
		lines = src[strings.Index(src, "\n")+1 : strings.Index(src, "  return ")]
		ret := src[strings.Index(src, "  return ")+len("  return "):]
		results = ret[:strings.Index(ret, " : ")]
		rename := regexp.MustCompile(`%(v\d+|z|ninf|s)\b`)
		return rename.ReplaceAllString(lines, "%${1}"+suffix), rename.ReplaceAllString(results, "%${1}"+suffix)
	}
	a, b := randomProgram(seed), randomProgram(seed+1000)
	header := a[:strings.Index(a, "\n")+1]
	ret := a[strings.Index(a, "  return ")+len("  return "):]
	types := strings.TrimSpace(ret[strings.Index(ret, " : ")+3 : strings.Index(ret, "\n")])
	thenLines, thenRes := body(a, "_t")
	elseLines, elseRes := body(b, "_e")
	return header +
		"  %k0 = arith.constant 0 : index\n  %rows = tensor.dim %x, %k0 : tensor<?x8xf32>\n" +
		"  %k20 = arith.constant 20 : index\n  %small = arith.cmpi slt, %rows, %k20 : index\n" +
		"  %out:3 = scf.if %small -> (" + types + ") {\n" + thenLines + "    scf.yield " + thenRes + " : " + types + "\n" +
		"  } else {\n" + elseLines + "    scf.yield " + elseRes + " : " + types + "\n  }\n" +
		"  return %out#0, %out#1, %out#2 : " + types + "\n}\n"
}

// TestRandomVersionedPrograms fuses and lowers random versioned
// programs, checks every kernel of the side each binding takes against
// the unfused ops, and runs the whole plan (RunPlan) against the
// interpreter's run of the unfused program, below and above the
// threshold.
func TestRandomVersionedPrograms(t *testing.T) {
	copies := 0
	for seed := uint64(1); seed <= 20; seed++ {
		src := randomVersionedProgram(seed)
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			defer func() {
				if t.Failed() {
					t.Logf("the program:\n%s", src)
				}
			}()
			orig, _ := parseText(t, "random.mlir", []byte(src))
			m, reg := parseText(t, "random.mlir", []byte(src))
			fuseAll(t, m, reg)
			rep, err := Check(m, CheckOptions{Bindings: []map[string]int64{{"*": 3}, {"*": 30}}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Then != 1 || rep.Else != 1 {
				t.Errorf("sides taken: then %d, else %d; want one each", rep.Then, rep.Else)
			}
			p, err := LowerFunc(Funcs(m)[0])
			if err != nil {
				t.Fatal(err)
			}
			p.Walk(func(s *Step) {
				if s.Kind == CopyStep {
					copies++
				}
			})
			checkSlots(t, p)
			fn := Funcs(orig)[0]
			for _, rows := range []int64{3, 30} {
				args, err := interp.RandomInputs(fn, seed+uint64(rows), interp.Dims{Default: rows})
				if err != nil {
					t.Fatal(err)
				}
				want, err := interp.New(orig, interp.Options{}).Call("f", args)
				if err != nil {
					t.Fatal(err)
				}
				got, err := RunPlan(p, args)
				if err != nil {
					t.Fatalf("%d rows: %v", rows, err)
				}
				for i := range want {
					if ok, report := tensor.Close(got[i], want[i], planTolerance); !ok {
						t.Errorf("%d rows, result #%d: %s", rows, i, report)
					}
				}
			}
		})
	}
	if copies == 0 {
		t.Error("no program copied a yielded argument")
	}
}
