// RUN: symopt --split-input-file --verify-diagnostics %s

// Types whose byte size does not fit in 64 bits are refused where they
// are formed, so no later size computation can wrap.

// expected-error @+1 {{'func.func' op region argument #0 type 'tensor<99999999999x99999999999xf32>' has more bytes than a 64-bit size can count}}
func.func @arg(%a: tensor<99999999999x99999999999xf32>) {
  return
}

// -----

func.func @result(%a: tensor<?x99999999999xf32>) {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op result #0 type 'tensor<99999999999x99999999999xf32>' has more bytes than a 64-bit size can count}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<?x99999999999xf32>) -> tensor<99999999999x99999999999xf32>
  return
}

// -----

// expected-error @+1 {{'func.func' op function type has 'tensor<4503599627370496x4096xf32>', which has more bytes than a 64-bit size can count}}
func.func private @decl(tensor<4503599627370496x4096xf32>)

// -----

// Sizes just below 2^63 bytes are fine, and so are dynamic dims next to
// a big static one.
func.func private @edge(tensor<4503599627370496x2047xi8>, tensor<?x?x1000000000000xf32>)
