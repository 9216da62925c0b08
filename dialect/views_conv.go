package dialect

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// ConvDims are the dimension numbers of convolution and dynamic_conv.
type ConvDims struct {
	InputBatch, InputFeature                int64
	InputSpatial                            []int64
	KernelInputFeature, KernelOutputFeature int64
	KernelSpatial                           []int64
	OutputBatch, OutputFeature              int64
	OutputSpatial                           []int64
}

var convKeys = []string{"input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
	"kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
	"output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions"}

// ParseConvDims reads #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// and the `raw key = value` form (and the #mhlo spellings).
func ParseConvDims(a ir.Attribute) (ConvDims, error) {
	body, ok := verbatimBody(a, "conv")
	if !ok {
		return ConvDims{}, fmt.Errorf("expected #stablehlo.conv<...>, got %v", a)
	}
	body = strings.TrimSpace(body)
	if rest, ok := strings.CutPrefix(body, "raw"); ok {
		fs, err := parseStructBody(rest, convKeys)
		if err != nil {
			return ConvDims{}, err
		}
		return ConvDims{
			InputBatch: fieldInt(fs, convKeys[0], 0), InputFeature: fieldInt(fs, convKeys[1], 0), InputSpatial: fieldList(fs, convKeys[2]),
			KernelInputFeature: fieldInt(fs, convKeys[3], 0), KernelOutputFeature: fieldInt(fs, convKeys[4], 0), KernelSpatial: fieldList(fs, convKeys[5]),
			OutputBatch: fieldInt(fs, convKeys[6], 0), OutputFeature: fieldInt(fs, convKeys[7], 0), OutputSpatial: fieldList(fs, convKeys[8]),
		}, nil
	}
	return parseConvCompact(body)
}

// parseConvCompact reads `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
func parseConvCompact(s string) (ConvDims, error) {
	arrow := strings.Index(s, "->")
	x := strings.Index(s, "]x[")
	if arrow < 0 || x < 0 || x > arrow {
		return ConvDims{}, fmt.Errorf("expected '[...]x[...]->[...]'")
	}
	groups := []string{s[:x+1], s[x+2 : arrow], s[arrow+2:]}
	letters := [][2]byte{{'b', 'f'}, {'i', 'o'}, {'b', 'f'}}
	var d ConvDims
	for g, text := range groups {
		text = strings.TrimSpace(text)
		if !strings.HasPrefix(text, "[") || !strings.HasSuffix(text, "]") {
			return ConvDims{}, fmt.Errorf("expected '['")
		}
		items := strings.Split(text[1:len(text)-1], ",")
		first, second := int64(-1), int64(-1)
		spatial := map[int]int64{}
		for pos, it := range items {
			it = strings.TrimSpace(it)
			switch {
			case it == string(letters[g][0]):
				first = int64(pos)
			case it == string(letters[g][1]):
				second = int64(pos)
			case it == "?":
			default:
				n, err := strconv.Atoi(it)
				if err != nil {
					return ConvDims{}, fmt.Errorf("unexpected dimension %q", it)
				}
				spatial[n] = int64(pos)
			}
		}
		sp := make([]int64, len(spatial))
		for k, pos := range spatial {
			if k < 0 || k >= len(sp) {
				return ConvDims{}, fmt.Errorf("spatial dimension %d out of range", k)
			}
			sp[k] = pos
		}
		switch g {
		case 0:
			d.InputBatch, d.InputFeature, d.InputSpatial = first, second, sp
		case 1:
			d.KernelInputFeature, d.KernelOutputFeature, d.KernelSpatial = first, second, sp
		case 2:
			d.OutputBatch, d.OutputFeature, d.OutputSpatial = first, second, sp
		}
	}
	return d, nil
}

// ConvDimensionNumbers reads dimension_numbers of a convolution.
func ConvDimensionNumbers(op *ir.Operation) (ConvDims, error) {
	a := op.Attr("dimension_numbers")
	if a == nil {
		return ConvDims{}, fmt.Errorf("requires attribute 'dimension_numbers'")
	}
	return ParseConvDims(a)
}

// Attr builds the `raw` spelling, which any dimension numbers can use.
func (c ConvDims) Attr(dialect string) *ir.VerbatimAttr {
	one := func(v int64) []int64 { return []int64{v} }
	a := writeStruct(dialect, "conv", []structField{
		{convKeys[0], one(c.InputBatch), false}, {convKeys[1], one(c.InputFeature), false}, {convKeys[2], c.InputSpatial, true},
		{convKeys[3], one(c.KernelInputFeature), false}, {convKeys[4], one(c.KernelOutputFeature), false}, {convKeys[5], c.KernelSpatial, true},
		{convKeys[6], one(c.OutputBatch), false}, {convKeys[7], one(c.OutputFeature), false}, {convKeys[8], c.OutputSpatial, true}})
	a.Text = strings.Replace(a.Text, "conv<", "conv<raw ", 1)
	return a
}
