package dialect

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// Struct-like dialect attributes (#stablehlo.dot<...>, #stablehlo.gather<...>,
// #stablehlo.scatter<...>) are stored verbatim by the parser. Their bodies
// are `key = [ints]` or `key = int` entries separated by commas; this file
// reads and writes that form.

// structFields parses a body into ordered key/value pairs. Lists come back
// as their integers, scalars as a one-element list (isList false).
type structField struct {
	key    string
	vals   []int64
	isList bool
}

func parseStructBody(body string, known []string) ([]structField, error) {
	var out []structField
	seen := map[string]bool{}
	rest := strings.TrimSpace(body)
	for rest != "" {
		eq := strings.IndexByte(rest, '=')
		if eq < 0 {
			return nil, fmt.Errorf("expected '='")
		}
		key := strings.TrimSpace(rest[:eq])
		ok := false
		for _, k := range known {
			if k == key {
				ok = true
			}
		}
		if !ok {
			return nil, fmt.Errorf("expected one of: %s", quoteKeys(known))
		}
		if seen[key] {
			return nil, fmt.Errorf("duplicated `%s` entry", key)
		}
		seen[key] = true
		rest = strings.TrimSpace(rest[eq+1:])
		f := structField{key: key}
		if strings.HasPrefix(rest, "[") {
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, fmt.Errorf("expected ']'")
			}
			vals, err := parseIntList(rest[1:end])
			if err != nil {
				return nil, err
			}
			f.vals, f.isList = vals, true
			rest = strings.TrimSpace(rest[end+1:])
		} else {
			end := strings.IndexByte(rest, ',')
			if end < 0 {
				end = len(rest)
			}
			v, err := strconv.ParseInt(strings.TrimSpace(rest[:end]), 10, 64)
			if err != nil {
				return nil, fmt.Errorf("expected integer value")
			}
			f.vals = []int64{v}
			rest = rest[end:]
		}
		out = append(out, f)
		rest = strings.TrimSpace(rest)
		if rest == "" {
			break
		}
		if rest[0] != ',' {
			return nil, fmt.Errorf("expected '>'")
		}
		rest = strings.TrimSpace(rest[1:])
	}
	return out, nil
}

func parseIntList(s string) ([]int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return []int64{}, nil
	}
	parts := strings.Split(s, ",")
	out := make([]int64, len(parts))
	for i, p := range parts {
		v, err := strconv.ParseInt(strings.TrimSpace(p), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("expected integer value")
		}
		out[i] = v
	}
	return out, nil
}

func quoteKeys(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = "`" + k + "`"
	}
	return strings.Join(q, ", ")
}

func fieldList(fs []structField, key string) []int64 {
	for _, f := range fs {
		if f.key == key {
			return f.vals
		}
	}
	return nil
}

func fieldInt(fs []structField, key string, def int64) int64 {
	for _, f := range fs {
		if f.key == key && len(f.vals) == 1 {
			return f.vals[0]
		}
	}
	return def
}

// writeStruct prints entries, skipping empty lists, as MLIR prints them.
func writeStruct(dialect, name string, entries []structField) *ir.VerbatimAttr {
	var b strings.Builder
	b.WriteString("#" + dialect + "." + name + "<")
	first := true
	for _, e := range entries {
		if e.isList && len(e.vals) == 0 {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(e.key + " = ")
		if e.isList {
			b.WriteString("[" + joinInts(e.vals, ", ") + "]")
		} else {
			b.WriteString(itoa(e.vals[0]))
		}
	}
	b.WriteString(">")
	return &ir.VerbatimAttr{Text: b.String()}
}

// DotDims are the dimension numbers of dot_general.
type DotDims struct {
	LhsBatch, RhsBatch       []int64
	LhsContract, RhsContract []int64
}

var dotKeys = []string{"lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions", "rhs_contracting_dimensions"}

// ParseDotDims reads a #stablehlo.dot<...> (or #mhlo.dot<...>) attribute.
func ParseDotDims(a ir.Attribute) (DotDims, error) {
	body, ok := verbatimBody(a, "dot")
	if !ok {
		return DotDims{}, fmt.Errorf("expected #stablehlo.dot<...>, got %v", a)
	}
	fs, err := parseStructBody(body, dotKeys)
	if err != nil {
		return DotDims{}, err
	}
	return DotDims{LhsBatch: fieldList(fs, dotKeys[0]), RhsBatch: fieldList(fs, dotKeys[1]),
		LhsContract: fieldList(fs, dotKeys[2]), RhsContract: fieldList(fs, dotKeys[3])}, nil
}

// DotDimensionNumbers reads the dot_dimension_numbers of a dot_general op.
func DotDimensionNumbers(op *ir.Operation) (DotDims, error) {
	a := op.Attr("dot_dimension_numbers")
	if a == nil {
		return DotDims{}, fmt.Errorf("requires attribute 'dot_dimension_numbers'")
	}
	return ParseDotDims(a)
}

// Attr builds the attribute in the given dialect spelling.
func (d DotDims) Attr(dialect string) *ir.VerbatimAttr {
	return writeStruct(dialect, "dot", []structField{
		{dotKeys[0], d.LhsBatch, true}, {dotKeys[1], d.RhsBatch, true},
		{dotKeys[2], d.LhsContract, true}, {dotKeys[3], d.RhsContract, true}})
}

// GatherDims are the dimension numbers of gather and dynamic_gather.
type GatherDims struct {
	OffsetDims, CollapsedSliceDims         []int64
	OperandBatchingDims, StartIndicesBatch []int64
	StartIndexMap                          []int64
	IndexVectorDim                         int64
}

var gatherKeys = []string{"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
	"start_indices_batching_dims", "start_index_map", "index_vector_dim"}

// ParseGatherDims reads #stablehlo.gather<...>.
func ParseGatherDims(a ir.Attribute) (GatherDims, error) {
	body, ok := verbatimBody(a, "gather")
	if !ok {
		return GatherDims{}, fmt.Errorf("expected #stablehlo.gather<...>, got %v", a)
	}
	fs, err := parseStructBody(body, gatherKeys)
	if err != nil {
		return GatherDims{}, err
	}
	return GatherDims{OffsetDims: fieldList(fs, gatherKeys[0]), CollapsedSliceDims: fieldList(fs, gatherKeys[1]),
		OperandBatchingDims: fieldList(fs, gatherKeys[2]), StartIndicesBatch: fieldList(fs, gatherKeys[3]),
		StartIndexMap: fieldList(fs, gatherKeys[4]), IndexVectorDim: fieldInt(fs, gatherKeys[5], 0)}, nil
}

// GatherDimensionNumbers reads the dimension_numbers of a gather op.
func GatherDimensionNumbers(op *ir.Operation) (GatherDims, error) {
	a := op.Attr("dimension_numbers")
	if a == nil {
		return GatherDims{}, fmt.Errorf("requires attribute 'dimension_numbers'")
	}
	return ParseGatherDims(a)
}

// Attr builds the attribute in the given dialect spelling.
func (g GatherDims) Attr(dialect string) *ir.VerbatimAttr {
	return writeStruct(dialect, "gather", []structField{
		{gatherKeys[0], g.OffsetDims, true}, {gatherKeys[1], g.CollapsedSliceDims, true},
		{gatherKeys[2], g.OperandBatchingDims, true}, {gatherKeys[3], g.StartIndicesBatch, true},
		{gatherKeys[4], g.StartIndexMap, true}, {gatherKeys[5], []int64{g.IndexVectorDim}, false}})
}

// ScatterDims are the dimension numbers of scatter.
type ScatterDims struct {
	UpdateWindowDims, InsertedWindowDims []int64
	InputBatchingDims, IndicesBatching   []int64
	ScatterDimsToOperandDims             []int64
	IndexVectorDim                       int64
}

var scatterKeys = []string{"update_window_dims", "inserted_window_dims", "input_batching_dims",
	"scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim"}

// ParseScatterDims reads #stablehlo.scatter<...>.
func ParseScatterDims(a ir.Attribute) (ScatterDims, error) {
	body, ok := verbatimBody(a, "scatter")
	if !ok {
		return ScatterDims{}, fmt.Errorf("expected #stablehlo.scatter<...>, got %v", a)
	}
	fs, err := parseStructBody(body, scatterKeys)
	if err != nil {
		return ScatterDims{}, err
	}
	return ScatterDims{UpdateWindowDims: fieldList(fs, scatterKeys[0]), InsertedWindowDims: fieldList(fs, scatterKeys[1]),
		InputBatchingDims: fieldList(fs, scatterKeys[2]), IndicesBatching: fieldList(fs, scatterKeys[3]),
		ScatterDimsToOperandDims: fieldList(fs, scatterKeys[4]), IndexVectorDim: fieldInt(fs, scatterKeys[5], 0)}, nil
}

// ScatterDimensionNumbers reads the scatter_dimension_numbers of a scatter op.
func ScatterDimensionNumbers(op *ir.Operation) (ScatterDims, error) {
	a := op.Attr("scatter_dimension_numbers")
	if a == nil {
		return ScatterDims{}, fmt.Errorf("requires attribute 'scatter_dimension_numbers'")
	}
	return ParseScatterDims(a)
}

// Attr builds the attribute in the given dialect spelling.
func (s ScatterDims) Attr(dialect string) *ir.VerbatimAttr {
	return writeStruct(dialect, "scatter", []structField{
		{scatterKeys[0], s.UpdateWindowDims, true}, {scatterKeys[1], s.InsertedWindowDims, true},
		{scatterKeys[2], s.InputBatchingDims, true}, {scatterKeys[3], s.IndicesBatching, true},
		{scatterKeys[4], s.ScatterDimsToOperandDims, true}, {scatterKeys[5], []int64{s.IndexVectorDim}, false}})
}
