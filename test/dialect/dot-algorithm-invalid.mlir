// The algorithm attribute of dot_general is checked where it is parsed, as
// StableHLO's attribute parser does: the error points at the attribute's own
// line, not at the op.
// RUN: symopt -split-input-file -verify-diagnostics %s

func.func @zero_lhs_components(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    // expected-error @+1 {{lhs component count must be positive}}
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @negative_rhs_components(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    // expected-error @+1 {{rhs component count must be positive}}
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -2, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @zero_passes_mhlo(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf32> {
  %0 = "mhlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    // expected-error @+1 {{num primitive operations must be positive}}
    algorithm = #mhlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false>
  } : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @unknown_preset(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:f16, rhs:f32, accum:f32, lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:false}}}
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// The pretty form spells the attribute `algorithm = <...>`; it is checked too.
func.func @pretty_form(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 2, allow_imprecise_accumulation = false> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// A supported preset parses and verifies.
func.func @tf32_three_passes(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>
  }> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
