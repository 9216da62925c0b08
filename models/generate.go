package models

import (
	"bytes"
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// Generate builds the module c describes, verified.
func Generate(c Config) (*ir.Operation, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	reg := dialect.NewRegistry()
	module := newModule(reg, c)
	var err error
	switch c.Emit {
	case "forward":
		_, err = buildFunc(reg, module, c, "main", false)
	case "loss":
		_, err = buildFunc(reg, module, c, "main", true)
	case "train-step":
		err = buildTrainStep(reg, module, c)
	}
	if err != nil {
		return nil, err
	}
	if err := dialect.Verify(module); err != nil {
		return nil, fmt.Errorf("generated module does not verify: %w", err)
	}
	return module, nil
}

// Text is Generate printed in the pretty form.
func Text(c Config) ([]byte, error) {
	m, err := Generate(c)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := ir.Print(&buf, m, ir.PrintOptions{}); err != nil {
		return nil, err
	}
	if !bytes.HasSuffix(buf.Bytes(), []byte("\n")) {
		buf.WriteByte('\n')
	}
	return buf.Bytes(), nil
}

func newModule(reg *ir.Registry, c Config) *ir.Operation {
	attrs := []ir.NamedAttr{{Name: "sym_name", Value: ir.Str("jit_" + c.Model)}}
	if c.DataParallel > 1 {
		attrs = append(attrs, ir.NamedAttr{Name: "mhlo.num_replicas", Value: &ir.IntegerAttr{Value: int64(c.DataParallel), Type: ir.I32}})
	}
	m := ir.NewOperation("builtin.module", reg.Lookup("builtin.module"), nil, nil, attrs, nil)
	m.AddRegion().AddBlock()
	declareDims(reg, m, c)
	return m
}

// buildFunc appends @name(params..., inputs...) returning the loss (when
// withLoss) or the logits.
func buildFunc(reg *ir.Registry, module *ir.Operation, c Config, name string, withLoss bool) (*ir.Operation, error) {
	elem := elemType(c)
	var ins []ir.Type
	for _, p := range Params(c) {
		ins = append(ins, build.Tensor(p.Shape, elem))
	}
	for _, in := range Inputs(c) {
		ins = append(ins, inputType(c, in, elem))
	}
	fn := ir.NewOperation("func.func", reg.Lookup("func.func"), nil, nil, []ir.NamedAttr{
		{Name: "sym_name", Value: ir.Str(name)},
		{Name: "sym_visibility", Value: ir.Str("public")},
	}, nil)
	blk := fn.AddRegion().AddBlock()
	n := &net{Builder: build.New(reg, blk, nil), c: c, elem: elem, params: map[string]*ir.Value{}, inputs: map[string]*ir.Value{}}
	for i, p := range Params(c) {
		n.params[p.Name] = blk.AddArg(ins[i], ir.UnknownLoc{})
	}
	for i, in := range Inputs(c) {
		n.inputs[in.Name] = blk.AddArg(ins[len(Params(c))+i], ir.UnknownLoc{})
	}
	out := n.logits()
	if withLoss {
		out = n.crossEntropy(out, n.inputs["labels"])
	}
	n.Return(out)
	if err := n.Err(); err != nil {
		return nil, err
	}
	fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: ins, Results: []ir.Type{out.Type()}}})
	module.Regions[0].Entry().Append(fn)
	return fn, nil
}

func inputType(c Config, in Input, elem ir.Type) ir.Type {
	e := elem
	if in.Int {
		e = ir.I32
	}
	t := build.Tensor(in.Shape, e)
	if c.namedDims() {
		return withDimNames(t)
	}
	return t
}

// PresetText is model at a preset's sizes, as Text prints it: emit is
// what to write ("train-step", ...), as symopt-models
// --preset=PRESET --model=MODEL --train-step would.
func PresetText(preset, model, emit string) ([]byte, error) {
	c, err := Preset(preset)
	if err != nil {
		return nil, err
	}
	c.Model, c.Emit = model, emit
	return Text(c)
}
