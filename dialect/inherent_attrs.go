package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// inherentAttrs lists, per op, the attributes its MLIR definition declares
// (ODS arguments), which MLIR keeps as properties and prints in `<{...}>`
// in the generic form. MHLO spellings share the StableHLO row, so a row
// lists the union of both dialects' names. Only names an op is known to
// declare in the MLIR versions the corpus and mlir-opt-19 use are listed:
// mlir-opt drops a property it does not know, so listing too much would
// lose attributes where listing too little only prints them in `{...}`.
var inherentAttrs = map[string]string{
	// builtin, func, arith, cf, memref, bufferization, shape, scf, tensor
	"builtin.module":          "sym_name sym_visibility",
	"func.func":               "sym_name function_type sym_visibility arg_attrs res_attrs",
	"func.call":               "callee",
	"func.constant":           "value",
	"arith.constant":          "value",
	"arith.cmpi":              "predicate",
	"arith.cmpf":              "predicate fastmath",
	"arith.addi":              "overflowFlags",
	"arith.subi":              "overflowFlags",
	"arith.muli":              "overflowFlags",
	"arith.shli":              "overflowFlags",
	"arith.addf":              "fastmath",
	"arith.subf":              "fastmath",
	"arith.mulf":              "fastmath",
	"arith.divf":              "fastmath",
	"arith.remf":              "fastmath",
	"arith.negf":              "fastmath",
	"arith.maximumf":          "fastmath",
	"arith.minimumf":          "fastmath",
	"arith.maxnumf":           "fastmath",
	"arith.minnumf":           "fastmath",
	"cf.cond_br":              "operandSegmentSizes",
	"memref.alloc":            "operandSegmentSizes alignment",
	"memref.alloca":           "operandSegmentSizes alignment",
	"memref.load":             "nontemporal",
	"memref.store":            "nontemporal",
	"memref.reinterpret_cast": "operandSegmentSizes static_offsets static_sizes static_strides",
	"bufferization.to_tensor": "restrict writable",
	"bufferization.to_memref": "read_only",
	"shape.const_shape":       "shape",
	"shape.const_witness":     "passing",

	// stablehlo (and mhlo through the alias)
	"stablehlo.all_gather":               "all_gather_dim replica_groups channel_handle use_global_device_ids",
	"stablehlo.all_reduce":               "replica_groups channel_handle use_global_device_ids",
	"stablehlo.all_to_all":               "split_dimension concat_dimension split_count replica_groups channel_handle",
	"stablehlo.batch_norm_grad":          "epsilon feature_index",
	"stablehlo.batch_norm_inference":     "epsilon feature_index",
	"stablehlo.batch_norm_training":      "epsilon feature_index",
	"stablehlo.broadcast":                "broadcast_sizes",
	"stablehlo.broadcast_in_dim":         "broadcast_dimensions",
	"stablehlo.cholesky":                 "lower",
	"stablehlo.collective_broadcast":     "replica_groups channel_handle",
	"stablehlo.collective_permute":       "source_target_pairs channel_handle",
	"stablehlo.compare":                  "comparison_direction compare_type",
	"stablehlo.composite":                "name composite_attributes decomposition version",
	"stablehlo.concatenate":              "dimension",
	"stablehlo.constant":                 "value",
	"stablehlo.convolution":              convAttrs,
	"stablehlo.custom_call":              "call_target_name has_side_effect backend_config api_version called_computations operand_layouts result_layouts output_operand_aliases custom_call_schedule",
	"stablehlo.dot":                      "precision_config",
	"stablehlo.dot_general":              "dot_dimension_numbers precision_config algorithm",
	"stablehlo.dynamic_broadcast_in_dim": "broadcast_dimensions known_expanding_dimensions known_nonexpanding_dimensions",
	"stablehlo.dynamic_conv":             convAttrs,
	"stablehlo.dynamic_gather":           "dimension_numbers indices_are_sorted",
	"stablehlo.dynamic_iota":             "iota_dimension",
	"stablehlo.dynamic_slice":            "slice_sizes",
	"stablehlo.einsum":                   "einsum_config",
	"stablehlo.fft":                      "fft_type fft_length",
	"stablehlo.gather":                   "dimension_numbers slice_sizes indices_are_sorted",
	"stablehlo.get_dimension_size":       "dimension",
	"stablehlo.get_tuple_element":        "index",
	"stablehlo.infeed":                   "infeed_config layout",
	"stablehlo.iota":                     "iota_dimension",
	"stablehlo.map":                      "dimensions",
	"stablehlo.outfeed":                  "outfeed_config",
	"stablehlo.pad":                      "edge_padding_low edge_padding_high interior_padding",
	"stablehlo.recv":                     "channel_handle is_host_transfer source_target_pairs",
	"stablehlo.reduce":                   "dimensions",
	"stablehlo.reduce_precision":         "exponent_bits mantissa_bits",
	"stablehlo.reduce_scatter":           "scatter_dimension replica_groups channel_handle use_global_device_ids",
	"stablehlo.reduce_window":            "window_dimensions window_strides base_dilations window_dilations padding",
	"stablehlo.reverse":                  "dimensions",
	"stablehlo.rng":                      "rng_distribution",
	"stablehlo.rng_bit_generator":        "rng_algorithm",
	"stablehlo.scatter":                  "scatter_dimension_numbers indices_are_sorted unique_indices",
	"stablehlo.select_and_scatter":       "window_dimensions window_strides padding",
	"stablehlo.send":                     "channel_handle is_host_transfer source_target_pairs",
	"stablehlo.set_dimension_size":       "dimension",
	"stablehlo.slice":                    "start_indices limit_indices strides",
	"stablehlo.sort":                     "dimension is_stable",
	"stablehlo.transpose":                "permutation",
	"stablehlo.triangular_solve":         "left_side lower unit_diagonal transpose_a",
	"stablehlo.unary_einsum":             "einsum_config",
	"stablehlo.cbrt":                     accuracyAttrs,
	"stablehlo.cosine":                   accuracyAttrs,
	"stablehlo.exponential":              accuracyAttrs,
	"stablehlo.exponential_minus_one":    accuracyAttrs,
	"stablehlo.log":                      accuracyAttrs,
	"stablehlo.log_plus_one":             accuracyAttrs,
	"stablehlo.logistic":                 accuracyAttrs,
	"stablehlo.rsqrt":                    accuracyAttrs,
	"stablehlo.sine":                     accuracyAttrs,
	"stablehlo.sqrt":                     accuracyAttrs,
	"stablehlo.tan":                      accuracyAttrs,
	"stablehlo.tanh":                     accuracyAttrs,

	// MHLO-only rows
	"mhlo.async_start":                  "called_computation execution_thread",
	"mhlo.domain":                       "kind entry_metadata exit_metadata",
	"mhlo.ragged_dot":                   "ragged_dot_dimension_numbers precision_config",
	"mhlo.topk":                         "k largest",
	"mhlo.xla.rng_get_and_update_state": "delta",

	// chlo
	"chlo.broadcast_compare": "broadcast_dimensions comparison_direction compare_type",
	"chlo.constant":          "value",
	"chlo.constant_like":     "value",
	"chlo.ragged_dot":        "ragged_dot_dimension_numbers precision_config",
	"chlo.scan":              "operandSegmentSizes resultSegmentSizes dimension scan_dim_size is_reverse is_associative",
	"chlo.top_k":             "k",
}

const (
	convAttrs     = "window_strides padding lhs_dilation rhs_dilation window_reversal dimension_numbers feature_group_count batch_group_count precision_config"
	accuracyAttrs = "result_accuracy"
)

// isChloBroadcast reports whether name is one of the chlo broadcasting
// ops, which take a broadcast_dimensions attribute.
func isChloBroadcast(name string) bool {
	return strings.HasPrefix(name, "chlo.broadcast_")
}

// setInherent fills OpInfo.Inherent from the table.
func setInherent(info *ir.OpInfo) {
	if names, ok := inherentAttrs[info.Name]; ok {
		info.Inherent = strings.Fields(names)
		return
	}
	if isChloBroadcast(info.Name) {
		info.Inherent = []string{"broadcast_dimensions"}
	}
}
