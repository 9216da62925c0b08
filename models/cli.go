package models

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"
)

// Main is the symopt-models command line: it writes the generated module
// to stdout (or -o FILE). Exit codes: 0 success, 1 failure, 2 usage error.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("symopt-models", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	preset := fs.String("preset", "", "size preset: tiny or llama-1b (explicit size flags override it)")
	model := fs.String("model", "", "model: mlp, transformer or llama (default mlp, or the preset's)")
	layers := fs.Int("layers", 0, "number of layers")
	hidden := fs.Int("hidden", 0, "hidden size (the MLP's input width)")
	heads := fs.Int("heads", 0, "attention heads")
	kvHeads := fs.Int("kv-heads", 0, "key/value heads of the llama model (grouped-query attention; default --heads)")
	ffn := fs.Int("ffn", 0, "feed-forward width")
	vocab := fs.Int("vocab", 0, "vocabulary size (the MLP's classes)")
	maxSeq := fs.Int("max-seq", 0, "length of the transformer's position table")
	static := fs.Bool("static", false, "static batch and seq dims (--batch, --seq) instead of ?")
	batch := fs.Int("batch", 2, "batch size with --static")
	seqLen := fs.Int("seq", 8, "sequence length with --static")
	anonymous := fs.Bool("anonymous-dims", false, "leave the dynamic batch and seq dims unnamed (plain ?) instead of declaring them @B and @T")
	dtype := fs.String("dtype", "f32", "float type: f32 or f64")
	trainStep := fs.Bool("train-step", false, "emit @train_step: forward, loss, gradients and the optimizer update")
	loss := fs.Bool("loss", false, "emit @main returning the mean cross-entropy loss instead of logits")
	opt := fs.String("optimizer", "sgd", "optimizer for --train-step: sgd or adam")
	lr := fs.Float64("lr", 0.1, "learning rate")
	dp := fs.Int("data-parallel", 0, "average gradients over N replicas with one all_reduce each")
	out := fs.StringP("output", "o", "-", "output file")
	listArgs := fs.Bool("print-args", false, "print the function's arguments (index, name, type), one a line, instead of the module")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: symopt-models [flags]\nWrites a generated StableHLO model to stdout.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == pflag.ErrHelp {
			return 0
		}
		fmt.Fprintln(stderr, "symopt-models:", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "symopt-models: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	c, err := Preset(*preset)
	if err != nil {
		fmt.Fprintln(stderr, "symopt-models:", err)
		return 2
	}
	setStr := func(dst *string, v string) {
		if v != "" {
			*dst = v
		}
	}
	setInt := func(name string, dst *int, v int) {
		if fs.Changed(name) {
			*dst = v
		}
	}
	setStr(&c.Model, *model)
	setInt("layers", &c.Layers, *layers)
	setInt("hidden", &c.Hidden, *hidden)
	setInt("heads", &c.Heads, *heads)
	setInt("kv-heads", &c.KVHeads, *kvHeads)
	setInt("ffn", &c.FFN, *ffn)
	setInt("vocab", &c.Vocab, *vocab)
	setInt("max-seq", &c.MaxSeq, *maxSeq)
	if *static {
		c.Batch, c.Seq = *batch, *seqLen
		if c.Batch <= 0 || c.Seq <= 0 {
			fmt.Fprintln(stderr, "symopt-models: --batch and --seq must be positive with --static")
			return 2
		}
	} else if fs.Changed("batch") || fs.Changed("seq") {
		fmt.Fprintln(stderr, "symopt-models: --batch and --seq need --static")
		return 2
	}
	c.DType, c.Optimizer, c.LR, c.DataParallel, c.AnonymousDims = *dtype, *opt, *lr, *dp, *anonymous
	switch {
	case *trainStep && *loss:
		fmt.Fprintln(stderr, "symopt-models: --train-step and --loss exclude each other")
		return 2
	case *trainStep:
		c.Emit = "train-step"
	case *loss:
		c.Emit = "loss"
	}
	if (fs.Changed("optimizer") || fs.Changed("data-parallel")) && !*trainStep {
		fmt.Fprintln(stderr, "symopt-models: --optimizer and --data-parallel need --train-step")
		return 2
	}
	if err := c.Validate(); err != nil {
		fmt.Fprintln(stderr, "symopt-models:", err)
		return 2
	}
	if *listArgs {
		_, err := io.WriteString(stdout, ArgumentTable(c))
		if err != nil {
			fmt.Fprintln(stderr, "symopt-models:", err)
			return 1
		}
		return 0
	}
	text, err := Text(c)
	if err != nil {
		fmt.Fprintln(stderr, "symopt-models:", err)
		return 1
	}
	if *out == "-" {
		_, err = stdout.Write(text)
	} else {
		err = os.WriteFile(*out, text, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "symopt-models:", err)
		return 1
	}
	return 0
}
