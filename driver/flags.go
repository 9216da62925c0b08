package driver

import (
	"strings"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/internal/cliargs"
)

// options are the parsed command-line settings.
type options struct {
	input            string
	output           string
	splitInput       bool
	verifyDiags      bool
	pipeline         string
	passFlags        []string // shorthand pass flags in command-line order, as `name{opts}`
	printBefore      bool
	printAfter       bool
	printAfterChange bool
	printAfterFail   bool
	printDiff        bool
	verifyEach       bool
	timing           bool
	statistics       bool
	listPasses       bool
	version          bool
	generic          bool
	debugInfo        bool
	allowUnreg       bool
	help             bool
	emit             string
	llc              string
	ptxas            string
	arch             string
	printSymbolic    bool
	printMemory      bool
	internalTraces   bool
	moduleScope      bool
	noThreads        bool
}

func newFlagSet(o *options) *pflag.FlagSet {
	fs := pflag.NewFlagSet("symopt", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.StringVarP(&o.output, "o", "o", "-", "output file (`-` for stdout); written atomically")
	fs.BoolVar(&o.splitInput, "split-input-file", false, "split the input at `// -----` lines and process each piece on its own")
	fs.BoolVar(&o.verifyDiags, "verify-diagnostics", false, "check diagnostics against expected-error/warning/note/remark comments")
	fs.StringVar(&o.pipeline, "pass-pipeline", "", "textual pass pipeline, e.g. 'builtin.module(func.func(cse,canonicalize))'")
	fs.BoolVar(&o.printBefore, "mlir-print-ir-before-all", false, "print the IR before every pass (to stderr)")
	fs.BoolVar(&o.printAfter, "mlir-print-ir-after-all", false, "print the IR after every pass (to stderr)")
	fs.BoolVar(&o.printAfterChange, "mlir-print-ir-after-change", false, "with after-all: only when the pass changed the IR")
	fs.BoolVar(&o.printAfterFail, "mlir-print-ir-after-failure", false, "print the IR after a pass that failed")
	fs.BoolVar(&o.moduleScope, "mlir-print-ir-module-scope", false, "IR dumps show the whole module, not just the op a pass ran on")
	fs.BoolVar(&o.noThreads, "mlir-disable-threading", false, "run passes on sibling functions one at a time")
	fs.BoolVar(&o.printDiff, "print-ir-diff", false, "print a unified diff of the IR around every pass that changed it (to stderr)")
	fs.BoolVar(&o.verifyEach, "verify-each", true, "verify the IR after each pass")
	fs.BoolVar(&o.timing, "mlir-timing", false, "print per-pass wall time")
	fs.BoolVar(&o.statistics, "mlir-pass-statistics", false, "print pass statistics")
	fs.BoolVar(&o.listPasses, "list-passes", false, "list the registered passes and their options")
	fs.BoolVar(&o.version, "version", false, "print the version")
	fs.BoolVar(&o.generic, "mlir-print-op-generic", false, "print every op in the generic form")
	fs.BoolVar(&o.debugInfo, "mlir-print-debuginfo", false, "print op locations")
	fs.BoolVar(&o.allowUnreg, "allow-unregistered-dialect", false, "accept ops of dialects symopt does not know")
	fs.StringVar(&o.emit, "emit", "mlir", "output kind: mlir, stablehlo (plain StableHLO without symopt ops or dim symbols, for XLA and other compilers), llvm, ptx or cubin")
	fs.StringVar(&o.llc, "llc", "", "path of the llc to run for --emit=ptx|cubin")
	fs.StringVar(&o.ptxas, "ptxas", "", "path of the ptxas to run for --emit=cubin (default: $PTXAS, PATH, the CUDA toolkit, then the nvidia-cuda-nvcc wheel of $VIRTUAL_ENV, ./.venv or ~/.local)")
	fs.StringVar(&o.arch, "arch", "", "GPU architecture for --emit=ptx|cubin (llc -mcpu and ptxas -arch), e.g. sm_80; default sm_90 (sm_80 for llc before LLVM 17)")
	fs.BoolVar(&o.printSymbolic, "print-symbolic-shapes", false, "print the table of dimension symbols and constraints (to stderr)")
	fs.BoolVar(&o.printMemory, "print-memory-profile", false, "print the symbolic memory profile of each function (to stderr)")
	fs.BoolVar(&o.internalTraces, "internal-traces", false, "show Go stack traces of internal errors")
	fs.BoolVarP(&o.help, "help", "h", false, "show this help")
	return fs
}

// normalizeArgs rewrites LLVM-style single-dash long flags (`-split-input-file`)
// to pflag's `--` form, and pulls out shorthand pass flags (`-cse`,
// `--canonicalize=max-iterations=3`) which pflag cannot know in advance.
func normalizeArgs(args []string, fs *pflag.FlagSet, isPass func(string) bool) (flags, passes []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			flags = append(flags, args[i:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' || a == "-" {
			flags = append(flags, a)
			continue
		}
		body := strings.TrimLeft(a, "-")
		name, value, hasValue := strings.Cut(body, "=")
		if isPass(name) && fs.Lookup(name) == nil {
			p := name
			if hasValue {
				p += "{" + strings.Trim(value, `"'`) + "}"
			}
			passes = append(passes, p)
			continue
		}
		flags = append(flags, cliargs.Long(a, fs))
	}
	return flags, passes
}
