package models

import (
	"fmt"
	"math"
	"sort"
)

// Config describes one generated program.
type Config struct {
	Model  string // "mlp", "transformer" or "llama"
	Layers int
	Hidden int
	Heads  int
	// KVHeads is the LLaMA key/value head count (grouped-query
	// attention); 0 means Heads.
	KVHeads int
	FFN     int
	Vocab   int
	// MaxSeq is the length of the transformer's learned position table;
	// the dynamic seq dim must not exceed it at run time.
	MaxSeq int
	// Batch and Seq are static sizes; 0 keeps the dim dynamic (`?`).
	Batch, Seq int
	DType      string // "f32" or "f64"
	// Emit is "forward" (@main returns logits), "loss" (@main returns the
	// mean cross-entropy) or "train-step" (@train_step).
	Emit         string
	Optimizer    string // "sgd" or "adam"
	LR           float64
	DataParallel int // replicas whose gradients are averaged; 0 or 1 for none
	// AnonymousDims leaves the dynamic batch and seq dims unnamed (plain
	// `?` in every input) instead of declaring them as @B and @T
	// (dims.go).
	AnonymousDims bool
}

// presets are the named sizes.
func presets() map[string]Config {
	return map[string]Config{
		"tiny":     {Layers: 2, Hidden: 16, Heads: 2, FFN: 32, Vocab: 64, MaxSeq: 64},
		"llama-1b": {Model: "llama", Layers: 22, Hidden: 2048, Heads: 32, KVHeads: 4, FFN: 5632, Vocab: 32000, MaxSeq: 2048},
	}
}

// PresetNames lists the presets.
func PresetNames() []string {
	var out []string
	for n := range presets() {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Preset returns the sizes of a named preset over defaults (model mlp
// unless the preset names one, dynamic dims, f32, forward, sgd, lr 0.1).
func Preset(name string) (Config, error) {
	c := Default()
	if name == "" {
		return c, nil
	}
	p, ok := presets()[name]
	if !ok {
		return c, fmt.Errorf("unknown preset %q (known: %v)", name, PresetNames())
	}
	if p.Model != "" {
		c.Model = p.Model
	}
	c.Layers, c.Hidden, c.Heads, c.KVHeads, c.FFN, c.Vocab, c.MaxSeq = p.Layers, p.Hidden, p.Heads, p.KVHeads, p.FFN, p.Vocab, p.MaxSeq
	return c, nil
}

// Default is the tiny preset as an MLP forward pass.
func Default() Config {
	return Config{Model: "mlp", Layers: 2, Hidden: 16, Heads: 2, FFN: 32, Vocab: 64, MaxSeq: 64,
		DType: "f32", Emit: "forward", Optimizer: "sgd", LR: 0.1}
}

// kvHeads is the number of key/value heads.
func (c Config) kvHeads() int {
	if c.KVHeads > 0 {
		return c.KVHeads
	}
	return c.Heads
}

// Validate reports the first inconsistency in c.
func (c Config) Validate() error {
	switch c.Model {
	case "mlp", "transformer", "llama":
	default:
		return fmt.Errorf("unknown model %q (want mlp, transformer or llama)", c.Model)
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"layers", c.Layers}, {"hidden", c.Hidden}, {"heads", c.Heads}, {"ffn", c.FFN}, {"vocab", c.Vocab}} {
		if f.v <= 0 {
			return fmt.Errorf("--%s must be positive, got %d", f.name, f.v)
		}
	}
	if c.Batch < 0 || c.Seq < 0 {
		return fmt.Errorf("--batch and --seq must not be negative")
	}
	if c.Model != "mlp" && c.Hidden%c.Heads != 0 {
		return fmt.Errorf("--hidden (%d) must be divisible by --heads (%d)", c.Hidden, c.Heads)
	}
	if c.KVHeads < 0 || c.KVHeads > 0 && c.Heads%c.KVHeads != 0 {
		return fmt.Errorf("--heads (%d) must be a multiple of --kv-heads (%d)", c.Heads, c.KVHeads)
	}
	if c.Model == "llama" && (c.Hidden/c.Heads)%2 != 0 {
		return fmt.Errorf("the head size --hidden/--heads (%d) must be even for rotary embeddings", c.Hidden/c.Heads)
	}
	if c.Model == "transformer" {
		if c.MaxSeq <= 0 {
			return fmt.Errorf("--max-seq must be positive, got %d", c.MaxSeq)
		}
		if c.Seq > c.MaxSeq {
			return fmt.Errorf("--seq (%d) exceeds --max-seq (%d)", c.Seq, c.MaxSeq)
		}
	}
	switch c.DType {
	case "f32", "f64":
	default:
		return fmt.Errorf("unknown dtype %q (want f32 or f64)", c.DType)
	}
	switch c.Emit {
	case "forward", "loss", "train-step":
	default:
		return fmt.Errorf("unknown output %q (want forward, loss or train-step)", c.Emit)
	}
	switch c.Optimizer {
	case "sgd", "adam":
	default:
		return fmt.Errorf("unknown optimizer %q (want sgd or adam)", c.Optimizer)
	}
	if !(c.LR > 0) || math.IsInf(c.LR, 0) {
		return fmt.Errorf("--lr must be a positive finite number, got %g", c.LR)
	}
	if c.DataParallel < 0 {
		return fmt.Errorf("--data-parallel must not be negative")
	}
	return nil
}
